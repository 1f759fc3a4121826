import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { Client, startApp, testDb, uniq, type TestApp } from '../support/app.js';
import { newCustomer } from '../support/customers.js';
import { memoryRateLimitStore, redisRateLimitStore } from '../../src/infra/rate-limit-store.js';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { migrate } from '../../src/db/migrate.js';

let t: TestApp;
let redis: Redis;
before(async () => {
  t = await startApp({ RATE_LIMITS: '{"free":3,"standard":600}' });
  redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
});
after(async () => {
  await t.close();
  redis.disconnect();
});

async function tokenFor(app: TestApp['app'], owner: Client) {
  const u = (await owner.post('/api/v1/core/api-users', { username: uniq('svc') })).body;
  return (await new Client(app).post('/api/v1/authorize', { username: u.username, password: u.password })).body.token as string;
}

const infer = (app: TestApp['app'], token: string) =>
  new Client(app).request({ method: 'POST', url: '/api/v1/infer', payload: { prompt: 'hi', spec_ids: ['x'] }, headers: { authorization: `Bearer ${token}` } });

test('a customer over its tier’s allowance gets 429 with Retry-After; other customers are unaffected; each call is audited', async () => {
  const free = await newCustomer(t, { tier: 'free' });
  const standard = await newCustomer(t);
  const token = await tokenFor(t.app, free.owner);
  const statuses = [];
  for (let i = 0; i < 5; i++) statuses.push(await infer(t.app, token));
  assert.deepEqual(
    statuses.map((r) => r.status),
    [400, 400, 400, 429, 429],
  );
  const limited = statuses[3]!;
  const retryAfter = Number(limited.headers['retry-after']);
  assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `Retry-After ${limited.headers['retry-after']}`);
  assert.equal(typeof limited.body.detail, 'string');
  // The allowance is the customer's, not the token's: a second API user shares it.
  assert.equal((await infer(t.app, await tokenFor(t.app, free.owner))).status, 429);
  assert.equal((await infer(t.app, await tokenFor(t.app, standard.owner))).status, 400);
  const audit = (await free.owner.get('/api/v1/core/audit?source=api')).body.entries as { details: { status: number } }[];
  assert.deepEqual(audit.map((e) => e.details.status).reverse(), [400, 400, 400, 429, 429, 429]);
});

test('the memory store counts per key and per one-minute window', async () => {
  let now = 1_000_000 * 60_000 + 10_000;
  const store = memoryRateLimitStore(() => now);
  assert.deepEqual(await store.hit('a', 60_000), { count: 1, resetMs: 50_000 });
  assert.equal((await store.hit('a', 60_000)).count, 2);
  assert.equal((await store.hit('b', 60_000)).count, 1);
  now += 50_000;
  assert.equal((await store.hit('a', 60_000)).count, 1);
});

test('Redis counters are shared by every instance: the sum of both never exceeds the allowance', async () => {
  const key = `test-${randomUUID()}`;
  const instanceA = redisRateLimitStore(redis);
  const second = new Redis('redis://127.0.0.1:6379');
  const instanceB = redisRateLimitStore(second);
  const counts = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? instanceA : instanceB).hit(key, 60_000)));
  second.disconnect();
  assert.deepEqual(
    counts.map((c) => c.count).sort((a, b) => a - b),
    Array.from({ length: 20 }, (_, i) => i + 1),
  );
  for (const c of counts) assert.ok(c.resetMs > 0 && c.resetMs <= 60_000);
});

test('when Redis is unreachable, calls are let through (fail open), never a 500', async () => {
  const db = testDb();
  await migrate(db);
  const dead = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
  dead.on('error', () => {});
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', RATE_LIMITS: '{"standard":1}' }), db, rateLimitStore: redisRateLimitStore(dead) });
  try {
    const { ensureGlobalAdmin } = await import('../../src/auth/global-admins.js');
    const adminName = uniq('root');
    await ensureGlobalAdmin(db, adminName, 'admin-password');
    const admin = await Client.signIn(app, '/admin/auth/login', adminName, 'admin-password');
    const owner = uniq('owner');
    await admin.post('/admin/api/v1/customers', { name: 'x', owner_username: owner, owner_password: 'owner-password' });
    const token = await tokenFor(app, await Client.signIn(app, '/auth/core/login', owner, 'owner-password'));
    for (let i = 0; i < 3; i++) assert.equal((await infer(app, token)).status, 400);
  } finally {
    await app.close();
    await db.close();
    dead.disconnect();
  }
});
