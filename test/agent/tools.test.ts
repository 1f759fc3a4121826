/** The compiler and the data tool: one parameterised SELECT, identifiers only from the spec, read-only, capped. */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { compileQuery, InvalidQueryError } from '../../src/agent/compiler.js';
import type { StructuredQuery } from '../../src/agent/query.js';
import { scopeOf } from '../../src/agent/spec-index.js';
import { QueryFailedError, runQuery } from '../../src/agent/tools.js';
import type { Db } from '../../src/db/db.js';
import type { SpecDoc, SpecModule } from '../../src/semantic/spec.types.js';
import { engineName, testDb } from '../support/app.js';

const schema = `agent_tools_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
let db: Db;

const stats = { distinct_count: 0, null_share: 0, min: null, max: null, top_values: [] };
const orders: SpecModule = {
  module_id: 'orders',
  name: 'Orders',
  synonyms: [],
  table: { schema, name: 'orders' },
  row_count: 500,
  columns: [
    { name: 'customer', label: 'Customer', synonyms: [], type: 'text', role: 'identifier', stats },
    { name: 'region', label: 'Region', synonyms: [], type: 'text', role: 'dimension', stats },
    { name: 'amount', label: 'Amount', synonyms: [], type: 'number', role: 'measure', stats },
    { name: 'ordered_on', label: 'Ordered on', synonyms: [], type: 'date', role: 'time', stats },
  ],
};
const settings: SpecModule = {
  module_id: 'settings',
  name: 'Settings',
  synonyms: [],
  table: { schema, name: 'settings' },
  row_count: 1,
  columns: [
    { name: 'st', label: 'statement timeout', synonyms: [], type: 'text', role: 'dimension', stats },
    { name: 'ro', label: 'read only', synonyms: [], type: 'text', role: 'dimension', stats },
  ],
};
const writer: SpecModule = { ...settings, module_id: 'writer', table: { schema, name: 'writer' }, columns: [{ name: 'a', label: 'a', synonyms: [], type: 'integer', role: 'measure', stats }] };
const slow: SpecModule = { ...writer, module_id: 'slow', table: { schema, name: 'slow' } };
const doc: SpecDoc = { version: 1, modules: [orders, settings, writer, slow], joins: [] };
const scope = scopeOf([{ doc }]);

before(async () => {
  db = testDb();
  await db.exec(`CREATE SCHEMA "${schema}"`);
  await db.exec(`CREATE TABLE "${schema}".orders (customer text, region text, amount double precision, ordered_on date)`);
  await db.query(
    `INSERT INTO "${schema}".orders SELECT 'c' || i, CASE WHEN i % 2 = 0 THEN 'North' ELSE 'South' END, i, DATE '2020-01-01' + i FROM generate_series(1, 500) i`,
  );
  await db.exec(`CREATE VIEW "${schema}".settings AS SELECT current_setting('statement_timeout') AS st, current_setting('transaction_read_only') AS ro`);
  await db.exec(`CREATE TABLE "${schema}".sink (a int)`);
  await db.exec(`CREATE FUNCTION "${schema}".w() RETURNS int AS $$ INSERT INTO "${schema}".sink VALUES (1) RETURNING 1 $$ LANGUAGE sql VOLATILE`);
  await db.exec(`CREATE VIEW "${schema}".writer AS SELECT "${schema}".w() AS a`);
  await db.exec(`CREATE VIEW "${schema}".slow AS SELECT 1 AS a FROM (SELECT pg_sleep(2)) s`);
});
after(async () => {
  await db.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await db.close();
});

describe(`compiler and data tool (${engineName})`, () => {
  test('values travel only as parameters, identifiers only from the spec', () => {
    const evil = "North'; DROP TABLE users; --";
    const q: StructuredQuery = { intent: 'aggregate', module: 'orders', measure: { agg: 'sum', column: 'amount' }, filters: [{ column: 'region', op: 'eq', value: evil }] };
    const c = compileQuery(q, scope, { rowCap: 100 });
    assert.ok(!c.text.includes('DROP'), c.text);
    assert.deepEqual(c.params, [evil]);
    assert.equal(c.text.split(';').length, 1, 'one statement');
    assert.match(c.text, new RegExp(`FROM "${schema}"\\."orders"`));
  });

  test('a column, module or operation outside the spec is refused before any SQL exists', () => {
    const bad: StructuredQuery[] = [
      { intent: 'aggregate', module: 'orders', measure: { agg: 'sum', column: 'amount; DROP TABLE x' }, filters: [] },
      { intent: 'aggregate', module: 'other_customer_module', filters: [] },
      { intent: 'aggregate', module: 'orders', filters: [{ column: 'password', op: 'eq', value: 'x' }] },
      { intent: 'aggregate', module: 'orders', measure: { agg: 'sum', column: 'region' }, filters: [] },
      { intent: 'aggregate', module: 'orders', filters: [{ column: 'region', op: 'raw' as never, value: '1=1' }] },
      { intent: 'lookup', module: 'orders', filters: [], columns: ['pg_catalog.pg_authid'] },
    ];
    for (const q of bad) assert.throws(() => compileQuery(q, scope, { rowCap: 10 }), InvalidQueryError, JSON.stringify(q));
  });

  test('a spec whose identifiers are not our own safe names is refused', () => {
    const tampered: SpecDoc = { version: 1, joins: [], modules: [{ ...orders, table: { schema: 'public"; DROP TABLE users; --', name: 'orders' } }] };
    assert.throws(() => compileQuery({ intent: 'aggregate', module: 'orders', filters: [] }, scopeOf([{ doc: tampered }]), { rowCap: 10 }), InvalidQueryError);
  });

  test('every intent shape runs and returns at most the row cap', async () => {
    const limits = { rowCap: 7, statementTimeoutMs: 5000 };
    const lookup = await runQuery(db, { intent: 'lookup', module: 'orders', filters: [], columns: ['customer', 'amount'] }, scope, limits);
    assert.equal(lookup.rows.length, 7);
    assert.equal(lookup.rows[0]!._total, 500);
    const trend = await runQuery(db, { intent: 'trend', module: 'orders', measure: { agg: 'sum', column: 'amount' }, group_by: { column: 'ordered_on', grain: 'month' }, filters: [{ column: 'ordered_on', op: 'range', value: ['2020-01-01', '2020-04-01'] }] }, scope, limits);
    assert.deepEqual(trend.rows.map((r) => r.g), ['2020-01', '2020-02', '2020-03']);
    const share = await runQuery(db, { intent: 'share', module: 'orders', measure: { agg: 'count' }, group_by: { column: 'region' }, filters: [] }, scope, limits);
    assert.deepEqual(share.rows.map((r) => [r.g, Number(r.s)]), [['North', 50], ['South', 50]]);
    const within = await runQuery(db, { intent: 'share', module: 'orders', measure: { agg: 'count' }, group_by: { column: 'ordered_on', grain: 'year' }, share_of: { column: 'region', op: 'eq', value: 'North' }, filters: [] }, scope, limits);
    assert.deepEqual(within.rows.map((r) => [r.g, r.v, r.n]), [['2020', 182, 365], ['2021', 68, 135]]);
    const range = await runQuery(db, { intent: 'aggregate', module: 'orders', measure: { agg: 'range', column: 'amount' }, filters: [{ column: 'region', op: 'not_null', value: true }] }, scope, limits);
    assert.deepEqual([range.rows[0]!.v, range.rows[0]!.v2, range.rows[0]!.n], [1, 500, 500]);
    const none = await runQuery(db, { intent: 'aggregate', module: 'orders', measure: { agg: 'count' }, filters: [{ column: 'region', op: 'null', value: true }] }, scope, limits);
    assert.equal(none.rows[0]!.v, 0);
    const rank = await runQuery(db, { intent: 'ranking', module: 'orders', measure: { agg: 'max', column: 'amount' }, filters: [{ column: 'region', op: 'eq', value: 'north' }], order: 'desc', limit: 2, columns: ['customer'] }, scope, limits);
    assert.deepEqual(rank.rows.map((r) => r.customer), ['c500', 'c498']);
    const scalar = await runQuery(db, { intent: 'aggregate', module: 'orders', measure: { agg: 'avg', column: 'amount' }, filters: [{ column: 'customer', op: 'contains', value: '%' }] }, scope, limits);
    assert.equal(scalar.rows[0]!.v, null, 'a % in a value is a literal, not a wildcard');
  });

  test('a value that does not fit its column is a refused query, not a crash', async () => {
    await assert.rejects(
      runQuery(db, { intent: 'aggregate', module: 'orders', filters: [{ column: 'ordered_on', op: 'range', value: ['not a date', 'never'] }] }, scope),
      (e) => e instanceof QueryFailedError && e.reason === 'rejected',
    );
  });

  test('queries run in a read-only transaction with the statement timeout set', async () => {
    const r = await runQuery(db, { intent: 'lookup', module: 'settings', filters: [], columns: ['st', 'ro'] }, scope, { rowCap: 5, statementTimeoutMs: 1234 });
    assert.equal(r.rows[0]!.ro, 'on');
    assert.match(String(r.rows[0]!.st), /^1234(ms)?$|^1\.234s$/);
    await assert.rejects(runQuery(db, { intent: 'lookup', module: 'writer', filters: [], columns: ['a'] }, scope), (e) => e instanceof QueryFailedError && e.reason === 'rejected');
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${schema}".sink`);
    assert.equal(rows[0]!.n, 0);
    // PostgreSQL cancels a statement over the timeout (embedded PGlite has no timer to do so: the
    // setting is applied, as shown above, and the row cap bounds the work there).
    if (db.engine === 'postgres') {
      await assert.rejects(
        runQuery(db, { intent: 'lookup', module: 'slow', filters: [], columns: ['a'] }, scope, { rowCap: 5, statementTimeoutMs: 100 }),
        (e) => e instanceof QueryFailedError && e.reason === 'timeout',
      );
    }
  });
});
