/**
 * The parser reads the spec's semantic layer: a measure named without an aggregation takes its
 * default, identifiers are never aggregated, categories are ranked as groups, "best selling" and
 * "the largest order" name the measures the layer says, figures the data lacks are noticed, and
 * words of general language reach the columns they mean. No database: an invented orders module.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { candidates } from '../../src/agent/understand/candidates.js';
import { indexOf } from '../../src/agent/understand/load-index.js';
import { analyse, type Analysis, type Mention, valuesTogether } from '../../src/agent/understand/mentions.js';
import { scopeOf } from '../../src/agent/plan/spec-index.js';
import { compare as compareKind } from '../../src/agent/operations/kinds/compare.js';
import { parse as parseWith } from '../../src/agent/understand/index.js';
import { loadModel } from '../../src/agent/understand/model.js';
import { ambiguity } from '../../src/agent/understand/ambiguity.js';
import { eventWords } from '../../src/agent/understand/events.js';
import { stemWord } from '../../src/agent/understand/tokens.js';
import fc from 'fast-check';
import { formatValue } from '../../src/agent/text.js';
import type { SpecModule } from '../../src/contracts/spec.js';
import { columnStats as stats, specColumn as col } from '../support/spec-columns.js';

/** The parser with the model shipped with the service. */
const model = loadModel();
const parse = (question: string, scope: Parameters<typeof parseWith>[1], index: Parameters<typeof parseWith>[2]) => parseWith(question, scope, index, model);

/** Invented sales orders over two years (no table of the demo). */
const orders = moduleOf('orders', 'Orders', 400, [
  col('order_id', 'Order ID', 'integer', 'identifier', stats(400, 1, 400)),
  col('order_date', 'Order date', 'date', 'time', stats(300, '2023-01-02', '2024-12-30')),
  col('closed_on', 'Closed on', 'date', 'time', stats(300, '2023-01-05', '2025-01-10')),
  col('region', 'Region', 'text', 'dimension', stats(4)),
  col('product', 'Product', 'text', 'dimension', stats(6)),
  col('units', 'Units', 'integer', 'measure', stats(20, 1, 20)),
  col('discount', 'Discount', 'number', 'measure', stats(30, 0, 90)),
  col('revenue', 'Revenue', 'number', 'measure', stats(390, 5, 2400)),
  col('unit_price', 'Unit price', 'number', 'measure', stats(6, 5, 120)),
]);
const cells = [
  ...['North', 'South', 'East', 'West'].map((v, i) => ({ module: 'orders', column: 'region', value: v, rows: 100, first: i + 1 })),
  ...['Product A', 'Product B', 'Product C', 'Widget', 'Gadget', 'Software'].map((v, i) => ({
    module: 'orders',
    column: 'product',
    value: v,
    rows: 60,
    first: i + 1,
  })),
];
const scope = scopeOf([{ doc: { version: 2, modules: [orders], joins: [] } }]);
const index = indexOf(scope.modules, cells);
const read = (q: string) => {
  const a = analyse(q, scope.modules, index);
  return { a, all: candidates(a, scope) };
};
/** An invented module: its id names its table too; no synonyms. */
function moduleOf(id: string, name: string, rows: number, columns: SpecModule['columns']): SpecModule {
  return { module_id: id, name, synonyms: [], table: { schema: 's', name: id }, row_count: rows, columns };
}
const columnsNamed = (a: Analysis, how?: string) => a.mentions.flatMap((m) => (m.kind === 'column' && (how === undefined || m.how === how) ? [m.column] : []));

describe('the semantic layer in the parser', () => {
  test('older specs get the layer the build would propose: entity nouns, measures, general synonyms', () => {
    const m = scope.modules[0]!;
    assert.deepEqual([m.entity?.singular, m.entity?.plural, m.entity?.key], ['order', 'orders', 'order_id']);
    assert.equal(m.columns.find((c) => c.name === 'revenue')?.measure?.aggregation, 'sum');
    assert.equal(m.columns.find((c) => c.name === 'unit_price')?.measure?.aggregation, 'avg');
    assert.ok(m.columns.find((c) => c.name === 'revenue')?.implied_synonyms?.includes('sales'));
  });

  test('a measure named without an aggregation is read by its default one: totals of amounts, means of prices', () => {
    const { all } = read('revenue by month');
    const trends = all.filter((c) => c.op === 'trend' && c.measure?.column?.column.name === 'revenue');
    assert.ok(trends.some((c) => c.measure?.agg === 'sum'));
    assert.ok(!trends.some((c) => c.measure?.agg === 'avg'), 'no average revenue where nobody asked for one');
    const prices = read('unit price by region').all.filter((c) => c.op === 'breakdown' && c.measure?.column?.column.name === 'unit_price');
    assert.ok(prices.some((c) => c.measure?.agg === 'avg'));
    assert.ok(!prices.some((c) => c.measure?.agg === 'sum'), 'prices do not add up');
    assert.ok(
      read('average revenue by month').all.some((c) => c.op === 'trend' && c.measure?.agg === 'avg'),
      'a mean asked for is read',
    );
    const said = read('what is the average revenue of all orders in total').all;
    assert.ok(said.some((c) => c.op === 'avg') && !said.some((c) => c.measure?.agg === 'sum'), 'the aggregate said before the figure');
    const totals = read('what is the total revenue by region?').all;
    assert.ok(totals.some((c) => c.op === 'breakdown' && c.measure?.agg === 'sum' && c.measure.column?.column.name === 'revenue'));
    assert.ok(!totals.some((c) => /^(most|least)_common/.test(c.op)), '"total revenue" names the revenue: no region ranked by its orders');
  });

  test('a category ranked by a figure is ranked by its total, never by its largest record or N records', () => {
    const { all } = read('which region has the highest revenue');
    assert.ok(all.some((c) => c.op === 'group_top' && c.measure?.agg === 'sum' && c.answer?.column.name === 'region'));
    assert.ok(!all.some((c) => c.query.kind === 'groups' && c.measure?.agg === 'max'), 'not the region of the largest order');
    assert.ok(!read('which region is the biggest').all.some((c) => c.op === 'least_common'), 'the biggest is never the one with the fewest records');
    assert.ok(!read('which region has the fewest orders').all.some((c) => c.op === 'most_common'));
    const top = read('top 3 products by units').all;
    assert.ok(top.some((c) => c.op === 'group_top' && c.answer?.column.name === 'product' && c.measure?.agg === 'sum'));
    assert.ok(!top.some((c) => c.op === 'top_n'), 'never three orders, nor three order ids');
  });

  test('identifiers are never a figure: no mean, total or ranking of the order id', () => {
    for (const q of ['average order value', 'what was the largest order?', 'total revenue'])
      assert.ok(!read(q).all.some((c) => c.measure?.column?.column.name === 'order_id' || (c.order !== '#row' && c.order?.column.name === 'order_id')), q);
  });

  test('"best selling" names the units sold; "the largest order" and "order value" the main amount', () => {
    assert.ok(columnsNamed(read('best selling product').a, 'concept').includes('units'));
    const largest = read('what was the largest order?');
    assert.deepEqual(columnsNamed(largest.a, 'concept'), ['revenue'], 'the amount with the largest figures, not the discount');
    assert.ok(largest.all.some((c) => c.op === 'argmax' && c.order !== '#row' && c.order?.column.name === 'revenue'));
    assert.ok(columnsNamed(read('average order value').a, 'concept').includes('revenue'));
  });

  test('words of general language reach their column; a figure or attribute the data lacks is noticed', () => {
    assert.ok(columnsNamed(read('sales by region').a, 'synonym').includes('revenue'));
    assert.deepEqual(read('what is the profit margin by region?').a.missing, ['profit margin']);
    assert.deepEqual(read('which supplier sold the most units?').a.missing, ['supplier']);
    assert.deepEqual(read('how many calls did each region make?').a.missing, ['calls']);
    assert.deepEqual(read('total revenue by region').a.missing, []);
    assert.deepEqual(read('how many suppliers are listed').a.missing, [], 'an attribute outside a slot of category is not asked for');
  });

  test('a cause asked for, a process timed and a state of the records the data lacks are noticed', () => {
    assert.deepEqual(read('what are the main reasons for returns by region').a.missing, ['main reasons']);
    // A ranked cause no column holds is missing too: the most common product is no reason.
    assert.deepEqual(read('what is the most common reason').a.missing, ['reason']);
    assert.deepEqual(read('top return reasons').a.missing, ['return reasons']);
    assert.deepEqual(read('average customer age?').a.missing, ['customer age']);
    assert.deepEqual(read('what is the most common product').a.missing, []);
    // …but a cause of something a column names is what that column holds ("the most common cause for a retired car").
    assert.deepEqual(read('what is the most common reason for a product').a.missing, []);
    assert.deepEqual(read('how long does order approval take on average').a.missing, ['approval']);
    assert.deepEqual(read('how long does it take to close an order').a.missing, [], 'the orders hold two dates to measure it by');
    assert.deepEqual(read('how many orders were refunded in 2024').a.missing, ['refunded']);
    // Named as typed; the second of two groupings is asked for too; a figure of two words "what's the … of".
    assert.deepEqual(read('what is the NPS by region').a.missing, ['NPS']);
    assert.deepEqual(read('revenue by age group and gender').a.missing, ['age', 'gender']);
    assert.deepEqual(read("what's the health score of our products").a.missing, ['health score']);
    assert.deepEqual(read("what's the greatest number of units of an order").a.missing, [], 'how much, not a figure');
    assert.deepEqual(read('how many orders were placed in 2024').a.missing, [], 'a verb of making records is no state');
    assert.deepEqual(read('why are orders falling in the north').a.missing, ['reasons'], 'a cause only a column of reasons holds');
    assert.deepEqual(read('revenue by gender').a.missing, ['gender']);
  });

  test('a plural in -uses is its singular: "bonuses" names a column "Bonus"', async () => {
    const { stemWord } = await import('../../src/agent/understand/tokens.js');
    assert.equal(stemWord('bonuses'), stemWord('bonus'));
    assert.equal(stemWord('statuses'), stemWord('status'));
    assert.equal(stemWord('causes'), stemWord('cause'));
  });

  test('the change between two periods is a comparison of the first and the last, not a total over the range', () => {
    const { all } = read('how much did revenue grow from 2023 to 2024');
    assert.ok(all.some((c) => c.op === 'compare_diff' && c.query.kind === 'compare' && c.query.values.join() === '2023,2024' && c.query.part === 'year'));
    assert.ok(!all.some((c) => c.op === 'sum' || c.op === 'trend'));
    assert.ok(!all.some((c) => c.op === 'compare_change'), 'no percent where none is asked');
    const pct = read('by what percentage did units change between 2023 and 2024').all;
    assert.ok(pct.some((c) => c.op === 'compare_change' && c.query.kind === 'compare' && c.query.ask === 'percent_change'));
    assert.ok(!pct.some((c) => c.op === 'compare_diff'), 'a percentage asked for is no difference');
  });

  test('an unnamed date is the record’s own first date; "last year" is no position in the table', () => {
    const { all } = read('revenue from software last year');
    assert.ok(all.length > 0);
    assert.ok(!all.some((c) => c.query.filters.some((f) => f.column === 'closed_on')), 'the order date dates an order');
    assert.ok(!all.some((c) => c.op === 'first' || c.op === 'last'));
    assert.ok(read('revenue of orders closed on in 2024').all.some((c) => c.query.filters.some((f) => f.column === 'closed_on')));
  });

  test('spelling: a word of English is never rewritten; a misspelt one is read as the column it is one letter from', () => {
    assert.ok(!read('how much did we spend on gadgets').a.corrected.length);
    const a = read('top 3 prodcts by revenue').a;
    assert.ok(
      a.corrected.some((c) => c.startsWith('prodcts→')),
      String(a.corrected),
    );
  });
});

