/**
 * The semantic layer in the module builder, over HTTP: the proposal read from an imported module
 * (GET /api/v1/modules/{id}/semantic), the builder's choices set through PUT …/labels (entity nouns,
 * key, a measure's aggregation and unit, metrics), choices the data contradicts refused with their
 * path, and the spec build carrying the layer into the spec document.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startApp, type TestApp } from '../support/app.js';
import { newCustomer, userWith, type TestCustomer } from '../support/customers.js';
import { importedModule, uploaded } from '../datasets/support.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

const ORDERS = [
  'OrderID,OrderDate,Region,UnitPrice,Qty,TotalAmount,CustomerName',
  '1001,2024-01-03,North,19.99,2,39.98,Ann',
  '1002,2024-01-04,South,49.50,1,49.50,Bob',
  '1003,2024-02-10,North,5.25,10,52.50,Ann',
  '1004,2024-02-11,West,120.00,3,360.00,Cid',
  '1005,2024-03-01,West,19.99,5,99.95,Dee',
  '1006,2024-03-02,South,75.00,2,150.00,Bob',
].join('\n');

async function ordersModule(c: TestCustomer) {
  const b = await uploaded(c, `${ORDERS}\n`);
  return importedModule(c, b.id, { name: 'Sales orders' });
}

type LayerColumn = {
  header?: string;
  name: string;
  label: string;
  role: string;
  measure?: { aggregation: string; additive: boolean; unit: string; quantity: string; source: string };
};
const byName = (cols: LayerColumn[], name: string) => cols.find((x) => x.name === name)!;

describe('the semantic layer of a module', () => {
  test('is proposed from the rows: nouns from the name, the key, humanised labels, measures with their aggregation and unit', async () => {
    const c = await newCustomer(t);
    const b = await uploaded(c, `${ORDERS}\n`);
    const draft = await c.owner.post('/api/v1/modules', { import_batch_id: b.id, name: 'Sales orders' });
    const early = await c.owner.get(`/api/v1/modules/${draft.body.id}/semantic`);
    assert.equal(early.status, 409, JSON.stringify(early.body));

    const m = await ordersModule(c);
    const r = await c.owner.get(`/api/v1/modules/${m.id}/semantic`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body.entity, { singular: 'sales order', plural: 'sales orders', key: 'orderid', source: 'proposed' });
    assert.equal(r.body.row_count, 6);
    const cols = r.body.columns as LayerColumn[];
    assert.deepEqual(
      cols.map((x) => [x.name, x.label, x.role]),
      [
        ['orderid', 'Order ID', 'identifier'],
        ['orderdate', 'Order date', 'time'],
        ['region', 'Region', 'dimension'],
        ['unitprice', 'Unit price', 'measure'],
        ['qty', 'Quantity', 'measure'],
        ['totalamount', 'Total amount', 'measure'],
        ['customername', 'Customer name', 'sensitive'],
      ],
    );
    assert.deepEqual(byName(cols, 'unitprice').measure, { aggregation: 'avg', additive: false, unit: '', quantity: 'price', source: 'proposed' });
    assert.deepEqual(byName(cols, 'qty').measure, { aggregation: 'sum', additive: true, unit: 'units', quantity: 'count', source: 'proposed' });
    assert.equal(byName(cols, 'totalamount').measure?.aggregation, 'sum');
    assert.equal(byName(cols, 'orderid').measure, undefined);
  });

  test('the builder’s choices are stored, shown as set, and carried into the next spec build', async () => {
    const c = await newCustomer(t);
    const m = await ordersModule(c);
    const put = await c.owner.put(`/api/v1/modules/${m.id}/labels`, {
      entity: { singular: 'order', plural: 'orders' },
      columns: [
        { name: 'totalamount', aggregation: 'avg', unit: 'USD' },
        { name: 'qty', unit: 'pieces' },
      ],
      metrics: [{ name: 'Average order value', synonyms: ['aov'], numerator: { agg: 'sum', column: 'totalamount' }, denominator: { agg: 'count' } }],
    });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    assert.deepEqual(put.body.semantic.entity, { singular: 'order', plural: 'orders' });
    assert.equal(put.body.semantic.metrics[0].name, 'Average order value');

    const layer = await c.owner.get(`/api/v1/modules/${m.id}/semantic`);
    assert.deepEqual(layer.body.entity, { singular: 'order', plural: 'orders', key: 'orderid', source: 'set' });
    assert.deepEqual(byName(layer.body.columns, 'totalamount').measure, {
      aggregation: 'avg',
      additive: true,
      unit: 'USD',
      quantity: 'amount',
      source: 'set',
    });
    assert.equal(byName(layer.body.columns, 'qty').measure?.unit, 'pieces');

    const p = await c.owner.post('/api/v1/projects', { name: 'Sales', exposure: 'full', module_ids: [m.id] });
    const built = await c.owner.post(`/api/v1/projects/${p.body.id}/semantic/build`, {});
    assert.equal(built.status, 201, JSON.stringify(built.body));
    assert.equal(built.body.spec.version, 3);
    const mod = built.body.spec.modules[0];
    assert.deepEqual(mod.entity, { singular: 'order', plural: 'orders', key: 'orderid', source: 'set' });
    assert.equal(mod.metrics[0].name, 'Average order value');
    assert.equal(byName(mod.columns, 'totalamount').measure?.aggregation, 'avg');
    assert.equal(byName(mod.columns, 'unitprice').label, 'Unit price');
    assert.equal(byName(mod.columns, 'unitprice').header, 'UnitPrice');

    // null returns each choice to the proposal.
    const back = await c.owner.put(`/api/v1/modules/${m.id}/labels`, { entity: null, columns: [{ name: 'totalamount', aggregation: null, unit: null }] });
    assert.equal(back.status, 200, JSON.stringify(back.body));
    const again = await c.owner.get(`/api/v1/modules/${m.id}/semantic`);
    assert.equal(again.body.entity.singular, 'sales order');
    assert.equal(byName(again.body.columns, 'totalamount').measure?.source, 'proposed');
  });

  test('choices the data contradicts are refused with their path, and nothing is stored', async () => {
    const c = await newCustomer(t);
    const m = await ordersModule(c);
    const bad = await c.owner.put(`/api/v1/modules/${m.id}/labels`, {
      key: 'region',
      columns: [
        { name: 'region', aggregation: 'sum' },
        { name: 'orderid', role: 'identifier', aggregation: 'avg' },
      ],
      metrics: [
        { name: 'Margin', numerator: { agg: 'sum', column: 'profit' } },
        { name: 'Regions', numerator: { agg: 'avg', column: 'region' } },
        { name: 'Orders', numerator: { agg: 'count', column: 'orderid' } },
      ],
    });
    assert.equal(bad.status, 400, JSON.stringify(bad.body));
    const paths = Object.fromEntries((bad.body.errors as { path: string; message: string }[]).map((e) => [e.path, e.message]));
    assert.match(paths['/columns/0/aggregation']!, /"Region" holds text values, not numbers/);
    assert.match(paths['/columns/1/aggregation']!, /identifies records/);
    assert.match(paths['/key']!, /repeats values \(3 different values over 6 records\)/);
    assert.match(paths['/metrics/0/numerator/column']!, /no column "profit"/);
    assert.match(paths['/metrics/1/numerator/column']!, /not numbers/);
    assert.match(paths['/metrics/2/numerator/column']!, /takes no column/);
    const after = await c.owner.get(`/api/v1/modules/${m.id}`);
    assert.deepEqual(after.body.semantic, {});
    assert.ok(after.body.columns.every((x: { aggregation?: string }) => x.aggregation === undefined));

    const wrongType = await c.owner.put(`/api/v1/modules/${m.id}/labels`, { columns: [{ name: 'qty', aggregation: 'median' }] });
    assert.equal(wrongType.status, 400);
  });

  test('an edit of the layer changes the next answer: the same question reads the measure by its new default aggregation', async () => {
    const c = await newCustomer(t);
    const m = await ordersModule(c);
    const p = await c.owner.post('/api/v1/projects', { name: 'Sales', exposure: 'full', module_ids: [m.id] });
    const buildAndAsk = async () => {
      const built = await c.owner.post(`/api/v1/projects/${p.body.id}/semantic/build`, {});
      assert.equal(built.status, 201, JSON.stringify(built.body));
      const r = await c.owner.post('/api/v1/inference', { prompt: 'order amount by region', spec_ids: [built.body.id] });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return r.body as { result: string; understood: string[] };
    };
    // Proposed: an amount adds up. North = 39.98 + 52.50, West = 360.00 + 99.95, South = 49.50 + 150.00.
    const before = await buildAndAsk();
    assert.match(before.result, /North: 92\.48/, before.result);
    assert.match(before.result, /West: 459\.95/, before.result);
    // The builder says this amount is read as a mean when nobody says how.
    const put = await c.owner.put(`/api/v1/modules/${m.id}/labels`, { columns: [{ name: 'totalamount', aggregation: 'avg' }] });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    const after = await buildAndAsk();
    assert.notEqual(after.result, before.result);
    assert.match(after.result, /average Total amount/i, after.result);
    assert.match(after.result, /North: 46\.24/, after.result);
    assert.match(after.result, /West: 229\.9[78]/, after.result);
  });

  test('needs Add Module; another customer’s module does not exist for the caller', async () => {
    const c = await newCustomer(t);
    const m = await ordersModule(c);
    const viewer = await userWith(c, { can_view_datasets: true });
    assert.equal((await viewer.client.get(`/api/v1/modules/${m.id}/semantic`)).status, 403);
    assert.equal((await viewer.client.put(`/api/v1/modules/${m.id}/labels`, { entity: { singular: 'a', plural: 'b' } })).status, 403);
    const other = await newCustomer(t);
    assert.equal((await other.owner.get(`/api/v1/modules/${m.id}/semantic`)).status, 404);
    assert.equal((await other.owner.put(`/api/v1/modules/${m.id}/labels`, { key: 'orderid' })).status, 404);
  });
});
