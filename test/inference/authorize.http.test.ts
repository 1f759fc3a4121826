import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, startApp, uniq, type TestApp } from '../support/app.js';
import { newCustomer, type TestCustomer } from '../support/customers.js';

let t: TestApp;
let c: TestCustomer;
before(async () => {
  t = await startApp();
  c = await newCustomer(t);
});
after(() => t.close());

async function apiUser(customer: TestCustomer) {
  const r = await customer.owner.post('/api/v1/core/api-users', { username: uniq('svc') });
  assert.equal(r.status, 201);
  return r.body as { id: string; username: string; password: string };
}

const anon = () => new Client(t.app);
const infer = (headers: Record<string, string>, payload: unknown = { prompt: 'hi', spec_ids: ['x'] }) =>
  anon().request({ method: 'POST', url: '/api/v1/infer', payload: payload as object, headers });

describe('POST /api/v1/authorize', () => {
  test('an API user gets a bearer token valid for TOKEN_TTL_SECONDS', async () => {
    const u = await apiUser(c);
    const r = await anon().post('/api/v1/authorize', { username: u.username, password: u.password });
    assert.equal(r.status, 200);
    assert.match(r.body.token, /^sg_[A-Za-z0-9_-]{43}$/);
    assert.equal(r.body.token_type, 'Bearer');
    assert.equal(r.body.expires_in, 86400);
    const lifetime = Date.parse(r.body.expires_at) - Date.now();
    assert.ok(lifetime > 86000 * 1000 && lifetime <= 86400 * 1000);
    const again = await anon().post('/api/v1/authorize', { username: u.username.toUpperCase(), password: u.password });
    assert.notEqual(again.body.token, r.body.token);
  });

  test('wrong password, unknown user, portal accounts and global admins get 401 invalid credentials', async () => {
    const u = await apiUser(c);
    for (const body of [
      { username: u.username, password: 'wrong' },
      { username: uniq('nobody'), password: u.password },
      { username: c.ownerUsername, password: 'owner-password' },
    ]) {
      const r = await anon().post('/api/v1/authorize', body);
      assert.equal(r.status, 401);
      assert.deepEqual(r.body, { detail: 'invalid credentials' });
    }
    for (const body of [{}, { username: u.username }, { username: 1, password: 2 }, []]) {
      const r = await anon().post('/api/v1/authorize', body);
      assert.equal(r.status, 400);
      assert.equal(r.body.detail, 'validation error');
    }
  });
});

