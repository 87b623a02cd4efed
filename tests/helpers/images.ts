/**
 * Synthetic RGBA images with known content, for the palette tests and the benchmark.
 */
import { seededRandom } from './random.ts';

export interface Area {
  hex: string;
  /** Fraction of the image, 0–1. */
  share: number;
}

/**
 * Scenes with known colour areas, each with a 1 % area: what the palette tests and the benchmark's
 * comparison with the reference's approach check against.
 */
export const KNOWN_SCENES: { name: string; areas: Area[] }[] = [
  {
    name: 'five distinct areas with a 1 % accent',
    areas: [
      { hex: '#b03a2e', share: 0.45 },
      { hex: '#2e86c1', share: 0.3 },
      { hex: '#f4d03f', share: 0.15 },
      { hex: '#f0f0f0', share: 0.09 },
      { hex: '#1e8449', share: 0.01 },
    ],
  },
  {
    name: 'dark and muted tones (an outfit in shadow)',
    areas: [
      { hex: '#2c2c34', share: 0.4 },
      { hex: '#5d4037', share: 0.35 },
      { hex: '#8d8d7a', share: 0.24 },
      { hex: '#c0392b', share: 0.01 },
    ],
  },
  {
    name: 'two close colours and a small bright one',
    areas: [
      { hex: '#6a5acd', share: 0.55 },
      { hex: '#9b8fe0', share: 0.44 },
      { hex: '#ffb000', share: 0.01 },
    ],
  },
];

export interface SyntheticImage {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

const channels = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
};

/**
 * Flat colour areas with exact pixel counts: each area fills a run of whole columns except the
 * last, which is a block in the top-left corner (so a small area is one compact region, as a small
 * object in a picture is). `noise` adds ±noise to each channel (seeded); `transparentShare` of the
 * pixels (a band at the bottom) is fully transparent and belongs to no area.
 */
export function areasImage(
  width: number,
  height: number,
  areas: readonly Area[],
  options: { noise?: number; seed?: number; transparentRows?: number } = {},
): SyntheticImage {
  const { noise = 0, seed = 1, transparentRows = 0 } = options;
  const pixels = new Uint8ClampedArray(width * height * 4);
  const rand = seededRandom(seed);
  const opaqueRows = height - transparentRows;
  const owner = new Int16Array(width * opaqueRows).fill(-1);
  // The last area: a block of round(share × pixels) in the top-left corner.
  const last = areas.length - 1;
  const blockPixels = Math.round(areas[last]!.share * width * opaqueRows);
  const blockSide = Math.ceil(Math.sqrt(blockPixels));
  let placed = 0;
  for (let y = 0; y < opaqueRows && placed < blockPixels; y++) {
    for (let x = 0; x < blockSide && placed < blockPixels; x++) {
      owner[y * width + x] = last;
      placed++;
    }
  }
  // The others: consecutive pixels in column-major order, so each is a band of columns.
  let area = 0;
  let filled = 0;
  let quota = Math.round(areas[0]!.share * width * opaqueRows);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < opaqueRows; y++) {
      const i = y * width + x;
      if (owner[i] === last && last > 0) continue;
      while (filled >= quota && area < last - 1) {
        area++;
        filled = 0;
        quota = Math.round(areas[area]!.share * width * opaqueRows);
      }
      owner[i] = area;
      filled++;
    }
  }
  const colours = areas.map((a) => channels(a.hex));
  for (let i = 0; i < owner.length; i++) {
    const [r, g, b] = colours[owner[i]!]!;
    const jitter = () => (noise ? Math.round((rand() * 2 - 1) * noise) : 0);
    pixels[4 * i] = r + jitter();
    pixels[4 * i + 1] = g + jitter();
    pixels[4 * i + 2] = b + jitter();
    pixels[4 * i + 3] = 255;
  }
  return { width, height, pixels };
}

/**
 * A photo-like image: a sky gradient, shaded ellipses of several base colours and grain, so it
 * holds hundreds of thousands of distinct colours (the hard case for a per-colour lookup).
 */
export function photoLikeImage(width: number, height: number, seed = 7): SyntheticImage {
  const rand = seededRandom(seed);
  const pixels = new Uint8ClampedArray(width * height * 4);
  const blobs = Array.from({ length: 9 }, () => ({
    cx: rand() * width,
    cy: rand() * height,
    rx: (0.1 + rand() * 0.25) * width,
    ry: (0.1 + rand() * 0.25) * height,
    colour: [40 + rand() * 200, 40 + rand() * 200, 40 + rand() * 200],
  }));
  const grain = new Float64Array(4096).map(() => (rand() * 2 - 1) * 6);
  let g = 0;
  for (let y = 0; y < height; y++) {
    const t = y / height;
    for (let x = 0; x < width; x++) {
      let r = 90 + 120 * t;
      let gr = 140 + 80 * t;
      let b = 220 - 30 * t;
      for (const blob of blobs) {
        const dx = (x - blob.cx) / blob.rx;
        const dy = (y - blob.cy) / blob.ry;
        const d = dx * dx + dy * dy;
        if (d < 1) {
          const light = 0.55 + 0.45 * (1 - d) - 0.25 * dy;
          r = blob.colour[0]! * light;
          gr = blob.colour[1]! * light;
          b = blob.colour[2]! * light;
        }
      }
      const p = 4 * (y * width + x);
      pixels[p] = r + grain[g++ & 4095]!;
      pixels[p + 1] = gr + grain[g++ & 4095]!;
      pixels[p + 2] = b + grain[g++ & 4095]!;
      pixels[p + 3] = 255;
      g += 7;
    }
  }
  return { width, height, pixels };
}
