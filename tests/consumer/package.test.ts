/**
 * The package as a user gets it: `npm pack` (which builds through `prepack`), then the tarball
 * installed into a fresh project beside TypeScript and the user's own msw — msw 3 where Node
 * supports it (≥ 22.12), msw 2 otherwise — type-checked strictly under NodeNext and under bundler
 * resolution, and run. publint and Are the Types Wrong check the tarball; the installed
 * `ffxiv-dyes` command runs from the compiled JavaScript the tarball ships. esbuild bundles single
 * imports from the installed package, as an app's bundler would, and the test prints and bounds what
 * each one adds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { REPO_ROOT } from '../helpers/dataset.ts';
import { PACKAGE_ENTRIES } from '../../scripts/package-entries.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const versionOf = (pkg: string) =>
  (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version;

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
/** msw 3 needs Node ≥ 22.12; older Node gets msw 2, as a user there would. */
const MSW_RANGE = major > 22 || (major === 22 && minor >= 12) ? '^3.0.0' : '^2.0.0';

let work: string;
let project: string;
let tarball: string;

const npm = (args: string[], cwd: string) =>
  run('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, maxBuffer: 64 << 20 });
const bin = (dir: string, name: string) => join(dir, 'node_modules/.bin', name);

/** Runs the project's own tsc; a type error fails the test with tsc's report. */
function typeCheck(config: string) {
  const result = spawnSync(process.execPath, [bin(project, 'tsc'), '-p', config], { cwd: project, encoding: 'utf8' });
  expect(`${result.stdout}${result.stderr}`).toBe('');
  expect(result.status).toBe(0);
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'ffxiv-dyes-consumer-'));
  const packed = await npm(['pack', '--json', '--pack-destination', work], REPO_ROOT);
  // The prepack build prints first (with colour codes, which contain '['): the JSON is the array that
  // opens on a line of its own.
  const [info] = JSON.parse(packed.stdout.slice(packed.stdout.search(/^\[$/m))) as { filename: string }[];
  tarball = join(work, info!.filename);
  project = join(work, 'project');
  cpSync(join(REPO_ROOT, 'tests/consumer/project'), project, { recursive: true });
  await npm(
    [
      'install',
      '--prefer-offline',
      tarball,
      `typescript@${versionOf('typescript')}`,
      `@types/node@${versionOf('@types/node')}`,
      `msw@${MSW_RANGE}`,
    ],
    project,
  );
}, 600_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed tarball', () => {
  it('ships the build, the declarations and the command, not the tests or the site', () => {
    const listing = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
    const files = listing.map((f) => f.replace(/^package\//, ''));
    for (const expected of [
      'dist/index.js',
      'dist/msw.js',
      'dist/worker.js',
      'dist/cli.js',
      'dist/types/lib/index.d.ts',
      'dist/types/lib/index.d.ts.map',
      'dist/types/lib/fetch/msw.d.ts',
      'dist/types/lib/worker/engine.worker.d.ts',
      'dist/color.js',
      'dist/chara-file.js',
      'dist/types/lib/chara-file/index.d.ts',
      'README.md',
      'LICENSE',
      'CHANGELOG.md',
    ]) {
      expect(files).toContain(expected);
    }
    expect(files.filter((f) => /^(tests|site|bench|scripts|data)\//.test(f) || f.startsWith('node_modules/'))).toEqual(
      [],
    );
  });

  it('passes publint', async () => {
    const { stdout } = await run(bin(REPO_ROOT, 'publint'), ['--strict', tarball]);
    expect(stdout).toContain('All good');
  }, 60_000);

  it('passes Are the Types Wrong for an ES-module-only package', async () => {
    // Exits non-zero on any problem that counts; CommonJS `require` (node10, node16 from CJS) does not
    // for an ES-module-only package.
    const { stdout } = await run(bin(REPO_ROOT, 'attw'), ['--profile', 'esm-only', '--format', 'ascii', tarball]);
    const counted = stdout.split('\n').filter((line) => /^(node16 \(from ESM\)|bundler):/.test(line));
    // Every entry of package.json exports and package.json itself, two resolutions each.
    expect(counted).toHaveLength(2 * (PACKAGE_ENTRIES.length + 1));
    for (const line of counted) expect(line).toContain('🟢');
  }, 120_000);

  it(`is installed with msw ${MSW_RANGE} and the declarations point at .js paths`, () => {
    const msw = JSON.parse(readFileSync(join(project, 'node_modules/msw/package.json'), 'utf8')) as { version: string };
    expect(msw.version.split('.')[0]).toBe(MSW_RANGE.slice(1, 2));
    const index = readFileSync(join(project, 'node_modules/ffxiv-dyes/dist/types/lib/index.d.ts'), 'utf8');
    expect(index).toContain("from './fetch/create-fetch.js'");
    expect(index).not.toMatch(/from '\.[^']*\.ts'/);
  });
});

/** What src/app.ts prints: see tests/consumer/project/src/app.ts. */
function expectAppOutput(stdout: string) {
  const out = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
  expect(out).toMatchObject({
    typed: [false, false, false, false],
    // #5b7fc0 is Raptor Blue's own colour in the game's dye table, so it matches at distance 0.
    closest: { status: 200, name: 'Raptor Blue', localizedName: 'ラプトルブルー', distance: 0 },
    // itemID 5729 is Snow White (スノウホワイト); a triadic harmony has two slots besides the base.
    viaMsw: { status: 200, name: 'Snow White/スノウホワイト', harmonySlots: 2 },
    findDye: 'Snow White',
    refused: 'hex',
    subpaths: ['function', 'function'],
    counts: { locales: 6, methods: 6, wheels: 5 },
  });
}

describe('a strict TypeScript project using the package', () => {
  it('type-checks and runs under NodeNext resolution', async () => {
    typeCheck('tsconfig.nodenext.json');
    const { stdout } = await run(process.execPath, ['out/nodenext/app.js'], { cwd: project });
    expectAppOutput(stdout);
  }, 120_000);

  it('type-checks under bundler resolution and runs when bundled', async () => {
    typeCheck('tsconfig.bundler.json');
    await build({
      absWorkingDir: project,
      entryPoints: ['src/app.ts'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // The user's msw stays theirs, as a bundler for a Node test run would leave it.
      external: ['msw', 'msw/*'],
      outfile: 'out/bundler/app.js',
      logLevel: 'error',
    });
    const { stdout } = await run(process.execPath, ['out/bundler/app.js'], { cwd: project });
    expectAppOutput(stdout);
  }, 120_000);
});

describe('the installed ffxiv-dyes command', () => {
  const cli = (args: string[]) => spawnSync(bin(project, 'ffxiv-dyes'), args, { cwd: project, encoding: 'utf8' });

  it('answers with the exact envelope', () => {
    const result = cli(['closest', '#5b7fc0', '--method', 'oklab', '--json']);
    expect(result.status).toBe(0);
    const body = JSON.parse(result.stdout) as { success: boolean; data: { dye: { name: string }; method: string } };
    expect(body).toMatchObject({ success: true, data: { dye: { name: 'Raptor Blue' }, method: 'oklab' } });
  });

  it('prints the API message and exits with 2 on bad input', () => {
    const result = cli(['harmony', '5729', '--type', 'nope']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Invalid harmony type "nope"');
  });
});

describe('what one import adds to an app bundle', () => {
  /** Minified, gzipped bytes of an app that logs `code`'s imports, less those of an app that logs nothing of ours. */
  async function addedBytes(code: string): Promise<number> {
    const gzipped = async (contents: string) => {
      const result = await build({
        absWorkingDir: project,
        stdin: { contents, resolveDir: project, loader: 'js' },
        bundle: true,
        minify: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        external: ['msw', 'msw/*'],
        write: false,
        logLevel: 'silent',
      });
      // No "ignoring this import" or any other warning: the package's modules bundle cleanly.
      expect(result.warnings).toEqual([]);
      return gzipSync(result.outputFiles[0]!.contents).length;
    };
    return (await gzipped(code)) - (await gzipped('console.log(globalThis);'));
  }
  const added = (name: string, from: string) => addedBytes(`import { ${name} } from '${from}'; console.log(${name});`);

  let sizes: Record<string, number>;
  beforeAll(async () => {
    sizes = {
      'closestDye from ffxiv-dyes': await added('closestDye', 'ffxiv-dyes'),
      'closestDye from ffxiv-dyes/match': await added('closestDye', 'ffxiv-dyes/match'),
      'harmony from ffxiv-dyes': await added('harmony', 'ffxiv-dyes'),
      'harmony from ffxiv-dyes/harmony': await added('harmony', 'ffxiv-dyes/harmony'),
      'createFetch from ffxiv-dyes': await added('createFetch', 'ffxiv-dyes'),
      'ValidationError from ffxiv-dyes': await added('ValidationError', 'ffxiv-dyes'),
      'everything from ffxiv-dyes': await addedBytes("import * as all from 'ffxiv-dyes'; console.log(all);"),
    };
    console.log(
      'gzip bytes added to an app bundle (esbuild, minified):\n' +
        Object.entries(sizes)
          .map(([what, bytes]) => `  ${what.padEnd(36)} ${bytes}`)
          .join('\n'),
    );
  }, 120_000);

  it('closestDye and harmony cost from the root what they cost from their subpath', () => {
    // The root re-exports the subpaths; with "sideEffects" declared and one module per source file,
    // a bundler keeps only what the imported function reaches. 10 % leaves room for the root's own
    // re-export lines, not for another feature's code or data.
    expect(sizes['closestDye from ffxiv-dyes']).toBeLessThanOrEqual(1.1 * sizes['closestDye from ffxiv-dyes/match']!);
    expect(sizes['harmony from ffxiv-dyes']).toBeLessThanOrEqual(1.1 * sizes['harmony from ffxiv-dyes/harmony']!);
  });

  it('ValidationError brings no dye data', () => {
    // The error class is a few hundred bytes; the smallest table it could drag in, the 125 dyes,
    // is about 10 KB gzipped on its own.
    expect(sizes['ValidationError from ffxiv-dyes']).toBeLessThan(2_000);
  });

  it('createFetch brings the local /v1 app, less than the whole package', () => {
    // createFetch answers every local route (dyes, matching, harmonies, wheels, character colours),
    // so it carries their tables; it must still leave out what no route uses (the palette
    // extractor, the mixer, the .chara reader).
    expect(sizes['createFetch from ffxiv-dyes']).toBeLessThan(0.8 * sizes['everything from ffxiv-dyes']!);
    // A single match is a fraction of the app: the matching code and the dye table.
    expect(sizes['closestDye from ffxiv-dyes']).toBeLessThan(0.4 * sizes['createFetch from ffxiv-dyes']!);
  });

  it('a bare import of the worker script keeps its start-up', async () => {
    // The one module with a side effect (package.json "sideEffects"): importing it exposes the
    // engine over Comlink, which a bundler must not drop.
    const result = await build({
      absWorkingDir: project,
      stdin: { contents: "import 'ffxiv-dyes/worker';", resolveDir: project, loader: 'js' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'error',
    });
    expect(result.outputFiles[0]!.text).toMatch(/\bexpose\(/);
  });
});
