/**
 * A local fake of Universalis (API v2) on a loopback port, speaking its protocol closely enough
 * that the proxy cannot tell: `/api/v2/{worldDcRegion}/{itemIds}` (one ID answers the item view,
 * several answer `{ itemIDs, items, unresolvedItems, worldID/worldName or dcName }`; `listings`,
 * `entries` and `fields` trim the answer, `fields` prefixed `items.` for several IDs; an unknown
 * world is 404), `/api/v2/worlds` (`[{ id, name }]`) and `/api/v2/data-centers`
 * (`[{ name, region, worlds: [id] }]`). Prices are set per (scope, item) by the test. Fault knobs per
 * endpoint: a status (5xx, 404, 3xx redirect), garbage, hang, stall mid-body, an endless body, a
 * delay. Every request is recorded.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export type Endpoint = 'market' | 'worlds' | 'data-centers';

export type Fault =
  | { kind: 'status'; status: number }
  | { kind: 'garbage' }
  | { kind: 'hang' }
  | { kind: 'stall-body' }
  | { kind: 'huge' }
  /** Answers normally, after a pause: lets concurrent requests pile up. */
  | { kind: 'delay'; ms: number };

export interface FakePrice {
  minPrice: number;
  averagePrice: number;
  listings: number;
  /** ms since the epoch. */
  lastUploadTime: number;
}

export interface RecordedRequest {
  endpoint: Endpoint | 'other';
  path: string;
  params: Record<string, string>;
  userAgent: string | undefined;
}

export interface FakeUniversalis {
  url: string;
  requests: RecordedRequest[];
  count(endpoint: Endpoint): number;
  /** The price of an item on a world, data centre or region (any case); null = no listings. */
  setPrice(scope: string, itemId: number, price: FakePrice | null): void;
  setFault(endpoint: Endpoint, fault: Fault | null): void;
  clearFaults(): void;
  close(): Promise<void>;
}

/** Real world IDs and names of three data centres (Universalis' own lists). */
export const DATA_CENTERS = [
  {
    name: 'Aether',
    region: 'North-America',
    worlds: [
      [40, 'Jenova'],
      [54, 'Faerie'],
      [57, 'Siren'],
      [63, 'Gilgamesh'],
      [65, 'Midgardsormr'],
      [73, 'Adamantoise'],
      [79, 'Cactuar'],
      [99, 'Sargatanas'],
    ],
  },
  {
    name: 'Primal',
    region: 'North-America',
    worlds: [
      [35, 'Famfrit'],
      [53, 'Exodus'],
      [55, 'Lamia'],
      [64, 'Leviathan'],
      [77, 'Ultros'],
      [78, 'Behemoth'],
      [93, 'Excalibur'],
      [95, 'Hyperion'],
    ],
  },
  {
    name: 'Light',
    region: 'Europe',
    worlds: [
      [33, 'Twintania'],
      [36, 'Lich'],
      [42, 'Zodiark'],
      [56, 'Phoenix'],
      [66, 'Odin'],
      [67, 'Shiva'],
      [402, 'Alpha'],
      [403, 'Raiden'],
    ],
  },
] as const;

/**
 * Items the fake's market board knows: the three consolidated dye items and the 20 dyes that keep
 * their own item (written out from the game's item list, not read from the code under test), plus
 * a few non-dye items.
 */
export const MARKETABLE = new Set([
  52254, 52255, 52256, 13114, 13115, 13116, 13117, 13708, 13709, 13710, 13711, 13712, 13713, 13714, 13715, 13716, 13717,
  13718, 13719, 13720, 13721, 13722, 13723, 2, 5333,
]);