describe('percent change between two periods', () => {
  test('is the change from the first named to the second, over the first (a fall is negative)', async () => {
    const { answerOf } = await import('../../src/agent/present/answer.js');
    const q = {
      kind: 'compare' as const,
      module: 'orders',
      filters: [],
      key: 'order_date',
      part: 'year' as const,
      values: ['2023', '2024'],
      measure: { agg: 'sum' as const, column: 'units' },
      ask: 'percent_change' as const,
    };
    const rows = [
      { g: '2023', v: 200, n: 10 },
      { g: '2024', v: 250, n: 12 },
    ];
    assert.deepEqual(answerOf(q, 'compare', rows).values, [25]);
    assert.deepEqual(answerOf({ ...q, values: ['2024', '2023'] }, 'compare', rows).values, [-20]);
    assert.deepEqual(answerOf(q, 'compare', [{ g: '2023', v: 0, n: 1 }, rows[1]!]).values, [], 'no change in percent from nothing');
  });
});

/** Invented support tickets: two durations in minutes whose labels do not say "time". */
const tickets = moduleOf('tickets', 'Support tickets', 900, [
  col('ticket_id', 'Ticket ID', 'text', 'identifier', stats(900)),
  col('opened_at', 'Opened at', 'date', 'time', stats(700, '2023-01-01', '2024-12-31')),
  col('closed_at', 'Closed at', 'timestamp', 'time', stats(870, '2023-01-02', '2025-01-09')),
  col('channel', 'Channel', 'text', 'dimension', stats(4)),
  col('first_response_min', 'First response (min)', 'integer', 'measure', stats(300, 1, 900)),
  col('handle_time_min', 'Handle time (min)', 'integer', 'measure', stats(120, 2, 200)),
  col('satisfaction', 'Satisfaction', 'integer', 'measure', stats(5, 1, 5)),
]);
const ticketScope = scopeOf([{ doc: { version: 2, modules: [tickets], joins: [] } }]);
const ticketIndex = indexOf(ticketScope.modules, [
  ...['Chat', 'Email', 'Phone', 'Web Form'].map((v, i) => ({ module: 'tickets', column: 'channel', value: v, rows: 225, first: i + 1 })),
]);
const readTickets = (q: string) => {
  const a = analyse(q, ticketScope.modules, ticketIndex);
  return { a, all: candidates(a, ticketScope) };
};

describe('durations, superlatives and lists of N in the parser', () => {
  test('a superlative of a quantity the data holds ranks by it, never by the number of records', () => {
    const { all } = readTickets('slowest channel for first response');
    assert.ok(all.some((c) => c.op === 'group_top' && c.measure?.column?.column.name === 'first_response_min'));
    assert.ok(!all.some((c) => c.measure?.agg === 'count' && c.dir), 'no channel ranked by its tickets');
  });

  test('"first response time" names the first response only; "compare" with a "first" in a name shows each', () => {
    const { a, all } = readTickets('compare avg first response time for chat and email');
    assert.ok(!columnsNamed(a).includes('handle_time_min'), 'the "time" of a longer name is no other column');
    assert.ok(all.length > 0 && all.every((c) => c.op === 'compare_each'));
  });

  test('"how long" asks for a duration: no count, no other figure', () => {
    const { all } = readTickets('how long does a ticket take to handle');
    assert.ok(all.length > 0);
    assert.ok(!all.some((c) => c.measure?.agg === 'count' || c.measure?.column?.column.name === 'satisfaction'));
  });

  test('"how many minutes" asks for a figure in minutes, never a count of records or values', () => {
    const { all } = readTickets('how many minutes were spent on email tickets');
    const inMinutes = (c: (typeof all)[number]) => c.measure?.column ?? (c.query.kind === 'values' ? c.answer : undefined);
    assert.ok(
      all.some((c) => c.op === 'sum' && c.measure?.column?.column.name === 'handle_time_min'),
      'minutes spent add up',
    );
    assert.ok(all.every((c) => /^(first_response|handle_time)_min$/.test(inMinutes(c)?.column.name ?? '')));
    const units = read('how many units were sold in the north').all;
    assert.ok(units.some((c) => c.op === 'sum' && c.measure?.column?.column.name === 'units'));
    assert.ok(!units.some((c) => c.op === 'count' || c.op === 'count_distinct'));
  });

  test('a superlative reads a business figure the way round its words say; a mean asked is no record', () => {
    const longest = readTickets('which ticket waited longest for a first response').all;
    assert.ok(longest.some((c) => c.op === 'argmax' && c.order !== '#row' && c.order?.column.name === 'first_response_min'));
    assert.ok(!longest.some((c) => c.op === 'argmin'), 'the longest wait is never the shortest');
    const mean = readTickets('how long do tickets take on average').all;
    assert.ok(mean.some((c) => c.op === 'avg'));
    assert.ok(!mean.some((c) => c.query.kind === 'values'), 'no single ticket, no list of times');
  });

  test('"Closed at" is named by "closed"; periods compared are the records’ first dates; counts compare too', () => {
    const { a } = readTickets('when was the ticket closed');
    assert.ok(columnsNamed(a, 'name').includes('closed_at'));
    const change = readTickets('by what percentage did tickets increase from 2023 to 2024').all.filter((c) => c.op === 'compare_change');
    assert.ok(change.length > 0 && change.every((c) => c.query.kind === 'compare' && c.query.key === 'opened_at'));
    const counts = readTickets('Chat vs Email ticket count').all;
    assert.ok(counts.some((c) => c.op === 'compare_each' && c.measure?.agg === 'count'));
  });

  test('"on how many days" counts the different dates where records repeat a date', () => {
    const days = readTickets('on how many days did chat tickets come in').all;
    assert.ok(days.length > 0 && days.every((c) => c.op === 'count_distinct' && c.measure?.column?.column.name === 'opened_at'));
  });

  test('what the data lacks is named in the question’s words: a compound, a quantity sold', async () => {
    assert.deepEqual(readTickets('what is the backlog size per channel').a.missing, ['backlog size']);
    assert.deepEqual(readTickets('how many tickets did we sell last month').a.missing, ['sales']);
    assert.deepEqual(read('how many units did we sell last month').a.missing, [], 'orders record what was sold');
    assert.deepEqual(readTickets('which are the top selling channels').a.missing, [], 'a ranking may stand on the order of the table');
    const { unexplainedWords } = await import('../../src/agent/present/describe.js');
    const words = (q: string) =>
      unexplainedWords(
        read(q).a,
        (w) => /^(time|what|is|the|average|on)$/.test(w),
        (w) => /^(what|is|the|average)$/.test(w),
      );
    assert.deepEqual(words('what is the average time on page'), ['time on page']);
  });

  test('"top 3 channels by tickets" ranks three channels, never lists them all', () => {
    const { all } = readTickets('top 3 channels by tickets');
    assert.ok(all.some((c) => c.op === 'most_common' && c.query.kind === 'groups' && c.query.limit === 3));
    assert.ok(!all.some((c) => c.op === 'breakdown'));
  });
});

describe('ratios: a figure per another, and a builder’s metrics', () => {
  const withMetric: SpecModule = {
    ...orders,
    metrics: [{ name: 'Average order value', synonyms: ['aov'], numerator: { agg: 'sum', column: 'revenue' }, denominator: { agg: 'count' } }],
  };
  const metricScope = scopeOf([{ doc: { version: 3, modules: [withMetric], joins: [] } }]);
  const readMetric = (q: string) => candidates(analyse(q, metricScope.modules, indexOf(metricScope.modules, cells)), metricScope);

  test('"how many <thing> do we have" is the quantity held of it, where the data holds quantities', () => {
    const all = read('how many Widget do we have').all;
    assert.ok(all.length > 0 && all.every((c) => (c.measure?.column ?? c.answer)?.column.name === 'units'));
    assert.ok(
      read('how many Widget orders are there').all.some((c) => c.op === 'count'),
      'records named are counted',
    );
  });

  test('"revenue per unit" is the total revenue over the total units, overall and per group; nothing else is read', () => {
    const all = read('revenue per unit by region').all;
    assert.ok(all.length > 0);
    assert.ok(all.every((c) => c.measure?.agg === 'ratio'));
    assert.ok(
      all.some(
        (c) => c.op === 'breakdown' && c.query.kind === 'groups' && JSON.stringify(c.query.measures) === '[{"agg":"ratio","column":"revenue","per":"units"}]',
      ),
    );
    assert.ok(!read('revenue per region').all.some((c) => c.measure?.agg === 'ratio'), 'a category after "per" groups');
  });

  test('a metric named by its name or a synonym is read as its ratio', () => {
    for (const q of ['what is our average order value', 'aov by region']) {
      const all = readMetric(q);
      assert.ok(all.length > 0, q);
      assert.ok(
        all.every((c) => c.measure?.agg === 'ratio' && c.measure.column?.column.name === 'revenue'),
        q,
      );
    }
    assert.ok(!read('what is our average order value').all.some((c) => c.measure?.agg === 'ratio'), 'no metric, no ratio');
  });
});

describe('the main quantity and short place names', () => {
  const production = moduleOf('production', 'Production log', 300, [
    col('batch', 'Batch', 'text', 'identifier', stats(300)),
    col('plant', 'Plant', 'text', 'dimension', stats(3)),
    col('country', 'Country', 'text', 'dimension', stats(3)),
    col('qty_rej', 'Quantity rejected', 'integer', 'measure', stats(40, 0, 300)),
    col('qty_prod', 'Quantity produced', 'integer', 'measure', stats(290, 100, 2000)),
  ]);
  const pscope = scopeOf([{ doc: { version: 2, modules: [production], joins: [] } }]);
  const pcells = ['United Kingdom', 'Mexico', 'Czechia'].map((v, i) => ({ module: 'production', column: 'country', value: v, rows: 100, first: i + 1 }));
  const pindex = indexOf(pscope.modules, pcells);

  test('"output" and "units" name the quantity produced; "rejects" the rejected one', () => {
    const named = (q: string) => columnsNamed(analyse(q, pscope.modules, pindex));
    assert.ok(named('monthly output').includes('qty_prod'));
    assert.ok(!named('monthly output').includes('qty_rej'));
    assert.ok(named('how many units were rejected').includes('qty_rej'));
  });

  test('"UK" names the United Kingdom a country column holds; "us" names no country', () => {
    const values = (q: string) => analyse(q, pscope.modules, pindex).mentions.flatMap((m) => (m.kind === 'value' ? m.values : []));
    assert.deepEqual(values('output of plants in the UK'), ['United Kingdom']);
    assert.deepEqual(values('which plant makes the most for us'), []);
  });
});

describe('a tie the semantic layer settles', () => {
  test('"units" tied between the quantity produced and the rejected one is the produced, and nothing is asked', async () => {
    const { ambiguity } = await import('../../src/agent/understand/ambiguity.js');
    const production = moduleOf('production', 'Production log', 300, [
      col('batch', 'Batch', 'text', 'identifier', stats(300)),
      col('plant', 'Plant', 'text', 'dimension', stats(3)),
      col('qty_prod', 'Quantity product', 'integer', 'measure', stats(290, 100, 2000)),
      col('qty_rej', 'Quantity rejected', 'integer', 'measure', stats(40, 0, 300)),
    ]);
    const pscope = scopeOf([{ doc: { version: 2, modules: [production], joins: [] } }]);
    const { analysis, ranked } = parse('total units in 2024', pscope, indexOf(pscope.modules, []));
    const measured = (i: number) => ranked[i]?.candidate.measure?.column?.column.name;
    assert.deepEqual(new Set([measured(0), measured(1)]), new Set(['qty_prod', 'qty_rej']), 'the two readings tie');
    assert.equal(ambiguity(analysis, ranked), undefined);
    assert.equal(measured(0), 'qty_prod');
  });
});

