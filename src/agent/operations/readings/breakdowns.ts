/**
 * Figures per group or period: every group's figure (`breakdown`; over a time or a year column:
 * `trend`) where the question asks per group ("by", "per", "each", "monthly", "change"), the top or
 * bottom groups by it (`group_top`, `group_bottom`) where it ranks, and each group's share of the
 * whole (`share`) where it asks for a share or a distribution. The measure is a count, or the mean,
 * total, highest or lowest of a column named (else of the table's only measure). A trend inside one
 * named year (or month) is read by the next finer period, never as a single group.
 */
import type { Measure } from '../../plan/query.js';
import { ADJECTIVES, DISTRIBUTION_WORDS, SHARE_WORDS } from '../../understand/lexicon.js';
import { common, periodsNamed, periodsWithin, perGroupAsked, soleMeasure, yearLike, type Ctx } from '../../understand/readings.js';
import type { ViewColumn } from '../../understand/views.js';
import { datesRecords } from '../../understand/filters.js';
import type { Aggregate } from '../aggregates/index.js';
import type { Reading } from '../operation.js';
import { periodMeanAsked, spansAsked, valuesAsked } from './measures.js';
import type { TimePart } from '../../plan/schema.js';

function generate(ctx: Ctx): void {
  const { view, a } = ctx;
  const parts = periodsNamed(a);
  // A figure for every group only when the question asks per group or period; the top group always.
  const perGroup = perGroupAsked(a);
  // A share only when the question asks for one ("what share / percent / fraction of …").
  const asksShare = a.tokens.some((t) => SHARE_WORDS.has(t.text));
  // A share per group also for a distribution asked for ("the breakdown of X by Y"): the ranker weighs it against the counts.
  const groupShares = asksShare || a.tokens.some((t) => DISTRIBUTION_WORDS.has(t.text));
  // The top group only when something asks for an end ("the most", "highest", "top 3"): "total revenue by region" is every region.
  const ranks = !perGroup || ctx.topN !== undefined || a.tokens.some((t) => ADJECTIVES[t.text]);
  const measures: { agg: Aggregate; column?: ViewColumn; times?: ViewColumn; since?: ViewColumn; every?: { column: ViewColumn; part: TimePart } }[] = [
    { agg: 'count' },
  ];
  for (const c of ctx.namedMeasures.length ? ctx.namedMeasures : soleMeasure(view))
    for (const agg of ['avg', 'sum', 'max', 'min'] as const) measures.push({ agg, column: c });
  // "Stock value by warehouse": a quantity's worth at its price, per group.
  for (const { quantity, price } of valuesAsked(a, view.columns)) measures.push({ agg: 'sum', column: quantity, times: price });
  // "Average days to pay by vendor", "by year": the days between two dates of a record, per group or period.
  for (const { end, start } of spansAsked(a, view)) measures.push({ agg: 'avg', column: end, since: start });
  // "Average monthly spend by network": the mean of each group's totals per period.
  const period = periodMeanAsked(a);
  const dated = period ? view.columns.find((c) => c.module === view.base.module_id && c.temporal && datesRecords(a, c, view)) : undefined;
  if (period && dated)
    for (const c of ctx.namedMeasures.filter((x) => x.column.measure?.additive && x !== dated))
      measures.push({ agg: 'avg', column: c, every: { column: dated, part: period } });
  const m2q = (m: (typeof measures)[number]): Measure =>
    m.column
      ? {
          agg: m.agg,
          column: m.column.ref,
          ...(m.times ? { times: m.times.ref } : {}),
          ...(m.since ? { since: m.since.ref } : {}),
          ...(m.every ? { every: { column: m.every.column.ref, part: m.every.part } } : {}),
        }
      : { agg: m.agg };
  // An unnamed date is the record's first date: "revenue by month" of orders is by order date, not shipping date.
  const periods = view.columns.filter((c) => c.temporal && !ctx.grouped.includes(c) && datesRecords(a, c, view));
  for (const g of [...ctx.grouped, ...periods]) {
    for (const part of g.temporal ? periodsWithin(ctx, g, parts, perGroup) : [undefined]) {
      const group_by = part ? { column: g.ref, part } : { column: g.ref };
      for (const m of measures) {
        if (m.column === g) continue;
        const op = g.temporal || yearLike(g) ? 'trend' : 'breakdown';
        if (perGroup) ctx.push({ op, answer: g, part, measure: m, query: { kind: 'groups', ...common(ctx), group_by, measures: [m2q(m)] } });
        if ((m.agg === 'count' && !part) || !ranks) continue;
        for (const dir of ['desc', 'asc'] as const)
          ctx.push({
            op: dir === 'desc' ? 'group_top' : 'group_bottom',
            answer: g,
            part,
            dir,
            measure: m,
            count: ctx.topN,
            query: { kind: 'groups', ...common(ctx), group_by, measures: [m2q(m)], order: dir, limit: ctx.topN?.count ? Math.round(ctx.topN.value) : 1 },
          });
      }
      if (perGroup && groupShares && (!g.temporal || part)) {
        ctx.push({
          op: 'share',
          answer: g,
          part,
          measure: { agg: 'share' },
          query: { kind: 'groups', ...common(ctx), group_by, measures: [{ agg: 'share' }] },
        });
        // "revenue share by channel": each group's part of a named total, for a figure that adds up.
        for (const m of ctx.namedMeasures.filter((c) => c !== g && c.column.measure?.additive))
          ctx.push({
            op: 'share',
            answer: g,
            part,
            measure: { agg: 'share', column: m },
            query: { kind: 'groups', ...common(ctx), group_by, measures: [{ agg: 'share', column: m.ref }] },
          });
      }
    }
  }
}

export const breakdowns: Reading = { name: 'breakdowns', generate };
