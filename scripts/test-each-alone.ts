/**
 * Runs every test file on its own, one after another, each in a fresh Vitest: a file that passes
 * only because another one ran first (a built site, a warmed cache, a global left behind) fails
 * here. Prints one line per file and exits non-zero if any failed.
 *
 *   npm run test:alone                  # every file but the browser ones (about 10 minutes)
 *   npm run test:alone -- tests/browser # the browser files (each builds the site it needs)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const roots = process.argv.slice(2);
const missing = roots.filter((root) => !existsSync(resolve(ROOT, root)));
if (missing.length) {
  console.error(`no such test folder or file: ${missing.join(', ')}`);
  process.exit(2);
}

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : testFiles(path);
    return path.endsWith('.test.ts') ? [path] : [];
  });
}
const testFilesUnder = (path: string) => (statSync(path).isDirectory() ? testFiles(path) : [path]);

const files = (roots.length ? roots : ['tests'])
  .flatMap((root) => testFilesUnder(resolve(ROOT, root)))
  .map((file) => relative(ROOT, file))
  .filter((file) => roots.length > 0 || !file.startsWith('tests/browser/'))
  .sort();

const failed: string[] = [];
for (const file of files) {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', file], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1).padStart(6);
  if (run.status === 0) console.log(`ok   ${seconds} s  ${file}`);
  else {
    failed.push(file);
    console.log(`FAIL ${seconds} s  ${file}\n${(run.stdout + run.stderr).split('\n').slice(-40).join('\n')}`);
  }
}
console.log(`\n${files.length - failed.length} of ${files.length} files pass alone`);
if (failed.length) {
  console.log(`failed:\n  ${failed.join('\n  ')}`);
  process.exit(1);
}
