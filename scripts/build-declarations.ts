/**
 * `dist/types/`: the declarations (and declaration maps) of the published entry points, emitted by
 * tsc from tsconfig.build.json. tsc keeps the sources' `.ts` import extensions in declaration files;
 * TypeScript itself accepts them there, but editors and other tools expect the `.js` path the
 * runtime uses, so relative specifiers are rewritten. `.ts` → `.js` keeps every column, so the
 * declaration maps stay exact.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const outDir = join(root, 'dist/types');

rmSync(outDir, { recursive: true, force: true });
const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
  cwd: root,
  stdio: 'inherit',
});
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

// Relative module specifiers in import/export declarations and `import('…')` types.
const RELATIVE_TS = /((?:from\s+|import\()['"]\.{1,2}\/[^'"]*?)\.ts(['"])/g;

let rewritten = 0;
for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
  const file = join(entry.parentPath, entry.name);
  const text = readFileSync(file, 'utf8');
  const next = text.replace(RELATIVE_TS, '$1.js$2');
  if (next !== text) {
    writeFileSync(file, next);
    rewritten++;
  }
}
console.log(`declarations: ${rewritten} files with rewritten import paths in dist/types/`);
