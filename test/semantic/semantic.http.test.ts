import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startApp, type TestApp } from '../support/app.js';
import { newCustomer, userWith, type TestCustomer } from '../support/customers.js';
import { importedModule, uploaded } from '../datasets/support.js';
import type { SpecDoc } from '../../src/contracts/spec.js';
import { semanticService } from '../../src/semantic/semantic.service.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

/** Builds and waits until the spec is no longer building (201 at once, or 202 then polling). */
async function build(c: TestCustomer, projectId: string, body: unknown = {}) {
  const r = await c.owner.post(`/api/v1/projects/${projectId}/semantic/build`, body);
  assert.ok(r.status === 201 || r.status === 202, JSON.stringify(r.body));
  let spec = r.body;
  while (spec.status === 'building') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const g = await c.owner.get(`/api/v1/projects/${projectId}/semantic/specs/${spec.id}`);
    assert.equal(g.status, 200);
    assert.ok(g.body.progress.columns_done <= g.body.progress.columns_total);
    spec = g.body;
  }
  return spec;
}

const CUSTOMERS = ['customer_id,name,segment,signup,vip,bio'];
for (let i = 1; i <= 60; i++) {
  CUSTOMERS.push(
    `${i},Customer ${i},${['retail', 'wholesale', 'online'][i % 3]},2021-01-${String((i % 28) + 1).padStart(2, '0')},${i % 2 === 0},${'x'.repeat(100)} ${i}`,
  );
}
const ORDERS = ['order_no,customer_id,amount,quantity,placed_at'];
for (let i = 1; i <= 200; i++) ORDERS.push(`${1000 + i},${(i % 60) + 1},${(i * 3.7).toFixed(2)},${i % 5},2022-05-01T10:${String(i % 60).padStart(2, '0')}:00Z`);

async function salesProject(c: TestCustomer, exposure = 'full') {
  const customers = await importedModule(c, (await uploaded(c, CUSTOMERS.join('\n'))).id, { name: 'Customers' });
  await c.owner.put(`/api/v1/modules/${customers.id}/labels`, {
    synonyms: ['clients'],
    columns: [{ name: 'segment', label: 'Market segment', synonyms: ['channel'] }],
  });
  const orders = await importedModule(c, (await uploaded(c, ORDERS.join('\n'))).id, { name: 'Orders' });
  const p = await c.owner.post('/api/v1/projects', { name: 'Sales', exposure, module_ids: [customers.id, orders.id] });
  assert.equal(p.status, 201);
  return { projectId: p.body.id as string, customers: customers.id as string, orders: orders.id as string };
}

