/**
 * Character colours: the closest dyes to one palette colour, and to all 192 colours of a sheet
 * (the whole grid, as the page's "match every swatch" would), against a culori brute-force peer
 * (palette colour and dyes pre-converted to Lab, a full sort of the 125 ΔE2000 distances).
 *
 * Run alone: npx tsx bench/character.ts
 */
import { pathToFileURL } from 'node:url';
import { converter, differenceCiede2000, type Color } from 'culori';
import { measure, report } from './harness.ts';
import { characterColors, matchCharacterColor, matchCharacterSheet } from '../lib/character/index.ts';
import dyes from '../data/dyes.json';

const HAIR = { sheet: 'hair', clan: 'xaela', gender: 'female' } as const;
const LIMIT = 5;

export function benchCharacter(): void {
  const lab65 = converter('lab65');
  const de = differenceCiede2000() as (a: Color, b: Color) => number;
  const dyeLab = dyes.map((d) => lab65(d.hex)!);
  const paletteLab = characterColors(HAIR).map((c) => lab65(c.hex)!);
  const peerOne = (i: number) =>
    dyeLab
      .map((lab, j) => [j, de(paletteLab[i]!, lab)] as const)
      .sort((a, b) => a[1] - b[1])
      .slice(0, LIMIT);

  let i = 0;
  const oneUs = measure(() => matchCharacterColor({ ...HAIR, index: i++ % 192 }, { limit: LIMIT }), {
    batch: 500,
    rounds: 15,
  });
  let k = 0;
  const onePeerUs = measure(() => peerOne(k++ % 192), { batch: 200, rounds: 15 });
  const sheetUs = measure(() => matchCharacterSheet(HAIR, { limit: LIMIT }), { batch: 5, rounds: 11, warmup: 2 });
  const sheetPeerUs = measure(() => paletteLab.map((_, j) => peerOne(j)), { batch: 2, rounds: 7, warmup: 1 });
  report('character: closest 5 dyes (ΔE2000)', [
    { name: 'one palette colour', medianUs: oneUs, peerUs: onePeerUs, note: 'peer = culori sort of 125' },
    { name: 'all 192 of a sheet', medianUs: sheetUs, peerUs: sheetPeerUs },
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) benchCharacter();
