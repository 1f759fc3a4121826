import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { type Client, startApp, uniq, type TestApp } from '../support/app.js';
import { newCustomer, newRole, newUser, userWith, type TestCustomer } from '../support/customers.js';
import { FLAGS, type Flag, type Permissions } from '../../src/contracts/flags.js';

/**
 * No escalation (CONTRACT B.7), tried the way an insider would: a caller holding one
 * administration flag tries every path that could hand it, or anyone, a flag it does not hold.
 */
let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

const denied = (r: { status: number; body: { detail?: string } }, what: string) => {
  assert.equal(r.status, 403, `${what}: ${r.status} ${JSON.stringify(r.body)}`);
  assert.equal(r.body.detail, 'permission denied', what);
};

async function flagsOf(client: Client): Promise<Permissions> {
  return (await client.get('/auth/core/me')).body.permissions;
}

/** The stored state of a customer's roles and users, to show that a refusal changed nothing. */
async function state(c: TestCustomer): Promise<string> {
  const roles = await t.db.query('SELECT * FROM roles WHERE customer_id = $1 ORDER BY id', [c.id]);
  const users = await t.db.query('SELECT id, username, role_id, password_hash FROM users WHERE customer_id = $1 ORDER BY id', [c.id]);
  return JSON.stringify([roles.rows, users.rows]);
}

describe('a holder of Add Users grants only what it holds', () => {
  test('self-promotion, assigning a stronger role and taking over a stronger account are refused', async () => {
    const c = await newCustomer(t);
    const adder = await userWith(c, { can_add_users: true, can_view_tree: true });
    const superUser = await newUser(c, c.roles.Service_SuperUser!);
    const peer = await newUser(c, c.roles.Service_AgentUser!);
    const before = await state(c);

    denied(await adder.client.patch(`/api/v1/core/users/${adder.id}`, { role_id: c.roles.Service_SuperUser }), 'self-promotion');
    denied(await adder.client.post('/api/v1/core/users', { username: uniq('x'), role_id: c.roles.Service_SuperUser }), 'create with a stronger role');
    denied(await adder.client.post('/api/v1/core/users', { username: uniq('x'), role_id: c.roles.Service_User }), 'create with a role holding unheld flags');
    denied(await adder.client.patch(`/api/v1/core/users/${peer.id}`, { role_id: c.roles.Service_SuperUser }), 'edit another user to a stronger role');
    denied(await adder.client.post(`/api/v1/core/users/${superUser.id}/regenerate-password`), 'regenerate a stronger account’s password');

    assert.equal(await state(c), before, 'a refused write changes nothing');
    assert.deepEqual(await flagsOf(adder.client), adder.role.permissions);
    assert.equal((await superUser.client.get('/auth/core/me')).status, 200, 'the stronger account keeps its session');
  });

  test('within its own flags it works, and the role options offer only those roles', async () => {
    const c = await newCustomer(t);
    const adder = await userWith(c, { can_add_users: true, can_view_tree: true, can_access_agent: true });
    const weaker = await newRole(c, { can_view_tree: true });
    const created = await adder.client.post('/api/v1/core/users', { username: uniq('x'), role_id: weaker.id });
    assert.equal(created.status, 201);
    assert.equal((await adder.client.patch(`/api/v1/core/users/${created.body.id}`, { role_id: c.roles.Service_AgentUser })).status, 200);
    assert.equal((await adder.client.post(`/api/v1/core/users/${created.body.id}/regenerate-password`)).status, 200);
    assert.equal((await adder.client.post('/api/v1/core/users', { username: uniq('x'), role_id: adder.role.id })).status, 201);

    const options = (await adder.client.get('/api/v1/core/users/role-options')).body.map((r: { name: string }) => r.name).sort();
    assert.deepEqual(options, [adder.role.name, weaker.name, 'Service_AgentUser'].sort());
    const ownerOptions = (await c.owner.get('/api/v1/core/users/role-options')).body.map((r: { name: string }) => r.name);
    assert.ok(ownerOptions.includes('Service_SuperUser'));
  });

  test('nobody but the owner changes the role they hold, even to a weaker one', async () => {
    const c = await newCustomer(t);
    const adder = await userWith(c, { can_add_users: true });
    const weaker = await newRole(c, {});
    denied(await adder.client.patch(`/api/v1/core/users/${adder.id}`, { role_id: weaker.id }), 'self role change');
    // Renaming oneself is not a role change.
    assert.equal((await adder.client.patch(`/api/v1/core/users/${adder.id}`, { username: uniq('renamed') })).status, 200);
    assert.equal((await adder.client.patch(`/api/v1/core/users/${adder.id}`, { role_id: adder.role.id })).status, 200);
  });
});

