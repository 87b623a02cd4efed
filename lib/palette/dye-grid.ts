/**
 * The exact closest dye of any 8-bit colour, fast enough to map every pixel of a photo.
 *
 * RGB is cut into cells. For a cell (built on first use), every candidate dye gets a lower and an
 * upper bound of its distance to every colour of the cell (box-bounds.ts). The smallest upper
 * bound U caps the nearest distance anywhere in the cell, so a dye whose lower bound exceeds U can
 * never be nearest (nor tie) there and is dropped; the rest are kept sorted by lower bound. A
 * query walks its cell's list, computes the true distance with the very expression the plain
 * search uses, and stops once the next lower bound exceeds the best distance found: the result
 * (ties to the lowest dye index included) is the plain search's, by construction.
 * Cells come in three sizes, each pruned from the list of the larger cell holding it (the largest
 * from all allowed dyes); queries use the smallest, of 4×4×4 values. Measured (cells of 4×4×4, on random colours
 * and on the benchmark's photo): CIEDE2000 keeps 3.2–3.4 dyes per cell, Oklab 4.4–7, CIE76
 * 1.6–2.1, the RGB-based methods 1.4–1.5; a cell with a single dye needs no distance at all.
 * On top, an optional table over all 16.7 M colours remembers each answer, so an image pays once
 * per distinct colour.
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
import { colorPoint } from '../color/point.ts';
import { oklabFromRgb } from '../color/oklab.ts';
import type { MethodId } from '../color/distance/methods.ts';
import { DYES } from '../dyes/database.ts';
import { nearestDye } from '../dyes/nearest.ts';
import * as check from '../validate/rules.ts';

/**
 * Cells of 16×16×16, 8×8×8 and 4×4×4 values: the first level is pruned from all allowed dyes,
 * each next one from its parent's list, and queries use the last. The top level keeps the work
 * over all dyes to one build per 4,096 colours, the small cells keep the walks short.
 * (Measured on the benchmark's photo: cells of 2×2×2 cost more to build than they save.)
 */
const LEVEL_SHIFTS = [4, 3, 2];
const UNBUILT = -1;

/** Slack on the stop test: far above the bounds' rounding error, far below any real gap. */
const STOP_RELATIVE = 1 + 1e-9;
const STOP_ABSOLUTE = 1e-9;

/** Index of the cell of side 2^shift holding (r, g, b). */
const cellIndex = (r: number, g: number, b: number, shift: number): number =>
  ((r >> shift) << (2 * (8 - shift))) | ((g >> shift) << (8 - shift)) | (b >> shift);

/**
 * Candidate lists of every cell of one level: per cell, its list in a shared pool (start, length,
 * sorted by lower bound) and the dye with the smallest upper bound (a query's first distance, so
 * the walk's stop test bites early).
 */
class CellLists {
  readonly start: Int32Array;
  readonly length: Uint8Array;
  readonly guess: Uint8Array;
  index = new Uint8Array(1 << 16);
  bound = new Float64Array(1 << 16);
  used = 0;
  built = 0;

  constructor(readonly shift: number) {
    const count = (256 >> shift) ** 3;
    this.start = new Int32Array(count).fill(UNBUILT);
    this.length = new Uint8Array(count);
    this.guess = new Uint8Array(count);
  }

  /** Makes room for `count` more pool entries. */
  reserve(count: number): void {
    if (this.used + count <= this.index.length) return;
    const size = Math.max(this.index.length * 2, this.used + count);
    const index = new Uint8Array(size);
    index.set(this.index);
    this.index = index;
    const bound = new Float64Array(size);
    bound.set(this.bound);
    this.bound = bound;
  }
}

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

