import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Redis } from 'ioredis';
import { Client, startApp, uniq, type TestApp } from '../support/app.js';
import { newCustomer } from '../support/customers.js';
import { createTestDatabase } from '../support/pg.js';
import { createPostgresDb } from '../../src/db/db.js';
import { redisRateLimitStore } from '../../src/http/rate-limit.js';

/**
 * Two instances of the service, each with its own process state (pool, memory, Redis connection),
 * sharing one PostgreSQL database and one Redis, as behind a load balancer.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let a: TestApp;
let b: TestApp;
const redises: Redis[] = [];

function instance(): Promise<TestApp> {
  const redis = new Redis('redis://127.0.0.1:6379', { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redises.push(redis);
  return startApp({ RATE_LIMITS: '{"standard":600,"free":7}' }, createPostgresDb(database.url, { max: 4 }), { rateLimitStore: redisRateLimitStore(redis) });
}

before(async () => {
  database = await createTestDatabase();
  a = await instance();
  b = await instance();
  await new Promise((r) => setTimeout(r, 100));
});
after(async () => {
  await a.close();
  await b.close();
  for (const r of redises) r.disconnect();
  await database.drop();
});

test('a token issued by one instance works on the other, and revocation on one applies on both', async () => {
  const c = await newCustomer(a);
  const u = (await c.owner.post('/api/v1/core/api-users', { username: uniq('svc') })).body;
  const token = (await new Client(a.app).post('/api/v1/authorize', { username: u.username, password: u.password })).body.token;
  const infer = (t: TestApp) =>
    new Client(t.app).request({ method: 'POST', url: '/api/v1/infer', payload: { prompt: 'hi', spec_ids: ['x'] }, headers: { authorization: `Bearer ${token}` } });
  assert.equal((await infer(b)).status, 400);
  assert.equal((await infer(a)).status, 400);
  await c.owner.post(`/api/v1/core/api-users/${u.id}/regenerate-password`);
  assert.deepEqual((await infer(b)).body, { detail: 'invalid token' });
});

test('a session created on one instance works on the other; logging out on one ends it on both', async () => {
  const c = await newCustomer(a);
  const onA = await Client.signIn(a.app, '/auth/core/login', c.ownerUsername, 'owner-password');
  const onB = new Client(b.app, onA.cookie);
  assert.equal((await onB.get('/auth/core/me')).body.username, c.ownerUsername);
  assert.equal((await onB.post('/api/v1/core/roles', { name: uniq('r') })).status, 201);
  await onB.post('/auth/core/logout');
  assert.equal((await new Client(a.app, onA.cookie).get('/auth/core/me')).status, 401);
});

test('the rate limit of a customer is shared: both instances together never exceed the tier’s allowance', async () => {
  const c = await newCustomer(a, { tier: 'free' });
  const u = (await c.owner.post('/api/v1/core/api-users', { username: uniq('svc') })).body;
  const token = (await new Client(b.app).post('/api/v1/authorize', { username: u.username, password: u.password })).body.token;
  const calls = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      new Client((i % 2 ? a : b).app).request({
        method: 'POST',
        url: '/api/v1/infer',
        payload: { prompt: 'hi', spec_ids: ['x'] },
        headers: { authorization: `Bearer ${token}` },
      }),
    ),
  );
  const allowed = calls.filter((r) => r.status !== 429).length;
  // Unless the minute turned during the burst, exactly the allowance passes; never more than two windows' worth.
  assert.ok(allowed === 7 || (allowed > 7 && allowed <= 14), `allowed ${allowed}`);
  assert.equal(calls.filter((r) => r.status === 429).length, 20 - allowed);
});
