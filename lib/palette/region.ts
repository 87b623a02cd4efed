/**
 * The part of a picture a palette is taken from: a rectangle, a painted mask ("the outfit, not
 * the sky"), and colours to leave out. The selection is a copy of the rectangle's pixels (sampled
 * as the histogram samples a large picture; a mask is copied over its painted cells' bounding box)
 * in which every pixel outside the mask or close to an ignored colour is made transparent, so the
 * palette pipeline (which skips transparent pixels) runs on it unchanged and shares are shares of
 * what is left.
 */
import { parseHex, type Rgb } from '../color/index.ts';
import { oklabFromLinearInto } from '../color/oklab.ts';
import { LINEAR_FROM_BYTE } from '../color/srgb.ts';
import { ValidationError } from '../validate/index.ts';
import { OPAQUE_ALPHA } from './pixels.ts';

/** A rectangle in image pixels: columns x … x + width − 1, rows y … y + height − 1. */
export interface PaletteRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A painted part: a coarse grid laid over the whole picture, `width` × `height` cells in reading
 * order, a non-zero cell chosen. Image pixel (x, y) falls in cell (⌊x·width/W⌋, ⌊y·height/H⌋).
 * A grid, not a full-size mask: a brush stroke is coarse, and 12 MP of mask would be 12 MB per call.
 */
export interface PaletteMask {
  width: number;
  height: number;
  cells: Uint8Array;
}

/** Longest side of a mask's grid, in cells. */
export const MAX_MASK_SIDE = 1024;

/** Most colours one palette can leave out. */
export const MAX_IGNORED = 8;
/**
 * Default reach of an ignored colour, in ΔEOK (Euclidean Oklab): about the spread of one flat
 * area's shading in a screenshot (sky, grass), well below the gap between two distinct colours.
 */
export const DEFAULT_IGNORE_DISTANCE = 0.08;
export const MAX_IGNORE_DISTANCE = 0.5;

export interface RegionOptions {
  /** Image width in pixels; required with `region`. */
  imageWidth?: number;
  region?: PaletteRegion;
  /** Painted cells over the whole picture (requires `imageWidth`); with `region`, both must hold. */
  mask?: PaletteMask;
  /** `#rrggbb` colours whose pixels (within `ignoreDistance`) are left out. */
  ignore?: readonly string[];
  /** ΔEOK reach of each ignored colour, 0–0.5 (default 0.08). */
  ignoreDistance?: number;
}

interface CheckedRegion {
  region: PaletteRegion | null;
  imageWidth: number;
  imageHeight: number;
  mask: PaletteMask | null;
  ignore: Rgb[];
  ignoreDistance: number;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** The region options made sure of, or a ValidationError naming the first one that is wrong. */
export function checkRegionOptions(pixelCount: number, options: RegionOptions): CheckedRegion {
  const { region, mask, imageWidth, ignore = [], ignoreDistance = DEFAULT_IGNORE_DISTANCE } = options;
  let checkedWidth = 0;
  if (region !== undefined || mask !== undefined) {
    if (!isCount(imageWidth) || imageWidth === 0 || pixelCount % imageWidth !== 0)
      throw new ValidationError(
        'invalid',
        'options.imageWidth',
        `imageWidth must be a positive integer dividing the pixel count (${pixelCount}) when a region or mask is given; got ${String(imageWidth)}`,
        imageWidth,
        'a positive integer dividing the pixel count',
      );
    checkedWidth = imageWidth;
  }
  const imageHeight = checkedWidth ? pixelCount / checkedWidth : 0;
  if (region !== undefined) {
    if (typeof region !== 'object' || region === null)
      throw new ValidationError(
        'invalid',
        'options.region',
        'region must be { x, y, width, height }',
        region,
        '{ x, y, width, height }',
      );
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      if (!isCount(region[key]))
        throw new ValidationError(
          'invalid',
          `options.region.${key}`,
          `region.${key} must be a whole number of pixels ≥ 0; got ${String(region[key])}`,
          region[key],
          'an integer ≥ 0',
        );
    }
    if (
      region.width === 0 ||
      region.height === 0 ||
      region.x + region.width > checkedWidth ||
      region.y + region.height > imageHeight
    )
      throw new ValidationError(
        'invalid',
        'options.region',
        `region must be a non-empty rectangle inside the ${checkedWidth}×${imageHeight} image; got ${region.width}×${region.height} at (${region.x}, ${region.y})`,
        `${region.width}×${region.height}+${region.x}+${region.y}`,
        `inside ${checkedWidth}×${imageHeight}`,
      );
  }
  const checkedMask = mask === undefined ? null : checkMask(mask, checkedWidth, imageHeight);
  let chosen = region ? { x: region.x, y: region.y, width: region.width, height: region.height } : null;
  if (checkedMask) chosen = intersect(chosen, maskBounds(checkedMask, checkedWidth, imageHeight));
  if (!Array.isArray(ignore) || ignore.length > MAX_IGNORED)
    throw new ValidationError(
      'invalid',
      'options.ignore',
      `ignore must be a list of at most ${MAX_IGNORED} #rrggbb colours`,
      ignore,
      `up to ${MAX_IGNORED} colours`,
    );
  const colors = ignore.map((hex, i) => {
    const rgb = typeof hex === 'string' ? parseHex(hex) : null;
    if (!rgb)
      throw new ValidationError(
        'hex',
        `options.ignore[${i}]`,
        `ignore[${i}] must be a #rrggbb colour; got ${String(hex)}`,
        hex,
        '#rrggbb',
      );
    return rgb;
  });
  if (typeof ignoreDistance !== 'number' || !(ignoreDistance >= 0 && ignoreDistance <= MAX_IGNORE_DISTANCE))
    throw new ValidationError(
      'invalid',
      'options.ignoreDistance',
      `ignoreDistance must be a number from 0 to ${MAX_IGNORE_DISTANCE}; got ${String(ignoreDistance)}`,
      ignoreDistance,
      `0–${MAX_IGNORE_DISTANCE}`,
    );
  return { region: chosen, imageWidth: checkedWidth, imageHeight, mask: checkedMask, ignore: colors, ignoreDistance };
}

