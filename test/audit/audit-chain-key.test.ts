import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, startApp, uniq, type TestApp } from '../support/app.js';
import { newCustomer, newRole, type TestCustomer } from '../support/customers.js';
import { auditLog } from '../../src/audit/audit.log.js';
import { verifyAuditChain } from '../../src/audit/audit.verify.js';
import { runAdmin } from '../../src/cli/admin.js';
import { ConfigError, loadConfig } from '../../src/config.js';

/** The audit chain keyed with AUDIT_CHAIN_KEY: a database alone cannot rewrite it. */
const KEY = 'audit-chain-key-for-tests-0123456789';
let t: TestApp;
before(async () => {
  t = await startApp({ AUDIT_CHAIN_KEY: KEY });
});
after(() => t.close());

/** Entries through every write path: role deletions (in their transaction), a refused inference call, direct writes. */
async function keyedTrail(): Promise<TestCustomer> {
  const c = await newCustomer(t);
  for (let i = 0; i < 3; i++) {
    const role = await newRole(c, {});
    assert.equal((await c.owner.delete(`/api/v1/core/roles/${role.id}`)).status, 204);
  }
  const u = (await c.owner.post('/api/v1/core/api-users', { username: uniq('svc') })).body;
  const token = (await new Client(t.app).post('/api/v1/authorize', { username: u.username, password: u.password })).body.token;
  const refused = await new Client(t.app).request({
    method: 'POST',
    url: '/api/v1/infer',
    payload: { prompt: 'hi', spec_ids: ['x'] },
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(refused.status, 400);
  await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      auditLog({ chainKey: KEY }).record(t.db, { customerId: c.id, source: 'api', action: 'api.infer', actor: null, correlationId: `k${i}`, details: { i } }),
    ),
  );
  return c;
}

const verifyCli = async (customerId: string, auditChainKey?: string) => {
  const lines: string[] = [];
  const code = await runAdmin(['audit', 'verify', '--customer', customerId], {
    db: t.db,
    tiers: ['standard'],
    defaultTier: 'standard',
    auditChainKey,
    out: (l) => lines.push(l),
  });
  return { code, lines };
};

test('with AUDIT_CHAIN_KEY every entry carries an HMAC, not the plain SHA-256; the right key verifies, none or a wrong one does not', async () => {
  const c = await keyedTrail();
  const { rows } = await t.db.query<{ keyed: boolean }>(
    `SELECT hash <> encode(sha256(convert_to(audit_entry_payload(e), 'UTF8')), 'hex') AS keyed FROM audit_entries e WHERE customer_id = $1`,
    [c.id],
  );
  assert.equal(rows.length, 14);
  assert.ok(rows.every((r) => r.keyed));
  assert.deepEqual(await verifyAuditChain(t.db, c.id, { chainKey: KEY }), { customerId: c.id, entries: 14, ok: true, problems: [] });
  assert.equal((await verifyAuditChain(t.db, c.id)).ok, false);
  assert.equal((await verifyAuditChain(t.db, c.id, { chainKey: 'another-key-of-16-chars-or-more' })).ok, false);
  assert.equal((await verifyCli(c.id, KEY)).code, 0);
  assert.equal((await verifyCli(c.id)).code, 1);
});

test('an entry rewritten in the database with recomputed unkeyed hashes (the whole rest of the chain too) fails verification', async () => {
  const c = await keyedTrail();
  // The attacker holds the database: it rewrites entry 2 and re-chains everything after it with
  // the trigger's own SHA-256, links and head included. Only the key is missing.
  await t.db.query(`UPDATE audit_entries SET details = '{"role_id":"x","role_name":"forged"}' WHERE customer_id = $1 AND seq = 2`, [c.id]);
  const { rows } = await t.db.query<{ seq: number }>('SELECT seq FROM audit_entries WHERE customer_id = $1 AND seq >= 2 ORDER BY seq', [c.id]);
  for (const { seq } of rows) {
    await t.db.query(
      `UPDATE audit_entries e SET prev_hash = p.hash FROM audit_entries p WHERE e.customer_id = $1 AND e.seq = $2 AND p.customer_id = $1 AND p.seq = $2 - 1`,
      [c.id, seq],
    );
    await t.db.query(
      `UPDATE audit_entries e SET hash = encode(sha256(convert_to(audit_entry_payload(e), 'UTF8')), 'hex') WHERE customer_id = $1 AND seq = $2`,
      [c.id, seq],
    );
  }
  await t.db.query(`UPDATE audit_heads h SET hash = e.hash FROM audit_entries e WHERE h.customer_id = $1 AND e.customer_id = $1 AND e.seq = h.seq`, [c.id]);
  const r = await verifyAuditChain(t.db, c.id, { chainKey: KEY });
  assert.equal(r.ok, false);
  assert.match(r.problems[0]!, /^entry 2 \(id \d+\) is not sealed with AUDIT_CHAIN_KEY/);
  assert.equal(r.problems.length, 13, r.problems.join('\n'));
  const cli = await verifyCli(c.id, KEY);
  assert.equal(cli.code, 1);
  assert.match(cli.lines.join('\n'), /BROKEN/);
});

test('an entry altered without touching its hash is still named as altered under the key', async () => {
  const c = await keyedTrail();
  await t.db.query(`UPDATE audit_entries SET actor_username = 'someone-else' WHERE customer_id = $1 AND seq = 4`, [c.id]);
  const r = await verifyAuditChain(t.db, c.id, { chainKey: KEY });
  assert.deepEqual(
    r.problems.map((p) => p.replace(/\(id \d+\)/, '(id)')),
    ['entry 4 (id) was altered: its content does not match its hash'],
  );
});

test('AUDIT_CHAIN_KEY must have at least 16 characters, and a refusal never echoes it', () => {
  const short = 'short-secret';
  assert.throws(
    () => loadConfig({ AUDIT_CHAIN_KEY: short }),
    (err: Error) => err instanceof ConfigError && err.message.includes('AUDIT_CHAIN_KEY') && !err.message.includes(short),
  );
  assert.equal(loadConfig({ AUDIT_CHAIN_KEY: KEY }).auditChainKey, KEY);
  assert.equal(loadConfig({}).auditChainKey, undefined);
});
