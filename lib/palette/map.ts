/**
 * The whole-image dye preview: every opaque pixel replaced by its exact closest dye (dye-grid.ts),
 * with the share of each dye. Transparent pixels stay transparent and are not counted.
 */
import type { MethodId } from '../color/index.ts';
import { DYES } from '../dyes/database.ts';
import { dyeObject, type DyeObject } from '../dyes/dye-object.ts';
import type { Locale } from '../dyes/locale.ts';
import { createDyeGrid, type DyeGrid } from './dye-grid.ts';
import { resolveMatchOptions, type MatchOptions } from './match.ts';
import { checkPixels, OPAQUE_ALPHA } from './pixels.ts';

/** Marks a transparent pixel (or one with no dye allowed) in `DyeMap.indices`. */
export const NO_DYE = 255;

export interface DyeShare {
  /** The dye as a Dye Object in the requested locale. */
  dye: DyeObject;
  pixels: number;
  /** Share of the opaque pixels, 0–1. */
  share: number;
}

export interface DyeMap {
  method: MethodId;
  /** The recoloured image, RGBA, alpha kept from the input. */
  image: Uint8ClampedArray;
  /** Per pixel: the dye's index in database order, or NO_DYE. */
  indices: Uint8Array;
  /** Dyes present in the result, largest share first. */
  shares: DyeShare[];
  opaquePixels: number;
}

const DYE_RGB = Uint8Array.from(DYES.flatMap((d) => [d.rgb.r, d.rgb.g, d.rgb.b]));

// Building a grid costs a few milliseconds per region of colour space and its answer table is
// 16 MB, so the last two (method, filter) combinations are kept for the next image.
const grids: { key: string; grid: DyeGrid }[] = [];

/** A cached exact accelerator for this method and candidate mask. */
export function dyeGridFor(method: MethodId, allowed: Uint8Array | undefined): DyeGrid {
  const key = `${method}:${allowed ? allowed.join('') : '*'}`;
  const found = grids.findIndex((entry) => entry.key === key);
  if (found >= 0) {
    const [entry] = grids.splice(found, 1);
    grids.unshift(entry!);
    return entry!.grid;
  }
  const grid = createDyeGrid(method, { allowed });
  grids.unshift({ key, grid });
  grids.length = Math.min(grids.length, 2);
  return grid;
}

/**
 * Where a Uint32Array reads the bytes [r, g, b, a] as r | g << 8 | b << 16 | a << 24 (every
 * browser and Node on the usual hardware): the preview then reads and writes a pixel as one word.
 */
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;
const DYE_WORD = Uint32Array.from(DYES, (d) => d.rgb.r | (d.rgb.g << 8) | (d.rgb.b << 16));

/**
 * Maps pixels [from, to) (pixel positions, not bytes) into `image`, `indices` and the per-dye
 * `counts`; lets a caller split a large image into slices (progress, cancellation).
 */
export function mapPixelRange(
  grid: DyeGrid,
  pixels: Uint8ClampedArray | Uint8Array,
  from: number,
  to: number,
  image: Uint8ClampedArray,
  indices: Uint8Array,
  counts: Float64Array,
): void {
  // The hot loop of the preview: one table read per pixel once a colour has been seen.
  const table = grid.answers();
  if (table !== undefined && LITTLE_ENDIAN && pixels.byteOffset % 4 === 0 && image.byteOffset % 4 === 0) {
    mapWords(
      grid,
      table,
      new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.length >> 2),
      from,
      to,
      new Uint32Array(image.buffer, image.byteOffset, image.length >> 2),
      indices,
      counts,
    );
    return;
  }
  for (let i = from; i < to; i++) {
    const p = 4 * i;
    const alpha = pixels[p + 3]!;
    let dye = -1;
    if (alpha >= OPAQUE_ALPHA) {
      const r = pixels[p]!;
      const g = pixels[p + 1]!;
      const b = pixels[p + 2]!;
      const known = table === undefined ? 0 : table[(r << 16) | (g << 8) | b]!;
      dye = known !== 0 ? known - 1 : grid.nearest(r, g, b);
    }
    if (dye < 0) {
      indices[i] = NO_DYE;
      image[p] = image[p + 1] = image[p + 2] = image[p + 3] = 0;
      continue;
    }
    indices[i] = dye;
    counts[dye]!++;
    image[p] = DYE_RGB[3 * dye]!;
    image[p + 1] = DYE_RGB[3 * dye + 1]!;
    image[p + 2] = DYE_RGB[3 * dye + 2]!;
    image[p + 3] = alpha;
  }
}

/** mapPixelRange on whole pixels as little-endian words (same results, a third less time). */
function mapWords(
  grid: DyeGrid,
  table: Uint8Array,
  pixels: Uint32Array,
  from: number,
  to: number,
  image: Uint32Array,
  indices: Uint8Array,
  counts: Float64Array,
): void {
  for (let i = from; i < to; i++) {
    const pixel = pixels[i]!;
    let dye = -1;
    if (pixel >>> 24 >= OPAQUE_ALPHA) {
      const known = table[((pixel & 0xff) << 16) | (pixel & 0xff00) | ((pixel >>> 16) & 0xff)]!;
      dye = known !== 0 ? known - 1 : grid.nearest(pixel & 0xff, (pixel >>> 8) & 0xff, (pixel >>> 16) & 0xff);
    }
    if (dye < 0) {
      indices[i] = NO_DYE;
      image[i] = 0;
      continue;
    }
    indices[i] = dye;
    counts[dye]!++;
    image[i] = DYE_WORD[dye]! | (pixel & 0xff000000);
  }
}

/** Per-dye shares from counts, largest first (ties in database order), dyes in `locale`. */
export function dyeShares(counts: Float64Array, locale: Locale = 'en'): DyeShare[] {
  let total = 0;
  for (const c of counts) total += c;
  const found: { index: number; pixels: number }[] = [];
  counts.forEach((pixels, index) => {
    if (pixels > 0) found.push({ index, pixels });
  });
  found.sort((x, y) => y.pixels - x.pixels || x.index - y.index);
  return found.map(({ index, pixels }) => ({ dye: dyeObject(DYES[index]!, locale), pixels, share: pixels / total }));
}

/**
 * Every opaque pixel of an RGBA image replaced by its closest allowed dye by the chosen method,
 * exactly as the closest-dye search answers it for that colour, with each dye's share (dyes as
 * Dye Objects in the options' locale).
 *
 * @throws ValidationError naming the problem for pixels that are not RGBA bytes or an
 *   unknown method or filter.
 */
export function mapImageToDyes(pixels: Uint8ClampedArray | Uint8Array, options?: MatchOptions): DyeMap {
  checkPixels(pixels);
  const { method, allowed, locale } = resolveMatchOptions(options);
  const count = pixels.length / 4;
  const image = new Uint8ClampedArray(pixels.length);
  const indices = new Uint8Array(count);
  const counts = new Float64Array(DYES.length);
  mapPixelRange(dyeGridFor(method, allowed), pixels, 0, count, image, indices, counts);
  const shares = dyeShares(counts, locale);
  return { method, image, indices, shares, opaquePixels: shares.reduce((sum, s) => sum + s.pixels, 0) };
}
