import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, startApp, uniq, type TestApp } from '../support/app.js';
import { newCustomer, newRole, newUser, userWith } from '../support/customers.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

describe('users', () => {
  test('the owner is listed with is_owner and no role; users with their role', async () => {
    const c = await newCustomer(t);
    const u = await newUser(c, c.roles.Service_User!);
    const list = (await c.owner.get('/api/v1/core/users')).body as { id: string; is_owner: boolean; role: { name: string } | null }[];
    assert.equal(list.length, 2);
    assert.deepEqual(list[0], { ...list[0], id: c.ownerId, is_owner: true, role: null });
    assert.equal(list.find((x) => x.id === u.id)!.role!.name, 'Service_User');
  });

  test('create with a generated password returns it once, and it signs in', async () => {
    const c = await newCustomer(t);
    const username = uniq('gen');
    const r = await c.owner.post('/api/v1/core/users', { username, role_id: c.roles.Service_AgentUser });
    assert.equal(r.status, 201);
    assert.equal(typeof r.body.password, 'string');
    // 18 random bytes in base64url: 144 bits.
    assert.match(r.body.password, /^[A-Za-z0-9_-]{24}$/);
    const again = await c.owner.post('/api/v1/core/users', { username: uniq('gen'), role_id: c.roles.Service_AgentUser });
    assert.notEqual(again.body.password, r.body.password);
    await Client.signIn(t.app, '/auth/core/login', username, r.body.password);
    const listed = (await c.owner.get('/api/v1/core/users')).body.find((x: { id: string }) => x.id === r.body.id);
    assert.equal(listed.password, undefined);
    const given = await c.owner.post('/api/v1/core/users', { username: uniq('given'), role_id: c.roles.Service_AgentUser, password: 'chosen-password' });
    assert.equal(given.body.password, undefined);
  });

  test('usernames are unique across the whole service, case-insensitively', async () => {
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    const username = uniq('dup');
    assert.equal((await a.owner.post('/api/v1/core/users', { username, role_id: a.roles.Service_User })).status, 201);
    const r = await b.owner.post('/api/v1/core/users', { username: username.toUpperCase(), role_id: b.roles.Service_User });
    assert.equal(r.status, 409);
    assert.equal(r.body.detail, 'username already exists');
    assert.equal((await b.owner.post('/api/v1/core/users', { username: b.ownerUsername, role_id: b.roles.Service_User })).status, 409);
    assert.equal((await b.owner.post('/api/v1/core/api-users', { username })).status, 409);
  });

  test('bad bodies are validation errors', async () => {
    const c = await newCustomer(t);
    for (const body of [
      {},
      { username: 'x' },
      { role_id: c.roles.Service_User },
      { username: '', role_id: c.roles.Service_User },
      { username: 'a b ', role_id: c.roles.Service_User },
      { username: 'x'.repeat(101), role_id: c.roles.Service_User },
      { username: uniq('x'), role_id: c.roles.Service_User, password: 'short' },
      { username: 5, role_id: c.roles.Service_User },
    ]) {
      const r = await c.owner.post('/api/v1/core/users', body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.equal(r.body.detail, 'validation error');
    }
  });

  test('edit changes the username and the role; regenerate gives a new password and ends old sessions', async () => {
    const c = await newCustomer(t);
    const u = await newUser(c, c.roles.Service_User!);
    const renamed = uniq('renamed');
    const r = await c.owner.patch(`/api/v1/core/users/${u.id}`, { username: renamed, role_id: c.roles.Service_AgentUser });
    assert.equal(r.status, 200);
    assert.equal(r.body.username, renamed);
    assert.equal(r.body.role.name, 'Service_AgentUser');
    const regen = await c.owner.post(`/api/v1/core/users/${u.id}/regenerate-password`);
    assert.equal(regen.status, 200);
    assert.match(regen.body.password, /^[A-Za-z0-9_-]{24}$/);
    assert.equal((await u.client.get('/auth/core/me')).status, 401);
    assert.equal((await new Client(t.app).post('/auth/core/login', { username: renamed, password: 'user-password' })).status, 401);
    await Client.signIn(t.app, '/auth/core/login', renamed, regen.body.password);
  });

  test('delete removes the user and its sessions', async () => {
    const c = await newCustomer(t);
    const u = await newUser(c, c.roles.Service_User!);
    assert.equal((await c.owner.delete(`/api/v1/core/users/${u.id}`)).status, 204);
    assert.equal((await u.client.get('/auth/core/me')).status, 401);
    assert.equal((await c.owner.delete(`/api/v1/core/users/${u.id}`)).status, 404);
  });

  test('the owner cannot be edited, deleted or given a new password, by anyone', async () => {
    const c = await newCustomer(t);
    const admin = await userWith(c, { can_add_users: true });
    for (const client of [c.owner, admin.client]) {
      assert.equal((await client.patch(`/api/v1/core/users/${c.ownerId}`, { role_id: c.roles.Service_User })).status, 403);
      assert.equal((await client.patch(`/api/v1/core/users/${c.ownerId}`, { username: uniq('x') })).status, 403);
      assert.equal((await client.delete(`/api/v1/core/users/${c.ownerId}`)).status, 403);
      assert.equal((await client.post(`/api/v1/core/users/${c.ownerId}/regenerate-password`)).status, 403);
    }
    assert.equal((await c.owner.get('/auth/core/me')).body.is_owner, true);
  });

  test('another customer’s user or role id is 404 and nothing is touched', async () => {
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    const bu = await newUser(b, b.roles.Service_User!);
    const foreignRole = await newRole(b, { can_add_roles: true });
    assert.equal((await a.owner.patch(`/api/v1/core/users/${bu.id}`, { username: uniq('x') })).status, 404);
    assert.equal((await a.owner.delete(`/api/v1/core/users/${bu.id}`)).status, 404);
    assert.equal((await a.owner.post(`/api/v1/core/users/${bu.id}/regenerate-password`)).status, 404);
    assert.equal((await a.owner.patch(`/api/v1/core/users/${b.ownerId}`, { username: uniq('x') })).status, 404);
    const mine = await newUser(a, a.roles.Service_User!);
    const steal = await a.owner.patch(`/api/v1/core/users/${mine.id}`, { role_id: foreignRole.id });
    assert.equal(steal.status, 404);
    assert.equal((await a.owner.post('/api/v1/core/users', { username: uniq('x'), role_id: foreignRole.id })).status, 404);
    assert.equal((await mine.client.get('/auth/core/me')).body.role.id, a.roles.Service_User);
    assert.equal((await bu.client.get('/auth/core/me')).status, 200);
    assert.equal((await a.owner.patch('/api/v1/core/users/not-a-uuid', { username: uniq('x') })).status, 404);
  });

  test('role options list the roles whoever may add users may assign', async () => {
    const c = await newCustomer(t);
    const u = await userWith(c, { can_add_users: true });
    const r = await u.client.get('/api/v1/core/users/role-options');
    assert.equal(r.status, 200);
    assert.deepEqual(Object.keys(r.body[0]).sort(), ['id', 'is_active', 'name']);
    assert.ok(r.body.some((x: { name: string }) => x.name === u.role.name));
    assert.ok(!r.body.some((x: { name: string }) => x.name === 'Service_User'), 'a role holding flags the caller lacks is not offered');
  });
});

describe('API users (owner only)', () => {
  test('create returns the generated password once; list, regenerate and delete', async () => {
    const c = await newCustomer(t);
    const username = uniq('svc');
    const r = await c.owner.post('/api/v1/core/api-users', { username });
    assert.equal(r.status, 201);
    assert.deepEqual(Object.keys(r.body).sort(), ['id', 'password', 'username']);
    assert.match(r.body.password, /^[A-Za-z0-9_-]{24}$/);
    const list = await c.owner.get('/api/v1/core/api-users');
    assert.deepEqual(
      list.body.map((x: { id: string }) => x.id),
      [r.body.id],
    );
    assert.equal(list.body[0].password, undefined);
    // API users are not portal users.
    assert.ok(!(await c.owner.get('/api/v1/core/users')).body.some((x: { id: string }) => x.id === r.body.id));
    const regen = await c.owner.post(`/api/v1/core/api-users/${r.body.id}/regenerate-password`);
    assert.equal(regen.status, 200);
    assert.notEqual(regen.body.password, r.body.password);
    assert.equal((await c.owner.delete(`/api/v1/core/api-users/${r.body.id}`)).status, 204);
    assert.deepEqual((await c.owner.get('/api/v1/core/api-users')).body, []);
  });

  test('only the owner manages API users, whatever the flags', async () => {
    const c = await newCustomer(t);
    const superUser = await newUser(c, c.roles.Service_SuperUser!);
    const created = await c.owner.post('/api/v1/core/api-users', { username: uniq('svc') });
    for (const r of [
      await superUser.client.get('/api/v1/core/api-users'),
      await superUser.client.post('/api/v1/core/api-users', { username: uniq('svc') }),
      await superUser.client.delete(`/api/v1/core/api-users/${created.body.id}`),
      await superUser.client.post(`/api/v1/core/api-users/${created.body.id}/regenerate-password`),
    ]) {
      assert.equal(r.status, 403);
      assert.deepEqual(r.body, { detail: 'permission denied' });
    }
    assert.equal((await c.owner.get('/api/v1/core/api-users')).body.length, 1);
  });

  test('another customer’s API user id is 404 and untouched; a portal user id is not an API user', async () => {
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    const foreign = await b.owner.post('/api/v1/core/api-users', { username: uniq('svc') });
    assert.equal((await a.owner.delete(`/api/v1/core/api-users/${foreign.body.id}`)).status, 404);
    assert.equal((await a.owner.post(`/api/v1/core/api-users/${foreign.body.id}/regenerate-password`)).status, 404);
    assert.equal((await b.owner.get('/api/v1/core/api-users')).body.length, 1);
    const u = await newUser(a, a.roles.Service_User!);
    assert.equal((await a.owner.delete(`/api/v1/core/api-users/${u.id}`)).status, 404);
    assert.equal((await u.client.get('/auth/core/me')).status, 200);
  });
});
