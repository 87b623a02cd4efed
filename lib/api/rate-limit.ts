/**
 * Per-client rate limiting: a fixed window aligned to the epoch minute,
 * limit = RATE_LIMIT_PER_MINUTE + a burst of 5. Remaining counts down truthfully.
 */
export interface RateDecision {
  allowed: boolean;
  remaining: number;
  /** Unix seconds when the window resets. */
  resetAt: number;
}

export interface RateLimiter {
  readonly limit: number;
  take(key: string, nowMs: number): RateDecision | Promise<RateDecision>;
  /** What is left for `key` without counting a request (answers that are not counted report it). */
  peek?(key: string, nowMs: number): Omit<RateDecision, 'allowed'>;
}

export const BURST = 5;
export const DEFAULT_PER_MINUTE = 60;
const WINDOW_MS = 60_000;

/** The in-memory limiter decides at once. */
export interface MemoryRateLimiter extends RateLimiter {
  take(key: string, nowMs: number): RateDecision;
  peek(key: string, nowMs: number): Omit<RateDecision, 'allowed'>;
}

/** Longer than any address key (IPv6 text is at most 45 characters); longer keys are not stored. */
const MAX_KEY_LENGTH = 64;

/**
 * In-memory fixed window; one process. Exact for every client while at most `maxKeys` are known in
 * the window; past that, every new client (and any over-long key) shares one overflow bucket with
 * the same limit, so a flood of addresses neither grows memory nor buys fresh allowances. Entries
 * of past windows are dropped as the window turns.
 */
export function createMemoryRateLimiter(perMinute = DEFAULT_PER_MINUTE, maxKeys = 100_000): MemoryRateLimiter {
  const limit = perMinute + BURST;
  let window = -1;
  let counts = new Map<string, number>();
  let overflow = 0;
  return {
    limit,
    take(key, nowMs) {
      const current = Math.floor(nowMs / WINDOW_MS);
      if (current !== window) {
        window = current;
        counts = new Map();
        overflow = 0;
      }
      const resetAt = (current + 1) * (WINDOW_MS / 1000);
      const known = counts.get(key);
      if (known === undefined && (counts.size >= maxKeys || key.length > MAX_KEY_LENGTH)) {
        if (overflow >= limit) return { allowed: false, remaining: 0, resetAt };
        overflow++;
        return { allowed: true, remaining: limit - overflow, resetAt };
      }
      const used = known ?? 0;
      if (used >= limit) return { allowed: false, remaining: 0, resetAt };
      counts.set(key, used + 1);
      return { allowed: true, remaining: limit - used - 1, resetAt };
    },
    peek(key, nowMs) {
      const current = Math.floor(nowMs / WINDOW_MS);
      const resetAt = (current + 1) * (WINDOW_MS / 1000);
      if (current !== window) return { remaining: limit, resetAt };
      const used = counts.get(key) ?? (counts.size >= maxKeys || key.length > MAX_KEY_LENGTH ? overflow : 0);
      return { remaining: Math.max(0, limit - used), resetAt };
    },
  };
}

/** `RATE_LIMIT_PER_MINUTE` as the servers read it: default 60, `0` turns limiting off. */
export function rateLimitFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PER_MINUTE;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`RATE_LIMIT_PER_MINUTE must be a non-negative integer, got "${value}"`);
  return n;
}
