/**
 * The glamour list of an outfit: one line per worn slot (slot, item, dyes per channel) and where
 * the item comes from, as plain text to paste or as Markdown to download. The words come from the
 * caller, in the player's language; two rings of the same item and dyes are written once.
 */
import type { Slot } from '../items/slots.ts';

/** One worn piece, already named in the list's language. */
export interface GlamourEntry {
  slot: Slot | 'Glasses';
  /** What identifies the look (an item ID, or the model key when the item is unknown). */
  look: string;
  item: string;
  /** Dye names per channel the piece has ('' = undyed channel). */
  dyes: readonly string[];
  acquisition: string | null;
}

/** The list's words in one language. */
export interface GlamourListWords {
  /** The game's slot name; `Rings` for both rings written once. */
  slot: (slot: Slot | 'Glasses' | 'Rings') => string;
  undyed: string;
  /** Joins dye names of the two channels. */
  dyeSeparator: string;
  /** "Obtained: …" */
  acquisition: (text: string) => string;
}

interface Line {
  slot: string;
  item: string;
  dyes: string;
  acquisition: string | null;
}

function lines(entries: readonly GlamourEntry[], words: GlamourListWords): Line[] {
  const left = entries.find((e) => e.slot === 'LeftRing');
  const right = entries.find((e) => e.slot === 'RightRing');
  const sameRings = !!left && !!right && left.look === right.look && left.dyes.join('|') === right.dyes.join('|');
  const out: Line[] = [];
  for (const e of entries) {
    if (sameRings && e.slot === 'RightRing') continue;
    const dyed = e.dyes.filter((d) => d !== '');
    out.push({
      slot: words.slot(sameRings && e.slot === 'LeftRing' ? 'Rings' : e.slot),
      item: e.item,
      dyes: dyed.length ? e.dyes.map((d) => d || words.undyed).join(words.dyeSeparator) : '',
      acquisition: e.acquisition ? words.acquisition(e.acquisition) : null,
    });
  }
  return out;
}

/** Plain text: `Slot: Item — Dye / Dye`, the acquisition line indented under it. */
export function glamourListText(title: string, entries: readonly GlamourEntry[], words: GlamourListWords): string {
  const out = title ? [title] : [];
  for (const l of lines(entries, words)) {
    out.push(`${l.slot}: ${l.item}${l.dyes ? ` — ${l.dyes}` : ''}`);
    if (l.acquisition) out.push(`    ${l.acquisition}`);
  }
  return out.join('\n');
}

const md = (text: string) => text.replace(/([\\`*_[\]|<>#])/g, '\\$1');

/** Markdown: a heading and a bullet per slot, the acquisition as a nested bullet. */
export function glamourListMarkdown(title: string, entries: readonly GlamourEntry[], words: GlamourListWords): string {
  const out = [`# ${md(title)}`, ''];
  for (const l of lines(entries, words)) {
    out.push(`- **${md(l.slot)}**: ${md(l.item)}${l.dyes ? ` — ${md(l.dyes)}` : ''}`);
    if (l.acquisition) out.push(`  - ${md(l.acquisition)}`);
  }
  return out.join('\n') + '\n';
}

/**
 * The showcase form glamour contests ask for: the title, then per piece `Slot: Item (Dye / Dye)`
 * and its acquisition line under it (the player's own words, e.g. "Market Board"), a blank line
 * between pieces so each reads as one block when pasted into a form or a chat.
 */
export function glamourListShowcase(title: string, entries: readonly GlamourEntry[], words: GlamourListWords): string {
  const out = title ? [title, ''] : [];
  for (const l of lines(entries, words)) {
    out.push(`${l.slot}: ${l.item}${l.dyes ? ` (${l.dyes})` : ''}`);
    if (l.acquisition) out.push(l.acquisition);
    out.push('');
  }
  return out.join('\n').trimEnd() + '\n';
}
