import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimitedError } from '../errors.js';

/**
 * Per-customer concurrency: at most a few calls of one kind (inference, spec build) run at a time
 * for one customer, so that one customer's heavy work cannot take every worker from the others.
 * A slot is a lease: in Redis when instances share it (every instance counts the same slots), in
 * memory otherwise. A lease is renewed while its work runs and lapses when its instance dies.
 */
export interface SlotStore {
  /** Takes `slot` of `key` when fewer than `limit` unexpired slots are held; false when all are. */
  take(key: string, slot: string, limit: number, leaseMs: number): Promise<boolean>;
  /** Extends a held slot's lease (taking it again if it lapsed while its work still runs). */
  renew(key: string, slot: string, leaseMs: number): Promise<void>;
  release(key: string, slot: string): Promise<void>;
}

export function memorySlotStore(now: () => number = Date.now): SlotStore {
  const held = new Map<string, Map<string, number>>();
  const live = (key: string) => {
    const slots = held.get(key) ?? new Map<string, number>();
    for (const [slot, until] of slots) if (until <= now()) slots.delete(slot);
    held.set(key, slots);
    return slots;
  };
  return {
    async take(key, slot, limit, leaseMs) {
      const slots = live(key);
      if (slots.size >= limit) return false;
      slots.set(slot, now() + leaseMs);
      return true;
    },
    async renew(key, slot, leaseMs) {
      live(key).set(slot, now() + leaseMs);
    },
    async release(key, slot) {
      const slots = held.get(key);
      slots?.delete(slot);
      if (slots?.size === 0) held.delete(key);
    },
  };
}

// One sorted set per customer and kind: members are slots, scores their expiry (Redis's own clock,
// so that instances with skewed clocks agree). Expired slots are dropped before counting.
const NOW = `local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000)`;
const KEEP_KEY = `if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end`;
const TAKE_SCRIPT = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
${KEEP_KEY}
return 1`;
const RENEW_SCRIPT = `${NOW}
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
${KEEP_KEY}
return 1`;

export function redisSlotStore(redis: Redis): SlotStore {
  const k = (key: string) => `specgate:slots:${key}`;
  return {
    async take(key, slot, limit, leaseMs) {
      return (await redis.eval(TAKE_SCRIPT, 1, k(key), slot, String(leaseMs), String(limit))) === 1;
    },
    async renew(key, slot, leaseMs) {
      await redis.eval(RENEW_SCRIPT, 1, k(key), slot, String(leaseMs));
    },
    async release(key, slot) {
      await redis.zrem(k(key), slot);
    },
  };
}

export type SlotKind = 'inference' | 'spec_build';

/** The contract's wording for a 429 (CONTRACT A: rate limits); Retry-After says when to try again. */
const REFUSED: Record<SlotKind, string> = {
  inference: 'too many concurrent inference calls',
  spec_build: 'too many concurrent spec builds',
};

export interface ConcurrencyOptions {
  store: SlotStore;
  /** Slots per customer for each kind. */
  limits: Record<SlotKind, number>;
  /** How long a call waits for a slot before its 429. */
  waitMs: number;
  /** A slot's lease; renewed every third of it while its work runs. */
  leaseMs?: number;
  /** How often a waiting call looks again for a slot freed by another instance. */
  pollMs?: number;
  /** The shared store unreachable: this instance counts its own slots meanwhile, and this is told. */
  onStoreError?: (err: unknown) => void;
}

export interface HeldSlot {
  release(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Hands out the customer's slots: a call waits up to `waitMs` for one (woken at once when a slot of
 * this instance frees, else looking again every `pollMs`), then is refused with RateLimitedError.
 * If the shared store fails, the slot is counted in this instance's memory (a per-instance limit
 * rather than none, and never a 500).
 */
export function concurrencyLimiter(opts: ConcurrencyOptions) {
  const leaseMs = opts.leaseMs ?? 30_000;
  const pollMs = opts.pollMs ?? 50;
  const local = memorySlotStore();
  const wakers = new Map<string, Set<() => void>>();

  async function tryTake(key: string, slot: string, limit: number): Promise<SlotStore | undefined> {
    try {
      return (await opts.store.take(key, slot, limit, leaseMs)) ? opts.store : undefined;
    } catch (err) {
      opts.onStoreError?.(err);
      return (await local.take(key, slot, limit, leaseMs)) ? local : undefined;
    }
  }

  /** Resolves after pollMs, or earlier when a slot of `key` is released here. */
  function nextTry(key: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const set = wakers.get(key) ?? new Set();
      wakers.set(key, set);
      const wake = () => {
        set.delete(wake);
        if (set.size === 0 && wakers.get(key) === set) wakers.delete(key);
        resolve();
      };
      set.add(wake);
      void sleep(ms).then(wake);
    });
  }

  function held(key: string, slot: string, store: SlotStore): HeldSlot {
    const timer = setInterval(() => void store.renew(key, slot, leaseMs).catch((err) => opts.onStoreError?.(err)), leaseMs / 3);
    timer.unref();
    let released = false;
    return {
      async release() {
        if (released) return;
        released = true;
        clearInterval(timer);
        await store.release(key, slot).catch((err) => opts.onStoreError?.(err));
        for (const wake of [...(wakers.get(key) ?? [])]) wake();
      },
    };
  }

  async function acquire(kind: SlotKind, customerId: string): Promise<HeldSlot> {
    const key = `${kind}:${customerId}`;
    const slot = randomUUID();
    const deadline = Date.now() + opts.waitMs;
    for (;;) {
      const store = await tryTake(key, slot, opts.limits[kind]);
      if (store) return held(key, slot, store);
      const left = deadline - Date.now();
      if (left <= 0) throw new RateLimitedError(Math.max(1, Math.ceil(opts.waitMs / 1000)), REFUSED[kind]);
      await nextTry(key, Math.min(pollMs, left));
    }
  }

  return {
    acquire,
    /** Runs `work` holding one of the customer's slots of `kind`; the slot is released however it ends. */
    async run<T>(kind: SlotKind, customerId: string, work: () => Promise<T>): Promise<T> {
      const slot = await acquire(kind, customerId);
      try {
        return await work();
      } finally {
        await slot.release();
      }
    },
  };
}

export type ConcurrencyLimiter = ReturnType<typeof concurrencyLimiter>;
