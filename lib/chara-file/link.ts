/**
 * An outfit in a share link: the worn model keys and dyes, short enough for a URL. One piece is
 * `<slot index>.<set>.<base>.<variant>.<dye 1>.<dye 2>`, pieces joined by `_`; slot indexes follow
 * the game's slot order (0 = MainHand … 11 = RightRing).
 */
import { SLOTS, isWeaponSlot } from '../items/slots.ts';
import { DYE_MAX, type CharaPiece } from './parse.ts';

export function encodeOutfitPieces(pieces: readonly CharaPiece[]): string {
  return pieces.map((p) => [SLOTS.indexOf(p.slot), p.set, p.base, p.variant, p.dyes[0], p.dyes[1]].join('.')).join('_');
}

const lane = (text: string, max: number): number | null =>
  /^\d{1,5}$/.test(text) && Number(text) <= max ? Number(text) : null;

/** The pieces of a link, or null when any part is malformed (a hand-edited link opens nothing). */
export function decodeOutfitPieces(text: string): CharaPiece[] | null {
  if (text === '') return [];
  const pieces: CharaPiece[] = [];
  for (const part of text.split('_')) {
    const fields = part.split('.');
    if (fields.length !== 6) return null;
    const [slotIndex, set, base, variant, dye1, dye2] = fields.map((f, i) =>
      lane(f, i === 0 ? SLOTS.length - 1 : i >= 4 ? DYE_MAX : 65535),
    );
    const slot = slotIndex === null || slotIndex === undefined ? undefined : SLOTS[slotIndex];
    if (!slot || set == null || base == null || variant == null || dye1 == null || dye2 == null) return null;
    if (pieces.some((p) => p.slot === slot)) return null;
    const weapon = isWeaponSlot(slot);
    if (weapon ? set === 0 : base === 0 || set !== 0 || variant > 255) return null;
    pieces.push({ slot, set, base, variant, dyes: [dye1, dye2] });
  }
  return pieces.sort((a, b) => SLOTS.indexOf(a.slot) - SLOTS.indexOf(b.slot));
}
