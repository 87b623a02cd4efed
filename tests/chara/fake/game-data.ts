/**
 * The fake upstream's game data: Item and Glasses rows in XIVAPI's sheet shapes (relations with
 * `sheet`/`row_id`/`fields`, localized text, icons). Real rows where the reference implementation records them
 * (Runaway Bow, Beech Mask of Casting, The Emperor's New Ring, Viera Chestwrap, Serpent Private's
 * Sword, Curtana Zenith, glasses 40); invented rows, named "Fixture …", fill the cases the issue
 * lists (a shield, a family of twelve, an icon-less row, one item in every slot…).
 *
 * Model keys are written out as literal numbers, each with its lanes, worked out by hand from the
 * packing table of the API contract — never computed by the code under test.
 */
export interface Text {
  kind: 'text';
  en: string;
  ja: string;
  de: string;
  fr: string;
}
export interface IconRef {
  kind: 'icon';
  id: number;
}
export interface Relation {
  kind: 'relation';
  sheet: string;
  row_id: number;
  fields: Record<string, number | boolean>;
}
export type FieldValue = number | boolean | string | Text | IconRef | Relation;
export interface SheetRow {
  row_id: number;
  fields: Record<string, FieldValue>;
}

const text = (en: string, ja: string, de: string, fr: string): Text => ({ kind: 'text', en, ja, de, fr });
const icon = (id: number): IconRef => ({ kind: 'icon', id });

const SLOT_COLUMNS = [
  'MainHand',
  'OffHand',
  'Head',
  'Body',
  'Gloves',
  'Legs',
  'Feet',
  'Ears',
  'Neck',
  'Wrists',
  'FingerL',
  'FingerR',
  'SoulCrystal',
  'Waist',
];
/** EquipSlotCategory row: every real row carries all 14 columns (1 worn, -1 blocked, 0 no). */
function slots(row: number, worn: string[], blocked: string[] = []): Relation {
  const fields: Record<string, number> = {};
  for (const c of SLOT_COLUMNS) fields[c] = worn.includes(c) ? 1 : blocked.includes(c) ? -1 : 0;
  return { kind: 'relation', sheet: 'EquipSlotCategory', row_id: row, fields };
}

const RACES = ['Hyur', 'Elezen', 'Lalafell', 'Miqote', 'Roegadyn', 'AuRa', 'Hrothgar', 'Viera'];
function races(row: number, races_: string[] | 'all', genders: ('Male' | 'Female')[]): Relation {
  const fields: Record<string, boolean> = {};
  for (const r of RACES) fields[r] = races_ === 'all' || races_.includes(r);
  fields.Male = genders.includes('Male');
  fields.Female = genders.includes('Female');
  return { kind: 'relation', sheet: 'EquipRaceCategory', row_id: row, fields };
}
const EVERYONE = races(1, 'all', ['Male', 'Female']);
const company = (id: number): Relation => ({ kind: 'relation', sheet: 'GrandCompany', row_id: id, fields: {} });

function rules(dyeCount: number, glamorous: boolean, restriction: Relation, gc: number) {
  return { DyeCount: dyeCount, IsGlamorous: glamorous, EquipRestriction: restriction, GrandCompany: company(gc) };
}
const STANDARD = rules(2, true, EVERYONE, 0);

function item(
  rowId: number,
  name: Text,
  iconId: number,
  modelMain: number,
  modelSub: number,
  category: Relation,
  extra: Record<string, FieldValue> = {},
): SheetRow {
  return {
    row_id: rowId,
    fields: {
      Name: name,
      Icon: icon(iconId),
      ModelMain: modelMain,
      ModelSub: modelSub,
      EquipSlotCategory: category,
      ...extra,
    },
  };
}

const plain = (en: string) => text(en, `${en} (ja)`, `${en} (de)`, `${en} (fr)`);

