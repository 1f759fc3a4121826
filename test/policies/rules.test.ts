import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applied, filterValues, narrows } from '../../src/policies/policies.rules.js';
import type { Policy } from '../../src/policies/policies.schemas.js';

const M = 'module-a';
const values = (v: string[], hidden: string[] = []): Policy => ({ module_id: M, row_filter: { column: 'code', values: v }, hidden_columns: hidden });
const attribute = (a: string, hidden: string[] = []): Policy => ({ module_id: M, row_filter: { column: 'code', attribute: a }, hidden_columns: hidden });

describe('a policy narrows another', () => {
  test('fewer values of the same column (any case), more hidden columns', () => {
    assert.ok(narrows([values(['A', 'B'])], [values(['a'])]));
    assert.ok(narrows([values(['A'], ['x'])], [values(['A'], ['x', 'y'])]));
    assert.ok(narrows([], [values(['A'])]), 'a module gains a limit');
    assert.ok(narrows([attribute('region')], [attribute('region', ['x'])]));
  });

  test('never wider: a value added, a column shown, a filter or a policy removed, another column or attribute', () => {
    assert.ok(!narrows([values(['A'])], [values(['A', 'B'])]));
    assert.ok(!narrows([values(['A'], ['x'])], [values(['A'])]));
    assert.ok(!narrows([values(['A'])], [{ module_id: M, row_filter: null, hidden_columns: [] }]));
    assert.ok(!narrows([values(['A'])], []));
    assert.ok(!narrows([values(['A'])], [{ module_id: M, row_filter: { column: 'other', values: ['A'] }, hidden_columns: [] }]));
    assert.ok(!narrows([attribute('region')], [attribute('country')]));
    assert.ok(!narrows([attribute('region')], [values(['North'])]), 'fixed values are not comparable with an attribute');
  });
});

describe('a filter’s values for a caller', () => {
  test('fixed values, an attribute’s value or values, and none when the attribute is missing (fail closed)', () => {
    assert.deepEqual(filterValues({ column: 'code', values: ['A'] }, {}), ['A']);
    assert.deepEqual(filterValues({ column: 'code', attribute: 'region' }, { region: 'North' }), ['North']);
    assert.deepEqual(filterValues({ column: 'code', attribute: 'region' }, { region: ['North', 'East'] }), ['North', 'East']);
    assert.deepEqual(filterValues({ column: 'code', attribute: 'region' }, {}), []);
    assert.deepEqual(applied(attribute('region', ['x']), {}), {
      module_id: M,
      row_filter: { column: 'code', values: [], attribute: 'region' },
      hidden_columns: ['x'],
    });
  });
});
