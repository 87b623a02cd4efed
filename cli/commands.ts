/**
 * The commands of `ffxiv-dyes`. Each one is a `/v1` request: its options are the parameter table of
 * the route it calls (so validation, messages and `--help` text are the API's own), and its table
 * renders that route's `data`.
 */
import { localeParam } from '../lib/api/common-params.ts';
import type { ParamDef } from '../lib/api/params.ts';
import type { RouteDef } from '../lib/api/route.ts';
import { dyeByIdRoute, searchRoute } from '../lib/api/routes/dyes.ts';
import { harmonyRoute } from '../lib/api/routes/harmony.ts';
import { closestRoute, withinRoute } from '../lib/api/routes/match.ts';
import { wheelRoute, wheelsRoute } from '../lib/api/routes/wheels.ts';
import type {
  ClosestMatch,
  DyeObject,
  Harmony,
  HarmonySlotData,
  WheelDetail,
  WheelDyePosition,
  WheelSummary,
  WithinDistance,
} from '../lib/api/wire.ts';
import { renderTable, type Column } from './table.ts';
import { UsageError } from './args.ts';

export interface Command {
  name: string;
  /** Positional arguments, as shown in the usage line. */
  args: string;
  summary: string;
  /** API parameters accepted as `--options` (positionals excluded). */
  options: readonly ParamDef[];
  /** More usage text for `--help`. */
  notes?: string;
  /** The `/v1` path and query to ask for. */
  path(positionals: readonly string[], query: URLSearchParams): string;
  /**
   * Readable text for the answer's `data`. A list cut at `--limit` (`listed` commands) gets the
   * limit the user asked for, and `data` has one more row than that when more would follow.
   */
  render(data: unknown, swatch: (hex: string) => string, cut?: ListCut): string;
  /** A list answer with a `limit` option: the table says when the list stops at it. */
  listed?: boolean;
  /** An answer that found nothing the user asked for: what to say (exit status 1). */
  nothingFound?(data: unknown, positionals: readonly string[]): string | null;
}

/** The rows a list's table shows, and the flag as the user typed it (`--limit`). */
export interface ListCut {
  limit: number;
  flag: string;
}

/** Parameters of `route` a user passes as options: all but the ones given as positionals. */
const optionsOf = (route: RouteDef, positional: readonly string[] = []) => [
  ...route.params.filter((p) => !positional.includes(p.name) && p.in === 'query'),
  ...(route.localized ? [localeParam] : []),
];

function exactly(count: number, positionals: readonly string[], what: string): string[] {
  if (positionals.length !== count) {
    throw new UsageError(
      positionals.length < count ? `Missing ${what}.` : `Unexpected argument "${positionals[count]}".`,
    );
  }
  return [...positionals];
}

