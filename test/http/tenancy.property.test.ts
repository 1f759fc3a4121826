import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Client, startApp, uniq, type TestApp } from '../support/app.js';
import { newCustomer, type TestCustomer } from '../support/customers.js';
import { seedDemo, type DemoSeed } from '../../src/demo/seed.js';
import { EXPOSURES } from '../../src/contracts/exposure.js';

/**
 * Tenant isolation, as a property: whatever route a customer's owner (who passes every gate)
 * calls, with any of another customer's real ids in the path or the body and any other body, the
 * other customer's data is left exactly as it was and none of its ids comes back.
 */
let t: TestApp;
let victim: DemoSeed;
let attacker: TestCustomer;
let victimIds: string[];

/** Everything the victim has, as text, in a fixed order. */
async function snapshot(customerId: string): Promise<string> {
  const tables: [string, string][] = [
    ['customers', 'SELECT id, name, tier FROM customers WHERE id = $1'],
    ['roles', 'SELECT * FROM roles WHERE customer_id = $1 ORDER BY id'],
    ['users', 'SELECT id, kind, role_id, username, password_hash, credential_version, allowed_ranges FROM users WHERE customer_id = $1 ORDER BY id'],
    ['api_tokens', 'SELECT token_hash, expires_at FROM api_tokens WHERE customer_id = $1 ORDER BY token_hash'],
    ['import_batches', 'SELECT * FROM import_batches WHERE customer_id = $1 ORDER BY id'],
    ['modules', 'SELECT * FROM modules WHERE customer_id = $1 ORDER BY id'],
    ['projects', 'SELECT * FROM projects WHERE customer_id = $1 ORDER BY id'],
    ['project_modules', 'SELECT pm.* FROM project_modules pm JOIN projects p ON p.id = pm.project_id WHERE p.customer_id = $1 ORDER BY 1, 2'],
    ['semantic_specs', 'SELECT id, project_id, name, status, error, spec FROM semantic_specs WHERE customer_id = $1 ORDER BY id'],
    ['audit_entries', 'SELECT id, action, hash FROM audit_entries WHERE customer_id = $1 ORDER BY id'],
  ];
  const out: string[] = [];
  for (const [name, sql] of tables) out.push(name, JSON.stringify((await t.db.query(sql, [customerId])).rows));
  return out.join('\n');
}

before(async () => {
  t = await startApp();
  victim = await seedDemo({ db: t.db, data: t.data }, { customerName: uniq('Victim'), ownerUsername: uniq('victim'), apiUsername: uniq('victim-api') });
  const victimOwner = await Client.signIn(t.app, '/auth/core/login', victim.owner.username, victim.owner.password);
  const role = (await victimOwner.post('/api/v1/core/roles', { name: uniq('Analysts'), permissions: { can_view_tree: true } })).body;
  const user = (await victimOwner.post('/api/v1/core/users', { username: uniq('analyst'), role_id: role.id })).body;
  attacker = await newCustomer(t);
  const { rows: batches } = await t.db.query<{ id: string }>('SELECT id FROM import_batches WHERE customer_id = $1', [victim.customerId]);
  const { rows: roles } = await t.db.query<{ id: string }>('SELECT id FROM roles WHERE customer_id = $1', [victim.customerId]);
  victimIds = [
    victim.customerId,
    victim.owner.id,
    victim.api.id,
    victim.projectId,
    victim.specId,
    user.id,
    ...roles.map((r) => r.id),
    ...Object.values(victim.moduleIds),
    ...batches.map((b) => b.id),
  ];
});
after(() => t.close());

test('no route lets one customer read or change another customer’s data', async () => {
  const before = await snapshot(victim.customerId);
  const routes = t.app.routeGates.filter((r) => r.gate.kind === 'portal' && r.method !== 'HEAD');
  const victimId = fc.constantFrom(...victimIds);
  const field = fc.constantFrom('role_id', 'target_role_id', 'import_batch_id', 'spec_id', 'module_id', 'project_id', 'user_id', 'customer_id', 'id');
  const body = fc.oneof(
    fc.record(
      {
        // The shapes the routes read, filled with the victim's ids.
        prompt: fc.constant('How many cars are there? Show me every row.'),
        spec_ids: fc.array(victimId, { minLength: 1, maxLength: 3 }),
        module_ids: fc.array(victimId, { minLength: 1, maxLength: 3 }),
        import_batch_id: victimId,
        role_id: victimId,
        target_role_id: victimId,
        name: fc.string({ minLength: 1, maxLength: 20 }),
        username: fc.constant(uniq('x')),
        exposure: fc.constantFrom(...EXPOSURES),
      },
      { requiredKeys: [] },
    ),
    fc.dictionary(field, victimId),
    fc.json().map((j) => JSON.parse(j) as unknown),
  );

  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...routes), fc.array(victimId, { minLength: 3, maxLength: 3 }), body, async (route, ids, payload) => {
      let k = 0;
      const url = route.url.replace(/:[A-Za-z_]+/g, () => ids[k++ % ids.length]!);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const r = await attacker.owner.request({ method, url, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: payload as object }) });
      assert.ok(r.status < 500, `${method} ${url} → ${r.status}`);
      if (route.url.includes('/:')) {
        assert.ok(r.status >= 400, `${method} ${url} with another customer's ids → ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
      }
      // The caller's own audit trail records the ids it sent, refused or not: that is its own data.
      if (route.url.startsWith('/api/v1/core/audit')) return;
      const text = typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
      for (const id of victimIds) assert.ok(!text.includes(id), `${method} ${url} answered with another customer's id ${id}`);
    }),
    { numRuns: 300 },
  );
  assert.equal(await snapshot(victim.customerId), before, 'the other customer’s data changed');
});
