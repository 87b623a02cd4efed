/**
 * A local fake of XIVAPI v2 on a loopback port, speaking its protocol closely enough that the
 * proxy cannot tell: `/api/search` of the Item and Glasses sheets with the query language and `fields`
 * selection (`@lang`, relations, icons), `version` resolution and echo, `limit` and `next`;
 * `/api/sheet/Glasses/<id>`; `/api/asset` (PNG by icon path); `/api/version`. Fault knobs per
 * endpoint make it answer a status (5xx, 429, 3xx, 4xx), hang, stall mid-body, truncate, send
 * non-JSON, a non-PNG or an endless icon without Content-Length. Every request is recorded.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { GLASSES, ICON_IDS, ITEMS, type FieldValue, type SheetRow } from './game-data.ts';
import { iconPng } from './png.ts';
import { matches, parseQuery, QueryError, type Value } from './query.ts';

export type Endpoint = 'search' | 'glasses' | 'asset' | 'version';

export type Fault =
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'stall-body' }
  | { kind: 'truncated' }
  | { kind: 'non-json' }
  | { kind: 'non-png' }
  | { kind: 'oversize' }
  | { kind: 'oversize-declared' }
  /** Answers normally, after a pause: lets concurrent requests pile up. */
  | { kind: 'delay'; ms: number };

export interface RecordedRequest {
  endpoint: Endpoint | 'other';
  path: string;
  params: Record<string, string>;
  userAgent: string | undefined;
  accept: string | undefined;
}

export interface FakeXivapi {
  url: string;
  /** The key `latest` points at. */
  latestKey: string;
  requests: RecordedRequest[];
  count(endpoint: Endpoint): number;
  setFault(endpoint: Endpoint, fault: Fault | null): void;
  clearFaults(): void;
  /** 64 KiB chunks written by the last `oversize` answer, and whether the reader hung up first. */
  oversize(): { chunks: number; abandoned: boolean };
  close(): Promise<void>;
}

const LANGUAGES = new Set(['en', 'ja', 'de', 'fr']);
const OLD_KEY = '1b2c3d4e5f601234';
const SCHEMA = 'exdschema@2:rev:fake0000';
const MAX_LIMIT = 500;

