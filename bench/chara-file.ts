/**
 * Reading a `.chara` file on the device: parse a twelve-piece file with glasses and build its
 * `/v1/chara/resolve` body (median µs), against the peer `JSON.parse` of the same text (which
 * keeps no positions, tolerates no trailing commas and checks nothing), and writing two new dyes
 * back into it. The glamour reader's own work: the character (`wearerOf`, peer JSON.parse again)
 * and a filtered, colour-anchored restyle palette against the plain dye-anchored one.
 */
import {
  harmonyPalette,
  parseCharaFile,
  restylePalette,
  toResolveBody,
  wearerOf,
  writeCharaDyes,
} from '../lib/chara-file/index.ts';
import { TWELVE_PIECES } from '../tests/unit/chara-file/files.ts';
import { measure, report } from './harness.ts';

export function benchCharaFile(): void {
  const file = parseCharaFile(TWELVE_PIECES);
  const parseAndBody = measure(() => toResolveBody(parseCharaFile(TWELVE_PIECES)), { batch: 500 });
  const jsonParse = measure(() => JSON.parse(TWELVE_PIECES), { batch: 500 });
  const wearer = measure(() => wearerOf(file), { batch: 500 });
  const plain = measure(() => harmonyPalette(36, 'tetradic', 'rgb'), { batch: 200 });
  const filtered = measure(
    () =>
      restylePalette({ hex: '#c06040' }, 'tetradic', 'rgb', {
        filters: { metallic: false, pastel: false },
        excluded: [1, 2, 3],
      }),
    { batch: 200 },
  );
  const write = measure(() => writeCharaDyes(file, { Body: [5, 1], Legs: [1, 17] }), { batch: 500 });
  report(`chara-file: a 12-piece .chara file + glasses (${TWELVE_PIECES.length} chars)`, [
    {
      name: 'parseCharaFile + toResolveBody',
      medianUs: parseAndBody,
      peerUs: jsonParse,
      note: '(peer: JSON.parse alone)',
    },
    { name: 'writeCharaDyes (two channels)', medianUs: write },
    { name: 'wearerOf (race, clan, gender)', medianUs: wearer, peerUs: jsonParse, note: '(peer: JSON.parse)' },
    {
      name: 'restylePalette: colour anchor, 2 filters, 3 exclusions',
      medianUs: filtered,
      peerUs: plain,
      note: '(peer: harmonyPalette, dye anchor, no filters)',
    },
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) benchCharaFile();
