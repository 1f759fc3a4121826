import type { Redis } from 'ioredis';

/**
 * Counters in fixed windows, kept in Redis when several instances share them, in memory otherwise:
 * the per-customer allowance per minute (RATE_LIMITS, src/http/rate-limit.ts) and the sign-in
 * throttle (src/auth/sign-in-throttle.ts) count in them.
 */
export interface RateLimitStore {
  /** Counts one call; returns the count in the current window and the ms until the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** The count in the current window without counting. */
  peek(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
}

export function memoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key, windowMs) {
      const t = now();
      const start = t - (t % windowMs);
      let w = windows.get(key);
      if (!w || w.start !== start) {
        w = { start, count: 0 };
        windows.set(key, w);
        if (windows.size > 100_000) for (const [k, v] of windows) if (v.start !== start) windows.delete(k);
      }
      w.count += 1;
      return { count: w.count, resetMs: start + windowMs - t };
    },
    async peek(key, windowMs) {
      const t = now();
      const start = t - (t % windowMs);
      const w = windows.get(key);
      return { count: w && w.start === start ? w.count : 0, resetMs: start + windowMs - t };
    },
  };
}

// INCR and the expiry in one atomic step, so that no instance ever sees a counter without a TTL.
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

export function redisRateLimitStore(redis: Redis, now: () => number = Date.now): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const t = now();
      const start = t - (t % windowMs);
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `specgate:rl:${key}:${start}`, String(windowMs))) as [number, number];
      return { count, resetMs: ttl > 0 ? ttl : start + windowMs - t };
    },
    async peek(key, windowMs) {
      const t = now();
      const start = t - (t % windowMs);
      const count = Number((await redis.get(`specgate:rl:${key}:${start}`)) ?? 0);
      return { count, resetMs: start + windowMs - t };
    },
  };
}