function checkMask(mask: PaletteMask, imageWidth: number, imageHeight: number): PaletteMask {
  const wrong = (field: string, message: string, received: unknown, expected: string) =>
    new ValidationError('invalid', `options.mask${field}`, message, received, expected);
  if (typeof mask !== 'object' || mask === null)
    throw wrong('', 'mask must be { width, height, cells }', mask, '{ width, height, cells }');
  for (const [key, most] of [
    ['width', Math.min(MAX_MASK_SIDE, imageWidth)],
    ['height', Math.min(MAX_MASK_SIDE, imageHeight)],
  ] as const) {
    const value = mask[key];
    if (!isCount(value) || value === 0 || value > most)
      throw wrong(
        `.${key}`,
        `mask.${key} must be a whole number of cells from 1 to ${most}; got ${String(value)}`,
        value,
        `1–${most}`,
      );
  }
  if (!(mask.cells instanceof Uint8Array) || mask.cells.length !== mask.width * mask.height)
    throw wrong(
      '.cells',
      `mask.cells must be a Uint8Array of width × height (${mask.width * mask.height}) cells`,
      mask.cells,
      `${mask.width * mask.height} cells`,
    );
  if (!mask.cells.some((c) => c !== 0))
    throw wrong('.cells', 'mask.cells must choose at least one cell', 'no cell', 'a painted cell');
  return { width: mask.width, height: mask.height, cells: mask.cells };
}

/** The first image pixel of cell `c` of `cells` laid over `size` pixels (the end one for c = cells). */
const cellStart = (c: number, cells: number, size: number) => Math.ceil((c * size) / cells);

/** The bounding box, in image pixels, of the mask's chosen cells. */
function maskBounds(mask: PaletteMask, imageWidth: number, imageHeight: number): PaletteRegion {
  let [left, top, right, bottom] = [mask.width, mask.height, -1, -1];
  for (let cy = 0; cy < mask.height; cy++)
    for (let cx = 0; cx < mask.width; cx++)
      if (mask.cells[cy * mask.width + cx]) {
        left = Math.min(left, cx);
        right = Math.max(right, cx);
        top = Math.min(top, cy);
        bottom = Math.max(bottom, cy);
      }
  const x = cellStart(left, mask.width, imageWidth);
  const y = cellStart(top, mask.height, imageHeight);
  return {
    x,
    y,
    width: cellStart(right + 1, mask.width, imageWidth) - x,
    height: cellStart(bottom + 1, mask.height, imageHeight) - y,
  };
}

/** The overlap of a rectangle (or none: the whole picture) and a mask's box; an empty overlap is an error. */
function intersect(a: PaletteRegion | null, b: PaletteRegion): PaletteRegion {
  if (!a) return b;
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const width = Math.min(a.x + a.width, b.x + b.width) - x;
  const height = Math.min(a.y + a.height, b.y + b.height) - y;
  if (width <= 0 || height <= 0)
    throw new ValidationError(
      'invalid',
      'options.mask',
      'mask and region do not overlap: no pixel is chosen',
      'no overlap',
      'a mask overlapping the region',
    );
  return { x, y, width, height };
}

