import type { FastifyBaseLogger } from 'fastify';
import { RateLimitedError } from '../errors.js';
import type { RateLimitStore } from '../infra/rate-limit-store.js';
import type { App } from './types.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counted against the caller's customer allowance (after the gate has identified the caller). */
    rateLimited?: boolean;
  }
}

export interface RateLimitDeps {
  store: RateLimitStore;
  /** Calls per minute by tier (RATE_LIMITS). */
  limits: Readonly<Record<string, number>>;
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
