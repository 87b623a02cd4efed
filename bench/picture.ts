/**
 * Dyes from a picture: palette extraction and the whole-image dye preview on a 12-megapixel
 * photo-like image (hundreds of thousands of distinct colours), against peers measured in the
 * same run:
 * - the preview against the plain closest search called per pixel (timed on a slice, scaled);
 * - the palette against the reference web app's approach (k-means++ in RGB on about 10,000
 *   sampled pixels, 25 iterations, k = 4, cluster averages matched by Oklab), for time, and both
 *   palettes on synthetic images with known colour areas (which one finds the known colours).
 * Targets: palette ≤ 300 ms; preview ≤ 1.5 s and ≥ 20× the per-pixel search. Then the palette of
 * a region and with colours ignored, and the same in Chromium through the page (picture-browser.ts).
 *
 * Run alone: npx tsx bench/picture.ts
 */
import { pathToFileURL } from 'node:url';
import { differenceCiede2000 } from 'culori';
import { median, report, seededRandom, keep } from './harness.ts';
import { colorPoint, hexFromRgb } from '../lib/color/index.ts';
import { nearestDye } from '../lib/dyes/nearest.ts';
import { extractPalette, createDyeGrid, mapPixelRange, mapImageToDyes } from '../lib/palette/index.ts';
import { DYES } from '../lib/dyes/database.ts';
import { areasImage, photoLikeImage, KNOWN_SCENES } from '../tests/helpers/images.ts';

const WIDTH = 4000;
const HEIGHT = 3000;
const TARGET_PALETTE_US = 300_000;
const TARGET_PREVIEW_US = 1_500_000;
const TARGET_RATIO = 20;
const PEER_SLICE = 200_000;

/** The reference's palette: k-means++ in RGB over ~10,000 strided samples, 25 iterations, averages. */
function referencePalette(pixels: Uint8ClampedArray, k = 4): { hex: string; share: number; dye: string }[] {
  const total = pixels.length / 4;
  const step = Math.max(1, Math.floor(total / 10_000));
  const samples: number[][] = [];
  for (let i = 0; i < total; i += step)
    if (pixels[4 * i + 3]! >= 128) samples.push([pixels[4 * i]!, pixels[4 * i + 1]!, pixels[4 * i + 2]!]);
  const rand = seededRandom(42);
  const d2 = (p: number[], q: number[]) => (p[0]! - q[0]!) ** 2 + (p[1]! - q[1]!) ** 2 + (p[2]! - q[2]!) ** 2;
  const centres: number[][] = [samples[Math.floor(rand() * samples.length)]!];
  while (centres.length < k) {
    const weights = samples.map((s) => Math.min(...centres.map((c) => d2(s, c))));
    let target = rand() * weights.reduce((a, b) => a + b, 0);
    const pick = weights.findIndex((w) => (target -= w) < 0);
    centres.push(samples[pick < 0 ? samples.length - 1 : pick]!);
  }
  let assignment: number[] = [];
  for (let iteration = 0; iteration < 25; iteration++) {
    assignment = samples.map((s) => centres.reduce((best, c, j) => (d2(s, c) < d2(s, centres[best]!) ? j : best), 0));
    for (let j = 0; j < k; j++) {
      const members = samples.filter((_, i) => assignment[i] === j);
      if (members.length)
        centres[j] = [0, 1, 2].map((axis) => members.reduce((sum, m) => sum + m[axis]!, 0) / members.length);
    }
  }
  return centres.map((c, j) => {
    const rgb = { r: Math.round(c[0]!), g: Math.round(c[1]!), b: Math.round(c[2]!) };
    return {
      hex: hexFromRgb(rgb.r, rgb.g, rgb.b),
      share: assignment.filter((a) => a === j).length / samples.length,
      dye: nearestDye(colorPoint(rgb), 'oklab')!.dye.name,
    };
  });
}

function timeOnce(fn: () => unknown): number {
  const t0 = performance.now();
  keep(fn());
  return (performance.now() - t0) * 1000;
}

