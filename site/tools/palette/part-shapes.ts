/**
 * The shapes a player marks on the picture, as plain values: the rectangle (dragged or moved with
 * the keys) and the brush's mask (a grid of cells over the whole picture, painted in discs). The
 * engine worker takes both as they are (lib/palette's PaletteRegion and PaletteMask).
 */
import type { PaletteMask, PaletteRegion } from '../../../lib/palette/index.ts';

export type Tool = '' | 'rectangle' | 'brush' | 'eraser';
export interface Point {
  x: number;
  y: number;
}

/** Longest side of the brush's grid: finer than a stroke needs, small enough to send per stroke. */
export const MASK_SIDE = 256;
/** Brush radii, in cells of the grid. */
export const BRUSH_SIZES = { small: 3, medium: 7, large: 14 } as const;
export type BrushSize = keyof typeof BRUSH_SIZES;

/** An unpainted grid for a width × height picture, its cells as near square as the picture allows. */
export function emptyMask(width: number, height: number): PaletteMask {
  const scale = Math.min(1, MASK_SIDE / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  return { width: w, height: h, cells: new Uint8Array(w * h) };
}

/** Paints (value 1) or erases (0) a disc of `radius` cells around (cx, cy), cell coordinates. */
function disc(mask: PaletteMask, cx: number, cy: number, radius: number, value: 0 | 1): void {
  const r2 = radius * radius;
  for (let y = Math.max(0, Math.floor(cy - radius)); y <= Math.min(mask.height - 1, cy + radius); y++)
    for (let x = Math.max(0, Math.floor(cx - radius)); x <= Math.min(mask.width - 1, cx + radius); x++)
      if ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= r2) mask.cells[y * mask.width + x] = value;
}

/**
 * Paints or erases along the stroke from `from` to `to` (fractions 0–1 of the picture), in discs
 * close enough together that a fast pointer leaves no gaps.
 */
export function strokeMask(mask: PaletteMask, from: Point, to: Point, radius: number, value: 0 | 1): void {
  const [ax, ay, bx, by] = [from.x * mask.width, from.y * mask.height, to.x * mask.width, to.y * mask.height];
  const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / Math.max(1, radius / 2)));
  for (let i = 0; i <= steps; i++)
    disc(mask, ax + ((bx - ax) * i) / steps, ay + ((by - ay) * i) / steps, radius, value);
}

/** Share (0–1) of the grid that is painted. */
export const paintedShare = (mask: PaletteMask): number =>
  mask.cells.reduce((sum, c) => sum + (c ? 1 : 0), 0) / mask.cells.length;

/** The rectangle between two points of the picture (in its pixels), at least one pixel, inside it. */
export function rectangleBetween(a: Point, b: Point, width: number, height: number): PaletteRegion {
  const x = Math.floor(Math.min(a.x, b.x));
  const y = Math.floor(Math.min(a.y, b.y));
  return {
    x,
    y,
    width: Math.max(1, Math.min(width - x, Math.ceil(Math.max(a.x, b.x)) - x)),
    height: Math.max(1, Math.min(height - y, Math.ceil(Math.max(a.y, b.y)) - y)),
  };
}

/** Where the keyboard's rectangle starts: the middle half of the picture. */
export const startRectangle = (width: number, height: number): PaletteRegion => ({
  x: Math.floor(width / 4),
  y: Math.floor(height / 4),
  width: Math.max(1, Math.round(width / 2)),
  height: Math.max(1, Math.round(height / 2)),
});

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The rectangle after an arrow key: moved by 2 % of the picture (or resized, with `resize`, from
 * its bottom-right corner), kept inside the picture and at least 2 % across. Null for other keys.
 */
export function nudgeRectangle(
  r: PaletteRegion,
  key: string,
  resize: boolean,
  width: number,
  height: number,
): PaletteRegion | null {
  const arrow = ARROWS[key];
  if (!arrow) return null;
  const stepX = Math.max(1, Math.round(width / 50));
  const stepY = Math.max(1, Math.round(height / 50));
  const [dx, dy] = [arrow[0] * stepX, arrow[1] * stepY];
  if (resize) {
    const w = Math.min(width - r.x, Math.max(stepX, r.width + dx));
    const h = Math.min(height - r.y, Math.max(stepY, r.height + dy));
    return { ...r, width: w, height: h };
  }
  return {
    ...r,
    x: Math.min(width - r.width, Math.max(0, r.x + dx)),
    y: Math.min(height - r.height, Math.max(0, r.y + dy)),
  };
}
