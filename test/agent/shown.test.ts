/** The shown work (src/agent/present/shown.ts): the chart the query's shape calls for, the columns' labels and units, nothing but words below full. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { StructuredQuery } from '../../src/agent/plan/query.js';
import { resolveQuery } from '../../src/agent/plan/resolve.js';
import { chartOf, columnsOf, shownWork } from '../../src/agent/present/shown.js';
import { scopeOf } from '../../src/agent/plan/spec-index.js';
import type { SpecColumn, SpecDoc } from '../../src/contracts/spec.js';

const stats = { distinct_count: 0, null_share: 0, min: null, max: null, top_values: [] };
const col = (name: string, label: string, type: SpecColumn['type'], role: SpecColumn['role']): SpecColumn => ({ name, label, synonyms: [], type, role, stats });
const doc: SpecDoc = {
  version: 2,
  modules: [
    {
      module_id: 'orders',
      name: 'Orders',
      synonyms: [],
      table: { schema: 's', name: 'orders' },
      row_count: 100,
      columns: [
        col('customer', 'Customer', 'text', 'identifier'),
        col('region', 'Region', 'text', 'dimension'),
        col('amount', 'Amount (EUR)', 'number', 'measure'),
        col('ordered_on', 'Ordered on', 'date', 'time'),
      ],
    },
  ],
  joins: [],
};
const scope = scopeOf([{ id: 'spec', doc }]);
const base = { module: 'orders', filters: [] };
const plan = (q: StructuredQuery) => resolveQuery(q, scope);
const chart = (q: StructuredQuery, rows = 5) => chartOf(q, plan(q), rows).kind;

describe('the chart suggestion follows the query’s shape', () => {
  const sum = [{ agg: 'sum' as const, column: 'amount' }];
  test('a trend over periods is a line; groups, rankings and comparisons are bars', () => {
    assert.equal(chart({ ...base, kind: 'groups', group_by: { column: 'ordered_on', part: 'month' }, measures: sum }), 'line');
    assert.equal(chart({ ...base, kind: 'groups', group_by: { column: 'region' }, measures: sum }), 'bar');
    assert.equal(chart({ ...base, kind: 'groups', group_by: { column: 'ordered_on', part: 'year' }, measures: sum, order: 'desc', limit: 3 }), 'bar');
    assert.equal(chart({ ...base, kind: 'compare', key: 'region', values: ['north', 'south'], measure: sum[0]! }), 'bar');
    assert.equal(chart({ ...base, kind: 'values', columns: ['customer', 'amount'], order: { by: 'amount', dir: 'desc' }, limit: 5 }), 'bar');
  });

  test('a single value, a count of groups, a record lookup or a one-period trend draw none', () => {
    assert.equal(chart({ ...base, kind: 'aggregate', measures: sum }, 1), 'none');
    assert.equal(chart({ ...base, kind: 'groups', group_by: { column: 'region' }, measures: sum, answer: 'count' }, 1), 'none');
    assert.equal(chart({ ...base, kind: 'values', columns: ['amount'], filters: [{ column: 'customer', op: 'eq', value: 'x' }] }), 'none');
    assert.equal(chart({ ...base, kind: 'values', columns: ['customer', 'amount'], order: { by: 'amount', dir: 'desc' }, limit: 1 }, 1), 'none');
    assert.equal(chart({ ...base, kind: 'groups', group_by: { column: 'ordered_on', part: 'month' }, measures: sum }, 1), 'none');
    assert.equal(chart({ ...base, kind: 'correlation', columns: ['amount', 'amount'] }, 1), 'none');
    assert.equal(chart({ ...base, kind: 'groups', group_by: { column: 'region' }, measures: sum }, 0), 'none');
  });
});

describe('the columns', () => {
  test('carry the spec’s labels, with the unit of the label apart; a period says its part', () => {
    const q: StructuredQuery = { ...base, kind: 'groups', group_by: { column: 'ordered_on', part: 'month' }, measures: [{ agg: 'avg', column: 'amount' }] };
    assert.deepEqual(columnsOf(q, plan(q)), [
      { key: 'g', label: 'Ordered on (month)', type: 'text' },
      { key: 'v1', label: 'Average Amount', unit: 'EUR', type: 'number' },
      { key: 'n', label: 'Orders records', type: 'number' },
    ]);
  });

  test('below full only the words exist', () => {
    const q: StructuredQuery = { ...base, kind: 'groups', group_by: { column: 'region' }, measures: [{ agg: 'count' }] };
    const work = {
      query: q,
      reading: q,
      plan: plan(q),
      rows: [{ g: 'north', v1: 7, n: 7 }],
      sql: { text: 'SELECT 1', params: [] },
      understood: ['data: Orders'],
    };
    for (const exposure of ['limited', 'advisory'] as const) assert.deepEqual(shownWork(work, ['data: Orders'], exposure), { understood: ['data: Orders'] });
    const full = shownWork(work, ['data: Orders'], 'full');
    assert.deepEqual(full.rows, [['north', 7, 7]]);
    assert.deepEqual(full.chart, { kind: 'bar', x: 'g', y: 'v1' });
    assert.deepEqual(full.sql, { text: 'SELECT 1', params: [] });
    assert.deepEqual(full.reading, q);
    assert.deepEqual(
      full.choices?.measures.map((m) => [m.column ?? null, m.aggs[0]]),
      [
        [null, 'count'],
        ['amount', 'sum'],
      ],
    );
  });
});

describe('what a reading may be changed to (choices.ts)', () => {
  const withStats = (c: SpecColumn, distinct: number): SpecColumn => ({ ...c, stats: { ...c.stats, distinct_count: distinct } });
  const m = doc.modules[0]!;
  const scoped = (columns: SpecColumn[]) =>
    scopeOf([
      { id: 'spec', doc: { ...doc, modules: [{ ...m, columns, entity: { singular: 'order', plural: 'orders', key: null, source: 'set' as const } }] } },
    ]);
  const q: StructuredQuery = { ...base, kind: 'aggregate', measures: [{ agg: 'count' }] };

  test('measures with their default aggregation first; dimensions that repeat and dates by period group', () => {
    const [customer, region, amount, ordered] = m.columns as [SpecColumn, SpecColumn, SpecColumn, SpecColumn];
    const priced = { ...amount, measure: { aggregation: 'avg' as const, additive: false, unit: 'EUR', quantity: 'price' as const, source: 'set' as const } };
    const s = scoped([withStats(customer, 100), withStats(region, 4), priced, withStats(ordered, 90)]);
    const c = shownWork(
      { query: q, reading: q, plan: resolveQuery(q, s), rows: [{ v: 100 }], sql: { text: 'SELECT 1', params: [] }, understood: [] },
      [],
      'full',
    ).choices!;
    assert.equal(c.measures[0]!.label, 'Number of orders');
    assert.deepEqual(c.measures[1], { column: 'amount', label: 'Amount (EUR)', aggs: ['avg', 'sum', 'min', 'max', 'median'] });
    assert.deepEqual(
      c.groups.map((g) => [g.column, g.parts?.includes('month') ?? false]),
      [
        ['region', false],
        ['ordered_on', true],
      ],
    );
  });

  test('a column the caller’s policy hides is not offered (the view lacks it)', () => {
    const [, region, , ordered] = m.columns as [SpecColumn, SpecColumn, SpecColumn, SpecColumn];
    const s = scoped([withStats(region, 4), ordered]);
    const c = shownWork(
      { query: q, reading: q, plan: resolveQuery(q, s), rows: [{ v: 100 }], sql: { text: 'SELECT 1', params: [] }, understood: [] },
      [],
      'full',
    ).choices!;
    assert.deepEqual(
      c.measures.map((x) => x.column ?? null),
      [null],
    );
  });
});
