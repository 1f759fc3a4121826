import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { uniq } from '../support/app.js';
import { createTestDatabase } from '../support/pg.js';
import { createPostgresDb } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { seedDemo, type DemoSeed } from '../../src/demo/seed.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

/**
 * SIGTERM while infer calls are in flight: the service stops taking new work, lets every call
 * in flight finish with its answer and its audit entry, then exits 0.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let demo: DemoSeed;
let server: ServerProcess;

before(async () => {
  database = await createTestDatabase();
  const db = createPostgresDb(database.url);
  await migrate(db);
  demo = await seedDemo({ db }, { customerName: uniq('Demo'), ownerUsername: uniq('demo'), apiUsername: uniq('api') });
  await db.close();
  // Every call must be in flight at once, so the customer's inference slots are not the limit here.
  server = await startServerProcess({ DATABASE_URL: database.url, INFER_CONCURRENCY_PER_CUSTOMER: '100' });
});
after(async () => {
  if (server.proc.exitCode === null) server.kill('SIGKILL');
  await database.drop();
});

test('every call in flight at SIGTERM gets its answer and its audit entry; the process exits 0', async () => {
  const auth = await fetch(`${server.base}/api/v1/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: demo.api.username, password: demo.api.password }),
  });
  const { token } = (await auth.json()) as { token: string };

  // Hold the calls in flight: lock the table they read until SIGTERM has been sent.
  const observer = new pg.Client({ connectionString: database.url });
  await observer.connect();
  const { rows } = await observer.query(`SELECT spec FROM semantic_specs WHERE id = $1`, [demo.specId]);
  const cars = rows[0].spec.modules.find((m: { name: string }) => m.name === 'Cars').table;
  await observer.query('BEGIN');
  await observer.query(`LOCK TABLE "${cars.schema}"."${cars.name}" IN ACCESS EXCLUSIVE MODE`);

  const n = 6;
  const calls = Array.from({ length: n }, () =>
    fetch(`${server.base}/api/v1/infer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ prompt: 'What is the average horsepower of cars?', spec_ids: [demo.specId] }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { correlation_id: string; result: string } })),
  );
  for (let i = 0; i < 200; i++) {
    const w = await observer.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock' AND query ILIKE '%horsepower%'`,
      [database.name],
    );
    if (w.rows[0].n === n) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  server.kill('SIGTERM');
  // No new work is taken once shutdown has begun (the listener closes as the signal is handled).
  let late: number | string = 0;
  for (let i = 0; i < 100; i++) {
    late = await fetch(`${server.base}/healthz`).then(
      (r) => r.status,
      () => 'refused',
    );
    if (late !== 200) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.ok(late === 'refused' || late === 503, `a new request during shutdown got ${late}`);
  await observer.query('COMMIT');

  const answers = await Promise.all(calls);
  for (const a of answers) {
    assert.equal(a.status, 200, JSON.stringify(a.body));
    assert.match(a.body.result, /horsepower/i);
  }
  assert.equal(await server.exited, 0, server.output());
  const audited = await observer.query(`SELECT count(*)::int AS n FROM audit_entries WHERE correlation_id = ANY($1::text[])`, [
    answers.map((a) => a.body.correlation_id),
  ]);
  assert.equal(audited.rows[0].n, n);
  await observer.end();
});
