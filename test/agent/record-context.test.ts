/** The columns a values answer shows beside its own at full exposure: the record's name, the value ranked by, the value a bound tested. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { withContext } from '../../src/agent/execute/record-context.js';
import type { StructuredQuery } from '../../src/agent/plan/query.js';
import { scopeOf } from '../../src/agent/plan/spec-index.js';
import { EXPOSURES } from '../../src/contracts/exposure.js';
import type { SpecColumn, SpecModule } from '../../src/contracts/spec.js';

const stats = { distinct_count: 10, null_share: 0, min: null, max: null, top_values: [] };
const col = (name: string, type: SpecColumn['type'], role: SpecColumn['role']): SpecColumn => ({ name, label: name, synonyms: [], type, role, stats });
/** Invented: bridges with a name, a contact e-mail (personal), a span and a toll. */
const bridges: SpecModule = {
  module_id: 'bridges',
  name: 'Bridges',
  synonyms: [],
  table: { schema: 's', name: 'bridges' },
  row_count: 10,
  columns: [col('title', 'text', 'identifier'), col('contact', 'text', 'sensitive'), col('span', 'integer', 'measure'), col('toll', 'integer', 'measure')],
};
const scope = scopeOf([{ doc: { version: 2, modules: [bridges], joins: [] } }]);
const ranked: StructuredQuery = { kind: 'values', module: 'bridges', filters: [], columns: ['toll'], order: { by: 'span', dir: 'desc' }, limit: 1 };

test('a ranked record is named and its ranking value shown; a bound shows the value it tested; the answer stays first', () => {
  const q = withContext(ranked, scope, 'full');
  assert.equal(q.kind === 'values' && q.columns[0], 'toll');
  assert.deepEqual(q.kind === 'values' && q.columns, ['toll', 'title', 'span']);
  const listed = withContext({ kind: 'values', module: 'bridges', filters: [{ column: 'span', op: 'gt', value: 500 }], columns: ['title'] }, scope, 'full');
  assert.deepEqual(listed.kind === 'values' && listed.columns, ['title', 'span'], 'a list is not ranked: no name added, the bound column shown');
  const named = withContext({ ...ranked, columns: ['title'] }, scope, 'full');
  assert.deepEqual(named.kind === 'values' && named.columns, ['title', 'span'], 'the answer is the name already');
});

test('below full nothing is added, and a sensitive column is never added at any exposure', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...EXPOSURES),
      fc.constantFrom('toll', 'span', 'title', 'contact'),
      fc.option(fc.integer({ min: 1, max: 50 })),
      (exposure, answer, limit) => {
        const q: StructuredQuery = { ...ranked, columns: [answer], ...(limit === null ? { limit: undefined } : { limit }) };
        const out = withContext(q, scope, exposure);
        if (exposure !== 'full') assert.deepEqual(out, q);
        const added = out.kind === 'values' ? out.columns.slice(1) : [];
        assert.ok(!added.includes('contact'));
        assert.ok(added.length <= 3);
      },
    ),
  );
});
