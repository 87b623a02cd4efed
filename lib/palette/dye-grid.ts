/**
 * The exact closest dye of any 8-bit colour, fast enough to map every pixel of a photo.
 *
 * RGB is cut into 32³ cells of 8×8×8 values. For a cell (built on first use), every allowed dye
 * gets a lower and an upper bound of its distance to every colour of the cell (box-bounds.ts).
 * The smallest upper bound U caps the nearest distance anywhere in the cell, so a dye whose lower
 * bound exceeds U can never be nearest (nor tie) there and is dropped; the rest are kept sorted by
 * lower bound. A query walks its cell's list, computes the true distance with the very expression
 * the plain search uses, and stops once the next lower bound exceeds the best distance found:
 * the result (ties to the lowest dye index included) is the plain search's, by construction.
 * Most cells keep one to three dyes; a cell with one needs no distance at all. On top, an optional
 * table over all 16.7 M colours remembers each answer, so an image pays once per distinct colour.
 */
import {
  chroma,
  ciede2000LowerBound,
  ciede2000LowerBoundSquared,
  ciede2000Scalar,
} from '../color/distance/ciede2000.ts';
import { boxBounds, rgbBox } from '../color/distance/box-bounds.ts';
import { cie76Squared, oklabSquared, redmeanSquared, rgbSquared } from '../color/distance/euclidean.ts';
import { labFromRgb } from '../color/lab.ts';
import { oklabFromRgb } from '../color/oklab.ts';
import type { MethodId } from '../color/distance/methods.ts';
import { DYES } from '../dyes/database.ts';

const CELL_SHIFT = 3;
const CELL_SIZE = 1 << CELL_SHIFT;
const CELLS_PER_AXIS = 256 >> CELL_SHIFT;
const CELL_COUNT = CELLS_PER_AXIS ** 3;
const UNBUILT = -1;

/** Slack on the stop test: far above the bounds' rounding error, far below any real gap. */
const STOP_RELATIVE = 1 + 1e-9;
const STOP_ABSOLUTE = 1e-9;

export interface DyeGrid {
  readonly method: MethodId;
  /** Index (database order) of the closest allowed dye to (r, g, b), or -1 when no dye is allowed. */
  nearest(r: number, g: number, b: number): number;
  /**
   * The answer table (cache on): entry 0xRRGGBB is 1 + the dye index once known, 0 before. A
   * caller looping over pixels reads it directly and calls `nearest` only on a 0.
   */
  answers(): Uint8Array | undefined;
  /** Average number of dyes kept per cell built so far (how much the bounds prune). */
  averageCandidates(): number;
}

export interface DyeGridOptions {
  /** 1 = the dye may be chosen (as `allowedMask` builds it); omit for all dyes. */
  allowed?: Uint8Array;
  /** Remember every answer in a 16 MB table (default true): an image then pays once per distinct colour. */
  cache?: boolean;
}

// Dye coordinates as flat arrays, read in the hot loop.
const dyeL = Float64Array.from(DYES, (d) => d.point.lab[0]);
const dyeA = Float64Array.from(DYES, (d) => d.point.lab[1]);
const dyeB = Float64Array.from(DYES, (d) => d.point.lab[2]);
const dyeC = Float64Array.from(DYES, (d) => chroma(d.point.lab[1], d.point.lab[2]));
const dyeOkL = Float64Array.from(DYES, (d) => d.point.oklab[0]);
const dyeOkA = Float64Array.from(DYES, (d) => d.point.oklab[1]);
const dyeOkB = Float64Array.from(DYES, (d) => d.point.oklab[2]);
const dyeR = Uint8Array.from(DYES, (d) => d.rgb.r);
const dyeG = Uint8Array.from(DYES, (d) => d.rgb.g);
const dyeBlue = Uint8Array.from(DYES, (d) => d.rgb.b);

