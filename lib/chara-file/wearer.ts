/**
 * The character a file dresses, for the game's wear rules: race, clan and gender as the
 * appearance reader finds them (./appearance.ts reads the enum names Anamnesis and Ktisis write,
 * "AuRa", "Lalafel", "SeekerOfTheSun", "Feminine", and the numbers of older files).
 */
import type { Wearer } from '../items/verdict.ts';
import type { CharaFile } from './parse.ts';

/** Race, clan and gender as the file records them; null for what it leaves out or misspells. */
export function wearerOf(file: Pick<CharaFile, 'appearance'>): Wearer {
  const { race, clan, gender } = file.appearance;
  return { race, clan, gender };
}
