/**
 * The environment variables of the prices proxy, read the same way by the Node server and the edge
 * function: UNIVERSALIS_BASE (default https://universalis.app) and UNIVERSALIS_TIMEOUT_MS (default
 * 10,000: the whole wait of one upstream call; tests shorten it to exercise a hanging upstream).
 */
import type { PricesOptions } from './index.ts';

type Env = Readonly<Record<string, unknown>>;

const text = (env: Env, name: string): string | undefined => {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

export function pricesOptionsFromEnv(env: Env): PricesOptions {
  const options: PricesOptions = {};
  const base = text(env, 'UNIVERSALIS_BASE');
  if (base) options.base = base;
  const timeout = text(env, 'UNIVERSALIS_TIMEOUT_MS');
  if (timeout !== undefined) {
    const ms = Number(timeout);
    if (!Number.isInteger(ms) || ms <= 0)
      throw new Error(`UNIVERSALIS_TIMEOUT_MS must be a positive integer, got "${timeout}"`);
    options.timeoutMs = ms;
  }
  return options;
}
