/**
 * The `ffxiv-dyes` command, run as a user runs it (a process, its output and exit status), built
 * once by its own build config (vite.cli.config.ts) into a temporary folder; the consumer test
 * (tests/consumer/) runs the one installed from the tarball. Expected answers come from the game's dye table (Snow White is itemID 5729, #5b7fc0 is
 * Raptor Blue's own colour) and, for `--json`, from the HTTP API's envelope for the same request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { createFetch } from '../../lib/index.ts';
import { displayWidth } from '../../cli/table.ts';
import { REPO_ROOT } from '../helpers/dataset.ts';

let dir: string;
let entry: string;

beforeAll(async () => {
  mkdirSync(join(REPO_ROOT, 'tmp'), { recursive: true });
  dir = mkdtempSync(join(REPO_ROOT, 'tmp/cli-'));
  entry = join(dir, 'dist/cli.js');
  await build({
    configFile: join(REPO_ROOT, 'vite.cli.config.ts'),
    root: REPO_ROOT,
    logLevel: 'error',
    build: { outDir: join(dir, 'dist') },
  });
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [entry, ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const withoutRequestId = (text: string) => {
  const body = JSON.parse(text) as { meta: { requestId?: string } };
  delete body.meta.requestId;
  return body;
};

async function api<T = unknown>(path: string): Promise<T> {
  return withoutRequestId(await (await createFetch()(path)).text()) as T;
}

/** Table rows below the header rule. */
const rows = (stdout: string) =>
  stdout
    .split('\n')
    .slice(stdout.split('\n').findIndex((l) => /^-+( +-+)+$/.test(l)) + 1)
    .filter(Boolean);

