/**
 * The fuzz properties, shared by the in-process and the HTTP runs. Each throws with the request
 * in the message, so a shrunk fast-check counterexample reads as a bug report.
 */
import { assertError, assertSuccess, PARAMETER_CODES } from '../helpers/envelope.ts';
import type { Answer } from '../helpers/http.ts';
import type { FuzzRequest, LabelledRequest } from './arbitraries.ts';
import { ROUTES, parameterNames, type RouteSpec } from './routes.ts';

const PUBLIC = 'public, max-age=3600, s-maxage=86400';

/** Routes a pathname could reach, read raw or percent-decoded (the spec does not say which). */
function candidateRoutes(pathname: string): RouteSpec[] {
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  const raw = pathname.split('/');
  const found = new Set<RouteSpec>();
  for (const parts of [raw, raw.map(decode)]) {
    for (const route of ROUTES) {
      const segs = route.path.split('/');
      if (segs.length === parts.length && segs.every((s, i) => (s.startsWith(':') ? parts[i] !== '' : s === parts[i])))
        found.add(route);
    }
  }
  return [...found];
}

function fail(req: FuzzRequest, a: Answer, what: string): never {
  throw new Error(`${req.method} ${req.target}: ${what}\n  -> ${a.status} ${a.text.slice(0, 300)}`);
}

/**
 * Chaos property: never a 5xx, an answer within `boundMs`, every rejection a known code with a
 * message and (for validation codes) the parameter it blames, every success a valid envelope.
 */
export function checkChaos(req: FuzzRequest, a: Answer, boundMs: number) {
  const label = `${req.method} ${req.target}`;
  if (a.ms > boundMs) fail(req, a, `took ${a.ms.toFixed(1)} ms (bound ${boundMs} ms)`);
  if (![200, 204, 400, 404].includes(a.status)) fail(req, a, `status ${a.status}`);
  if (req.method === 'HEAD') {
    if (a.text !== '') fail(req, a, 'HEAD answered with a body');
    return;
  }
  const url = new URL(req.target, 'http://fuzz.invalid');
  // A path whose dot segments climb out of /v1 is not an API request any more (the site may answer).
  if (!(url.pathname === '/v1' || url.pathname.startsWith('/v1/'))) return;
  if (a.headers.get('x-api-version') !== 'v1') fail(req, a, 'no X-API-Version');
  if (a.headers.get('access-control-allow-origin') !== '*') fail(req, a, 'no CORS header');
  if (a.status === 200) {
    const rawLocale = url.searchParams.get('locale');
    assertSuccess(a, label, rawLocale || null);
    if (a.headers.get('cache-control') !== PUBLIC) fail(req, a, `Cache-Control ${a.headers.get('cache-control')}`);
    return;
  }
  assertError(a, label);
  if (a.headers.get('cache-control') !== 'no-store') fail(req, a, `Cache-Control ${a.headers.get('cache-control')}`);
  const { error, details } = a.json;
  if (a.status === 404 && error !== 'NOT_FOUND') fail(req, a, `404 with ${error}`);
  if (a.status === 400 && !PARAMETER_CODES.has(error)) fail(req, a, `400 with ${error}`);
  if (!PARAMETER_CODES.has(error)) return;
  const routes = candidateRoutes(url.pathname);
  const names = new Set(['locale', ...routes.flatMap((r) => [...parameterNames(r)])]);
  if (!names.has(details.parameter)) fail(req, a, `blames "${details.parameter}", not a parameter of ${url.pathname}`);
  if (error !== 'MISSING_PARAMETER') {
    if (!('received' in details)) fail(req, a, 'no details.received');
    const inQuery = url.searchParams.has(details.parameter);
    const inPath = routes.some((r) => r.pathParam?.name === details.parameter);
    if (!inQuery && !inPath) fail(req, a, `blames "${details.parameter}", which the request does not carry`);
  }
}

/** Labelled property: the exact status, code and parameter the spec predicts, and the locale in meta. */
export function checkLabelled(req: LabelledRequest, a: Answer, boundMs: number) {
  checkChaos(req, a, boundMs);
  const e = req.expected;
  if (a.status !== e.status) fail(req, a, `expected status ${e.status}${e.code ? ` ${e.code} on ${e.parameter}` : ''}`);
  if (e.code && a.json.error !== e.code) fail(req, a, `expected ${e.code} on ${e.parameter}`);
  if (e.parameter && a.json.details?.parameter !== e.parameter) fail(req, a, `expected the error on "${e.parameter}"`);
  const metaLocale = a.json.meta?.locale ?? null;
  if (metaLocale !== e.locale) fail(req, a, `meta.locale ${metaLocale}, expected ${e.locale}`);
  if (a.status === 200 && e.verify) {
    const problem = e.verify(a.json);
    if (problem) fail(req, a, problem);
  }
}
