import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startApp, type TestApp } from '../support/app.js';
import { newCustomer } from '../support/customers.js';
import { auditLog } from '../../src/audit/audit.log.js';
import type { AuditEntryInput } from '../../src/audit/audit.repo.js';
import { verifyAuditChain } from '../../src/audit/audit.verify.js';
import { withFault } from '../support/faults.js';

/**
 * Group commit of audit entries (audit.log.ts): concurrent entries of one customer share a commit,
 * each call resolves only once its own entry is committed, a failed commit fails every call of its
 * group and writes nothing of it, and customers never wait for or fail with each other.
 */
const KEY = 'group-commit-chain-key-0123456789';
let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

const entry = (customerId: string, correlationId: string, details: Record<string, unknown> = {}): AuditEntryInput => ({
  customerId,
  source: 'api',
  action: 'api.infer',
  actor: null,
  correlationId,
  details: { status: 200, ...details },
});

const isAuditInsert = (sql: string) => sql.startsWith('INSERT INTO audit_entries');

async function trail(customerId: string) {
  const { rows } = await t.db.query<{ id: number; seq: number; correlation_id: string; at: Date }>(
    'SELECT id, seq, correlation_id, at FROM audit_entries WHERE customer_id = $1 ORDER BY seq',
    [customerId],
  );
  return rows;
}

function settled<T>(promises: Promise<T>[]) {
  return Promise.allSettled(promises).then((rs) => ({
    written: rs.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])),
    failed: rs.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : [])),
  }));
}

for (const chainKey of [undefined, KEY]) {
  test(`fifty concurrent entries of one customer: each call gets its own entry, in call order, in one verifiable chain, in two commits${chainKey ? ' (with AUDIT_CHAIN_KEY)' : ''}`, async () => {
    const c = await newCustomer(t);
    const log = auditLog({ chainKey });
    const ids = await Promise.all(Array.from({ length: 50 }, (_, i) => log.record(t.db, entry(c.id, `g${i}`, { i }))));
    assert.equal(new Set(ids).size, 50);
    const rows = await trail(c.id);
    assert.deepEqual(
      rows.map((r) => r.correlation_id),
      ids.map((_, i) => `g${i}`),
    );
    assert.deepEqual(
      rows.map((r) => String(r.id)),
      ids,
    );
    // The first entry is committed at once; the 49 queued meanwhile share the next commit (one `at`).
    assert.equal(new Set(rows.map((r) => r.at.getTime())).size, 2);
    assert.deepEqual(await verifyAuditChain(t.db, c.id, { chainKey }), { customerId: c.id, entries: 50, ok: true, problems: [] });
  });
}

test('two instances sharing the database interleave their groups of one customer into one chain, each in its own call order', async () => {
  const c = await newCustomer(t);
  const instances = [auditLog({}), auditLog({})];
  await Promise.all(instances.flatMap((log, n) => Array.from({ length: 25 }, (_, i) => log.record(t.db, entry(c.id, `i${n}-${i}`)))));
  const rows = await trail(c.id);
  assert.equal(rows.length, 50);
  for (const n of [0, 1]) {
    const mine = rows.filter((r) => r.correlation_id.startsWith(`i${n}-`)).map((r) => r.correlation_id);
    assert.deepEqual(
      mine,
      Array.from({ length: 25 }, (_, i) => `i${n}-${i}`),
    );
  }
  assert.equal((await verifyAuditChain(t.db, c.id)).ok, true);
});

test('a failed group commit fails every call of the group and writes none of its entries; the chain goes on after it', async () => {
  const c = await newCustomer(t);
  let inserts = 0;
  const db = withFault(t.db, (sql) => {
    if (isAuditInsert(sql) && ++inserts === 2) throw new Error('injected: the group’s commit fails');
  });
  const log = auditLog({});
  const { written, failed } = await settled(Array.from({ length: 20 }, (_, i) => log.record(db, entry(c.id, `f${i}`))));
  assert.equal(written.length, 1, 'the first entry, committed alone before the fault');
  assert.equal(failed.length, 19);
  assert.ok(failed.every((e) => e.message === 'injected: the group’s commit fails'));
  assert.deepEqual(
    (await trail(c.id)).map((r) => r.correlation_id),
    ['f0'],
  );
  await log.record(db, entry(c.id, 'after'));
  assert.deepEqual(await verifyAuditChain(t.db, c.id), { customerId: c.id, entries: 2, ok: true, problems: [] });
});

test('with AUDIT_CHAIN_KEY a group failing after its rows were inserted, before they were sealed, leaves nothing half-written', async () => {
  const c = await newCustomer(t);
  const log = auditLog({ chainKey: KEY });
  await log.record(t.db, entry(c.id, 'k0'));
  const db = withFault(t.db, (sql) => {
    if (sql.includes('UPDATE audit_entries')) throw new Error('injected: sealing fails');
  });
  const { written, failed } = await settled(Array.from({ length: 10 }, (_, i) => log.record(db, entry(c.id, `k${i + 1}`))));
  assert.equal(written.length, 0);
  assert.equal(failed.length, 10);
  assert.deepEqual(
    (await trail(c.id)).map((r) => r.correlation_id),
    ['k0'],
  );
  assert.deepEqual(await verifyAuditChain(t.db, c.id, { chainKey: KEY }), { customerId: c.id, entries: 1, ok: true, problems: [] });
});

test('an entry the database refuses fails only its own call, not the others of its group', async () => {
  const c = await newCustomer(t);
  const log = auditLog({});
  // The first entry goes alone; the next three queue behind it and are offered as one group.
  // A text column holds no NUL: the database refuses that entry (the details' strings are made storable, a correlation id is not).
  const calls = [entry(c.id, 'p0'), entry(c.id, 'p1'), entry(c.id, 'p2\u0000'), entry(c.id, 'p3')];
  const results = await Promise.allSettled(calls.map((e) => log.record(t.db, e)));
  assert.deepEqual(
    results.map((r) => r.status),
    ['fulfilled', 'fulfilled', 'rejected', 'fulfilled'],
  );
  assert.deepEqual(
    (await trail(c.id)).map((r) => r.correlation_id),
    ['p0', 'p1', 'p3'],
  );
  assert.equal((await verifyAuditChain(t.db, c.id)).ok, true);
});

test('customers’ groups are independent: one customer’s stalled or failing commit neither holds nor fails another’s', async () => {
  const [a, b] = [await newCustomer(t), await newCustomer(t)];
  let release!: () => void;
  const stalled = new Promise<void>((r) => (release = r));
  const db = withFault(t.db, async (sql, params) => {
    if (!isAuditInsert(sql) || params[0] !== a.id) return;
    await stalled;
    throw new Error('injected: customer A’s commit fails');
  });
  const log = auditLog({});
  const aCalls = settled(Array.from({ length: 10 }, (_, i) => log.record(db, entry(a.id, `a${i}`))));
  const bIds = await Promise.all(Array.from({ length: 10 }, (_, i) => log.record(db, entry(b.id, `b${i}`))));
  assert.equal(bIds.length, 10, 'B’s calls complete while A’s commit is stalled');
  release();
  const aResult = await aCalls;
  assert.equal(aResult.failed.length, 10);
  assert.equal((await trail(a.id)).length, 0);
  assert.deepEqual(await verifyAuditChain(t.db, b.id), { customerId: b.id, entries: 10, ok: true, problems: [] });
});