describe('ffxiv-dyes', () => {
  it('closest: a readable table with the matching dye', () => {
    const { status, stdout, stderr } = cli('closest', '#5b7fc0', '--method', 'oklab');
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toContain('Closest dye to #5B7FC0 (oklab)');
    expect(rows(stdout)).toHaveLength(1);
    expect(rows(stdout)[0]).toMatch(/^Raptor Blue +#5b7fc0 +69 +5797 +Blues +0$/);
  });

  it('--json prints the exact envelope of the HTTP API', async () => {
    const { status, stdout } = cli('closest', '#5b7fc0', '--method', 'oklab', '--json');
    expect(status).toBe(0);
    expect(withoutRequestId(stdout)).toEqual(await api('/v1/match/closest?hex=%235b7fc0&method=oklab'));
  });

  it('harmony: one row per slot, the dyes the API picks', async () => {
    const { status, stdout } = cli('harmony', '5729', '--type', 'triadic', '--wheel', 'ryb');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Triadic harmony of Snow White #e4dfd0 on the RYB/);
    const answer = await api<{ data: { slots: { offset: number; dye: { name: string } }[] } }>(
      '/v1/harmony?dye=5729&type=triadic&wheel=ryb',
    );
    const lines = rows(stdout);
    expect(lines).toHaveLength(2); // a triadic harmony has two slots besides its base
    answer.data.slots.forEach((slot, i) => {
      expect(lines[i]).toContain(`${slot.offset}°`);
      expect(lines[i]).toContain(slot.dye.name);
    });
  });

  it('harmony: a colour base, and companions through camelCase options', () => {
    const { status, stdout } = cli('harmony', '#5b7fc0', '--companions=2', '--preventDuplicates');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Complementary harmony of #5B7FC0 on the RGB/);
  });

  it('dye: a name search in Japanese, aligned by display width', () => {
    const { status, stdout } = cli('dye', 'snow white', '--locale', 'ja');
    expect(status).toBe(0);
    const [header, , row] = stdout.split('\n');
    expect(row).toMatch(/^スノウホワイト \(Snow White\) +#e4dfd0 +1 +5729 +Neutral$/);
    // The hex column starts at the same terminal column in the header and in the row.
    expect(displayWidth(row!.slice(0, row!.indexOf('#e4dfd0')))).toBe(header!.indexOf('hex'));
  });

  it('dye: an ID, itemID or stainID', () => {
    expect(rows(cli('dye', '5729').stdout)[0]).toMatch(/^Snow White +#e4dfd0 +1 +5729/);
    expect(rows(cli('dye', '1').stdout)[0]).toMatch(/^Snow White +#e4dfd0 +1 +5729/);
  });

  it('within: the dyes within the distance, closest first', async () => {
    const { status, stdout } = cli('within', '5b7fc0', '--max-distance', '10', '--limit', '3');
    expect(status).toBe(0);
    const answer = await api<{ data: { results: { dye: { name: string } }[] } }>(
      '/v1/match/within-distance?hex=5b7fc0&maxDistance=10&limit=3',
    );
    expect(rows(stdout).map((l) => l.split(/ {2,}/)[0])).toEqual(answer.data.results.map((r) => r.dye.name));
    expect(rows(stdout)[0]).toMatch(/^Raptor Blue .* 0$/);
  });

  it('wheels: the five wheels, and one wheel with every dye on it', () => {
    const list = cli('wheels');
    expect(list.status).toBe(0);
    expect(rows(list.stdout).map((l) => l.split(' ')[0])).toEqual([
      'rgb',
      'ryb',
      'perceptual',
      'oklch-hue',
      'oklch-lightness',
    ]);
    const ryb = cli('wheels', 'ryb');
    expect(ryb.status).toBe(0);
    expect(rows(ryb.stdout)).toHaveLength(125); // the game has 125 dyes
  });

  it.each([
    [['closest', 'zzz'], 'ffxiv-dyes closest: Invalid hex color format. Expected #RRGGBB or RRGGBB.'],
    [
      ['harmony', '5729', '--type', 'nope'],
      'ffxiv-dyes harmony: --type: Invalid harmony type "nope". Must be one of: complementary,',
    ],
    [
      ['wheels', 'hsl'],
      'ffxiv-dyes wheels: Invalid colour wheel "hsl". Must be one of: rgb, ryb, perceptual, oklch-hue, oklch-lightness',
    ],
    [['dye', 'white', '--locale', 'xx'], 'ffxiv-dyes dye: --locale: Unsupported locale "xx".'],
    [['within', '#5b7fc0'], 'ffxiv-dyes within: Missing required option --max-distance'],
  ])('an API error prints its message and exits with 2: %j', (args, message) => {
    const { status, stdout, stderr } = cli(...args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.startsWith(message)).toBe(true);
  });

  it.each([
    [['within', '5b7fc0', '--max-distance', 'abc'], 'ffxiv-dyes within: --max-distance must be a finite number.'],
    [['within', '5b7fc0', '--maxDistance=-3'], 'ffxiv-dyes within: --maxDistance must be >= 0.01.'],
    [['closest', '5b7fc0', '--exclude-ids', '0'], 'ffxiv-dyes closest: Invalid ID "0" in --exclude-ids.'],
    [['closest', '5b7fc0', '--method', 'nope'], 'ffxiv-dyes closest: --method: Invalid matching method "nope".'],
    [['wheels', 'ryb', '--stops=1000'], 'ffxiv-dyes wheels: --stops must be <= 360.'],
  ])('a bad value is named by the flag as typed, not the API parameter: %j', (args, message) => {
    const { status, stderr } = cli(...args);
    expect(status).toBe(2);
    expect(stderr.startsWith(message), stderr).toBe(true);
    expect(stderr).not.toMatch(/maxDistance"|excludeIds|Parameter "/);
  });

  it.each([
    [['dye', 'no such dye'], 'ffxiv-dyes dye: No dye matches "no such dye".'],
    [['dye', '999999'], 'ffxiv-dyes dye: No dye found with ID 999999.'],
    [['dye', '52254'], 'ffxiv-dyes dye: ID 52254 is the consolidated market itemID for Type-A dyes'],
  ])('a dye that does not exist says so and exits with 1: %j', (args, message) => {
    const { status, stdout, stderr } = cli(...args);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.startsWith(message), stderr).toBe(true);
  });

  it('no command prints the help where errors go and exits with 2', () => {
    const { status, stdout, stderr } = cli();
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^Usage: ffxiv-dyes <command>/);
    expect(stderr).toContain('  closest');
  });

  it('within: a list cut at --limit says so; one that is not does not', async () => {
    const all = await api<{ data: { resultCount: number } }>(
      '/v1/match/within-distance?hex=5b7fc0&maxDistance=300&limit=125',
    );
    expect(all.data.resultCount).toBeGreaterThan(5);
    const cut = cli('within', '5b7fc0', '--max-distance', '300', '--limit', '5');
    expect(cut.status).toBe(0);
    expect(rows(cut.stdout).filter((l) => l.includes('#'))).toHaveLength(5);
    expect(cut.stdout).toMatch(/^The closest 5 of the dyes within 300 of #5B7FC0/);
    expect(cut.stdout).toContain('More dyes are within 300: the list stops at --limit 5');
    // The default limit cuts too.
    const byDefault = cli('within', '5b7fc0', '--max-distance', '300');
    expect(byDefault.stdout).toContain('the list stops at --limit 20');

    const few = await api<{ data: { resultCount: number } }>(
      '/v1/match/within-distance?hex=5b7fc0&maxDistance=6&limit=125',
    );
    const whole = cli('within', '5b7fc0', '--max-distance', '6', '--limit', String(few.data.resultCount));
    expect(rows(whole.stdout)).toHaveLength(few.data.resultCount);
    expect(whole.stdout).toMatch(new RegExp(`^${few.data.resultCount} dyes within 6`));
    expect(whole.stdout).not.toContain('More dyes');
  });

  it('within --json answers the limit as given', async () => {
    const { stdout } = cli('within', '5b7fc0', '--max-distance', '300', '--limit', '5', '--json');
    expect(withoutRequestId(stdout)).toEqual(await api('/v1/match/within-distance?hex=5b7fc0&maxDistance=300&limit=5'));
  });

  it('with --json, an error still prints the envelope and exits with 2', () => {
    const { status, stdout } = cli('closest', 'zzz', '--json');
    expect(status).toBe(2);
    expect(JSON.parse(stdout)).toMatchObject({
      success: false,
      error: 'INVALID_HEX',
      details: { parameter: 'hex', received: 'zzz' },
    });
  });

  it.each([
    [['bogus'], 'Unknown command "bogus"'],
    [['closest'], 'Missing the colour'],
    [['closest', '#5b7fc0', '--colour', 'red'], 'Unknown option --colour for closest'],
    [['closest', '#5b7fc0', '--method'], 'Option --method needs a value'],
    [['dye'], 'Missing the dye ID or name'],
    [['serve', '--port', 'http'], '--port must be a port number'],
    [['serve', '--port', '99999'], '--port must be a port number'],
    [['serve', '--port', '0', '--host', '192.0.2.1'], 'Cannot serve: listen EADDRNOTAVAIL'],
  ])('a usage mistake says what is wrong and exits with 2: %j', (args, message) => {
    const { status, stderr } = cli(...args);
    expect(status).toBe(2);
    expect(stderr).toContain(message);
  });

  it('--help for each command lists its options with their allowed values', () => {
    for (const name of ['closest', 'within', 'harmony', 'dye', 'wheels', 'serve']) {
      const { status, stdout } = cli(name, '--help');
      expect(status).toBe(0);
      expect(stdout).toMatch(new RegExp(`^Usage: ffxiv-dyes ${name}`));
    }
    const help = cli('harmony', '--help').stdout;
    expect(help).toMatch(/--type <value> +Harmony type\..*one of: complementary, analogous, triadic/);
    expect(help).toMatch(/--wheel <value> .*one of: rgb, ryb, perceptual, oklch-hue, oklch-lightness/);
    expect(help).toContain('--json');
    const main = cli('--help');
    expect(main.status).toBe(0);
    for (const name of ['closest', 'within', 'harmony', 'dye', 'wheels', 'serve'])
      expect(main.stdout).toContain(`  ${name}`);
  });

  it('serve: the HTTP API on a free port', async () => {
    const child = spawn(process.execPath, [entry, 'serve', '--port', '0'], {
      cwd: REPO_ROOT,
      env: { ...process.env, SITE_DIR: join(REPO_ROOT, 'tmp/no-site-here'), RATE_LIMIT_PER_MINUTE: '0' },
      detached: true,
    });
    try {
      const url = await new Promise<string>((ok, fail) => {
        let out = '';
        const timer = setTimeout(() => fail(new Error(`no listening line: ${out}`)), 20_000);
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = /listening on (http:\/\/\S+)/.exec(out);
          if (found) {
            clearTimeout(timer);
            ok(found[1]!);
          }
        });
      });
      const res = await fetch(`${url}/v1/dyes/5729`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { name: string } }).data.name).toBe('Snow White');
      expect(await (await fetch(`${url}/`)).text()).toContain('The API is running');
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
    }
  });
});
