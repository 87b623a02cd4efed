/**
 * Palette extraction: the main colours of an image, each with its share and closest dyes.
 *
 1. Opaque pixels (alpha ≥ 128) are counted into a histogram of 32 levels per channel: all of
 *    them up to 2 million pixels, beyond that every s-th pixel with s the smallest prime giving at
 *    most 2 million (a prime stride does not line up with image rows). The clustering runs on the
 *    bins' mean colours weighted by their counts, so every colour region takes part in proportion
 *    to its area: a region of 1 % of a 12-megapixel image is about 20,000 sampled pixels and 1 %
 *    of the weight, and k-means++ seeding, which favours points far from the centres so far,
 *    picks a distinct one up.
 * 2. Weighted k-means in Oklab with a and b doubled (ΔEOK2), seeded by k-means++ from a fixed
 *    seed: the same image always gives the same palette.
 * 3. Automatic k (the default): start from 12 clusters, then repeatedly merge the two closest
 *    centres while they are under ΔEOK2 0.06 apart (about two just-noticeable differences), and fold
 *    any cluster under 0.5 % of the pixels into its nearest, refining after each step. By hand,
 *    k is 1–12 (fewer swatches when the image has fewer distinct colours).
 * 4. Each swatch is a real pixel colour: the pixel of the cluster closest to its centre.
 */
import { hexFromRgb, type MethodId, type Rgb } from '../color/index.ts';
import * as check from '../validate/rules.ts';
import { oklabFromLinearInto, linearFromOklabInto } from '../color/oklab.ts';
import { LINEAR_FROM_BYTE, byteFromLinear } from '../color/srgb.ts';
import { refine, seedCentres, type Clustering } from './kmeans.ts';
import { matchColor, MATCH_OPTION_KEYS, resolveMatchOptions, type DyeMatch, type MatchOptions } from './match.ts';
import { checkPixels, OPAQUE_ALPHA } from './pixels.ts';
import { checkRegionOptions, selectPixels, selectsPart, type RegionOptions } from './region.ts';
import { seededRandom } from './random.ts';

export const MAX_K = 12;
/** Auto k merges clusters whose centres are closer than this (ΔEOK2). */
export const AUTO_MERGE_DISTANCE = 0.06;
/** Auto k folds clusters holding less than this share of the opaque pixels into their nearest. */
export const AUTO_MIN_SHARE = 0.005;
const DEFAULT_SEED = 0x9a1e77e;
const BIN_SHIFT = 3;
const BIN_COUNT = 1 << (3 * (8 - BIN_SHIFT));
/** Most pixels the histogram counts. */
export const SAMPLE_LIMIT = 2_000_000;

/** 1 for images up to SAMPLE_LIMIT pixels, else the smallest prime s with ⌈pixels / s⌉ ≤ SAMPLE_LIMIT. */
export function sampleStride(pixelCount: number): number {
  if (pixelCount <= SAMPLE_LIMIT) return 1;
  const isPrime = (n: number) => {
    for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
    return n >= 2;
  };
  let s = Math.ceil(pixelCount / SAMPLE_LIMIT);
  while (!isPrime(s)) s++;
  return s;
}

export interface PaletteOptions extends MatchOptions, RegionOptions {
  /** Number of colours: 'auto' (default) or an integer 1–12. */
  k?: number | 'auto';
  /** Runners-up per swatch (default 3). */
  runnersUp?: number;
  /** Seed of the k-means++ draw (default fixed: the same image gives the same palette). */
  seed?: number;
}

const PALETTE_OPTION_KEYS: check.OptionKeys<PaletteOptions> = {
  ...MATCH_OPTION_KEYS,
  imageWidth: true,
  region: true,
  mask: true,
  ignore: true,
  ignoreDistance: true,
  k: true,
  runnersUp: true,
  seed: true,
};

export interface PaletteSwatch {
  /** A colour that occurs in the image, the one closest to its cluster's centre. */
  rgb: Rgb;
  hex: string;
  /** Share of the opaque pixels in this cluster, 0–1. */
  share: number;
  /** Sampled opaque pixels in this cluster (all of them for images up to 2 megapixels). */
  pixels: number;
  /** Closest allowed dye as a Dye Object in the options' locale, the distance as the API reports it (null when the filters leave none). */
  match: DyeMatch | null;
  runnersUp: DyeMatch[];
}

export interface Palette {
  method: MethodId;
  /** Swatches, largest share first. */
  swatches: PaletteSwatch[];
  /**
   * Opaque pixels (alpha ≥ 128) taken into account: in the region when one is given, less those
   * near an ignored colour; transparent pixels are left out.
   */
  opaquePixels: number;
  /** Opaque pixels the histogram counted (every `stride`-th pixel). */
  sampledPixels: number;
  /** Sampling stride: 1 = every pixel. */
  stride: number;
  /** Pixels of the image, or of the region when one is given. */
  totalPixels: number;
}

