/**
 * Reading a `.chara` file on the device: parse a twelve-piece file with glasses and build its
 * `/v1/chara/resolve` body (median µs), against the peer `JSON.parse` of the same text (which
 * keeps no positions, tolerates no trailing commas and checks nothing), and writing two new dyes
 * back into it.
 */
import { parseCharaFile, toResolveBody, writeCharaDyes } from '../lib/index.ts';
import { TWELVE_PIECES } from '../tests/unit/chara-file/files.ts';
import { measure, report } from './harness.ts';

export function benchCharaFile(): void {
  const file = parseCharaFile(TWELVE_PIECES);
  const parseAndBody = measure(() => toResolveBody(parseCharaFile(TWELVE_PIECES)), { batch: 500 });
  const jsonParse = measure(() => JSON.parse(TWELVE_PIECES), { batch: 500 });
  const write = measure(() => writeCharaDyes(file, { Body: [5, 1], Legs: [1, 17] }), { batch: 500 });
  report(`chara-file: a 12-piece .chara file + glasses (${TWELVE_PIECES.length} chars)`, [
    {
      name: 'parseCharaFile + toResolveBody',
      medianUs: parseAndBody,
      peerUs: jsonParse,
      note: '(peer: JSON.parse alone)',
    },
    { name: 'writeCharaDyes (two channels)', medianUs: write },
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) benchCharaFile();