describe('bearer token checks on /api/v1/infer', () => {
  test('each 401 of the error table, with its exact detail, before the body is looked at', async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, 'missing Authorization header'],
      [{ authorization: '' }, 'missing Authorization header'],
      [{ authorization: 'Basic dXNlcjpwYXNz' }, 'invalid Authorization header'],
      [{ authorization: 'Bearer' }, 'invalid Authorization header'],
      [{ authorization: 'Bearer a b' }, 'invalid Authorization header'],
      [{ authorization: 'sg_abc' }, 'invalid Authorization header'],
      // Exactly `Bearer <token>`: one space, the scheme as the contract writes it, nothing around.
      [{ authorization: 'Bearer  sg_unknown_token' }, 'invalid Authorization header'],
      [{ authorization: 'Bearer\tsg_unknown_token' }, 'invalid Authorization header'],
      [{ authorization: 'bearer sg_unknown_token' }, 'invalid Authorization header'],
      [{ authorization: 'BEARER sg_unknown_token' }, 'invalid Authorization header'],
      [{ authorization: 'Bearer sg_unknown_token ' }, 'invalid Authorization header'],
      [{ authorization: ' Bearer sg_unknown_token' }, 'invalid Authorization header'],
      [{ authorization: 'Bearer ' }, 'invalid Authorization header'],
      [{ authorization: 'Bearer sg_unknown_token' }, 'invalid token'],
      [{ authorization: 'Bearer not/a+token=' }, 'invalid token'],
    ];
    for (const [headers, detail] of cases) {
      for (const payload of [{ prompt: 'hi', spec_ids: ['x'] }, { nonsense: true }]) {
        const r = await infer(headers, payload);
        assert.equal(r.status, 401, JSON.stringify(headers));
        assert.deepEqual(r.body, { detail });
      }
    }
  });

  test('a valid token in any other spelling of the header is refused: two spaces were once accepted', async () => {
    const u = await apiUser(c);
    const { token } = (await anon().post('/api/v1/authorize', { username: u.username, password: u.password })).body;
    assert.equal((await infer({ authorization: `Bearer ${token}` })).status, 400, 'the exact form passes the token check');
    for (const authorization of [`Bearer  ${token}`, `Bearer   ${token}`, `bearer ${token}`, `Bearer\t${token}`, `Bearer ${token} `, `Token ${token}`]) {
      const r = await infer({ authorization });
      assert.equal(r.status, 401, JSON.stringify(authorization));
      assert.deepEqual(r.body, { detail: 'invalid Authorization header' });
    }
  });

  test('a tampered token is invalid; a token is not a session and a session is not a token', async () => {
    const u = await apiUser(c);
    const { token } = (await anon().post('/api/v1/authorize', { username: u.username, password: u.password })).body;
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    assert.deepEqual((await infer({ authorization: `Bearer ${tampered}` })).body, { detail: 'invalid token' });
    // The owner's portal cookie does not open the API.
    const r = await c.owner.request({ method: 'POST', url: '/api/v1/infer', payload: { prompt: 'hi', spec_ids: ['x'] } });
    assert.equal(r.status, 401);
    assert.deepEqual(r.body, { detail: 'missing Authorization header' });
    // A bearer token does not open the portal.
    assert.equal((await anon().request({ method: 'GET', url: '/api/v1/core/roles', headers: { authorization: `Bearer ${token}` } })).status, 401);
  });

  test('a token older than TOKEN_TTL_SECONDS is "token expired"; a new authorize works again', async () => {
    const u = await apiUser(c);
    const { token } = (await anon().post('/api/v1/authorize', { username: u.username, password: u.password })).body;
    // The token's clock is the database's: age it there rather than sleeping.
    await t.db.query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [u.id]);
    assert.deepEqual((await infer({ authorization: `Bearer ${token}` })).body, { detail: 'token expired' });
    const fresh = (await anon().post('/api/v1/authorize', { username: u.username, password: u.password })).body.token;
    assert.equal((await infer({ authorization: `Bearer ${fresh}` }, { prompt: 'hi', spec_ids: ['x'] })).status, 400);
  });

  test('deleting the API user or regenerating its password revokes its tokens', async () => {
    const u = await apiUser(c);
    const t1 = (await anon().post('/api/v1/authorize', { username: u.username, password: u.password })).body.token;
    const t2 = (await anon().post('/api/v1/authorize', { username: u.username, password: u.password })).body.token;
    assert.equal((await infer({ authorization: `Bearer ${t1}` })).status, 400);
    const regen = await c.owner.post(`/api/v1/core/api-users/${u.id}/regenerate-password`);
    for (const tok of [t1, t2]) assert.deepEqual((await infer({ authorization: `Bearer ${tok}` })).body, { detail: 'invalid token' });
    assert.equal((await anon().post('/api/v1/authorize', { username: u.username, password: u.password })).status, 401);
    const t3 = (await anon().post('/api/v1/authorize', { username: u.username, password: regen.body.password })).body.token;
    assert.equal((await infer({ authorization: `Bearer ${t3}` })).status, 400);
    assert.equal((await c.owner.delete(`/api/v1/core/api-users/${u.id}`)).status, 204);
    assert.deepEqual((await infer({ authorization: `Bearer ${t3}` })).body, { detail: 'invalid token' });
  });
});

// Expiry itself is tested on a moved clock in test/auth/expiry-clock.http.test.ts.