export function createDyeGrid(method: MethodId, options?: DyeGridOptions): DyeGrid {
  const { allowed, cache = true } = check.options('options', options, { allowed: true, cache: true });
  const allowedDyes = DYES.filter((d) => allowed === undefined || allowed[d.index] === 1);

  const allowedIndices = Uint8Array.from(allowedDyes, (d) => d.index);
  const levels = LEVEL_SHIFTS.map((shift) => new CellLists(shift));
  const cells = levels[levels.length - 1]!;
  let table: Uint8Array | undefined;
  const bound = new Float64Array(2);
  // Scratch for one cell's build: each candidate's lower bound, and the kept ones in order.
  const lows = new Float64Array(DYES.length);
  const kept = new Uint8Array(DYES.length);

  /**
   * Keeps the candidates (dye indices `from[start, start + count)`) that can be nearest somewhere
   * in `cell` of `level` (see the file comment), sorted by lower bound; `first` (a position in
   * the candidates) is measured first so the cap is low from the start and far dyes are
   * dismissed by their cheapest bound. `fromLows`, when given, holds lower bounds the candidates
   * already have over a box enclosing this cell (a parent's): they hold here too, so a candidate
   * whose bound there already exceeds the cap needs no new one.
   */
  function prune(
    level: CellLists,
    cell: number,
    from: Uint8Array,
    fromLows: Float64Array | undefined,
    start: number,
    count: number,
    first: number,
  ): void {
    const size = 1 << level.shift;
    const axis = 256 >> level.shift;
    const r0 = Math.floor(cell / (axis * axis)) * size;
    const g0 = (Math.floor(cell / axis) % axis) * size;
    const b0 = (cell % axis) * size;
    const box = rgbBox(r0, g0, b0, r0 + size - 1, g0 + size - 1, b0 + size - 1, method);
    let cap = Infinity;
    let capDye = 0;
    for (let step = count === 0 ? 1 : 0; step <= count; step++) {
      // Step 0 is the first candidate (none when there is none); then every candidate in order.
      const k = step === 0 ? first : step - 1;
      if (step > 0 && k === first) continue;
      if (fromLows !== undefined && fromLows[start + k]! > cap) {
        lows[k] = fromLows[start + k]!;
        continue;
      }
      const i = from[start + k]!;
      boxBounds(method, box, DYES[i]!.point, bound, cap);
      lows[k] = bound[0]!;
      if (bound[1]! < cap) {
        cap = bound[1]!;
        capDye = i;
      }
    }
    // The survivors by ascending lower bound (insertion sort: lists are short).
    let keptCount = 0;
    for (let k = 0; k < count; k++) {
      const low = lows[k]!;
      if (!(low <= cap)) continue;
      let at = keptCount++;
      while (at > 0 && lows[kept[at - 1]!]! > low) {
        kept[at] = kept[at - 1]!;
        at--;
      }
      kept[at] = k;
    }
    level.reserve(keptCount);
    level.start[cell] = level.used;
    level.length[cell] = keptCount;
    level.guess[cell] = capDye;
    for (let j = 0; j < keptCount; j++) {
      const k = kept[j]!;
      level.index[level.used] = from[start + k]!;
      level.bound[level.used] = lows[k]!;
      level.used++;
    }
    level.built++;
  }

  /** The cell of (r, g, b) at `depth`, built on first use from its parent's (or from all allowed dyes at the top). */
  function cellAt(depth: number, r: number, g: number, b: number): number {
    const level = levels[depth]!;
    const cell = cellIndex(r, g, b, level.shift);
    if (level.start[cell] !== UNBUILT) return cell;
    if (depth === 0) {
      // The dye nearest the cell's centre is measured first.
      const size = 1 << level.shift;
      const centre = { r: (r & -size) + size / 2, g: (g & -size) + size / 2, b: (b & -size) + size / 2 };
      const nearest = nearestDye(colorPoint(centre), method, allowed);
      const first = nearest === null ? 0 : allowedIndices.indexOf(nearest.dye.index);
      prune(level, cell, allowedIndices, undefined, 0, allowedIndices.length, first);
      return cell;
    }
    const parentLevel = levels[depth - 1]!;
    const parent = cellAt(depth - 1, r, g, b);
    const start = parentLevel.start[parent]!;
    const count = parentLevel.length[parent]!;
    // The parent's guess is measured first (it is in the parent's list whenever the list is not empty).
    const first = count === 0 ? 0 : parentLevel.index.indexOf(parentLevel.guess[parent]!, start) - start;
    prune(level, cell, parentLevel.index, parentLevel.bound, start, count, first);
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
      if (cells.bound[k]! > bestD * STOP_RELATIVE + STOP_ABSOLUTE) break;
      const i = cells.index[k]!;
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
      if (cells.bound[k]! > stop) break;
      const i = cells.index[k]!;
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
    const cell = cellAt(levels.length - 1, r, g, b);
    const start = cells.start[cell]!;
    const end = start + cells.length[cell]!;
    if (end - start <= 1) return end === start ? -1 : cells.index[start]!;
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
    averageCandidates: () => (cells.built ? cells.used / cells.built : 0),
  };
}
