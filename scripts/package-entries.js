/**
 * The package's public entries, read from package.json `exports`: the one list of subpaths. The
 * library build (vite.config.ts) builds one module per entry, eslint.config.js lints the domain
 * folders behind them, and tests/consumer/entries.test.ts checks tsconfig.build.json against it
 * (JSON cannot import). An entry's source is its declaration path with `dist/types/` and `.d.ts`
 * taken off: `./dist/types/lib/color/index.d.ts` is built from `lib/color/index.ts`.
 */
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** @type {import('./package-entries.d.ts').PackageEntry[]} */
export const PACKAGE_ENTRIES = Object.entries(manifest.exports)
  .filter(([, target]) => typeof target === 'object')
  .map(([subpath, target]) => {
    const name = subpath === '.' ? 'index' : subpath.slice(2);
    const source = target.types.replace(/^\.\/dist\/types\//, '').replace(/\.d\.ts$/, '.ts');
    if (target.default !== `./dist/${name}.js`) {
      throw new Error(`package.json exports["${subpath}"].default must be ./dist/${name}.js, is ${target.default}`);
    }
    return { subpath, name, source };
  });

/** The folders of lib/ published as `ffxiv-dyes/<folder>` (their entry is `lib/<folder>/index.ts`). */
export const SUBPATH_FOLDERS = PACKAGE_ENTRIES.filter((e) => e.source === `lib/${e.name}/index.ts`).map((e) => e.name);
