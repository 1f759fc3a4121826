import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, startApp, uniq, type TestApp } from '../support/app.js';
import { newCustomer, userWith } from '../support/customers.js';
import { FLAGS } from '../../src/contracts/flags.js';
import { ensureGlobalAdmin } from '../../src/auth/global-admins.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

describe('portal sign-in', () => {
  test('sign-in returns the me body and an HttpOnly SameSite session cookie; me re-evaluates', async () => {
    const c = await newCustomer(t);
    const client = new Client(t.app);
    const r = await client.post('/auth/core/login', { username: c.ownerUsername, password: 'owner-password' });
    assert.equal(r.status, 200);
    const cookie = String(r.headers['set-cookie']);
    assert.match(cookie, /^specgate_session=[A-Za-z0-9_-]{40,};/);
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Lax/);
    assert.deepEqual(Object.keys(r.body).sort(), ['customer_id', 'id', 'is_owner', 'landing', 'permissions', 'role', 'username']);
    assert.equal(r.body.is_owner, true);
    assert.equal(r.body.role, null);
    assert.equal(r.body.customer_id, c.id);
    assert.deepEqual(Object.keys(r.body.permissions).sort(), [...FLAGS].sort());
    assert.ok(FLAGS.every((f) => r.body.permissions[f] === true));
    const me = await client.get('/auth/core/me');
    assert.deepEqual(me.body, r.body);
  });

  test('usernames sign in case-insensitively; wrong password, unknown user and empty fields are refused', async () => {
    const c = await newCustomer(t);
    assert.equal((await new Client(t.app).post('/auth/core/login', { username: c.ownerUsername.toUpperCase(), password: 'owner-password' })).status, 200);
    for (const body of [
      { username: c.ownerUsername, password: 'wrong-password' },
      { username: uniq('nobody'), password: 'owner-password' },
    ]) {
      const r = await new Client(t.app).post('/auth/core/login', body);
      assert.equal(r.status, 401);
      assert.deepEqual(r.body, { detail: 'invalid credentials' });
      assert.equal(r.headers['set-cookie'], undefined);
    }
    for (const body of [{}, { username: c.ownerUsername }, { username: '', password: '' }, { username: 1, password: 2 }, 'x']) {
      const r = await new Client(t.app).post('/auth/core/login', body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.equal(r.body.detail, 'validation error');
    }
  });

  test('no session, a forged session and a logged-out session are 401 on me and on every portal route', async () => {
    const c = await newCustomer(t);
    assert.equal((await new Client(t.app).get('/auth/core/me')).status, 401);
    assert.equal((await new Client(t.app, 'specgate_session=forged').get('/auth/core/me')).status, 401);
    const client = await Client.signIn(t.app, '/auth/core/login', c.ownerUsername, 'owner-password');
    const stolen = client.cookie!;
    const out = await client.post('/auth/core/logout');
    assert.equal(out.status, 204);
    const replay = new Client(t.app, stolen);
    assert.equal((await replay.get('/auth/core/me')).status, 401);
    assert.equal((await replay.get('/api/v1/core/roles')).status, 401);
    assert.equal((await replay.get('/api/v1/core/roles')).body.detail, 'not authenticated');
    // Logging out without a session is harmless.
    assert.equal((await new Client(t.app).post('/auth/core/logout')).status, 204);
  });

  test('a new sign-in ends the session the browser had (rotation)', async () => {
    const c = await newCustomer(t);
    const client = await Client.signIn(t.app, '/auth/core/login', c.ownerUsername, 'owner-password');
    const first = client.cookie!;
    await client.post('/auth/core/login', { username: c.ownerUsername, password: 'owner-password' });
    assert.notEqual(client.cookie, first);
    assert.equal((await new Client(t.app, first).get('/auth/core/me')).status, 401);
    assert.equal((await client.get('/auth/core/me')).status, 200);
  });

  test('a session past its idle or absolute lifetime is refused', async () => {
    const c = await newCustomer(t);
    const idle = await Client.signIn(t.app, '/auth/core/login', c.ownerUsername, 'owner-password');
    await t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '9 hours' WHERE user_id = $1`, [c.ownerId]);
    const r = await idle.get('/auth/core/me');
    assert.equal(r.status, 401);
    assert.equal(r.body.detail, 'session expired');
    const abs = await Client.signIn(t.app, '/auth/core/login', c.ownerUsername, 'owner-password');
    await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [c.ownerId]);
    assert.equal((await abs.get('/auth/core/me')).status, 401);
  });

  test('landing is agent only for a user whose only flag is can_access_agent', async () => {
    const c = await newCustomer(t);
    const agent = await userWith(c, { can_access_agent: true });
    const both = await userWith(c, { can_access_agent: true, can_view_tree: true });
    const none = await userWith(c, {});
    assert.equal((await agent.client.get('/auth/core/me')).body.landing, 'agent');
    assert.equal((await both.client.get('/auth/core/me')).body.landing, 'portal');
    assert.equal((await none.client.get('/auth/core/me')).body.landing, 'portal');
  });

  test('cookie-authenticated writes from another origin are refused with 403', async () => {
    const c = await newCustomer(t);
    const cross = await c.owner.request({
      method: 'POST',
      url: '/api/v1/core/roles',
      payload: { name: uniq('r') },
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(cross.status, 403);
    const same = await c.owner.request({
      method: 'POST',
      url: '/api/v1/core/roles',
      payload: { name: uniq('r') },
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    assert.equal(same.status, 201);
    // Reads are not affected.
    assert.equal((await c.owner.request({ method: 'GET', url: '/api/v1/core/roles', headers: { origin: 'https://evil.example' } })).status, 200);
    const login = await new Client(t.app).request({
      method: 'POST',
      url: '/auth/core/login',
      payload: { username: c.ownerUsername, password: 'owner-password' },
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(login.status, 403);
  });

  test('form-encoded writes are refused: only JSON bodies are read', async () => {
    const c = await newCustomer(t);
    const r = await c.owner.request({
      method: 'POST',
      url: '/api/v1/core/roles',
      payload: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(r.status, 400);
    assert.equal(r.body.detail, 'validation error');
  });
});

describe('account classes', () => {
  test('customer accounts cannot sign in to the admin application, and global admins cannot sign in to the portal', async () => {
    const c = await newCustomer(t);
    const u = await userWith(c, { can_add_users: true });
    for (const [username, password] of [
      [c.ownerUsername, 'owner-password'],
      [u.username, 'user-password'],
    ]) {
      const r = await new Client(t.app).post('/admin/auth/login', { username, password });
      assert.equal(r.status, 401);
      assert.deepEqual(r.body, { detail: 'invalid credentials' });
    }
    const adminName = uniq('root');
    assert.equal(await ensureGlobalAdmin(t.db, adminName, 'admin-password-2'), 'created');
    assert.equal(await ensureGlobalAdmin(t.db, adminName, 'admin-password-2'), 'exists');
    assert.equal(await ensureGlobalAdmin(t.db, c.ownerUsername, 'admin-password-2'), 'taken');
    const portal = await new Client(t.app).post('/auth/core/login', { username: adminName, password: 'admin-password-2' });
    assert.equal(portal.status, 401);
    assert.deepEqual(portal.body, { detail: 'invalid credentials' });
    const admin = await new Client(t.app).post('/admin/auth/login', { username: adminName, password: 'admin-password-2' });
    assert.equal(admin.status, 200);
    assert.equal(admin.body.system_type, 'global_admin');
  });

  test('a portal session does not open the admin application and an admin session does not open the portal', async () => {
    const c = await newCustomer(t);
    const stolen = c.owner.cookie!.replace('specgate_session', 'specgate_admin_session');
    assert.equal((await new Client(t.app, stolen).get('/admin/api/v1/customers')).status, 401);
    assert.equal((await c.owner.get('/admin/api/v1/customers')).status, 401);
    const adminAsPortal = t.admin.cookie!.replace('specgate_admin_session', 'specgate_session');
    assert.equal((await new Client(t.app, adminAsPortal).get('/auth/core/me')).status, 401);
    assert.equal((await t.admin.get('/auth/core/me')).status, 401);
  });

  test('API users cannot sign in to the portal or the admin application', async () => {
    const c = await newCustomer(t);
    const created = await c.owner.post('/api/v1/core/api-users', { username: uniq('svc') });
    assert.equal(created.status, 201);
    for (const path of ['/auth/core/login', '/admin/auth/login']) {
      const r = await new Client(t.app).post(path, { username: created.body.username, password: created.body.password });
      assert.equal(r.status, 401, path);
    }
  });
});
