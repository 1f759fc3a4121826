/**
 * Truthful guidance below full exposure (issue 21): each qualitative template is fed its edge cases —
 * 0, 1, k−1, k, half, all but one, all — and says only what the same figures as the full answer make
 * true ("37 of 120" is never "all"), compares like quantities (a total is not placed among single
 * values), says nothing of a set under k, and reads the same for a set of 0 and of k−1 entities.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { statesQuantity } from '../../src/agent/guard/exposure-guard.js';
import type { Answer, GroupRow } from '../../src/agent/present/answer.js';
import { curate } from '../../src/agent/present/curation.js';
import { directionWords, orderWords, placeWords, shareOf } from '../../src/agent/present/wording.js';
import type { StructuredQuery } from '../../src/agent/plan/query.js';
import { resolveQuery } from '../../src/agent/plan/resolve.js';
import { scopeOf } from '../../src/agent/plan/spec-index.js';
import { portionWords } from '../../src/agent/text.js';
import type { Exposure } from '../../src/contracts/exposure.js';
import type { SpecColumn, SpecDoc } from '../../src/contracts/spec.js';

const K = 5;
const WHOLE = 120;
const stats = (min: number | null = null, max: number | null = null) => ({ distinct_count: 0, null_share: 0, min, max, top_values: [] });
const col = (name: string, label: string, type: SpecColumn['type'], role: SpecColumn['role'], s = stats()): SpecColumn => ({
  name,
  label,
  synonyms: [],
  type,
  role,
  stats: s,
});
const doc: SpecDoc = {
  version: 2,
  modules: [
    {
      module_id: 'employees',
      name: 'Employees',
      synonyms: [],
      table: { schema: 's', name: 'employees' },
      row_count: WHOLE,
      columns: [
        col('emp_no', 'Employee number', 'text', 'identifier'),
        col('department', 'Department', 'text', 'dimension'),
        col('salary', 'Salary', 'number', 'measure', stats(30_000, 90_000)),
        col('hired_on', 'Hired on', 'date', 'time'),
      ],
    },
  ],
  joins: [],
};
const scope = scopeOf([{ id: 'spec', doc }]);
const base: { module: string; filters: StructuredQuery['filters'] } = { module: 'employees', filters: [] };
const inSales: typeof base = { module: 'employees', filters: [{ column: 'department', op: 'eq', value: 'Sales' }] };
const BELOW: Exposure[] = ['limited', 'advisory'];

const say = (query: StructuredQuery, answer: Answer, exposure: Exposure) =>
  curate({ query, plan: resolveQuery(query, scope), answer, rows: [], exposure, minRecords: K });

/** The edge cases of a part of 120: 0, 1, k−1, k, half, all but one, all — and the 37 of the review. */
const EDGES = [0, 1, K - 1, K, WHOLE / 2, 37, WHOLE - 1, WHOLE];

describe('a part of a whole in words (portionWords), at its edges', () => {
  test('each edge reads as the figures make true', () => {
    const expected: Record<number, string> = {
      0: 'very few or none',
      1: 'very few or none',
      [K - 1]: 'very few or none',
      [K]: 'a small part',
      37: 'a sizeable part',
      [WHOLE / 2]: 'an even share',
      [WHOLE - 1]: 'all or nearly all',
      [WHOLE]: 'all or nearly all',
    };
    for (const part of EDGES) assert.equal(portionWords(part, WHOLE, K), expected[part], `${part} of ${WHOLE}`);
    // Without k (a share of a total): none is none, all is all.
    assert.equal(portionWords(0, WHOLE), 'none');
    assert.equal(portionWords(WHOLE, WHOLE), 'all');
    assert.equal(portionWords(WHOLE - 1, WHOLE), 'nearly all');
    assert.equal(portionWords(61, WHOLE), 'most');
  });

  test('property: "all" only when nothing is left out, "most" only above half, no number in any form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 10 }), (whole, raw, k) => {
        const part = raw % (whole + 1);
        const w = portionWords(part, whole, k);
        if (w === 'all') assert.equal(part, whole);
        if (w === 'none') assert.equal(part, 0);
        if (w === 'most' || w === 'nearly all') assert.ok(2 * part > whole, `${w} for ${part} of ${whole}`);
        if (w === 'a sizeable part' || w === 'a small part' || w === 'very few') assert.ok(2 * part < whole, `${w} for ${part} of ${whole}`);
        // Under k, or a rest under k, reads as empty or whole would.
        if (part < k) assert.equal(w, portionWords(0, whole, k));
        if (whole - part < k && part >= k) assert.equal(w, portionWords(whole, whole, k));
        assert.equal(statesQuantity(`${w} of the records`, 'advisory'), false, w);
      }),
      { numRuns: 500 },
    );
  });

  test('shareOf is the same quantifier', () => {
    assert.equal(shareOf(37, WHOLE, K), 'a sizeable part');
  });
});

