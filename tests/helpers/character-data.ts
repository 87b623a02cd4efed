/**
 * The character palettes read straight from data/character-colors.json (not through lib/), for
 * tests that check the library against the dataset and against culori.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPO_ROOT } from './dataset.ts';

type Packed = string | Record<string, Record<string, string>>;
const raw = JSON.parse(readFileSync(resolve(REPO_ROOT, 'data/character-colors.json'), 'utf8')) as Record<
  string,
  Packed
>;

export const CLAN_IDS = [
  'midlander',
  'highlander',
  'wildwood',
  'duskwight',
  'plainsfolk',
  'dunesfolk',
  'seeker-of-the-sun',
  'keeper-of-the-moon',
  'sea-wolf',
  'hellsguard',
  'raen',
  'xaela',
  'helions',
  'the-lost',
  'rava',
  'veena',
] as const;
/** Anamnesis's `Tribe` names, in the same order. */
export const TRIBE_NAMES = [
  'Midlander',
  'Highlander',
  'Wildwood',
  'Duskwight',
  'Plainsfolk',
  'Dunesfolk',
  'SeekerOfTheSun',
  'KeeperOfTheMoon',
  'SeaWolf',
  'Hellsguard',
  'Raen',
  'Xaela',
  'Helions',
  'TheLost',
  'Rava',
  'Veena',
] as const;
export const GENDER_IDS = ['male', 'female'] as const;

const unpack = (s: string): string[] => s.match(/.{6}/g)!.map((h) => `#${h}`);

/** A palette's colours from the dataset: shared sheets by id, hair and skin by clan and gender. */
export function datasetPalette(sheet: string, clan?: string, gender?: string): string[] {
  const entry = raw[sheet];
  if (entry === undefined) throw new Error(`no ${sheet} in the dataset`);
  return unpack(typeof entry === 'string' ? entry : entry[clan!]![gender!]!);
}

export const SHIPPED_SHARED = ['highlights', 'eyes', 'lips-dark'] as const;
