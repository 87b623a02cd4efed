import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../../../lib/api/answer-cache.ts';

describe('AnswerCache', () => {
  it('keeps at most its capacity, dropping the least recently used', () => {
    const cache = new AnswerCache<number>(3);
    for (const [k, v] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      cache.set(k, v);
    expect(cache.get('a')).toBe(1); // a is now the most recent; b the least
    cache.set('d', 4);
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([1, 3, 4]);
    cache.set('c', 30); // replacing a key keeps one entry for it
    cache.set('e', 5);
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('c'), cache.get('d'), cache.get('e')]).toEqual([30, 4, 5]);
  });
});

describe('AnswerCache refreshes lazily', () => {
  it('never evicts an entry read at least once every capacity / 2 insertions', () => {
    const cache = new AnswerCache<number>(8);
    cache.set('hot', 0);
    for (let i = 1; i <= 100; i++) {
      cache.set(`k${i}`, i);
      if (i % 4 === 0) expect(cache.get('hot')).toBe(0);
      expect(cache.size).toBeLessThanOrEqual(8);
    }
    // The cold keys went least recent first: only the last ones are left.
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k100')).toBe(100);
  });
});