const withQuery = (path: string, query: URLSearchParams) => {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

const dyeName = (d: Pick<DyeObject, 'name' | 'localizedName'>) =>
  d.localizedName ? `${d.localizedName} (${d.name})` : d.name;

const dyeColumns = <Row>(get: (row: Row) => DyeObject, swatch: (hex: string) => string): Column<Row>[] => [
  { header: 'dye', cell: (r) => dyeName(get(r)) },
  { header: 'hex', cell: (r) => `${swatch(get(r).hex)}${get(r).hex}` },
  { header: 'stainID', align: 'right', cell: (r) => String(get(r).stainID) },
  { header: 'itemID', align: 'right', cell: (r) => String(get(r).itemID) },
  { header: 'category', cell: (r) => get(r).category },
];

const HEX_ARG = /^#[0-9a-f]{6}$|^(?=.*[a-f])[0-9a-f]{6}$/i;

export const COMMANDS: readonly Command[] = [
  {
    name: 'closest',
    args: '<hex>',
    summary: 'The closest dye to a colour.',
    options: optionsOf(closestRoute, ['hex']),
    path: (positionals, query) => {
      const [hex] = exactly(1, positionals, 'the colour, e.g. ffxiv-dyes closest "#5b7fc0"');
      query.set('hex', hex!);
      return withQuery(closestRoute.path, query);
    },
    render(data, swatch) {
      const d = data as ClosestMatch;
      const columns = [
        ...dyeColumns((r: typeof d) => r.dye, swatch),
        { header: 'distance', align: 'right' as const, cell: (r: typeof d) => String(r.distance) },
      ];
      return `Closest dye to ${swatch(d.inputHex)}${d.inputHex} (${d.method}):\n\n${renderTable([d], columns)}`;
    },
  },
  {
    name: 'within',
    args: '<hex>',
    summary: 'Every dye within a distance of a colour, closest first.',
    options: optionsOf(withinRoute, ['hex']),
    listed: true,
    notes: 'Example: ffxiv-dyes within "#5b7fc0" --max-distance 10 --method oklab',
    path: (positionals, query) => {
      const [hex] = exactly(1, positionals, 'the colour, e.g. ffxiv-dyes within "#5b7fc0" --max-distance 10');
      query.set('hex', hex!);
      return withQuery(withinRoute.path, query);
    },
    render(data, swatch, cut) {
      type Hit = WithinDistance['results'][number];
      const d = data as WithinDistance;
      const more = cut !== undefined && d.results.length > cut.limit;
      const results = more ? d.results.slice(0, cut.limit) : d.results;
      const of = `within ${d.maxDistance} of ${swatch(d.inputHex)}${d.inputHex} (${d.method})`;
      const head = more
        ? `The closest ${cut.limit} of the dyes ${of}`
        : `${results.length} ${results.length === 1 ? 'dye' : 'dyes'} ${of}`;
      if (results.length === 0) return `${head}.`;
      const columns = [
        ...dyeColumns((r: Hit) => r.dye, swatch),
        { header: 'distance', align: 'right' as const, cell: (r: Hit) => String(r.distance) },
      ];
      const table = `${head}:\n\n${renderTable(results, columns)}`;
      return more
        ? `${table}\n\nMore dyes are within ${d.maxDistance}: the list stops at ${cut.flag} ${cut.limit} (raise it to see them).`
        : table;
    },
  },
  {
    name: 'harmony',
    args: '<dye|hex>',
    summary: 'A dye for every slot of a colour harmony, from a base dye (itemID or stainID) or a colour.',
    options: optionsOf(harmonyRoute, ['dye', 'hex']),
    notes:
      'A base of six digits is read as a dye ID; write a colour with its "#" (e.g. "#123456").\nExample: ffxiv-dyes harmony 5729 --type triadic --wheel ryb',
    path: (positionals, query) => {
      const [base] = exactly(1, positionals, 'the base dye or colour, e.g. ffxiv-dyes harmony 5729');
      query.set(HEX_ARG.test(base!) ? 'hex' : 'dye', base!);
      return withQuery(harmonyRoute.path, query);
    },
    render(data, swatch) {
      type Slot = HarmonySlotData;
      const d = data as Harmony;
      const base = d.base.dye
        ? `${dyeName(d.base.dye)} ${swatch(d.base.hex)}${d.base.hex}`
        : `${swatch(d.base.hex)}${d.base.hex}`;
      const none = '(none)';
      const columns: Column<Slot>[] = [
        { header: 'slot', align: 'right', cell: (s) => String(s.index) },
        { header: 'offset', align: 'right', cell: (s) => `${s.offset}°` },
        { header: 'target', cell: (s) => `${swatch(s.targetHex)}${s.targetHex}` },
        { header: 'dye', cell: (s) => (s.dye ? dyeName(s.dye) : none) },
        { header: 'hex', cell: (s) => (s.dye ? `${swatch(s.dye.hex)}${s.dye.hex}` : '') },
        { header: 'stainID', align: 'right', cell: (s) => (s.dye ? String(s.dye.stainID) : '') },
        {
          header: `distance (${d.distanceUnit})`,
          align: 'right',
          cell: (s) => (s.distance === null ? '' : String(s.distance)),
        },
      ];
      return `${d.harmonyTypeName} harmony of ${base} on the ${d.wheel.name} wheel:\n\n${renderTable(d.slots, columns)}`;
    },
  },
  {
    name: 'dye',
    args: '<id|name>',
    summary: 'Look up a dye by itemID or stainID, or search dye names.',
    options: [localeParam],
    notes: 'Example: ffxiv-dyes dye "snow white" --locale ja',
    path: (positionals, query) => {
      const words = positionals.join(' ').trim();
      if (!words) throw new UsageError('Missing the dye ID or name, e.g. ffxiv-dyes dye "snow white".');
      if (/^-?\d+$/.test(words))
        return withQuery(`${dyeByIdRoute.path.replace(':id', encodeURIComponent(words))}`, query);
      query.set('q', words);
      return withQuery(searchRoute.path, query);
    },
    nothingFound: (data, positionals) =>
      Array.isArray(data) && data.length === 0 ? `No dye matches "${positionals.join(' ').trim()}".` : null,
    render(data, swatch) {
      const dyes = Array.isArray(data) ? (data as DyeObject[]) : [data as DyeObject];
      return renderTable(
        dyes,
        dyeColumns((d: DyeObject) => d, swatch),
      );
    },
  },
  {
    name: 'wheels',
    args: '[id]',
    summary: 'The five colour wheels, or one wheel with every dye’s position on it.',
    options: [...optionsOf(wheelRoute, ['id'])],
    notes: 'Example: ffxiv-dyes wheels ryb',
    path: (positionals, query) => {
      if (positionals.length > 1) throw new UsageError(`Unexpected argument "${positionals[1]}".`);
      const [id] = positionals;
      if (id === undefined) {
        if (query.has('stops')) throw new UsageError('--stops needs a wheel, e.g. ffxiv-dyes wheels ryb --stops 12.');
        return withQuery(wheelsRoute.path, query);
      }
      return withQuery(wheelRoute.path.replace(':id', encodeURIComponent(id)), query);
    },
    render(data, swatch) {
      if (Array.isArray(data)) {
        return renderTable(data as WheelSummary[], [
          { header: 'id', cell: (w) => w.id },
          { header: 'name', cell: (w) => w.name },
          { header: 'default', cell: (w) => (w.isDefault ? 'yes' : '') },
        ]);
      }
      type Placed = WheelDyePosition;
      const wheel = data as WheelDetail;
      const dyes = [...wheel.dyes].sort((a, b) => a.wheelHue - b.wheelHue || a.stainID - b.stainID);
      const columns: Column<Placed>[] = [
        { header: 'hue', align: 'right', cell: (d) => d.wheelHue.toFixed(1) },
        { header: 'dye', cell: dyeName },
        { header: 'hex', cell: (d) => `${swatch(d.hex)}${d.hex}` },
        { header: 'stainID', align: 'right', cell: (d) => String(d.stainID) },
      ];
      return `${wheel.name} wheel (${wheel.id}), dyes by hue:\n\n${renderTable(dyes, columns)}`;
    },
  },
];