describe('the count template ("… of the Employees records fall in this selection")', () => {
  const count = (n: number, filtered: boolean): [StructuredQuery, Answer] => [
    { kind: 'aggregate', ...(filtered ? inSales : base), measures: [{ agg: 'count' }] },
    { kind: 'number', values: [n], measures: [n], total: n, entities: n },
  ];
  for (const exposure of BELOW)
    test(`at ${exposure}, from the figures: 37 of 120 is never "all"; 0 to k−1 read alike; all only when all`, () => {
      for (const filtered of [false, true]) {
        const small = [0, 1, K - 1].map((n) => say(...count(n, filtered), exposure));
        assert.equal(new Set(small).size, 1, small.join('\n'));
        assert.match(small[0]!, /too few/);
        const of37 = say(...count(37, filtered), exposure);
        assert.match(of37, /^A sizeable part of the Employees records fall in this selection/, of37);
        assert.match(say(...count(K, filtered), exposure), /^A small part of/);
        assert.match(say(...count(WHOLE / 2, filtered), exposure), /^An even share of/);
        // All but one reads as all would, but "all" alone only for every record with no filter.
        assert.match(say(...count(WHOLE - 1, filtered), exposure), /^All or nearly all of/);
        assert.match(say(...count(WHOLE, filtered), exposure), filtered ? /^All or nearly all of/ : /^All of the Employees records/);
      }
    });
});

describe('the share template ("… of the Employees records are those where …")', () => {
  const share = (pct: number, over: number, column?: string): [StructuredQuery, Answer] => [
    {
      kind: 'aggregate',
      ...base,
      measures: [{ agg: 'share', ...(column ? { column } : {}), where: { column: 'department', op: 'eq', value: 'Sales' } }],
    },
    { kind: 'number', values: [pct], measures: [pct], total: over, entities: over },
  ];
  test('a share of records, at its edges; a share of a total says so, never "of the records"', () => {
    const said = (pct: number) => say(...share(pct, WHOLE), 'advisory');
    const small = [0, 1, K - 1].map((n) => said((100 * n) / WHOLE));
    assert.equal(new Set(small).size, 1, small.join('\n'));
    assert.match(said((100 * K) / WHOLE), /^A small part of the Employees records are those where Department is/);
    assert.match(said(50), /^An even share of/);
    assert.match(said((100 * 37) / WHOLE), /^A sizeable part of/);
    assert.equal(said((100 * (WHOLE - 1)) / WHOLE), said(100));
    const ofTotal = say(...share(40, WHOLE, 'salary'), 'limited');
    assert.match(ofTotal, /^A sizeable part of the total Salary of the Employees records comes from those where Department is/);
    assert.equal(say(...share(0, WHOLE, 'salary'), 'limited'), say(...share(1, WHOLE, 'salary'), 'limited'));
  });
});

