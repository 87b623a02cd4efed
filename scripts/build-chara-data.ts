/**
 * `npm run data:chara`: (re)builds the optional tables of data/chara/ that /v1/chara reads when
 * present (data/chara/README.md): `item-names.ko.json`, `item-names.zh.json` and
 * `acquisition.en.json`. Needs network access; offline it stops with a clear message and writes
 * nothing (the API then simply omits ko/zh names and acquisition lines).
 *
 *   npm run data:chara                      the three tables, byte-exact, from the public
 *                                           reference repository at the commits the README pins
 *   npm run data:chara -- --names-from-sources
 *                                           rebuild the ko/zh tables from their own public sources
 *                                           (ffxiv-datamining Item.csv + Teamcraft ko/zh names),
 *                                           e.g. after a game patch; acquisition still as above
 *   options: --out <dir> (default data/chara), --only names|acquisition
 *   overrides for mirrors and tests: --reference-base, --datamining-base, --teamcraft-base
 *
 * Why acquisition lines are not rebuilt from Teamcraft here: the reference's line rules (15 routes,
 * the drop rules listed in acquisition.meta.json, relic-saga labels, hand overrides) are not
 * documented in enough detail to reproduce; a different rule set would silently disagree with
 * the original API's answers. Its published table is fetched instead, pinned and checked.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const USER_AGENT = 'ffxiv-dyes data:chara (+https://github.com/; build script)';
const TIMEOUT_MS = 60_000;
const MAX_BYTES = 64 * 1024 * 1024;

/** Where each table comes from, as data/chara/README.md records it. */
const REFERENCE = {
  repo: 'FlashGalatine/xivdyetools',
  dir: 'apps/api-worker/src/chara/data',
  tables: [
    { file: 'item-names.ko.json', commit: '1d13e4c2e5c95b2d0b6c28c3c3dd3fd4bf2de399', keys: 28_986, bytes: 1_103_611 },
    { file: 'item-names.zh.json', commit: '1d13e4c2e5c95b2d0b6c28c3c3dd3fd4bf2de399', keys: 28_992, bytes: 899_454 },
    { file: 'acquisition.en.json', commit: '559a219cd41d26f6a212e282fc76d8ad73f571ab', chars: 1_371_246 },
  ],
} as const;

const SOURCES = {
  itemCsv: 'xivapi/ffxiv-datamining/master/csv/Item.csv',
  ko: 'ffxiv-teamcraft/ffxiv-teamcraft/staging/libs/data/src/lib/json/ko/ko-items.json',
  zh: 'ffxiv-teamcraft/ffxiv-teamcraft/staging/libs/data/src/lib/json/zh/zh-items.json',
} as const;

export class BuildError extends Error {}

// ---- fetching --------------------------------------------------------------------------------

async function download(url: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { 'User-Agent': USER_AGENT },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'follow',
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new BuildError(
      `cannot reach ${new URL(url).host} (${cause?.code ?? cause?.message ?? (error as Error).message}).\n` +
        'npm run data:chara needs network access to GitHub (raw.githubusercontent.com). Nothing was written;\n' +
        'without these tables the API omits ko/zh names and acquisition lines (both are optional fields).',
    );
  }
  if (!res.ok) throw new BuildError(`${url} answered ${res.status}`);
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > MAX_BYTES) throw new BuildError(`${url} is larger than ${MAX_BYTES} bytes`);
  const text = await res.text();
  if (text.length > MAX_BYTES) throw new BuildError(`${url} is larger than ${MAX_BYTES} bytes`);
  return text;
}

function parseFlatTable(text: string, what: string): Record<string, string> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BuildError(`${what} is not JSON`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new BuildError(`${what} is not a flat object`);
  for (const [key, line] of Object.entries(value)) {
    if (!/^\d+$/.test(key) || typeof line !== 'string')
      throw new BuildError(`${what}: unexpected entry ${JSON.stringify(key)}`);
  }
  return value as Record<string, string>;
}

// ---- the ko/zh recipe (data/chara/README.md) -----------------------------------------------------

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * Item rows with EquipSlotCategory ≠ 0, from ffxiv-datamining's Item.csv: row 1 numbers the
 * columns, row 2 names them (`#` is the row id), row 3 gives types, then one row per item.
 */
export function equippableIds(csv: string): number[] {
  const rows = parseCsv(csv);
  const names = rows[1];
  const column = names?.indexOf('EquipSlotCategory') ?? -1;
  if (!names || names[0] !== '#' || column < 0) throw new BuildError('Item.csv: no "#"/"EquipSlotCategory" header row');
  const ids: number[] = [];
  for (const row of rows.slice(3)) {
    if (row.length < names.length || !/^\d+$/.test(row[0]!)) continue;
    const slot = row[column]!;
    if (slot !== '' && slot !== '0') ids.push(Number(row[0]));
  }
  if (ids.length < 1000) throw new BuildError(`Item.csv: only ${ids.length} equippable rows; the file looks wrong`);
  return ids.sort((a, b) => a - b);
}

/** Game text to a plain name: no `<…>` markup, no soft hyphens, single spaces. */
export const cleanName = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replaceAll('\u00ad', '')
    .replace(/\s+/g, ' ')
    .trim();

