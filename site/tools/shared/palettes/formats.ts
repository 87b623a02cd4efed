/** A set of dyes as text to paste elsewhere: a hex list, CSS custom properties, SCSS variables, JSON. */
import { displayName, type DyeObject } from './types.ts';

/** One `#rrggbb` per line. */
export const hexList = (dyes: readonly DyeObject[]): string => dyes.map((d) => d.hex).join('\n');

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
export function cssProperties(dyes: readonly DyeObject[]): string {
  return `:root {\n${declarations(dyes, '--dye-')
    .map((line) => `  ${line}`)
    .join('\n')}\n}`;
}

/** One SCSS variable per dye (`$dye-snow-white: #e4dfd0;`), named as cssProperties names them. */
export function scssVariables(dyes: readonly DyeObject[]): string {
  return declarations(dyes, '$dye-').join('\n');
}

/** `prefix + name: hex;` per dye, a repeated name numbered, the shown name as a comment. */
function declarations(dyes: readonly DyeObject[], prefix: string): string[] {
  const seen = new Map<string, number>();
  return dyes.map((dye) => {
    const base = `${prefix}${cssName(dye.name)}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    const name = count > 1 ? `${base}-${count}` : base;
    const shown = displayName(dye);
    return `${name}: ${dye.hex};${shown !== dye.name ? ` /* ${shown.replace(/\*\//g, '* /')} */` : ''}`;
  });
}

/** The dyes as JSON, with the view's title and the name shown in the interface language. */
export function paletteJson(title: string, dyes: readonly DyeObject[]): string {
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
    },
    null,
    2,
  );
}
