/**
 * The character in a `.chara` file: race, clan, gender and the eight appearance colours, each as
 * its creator palette address and colour. The keys and their meaning are Anamnesis's (the format's
 * author; see data/README.md, "What the code assumes"). Reading is tolerant: a missing, mistyped or
 * out-of-range value makes that colour unknown, with the reason, and never fails the file.
 */
import { ciede2000, colorPoint, hexFromRgb, parseHex, type Rgb } from '../color/index.ts';
import { CLANS, RACES, raceOfClan } from '../items/clans.ts';
import { characterSheets, characterPalette, type SheetId } from '../character/palettes.ts';
import type { JsonNode } from './json.ts';
import type { Wearer } from '../items/verdict.ts';

import {
  OFF_GRID_DELTA_E,
  type AppearanceColor,
  type AppearancePart,
  type CharaAppearance,
  type ExtendedColor,
  type UnknownReason,
} from '../character/appearance.ts';

/** Who wears the outfit: the fields an item's race/gender restriction is checked against. */
export type { Wearer };
export {
  OFF_GRID_DELTA_E,
  type AppearanceColor,
  type CharaAppearance,
  type ExtendedColor,
  type UnknownReason,
} from '../character/appearance.ts';

/** Anamnesis's Tribe names (the game's enum, Midlander = 1), in clan order. */
const TRIBE_NAMES = [
  'Midlander',
  'Highlander',
  'Wildwood',
  'Duskwight',
  'Plainsfolk',
  'Dunesfolk',
  'SeekerOfTheSun',
  'KeeperOfTheMoon',
  'SeaWolf',
  'Hellsguard',
  'Raen',
  'Xaela',
  'Helions',
  'TheLost',
  'Rava',
  'Veena',
];
/** Anamnesis's Race names (the game's enum spells `Lalafel` and `Miqote`), in race order. */
const RACE_NAMES = ['Hyur', 'Elezen', 'Lalafel', 'Miqote', 'Roegadyn', 'AuRa', 'Hrothgar', 'Viera'];

function enumIndex(node: JsonNode | undefined, names: readonly string[], extra: Record<string, number> = {}): number {
  if (node?.kind === 'string') {
    const at = names.indexOf(node.value);
    return at >= 0 ? at : (extra[node.value] ?? -1);
  }
  // Numeric enums (1-based, as the game stores them).
  if (node?.kind === 'number' && Number.isInteger(node.value))
    return node.value - 1 < names.length ? node.value - 1 : -1;
  return -1;
}

function readWearer(fields: Map<string, JsonNode>): Wearer {
  const tribe = enumIndex(fields.get('Tribe'), TRIBE_NAMES, { Helion: 12 });
  const clan = tribe >= 0 ? CLANS[tribe]! : null;
  const raceAt = enumIndex(fields.get('Race'), RACE_NAMES, { Lalafell: 2, "Miqo'te": 3, 'Au Ra': 5 });
  // The clan decides the race; the Race key only speaks for a file without a tribe.
  const race = clan ? raceOfClan(clan) : raceAt >= 0 ? RACES[raceAt]! : null;
  const g = fields.get('Gender');
  const genderName = g?.kind === 'string' ? g.value : g?.kind === 'number' ? String(g.value) : '';
  const gender = ['Masculine', 'Male', '0'].includes(genderName)
    ? 'male'
    : ['Feminine', 'Female', '1'].includes(genderName)
      ? 'female'
      : null;
  return { race, clan, gender };
}

const numberAt = (fields: Map<string, JsonNode>, key: string): number | null => {
  const node = fields.get(key);
  return node?.kind === 'number' && Number.isInteger(node.value) ? node.value : null;
};

/**
 * An extended colour: `"r, g, b"` or `"r, g, b, a"`, each channel the colour squared (0–1), so the
 * square root is the colour. `scale` is a factor the game multiplies in (the limbal ring's 0.643).
 */
function extendedRgb(node: JsonNode | undefined, scale = 1): Rgb | null {
  if (node?.kind !== 'string') return null;
  const parts = node.value.split(',').map((p) => Number(p.trim()));
  if ((parts.length !== 3 && parts.length !== 4) || parts.some((n) => !Number.isFinite(n))) return null;
  const channel = (c: number): number => Math.round(Math.sqrt(Math.min(1, Math.max(0, c / scale))) * 255);
  return { r: channel(parts[0]!), g: channel(parts[1]!), b: channel(parts[2]!) };
}

interface PartRule {
  part: AppearancePart;
  key: string;
  /** The extended-appearance key of the same colour, if any. */
  extendedKey?: string;
  extendedScale?: number;
  sheet: 'hair' | 'skin' | 'highlights' | 'eyes' | 'lips' | 'face-paint';
}