/** Teamcraft's per-language item names: `{ "<id>": { "<lang>": "<name>" } }` (a bare string is accepted too). */
export function regionalNames(json: string, lang: 'ko' | 'zh', ids: readonly number[]) {
  let source: Record<string, unknown>;
  try {
    source = JSON.parse(json) as Record<string, unknown>;
  } catch {
    throw new BuildError(`${lang}-items.json is not JSON`);
  }
  const table: Record<string, string> = {};
  let missing = 0;
  for (const id of ids) {
    const entry = source[String(id)];
    const raw = typeof entry === 'string' ? entry : (entry as Record<string, unknown> | undefined)?.[lang];
    const name = typeof raw === 'string' ? cleanName(raw) : '';
    if (name) table[String(id)] = name;
    else missing++;
  }
  return { table, named: ids.length - missing, missing };
}

// ---- writing ---------------------------------------------------------------------------------

/** Integer-like keys serialise in ascending order, so this is the table's canonical, minified form. */
const minified = (table: Record<string, string>) => JSON.stringify(table) + '\n';

async function writeAll(dir: string, files: Record<string, string>) {
  await mkdir(dir, { recursive: true });
  // Everything was fetched and checked before this point; each file lands whole (rename).
  for (const [name, text] of Object.entries(files)) {
    const tmp = join(dir, `.${name}.tmp`);
    await writeFile(tmp, text);
    await rename(tmp, join(dir, name));
    console.log(`wrote ${join(dir, name)} (${Buffer.byteLength(text).toLocaleString('en')} bytes)`);
  }
}

// ---- main ------------------------------------------------------------------------------------

interface Options {
  out: string;
  only?: 'names' | 'acquisition';
  namesFromSources: boolean;
  referenceBase: string;
  dataminingBase: string;
  teamcraftBase: string;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    out: join(ROOT, 'data/chara'),
    namesFromSources: false,
    referenceBase: 'https://raw.githubusercontent.com',
    dataminingBase: 'https://raw.githubusercontent.com',
    teamcraftBase: 'https://raw.githubusercontent.com',
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (!v) throw new BuildError(`${arg} needs a value`);
      return v.replace(/\/$/, '');
    };
    if (arg === '--out') options.out = resolve(value());
    else if (arg === '--only') {
      const only = value();
      if (only !== 'names' && only !== 'acquisition') throw new BuildError('--only takes names or acquisition');
      options.only = only;
    } else if (arg === '--names-from-sources') options.namesFromSources = true;
    else if (arg === '--reference-base') options.referenceBase = value();
    else if (arg === '--datamining-base') options.dataminingBase = value();
    else if (arg === '--teamcraft-base') options.teamcraftBase = value();
    else throw new BuildError(`unknown option ${arg}`);
  }
  return options;
}

async function fromReference(options: Options, file: (typeof REFERENCE.tables)[number]['file']): Promise<string> {
  const spec = REFERENCE.tables.find((t) => t.file === file)!;
  const text = await download(`${options.referenceBase}/${REFERENCE.repo}/${spec.commit}/${REFERENCE.dir}/${file}`);
  const table = parseFlatTable(text, file);
  // The README's figures pin the exact version: anything else is not the table it describes.
  if ('keys' in spec) {
    const keys = Object.keys(table).length;
    const bytes = Buffer.byteLength(text);
    if (keys !== spec.keys || bytes !== spec.bytes) {
      throw new BuildError(`${file}: ${keys} keys / ${bytes} bytes, expected ${spec.keys} / ${spec.bytes}`);
    }
  } else if (text.length !== spec.chars) {
    throw new BuildError(`${file}: ${text.length} characters, expected ${spec.chars}`);
  }
  return text;
}

async function namesFromSources(options: Options): Promise<Record<string, string>> {
  const [csv, ko, zh] = await Promise.all([
    download(`${options.dataminingBase}/${SOURCES.itemCsv}`),
    download(`${options.teamcraftBase}/${SOURCES.ko}`),
    download(`${options.teamcraftBase}/${SOURCES.zh}`),
  ]);
  const ids = equippableIds(csv);
  const koNames = regionalNames(ko, 'ko', ids);
  const zhNames = regionalNames(zh, 'zh', ids);
  const koText = minified(koNames.table);
  const zhText = minified(zhNames.table);
  const meta = {
    generated: new Date().toISOString().slice(0, 10),
    equippable: ids.length,
    sources: {
      itemCsv: `${options.dataminingBase}/${SOURCES.itemCsv}`,
      ko: `${options.teamcraftBase}/${SOURCES.ko}`,
      zh: `${options.teamcraftBase}/${SOURCES.zh}`,
    },
    counts: {
      ko: { named: koNames.named, missing: koNames.missing, bytes: Buffer.byteLength(koText) },
      zh: { named: zhNames.named, missing: zhNames.missing, bytes: Buffer.byteLength(zhText) },
    },
  };
  return {
    'item-names.ko.json': koText,
    'item-names.zh.json': zhText,
    'item-names.meta.json': JSON.stringify(meta, null, 2) + '\n',
  };
}

export async function buildCharaData(argv: string[]): Promise<void> {
  const options = parseArgs(argv);
  const files: Record<string, string> = {};
  if (options.only !== 'acquisition') {
    if (options.namesFromSources) Object.assign(files, await namesFromSources(options));
    else {
      files['item-names.ko.json'] = await fromReference(options, 'item-names.ko.json');
      files['item-names.zh.json'] = await fromReference(options, 'item-names.zh.json');
    }
  }
  if (options.only !== 'names') files['acquisition.en.json'] = await fromReference(options, 'acquisition.en.json');
  await writeAll(options.out, files);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await buildCharaData(process.argv.slice(2));
  } catch (error) {
    console.error(`data:chara: ${error instanceof BuildError ? error.message : (error as Error).stack}`);
    process.exitCode = 1;
  }
}
