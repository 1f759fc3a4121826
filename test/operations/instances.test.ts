import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { uniq } from '../support/app.js';
import { createTestDatabase } from '../support/pg.js';
import { HttpClient, startServerProcess, type ServerProcess } from '../support/server-process.js';

/**
 * Two instances of the service — two processes, as behind a load balancer — sharing one
 * PostgreSQL database and one Redis and nothing else. Both start at once on the empty database
 * (the migrations run once, under their lock).
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let a: ServerProcess;
let b: ServerProcess;
const admin = { username: uniq('root'), password: 'admin-password' };

before(async () => {
  database = await createTestDatabase();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    RATE_LIMITS: '{"standard":600,"free":7}',
    GLOBAL_ADMIN_USERNAME: admin.username,
    GLOBAL_ADMIN_PASSWORD: admin.password,
  };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
});
after(async () => {
  a?.kill();
  b?.kill();
  await Promise.all([a?.exited, b?.exited]);
  await database.drop();
});

async function customer(tier?: string) {
  const adminClient = new HttpClient(a.base);
  assert.equal((await adminClient.request('POST', '/admin/auth/login', admin)).status, 200);
  const owner = { username: uniq('owner'), password: 'owner-password' };
  const r = await adminClient.request('POST', '/admin/api/v1/customers', {
    name: uniq('Co'),
    owner_username: owner.username,
    owner_password: owner.password,
    ...(tier ? { tier } : {}),
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  const client = new HttpClient(b.base);
  assert.equal((await client.request('POST', '/auth/core/login', owner)).status, 200);
  return { owner, client };
}

const infer = (base: string, token: string) =>
  new HttpClient(base).request('POST', '/api/v1/infer', { prompt: 'hi', spec_ids: ['x'] }, { authorization: `Bearer ${token}` });

test('a token issued by one instance works on the other, and revocation on one applies on both', async () => {
  const { client } = await customer();
  const u = (await client.request('POST', '/api/v1/core/api-users', { username: uniq('svc') })).body;
  const token = (await new HttpClient(a.base).request('POST', '/api/v1/authorize', { username: u.username, password: u.password })).body.token;
  assert.equal((await infer(b.base, token)).status, 400);
  assert.equal((await infer(a.base, token)).status, 400);
  await client.request('POST', `/api/v1/core/api-users/${u.id}/regenerate-password`);
  assert.deepEqual((await infer(a.base, token)).body, { detail: 'invalid token' });
});

test('a session created on one instance works on the other; logging out on one ends it on both', async () => {
  const { owner } = await customer();
  const onA = new HttpClient(a.base);
  await onA.request('POST', '/auth/core/login', owner);
  const onB = new HttpClient(b.base, onA.cookie);
  assert.equal((await onB.request('GET', '/auth/core/me')).body.username, owner.username);
  assert.equal((await onB.request('POST', '/api/v1/core/roles', { name: uniq('r') })).status, 201);
  assert.equal((await onB.request('POST', '/auth/core/logout')).status, 204);
  assert.equal((await new HttpClient(a.base, onA.cookie).request('GET', '/auth/core/me')).status, 401);
});

test('the rate limit of a customer is shared: both instances together never exceed the tier’s allowance', async () => {
  const { client } = await customer('free');
  const u = (await client.request('POST', '/api/v1/core/api-users', { username: uniq('svc') })).body;
  const token = (await new HttpClient(b.base).request('POST', '/api/v1/authorize', { username: u.username, password: u.password })).body.token;
  const calls = await Promise.all(Array.from({ length: 20 }, (_, i) => infer((i % 2 ? a : b).base, token)));
  const allowed = calls.filter((r) => r.status !== 429).length;
  // Exactly the allowance passes, unless the minute turned during the burst (then at most two windows' worth).
  assert.ok(allowed === 7 || (allowed > 7 && allowed <= 14), `allowed ${allowed}`);
  assert.ok(calls.filter((r) => r.status === 429).every((r) => typeof r.body.detail === 'string'));
});