describe('semantic build', () => {
  test('a trained spec: roles, types, statistics, labels, synonyms and the join where keys match', async () => {
    const c = await newCustomer(t);
    const { projectId, customers, orders } = await salesProject(c);
    const spec = await build(c, projectId, { name: 'Sales spec' });
    assert.equal(spec.status, 'trained', spec.error);
    assert.equal(spec.name, 'Sales spec');
    assert.equal(spec.progress.step, 'done');
    assert.equal(spec.progress.columns_done, spec.progress.columns_total);
    const doc = spec.spec as SpecDoc;
    assert.equal(doc.version, 3);
    assert.deepEqual(
      doc.modules.map((m) => [m.module_id, m.name, m.row_count]),
      [
        [customers, 'Customers', 60],
        [orders, 'Orders', 200],
      ],
    );
    const col = (m: number, name: string) => doc.modules[m]!.columns.find((x) => x.name === name)!;
    assert.deepEqual(
      doc.modules[0]!.columns.map((x) => [x.name, x.type, x.role]),
      [
        ['customer_id', 'integer', 'identifier'],
        ['name', 'text', 'identifier'],
        ['segment', 'text', 'dimension'],
        ['signup', 'date', 'time'],
        ['vip', 'boolean', 'dimension'],
        ['bio', 'text', 'text'],
      ],
    );
    assert.deepEqual(
      doc.modules[1]!.columns.map((x) => [x.name, x.type, x.role]),
      [
        ['order_no', 'integer', 'identifier'],
        ['customer_id', 'integer', 'identifier'],
        ['amount', 'number', 'measure'],
        ['quantity', 'integer', 'measure'],
        ['placed_at', 'timestamp', 'time'],
      ],
    );
    assert.deepEqual(doc.modules[0]!.synonyms, ['clients']);
    assert.deepEqual([col(0, 'segment').label, col(0, 'segment').synonyms], ['Market segment', ['channel']]);
    assert.deepEqual(col(0, 'segment').stats, {
      distinct_count: 3,
      null_share: 0,
      min: null,
      max: null,
      top_values: [
        { value: 'online', count: 20 },
        { value: 'retail', count: 20 },
        { value: 'wholesale', count: 20 },
      ],
    });
    assert.deepEqual([col(1, 'amount').stats.min, col(1, 'amount').stats.max, col(1, 'amount').stats.top_values], [3.7, 740, []]);
    assert.deepEqual([col(0, 'signup').stats.min, col(0, 'signup').stats.max], ['2021-01-01', '2021-01-28']);
    assert.deepEqual([col(1, 'placed_at').stats.min, col(1, 'placed_at').stats.max], ['2022-05-01T10:00:00Z', '2022-05-01T10:59:00Z']);
    // A quantity adds up: a measure summed by default (the semantic layer), whatever few values it takes.
    assert.deepEqual(col(1, 'quantity').measure, { aggregation: 'sum', additive: true, unit: 'units', quantity: 'count', source: 'proposed' });
    assert.deepEqual(
      doc.modules.map((m) => m.entity),
      [
        { singular: 'customer', plural: 'customers', key: 'customer_id', source: 'proposed' },
        { singular: 'order', plural: 'orders', key: 'order_no', source: 'proposed' },
      ],
    );
    assert.equal(doc.modules[0]!.table.schema, `c_${c.id.replace(/-/g, '')}`);
    // From the many side (each order's customer) to the key side (one row per customer), found by matching values.
    assert.deepEqual(doc.joins, [
      {
        left: { module_id: orders, column: 'customer_id' },
        right: { module_id: customers, column: 'customer_id' },
        key: 'right',
        cardinality: 'many-to-one',
        source: 'discovered',
        overlap: 1,
      },
    ]);

    // The spec id is stable: it reads back the same, and the tree lists it.
    const again = await c.owner.get(`/api/v1/projects/${projectId}/semantic/specs/${spec.id}`);
    assert.deepEqual(again.body.spec, doc);
    const tree = await c.owner.get(`/api/v1/projects/${projectId}/tree`);
    assert.deepEqual(
      tree.body.specs.map((s: { id: string; status: string }) => [s.id, s.status]),
      [[spec.id, 'trained']],
    );
    const row = await t.db.query<{ status: string; customer_id: string }>('SELECT status, customer_id FROM semantic_specs WHERE id = $1', [spec.id]);
    assert.deepEqual(row.rows[0], { status: 'trained', customer_id: c.id });
  });

  test('a project whose modules are not all imported, or that has none, cannot be built (409)', async () => {
    const c = await newCustomer(t);
    const b = await uploaded(c, 'a\n1\n');
    const draft = await c.owner.post('/api/v1/modules', { import_batch_id: b.id, name: 'Draft' });
    const p = await c.owner.post('/api/v1/projects', { name: 'P', exposure: 'full', module_ids: [draft.body.id] });
    const r = await c.owner.post(`/api/v1/projects/${p.body.id}/semantic/build`, {});
    assert.equal(r.status, 409);
    assert.match(r.body.detail, /module "Draft" is draft, not imported/);
    const empty = await c.owner.post('/api/v1/projects', { name: 'E', exposure: 'full', module_ids: [] });
    assert.equal((await c.owner.post(`/api/v1/projects/${empty.body.id}/semantic/build`, {})).status, 409);
    assert.equal((await c.owner.post(`/api/v1/projects/${p.body.id}/semantic/build`, { name: 7 })).status, 400);
  });

  test('a build that cannot finish is failed with its reason', async () => {
    const c = await newCustomer(t);
    const { projectId, orders } = await salesProject(c);
    // The typed table disappears behind the service's back (e.g. dropped by hand).
    await t.data.exec(`DROP TABLE c_${c.id.replace(/-/g, '')}.m_${orders.replace(/-/g, '')}`);
    const spec = await build(c, projectId);
    assert.equal(spec.status, 'failed');
    assert.match(spec.error, /^the module tables could not be read: .*does not exist/);
    assert.equal(spec.spec, null);
  });

  test('a long build answers 202 with its id and progress; its status moves to trained', async () => {
    const c = await newCustomer(t);
    const { projectId } = await salesProject(c);
    const owner = { id: c.ownerId, username: c.ownerUsername, customerId: c.id, isOwner: true };
    // The same service the route uses, told not to wait for the build at all.
    const semantic = semanticService({ db: t.db, data: t.data, waitMs: 0 });
    const started = await semantic.build(owner, projectId, {});
    assert.equal(started.status, 202);
    assert.equal(started.body.status, 'building');
    assert.deepEqual([started.body.progress.modules_total, started.body.progress.columns_total], [2, 11]);
    await semantic.whenIdle();
    const done = await c.owner.get(`/api/v1/projects/${projectId}/semantic/specs/${started.body.id}`);
    assert.equal(done.body.status, 'trained');
    assert.deepEqual([done.body.progress.step, done.body.progress.columns_done], ['done', 11]);
  });

  test('the value index is bounded per column and per spec; columns past the spec’s bound say they are not indexed', async () => {
    const c = await newCustomer(t);
    const { projectId } = await salesProject(c);
    const owner = { id: c.ownerId, username: c.ownerUsername, customerId: c.id, isOwner: true };
    const semantic = semanticService({ db: t.db, data: t.data, waitMs: 0, index: { valuesPerColumn: 50, valuesPerSpec: 120 } });
    const started = await semantic.build(owner, projectId, {});
    await semantic.whenIdle();
    const spec = (await c.owner.get(`/api/v1/projects/${projectId}/semantic/specs/${started.body.id}`)).body;
    assert.equal(spec.status, 'trained');
    const columns = (spec.spec as SpecDoc).modules.flatMap((m) => m.columns);
    const stored = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM semantic_values WHERE spec_id = $1', [spec.id]);
    const indexed = columns.reduce((n, col) => n + (col.index?.values ?? 0), 0);
    assert.equal(stored.rows[0]!.n, indexed);
    assert.ok(indexed <= 120 && indexed > 50, `${indexed} values indexed`);
    for (const col of columns) assert.ok((col.index?.values ?? 0) <= 50, col.name);
    // The 60 names do not fit a column's 50: the index says it is incomplete.
    assert.deepEqual(columns.find((x) => x.name === 'name')?.index, { values: 50, complete: false });
    assert.ok(
      columns.some((x) => x.index && !x.index.complete && x.index.values < 50),
      'a column cut short by the spec’s bound',
    );
  });

  test('deleting a spec removes it at once', async () => {
    const c = await newCustomer(t);
    const { projectId } = await salesProject(c);
    const spec = await build(c, projectId);
    const del = await c.owner.delete(`/api/v1/projects/${projectId}/semantic/specs/${spec.id}`);
    assert.equal(del.status, 204);
    assert.equal((await c.owner.get(`/api/v1/projects/${projectId}/semantic/specs/${spec.id}`)).status, 404);
    assert.equal((await t.db.query('SELECT 1 FROM semantic_specs WHERE id = $1', [spec.id])).rows.length, 0);
    assert.equal((await c.owner.delete(`/api/v1/projects/${projectId}/semantic/specs/${spec.id}`)).status, 404);
  });
});