export function createDyeGrid(method: MethodId, options: DyeGridOptions = {}): DyeGrid {
  const { allowed, cache = true } = options;
  const allowedDyes = DYES.filter((d) => allowed === undefined || allowed[d.index] === 1);

  const cellStart = new Int32Array(CELL_COUNT).fill(UNBUILT);
  const cellLength = new Uint8Array(CELL_COUNT);
  // The dye with the smallest upper bound: a query's first distance, so the walk's stop test bites early.
  const cellGuess = new Uint8Array(CELL_COUNT);
  let poolIndex = new Uint8Array(1 << 16);
  let poolBound = new Float64Array(1 << 16);
  let poolUsed = 0;
  let cellsBuilt = 0;
  let table: Uint8Array | undefined;
  const bound = new Float64Array(2);

  function buildCell(cell: number): void {
    const r0 = (cell >> (2 * (8 - CELL_SHIFT))) << CELL_SHIFT;
    const g0 = ((cell >> (8 - CELL_SHIFT)) & (CELLS_PER_AXIS - 1)) << CELL_SHIFT;
    const b0 = (cell & (CELLS_PER_AXIS - 1)) << CELL_SHIFT;
    const box = rgbBox(r0, g0, b0, r0 + CELL_SIZE - 1, g0 + CELL_SIZE - 1, b0 + CELL_SIZE - 1);
    // Visit dyes nearest the cell's centre first (plain RGB distance is a fine guess for every
    // method) so the cap falls early and far dyes are dismissed by their cheapest bound.
    const mid = CELL_SIZE / 2 - 0.5;
    const guess = allowedDyes.map((d) => (d.rgb.r - r0 - mid) ** 2 + (d.rgb.g - g0 - mid) ** 2 + (d.rgb.b - b0 - mid) ** 2);
    const order = allowedDyes.map((_, k) => k).sort((x, y) => guess[x]! - guess[y]!);
    const lows = new Float64Array(allowedDyes.length);
    let cap = Infinity;
    let capDye = 0;
    for (const k of order) {
      boxBounds(method, box, allowedDyes[k]!.point, bound, cap);
      lows[k] = bound[0]!;
      if (bound[1]! < cap) {
        cap = bound[1]!;
        capDye = allowedDyes[k]!.index;
      }
    }
    cellGuess[cell] = capDye;
    const kept = allowedDyes
      .map((d, k) => ({ index: d.index, low: lows[k]! }))
      .filter((c) => c.low <= cap)
      .sort((x, y) => x.low - y.low || x.index - y.index);
    if (poolUsed + kept.length > poolIndex.length) {
      const grownIndex = new Uint8Array(poolIndex.length * 2);
      grownIndex.set(poolIndex);
      poolIndex = grownIndex;
      const grownBound = new Float64Array(poolBound.length * 2);
      grownBound.set(poolBound);
      poolBound = grownBound;
    }
    cellStart[cell] = poolUsed;
    cellLength[cell] = kept.length;
    for (const c of kept) {
      poolIndex[poolUsed] = c.index;
      poolBound[poolUsed] = c.low;
      poolUsed++;
    }
    cellsBuilt++;
  }

  /**
   * The walk over one cell's candidates, starting from the cell's best guess; `distance(i, best)`
   * must be the plain search's ranking value (or Infinity when it provably exceeds `best`).
   */
  function walk(start: number, end: number, guess: number, distance: (i: number, best: number) => number): number {
    let best = guess;
    let bestD = distance(guess, Infinity);
    for (let k = start; k < end; k++) {
      if (poolBound[k]! > bestD * STOP_RELATIVE + STOP_ABSOLUTE) break;
      const i = poolIndex[k]!;
      if (i === guess) continue;
      const d = distance(i, bestD);
      if (d < bestD || (d === bestD && i < best)) {
        bestD = d;
        best = i;
      }
    }
    return best;
  }

  function search(r: number, g: number, b: number): number {
    const cell = ((r >> CELL_SHIFT) << (2 * (8 - CELL_SHIFT))) | ((g >> CELL_SHIFT) << (8 - CELL_SHIFT)) | (b >> CELL_SHIFT);
    if (cellStart[cell] === UNBUILT) buildCell(cell);
    const start = cellStart[cell]!;
    const end = start + cellLength[cell]!;
    if (end - start <= 1) return end === start ? -1 : poolIndex[start]!;
    const guess = cellGuess[cell]!;
    switch (method) {
      case 'ciede2000': {
        const [qL, qa, qb] = labFromRgb({ r, g, b });
        const qC = chroma(qa, qb);
        return walk(start, end, guess, (i, best) => {
          // The trig-free bound skips most full evaluations (as the plain search does).
          if (best !== Infinity) {
            // Lightness alone first (one division), then the trig-free bound.
            const lightness = ciede2000LowerBound(qL, dyeL[i]!);
            if (lightness > best * STOP_RELATIVE + STOP_ABSOLUTE) return Infinity;
            const limit = best * best;
            const bound = ciede2000LowerBoundSquared(qL, qa, qb, qC, dyeL[i]!, dyeA[i]!, dyeB[i]!, dyeC[i]!, limit * STOP_RELATIVE + STOP_ABSOLUTE, lightness);
            if (bound > limit * STOP_RELATIVE + STOP_ABSOLUTE) return Infinity;
          }
          return ciede2000Scalar(qL, qa, qb, qC, dyeL[i]!, dyeA[i]!, dyeB[i]!, dyeC[i]!);
        });
      }
      case 'cie76': {
        const [qL, qa, qb] = labFromRgb({ r, g, b });
        return walk(start, end, guess, (i) => Math.sqrt(cie76Squared(qL, qa, qb, dyeL[i]!, dyeA[i]!, dyeB[i]!)));
      }
      case 'oklab': {
        const [qL, qa, qb] = oklabFromRgb({ r, g, b });
        return walk(start, end, guess, (i) => Math.sqrt(oklabSquared(qL, qa, qb, dyeOkL[i]!, dyeOkA[i]!, dyeOkB[i]!)));
      }
      case 'redmean':
        return walk(start, end, guess, (i) => redmeanSquared(r, g, b, dyeR[i]!, dyeG[i]!, dyeBlue[i]!));
      case 'rgb':
      case 'distinguish':
        // Both rank on the exact integer square (the percentage is a monotone function of it).
        return walk(start, end, guess, (i) => rgbSquared(r, g, b, dyeR[i]!, dyeG[i]!, dyeBlue[i]!));
    }
  }

  return {
    method,
    nearest(r, g, b) {
      if (!cache) return search(r, g, b);
      table ??= new Uint8Array(1 << 24);
      const key = (r << 16) | (g << 8) | b;
      const known = table[key]!;
      if (known !== 0) return known - 1;
      const found = search(r, g, b);
      table[key] = found + 1; // -1 (no dye allowed) stores 0 and is simply searched again
      return found;
    },
    answers() {
      if (cache) table ??= new Uint8Array(1 << 24);
      return table;
    },
    averageCandidates: () => (cellsBuilt ? poolUsed / cellsBuilt : 0),
  };
}