describe('a ledger told in two currencies, with dates set ahead', () => {
  const bills = moduleOf('bills', 'Vendor bills', 900, [
    col('bill_no', 'Bill number', 'text', 'identifier', stats(900)),
    col('bill_date', 'Date', 'date', 'time', stats(800, '2021-01-04', '2024-12-30')),
    col('due_date', 'Due date', 'date', 'time', stats(800, '2021-02-03', '2025-02-28')),
    col('vendor', 'Vendor name', 'text', 'dimension', stats(40)),
    col('amount_fc', 'Amount (Foreign Currency)', 'number', 'measure', stats(880, 20, 98000)),
    col('tax', 'Tax amount', 'number', 'measure', stats(700, 0, 9000)),
    col('amount', 'Amount', 'number', 'measure', stats(880, 20, 90000)),
  ]);
  const bscope = scopeOf([{ doc: { version: 2, modules: [bills], joins: [] } }]);
  const bindex = indexOf(bscope.modules, []);

  test('days to pay run from the record’s date to the date named by the event’s noun, per period and per group', async () => {
    const pay: SpecModule = {
      ...bills,
      columns: [...bills.columns, col('payment_date', 'Payment date', 'date', 'time', { ...stats(700, '2021-01-20', '2024-12-31'), null_share: 0.1 })],
    };
    const pscope = scopeOf([{ doc: { version: 2, modules: [pay], joins: [] } }]);
    const top = (q: string) => parse(q, pscope, bindex).ranked[0]!.candidate.query;
    const span = [{ agg: 'avg', column: 'payment_date', since: 'bill_date' }];
    const overall = top('average days to pay');
    assert.deepEqual(overall.kind === 'aggregate' && overall.measures, span);
    const yearly = top('avg days to pay by year');
    assert.deepEqual(yearly.kind === 'groups' && [yearly.group_by, yearly.measures], [{ column: 'bill_date', part: 'year' }, span]);
    // "How many days does it take": the span, not a count of days.
    const taken = top('how many days does it take us to pay a bill');
    assert.deepEqual(taken.kind === 'aggregate' && taken.measures, span);
    // "How many days had a payment" counts days: no verb asks for a span.
    const days = top('how many days had a payment in 2024');
    assert.ok(days.kind === 'aggregate' && days.measures.every((m) => m.since === undefined), JSON.stringify(days));
  });

  test('a span and a ratio are compared between two values named', async () => {
    const pay: SpecModule = {
      ...bills,
      columns: [
        ...bills.columns,
        col('payment_date', 'Payment date', 'date', 'time', { ...stats(700, '2021-01-20', '2024-12-31'), null_share: 0.1 }),
        col('terms', 'Terms', 'text', 'dimension', stats(3)),
        col('clicks', 'Clicks', 'integer', 'measure', stats(300, 0, 900)),
      ],
    };
    const pscope = scopeOf([{ doc: { version: 2, modules: [pay], joins: [] } }]);
    const pindex = indexOf(
      pscope.modules,
      ['Net 15', 'Net 30', 'Net 60'].map((value, i) => ({ module: 'bills', column: 'terms', value, rows: 300, first: i + 1 })),
    );
    const top = (q: string) => parse(q, pscope, pindex).ranked[0]!.candidate.query;
    const span = top('how long do we take to pay net 15 vs net 30 bills');
    assert.deepEqual(span.kind === 'compare' && [span.values, span.measure], [
      ['Net 15', 'Net 30'],
      { agg: 'avg', column: 'payment_date', since: 'bill_date' },
    ]);
    const ratio = top('tax per click net 15 vs net 30');
    assert.deepEqual(ratio.kind === 'compare' && ratio.measure, { agg: 'ratio', column: 'tax', per: 'clicks' });
  });

  test('"last year" is the last year of what happened, not of a due date set into the next one', () => {
    const dates = analyse('total amount last year', bscope.modules, bindex).mentions.flatMap((m) => (m.kind === 'date' && 'range' in m ? [m.range] : []));
    assert.deepEqual(dates, [['2024-01-01', '2025-01-01']]);
  });

  test('the main amount is the books’ own currency; "amount" names the column called so, not a longer name', async () => {
    const { mainAmount } = await import('../../src/agent/understand/layer-facts.js');
    const { ambiguity } = await import('../../src/agent/understand/ambiguity.js');
    assert.equal(mainAmount(bscope.modules[0]!)?.name, 'amount', 'not the larger figures of the foreign currency');
    const { analysis, ranked } = parse('average bill amount', bscope, bindex);
    assert.equal(ambiguity(analysis, ranked), undefined, 'nothing asked back');
    assert.equal(ranked[0]?.candidate.measure?.column?.column.name, 'amount');
  });
});

describe('a ledger’s events: dated by their verb, late against their deadline', () => {
  const ledger = moduleOf('ledger', 'Vendor bills', 900, [
    col('bill_no', 'Bill number', 'text', 'identifier', stats(900)),
    col('bill_date', 'Date', 'date', 'time', stats(800, '2021-01-04', '2024-12-30')),
    col('due_date', 'Due date', 'date', 'time', stats(800, '2021-02-03', '2025-02-28')),
    col('paid_on', 'Payment date', 'date', 'time', { ...stats(700, '2021-01-20', '2024-12-31'), null_share: 0.1 }),
    col('vendor', 'Vendor name', 'text', 'dimension', stats(40)),
    col('currency', 'Currency', 'text', 'dimension', stats(3)),
    col('amount', 'Amount', 'number', 'measure', stats(880, 20, 90000)),
  ]);
  const lscope = scopeOf([{ doc: { version: 2, modules: [ledger], joins: [] } }]);
  const lindex = indexOf(
    lscope.modules,
    ['USD', 'EUR', 'GBP'].map((value, i) => ({ module: 'ledger', column: 'currency', value, rows: 300, first: i + 1 })),
  );
  const top = async (q: string) => {
    return parse(q, lscope, lindex).ranked[0]!.candidate.query;
  };

  test('"how many vendors did we pay in 2024" counts the vendors, by the date of payment', async () => {
    const q = await top('how many vendors did we pay in 2024');
    assert.deepEqual(q.kind === 'aggregate' && [q.measures, q.filters], [
      [{ agg: 'count_distinct', column: 'vendor' }],
      [{ column: 'paid_on', op: 'range', value: ['2024-01-01', '2025-01-01'] }],
    ]);
  });

  test('"paid late" is the payment after the due date; "on time" by it, as a share of the bills', async () => {
    const late = await top('how many bills were paid late');
    assert.deepEqual(late.filters, [{ column: 'paid_on', op: 'gt', value: { other: 'due_date' } }]);
    const onTime = await top('what % of bills do we pay on time');
    assert.deepEqual(onTime.kind === 'aggregate' && onTime.measures, [{ agg: 'share', where: { column: 'paid_on', op: 'lte', value: { other: 'due_date' } } }]);
  });

  test('a currency is named by its name as well as its code', async () => {
    const q = await top('what share of our bills are in euros');
    assert.deepEqual(q.kind === 'aggregate' && q.measures, [{ agg: 'share', where: { column: 'currency', op: 'eq', value: 'EUR' } }]);
  });
});

describe('a contract book: states in other words, new business, the biggest by its amount', () => {
  const kinds = ['New Business', 'Renewal'];
  const outcomes = ['Renewed', 'Churned', 'Open'];
  const contracts = moduleOf('contracts', 'Contracts', 800, [
    col('contract_no', 'Contract number', 'text', 'identifier', stats(800)),
    col('account', 'Account name', 'text', 'dimension', stats(300)),
    col('start_date', 'Start date', 'date', 'time', stats(700, '2021-01-04', '2024-12-30')),
    {
      ...col('contract_type', 'Contract type', 'text', 'dimension', { ...stats(2), top_values: kinds.map((value, i) => ({ value, count: 400 - i })) }),
      index: { values: 2, complete: true },
    },
    {
      ...col('outcome', 'Renewal outcome', 'text', 'dimension', { ...stats(3), top_values: outcomes.map((value, i) => ({ value, count: 300 - i })) }),
      index: { values: 3, complete: true },
    },
    col('arr', 'ARR', 'number', 'measure', stats(780, 500, 400000)),
  ]);
  const cscope = scopeOf([{ doc: { version: 2, modules: [contracts], joins: [] } }]);
  const cindex = indexOf(cscope.modules, [
    ...kinds.map((value, i) => ({ module: 'contracts', column: 'contract_type', value, rows: 400 - i, first: i + 1 })),
    ...outcomes.map((value, i) => ({ module: 'contracts', column: 'outcome', value, rows: 300 - i, first: i + 1 })),
  ]);
  const filtersOf = (q: string) =>
    analyse(q, cscope.modules, cindex).mentions.flatMap((m) => (m.kind === 'value' ? [{ column: m.column, values: m.values, negated: m.negated }] : []));

  test('"lost" accounts are the churned ones; "new customers" those of new business', () => {
    assert.deepEqual(filtersOf('accounts we lost in 2024'), [{ column: 'outcome', values: ['Churned'], negated: false }]);
    assert.deepEqual(filtersOf('how many new customers did we sign in 2023'), [{ column: 'contract_type', values: ['New Business'], negated: false }]);
  });

  test('records made ("signed") are dated by their first date; an outcome by the date its column is named after', async () => {
    const renewed: SpecModule = {
      ...contracts,
      columns: [...contracts.columns, col('renewal_date', 'Renewal date', 'date', 'time', stats(700, '2022-01-04', '2025-12-30'))],
    };
    const rscope = scopeOf([{ doc: { version: 2, modules: [renewed], joins: [] } }]);
    const dated = (q: string) =>
      parse(q, rscope, cindex)
        .ranked[0]!.candidate.query.filters.filter((f) => f.op === 'range')
        .map((f) => f.column);
    assert.deepEqual(dated('how many contracts churned in 2023'), ['renewal_date']);
    assert.deepEqual(dated('how many renewal contracts were signed in 2024'), ['start_date']);
  });

  test('"contracts up for renewal in 2024" are dated by the renewal, not filtered by a contract type called so', () => {
    const renewed: SpecModule = {
      ...contracts,
      columns: [...contracts.columns, col('renewal_date', 'Renewal date', 'date', 'time', stats(700, '2022-01-04', '2025-12-30'))],
    };
    const rscope = scopeOf([{ doc: { version: 2, modules: [renewed], joins: [] } }]);
    const values = analyse('how many contracts come up for renewal in 2024', rscope.modules, cindex).mentions.filter((m) => m.kind === 'value');
    assert.deepEqual(values, []);
  });

  test('"which 3 … manage the biggest book of business" ranks by the main amount, three of them', async () => {
    const q = parse('which 3 accounts hold the biggest book of business', cscope, cindex).ranked[0]!.candidate.query;
    // The accounts with the largest total ARR, or of the three largest contracts: by ARR, descending, three.
    const by = q.kind === 'groups' ? [q.measures, q.order, q.limit] : q.kind === 'values' ? [q.order, q.limit] : [];
    assert.ok(
      JSON.stringify(by) === JSON.stringify([[{ agg: 'sum', column: 'arr' }], 'desc', 3]) ||
        JSON.stringify(by) === JSON.stringify([{ by: 'arr', dir: 'desc' }, 3]),
      JSON.stringify(q),
    );
  });

  test('"the biggest account" is ranked by its amount, the largest first, never by how many records it has', async () => {
    const q = parse('biggest account we lost in 2024', cscope, cindex).ranked[0]!.candidate.query;
    // The account of the largest lost contract, or the account with the largest lost total: either is by ARR, descending.
    const by = q.kind === 'groups' ? [q.measures, q.order] : q.kind === 'values' ? [q.order] : [];
    assert.ok(
      JSON.stringify(by) === JSON.stringify([[{ agg: 'sum', column: 'arr' }], 'desc']) || JSON.stringify(by) === JSON.stringify([{ by: 'arr', dir: 'desc' }]),
      JSON.stringify(q),
    );
  });
});

