import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, startApp, testDb, uniq, type Res, type TestApp } from '../support/app.js';
import { memoryRateLimitStore } from '../../src/infra/rate-limit-store.js';
import { newCustomer } from '../support/customers.js';
import { throttledAddress } from '../../src/auth/sign-in-throttle.js';

let t: TestApp;
before(async () => {
  // Counting windows are aligned to the clock: a test run across a window's end would see its counts
  // reset. A still clock keeps every test inside one window.
  const still = Date.now();
  t = await startApp({}, testDb(), { rateLimitStore: memoryRateLimitStore(() => still) });
});
after(() => t.close());

const attempt = (path: string, username: string, password: string, remoteAddress: string) =>
  new Client(t.app).request({ method: 'POST', url: path, payload: { username, password }, remoteAddress } as never);

async function flood(path: string, username: string, remoteAddress: string, n: number): Promise<Res[]> {
  const out: Res[] = [];
  for (let i = 0; i < n; i++) out.push(await attempt(path, username, 'wrong-password', remoteAddress));
  return out;
}

function assertThrottled(r: Res) {
  assert.equal(r.status, 429);
  assert.deepEqual(r.body, { detail: 'too many failed sign-in attempts' });
  assert.ok(Number(r.headers['retry-after']) >= 1);
}

test('20 wrong passwords for the owner from one address: that address gets 429, the right password from another signs in', async () => {
  const c = await newCustomer(t);
  const tries = await flood('/auth/core/login', c.ownerUsername, '198.51.100.1', 20);
  assert.deepEqual(
    tries.map((r) => r.status),
    [...Array(10).fill(401), ...Array(10).fill(429)],
  );
  tries.slice(10).forEach(assertThrottled);
  // The attacker's address is refused even with the right password (and whatever the case of the username)…
  assertThrottled(await attempt('/auth/core/login', c.ownerUsername.toUpperCase(), 'owner-password', '198.51.100.1'));
  // …while the owner, elsewhere, is not locked out.
  const owner = await attempt('/auth/core/login', c.ownerUsername, 'owner-password', '203.0.113.9');
  assert.equal(owner.status, 200);
  assert.equal(owner.body.username, c.ownerUsername);
});

test('20 wrong passwords for an API user from one address: authorize from another address still gives a token', async () => {
  const c = await newCustomer(t);
  const u = (await c.owner.post('/api/v1/core/api-users', { username: uniq('svc') })).body;
  // Successes do not count.
  for (let i = 0; i < 15; i++) assert.equal((await attempt('/api/v1/authorize', u.username, u.password, '198.51.100.2')).status, 200);
  const tries = await flood('/api/v1/authorize', u.username, '198.51.100.2', 20);
  assert.deepEqual(
    tries.map((r) => r.status),
    [...Array(10).fill(401), ...Array(10).fill(429)],
  );
  assertThrottled(await attempt('/api/v1/authorize', u.username, u.password, '198.51.100.2'));
  const ok = await attempt('/api/v1/authorize', u.username, u.password, '203.0.113.10');
  assert.equal(ok.status, 200);
  assert.match(ok.body.token, /^sg_/);
});

test('an unknown username is counted exactly like a known one: the throttle does not tell which exist', async () => {
  const c = await newCustomer(t);
  const shape = (rs: Res[]) => rs.map((r) => [r.status, r.body.detail, r.headers['retry-after'] !== undefined]);
  const known = await flood('/auth/core/login', c.ownerUsername, '198.51.100.3', 12);
  const unknown = await flood('/auth/core/login', uniq('nobody'), '198.51.100.4', 12);
  assert.deepEqual(shape(unknown), shape(known));
  // The same across account classes: an API user's name on the portal sign-in is just a wrong pair.
  const u = (await c.owner.post('/api/v1/core/api-users', { username: uniq('svc') })).body;
  const wrongClass = [];
  for (let i = 0; i < 12; i++) wrongClass.push(await attempt('/auth/core/login', u.username, u.password, '198.51.100.5'));
  assert.deepEqual(shape(wrongClass), shape(known));
});

test('one address failing across many usernames is throttled after 100 failures; other addresses are not', async () => {
  for (let i = 0; i < 100; i++) {
    assert.equal((await attempt('/admin/auth/login', uniq('guess'), 'password', '192.0.2.7')).status, 401);
  }
  const c = await newCustomer(t);
  assertThrottled(await attempt('/auth/core/login', c.ownerUsername, 'owner-password', '192.0.2.7'));
  assert.equal((await attempt('/auth/core/login', c.ownerUsername, 'owner-password', '192.0.2.8')).status, 200);
});

test('IPv6 clients are counted by their /64: rotating addresses inside it does not reset the count', async () => {
  const c = await newCustomer(t);
  for (let i = 0; i < 10; i++) {
    assert.equal((await attempt('/auth/core/login', c.ownerUsername, 'wrong', `2001:db8:7:7::${(i + 1).toString(16)}`)).status, 401);
  }
  assertThrottled(await attempt('/auth/core/login', c.ownerUsername, 'owner-password', '2001:db8:7:7:ffff::1'));
  assert.equal((await attempt('/auth/core/login', c.ownerUsername, 'owner-password', '2001:db8:7:8::1')).status, 200);
});

test('throttledAddress: IPv4 as is, IPv4 seen through IPv6 as IPv4, IPv6 as its /64', () => {
  assert.equal(throttledAddress('192.0.2.1'), '192.0.2.1');
  assert.equal(throttledAddress('::ffff:192.0.2.1'), '192.0.2.1');
  assert.equal(throttledAddress('2001:db8::1'), '2001:db8:0:0::/64');
  assert.equal(throttledAddress('2001:0db8:0000:0001:aaaa::1%eth0'), '2001:db8:0:1::/64');
  assert.equal(throttledAddress('::1'), '0:0:0:0::/64');
  assert.equal(throttledAddress('64:ff9b::192.0.2.1'), '64:ff9b:0:0::/64');
  assert.equal(throttledAddress('1:2:3:4:5:6:192.0.2.1'), '1:2:3:4::/64');
});
