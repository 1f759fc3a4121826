/**
 * Comparisons of two named things — two values of a key column, or two periods of a time column
 * ("rainfall in 2012 and 2015"; two dates are never both bounds of one column) — by their first
 * position, their count, or a named measure's total or mean: which is higher (`compare_max`) or
 * lower (`compare_min`), their difference (`compare_diff`), their ratio (`compare_ratio`), each (`compare_each`),
 * the percent change from the first period to the second (`compare_change`). The change asked between a range's first
 * and last periods ("how much did revenue grow from 2023 to 2024") is a comparison of those two.
 */
import type { Aggregate } from '../aggregates/index.js';
import type { Measure } from '../../plan/query.js';
import { POSITION } from '../../plan/schema.js';
import type { DateMention } from '../../understand/mentions.js';
import { datesRecords } from '../../understand/filters.js';
import { GROWTH_WORDS } from '../../understand/layer-facts.js';
import { common, rangeEnds, type Candidate, type Ctx, type PairMention } from '../../understand/readings.js';
import type { ViewColumn } from '../../understand/views.js';
import type { Reading } from '../operation.js';
import { spansAsked } from './measures.js';
import { ratiosAsked } from '../aggregates/ratio.js';
import { partsRated, stateWhere, statesRated } from './shares.js';

type Compared = { key: ViewColumn; values: (string | number)[]; pair: [PairMention, PairMention]; part?: Candidate['part'] };

function comparedPairs(ctx: Ctx): Compared[] {
  const { view } = ctx;
  const out: Compared[] = [];
  for (let i = 0; i < ctx.free.length; i++) {
    for (let j = i + 1; j < ctx.free.length; j++) {
      const [x, y] = [ctx.free[i]!, ctx.free[j]!];
      if (x.column !== y.column || x.module !== y.module || x.values[0] === y.values[0]) continue;
      const key = view.columns.find((c) => c.module === x.module && c.column.name === x.column);
      if (key) out.push({ key, values: [x.values[0]!, y.values[0]!], pair: [x, y] });
    }
  }
  // Two periods of the same grain not used as filters ("rainfall in 2012 and 2015"), on each time column.
  const dates = ctx.a.mentions.filter(
    (m): m is DateMention => m.kind === 'date' && !!m.range && !!m.grain && m.grain !== 'day' && !ctx.uses.some((u) => u.mention === m),
  );
  for (let i = 0; i < dates.length; i++)
    for (let j = i + 1; j < dates.length; j++) {
      const [x, y] = [dates[i]!, dates[j]!];
      if (x.grain !== y.grain || x.range![0] === y.range![0]) continue;
      // Earlier first, however the question orders them: "grew by what percent in 2024 vs 2023" is from 2023.
      const [early, late] = x.range![0] <= y.range![0] ? [x, y] : [y, x];
      for (const key of view.columns.filter((c) => c.temporal && datesRecords(ctx.a, c, view)))
        out.push({ key, values: [periodOf(early), periodOf(late)], pair: [early, late], part: x.grain });
    }
  // "How much did revenue grow from 2023 to 2024": the change between the range's first and last periods.
  const ranges = ctx.a.mentions.filter((m): m is DateMention => m.kind === 'date' && !!m.range && !ctx.uses.some((u) => u.mention === m));
  if (ctx.a.tokens.some((t) => GROWTH_WORDS.has(t.text)))
    for (const d of ranges.filter((x) => x.grain !== 'quarter' && x.grain !== 'half')) {
      // A quarter or a half named is one period, not the change between its first and last months.
      const ends = rangeEnds(d.range!);
      if (ends)
        for (const key of view.columns.filter((c) => c.temporal && datesRecords(ctx.a, c, view)))
          out.push({ key, values: [ends.first, ends.last], pair: [d, d], part: ends.grain });
    }
  return out;
}

/** A date mention's period as the groupings write it: 2012, 2012-Q1, 2012-03. */
function periodOf(d: DateMention): string {
  const start = d.range![0];
  if (d.grain === 'year') return start.slice(0, 4);
  if (d.grain === 'half') return `${start.slice(0, 4)}-H${Number(start.slice(5, 7)) <= 6 ? 1 : 2}`;
  if (d.grain === 'quarter') return `${start.slice(0, 4)}-Q${Math.floor((Number(start.slice(5, 7)) - 1) / 3) + 1}`;
  return start.slice(0, 7);
}

function generate(ctx: Ctx): void {
  for (const { key, values, pair, part } of comparedPairs(ctx)) {
    const measures: { agg: Aggregate; column?: ViewColumn; ref?: string; rate?: Pick<Measure, 'per' | 'where' | 'since'> }[] = part
      ? [{ agg: 'count' }]
      : [{ agg: 'min', ref: POSITION }, { agg: 'count' }];
    for (const c of ctx.measured.filter((c) => c !== key)) measures.push({ agg: 'sum', column: c, ref: c.ref }, { agg: 'avg', column: c, ref: c.ref });
    // "Conversion rate mobile vs desktop", "revenue per click of A and B": a ratio of totals, compared.
    for (const r of ratiosAsked(ctx.a, ctx.view.columns, ctx.view.base.metrics, ctx.view.base))
      if (r.column !== key && r.per !== key)
        measures.push({ agg: r.percent ? 'share' : 'ratio', column: r.column, ref: r.column.ref, rate: r.per ? { per: r.per.ref } : {} });
    // "How long do we take to pay net 15 vs net 30 bills": the days between two dates, compared.
    for (const { end, start } of spansAsked(ctx.a, ctx.view)) measures.push({ agg: 'avg', column: end, ref: end.ref, rate: { since: start.ref } });
    // "Day vs night shift defect rate", "win rate of inbound vs outbound": the rate asked, compared.
    for (const r of partsRated(ctx.a, ctx.view.columns)) measures.push({ agg: 'share', column: r.part, ref: r.part.ref, rate: { per: r.whole.ref } });
    for (const m of statesRated(ctx.a).filter((x) => ctx.free.includes(x) && x.column !== key.column.name)) {
      const col = ctx.view.columns.find((c) => c.module === m.module && c.column.name === m.column);
      if (col) measures.push({ agg: 'share', rate: { where: stateWhere(col, m) } });
    }
    for (const m of measures) {
      const measure: Measure = { agg: m.agg, ...(m.ref ? { column: m.ref } : {}), ...m.rate };
      const base = { kind: 'compare' as const, ...common(ctx), key: key.ref, values, measure, ...(part ? { part } : {}) };
      // A span is ordered by its days, not by the date it ends at.
      const order: Candidate['order'] = m.ref === POSITION ? POSITION : m.rate?.since ? undefined : m.column;
      const meta = { answer: key, pair, part, measure: { agg: m.agg, column: m.column }, order };
      ctx.push({ op: 'compare_max', ...meta, query: { ...base, ask: 'max' } });
      ctx.push({ op: 'compare_min', ...meta, query: { ...base, ask: 'min' } });
      ctx.push({ op: 'compare_diff', ...meta, query: { ...base, ask: 'difference' } });
      if (m.ref !== POSITION) ctx.push({ op: 'compare_ratio', ...meta, query: { ...base, ask: 'ratio' } });
      if (m.ref !== POSITION && part) ctx.push({ op: 'compare_change', ...meta, query: { ...base, ask: 'percent_change' } });
      if (m.agg === 'avg' || m.agg === 'sum' || m.agg === 'count' || m.agg === 'share' || m.agg === 'ratio')
        ctx.push({ op: 'compare_each', ...meta, query: { ...base, ask: 'each' } });
    }
  }
}

export const comparisons: Reading = { name: 'comparisons', generate };