/** True when the options select less than the whole picture. */
export const selectsPart = (checked: CheckedRegion): boolean => checked.region !== null || checked.ignore.length > 0;

/**
 * Makes transparent every pixel of `out` (the region's pixels, every `stride`-th in reading order)
 * that lies in an unpainted cell of the mask. Column and row → cell lookups keep it to one array
 * read per pixel.
 */
function applyMask(out: Uint8ClampedArray, checked: CheckedRegion, stride: number): void {
  const { mask, region, imageWidth, imageHeight } = checked;
  if (!mask || !region) return;
  const cellX = Int32Array.from({ length: region.width }, (_, c) =>
    Math.floor(((region.x + c) * mask.width) / imageWidth),
  );
  const rowBase = Int32Array.from(
    { length: region.height },
    (_, r) => Math.floor(((region.y + r) * mask.height) / imageHeight) * mask.width,
  );
  const cells = mask.cells;
  for (let i = 0, o = 3; o < out.length; i += stride, o += 4) {
    const row = Math.floor(i / region.width);
    if (!cells[rowBase[row]! + cellX[i - row * region.width]!]) out[o] = 0;
  }
}

/**
 * The selected pixels, sampled: every `stride`-th pixel of the region (in reading order, as the
 * histogram samples a whole image), then every opaque one within `ignoreDistance` of an ignored
 * colour given alpha 0. Each distinct colour is tested once (a 16-million-entry memo).
 */
export function selectPixels(
  pixels: Uint8ClampedArray | Uint8Array,
  checked: CheckedRegion,
  stride = 1,
): Uint8ClampedArray {
  const region = checked.region;
  const width = region ? region.width : pixels.length / 4;
  const count = region ? region.width * region.height : pixels.length / 4;
  const out = new Uint8ClampedArray(4 * Math.ceil(count / stride));
  if (!region && stride === 1) out.set(pixels);
  else if (region && stride === 1) {
    const rowBytes = 4 * region.width;
    for (let row = 0; row < region.height; row++) {
      const from = 4 * ((region.y + row) * checked.imageWidth + region.x);
      out.set(pixels.subarray(from, from + rowBytes), row * rowBytes);
    }
  } else {
    for (let i = 0, o = 0; i < count; i += stride, o += 4) {
      const p = region ? 4 * ((region.y + Math.floor(i / width)) * checked.imageWidth + region.x + (i % width)) : 4 * i;
      out[o] = pixels[p]!;
      out[o + 1] = pixels[p + 1]!;
      out[o + 2] = pixels[p + 2]!;
      out[o + 3] = pixels[p + 3]!;
    }
  }
  applyMask(out, checked, stride);
  if (checked.ignore.length === 0) return out;
  const targets = checked.ignore.map((c) => {
    const lab = [0, 0, 0];
    oklabFromLinearInto(LINEAR_FROM_BYTE[c.r]!, LINEAR_FROM_BYTE[c.g]!, LINEAR_FROM_BYTE[c.b]!, lab);
    return lab;
  });
  const reach2 = checked.ignoreDistance * checked.ignoreDistance;
  // 0 = not yet tested, 1 = kept, 2 = ignored.
  const memo = new Uint8Array(1 << 24);
  const lab = [0, 0, 0];
  for (let p = 0; p < out.length; p += 4) {
    if (out[p + 3]! < OPAQUE_ALPHA) continue;
    const packed = (out[p]! << 16) | (out[p + 1]! << 8) | out[p + 2]!;
    let verdict = memo[packed]!;
    if (verdict === 0) {
      oklabFromLinearInto(
        LINEAR_FROM_BYTE[out[p]!]!,
        LINEAR_FROM_BYTE[out[p + 1]!]!,
        LINEAR_FROM_BYTE[out[p + 2]!]!,
        lab,
      );
      verdict = 1;
      for (const t of targets) {
        const d2 = (lab[0]! - t[0]!) ** 2 + (lab[1]! - t[1]!) ** 2 + (lab[2]! - t[2]!) ** 2;
        if (d2 <= reach2) {
          verdict = 2;
          break;
        }
      }
      memo[packed] = verdict;
    }
    if (verdict === 2) out[p + 3] = 0;
  }
  return out;
}
