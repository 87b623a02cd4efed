/**
 * Reading upstream rows: wear masks (the API contract bit layout, the examples of the reference implementation), slot lists,
 * all-or-nothing rules, names and icons — on rows shaped like XIVAPI's.
 */
import { describe, expect, it } from 'vitest';
import { isItemRows, parseItemRow, wearMaskOf } from '../../lib/items/rows.ts';

const RACES = ['Hyur', 'Elezen', 'Lalafell', 'Miqote', 'Roegadyn', 'AuRa', 'Hrothgar', 'Viera'];
const restriction = (races: string[], male: boolean, female: boolean) => {
  const fields: Record<string, boolean> = {};
  for (const race of RACES) fields[race] = races.includes(race);
  return { ...fields, Male: male, Female: female };
};

describe('wear mask', () => {
  it.each([
    ['everyone', restriction(RACES, true, true), 0xffff],
    ['men only', restriction(RACES, true, false), 0x5555],
    ['women only', restriction(RACES, false, true), 0xaaaa],
    ['Viera women', restriction(['Viera'], false, true), 0x8000],
    ['Hyur men', restriction(['Hyur'], true, false), 1],
    ['Lalafell women', restriction(['Lalafell'], false, true), 1 << 5],
  ])('%s', (_name, fields, mask) => {
    expect(wearMaskOf(fields)).toBe(mask);
  });

  it('takes 1 as true, and an empty category as unknown (null), never 0', () => {
    expect(wearMaskOf({ Hyur: 1, Male: 1, Female: 0 })).toBe(1);
    expect(wearMaskOf(restriction([], false, false))).toBeNull();
    expect(wearMaskOf(restriction(RACES, false, false))).toBeNull();
  });

  it('matches bit 2i / 2i+1 for every race and gender', () => {
    RACES.forEach((race, i) => {
      expect(wearMaskOf(restriction([race], true, false))).toBe(2 ** (2 * i));
      expect(wearMaskOf(restriction([race], false, true))).toBe(2 ** (2 * i + 1));
    });
  });
});

const RING = {
  row_id: 9295,
  fields: {
    Name: "The Emperor's New Ring",
    'Name@ja': 'エンペラーリング',
    'Name@de': 'Ring des Kaisers',
    'Name@fr': "Anneau de l'empereur",
    Icon: { id: 54561, path: 'ui/icon/054000/054561.tex' },
    ModelMain: 65589,
    ModelSub: 0,
    EquipSlotCategory: { value: 12, fields: { Head: 0, FingerL: 1, FingerR: 1, Body: 0 } },
  },
};

const CHESTWRAP_RULES = {
  DyeCount: 2,
  IsGlamorous: true,
  EquipRestriction: { value: 17, fields: { ...restriction(['Viera'], false, true) } },
  GrandCompany: { value: 0, sheet: 'GrandCompany', row_id: 0, fields: {} },
};

describe('item rows', () => {
  it("reads the notes' ring row: both finger slots, no rules", () => {
    expect(parseItemRow(RING)).toEqual({
      rowId: 9295,
      names: {
        en: "The Emperor's New Ring",
        ja: 'エンペラーリング',
        de: 'Ring des Kaisers',
        fr: "Anneau de l'empereur",
      },
      iconId: 54561,
      modelMain: '65589',
      modelSub: '0',
      slots: ['FingerL', 'FingerR'],
      rules: null,
    });
  });

  it("reads the notes' Viera Chestwrap rules", () => {
    const row = parseItemRow({ row_id: 25208, fields: { ...RING.fields, ...CHESTWRAP_RULES } });
    expect(row?.rules).toEqual({ dyeCount: 2, glamourable: true, wearMask: 32768, grandCompany: 0 });
  });

  it('takes the Grand Company from row_id, else value', () => {
    const rules = (gc: object) => parseItemRow({ row_id: 1, fields: { ...CHESTWRAP_RULES, GrandCompany: gc } })?.rules;
    expect(rules({ value: 2, row_id: 2 })?.grandCompany).toBe(2);
    expect(rules({ value: 3 })?.grandCompany).toBe(3);
    expect(rules({ sheet: 'GrandCompany' })).toBeNull();
  });

  it.each([
    ['DyeCount', { DyeCount: undefined }],
    ['IsGlamorous', { IsGlamorous: 'yes' }],
    ['EquipRestriction fields', { EquipRestriction: { value: 1 } }],
    ['GrandCompany', { GrandCompany: undefined }],
  ])('has no rules at all when %s is missing', (_name, change) => {
    expect(parseItemRow({ row_id: 1, fields: { ...CHESTWRAP_RULES, ...change } })?.rules).toBeNull();
  });

  it('accepts IsGlamorous as 0/1', () => {
    expect(parseItemRow({ row_id: 1, fields: { ...CHESTWRAP_RULES, IsGlamorous: 0 } })?.rules?.glamourable).toBe(false);
  });

  it('counts only slot values of exactly 1 (-1 is "blocked")', () => {
    const row = parseItemRow({
      row_id: 49486,
      fields: { EquipSlotCategory: { fields: { MainHand: 1, OffHand: -1, Head: 0, SoulCrystal: 1 } } },
    });
    expect(row?.slots).toEqual(['MainHand']);
  });

  it('strips soft hyphens and trims names; a missing name is empty, an icon 0 is none', () => {
    const row = parseItemRow({
      row_id: 5,
      fields: { Name: ' Buchen\u00ADmaske\u00AD ', 'Name@ja': 12, Icon: { id: 0 } },
    });
    expect(row?.names).toEqual({ en: 'Buchenmaske', ja: '', de: '', fr: '' });
    expect(row?.iconId).toBeNull();
    expect(row?.modelMain).toBe('0');
  });

  it('keeps 64-bit model keys exact as decimal text', () => {
    expect(parseItemRow({ row_id: 1, fields: { ModelMain: 281474976710655, ModelSub: 4304732858 } })).toMatchObject({
      modelMain: '281474976710655',
      modelSub: '4304732858',
    });
  });

  it('refuses things that are not rows', () => {
    expect(parseItemRow(null)).toBeNull();
    expect(parseItemRow({ row_id: '1', fields: {} })).toBeNull();
    expect(parseItemRow({ row_id: 1 })).toBeNull();
  });

  it('recognises its own cached shape and rejects corrupt entries', () => {
    const row = parseItemRow({ row_id: 25208, fields: { ...RING.fields, ...CHESTWRAP_RULES } })!;
    expect(isItemRows([row])).toBe(true);
    expect(isItemRows([])).toBe(true);
    expect(isItemRows([{ ...row, slots: ['Hat'] }])).toBe(false);
    expect(isItemRows([{ ...row, names: { en: 'x' } }])).toBe(false);
    expect(isItemRows({ rows: [] })).toBe(false);
  });
});
