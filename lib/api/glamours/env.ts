/**
 * The settings of the glamour proxy, read the same way by the Node server and the edge function
 * (README "Settings"): EORZEA_COLLECTION_BASE (an origin, as XIVAPI_BASE is) and
 * EORZEA_COLLECTION_TIMEOUT_MS (default 10,000: the whole wait on the site for one glamour).
 */
import { envPositiveInteger, envText, type Env } from '../upstream/env.ts';
import type { GlamourOptions } from './options.ts';

export function glamourOptionsFromEnv(env: Env): GlamourOptions {
  const options: GlamourOptions = {};
  const base = envText(env, 'EORZEA_COLLECTION_BASE');
  if (base) options.base = base;
  const timeoutMs = envPositiveInteger(env, 'EORZEA_COLLECTION_TIMEOUT_MS');
  if (timeoutMs !== undefined) options.timeoutMs = timeoutMs;
  return options;
}
