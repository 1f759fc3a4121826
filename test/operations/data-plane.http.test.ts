import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createPostgresDb, type Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { buildApp } from '../../src/app.js';
import { modulesService } from '../../src/modules/modules.service.js';
import { withFault } from '../support/faults.js';
import { customerSchema } from '../../src/datasets/storage.js';
import { startApp, testDb, type TestApp } from '../support/app.js';
import { newCustomer, type TestCustomer } from '../support/customers.js';
import { freshDb } from '../support/pg.js';
import { importedModule, uploaded } from '../datasets/support.js';
import { askAs, trainedSpec } from '../support/specs.js';

/**
 * The customers' data plane on a database of its own (DATA_DATABASE_URL): imports, module tables,
 * rollups and the agent's queries go there; the control database keeps only metadata. On PGlite the
 * data plane is a second embedded database; on the PostgreSQL server a fresh database of its own.
 */
let t: TestApp;
let data: Db;
let c: TestCustomer;
let drop = async () => {};

const regions = ['North', 'South', 'East', 'West'];
const rows = Array.from({ length: 3000 }, (_, i) => `${i + 1},2024-0${1 + (i % 9)}-1${i % 10},${regions[(i * 7) % 4]},${(i % 97) + 0.5}`);
const csv = ['Order ID,Order date,Region,Amount', ...rows].join('\n');

before(async () => {
  ({ db: data, drop } = await freshDb(5));
  t = await startApp({ ROLLUP_MIN_ROWS: '1000' }, testDb(), { data });
  c = await newCustomer(t);
});
after(async () => {
  await t.close();
  await drop();
});

const tablesIn = async (db: Db, schema: string) =>
  (await db.query<{ name: string }>('SELECT tablename AS name FROM pg_tables WHERE schemaname = $1 ORDER BY 1', [schema])).rows.map((r) => r.name);

test('the data plane gets the value readers and none of the control tables', async () => {
  const { rows } = await data.query<{ users: string | null; readers: number }>(
    "SELECT to_regclass('public.users')::text AS users, (SELECT count(*)::int FROM pg_proc WHERE proname LIKE 'specgate\\_%') AS readers",
  );
  assert.equal(rows[0]!.users, null);
  assert.ok(rows[0]!.readers >= 4, `readers: ${rows[0]!.readers}`);
  // Instances starting together install them once, without a conflict.
  await Promise.all([migrate(t.db, data), migrate(t.db, data)]);
  assert.equal((await data.query<{ n: number }>('SELECT specgate_number($1) AS n', ['7,169'])).rows[0]!.n, 7169);
});

test('rows, module tables and rollups live on the data plane; the answer is read there', async () => {
  const batch = await uploaded(c, csv);
  const moduleId = (await importedModule(c, batch.id, { name: 'Orders' })).id;
  const schema = customerSchema(c.id);
  const hex = (id: string) => id.replace(/-/g, '');
  assert.deepEqual(await tablesIn(data, schema), [`b_${hex(batch.id)}`, `m_${hex(moduleId)}`]);
  assert.deepEqual(await tablesIn(t.db, schema), []);
  const { rows: schemas } = await t.db.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
  assert.equal(schemas.length, 0, 'the control database has no schema of the customer');

  const { projectId, specId } = await trainedSpec(c, [moduleId], 'full', 'Orders');
  const rollups = (await tablesIn(data, schema)).filter((n) => n.startsWith('r_'));
  assert.equal(rollups.length, 1, 'the rollup is built on the data plane');

  const { rows: truth } = await data.query<{ region: string; total: number }>(
    `SELECT "region", sum("amount") AS total FROM "${schema}"."m_${hex(moduleId)}" GROUP BY 1 ORDER BY 2 DESC`,
  );
  const text = await askAs(c, specId, 'What is the total amount by region?');
  for (const r of truth) assert.ok(text.includes(r.region), `${r.region} in ${text}`);
  // The value index (metadata of the spec) stays on the control database.
  const { rows: indexed } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM semantic_values WHERE spec_id = $1', [specId]);
  assert.ok(indexed[0]!.n > 0);

  assert.equal((await c.owner.delete(`/api/v1/projects/${projectId}/semantic/specs/${specId}`)).status, 204);
  assert.deepEqual(
    (await tablesIn(data, schema)).filter((n) => n.startsWith('r_')),
    [],
    'the rollup went with its spec',
  );
});

test('a module load whose metadata cannot be written keeps the previous rows on the data plane', async () => {
  const batch = await uploaded(c, csv);
  const moduleId = (await importedModule(c, batch.id, { name: 'Reloaded' })).id;
  const table = `m_${moduleId.replace(/-/g, '')}`;
  const oid = async () => (await data.query<{ oid: string }>('SELECT to_regclass($1)::oid::text AS oid', [`${customerSchema(c.id)}.${table}`])).rows[0]!.oid;
  const before = await oid();
  // The control database refuses the "imported" update: the reload on the data plane rolls back with it.
  const failing = withFault(t.db, (sql) => {
    if (sql.startsWith("UPDATE modules SET status = 'imported'")) throw new Error('injected: the control database refuses');
  });
  await assert.rejects(
    modulesService({ db: failing, data }).runImport({ id: c.ownerId, username: c.ownerUsername, customerId: c.id, isOwner: true }, moduleId),
    /injected/,
  );
  assert.equal(await oid(), before, 'the typed table is the one loaded before');
  const m = (await c.owner.get(`/api/v1/modules/${moduleId}`)).body;
  assert.equal(m.status, 'imported');
  assert.equal(m.row_count, rows.length);
});

test('readiness needs both databases, and so does the start', async () => {
  assert.equal((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
  const unreachable = () => createPostgresDb('postgres://postgres@127.0.0.1:1/none', { max: 1 });
  const app = await buildApp({ config: t.config, db: t.db, data: unreachable() });
  const r = await app.inject({ method: 'GET', url: '/readyz' });
  assert.equal(r.statusCode, 503);
  await app.close();
  // An unreachable data plane at start: migrating it fails, so the service does not start half-connected.
  await assert.rejects(migrate(t.db, unreachable()));
});
