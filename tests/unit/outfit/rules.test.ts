/** The Outfit page's reading of `wearMask` and channel counts, on the spec's mask examples. */
import { describe, expect, test } from 'vitest';
import { decodeWearMask } from '../../../site/tools/outfit/rules.ts';
import { channelsUsed } from '../../../lib/items/index.ts';

describe('decodeWearMask (bit 2i: race i as a man, bit 2i+1: as a woman)', () => {
  test.each([
    [65535, { kind: 'everyone' }],
    [21845, { kind: 'gender', gender: 'male' }],
    [43690, { kind: 'gender', gender: 'female' }],
    [32768, { kind: 'list', races: [{ race: 'viera', gender: 'female' }] }],
    [1, { kind: 'list', races: [{ race: 'hyur', gender: 'male' }] }],
    [
      0b1100_0000_0000_0011,
      {
        kind: 'list',
        races: [
          { race: 'hyur', gender: 'both' },
          { race: 'viera', gender: 'both' },
        ],
      },
    ],
    [null, { kind: 'unknown' }],
  ])('%s', (mask, expected) => {
    expect(decodeWearMask(mask)).toEqual(expected);
  });
});

test('channels used: a second dye needs two channels even when the first is empty', () => {
  expect([channelsUsed([0, 0]), channelsUsed([5, 0]), channelsUsed([0, 5]), channelsUsed([5, 6])]).toEqual([
    0, 1, 2, 2,
  ]);
});
