import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, startApp, testDb, uniq, type TestApp } from '../support/app.js';
import { createPostgresDb } from '../../src/db/db.js';
import { seedDemo, type DemoSeed } from '../../src/demo/seed.js';
import { verifyAuditChain } from '../../src/audit/audit.verify.js';
import type { Db, Queryable } from '../../src/db/db.js';

/**
 * Many concurrent /api/v1/infer calls of one customer share audit commits (audit.log.ts), and still
 * no answer leaves without its entry: every 200 has exactly one entry, and when the entries cannot
 * be written no call is answered.
 */
let t: TestApp;
let demo: DemoSeed;
let token: string;
/** While set, the database refuses every audit entry (as a full disk or a lost primary would). */
let auditRefused = false;

function refusingAudit(db: Db): Db {
  const wrap = (q: Queryable): Queryable => ({
    async query(sql, params) {
      if (auditRefused && sql.startsWith('INSERT INTO audit_entries')) throw new Error('injected: audit write refused');
      return q.query(sql, params);
    },
    exec: (sql) => q.exec(sql),
  });
  return { ...db, query: wrap(db).query, transaction: (fn) => db.transaction((tx) => fn(wrap(tx))) };
}

before(async () => {
  // Fifty calls at once on a server: more connections than the suites' usual five, or calls would
  // wait past the pool's connection timeout for a connection (503) rather than test the audit.
  const url = process.env.DATABASE_URL;
  const db = url ? createPostgresDb(url, { max: 20 }) : testDb();
  t = await startApp({ INFER_CONCURRENCY_PER_CUSTOMER: '100', RATE_LIMITS: '{"standard":100000}' }, refusingAudit(db));
  demo = await seedDemo({ db: t.db, data: t.data }, { customerName: uniq('Demo'), ownerUsername: uniq('demo'), apiUsername: uniq('demo-api') });
  token = (await new Client(t.app).post('/api/v1/authorize', { username: demo.api.username, password: demo.api.password })).body.token;
  // Each question once first: the fifty share audit commits with the spec's value index loaded and
  // the questions read, rather than fifty first readings queueing for connections on a busy machine.
  for (const prompt of PROMPTS) {
    const r = await new Client(t.app).request({
      method: 'POST',
      url: '/api/v1/infer',
      payload: { prompt, spec_ids: [demo.specId] },
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
});
after(() => t.close());

const PROMPTS = ['What is the average horsepower of cars?', 'How many cars are there?'];

const askFifty = () =>
  Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      new Client(t.app).request({
        method: 'POST',
        url: '/api/v1/infer',
        payload: { prompt: PROMPTS[i % 2], spec_ids: [demo.specId] },
        headers: { authorization: `Bearer ${token}` },
      }),
    ),
  );

async function entriesOf(correlationIds: string[]) {
  const { rows } = await t.db.query<{ correlation_id: string; seq: number; id: number }>(
    'SELECT correlation_id, seq, id FROM audit_entries WHERE customer_id = $1 AND correlation_id = ANY($2) ORDER BY seq',
    [demo.customerId, correlationIds],
  );
  return rows;
}

test('fifty concurrent calls of one customer are all answered, each with exactly one entry, in one verifiable chain', async () => {
  const answers = await askFifty();
  assert.deepEqual(
    answers.map((r) => r.status),
    Array(50).fill(200),
  );
  const ids = answers.map((r) => r.body.correlation_id as string);
  const entries = await entriesOf(ids);
  assert.deepEqual(entries.map((e) => e.correlation_id).sort(), [...ids].sort());
  // One order: the chain's positions and the entries' ids agree.
  assert.deepEqual(
    entries.map((e) => e.id),
    [...entries.map((e) => e.id)].sort((a, b) => a - b),
  );
  assert.deepEqual(await verifyAuditChain(t.db, demo.customerId), {
    customerId: demo.customerId,
    entries: (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_entries WHERE customer_id = $1', [demo.customerId])).rows[0]!.n,
    ok: true,
    problems: [],
  });
});

test('when the entries cannot be written, none of fifty concurrent calls is answered', async () => {
  auditRefused = true;
  try {
    const answers = await askFifty();
    assert.deepEqual(
      answers.map((r) => r.status),
      Array(50).fill(500),
    );
    assert.ok(answers.every((r) => !('result' in r.body)));
    const ids = answers.map((r) => String(r.headers['x-correlation-id']));
    assert.deepEqual(await entriesOf(ids), []);
  } finally {
    auditRefused = false;
  }
  assert.equal((await verifyAuditChain(t.db, demo.customerId)).ok, true);
});

test('a prompt holding a NUL character is refused as invalid (400), and its call still has its entry, the character replaced', async () => {
  const r = await new Client(t.app).request({
    method: 'POST',
    url: '/api/v1/infer',
    payload: { prompt: 'How many cars\u0000 are there?', spec_ids: [demo.specId] },
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(r.status, 400);
  assert.deepEqual(r.body.errors, [{ path: '/prompt', message: 'must not contain the NUL character' }]);
  const { rows } = await t.db.query<{ details: { prompt: string } }>(
    `SELECT details FROM audit_entries WHERE customer_id = $1 AND action = 'api.infer' ORDER BY seq DESC LIMIT 1`,
    [demo.customerId],
  );
  assert.equal(rows[0]!.details.prompt, 'How many cars\ufffd are there?');
  assert.ok((await verifyAuditChain(t.db, demo.customerId)).ok);
});
