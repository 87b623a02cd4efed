/**
 * A local fake of Eorzea Collection's glamour API on a loopback port: `GET /api/glamour/{id}`
 * answers the site's JSON (`id`, `name`, `character`, `server`, `gear` keyed `head` … `right_ring`,
 * `fashion`, `facewear`, each null or `{ name, dyes? }`), 404 for a glamour it does not have. Like
 * the real front it refuses a client that does not say it is a browser (403). Fault knobs make it
 * answer a status, hang, stall mid-body, send HTML or JSON of another shape. Requests are recorded.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export type GlamourFault =
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'stall-body' }
  | { kind: 'non-json' }
  | { kind: 'wrong-shape' };

export interface FakeEorzeaCollection {
  url: string;
  requests: { path: string; userAgent: string | undefined }[];
  count(): number;
  setFault(fault: GlamourFault | null): void;
  close(): Promise<void>;
}

type Piece = { name: string; dyes?: string } | null;
export interface FakeGlamour {
  id: number;
  name: string;
  character: string;
  server: string;
  gear: Record<string, Piece>;
}

/** The glamour of every case the issue lists, and a twelve-piece one. */
export const GLAMOURS: FakeGlamour[] = [
  {
    id: 100,
    name: 'Poet in the Rain',
    character: 'Alisaie Leveilleur',
    server: 'Twintania',
    gear: {
      // The game spells this name with a no-break space; the site writes a plain one.
      head: { name: "Cashmere Poet's Hat", dyes: 'jet-black,snow-white' },
      body: { name: 'Fixture Sailor Shirt', dyes: 'opo-opo-brown' },
      // Names are matched without regard to case.
      hands: { name: 'FIXTURE BEECH GLOVES', dyes: 'jet-black,jet-black' },
      // Here the site writes the no-break space and the game a plain one.
      legs: { name: 'Fixture\u00a0Wide Slacks', dyes: 'jet-black,none' },
      // Undyeable: the site sends no `dyes` at all.
      feet: { name: 'Fixture Loafers' },
      weapon: { name: 'Runaway Bow' },
      offhand: null,
      earrings: { name: 'Fixture Plain Earring', dyes: 'pure-white,moonlit-plaid' },
      necklace: { name: 'Mythril Necklace of Nowhere', dyes: 'none' },
      bracelets: null,
      left_ring: { name: "The Emperor's New Ring", dyes: 'none' },
      // A body piece named for a ring: the name exists, but not in that slot.
      right_ring: { name: 'Fixture Beech Coat', dyes: 'none' },
      fashion: { name: 'Fixture Parasol', dyes: 'none' },
      facewear: { name: 'Black Rose-colored Spectacles' },
    },
  },
  {
    id: 200,
    name: 'Twelve of Twelve',
    character: 'Thancred Waters',
    server: 'Gilgamesh',
    gear: {
      weapon: { name: "Serpent Private's Sword" },
      offhand: { name: 'Fixture Kite Shield', dyes: 'snow-white' },
      head: { name: 'Beech Mask of Casting', dyes: 'jet-black' },
      body: { name: 'Fixture Sailor Shirt', dyes: 'snow-white' },
      hands: { name: 'Fixture Beech Gloves', dyes: 'jet-black,snow-white' },
      legs: { name: 'Fixture Wide Slacks', dyes: 'snow-white,jet-black' },
      feet: { name: 'Fixture Loafers' },
      earrings: { name: 'Fixture Plain Earring', dyes: 'pure-white' },
      necklace: { name: 'Fixture Choker', dyes: 'jet-black' },
      bracelets: { name: 'Fixture Bangle', dyes: 'opo-opo-brown' },
      left_ring: { name: "The Emperor's New Ring" },
      right_ring: { name: "The Emperor's New Ring" },
      fashion: null,
      facewear: null,
    },
  },
  {
    id: 500,
    name: 'Monocle Only',
    character: 'Estinien Varlineau',
    server: 'Cerberus',
    // Facewear the game's Glasses sheet has no row of: listed as unplaced, never guessed.
    gear: { body: { name: 'Fixture Sailor Shirt', dyes: 'none' }, facewear: { name: 'Fixture Monocle of Nowhere' } },
  },
  {
    id: 400,
    name: 'One Coat',
    character: 'Urianger Augurelt',
    server: 'Sargatanas',
    gear: { body: { name: 'Fixture Probe Coat 5', dyes: 'jet-black,none' } },
  },
];

export async function startFakeEorzeaCollection(): Promise<FakeEorzeaCollection> {
  const requests: FakeEorzeaCollection['requests'] = [];
  const sockets = new Set<Socket>();
  let fault: GlamourFault | null = null;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
    res.end(text);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    requests.push({ path: url.pathname, userAgent: req.headers['user-agent'] });
    if (!/^Mozilla\/5\.0 /.test(req.headers['user-agent'] ?? '')) {
      res.writeHead(403, { 'Content-Type': 'text/html' });
      return res.end('<html><body>Sorry, you have been blocked</body></html>');
    }
    const match = /^\/api\/glamour\/(\d+)$/.exec(url.pathname);
    if (req.method !== 'GET' || !match) return json(res, 404, { message: 'Not Found' });
    switch (fault?.kind) {
      case 'status':
        if (fault.status >= 300 && fault.status < 400) {
          res.writeHead(fault.status, { Location: `${url.origin}/elsewhere` });
          return res.end();
        }
        return json(res, fault.status, { message: `fault ${fault.status}` });
      case 'hang':
        return; // never answers; the socket is destroyed on close()
      case 'stall-body':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return void res.write('{"id":100,"name":"Poet');
      case 'non-json':
        res.writeHead(200, { 'Content-Type': 'text/html' });
        return res.end('<html><body>Just a moment…</body></html>');
      case 'wrong-shape':
        return json(res, 200, { data: { glamour: 'elsewhere' } });
    }
    const id = Number(match[1]);
    // 300–399: copies of the twelve-piece glamour, so each fault case can ask one nothing has cached.
    const glamour = id >= 300 && id < 400 ? { ...GLAMOURS[1]!, id } : GLAMOURS.find((g) => g.id === id);
    if (!glamour) return json(res, 404, { message: 'Glamour not found' });
    json(res, 200, glamour);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    count: () => requests.length,
    setFault: (f) => (fault = f),
    close: () =>
      new Promise<void>((ok) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => ok());
      }),
  };
}
