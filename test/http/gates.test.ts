import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Client, startApp, type TestApp } from '../support/app.js';
import { newCustomer, userWith, type TestCustomer } from '../support/customers.js';
import { FLAGS, normalise, noPermissions, PREREQUISITES, type Flag } from '../../src/contracts/flags.js';
import type { RouteGate } from '../../src/auth/gate.js';

/**
 * The shared security suite: it walks the route table, so every route added later is covered
 * without writing its own auth tests.
 */
let t: TestApp;
let c: TestCustomer;
before(async () => {
  t = await startApp();
  c = await newCustomer(t);
});
after(() => t.close());

const routes = () => t.app.routeGates.filter((r) => r.method !== 'HEAD');
const portalRoutes = () => routes().filter((r) => r.gate.kind === 'portal');
const flagRoutes = () =>
  portalRoutes().filter((r): r is RouteGate & { gate: { kind: 'portal'; require: Flag } } =>
    FLAGS.includes(r.gate.kind === 'portal' ? (r.gate.require as Flag) : ('' as Flag)),
  );

/** A concrete URL for a route: the caller's own customer id where the path names a customer, else a fresh id. */
function urlFor(r: RouteGate, customerId: string): string {
  return r.url.replace(/\/customers\/:id/, `/customers/${customerId}`).replace(/:[A-Za-z_]+/g, () => randomUUID());
}

async function call(client: Client, r: RouteGate, customerId: string) {
  const method = r.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  return client.request({ method, url: urlFor(r, customerId), ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
}

describe('gate table', () => {
  test('every /api/v1 route of the portal, the admin app and the API declares a gate', () => {
    const api = routes().filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/admin/api/') || r.url.startsWith('/auth/'));
    assert.ok(api.length > 20);
    for (const r of api) {
      assert.ok(r.gate, `${r.method} ${r.url}`);
      // The one public API route is the token exchange itself.
      if (r.url !== '/api/v1/authorize') assert.notEqual(r.gate.kind, 'public', `${r.method} ${r.url} is public`);
      if (r.url.startsWith('/api/v1/') && !['/api/v1/authorize', '/api/v1/infer'].includes(r.url)) {
        assert.equal(r.gate.kind, 'portal', `${r.method} ${r.url} must be a portal route`);
      }
    }
  });

  test('the contract’s named routes carry the contract’s flags', () => {
    const expected: [string, string, string][] = [
      ['GET', '/api/v1/customers/:id/import-batches', 'can_view_datasets'],
      ['POST', '/api/v1/projects', 'can_add_projects'],
      ['POST', '/api/v1/projects/:id/semantic/build', 'can_create_semantic_dataset'],
      ['DELETE', '/api/v1/projects/:id/semantic/specs/:specId', 'can_delete_semantic_dataset'],
      ['POST', '/api/v1/inference', 'can_access_agent'],
      ['DELETE', '/api/v1/core/roles/:id', 'can_add_roles'],
      ['POST', '/api/v1/core/roles/:id/reassign-and-delete', 'can_add_roles'],
      ['POST', '/api/v1/core/users', 'can_add_users'],
      ['GET', '/api/v1/core/audit', 'owner'],
    ];
    for (const [method, url, flag] of expected) {
      const r = routes().find((x) => x.method === method && x.url === url);
      assert.ok(r, `${method} ${url} is not registered`);
      assert.deepEqual(r.gate, { kind: 'portal', require: flag }, `${method} ${url}`);
    }
  });

  test('each of the ten flags gates at least one route', () => {
    const gated = new Set(flagRoutes().map((r) => r.gate.require));
    for (const f of FLAGS) assert.ok(gated.has(f), `no route is gated by ${f}`);
  });
});

describe('every portal route', () => {
  test('refuses a caller without a session (401), before looking at the body', async () => {
    const anon = new Client(t.app);
    for (const r of portalRoutes()) {
      const res = await call(anon, r, c.id);
      assert.equal(res.status, 401, `${r.method} ${r.url}`);
      assert.equal(res.body.detail, 'not authenticated');
    }
  });

  test('lets the owner through every gate', async () => {
    for (const r of portalRoutes()) {
      const res = await call(c.owner, r, c.id);
      assert.ok(![401, 403].includes(res.status), `${r.method} ${r.url} → ${res.status} ${JSON.stringify(res.body)}`);
    }
  });

  test('with its flag: allowed; without it (every other flag on): 403 permission denied', async () => {
    for (const flag of FLAGS) {
      const only = normalise(noPermissions(), { [flag]: true });
      const allBut = normalise(normalise(noPermissions(), Object.fromEntries(FLAGS.map((f) => [f, true]))), { [flag]: false });
      const withFlag = await userWith(c, only);
      const without = await userWith(c, allBut);
      for (const r of flagRoutes().filter((x) => x.gate.require === flag)) {
        const ok = await call(withFlag.client, r, c.id);
        assert.ok(![401, 403].includes(ok.status), `${r.method} ${r.url} with ${flag} → ${ok.status} ${JSON.stringify(ok.body)}`);
        const denied = await call(without.client, r, c.id);
        assert.equal(denied.status, 403, `${r.method} ${r.url} without ${flag}`);
        assert.deepEqual(denied.body, { detail: 'permission denied' });
      }
      // Prerequisites alone do not open a dependent flag's routes.
      for (const pre of PREREQUISITES[flag] ?? []) assert.equal(only[pre], true);
    }
  });

  test('owner-only routes refuse a user holding every flag', async () => {
    const superUser = await userWith(c, Object.fromEntries(FLAGS.map((f) => [f, true])));
    const ownerOnly = portalRoutes().filter((r) => r.gate.kind === 'portal' && r.gate.require === 'owner');
    assert.ok(ownerOnly.length >= 5);
    for (const r of ownerOnly) {
      const res = await call(superUser.client, r, c.id);
      assert.equal(res.status, 403, `${r.method} ${r.url}`);
      assert.deepEqual(res.body, { detail: 'permission denied' });
    }
  });

  test('admin routes refuse portal sessions and anonymous callers', async () => {
    for (const r of routes().filter((x) => x.gate.kind === 'global_admin')) {
      assert.equal((await call(new Client(t.app), r, c.id)).status, 401, `${r.method} ${r.url}`);
      assert.equal((await call(c.owner, r, c.id)).status, 401, `${r.method} ${r.url}`);
    }
  });
});