export async function startFakeXivapi(options: { latestKey?: string } = {}): Promise<FakeXivapi> {
  const latestKey = options.latestKey ?? '284bb7f44b9c0976';
  const versions = [
    { key: OLD_KEY, names: ['7.0'] },
    { key: latestKey, names: ['7.5', 'latest'] },
  ];
  const requests: RecordedRequest[] = [];
  const faults = new Map<Endpoint, Fault>();
  const sockets = new Set<Socket>();
  let oversizeChunks = 0;
  let oversizeAbandoned = false;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
    res.end(text);
  };
  const problem = (res: ServerResponse, status: number, message: string) =>
    json(res, status, { code: status, message });

  /** `latest` (or nothing) means the newest key; a known key or name is itself; else unknown. */
  const resolveVersion = (requested: string | null): string | null => {
    if (!requested) return latestKey;
    const found = versions.find((v) => v.key === requested || v.names.includes(requested));
    return found ? found.key : null;
  };

  function applyFault(endpoint: Endpoint, res: ServerResponse, url: URL): boolean {
    const fault = faults.get(endpoint);
    if (!fault) return false;
    switch (fault.kind) {
      case 'status':
        if (fault.status >= 300 && fault.status < 400) {
          res.writeHead(fault.status, { Location: `${url.origin}/elsewhere${url.pathname}` });
          res.end();
        } else problem(res, fault.status, `fault ${fault.status}`);
        return true;
      case 'hang':
        return true; // never answers; the socket is destroyed on close()
      case 'stall-body':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write('{"schema":"' + SCHEMA + '","results":[');
        return true;
      case 'non-json':
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('<html><body>Service temporarily re-indexing</body></html>');
        return true;
      default:
        return false; // endpoint-specific faults are applied by the endpoint itself
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const path = url.pathname;
    const endpoint: Endpoint | 'other' =
      path === '/api/search'
        ? 'search'
        : path === '/api/version'
          ? 'version'
          : path === '/api/asset'
            ? 'asset'
            : path.startsWith('/api/sheet/Glasses/')
              ? 'glasses'
              : 'other';
    requests.push({
      endpoint,
      path,
      params: Object.fromEntries(url.searchParams),
      userAgent: req.headers['user-agent'],
      accept: req.headers.accept,
    });
    if (req.method !== 'GET') return problem(res, 405, 'method not allowed');
    if (endpoint === 'other') return problem(res, 404, `no route ${path}`);
    if (applyFault(endpoint, res, url)) return;
    const answer = () => {
      switch (endpoint) {
        case 'version':
          return json(res, 200, { versions });
        case 'search':
          return search(url, res);
        case 'glasses':
          return glasses(url, res);
        case 'asset':
          return asset(url, res);
      }
    };
    const fault = faults.get(endpoint);
    if (fault?.kind === 'delay') setTimeout(answer, fault.ms);
    else answer();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  function search(url: URL, res: ServerResponse) {
    const p = url.searchParams;
    const sheet = p.get('sheets');
    if (sheet !== 'Item' && sheet !== 'Glasses')
      return problem(res, 400, 'this fake holds the Item and Glasses sheets');
    const sheetRows = sheet === 'Glasses' ? GLASSES : ITEMS;
    const version = resolveVersion(p.get('version'));
    if (!version) return problem(res, 400, `unknown version ${p.get('version')}`);
    const queryText = p.get('query');
    if (!queryText) return problem(res, 400, 'query is required');
    let query;
    try {
      query = parseQuery(queryText);
    } catch (error) {
      if (error instanceof QueryError) return problem(res, 400, error.message);
      throw error;
    }
    const limit = Math.min(Number(p.get('limit') ?? 100) || 100, MAX_LIMIT);
    let selection;
    try {
      selection = parseFields(p.get('fields'));
    } catch (error) {
      return problem(res, 400, (error as Error).message);
    }
    // Highest row first: the upstream's order is a score order, so the proxy must not rely on it.
    const hits = sheetRows.filter((row) => matches(query, reader(row))).sort((a, b) => b.row_id - a.row_id);
    const page = hits.slice(0, limit);
    const body: Record<string, unknown> = {
      schema: SCHEMA,
      version,
      results: page.map((row) => ({ score: 1, sheet, row_id: row.row_id, fields: render(row, selection) })),
    };
    if (hits.length > limit || faults.get('search')?.kind === 'truncated') body.next = 'cursor-' + page.length;
    json(res, 200, body);
  }

  function glasses(url: URL, res: ServerResponse) {
    const version = resolveVersion(url.searchParams.get('version'));
    if (!version) return problem(res, 400, 'unknown version');
    const idText = url.pathname.slice('/api/sheet/Glasses/'.length);
    const row = /^\d+$/.test(idText) ? GLASSES.find((g) => g.row_id === Number(idText)) : undefined;
    if (!row) return problem(res, 404, `Glasses row ${idText} not found`);
    let selection;
    try {
      selection = parseFields(url.searchParams.get('fields'));
    } catch (error) {
      return problem(res, 400, (error as Error).message);
    }
    json(res, 200, { schema: SCHEMA, version, row_id: row.row_id, fields: render(row, selection) });
  }

  function asset(url: URL, res: ServerResponse) {
    const fault = faults.get('asset');
    if (fault?.kind === 'non-png') {
      // A 2xx that is not an image (an error page, a JSON stub): must be refused.
      return json(res, 200, { note: 'this is not a png' });
    }
    if (fault?.kind === 'oversize-declared') {
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': String(2 * 1024 * 1024) });
      res.write(iconPng(1));
      return; // the rest never comes; the proxy must refuse on the header alone
    }
    if (fault?.kind === 'oversize') return endlessPng(res);
    const match = /^ui\/icon\/(\d{3})000\/(\d{6})_hr1\.tex$/.exec(url.searchParams.get('path') ?? '');
    if (!match || url.searchParams.get('format') !== 'png' || match[1] !== match[2]!.slice(0, 3)) {
      return problem(res, 400, 'bad asset path or format');
    }
    const id = Number(match[2]);
    if (!ICON_IDS.has(id)) return problem(res, 404, `asset not found`);
    const png = iconPng(id);
    res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': png.length });
    res.end(png);
  }

  /** A PNG that never ends, sent chunk by chunk without Content-Length, at the reader's pace. */
  function endlessPng(res: ServerResponse) {
    oversizeChunks = 0;
    oversizeAbandoned = false;
    res.writeHead(200, { 'Content-Type': 'image/png' }); // chunked: no Content-Length
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    iconPng(1).copy(chunk);
    let stopped = false;
    res.on('close', () => {
      stopped = true;
      oversizeAbandoned = !res.writableFinished;
    });
    const pump = () => {
      // Safety stop at 16 MiB so a proxy that never stops reading cannot hang the test run.
      while (!stopped && oversizeChunks < 256) {
        oversizeChunks++;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      if (!stopped) res.end();
    };
    pump();
  }

  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    latestKey,
    requests,
    count: (endpoint) => requests.filter((r) => r.endpoint === endpoint).length,
    setFault: (endpoint, fault) => (fault ? faults.set(endpoint, fault) : faults.delete(endpoint)),
    clearFaults: () => faults.clear(),
    oversize: () => ({ chunks: oversizeChunks, abandoned: oversizeAbandoned }),
    close: () =>
      new Promise<void>((ok) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => ok());
      }),
  };
}

