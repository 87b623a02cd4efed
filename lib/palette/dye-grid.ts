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
 * The RGB-based methods keep about two dyes per cell (a cell with one needs no distance at all),
 * the Lab/Oklab ones about 10–20; CIEDE2000's bounds are looser (its hue rotation term), so its
 * cells keep dozens, but on a photo the walk stops after about ten, most of them dismissed by the
 * trig-free bound of ciede2000.ts. On top, an optional table over all 16.7 M colours remembers
 * each answer, so an image pays once per distinct colour.
 */
import {
  chroma,
  ciede2000LowerBound,
  ciede2000LowerBoundSquared,
  ciede2000Scalar,
} from '../color/distance/ciede2000.ts';
import { boxBounds, rgbBox } from '../color/distance/box-bounds.ts';
import { cie76Squared, oklabSquared, redmeanSquared, rgbSquared } from '../color/distance/euclidean.ts';
import { labFromRgb, labFromRgbInto } from '../color/lab.ts';
import { oklabFromRgb } from '../color/oklab.ts';
import type { MethodId } from '../color/distance/methods.ts';
import { DYES } from '../dyes/database.ts';

/** 32³ cells of 8×8×8 values. (Finer cells were measured: their tighter lists did not pay for their builds.) */
const CELL_SHIFT = 3;
const CELL_SIZE = 1 << CELL_SHIFT;
const CELLS_PER_AXIS = 256 >> CELL_SHIFT;
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

  const allowedIndices = Uint8Array.from(allowedDyes, (d) => d.index);
  const cellCount = CELLS_PER_AXIS ** 3;
  // Per cell: its list in the shared pool (start, length) and the dye with the smallest upper
  // bound (a query's first distance, so the walk's stop test bites early).
  const cells = {
    start: new Int32Array(cellCount).fill(UNBUILT),
    length: new Uint8Array(cellCount),
    guess: new Uint8Array(cellCount),
  };
  let poolIndex = new Uint8Array(1 << 16);
  let poolBound = new Float64Array(1 << 16);
  let poolUsed = 0;
  let cellsBuilt = 0;
  let table: Uint8Array | undefined;
  const bound = new Float64Array(2);
  // Scratch for one cell's build: each candidate's lower bound, and the kept ones in order.
  const lows = new Float64Array(DYES.length);
  const kept = new Uint8Array(DYES.length);

  /** Keeps the allowed dyes that can be nearest somewhere in the cell (see the file comment), sorted by lower bound. */
  function buildCell(cell: number): void {
    const dyes = allowedIndices;
    const r0 = (cell >> (2 * (8 - CELL_SHIFT))) << CELL_SHIFT;
    const g0 = ((cell >> (8 - CELL_SHIFT)) & (CELLS_PER_AXIS - 1)) << CELL_SHIFT;
    const b0 = (cell & (CELLS_PER_AXIS - 1)) << CELL_SHIFT;
    const box = rgbBox(r0, g0, b0, r0 + CELL_SIZE - 1, g0 + CELL_SIZE - 1, b0 + CELL_SIZE - 1);
    // Start with the dye nearest the cell's centre (plain RGB distance is a fine guess for every
    // method) so the cap is low from the start and far dyes are dismissed by their cheapest bound.
    const mid = CELL_SIZE / 2 - 0.5;
    const n = dyes.length;
    let first = 0;
    let firstGuess = Infinity;
    for (let k = 0; k < n; k++) {
      const i = dyes[k]!;
      const guess = (dyeR[i]! - r0 - mid) ** 2 + (dyeG[i]! - g0 - mid) ** 2 + (dyeBlue[i]! - b0 - mid) ** 2;
      if (guess < firstGuess) {
        firstGuess = guess;
        first = k;
      }
    }
    let cap = Infinity;
    let capDye = 0;
    for (let step = n === 0 ? 1 : 0; step <= n; step++) {
      // Step 0 is the first dye (none when no dye is allowed); then every dye in index order.
      const k = step === 0 ? first : step - 1;
      if (step > 0 && k === first) continue;
      const i = dyes[k]!;
      boxBounds(method, box, DYES[i]!.point, bound, cap);
      lows[k] = bound[0]!;
      if (bound[1]! < cap) {
        cap = bound[1]!;
        capDye = i;
      }
    }
    // The survivors by ascending lower bound, ties by dye index (insertion sort: lists are short).
    let keptCount = 0;
    for (let k = 0; k < n; k++) {
      const low = lows[k]!;
      if (!(low <= cap)) continue;
      let at = keptCount++;
      while (at > 0 && lows[kept[at - 1]!]! > low) {
        kept[at] = kept[at - 1]!;
        at--;
      }
      kept[at] = k;
    }
    if (poolUsed + keptCount > poolIndex.length) {
      const grownIndex = new Uint8Array(poolIndex.length * 2);
      grownIndex.set(poolIndex);
      poolIndex = grownIndex;
      const grownBound = new Float64Array(poolBound.length * 2);
      grownBound.set(poolBound);
      poolBound = grownBound;
    }
    cells.start[cell] = poolUsed;
    cells.length[cell] = keptCount;
    cells.guess[cell] = capDye;
    for (let j = 0; j < keptCount; j++) {
      const k = kept[j]!;
      poolIndex[poolUsed] = dyes[k]!;
      poolBound[poolUsed] = lows[k]!;
      poolUsed++;
    }
    cellsBuilt++;
  }

  /** The cell of (r, g, b), built on first use. */
  function cellOf(r: number, g: number, b: number): number {
    const cell =
      ((r >> CELL_SHIFT) << (2 * (8 - CELL_SHIFT))) | ((g >> CELL_SHIFT) << (8 - CELL_SHIFT)) | (b >> CELL_SHIFT);
    if (cells.start[cell] === UNBUILT) buildCell(cell);
    return cell;
  }

  /**
   * The walk over one cell's candidates, starting from the cell's best guess; `distance(i)` must be
   * the plain search's ranking value.
   */
  function walk(start: number, end: number, guess: number, distance: (i: number) => number): number {
    let best = guess;
    let bestD = distance(guess);
    for (let k = start; k < end; k++) {
      if (poolBound[k]! > bestD * STOP_RELATIVE + STOP_ABSOLUTE) break;
      const i = poolIndex[k]!;
      if (i === guess) continue;
      const d = distance(i);
      if (d < bestD || (d === bestD && i < best)) {
        bestD = d;
        best = i;
      }
    }
    return best;
  }

  const query = new Float64Array(3);

  /** The walk for CIEDE2000, written out (no closure, no allocation): the preview's hot path. */
  function walkCiede2000(start: number, end: number, guess: number, r: number, g: number, b: number): number {
    labFromRgbInto(r, g, b, query);
    const qL = query[0]!;
    const qa = query[1]!;
    const qb = query[2]!;
    const qC = chroma(qa, qb);
    let best = guess;
    let bestD = ciede2000Scalar(qL, qa, qb, qC, dyeL[guess]!, dyeA[guess]!, dyeB[guess]!, dyeC[guess]!);
    let stop = bestD * STOP_RELATIVE + STOP_ABSOLUTE;
    for (let k = start; k < end; k++) {
      if (poolBound[k]! > stop) break;
      const i = poolIndex[k]!;
      if (i === guess) continue;
      // Lightness alone first (one division), then the trig-free bound, as the plain search does.
      const lightness = ciede2000LowerBound(qL, dyeL[i]!);
      if (lightness > stop) continue;
      const limit = bestD * bestD * STOP_RELATIVE + STOP_ABSOLUTE;
      if (ciede2000LowerBoundSquared(qL, qa, qb, qC, dyeL[i]!, dyeA[i]!, dyeB[i]!, dyeC[i]!, limit, lightness) > limit)
        continue;
      const d = ciede2000Scalar(qL, qa, qb, qC, dyeL[i]!, dyeA[i]!, dyeB[i]!, dyeC[i]!);
      if (d < bestD || (d === bestD && i < best)) {
        bestD = d;
        best = i;
        stop = bestD * STOP_RELATIVE + STOP_ABSOLUTE;
      }
    }
    return best;
  }

  function search(r: number, g: number, b: number): number {
    const cell = cellOf(r, g, b);
    const start = cells.start[cell]!;
    const end = start + cells.length[cell]!;
    if (end - start <= 1) return end === start ? -1 : poolIndex[start]!;
    const guess = cells.guess[cell]!;
    switch (method) {
      case 'ciede2000':
        return walkCiede2000(start, end, guess, r, g, b);
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
