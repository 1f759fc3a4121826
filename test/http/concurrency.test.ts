/** Per-customer concurrency slots: the stores (memory, Redis shared by instances) and the limiter's wait and refusal. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { concurrencyLimiter, memorySlotStore, redisSlotStore, type SlotStore } from '../../src/infra/concurrency.js';
import { RateLimitedError } from '../../src/errors.js';
import { ConfigError, loadConfig } from '../../src/config.js';

let redis: Redis;
let second: Redis;
before(() => {
  redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  second = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
});
after(() => {
  redis.disconnect();
  second.disconnect();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const limits = { inference: 2, spec_build: 1 };

describe('slot stores', () => {
  test('memory: at most `limit` slots per key; a released or lapsed slot is free again', async () => {
    let now = 1_000;
    const store = memorySlotStore(() => now);
    assert.equal(await store.take('k', 's1', 2, 1000), true);
    assert.equal(await store.take('k', 's2', 2, 1000), true);
    assert.equal(await store.take('k', 's3', 2, 1000), false);
    assert.equal(await store.take('other', 's3', 2, 1000), true, 'keys are independent');
    await store.release('k', 's1');
    assert.equal(await store.take('k', 's3', 2, 1000), true);
    now += 500;
    await store.renew('k', 's2', 1000);
    now += 600; // s3's lease is over; s2 was renewed
    assert.equal(await store.take('k', 's4', 2, 1000), true);
    assert.equal(await store.take('k', 's5', 2, 1000), false);
  });

  test('Redis: instances share the count, so that all of them together hold at most `limit`', async () => {
    const key = `test-${randomUUID()}`;
    const stores = [redisSlotStore(redis), redisSlotStore(second)];
    const taken = await Promise.all(Array.from({ length: 12 }, (_, i) => stores[i % 2]!.take(key, `s${i}`, 3, 60_000)));
    assert.equal(taken.filter(Boolean).length, 3);
    const holder = taken.findIndex(Boolean);
    await stores[0]!.release(key, `s${holder}`);
    assert.equal(await stores[1]!.take(key, 'later', 3, 60_000), true);
    assert.equal(await stores[1]!.take(key, 'more', 3, 60_000), false);
  });

  test('Redis: the slot of an instance that died (never released, never renewed) lapses with its lease', async () => {
    const key = `test-${randomUUID()}`;
    const dead = redisSlotStore(second);
    assert.equal(await dead.take(key, 'gone', 1, 100), true);
    const alive = redisSlotStore(redis);
    assert.equal(await alive.take(key, 'mine', 1, 60_000), false);
    while (!(await alive.take(key, 'mine', 1, 60_000))) await sleep(20);
    assert.ok((await redis.pttl(`specgate:slots:${key}`)) > 0, 'the key expires too');
  });
});

describe('concurrency limiter', () => {
  test('a call waits for a slot freed on this instance, and runs', async () => {
    const slots = concurrencyLimiter({ store: memorySlotStore(), limits, waitMs: 60_000 });
    const first = await slots.acquire('spec_build', 'c1');
    let second = false;
    const waiting = slots.acquire('spec_build', 'c1').then((s) => {
      second = true;
      return s;
    });
    await sleep(20);
    assert.equal(second, false);
    await first.release();
    await (await waiting).release();
    assert.equal(second, true);
  });

  test('after the wait, 429 with the contract’s wording and a Retry-After; other customers are not affected', async () => {
    const slots = concurrencyLimiter({ store: memorySlotStore(), limits, waitMs: 50 });
    const held = [await slots.acquire('inference', 'c1'), await slots.acquire('inference', 'c1')];
    await assert.rejects(slots.acquire('inference', 'c1'), (err: unknown) => {
      assert.ok(err instanceof RateLimitedError);
      assert.equal(err.status, 429);
      assert.equal(err.detail, 'too many concurrent inference calls');
      assert.ok(err.retryAfterSeconds >= 1);
      return true;
    });
    await (await slots.acquire('inference', 'c2')).release();
    await (await slots.acquire('spec_build', 'c1')).release();
    for (const h of held) await h.release();
  });

  test('run releases the slot however the work ends', async () => {
    const slots = concurrencyLimiter({ store: memorySlotStore(), limits, waitMs: 0 });
    await assert.rejects(
      slots.run('spec_build', 'c1', async () => Promise.reject(new Error('boom'))),
      /boom/,
    );
    assert.equal(await slots.run('spec_build', 'c1', async () => 'ran'), 'ran');
  });

  test('a slot held longer than its lease is renewed while its work runs', async () => {
    const key = `c-${randomUUID()}`;
    const slots = concurrencyLimiter({ store: redisSlotStore(redis), limits, waitMs: 0, leaseMs: 600 });
    const held = await slots.acquire('spec_build', key);
    await sleep(1500);
    const elsewhere = concurrencyLimiter({ store: redisSlotStore(second), limits, waitMs: 0 });
    await assert.rejects(elsewhere.acquire('spec_build', key), RateLimitedError);
    await held.release();
    await (await elsewhere.acquire('spec_build', key)).release();
  });

  test('with the shared store unreachable, this instance counts its own slots (never a 500) and says so', async () => {
    const broken: SlotStore = {
      take: () => Promise.reject(new Error('redis down')),
      renew: () => Promise.reject(new Error('redis down')),
      release: () => Promise.reject(new Error('redis down')),
    };
    const errors: unknown[] = [];
    const slots = concurrencyLimiter({ store: broken, limits, waitMs: 0, onStoreError: (e) => errors.push(e) });
    const held = await slots.acquire('spec_build', 'c1');
    await assert.rejects(slots.acquire('spec_build', 'c1'), RateLimitedError);
    await held.release();
    await (await slots.acquire('spec_build', 'c1')).release();
    assert.ok(errors.length > 0);
  });
});

test('configuration: defaults of 4 inference calls and 1 build per customer, a 2 s wait; bad values stop the start', () => {
  assert.deepEqual(loadConfig({}).concurrency, { inference: 4, specBuild: 1, waitMs: 2000 });
  assert.deepEqual(loadConfig({ INFER_CONCURRENCY_PER_CUSTOMER: '8', SPEC_BUILD_CONCURRENCY_PER_CUSTOMER: '2', CONCURRENCY_WAIT_MS: '0' }).concurrency, {
    inference: 8,
    specBuild: 2,
    waitMs: 0,
  });
  for (const [k, v] of [
    ['INFER_CONCURRENCY_PER_CUSTOMER', '0'],
    ['SPEC_BUILD_CONCURRENCY_PER_CUSTOMER', 'one'],
    ['CONCURRENCY_WAIT_MS', '-1'],
  ]) {
    assert.throws(() => loadConfig({ [k!]: v }), ConfigError, `${k}=${v}`);
  }
});