describe('a holder of Add Roles writes only roles within what it holds', () => {
  test('adding flags to its own role, creating or widening a role, and reassigning to a stronger role are refused', async () => {
    const c = await newCustomer(t);
    const roler = await userWith(c, { can_add_roles: true, can_view_datasets: true });
    const other = await newRole(c, { can_view_datasets: true });
    const holder = await newUser(c, other.id);
    const victimRole = await newRole(c, {});
    await newUser(c, victimRole.id);
    const before = await state(c);

    denied(await roler.client.patch(`/api/v1/core/roles/${roler.role.id}`, { permissions: { can_add_users: true } }), 'widen own role');
    denied(await roler.client.patch(`/api/v1/core/roles/${roler.role.id}`, { name: uniq('mine') }), 'edit own role at all');
    denied(await roler.client.post('/api/v1/core/roles', { name: uniq('r'), permissions: { can_add_users: true } }), 'create a role with an unheld flag');
    // Add Module implies Add Datasets, which the caller does not hold: the check is after normalisation.
    denied(await roler.client.post('/api/v1/core/roles', { name: uniq('r'), permissions: { can_add_module: true } }), 'create with an implied unheld flag');
    denied(await roler.client.patch(`/api/v1/core/roles/${other.id}`, { permissions: { can_access_agent: true } }), 'widen another role');
    denied(
      await roler.client.post(`/api/v1/core/roles/${victimRole.id}/reassign-and-delete`, { target_role_id: c.roles.Service_SuperUser }),
      'reassign to a stronger role',
    );
    denied(
      await roler.client.post(`/api/v1/core/roles/${roler.role.id}/reassign-and-delete`, { target_role_id: victimRole.id }),
      'move itself by reassigning its own role',
    );

    assert.equal(await state(c), before, 'a refused write changes nothing');
    assert.deepEqual(await flagsOf(roler.client), roler.role.permissions);
    assert.deepEqual(await flagsOf(holder.client), other.permissions);
  });

  test('within its own flags it works', async () => {
    const c = await newCustomer(t);
    const roler = await userWith(c, { can_add_roles: true, can_view_datasets: true });
    const r = await roler.client.post('/api/v1/core/roles', { name: uniq('r'), permissions: { can_view_datasets: true, can_add_roles: true } });
    assert.equal(r.status, 201);
    assert.equal((await roler.client.patch(`/api/v1/core/roles/${r.body.id}`, { permissions: { can_add_roles: false } })).status, 200);
    const narrow = await newRole(c, {});
    await newUser(c, narrow.id);
    assert.equal((await roler.client.post(`/api/v1/core/roles/${narrow.id}/reassign-and-delete`, { target_role_id: r.body.id })).status, 200);
  });

  test('the owner grants anything', async () => {
    const c = await newCustomer(t);
    const all = Object.fromEntries(FLAGS.map((f) => [f, true]));
    const r = await c.owner.post('/api/v1/core/roles', { name: uniq('r'), permissions: all });
    assert.equal(r.status, 201);
    const u = await newUser(c, r.body.id);
    assert.equal((await c.owner.post(`/api/v1/core/users/${u.id}/regenerate-password`)).status, 200);
  });
});

/**
 * The rule as a property: whatever sequence of role and user writes random non-owner callers try,
 * no user ends up holding a flag that neither it nor any of those callers held before.
 */
