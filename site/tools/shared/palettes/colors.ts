/**
 * Colours that are not dyes, kept beside a palette's dyes: a character's hair, skin, eyes… in the
 * Outfit page's palette. Each has a stable ASCII key (for CSS names and imports) and the name
 * shown in the interface language when it was made.
 */
export interface NamedColor {
  /** Stable identifier: `hair`, `left-eye`, … */
  key: string;
  /** The name as shown (in the interface language of the page that made it). */
  name: string;
  /** Lowercase `#rrggbb`. */
  hex: string;
}

const KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;
const HEX = /^#[0-9a-f]{6}$/;

/** Most colours one palette keeps beside its dyes. */
export const MAX_COLORS = 16;

/**
 * The named colours of an untrusted value (an import, a stored record): entries that are not a
 * `{ key, name, hex }` with a plain key and a `#rrggbb` colour are left out; names are cut to 60
 * characters and the hex lowercased.
 */
export function namedColorsOf(value: unknown): NamedColor[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, MAX_COLORS).flatMap((c: unknown) => {
    if (typeof c !== 'object' || c === null) return [];
    const { key, name, hex } = c as Record<string, unknown>;
    if (typeof key !== 'string' || !KEY.test(key) || typeof hex !== 'string' || !HEX.test(hex.toLowerCase())) return [];
    const shown = typeof name === 'string' && name.trim() ? name.trim().slice(0, 60) : key;
    return [{ key, name: shown, hex: hex.toLowerCase() }];
  });
}
