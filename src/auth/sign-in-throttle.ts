import { createHash } from 'node:crypto';
import net from 'node:net';
import { RateLimitedError } from '../errors.js';
import type { RateLimitStore } from '../infra/rate-limit-store.js';
import { unmappedAddress } from '../users/address-ranges.js';

export interface ThrottleLimits {
  /** Failed attempts allowed for one username from one client address in a window. */
  perUsernameAndAddress: number;
  /** Failed attempts allowed from one client address in a window, whatever the usernames. */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perUsernameAndAddress: 10, perAddress: 100, windowMs: 15 * 60_000 };

/**
 * The client as the throttle counts it: an IPv4 address, or the /64 of an IPv6 address (one
 * subscriber holds a whole /64, so counting single IPv6 addresses would count nothing).
 */
export function throttledAddress(address: string): string {
  const bare = unmappedAddress(address.replace(/%.*$/, ''));
  if (net.isIPv6(bare)) return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
  return bare;
}

/** The eight groups of an IPv6 address, in short hex ("2001:db8::1" → 2001, db8, 0, …, 1). */
function ipv6Groups(address: string): string[] {
  const hex = (part: string) => (part === '' ? [] : part.split(':').flatMap(v4AsGroups));
  const [head = '', tail] = address.split('::');
  const h = hex(head);
  const t = tail === undefined ? [] : hex(tail);
  const groups = [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  return groups.map((g) => parseInt(g, 16).toString(16));
}

function v4AsGroups(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}

/**
 * Slows down password guessing on every sign-in path (portal, admin, API authorize) without
 * locking anyone out: failures count per pair of username and address and per address, so a
 * flood of wrong passwords from one address never stops the right password from another.
 * Known and unknown usernames are counted alike, so a 429 tells nothing about which exist.
 * Counters live where rate limits live (Redis or memory).
 */
export function signInThrottle(
  store: RateLimitStore,
  limits: ThrottleLimits = DEFAULT_THROTTLE,
  /** The store unreachable: sign-in stays possible (fail open, as rate limits do) and this is told. */
  onStoreError: (err: unknown) => void = () => {},
) {
  const counters = (username: string, address: string) => {
    const client = throttledAddress(address);
    // Hashed: bounded keys, and no username or address can forge another pair's key.
    const pair = createHash('sha256')
      .update(JSON.stringify([username.trim().toLowerCase(), client]))
      .digest('hex');
    return [
      { key: `signin:pair:${pair}`, limit: limits.perUsernameAndAddress },
      { key: `signin:addr:${client}`, limit: limits.perAddress },
    ];
  };
  return {
    async assertAllowed(username: string, address: string): Promise<void> {
      const list = counters(username, address);
      let seen;
      try {
        seen = await Promise.all(list.map((c) => store.peek(c.key, limits.windowMs)));
      } catch (err) {
        onStoreError(err);
        return;
      }
      const over = seen.filter((s, i) => s.count >= list[i]!.limit);
      if (over.length > 0) {
        const waitMs = Math.max(...over.map((s) => s.resetMs));
        throw new RateLimitedError(Math.max(1, Math.ceil(waitMs / 1000)), 'too many failed sign-in attempts');
      }
    },
    async recordFailure(username: string, address: string): Promise<void> {
      await Promise.all(counters(username, address).map((c) => store.hit(c.key, limits.windowMs))).catch(onStoreError);
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;