describe('what an effort brought in, and people leaving', () => {
  const campaigns = moduleOf('campaigns', 'Campaigns', 900, [
    col('day', 'Day', 'date', 'time', stats(700, '2022-01-01', '2024-12-31')),
    col('campaign', 'Campaign', 'text', 'dimension', stats(12)),
    col('spend', 'Spend', 'number', 'measure', stats(800, 0, 900)),
    col('clicks', 'Clicks', 'integer', 'measure', stats(300, 0, 900)),
    col('conversions', 'Conversions', 'integer', 'measure', stats(60, 0, 80)),
    col('revenue', 'Conversion value', 'number', 'measure', stats(700, 0, 9000)),
  ]);
  const people = moduleOf('people', 'Employees', 400, [
    col('emp_id', 'Employee ID', 'text', 'identifier', stats(400)),
    col('hired_on', 'Hire date', 'date', 'time', stats(390, '2015-01-05', '2024-12-02')),
    col('left_on', 'Termination date', 'date', 'time', { ...stats(90, '2016-03-01', '2024-12-20'), null_share: 0.75 }),
    col('salary', 'Salary', 'number', 'measure', stats(380, 30000, 250000)),
  ]);
  const top = async (module: SpecModule, q: string) => {
    const scope = scopeOf([{ doc: { version: 2, modules: [module], joins: [] } }]);
    return parse(q, scope, indexOf(scope.modules, [])).ranked[0]!.candidate.query;
  };

  test('"performs best" and "bring in" read the outcome, money coming in before actions, never the spend or a count', async () => {
    const best = await top(campaigns, 'which campaign performs best');
    assert.deepEqual(best.kind === 'groups' && [best.group_by, best.measures, best.order], [
      { column: 'campaign' },
      [{ agg: 'sum', column: 'revenue' }],
      'desc',
    ]);
    const brought = await top(campaigns, 'what did our ads bring in last year');
    assert.deepEqual(brought.kind === 'aggregate' && brought.measures, [{ agg: 'sum', column: 'revenue' }]);
  });

  test('"average daily spend" is the mean of the daily totals; "monthly average temperature" is no such mean', async () => {
    const daily = await top(campaigns, 'average daily spend last year');
    assert.deepEqual(daily.kind === 'aggregate' && daily.measures, [{ agg: 'avg', column: 'spend', every: { column: 'day', part: 'day' } }]);
    const perMonth = await top(campaigns, 'avg clicks per month in 2024');
    assert.deepEqual(perMonth.kind === 'aggregate' && perMonth.measures, [{ agg: 'avg', column: 'clicks', every: { column: 'day', part: 'month' } }]);
    // A figure per month asked, or a mean for each: no mean of totals.
    const byMonth = await top(campaigns, 'average daily spend by month');
    assert.ok(!JSON.stringify(byMonth).includes('every'), JSON.stringify(byMonth));
    // Per group: each channel's mean of its monthly totals.
    const withChannel: SpecModule = { ...campaigns, columns: [...campaigns.columns, col('channel', 'Channel', 'text', 'dimension', stats(5))] };
    const byCampaign = await top(withChannel, 'average monthly spend by channel');
    assert.deepEqual(byCampaign.kind === 'groups' && [byCampaign.group_by, byCampaign.measures], [
      { column: 'channel' },
      [{ agg: 'avg', column: 'spend', every: { column: 'day', part: 'month' } }],
    ]);
  });

  test('people who left are dated by their termination, people hired by their hire date', async () => {
    const left = await top(people, 'how many employees left in 2023');
    assert.deepEqual(left.filters, [{ column: 'left_on', op: 'range', value: ['2023-01-01', '2024-01-01'] }]);
    const hired = await top(people, 'how many people did we hire in 2023');
    assert.deepEqual(hired.filters, [{ column: 'hired_on', op: 'range', value: ['2023-01-01', '2024-01-01'] }]);
  });
});

describe('a part of a named whole, a ranking never a list, a question word mistyped', () => {
  const pay = moduleOf('pay', 'Payroll', 600, [
    col('period_end', 'Period end', 'date', 'time', stats(24, '2023-01-31', '2024-12-31')),
    col('emp_name', 'Employee name', 'text', 'sensitive', stats(25)),
    col('gross', 'Gross pay', 'number', 'measure', stats(590, 1000, 14000)),
    col('taxes', 'Taxes', 'number', 'measure', stats(590, 100, 4000)),
  ]);
  const pscope = scopeOf([{ doc: { version: 2, modules: [pay], joins: [] } }]);
  const top = async (q: string) => {
    return parse(q, pscope, indexOf(pscope.modules, [])).ranked[0]!.candidate.query;
  };

  test('"what % of gross pay goes to taxes" is the taxes’ total as a share of the gross', async () => {
    const q = await top('what % of gross pay goes to taxes');
    assert.deepEqual(q.kind === 'aggregate' && q.measures, [{ agg: 'share', column: 'taxes', per: 'gross' }]);
  });

  test('"over budget" compares two figures of a row; "under contract" is no bound; "the highest paid" is by salary', async () => {
    const depts = moduleOf('depts', 'Employees', 400, [
      col('emp_id', 'Employee ID', 'text', 'identifier', stats(400)),
      col('full_name', 'Full name', 'text', 'sensitive', stats(400)),
      col('dept', 'Department', 'text', 'dimension', stats(6)),
      col('salary', 'Salary', 'number', 'measure', stats(380, 30000, 250000)),
      col('budget', 'Training budget', 'number', 'measure', stats(380, 300, 9000)),
      col('spent', 'Training spend', 'number', 'measure', stats(380, 0, 12000)),
      col('contract', 'Contract hours', 'number', 'measure', stats(10, 10, 40)),
      col('hours', 'Hours worked', 'number', 'measure', stats(60, 0, 60)),
    ]);
    const dscope = scopeOf([{ doc: { version: 2, modules: [depts], joins: [] } }]);
    const best = (q: string) => parse(q, dscope, indexOf(dscope.modules, [])).ranked[0]!.candidate.query;
    assert.deepEqual(best('how many employees are over budget').filters, [{ column: 'spent', op: 'gt', value: { other: 'budget' } }]);
    assert.ok(!JSON.stringify(best('how many employees worked under contract')).includes('other'));
    const paid = best('who is our highest paid employee');
    assert.deepEqual(paid.kind === 'values' && paid.order, { by: 'salary', dir: 'desc' });
  });

  test('a value that only stems like a figure’s synonym is the value: "salaried vs hourly"', () => {
    const typed: SpecModule = { ...pay, columns: [...pay.columns, col('pay_type', 'Pay type', 'text', 'dimension', stats(2))] };
    const tscope = scopeOf([{ doc: { version: 2, modules: [typed], joins: [] } }]);
    const tindex = indexOf(
      tscope.modules,
      ['Salaried', 'Hourly'].map((value, i) => ({ module: 'pay', column: 'pay_type', value, rows: 300, first: i + 1 })),
    );
    const values = analyse('avg monthly gross pay: salaried vs hourly', tscope.modules, tindex).mentions.flatMap((m) => (m.kind === 'value' ? m.values : []));
    assert.deepEqual(values, ['Salaried', 'Hourly']);
  });

  test('half-years are periods: "H2 2024", "the first half of 2023"', () => {
    const ranges = (q: string) =>
      analyse(q, pscope.modules, indexOf(pscope.modules, [])).mentions.flatMap((m) => (m.kind === 'date' && m.range ? [m.range] : []));
    assert.deepEqual(ranges('taxes in H2 2024'), [['2024-07-01', '2025-01-01']]);
    assert.deepEqual(ranges('gross pay in the first half of 2023'), [['2023-01-01', '2023-07-01']]);
  });

  test('a mistyped question word still asks which', async () => {
    const { tokenizeQuestion } = await import('../../src/agent/understand/tokens.js');
    assert.deepEqual(
      tokenizeQuestion('whcih employee earned the most').tokens.map((t) => t.text),
      ['which', 'employee', 'earned', 'the', 'most'],
    );
    const q = await top('whcih employee earned the most');
    assert.equal(q.kind, 'groups', JSON.stringify(q));
  });
});

describe('states of a status column', () => {
  const stages = ['Prospecting', 'Qualification', 'Proposal', 'Negotiation', 'Closed Won', 'Closed Lost'];
  const deals = moduleOf('deals', 'Deals', 600, [
    col('deal_id', 'Deal ID', 'text', 'identifier', stats(600)),
    col('created_on', 'Created on', 'date', 'time', stats(500, '2022-01-03', '2024-12-28')),
    col('closed_on', 'Closed on', 'date', 'time', stats(400, '2022-02-01', '2024-12-30')),
    {
      ...col('stage', 'Stage', 'text', 'dimension', { ...stats(6), top_values: stages.map((value, i) => ({ value, count: 100 + i })) }),
      index: { values: 6, complete: true },
    },
    col('amount_usd', 'Amount (USD)', 'number', 'measure', stats(590, 100, 500000)),
    col('win_probability_pct', 'Win probability percent', 'number', 'measure', stats(12, 0, 100)),
  ]);
  const dscope = scopeOf([{ doc: { version: 2, modules: [deals], joins: [] } }]);
  const dindex = indexOf(
    dscope.modules,
    stages.map((value, i) => ({ module: 'deals', column: 'stage', value, rows: 100 + i, first: i + 1 })),
  );
  const stateOf = (q: string) =>
    analyse(q, dscope.modules, dindex).mentions.flatMap((m) => (m.kind === 'value' && m.column === 'stage' ? [{ values: m.values, negated: m.negated }] : []));

  test('"unpaid" is every status that is not over; "un-" turns a state round', () => {
    const statuses = ['Paid', 'Open', 'Overdue', 'Cancelled', 'Disputed', 'Delivered'];
    const invoices = moduleOf('invoices', 'Invoices', 600, [
      col('invoice_no', 'Invoice number', 'text', 'identifier', stats(600)),
      col('issued', 'Issued on', 'date', 'time', stats(500, '2022-01-03', '2024-12-28')),
      {
        ...col('status', 'Status', 'text', 'dimension', { ...stats(6), top_values: statuses.map((value, i) => ({ value, count: 100 + i })) }),
        index: { values: 6, complete: true },
      },
      col('amount', 'Amount', 'number', 'measure', stats(590, 10, 90000)),
    ]);
    const iscope = scopeOf([{ doc: { version: 2, modules: [invoices], joins: [] } }]);
    const iindex = indexOf(
      iscope.modules,
      statuses.map((value, i) => ({ module: 'invoices', column: 'status', value, rows: 100 + i, first: i + 1 })),
    );
    const states = (q: string) =>
      analyse(q, iscope.modules, iindex).mentions.flatMap((m) =>
        m.kind === 'value' && m.column === 'status' ? [{ values: m.values, negated: m.negated }] : [],
      );
    assert.deepEqual(states('how many unpaid invoices'), [{ values: ['Paid', 'Cancelled', 'Delivered'], negated: true }]);
    assert.deepEqual(states('how much do customers owe us'), [{ values: ['Paid', 'Cancelled', 'Delivered'], negated: true }]);
    assert.deepEqual(states('undelivered invoices'), [{ values: ['Delivered'], negated: true }]);
    assert.deepEqual(states('invoices not yet paid'), [{ values: ['Paid'], negated: true }]);
  });

  test('"open" with no such stage is every stage that is not over; "won" and "lose" name the stages that say so', () => {
    assert.deepEqual(stateOf('how many deals are still open'), [{ values: ['Closed Won', 'Closed Lost'], negated: true }]);
    assert.deepEqual(stateOf('how many deals did we win in 2024'), [{ values: ['Closed Won'], negated: false }]);
    assert.deepEqual(stateOf('deals we lose'), [{ values: ['Closed Lost'], negated: false }]);
    // A state's noun, and "not counting" before it.
    assert.deepEqual(stateOf('deal value not counting losses'), [{ values: ['Closed Lost'], negated: true }]);
    // "live" is where one lives, not a state.
    assert.deepEqual(stateOf('which region do deal owners live in'), []);
    // Inside a column's name the word is the column's.
    assert.deepEqual(stateOf('average win probability'), []);
  });

  test('deals won in a year are dated by the date named after their state ("Closed on"), others by their first date', async () => {
    const dated = (q: string) =>
      parse(q, dscope, dindex)
        .ranked[0]!.candidate.query.filters.map((f) => f.column)
        .filter((c) => /created_on|closed_on/.test(String(c)));
    assert.match(String(dated('how many deals did we win in 2024')), /closed_on/);
    assert.match(String(dated('how many deals were created in 2024')), /created_on/);
  });
});

