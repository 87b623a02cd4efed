/**
 * The appearance of `.chara` files written here from the format (Anamnesis's keys): each clan and
 * gender, both eyes, the lip and face-paint index rule (0–95 dark, 128–223 light, 96–127 unused),
 * Hrothgar's fur pattern, the on/off flags, the file's own colours and files with fields missing.
 * Expected colours come from the dataset file and culori, not from the code under test.
 */
import { describe, expect, it } from 'vitest';
import { differenceCiede2000 } from 'culori';
import { parseCharaFile, type AppearanceColor, type AppearancePart } from '../../../lib/chara-file/index.ts';
import { CLAN_IDS, GENDER_IDS, TRIBE_NAMES, datasetPalette } from '../../helpers/character-data.ts';

/** A character file with the given top-level fields (and the header every Anamnesis file has). */
const chara = (fields: Record<string, unknown>): string =>
  JSON.stringify({ FileExtension: '.chara', TypeName: 'Anamnesis Character File', ...fields }, null, 2);

const part = (text: string, name: AppearancePart): AppearanceColor =>
  parseCharaFile(text).appearance.colors.find((c) => c.part === name)!;

const RACE_OF_TRIBE = ['Hyur', 'Hyur', 'Elezen', 'Elezen', 'Lalafel', 'Lalafel', 'Miqote', 'Miqote', 'Roegadyn'];

describe('who the character is', () => {
  it.each(CLAN_IDS.flatMap((clan, i) => GENDER_IDS.map((gender) => [clan, gender, i] as const)))(
    '%s %s: clan, gender and the clan’s own hair and skin colours',
    (clan, gender, i) => {
      const text = chara({
        Race: RACE_OF_TRIBE[i] ?? 'Hyur',
        Tribe: TRIBE_NAMES[i],
        Gender: gender === 'male' ? 'Masculine' : 'Feminine',
        HairTone: 7 + i,
        Skintone: 190 - i,
      });
      const a = parseCharaFile(text).appearance;
      expect([a.clan, a.gender]).toEqual([clan, gender]);
      const hair = a.colors.find((c) => c.part === 'hair')!;
      expect(hair.address).toEqual({ sheet: 'hair', index: 7 + i });
      expect(hair.hex).toBe(datasetPalette('hair', clan, gender)[7 + i]);
      expect(a.colors.find((c) => c.part === 'skin')!.hex).toBe(datasetPalette('skin', clan, gender)[190 - i]);
    },
  );

  it('names the race from the clan, and from the Race key only when there is no tribe', () => {
    expect(parseCharaFile(chara({ Race: 'AuRa', Tribe: 'Xaela', Gender: 'Feminine' })).appearance).toMatchObject({
      race: 'au-ra',
      clan: 'xaela',
      gender: 'female',
    });
    // A drifted Race key cannot contradict the tribe.
    expect(parseCharaFile(chara({ Race: 'Hyur', Tribe: 'Rava' })).appearance.race).toBe('viera');
    expect(parseCharaFile(chara({ Race: 'Lalafel' })).appearance).toMatchObject({ race: 'lalafell', clan: null });
  });
});

describe('the eyes', () => {
  it('keep heterochromia the right way round: LEyeColor is the left eye, REyeColor the right', () => {
    const text = chara({ LEyeColor: 10, REyeColor: 150 });
    const eyes = datasetPalette('eyes');
    expect(part(text, 'left-eye')).toMatchObject({
      key: 'LEyeColor',
      address: { sheet: 'eyes', index: 10 },
      hex: eyes[10],
    });
    expect(part(text, 'right-eye')).toMatchObject({
      key: 'REyeColor',
      address: { sheet: 'eyes', index: 150 },
      hex: eyes[150],
    });
  });

  it('take the limbal ring from the eye palette', () => {
    expect(part(chara({ LimbalEyes: 33 }), 'limbal-ring').hex).toBe(datasetPalette('eyes')[33]);
  });
});

