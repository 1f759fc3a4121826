/**
 * The semantic layer's proposal, on its own (no database): human labels from headers of every
 * style, the kind of quantity and default aggregation of a measure from its words and values, the
 * entity's nouns and key, and the builder's choices applied over the proposal.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { humanise, labelWords } from '../../src/semantic/humanise.js';
import { aggregationRefusal, entityNouns, impliedSynonyms, proposeKey, proposeMeasure, withLayer } from '../../src/semantic/layer.js';
import { roleOf } from '../../src/semantic/stats.js';
import { metricOfColumn, standardMetricsOf } from '../../src/semantic/standard-metrics.js';
import type { SpecColumn, SpecModule } from '../../src/contracts/spec.js';

const stats = (min: number | null, max: number | null, distinct = 50, nullShare = 0) => ({
  distinct_count: distinct,
  null_share: nullShare,
  min,
  max,
  top_values: [],
});
const col = (label: string, type: SpecColumn['type'], s = stats(0, 1000), role: SpecColumn['role'] = 'measure'): SpecColumn => ({
  name: label.toLowerCase().replace(/[^a-z0-9]+/g, '_'),
  label,
  synonyms: [],
  type,
  role,
  stats: s,
});

describe('humanised labels', () => {
  test('split camel case, snake case, capitals and digits; expand common abbreviations', () => {
    const cases: [string, string][] = [
      ['UnitPrice', 'Unit price'],
      ['order_qty', 'Order quantity'],
      ['CUSTOMER_ID', 'Customer ID'],
      ['CustomerID', 'Customer ID'],
      ['InvoiceNo', 'Invoice number'],
      ['Address2', 'Address 2'],
      ['total_amt', 'Total amount'],
      ['DiscountPct', 'Discount percent'],
      ['is_active_yn', 'Is active yes/no'],
      ['GDP per capita', 'GDP per capita'],
      ['Flipper Length (mm)', 'Flipper length (mm)'],
      ['num_employees', 'Number employees'],
      ['HTMLParser', 'HTML parser'],
      // A unit in square brackets is a unit; "prod" is what was produced after a quantity, the production before a date.
      ['Total [EUR]', 'Total (EUR)'],
      ['qty.prod', 'Quantity produced'],
      ['qty.rej', 'Quantity rejected'],
      ['prod.date', 'Production date'],
      ['prod_id', 'Product ID'],
      ['mach.hrs', 'Machine hours'],
      ['kwh', 'kWh'],
    ];
    for (const [header, label] of cases) assert.equal(humanise(header), label, header);
  });

  test('words an export ran together are cut where every piece reads; a CRM custom-field suffix is dropped', () => {
    const cases: [string, string][] = [
      ['GROSSPAY', 'Gross pay'],
      ['PERIODEND', 'Period end'],
      ['EMPID', 'Employee ID'],
      ['OTHOURS', 'Overtime hours'],
      ['paytype', 'Pay type'],
      ['Placename', 'Place name'],
      ['ARR__c', 'ARR'],
      ['Renewal_Outcome__c', 'Renewal outcome'],
      ['conv', 'Conversions'],
      ['conv-value', 'Conversion value'],
      // Words of English, names and mixed case stay whole: no "washing ton", no "sunder land".
      ['Hometown', 'Hometown'],
      ['WASHINGTON', 'Washington'],
      ['Sunderland', 'Sunderland'],
      ['Kowalski', 'Kowalski'],
    ];
    for (const [header, label] of cases) assert.equal(humanise(header), label, header);
  });

  test('a path of nested records leaves out the records’ own name and a segment the next repeats', () => {
    const cases: [string, string | undefined, string][] = [
      ['subscriptions.plan_id', 'Subscriptions', 'Plan ID'],
      ['subscriptions.mrr', 'Subscriptions', 'MRR'],
      ['customers.company', 'Subscriptions', 'Customer company'],
      ['customers.cf_lead_source', 'Subscriptions', 'Customer lead source'],
      ['opens.opens_total', 'Email campaigns', 'Opens total'],
      ['clicks.click_rate', undefined, 'Click rate'],
      ['bounces.hard_bounces', undefined, 'Hard bounces'],
      ['ecommerce.total_revenue', undefined, 'Ecommerce total revenue'],
      ['Account.Name', 'Renewals', 'Account name'],
      // Abbreviations cut by a dot are no path.
      ['qty.prod', undefined, 'Quantity produced'],
      ['dt.min', undefined, 'Date min'],
    ];
    for (const [header, records, label] of cases) assert.equal(humanise(header, records), label, header);
  });

  test('headers with no letter (digits only, emoji) are kept as they are; SQL keywords are ordinary words', () => {
    assert.equal(humanise('2019'), '2019');
    assert.equal(humanise('📈'), '📈');
    assert.equal(humanise('select'), 'Select');
    assert.equal(humanise('ORDER'), 'Order');
    assert.equal(humanise('  '), '');
    // Words that are names of an object's own properties are ordinary words too.
    assert.equal(humanise('constructor'), 'Constructor');
    assert.equal(humanise('__proto__ toString'), 'Proto to string');
    assert.equal(proposeMeasure(col('Value of constructor (hasOwnProperty)', 'number'))?.unit, 'hasOwnProperty');
  });

  test('any header: humanising never throws, keeps a label for a header with a letter, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (h) => {
        const once = humanise(h);
        if (/\p{L}/u.test(h)) assert.ok(/\p{L}/u.test(once), `${JSON.stringify(h)} → ${JSON.stringify(once)}`);
        assert.equal(humanise(once), once);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('measures', () => {
  test('amounts, quantities, durations and counts add up; prices, rates, percentages, scores, ages and temperatures do not', () => {
    // [label, type, default aggregation, adds up, kind of quantity, unit]
    const expect: [string, SpecColumn['type'], string, boolean, string, string][] = [
      ['Revenue', 'number', 'sum', true, 'amount', ''],
      ['Amount (USD)', 'number', 'sum', true, 'amount', 'USD'],
      ['Units', 'integer', 'sum', true, 'count', 'units'],
      ['Quantity', 'integer', 'sum', true, 'count', 'units'],
      ['Minutes played', 'integer', 'sum', true, 'duration', 'minutes'],
      // How long one event took is read as a mean, though minutes add up.
      ['Resolution minutes', 'integer', 'avg', true, 'duration', 'minutes'],
      ['Unit price', 'number', 'avg', false, 'price', ''],
      ['Unit cost', 'number', 'avg', false, 'price', ''],
      ['Total price', 'number', 'sum', true, 'amount', ''],
      ['Bounce rate (%)', 'number', 'avg', false, 'percent', '%'],
      ['Conversion rate', 'number', 'avg', false, 'ratio', ''],
      ['Satisfaction score', 'integer', 'avg', false, 'score', ''],
      ['Age', 'integer', 'avg', false, 'age', ''],
      ['Maximum temperature (°C)', 'number', 'avg', false, 'temperature', '°C'],
      ['Revenue per user', 'number', 'avg', false, 'ratio', ''],
      ['Weight in lbs', 'integer', 'avg', false, 'measurement', 'lbs'],
      // A short unit of time is one only as the column's unit: "(min)" is minutes, a response a time of one event.
      ['First response (min)', 'integer', 'avg', true, 'duration', 'minutes'],
      ['Build in h', 'number', 'sum', true, 'duration', 'hours'],
    ];
    for (const [label, type, agg, adds, quantity, unit] of expect) {
      const m = proposeMeasure(col(label, type))!;
      assert.deepEqual([m.aggregation, m.additive, m.quantity, m.unit], [agg, adds, quantity, unit], label);
    }
  });

  test('without telling words, the values decide: fractions are ratios, a short scale is a score, the rest adds up', () => {
    assert.equal(proposeMeasure(col('Churn', 'number', stats(0, 0.9)))!.quantity, 'ratio');
    assert.equal(proposeMeasure(col('Stars given', 'integer', stats(1, 5, 5)))!.aggregation, 'avg');
    assert.equal(proposeMeasure(col('Widgets', 'integer', stats(0, 4000)))!.aggregation, 'sum');
    // Events counted on a short scale still add up: "Errors" of 0 to 3 are no score.
    assert.deepEqual(
      [proposeMeasure(col('Errors', 'integer', stats(0, 3, 4)))!.aggregation, proposeMeasure(col('Errors', 'integer', stats(0, 3, 4)))!.quantity],
      ['sum', 'count'],
    );
  });

  test('identifiers, dates and text carry no measure', () => {
    assert.equal(proposeMeasure(col('Order ID', 'integer', stats(1, 900), 'identifier')), undefined);
    assert.equal(proposeMeasure(col('Region', 'text', stats(null, null), 'dimension')), undefined);
    assert.equal(proposeMeasure(col('Order date', 'date', stats(null, null), 'time')), undefined);
  });

  test('a builder’s aggregation that the data contradicts is refused', () => {
    assert.match(aggregationRefusal(col('Region', 'text', stats(null, null), 'dimension'), 'sum')!, /holds text values, not numbers/);
    assert.match(aggregationRefusal(col('Order ID', 'integer', stats(1, 9), 'identifier'), 'avg')!, /identifies records/);
    assert.equal(aggregationRefusal(col('Revenue', 'number'), 'avg'), undefined);
  });
});

describe('roles from header words', () => {
  const raw = (distinct: number, total = 200) => ({ total, nulls: 0, distinct_count: distinct, min: 1, max: 20, avg_length: 8, top: [] });
  test('camel-cased keys are identifiers; a few repeated whole numbers are a dimension unless they add up', () => {
    assert.equal(roleOf(labelWords(humanise('CustomerId')), 'integer', raw(150)), 'identifier');
    assert.equal(roleOf(labelWords(humanise('InvoiceNo')), 'text', raw(200)), 'identifier');
    assert.equal(roleOf(labelWords(humanise('units')), 'integer', raw(20)), 'measure');
    assert.equal(roleOf(labelWords(humanise('Seats')), 'integer', raw(12)), 'measure');
    assert.equal(roleOf(labelWords(humanise('Cylinders')), 'integer', raw(5)), 'dimension');
    assert.equal(roleOf(labelWords(humanise('errors')), 'integer', raw(4)), 'measure');
    assert.equal(roleOf(labelWords(humanise('Number of employees')), 'integer', raw(150)), 'measure');
  });

  test('"Employee #" names records, a bare "#" does not; a handful of codes repeated over many records is a category', () => {
    assert.equal(roleOf(labelWords(humanise('Employee #')), 'integer', raw(200)), 'identifier');
    assert.notEqual(roleOf(labelWords(humanise('#')), 'integer', raw(200)), 'identifier');
    assert.equal(roleOf(labelWords(humanise('plan_id')), 'text', raw(7, 1000)), 'dimension');
    assert.equal(roleOf(labelWords(humanise('cancel_reason_code')), 'text', raw(6, 500)), 'dimension');
    // Codes that repeat, but many of them, still name records of another table ("Customer ID" of orders).
    assert.equal(roleOf(labelWords(humanise('customer_id')), 'text', raw(60, 2000)), 'identifier');
  });
});

describe('entities', () => {
  test('nouns from the module name', () => {
    assert.deepEqual(entityNouns('Orders'), { singular: 'order', plural: 'orders' });
    assert.deepEqual(entityNouns('Support tickets'), { singular: 'support ticket', plural: 'support tickets' });
    assert.deepEqual(entityNouns('Employee'), { singular: 'employee', plural: 'employees' });
    assert.deepEqual(entityNouns('SalesOrders'), { singular: 'sales order', plural: 'sales orders' });
    assert.deepEqual(entityNouns('2024'), { singular: '2024', plural: '2024' });
  });

  const module = (columns: SpecColumn[], rows = 100): SpecModule => ({
    module_id: 'm1',
    name: 'Orders',
    synonyms: [],
    table: { schema: 's', name: 't' },
    row_count: rows,
    columns,
  });

  test('the key is a column that is never empty and never repeats, an identifier named as a key first', () => {
    const id = col('Order ID', 'integer', stats(1, 100, 100), 'identifier');
    const name = col('Customer name', 'text', stats(null, null, 100), 'identifier');
    const region = col('Region', 'text', stats(null, null, 4), 'dimension');
    assert.equal(proposeKey(module([name, region, id])), 'order_id');
    assert.equal(proposeKey(module([name, region])), 'customer_name');
    assert.equal(proposeKey(module([region, col('Code', 'text', stats(null, null, 100, 0.1), 'identifier')])), null);
  });

  test('the builder’s choices win over the proposal; a contradicted aggregation keeps the proposal', () => {
    const m = module([
      col('Revenue', 'number'),
      col('Region', 'text', stats(null, null, 4), 'dimension'),
      col('Order ID', 'integer', stats(1, 100, 100), 'identifier'),
    ]);
    const out = withLayer(m, {
      entity: { singular: 'sale', plural: 'sales' },
      key: null,
      columns: { revenue: { aggregation: 'avg', unit: 'EUR' }, region: { aggregation: 'sum' } },
      metrics: [{ name: 'Average order value', synonyms: ['aov'], numerator: { agg: 'sum', column: 'revenue' }, denominator: { agg: 'count' } }],
    });
    assert.deepEqual(out.entity, { singular: 'sale', plural: 'sales', key: null, source: 'set' });
    assert.deepEqual(out.columns[0]!.measure, { aggregation: 'avg', additive: true, unit: 'EUR', quantity: 'amount', source: 'set' });
    assert.equal(out.columns[1]!.measure, undefined);
    assert.equal(out.metrics?.[0]?.name, 'Average order value');
    assert.equal(withLayer(m).entity?.key, 'order_id');
  });

  test('a duration whose label does not say so is also called "… time"', () => {
    const m = module([col('First response (min)', 'integer'), col('Handle time (min)', 'integer'), col('Min temperature', 'number')]);
    const [first, handle, temp] = withLayer(m).columns;
    assert.ok(first!.implied_synonyms?.includes('first response time'));
    assert.ok(!handle!.implied_synonyms?.some((s) => s.endsWith('time time')));
    assert.notEqual(temp!.measure?.quantity, 'duration', '"min" outside a unit is no minute');
  });
});

describe('implied synonyms', () => {
  test('a label that is (or ends with) a word of general language gets the other words of its meaning', () => {
    assert.deepEqual(impliedSynonyms('Revenue', [], ['Units', 'Region']), ['sales', 'turnover', 'takings', 'gmv']);
    assert.deepEqual(impliedSynonyms('Unit price (USD)', [], []), ['list price']);
    // The owner of a deal is its sales rep.
    assert.deepEqual(impliedSynonyms('Owner', [], []), ['rep', 'sales rep', 'salesperson', 'account executive']);
    assert.deepEqual(impliedSynonyms('Order value', [], []), ['amount']);
    // A figure of pay is called by pay's words; a rate of anything else is not the thing ("Tax rate" is no tax).
    assert.ok(impliedSynonyms('Pay rate', [], []).includes('salary'));
    assert.deepEqual(impliedSynonyms('Tax rate', [], []), []);
    assert.ok(impliedSynonyms('Paid amount (USD)', [], []).includes('payouts'));
    // "Customer name" names a customer: it is called by the customer's words too.
    assert.deepEqual(impliedSynonyms('Customer name', [], []), ['customer', 'client', 'account', 'buyer']);
    assert.deepEqual(impliedSynonyms('Customer name', [], ['Customer']), ['client', 'account', 'buyer']);
    assert.deepEqual(impliedSynonyms('Model name', [], []), ['model']);
    // A population is counted in people: "how many people live in Asia".
    assert.deepEqual(impliedSynonyms('Population', [], []), ['people', 'inhabitants', 'residents']);
  });

  test('never a word that is another column’s whole label, nor one the builder gave', () => {
    assert.deepEqual(impliedSynonyms('Revenue', ['Sales'], ['Turnover']), ['takings', 'gmv']);
    assert.deepEqual(impliedSynonyms('Department', [], ['Division']), ['dept']);
    // A word inside a longer label is no name of that column: the synonym stays.
    assert.deepEqual(impliedSynonyms('Revenue', [], ['Sales channel']), ['sales', 'turnover', 'takings', 'gmv']);
    // …but the head noun of another label is what that column is: "area" of Surface area is no Region.
    assert.deepEqual(impliedSynonyms('Region', [], ['Surface area']), ['territory']);
    assert.deepEqual(impliedSynonyms('Region', [], []), ['area', 'territory']);
  });
});

describe('a column that is a standard metric', () => {
  test('is that metric: never recomputed from other columns, and called by the metric’s other names', () => {
    const m = {
      module_id: 'e',
      name: 'Email campaigns',
      synonyms: [],
      table: { schema: 's', name: 'e' },
      row_count: 700,
      columns: [
        col('Emails sent', 'integer'),
        col('Unique opens', 'integer'),
        col('Open rate', 'number', stats(0, 0.8)),
        col('Clicks', 'integer'),
        col('Impressions', 'integer'),
      ],
    } as unknown as SpecModule;
    const metrics = standardMetricsOf(withLayer(m)).map((x) => x.metric.names[0]);
    assert.ok(!metrics.includes('open rate'), 'the data’s own open rate is the figure');
    assert.ok(metrics.includes('ctr'), 'a metric no column is, is still computed');
    assert.equal(metricOfColumn({ label: 'CTR %', synonyms: [] })?.names[0], 'ctr');
    assert.ok(impliedSynonyms('Click rate', [], []).includes('ctr'));
  });
});
