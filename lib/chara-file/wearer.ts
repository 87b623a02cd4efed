/**
 * The character a file dresses, for the game's wear rules: `Race`, `Tribe` and `Gender`, which
 * Anamnesis and Ktisis write as enum names ("AuRa", "Lalafel", "SeekerOfTheSun", "Feminine") and
 * older or hand-made files as numbers (Race 1–8, Tribe 1–16, Gender 0 = masculine, 1 = feminine).
 */
import { CLANS, RACES, type Clan, type Gender, type Race, type Wearer } from '../items/verdict.ts';
import { parseJsonWithSpans, type JsonNode } from './json.ts';
import type { CharaFile } from './parse.ts';

const squash = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** Spellings real files use, squashed (lower case, letters only). */
const RACE_NAMES: Record<string, Race> = {
  hyur: 'hyur',
  elezen: 'elezen',
  lalafel: 'lalafell',
  lalafell: 'lalafell',
  miqote: 'miqote',
  roegadyn: 'roegadyn',
  aura: 'aura',
  hrothgar: 'hrothgar',
  viera: 'viera',
};
const CLAN_NAMES: Record<string, Clan> = {
  ...Object.fromEntries(CLANS.map((c) => [c, c])),
  seekerofthesun: 'seeker',
  keeperofthemoon: 'keeper',
  thelost: 'lost',
};
const GENDER_NAMES: Record<string, Gender> = { masculine: 'male', male: 'male', feminine: 'female', female: 'female' };

function pick<T>(
  node: JsonNode | undefined,
  names: Record<string, T>,
  byNumber: readonly T[],
  first: number,
): T | null {
  if (node?.kind === 'string') return names[squash(node.value)] ?? null;
  if (node?.kind === 'number' && Number.isInteger(node.value)) return byNumber[node.value - first] ?? null;
  return null;
}

/** Race, clan and gender as the file records them; null for what it leaves out or misspells. */
export function wearerOf(file: Pick<CharaFile, 'source'>): Wearer {
  const root = parseJsonWithSpans(file.source.text);
  const fields = root.kind === 'object' ? root.members : new Map<string, JsonNode>();
  const race = pick(fields.get('Race'), RACE_NAMES, RACES, 1);
  const clan = pick(fields.get('Tribe'), CLAN_NAMES, CLANS, 1);
  const gender = pick(fields.get('Gender'), GENDER_NAMES, ['male', 'female'] as const, 0);
  return { race, clan, gender };
}
