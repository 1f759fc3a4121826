import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, startApp, uniq, type TestApp } from '../support/app.js';
import { runAdmin } from '../../src/cli/admin.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

test('provisioning creates the customer, its owner and its three system roles', async () => {
  const owner = uniq('owner');
  const r = await t.admin.post('/admin/api/v1/customers', { name: 'Acme Corp', tier: 'enterprise', owner_username: owner, owner_password: 'owner-password' });
  assert.equal(r.status, 201);
  assert.equal(r.body.name, 'Acme Corp');
  assert.equal(r.body.tier, 'enterprise');
  assert.equal(r.body.owner.username, owner);
  const client = await Client.signIn(t.app, '/auth/core/login', owner, 'owner-password');
  const roles = (await client.get('/api/v1/core/roles')).body.map((x: { name: string }) => x.name);
  assert.deepEqual(roles, ['Service_AgentUser', 'Service_SuperUser', 'Service_User']);
  const listed = (await t.admin.get('/admin/api/v1/customers')).body.find((x: { id: string }) => x.id === r.body.id);
  assert.deepEqual(listed.owner, r.body.owner);
  assert.equal(
    (await t.admin.post('/admin/api/v1/customers', { name: 'x', owner_username: uniq('o'), owner_password: 'owner-password' })).body.tier,
    'standard',
  );
});

test('bad provisioning input is refused and leaves nothing behind', async () => {
  const taken = uniq('owner');
  const first = uniq('First');
  const second = uniq('Second');
  await t.admin.post('/admin/api/v1/customers', { name: first, owner_username: taken, owner_password: 'owner-password' });
  const dup = await t.admin.post('/admin/api/v1/customers', { name: second, owner_username: taken.toUpperCase(), owner_password: 'owner-password' });
  assert.equal(dup.status, 409);
  for (const body of [
    {},
    { name: '', owner_username: uniq('o'), owner_password: 'owner-password' },
    { name: 'x', owner_username: uniq('o'), owner_password: 'short' },
    { name: 'x', owner_username: uniq('o'), owner_password: 'owner-password', tier: 'platinum' },
    { name: 7, owner_username: uniq('o'), owner_password: 'owner-password' },
  ]) {
    const r = await t.admin.post('/admin/api/v1/customers', body);
    assert.equal(r.status, 400, JSON.stringify(body));
    assert.equal(r.body.detail, 'validation error');
  }
  // Only the first was added: the failed provisioning (duplicate owner) rolled back its customer and roles.
  const names = (await t.admin.get('/admin/api/v1/customers')).body.map((c: { name: string }) => c.name);
  assert.ok(names.includes(first));
  assert.ok(!names.includes(second));
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM customers c WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.customer_id = c.id AND u.kind = 'owner')`,
  );
  assert.equal(rows[0]!.n, 0);
});

test('the admin API refuses anonymous callers', async () => {
  const anon = new Client(t.app);
  assert.equal((await anon.get('/admin/api/v1/customers')).status, 401);
  assert.equal((await anon.post('/admin/api/v1/customers', { name: 'x', owner_username: uniq('o'), owner_password: 'owner-password' })).status, 401);
  assert.equal((await anon.get('/admin/auth/me')).status, 401);
  assert.equal((await t.admin.get('/admin/auth/me')).status, 200);
});

test('the command line provisions and lists customers through the same service', async () => {
  const lines: string[] = [];
  const deps = { db: t.db, tiers: Object.keys(t.config.rateLimits), defaultTier: t.config.defaultTier, out: (l: string) => lines.push(l) };
  const owner = uniq('cli-owner');
  assert.equal(await runAdmin(['customers', 'create', '--name', 'CLI Co', '--owner-username', owner, '--owner-password', 'owner-password'], deps), 0);
  const created = JSON.parse(lines.pop()!);
  assert.equal(created.owner.username, owner);
  await Client.signIn(t.app, '/auth/core/login', owner, 'owner-password');
  assert.equal(await runAdmin(['customers', 'list'], deps), 0);
  assert.ok(lines.some((l) => l.startsWith(created.id) && l.endsWith(owner)));
  const admin = uniq('root');
  assert.equal(await runAdmin(['admins', 'create', '--username', admin, '--password', 'admin-password'], deps), 0);
  await Client.signIn(t.app, '/admin/auth/login', admin, 'admin-password');
  assert.equal(await runAdmin(['nonsense'], deps), 2);
  await assert.rejects(runAdmin(['customers', 'create', '--name', 'x'], deps), /owner-username is required/);
});