describe('the place of a figure in the observed range: like quantities only', () => {
  const agg = (fn: 'sum' | 'avg' | 'max' | 'median', v: number): [StructuredQuery, Answer] => [
    { kind: 'aggregate', ...base, measures: [{ agg: fn, column: 'salary' }] },
    { kind: 'number', values: [v], measures: [v], total: WHOLE, entities: WHOLE },
  ];
  test('a total, an extreme: no place among single values', () => {
    for (const exposure of BELOW) {
      assert.doesNotMatch(say(...agg('sum', 5_000_000), exposure), /range/);
      // An extreme is one record's value.
      assert.doesNotMatch(say(...agg('max', 90_000), exposure), /range/);
    }
  });
  test('an average or a median: where it sits, at its edges', () => {
    assert.match(say(...agg('avg', 30_000), 'limited'), /near the bottom of the observed range of Salary/);
    assert.match(say(...agg('avg', 60_000), 'limited'), /in the middle of the observed range/);
    assert.match(say(...agg('median', 90_000), 'advisory'), /not given as a figure, near the top of the observed range/);
    assert.equal(placeWords(5, { ...doc.modules[0]!.columns[2]!, stats: stats(5, 5) }), 'at the only level observed');
  });
});

describe('the groups templates', () => {
  const groupRow = (key: string, value: number, entities: number): GroupRow => ({ key, values: [value], n: entities, entities });
  const grouped = (rows: GroupRow[], extra: Partial<Extract<StructuredQuery, { kind: 'groups' }>> = {}): [StructuredQuery, Answer] => {
    const query: StructuredQuery = {
      kind: 'groups',
      ...base,
      group_by: { column: 'department' },
      measures: [{ agg: 'sum', column: 'salary' }],
      ...extra,
    };
    const limit = (query as { limit?: number }).limit;
    const groups = limit !== undefined ? rows.slice(0, limit) : rows;
    return [query, { kind: 'groups', values: groups.map((g) => g.key), groups, ...(limit !== undefined ? { ranked: rows } : {}) }];
  };
  const big = [groupRow('Sales', 900, 60), groupRow('Support', 500, 40)];

  for (const exposure of BELOW) {
    test(`at ${exposure}, a ranking of one group is never "Only X has records", and ranks the groups of k or more`, () => {
      const top = say(...grouped(big, { order: 'desc', limit: 1 }), exposure);
      assert.doesNotMatch(top, /\bOnly\b/);
      assert.match(top, /^Sales has the highest total Salary\./);
      // A top group of 1 to k−1 entities reads as one of none: the next of k or more is named, the same words.
      for (const n of [1, K - 1])
        assert.equal(say(...grouped([groupRow('Tiny', 5000, n), ...big], { order: 'desc', limit: 1 }), exposure), top, `top group of ${n}`);
      // From k on it is described.
      assert.match(say(...grouped([groupRow('Legal', 5000, K), ...big], { order: 'desc', limit: 1 }), exposure), /^Legal has the highest/);
    });

    test(`at ${exposure}, one group left is "the only one with enough records to describe", true whatever the others hold`, () => {
      const one = say(...grouped([groupRow('Sales', 900, 60)]), exposure);
      assert.match(one, /^Sales is the only Department with enough Employees records to describe\./);
      for (const n of [1, K - 1]) assert.equal(say(...grouped([groupRow('Sales', 900, 60), groupRow('Tiny', 1, n)]), exposure), one);
      // Under k in all: too few, as for an empty selection.
      const none = say(...grouped([]), exposure);
      for (const n of [1, K - 1]) assert.equal(say(...grouped([groupRow('Tiny', 1, n)]), exposure), none);
    });

    test(`at ${exposure}, a breakdown: highest and lowest of the groups described, and says the small ones are left out`, () => {
      const two = say(...grouped(big), exposure);
      assert.match(two, /^Sales has the highest total Salary, and Support the lowest; Sales is higher than Support\./);
      assert.match(two, /Department values with too few Employees records to describe are left out\./);
      for (const n of [1, K - 1]) assert.equal(say(...grouped([...big, groupRow('Tiny', 1, n)]), exposure), two);
      // Equal totals are not said to differ.
      assert.match(say(...grouped([groupRow('Sales', 500, 60), groupRow('Support', 500, 40)]), exposure), /Sales is about the same as Support/);
    });

    test(`at ${exposure}, a count of groups or the first group's value: no figure`, () => {
      const [q, a] = grouped(big, { answer: 'count' });
      const counted = say(q, { ...a, kind: 'number', values: [2] }, exposure);
      assert.doesNotMatch(counted, /several|two/i);
      assert.match(counted, /^The number of different Department values is/);
      const [qv, av] = grouped(big, { answer: 'values', order: 'desc', limit: 1 });
      assert.match(say(qv, { ...av, kind: 'number', values: [900] }, exposure), /^The highest total Salary for one Department is/);
    });
  }
});

