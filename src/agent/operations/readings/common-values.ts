/**
 * Common values and what ranks groups by a total, one loop per grouping column (the order of the
 * candidates is the tie-break): the most or least common value (`most_common`, `least_common`) and
 * its count (`most_common_count`), the group with the highest or lowest total (`group_sum_max`,
 * `group_sum_min`), and the groups meeting a count ("appears more than twice": `having`, and how
 * many they are: `having_count`).
 */
import { recordsCounted } from '../../understand/question-facts.js';
import { asksToRank, common, type Ctx } from '../../understand/readings.js';
import type { Reading } from '../operation.js';

function generate(ctx: Ctx): void {
  // The group with the highest total is a reading only of a question that ranks ("the most", "busiest", "more than the others", "top 3");
  // "the most departures" counts the records: no total of another measure is meant.
  const totalsRanked = asksToRank(ctx.a) && recordsCounted(ctx.a) === undefined;
  for (const g of ctx.grouped) {
    const group_by = { column: g.ref };
    const n = ctx.topN?.count ? Math.round(ctx.topN.value) : 1;
    for (const dir of ['desc', 'asc'] as const) {
      const op = dir === 'desc' ? 'most_common' : 'least_common';
      ctx.push({
        op,
        answer: g,
        dir,
        measure: { agg: 'count' },
        count: ctx.topN,
        query: { kind: 'groups', ...common(ctx), group_by, measures: [{ agg: 'count' }], order: dir, limit: n },
      });
    }
    ctx.push({
      op: 'most_common_count',
      answer: g,
      measure: { agg: 'count' },
      query: { kind: 'groups', ...common(ctx), group_by, measures: [{ agg: 'count' }], order: 'desc', limit: 1, answer: 'values' },
    });
    const totals = totalsRanked ? ctx.measured.filter((c) => c !== g) : [];
    for (const m of totals)
      for (const dir of ['desc', 'asc'] as const)
        ctx.push({
          op: dir === 'desc' ? 'group_sum_max' : 'group_sum_min',
          answer: g,
          dir,
          measure: { agg: 'sum', column: m },
          query: { kind: 'groups', ...common(ctx), group_by, measures: [{ agg: 'sum', column: m.ref }], order: dir, limit: 1 },
        });
    for (const n of ctx.a.mentions) {
      if (n.kind !== 'number' || !n.cmp || n.count || ctx.uses.some((u) => u.mention === n) || !Number.isInteger(n.value) || n.value > 1000) continue;
      const having = { measure: { agg: 'count' as const }, op: n.cmp, value: n.value };
      ctx.push({ op: 'having', answer: g, count: n, query: { kind: 'groups', ...common(ctx), group_by, measures: [{ agg: 'count' }], having } });
      ctx.push({
        op: 'having_count',
        answer: g,
        count: n,
        query: { kind: 'groups', ...common(ctx), group_by, measures: [{ agg: 'count' }], having, answer: 'count' },
      });
    }
  }
}

export const commonValues: Reading = { name: 'common values', generate };