interface Histogram {
  /** Bin index of each occupied bin, in ascending order. */
  bins: Int32Array;
  counts: Float64Array;
  /** Flat Oklab (a, b doubled) of each occupied bin's mean colour. */
  points: Float64Array;
  opaque: number;
}

function histogram(pixels: Uint8ClampedArray | Uint8Array, stride: number): Histogram {
  const count = new Float64Array(BIN_COUNT);
  const sumR = new Float64Array(BIN_COUNT);
  const sumG = new Float64Array(BIN_COUNT);
  const sumB = new Float64Array(BIN_COUNT);
  let opaque = 0;
  for (let p = 0; p < pixels.length; p += 4 * stride) {
    if (pixels[p + 3]! < OPAQUE_ALPHA) continue;
    const r = pixels[p]!;
    const g = pixels[p + 1]!;
    const b = pixels[p + 2]!;
    const bin = ((r >> BIN_SHIFT) << (2 * (8 - BIN_SHIFT))) | ((g >> BIN_SHIFT) << (8 - BIN_SHIFT)) | (b >> BIN_SHIFT);
    count[bin]!++;
    sumR[bin]! += r;
    sumG[bin]! += g;
    sumB[bin]! += b;
    opaque++;
  }
  const occupied: number[] = [];
  for (let bin = 0; bin < BIN_COUNT; bin++) if (count[bin]! > 0) occupied.push(bin);
  const points = new Float64Array(3 * occupied.length);
  const out = [0, 0, 0];
  occupied.forEach((bin, i) => {
    const c = count[bin]!;
    oklabFromLinearInto(
      LINEAR_FROM_BYTE[Math.round(sumR[bin]! / c)]!,
      LINEAR_FROM_BYTE[Math.round(sumG[bin]! / c)]!,
      LINEAR_FROM_BYTE[Math.round(sumB[bin]! / c)]!,
      out,
    );
    points[3 * i] = out[0]!;
    points[3 * i + 1] = 2 * out[1]!;
    points[3 * i + 2] = 2 * out[2]!;
  });
  return { bins: Int32Array.from(occupied), counts: Float64Array.from(occupied, (bin) => count[bin]!), points, opaque };
}

/** Centres without their emptied clusters. */
function withoutEmpty(clustering: Clustering): Float64Array {
  const kept: number[] = [];
  clustering.weights.forEach((w, j) => {
    if (w > 0) kept.push(...clustering.centres.subarray(3 * j, 3 * j + 3));
  });
  return Float64Array.from(kept);
}

const centreDistance = (c: Float64Array, i: number, j: number): number =>
  Math.hypot(c[3 * i]! - c[3 * j]!, c[3 * i + 1]! - c[3 * j + 1]!, c[3 * i + 2]! - c[3 * j + 2]!);

/** One simplification step of automatic k, or null when none applies (see the file comment). */
function simplify(clustering: Clustering, total: number): Float64Array | null {
  const { centres, weights } = clustering;
  const k = weights.length;
  let pair: [number, number] | null = null;
  let closest = AUTO_MERGE_DISTANCE;
  for (let i = 0; i < k; i++) {
    for (let j = i + 1; j < k; j++) {
      const d = centreDistance(centres, i, j);
      if (d < closest) {
        closest = d;
        pair = [i, j];
      }
    }
  }
  const next = Array.from({ length: k }, (_, j) => Array.from(centres.subarray(3 * j, 3 * j + 3)));
  if (pair) {
    const [i, j] = pair;
    const wi = weights[i]!;
    const wj = weights[j]!;
    next[i] = next[i]!.map((x, axis) => (x * wi + next[j]![axis]! * wj) / (wi + wj));
    next.splice(j, 1);
    return Float64Array.from(next.flat());
  }
  let smallest = -1;
  for (let j = 0; j < k; j++)
    if (weights[j]! < AUTO_MIN_SHARE * total && (smallest < 0 || weights[j]! < weights[smallest]!)) smallest = j;
  if (smallest < 0 || k === 1) return null;
  next.splice(smallest, 1);
  return Float64Array.from(next.flat());
}

function cluster(h: Histogram, k: number | 'auto', seed: number): Clustering {
  const random = seededRandom(seed);
  let clustering = refine(h.points, h.counts, seedCentres(h.points, h.counts, k === 'auto' ? MAX_K : k, random));
  clustering = refine(h.points, h.counts, withoutEmpty(clustering));
  if (k !== 'auto') return clustering;
  for (let step = 0; step < 4 * MAX_K; step++) {
    const next = simplify(clustering, h.opaque);
    if (!next) break;
    clustering = refine(h.points, h.counts, next);
    clustering = refine(h.points, h.counts, withoutEmpty(clustering));
  }
  return clustering;
}

