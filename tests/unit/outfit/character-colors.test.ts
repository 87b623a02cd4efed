/**
 * The character's colours in the Outfit page's link (`c`): what a file's appearance puts there
 * (the colour the game shows, parts turned off left out) and that it reads back unchanged;
 * anything malformed in a link is dropped, never guessed.
 */
import { describe, expect, test } from 'vitest';
import { parseCharaFile } from '../../../lib/chara-file/index.ts';
import { APPEARANCE_PARTS } from '../../../lib/character/index.ts';
import { decodePartColors, encodePartColors } from '../../../site/tools/outfit/outfit-link.ts';
import { shownColors } from '../../../site/tools/outfit/use-character-colors.ts';
import { TWELVE_PIECES } from '../chara-file/files.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../browser/harness.ts';

const PALETTES = JSON.parse(readFileSync(join(ROOT, 'data/character-colors.json'), 'utf8')) as Record<
  string,
  string | Record<string, Record<string, string>>
>;
const at = (sheet: string, index: number, clan?: string, gender?: string): string => {
  const entry = PALETTES[sheet]!;
  const text = typeof entry === 'string' ? entry : entry[clan!]![gender!]!;
  return `#${text.slice(index * 6, index * 6 + 6).toLowerCase()}`;
};

/** The twelve-piece Miqo'te (Seeker of the Sun, feminine) with a face; highlights turned off. */
const FILE = TWELVE_PIECES.replace(
  '"Skintone": 3,',
  '"Skintone": 20, "HairTone": 7, "Highlights": 40, "EnableHighlights": false, "LEyeColor": 10, "REyeColor": 150, "LimbalEyes": 33,',
);

describe("the character's colours in the link", () => {
  test('a file: hair, skin, both eyes and limbal ring as the palettes give them; highlights turned off are left out', () => {
    const parsed = parseCharaFile(FILE);
    const colors = shownColors(parsed.appearance);
    expect(colors).toEqual([
      { part: 'hair', hex: at('hair', 7, 'seeker-of-the-sun', 'female') },
      { part: 'skin', hex: at('skin', 20, 'seeker-of-the-sun', 'female') },
      { part: 'left-eye', hex: at('eyes', 10) },
      { part: 'right-eye', hex: at('eyes', 150) },
      { part: 'limbal-ring', hex: at('eyes', 33) },
    ]);
    const text = encodePartColors(colors);
    expect(text).toMatch(/^hair\.[0-9a-f]{6}_skin\.[0-9a-f]{6}_left-eye\./);
    expect(decodePartColors(text)).toEqual(colors);
  });

  test('a link: unknown parts, bad colours and repeats are dropped; order follows the parts', () => {
    expect(decodePartColors('skin.AABBCC_ears.112233_hair.12345_hair.0a0b0c_lips.0d0e0f_lips.ffffff')).toEqual([
      { part: 'hair', hex: '#0a0b0c' },
      { part: 'skin', hex: '#aabbcc' },
      { part: 'lips', hex: '#0d0e0f' },
    ]);
    expect(decodePartColors('')).toEqual([]);
    for (const part of APPEARANCE_PARTS)
      expect(decodePartColors(encodePartColors([{ part, hex: '#123abc' }]))).toEqual([{ part, hex: '#123abc' }]);
  });
});
