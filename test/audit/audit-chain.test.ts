import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startApp, type TestApp } from '../support/app.js';
import { newCustomer, newRole, type TestCustomer } from '../support/customers.js';
import { auditLog } from '../../src/audit/audit.log.js';
import { verifyAuditChain } from '../../src/audit/audit.verify.js';
import { runAdmin } from '../../src/cli/admin.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

async function customerWithTrail(n = 6): Promise<TestCustomer> {
  const c = await newCustomer(t);
  for (let i = 0; i < n; i++) {
    const role = await newRole(c, {});
    await c.owner.delete(`/api/v1/core/roles/${role.id}`);
  }
  return c;
}

async function verifyCli(customerId: string) {
  const lines: string[] = [];
  const code = await runAdmin(['audit', 'verify', '--customer', customerId], {
    db: t.db,
    tiers: ['standard'],
    defaultTier: 'standard',
    out: (l) => lines.push(l),
  });
  return { code, lines };
}

test('an untouched trail verifies, including entries written concurrently', async () => {
  const c = await customerWithTrail(4);
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      auditLog({}).record(t.db, {
        customerId: c.id,
        source: 'api',
        action: 'api.infer',
        actor: null,
        correlationId: `c${i}`,
        details: { i, text: 'naïve “quotes” | pipes' },
      }),
    ),
  );
  const report = await verifyAuditChain(t.db, c.id);
  assert.deepEqual(report, { customerId: c.id, entries: 24, ok: true, problems: [] });
  const cli = await verifyCli(c.id);
  assert.equal(cli.code, 0);
  assert.match(cli.lines[0]!, /24 entries\tok$/);
});

test('the verify command detects an altered row', async () => {
  const c = await customerWithTrail();
  await t.db.query(`UPDATE audit_entries SET details = '{"role_id":"x","role_name":"forged"}' WHERE customer_id = $1 AND seq = 3`, [c.id]);
  const cli = await verifyCli(c.id);
  assert.equal(cli.code, 1);
  assert.match(cli.lines.join('\n'), /BROKEN[\s\S]*entry 3 .* was altered/);
  const actor = await customerWithTrail();
  await t.db.query(`UPDATE audit_entries SET actor_username = 'someone-else' WHERE customer_id = $1 AND seq = 2`, [actor.id]);
  assert.equal((await verifyCli(actor.id)).code, 1);
});

test('the verify command detects a deleted row, in the middle or at the end', async () => {
  const middle = await customerWithTrail();
  await t.db.query('DELETE FROM audit_entries WHERE customer_id = $1 AND seq = 4', [middle.id]);
  const m = await verifyCli(middle.id);
  assert.equal(m.code, 1);
  assert.match(m.lines.join('\n'), /entries 4\.\.4 are missing/);
  const end = await customerWithTrail();
  await t.db.query('DELETE FROM audit_entries WHERE customer_id = $1 AND seq = 6', [end.id]);
  const e = await verifyCli(end.id);
  assert.equal(e.code, 1);
  assert.match(e.lines.join('\n'), /newest entries were removed/);
});

test('a forged row re-hashed to look valid still breaks the link of the next one', async () => {
  const c = await customerWithTrail();
  await t.db.query(
    `UPDATE audit_entries SET details = '{"forged":true}', hash = encode(sha256(convert_to('x', 'UTF8')), 'hex') WHERE customer_id = $1 AND seq = 2`,
    [c.id],
  );
  const r = await verifyAuditChain(t.db, c.id);
  assert.equal(r.ok, false);
  assert.ok(r.problems.some((p) => p.includes('entry 3') && p.includes('does not link')));
});

test('the owner exports the trail as CSV or NDJSON; nobody else can', async () => {
  const c = await customerWithTrail(3);
  const nd = await c.owner.request({ method: 'GET', url: '/api/v1/core/audit/export?format=ndjson' });
  assert.equal(nd.status, 200);
  assert.match(String(nd.headers['content-type']), /application\/x-ndjson/);
  const lines = String(nd.body)
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.deepEqual(
    lines.map((l) => l.seq),
    [1, 2, 3],
  );
  assert.equal(lines[0].action, 'role.delete');
  assert.equal(lines[1].prev_hash, lines[0].hash);
  const csv = await c.owner.request({ method: 'GET', url: '/api/v1/core/audit/export?format=csv&action=role.delete' });
  assert.equal(csv.status, 200);
  const rows = String(csv.body).trim().split('\r\n');
  assert.equal(rows[0], 'id,seq,at,source,action,actor_id,actor_username,correlation_id,details,prev_hash,hash');
  assert.equal(rows.length, 4);
  assert.match(rows[1]!, /"\{""role_id"":/);
  const other = await newCustomer(t);
  const theirs = await other.owner.request({ method: 'GET', url: '/api/v1/core/audit/export?format=ndjson' });
  assert.equal(String(theirs.body), '');
  assert.equal((await c.owner.get('/api/v1/core/audit/export?format=xml')).status, 400);
});
