import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { adaptation, BOUND, MAX_FEATURES, queryKey } from '../../src/agent/understand/adapt.js';
import { filledReading, substituted, type QuestionForm, type Slot } from '../../src/agent/understand/verified.js';
import type { StructuredQuery } from '../../src/agent/plan/query.js';
import type { Mention } from '../../src/agent/understand/mentions.js';

/** Issue 25, items 3 and 4: the rules of verified readings that must hold for every input. */

const reading = (filters: StructuredQuery['filters'], limit?: number): StructuredQuery =>
  ({
    kind: 'groups',
    module: 'm1',
    filters,
    group_by: { column: 'region' },
    measures: [{ agg: 'sum', column: 'revenue' }],
    ...(limit ? { order: 'desc', limit } : {}),
  }) as StructuredQuery;

const value = (column: string, v: string, from = 0): Mention => ({
  kind: 'value',
  id: from,
  from,
  to: from + 1,
  module: 'm1',
  column,
  values: [v],
  exact: true,
  cover: 1,
  rows: 1,
  first: 0,
  negated: false,
});

const word = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,11}$/);

describe('a verified reading filled with new values', () => {
  test('replaces exactly the slots’ values, each by the value its placeholder names now, never twice', () => {
    fc.assert(
      fc.property(word, word, word, word, fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 50 }), (p0, r0, p1, r1, n0, n1) => {
        fc.pre(p0 !== r0);
        const verified = reading(
          [
            { column: 'product', op: 'eq', value: p0 },
            { column: 'region', op: 'in', value: [r0, 'Other'] },
          ],
          n0,
        );
        const slots: Slot[][] = [
          [{ kind: 'value', column: 'product', value: p0 }],
          [{ kind: 'value', column: 'region', value: r0 }],
          [{ kind: 'number', value: n0 }],
        ];
        const form: QuestionForm = {
          key: '',
          shape: '',
          groups: [
            { words: p1, mentions: [value('product', p1)] },
            { words: r1, mentions: [value('region', r1)] },
            { words: String(n1), mentions: [{ kind: 'number', id: 9, from: 9, to: 10, value: n1, ordinal: false, year: false }] },
          ],
        };
        const filled = filledReading({ reading: verified, slots }, form);
        assert.ok(filled);
        assert.deepEqual(filled.filters, [
          { column: 'product', op: 'eq', value: p1 },
          { column: 'region', op: 'in', value: [r1, 'Other'] },
        ]);
        assert.equal((filled as { limit?: number }).limit, n1);
        // Nothing but the slots changed.
        assert.equal(queryKey({ ...filled, filters: [], limit: 0 }), queryKey({ ...verified, filters: [], limit: 0 }));
      }),
    );
  });

  test('refuses a placeholder that names no value of the slot’s column, or other words where words must be said again', () => {
    const verified = reading([{ column: 'product', op: 'eq', value: 'A' }]);
    const slots: Slot[][] = [[{ kind: 'value', column: 'product', value: 'A' }], [{ kind: 'words', text: 'last week' }]];
    const groups = (first: Mention[], second: string) => ({
      key: '',
      shape: '',
      groups: [
        { words: 'x', mentions: first },
        { words: second, mentions: [] },
      ],
    });
    assert.equal(filledReading({ reading: verified, slots }, groups([value('region', 'West')], 'last week')), undefined);
    assert.equal(filledReading({ reading: verified, slots }, groups([value('product', 'B')], 'this week')), undefined);
    assert.ok(filledReading({ reading: verified, slots }, groups([value('product', 'B')], 'last week')));
    assert.equal(substituted(verified, { kind: 'value', column: 'region', value: 'A' }, 'B'), undefined, 'a value of another column is not replaced');
  });
});

describe('the parser’s adaptation to a project', () => {
  const features = fc.dictionary(fc.constantFrom(...Array.from({ length: 30 }, (_, i) => `f${i}`)), fc.double({ min: -3, max: 3, noNaN: true }), {
    maxKeys: 12,
  });
  const candidate = fc.record({ q: fc.integer({ min: 0, max: 5 }), score: fc.double({ min: -5, max: 5, noNaN: true }), f: features });
  const example = fc.record({ cands: fc.array(candidate, { minLength: 1, maxLength: 8 }), target: fc.integer({ min: 0, max: 5 }) });

  test('every weight stays within the bound, on at most MAX_FEATURES features', () => {
    fc.assert(
      fc.property(fc.array(example, { maxLength: 20 }), (examples) => {
        const w = adaptation(
          examples.map((e) => ({
            ranked: e.cands.map((c) => ({ candidate: { query: reading([], c.q + 1) }, score: c.score, features: new Map(Object.entries(c.f)) })),
            reading: reading([], e.target + 1),
          })),
        );
        assert.ok(Object.keys(w).length <= MAX_FEATURES);
        for (const v of Object.values(w)) assert.ok(Math.abs(v) <= BOUND + 1e-9, String(v));
      }),
    );
  });

  test('a verified reading the parser ranked second comes first once learned, when a feature tells it apart', () => {
    const target = reading([], 2);
    const rival = reading([], 1);
    const ranked = [
      { candidate: { query: rival }, score: 1, features: new Map([['agg=avg', 1]]) },
      { candidate: { query: target }, score: 0.6, features: new Map([['agg=sum', 1]]) },
    ];
    const w = adaptation([{ ranked, reading: target }]);
    const score = (r: (typeof ranked)[number]) => r.score + [...r.features].reduce((s, [k, v]) => s + (w[k] ?? 0) * v, 0);
    assert.ok(score(ranked[1]!) > score(ranked[0]!), JSON.stringify(w));
  });
});