describe('a payroll register: people counted, pay earned', () => {
  const payroll = moduleOf('payroll', 'Payroll', 1200, [
    col('period_end', 'Period end', 'date', 'time', stats(48, '2021-01-31', '2024-12-31')),
    col('emp_id', 'Employee ID', 'text', 'identifier', stats(60)),
    col('emp_name', 'Employee name', 'text', 'sensitive', stats(60)),
    col('base_pay', 'Base pay', 'number', 'measure', stats(900, 1000, 9000)),
    col('ot_pay', 'Overtime pay', 'number', 'measure', stats(300, 0, 2000)),
    col('gross_pay', 'Gross pay', 'number', 'measure', stats(1100, 1000, 14000)),
    col('net_pay', 'Net pay', 'number', 'measure', stats(1100, 800, 10000)),
  ]);
  const pscope = scopeOf([{ doc: { version: 2, modules: [payroll], joins: [] } }]);
  const pindex = indexOf(pscope.modules, []);
  const top = async (q: string) => {
    const query = parse(q, pscope, pindex).ranked[0]!.candidate.query;
    return query.kind === 'aggregate' ? query.measures : query;
  };

  test('"headcount" over lines that are not people counts the people their key names', async () => {
    assert.deepEqual(await top("what's our headcount"), [{ agg: 'count_distinct', column: 'emp_id' }]);
  });

  test('"the top 5 earners" ranks people by their pay; "the lowest paid" ranks by the pay; "a single month" is one line', async () => {
    const best = (q: string) => parse(q, pscope, pindex).ranked[0]!.candidate;
    const earners = best('top 5 earners in 2024');
    assert.equal(earners.query.kind, 'groups');
    assert.deepEqual(earners.query.kind === 'groups' && [earners.query.group_by, earners.query.measures, earners.query.limit], [
      { column: 'emp_name' },
      [{ agg: 'sum', column: 'gross_pay' }],
      5,
    ]);
    const single = best('largest gross pay anyone got in a single month');
    assert.ok(single.query.kind !== 'groups', JSON.stringify(single.query));
    assert.ok(JSON.stringify(single.query).includes('"gross_pay"'), JSON.stringify(single.query));
  });

  test('"pay" and "earn" over a payroll name its main amount; a pay named in full is that pay', async () => {
    assert.deepEqual(await top('how much did we pay our people in 2024'), [{ agg: 'sum', column: 'gross_pay' }]);
    assert.deepEqual(await top('how much did we earn in 2024'), [{ agg: 'sum', column: 'gross_pay' }]);
    assert.deepEqual(await top('how much overtime did we pay in 2023'), [{ agg: 'sum', column: 'ot_pay' }]);
  });
});

describe('records still under way, and states dated by their own column', () => {
  const outcomes = ['Open', 'Renewed', 'Expanded', 'Churned'];
  const terms = moduleOf('terms', 'Contract terms', 800, [
    col('term_no', 'Term number', 'text', 'identifier', stats(800)),
    col('started', 'Start date', 'date', 'time', stats(700, '2019-01-03', '2024-12-20')),
    col('renewal_date', 'Renewal date', 'date', 'time', stats(700, '2020-01-03', '2027-12-20')),
    {
      ...col('outcome', 'Renewal outcome', 'text', 'dimension', { ...stats(4), top_values: outcomes.map((value, i) => ({ value, count: 300 - 50 * i })) }),
      index: { values: 4, complete: true },
    },
    col('arr', 'ARR', 'number', 'measure', stats(780, 1000, 900000)),
  ]);
  const memberships = moduleOf('members', 'Memberships', 500, [
    col('member_id', 'Member ID', 'text', 'identifier', stats(500)),
    col('joined_on', 'Joined on', 'date', 'time', stats(480, '2018-02-01', '2024-12-28')),
    col('end_date', 'End date', 'date', 'time', { ...stats(120, '2018-05-01', '2024-12-30'), null_share: 0.7 }),
    col('monthly_fee', 'Monthly fee', 'number', 'measure', stats(40, 10, 90)),
  ]);
  const tscope = scopeOf([{ doc: { version: 2, modules: [terms], joins: [] } }]);
  const tindex = indexOf(
    tscope.modules,
    outcomes.map((value, i) => ({ module: 'terms', column: 'outcome', value, rows: 300 - 50 * i, first: i + 1 })),
  );
  const mscope = scopeOf([{ doc: { version: 2, modules: [memberships], joins: [] } }]);
  const mindex = indexOf(mscope.modules, []);
  const filtersOf = async (q: string, scope = tscope, index = tindex) => {
    return parse(q, scope, index).ranked[0]!.candidate.query.filters;
  };

  test('"current" selects the status that says a record is under way, else an empty end date', async () => {
    assert.deepEqual(await filtersOf('what is our current ARR'), [{ column: 'outcome', op: 'eq', value: 'Open' }]);
    assert.deepEqual(await filtersOf('total monthly fee of active memberships', mscope, mindex), [{ column: 'end_date', op: 'null' }]);
    assert.deepEqual(await filtersOf('total ARR'), [], 'no today where none is said');
  });

  test('a reading that leaves "today" out is no reading: the two tiers compared over the terms under way', async () => {
    const tiered: SpecModule = {
      ...terms,
      columns: [
        ...terms.columns,
        {
          ...col('tier', 'Tier', 'text', 'dimension', { ...stats(3), top_values: ['Enterprise', 'Pro', 'Starter'].map((value) => ({ value, count: 200 })) }),
          index: { values: 3, complete: true },
        },
        col('account', 'Account name', 'text', 'dimension', stats(600)),
        col('industry', 'Account industry', 'text', 'dimension', stats(8)),
      ],
    };
    const scope = scopeOf([{ doc: { version: 2, modules: [tiered], joins: [] } }]);
    const index = indexOf(scope.modules, [
      ...outcomes.map((value, i) => ({ module: 'terms', column: 'outcome', value, rows: 300 - 50 * i, first: i + 1 })),
      ...['Enterprise', 'Pro', 'Starter'].map((value, i) => ({ module: 'terms', column: 'tier', value, rows: 200, first: i + 1 })),
    ]);
    const compared = await filtersOf('Enterprise vs Pro ARR today', scope, index);
    assert.ok(
      compared.some((f) => f.column === 'outcome' && f.value === 'Open'),
      JSON.stringify(compared),
    );
    // "accounts" is the account itself, ranked however many there are, not its industry.
    const q = parse('top 5 accounts by ARR', scope, index).ranked[0]!.candidate.query;
    assert.deepEqual(q.kind === 'groups' && q.group_by, { column: 'account' });
  });

  test('a state selected is dated by the date its own column is named after ("Renewal outcome", "Renewal date")', async () => {
    const dated = (await filtersOf('how much ARR churned in 2024')).map((f) => f.column);
    assert.ok(dated.includes('renewal_date') && !dated.includes('started'), String(dated));
  });
});

describe('a call log: rates of a status, one record by its key, sizes read their way', () => {
  const outcomes = ['Resolved', 'Abandoned', 'Escalated', 'Transferred'];
  const languages = ['English', 'Spanish', 'French'];
  const calls = moduleOf('calls', 'Calls', 3000, [
    col('call_id', 'Call ID', 'text', 'identifier', stats(3000)),
    col('started', 'Started at', 'timestamp', 'time', stats(3000, '2024-01-01', '2024-12-31')),
    col('language', 'Language', 'text', 'dimension', { ...stats(3), top_values: languages.map((value, i) => ({ value, count: 1000 - i })) }),
    {
      ...col('outcome', 'Outcome', 'text', 'dimension', { ...stats(4), top_values: outcomes.map((value, i) => ({ value, count: 900 - i })) }),
      index: { values: 4, complete: true },
    },
    col('wait_sec', 'Wait (sec)', 'integer', 'measure', stats(600, 0, 900)),
    col('charge', 'Charge', 'number', 'measure', stats(2900, 1, 400)),
  ]);
  const cscope = scopeOf([{ doc: { version: 2, modules: [calls], joins: [] } }]);
  const cindex = indexOf(cscope.modules, [
    ...outcomes.map((value, i) => ({ module: 'calls', column: 'outcome', value, rows: 900 - i, first: i + 1 })),
    ...languages.map((value, i) => ({ module: 'calls', column: 'language', value, rows: 1000 - i, first: i + 1 })),
    { module: 'calls', column: 'call_id', value: 'CL-240001', rows: 1, first: 1 },
  ]);
  const cread = (q: string) => candidates(analyse(q, cscope.modules, cindex), cscope);
  const shareOf = (c: ReturnType<typeof cread>[number]) =>
    c.query.kind !== 'values' && c.query.kind !== 'correlation' && 'measures' in c.query ? c.query.measures[0] : undefined;

  test('"the abandonment rate" is the share of calls whose outcome says so, overall and with the groups ranked by it', () => {
    const overall = cread('abandonment rate');
    assert.ok(
      overall.some(
        (c) =>
          c.op === 'share_of' && c.query.kind === 'aggregate' && JSON.stringify(shareOf(c)?.where) === '{"column":"outcome","op":"eq","value":"Abandoned"}',
      ),
    );
    const ranked = cread('which language has the highest abandonment rate');
    assert.ok(ranked.some((c) => c.op === 'group_top' && c.answer?.column.name === 'language' && shareOf(c)?.agg === 'share'));
  });

  test('"outcome of call CL-240001" reads the record with its outcome first: no extreme of another figure, no most common', () => {
    const all = cread('outcome of call CL-240001');
    assert.ok(all.some((c) => c.op === 'record' && c.query.kind === 'values' && c.query.columns[0] === 'outcome'));
    assert.ok(!all.some((c) => c.op === 'max' || c.op === 'min'), 'one record has no highest charge nobody asked for');
    const picked = all.filter((c) => c.query.filters.some((f) => f.column === 'call_id'));
    assert.ok(!picked.some((c) => c.query.kind === 'groups'), 'one record is no group to rank');
  });

  test('"the smallest call" is read by its own direction, never as the highest charge', () => {
    const all = cread('the smallest call of 2024');
    assert.ok(all.some((c) => c.op === 'min' || c.op === 'argmin'));
    assert.ok(
      !all.some(
        (c) =>
          (c.op === 'max' || c.op === 'argmax') && (c.measure?.column?.column.name === 'charge' || (c.order !== '#row' && c.order?.column.name === 'charge')),
      ),
    );
  });

  test('quarters compared are found in the rows whatever their case ("2024-Q4" against "2024-q4")', () => {
    const q = {
      kind: 'compare',
      module: 'calls',
      filters: [],
      key: 'started',
      values: ['2024-Q4', '2023-Q4'],
      measure: { agg: 'count' },
      part: 'quarter',
    } as const;
    const answer = compareKind.answer(q as never, 'compare', [
      { g: '2023-Q4', v: 512, n: 512 },
      { g: '2024-Q4', v: 537, n: 537 },
    ]);
    assert.deepEqual(answer.values, [537, 512]);
  });
});