// ---- keys (lanes → packed, by hand) -----------------------------------------------------------
/** Runaway Bow: set 634, base 19, variant 1 → 634 + 19·65536 + 1·2^32. */
export const BOW_KEY = 4296213114;
/** Its quiver, the bow's ModelSub: set 698, base 149, variant 1 → 698 + 9764864 + 4294967296. */
export const QUIVER_KEY = 4304732858;
/** Beech set, head/body/hands/legs/feet: base 361, variant 5 → 361 + 5·65536. */
export const BEECH_KEY = 328041;
/** The Emperor's New Ring: base 53, variant 1 → 53 + 65536. */
export const RING_KEY = 65589;
/** Viera Chestwrap: base 581, variant 1 → 581 + 65536. */
export const CHESTWRAP_KEY = 66117;
/** Serpent Private's Sword: set 101, base 1, variant 2 → 101 + 65536 + 2·2^32. */
export const SWORD_KEY = 8590000229;
/** Fixture Kite Shield: set 102, base 1, variant 1 → 102 + 65536 + 2^32. */
export const SHIELD_KEY = 4295032934;
/** Curtana Zenith and its replica: set 201, base 10, variant 1 → 201 + 655360 + 2^32. */
export const CURTANA_KEY = 4295622857;
/** Fixture Set-only Rod (a weapon with base 0): set 300, base 0, variant 1 → 300 + 2^32. */
export const ROD_KEY = 4294967596;
/** Fixture Plain Earring: base 88, variant 0. Fixture Choker: 90. Fixture Bangle: 91. */
export const EARRING_KEY = 88;
export const CHOKER_KEY = 90;
export const BANGLE_KEY = 91;
/** The family of twelve: Body base 6016, variant 1 → 6016 + 65536. */
export const BIG_FAMILY_KEY = 71552;
/** Probe coats for fault tests: Body base 7000 + n, variant 0. */
export const probeKey = (n: number) => 7000 + n;
export const PROBE_COUNT = 24;

/** Glamour pieces (issue 29): the keys of each, lanes by hand. Head base 5001 variant 1 → 5001 + 65536. */
export const POET_HAT_KEY = 70537;
/** Body base 5002 variant 2 → 5002 + 2·65536. */
export const SAILOR_SHIRT_KEY = 136074;
/** Legs base 5003 variant 1 → 5003 + 65536. */
export const WIDE_SLACKS_KEY = 70539;
/** Feet base 5004 variant 3 → 5004 + 3·65536. */
export const LOAFERS_KEY = 201612;

