import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startApp, uniq, type TestApp } from '../support/app.js';
import { newCustomer, newRole, newUser, userWith } from '../support/customers.js';
import { FLAGS } from '../../src/contracts/flags.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

describe('role writes', () => {
  test('create normalises the implied rules before storage', async () => {
    const c = await newCustomer(t);
    const a = await c.owner.post('/api/v1/core/roles', { name: uniq('r'), permissions: { can_add_module: true } });
    assert.equal(a.status, 201);
    assert.deepEqual([a.body.permissions.can_view_datasets, a.body.permissions.can_add_datasets, a.body.permissions.can_add_module], [true, true, true]);
    const b = await c.owner.post('/api/v1/core/roles', { name: uniq('r'), permissions: { can_add_module: true, can_view_datasets: false } });
    assert.deepEqual([b.body.permissions.can_view_datasets, b.body.permissions.can_add_datasets, b.body.permissions.can_add_module], [false, false, false]);
    assert.equal(b.body.is_system, false);
    assert.equal(b.body.is_active, true);
    assert.equal(b.body.user_count, 0);
  });

  test('edit normalises against the stored flags', async () => {
    const c = await newCustomer(t);
    const role = await newRole(c, { can_add_module: true, can_access_agent: true });
    const r = await c.owner.patch(`/api/v1/core/roles/${role.id}`, { permissions: { can_view_datasets: false } });
    assert.equal(r.status, 200);
    assert.equal(r.body.permissions.can_view_datasets, false);
    assert.equal(r.body.permissions.can_add_datasets, false);
    assert.equal(r.body.permissions.can_add_module, false);
    assert.equal(r.body.permissions.can_access_agent, true);
    const listed = (await c.owner.get('/api/v1/core/roles')).body.find((x: { id: string }) => x.id === role.id);
    assert.deepEqual(listed.permissions, r.body.permissions);
  });

  test('role names: empty, blank, too long, wrong type, duplicate (any case) and system names are refused', async () => {
    const c = await newCustomer(t);
    for (const name of ['', '   ', 'x'.repeat(101), 42, null]) {
      const r = await c.owner.post('/api/v1/core/roles', { name });
      assert.equal(r.status, 400, `name ${JSON.stringify(name)}`);
      assert.equal(r.body.detail, 'validation error');
      assert.ok(Array.isArray(r.body.errors) && r.body.errors.length > 0);
    }
    assert.equal((await c.owner.post('/api/v1/core/roles', { name: 'x'.repeat(100) })).status, 201);
    const name = uniq('Team');
    assert.equal((await c.owner.post('/api/v1/core/roles', { name })).status, 201);
    const dup = await c.owner.post('/api/v1/core/roles', { name: name.toUpperCase() });
    assert.equal(dup.status, 409);
    for (const reserved of ['Service_SuperUser', 'service_user', 'SERVICE_AGENTUSER']) {
      const r = await c.owner.post('/api/v1/core/roles', { name: reserved });
      assert.equal(r.status, 409, reserved);
    }
    const other = await newRole(c, {});
    assert.equal((await c.owner.patch(`/api/v1/core/roles/${other.id}`, { name: 'Service_User' })).status, 409);
    assert.equal((await c.owner.patch(`/api/v1/core/roles/${other.id}`, { name })).status, 409);
  });

  test('unknown flags and wrong flag types are validation errors', async () => {
    const c = await newCustomer(t);
    const r1 = await c.owner.post('/api/v1/core/roles', { name: uniq('r'), permissions: { can_fly: true } });
    assert.equal(r1.status, 400);
    const r2 = await c.owner.post('/api/v1/core/roles', { name: uniq('r'), permissions: { can_access_agent: 'yes' } });
    assert.equal(r2.status, 400);
    assert.equal(r2.body.errors[0].path, '/permissions/can_access_agent');
    const r3 = await c.owner.post('/api/v1/core/roles', { name: uniq('r'), is_active: 1 });
    assert.equal(r3.status, 400);
  });

  test('a new customer has the three system roles with the contract’s flags', async () => {
    const c = await newCustomer(t);
    const roles = (await c.owner.get('/api/v1/core/roles')).body as { name: string; is_system: boolean; permissions: Record<string, boolean> }[];
    const on = (name: string) => FLAGS.filter((f) => roles.find((r) => r.name === name)!.permissions[f]);
    assert.deepEqual(on('Service_SuperUser'), [...FLAGS]);
    assert.deepEqual(on('Service_User'), ['can_view_datasets', 'can_add_projects', 'can_view_tree', 'can_access_agent']);
    assert.deepEqual(on('Service_AgentUser'), ['can_access_agent']);
    assert.ok(roles.every((r) => r.is_system));
  });

  test('system roles refuse every write, the owner’s included', async () => {
    const c = await newCustomer(t);
    const custom = await newRole(c, {});
    for (const [name, id] of Object.entries(c.roles)) {
      const patch = await c.owner.patch(`/api/v1/core/roles/${id}`, { name: uniq('x') });
      assert.equal(patch.status, 403, name);
      assert.equal(patch.body.detail, 'permission denied');
      assert.equal((await c.owner.patch(`/api/v1/core/roles/${id}`, { permissions: { can_add_roles: false } })).status, 403);
      assert.equal((await c.owner.patch(`/api/v1/core/roles/${id}`, { is_active: false })).status, 403);
      assert.equal((await c.owner.delete(`/api/v1/core/roles/${id}`)).status, 403);
      assert.equal((await c.owner.post(`/api/v1/core/roles/${id}/reassign-and-delete`, { target_role_id: custom.id })).status, 403);
    }
    const after = (await c.owner.get('/api/v1/core/roles')).body as { name: string; is_active: boolean }[];
    assert.deepEqual(
      after.filter((r) => r.name.startsWith('Service_')).map((r) => r.is_active),
      [true, true, true],
    );
  });
});

