/**
 * Upstream rows, trimmed to what the resolver needs. This trimmed shape is
 * also what the cache stores, so `isItemRows` re-checks it on the way back in (a corrupt or
 * foreign cache entry counts as a miss).
 */
import { COLUMNS, isColumn, type Column } from './slots.ts';

export interface UpstreamNames {
  en: string;
  ja: string;
  de: string;
  fr: string;
}

/** One row's in-game rules; null on the row when the upstream answer lacked any of them. */
export interface RowRules {
  dyeCount: number;
  glamourable: boolean;
  /** Bit 2i = race i as a man, 2i+1 = as a woman; null when no bit is set (unknown). */
  wearMask: number | null;
  grandCompany: number;
}

export interface ItemRow {
  rowId: number;
  names: UpstreamNames;
  iconId: number | null;
  /** Packed model keys as decimal strings. */
  modelMain: string;
  modelSub: string;
  /** The EquipSlotCategory columns this row is worn in. */
  slots: Column[];
  rules: RowRules | null;
}

export interface GlassesRow {
  rowId: number;
  names: UpstreamNames;
  iconId: number | null;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Soft hyphens (U+00AD) are layout hints in the game text, never part of the name. */
export const cleanName = (v: unknown): string => (typeof v === 'string' ? v.replaceAll('\u00ad', '').trim() : '');

export function namesOf(fields: Json): UpstreamNames {
  return {
    en: cleanName(fields.Name),
    ja: cleanName(fields['Name@ja']),
    de: cleanName(fields['Name@de']),
    fr: cleanName(fields['Name@fr']),
  };
}

function iconOf(fields: Json): number | null {
  const icon = fields.Icon;
  const id = isObject(icon) ? icon.id : undefined;
  return typeof id === 'number' && Number.isFinite(id) && id > 0 ? id : null;
}

/** A packed model column as decimal text; numbers up to ~2.8e14 are exact in a double. */
function keyOf(v: unknown): string {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return String(v);
  if (typeof v === 'string' && /^\d+$/.test(v)) return v.replace(/^0+(?=\d)/, '');
  return '0';
}

function slotsOf(fields: Json): Column[] {
  const category = fields.EquipSlotCategory;
  const flags = isObject(category) && isObject(category.fields) ? category.fields : undefined;
  if (!flags) return [];
  // Exactly 1 means "worn here"; -1 (blocked by this item) and 0 do not.
  return COLUMNS.filter((column) => flags[column] === 1 || flags[column] === true);
}

/** Race columns of EquipRaceCategory in bit order (the bits of `rules.races`). */
const RACES = ['Hyur', 'Elezen', 'Lalafell', 'Miqote', 'Roegadyn', 'AuRa', 'Hrothgar', 'Viera'] as const;
const truthy = (v: unknown) => v === true || v === 1;

export function wearMaskOf(restriction: Json): number | null {
  const male = truthy(restriction.Male);
  const female = truthy(restriction.Female);
  let mask = 0;
  RACES.forEach((race, i) => {
    if (!truthy(restriction[race])) return;
    if (male) mask |= 1 << (2 * i);
    if (female) mask |= 1 << (2 * i + 1);
  });
  return mask === 0 ? null : mask;
}

/** All or nothing: a partial rule set is never guessed from. */
function rulesOf(fields: Json): RowRules | null {
  const dyeCount = fields.DyeCount;
  const glamorous = fields.IsGlamorous; // XIVAPI's spelling
  const restriction = fields.EquipRestriction;
  const company = fields.GrandCompany;
  if (typeof dyeCount !== 'number' || !Number.isInteger(dyeCount)) return null;
  if (glamorous !== true && glamorous !== false && glamorous !== 0 && glamorous !== 1) return null;
  if (!isObject(restriction) || !isObject(restriction.fields)) return null;
  if (!isObject(company)) return null;
  const gc = typeof company.row_id === 'number' ? company.row_id : company.value;
  if (typeof gc !== 'number' || !Number.isInteger(gc)) return null;
  return {
    dyeCount,
    glamourable: glamorous === true || glamorous === 1,
    wearMask: wearMaskOf(restriction.fields),
    grandCompany: gc,
  };
}

const isRowId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** One `results[]` entry of an Item search; null when it is not a row at all. */
export function parseItemRow(result: unknown): ItemRow | null {
  if (!isObject(result) || !isRowId(result.row_id) || !isObject(result.fields)) return null;
  const fields = result.fields;
  return {
    rowId: result.row_id,
    names: namesOf(fields),
    iconId: iconOf(fields),
    modelMain: keyOf(fields.ModelMain),
    modelSub: keyOf(fields.ModelSub),
    slots: slotsOf(fields),
    rules: rulesOf(fields),
  };
}

/** The Glasses sheet answer (`/api/sheet/Glasses/<id>`); null when it is not a row. */
export function parseGlassesRow(body: unknown): GlassesRow | null {
  if (!isObject(body) || !isRowId(body.row_id) || !isObject(body.fields)) return null;
  return { rowId: body.row_id, names: namesOf(body.fields), iconId: iconOf(body.fields) };
}

// ---- cache shape checks -------------------------------------------------------------------------

const isNames = (v: unknown): v is UpstreamNames =>
  isObject(v) &&
  typeof v.en === 'string' &&
  typeof v.ja === 'string' &&
  typeof v.de === 'string' &&
  typeof v.fr === 'string';
const isIcon = (v: unknown) => v === null || (typeof v === 'number' && v > 0);
const isRules = (v: unknown): v is RowRules | null =>
  v === null ||
  (isObject(v) &&
    typeof v.dyeCount === 'number' &&
    typeof v.glamourable === 'boolean' &&
    (v.wearMask === null || typeof v.wearMask === 'number') &&
    typeof v.grandCompany === 'number');

export function isItemRows(value: unknown): value is ItemRow[] {
  return (
    Array.isArray(value) &&
    value.every(
      (r) =>
        isObject(r) &&
        isRowId(r.rowId) &&
        isNames(r.names) &&
        isIcon(r.iconId) &&
        typeof r.modelMain === 'string' &&
        typeof r.modelSub === 'string' &&
        Array.isArray(r.slots) &&
        r.slots.every(isColumn) &&
        isRules(r.rules),
    )
  );
}

/** A cached glasses answer: a row, or null for "known not to exist". */
export function isGlassesEntry(value: unknown): value is GlassesRow | null {
  return value === null || (isObject(value) && isRowId(value.rowId) && isNames(value.names) && isIcon(value.iconId));
}
