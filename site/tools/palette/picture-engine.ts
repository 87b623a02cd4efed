/**
 * The picture tool's calls into the engine worker (lib/worker/tools/palette.ts): decoding, palette,
 * pixel samples and the dye preview all run there; this file only forwards and types them.
 */
import { proxy } from 'comlink';
import { engine } from '../shared/engine.ts';
import type { OpenedPicture, PictureSettings, PicturePart } from '../../../lib/worker/index.ts';
import type { Palette } from '../../../lib/palette/index.ts';
import type { PicturePreview, PictureSample } from '../../../lib/worker/index.ts';

// The page's names for the engine's answers: the lib's own result types, Dye Objects included.
export type { OpenedPicture, PictureSettings, PicturePart } from '../../../lib/worker/index.ts';
export type {
  Palette as PaletteView,
  PaletteSwatch as SwatchView,
  DyeMatch as DyeMatchView,
} from '../../../lib/palette/index.ts';
export type { PicturePreview as PreviewView, PictureSample as SampleView } from '../../../lib/worker/index.ts';
export { PICTURE_ERRORS, MAX_SIDE } from '../../../lib/worker/index.ts';

export async function openPicture(file: Blob): Promise<OpenedPicture> {
  return engine.pictureOpen(file);
}

export async function picturePalette(
  id: number,
  settings: PictureSettings & { k: number | 'auto' },
  part: PicturePart,
): Promise<Palette> {
  return engine.picturePalette(id, settings, part);
}

/** The mean of the `side` × `side` square at (x, y) of the open picture, and its closest dye. */
export async function pictureSample(
  id: number,
  x: number,
  y: number,
  side: number,
  settings: PictureSettings,
): Promise<PictureSample | null> {
  return engine.pictureSample(id, x, y, side, settings);
}

/** A kept sample's colour and its closest dye under the current settings (no picture needed). */
export async function pictureSampleAgain(
  kept: { hex: string; x: number; y: number },
  settings: PictureSettings,
): Promise<PictureSample> {
  return engine.pictureSampleAgain({ hex: kept.hex, x: kept.x, y: kept.y }, settings);
}

export async function picturePreview(
  id: number,
  settings: PictureSettings,
  onProgress: (fraction: number) => void,
): Promise<PicturePreview> {
  return engine.picturePreview(id, settings, proxy(onProgress));
}