const RULES: readonly PartRule[] = [
  { part: 'hair', key: 'HairTone', extendedKey: 'HairColor', sheet: 'hair' },
  { part: 'highlights', key: 'Highlights', extendedKey: 'HairHighlight', sheet: 'highlights' },
  { part: 'skin', key: 'Skintone', extendedKey: 'SkinColor', sheet: 'skin' },
  // Each eye key pairs with the extended colour of the same name (LEyeColor ↔ LeftEyeColor).
  { part: 'left-eye', key: 'LEyeColor', extendedKey: 'LeftEyeColor', sheet: 'eyes' },
  { part: 'right-eye', key: 'REyeColor', extendedKey: 'RightEyeColor', sheet: 'eyes' },
  // The limbal ring / facial-feature colour picks from the eye palette; the game scales its float.
  { part: 'limbal-ring', key: 'LimbalEyes', extendedKey: 'LimbalRingColor', extendedScale: 0.643, sheet: 'eyes' },
  { part: 'lips', key: 'LipsToneFurPattern', extendedKey: 'MouthColor', sheet: 'lips' },
  { part: 'face-paint', key: 'FacePaintColor', sheet: 'face-paint' },
];

const SHIPPED = new Set(
  characterSheets()
    .filter((s) => s.available)
    .map((s) => s.id),
);

/**
 * Where an index points. Lip and face-paint indices address two palettes as one run of 256:
 * 0–95 the dark palette, 128–223 the light one (index − 128); 96–127 are unused.
 */
function addressOf(rule: PartRule, value: number): { sheet: SheetId; index: number } | UnknownReason {
  if (rule.sheet === 'lips' || rule.sheet === 'face-paint') {
    if (value >= 0 && value < 96) return { sheet: `${rule.sheet}-dark`, index: value };
    if (value >= 128 && value < 224) return { sheet: `${rule.sheet}-light`, index: value - 128 };
    return value >= 96 && value < 128 ? 'unused-index' : 'out-of-range';
  }
  return value >= 0 && value < 192 ? { sheet: rule.sheet, index: value } : 'out-of-range';
}

function wornFlag(rule: PartRule, fields: Map<string, JsonNode>): boolean | null {
  const flag = (key: string): JsonNode | undefined => fields.get(key);
  if (rule.part === 'highlights') {
    const on = flag('EnableHighlights');
    return on?.kind === 'boolean' ? on.value : null;
  }
  if (rule.part === 'lips') {
    // Mouth carries the mouth shape, plus 128 when lip colour is on.
    const mouth = numberAt(fields, 'Mouth');
    return mouth === null ? null : mouth >= 128;
  }
  if (rule.part === 'face-paint') {
    const paint = numberAt(fields, 'FacePaint');
    return paint === null ? null : paint !== 0;
  }
  return true;
}

/** Reads the appearance from a `.chara` file's top-level fields. Never throws. */
export function readAppearance(fields: Map<string, JsonNode>): CharaAppearance {
  const wearer = readWearer(fields);
  const extendedNode = fields.get('IsExtendedAppearanceValid');
  const extendedValid = extendedNode?.kind === 'boolean' && extendedNode.value;
  const colors = RULES.map((rule): AppearanceColor => {
    const value = numberAt(fields, rule.key);
    const base = { part: rule.part, key: rule.key, value, worn: wornFlag(rule, fields) };
    const fileRgb =
      extendedValid && rule.extendedKey ? extendedRgb(fields.get(rule.extendedKey), rule.extendedScale) : null;
    const extendedOnly = (hex: string | null): ExtendedColor | null => {
      if (!fileRgb) return null;
      const deltaE = hex ? ciede2000(colorPoint(fileRgb).lab, colorPoint(parseHex(hex)!).lab) : null;
      return {
        hex: hexFromRgb(fileRgb.r, fileRgb.g, fileRgb.b),
        deltaE,
        offGrid: deltaE !== null && deltaE > OFF_GRID_DELTA_E,
      };
    };
    const unknown = (reason: UnknownReason, address: AppearanceColor['address'] = null): AppearanceColor => ({
      ...base,
      address,
      hex: null,
      unknown: reason,
      extended: extendedOnly(null),
    });
    if (rule.part === 'lips' && wearer.race === 'hrothgar') return unknown('fur-pattern');
    if (value === null) return unknown('missing');
    const address = addressOf(rule, value);
    if (typeof address === 'string') return unknown(address);
    if (!SHIPPED.has(address.sheet)) return unknown('not-shipped', address);
    if ((address.sheet === 'hair' || address.sheet === 'skin') && (!wearer.clan || !wearer.gender)) {
      return unknown('needs-clan', address);
    }
    const palette = characterPalette({ sheet: address.sheet, clan: wearer.clan, gender: wearer.gender });
    const hex = palette.colors[address.index]!.hex;
    return { ...base, address, hex, unknown: null, extended: extendedOnly(hex) };
  });
  return { ...wearer, colors, extendedValid };
}