/** The real pixel of each cluster closest (in RGB) to its centre, packed 0xRRGGBB. */
function representatives(
  pixels: Uint8ClampedArray | Uint8Array,
  stride: number,
  h: Histogram,
  clustering: Clustering,
): Int32Array {
  const k = clustering.weights.length;
  const binCluster = new Int8Array(BIN_COUNT);
  h.bins.forEach((bin, i) => (binCluster[bin] = clustering.assignment[i]!));
  const targetR = new Float64Array(k);
  const targetG = new Float64Array(k);
  const targetB = new Float64Array(k);
  const linear = [0, 0, 0];
  for (let j = 0; j < k; j++) {
    const c = clustering.centres;
    linearFromOklabInto(c[3 * j]!, c[3 * j + 1]! / 2, c[3 * j + 2]! / 2, linear);
    targetR[j] = byteFromLinear(linear[0]!);
    targetG[j] = byteFromLinear(linear[1]!);
    targetB[j] = byteFromLinear(linear[2]!);
  }
  const best = new Int32Array(k).fill(-1);
  const bestD = new Float64Array(k).fill(Infinity);
  for (let p = 0; p < pixels.length; p += 4 * stride) {
    if (pixels[p + 3]! < OPAQUE_ALPHA) continue;
    const r = pixels[p]!;
    const g = pixels[p + 1]!;
    const b = pixels[p + 2]!;
    const j =
      binCluster[
        ((r >> BIN_SHIFT) << (2 * (8 - BIN_SHIFT))) | ((g >> BIN_SHIFT) << (8 - BIN_SHIFT)) | (b >> BIN_SHIFT)
      ]!;
    const dr = r - targetR[j]!;
    const dg = g - targetG[j]!;
    const db = b - targetB[j]!;
    const d = dr * dr + dg * dg + db * db;
    if (d < bestD[j]!) {
      bestD[j] = d;
      best[j] = (r << 16) | (g << 8) | b;
    }
  }
  return best;
}

/**
 * The main colours of an RGBA image (e.g. `ImageData.data`), each as a real pixel colour with its
 * share of the opaque pixels, its closest dye by the chosen method (distance and guide band) and
 * the runners-up, among the dyes the filters allow. Deterministic for a given image and options.
 * With `region` (and `imageWidth`) only that rectangle counts, with `mask` only the painted cells;
 * with `ignore`, pixels near those colours are left out (lib/palette/region.ts).
 *
 * @throws ValidationError naming the problem for pixels that are not RGBA bytes, a k outside
 *   1–12, an unknown method or filter, a region outside the image or an ignored colour that is
 *   not `#rrggbb`.
 */
export function extractPalette(image: Uint8ClampedArray | Uint8Array, options?: PaletteOptions): Palette {
  checkPixels(image);
  const o = check.options('options', options, PALETTE_OPTION_KEYS);
  const part = checkRegionOptions(image.length / 4, o);
  const { method, allowed, locale } = resolveMatchOptions(options, PALETTE_OPTION_KEYS);
  const k = o.k === undefined || o.k === 'auto' ? 'auto' : check.integer('k', o.k, { min: 1, max: MAX_K });
  const runnersUp = o.runnersUp === undefined ? 3 : check.integer('runnersUp', o.runnersUp, { min: 0, max: 124 });
  const seed = o.seed === undefined ? DEFAULT_SEED : check.integer('seed', o.seed, { min: -(2 ** 31), max: 2 ** 32 });
  // A chosen part is copied out already sampled (every stride-th pixel of it, the ones the
  // histogram would read), so the rest runs at stride 1 on at most SAMPLE_LIMIT pixels.
  const totalPixels = part.region ? part.region.width * part.region.height : image.length / 4;
  const stride = sampleStride(totalPixels);
  const pixels = selectsPart(part) ? selectPixels(image, part, stride) : image;
  const step = pixels === image ? stride : 1;
  let opaquePixels = 0;
  for (let p = 3; p < pixels.length; p += 4) if (pixels[p]! >= OPAQUE_ALPHA) opaquePixels++;
  // Of a sampled part only the sample is known: the opaque count is scaled up from it.
  // (totalPixels stays the rectangle's, the mask's bounding box for a painted part.)
  if (pixels !== image && stride > 1) opaquePixels = Math.round((opaquePixels * totalPixels) / (pixels.length / 4));
  const h = histogram(pixels, step);
  if (h.opaque === 0) return { method, swatches: [], opaquePixels, sampledPixels: 0, stride, totalPixels };
  const clustering = cluster(h, k, seed);
  const colours = representatives(pixels, step, h, clustering);
  const swatches: PaletteSwatch[] = [];
  clustering.weights.forEach((weight, j) => {
    const packed = colours[j]!;
    if (weight === 0 || packed < 0) return;
    const rgb = { r: packed >> 16, g: (packed >> 8) & 255, b: packed & 255 };
    swatches.push({
      rgb,
      hex: hexFromRgb(rgb.r, rgb.g, rgb.b),
      share: weight / h.opaque,
      pixels: weight,
      ...matchColor(rgb, method, allowed, runnersUp, locale),
    });
  });
  swatches.sort((x, y) => y.pixels - x.pixels || x.hex.localeCompare(y.hex));
  return { method, swatches, opaquePixels, sampledPixels: h.opaque, stride, totalPixels };
}
