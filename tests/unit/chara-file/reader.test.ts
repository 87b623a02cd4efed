/**
 * The glamour reader's file-side helpers: the character a file dresses (in the spellings
 * Anamnesis and Ktisis write), restyle channels, filtered and colour-anchored palettes (checked
 * against the API's own `/v1/harmony` and `/v1/match` answers), locks, and the glamour list.
 */
import { describe, expect, test } from 'vitest';
import { createFetch } from '../../../lib/index.ts';
import {
  dealPalette,
  glamourListMarkdown,
  glamourListShowcase,
  glamourListText,
  parseCharaFile,
  restyleChannels,
  restylePalette,
  wearerOf,
  type GlamourListWords,
} from '../../../lib/chara-file/index.ts';
import { HEADER_ONLY, KTISIS_HROTHGAR, LALAFELL_ANAMNESIS, TWELVE_PIECES } from './files.ts';

const api = createFetch();
const withRoot = (fields: string) => `{ ${fields}, "HeadGear": { "ModelBase": 1, "ModelVariant": 1 } }`;

describe('wearerOf', () => {
  test('enum names as Anamnesis writes them', () => {
    expect(wearerOf(parseCharaFile(TWELVE_PIECES))).toEqual({
      race: 'miqote',
      clan: 'seeker-of-the-sun',
      gender: 'female',
    });
    const lala = parseCharaFile(withRoot('"Race": "Lalafel", "Tribe": "Dunesfolk", "Gender": "Feminine"'));
    expect(wearerOf(lala)).toEqual({ race: 'lalafell', clan: 'dunesfolk', gender: 'female' });
    const aura = parseCharaFile(withRoot('"Race": "AuRa", "Tribe": "Xaela", "Gender": "Masculine"'));
    expect(wearerOf(aura)).toEqual({ race: 'au-ra', clan: 'xaela', gender: 'male' });
  });

  test('numbers (Race 1–8, Tribe 1–16, Gender 0/1) and a Ktisis file', () => {
    const hroth = parseCharaFile(withRoot('"TypeName": "Ktisis Character File", "Race": 7, "Tribe": 14, "Gender": 0'));
    expect(wearerOf(hroth)).toEqual({ race: 'hrothgar', clan: 'the-lost', gender: 'male' });
  });

  test('a header-only or misspelt file leaves the unknown parts null', () => {
    expect(wearerOf(parseCharaFile(withRoot('"Race": "Dragon"')))).toEqual({ race: null, clan: null, gender: null });
  });
});

describe('restyleChannels', () => {
  test("the item's count; else the file's dyed channels; else both, assumed", () => {
    expect(restyleChannels([5, 0], 1)).toEqual({ dyeCount: 1, source: 'item' });
    expect(restyleChannels([5, 0], null)).toEqual({ dyeCount: 1, source: 'file' });
    expect(restyleChannels([0, 7], null)).toEqual({ dyeCount: 2, source: 'file' });
    expect(restyleChannels([0, 0], null)).toEqual({ dyeCount: 2, source: 'assumed' });
  });
});

interface HarmonyBody {
  data: { slots: { dye: { stainID: number } | null }[] };
}
const harmonyIds = async (query: string) => {
  const body = (await (await api(`/v1/harmony?${query}`)).json()) as HarmonyBody;
  return body.data.slots.flatMap((s) => (s.dye ? [s.dye.stainID] : []));
};

describe('restylePalette', () => {
  test('filters, method, exclusions and repeats match /v1/harmony', async () => {
    const options = { method: 'oklab', filters: { metallic: false, pastel: false }, excluded: [1, 2] } as const;
    const expected = await harmonyIds(
      'dye=36&type=triadic&wheel=ryb&method=oklab&metallic=false&pastel=false&excludeIds=1,2&preventDuplicates=true',
    );
    expect(restylePalette({ dye: 36 }, 'triadic', 'ryb', options)).toEqual([36, ...expected]);
    const repeats = await harmonyIds('dye=36&type=tetradic&wheel=rgb');
    expect(restylePalette({ dye: 36 }, 'tetradic', 'rgb', { noRepeats: false })).toEqual([36, ...repeats]);
  });

  test("a colour anchor: its nearest dye, then the colour's harmony", async () => {
    const match = (await (await api('/v1/match/closest?hex=%23c06040')).json()) as {
      data: { dye: { stainID: number } };
    };
    const nearest = match.data.dye.stainID;
    const expected = await harmonyIds(`hex=%23c06040&type=complementary&wheel=rgb&excludeIds=${nearest}`);
    expect(restylePalette({ hex: '#c06040' }, 'complementary', 'rgb')).toEqual([nearest, ...expected]);
  });

  test('filters that leave no dye, or an unknown anchor, give an empty palette', () => {
    expect(restylePalette({ hex: 'nope' }, 'triadic', 'rgb')).toEqual([]);
    expect(restylePalette({ dye: 999 }, 'triadic', 'rgb')).toEqual([]);
  });
});

