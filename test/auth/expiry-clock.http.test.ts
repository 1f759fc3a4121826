import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, startApp, testDb, uniq, type TestApp } from '../support/app.js';
import { newCustomer, type TestCustomer } from '../support/customers.js';

/**
 * Session and token expiry follow the injected clock: the test moves it past each lifetime instead
 * of waiting, and checks the moment on both sides of the limit.
 */
let t: TestApp;
let now = Date.parse('2026-01-01T09:00:00Z');
const clock = () => new Date(now);
const move = (seconds: number) => {
  now += seconds * 1000;
};

// Customers are made before the clock moves (the admin's own session follows it too); each test signs in afresh.
let customers: TestCustomer[];
before(async () => {
  t = await startApp({ SESSION_IDLE_SECONDS: '600', SESSION_ABSOLUTE_SECONDS: '3600', TOKEN_TTL_SECONDS: '300' }, testDb(), { clock });
  customers = [await newCustomer(t), await newCustomer(t), await newCustomer(t)];
});
const ownerOf = (c: TestCustomer) => Client.signIn(t.app, '/auth/core/login', c.ownerUsername, 'owner-password');
after(() => t.close());

test('a portal session ends after SESSION_IDLE_SECONDS unused, not before', async () => {
  const s = await ownerOf(customers[0]!);
  move(599);
  assert.equal((await s.get('/auth/core/me')).status, 200, 'one second before the idle limit');
  move(599); // used a moment ago: the idle time starts again
  assert.equal((await s.get('/auth/core/me')).status, 200);
  move(601);
  const r = await s.get('/auth/core/me');
  assert.deepEqual([r.status, r.body.detail], [401, 'session expired']);
});

test('a portal session ends at SESSION_ABSOLUTE_SECONDS however much it is used', async () => {
  const s = await ownerOf(customers[1]!);
  for (let used = 0; used < 3540; used += 590) {
    move(590);
    assert.equal((await s.get('/auth/core/me')).status, 200);
  }
  move(70);
  const r = await s.get('/auth/core/me');
  assert.deepEqual([r.status, r.body.detail], [401, 'session expired']);
});

test('a bearer token is valid until TOKEN_TTL_SECONDS, then "token expired"', async () => {
  const owner = await ownerOf(customers[2]!);
  const u = (await owner.post('/api/v1/core/api-users', { username: uniq('svc') })).body;
  const r = await new Client(t.app).post('/api/v1/authorize', { username: u.username, password: u.password });
  assert.equal(r.body.expires_in, 300);
  const infer = () =>
    new Client(t.app).request({
      method: 'POST',
      url: '/api/v1/infer',
      payload: { prompt: 'hi', spec_ids: ['x'] },
      headers: { authorization: `Bearer ${r.body.token}` },
    });
  move(299);
  assert.notEqual((await infer()).status, 401, 'one second before expiry the token is accepted');
  move(1);
  assert.deepEqual((await infer()).body, { detail: 'token expired' });
});
