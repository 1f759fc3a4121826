import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { RateLimitedError } from '../errors.js';
import type { RateLimits } from '../config.js';
import type { App } from './types.js';

/**
 * Per-customer allowance per minute, by tier (RATE_LIMITS). Fixed one-minute windows: a counter per
 * customer and window, kept in Redis when several instances share it, in memory otherwise.
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

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counted against the caller's customer allowance (after the gate has identified the caller). */
    rateLimited?: boolean;
  }
}

export interface RateLimitDeps {
  store: RateLimitStore;
  limits: RateLimits;
  defaultTier: string;
  log: FastifyBaseLogger;
}

/**
 * When the shared store cannot be reached the call is let through (fail open) and a warning is
 * logged: the allowance protects capacity, and refusing every customer because Redis is down
 * would turn a cache outage into a full outage.
 */
export function registerRateLimit(app: App, deps: RateLimitDeps): void {
  const windowMs = 60_000;
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config?.rateLimited) return;
    const p = request.principal;
    if (!p || p.kind === 'global_admin') return;
    const limit = deps.limits[p.tier] ?? deps.limits[deps.defaultTier]!;
    let hit;
    try {
      hit = await deps.store.hit(p.customerId, windowMs);
    } catch (err) {
      deps.log.warn({ err }, 'rate-limit store unreachable; allowing the call');
      return;
    }
    if (hit.count > limit) throw new RateLimitedError(Math.max(1, Math.ceil(hit.resetMs / 1000)));
  });
}
