/**
 * The edge function on workerd, for tests and benchmarks: runtimes/edge/edge.ts bundled by esbuild into one
 * module, run by Miniflare with the settings of wrangler.toml (compatibility date, vars, the
 * rate-limit binding, the CHARA_DATA assets binding), so what is tested is what deploys.
 */
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Miniflare } from 'miniflare';

export const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');

/**
 * The few settings of wrangler.toml the worker needs. Hand-read (a TOML library is not a
 * dependency): top-level and table `key = value` lines with strings, numbers, booleans and one
 * inline table, which is all this file uses.
 */
export interface WranglerConfig {
  main: string;
  compatibilityDate: string;
  vars: Record<string, string>;
  rateLimits: { name: string; limit: number; period: number }[];
  assets?: { directory: string; binding: string };
  /** The module rules: which imports stay modules of their own, and of what type. */
  rules: { type: string; globs: string[]; fallthrough?: boolean }[];
}

export function readWranglerToml(path = join(ROOT, 'wrangler.toml')): WranglerConfig {
  const tables: { header: string; values: Record<string, unknown> }[] = [{ header: '', values: {} }];
  const scalar = (raw: string): unknown => {
    raw = raw.trim();
    if (raw.startsWith('"') || raw.startsWith('[')) return JSON.parse(raw);
    if (raw === 'true' || raw === 'false') return raw === 'true';
    if (raw.startsWith('{')) {
      const inner: Record<string, unknown> = {};
      for (const pair of raw.slice(1, -1).split(',')) {
        const [k, v] = pair.split('=');
        if (k && v) inner[k.trim()] = scalar(v);
      }
      return inner;
    }
    return Number(raw);
  };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const text = line.replace(/#.*$/, '').trim();
    if (!text) continue;
    const header = /^\[\[?([^\]]+)\]\]?$/.exec(text);
    if (header) tables.push({ header: text.startsWith('[[') ? `[[${header[1]}]]` : header[1]!, values: {} });
    else {
      const eq = text.indexOf('=');
      tables.at(-1)!.values[text.slice(0, eq).trim()] = scalar(text.slice(eq + 1));
    }
  }
  const top = tables[0]!.values;
  const assets = tables.find((t) => t.header === 'assets')?.values;
  return {
    main: String(top.main),
    compatibilityDate: String(top.compatibility_date),
    vars: Object.fromEntries(
      Object.entries(tables.find((t) => t.header === 'vars')?.values ?? {}).map(([k, v]) => [k, String(v)]),
    ),
    rateLimits: tables
      .filter((t) => t.header === '[[ratelimits]]')
      .map((t) => {
        const simple = t.values.simple as { limit: number; period: number };
        return { name: String(t.values.name), limit: simple.limit, period: simple.period };
      }),
    assets: assets ? { directory: String(assets.directory), binding: String(assets.binding) } : undefined,
    rules: tables
      .filter((t) => t.header === '[[rules]]')
      .map((t) => ({
        type: String(t.values.type),
        globs: t.values.globs as string[],
        ...(typeof t.values.fallthrough === 'boolean' ? { fallthrough: t.values.fallthrough } : {}),
      })),
  };
}

const bundled = new Map<string, Promise<string>>();

/**
 * Bundles a worker entry (default: wrangler.toml's `main`) once per test process; resolves to the
 * bundle's main module, next to the wasm and font modules it imports.
 */
export function bundleEdgeWorker(entry = readWranglerToml().main): Promise<string> {
  let pending = bundled.get(entry);
  if (pending) return pending;
  pending = (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ffxiv-dyes-edge-'));
    const outfile = join(dir, 'edge.js');
    await build({
      entryPoints: [join(ROOT, entry)],
      // The preview card's wasm modules and font stay modules of their own, as wrangler bundles them.
      loader: { '.wasm': 'copy', '.otf': 'copy' },
      // wrangler.toml's [define]: satori's CSS parser reads NODE_ENV.
      define: { 'process.env.NODE_ENV': '"production"' },
      assetNames: '[name]-[hash]',
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      mainFields: ['browser', 'module', 'main'],
      conditions: ['workerd', 'worker', 'browser'],
      outfile,
      logLevel: 'error',
    });
    return outfile;
  })();
  bundled.set(entry, pending);
  return pending;
}

export interface EdgeOptions {
  /** Variables over wrangler.toml's [vars]. */
  vars?: Record<string, string>;
  /** Directory behind the CHARA_DATA assets binding (default: wrangler.toml's, i.e. data/chara). */
  dataDir?: string;
  /** Drop the rate-limit binding, to exercise the in-isolate fallback. */
  withoutRateLimitBinding?: boolean;
  /** Worker entry to run (default: wrangler.toml's `main`), e.g. `runtimes/edge/api-only.ts`. */
  entry?: string;
}

export interface EdgeWorker {
  url: string;
  miniflare: Miniflare;
  close(): Promise<void>;
}

export async function startEdgeWorker(options: EdgeOptions = {}): Promise<EdgeWorker> {
  const config = readWranglerToml();
  const scriptPath = await bundleEdgeWorker(options.entry ?? config.main);
  const vars = { ...config.vars, ...options.vars };
  const perMinute = Number(vars.RATE_LIMIT_PER_MINUTE ?? 60);
  const miniflare = new Miniflare({
    modules: true,
    scriptPath,
    modulesRoot: dirname(scriptPath),
    modulesRules: config.rules.map((rule) => ({
      type: rule.type as 'CompiledWasm' | 'Data',
      include: rule.globs,
      fallthrough: rule.fallthrough,
    })),
    compatibilityDate: config.compatibilityDate,
    bindings: vars,
    // The binding's limit follows RATE_LIMIT_PER_MINUTE like a deployment that keeps them in step;
    // wrangler.toml's own pair (60 → 65) is checked by the edge tests.
    ratelimits:
      options.withoutRateLimitBinding || perMinute === 0
        ? undefined
        : Object.fromEntries(
            config.rateLimits.map((r) => [r.name, { simple: { limit: perMinute + 5, period: r.period } }]),
          ),
    assets: config.assets
      ? {
          directory: options.dataDir ?? join(ROOT, config.assets.directory),
          binding: config.assets.binding,
          routerConfig: { invoke_user_worker_ahead_of_assets: true, has_user_worker: true },
        }
      : undefined,
  });
  const url = (await miniflare.ready).toString().replace(/\/$/, '');
  return { url, miniflare, close: () => miniflare.dispose() };
}
