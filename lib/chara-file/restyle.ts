/**
 * Restyling an outfit from a colour harmony: the anchor dye and the dyes of its harmony become the
 * outfit's palette, and every dye channel of every dyeable piece gets one of them.
 */
import type { Slot } from '../items/slots.ts';
import { DYES, dyeByStainId } from '../dyes/database.ts';
import { HARMONY_TYPES, selectHarmony, type HarmonyCandidate, type HarmonyTypeId } from '../harmony/index.ts';
import { WHEELS, type WheelId } from '../wheels/index.ts';
import type { DyeChanges } from './write.ts';

const CANDIDATES: readonly HarmonyCandidate[] = DYES.map((d) => ({ point: d.point, hsvHue: d.hsv.h }));

/**
 * The anchor's stain ID followed by the stain ID picked for each slot of the harmony (CIEDE2000,
 * each dye at most once, the anchor never picked again) — what `/v1/harmony` answers with
 * `preventDuplicates=true`. Unknown anchor, type or wheel → an empty palette.
 */
export function harmonyPalette(anchorStainId: number, type: HarmonyTypeId, wheel: WheelId): number[] {
  const anchor = dyeByStainId(anchorStainId);
  const harmony = HARMONY_TYPES.find((t) => t.id === type);
  const onWheel = Object.hasOwn(WHEELS, wheel) ? WHEELS[wheel] : undefined;
  if (!anchor || !harmony || !onWheel) return [];
  const allowed = new Uint8Array(DYES.length).fill(1);
  allowed[anchor.index] = 0;
  const result = selectHarmony({
    base: anchor.rgb,
    wheel: onWheel,
    type: harmony,
    method: 'ciede2000',
    strict: true,
    preventDuplicates: true,
    companions: 0,
    candidates: CANDIDATES,
    allowed,
  });
  const picked = result.slots.flatMap((s) => (s.dye === null ? [] : [DYES[s.dye]!.stainID]));
  return [anchor.stainID, ...picked];
}

/** A piece to restyle and how many dye channels its item has (0, 1 or 2). */
export interface RestyleChannel {
  slot: Slot;
  dyeCount: number;
}

/**
 * Deals the palette out over the pieces: the body first (so it wears the anchor on channel 1),
 * then the others in slot order; piece k takes palette colour k on channel 1 and colour k + 1 on
 * channel 2, wrapping round. Channels an item does not have stay undyed (0); pieces without dye
 * channels are left out, so their dyes do not change.
 */
export function dealPalette(pieces: readonly RestyleChannel[], palette: readonly number[]): DyeChanges {
  const out: DyeChanges = {};
  if (palette.length === 0) return out;
  const dyeable = pieces.filter((p) => p.dyeCount > 0);
  const ordered = [...dyeable.filter((p) => p.slot === 'Body'), ...dyeable.filter((p) => p.slot !== 'Body')];
  ordered.forEach((piece, k) => {
    const first = palette[k % palette.length]!;
    const second = piece.dyeCount >= 2 ? palette[(k + 1) % palette.length]! : 0;
    out[piece.slot] = [first, second];
  });
  return out;
}
