import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { testDb, engineName } from '../support/app.js';
import { migrate } from '../../src/db/migrate.js';
import type { Db } from '../../src/db/db.js';
import { predictedUnique, statsSql, uniqueStats, type RawStats } from '../../src/semantic/stats.js';
import type { ColumnType } from '../../src/contracts/columns.js';

/**
 * The spec build describes a column the planner takes to be unique without grouping its values
 * (stats.ts uniqueStats): on the engine under test its figures — counts, range, most frequent
 * values, the value index and the reading's sample — are the grouping pass's, and a column that is
 * not unique after all is left to the grouping pass.
 */
let db: Db;
const SCHEMA = 'unique_stats_test';
const ROWS = 3000;

before(async () => {
  db = testDb();
  await migrate(db);
  await db.exec(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA}`);
  await db.exec(`CREATE TABLE ${SCHEMA}.t ("_row" bigint NOT NULL, id bigint, score double precision, code text, day date, at timestamptz, kind text)`);
  // Unique columns (a few nulls among them, in another order than the rows), and one that repeats.
  await db.exec(`INSERT INTO ${SCHEMA}.t
    SELECT g, CASE WHEN g % 97 = 0 THEN NULL ELSE (g * 7919) % 100003 END, g * 1.25, 'C-' || lpad(((g * 31) % 10007)::text, 5, '0'),
           DATE '2000-01-01' + ((g * 13) % 5000), TIMESTAMPTZ '2020-01-01 00:00:00+00' + ((g * 17) % 9001) * INTERVAL '1 minute',
           CASE g % 3 WHEN 0 THEN 'a' WHEN 1 THEN 'b' ELSE 'c' END
      FROM generate_series(1, ${ROWS}) g`);
  await db.exec(`ANALYZE ${SCHEMA}.t`);
});
after(async () => {
  await db.exec(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  await db.close();
});

const grouped = async (column: string, type: ColumnType, index: number) =>
  (await db.query<RawStats>(statsSql(SCHEMA, 't', column, type, undefined, { index, reads: true }))).rows[0]!;

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

describe(`the figures of a unique column without grouping it (${engineName})`, () => {
  for (const [column, type] of [
    ['id', 'integer'],
    ['score', 'number'],
    ['code', 'text'],
    ['day', 'date'],
    ['at', 'timestamp'],
  ] as const) {
    test(`${column} (${type}): the grouping pass's figures`, async () => {
      assert.equal(await predictedUnique(db, SCHEMA, 't', column), true, 'the planner takes it to be unique');
      for (const index of [50, 10_000]) {
        const fast = await uniqueStats(db, SCHEMA, 't', column, type, { index, reads: true });
        assert.ok(fast);
        assert.deepEqual(plain(fast), plain(await grouped(column, type, index)));
      }
    });
  }

  test('a column whose values repeat is left to the grouping pass', async () => {
    assert.equal(await predictedUnique(db, SCHEMA, 't', 'kind'), false);
    assert.equal(await uniqueStats(db, SCHEMA, 't', 'kind', 'text', { index: 50, reads: true }), undefined);
  });
});
