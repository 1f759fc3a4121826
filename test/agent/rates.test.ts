/**
 * Rates, nil figures and the words of business around them, as the parser reads them: a rate of a
 * state is the share of the records in it (overall, per group, ranked), a rate of a part is its total
 * over the whole's, a figure said to be nil is 0, and magnitudes, "pipeline", "make" and "last
 * quarter" reach what they mean. No database: an invented module of production batches.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { candidates } from '../../src/agent/understand/candidates.js';
import { indexOf } from '../../src/agent/understand/load-index.js';
import { analyse } from '../../src/agent/understand/mentions.js';
import { parse as parseWith } from '../../src/agent/understand/index.js';
import { loadModel } from '../../src/agent/understand/model.js';
import { tokenizeQuestion } from '../../src/agent/understand/tokens.js';
import { scopeOf } from '../../src/agent/plan/spec-index.js';
import type { SpecModule } from '../../src/contracts/spec.js';
import { columnStats as stats, specColumn as col } from '../support/spec-columns.js';

/** The parser with the model shipped with the service. */
const model = loadModel();
const parse = (question: string, scope: Parameters<typeof parseWith>[1], index: Parameters<typeof parseWith>[2]) => parseWith(question, scope, index, model);

const STATES: [string, number][] = [
  ['Passed', 700],
  ['Failed', 200],
  ['On hold', 60],
  ['Cancelled', 40],
];
/** Invented production batches (no table of the benchmarks). */
const batches: SpecModule = {
  module_id: 'batches',
  name: 'Batches',
  synonyms: [],
  table: { schema: 's', name: 'batches' },
  row_count: 1000,
  columns: [
    col('batch_no', 'Batch number', 'text', 'identifier', stats(1000)),
    col('started_on', 'Started on', 'date', 'time', stats(700, '2023-01-02', '2024-11-20')),
    col('finished_on', 'Finished on', 'date', 'time', stats(700, '2023-01-03', '2024-11-30')),
    col(
      'line',
      'Line',
      'text',
      'dimension',
      stats(3, null, null, [
        ['Line A', 400],
        ['Line B', 350],
        ['Line C', 250],
      ]),
      { index: { values: 3, complete: true } },
    ),
    col('status', 'Status', 'text', 'dimension', stats(4, null, null, STATES), { index: { values: 4, complete: true } }),
    col('units_made', 'Units made', 'integer', 'measure', stats(900, 50, 900)),
    col('units_scrapped', 'Units scrapped', 'integer', 'measure', stats(60, 0, 40)),
    col('downtime_min', 'Downtime (min)', 'integer', 'measure', stats(80, 0, 240)),
    col('target_units', 'Target units', 'integer', 'measure', stats(40, 100, 800)),
    col('unit_cost', 'Unit cost (USD)', 'number', 'measure', stats(300, 1.5, 40)),
  ],
};
const cells = [
  ...STATES.map(([v, rows], i) => ({ module: 'batches', column: 'status', value: v, rows, first: i + 1 })),
  ...['Line A', 'Line B', 'Line C'].map((v, i) => ({ module: 'batches', column: 'line', value: v, rows: 300, first: i + 1 })),
];
const scope = scopeOf([{ doc: { version: 2, modules: [batches], joins: [] } }]);
const index = indexOf(scope.modules, cells);
const all = (q: string) => candidates(analyse(q, scope.modules, index), scope);
const best = (q: string) => parse(q, scope, index).ranked[0]!.candidate;
const measuresOf = (q: unknown) => (q as { measures?: { agg: string; where?: unknown; per?: string; times?: string; column?: string }[] }).measures ?? [];

