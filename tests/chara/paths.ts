import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
/** Test copies of the optional tables (see fixtures/tables/README.md). */
export const FIXTURE_TABLES = join(ROOT, 'tests/chara/fixtures/tables');
