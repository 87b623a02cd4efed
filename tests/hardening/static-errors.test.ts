/**
 * Finding 4: a file that cannot be read for a passing reason (out of file descriptors) is not
 * remembered as missing. The static site is driven in-process with reads that fail with EMFILE
 * while the flag is up, exactly as the kernel reports it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type * as FsPromises from 'node:fs/promises';

const exhausted = { on: false };
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof FsPromises>();
  const emfile = () => Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE', errno: -24 });
  return {
    ...real,
    readFile: ((...args: Parameters<typeof real.readFile>) =>
      exhausted.on ? Promise.reject(emfile()) : real.readFile(...args)) as typeof real.readFile,
    stat: ((...args: Parameters<typeof real.stat>) =>
      exhausted.on ? Promise.reject(emfile()) : real.stat(...args)) as typeof real.stat,
  };
});

const { createStaticSite } = await import('../../runtimes/node/static.ts');

describe('a transient read error', () => {
  it('is not cached as "not found": the page answers once descriptors are free', async () => {
    const site = mkdtempSync(join(tmpdir(), 'harden-emfile-'));
    writeFileSync(join(site, 'index.html'), '<title>home</title>');
    writeFileSync(join(site, '404.html'), '<title>not here</title>');
    writeFileSync(join(site, 'guide.html'), '<title>guide</title>');
    const server = await createStaticSite(site);
    const serve = (path: string) => server.serve(path, { acceptEncoding: null, ifNoneMatch: null });

    exhausted.on = true;
    const during = await serve('/guide').catch((error: unknown) => error);
    exhausted.on = false;
    // While it lasts the answer may fail, but it must not claim the page does not exist.
    expect((during as { status?: number } | null)?.status).not.toBe(404);

    const after = await serve('/guide');
    expect(after?.status).toBe(200);
    expect(Buffer.from(after!.body!).toString()).toContain('guide');
  });
});
