/** The compiler under a caller's row policy: every table of the module is read through the filter, in joins and anchors too, its values one parameter. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileQuery } from '../../src/agent/execute/sql.js';
import { scopeOf } from '../../src/agent/plan/spec-index.js';
import type { SpecColumn, SpecDoc, SpecModule } from '../../src/contracts/spec.js';

const stats = { distinct_count: 0, null_share: 0, min: null, max: null, top_values: [] };
const col = (name: string, type: SpecColumn['type']): SpecColumn => ({ name, label: name, synonyms: [], type, role: 'dimension', stats });
const customers: SpecModule = {
  module_id: 'customers',
  name: 'Customers',
  synonyms: [],
  table: { schema: 's', name: 'customers' },
  row_count: 10,
  columns: [col('id', 'integer'), col('region', 'text')],
  policy: { key: 'k', row_filter: { column: 'code', values: ['ACME', 'Initech'] } },
};
const orders: SpecModule = {
  module_id: 'orders',
  name: 'Orders',
  synonyms: [],
  table: { schema: 's', name: 'orders' },
  row_count: 10,
  columns: [col('cust_id', 'integer'), col('amount', 'number'), col('product', 'text')],
};
const doc: SpecDoc = {
  version: 2,
  modules: [orders, customers],
  joins: [{ left: { module_id: 'orders', column: 'cust_id' }, right: { module_id: 'customers', column: 'id' }, key: 'right' }],
};
const scope = scopeOf([{ id: 'spec', doc }]);
const FILTER = /\(SELECT \* FROM "s"\."customers" WHERE lower\("code"::text\) IN \(SELECT lower\(x\) FROM unnest\(\$(\d+)::text\[\]\) AS x\)\)/g;

test('the policied module is read through its filter, as queried, joined and in an anchor', () => {
  const direct = compileQuery({ kind: 'aggregate', module: 'customers', filters: [], measures: [{ agg: 'count' }] }, scope, { rowCap: 10 });
  assert.equal([...direct.text.matchAll(FILTER)].length, 1);
  assert.deepEqual(direct.params, [['ACME', 'Initech']]);

  const joined = compileQuery(
    {
      kind: 'aggregate',
      module: 'orders',
      join: [{ module: 'customers', left: 'cust_id', right: 'id' }],
      filters: [
        { column: 'customers.region', op: 'eq', value: 'North' },
        { column: 'amount', op: 'gt', value: { anchor: [{ column: 'product', op: 'eq', value: 'Anvil' }] } },
      ],
      measures: [{ agg: 'sum', column: 'amount' }],
    },
    scope,
    { rowCap: 10 },
  );
  const found = [...joined.text.matchAll(FILTER)];
  assert.equal(found.length, 2, joined.text);
  for (const m of found) assert.deepEqual(joined.params[Number(m[1]) - 1], ['ACME', 'Initech']);
  assert.doesNotMatch(joined.text.replace(FILTER, ''), /"code"/, 'the filter column appears only in the filter');
  // A module without a policy is read whole.
  assert.match(joined.text, /FROM "s"\."orders" AS t0/);
});