export async function startFakeUniversalis(): Promise<FakeUniversalis> {
  const requests: RecordedRequest[] = [];
  const faults = new Map<Endpoint, Fault>();
  const prices = new Map<string, FakePrice | null>();
  const sockets = new Set<Socket>();

  const worlds = DATA_CENTERS.flatMap((dc) => dc.worlds.map(([id, name]) => ({ id, name })));
  const scopeOf = (raw: string) => {
    const wanted = decodeURIComponent(raw).toLowerCase();
    const world = worlds.find((w) => w.name.toLowerCase() === wanted || String(w.id) === wanted);
    if (world) return { kind: 'world' as const, name: world.name, id: world.id };
    const dc = DATA_CENTERS.find((d) => d.name.toLowerCase() === wanted);
    if (dc) return { kind: 'dc' as const, name: dc.name };
    const region = DATA_CENTERS.find((d) => d.region.toLowerCase() === wanted);
    if (region) return { kind: 'region' as const, name: region.region };
    return null;
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
    });
    res.end(text);
  };

  function applyFault(endpoint: Endpoint, res: ServerResponse, url: URL): boolean {
    const fault = faults.get(endpoint);
    if (!fault || fault.kind === 'delay') return false;
    switch (fault.kind) {
      case 'status':
        if (fault.status >= 300 && fault.status < 400) {
          res.writeHead(fault.status, { Location: `${url.origin}/elsewhere${url.pathname}` });
          res.end();
        } else send(res, fault.status, { type: 'about:blank', title: 'fault', status: fault.status });
        return true;
      case 'garbage':
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('<html><body>502 Bad Gateway (cloudflare)</body></html>');
        return true;
      case 'hang':
        return true; // never answers; the socket is destroyed on close()
      case 'stall-body':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write('{"itemIDs":[');
        return true;
      case 'huge': {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        let written = 0;
        const pump = () => {
          while (written < 4096 && !res.destroyed) {
            written++;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('close', () => (written = Infinity));
        pump();
        return true;
      }
    }
  }

  /** An item view as Universalis builds it; the dye market has no HQ. */
  function view(itemId: number, scope: NonNullable<ReturnType<typeof scopeOf>>, listingsWanted: number) {
    const price = prices.get(`${scope.name.toLowerCase()}:${itemId}`) ?? null;
    const count = price?.listings ?? 0;
    const listings = Array.from({ length: Math.min(count, listingsWanted) }, (_, i) => ({
      pricePerUnit: price!.minPrice + i * 10,
      quantity: 1,
      hq: false,
      worldName: scope.kind === 'world' ? undefined : 'Gilgamesh',
    }));
    return {
      itemID: itemId,
      ...(scope.kind === 'world' ? { worldID: scope.id } : {}),
      lastUploadTime: price?.lastUploadTime ?? 0,
      listings,
      recentHistory: [],
      ...(scope.kind === 'dc' ? { dcName: scope.name } : scope.kind === 'region' ? { regionName: scope.name } : {}),
      currentAveragePrice: price ? price.minPrice + 5 : 0,
      currentAveragePriceNQ: price ? price.minPrice + 5 : 0,
      currentAveragePriceHQ: 0,
      averagePrice: price?.averagePrice ?? 0,
      averagePriceNQ: price?.averagePrice ?? 0,
      averagePriceHQ: 0,
      minPrice: price?.minPrice ?? 0,
      minPriceNQ: price?.minPrice ?? 0,
      minPriceHQ: 0,
      maxPrice: price ? price.minPrice + (count - 1) * 10 : 0,
      maxPriceNQ: price ? price.minPrice + (count - 1) * 10 : 0,
      maxPriceHQ: 0,
      listingsCount: count,
      recentHistoryCount: 0,
      unitsForSale: count,
      unitsSold: 0,
      hasData: price !== null,
      ...(scope.kind === 'world' ? { worldName: scope.name } : {}),
    };
  }

  /** `fields`: keep only the named keys (`items.<key>` inside a multi-item answer). */
  function pick(body: Record<string, unknown>, fields: string[], multi: boolean): Record<string, unknown> {
    if (fields.length === 0) return body;
    const keep = (obj: Record<string, unknown>, names: string[]) =>
      Object.fromEntries(Object.entries(obj).filter(([k]) => names.includes(k)));
    if (!multi) return keep(body, fields);
    const inner = fields.filter((f) => f.startsWith('items.')).map((f) => f.slice(6));
    const out = keep(body, fields);
    if (inner.length > 0) {
      const items = body.items as Record<string, Record<string, unknown>>;
      out.items = Object.fromEntries(Object.entries(items).map(([id, v]) => [id, keep(v, inner)]));
    }
    return out;
  }

  function market(url: URL, res: ServerResponse, scopeRaw: string, idsRaw: string) {
    const scope = scopeOf(scopeRaw);
    if (!scope) return send(res, 404, { type: 'about:blank', title: 'Not Found', status: 404 });
    const ids = idsRaw
      .split(',')
      .map((s) => Number.parseInt(s, 10))
      .filter((n) => Number.isFinite(n))
      .slice(0, 100);
    const listingsParam = Number.parseInt(url.searchParams.get('listings') ?? '', 10);
    const listingsWanted = Number.isFinite(listingsParam) ? Math.max(0, listingsParam) : Number.MAX_SAFE_INTEGER;
    const fields = (url.searchParams.get('fields') ?? '').split(',').filter((f) => f !== '');
    if (ids.length === 1) {
      if (!MARKETABLE.has(ids[0]!)) return send(res, 404, { type: 'about:blank', title: 'Not Found', status: 404 });
      return send(res, 200, pick(view(ids[0]!, scope, listingsWanted), fields, false));
    }
    const resolved = ids.filter((id) => MARKETABLE.has(id));
    const body = {
      itemIDs: ids,
      items: Object.fromEntries(resolved.map((id) => [String(id), view(id, scope, listingsWanted)])),
      ...(scope.kind === 'world' ? { worldID: scope.id } : {}),
      ...(scope.kind === 'dc' ? { dcName: scope.name } : {}),
      ...(scope.kind === 'region' ? { regionName: scope.name } : {}),
      unresolvedItems: ids.filter((id) => !MARKETABLE.has(id)),
      ...(scope.kind === 'world' ? { worldName: scope.name } : {}),
    };
    return send(res, 200, pick(body, fields, true));
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const path = url.pathname;
    const parts = path.split('/').filter((p) => p !== '');
    const endpoint: Endpoint | 'other' =
      path === '/api/v2/worlds'
        ? 'worlds'
        : path === '/api/v2/data-centers'
          ? 'data-centers'
          : parts.length === 4 && parts[0] === 'api' && parts[1] === 'v2'
            ? 'market'
            : 'other';
    requests.push({
      endpoint,
      path,
      params: Object.fromEntries(url.searchParams),
      userAgent: req.headers['user-agent'],
    });
    if (req.method !== 'GET') return send(res, 405, { status: 405 });
    if (endpoint === 'other') return send(res, 404, { status: 404 });
    if (applyFault(endpoint, res, url)) return;
    const answer = () => {
      if (endpoint === 'worlds') return send(res, 200, worlds);
      if (endpoint === 'data-centers')
        return send(
          res,
          200,
          DATA_CENTERS.map((dc) => ({ name: dc.name, region: dc.region, worlds: dc.worlds.map(([id]) => id) })),
        );
      return market(url, res, parts[2]!, parts[3]!);
    };
    const fault = faults.get(endpoint);
    if (fault?.kind === 'delay') setTimeout(answer, fault.ms);
    else answer();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake Universalis did not bind');

  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    count: (endpoint) => requests.filter((r) => r.endpoint === endpoint).length,
    setPrice(scope, itemId, price) {
      prices.set(`${scope.toLowerCase()}:${itemId}`, price);
    },
    setFault(endpoint, fault) {
      if (fault) faults.set(endpoint, fault);
      else faults.delete(endpoint);
    },
    clearFaults: () => faults.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