describe('dealPalette with locks', () => {
  test('a locked channel keeps its dye; the others get the colours they would without the lock', () => {
    const pieces = [
      { slot: 'Body', dyeCount: 2, locked: [false, true], dyes: [7, 8] },
      { slot: 'Legs', dyeCount: 2, locked: [true, false], dyes: [9, 0] },
      { slot: 'Feet', dyeCount: 1 },
    ] as const;
    expect(dealPalette(pieces, [10, 20, 30])).toEqual({ Body: [10, 8], Legs: [9, 30], Feet: [30, 0] });
  });
});

describe('glamour list', () => {
  const words: GlamourListWords = {
    slot: (s) => ({ Body: 'Body', LeftRing: 'Left ring', RightRing: 'Right ring', Rings: 'Rings' })[s as 'Body'] ?? s,
    undyed: 'Undyed',
    dyeSeparator: ' / ',
    acquisition: (t) => `Obtained: ${t}`,
  };
  const body = { slot: 'Body', look: '18090', item: 'Coat', dyes: ['Snow White', ''], acquisition: 'Vendor' } as const;
  const ring = (slot: 'LeftRing' | 'RightRing', look = '9295') =>
    ({ slot, look, item: 'Ring', dyes: [], acquisition: null }) as const;

  test('two identical rings are written once; different rings twice', () => {
    expect(glamourListText('Ann', [body, ring('LeftRing'), ring('RightRing')], words)).toBe(
      'Ann\nBody: Coat — Snow White / Undyed\n    Obtained: Vendor\nRings: Ring',
    );
    expect(glamourListText('', [ring('LeftRing'), ring('RightRing', '1')], words)).toBe(
      'Left ring: Ring\nRight ring: Ring',
    );
  });

  test('showcase form: a block per piece, dyes in brackets, the acquisition line under it', () => {
    const words2 = { ...words, acquisition: (t: string) => `Acquisition: ${t}` };
    expect(glamourListShowcase('Ann', [body, ring('LeftRing'), ring('RightRing')], words2)).toBe(
      'Ann\n\nBody: Coat (Snow White / Undyed)\nAcquisition: Vendor\n\nRings: Ring\n',
    );
    expect(glamourListShowcase('', [{ ...body, acquisition: null }], words2)).toBe(
      'Body: Coat (Snow White / Undyed)\n',
    );
  });

  test('Markdown escapes what Markdown would read as markup', () => {
    const md = glamourListMarkdown('A *star*', [{ ...body, item: 'Coat [red]' }], words);
    expect(md).toBe('# A \\*star\\*\n\n- **Body**: Coat \\[red\\] — Snow White / Undyed\n  - Obtained: Vendor\n');
  });
});

describe('the shapes real tools write', () => {
  test('Anamnesis full save, header-only save, Ktisis partial save', () => {
    const lala = parseCharaFile(LALAFELL_ANAMNESIS);
    expect(lala.pieces.map((p) => p.slot)).toEqual(['HeadGear', 'Body', 'Legs', 'Feet', 'LeftRing', 'RightRing']);
    expect(wearerOf(lala)).toEqual({ race: 'lalafell', clan: 'dunesfolk', gender: 'female' });
    const header = parseCharaFile(HEADER_ONLY);
    expect([header.pieces, header.glasses, header.nickname]).toEqual([[], null, 'Header Only']);
    expect(wearerOf(header)).toEqual({ race: null, clan: null, gender: null });
    const hroth = parseCharaFile(KTISIS_HROTHGAR);
    expect(hroth.pieces).toEqual([
      { slot: 'MainHand', set: 201, base: 10, variant: 1, dyes: [0, 0] },
      { slot: 'Body', set: 0, base: 6016, variant: 1, dyes: [6, 1] },
    ]);
    expect(wearerOf(hroth)).toEqual({ race: 'hrothgar', clan: 'helions', gender: 'male' });
  });
});
