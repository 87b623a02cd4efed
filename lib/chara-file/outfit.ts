/**
 * An outfit from nothing: pieces chosen by name (a gear-search hit, a shared glamour's item) with
 * their dyes, as the worn pieces of a `.chara` file, and the text of an equipment-only `.chara`
 * file holding them. Pure functions: no server is needed, whatever found the items.
 */
import { SLOTS, isSlot, isWeaponSlot, type Slot } from '../items/slots.ts';
import { ValidationError } from '../validate/error.ts';
import * as check from '../validate/rules.ts';
import { newCharaFileText } from './new-file.ts';
import { DYE_MAX, type CharaPiece } from './parse.ts';

/** A chosen piece: its slot, its `.chara` model numbers (`set` 0 on armour) and its dyes. */
export interface OutfitItem {
  slot: Slot;
  model: { set: number; base: number; variant: number };
  /** Stain IDs on channel 1 and 2; null or 0 leaves a channel undyed. Default undyed. */
  dyes?: readonly [number | null, number | null];
}

export interface Outfit {
  /** One piece per worn slot, in the game's slot order. */
  pieces: CharaPiece[];
  /** A Glasses row id, or null for none. */
  glasses: number | null;
}

const LANE_MAX = 65535;

function dyeOf(field: string, value: unknown): number {
  if (value === null || value === undefined) return 0;
  return check.integer(field, value, { min: 0, max: DYE_MAX });
}

/**
 * The outfit of the chosen items: each slot once, model numbers and stain IDs checked.
 *
 * @example
 * ```ts
 * const hit = (await (await fetch('/v1/items/search?q=poet&slot=HeadGear')).json()).data[0];
 * const outfit = outfitFromItems([{ slot: hit.slot, model: hit.model, dyes: [102, 1] }]);
 * ```
 * @throws ValidationError naming the item field that is wrong (`items[0].slot`, `items[2].dyes[1]`, …).
 */
export function outfitFromItems(items: readonly OutfitItem[], options?: { glasses?: number | null }): Outfit {
  const { glasses } = check.options('options', options, { glasses: true });
  return checkedOutfit('items', items, glasses);
}

/** The checks behind both doors; `field` names the list in messages (`items`, `outfit.pieces`). */
function checkedOutfit(field: string, items: readonly OutfitItem[], glassesIn: number | null | undefined): Outfit {
  const list = check.list<OutfitItem>(field, items, 0, SLOTS.length, 'items');
  const pieces: CharaPiece[] = [];
  list.forEach((raw, i) => {
    const at = `${field}[${i}]`;
    const item = check.object<OutfitItem>(at, raw, 'an item { slot, model, dyes? }');
    if (!isSlot(item.slot)) {
      check.oneOf(`${at}.slot`, item.slot, SLOTS);
    }
    const slot = item.slot;
    if (pieces.some((p) => p.slot === slot)) {
      throw new ValidationError('invalid', `${at}.slot`, `Slot ${slot} is given twice.`, slot, 'each slot once');
    }
    const model = check.object<OutfitItem['model']>(`${at}.model`, item.model, 'model numbers { set, base, variant }');
    const weapon = isWeaponSlot(slot);
    const set = weapon ? check.integer(`${at}.model.set`, model.set, { min: 1, max: LANE_MAX }) : 0;
    if (!weapon && model.set !== undefined && model.set !== 0) {
      throw new ValidationError(
        'invalid',
        `${at}.model.set`,
        `Armour has no model set: ${slot}.set must be 0.`,
        model.set,
        0,
      );
    }
    const base = check.integer(`${at}.model.base`, model.base, { min: weapon ? 0 : 1, max: LANE_MAX });
    const variant = check.integer(`${at}.model.variant`, model.variant, { min: 0, max: weapon ? LANE_MAX : 255 });
    const dyes = item.dyes ?? [null, null];
    if (!Array.isArray(dyes) || dyes.length !== 2) {
      throw new ValidationError(
        'invalid',
        `${at}.dyes`,
        `Parameter "${at}.dyes" must be a pair [dye 1, dye 2].`,
        dyes,
        '[number | null, number | null]',
      );
    }
    pieces.push({ slot, set, base, variant, dyes: [dyeOf(`${at}.dyes[0]`, dyes[0]), dyeOf(`${at}.dyes[1]`, dyes[1])] });
  });
  const glasses =
    glassesIn === null || glassesIn === undefined || glassesIn === 0
      ? null
      : check.integer('glasses', glassesIn, { min: 1, max: LANE_MAX });
  pieces.sort((a, b) => SLOTS.indexOf(a.slot) - SLOTS.indexOf(b.slot));
  return { pieces, glasses };
}

/**
 * The outfit of a glamour as `/v1/glamours/eorzea-collection` answers it: each placed item as the
 * author chose it (`named.model`) with its dyes, and its facewear as the glasses (`glasses.id`).
 * Unplaced pieces (`unresolved`) are not worn.
 */
export function outfitFromGlamour(glamour: {
  items: Partial<
    Record<Slot, { named: { model: OutfitItem['model'] }; dyes: readonly [number | null, number | null] }>
  >;
  glasses?: { id: number } | null;
}): Outfit {
  const g = check.object<{ items: Record<string, unknown>; glasses?: { id?: unknown } | null }>(
    'glamour',
    glamour,
    'a glamour answer { items, glasses? }',
  );
  const items = check.object<Record<string, { named?: { model?: unknown }; dyes?: unknown }>>(
    'glamour.items',
    g.items,
    'items by slot',
  );
  return outfitFromItems(
    Object.entries(items).map(([slot, item]) => ({
      slot: slot as Slot,
      model: item?.named?.model as OutfitItem['model'],
      dyes: item?.dyes as OutfitItem['dyes'],
    })),
    { glasses: (g.glasses?.id as number | undefined) ?? null },
  );
}

/**
 * The text of a `.chara` file holding only the outfit: equipment and dyes, with the SaveMode that
 * tells Anamnesis and Brio to leave the character's appearance as it is.
 */
export function outfitCharaText(outfit: Outfit, options?: { nickname?: string | null }): string {
  const { nickname: named } = check.options('options', options, { nickname: true });
  const o = check.object<Outfit>('outfit', outfit, 'an outfit { pieces, glasses }');
  const checked = checkedOutfit(
    'outfit.pieces',
    check.list<CharaPiece>('outfit.pieces', o.pieces, 0, SLOTS.length, 'pieces').map((p) => ({
      slot: p?.slot,
      model: { set: p?.set, base: p?.base, variant: p?.variant },
      dyes: p?.dyes,
    })),
    o.glasses,
  );
  const nickname = named == null ? null : check.text('nickname', named, 64);
  return newCharaFileText(checked.pieces, checked.glasses, nickname);
}