export async function benchPicture(): Promise<void> {
  const { pixels } = photoLikeImage(WIDTH, HEIGHT);
  const count = WIDTH * HEIGHT;
  const distinct = new Set<number>();
  for (let p = 0; p < pixels.length; p += 4) distinct.add((pixels[p]! << 16) | (pixels[p + 1]! << 8) | pixels[p + 2]!);
  const label = `${WIDTH}×${HEIGHT} photo-like image, ${distinct.size.toLocaleString('en')} distinct colours`;

  // Palette: ours against the reference's approach.
  const ours = median(Array.from({ length: 5 }, () => timeOnce(() => extractPalette(pixels))));
  const region = { x: 1000, y: 500, width: 2000, height: 2000 };
  const ofRegion = median(
    Array.from({ length: 5 }, () => timeOnce(() => extractPalette(pixels, { imageWidth: WIDTH, region }))),
  );
  const ignoring = median(
    Array.from({ length: 5 }, () => timeOnce(() => extractPalette(pixels, { ignore: ['#87ceeb', '#556b2f'] }))),
  );
  const reference = median(Array.from({ length: 5 }, () => timeOnce(() => referencePalette(pixels))));

  // Preview by CIEDE2000: a cold grid each time (a first image), and warm (the next image, same settings).
  const cold = median(
    Array.from({ length: 3 }, () =>
      timeOnce(() => {
        const grid = createDyeGrid('ciede2000');
        const image = new Uint8ClampedArray(pixels.length);
        mapPixelRange(grid, pixels, 0, count, image, new Uint8Array(count), new Float64Array(DYES.length));
        return image;
      }),
    ),
  );
  mapImageToDyes(pixels);
  const warm = median(Array.from({ length: 3 }, () => timeOnce(() => mapImageToDyes(pixels))));
  // Peer: the plain closest search per pixel, on a slice spread over the image, scaled to the whole.
  const stride = Math.floor(count / PEER_SLICE);
  const peerSlice = median(
    Array.from({ length: 3 }, () =>
      timeOnce(() => {
        let sum = 0;
        for (let i = 0; i < count; i += stride) {
          const p = 4 * i;
          sum += nearestDye(colorPoint({ r: pixels[p]!, g: pixels[p + 1]!, b: pixels[p + 2]! }), 'ciede2000')!.dye
            .index;
        }
        return sum;
      }),
    ),
  );
  const peerWhole = (peerSlice * count) / Math.ceil(count / stride);

  report(
    `palette of a ${label}`,
    [
      {
        name: 'extractPalette (auto k)',
        medianUs: ours,
        peerUs: reference,
        note: 'peer = reference approach (10k samples, k = 4)',
      },
      { name: 'extractPalette of a 2000×2000 region', medianUs: ofRegion },
      { name: 'extractPalette ignoring two colours', medianUs: ignoring },
    ],
    () => TARGET_PALETTE_US,
  );
  report(
    `whole-image dye preview by CIEDE2000, ${label}`,
    [
      {
        name: 'mapImageToDyes, first image',
        medianUs: cold,
        peerUs: peerWhole,
        note: `peer = closest search per pixel (${PEER_SLICE.toLocaleString('en')}-pixel slice, scaled)`,
      },
      { name: 'mapImageToDyes, same settings again', medianUs: warm, peerUs: peerWhole },
    ],
    () => TARGET_PREVIEW_US,
  );
  const ratio = peerWhole / cold;
  console.log(
    `\npreview vs per-pixel search: ×${ratio.toFixed(1)} (target ≥ ×${TARGET_RATIO}) ${ratio >= TARGET_RATIO ? 'ok' : 'MISSED'}`,
  );

  // Which palette finds the known colours? A known area is found when a swatch is within ΔE2000 2.
  const deltaE = differenceCiede2000();
  console.log('\n## known colours found (swatch within ΔE2000 < 2 of the area; share error of that swatch)');
  for (const { name, areas } of KNOWN_SCENES) {
    const { pixels: scene } = areasImage(1200, 900, areas, { noise: 6, seed: 5 });
    const mine = extractPalette(scene).swatches.map((s) => ({ hex: s.hex, share: s.share }));
    const theirs = referencePalette(scene);
    const score = (swatches: { hex: string; share: number }[]) => {
      let hits = 0;
      let worstShare = 0;
      for (const area of areas) {
        const best = swatches.map((s) => ({ s, d: deltaE(area.hex, s.hex) })).sort((x, y) => x.d - y.d)[0]!;
        if (best.d < 2) {
          hits++;
          worstShare = Math.max(worstShare, Math.abs(best.s.share - area.share));
        }
      }
      return `${hits}/${areas.length} found, worst share error ${(worstShare * 100).toFixed(1)} %`;
    };
    console.log(`${name.padEnd(44)} ours: ${score(mine).padEnd(40)} reference: ${score(theirs)}`);
  }

  const { benchPictureInBrowser } = await import('./picture-browser.ts');
  await benchPictureInBrowser();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchPicture();
}
