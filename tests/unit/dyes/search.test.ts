import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fold, searchDyeNames, dyesByName } from '../../../lib/dyes/search.ts';
import { dyeSearchTools } from '../../../lib/worker/tools/dye-search.ts';

// The dataset read on its own, not through the database module.
const rows = JSON.parse(readFileSync(new URL('../../../data/dyes.json', import.meta.url), 'utf8')) as {
  stainID: number;
  names: Record<string, string>;
}[];
const stainOf = (en: string) => rows.find((r) => r.names.en === en)!.stainID;

describe('fold: kana', () => {
  it('writes every hiragana of the Unicode block as the katakana 0x60 above it', () => {
    // Unicode 15 Hiragana block: U+3041..U+3096 are letters, U+309D/309E iteration marks; the
    // Katakana block places each counterpart at +0x60 (U+30A1..U+30F6, U+30FD/30FE).
    const letters = [...Array.from({ length: 0x3096 - 0x3041 + 1 }, (_, i) => 0x3041 + i), 0x309d, 0x309e];
    for (const cp of letters) expect(fold(String.fromCodePoint(cp))).toBe(String.fromCodePoint(cp + 0x60));
  });

  it('matches a hand-typed table of pairs, voicing marks kept', () => {
    const table: [string, string][] = [
      ['あ', 'ア'],
      ['ぁ', 'ァ'],
      ['が', 'ガ'],
      ['ぱ', 'パ'],
      ['ゔ', 'ヴ'],
      ['ゖ', 'ヶ'],
      ['じぇっと', 'ジェット'],
      ['ｼﾞｪｯﾄ', 'ジェット'], // half-width katakana through NFKC
    ];
    for (const [input, expected] of table) expect(fold(input)).toBe(expected);
    expect(fold('か')).not.toBe(fold('が'));
  });

  it('leaves katakana, the long-vowel mark and other scripts alone', () => {
    expect(fold('ジェットブラック')).toBe('ジェットブラック');
    expect(fold('ー')).toBe('ー');
    expect(fold('染剂')).toBe('染剂');
    expect(fold('Éclat')).toBe('eclat');
  });
});

describe('searchDyes (the API search) folds kana in Japanese', () => {
  it('finds Jet Black from hiragana', () => {
    expect(dyesByName('じぇっと', 'ja').map((d) => d.stainID)).toContain(stainOf('Jet Black'));
  });
});

describe('searchDyeNames: every language at once', () => {
  const first = (q: string, prefer?: 'en' | 'ja' | 'de') => searchDyeNames(q, prefer)[0];

  it('finds a dye by its name in any language and script', () => {
    const jet = stainOf('Jet Black');
    expect(first('Jet Black')!.dye.stainID).toBe(jet);
    expect(first('ジェットブラック')!.dye.stainID).toBe(jet);
    expect(first('じぇっと')!.dye.stainID).toBe(jet);
    expect(first('ｼﾞｪｯﾄﾌﾞﾗｯｸ')!.dye.stainID).toBe(jet);
    expect(first('jet black')!.matched).toEqual({ locale: 'en', name: 'Jet Black' });
    expect(first('じぇっと')!.matched.locale).toBe('ja');
  });

  it('ignores accents both ways', () => {
    const withAccent = rows.find((r) => /[éèêàç]/.test(r.names.fr!))!;
    const plain = withAccent.names.fr!.normalize('NFD').replace(/\p{M}/gu, '');
    expect(searchDyeNames(plain).map((m) => m.dye.stainID)).toContain(withAccent.stainID);
  });

  it('puts names starting with the query (in any language) before the rest', () => {
    const starts = (stainID: number) =>
      Object.values(rows.find((r) => r.stainID === stainID)!.names).some((n) => n.toLowerCase().startsWith('ro'));
    const flags = searchDyeNames('ro').map((m) => starts(m.dye.stainID));
    expect(flags[0]).toBe(true);
    expect(flags.indexOf(false)).toBeGreaterThan(0);
    expect(flags.slice(flags.indexOf(false)).every((f) => !f)).toBe(true);
  });

  it('answers nothing for an empty query and honours the limit', () => {
    expect(searchDyeNames('  ')).toEqual([]);
    expect(searchDyeNames('a', 'en', 5)).toHaveLength(5);
  });
});

describe('matchTexts: the site’s own words, folded like dye names', () => {
  const entries = [
    { key: 'gradient', texts: ['グラデーション作成', 'Gradient'] },
    { key: 'compare', texts: ['Comparer des teintures', 'Compare'] },
    { key: 'locales', texts: ['Sprachen (API)', 'locales languages'] },
  ];
  it('finds entries by any of their texts, across width, accents and kana', () => {
    expect(dyeSearchTools.matchTexts('gradient', entries)).toEqual(['gradient']);
    expect(dyeSearchTools.matchTexts('ぐらでーしょん', entries)).toEqual(['gradient']);
    expect(dyeSearchTools.matchTexts('ＣＯＭＰＡＲＥＲ', entries)).toEqual(['compare']);
    expect(dyeSearchTools.matchTexts('languages', entries)).toEqual(['locales']);
    expect(dyeSearchTools.matchTexts(' ', entries)).toEqual([]);
  });
  it('answers Dye Objects in the page language with the name that matched', () => {
    const [hit] = dyeSearchTools.findDyes('じぇっと', 'de', 1);
    expect(hit!.dye.stainID).toBe(stainOf('Jet Black'));
    expect(hit!.dye.localizedName).toBe(rows.find((r) => r.stainID === stainOf('Jet Black'))!.names.de);
    expect(hit!.matched).toEqual({ locale: 'ja', name: 'ジェットブラック' });
  });
});
