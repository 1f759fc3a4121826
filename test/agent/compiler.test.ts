/** The compiler and the data tool: one parameterised SELECT, identifiers only from the spec, read-only, capped; every kind of query. */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { answerOf } from '../../src/agent/present/answer.js';
import type { StructuredQuery } from '../../src/agent/plan/query.js';
import { InvalidQueryError } from '../../src/agent/plan/resolve.js';
import { compileQuery } from '../../src/agent/execute/sql.js';
import { scopeOf } from '../../src/agent/plan/spec-index.js';
import { QueryFailedError, runQuery } from '../../src/agent/execute/tools.js';
import type { Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import type { SpecColumn, SpecDoc, SpecModule } from '../../src/contracts/spec.js';
import { engineName, testDb } from '../support/app.js';

const schema = `agent_sql_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
let db: Db;

const stats = { distinct_count: 0, null_share: 0, min: null, max: null, top_values: [] };
const col = (name: string, type: SpecColumn['type'], extra: Partial<SpecColumn> = {}): SpecColumn => ({
  name,
  label: name,
  synonyms: [],
  type,
  role: 'dimension',
  stats,
  ...extra,
});
const orders: SpecModule = {
  module_id: 'orders',
  name: 'Orders',
  synonyms: [],
  table: { schema, name: 'orders' },
  row_count: 500,
  columns: [
    col('customer', 'text', { role: 'identifier' }),
    col('region', 'text'),
    col('amount', 'number', { role: 'measure' }),
    col('ordered_on', 'date', { role: 'time' }),
    col('cust_id', 'integer'),
  ],
};
const customers: SpecModule = {
  module_id: 'customers',
  name: 'Customers',
  synonyms: [],
  table: { schema, name: 'customers' },
  row_count: 5,
  columns: [col('id', 'integer', { role: 'identifier' }), col('country', 'text')],
};
/** Wikipedia-style cells: numbers and dates written as text. */
const results: SpecModule = {
  module_id: 'results',
  name: 'Results',
  synonyms: [],
  table: { schema, name: 'results' },
  row_count: 4,
  columns: [
    col('club', 'text'),
    col('attendance', 'text', { reads_as: 'number', role: 'measure' }),
    col('played_on', 'text', { reads_as: 'date', role: 'time' }),
  ],
};
/** Members whose status is known for 8 of 10: a share of a status is of those 8. */
const members: SpecModule = { ...customers, module_id: 'members', table: { schema, name: 'members' }, row_count: 10, columns: [col('status', 'text')] };
const settings: SpecModule = { ...customers, module_id: 'settings', table: { schema, name: 'settings' }, columns: [col('st', 'text'), col('ro', 'text')] };
const writer: SpecModule = { ...customers, module_id: 'writer', table: { schema, name: 'writer' }, columns: [col('a', 'integer', { role: 'measure' })] };
const slow: SpecModule = { ...writer, module_id: 'slow', table: { schema, name: 'slow' } };
/** One region written three ways, as people type them. */
const spelled: SpecModule = {
  ...customers,
  module_id: 'spelled',
  table: { schema, name: 'spelled' },
  columns: [col('region', 'text'), col('amount', 'number', { role: 'measure' })],
};
/** The same orders, where the spec build saw no two regions differing only by case. */
const plain: SpecModule = {
  ...orders,
  module_id: 'plain',
  columns: orders.columns.map((c) => (c.name === 'region' ? { ...c, case_variants: false } : c)),
};
const doc: SpecDoc = {
  version: 2,
  modules: [orders, customers, results, members, settings, writer, slow, spelled, plain],
  joins: [{ left: { module_id: 'orders', column: 'cust_id' }, right: { module_id: 'customers', column: 'id' }, key: 'right' }],
};
const scope = scopeOf([{ doc }]);
const run = async (q: StructuredQuery, rowCap = 50) => {
  const r = await runQuery(db, q, scope, { rowCap, statementTimeoutMs: 5000 });
  return { ...r, answer: answerOf(q, r.sql.shape, r.rows) };
};
const base = { module: 'orders', filters: [] };

before(async () => {
  db = testDb();
  await migrate(db);
  await db.exec(`CREATE SCHEMA "${schema}"`);
  await db.exec(`CREATE TABLE "${schema}".orders (_row bigint, customer text, region text, amount double precision, ordered_on date, cust_id bigint)`);
  await db.query(
    `INSERT INTO "${schema}".orders SELECT i, 'c' || i, CASE WHEN i % 2 = 0 THEN 'North' ELSE 'South' END, i, DATE '2020-01-01' + i, 1 + i % 5 FROM generate_series(1, 500) i`,
  );
  await db.exec(`CREATE TABLE "${schema}".customers (_row bigint, id bigint, country text)`);
  await db.exec(`INSERT INTO "${schema}".customers VALUES (1, 1, 'France'), (2, 2, 'Japan'), (3, 3, 'France'), (4, 4, 'Peru'), (5, 5, 'Chile')`);
  await db.exec(`CREATE TABLE "${schema}".results (_row bigint, club text, attendance text, played_on text)`);
  await db.exec(
    `INSERT INTO "${schema}".results VALUES (1, 'KSV', '7,169', 'May 3, 2004'), (2, 'Gent', '12,500[a]', '10 June 2004'), (3, 'KSV', '—', 'July 2005'), (4, 'Mons', '900', '2005-08-01')`,
  );
  await db.exec(
    `CREATE VIEW "${schema}".settings AS SELECT 1::bigint AS _row, current_setting('statement_timeout') AS st, current_setting('transaction_read_only') AS ro`,
  );
  await db.exec(`CREATE TABLE "${schema}".members (_row bigint, status text)`);
  await db.exec(
    `INSERT INTO "${schema}".members SELECT i, CASE WHEN i > 8 THEN NULL WHEN i <= 2 THEN 'retired' ELSE 'active' END FROM generate_series(1, 10) i`,
  );
  await db.exec(`CREATE TABLE "${schema}".spelled (_row bigint, region text, amount double precision)`);
  await db.exec(
    `INSERT INTO "${schema}".spelled VALUES (1, 'North', 10), (2, 'north', 5), (3, 'North', 1), (4, 'south', 2), (5, 'SOUTH', 3), (6, 'South', 4), (7, NULL, 9)`,
  );
  await db.exec(`CREATE TABLE "${schema}".sink (a int)`);
  await db.exec(`CREATE FUNCTION "${schema}".w() RETURNS int AS $$ INSERT INTO "${schema}".sink VALUES (1) RETURNING 1 $$ LANGUAGE sql VOLATILE`);
  await db.exec(`CREATE VIEW "${schema}".writer AS SELECT 1::bigint AS _row, "${schema}".w() AS a`);
  await db.exec(`CREATE VIEW "${schema}".slow AS SELECT 1::bigint AS _row, 1 AS a FROM (SELECT pg_sleep(2)) s`);
});
after(async () => {
  await db.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await db.close();
});

describe(`compiler and data tool (${engineName})`, () => {
  test('text groups are one group whatever the case, shown as their most used spelling (ties: first by code point)', async () => {
    const r = await run({ kind: 'groups', module: 'spelled', filters: [], group_by: { column: 'region' }, measures: [{ agg: 'sum', column: 'amount' }] });
    assert.deepEqual(
      r.answer.groups?.map((g) => [g.key, g.values[0], g.n]),
      [
        ['North', 16, 3],
        ['SOUTH', 9, 3],
      ],
    );
  });

  test('a text column without case variants is grouped as it is: the same groups, no folding', async () => {
    const q = (module: string): StructuredQuery => ({
      kind: 'groups',
      module,
      filters: [],
      group_by: { column: 'region' },
      measures: [{ agg: 'sum', column: 'amount' }],
    });
    const folded = await run(q('orders'));
    const asIs = await run(q('plain'));
    assert.deepEqual(asIs.answer.groups, folded.answer.groups);
    assert.match(folded.sql.text, /GROUP BY lower\(/);
    assert.doesNotMatch(asIs.sql.text, /lower\(|mode\(\)/);
  });

  test('values travel only as parameters, identifiers only from the spec', () => {
    const evil = "North'; DROP TABLE users; --";
    const c = compileQuery(
      { kind: 'aggregate', ...base, measures: [{ agg: 'sum', column: 'amount' }], filters: [{ column: 'region', op: 'eq', value: evil }] },
      scope,
      { rowCap: 100 },
    );
    assert.ok(!c.text.includes('DROP'), c.text);
    assert.deepEqual(c.params, [evil]);
    assert.equal(c.text.split(';').length, 1, 'one statement');
    assert.match(c.text, new RegExp(`FROM "${schema}"\\."orders"`));
  });

  test('a column, module, join or operation outside the spec is refused before any SQL exists', () => {
    const bad: unknown[] = [
      { kind: 'aggregate', ...base, measures: [{ agg: 'sum', column: 'amount; DROP TABLE x' }] },
      { kind: 'aggregate', module: 'other_customer_module', filters: [], measures: [{ agg: 'count' }] },
      { kind: 'aggregate', ...base, filters: [{ column: 'password', op: 'eq', value: 'x' }], measures: [{ agg: 'count' }] },
      { kind: 'aggregate', ...base, measures: [{ agg: 'sum', column: 'region' }] },
      { kind: 'aggregate', ...base, filters: [{ column: 'region', op: 'raw', value: '1=1' }], measures: [{ agg: 'count' }] },
      { kind: 'values', ...base, columns: ['pg_catalog.pg_authid'] },
      { kind: 'values', ...base, columns: ['customer'], join: [{ module: 'customers', left: 'region', right: 'id' }] },
      { kind: 'values', ...base, columns: ['customers.country'] },
      { kind: 'groups', ...base, group_by: { column: '#row' }, measures: [{ agg: 'count' }] },
      { kind: 'compare', ...base, key: 'region', values: ['North'], measure: { agg: 'count' } },
      { kind: 'compare', ...base, key: 'region', values: ['2020', '2021'], part: 'year', measure: { agg: 'count' } },
      { kind: 'compare', ...base, key: 'ordered_on', values: ['2020', "2021' OR 1=1"], part: 'year', measure: { agg: 'count' } },
      { kind: 'compare', ...base, key: 'ordered_on', values: ['2020', '2021'], part: 'month', measure: { agg: 'count' } },
      { kind: 'correlation', ...base, columns: ['region', 'amount'] },
      { kind: 'sql', text: 'SELECT 1' },
      'SELECT * FROM users',
      null,
    ];
    for (const q of bad) assert.throws(() => compileQuery(q, scope, { rowCap: 10 }), InvalidQueryError, JSON.stringify(q));
  });

  test('a spec whose identifiers are not our own safe names is refused', () => {
    const tampered: SpecDoc = { version: 2, joins: [], modules: [{ ...orders, table: { schema: 'public"; DROP TABLE users; --', name: 'orders' } }] };
    assert.throws(
      () => compileQuery({ kind: 'aggregate', ...base, measures: [{ agg: 'count' }] }, scopeOf([{ doc: tampered }]), { rowCap: 10 }),
      InvalidQueryError,
    );
  });

  test('values: lookups, superlatives, top N, the row position, the next row after an anchor', async () => {
    const all = await run({ kind: 'values', ...base, columns: ['customer', 'amount'] }, 7);
    assert.equal(all.rows.length, 7, 'the row cap');
    assert.equal(all.answer.total, 500);
    const top = await run({
      kind: 'values',
      ...base,
      columns: ['customer'],
      filters: [{ column: 'region', op: 'eq', value: 'north' }],
      order: { by: 'amount', dir: 'desc' },
      limit: 2,
    });
    assert.deepEqual(top.answer.values, ['c500', 'c498']);
    const second = await run({ kind: 'values', ...base, columns: ['customer'], order: { by: 'amount', dir: 'asc' }, offset: 1, limit: 1 });
    assert.deepEqual(second.answer.values, ['c2']);
    const last = await run({ kind: 'values', ...base, columns: ['customer'], order: { by: '#row', dir: 'desc' }, limit: 1 });
    assert.deepEqual(last.answer.values, ['c500']);
    const next = await run({
      kind: 'values',
      ...base,
      columns: ['customer'],
      filters: [{ column: '#row', op: 'gt', value: { anchor: [{ column: 'customer', op: 'eq', value: 'c41' }] } }],
      order: { by: '#row', dir: 'asc' },
      limit: 1,
    });
    assert.deepEqual(next.answer.values, ['c42']);
    const more = await run({
      kind: 'aggregate',
      ...base,
      filters: [{ column: 'amount', op: 'gt', value: { anchor: [{ column: 'customer', op: 'eq', value: 'c490' }] } }],
      measures: [{ agg: 'count' }],
    });
    assert.deepEqual(more.answer.values, [10]);
    const years = await run({ kind: 'values', ...base, columns: ['ordered_on'], part: 'year', distinct: true });
    assert.deepEqual(years.answer.values, [2020, 2021]);
  });

  test('aggregates, groups with conditions and N, shares, comparisons and correlation', async () => {
    const two = await run({
      kind: 'aggregate',
      ...base,
      measures: [
        { agg: 'max', column: 'amount' },
        { agg: 'min', column: 'amount' },
      ],
      combine: 'difference',
    });
    assert.deepEqual(two.answer.values, [499]);
    const distinct = await run({ kind: 'aggregate', ...base, measures: [{ agg: 'count_distinct', column: 'region' }] });
    assert.deepEqual(distinct.answer.values, [2]);
    const trend = await run({
      kind: 'groups',
      ...base,
      group_by: { column: 'ordered_on', part: 'month' },
      measures: [{ agg: 'sum', column: 'amount' }],
      filters: [{ column: 'ordered_on', op: 'range', value: ['2020-01-01', '2020-04-01'] }],
    });
    assert.deepEqual(trend.answer.values, ['2020-01', '2020-02', '2020-03']);
    const share = await run({ kind: 'groups', ...base, group_by: { column: 'region' }, measures: [{ agg: 'share' }] });
    assert.deepEqual(
      share.answer.groups!.map((g) => [g.key, Number(g.values[0])]),
      [
        ['South', 50],
        ['North', 50],
      ],
    );
    const within = await run({
      kind: 'groups',
      ...base,
      group_by: { column: 'ordered_on', part: 'year' },
      measures: [{ agg: 'share', where: { column: 'region', op: 'eq', value: 'North' } }],
    });
    assert.deepEqual(
      within.answer.groups!.map((g) => [g.key, Math.round(Number(g.values[0]))]),
      [
        ['2020', 50],
        ['2021', 50],
      ],
    );
    // Of the records with a status (8), not of every record (10); a share of the missing ones is of every record.
    const retired = await run({
      kind: 'aggregate',
      module: 'members',
      filters: [],
      measures: [{ agg: 'share', where: { column: 'status', op: 'eq', value: 'retired' } }],
    });
    assert.deepEqual([Number(retired.answer.values[0]), retired.answer.total], [25, 8]);
    const missing = await run({ kind: 'aggregate', module: 'members', filters: [], measures: [{ agg: 'share', where: { column: 'status', op: 'null' } }] });
    assert.deepEqual([Number(missing.answer.values[0]), missing.answer.total], [20, 10]);
    const having = await run({
      kind: 'groups',
      module: 'customers',
      filters: [],
      group_by: { column: 'country' },
      measures: [{ agg: 'count' }],
      having: { measure: { agg: 'count' }, op: 'gte', value: 2 },
    });
    assert.deepEqual(having.answer.values, ['France']);
    const countGroups = await run({
      kind: 'groups',
      module: 'customers',
      filters: [],
      group_by: { column: 'country' },
      measures: [{ agg: 'count' }],
      having: { measure: { agg: 'count' }, op: 'lt', value: 2 },
      answer: 'count',
    });
    assert.deepEqual(countGroups.answer.values, [3]);
    const most = await run({
      kind: 'groups',
      module: 'customers',
      filters: [],
      group_by: { column: 'country' },
      measures: [{ agg: 'count' }],
      order: 'desc',
      limit: 1,
      answer: 'values',
    });
    assert.deepEqual(most.answer.values, [2]);
    const cmp = await run({
      kind: 'compare',
      ...base,
      key: 'region',
      values: ['north', 'South'],
      measure: { agg: 'sum', column: 'amount' },
      ask: 'difference',
    });
    assert.deepEqual(cmp.answer.values, [250]);
    const first = await run({ kind: 'compare', ...base, key: 'customer', values: ['c9', 'c3'], measure: { agg: 'min', column: '#row' }, ask: 'min' });
    assert.deepEqual(first.answer.values, ['c3']);
    // Periods of a time key: 2020 holds i = 1…365 (a leap year from 2 January), 2021 i = 366…500.
    const years = await run({ kind: 'compare', ...base, key: 'ordered_on', part: 'year', values: ['2020', '2021'], measure: { agg: 'count' } });
    assert.deepEqual(
      years.answer.compared!.map((x) => [x.value, x.measure]),
      [
        ['2020', 365],
        ['2021', 135],
      ],
    );
    const more = await run({
      kind: 'compare',
      ...base,
      key: 'ordered_on',
      part: 'year',
      values: ['2021', '2020'],
      measure: { agg: 'sum', column: 'amount' },
      ask: 'max',
    });
    assert.deepEqual(more.answer.values, ['2020']);
    const months = await run({
      kind: 'compare',
      ...base,
      key: 'ordered_on',
      part: 'month',
      values: ['2020-01', '2020-02'],
      measure: { agg: 'count' },
      ask: 'difference',
    });
    assert.deepEqual(months.answer.values, [1]);
    // Half-years and quarters, written as the groupings write them: 2020-H1 holds 2 January … 30 June (181 days).
    const halves = await run({ kind: 'compare', ...base, key: 'ordered_on', part: 'half', values: ['2020-H1', '2020-H2'], measure: { agg: 'count' } });
    assert.deepEqual(
      halves.answer.compared!.map((x) => [x.value, x.measure]),
      [
        ['2020-H1', 181],
        ['2020-H2', 184],
      ],
    );
    const quarters = await run({ kind: 'compare', ...base, key: 'ordered_on', part: 'quarter', values: ['2020-Q4', '2021-Q1'], measure: { agg: 'count' } });
    assert.deepEqual(
      quarters.answer.compared!.map((x) => [x.value, x.measure]),
      [
        ['2020-Q4', 92],
        ['2021-Q1', 90],
      ],
    );
    const corr = await run({ kind: 'correlation', ...base, columns: ['amount', 'cust_id'] });
    assert.ok(Math.abs(Number(corr.answer.values[0])) < 0.1);
  });

  test('joins along the spec’s joins, never multiplying the queried rows', async () => {
    const join = [{ module: 'customers', left: 'cust_id', right: 'id' }];
    const n = await run({
      kind: 'aggregate',
      ...base,
      join,
      filters: [{ column: 'customers.country', op: 'eq', value: 'France' }],
      measures: [{ agg: 'count' }],
    });
    assert.deepEqual(n.answer.values, [200]);
    const all = await run({ kind: 'aggregate', ...base, join, measures: [{ agg: 'count' }] });
    assert.deepEqual(all.answer.values, [500]);
    const best = await run({
      kind: 'groups',
      ...base,
      join,
      group_by: { column: 'customers.country' },
      measures: [{ agg: 'sum', column: 'amount' }],
      order: 'desc',
      limit: 1,
    });
    assert.deepEqual(best.answer.values, ['France']);
  });

  test('text cells that read as numbers and dates compare, sort and add up as such', async () => {
    const r = { module: 'results', filters: [] };
    const sum = await run({ kind: 'aggregate', ...r, measures: [{ agg: 'sum', column: 'attendance' }] });
    assert.deepEqual(sum.answer.values, [20569]);
    const top = await run({ kind: 'values', ...r, columns: ['club', 'attendance'], order: { by: 'attendance', dir: 'desc' }, limit: 1 });
    // _key: the entity the row is (the record itself: no key column), which k counts below full.
    assert.deepEqual(top.rows[0], { c0: 'Gent', c1: '12,500[a]', _row: 2, _total: 3, _key: '2' });
    const in2004 = await run({
      kind: 'aggregate',
      ...r,
      filters: [{ column: 'played_on', op: 'range', value: ['2004-01-01', '2005-01-01'] }],
      measures: [{ agg: 'count' }],
    });
    assert.deepEqual(in2004.answer.values, [2]);
    const after = await run({ kind: 'values', ...r, columns: ['club'], filters: [{ column: 'played_on', op: 'gt', value: 2004 }] });
    assert.deepEqual(after.answer.values, ['KSV', 'Mons']);
    const latest = await run({ kind: 'aggregate', ...r, measures: [{ agg: 'max', column: 'played_on' }] });
    assert.deepEqual(latest.answer.values, ['2005-08-01']);
  });

  test('a median: overall, per group, and of text read as numbers (percentile_cont, on both engines)', async () => {
    const all = await run({ kind: 'aggregate', ...base, measures: [{ agg: 'median', column: 'amount' }] });
    assert.deepEqual(all.answer.values, [250.5], 'the mean of the two middle values of an even count');
    const byRegion = await run({ kind: 'groups', ...base, group_by: { column: 'region' }, measures: [{ agg: 'median', column: 'amount' }] });
    assert.deepEqual(
      byRegion.answer.groups?.map((g) => [g.key, g.values[0]]),
      [
        ['North', 251],
        ['South', 250],
      ],
    );
    const byYear = await run({ kind: 'groups', ...base, group_by: { column: 'ordered_on', part: 'year' }, measures: [{ agg: 'median', column: 'amount' }] });
    assert.deepEqual(byYear.answer.values, ['2020', '2021']);
    const attendance = await run({ kind: 'aggregate', module: 'results', filters: [], measures: [{ agg: 'median', column: 'attendance' }] });
    assert.deepEqual(attendance.answer.values, [7169], '"7,169", "12,500[a]" and "900" read as numbers, "—" as none');
    assert.throws(
      () => compileQuery({ kind: 'aggregate', ...base, measures: [{ agg: 'median', column: 'region' }] }, scope, { rowCap: 10 }),
      /median needs a numeric column, region is text/,
    );
  });

  test('a ratio of totals: per a column, per record, per group, never an integer division (on both engines)', async () => {
    const per = await run({ kind: 'aggregate', ...base, measures: [{ agg: 'ratio', column: 'amount', per: 'cust_id' }] });
    assert.deepEqual(per.answer.values, [83.5], 'total amount 125250 over total cust_id 1500');
    const perRecord = await run({ kind: 'aggregate', ...base, measures: [{ agg: 'ratio', column: 'amount' }] });
    assert.deepEqual(perRecord.answer.values, [250.5]);
    const small = await run({
      kind: 'aggregate',
      module: 'orders',
      filters: [{ column: 'amount', op: 'lte', value: 2 }],
      measures: [{ agg: 'ratio', column: 'cust_id' }],
    });
    assert.deepEqual(small.answer.values, [2.5], 'whole numbers divide as numbers: (2 + 3) / 2');
    const byRegion = await run({ kind: 'groups', ...base, group_by: { column: 'region' }, measures: [{ agg: 'ratio', column: 'amount', per: 'cust_id' }] });
    assert.deepEqual(
      byRegion.answer.groups?.map((g) => [g.key, Number(Number(g.values[0]).toFixed(4))]),
      [
        ['North', 83.6667],
        ['South', 83.3333],
      ],
    );
    assert.throws(
      () => compileQuery({ kind: 'aggregate', ...base, measures: [{ agg: 'ratio', column: 'amount', per: 'region' }] }, scope, { rowCap: 10 }),
      /ratio per needs a numeric column/,
    );
    assert.throws(
      () => compileQuery({ kind: 'aggregate', ...base, measures: [{ agg: 'sum', column: 'amount', per: 'cust_id' }] }, scope, { rowCap: 10 }),
      /only a ratio or a share takes per/,
    );
  });

  test('two columns of a row: a total as a share of another, and what a measure or filter of two columns refuses', async () => {
    const share = await run({ kind: 'aggregate', ...base, measures: [{ agg: 'share', column: 'amount', per: 'cust_id' }] });
    assert.deepEqual(share.answer.values, [8350], 'total amount 125250 as a percentage of total cust_id 1500');
    const refused = (measure: Record<string, unknown>, why: RegExp) =>
      assert.throws(() => compileQuery({ kind: 'aggregate', ...base, measures: [measure as never] }, scope, { rowCap: 10 }), why);
    refused({ agg: 'avg', column: 'amount', times: 'cust_id' }, /only a sum or a share of a column takes times/);
    refused({ agg: 'sum', column: 'amount', times: 'region' }, /times needs a numeric column/);
    refused({ agg: 'count', column: 'ordered_on', since: 'ordered_on' }, /only a mean, total, median or extreme of a date takes since/);
    refused({ agg: 'avg', column: 'amount', since: 'ordered_on' }, /since counts days between two dates/);
    assert.throws(
      () =>
        compileQuery(
          { kind: 'aggregate', ...base, filters: [{ column: 'amount', op: 'lt', value: { other: 'region' } }], measures: [{ agg: 'count' }] },
          scope,
          { rowCap: 10 },
        ),
      /compares numbers with numbers or dates with dates/,
    );
    const within = await run({
      kind: 'aggregate',
      ...base,
      filters: [{ column: 'cust_id', op: 'lt', value: { other: 'amount' } }],
      measures: [{ agg: 'count' }],
    });
    assert.ok(Number(within.answer.values[0]) > 0, 'a column compared with another of the same row');
  });

  test('the date reader takes each way a table writes a date, year first with slashes included', async () => {
    const read = async (v: string) => (await db.query<{ d: string | null }>('SELECT specgate_date($1)::text AS d', [v])).rows[0]!.d;
    const cases: [string, string | null][] = [
      ['2001/01/14 21:55', '2001-01-14'],
      ['2001/1/4', '2001-01-04'],
      ['1/20/2007', '2007-01-20'],
      ['January 20, 2007', '2007-01-20'],
      ['2007-01-20', '2007-01-20'],
      ['2001/13/40', null],
      ['12/2001/3', null],
    ];
    for (const [v, want] of cases) assert.equal(await read(v), want, v);
  });

  test('a % in a value is a literal, not a wildcard', async () => {
    const q = await run({ kind: 'aggregate', ...base, filters: [{ column: 'customer', op: 'contains', value: '%' }], measures: [{ agg: 'count' }] });
    assert.deepEqual(q.answer.values, [0]);
  });

  test('a value that does not fit its column is a refused query, not a crash', async () => {
    await assert.rejects(
      runQuery(
        db,
        { kind: 'aggregate', ...base, filters: [{ column: 'ordered_on', op: 'range', value: ['not a date', 'never'] }], measures: [{ agg: 'count' }] },
        scope,
      ),
      (e) => e instanceof QueryFailedError && e.reason === 'rejected',
    );
  });

  test('queries run in a read-only transaction with the statement timeout set', async () => {
    const r = await runQuery(db, { kind: 'values', module: 'settings', filters: [], columns: ['st', 'ro'] }, scope, { rowCap: 5, statementTimeoutMs: 1234 });
    assert.equal(r.rows[0]!.c1, 'on');
    assert.match(String(r.rows[0]!.c0), /^1234(ms)?$|^1\.234s$/);
    await assert.rejects(
      runQuery(db, { kind: 'values', module: 'writer', filters: [], columns: ['a'] }, scope),
      (e) => e instanceof QueryFailedError && e.reason === 'rejected',
    );
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${schema}".sink`);
    assert.equal(rows[0]!.n, 0);
    // PostgreSQL cancels a statement over the timeout (embedded PGlite has no timer to do so: the
    // setting is applied, as shown above, and the row cap bounds the work there).
    if (db.engine === 'postgres') {
      await assert.rejects(
        runQuery(db, { kind: 'values', module: 'slow', filters: [], columns: ['a'] }, scope, { rowCap: 5, statementTimeoutMs: 100 }),
        (e) => e instanceof QueryFailedError && e.reason === 'timeout',
      );
    }
  });
});
