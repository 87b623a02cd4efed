/**
 * Builds the preview cards' font (runtimes/preview/card-font.otf): Noto Sans CJK Regular, from
 * Debian's fonts-noto-cjk package, cut down to the characters a card can show (every dye name in
 * the six languages, the card words of scripts/build-card-words.ts, printable ASCII). The whole
 * font is about 20 MB; the cut one is committed so neither the server nor the edge needs the package.
 *
 *   sudo apt-get install -y fonts-noto-cjk && npx tsx scripts/build-card-font.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { cardWords } from './build-card-words.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const SOURCE = process.env.NOTO_CJK ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const OUT = join(ROOT, 'runtimes/preview/card-font.otf');

/** Every string value in a JSON tree. */
const strings = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : node && typeof node === 'object' ? Object.values(node).flatMap(strings) : [];

export async function cardText(): Promise<string> {
  const dyes = JSON.parse(await readFile(join(ROOT, 'data/dyes.json'), 'utf8')) as { names: Record<string, string> }[];
  const parts = dyes.flatMap((d) => Object.values(d.names));
  parts.push(...strings(cardWords()));
  const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
  return [...new Set([...parts.join(''), ...ascii, ...'·—…–’“”「」（）：、。'])].join('');
}

/**
 * One font of a TrueType/OpenType collection (`ttcf`) as a font file of its own: its table
 * directory, then its tables, with the offsets rewritten (in a collection they count from the start
 * of the whole file). Index 0 of Debian's Noto Sans CJK is the Japanese face, which holds the
 * glyphs of all four CJK languages.
 */
export function fontFromCollection(ttc: Buffer, index = 0): Buffer {
  if (ttc.toString('latin1', 0, 4) !== 'ttcf') return ttc;
  const start = ttc.readUInt32BE(12 + 4 * index);
  const numTables = ttc.readUInt16BE(start + 4);
  const headerSize = 12 + 16 * numTables;
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = start + 12 + 16 * i;
    return { record: at, offset: ttc.readUInt32BE(at + 8), length: ttc.readUInt32BE(at + 12) };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const out = Buffer.alloc(headerSize + tables.reduce((sum, t) => sum + padded(t.length), 0));
  ttc.copy(out, 0, start, start + headerSize);
  let cursor = headerSize;
  tables.forEach((table, i) => {
    out.writeUInt32BE(cursor, 12 + 16 * i + 8);
    ttc.copy(out, cursor, table.offset, table.offset + table.length);
    cursor += padded(table.length);
  });
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = await cardText();
  const font = await subsetFont(fontFromCollection(await readFile(SOURCE)), text, { targetFormat: 'sfnt' });
  await writeFile(OUT, font);
  console.log(`${OUT}: ${font.byteLength} bytes, ${[...text].length} characters`);
}