test('no sequence of non-owner writes grants a flag no non-owner writer held', async () => {
  const flagSet = fc.subarray([...FLAGS] as Flag[]).map((fs) => Object.fromEntries(fs.map((f) => [f, true])) as Partial<Permissions>);
  const write = fc.record({
    writer: fc.nat(),
    kind: fc.constantFrom('role.create', 'role.edit', 'user.create', 'user.edit', 'role.reassign', 'password'),
    role: fc.nat(),
    target: fc.nat(),
    user: fc.nat(),
    flags: fc.record(Object.fromEntries(FLAGS.map((f) => [f, fc.boolean()])), { requiredKeys: [] }),
  });
  const scenario = fc.record({
    // Writers hold Add Roles, often Add Users, and a random rest: each lacks something.
    writerFlags: fc.array(
      fc.tuple(flagSet, fc.boolean()).map(([p, users]) => ({ ...p, can_add_roles: true, can_add_users: users })),
      { minLength: 1, maxLength: 2 },
    ),
    writes: fc.array(write, { minLength: 1, maxLength: 8 }),
  });

  await fc.assert(
    fc.asyncProperty(scenario, async ({ writerFlags, writes }) => {
      const c = await newCustomer(t);
      const writers: Awaited<ReturnType<typeof userWith>>[] = [];
      for (const flags of writerFlags) writers.push(await userWith(c, flags));
      const bystander = await newUser(c, c.roles.Service_AgentUser!);
      const effective = async () => {
        const { rows } = await t.db.query<{ id: string; permissions: Permissions; is_active: boolean }>(
          `SELECT u.id, r.is_active, jsonb_build_object(${FLAGS.map((f) => `'${f}', r.${f}`).join(', ')}) AS permissions
           FROM users u JOIN roles r ON r.id = u.role_id WHERE u.customer_id = $1`,
          [c.id],
        );
        return new Map(rows.map((r) => [r.id, r.is_active ? r.permissions : ({} as Permissions)]));
      };
      const initial = await effective();
      const held = new Set(FLAGS.filter((f) => writers.some((w) => initial.get(w.id)?.[f])));

      for (const w of writes) {
        const writer = writers[w.writer % writers.length]!;
        const roles = (await c.owner.get('/api/v1/core/roles')).body as { id: string }[];
        const users = [...(await effective()).keys()];
        const role = roles[w.role % roles.length]!.id;
        const target = roles[w.target % roles.length]!.id;
        const user = users[w.user % users.length]!;
        const r = await {
          'role.create': () => writer.client.post('/api/v1/core/roles', { name: uniq('r'), permissions: w.flags }),
          'role.edit': () => writer.client.patch(`/api/v1/core/roles/${role}`, { permissions: w.flags }),
          'user.create': () => writer.client.post('/api/v1/core/users', { username: uniq('n'), role_id: role, password: 'user-password' }),
          'user.edit': () => writer.client.patch(`/api/v1/core/users/${user}`, { role_id: role }),
          'role.reassign': () => writer.client.post(`/api/v1/core/roles/${role}/reassign-and-delete`, { target_role_id: target }),
          password: () => writer.client.post(`/api/v1/core/users/${user}/regenerate-password`),
        }[w.kind]();
        assert.ok(r.status < 500, `${w.kind}: ${r.status}`);
        if (w.kind === 'password' && r.status === 200) {
          // A new password hands the account over: it may hold nothing its new holder lacks.
          const mine = (await effective()).get(writer.id) ?? ({} as Permissions);
          const theirs = (await effective()).get(user) ?? ({} as Permissions);
          assert.ok(
            FLAGS.every((f) => !theirs[f] || mine[f]),
            'a password regeneration handed over a stronger account',
          );
        }
      }
      for (const [id, flags] of await effective()) {
        for (const f of FLAGS) {
          if (flags[f]) assert.ok(initial.get(id)?.[f] || held.has(f), `user ${id === bystander.id ? '(bystander)' : id} gained ${f}`);
        }
      }
    }),
    { numRuns: 15 },
  );
});
