import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startApp, type TestApp } from '../support/app.js';
import { newCustomer, newRole, newUser } from '../support/customers.js';
import { auditLog } from '../../src/audit/audit.log.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

test('the audit trail is the owner’s only, newest first, filterable and paginated by cursor', async () => {
  const c = await newCustomer(t);
  const other = await newCustomer(t);
  for (let i = 0; i < 7; i++) {
    const role = await newRole(c, {});
    assert.equal((await c.owner.delete(`/api/v1/core/roles/${role.id}`)).status, 204);
  }
  // Entries of the API source, written as the inference path writes them.
  for (let i = 0; i < 3; i++) {
    await auditLog({}).record(t.db, { customerId: c.id, source: 'api', action: 'api.infer', actor: null, correlationId: `corr-${i}`, details: { i } });
  }
  await auditLog({}).record(t.db, { customerId: other.id, source: 'api', action: 'api.infer', actor: null, correlationId: 'theirs', details: {} });

  const all = await c.owner.get('/api/v1/core/audit?limit=200');
  assert.equal(all.status, 200);
  assert.equal(all.body.entries.length, 10);
  assert.equal(all.body.next_cursor, null);
  const ids = all.body.entries.map((e: { id: string }) => Number(e.id));
  assert.deepEqual(
    ids,
    [...ids].sort((a, b) => b - a),
  );
  assert.ok(!all.body.entries.some((e: { correlation_id?: string }) => e.correlation_id === 'theirs'));

  const api = await c.owner.get('/api/v1/core/audit?source=api');
  assert.deepEqual(
    api.body.entries.map((e: { correlation_id: string }) => e.correlation_id),
    ['corr-2', 'corr-1', 'corr-0'],
  );
  assert.equal((await c.owner.get('/api/v1/core/audit?source=portal')).body.entries.length, 7);
  assert.equal((await c.owner.get('/api/v1/core/audit?action=role.delete')).body.entries.length, 7);
  assert.equal((await c.owner.get('/api/v1/core/audit?correlation_id=corr-1')).body.entries.length, 1);

  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const page: { body: { entries: { id: string }[]; next_cursor: string | null } } = await c.owner.get(
      `/api/v1/core/audit?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
    );
    assert.ok(page.body.entries.length <= 3);
    seen.push(...page.body.entries.map((e) => e.id));
    cursor = page.body.next_cursor;
  } while (cursor);
  assert.deepEqual(
    seen,
    all.body.entries.map((e: { id: string }) => e.id),
  );
});

test('bad audit queries are 400; users holding every flag are refused', async () => {
  const c = await newCustomer(t);
  for (const q of ['limit=0', 'limit=201', 'limit=x', 'source=cli', 'cursor=%%%', 'cursor=bm9wZQ']) {
    const r = await c.owner.get(`/api/v1/core/audit?${q}`);
    assert.equal(r.status, 400, q);
  }
  const superUser = await newUser(c, c.roles.Service_SuperUser!);
  const r = await superUser.client.get('/api/v1/core/audit');
  assert.equal(r.status, 403);
  assert.deepEqual(r.body, { detail: 'permission denied' });
});

test('the API offers no way to change or delete an audit entry', () => {
  const writes = t.app.routeGates.filter((r) => r.url.includes('/audit') && r.method !== 'GET' && r.method !== 'HEAD');
  assert.deepEqual(writes, []);
});
