/**
 * The environment variables of the chara proxy, read the same way by the Node server and the edge
 * function (DESIGN.md "Contracts"): XIVAPI_BASE, XIVAPI_VERSION, XIVAPI_SCHEMA, and
 * XIVAPI_TIMEOUT_MS (default 10,000: the whole wait of one request on the upstream; tests shorten it
 * to exercise a hanging upstream quickly) and BODY_TIMEOUT_MS (default 10,000: the time a client
 * has to send a request body).
 */
import type { CharaOptions } from './index.ts';

type Env = Readonly<Record<string, unknown>>;

const text = (env: Env, name: string): string | undefined => {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

export function charaOptionsFromEnv(env: Env): CharaOptions {
  const options: CharaOptions = {};
  const base = text(env, 'XIVAPI_BASE');
  if (base) options.base = base;
  const version = text(env, 'XIVAPI_VERSION');
  if (version) options.version = version;
  const schema = text(env, 'XIVAPI_SCHEMA');
  if (schema) options.schema = schema;
  const timeout = text(env, 'XIVAPI_TIMEOUT_MS');
  if (timeout !== undefined) {
    const ms = Number(timeout);
    if (!Number.isInteger(ms) || ms <= 0)
      throw new Error(`XIVAPI_TIMEOUT_MS must be a positive integer, got "${timeout}"`);
    options.timeoutMs = ms;
    // The version lookup keeps its shorter budget unless the whole timeout is shorter still.
    options.versionTimeoutMs = Math.min(3000, ms);
  }
  const bodyTimeout = text(env, 'BODY_TIMEOUT_MS');
  if (bodyTimeout !== undefined) {
    const ms = Number(bodyTimeout);
    if (!Number.isInteger(ms) || ms <= 0)
      throw new Error(`BODY_TIMEOUT_MS must be a positive integer, got "${bodyTimeout}"`);
    options.bodyTimeoutMs = ms;
  }
  return options;
}
