import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, startApp, uniq, type TestApp } from '../support/app.js';
import { newCustomer } from '../support/customers.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

const attempt = (path: string, username: string, password: string, remoteAddress: string) =>
  new Client(t.app).request({ method: 'POST', url: path, payload: { username, password }, remoteAddress } as never);

test('after 10 failed sign-ins for a username, even the right password is refused with 429 for a while', async () => {
  const c = await newCustomer(t);
  for (let i = 0; i < 10; i++) {
    const r = await attempt('/auth/core/login', c.ownerUsername, 'wrong-password', `10.0.0.${i + 1}`);
    assert.equal(r.status, 401);
  }
  const blocked = await attempt('/auth/core/login', c.ownerUsername.toUpperCase(), 'owner-password', '10.0.1.1');
  assert.equal(blocked.status, 429);
  assert.deepEqual(blocked.body, { detail: 'too many failed sign-in attempts' });
  assert.ok(Number(blocked.headers['retry-after']) >= 1);
  // Other accounts are not affected.
  const other = await newCustomer(t);
  assert.equal((await attempt('/auth/core/login', other.ownerUsername, 'owner-password', '10.0.1.1')).status, 200);
});

test('failed authorize calls are throttled per username too; successes do not count', async () => {
  const c = await newCustomer(t);
  const u = (await c.owner.post('/api/v1/core/api-users', { username: uniq('svc') })).body;
  for (let i = 0; i < 15; i++) assert.equal((await attempt('/api/v1/authorize', u.username, u.password, '10.2.0.1')).status, 200);
  for (let i = 0; i < 10; i++) assert.equal((await attempt('/api/v1/authorize', u.username, 'nope', '10.2.0.1')).status, 401);
  assert.equal((await attempt('/api/v1/authorize', u.username, u.password, '10.2.0.2')).status, 429);
});

test('one address failing across many usernames is throttled after 100 failures; other addresses are not', async () => {
  for (let i = 0; i < 100; i++) {
    assert.equal((await attempt('/admin/auth/login', uniq('guess'), 'password', '192.0.2.7')).status, 401);
  }
  const c = await newCustomer(t);
  const blocked = await attempt('/auth/core/login', c.ownerUsername, 'owner-password', '192.0.2.7');
  assert.equal(blocked.status, 429);
  assert.equal((await attempt('/auth/core/login', c.ownerUsername, 'owner-password', '192.0.2.8')).status, 200);
});
