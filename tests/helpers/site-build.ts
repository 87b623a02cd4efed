/**
 * The built site (site/.vitepress/dist), rebuilt when its sources changed: what the browser
 * tests, the preview-card tests and the browser benchmark need before they start a server.
 */
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(fileURLToPath(import.meta.url), '../../..');

const DIST = join(ROOT, 'site/.vitepress/dist');

/** Newest modification time under `path` (skipping build output and caches). */
async function newest(path: string): Promise<number> {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const entry of await readdir(path)) {
    if (entry === 'dist' || entry === 'cache' || entry === 'node_modules') continue;
    latest = Math.max(latest, await newest(join(path, entry)));
  }
  return latest;
}

const SOURCES = [
  'site',
  'lib',
  'data',
  'runtimes/service-worker',
  'runtimes/node/site-headers.ts',
  'scripts/build-site.ts',
];

/**
 * Builds the site unless `dist/sw.js` (written last) is newer than every source. Test files run
 * in parallel workers, so a lock directory makes the second one wait for the first one's build.
 */
export async function ensureSiteBuilt(): Promise<void> {
  const lock = join(ROOT, 'node_modules/.cache/ffxiv-dyes-site-build.lock');
  await mkdir(join(ROOT, 'node_modules/.cache'), { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const age = Date.now() - ((await stat(lock).catch(() => null))?.mtimeMs ?? 0);
      if (age > 5 * 60_000) await rm(lock, { recursive: true, force: true }); // a crashed build
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    const built = (await stat(join(DIST, 'sw.js')).catch(() => null))?.mtimeMs ?? 0;
    const sources = Math.max(...(await Promise.all(SOURCES.map((s) => newest(join(ROOT, s))))));
    if (built < sources) {
      const { buildSite } = await import('../../scripts/build-site.ts');
      await buildSite({ quiet: true });
    }
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
