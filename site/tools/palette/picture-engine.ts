/**
 * The picture tool's calls into the engine worker (lib/worker/tools/palette.ts): decoding, palette,
 * pixel samples and the dye preview all run there; this file only forwards and types them.
 */
import { proxy } from 'comlink';
import { engineApi } from '../shared/engine.ts';
import type * as View from '../../../lib/worker/index.ts';

export type {
  PictureDyeMatch as DyeMatchView,
  OpenedPicture,
  PaletteView,
  PictureSettings,
  PicturePart,
  PreviewView,
  SampleView,
  SwatchView,
} from '../../../lib/worker/index.ts';
export { PICTURE_ERRORS, MAX_SIDE } from '../../../lib/worker/index.ts';

export async function openPicture(file: Blob): Promise<View.OpenedPicture> {
  return (await engineApi()).pictureOpen(file);
}

export async function picturePalette(
  id: number,
  settings: View.PictureSettings & { k: number | 'auto' },
  part: View.PicturePart,
): Promise<View.PaletteView> {
  return (await engineApi()).picturePalette(id, settings, part);
}

export async function pictureSample(
  id: number,
  x: number,
  y: number,
  radius: number,
  settings: View.PictureSettings,
): Promise<View.SampleView | null> {
  return (await engineApi()).pictureSample(id, x, y, radius, settings);
}

export async function picturePreview(
  id: number,
  settings: View.PictureSettings,
  onProgress: (fraction: number) => void,
): Promise<View.PreviewView> {
  return (await engineApi()).picturePreview(id, settings, proxy(onProgress));
}