export const ITEMS: SheetRow[] = [
  item(
    49486,
    text('Runaway Bow', '逃走の弓', 'Geistergleis-Bogen', 'Arc de Glasya-Labolas'),
    32065,
    BOW_KEY,
    QUIVER_KEY,
    slots(13, ['MainHand'], ['OffHand']),
    rules(0, true, EVERYONE, 0),
  ),
  item(
    18085,
    // The German name carries a soft hyphen, as game text does; the answer must not.
    text(
      'Beech Mask of Casting',
      'ビーチキャスターマスク',
      'Buchen\u00ADmaske der Magie',
      "Masque d'incantateur en hêtre",
    ),
    41716,
    BEECH_KEY,
    0,
    slots(34, ['Head']),
    rules(1, true, EVERYONE, 0),
  ),
  item(18090, plain('Fixture Beech Coat'), 41801, BEECH_KEY, 0, slots(4, ['Body']), STANDARD),
  item(18095, plain('Fixture Beech Gloves'), 41802, BEECH_KEY, 0, slots(5, ['Gloves']), STANDARD),
  item(18100, plain('Fixture Beech Trousers'), 41803, BEECH_KEY, 0, slots(7, ['Legs']), STANDARD),
  item(18105, plain('Fixture Beech Boots'), 41804, BEECH_KEY, 0, slots(8, ['Feet']), STANDARD),
  // No rule fields at all: the answer lacks them, so `rules` is [].
  item(
    9295,
    text("The Emperor's New Ring", 'エンペラーリング', 'Ring des Kaisers', "Anneau de l'empereur"),
    54561,
    RING_KEY,
    0,
    slots(12, ['FingerL', 'FingerR']),
  ),
  item(
    25208,
    plain('Viera Chestwrap'),
    48001,
    CHESTWRAP_KEY,
    0,
    slots(4, ['Body']),
    rules(2, true, races(17, ['Viera'], ['Female']), 0),
  ),
  item(
    1618,
    plain("Serpent Private's Sword"),
    30401,
    SWORD_KEY,
    0,
    slots(1, ['MainHand']),
    rules(0, true, EVERYONE, 2),
  ),
  item(2100, plain('Fixture Kite Shield'), 30402, SHIELD_KEY, 0, slots(2, ['OffHand']), rules(1, true, EVERYONE, 0)),
  item(
    6257,
    plain('Curtana Zenith'),
    30403,
    CURTANA_KEY,
    0,
    slots(1, ['MainHand']),
    rules(0, false, races(2, ['Hyur'], ['Male']), 0),
  ),
  item(
    6300,
    plain('Curtana Zenith Replica'),
    30404,
    CURTANA_KEY,
    0,
    slots(1, ['MainHand']),
    rules(2, true, EVERYONE, 0),
  ),
  item(7100, plain('Fixture Set-only Rod'), 30405, ROD_KEY, 0, slots(1, ['MainHand']), STANDARD),
  // Icon 0: the row has no icon, so `iconId` is null.
  item(7000, plain('Fixture Plain Earring'), 0, EARRING_KEY, 0, slots(9, ['Ears']), STANDARD),
  item(7010, plain('Fixture Choker'), 30410, CHOKER_KEY, 0, slots(10, ['Neck']), STANDARD),
  item(7020, plain('Fixture Bangle'), 30411, BANGLE_KEY, 0, slots(11, ['Wrists']), STANDARD),
  // The family of twelve (Body 6016/1): nine rows of rule set A, then B, C, and one row without rules.
  ...Array.from({ length: 9 }, (_, i) =>
    item(30001 + i, plain(`Fixture Mirage Coat ${i + 1}`), 50001 + i, BIG_FAMILY_KEY, 0, slots(4, ['Body']), STANDARD),
  ),
  item(
    30010,
    plain('Fixture Mirage Coat (undyeable)'),
    50010,
    BIG_FAMILY_KEY,
    0,
    slots(4, ['Body']),
    rules(0, true, EVERYONE, 0),
  ),
  item(
    30011,
    plain('Fixture Mirage Coat (Maelstrom)'),
    50011,
    BIG_FAMILY_KEY,
    0,
    slots(4, ['Body']),
    rules(2, true, EVERYONE, 1),
  ),
  item(30012, plain('Fixture Mirage Coat (no rules)'), 50012, BIG_FAMILY_KEY, 0, slots(4, ['Body'])),
  // Gear a shared glamour names. The game writes "Poet's\u00a0Hat" with a no-break space where the
  // sharing site writes a plain one; the slacks the other way round (the site sends the no-break space).
  item(
    45001,
    text("Cashmere Poet's\u00a0Hat", 'カシミヤ・ポエットハット', 'Kaschmir-Poetenhut', 'Chapeau de poète en cachemire'),
    45101,
    POET_HAT_KEY,
    0,
    slots(34, ['Head']),
    rules(2, true, EVERYONE, 0),
  ),
  item(
    45002,
    plain('Fixture Sailor Shirt'),
    45102,
    SAILOR_SHIRT_KEY,
    0,
    slots(4, ['Body']),
    rules(1, true, EVERYONE, 0),
  ),
  item(45003, plain('Fixture Wide Slacks'), 45103, WIDE_SLACKS_KEY, 0, slots(7, ['Legs']), STANDARD),
  item(45004, plain('Fixture Loafers'), 45104, LOAFERS_KEY, 0, slots(8, ['Feet']), rules(0, true, EVERYONE, 0)),
  ...Array.from({ length: PROBE_COUNT }, (_, i) =>
    item(40001 + i, plain(`Fixture Probe Coat ${i + 1}`), 60001 + i, probeKey(i + 1), 0, slots(4, ['Body']), STANDARD),
  ),
];

export const GLASSES: SheetRow[] = [
  {
    row_id: 40,
    fields: {
      Name: text(
        'Black Rose-colored Spectacles',
        'ローズカラースペクタクルズ:ブラック',
        'Rosarote Brille - Schwarz',
        'Lunettes roses (noires)',
      ),
      Icon: icon(200018),
    },
  },
  { row_id: 157, fields: { Name: plain('Fixture Spectacles 157'), Icon: icon(200157) } },
  { row_id: 637, fields: { Name: plain('Fixture Spectacles 637'), Icon: icon(200637) } },
];

/** Every icon the asset endpoint has: the rows' icons (0 means none). */
export const ICON_IDS = new Set<number>(
  [...ITEMS, ...GLASSES].map((r) => (r.fields.Icon as IconRef).id).filter((id) => id > 0),
);