describe('lips and face paint: one index over a dark and a light palette', () => {
  it('0–95 address the dark palette', () => {
    const lips = part(chara({ LipsToneFurPattern: 5, Mouth: 130 }), 'lips');
    expect(lips).toMatchObject({
      address: { sheet: 'lips-dark', index: 5 },
      hex: datasetPalette('lips-dark')[5],
      worn: true,
    });
    expect(part(chara({ LipsToneFurPattern: 95 }), 'lips').address).toEqual({ sheet: 'lips-dark', index: 95 });
  });

  it('128–223 address the light palette, less 128', () => {
    expect(part(chara({ LipsToneFurPattern: 128 }), 'lips').address).toEqual({ sheet: 'lips-light', index: 0 });
    expect(part(chara({ FacePaintColor: 223, FacePaint: 3 }), 'face-paint')).toMatchObject({
      address: { sheet: 'face-paint-light', index: 95 },
      worn: true,
    });
    expect(part(chara({ FacePaintColor: 12 }), 'face-paint').address).toEqual({ sheet: 'face-paint-dark', index: 12 });
  });

  it('a palette not shipped keeps its address but shows no colour', () => {
    expect(part(chara({ LipsToneFurPattern: 133 }), 'lips')).toMatchObject({ hex: null, unknown: 'not-shipped' });
  });

  it('96–127 are unused and past 223 is out of range: unknown, never guessed', () => {
    for (const value of [96, 100, 127])
      expect(part(chara({ LipsToneFurPattern: value }), 'lips')).toMatchObject({
        address: null,
        hex: null,
        unknown: 'unused-index',
      });
    expect(part(chara({ FacePaintColor: 224 }), 'face-paint').unknown).toBe('out-of-range');
  });

  it('Mouth ≥ 128 turns lip colour on; FacePaint 0 means no face paint', () => {
    expect(part(chara({ LipsToneFurPattern: 5, Mouth: 2 }), 'lips').worn).toBe(false);
    expect(part(chara({ LipsToneFurPattern: 5, Mouth: 128 }), 'lips').worn).toBe(true);
    expect(part(chara({ LipsToneFurPattern: 5 }), 'lips').worn).toBeNull();
    expect(part(chara({ FacePaintColor: 5, FacePaint: 0 }), 'face-paint').worn).toBe(false);
  });

  it('on a Hrothgar, LipsToneFurPattern is a fur pattern, not a colour', () => {
    const text = chara({ Race: 'Hrothgar', Tribe: 'Helions', Gender: 'Masculine', LipsToneFurPattern: 3 });
    expect(part(text, 'lips')).toMatchObject({ value: 3, address: null, hex: null, unknown: 'fur-pattern' });
  });
});

describe('files with parts missing or out of range', () => {
  it('a file with no appearance shows every colour as unknown', () => {
    const a = parseCharaFile(chara({ Nickname: 'Gear only' })).appearance;
    expect(a).toMatchObject({ race: null, clan: null, gender: null });
    expect(a.colors.map((c) => c.unknown)).toEqual(Array(8).fill('missing'));
    expect(a.colors.every((c) => c.hex === null)).toBe(true);
  });

  it('hair and skin without a clan keep their index but no colour', () => {
    expect(part(chara({ HairTone: 12, Gender: 'Feminine' }), 'hair')).toMatchObject({
      address: { sheet: 'hair', index: 12 },
      hex: null,
      unknown: 'needs-clan',
    });
  });

  it('an index past the palette, or not a number, is unknown and the file still reads', () => {
    const text = chara({ Tribe: 'Raen', Gender: 'Masculine', HairTone: 192, Skintone: 'pale', LEyeColor: -1 });
    expect(part(text, 'hair').unknown).toBe('out-of-range');
    expect(part(text, 'skin').unknown).toBe('missing');
    expect(part(text, 'left-eye').unknown).toBe('out-of-range');
    expect(parseCharaFile(chara({ Tribe: 42, Gender: true })).appearance).toMatchObject({ clan: null, gender: null });
  });

  it('highlights turned off are still named, and marked not worn', () => {
    const h = part(chara({ Highlights: 40, EnableHighlights: false }), 'highlights');
    expect(h).toMatchObject({ hex: datasetPalette('highlights')[40], worn: false });
  });
});

describe('the file’s own colours (Anamnesis extended appearance)', () => {
  // Each channel is stored as the colour squared.
  const squared = (hex: string): string =>
    [1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255) ** 2).join(', ');
  const eyes = datasetPalette('eyes');
  const ciede2000 = differenceCiede2000();

  it('count only when the file marks them valid', () => {
    expect(part(chara({ LEyeColor: 20, LeftEyeColor: squared('#ff0000') }), 'left-eye').extended).toBeNull();
  });

  it('on the grid: the square root gives back the palette colour', () => {
    const e = part(
      chara({ IsExtendedAppearanceValid: true, LEyeColor: 20, LeftEyeColor: squared(eyes[20]!) }),
      'left-eye',
    );
    expect(e.extended).toMatchObject({ hex: eyes[20], offGrid: false });
    expect(e.extended!.deltaE).toBeLessThan(0.01);
  });

  it('more than 6 ΔE2000 from the palette colour is off the grid', () => {
    const e = part(
      chara({ IsExtendedAppearanceValid: true, REyeColor: 20, RightEyeColor: squared('#ff0000') }),
      'right-eye',
    );
    const oracle = ciede2000(eyes[20]!, '#ff0000');
    expect(oracle).toBeGreaterThan(6);
    expect(e.extended!.offGrid).toBe(true);
    expect(Math.abs(e.extended!.deltaE! - oracle)).toBeLessThan(0.01);
    // Close to the palette colour (under 6) stays on it.
    const near = part(
      chara({
        IsExtendedAppearanceValid: true,
        REyeColor: 20,
        RightEyeColor: squared('#' + (parseInt(eyes[20]!.slice(1), 16) + 0x030303).toString(16)),
      }),
      'right-eye',
    );
    expect(near.extended!.offGrid).toBe(false);
  });
});
