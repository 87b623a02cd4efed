/**
 * `scripts/setup.sh` (the README's `npm run setup`), run by `sh` against fake `id`, `sudo`,
 * `apt-get`, `dpkg-query` and `fc-list` on a PATH of their own, so each kind of machine can be
 * played out: root without sudo (a container image), a user with sudo, a user without it, and a
 * machine that has everything already. The fakes write what they were asked into a log.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/dataset.ts';

const SCRIPT = join(REPO_ROOT, 'scripts/setup.sh');

let dir: string;
let bin: string;
let log: string;

interface Machine {
  uid: number;
  sudo?: boolean;
  aptGet?: boolean;
  chromium?: boolean;
  /** How the fonts show: dpkg says installed, fontconfig lists them, or neither. */
  fonts?: 'dpkg' | 'fc-list' | false;
}

function fake(name: string, body: string) {
  const file = join(bin, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
}

function run(machine: Machine) {
  fake('id', `[ "$1" = "-u" ] && echo ${machine.uid}`);
  if (machine.sudo) fake('sudo', `echo "sudo $*" >> "${log}"; SUDO_USED=1 exec "$@"`);
  if (machine.aptGet !== false) {
    fake(
      'apt-get',
      `echo "apt-get $* (DEBIAN_FRONTEND=\${DEBIAN_FRONTEND:-unset}, via sudo: \${SUDO_USED:-no})" >> "${log}"`,
    );
  }
  fake(
    'dpkg-query',
    machine.fonts === 'dpkg' ? `printf installed` : `echo "dpkg-query: no packages found matching $*" >&2; exit 1`,
  );
  fake(
    'fc-list',
    machine.fonts === 'fc-list' ? `echo "/usr/share/fonts/x.ttc: Noto Sans CJK JP:style=Regular"` : `true`,
  );
  const chromium = join(dir, 'chromium');
  if (machine.chromium) {
    writeFileSync(chromium, '#!/bin/sh\n');
    chmodSync(chromium, 0o755);
  }
  const result = spawnSync('/bin/sh', [SCRIPT], {
    encoding: 'utf8',
    env: { PATH: bin, CHROME_PATH: chromium, HOME: dir },
  });
  return {
    status: result.status,
    out: result.stdout + result.stderr,
    calls: existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [],
  };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ffxiv-dyes-setup-'));
  bin = join(dir, 'bin');
  log = join(dir, 'calls.log');
  // The few real tools the script needs besides the fakes; nothing else of the machine's PATH.
  spawnSync('mkdir', [bin]);
  for (const tool of ['grep', 'env', 'sh']) {
    const found = spawnSync('/bin/sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
    symlinkSync(found, join(bin, tool));
  }
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run setup', () => {
  it('as root with no sudo on the machine, installs both packages with apt-get itself', () => {
    const r = run({ uid: 0, sudo: false, chromium: false, fonts: false });
    expect(r.status, r.out).toBe(0);
    expect(r.calls).toEqual([
      'apt-get update -qq (DEBIAN_FRONTEND=unset, via sudo: no)',
      'apt-get install -y -qq chromium fonts-noto-cjk (DEBIAN_FRONTEND=noninteractive, via sudo: no)',
    ]);
    expect(r.out).toContain('installing the Debian packages chromium fonts-noto-cjk');
    expect(r.out).not.toContain('sudo');
  });

  it('as a user with sudo, installs through sudo and says so', () => {
    const r = run({ uid: 1000, sudo: true, chromium: false, fonts: false });
    expect(r.status, r.out).toBe(0);
    expect(r.calls).toEqual([
      'sudo apt-get update -qq',
      'apt-get update -qq (DEBIAN_FRONTEND=unset, via sudo: 1)',
      'sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk',
      'apt-get install -y -qq chromium fonts-noto-cjk (DEBIAN_FRONTEND=noninteractive, via sudo: 1)',
    ]);
    expect(r.out).toContain('with sudo');
  });

  it('as a user without sudo, fails with the command to run as root', () => {
    const r = run({ uid: 1000, sudo: false, chromium: false, fonts: 'dpkg' });
    expect(r.status).toBe(1);
    expect(r.calls).toEqual([]);
    expect(r.out).toContain('there is no sudo');
    expect(r.out).toContain('apt-get install -y chromium');
  });

  it.each([['dpkg' as const], ['fc-list' as const]])(
    'installs nothing when Chromium and the fonts are there (fonts found by %s)',
    (fonts) => {
      const r = run({ uid: 1000, sudo: true, chromium: true, fonts });
      expect(r.status, r.out).toBe(0);
      expect(r.calls).toEqual([]);
      expect(r.out).toContain('nothing to install');
    },
  );

  it('installs only what is missing', () => {
    const r = run({ uid: 0, chromium: true, fonts: false });
    expect(r.status, r.out).toBe(0);
    expect(r.calls.at(-1)).toBe('apt-get install -y -qq fonts-noto-cjk (DEBIAN_FRONTEND=noninteractive, via sudo: no)');
  });

  it('on a machine without apt-get, names what to install and fails', () => {
    const r = run({ uid: 0, aptGet: false, chromium: false, fonts: 'fc-list' });
    expect(r.status).toBe(1);
    expect(r.out).toContain('missing chromium');
    expect(r.out).toContain('CHROME_PATH');
  });
});

describe('the README', () => {
  it('runs the setup script, not a sudo command, before the tests', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(readme).toMatch(/^npm run setup && npm ci && npm test\b/m);
    expect(readme.split('```')[1]).not.toContain('sudo');
    expect(pkg.scripts.setup).toBe('sh scripts/setup.sh');
  });
});
