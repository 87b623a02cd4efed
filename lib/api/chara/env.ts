/**
 * The environment variables of the chara proxy, read the same way by the Node server and the edge
 * function (README "Settings"): XIVAPI_BASE, XIVAPI_VERSION, XIVAPI_SCHEMA, and XIVAPI_TIMEOUT_MS
 * (default 10,000: the whole wait of one request on the upstream; tests shorten it to exercise a
 * hanging upstream quickly) and BODY_TIMEOUT_MS (default 10,000: the time a client has to send a
 * request body).
 */
import { envPositiveInteger, envText, type Env } from '../upstream/env.ts';
import type { CharaOptions } from './options.ts';

export function charaOptionsFromEnv(env: Env): CharaOptions {
  const options: CharaOptions = {};
  const base = envText(env, 'XIVAPI_BASE');
  if (base) options.base = base;
  const version = envText(env, 'XIVAPI_VERSION');
  if (version) options.version = version;
  const schema = envText(env, 'XIVAPI_SCHEMA');
  if (schema) options.schema = schema;
  const timeoutMs = envPositiveInteger(env, 'XIVAPI_TIMEOUT_MS');
  if (timeoutMs !== undefined) {
    options.timeoutMs = timeoutMs;
    // The version lookup keeps its shorter budget unless the whole timeout is shorter still.
    options.versionTimeoutMs = Math.min(3000, timeoutMs);
  }
  const bodyTimeoutMs = envPositiveInteger(env, 'BODY_TIMEOUT_MS');
  if (bodyTimeoutMs !== undefined) options.bodyTimeoutMs = bodyTimeoutMs;
  return options;
}