describe('periods named without their year, half-years compared, codes that hold a year', () => {
  const compared = (q: string) =>
    read(q).all.flatMap((c) => (c.query.kind === 'compare' && c.query.part ? [`${c.query.part}:${c.query.values.join(',')}`] : []));

  test('"H1 vs H2 2024" compares the two halves of 2024, "Q3 vs Q4 2024" two quarters, "Q1 vs Q4" those of the latest year', () => {
    assert.ok(compared('revenue H1 vs H2 2024').includes('half:2024-H1,2024-H2'));
    assert.ok(compared('growth in revenue from H2 2023 to H2 2024').includes('half:2023-H2,2024-H2'));
    assert.ok(compared('Q3 vs Q4 2024 revenue').includes('quarter:2024-Q3,2024-Q4'));
    // With no year anywhere, the data's latest (Closed on runs into January 2025).
    assert.ok(compared('Q1 vs Q4 orders').includes('quarter:2025-Q1,2025-Q4'));
    // A quarter named is one period: never its first and last months compared.
    assert.ok(!compared('how much did revenue grow in Q4 2024').some((c) => c.startsWith('month:')));
  });

  test('two periods are compared from the earlier; "by what % did … go up" asks the percent change alone', () => {
    const changes = (q: string) => read(q).all.filter((c) => c.query.kind === 'compare' && c.query.part);
    assert.ok(
      changes('revenue grew by what percent in 2024 vs 2023').some(
        (c) => c.op === 'compare_change' && c.query.kind === 'compare' && c.query.values.join() === '2023,2024',
      ),
    );
    const up = changes('by what % did revenue go up in 2024 compared with 2023');
    assert.ok(up.some((c) => c.op === 'compare_change'));
    assert.ok(!up.some((c) => c.op === 'compare_each' || c.op === 'compare_diff'), 'a percent asked is no list of both figures');
  });

  test('a code of the records holding a year is no year named, and the records’ noun names no column after them', () => {
    const invoices = moduleOf('inv', 'Sales invoices', 2000, [
      col('invoice_number', 'Invoice number', 'text', 'identifier', stats(2000)),
      col('invoice_date', 'Invoice date', 'date', 'time', stats(1500, '2021-01-04', '2024-12-30')),
      col('total', 'Total', 'number', 'measure', stats(1900, 10, 50000)),
      col('invoice_amount_paid', 'Invoice amount paid', 'number', 'measure', stats(1900, 0, 50000)),
      col('invoice_amount_due', 'Invoice amount due', 'number', 'measure', stats(300, 0, 50000)),
    ]);
    const iscope = scopeOf([{ doc: { version: 2, modules: [invoices], joins: [] } }]);
    const iindex = indexOf(iscope.modules, [{ module: 'inv', column: 'invoice_number', value: 'INV-2023', rows: 1, first: 2023 }]);
    const a = analyse('how many invoices in 2023', iscope.modules, iindex);
    assert.ok(!a.mentions.some((m) => m.kind === 'value' && m.column === 'invoice_number'), 'no invoice INV-2023');
    const named = analyse('monthly invoicing 2024', iscope.modules, iindex).mentions.flatMap((m) =>
      m.kind === 'column' && m.how === 'word' ? [m.column] : [],
    );
    assert.ok(!named.includes('invoice_amount_paid') && !named.includes('invoice_amount_due'), named.join(', '));
  });
});

describe('values named otherwise than the data writes them', () => {
  const accounts = moduleOf('acc', 'Accounts', 500, [
    col('account', 'Account', 'text', 'identifier', stats(500)),
    col('country', 'Billing country', 'text', 'dimension', stats(3)),
    col('state', 'State', 'text', 'dimension', stats(3)),
    col('period', 'Billing period', 'text', 'dimension', stats(2)),
    col('mrr', 'MRR', 'number', 'measure', stats(400, 10, 9000)),
  ]);
  const ascope = scopeOf([{ doc: { version: 2, modules: [accounts], joins: [] } }]);
  const cells = [
    ...['DE', 'US', 'FR'].map((value, i) => ({ module: 'acc', column: 'country', value, rows: 100, first: i + 1 })),
    ...['DE', 'CA', 'NY'].map((value, i) => ({ module: 'acc', column: 'state', value, rows: 100, first: i + 4 })),
    ...['month', 'year'].map((value, i) => ({ module: 'acc', column: 'period', value, rows: 250, first: i + 7 })),
  ];
  const aindex = indexOf(ascope.modules, cells);
  const valuesOf = (q: string) => analyse(q, ascope.modules, aindex).mentions.flatMap((m) => (m.kind === 'value' ? [`${m.column}=${m.values.join('|')}`] : []));

  test('a country held by its code is named by its name, only in a column of countries', () => {
    assert.ok(valuesOf('MRR from Germany').includes('country=DE'));
    assert.ok(!valuesOf('MRR from Germany').includes('state=DE'), 'Delaware is no Germany');
  });

  test('a billing period is named by its adjective ("annual plans" of the period "year")', () => {
    assert.ok(valuesOf('MRR of annual plans').includes('period=year'));
    assert.ok(valuesOf('how many accounts are billed annually').includes('period=year'));
  });

  test('"ARR" over data that holds MRR is the MRR, told per year; "MRR" of an ARR column per month', () => {
    const a = analyse('ARR by billing country', ascope.modules, aindex);
    assert.ok(a.mentions.some((m) => m.kind === 'column' && m.column === 'mrr' && m.how === 'concept'));
    assert.deepEqual(a.outputUnit && [a.outputUnit.name, a.outputUnit.dim], ['ARR', 'recurring']);
    assert.equal(a.missing.length, 0, 'ARR is not missing where MRR is held');
    assert.equal(analyse('MRR by billing country', ascope.modules, aindex).outputUnit, undefined, 'MRR of MRR is as told');
  });

  test('a bound in percent on a rate held as a fraction is its hundredth part', () => {
    const rates: SpecModule = {
      ...accounts,
      module_id: 'r',
      columns: [
        col('sent', 'Emails sent', 'integer', 'measure', stats(600, 100, 90000)),
        col('open_rate', 'Open rate', 'number', 'measure', stats(600, 0.05, 0.8)),
      ],
    };
    const rscope = scopeOf([{ doc: { version: 2, modules: [rates], joins: [] } }]);
    const all = candidates(analyse('number of campaigns with an open rate over 50%', rscope.modules, indexOf(rscope.modules, [])), rscope);
    assert.ok(all.some((c) => c.op === 'count' && JSON.stringify(c.query.filters) === '[{"column":"open_rate","op":"gt","value":0.5}]'));
  });

  test('a moment is written as people read it, not as an ISO instant', () => {
    assert.equal(formatValue('2024-11-30T05:00:19Z'), '2024-11-30 05:00:19');
    assert.equal(formatValue('2024-11-30'), '2024-11-30');
  });
});

describe('words that are names of an object’s own properties', () => {
  test('never break the parser, wherever they stand in a question (a span, a period, a number, an event)', () => {
    const words = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf', 'propertyIsEnumerable'];
    const shapes = [
      'how long did the {w} take to finish',
      'average revenue per {w}',
      'one hundred {w} orders',
      'how many orders {w} in 2024',
      'revenue by {w} last year',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...words), fc.constantFrom(...shapes), (w, shape) => {
        const q = shape.replace('{w}', w);
        assert.doesNotThrow(() => parse(q, scope, index), q);
      }),
      { numRuns: 200 },
    );
  });
});

describe('what people are paid', () => {
  const staff = moduleOf('st', 'Employees', 600, [
    col('emp', 'Employee #', 'integer', 'identifier', stats(600, 1, 600)),
    col('location', 'Location', 'text', 'dimension', stats(3)),
    col('pay_rate', 'Pay rate', 'number', 'measure', stats(500, 15, 300000)),
    col('bonus', 'Bonus', 'number', 'measure', stats(300, 0, 20000)),
  ]);
  const sscope = scopeOf([{ doc: { version: 2, modules: [staff], joins: [] } }]);
  const sindex = indexOf(
    sscope.modules,
    ['New York', 'Austin', 'Remote'].map((value, i) => ({ module: 'st', column: 'location', value, rows: 200, first: i + 1 })),
  );

  test('"salary cost" is the pay figure’s total, not a cost the data lacks; "NYC" is New York', () => {
    const a = analyse('total salary cost in NYC', sscope.modules, sindex);
    assert.deepEqual(a.missing, []);
    assert.ok(a.mentions.some((m) => m.kind === 'column' && m.column === 'pay_rate'));
    assert.ok(a.mentions.some((m) => m.kind === 'value' && m.column === 'location' && m.values.includes('New York')));
    assert.ok(candidates(a, sscope).some((c) => c.op === 'sum' && c.measure?.column?.column.name === 'pay_rate'));
  });
});

describe('money named in words of its own, flags denied by "non-"', () => {
  const entries = moduleOf('ts', 'Timesheets', 2700, [
    col('entry', 'Entry number', 'text', 'identifier', stats(2700)),
    col('work_date', 'Work date', 'date', 'time', stats(700, '2023-01-02', '2024-12-31')),
    col('client', 'Client', 'text', 'dimension', stats(19)),
    col('billable', 'Billable', 'text', 'dimension', {
      ...stats(2),
      top_values: [
        { value: 'Yes', count: 2388 },
        { value: 'No', count: 312 },
      ],
    }),
    col('hours', 'Hours', 'number', 'measure', stats(40, 0.25, 10)),
    col('amount_usd', 'Amount USD', 'number', 'measure', stats(2000, 40, 3000)),
  ]);
  const tscope = scopeOf([{ doc: { version: 2, modules: [entries], joins: [] } }]);
  const tindex = indexOf(tscope.modules, [
    ...['Yes', 'No'].map((value, i) => ({ module: 'ts', column: 'billable', value, rows: i ? 312 : 2388, first: i + 1 })),
    ...['Saltmarsh Bakery', 'Crestview Architects'].map((value, i) => ({ module: 'ts', column: 'client', value, rows: 300, first: i + 3 })),
  ]);
  const tread = (q: string) => candidates(analyse(q, tscope.modules, tindex), tscope);

  test('"billings", "amount billed" are the money of the records, and two values compared by it are never counted', () => {
    const compared = tread('Saltmarsh Bakery vs Crestview Architects billings').filter((c) => c.query.kind === 'compare');
    assert.ok(compared.some((c) => c.measure?.column?.column.name === 'amount_usd'));
    assert.ok(!compared.some((c) => c.measure?.agg === 'count'), 'billings are no number of entries');
    assert.ok(
      tread('how many entries did Saltmarsh Bakery have').some((c) => c.op === 'count'),
      '"how many" still counts',
    );
  });

  test('"non-billable" is the flag denied', () => {
    const states = analyse('non-billable hours in 2024', tscope.modules, tindex).mentions.flatMap((m) =>
      m.kind === 'value' && m.column === 'billable' ? [m.values.join()] : [],
    );
    assert.deepEqual(states, ['No']);
  });
});

describe('records said to have a figure', () => {
  const checks = moduleOf('ck', 'Checks', 3000, [
    col('check_id', 'Check ID', 'text', 'identifier', stats(3000)),
    col('discount', 'Discount amount', 'number', 'measure', stats(40, 0, 30)),
    col('errors', 'Errors', 'integer', 'measure', stats(6, 0, 5)),
    col('total', 'Total amount', 'number', 'measure', stats(2000, 5, 900)),
  ]);
  const kscope = scopeOf([{ doc: { version: 2, modules: [checks], joins: [] } }]);
  const kread = (q: string) => candidates(analyse(q, kscope.modules, indexOf(kscope.modules, [])), kscope);
  const counted = (q: string) => kread(q).flatMap((c) => (c.op === 'count' ? [JSON.stringify(c.query.filters)] : []));

  test('"checks with a discount" are those above zero; "at least one error" is a bound of one', () => {
    assert.ok(counted('number of checks with a discount').includes('[{"column":"discount","op":"gt","value":0}]'));
    assert.ok(counted('how many checks had at least one error').includes('[{"column":"errors","op":"gte","value":1}]'));
  });

  test('"the average discount on checks that had one": the figure said again as "one" filters it and stays measured', () => {
    const averaged = kread('what is the average discount on checks that had one').flatMap((c) =>
      c.query.kind === 'aggregate' ? [`${c.query.measures.map((m) => `${m.agg} ${m.column}`)} ${JSON.stringify(c.query.filters)}`] : [],
    );
    assert.ok(averaged.includes('avg discount [{"column":"discount","op":"gt","value":0}]'), averaged.join('\n'));
    // The records named again are no figure: "checks that had one" of a count filters nothing by the key.
    assert.ok(!kread('how many checks had one').some((c) => JSON.stringify(c.query.filters).includes('check_id')));
  });

  test('"the average check" is the average of the records\' main amount; "average checks per day" is not', () => {
    const of = (q: string) =>
      analyse(q, kscope.modules, indexOf(kscope.modules, [])).mentions.some((m) => m.kind === 'column' && m.how === 'concept' && m.column === 'total');
    assert.equal(of('which day has the highest average check'), true);
    assert.equal(of('average checks per day'), false);
  });
});

