import { RateLimitedError } from '../errors.js';
import type { RateLimitStore } from '../http/rate-limit.js';

export interface ThrottleLimits {
  /** Failed attempts allowed per username in a window. */
  perUsername: number;
  /** Failed attempts allowed per client address in a window. */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perUsername: 10, perAddress: 100, windowMs: 15 * 60_000 };

/**
 * Slows down password guessing on every sign-in path (portal, admin, API authorize): once a
 * username or an address has failed too often in the window, further attempts are refused with
 * 429 before any password is checked. Counters live where rate limits live (Redis or memory).
 */
export function signInThrottle(
  store: RateLimitStore,
  limits: ThrottleLimits = DEFAULT_THROTTLE,
  /** The store unreachable: sign-in stays possible (fail open, as rate limits do) and this is told. */
  onStoreError: (err: unknown) => void = () => {},
) {
  const keys = (username: string, address: string) => ({
    user: `signin:user:${username.trim().toLowerCase()}`,
    addr: `signin:addr:${address}`,
  });
  return {
    async assertAllowed(username: string, address: string): Promise<void> {
      const k = keys(username, address);
      let u, a;
      try {
        [u, a] = await Promise.all([store.peek(k.user, limits.windowMs), store.peek(k.addr, limits.windowMs)]);
      } catch (err) {
        onStoreError(err);
        return;
      }
      if (u.count >= limits.perUsername || a.count >= limits.perAddress) {
        throw new RateLimitedError(Math.max(1, Math.ceil(Math.max(u.resetMs, a.resetMs) / 1000)), 'too many failed sign-in attempts');
      }
    },
    async recordFailure(username: string, address: string): Promise<void> {
      const k = keys(username, address);
      await Promise.all([store.hit(k.user, limits.windowMs), store.hit(k.addr, limits.windowMs)]).catch(onStoreError);
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;
