import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { startApp, type TestApp } from '../support/app.js';
import { newCustomer, type TestCustomer } from '../support/customers.js';
import { importedModule, uploaded } from '../datasets/support.js';
import { askAs, trainedSpec } from '../support/specs.js';
import { runQuery } from '../../src/agent/execute/tools.js';
import { scopeOf, type SpecScope } from '../../src/agent/plan/spec-index.js';
import type { StructuredQuery } from '../../src/agent/plan/query.js';
import type { SpecDoc, SpecModule } from '../../src/contracts/spec.js';

/**
 * Pre-aggregations (src/semantic/rollups.ts, src/agent/execute/rollup.ts) on the engine under test:
 * the spec build makes a rollup of a large module; any grouped or aggregate query gives the same
 * rows from the rollup as from the table (a property over random queries, most of which the
 * rollup answers); the answer says which was read; a rollup goes with its spec and with its
 * module's rows, and the agent then answers from the table.
 */
let t: TestApp;
let c: TestCustomer;
let moduleId: string;
const regions = ['North', 'South', 'East', 'West'];
const channels = ['Web', 'Store', 'Phone'];

// 12,000 orders over two years; amounts with cents (double precision), units whole; a few blanks.
const rows = Array.from({ length: 12_000 }, (_, i) => {
  const day = new Date(Date.UTC(2022, 0, 1) + ((i * 37) % 730) * 86_400_000).toISOString().slice(0, 10);
  const amount = i % 101 === 0 ? '' : (((i * 7919) % 100_000) / 100).toFixed(2);
  return `${i + 1},${day},${regions[(i * 7) % 4]},${channels[(i * 5) % 3]},${1 + (i % 3)},${i % 2 === 0},${amount},${1 + ((i * 13) % 40)}`;
});
const csv = ['Order ID,Order date,Region,Channel,Priority,Gift,Amount,Units', ...rows].join('\n');

async function specDoc(specId: string): Promise<SpecDoc> {
  const { rows } = await t.db.query<{ spec: SpecDoc }>('SELECT spec FROM semantic_specs WHERE id = $1', [specId]);
  return rows[0]!.spec;
}

before(async () => {
  t = await startApp({ ROLLUP_MIN_ROWS: '1000' });
  c = await newCustomer(t);
  moduleId = (await importedModule(c, (await uploaded(c, csv)).id, { name: 'Orders' })).id;
});
after(() => t.close());

/** A number from either engine (bigint and numeric may come as text). */
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Rows alike: keys and counts exactly, figures to floating-point rounding of double-precision sums. */
function assertSameRows(fromRollup: Record<string, unknown>[], fromTable: Record<string, unknown>[], what: string) {
  assert.equal(fromRollup.length, fromTable.length, `${what}: row count`);
  fromTable.forEach((want, i) => {
    const got = fromRollup[i]!;
    assert.deepEqual(Object.keys(got).sort(), Object.keys(want).sort(), what);
    for (const k of Object.keys(want)) {
      const a = got[k];
      const b = want[k];
      if (typeof b === 'number' || (typeof b === 'string' && /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(b))) {
        const x = num(a)!;
        const y = num(b)!;
        assert.ok(Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(y)), `${what}: ${k} of row ${i}: ${a} vs ${b}`);
      } else {
        assert.deepEqual(a, b, `${what}: ${k} of row ${i}`);
      }
    }
  });
}

