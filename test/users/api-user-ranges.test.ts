import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, startApp, uniq, type TestApp } from '../support/app.js';
import { newCustomer } from '../support/customers.js';
import { addressAllowed, parseRange } from '../../src/users/address-ranges.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

const from = (remoteAddress: string, method: 'POST', url: string, payload: object, headers: Record<string, string> = {}) =>
  new Client(t.app).request({ method, url, payload, headers, remoteAddress } as never);

test('an API user restricted to address ranges authorizes and calls only from inside them', async () => {
  const c = await newCustomer(t);
  const u = (await c.owner.post('/api/v1/core/api-users', { username: uniq('svc') })).body;
  const tokenBefore = (await from('192.0.2.1', 'POST', '/api/v1/authorize', { username: u.username, password: u.password })).body.token;

  const set = await c.owner.patch(`/api/v1/core/api-users/${u.id}`, { allowed_ranges: ['10.0.0.0/8', '2001:db8::/32', '198.51.100.7'] });
  assert.equal(set.status, 200);
  assert.deepEqual(set.body.allowed_ranges, ['10.0.0.0/8', '2001:db8::/32', '198.51.100.7/32']);

  const inside = await from('10.20.30.40', 'POST', '/api/v1/authorize', { username: u.username, password: u.password });
  assert.equal(inside.status, 200);
  const outside = await from('192.0.2.1', 'POST', '/api/v1/authorize', { username: u.username, password: u.password });
  assert.equal(outside.status, 401);
  assert.deepEqual(outside.body, { detail: 'invalid credentials' });

  const infer = (addr: string, token: string) => from(addr, 'POST', '/api/v1/infer', { prompt: 'hi', spec_ids: ['x'] }, { authorization: `Bearer ${token}` });
  assert.equal((await infer('10.0.0.1', inside.body.token)).status, 400);
  assert.equal((await infer('::ffff:10.0.0.1', inside.body.token)).status, 400);
  assert.equal((await infer('2001:db8::1', inside.body.token)).status, 400);
  const refused = await infer('192.0.2.1', tokenBefore);
  assert.equal(refused.status, 403);
  assert.deepEqual(refused.body, { detail: 'address not allowed for this API user' });

  const lifted = await c.owner.patch(`/api/v1/core/api-users/${u.id}`, { allowed_ranges: null });
  assert.equal(lifted.body.allowed_ranges, null);
  assert.equal((await infer('192.0.2.1', tokenBefore)).status, 400);
});

test('bad ranges are validation errors; other customers’ API users are 404', async () => {
  const c = await newCustomer(t);
  const other = await newCustomer(t);
  const u = (await c.owner.post('/api/v1/core/api-users', { username: uniq('svc') })).body;
  for (const allowed_ranges of [['10.0.0.0/33'], ['nonsense'], ['10.0.0.0/8/1'], ['::/129'], 'x', [1]]) {
    const r = await c.owner.patch(`/api/v1/core/api-users/${u.id}`, { allowed_ranges });
    assert.equal(r.status, 400, JSON.stringify(allowed_ranges));
    assert.equal(r.body.detail, 'validation error');
  }
  assert.equal((await other.owner.patch(`/api/v1/core/api-users/${u.id}`, { allowed_ranges: null })).status, 404);
  assert.equal((await c.owner.get('/api/v1/core/api-users')).body[0].allowed_ranges, null);
});

test('range arithmetic', () => {
  assert.equal(parseRange('10.0.0.0/8'), '10.0.0.0/8');
  assert.equal(parseRange('10.0.0.1'), '10.0.0.1/32');
  assert.equal(parseRange('10.0.0.0/x'), undefined);
  assert.ok(addressAllowed('10.255.0.1', ['10.0.0.0/8']));
  assert.ok(!addressAllowed('11.0.0.1', ['10.0.0.0/8']));
  assert.ok(addressAllowed('anything', null));
  assert.ok(!addressAllowed('not-an-ip', ['0.0.0.0/0']));
});
