/**
 * The picture tool's side of the engine worker: decode an image (createImageBitmap and
 * OffscreenCanvas, off the page's thread), keep its pixels here, and answer palette, pixel-sample
 * and whole-image preview requests on them. Opening a new image cancels long work on the old one.
 * Failures are Errors whose message is one of PICTURE_ERRORS, for the page to word.
 */
import type { MethodId, Rgb } from '../../color/index.ts';
import { DYES } from '../../dyes/database.ts';
import type { DyeFilters } from '../../dyes/filters.ts';
import type { Locale } from '../../dyes/locale.ts';
import {
  dyeGridFor,
  dyeShares,
  extractPalette,
  mapPixelRange,
  matchColor,
  resolveMatchOptions,
  sampleSquare,
  type DyeMatch,
  type DyeShare,
  type Palette,
  type PaletteMask,
  type PaletteRegion,
} from '../../palette/index.ts';
import { transfer } from 'comlink';
import * as check from '../../validate/rules.ts';

import { MAX_SIDE, PICTURE_ERRORS } from './palette-errors.ts';

/**
 * Longest side of what the page draws. A screen shows no more, and drawing a full 8,192-pixel
 * bitmap would cost the page's thread tens of milliseconds.
 */
const DISPLAY_SIDE = 2048;

/** Size to draw a width × height picture at, keeping its proportions. */
function displaySize(width: number, height: number): { resizeWidth: number; resizeHeight: number } {
  const scale = Math.min(1, DISPLAY_SIDE / Math.max(width, height));
  return { resizeWidth: Math.max(1, Math.round(width * scale)), resizeHeight: Math.max(1, Math.round(height * scale)) };
}

export interface PictureSettings {
  method: MethodId;
  filters: DyeFilters;
  locale: Locale;
}

/** What part of the picture the palette is taken from (all of it when none is given). */
export interface PicturePart {
  /** A rectangle in the full picture's pixels. */
  region?: PaletteRegion | null;
  /** Cells painted with the brush, a grid over the whole picture. */
  mask?: PaletteMask | null;
  /** `#rrggbb` colours whose pixels are left out. */
  ignore?: string[];
}

/** The colour under a point of the open picture and its closest dye. */
export interface PictureSample {
  hex: string;
  x: number;
  y: number;
  match: DyeMatch | null;
}

export interface OpenedPicture {
  id: number;
  width: number;
  height: number;
  /** The picture scaled to at most DISPLAY_SIDE, for the page to draw without decoding it again. */
  display: ImageBitmap;
}

/** The open picture redrawn in dyes: what `mapImageToDyes` answers, as a bitmap for the page to draw. */
export interface PicturePreview {
  /** The redrawn picture at the size of `OpenedPicture.display`, scaled without blending dyes. */
  bitmap: ImageBitmap;
  shares: DyeShare[];
  opaquePixels: number;
}

export type ProgressCallback = (fraction: number) => void;

interface OpenImage {
  id: number;
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

let current: OpenImage | null = null;
let opened = 0;

const fail = (code: string): Error => new Error(code);

/** The open image, or an error if there is none or `id` is no longer the open one. */
function imageFor(id: number): OpenImage {
  if (!current) throw fail(PICTURE_ERRORS.noImage);
  if (current.id !== id) throw fail(PICTURE_ERRORS.cancelled);
  return current;
}

/** Lets queued messages (a new image) run between slices of long work. */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A colour's closest dye under the page's settings, the colour as lower-case `#rrggbb`. */
function sampleOf(rgb: Rgb, settings: PictureSettings): { hex: string; match: DyeMatch | null } {
  const { method, allowed, locale } = resolveMatchOptions(settings);
  const hex = '#' + [rgb.r, rgb.g, rgb.b].map((c) => c.toString(16).padStart(2, '0')).join('');
  return { hex, match: matchColor(rgb, method, allowed, 0, locale).match };
}

export const pictureTool = {
  /** Decodes an image file; returns its id and size. Cancels work on the previous image. */
  async pictureOpen(file: Blob): Promise<OpenedPicture> {
    const id = ++opened;
    current = null;
    if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function')
      throw fail(PICTURE_ERRORS.unsupported);
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(file);
    } catch {
      throw fail(PICTURE_ERRORS.notAnImage);
    }
    try {
      if (bitmap.width > MAX_SIDE || bitmap.height > MAX_SIDE) throw fail(PICTURE_ERRORS.tooLarge);
      if (id !== opened) throw fail(PICTURE_ERRORS.cancelled);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw fail(PICTURE_ERRORS.unsupported);
      context.drawImage(bitmap, 0, 0);
      const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      if (id !== opened) throw fail(PICTURE_ERRORS.cancelled);
      const display = await createImageBitmap(bitmap, {
        ...displaySize(bitmap.width, bitmap.height),
        resizeQuality: 'high',
      });
      if (id !== opened) {
        display.close();
        throw fail(PICTURE_ERRORS.cancelled);
      }
      current = { id, width: bitmap.width, height: bitmap.height, pixels };
      return transfer({ id, width: bitmap.width, height: bitmap.height, display }, [display]);
    } finally {
      bitmap.close();
    }
  },

