import assert from 'node:assert/strict';
import type { Permissions } from '../../src/contracts/flags.js';
import { Client, uniq, type TestApp } from './app.js';

export interface TestCustomer {
  id: string;
  ownerId: string;
  owner: Client;
  ownerUsername: string;
  roles: Record<string, string>; // system role name -> id
  t: TestApp;
}

/** A fresh customer (through the admin API), signed in as its owner. */
export async function newCustomer(t: TestApp, opts: { tier?: string } = {}): Promise<TestCustomer> {
  const ownerUsername = uniq('owner');
  const r = await t.admin.post('/admin/api/v1/customers', {
    name: uniq('Customer'),
    owner_username: ownerUsername,
    owner_password: 'owner-password',
    ...(opts.tier ? { tier: opts.tier } : {}),
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  const owner = await Client.signIn(t.app, '/auth/core/login', ownerUsername, 'owner-password');
  const roles = await owner.get('/api/v1/core/roles');
  return {
    id: r.body.id,
    ownerId: r.body.owner.id,
    owner,
    ownerUsername,
    roles: Object.fromEntries(roles.body.map((x: { name: string; id: string }) => [x.name, x.id])),
    t,
  };
}

export async function newRole(c: TestCustomer, permissions: Partial<Permissions>, extra: { is_active?: boolean } = {}) {
  const r = await c.owner.post('/api/v1/core/roles', { name: uniq('role'), permissions, ...extra });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body as { id: string; name: string; permissions: Permissions };
}

/** A portal user with the given role, signed in. */
export async function newUser(c: TestCustomer, roleId: string): Promise<{ id: string; username: string; client: Client }> {
  const username = uniq('user');
  const r = await c.owner.post('/api/v1/core/users', { username, role_id: roleId, password: 'user-password' });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  const client = await Client.signIn(c.t.app, '/auth/core/login', username, 'user-password');
  return { id: r.body.id, username, client };
}

/** A portal user holding exactly these flags (through a fresh custom role). */
export async function userWith(c: TestCustomer, permissions: Partial<Permissions>) {
  const role = await newRole(c, permissions);
  return { ...(await newUser(c, role.id)), role };
}
