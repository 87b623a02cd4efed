/**
 * The environment variables of the prices proxy, read the same way by the Node server and the edge
 * function: UNIVERSALIS_BASE (default https://universalis.app) and UNIVERSALIS_TIMEOUT_MS (default
 * 10,000: the whole wait of one upstream call; tests shorten it to exercise a hanging upstream).
 */
import { envPositiveInteger, envText, type Env } from '../upstream/env.ts';
import type { PricesOptions } from './options.ts';

export function pricesOptionsFromEnv(env: Env): PricesOptions {
  const options: PricesOptions = {};
  const base = envText(env, 'UNIVERSALIS_BASE');
  if (base) options.base = base;
  const timeoutMs = envPositiveInteger(env, 'UNIVERSALIS_TIMEOUT_MS');
  if (timeoutMs !== undefined) options.timeoutMs = timeoutMs;
  return options;
}