describe('rollups', () => {
  let specId: string;
  let scope: SpecScope;
  let module: SpecModule;

  before(async () => {
    ({ specId } = await trainedSpec(c, [moduleId], 'full', 'Rollups'));
    const doc = await specDoc(specId);
    scope = scopeOf([{ id: specId, doc }]);
    module = doc.modules[0]!;
  });

  test('the spec build makes one of the module: its dimensions, its date at a grain, its measures', () => {
    const r = module.rollup;
    assert.ok(r, 'a rollup was built');
    assert.deepEqual([...r.dimensions].sort(), ['channel', 'gift', 'priority', 'region']);
    assert.deepEqual(r.time, { column: 'order_date', grain: 'month' });
    assert.deepEqual([...r.measures].sort(), ['amount', 'units']);
    // 4 regions × 3 channels × 3 priorities × 2 × 24 months at most.
    assert.ok(r.rows > 0 && r.rows <= 4 * 3 * 3 * 2 * 24, String(r.rows));
  });

  test('property: any grouped or aggregate query gives the same rows from the rollup as from the table', async () => {
    const dims = ['region', 'channel', 'priority', 'gift'];
    const measure = fc.oneof(
      fc.constant({ agg: 'count' }),
      fc.record({ agg: fc.constantFrom('count', 'sum', 'avg', 'min', 'max'), column: fc.constantFrom('amount', 'units') }),
      // Not in a rollup: these go to the table.
      fc.record({ agg: fc.constantFrom('count_distinct', 'median'), column: fc.constantFrom('amount', 'units') }),
    );
    const filter = fc.oneof(
      fc.record({ column: fc.constant('region'), op: fc.constantFrom('eq', 'neq'), value: fc.constantFrom(...regions, 'north') }),
      fc.record({ column: fc.constant('channel'), op: fc.constantFrom('in', 'not_in'), value: fc.subarray(channels, { minLength: 1 }) }),
      fc.record({ column: fc.constant('priority'), op: fc.constantFrom('gt', 'lte'), value: fc.constantFrom(1, 2) }),
      fc.record({
        column: fc.constant('order_date'),
        op: fc.constantFrom('gt', 'gte', 'lt', 'lte'),
        value: fc.constantFrom(2022, 2023, '2023-04-01', '2023-04-15'),
      }),
      fc.record({
        column: fc.constant('order_date'),
        op: fc.constant('range'),
        value: fc.constantFrom(['2022-03-01', '2022-09-01'], ['2022-03-05', '2022-09-01']),
      }),
      fc.record({ column: fc.constant('order_date'), op: fc.constant('month'), value: fc.constantFrom(2, 11) }),
      // Not a dimension: the table answers.
      fc.record({ column: fc.constant('amount'), op: fc.constant('gt'), value: fc.constant(500) }),
    );
    const groupBy = fc.oneof(
      fc.record({ column: fc.constantFrom(...dims) }),
      fc.record({ column: fc.constant('order_date'), part: fc.constantFrom('year', 'half', 'quarter', 'month', 'week', 'day') }),
      fc.record({ column: fc.constant('order_date') }),
    );
    const query = fc.oneof(
      fc.record({
        kind: fc.constant('groups' as const),
        filters: fc.array(filter, { maxLength: 2 }),
        group_by: groupBy,
        measures: fc.array(measure, { minLength: 1, maxLength: 2 }),
        order: fc.option(fc.constantFrom('asc', 'desc'), { nil: undefined }),
        limit: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
        answer: fc.option(fc.constantFrom('keys', 'count'), { nil: undefined }),
      }),
      fc.record({
        kind: fc.constant('aggregate' as const),
        filters: fc.array(filter, { maxLength: 2 }),
        measures: fc.array(measure, { minLength: 1, maxLength: 2 }),
      }),
    );
    let fromRollup = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(query, async (raw) => {
        const q = JSON.parse(JSON.stringify({ ...raw, module: moduleId })) as StructuredQuery;
        runs++;
        const rolled = await runQuery(t.data, q, scope, { rowCap: 200, statementTimeoutMs: 5000, rollups: true });
        const table = await runQuery(t.data, q, scope, { rowCap: 200, statementTimeoutMs: 5000, rollups: false });
        assert.equal(table.sql.rollup, undefined);
        if (rolled.sql.rollup) {
          fromRollup++;
          assert.match(rolled.sql.text, /"r_[0-9a-f]{32}_[0-9a-f]{12}"/);
        }
        assertSameRows(rolled.rows, table.rows, JSON.stringify(q));
      }),
      { numRuns: 150 },
    );
    // The rollup answered many of them (or the property says nothing of it).
    assert.ok(fromRollup >= runs / 4, `${fromRollup} of ${runs} from the rollup`);
  });

  test('a question answered from the rollup says so; the same at limited names no figure', async () => {
    const r = await c.owner.post('/api/v1/inference', { prompt: 'What is the total amount by region?', spec_ids: [specId] });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const work = JSON.stringify(r.body.work ?? r.body);
    assert.match(work, /answered from a pre-aggregation of the Orders records \(\d+ groups\)/);
    // The figures are the table's: every region's total to the cent.
    const totals = new Map<string, number>();
    for (const line of rows) {
      const [, , region, , , , amount] = line.split(',');
      if (amount) totals.set(region!, (totals.get(region!) ?? 0) + Number(amount));
    }
    for (const region of totals.keys()) assert.ok(r.body.result.includes(region), region);
    const first = [...totals].sort((a, b) => b[1] - a[1])[0]!;
    assert.match(r.body.result, new RegExp(first[0]));
    // At limited, the panel says where the answer came from, without the rollup's size.
    const { specId: limited } = await trainedSpec(c, [moduleId], 'limited', 'Limited');
    const l = await c.owner.post('/api/v1/inference', { prompt: 'What is the total amount by region?', spec_ids: [limited] });
    assert.equal(l.status, 200, JSON.stringify(l.body));
    const said = JSON.stringify(l.body.work ?? l.body);
    assert.match(said, /answered from a pre-aggregation of the Orders records/);
    assert.doesNotMatch(said, /groups\)/);
  });

  test('a rollup goes with its module rows: after the module is loaded again, the table answers', async () => {
    const { specId: other } = await trainedSpec(c, [moduleId], 'full', 'Reloaded');
    const doc = await specDoc(other);
    const table = doc.modules[0]!.rollup!.table;
    const exists = async () =>
      (await t.data.query('SELECT 1 FROM pg_tables WHERE schemaname = $1 AND tablename = $2', [table.schema, table.name])).rows.length === 1;
    assert.ok(await exists());
    assert.equal((await c.owner.post(`/api/v1/modules/${moduleId}/run-import`)).status, 200);
    assert.equal(await exists(), false, 'the rollup was dropped with the rows it summed');
    // The spec still names it: the agent reads the table instead, and answers.
    const text = await askAs(c, other, 'What is the total amount by region?');
    assert.match(text, /North/);
    const q = { kind: 'groups', module: moduleId, filters: [], group_by: { column: 'region' }, measures: [{ agg: 'sum', column: 'amount' }] };
    const result = await runQuery(t.data, q, scopeOf([{ id: other, doc }]), { rowCap: 200, statementTimeoutMs: 5000 });
    assert.equal(result.sql.rollup, undefined);
    assert.equal(result.rows.length, 4);
  });

  test('a rollup goes with its spec', async () => {
    const { projectId, specId: doomed } = await trainedSpec(c, [moduleId], 'full', 'Doomed');
    const table = (await specDoc(doomed)).modules[0]!.rollup!.table;
    assert.equal((await c.owner.delete(`/api/v1/projects/${projectId}/semantic/specs/${doomed}`)).status, 204);
    const { rows: left } = await t.data.query('SELECT 1 FROM pg_tables WHERE schemaname = $1 AND tablename = $2', [table.schema, table.name]);
    assert.equal(left.length, 0);
  });

  test('with ROLLUPS=false no rollup is built and none is read', async () => {
    const off = await startApp({ ROLLUPS: 'false', ROLLUP_MIN_ROWS: '1000' });
    try {
      const oc = await newCustomer(off);
      const mid = (await importedModule(oc, (await uploaded(oc, csv)).id, { name: 'Orders' })).id;
      const { specId: s } = await trainedSpec(oc, [mid], 'full', 'Off');
      const { rows } = await off.db.query<{ spec: SpecDoc }>('SELECT spec FROM semantic_specs WHERE id = $1', [s]);
      assert.equal(rows[0]!.spec.modules[0]!.rollup, undefined);
    } finally {
      await off.close();
    }
  });
});