/** Invented ad placements: the figures standard metrics of marketing are ratios of. */
const placements: SpecModule = {
  module_id: 'placements',
  name: 'Placements',
  synonyms: [],
  table: { schema: 's', name: 'placements' },
  row_count: 300,
  columns: [
    col('placement_id', 'Placement ID', 'text', 'identifier', stats(300)),
    col(
      'network',
      'Network',
      'text',
      'dimension',
      stats(4, null, null, [
        ['Alpha', 90],
        ['Beta', 80],
        ['Gamma', 70],
        ['Delta', 60],
      ]),
      { index: { values: 4, complete: true } },
    ),
    col('impressions', 'Impressions', 'integer', 'measure', stats(290, 1000, 90000)),
    col('clicks', 'Clicks', 'integer', 'measure', stats(250, 10, 4000)),
    col('spend', 'Spend (USD)', 'number', 'measure', stats(290, 5, 9000)),
    col('signups', 'Signups', 'integer', 'measure', stats(120, 0, 300)),
  ],
};
const adScope = scopeOf([{ doc: { version: 2, modules: [placements], joins: [] } }]);
const adIndex = indexOf(
  adScope.modules,
  ['Alpha', 'Beta', 'Gamma', 'Delta'].map((v, i) => ({ module: 'placements', column: 'network', value: v, rows: 75, first: i + 1 })),
);
const bestAd = (q: string) => parse(q, adScope, adIndex).ranked[0]?.candidate;

describe('standard metrics of business language', () => {
  test('a metric named by its acronym or words is the ratio of its two totals, never a figure the data lacks', () => {
    assert.deepEqual(analyse('what is our ctr', adScope.modules, adIndex).missing, []);
    assert.deepEqual(measuresOf(bestAd('what is our ctr')!.query)[0], { agg: 'share', column: 'clicks', per: 'impressions' });
    assert.deepEqual(measuresOf(bestAd('cost per click by network')!.query)[0], { agg: 'ratio', column: 'spend', per: 'clicks' });
    assert.deepEqual(measuresOf(bestAd('what was the cpa last year')!.query)[0], { agg: 'ratio', column: 'spend', per: 'signups' });
  });

  test('"which network has the best CTR" ranks the networks by the ratio', () => {
    const c = bestAd('which network has the best ctr')!;
    const q = c.query as { group_by?: { column: string }; order?: string };
    assert.equal(q.group_by?.column, 'network');
    assert.equal(q.order, 'desc');
    assert.deepEqual(measuresOf(c.query)[0], { agg: 'share', column: 'clicks', per: 'impressions' });
  });

  test('a metric whose figures the data lacks is still noticed as missing', () => {
    assert.ok(analyse('what is our roas', adScope.modules, adIndex).missing.includes('roas'));
  });
});