describe('a figure per a unit', () => {
  test('"cost per kg" is the cost over the weight told in kilograms, a mass though it is', () => {
    const shipments = moduleOf('sh', 'Shipments', 2800, [
      col('shipment', 'Shipment number', 'text', 'identifier', stats(2800)),
      col('weight_kg', 'Weight kg', 'number', 'measure', stats(2000, 0.5, 900)),
      col('freight_cost', 'Freight cost', 'number', 'measure', stats(2700, 5, 900)),
    ]);
    const sscope = scopeOf([{ doc: { version: 2, modules: [shipments], joins: [] } }]);
    const all = candidates(analyse('what is our average cost per kg', sscope.modules, indexOf(sscope.modules, [])), sscope);
    assert.ok(
      all.some(
        (c) =>
          c.op === 'ratio' &&
          c.query.kind === 'aggregate' &&
          JSON.stringify(c.query.measures[0]) === '{"agg":"ratio","column":"freight_cost","per":"weight_kg"}',
      ),
    );
  });
});

describe('an invoice book: money collected, paid after the due date', () => {
  const book = moduleOf('ib', 'Sales invoices', 2000, [
    col('invoice_number', 'Invoice number', 'text', 'identifier', stats(2000)),
    col('invoice_date', 'Invoice date', 'date', 'time', stats(1400, '2021-01-04', '2024-12-30')),
    col('due_date', 'Due date', 'date', 'time', stats(1400, '2021-01-20', '2025-01-30')),
    col('paid_on', 'Fully paid on date', 'date', 'time', { ...stats(1300, '2021-01-10', '2024-12-31'), null_share: 0.05 }),
    col('total', 'Total', 'number', 'measure', stats(1900, 10, 50000)),
    col('amount_paid', 'Invoice amount paid', 'number', 'measure', stats(1800, 0, 50000)),
  ]);
  const bscope = scopeOf([{ doc: { version: 2, modules: [book], joins: [] } }]);
  const bread = (q: string) => candidates(analyse(q, bscope.modules, indexOf(bscope.modules, [])), bscope);

  test('"cash collected" is the amount paid in, dated by the payment', () => {
    const all = bread('how much cash did we collect in 2024');
    assert.ok(
      all.some(
        (c) =>
          c.op === 'sum' &&
          c.measure?.column?.column.name === 'amount_paid' &&
          JSON.stringify(c.query.filters) === '[{"column":"paid_on","op":"range","value":["2024-01-01","2025-01-01"]}]',
      ),
    );
  });

  test('"paid after their due date" is read as the payment after the deadline, never left aside', () => {
    const counts = bread('how many invoices were paid after their due date in 2024').filter((c) => c.op === 'count');
    assert.ok(counts.length > 0);
    assert.ok(counts.every((c) => JSON.stringify(c.query.filters).includes('{"other":"due_date"}')));
  });
});

describe('counts the data holds', () => {
  const sends = moduleOf('em', 'Email campaigns', 770, [
    col('id', 'ID', 'text', 'identifier', stats(770)),
    col('list', 'List name', 'text', 'dimension', stats(6)),
    col('opens_total', 'Opens total', 'integer', 'measure', stats(700, 0, 90000)),
    col('unique_opens', 'Unique opens', 'integer', 'measure', stats(700, 0, 60000)),
    col('clicks_total', 'Clicks total', 'integer', 'measure', stats(600, 0, 9000)),
    col('click_rate', 'Click rate', 'number', 'measure', stats(500, 0, 0.2)),
  ]);
  const escope = scopeOf([{ doc: { version: 2, modules: [sends], joins: [] } }]);
  const eread = (q: string) => candidates(analyse(q, escope.modules, indexOf(escope.modules, [])), escope);

  test('"how many opens" adds up the opens, never counts the sends', () => {
    const all = eread('how many opens did we get');
    assert.ok(all.some((c) => c.op === 'sum' && c.measure?.column?.column.name === 'opens_total'));
    assert.ok(!all.some((c) => c.op === 'count'));
  });

  test('"total clicks" is never a total of the click rate', () => {
    const all = eread('total clicks last year');
    assert.ok(all.some((c) => c.op === 'sum' && c.measure?.column?.column.name === 'clicks_total'));
    assert.ok(!all.some((c) => c.measure?.agg === 'sum' && c.measure.column?.column.name === 'click_rate'));
  });
});

describe('records qualified by a value, changes of a figure named', () => {
  test('"urgent tickets" are read as urgent only; "by what % did hiring go up" is no change of an unnamed mean', () => {
    const priorities = ['Low', 'Medium', 'High', 'Urgent'];
    const tickets = moduleOf('tk', 'Tickets', 1500, [
      col('ticket_id', 'Ticket ID', 'text', 'identifier', stats(1500)),
      col('opened_at', 'Opened at', 'timestamp', 'time', stats(1500, '2023-01-01', '2024-12-31')),
      col('priority', 'Priority', 'text', 'dimension', { ...stats(4), top_values: priorities.map((value, i) => ({ value, count: 400 - i })) }),
      col('handle_min', 'Handle time (min)', 'number', 'measure', stats(900, 1, 300)),
      col('fte', 'FTE', 'number', 'measure', stats(10, 0.5, 1)),
    ]);
    const kscope = scopeOf([{ doc: { version: 2, modules: [tickets], joins: [] } }]);
    const kindex = indexOf(
      kscope.modules,
      priorities.map((value, i) => ({ module: 'tk', column: 'priority', value, rows: 400 - i, first: i + 1 })),
    );
    const changes = candidates(analyse('by what percentage did urgent tickets increase 2023 to 2024', kscope.modules, kindex), kscope).filter(
      (c) => c.op === 'compare_change',
    );
    assert.ok(changes.length > 0);
    assert.ok(
      changes.every((c) => JSON.stringify(c.query.filters).includes('Urgent')),
      'urgent tickets only',
    );
    assert.ok(!changes.some((c) => c.measure?.column?.column.name === 'fte'), 'no change of a figure nobody named');
  });
});

describe('how many of a value: records of an outcome, a quantity of a thing', () => {
  const returns = moduleOf('rt', 'Returns', 1800, [
    col('rma', 'RMA no', 'text', 'identifier', stats(1800)),
    col('product', 'Product', 'text', 'dimension', stats(20)),
    col('resolution', 'Resolution', 'text', 'dimension', stats(3)),
    col('qty', 'Qty', 'integer', 'measure', stats(4, 1, 4)),
  ]);
  const rscope = scopeOf([{ doc: { version: 2, modules: [returns], joins: [] } }]);
  const rindex = indexOf(rscope.modules, [
    ...['Refund', 'Exchange', 'Store credit'].map((v, i) => ({ module: 'rt', column: 'resolution', value: v, rows: 600, first: i + 1 })),
    ...Array.from({ length: 20 }, (_, i) => ({ module: 'rt', column: 'product', value: i ? `Item ${i}` : 'Trail Sandal', rows: 90, first: i + 1 })),
  ]);
  const ops = (q: string) => candidates(analyse(q, rscope.modules, rindex), rscope).map((c) => `${c.op} ${c.measure?.column?.column.name ?? ''}`.trim());

  test('"how many exchanges" counts the records of a resolution of three; "how many Trail Sandal" is the quantity', () => {
    assert.ok(ops('how many exchanges').includes('count'));
    assert.ok(!ops('how many Trail Sandal').includes('count'));
  });
});

describe('two figures named side by side', () => {
  const campaigns = moduleOf('em', 'Email campaigns', 600, [
    col('campaign_id', 'Campaign ID', 'text', 'identifier', stats(600)),
    col('emails_sent', 'Emails sent', 'integer', 'measure', stats(500, 100, 90000)),
    col('revenue', 'Revenue', 'number', 'measure', stats(550, 0, 60000)),
    col('gross_pay', 'Gross pay', 'number', 'measure', stats(550, 0, 900)),
    col('base_pay', 'Base pay', 'number', 'measure', stats(550, 0, 800)),
  ]);
  const escope = scopeOf([{ doc: { version: 2, modules: [campaigns], joins: [] } }]);
  const measured = (q: string) =>
    new Set(
      candidates(analyse(q, escope.modules, indexOf(escope.modules, [])), escope).flatMap((c) => (c.measure?.column ? [c.measure.column.column.name] : [])),
    );

  test('"email revenue": the last is the figure asked, the first qualifies it; a name in two words stays one figure', () => {
    assert.ok(!measured('total email revenue').has('emails_sent'));
    assert.ok(measured('total email revenue').has('revenue'));
    assert.ok(measured('total emails sent').has('emails_sent'));
    assert.ok(measured('average gross pay').has('gross_pay'));
  });
});

describe('money still owed, and the value of a record', () => {
  const invoices = moduleOf('iv', 'Invoices', 2000, [
    col('invoice_no', 'Invoice number', 'text', 'identifier', stats(2000)),
    col('unit_amount', 'Unit amount', 'number', 'measure', stats(300, 10, 5000)),
    col('line_amount', 'Line amount', 'number', 'measure', stats(1500, 10, 40000)),
    col('total', 'Total', 'number', 'measure', stats(1600, 11, 44000)),
    col('amount_due', 'Amount due', 'number', 'measure', stats(200, 0, 44000)),
  ]);
  const iscope = scopeOf([{ doc: { version: 2, modules: [invoices], joins: [] } }]);
  const measured = (q: string) =>
    new Set(
      candidates(analyse(q, iscope.modules, indexOf(iscope.modules, [])), iscope).flatMap((c) => (c.measure?.column ? [c.measure.column.column.name] : [])),
    );

  test('"the outstanding balance", "how much is owing": the amount due', () => {
    assert.ok(measured('what is our outstanding balance').has('amount_due'));
    assert.ok(measured('how much is owing in total').has('amount_due'));
    // The verb of owing names what is still due, not the invoice's whole value beside it.
    const owing = analyse('how much is still owing', iscope.modules, indexOf(iscope.modules, [])).mentions.flatMap((m) =>
      m.kind === 'column' && m.how === 'concept' ? [m.column] : [],
    );
    assert.deepEqual([...new Set(owing)], ['amount_due']);
  });

  test('"average invoice value" is of the main amount, not of amounts "value" is a general synonym of', () => {
    const m = measured('average invoice value');
    assert.ok(m.has('total'), [...m].join());
    assert.ok(!m.has('unit_amount') && !m.has('line_amount'), [...m].join());
  });
});

describe('departments ranked by headcount', () => {
  const staff = moduleOf('st', 'Employees', 640, [
    col('emp_no', 'Employee #', 'integer', 'identifier', stats(640, 1, 640)),
    col('department', 'Department', 'text', 'dimension', stats(11)),
    col('pay_rate', 'Pay rate', 'number', 'measure', stats(500, 15, 300000)),
    col('bonus', 'Bonus', 'number', 'measure', stats(300, 0, 20000)),
  ]);
  const sscope = scopeOf([{ doc: { version: 2, modules: [staff], joins: [] } }]);
  const ops = (q: string) => candidates(analyse(q, sscope.modules, indexOf(sscope.modules, [])), sscope);

  test('"the most bonus per employee" by department is a mean; without "per", a total', () => {
    const aggs = (q: string) =>
      new Set(ops(q).flatMap((c) => (c.query.kind === 'groups' && c.measure?.column?.column.name === 'bonus' ? [c.measure.agg] : [])));
    assert.ok(aggs('which department has the most bonus per employee').has('avg'));
    assert.ok(!aggs('which department has the most bonus').has('avg'));
  });

  test('"top 3 depts by headcount": three departments by their people, never one figure of all', () => {
    const all = ops('top 3 depts by headcount');
    assert.ok(all.some((c) => c.query.kind === 'groups' && c.query.group_by.column === 'department' && c.query.limit === 3 && c.measure?.agg === 'count'));
    assert.ok(!all.some((c) => c.query.kind === 'aggregate'), all.map((c) => c.op).join());
  });
});

