import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { testDb, engineName } from '../support/app.js';
import { migrate } from '../../src/db/migrate.js';
import type { Db } from '../../src/db/db.js';
import { columnsStats, statsSql, type RawStats, type StatsOptions } from '../../src/semantic/stats.js';
import type { ColumnType } from '../../src/contracts/columns.js';

/**
 * The spec build reads the columns of few values in one pass (stats.ts columnsStats: GROUPING
 * SETS over the table); on the engine under test each column's figures must be exactly those of
 * its own grouping pass (statsSql), whatever the values: nulls, repeats, case variants, a float's
 * infinities, an empty table.
 */
let db: Db;
const SCHEMA = 'columns_stats_test';
const COLUMNS: { name: string; type: ColumnType }[] = [
  { name: 'n', type: 'integer' },
  { name: 'x', type: 'number' },
  { name: 'label', type: 'text' },
  { name: 'flag', type: 'boolean' },
  { name: 'day', type: 'date' },
  { name: 'at', type: 'timestamp' },
];

before(async () => {
  db = testDb();
  await migrate(db);
  await db.exec(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA}`);
});
after(async () => {
  await db.exec(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  await db.close();
});

/** The figures as plain values (counts may come as text or numbers). */
function plain(s: RawStats) {
  return JSON.parse(
    JSON.stringify({
      ...s,
      total: Number(s.total),
      nulls: Number(s.nulls),
      distinct_count: Number(s.distinct_count),
      index_values: s.index_values?.map((v) => ({ ...v, row_count: Number(v.row_count), first_row: Number(v.first_row) })),
    }),
  );
}
// JSON has no infinities: min and max are compared as text.
const same = (a: RawStats, b: RawStats) =>
  assert.deepEqual({ ...plain(a), min: String(a.min), max: String(a.max) }, { ...plain(b), min: String(b.min), max: String(b.max) });

async function table(name: string, rows: unknown[][]): Promise<void> {
  await db.exec(`CREATE TABLE ${SCHEMA}.${name} ("_row" bigint NOT NULL, n bigint, x double precision, label text, flag boolean, day date, at timestamptz)`);
  for (const [i, r] of rows.entries()) {
    await db.query(`INSERT INTO ${SCHEMA}.${name} VALUES ($1, $2, $3::float8, $4, $5, $6::date, $7::timestamptz)`, [i + 1, ...r]);
  }
  await db.exec(`ANALYZE ${SCHEMA}.${name}`);
}

async function compare(name: string, columns: { name: string; type: ColumnType }[], opts: StatsOptions): Promise<void> {
  const together = await columnsStats(db, SCHEMA, name, columns, opts);
  for (const [k, c] of columns.entries()) {
    const alone = (await db.query<RawStats>(statsSql(SCHEMA, name, c.name, c.type, undefined, opts))).rows[0]!;
    same(together[k]!, alone);
  }
}

describe(`the figures of several columns from one pass (${engineName})`, () => {
  test('every kind of column, with nulls, repeats, case variants and infinities: each its own pass’s figures', async () => {
    await table('fixed', [
      [1, 1.5, 'West', true, '2024-01-31', '2024-01-31T10:00:00Z'],
      [1, 'Infinity', 'west', false, '2024-02-01', '2024-02-01T00:00:00Z'],
      [null, '-Infinity', null, null, null, null],
      [2, 0, 'East', true, '2023-12-31', '2023-12-31T23:59:59Z'],
      [2, 1.5, 'n/a', true, '2024-01-31', '2024-01-31T10:00:00Z'],
      [3, -2.25, '12', false, '2024-01-01', '2024-01-01T00:00:00Z'],
    ]);
    for (const opts of [{}, { index: 2, reads: true }, { index: 100, reads: true }]) await compare('fixed', COLUMNS, opts);
    // One column alone, and the columns in another order.
    await compare('fixed', [COLUMNS[2]!], { index: 100, reads: true });
    await compare('fixed', [...COLUMNS].reverse(), { index: 100, reads: true });
  });

  test('an empty table: no values, no groups', async () => {
    await table('empty', []);
    await compare('empty', COLUMNS, { index: 100, reads: true });
    const [n] = await columnsStats(db, SCHEMA, 'empty', [COLUMNS[0]!], { index: 100 });
    assert.equal(Number(n!.total), 0);
    assert.equal(Number(n!.distinct_count), 0);
  });

  test('more columns than one pass may group are refused, not read wrongly', async () => {
    const many = Array.from({ length: 32 }, (_, i) => ({ name: `c${i}`, type: 'integer' as const }));
    await assert.rejects(columnsStats(db, SCHEMA, 'fixed', many), /1 to 31 columns/);
  });

  test('property: random tables give each column its own pass’s figures', async () => {
    let run = 0;
    const nullable = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null, freq: 4 });
    const row = fc.tuple(
      nullable(fc.integer({ min: -3, max: 3 })),
      nullable(fc.constantFrom(0, 0.5, -1.25, 1e300, 'Infinity')),
      nullable(fc.constantFrom('a', 'A', 'b', ' b', '—', '7', '2024-01-02', 'x'.repeat(40))),
      nullable(fc.boolean()),
      nullable(fc.constantFrom('2020-02-29', '2021-01-01', '1999-12-31')),
      nullable(fc.constantFrom('2020-02-29T12:00:00Z', '2021-01-01T00:00:00Z')),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 25 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 30 }), async (rows, width, index) => {
        const name = `r${run++}`;
        await table(name, rows);
        await compare(name, COLUMNS.slice(0, width), { index, reads: true });
        await db.exec(`DROP TABLE ${SCHEMA}.${name}`);
      }),
      { numRuns: 25 },
    );
  });
});
