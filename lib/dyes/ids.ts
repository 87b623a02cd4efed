/**
 * Dye ID spelling and range detection. An ID's range says what it is:
 * 1–254 stainID, ≥ 5729 itemID, negative a retired Facewear colour, 52254–52256 a consolidated
 * market item, the rest an unassigned gap.
 */
import {
  CONSOLIDATED_ITEM_IDS,
  DYES,
  dyeByItemId,
  dyeByStainId,
  LEGACY_FACEWEAR,
  type ConsolidationType,
  type Dye,
} from './database.ts';

/** Canonical decimal, no zero, no sign but '-', no leading zeros, at most 10 digits. */
const ID_SPELLING = /^-?[1-9]\d{0,9}$/;
export const isCanonicalId = (raw: string): boolean => ID_SPELLING.test(raw);

export type IdType = 'auto' | 'item' | 'stain';

export const STAIN_MAX = 254;
export const ITEM_MIN = 5729;
const LAST_STAIN = Math.max(...DYES.map((d) => d.stainID));

const consolidatedType = new Map<number, ConsolidationType>(
  Object.entries(CONSOLIDATED_ITEM_IDS).map(([type, id]) => [id, type as ConsolidationType]),
);

/** Looks an ID up the way `idType` says; undefined when it names no dye. */
export function lookupDye(id: number, idType: IdType = 'auto'): Dye | undefined {
  if (idType === 'stain') return dyeByStainId(id);
  if (idType === 'item') return dyeByItemId(id);
  if (id >= 1 && id <= STAIN_MAX) return dyeByStainId(id);
  if (id >= ITEM_MIN && !consolidatedType.has(id)) return dyeByItemId(id);
  return undefined;
}

/** Why an auto-detected ID names no dye: the explanatory 404 of `/v1/dyes/:id`, which says what the range means. */
export function explainMissingId(id: number, parameter = 'id'): { message: string; details: Record<string, unknown> } {
  const type = consolidatedType.get(id);
  if (type) {
    return {
      message: `ID ${id} is the consolidated market itemID for Type-${type} dyes, not a dye entry; see /v1/dyes/consolidation-groups for its members.`,
      details: { parameter, received: id, consolidatedType: type },
    };
  }
  if (id < 0) {
    const facewear = LEGACY_FACEWEAR.get(id);
    if (facewear) {
      return {
        message: `Dye ID ${id} is a legacy Facewear ID: that colour is now "${facewear.slug}" (${facewear.name}, ${facewear.hex}) and is not served as a dye.`,
        details: { parameter, received: id, facewearId: facewear.slug, name: facewear.name, hex: facewear.hex },
      };
    }
    return {
      message: `Negative IDs (legacy Facewear synthetic IDs) are no longer served as dyes.`,
      details: { parameter, received: id },
    };
  }
  if (id > STAIN_MAX && id < ITEM_MIN) {
    return {
      message: `No dye found with ID ${id}. ID ${id} falls in the unassigned range (${STAIN_MAX + 1}-${ITEM_MIN - 1}).`,
      details: { parameter, received: id },
    };
  }
  if (id <= STAIN_MAX) {
    return {
      message: `No dye found with ID ${id}. Stain IDs ${LAST_STAIN + 1}-${STAIN_MAX} are reserved for future dyes.`,
      details: { parameter, received: id },
    };
  }
  return { message: `No dye found with ID ${id}.`, details: { parameter, received: id } };
}