describe('two words side by side naming cells of one column', () => {
  const value = (from: number, values: string[], column = 'campaign'): Mention =>
    ({ kind: 'value', id: from, from, to: from + 1, module: 'ad', column, values, exact: false, cover: 0.5, rows: 100, first: 1, negated: false }) as Mention;
  const merged = (ms: Mention[]) => {
    valuesTogether(ms);
    return ms.map((m) => (m.kind === 'value' ? `${m.from}-${m.to}: ${m.values.join(' | ')}` : ''));
  };

  test('"footwear shopping" names the cell both words name; values that share nothing stay apart', () => {
    assert.deepEqual(merged([value(0, ['Shopping - Footwear']), value(1, ['Shopping - Footwear', 'Shopping - Camping', 'Bing - Shopping'])]), [
      '0-2: Shopping - Footwear',
    ]);
    assert.deepEqual(merged([value(0, ['North'], 'region'), value(1, ['South'], 'region')]), ['0-1: North', '1-2: South']);
    assert.deepEqual(merged([value(0, ['Brand']), value(1, ['North'], 'region')]), ['0-1: Brand', '1-2: North']);
  });
});

describe('words that name one column more closely than another', () => {
  // Every assertion carries its message: without one, node reads the TypeScript source to make one.
  const claims = moduleOf('cl', 'Claims', 1400, [
    col('claim_no', 'Claim number', 'text', 'identifier', stats(1400)),
    col('region', 'Region', 'text', 'dimension', stats(5)),
    col('opened', 'Opened on', 'date', 'time', stats(900, '2022-01-01', '2024-12-30')),
    col('week', 'Week', 'date', 'time', stats(150, '2022-01-03', '2024-12-30')),
    col('claimed', 'Claimed amount', 'number', 'measure', stats(1390, 10, 90000)),
    col('paid', 'Paid amount', 'number', 'measure', stats(1200, 0, 90000)),
    col('pay_rate', 'Pay rate', 'number', 'measure', stats(60, 15, 95)),
    col('rating', 'Performance rating', 'number', 'measure', stats(5, 1, 5)),
    col('txn_cnt', 'Transaction count', 'integer', 'measure', stats(900, 1, 3000)),
  ]);
  const cscope = scopeOf([{ doc: { version: 2, modules: [claims], joins: [] } }]);
  const cindex = indexOf(cscope.modules, [
    ...['North', 'South', 'East', 'West', 'Central'].map((v, i) => ({ module: 'cl', column: 'region', value: v, rows: 280, first: i + 1 })),
    { module: 'cl', column: 'claim_no', value: 'CLM-0280', rows: 1, first: 280 },
  ]);
  const best = (q: string) => parse(q, cscope, cindex).ranked[0]!.candidate;

  test('"how much was claimed on CLM-0280": the claimed amount, although "claimed" is also the records\' noun', () => {
    const a = analyse('how much was claimed on CLM-0280', cscope.modules, cindex);
    assert.ok(columnsNamed(a, 'word').includes('claimed'), columnsNamed(a).join());
    assert.equal(best('how much was claimed on CLM-0280').measure?.column?.column.name, 'claimed');
  });

  test('"3 regions with the highest claimed amounts": three regions ranked, no cell "3"', () => {
    const c = best('3 regions with the highest claimed amounts');
    assert.equal(c.query.kind, 'groups');
    assert.equal(c.query.kind === 'groups' && c.query.limit, 3);
    assert.deepEqual(c.query.filters, []);
  });

  test('"average rate": the column "rate" is a word of, not the one it is only a stem of', () => {
    const { ranked } = parse('average rate', cscope, cindex);
    const unsure = ambiguity(analyse('average rate', cscope.modules, cindex), [...ranked]);
    assert.equal(unsure, undefined);
  });

  test('"avg transactions per week": one mean of weekly totals, not a figure for every week', () => {
    const c = best('avg transactions per week');
    assert.equal(c.query.kind, 'aggregate');
    assert.ok(c.query.kind === 'aggregate' && c.query.measures[0]?.every?.part === 'week', JSON.stringify(c.query));
  });

  test('"average paid amount per region per month": one mean over the records, no month or claim grouped', () => {
    const all = candidates(analyse('average paid amount per region per month', cscope.modules, cindex), cscope);
    assert.ok(
      all.some((c) => c.query.kind === 'aggregate' && c.measure?.agg === 'avg'),
      all.map((c) => c.op).join(),
    );
    assert.ok(!all.some((c) => c.query.kind === 'groups'), all.map((c) => c.op).join());
  });
});

describe('general language: people who did something, shorthand, money owed', () => {
  test('"leavers" and "joiners" name the dates of leaving and joining', () => {
    assert.ok(eventWords('leavers').includes('termination'), eventWords('leavers').join());
    assert.ok(eventWords('joiners').includes('hire'), eventWords('joiners').join());
    // Only verbs of the lexicon: "customers" names no event "custom".
    assert.ok(!eventWords('customers').includes('customed'), eventWords('customers').join());
  });

  test('shorthand and spellings of one word are one word: "util", "utilisation", "utilization"; "txn", "transaction"', () => {
    assert.equal(stemWord('utilisation'), stemWord('util'));
    assert.equal(stemWord('utilization'), stemWord('util'));
    assert.equal(stemWord('txns'), stemWord('transaction'));
  });

  test('"promo" is the value Promotion, as written in full', () => {
    const m: SpecModule = {
      module_id: 'em',
      name: 'Email campaigns',
      synonyms: [],
      table: { schema: 's', name: 'em' },
      row_count: 700,
      columns: [col('kind', 'Campaign type', 'text', 'dimension', stats(2)), col('revenue', 'Revenue', 'number', 'measure', stats(600, 0, 9000))],
    };
    const es = scopeOf([{ doc: { version: 2, modules: [m], joins: [] } }]);
    const ei = indexOf(
      es.modules,
      ['Promotion', 'Newsletter'].map((v, i) => ({ module: 'em', column: 'kind', value: v, rows: 350, first: i + 1 })),
    );
    const values = analyse('revenue of promo emails', es.modules, ei).mentions.flatMap((x) => (x.kind === 'value' ? x.values : []));
    assert.deepEqual(values, ['Promotion']);
  });
});

describe('"total" before a figure, and people asked for', () => {
  const inv = moduleOf('si', 'Sales invoices', 900, [
    col('invoice_no', 'Invoice number', 'text', 'identifier', stats(900)),
    col(
      'rep',
      'Account manager',
      'text',
      'sensitive',
      stats(3, null, null, [
        ['Ana Ruiz', 300],
        ['Ben Okafor', 300],
        ['Cleo Marsh', 300],
      ]),
    ),
    col('total', 'Total', 'number', 'measure', stats(800, 10, 9000)),
    col('amount_due', 'Amount due', 'number', 'measure', stats(300, 0, 9000)),
  ]);
  const vs = scopeOf([{ doc: { version: 2, modules: [inv], joins: [] } }]);
  const vi = indexOf(vs.modules, []);
  const named = (q: string) => columnsNamed(analyse(q, vs.modules, vi));

  test('"total outstanding" is the amount due taken in total; "the total of INV-1" is the Total', () => {
    assert.ok(!named('total outstanding right now').includes('total'), named('total outstanding right now').join());
    assert.ok(named('total outstanding right now').includes('amount_due'), named('total outstanding right now').join());
    assert.ok(named('what is the total of INV-1').includes('total'), named('what is the total of INV-1').join());
  });

  test('"which 3 people drove the most revenue": three people, by the column of their names', () => {
    const a = analyse('which 3 people drove the most total', vs.modules, vi);
    assert.ok(
      a.mentions.some((m) => m.kind === 'number' && m.count === 'top'),
      JSON.stringify(a.mentions),
    );
    assert.ok(
      a.mentions.some((m) => m.kind === 'column' && m.people && m.column === 'rep'),
      JSON.stringify(a.mentions),
    );
  });
});

describe('bounds and counts of different values', () => {
  const pets = moduleOf('pt', 'Pets', 30, [
    col('pet_id', 'Pet ID', 'integer', 'identifier', stats(30, 1, 30)),
    col('pet_type', 'Pet type', 'text', 'dimension', stats(3)),
    col('weight', 'Weight', 'number', 'measure', stats(25, 1, 40)),
  ]);
  const ps = scopeOf([{ doc: { version: 2, modules: [pets], joins: [] } }]);
  const pi = indexOf(
    ps.modules,
    ['cat', 'dog', 'fish'].map((v, i) => ({ module: 'pt', column: 'pet_type', value: v, rows: 10, first: i + 1 })),
  );

  test('"a greater weight than 10": a bound on the figure between the comparative and "than"', () => {
    const bound = analyse('how many pets have a greater weight than 10', ps.modules, pi).mentions.find((m) => m.kind === 'number');
    assert.ok(bound?.kind === 'number' && bound.cmp === 'gt' && bound.value === 10, JSON.stringify(bound));
  });

  test('"how many different types of pet": the different values counted, never the records', () => {
    const all = candidates(analyse('how many different types of pet are there', ps.modules, pi), ps);
    assert.ok(
      all.some((c) => c.measure?.agg === 'count_distinct' && c.measure.column?.column.name === 'pet_type'),
      all.map((c) => c.op).join(),
    );
    assert.ok(!all.some((c) => c.op === 'count'), all.map((c) => c.op).join());
  });
});

describe('two modules joined: one name in both, figures of the one side, plain ends', () => {
  const city = moduleOf('city', 'City', 400, [
    col('id', 'ID', 'integer', 'identifier', stats(400, 1, 400)),
    col('name', 'Name', 'text', 'identifier', stats(400)),
    col('country_code', 'Country code', 'text', 'dimension', stats(40)),
    col('district', 'District', 'text', 'dimension', stats(120)),
    col('population', 'Population', 'integer', 'measure', stats(390, 1000, 9000000)),
  ]);
  const country = moduleOf('country', 'Country', 40, [
    col('code', 'Code', 'text', 'identifier', stats(40)),
    col('name', 'Name', 'text', 'identifier', stats(40)),
    col('continent', 'Continent', 'text', 'dimension', stats(5)),
    col('population', 'Population', 'integer', 'measure', stats(40, 10000, 900000000)),
    col('life', 'Life expectancy', 'number', 'measure', stats(38, 40, 85)),
  ]);
  const ws = scopeOf([
    {
      doc: {
        version: 2,
        modules: [city, country],
        joins: [{ left: { module_id: 'city', column: 'country_code' }, right: { module_id: 'country', column: 'code' }, key: 'right' }],
      },
    },
  ]);
  const wi = indexOf(ws.modules, [
    { module: 'city', column: 'district', value: 'Gelderland', rows: 4, first: 1 },
    ...['Asia', 'Europe', 'Africa'].map((v, i) => ({ module: 'country', column: 'continent', value: v, rows: 10, first: i + 1 })),
  ]);
  const read = (q: string) => {
    const p = parse(q, ws, wi);
    const ranked = [...p.ranked];
    return { unsure: ambiguity(p.analysis, ranked), best: ranked[0]!.candidate };
  };

  test('"the total population of Gelderland district": the population of the module its filter is on, asked nothing', () => {
    const { unsure, best } = read('what is the total population of Gelderland district');
    assert.equal(unsure, undefined);
    assert.equal(best.measure?.column?.module, 'city', JSON.stringify(best.query));
  });

  test("a country's figure is never summed over its cities", () => {
    const all = candidates(analyse('total population of Asia', ws.modules, wi), ws);
    assert.ok(
      !all.some((c) => c.view.join && c.measure?.column?.module === 'country' && (c.measure.agg === 'sum' || c.measure.agg === 'avg')),
      all.map((c) => `${c.op}:${c.measure?.column?.module}`).join(),
    );
  });

  test('"the lowest life expectancy" ranks upwards, whatever the model weighs', () => {
    const all = candidates(analyse('the country in Asia with the lowest life expectancy', ws.modules, wi), ws);
    const ends = new Set(all.flatMap((c) => (c.dir && (c.order !== '#row' ? c.order : c.measure?.column)?.column.name === 'life' ? [c.dir] : [])));
    assert.deepEqual([...ends], ['asc']);
  });
});
