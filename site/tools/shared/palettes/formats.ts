/**
 * A set of dyes as text to paste elsewhere: a hex list, CSS custom properties, SCSS variables, JSON,
 * and a Tailwind theme (a `theme.extend.colors` config for Tailwind 3, an `@theme` block for 4).
 * Named colours that are not dyes (a character's hair, skin…) follow the dyes in every format.
 */
import type { NamedColor } from './colors.ts';
import { displayName, type DyeObject } from './types.ts';

/** One `#rrggbb` per line: the dyes, then the named colours. */
export const hexList = (dyes: readonly DyeObject[], colors: readonly NamedColor[] = []): string =>
  [...dyes, ...colors].map((d) => d.hex).join('\n');

/** A CSS identifier from an English dye name: `Snow White` → `snow-white`. */
export const cssName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'dye';

/**
 * A `:root` rule with one custom property per dye, named after its English name (a stable,
 * ASCII identifier whatever the interface language), with the shown name as a comment.
 */
export function cssProperties(dyes: readonly DyeObject[], colors: readonly NamedColor[] = []): string {
  return `:root {\n${declarations(dyes, colors, '--')
    .map((line) => `  ${line}`)
    .join('\n')}\n}`;
}

/** One SCSS variable per dye (`$dye-snow-white: #e4dfd0;`), named as cssProperties names them. */
export function scssVariables(dyes: readonly DyeObject[], colors: readonly NamedColor[] = []): string {
  return declarations(dyes, colors, '$').join('\n');
}

/** One colour to name in a format: its identifier (unique in the set), hex and the shown name when it differs. */
interface Entry {
  id: string;
  hex: string;
  /** The name in the interface language, where it is not the identifier's own words. */
  note: string | null;
}

/**
 * The dyes (`dye-snow-white`) then the named colours (`color-hair`), kebab-case from the English
 * name or key, a repeated identifier numbered; `bare` drops the `dye-` and `color-` prefixes (a
 * Tailwind colour is already in a colour namespace: `bg-snow-white`).
 */
function entriesOf(dyes: readonly DyeObject[], colors: readonly NamedColor[], bare = false): Entry[] {
  const [dyePrefix, colorPrefix] = bare ? ['', ''] : ['dye-', 'color-'];
  const seen = new Map<string, number>();
  const raw = [
    ...dyes.map((dye) => ({
      id: `${dyePrefix}${cssName(dye.name)}`,
      hex: dye.hex,
      plain: dye.name,
      shown: displayName(dye),
    })),
    ...colors.map((c) => ({ id: `${colorPrefix}${cssName(c.key)}`, hex: c.hex, plain: c.key, shown: c.name })),
  ];
  return raw.map(({ id, hex, plain, shown }) => {
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    return { id: count > 1 ? `${id}-${count}` : id, hex, note: shown !== plain ? shown : null };
  });
}

/** A comment that cannot end early. */
const comment = (text: string | null): string => (text ? ` /* ${text.replace(/\*\//g, '* /')} */` : '');

/**
 * `prefix + dye-name: hex;` per dye and `prefix + color-key: hex;` per named colour, a repeated
 * name numbered, the shown name as a comment where it differs from the identifier's words.
 */
function declarations(dyes: readonly DyeObject[], colors: readonly NamedColor[], prefix: string): string[] {
  return entriesOf(dyes, colors).map(({ id, hex, note }) => `${prefix}${id}: ${hex};${comment(note)}`);
}

/**
 * A Tailwind 3 `tailwind.config.js` holding the dyes in `theme.extend.colors`, so `bg-snow-white`
 * and `text-snow-white` work beside Tailwind's own colours. Keys are quoted (a JSON-safe object).
 */
export function tailwind3Config(dyes: readonly DyeObject[], colors: readonly NamedColor[] = []): string {
  const lines = entriesOf(dyes, colors, true).map(
    ({ id, hex, note }) => `        ${JSON.stringify(id)}: ${JSON.stringify(hex)},${comment(note)}`,
  );
  return [
    "/** @type {import('tailwindcss').Config} */",
    'export default {',
    '  theme: {',
    '    extend: {',
    '      colors: {',
    ...lines,
    '      },',
    '    },',
    '  },',
    '};',
  ].join('\n');
}

/** A Tailwind 4 `@theme` block: one `--color-snow-white` per dye, which makes `bg-snow-white` and the rest. */
export function tailwind4Theme(dyes: readonly DyeObject[], colors: readonly NamedColor[] = []): string {
  const lines = entriesOf(dyes, colors, true).map(({ id, hex, note }) => `  --color-${id}: ${hex};${comment(note)}`);
  return `@theme {\n${lines.join('\n')}\n}`;
}

/**
 * The dyes as JSON, with the view's title and the name shown in the interface language; named
 * colours, when there are any, as `colors` (`{ key, name, hex }`).
 */
export function paletteJson(title: string, dyes: readonly DyeObject[], colors: readonly NamedColor[] = []): string {
  return JSON.stringify(
    {
      title,
      dyes: dyes.map((d) => ({
        itemID: d.itemID,
        stainID: d.stainID,
        name: d.name,
        ...(d.localizedName ? { localizedName: d.localizedName } : {}),
        hex: d.hex,
      })),
      ...(colors.length ? { colors: colors.map(({ key, name, hex }) => ({ key, name, hex })) } : {}),
    },
    null,
    2,
  );
}
