/**
 * One idea, one word: the guide bands of a distance read the same on every tool (matcher, picture,
 * gradient, mixer, compare), and the same market field has one name, in every language.
 */
import { describe, expect, test } from 'vitest';
import { readMessages } from '../../../scripts/message-files.ts';

const LOCALES = ['en', 'ja', 'de', 'fr', 'ko', 'zh'];
type Tree = Record<string, Record<string, Record<string, string>>>;
const messages = (locale: string, ns: string): Tree => readMessages(locale, ns) as unknown as Tree;

describe.each(LOCALES)('%s', (locale) => {
  const common = messages(locale, 'common').band!;
  test('every tool names the bands with the same three words', () => {
    const expected = { same: common.veryClose, close: common.close, different: common.different };
    // The matcher reads common.band directly: its two "under the first edge" keys say the same.
    expect(common.imperceptible).toBe(common.veryClose);
    for (const [ns, key] of [
      ['palette', 'bands'],
      ['gradient', 'band'],
      ['mixer', 'band'],
      ['compare', 'band'],
    ] as const) {
      const bands = messages(locale, ns)[key] as unknown as Record<string, string>;
      expect({ same: bands.same, close: bands.close, different: bands.different }, `${ns}.${key}`).toEqual(expected);
    }
  });

  test('the market field has one name in the dye browser and on Compare', () => {
    const dyes = messages(locale, 'dyes') as unknown as { field: Record<string, string>; marketGroup: string };
    const compare = messages(locale, 'compare') as unknown as { prop: Record<string, string> };
    expect(compare.prop.consolidation).toBe(dyes.field.consolidationType);
    expect(dyes.marketGroup).toBe(dyes.field.consolidationType);
  });
});
