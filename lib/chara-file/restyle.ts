/**
 * Restyling an outfit from a colour harmony: the anchor (a dye or any colour) and the dyes of its
 * harmony become the outfit's palette, and every unlocked dye channel of every dyeable piece gets
 * one of them.
 */
import type { Slot } from '../items/slots.ts';
import { colorPoint, parseHex, type MethodId } from '../color/index.ts';
import { DYES, dyeByStainId } from '../dyes/database.ts';
import { allowedMask, type DyeFilters } from '../dyes/filters.ts';
import { nearestDye } from '../dyes/nearest.ts';
import { HARMONY_TYPES, selectHarmony, type HarmonyCandidate, type HarmonyTypeId } from '../harmony/index.ts';
import { WHEELS, type WheelId } from '../wheels/index.ts';
import type { DyeChanges } from './write.ts';
import * as check from '../validate/rules.ts';

const CANDIDATES: readonly HarmonyCandidate[] = DYES.map((d) => ({ point: d.point, hsvHue: d.hsv.h }));

/** The anchor of a restyle: a dye (stain ID) or any colour (`#rrggbb`). */
export type RestyleAnchor = { dye: number } | { hex: string };

/** How the harmony picks its dyes; the defaults are those of `/v1/harmony?preventDuplicates=true`. */
export interface RestyleOptions {
  method?: MethodId;
  filters?: DyeFilters;
  /** Stain IDs never to pick. */
  excluded?: readonly number[];
  /** Each dye at most once (the default). */
  noRepeats?: boolean;
}

/**
 * The palette of a restyle: the anchor (a dye anchor itself; a colour anchor's nearest allowed
 * dye), then the dye picked for each slot of the harmony, by the options' method and filters.
 * Unknown anchor, type or wheel, or filters that leave no dye → an empty palette.
 */
export function restylePalette(
  anchor: RestyleAnchor,
  type: HarmonyTypeId,
  wheel: WheelId,
  restyleOptions?: RestyleOptions,
): number[] {
  const options = check.options('options', restyleOptions, {
    method: true,
    filters: true,
    excluded: true,
    noRepeats: true,
  });
  const harmony = HARMONY_TYPES.find((t) => t.id === type);
  const onWheel = Object.hasOwn(WHEELS, wheel) ? WHEELS[wheel] : undefined;
  if (!harmony || !onWheel) return [];
  const method = options.method ?? 'ciede2000';
  const noRepeats = options.noRepeats ?? true;
  const excluded = new Set<number>();
  for (const id of options.excluded ?? []) {
    const dye = dyeByStainId(id);
    if (dye) excluded.add(dye.index);
  }
  const allowed = allowedMask(options.filters ?? {}, excluded) ?? new Uint8Array(DYES.length).fill(1);

  let first: number;
  let base;
  if ('dye' in anchor) {
    const dye = dyeByStainId(anchor.dye);
    if (!dye) return [];
    first = dye.stainID;
    base = dye.rgb;
  } else {
    const rgb = parseHex(anchor.hex);
    const nearest = rgb && nearestDye(colorPoint(rgb), method, allowed);
    if (!rgb || !nearest) return [];
    first = nearest.dye.stainID;
    base = rgb;
  }
  // As on /v1/harmony, a dye anchor is never picked again; a colour anchor's nearest dye is worn
  // already, so with no repeats it is not picked again either.
  const mask = Uint8Array.from(allowed);
  if ('dye' in anchor || noRepeats) mask[dyeByStainId(first)!.index] = 0;
  const result = selectHarmony({
    base,
    wheel: onWheel,
    type: harmony,
    method,
    strict: true,
    preventDuplicates: noRepeats,
    companions: 0,
    candidates: CANDIDATES,
    allowed: mask,
  });
  const picked = result.slots.flatMap((s) => (s.dye === null ? [] : [DYES[s.dye]!.stainID]));
  return [first, ...picked];
}

/**
 * The anchor's stain ID followed by the stain ID picked for each slot of the harmony (CIEDE2000,
 * each dye at most once, the anchor never picked again) — what `/v1/harmony` answers with
 * `preventDuplicates=true`. Unknown anchor, type or wheel → an empty palette.
 */
export function harmonyPalette(anchorStainId: number, type: HarmonyTypeId, wheel: WheelId): number[] {
  return restylePalette({ dye: anchorStainId }, type, wheel);
}

/** A piece to restyle and how many dye channels it has (0, 1 or 2). */
export interface RestyleChannel {
  slot: Slot;
  dyeCount: number;
  /** Channels the harmony must leave alone, with the dyes they keep. */
  locked?: readonly [boolean, boolean];
  /** The piece's dyes now (kept on locked channels). */
  dyes?: readonly [number, number];
}

/**
 * Deals the palette out over the pieces: the body first (so it wears the anchor on channel 1),
 * then the others in slot order; piece k takes palette colour k on channel 1 and colour k + 1 on
 * channel 2, wrapping round. A locked channel keeps its dye (so locking one channel never shifts
 * the colours the others get); channels an item does not have stay undyed (0); pieces without dye
 * channels are left out, so their dyes do not change.
 */
export function dealPalette(pieces: readonly RestyleChannel[], palette: readonly number[]): DyeChanges {
  const out: DyeChanges = {};
  if (palette.length === 0) return out;
  const dyeable = pieces.filter((p) => p.dyeCount > 0);
  const ordered = [...dyeable.filter((p) => p.slot === 'Body'), ...dyeable.filter((p) => p.slot !== 'Body')];
  let k = 0;
  for (const piece of ordered) {
    const locked = piece.locked ?? [false, false];
    const now = piece.dyes ?? [0, 0];
    const start = k;
    const pick = (channel: 0 | 1): number => {
      if (locked[channel]) return now[channel];
      if (channel >= piece.dyeCount) return 0;
      return palette[(start + channel) % palette.length]!;
    };
    out[piece.slot] = [pick(0), pick(1)];
    k++;
  }
  return out;
}