describe('rates and nil figures', () => {
  test('the layer sees two counts in one unit: the units scrapped are part of those made', () => {
    const m = scope.modules[0]!;
    const measure = (n: string) => m.columns.find((c) => c.name === n)!.measure!;
    const [made, scrapped] = [measure('units_made'), measure('units_scrapped')];
    assert.equal(made.quantity, 'count');
    assert.equal(scrapped.quantity, 'count');
    assert.equal(made.unit, scrapped.unit);
    assert.ok(made.additive && scrapped.additive);
  });

  test('a rate of a state is the share of the records in it, never a figure of those records', () => {
    const every = all('what is our failure rate');
    assert.ok(every.length > 0);
    for (const c of every)
      assert.ok(
        measuresOf(c.query).some((x) => x.agg === 'share' && x.where),
        `${c.op}: ${JSON.stringify(c.query)}`,
      );
    const top = best('what is our failure rate').query;
    assert.equal(top.kind, 'aggregate');
    assert.deepEqual(measuresOf(top)[0]!.where, { column: 'status', op: 'eq', value: 'Failed' });
    assert.deepEqual(top.filters, [], 'the state is the share’s part, not a filter');
  });

  test('"which line has the highest cancellation rate" ranks the lines by their share, highest first', () => {
    const c = best('which line has the highest cancellation rate');
    assert.equal(c.query.kind, 'groups');
    const q = c.query as { group_by: { column: string }; order?: string; limit?: number };
    assert.equal(q.group_by.column, 'line');
    assert.equal(q.order, 'desc');
    assert.equal(q.limit, 1);
    assert.equal(measuresOf(c.query)[0]!.where && (measuresOf(c.query)[0]!.where as { value: string }).value, 'Cancelled');
  });

  test('a rate of a part is its total over the whole’s, per group where asked', () => {
    const c = best('scrap rate by line');
    assert.equal(c.query.kind, 'groups');
    assert.deepEqual(measuresOf(c.query)[0], { agg: 'share', column: 'units_scrapped', per: 'units_made' });
    const overall = best('what percentage of units were scrapped');
    assert.deepEqual(measuresOf(overall.query)[0], { agg: 'share', column: 'units_scrapped', per: 'units_made' });
  });

  test('"share of X" takes X as the whole: no rate of a part is read of it', () => {
    for (const c of all('what share of units made came from Line A')) assert.ok(!measuresOf(c.query).some((x) => x.per), JSON.stringify(c.query));
  });

  test('a figure said to be nil is 0, and a share of records meeting it is read after "percent of"', () => {
    const c = best('how many batches had no downtime');
    assert.deepEqual(c.query.filters, [{ column: 'downtime_min', op: 'eq', value: 0 }]);
    assert.equal(measuresOf(c.query)[0]!.agg, 'count');
    const share = best('what percent of batches had zero downtime');
    assert.deepEqual(measuresOf(share.query)[0]!.where, { column: 'downtime_min', op: 'eq', value: 0 });
  });

  test('"how many <records> ..." is never answered with one record’s key', () => {
    for (const c of all('how many batches on Line C had no downtime'))
      if (c.query.kind === 'values') assert.notEqual(c.answer?.column.name, 'batch_no', JSON.stringify(c.query));
  });

  test('verbs of making name the quantity made; "last quarter" is the data’s latest', () => {
    const c = best('how much did we make last quarter');
    assert.deepEqual(measuresOf(c.query)[0], { agg: 'sum', column: 'units_made' });
    assert.deepEqual(c.query.filters, [{ column: 'started_on', op: 'range', value: ['2024-10-01', '2025-01-01'] }]);
  });

  test('a quantity’s value is summed at its price; a figure below its own target compares two columns of a row', () => {
    const value = best('what is the total value of units made at cost');
    assert.deepEqual(measuresOf(value.query)[0], { agg: 'sum', column: 'units_made', times: 'unit_cost' });
    for (const c of all('units made value by line'))
      assert.ok(
        measuresOf(c.query).some((x) => x.times === 'unit_cost'),
        JSON.stringify(c.query),
      );
    const below = best('how many batches came in below their target units');
    assert.deepEqual(below.query.filters, [{ column: 'units_made', op: 'lt', value: { other: 'target_units' } }]);
  });

  test('"how long does it take to finish" is the days from the record’s first date to the date the verb names', () => {
    const c = best('how long does a batch take to finish on average');
    assert.deepEqual(measuresOf(c.query)[0], { agg: 'avg', column: 'finished_on', since: 'started_on' });
    const byLine = best('average days to finish by line');
    assert.equal((byLine.query as { group_by?: { column: string } }).group_by?.column, 'line');
    assert.deepEqual(measuresOf(byLine.query)[0], { agg: 'avg', column: 'finished_on', since: 'started_on' });
  });

  test('magnitudes written with a letter are numbers; "5m" alone stays five metres', () => {
    assert.deepEqual(
      tokenizeQuestion('deals over $50k or €2.5m').tokens.flatMap((t) => (t.num !== undefined ? [t.num] : [])),
      [50000, 2500000],
    );
    assert.deepEqual(
      tokenizeQuestion('a 5m wall').tokens.map((t) => t.text),
      ['a', '5m', 'wall'],
    );
  });
});