describe('the compare template: a value under k reads as one with no records', () => {
  const compared = (n: number): [StructuredQuery, Answer] => [
    { kind: 'compare', ...base, key: 'department', values: ['Sales', 'Legal', 'Support'], measure: { agg: 'avg', column: 'salary' } },
    {
      kind: 'comparison',
      values: [],
      compared: [
        { value: 'Sales', measure: 50_000, n: 60, entities: 60 },
        { value: 'Legal', measure: n ? 99_000 : null, n, entities: n },
        { value: 'Support', measure: 40_000, n: 40, entities: 40 },
      ],
    },
  ];
  for (const exposure of BELOW)
    test(`at ${exposure}`, () => {
      const zero = say(...compared(0), exposure);
      assert.match(zero, /^Sales's average Salary is higher than Support's/);
      for (const n of [1, K - 1]) assert.equal(say(...compared(n), exposure), zero);
      assert.notEqual(say(...compared(K), exposure), zero);
    });
});

describe('the records a ranking picks', () => {
  const picked = (total: number, limit: number | undefined, held: [string, number][]): [StructuredQuery, Answer] => [
    {
      kind: 'values',
      ...base,
      columns: ['department'],
      order: { by: 'salary', dir: 'desc' },
      ...(limit !== undefined ? { limit } : {}),
    },
    {
      kind: held.length ? 'values' : 'none',
      values: held.map(([v]) => v),
      total,
      entities: held.reduce((a, [, n]) => a + n, 0),
      held: held.map(([value, entities]) => ({ value, entities })),
    },
  ];
  test("a superlative's record is never described below full, whatever the selection holds", () => {
    for (const exposure of BELOW) {
      const one = say(...picked(WHOLE, 1, [['Sales', 1]]), exposure);
      assert.doesNotMatch(one, /Sales/);
      for (const total of [0, 1, K - 1]) assert.equal(say(...picked(total, 1, total ? [['Sales', 1]] : []), exposure), one);
      assert.equal(
        say(
          ...picked(WHOLE, 3, [
            ['Sales', 2],
            ['Legal', 1],
          ]),
          exposure,
        ),
        one,
      );
    }
  });
  test("a list names the values held by k or more, never in the ranking's order", () => {
    const listed = say(
      ...picked(WHOLE, undefined, [
        ['Support', 40],
        ['Sales', 60],
        ['Legal', K - 1],
      ]),
      'limited',
    );
    assert.match(listed, /^Sales and Support — the Department, among the Employees records ranked by Salary\./);
    assert.doesNotMatch(listed, /Legal/);
    assert.equal(
      say(
        ...picked(WHOLE, undefined, [
          ['Support', 40],
          ['Sales', 60],
        ]),
        'limited',
      ),
      listed,
    );
  });
});

describe('directions and orderings at their edges', () => {
  test('orderWords: equal, within a twentieth, above, below, zero, negative', () => {
    assert.equal(orderWords(10, 10), 'about the same as');
    assert.equal(orderWords(0, 0), 'about the same as');
    assert.equal(orderWords(104, 100), 'about the same as');
    assert.equal(orderWords(110, 100), 'higher than');
    assert.equal(orderWords(90, 100), 'lower than');
    assert.equal(orderWords(-5, -10), 'higher than');
  });
  test('directionWords: level, up, down, from zero', () => {
    assert.equal(directionWords(100, 101), 'stayed about level');
    assert.equal(directionWords(100, 150), 'rose');
    assert.equal(directionWords(100, 50), 'fell');
    assert.equal(directionWords(0, 0), 'stayed about level');
    assert.equal(directionWords(0, 3), 'rose');
  });
});
