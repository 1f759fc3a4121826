/** The local router and its reading of dates in words: pure functions over a hand-written spec. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { findDates } from '../../src/agent/dates.js';
import { guardAnswer } from '../../src/agent/exposure-guard.js';
import { route } from '../../src/agent/router.js';
import { scopeOf } from '../../src/agent/spec-index.js';
import { numberWordsToDigits } from '../../src/agent/text.js';
import type { SpecColumn, SpecDoc } from '../../src/semantic/spec.types.js';

const col = (c: Partial<SpecColumn> & Pick<SpecColumn, 'name' | 'type' | 'role'>): SpecColumn => ({
  label: c.name,
  synonyms: [],
  stats: { distinct_count: 10, null_share: 0, min: null, max: null, top_values: [] },
  ...c,
});
const doc: SpecDoc = {
  version: 1,
  joins: [],
  modules: [
    {
      module_id: 'sales',
      name: 'Sales',
      synonyms: ['orders'],
      table: { schema: 's', name: 'sales' },
      row_count: 1000,
      columns: [
        col({ name: 'order_id', type: 'text', role: 'identifier' }),
        col({ name: 'region', label: 'Sales region', type: 'text', role: 'dimension', stats: { distinct_count: 3, null_share: 0, min: null, max: null, top_values: [{ value: 'North', count: 500 }, { value: 'South', count: 300 }, { value: 'West', count: 200 }] } }),
        col({ name: 'revenue', label: 'Revenue (USD)', type: 'number', role: 'measure', synonyms: ['sales amount', 'turnover'] }),
        col({ name: 'units', label: 'Units sold', type: 'integer', role: 'measure' }),
        col({ name: 'weight_kg', label: 'Weight (kg)', type: 'number', role: 'measure' }),
        col({ name: 'ordered_on', label: 'Order date', type: 'date', role: 'time', stats: { distinct_count: 700, null_share: 0, min: '2021-01-04', max: '2023-06-30', top_values: [] } }),
      ],
    },
  ],
};
const scope = scopeOf([{ doc }]);
const q = (prompt: string) => {
  const plan = route(prompt, scope);
  assert.equal(plan.status, 'ok', `${prompt}: ${JSON.stringify(plan.issue)}`);
  return plan.query!;
};

describe('dates in words', () => {
  const ctx = { min: '2021-01-04', max: '2023-06-30' };
  const one = (text: string) => {
    const d = findDates(text, ctx);
    assert.equal(d.length, 1, `${text}: ${JSON.stringify(d)}`);
    return d[0]!;
  };
  const cases: [string, string, string][] = [
    ['revenue in 2022', '2022-01-01', '2023-01-01'],
    ['revenue in june 2022', '2022-06-01', '2022-07-01'],
    ['revenue in june of 2022', '2022-06-01', '2022-07-01'],
    ['revenue last march', '2023-03-01', '2023-04-01'],
    ['revenue last september', '2022-09-01', '2022-10-01'],
    ['revenue on 2022-02-28', '2022-02-28', '2022-03-01'],
    ['revenue on june 5, 2022', '2022-06-05', '2022-06-06'],
    ['revenue on 5th june 2022', '2022-06-05', '2022-06-06'],
    ['revenue in q3 2022', '2022-07-01', '2022-10-01'],
    ['revenue in the second quarter of 2021', '2021-04-01', '2021-07-01'],
    ['revenue between 2021 and 2022', '2021-01-01', '2023-01-01'],
    ['revenue from march to may 2022', '2022-03-01', '2022-06-01'],
    ['revenue in the summer of 2022', '2022-06-01', '2022-09-01'],
    ['revenue last year', '2023-01-01', '2024-01-01'],
    ['revenue before 2022', '0001-01-01', '2022-01-01'],
    ['revenue since 2022', '2022-01-01', '9999-01-01'],
    ['revenue in the 2020s', '2020-01-01', '2030-01-01'],
  ];
  for (const [text, from, to] of cases) {
    test(text, () => {
      const d = one(text);
      assert.equal(d.kind, 'range');
      assert.deepEqual(d.kind === 'range' && [d.from, d.to], [from, to]);
    });
  }
  test('a month without a year means that month of every year', () => {
    const d = one('average revenue in july');
    assert.deepEqual(d.kind === 'month' && d.month, 7);
  });
  test('numbers that are not years stay numbers', () => {
    assert.deepEqual(findDates('orders over 5000 units', ctx), []);
    assert.deepEqual(findDates('top 10 regions', ctx), []);
  });
});

describe('router', () => {
  test('synonyms, typos and values', () => {
    assert.deepEqual(q('total turnover in the North region'), {
      intent: 'aggregate',
      module: 'sales',
      measure: { agg: 'sum', column: 'revenue' },
      filters: [{ column: 'region', op: 'eq', value: 'North' }],
      group_by: undefined,
    });
    const typo = q('avrage revnue for Sotuh');
    assert.deepEqual(typo.measure, { agg: 'avg', column: 'revenue' });
    assert.deepEqual(typo.filters, [{ column: 'region', op: 'eq', value: 'South' }]);
  });

  test('units convert into the column unit', () => {
    const f = q('how many orders weigh more than 2500 g').filters;
    assert.deepEqual(f, [{ column: 'weight_kg', op: 'gt', value: 2.5 }]);
  });

  test('number words and comparators', () => {
    assert.equal(numberWordsToDigits('top five regions'), 'top 5 regions');
    assert.equal(numberWordsToDigits('which one sold two thousand units'), 'which one sold 2000 units');
    assert.deepEqual(q('orders with at least 20 units sold').filters, [{ column: 'units', op: 'gte', value: 20 }]);
    assert.deepEqual(q('orders with units sold between 5 and 10').filters, [
      { column: 'units', op: 'gte', value: 5 },
      { column: 'units', op: 'lte', value: 10 },
    ]);
  });

  test('each intent', () => {
    assert.equal(q('how many orders in 2022').intent, 'aggregate');
    const rank = q('top 2 regions by revenue');
    assert.equal(rank.intent, 'ranking');
    assert.deepEqual([rank.group_by?.column, rank.limit, rank.order], ['region', 2, 'desc']);
    const cmp = q('compare revenue of North and West');
    assert.equal(cmp.intent, 'comparison');
    assert.equal(cmp.group_by?.column, 'region');
    const trend = q('monthly revenue trend in 2022');
    assert.equal(trend.intent, 'trend');
    assert.deepEqual(trend.group_by, { column: 'ordered_on', grain: 'month' });
    assert.equal(q('what share of orders come from the West').intent, 'share');
    assert.equal(q('show orders from the West with more than 100 units sold').intent, 'lookup');
    assert.equal(route('what can I ask?', scope).status, 'describe');
  });

  test('an unknown question asks for clarification instead of guessing', () => {
    assert.equal(route('what is the meaning of life', scope).status, 'clarify');
    assert.equal(route('average', scope).status, 'clarify');
  });

  test('never throws, whatever the prompt', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.array(fc.constantFrom('top', 'average', 'north', '2022', 'revenue', 'by', "'", ';', 'units', 'last', 'march', 'between', 'and', '5', 'kg', 'share', 'compare', 'vs')).map((w) => w.join(' '))), (prompt) => {
        const plan = route(prompt, scope);
        assert.ok(['ok', 'clarify', 'describe'].includes(plan.status));
        // Whatever was read from the prompt is data, and the guard makes any text safe.
        assert.ok(!/\p{N}/u.test(guardAnswer(JSON.stringify(plan.query ?? {}), 'limited', { specs: [doc] })));
      }),
      { numRuns: 400 },
    );
  });
});