  /** The palette of the open image `id`, or of the part of it `part` chooses. */
  async picturePalette(
    id: number,
    settings: PictureSettings & { k: number | 'auto' },
    part: PicturePart = {},
  ): Promise<Palette> {
    const image = imageFor(id);
    return extractPalette(image.pixels, {
      k: settings.k,
      method: settings.method,
      filters: settings.filters,
      locale: settings.locale,
      ...(part.region || part.mask ? { imageWidth: image.width } : {}),
      ...(part.region ? { region: part.region } : {}),
      ...(part.mask ? { mask: part.mask } : {}),
      ...(part.ignore?.length ? { ignore: part.ignore } : {}),
    });
  },

  /**
   * The colour at (x, y) of image `id`, the mean of the `side` × `side` square there (1–16,
   * lib/palette `sampleSquare`), and its closest dye.
   */
  async pictureSample(
    id: number,
    x: number,
    y: number,
    side: number,
    settings: PictureSettings,
  ): Promise<PictureSample | null> {
    const image = imageFor(id);
    const rgb = sampleSquare(image.pixels, image.width, x, y, side);
    if (!rgb) return null;
    return { ...sampleOf(rgb, settings), x: Math.floor(x), y: Math.floor(y) };
  },

  /**
   * A kept sample picked again (the picture may be gone): its colour's closest dye under the
   * current settings, at the position it was taken. A bad hex rejects naming `hex`.
   */
  pictureSampleAgain(kept: { hex: string; x: number; y: number }, settings: PictureSettings): PictureSample {
    const { rgb } = check.hex('hex', kept.hex);
    return {
      ...sampleOf(rgb, settings),
      x: check.integer('x', kept.x, { min: 0, max: MAX_SIDE }),
      y: check.integer('y', kept.y, { min: 0, max: MAX_SIDE }),
    };
  },

  /** Image `id` with every pixel replaced by its closest dye, in slices with progress. */
  async picturePreview(id: number, settings: PictureSettings, onProgress?: ProgressCallback): Promise<PicturePreview> {
    const image = imageFor(id);
    const { method, allowed, locale } = resolveMatchOptions(settings);
    const grid = dyeGridFor(method, allowed);
    const count = image.width * image.height;
    const out = new Uint8ClampedArray(image.pixels.length);
    const indices = new Uint8Array(count);
    const counts = new Float64Array(DYES.length);
    const slice = 1 << 20;
    for (let from = 0; from < count; from += slice) {
      mapPixelRange(grid, image.pixels, from, Math.min(count, from + slice), out, indices, counts);
      if (count > slice) {
        void onProgress?.(Math.min(1, (from + slice) / count));
        await breathe();
        imageFor(id);
      }
    }
    const canvas = new OffscreenCanvas(image.width, image.height);
    canvas.getContext('2d')!.putImageData(new ImageData(out, image.width, image.height), 0, 0);
    const bitmap = await createImageBitmap(canvas, {
      ...displaySize(image.width, image.height),
      resizeQuality: 'pixelated',
    });
    const shares = dyeShares(counts, locale);
    const preview: PicturePreview = { bitmap, shares, opaquePixels: shares.reduce((sum, s) => sum + s.pixels, 0) };
    return transfer(preview, [bitmap]);
  },
};