describe('permissions take effect at once', () => {
  test('a role change applies on the next /auth/core/me and the next request, without signing in again', async () => {
    const c = await newCustomer(t);
    const u = await userWith(c, { can_access_agent: true });
    let me = await u.client.get('/auth/core/me');
    assert.equal(me.body.permissions.can_add_roles, false);
    assert.equal(me.body.landing, 'agent');
    assert.equal((await u.client.get('/api/v1/core/roles')).status, 403);

    await c.owner.patch(`/api/v1/core/roles/${u.role.id}`, { permissions: { can_add_roles: true } });
    me = await u.client.get('/auth/core/me');
    assert.equal(me.body.permissions.can_add_roles, true);
    assert.equal(me.body.landing, 'portal');
    assert.equal((await u.client.get('/api/v1/core/roles')).status, 200);

    // Moving the user to another role applies at once too.
    await c.owner.patch(`/api/v1/core/users/${u.id}`, { role_id: c.roles.Service_AgentUser });
    me = await u.client.get('/auth/core/me');
    assert.equal(me.body.role.name, 'Service_AgentUser');
    assert.equal((await u.client.get('/api/v1/core/roles')).status, 403);
  });

  test('an inactive role grants nothing', async () => {
    const c = await newCustomer(t);
    const u = await userWith(c, { can_add_roles: true, can_add_users: true, can_access_agent: true });
    assert.equal((await u.client.get('/api/v1/core/users')).status, 200);
    const off = await c.owner.patch(`/api/v1/core/roles/${u.role.id}`, { is_active: false });
    assert.equal(off.body.is_active, false);
    const me = await u.client.get('/auth/core/me');
    assert.equal(me.status, 200);
    assert.equal(me.body.role.is_active, false);
    assert.ok(FLAGS.every((f) => me.body.permissions[f] === false));
    assert.equal((await u.client.get('/api/v1/core/users')).status, 403);
    assert.equal((await u.client.get('/api/v1/core/roles')).status, 403);
    await c.owner.patch(`/api/v1/core/roles/${u.role.id}`, { is_active: true });
    assert.equal((await u.client.get('/api/v1/core/users')).status, 200);
  });
});