// ---- fields selection ------------------------------------------------------------------------

interface Selector {
  path: string[];
  language: string;
}

function parseFields(text: string | null): Selector[] {
  if (!text) throw new Error('fields is required by this fake');
  return text.split(',').map((spec) => {
    const [pathText, language = 'en', extra] = spec.split('@');
    if (extra !== undefined || !LANGUAGES.has(language)) throw new Error(`bad field ${JSON.stringify(spec)}`);
    const path = pathText!.split('.');
    if (path.length > 2 || path.some((p) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(p))) {
      throw new Error(`bad field ${JSON.stringify(spec)}`);
    }
    return { path, language };
  });
}

/** The `fields` object of one row for a selection, in XIVAPI's shapes. */
function render(row: SheetRow, selection: Selector[]): Record<string, unknown> {
  const out: Record<string, any> = {};
  for (const { path, language } of selection) {
    const [name, sub] = path as [string, string | undefined];
    const value = row.fields[name];
    if (value === undefined) continue; // the row lacks the column
    const key = language === 'en' ? name : `${name}@${language}`;
    if (typeof value !== 'object') {
      out[key] = value;
    } else if (value.kind === 'text') {
      out[key] = value[language as 'en'];
    } else if (value.kind === 'icon') {
      const padded = String(value.id).padStart(6, '0');
      const folder = `ui/icon/${padded.slice(0, 3)}000/${padded}`;
      const full = { id: value.id, path: `${folder}.tex`, path_hr1: `${folder}_hr1.tex` };
      out[key] = sub ? { ...(out[key] ?? {}), [sub]: full[sub as keyof typeof full] } : full;
    } else {
      // A relation: `{ value, sheet, row_id, fields }`, sub-fields merged across selectors.
      const rel = (out[key] ??= { value: value.row_id, sheet: value.sheet, row_id: value.row_id, fields: {} });
      if (sub && sub !== 'row_id' && sub !== 'value' && sub in value.fields) rel.fields[sub] = value.fields[sub];
      if (!sub) Object.assign(rel.fields, value.fields);
    }
  }
  return out;
}

/** How the query language reads a row's fields. */
function reader(row: SheetRow) {
  return (field: string[], language: string | undefined): Value | undefined => {
    const value: FieldValue | undefined = row.fields[field[0]!];
    if (value === undefined) return undefined;
    if (typeof value !== 'object') return field.length === 1 ? value : undefined;
    if (value.kind === 'text') return value[(language ?? 'en') as 'en'];
    if (value.kind === 'icon') return field[1] === 'id' || field.length === 1 ? value.id : undefined;
    if (field.length === 1 || field[1] === 'row_id') return value.row_id;
    const sub = value.fields[field[1]!];
    return sub === undefined ? undefined : sub;
  };
}
