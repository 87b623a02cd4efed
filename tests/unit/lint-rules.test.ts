/**
 * The layering rules of eslint.config.js fire on a deliberate violation and stay quiet on a clean
 * file. Each probe is linted as if it lived at `filePath`, with the project's own configuration.
 */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const LAYER_RULES = new Set(['no-restricted-imports', 'no-restricted-globals']);

// The probes are not files on disk, so they are parsed without type information; only the layering
// rules run (the type-aware rules need the project's files).
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => LAYER_RULES.has(ruleId),
});

async function fired(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('layering rules', () => {
  it.each([
    [
      'lib/color/probe.ts',
      "import { ApiError } from '../api/errors.ts';\nexport const e = ApiError;\n",
      /Domain folders must not import lib\/api/,
    ],
    [
      'lib/harmony/probe.ts',
      "import { createFetch } from '../fetch/create-fetch.ts';\nexport const f = createFetch;\n",
      /lib\/fetch/,
    ],
    [
      'lib/palette/probe.ts',
      "import type { EngineApi } from '../worker/engine.worker.ts';\nexport type E = EngineApi;\n",
      /lib\/worker/,
    ],
    [
      'lib/api/probe.ts',
      "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
      /runtime-neutral/,
    ],
    ['lib/dyes/probe.ts', "import { join } from 'path';\nexport const j = join;\n", /runtime-neutral/],
    ['lib/vision/probe.ts', 'export const w = window.innerWidth;\n', /Domain folders use no DOM/],
    ['lib/palette/probe.ts', 'export const c = new OffscreenCanvas(1, 1);\n', /Domain folders use no DOM/],
    [
      'site/tools/probe.ts',
      "import { DYES } from '../../lib/dyes/database.ts';\nexport const d = DYES;\n",
      /public entries/,
    ],
    [
      'site/tools/mixer/probe.ts',
      "import { mixerTools } from '../../../lib/worker/tools/mixer.ts';\nexport const m = mixerTools;\n",
      /public entries/,
    ],
    [
      'runtimes/preview/probe.ts',
      "import en from '../../site/i18n/locales/en/home.json';\nexport const e = en;\n",
      /only its tool registry/,
    ],
    [
      'cli/probe.ts',
      "import { TOOLS } from '../site/tools/shared/state.ts';\nexport const t = TOOLS;\n",
      /only its tool registry/,
    ],
    [
      'site/tools/registry.ts',
      "import { LOCALES } from '../../lib/index.ts';\nexport const l = LOCALES;\n",
      /imports nothing/,
    ],
  ])('%s: a violation fires', async (filePath, code, message) => {
    const messages = await fired(filePath, code);
    expect(
      messages.some((m) => message.test(m)),
      messages.join('\n') || 'no message',
    ).toBe(true);
  });

  it.each([
    ['lib/color/probe.ts', "import { round4 } from './round.ts';\nexport const r = round4(1);\n"],
    ['lib/worker/probe.ts', 'export const c = new OffscreenCanvas(1, 1);\n'],
    ['lib/api/probe.ts', "import { closestDye } from '../match/index.ts';\nexport const c = closestDye;\n"],
    [
      'site/tools/probe.ts',
      "import { closestDye } from '../../lib/index.ts';\nimport { DYES } from '../../lib/dyes/index.ts';\nexport const c = [closestDye, DYES];\n",
    ],
    ['runtimes/preview/probe.ts', "import { toolAt } from '../../site/tools/registry.ts';\nexport const t = toolAt;\n"],
  ])('%s: a clean file passes', async (filePath, code) => {
    expect(await fired(filePath, code)).toEqual([]);
  });
});
