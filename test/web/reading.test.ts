import assert from 'node:assert/strict';
import { test } from 'node:test';
import { editable, filterWords, type Reading, withGroup, withMeasure, withOrder, withoutFilter } from '../../web/src/portal/agent/reading.js';

/** Issue 23, item 7: the portal's changes to a reading build the structured query the server checks. */
const agg = {
  kind: 'aggregate',
  module: 'cars',
  filters: [{ column: 'origin', op: 'eq', value: 'Japan' }],
  measures: [{ agg: 'avg', column: 'hp' }],
} as Reading;
const grouped = {
  kind: 'groups',
  module: 'cars',
  filters: [],
  group_by: { column: 'origin' },
  measures: [{ agg: 'avg', column: 'hp' }],
  order: 'desc',
  show: ['name'],
} as Reading;

test('a measure changed replaces the first one; a combination of two becomes the one chosen', () => {
  assert.deepEqual(withMeasure(grouped, { agg: 'max', column: 'hp' }), { ...(grouped as object), measures: [{ agg: 'max', column: 'hp' }] });
  const combined = {
    ...agg,
    measures: [
      { agg: 'sum', column: 'a' },
      { agg: 'sum', column: 'b' },
    ],
    combine: 'difference',
  } as Reading;
  assert.deepEqual(withMeasure(combined, { agg: 'count' }), { ...(agg as object), measures: [{ agg: 'count' }] });
});

test('grouping added makes groups ranked highest first; removed, one figure over the same rows', () => {
  const g = withGroup(agg, { column: 'year', part: 'month' });
  assert.deepEqual(g, {
    kind: 'groups',
    module: 'cars',
    filters: agg.filters,
    group_by: { column: 'year', part: 'month' },
    measures: [{ agg: 'avg', column: 'hp' }],
    order: 'desc',
  });
  assert.deepEqual(withGroup(g, undefined), { kind: 'aggregate', module: 'cars', filters: agg.filters, measures: [{ agg: 'avg', column: 'hp' }] });
  // Another key: the columns shown beside the old key's records go.
  assert.equal('show' in withGroup(grouped, { column: 'cylinders' }), false);
});

test('order and N: set, and cleared', () => {
  assert.deepEqual(withOrder(grouped, 'asc', 3), { ...(grouped as object), order: 'asc', limit: 3 });
  const { order: _, ...unordered } = grouped as Record<string, unknown>;
  assert.deepEqual(withOrder(grouped, undefined, undefined), unordered);
  assert.equal(withOrder(agg, 'asc', 3), agg, 'one figure has no order');
});

test('a filter removed, and a filter in words', () => {
  assert.deepEqual(withoutFilter(agg, 0).filters, []);
  assert.equal(filterWords(agg.filters[0]!, { origin: 'Origin' }), 'Origin is Japan');
  assert.equal(filterWords({ column: 'j.model_year', op: 'range', value: ['2020-01-01', '2021-01-01'] }, {}), 'model year from 2020-01-01 to 2021-01-01');
  assert.equal(filterWords({ column: 'hp', op: 'gt', value: { of: 'avg' } }, { hp: 'Horsepower' }), 'Horsepower above the average');
});

test('what each kind of reading offers to change', () => {
  assert.deepEqual(editable(agg), { measure: true, group: true, order: false });
  assert.deepEqual(editable(grouped), { measure: true, group: true, order: true });
  assert.deepEqual(editable({ kind: 'values', module: 'cars', filters: [], columns: ['name'] } as Reading), { measure: false, group: false, order: false });
});