describe('semantic: gates and tenancy', () => {
  test('build needs can_create_semantic_dataset, delete can_delete_semantic_dataset, status can_view_tree; other customers get 404', async () => {
    const c = await newCustomer(t);
    const other = await newCustomer(t);
    const { projectId } = await salesProject(c);
    const spec = await build(c, projectId);
    const creator = await userWith(c, { can_create_semantic_dataset: true });
    const deleter = await userWith(c, { can_delete_semantic_dataset: true });
    const viewer = await userWith(c, { can_view_tree: true });

    const buildPath = `/api/v1/projects/${projectId}/semantic/build`;
    const specPath = `/api/v1/projects/${projectId}/semantic/specs/${spec.id}`;
    for (const r of [
      await deleter.client.post(buildPath, {}),
      await viewer.client.post(buildPath, {}),
      await creator.client.delete(specPath),
      await viewer.client.delete(specPath),
      await creator.client.get(specPath),
      await deleter.client.get(specPath),
    ]) {
      assert.equal(r.status, 403);
      assert.equal(r.body.detail, 'permission denied');
    }
    assert.equal((await viewer.client.get(specPath)).status, 200);
    const built = await creator.client.post(buildPath); // no body at all: the default name
    assert.ok(built.status === 201 || built.status === 202, JSON.stringify(built.body));

    // Another customer: not found, and nothing deleted.
    assert.equal((await other.owner.post(buildPath, {})).status, 404);
    assert.equal((await other.owner.get(specPath)).status, 404);
    assert.equal((await other.owner.delete(specPath)).status, 404);
    // A spec id under another project of the same customer is not found either.
    const p2 = await c.owner.post('/api/v1/projects', { name: 'Other', exposure: 'full', module_ids: [] });
    assert.equal((await c.owner.get(`/api/v1/projects/${p2.body.id}/semantic/specs/${spec.id}`)).status, 404);
    assert.equal((await c.owner.delete(`/api/v1/projects/${p2.body.id}/semantic/specs/${spec.id}`)).status, 404);

    assert.equal((await deleter.client.delete(specPath)).status, 204);
  });
});
