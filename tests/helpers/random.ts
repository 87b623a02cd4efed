/**
 * The tests' one seeded random source: mulberry32, the library's own generator
 * (lib/palette/random.ts), so a failing case replays from its seed. Property tests over richer
 * inputs use fast-check and its seed (tests/fuzz/seed.ts).
 */
import { seededRandom } from '../../lib/palette/random.ts';

export { seededRandom };

/** A colour with 8-bit channels, each drawn from `rand`. */
export const randomRgb = (rand: () => number): { r: number; g: number; b: number } => ({
  r: Math.floor(rand() * 256),
  g: Math.floor(rand() * 256),
  b: Math.floor(rand() * 256),
});
