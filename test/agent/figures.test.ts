/**
 * One number format (issue 23, item 6): the answer's text writes a figure as the table and the chart
 * do — thousands separators, en-US, the same rounding — and never groups what names something (a
 * year, a period, a key, an id, a record's value as stored).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Answer, GroupRow } from '../../src/agent/present/answer.js';
import { curate } from '../../src/agent/present/curation.js';
import { ungroundedNumbers } from '../../src/agent/providers/openai.js';
import { figure } from '../../src/agent/present/wording.js';
import type { StructuredQuery } from '../../src/agent/plan/query.js';
import { resolveQuery } from '../../src/agent/plan/resolve.js';
import { scopeOf } from '../../src/agent/plan/spec-index.js';
import { formatFigure, formatNumber } from '../../src/agent/text.js';
import type { SpecColumn, SpecDoc } from '../../src/contracts/spec.js';
import { shownNumber } from '../../web/src/portal/agent/numbers.js';
import { checkAnswer } from '../../bench/quality/check-answer.js';
import { columnStats, specColumn } from '../support/spec-columns.js';

test('a figure has thousands separators', () => {
  assert.equal(formatFigure(56641.62), '56,641.62');
  assert.equal(formatFigure(1234), '1,234');
  assert.equal(formatFigure(1234567), '1,234,567');
  assert.equal(formatFigure(1000000), '1,000,000');
  assert.equal(formatFigure(999), '999');
  assert.equal(formatFigure(0), '0');
});

test('a negative figure keeps its sign before the grouped digits', () => {
  assert.equal(formatFigure(-1234), '-1,234');
  assert.equal(formatFigure(-1500.257), '-1,500.26');
  assert.equal(formatFigure(-999.5), '-999.5');
  assert.equal(formatFigure(-0.12345), '-0.1235');
});

test('decimals are rounded as before, only the whole part is grouped', () => {
  assert.equal(formatFigure(178389.95000000004), '178,389.95');
  assert.equal(formatFigure(12345.6789), '12,345.68');
  assert.equal(formatFigure(0.000123456), '0.0001');
  assert.equal(formatFigure(2.999), '3');
  assert.equal(formatFigure(1e21), '1e+21');
  assert.equal(formatFigure(Number.NaN), 'NaN');
});

test('the text says the digits of the table and the chart', () => {
  for (const n of [56641.62, 178389.95000000004, 1234567, 0.12345, 12.5, 2.999, -1500.257, 100, 1234, -98765.4321, 10248]) {
    assert.equal(formatFigure(n), shownNumber(n), String(n));
    assert.equal(formatFigure(n).replace(/,/g, ''), formatNumber(n), String(n));
  }
});

test('figure() groups a figure; ungrouped it says the stored value as it is', () => {
  assert.equal(figure(56641.62), '56,641.62');
  assert.equal(figure('12345.678'), '12,345.68');
  assert.equal(figure(1500, { name: 'kg', factor: 1 }), '1,500 kg');
  assert.equal(figure(2024, undefined, false), '2024');
  assert.equal(figure(10248, undefined, false), '10248');
  assert.equal(figure(null), 'no value');
  assert.equal(figure('2024-03-05'), '2024-03-05');
});

// ---- in answers -----------------------------------------------------------------------------------
const col = (name: string, label: string, type: SpecColumn['type'], role: SpecColumn['role']) => specColumn(name, label, type, role, columnStats(0));
const doc: SpecDoc = {
  version: 2,
  modules: [
    {
      module_id: 'orders',
      name: 'Orders',
      synonyms: [],
      table: { schema: 's', name: 'orders' },
      row_count: 12345,
      columns: [
        col('order_id', 'Order ID', 'integer', 'identifier'),
        col('year', 'Year', 'integer', 'time'),
        col('region', 'Region', 'text', 'dimension'),
        col('amount', 'Amount', 'number', 'measure'),
        // A year the build read as a measure (its role is no time): its average is still a year.
        col('formed_year', 'Formed year', 'integer', 'measure'),
        col('postal_code', 'Postal code', 'integer', 'dimension'),
        col('ordered_on', 'Ordered on', 'date', 'time'),
      ],
    },
  ],
  joins: [],
};
const scope = scopeOf([{ id: 'spec', doc }]);
const say = (query: StructuredQuery, answer: Answer, rows: Record<string, unknown>[] = []) =>
  curate({ query, plan: resolveQuery(query, scope), answer, rows, exposure: 'full', minRecords: 5 });
const group = (key: GroupRow['key'], v: number, n = 10): GroupRow => ({ key, values: [v], n });

test('a total by year groups the totals, never the years', () => {
  const query = {
    kind: 'groups',
    module: 'orders',
    filters: [],
    group_by: { column: 'year' },
    measures: [{ agg: 'sum', column: 'amount' }],
  } as StructuredQuery;
  const text = say(query, { kind: 'groups', values: [], groups: [group(2023, 56641.62), group(2024, 1234567)] });
  assert.match(text, /\b2023: 56,641\.62\b/);
  assert.match(text, /\b2024: 1,234,567\b/);
  assert.doesNotMatch(text, /2,02[34]/);
});

test('a total by order id groups the totals, never the ids', () => {
  const query = {
    kind: 'groups',
    module: 'orders',
    filters: [],
    group_by: { column: 'order_id' },
    measures: [{ agg: 'sum', column: 'amount' }],
  } as StructuredQuery;
  const text = say(query, { kind: 'groups', values: [], groups: [group(10248, 4400.5), group(10249, 12000)] });
  assert.match(text, /\b10248: 4,400\.5\b/);
  assert.match(text, /\b10249: 12,000\b/);
  assert.doesNotMatch(text, /10,24[89]/);
});

test('a count and a total are grouped; the latest year stays a year', () => {
  const count = { kind: 'aggregate', module: 'orders', filters: [], measures: [{ agg: 'count' }] } as StructuredQuery;
  assert.match(say(count, { kind: 'number', values: [12345], total: 12345 }), /^There are 12,345 Orders records\b/);
  const total = { kind: 'aggregate', module: 'orders', filters: [], measures: [{ agg: 'sum', column: 'amount' }] } as StructuredQuery;
  assert.match(say(total, { kind: 'number', values: [98765.4321], total: 12345 }), /^98,765\.43 — .*over 12,345 Orders records/);
  const latest = { kind: 'aggregate', module: 'orders', filters: [], measures: [{ agg: 'max', column: 'year' }] } as StructuredQuery;
  assert.match(say(latest, { kind: 'number', values: [2024], total: 12345 }), /^2024 — /);
  const id = { kind: 'aggregate', module: 'orders', filters: [], measures: [{ agg: 'max', column: 'order_id' }] } as StructuredQuery;
  assert.match(say(id, { kind: 'number', values: [10248], total: 12345 }), /^10248 — /);
  const formed = { kind: 'aggregate', module: 'orders', filters: [], measures: [{ agg: 'avg', column: 'formed_year' }] } as StructuredQuery;
  assert.match(say(formed, { kind: 'number', values: [1994.25], total: 4 }), /^1994\.25 — /);
  const postal = { kind: 'aggregate', module: 'orders', filters: [], measures: [{ agg: 'min', column: 'postal_code' }] } as StructuredQuery;
  assert.match(say(postal, { kind: 'number', values: [70174], total: 4 }), /^70174 — /);
  const highest = {
    kind: 'aggregate',
    module: 'orders',
    filters: [],
    measures: [
      { agg: 'max', column: 'amount' },
      { agg: 'min', column: 'amount' },
    ],
  } as StructuredQuery;
  assert.match(say(highest, { kind: 'number', values: [377392, 180000], total: 24 }), /^377,392 — .* is 180,000\.$/);
});

test("a record's values are shown as stored", () => {
  const query = {
    kind: 'values',
    module: 'orders',
    filters: [],
    columns: ['order_id', 'amount'],
    order: { by: 'amount', dir: 'desc' },
    limit: 1,
  } as StructuredQuery;
  const text = say(query, { kind: 'values', values: [10248], total: 1 }, [{ c0: 10248, c1: 12345.5 }]);
  assert.match(text, /Order ID: 10248\b/);
  assert.match(text, /at 12345\.5\b/);
});

test('the checker reads a grouped figure as one number, and a list as several', () => {
  assert.equal(checkAnswer('56,641.62 — the total Amount', { number: 56641.62 }), null);
  assert.equal(checkAnswer('-1,234 — the difference', { number: -1234 }), null);
  assert.notEqual(checkAnswer('1, 2, 3', { number: 123 }), null);
  assert.equal(checkAnswer('1, 2, 3', { number: 3 }), null);
  assert.equal(
    checkAnswer('Asia: 1,234.5, Europe: 56,641.62', {
      pairs: [
        ['Asia', 1234.5],
        ['Europe', 56641.62],
      ],
    }),
    null,
  );
  assert.notEqual(checkAnswer('Asia: 1,234.5', { pairs: [['Asia', 1]] }), null);
});

test("a model's grouped figure is grounded by the data's plain one, and a made-up grouped one is not", () => {
  assert.deepEqual(ungroundedNumbers('The total is 56,641.62 over 1,234 records.', ['{"v":56641.62,"n":1234}']), []);
  assert.deepEqual(ungroundedNumbers('The total is 56641.62.', ['56,641.62 — the total Amount']), []);
  assert.deepEqual(ungroundedNumbers('The total is 12,345,678.', ['{"v":12345}', '{"v":678}']), ['12,345,678']);
  // A list of small numbers is not one number: "1, 2, 3" is no 123.
  assert.deepEqual(ungroundedNumbers('Rows 1, 2, 3.', ['{"v":123}']), []);
  assert.deepEqual(ungroundedNumbers('Rows 11, 12, 13.', ['{"v":111213}']), ['11', '12', '13']);
});
