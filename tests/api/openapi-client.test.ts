/**
 * /v1/openapi.json as tools read it: valid under Redocly's recommended rules, and good enough that
 * openapi-typescript generates types from it with which openapi-fetch, given createFetch() as its
 * fetch, makes typed calls that answer correctly (tests/api/typed-client/client.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import openapiTS, { astToString } from 'openapi-typescript';
import { createFetch, ENGINE_ROUTES } from '../../lib/index.ts';
import { REPO_ROOT } from '../helpers/dataset.ts';

/** The copy of typed-client/client.ts, loaded once its generated schema.d.ts sits beside it. */
type Call = (client: object) => Promise<unknown>;
interface ClientModule extends Record<'closest' | 'dyeById' | 'triadic' | 'firstPage' | 'badHex', Call> {
  dyeClient(fetch: typeof globalThis.fetch): object;
  mistakes(client: object): unknown[];
}

let dir: string;
let documentText: string;

beforeAll(async () => {
  documentText = await (await createFetch()('/v1/openapi.json')).text();
  // Inside the repository, so the copy resolves openapi-fetch from its node_modules.
  mkdirSync(join(REPO_ROOT, 'tmp'), { recursive: true });
  dir = mkdtempSync(join(REPO_ROOT, 'tmp/typed-client-'));
  writeFileSync(join(dir, 'openapi.json'), documentText);
  writeFileSync(
    join(dir, 'schema.d.ts'),
    astToString(await openapiTS(JSON.parse(documentText) as Parameters<typeof openapiTS>[0])),
  );
  copyFileSync(join(REPO_ROOT, 'tests/api/typed-client/client.ts'), join(dir, 'client.ts'));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        target: 'ES2022',
        lib: ['ES2022', 'DOM'],
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
      files: ['client.ts'],
    }),
  );
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const tool = (name: string, args: string[]) =>
  spawnSync(process.execPath, [join(REPO_ROOT, 'node_modules', name), ...args], { cwd: dir, encoding: 'utf8' });

describe('/v1/openapi.json', () => {
  it('passes Redocly lint with no error or warning', () => {
    const result = tool('@redocly/cli/bin/cli.js', ['lint', 'openapi.json', '--format', 'json']);
    const report = JSON.parse(result.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string }[];
    };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('documents every route the app answers, with a typed `data` for each JSON route', () => {
    const doc = JSON.parse(documentText) as {
      paths: Record<
        string,
        Record<
          string,
          { responses: Record<string, { content: Record<string, { schema: { properties?: { data?: object } } }> }> }
        >
      >;
    };
    const untyped = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => {
          const json = op.responses['200']?.content['application/json'];
          return json?.schema.properties && Object.keys(json.schema.properties.data ?? {}).length === 0;
        })
        .map(([method]) => `${method} ${path}`),
    );
    // Only the chara answers (which need the network) are left as plain JSON.
    expect(untyped).toEqual(['post /v1/chara/resolve']);
  });
});

describe('the answers match the document', () => {
  type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> };
  // JSON Schema 2020-12, the dialect of OpenAPI 3.1; `components` rides along so `$ref`s resolve.
  const ajv = new Ajv2020({ strict: false, allErrors: true }).addFormat(
    'uuid',
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  );
  const validatorFor = (path: string, method: string, status: number) => {
    const doc = JSON.parse(documentText) as { paths: Record<string, Record<string, Operation>>; components: object };
    const schema = doc.paths[path]?.[method]?.responses[String(status)]?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`no ${status} JSON schema documented for ${method} ${path}`);
    return ajv.compile({ ...schema, components: doc.components });
  };

  it.each(ENGINE_ROUTES.map((r) => [r.example, r] as const))(
    'the example request %s answers what its schema says',
    async (example, route) => {
      const res = await createFetch()(example);
      expect(res.status).toBe(200);
      const validate = validatorFor(route.path.replace(/:(\w+)/g, '{$1}'), route.method.toLowerCase(), 200);
      const body: unknown = await res.json();
      validate(body);
      expect(validate.errors ?? []).toEqual([]);
    },
  );

  it('an error answer matches the Error schema', async () => {
    const res = await createFetch()('/v1/match/closest?hex=nope');
    const validate = validatorFor('/v1/match/closest', 'get', 400);
    validate(await res.json());
    expect(validate.errors ?? []).toEqual([]);
  });

  it('a wrong answer would not pass', () => {
    // The validator is not a rubber stamp: a Dye Object missing its hex fails.
    const validate = validatorFor('/v1/dyes/{id}', 'get', 200);
    expect(validate({ success: true, data: { itemID: 5729 }, meta: { requestId: 'x', apiVersion: 'v1' } })).toBe(false);
  });
});

describe('a client generated from it (openapi-typescript + openapi-fetch over createFetch)', () => {
  let client: object;
  let calls: ClientModule;

  beforeAll(async () => {
    calls = (await import(/* @vite-ignore */ join(dir, 'client.ts'))) as ClientModule;
    client = calls.dyeClient(createFetch());
  });

  it('type-checks strictly, and rejects a missing parameter, an unknown value and an unknown route', () => {
    const result = tool('typescript/bin/tsc', ['-p', 'tsconfig.json']);
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
  }, 60_000);

  it('makes typed calls that answer correctly', async () => {
    // #5b7fc0 is Raptor Blue's own colour (ラプトルブルー in Japanese), so the match is exact.
    expect(await calls.closest(client)).toEqual({ name: 'Raptor Blue', localizedName: 'ラプトルブルー', distance: 0 });
    // itemID 5729 is Snow White, #E4DFD0.
    expect(await calls.dyeById(client)).toEqual({ name: 'Snow White', rgb: { r: 0xe4, g: 0xdf, b: 0xd0 } });
    expect(await calls.triadic(client)).toHaveLength(2);
    // The game has 20 Blues; the first page holds 10 of them.
    expect(await calls.firstPage(client)).toEqual({ count: 10, total: 20 });
    expect(await calls.badHex(client)).toEqual({ status: 400, code: 'INVALID_HEX', parameter: 'hex' });
    expect(calls.mistakes(client)).toHaveLength(3);
  });
});
