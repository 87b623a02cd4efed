/**
 * A set of dyes as text to paste elsewhere: a hex list, CSS custom properties, SCSS variables, JSON.
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

/**
 * `prefix + dye-name: hex;` per dye and `prefix + color-key: hex;` per named colour, a repeated
 * name numbered, the shown name as a comment where it differs from the identifier's words.
 */
function declarations(dyes: readonly DyeObject[], colors: readonly NamedColor[], prefix: string): string[] {
  const seen = new Map<string, number>();
  const entries = [
    ...dyes.map((dye) => ({ id: `dye-${cssName(dye.name)}`, hex: dye.hex, plain: dye.name, shown: displayName(dye) })),
    ...colors.map((c) => ({ id: `color-${cssName(c.key)}`, hex: c.hex, plain: c.key, shown: c.name })),
  ];
  return entries.map(({ id, hex, plain, shown }) => {
    const base = `${prefix}${id}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    const name = count > 1 ? `${base}-${count}` : base;
    return `${name}: ${hex};${shown !== plain ? ` /* ${shown.replace(/\*\//g, '* /')} */` : ''}`;
  });
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