describe('role deletion', () => {
  test('DELETE of a role without users deletes it and writes role.delete', async () => {
    const c = await newCustomer(t);
    const role = await newRole(c, { can_view_tree: true });
    const r = await c.owner.delete(`/api/v1/core/roles/${role.id}`);
    assert.equal(r.status, 204);
    assert.equal((await c.owner.get(`/api/v1/core/roles/${role.id}`)).status, 404);
    const audit = await c.owner.get('/api/v1/core/audit?action=role.delete');
    assert.equal(audit.status, 200);
    assert.equal(audit.body.entries.length, 1);
    const e = audit.body.entries[0];
    assert.equal(e.source, 'portal');
    assert.deepEqual(e.details, { role_id: role.id, role_name: role.name });
    assert.deepEqual(e.actor, { id: c.ownerId, username: c.ownerUsername });
  });

  test('DELETE of a role that holds users is 409 and changes nothing', async () => {
    const c = await newCustomer(t);
    const role = await newRole(c, { can_view_tree: true });
    await newUser(c, role.id);
    const r = await c.owner.delete(`/api/v1/core/roles/${role.id}`);
    assert.equal(r.status, 409);
    assert.equal(r.body.detail, 'role has assigned users');
    assert.equal((await c.owner.get(`/api/v1/core/roles/${role.id}`)).body.user_count, 1);
    assert.equal((await c.owner.get('/api/v1/core/audit')).body.entries.length, 0);
  });

  test('reassign-and-delete moves every user, deletes the source and writes role.reassign_and_delete', async () => {
    const c = await newCustomer(t);
    const source = await newRole(c, { can_view_tree: true });
    const target = await newRole(c, { can_access_agent: true });
    const users = await Promise.all([1, 2, 3].map(() => newUser(c, source.id)));
    const r = await c.owner.post(`/api/v1/core/roles/${source.id}/reassign-and-delete`, { target_role_id: target.id });
    assert.equal(r.status, 200);
    assert.deepEqual(r.body, { moved: 3 });
    assert.equal((await c.owner.get(`/api/v1/core/roles/${source.id}`)).status, 404);
    const list = (await c.owner.get('/api/v1/core/users')).body as { id: string; role: { id: string } | null }[];
    for (const u of users) assert.equal(list.find((x) => x.id === u.id)!.role!.id, target.id);
    const me = await users[0]!.client.get('/auth/core/me');
    assert.equal(me.body.role.id, target.id);
    const audit = (await c.owner.get('/api/v1/core/audit?action=role.reassign_and_delete')).body.entries;
    assert.equal(audit.length, 1);
    assert.deepEqual(audit[0].details, {
      source_role_id: source.id,
      source_role_name: source.name,
      target_role_id: target.id,
      target_role_name: target.name,
      users_moved: 3,
    });
  });

  test('reassign-and-delete to itself, an inactive, unknown or foreign role is 400 and changes nothing', async () => {
    const c = await newCustomer(t);
    const other = await newCustomer(t);
    const source = await newRole(c, { can_view_tree: true });
    const inactive = await newRole(c, {}, { is_active: false });
    const foreign = await newRole(other, {});
    const u = await newUser(c, source.id);
    for (const target of [source.id, inactive.id, foreign.id, other.roles.Service_User!, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const r = await c.owner.post(`/api/v1/core/roles/${source.id}/reassign-and-delete`, { target_role_id: target });
      assert.equal(r.status, 400, target);
    }
    const bad = await c.owner.post(`/api/v1/core/roles/${source.id}/reassign-and-delete`, {});
    assert.equal(bad.status, 400);
    assert.equal(bad.body.detail, 'validation error');
    assert.equal((await c.owner.get(`/api/v1/core/roles/${source.id}`)).body.user_count, 1);
    assert.equal((await u.client.get('/auth/core/me')).body.role.id, source.id);
    assert.equal((await c.owner.get('/api/v1/core/audit')).body.entries.length, 0);
    assert.equal((await other.owner.get(`/api/v1/core/roles/${foreign.id}`)).status, 200);
  });

  test('with a failure injected between moving the users and deleting the source, nothing changes', async () => {
    const c = await newCustomer(t);
    const source = await newRole(c, { can_view_tree: true });
    const target = await newRole(c, { can_access_agent: true });
    const users = await Promise.all([1, 2].map(() => newUser(c, source.id)));
    // A real database failure at the second step: a trigger refuses to delete this one role.
    const fn = `fail_${source.id.replace(/-/g, '')}`;
    await t.db.exec(`
      CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.id = '${source.id}' THEN RAISE EXCEPTION 'injected failure'; END IF;
        RETURN OLD;
      END $$;
      CREATE TRIGGER ${fn} BEFORE DELETE ON roles FOR EACH ROW EXECUTE FUNCTION ${fn}();`);
    try {
      const r = await c.owner.post(`/api/v1/core/roles/${source.id}/reassign-and-delete`, { target_role_id: target.id });
      assert.equal(r.status, 500);
      assert.deepEqual(r.body, { detail: 'internal error' });
    } finally {
      await t.db.exec(`DROP TRIGGER ${fn} ON roles; DROP FUNCTION ${fn}();`);
    }
    assert.equal((await c.owner.get(`/api/v1/core/roles/${source.id}`)).body.user_count, 2);
    assert.equal((await c.owner.get(`/api/v1/core/roles/${target.id}`)).body.user_count, 0);
    for (const u of users) assert.equal((await u.client.get('/auth/core/me')).body.role.id, source.id);
    assert.equal((await c.owner.get('/api/v1/core/audit')).body.entries.length, 0);
  });

  test('20 concurrent reassign-and-delete calls on overlapping roles leave every user with a valid role', async () => {
    const c = await newCustomer(t);
    const roles = await Promise.all([1, 2, 3, 4, 5].map(() => newRole(c, { can_access_agent: true })));
    const users = [];
    for (let i = 0; i < 10; i++) users.push(await newUser(c, roles[i % roles.length]!.id));
    const calls = Array.from({ length: 20 }, (_, i) => {
      const from = roles[i % 5]!.id;
      const to = roles[(i * 3 + 1) % 5]!.id;
      return c.owner.post(`/api/v1/core/roles/${from}/reassign-and-delete`, { target_role_id: to });
    });
    const results = await Promise.all(calls);
    for (const r of results) assert.ok([200, 400, 404].includes(r.status), `${r.status} ${JSON.stringify(r.body)}`);
    const remaining = (await c.owner.get('/api/v1/core/roles')).body as { id: string; user_count: number }[];
    const ids = new Set(remaining.map((r) => r.id));
    const list = (await c.owner.get('/api/v1/core/users')).body as { id: string; is_owner: boolean; role: { id: string } | null }[];
    const members = list.filter((u) => !u.is_owner);
    assert.equal(members.length, 10);
    for (const u of members) assert.ok(u.role && ids.has(u.role.id), `user ${u.id} has no valid role`);
    const moved = results.filter((r) => r.status === 200).reduce((n, r) => n + r.body.moved, 0);
    const audits = (await c.owner.get('/api/v1/core/audit?action=role.reassign_and_delete&limit=200')).body.entries;
    assert.equal(audits.length, results.filter((r) => r.status === 200).length);
    assert.equal(
      audits.reduce((n: number, e: { details: { users_moved: number } }) => n + e.details.users_moved, 0),
      moved,
    );
    // Each success deleted exactly one of the five custom roles; the three system roles stay.
    assert.equal(remaining.length, 3 + 5 - results.filter((r) => r.status === 200).length);
  });
});

describe('tenancy', () => {
  test('another customer’s role id is 404 on every role route and nothing is touched', async () => {
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    const foreign = await newRole(b, { can_view_tree: true });
    const mine = await newRole(a, {});
    assert.equal((await a.owner.get(`/api/v1/core/roles/${foreign.id}`)).status, 404);
    assert.equal((await a.owner.patch(`/api/v1/core/roles/${foreign.id}`, { name: 'stolen' })).status, 404);
    assert.equal((await a.owner.delete(`/api/v1/core/roles/${foreign.id}`)).status, 404);
    assert.equal((await a.owner.post(`/api/v1/core/roles/${foreign.id}/reassign-and-delete`, { target_role_id: mine.id })).status, 404);
    const still = await b.owner.get(`/api/v1/core/roles/${foreign.id}`);
    assert.equal(still.status, 200);
    assert.equal(still.body.name, foreign.name);
    assert.ok(!(await a.owner.get('/api/v1/core/roles')).body.some((r: { id: string }) => r.id === foreign.id));
  });
});
