/**
 * The drop-in `fetch` (`createFetch()`) against its floor, measured in alternation in the same
 * run: what merely building the runtime's own `Request` and `Response` and reading the answer's
 * text costs. The handler's own time (`app.handle`, no Request/Response at all) is shown beside.
 */
import { createFetch, localApp } from '../lib/fetch/create-fetch.ts';
import { freshHexes, measureInterleaved, randomHexes, report } from './harness.ts';

export async function benchFetch(): Promise<void> {
  const paths = randomHexes(1000, 7).map((hex) => `/v1/match/closest?hex=${hex.slice(1)}`);
  const fetch = createFetch({ baseUrl: 'http://localhost' });
  const app = localApp();
  const first = await fetch(paths[0]!);
  const sample = await first.clone().text();
  const sampleHeaders = Object.fromEntries(first.headers);

  let i = 0;
  const next = () => paths[i++ % paths.length]!;
  const fresh = freshHexes();
  const { medianUs, ratioToFirst } = await measureInterleaved([
    // The floor as a caller's own code would pay it: a Request for the URL, a Response, its text.
    () => {
      void new Request(new URL(next(), 'http://localhost')).url;
      return new Response(sample).text();
    },
    // The same with the answer's real headers: what any in-process fetch of this answer must build.
    () => {
      void new Request(new URL(next(), 'http://localhost')).url;
      return new Response(sample, { status: 200, headers: sampleHeaders }).text();
    },
    () => app.handle({ method: 'GET', url: `http://localhost${next()}`, header: () => null }),
    async () => (await fetch(next())).text(),
    async () => (await fetch(next())).json() as Promise<unknown>,
    // Reading the headers makes the response build them (they wait until first read).
    async () => {
      const res = await fetch(next());
      void res.headers.get('content-type');
      return res.text();
    },
    // A colour never asked before: no remembered answer, the full search every time.
    async () => (await fetch(`/v1/match/closest?hex=${fresh()}`)).text(),
  ]);
  const names = [
    'floor: new Request + new Response + text()',
    'floor with the answer’s 10 headers',
    'handler: app.handle (no Request/Response)',
    'createFetch closest + text()',
    'createFetch closest + json()',
    'createFetch closest + headers + text()',
    'createFetch closest, colour never repeated',
  ];
  report(
    'Drop-in fetch: median per request for /v1/match/closest (random hex), alternating rounds',
    names.map((name, k) => ({
      name,
      medianUs: medianUs[k]!,
      note:
        k === 0 ? 'peer' : `${ratioToFirst[k]!.toFixed(2)}× the floor${k === 3 ? ' (target ≤ 1.30× on Node 24)' : ''}`,
    })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFetch();
