/**
 * Per-client rate limiting (spec §8, decision #15): a fixed window aligned to the epoch minute,
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
}

export const BURST = 5;
export const DEFAULT_PER_MINUTE = 60;
const WINDOW_MS = 60_000;

/** In-memory fixed window; one process. Entries of past windows are dropped as the window turns. */
export function createMemoryRateLimiter(perMinute = DEFAULT_PER_MINUTE, maxKeys = 100_000): RateLimiter {
  const limit = perMinute + BURST;
  let window = -1;
  let counts = new Map<string, number>();
  return {
    limit,
    take(key, nowMs) {
      const current = Math.floor(nowMs / WINDOW_MS);
      if (current !== window) {
        window = current;
        counts = new Map();
      }
      const resetAt = (current + 1) * (WINDOW_MS / 1000);
      const used = counts.get(key) ?? 0;
      if (used >= limit) return { allowed: false, remaining: 0, resetAt };
      // A flood of distinct keys cannot grow memory without bound: past the cap, new keys share one bucket.
      counts.set(counts.size >= maxKeys && !counts.has(key) ? '*overflow*' : key, used + 1);
      return { allowed: true, remaining: limit - used - 1, resetAt };
    },
  };
}

/** `RATE_LIMIT_PER_MINUTE` as the servers read it: default 60, `0` turns limiting off. */
export function rateLimitFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PER_MINUTE;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`RATE_LIMIT_PER_MINUTE must be a non-negative integer, got "${value}"`);
  return n;
}
