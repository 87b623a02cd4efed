/**
 * The twelve worn slots of a `.chara` file, the game's EquipSlotCategory column each one searches
 * and the packing of model lanes into the `ModelMain` key.
 */

/** Request slot names, in the order the API lists them (also the order of validation messages). */
export const SLOTS = [
  'MainHand',
  'OffHand',
  'HeadGear',
  'Body',
  'Hands',
  'Legs',
  'Feet',
  'Ears',
  'Neck',
  'Wrists',
  'LeftRing',
  'RightRing',
] as const;
export type Slot = (typeof SLOTS)[number];

/** EquipSlotCategory columns, in the order the search asks for them. */
export const COLUMNS = [
  'MainHand',
  'OffHand',
  'Head',
  'Body',
  'Gloves',
  'Legs',
  'Feet',
  'Ears',
  'Neck',
  'Wrists',
  'FingerL',
  'FingerR',
] as const;
export type Column = (typeof COLUMNS)[number];

/**
 * The slot name alone is not a key: one gear set shares a single ModelMain across head, body,
 * hands, legs and feet, so every lookup also requires the slot's column. Rings carry both
 * FingerL and FingerR, so both ring slots find the same rows.
 */
export const COLUMN_OF: Readonly<Record<Slot, Column>> = {
  MainHand: 'MainHand',
  OffHand: 'OffHand',
  HeadGear: 'Head',
  Body: 'Body',
  Hands: 'Gloves',
  Legs: 'Legs',
  Feet: 'Feet',
  Ears: 'Ears',
  Neck: 'Neck',
  Wrists: 'Wrists',
  LeftRing: 'FingerL',
  RightRing: 'FingerR',
};

const SLOT_SET = new Set<string>(SLOTS);
const COLUMN_SET = new Set<string>(COLUMNS);
export const isSlot = (value: unknown): value is Slot => typeof value === 'string' && SLOT_SET.has(value);
export const isColumn = (value: unknown): value is Column => typeof value === 'string' && COLUMN_SET.has(value);
export const isWeaponSlot = (slot: Slot): boolean => slot === 'MainHand' || slot === 'OffHand';

/** One validated worn piece; `set` is 0 on armour. */
export interface GearPiece {
  slot: Slot;
  set: number;
  base: number;
  variant: number;
}

const LANE = 65536; // 2^16
const LANE2 = 4294967296; // 2^32

/**
 * The packed `ModelMain` as a decimal string. Armour: base | variant << 16. Weapons:
 * set | base << 16 | variant << 32, which exceeds 2^32 — so the packing is arithmetic, not bitwise
 * (JS shifts are 32-bit signed), and stays exact below 2^48 < 2^53. Keys travel as strings because
 * they are compared and cached as text and a 64-bit column is text on the wire too.
 */
export function modelKey(piece: GearPiece): string {
  const n = isWeaponSlot(piece.slot)
    ? piece.set + piece.base * LANE + piece.variant * LANE2
    : piece.base + piece.variant * LANE;
  return String(n);
}

/** `<Column>:<key>`: the identity of one family, and the cache key suffix. */
export const lookupId = (column: Column, key: string): string => `${column}:${key}`;
