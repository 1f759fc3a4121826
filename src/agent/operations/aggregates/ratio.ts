/**
 * ratio: one figure per unit of another — the total of a column over the total of a second (`per`),
 * or over the number of records without one ("revenue per conversion", "cost per click"; a builder's
 * metric such as "average order value" = total revenue / number of orders). A ratio of totals, not a
 * mean of per-record ratios: days with few conversions weigh as little as they count.
 * Its readings: "<figure> per <figure>" where both are measures of the data and the second adds up,
 * and a metric of the semantic layer named by its name or a synonym; each over the selected records,
 * and per group or period where the question asks per group.
 */
import type { SpecMetric } from '../../../semantic/spec.types.js';
import type { Measure } from '../../plan/query.js';
import { GROUPING_WORDS } from '../../understand/lexicon.js';
import type { Analysis, ColumnMention } from '../../understand/mentions.js';
import { common, periodsNamed, periodsWithin, perGroupAsked, yearLike, type Ctx } from '../../understand/readings.js';
import { stemWord } from '../../understand/tokens.js';
import type { ViewColumn } from '../../understand/views.js';
import type { AggregateFunction } from '../operation.js';
import { numbersOf, numericColumn } from './numeric.js';

/** A ratio the question asks for, as the columns of its numerator and denominator (none: per record). */
export interface RatioAsked {
  column: ViewColumn;
  per?: ViewColumn;
  /** Where the question says "per" between the two (not a grouping word then). */
  at?: number;
}

const isFigure = (c?: ViewColumn) => !!c?.numeric && !!c.column.measure;

/** "Revenue per conversion": two measures named on either side of "per", the second one that adds up. */
function perPairs(a: Analysis, cols: ViewColumn[]): RatioAsked[] {
  const named = a.mentions.filter((m): m is ColumnMention => m.kind === 'column' && (m.how === 'name' || m.how === 'synonym'));
  const col = (m: ColumnMention) => cols.find((c) => c.module === m.module && c.column.name === m.column);
  const out: RatioAsked[] = [];
  a.tokens.forEach((t, i) => {
    if (t.text !== 'per') return;
    for (const x of named.filter((m) => m.to === i))
      for (const y of named.filter((m) => m.from === i + 1)) {
        const [column, per] = [col(x), col(y)];
        if (column && per && column !== per && isFigure(column) && isFigure(per) && per.column.measure!.additive) out.push({ column, per, at: i });
      }
  });
  return out;
}

/** The metrics of the view's module whose name or a synonym the question says, as ratios of totals. */
function metricsNamed(a: Analysis, cols: ViewColumn[], metrics: readonly SpecMetric[]): RatioAsked[] {
  const out: RatioAsked[] = [];
  const said = (phrase: string) => {
    const words =
      phrase
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu)
        ?.map(stemWord) ?? [];
    return words.length > 0 && a.stems.some((_s, i) => words.every((w, k) => a.stems[i + k] === w));
  };
  for (const m of metrics) {
    if (![m.name, ...m.synonyms].some(said)) continue;
    const { numerator: n, denominator: d } = m;
    const column = cols.find((c) => c.column.name === n.column && c.module === cols[0]?.module);
    // Totals over totals or over records: the ratios a query computes (other shapes are not read yet).
    if (n.agg !== 'sum' || !isFigure(column) || !d) continue;
    if (d.agg === 'count') out.push({ column: column! });
    else if (d.agg === 'sum') {
      const per = cols.find((c) => c.column.name === d.column && c.module === column!.module);
      if (isFigure(per)) out.push({ column: column!, per });
    }
  }
  return out;
}

/** The ratios a question asks for over a view: its "per" pairs and its metrics named. */
export function ratiosAsked(a: Analysis, cols: ViewColumn[], metrics: readonly SpecMetric[] = []): RatioAsked[] {
  return [...perPairs(a, cols), ...metricsNamed(a, cols, metrics)];
}

function readings(ctx: Ctx): void {
  const { a, view } = ctx;
  const asked = ratiosAsked(a, view.columns, view.base.metrics);
  const measureOf = (r: RatioAsked): Measure => ({ agg: 'ratio', column: r.column.ref, ...(r.per ? { per: r.per.ref } : {}) });
  // "Revenue per session by source": a grouping word other than the ratio's own "per".
  const perWords = new Set(asked.map((r) => r.at));
  const perGroup = perGroupAsked(a) && a.tokens.some((t, i) => GROUPING_WORDS.has(t.text) && !perWords.has(i));
  for (const r of asked) {
    ctx.push({ op: 'ratio', measure: { agg: 'ratio', column: r.column }, query: { kind: 'aggregate', ...common(ctx), measures: [measureOf(r)] } });
    if (!perGroup) continue;
    const parts = periodsNamed(a);
    for (const g of [...ctx.grouped, ...view.columns.filter((c) => c.temporal && !ctx.grouped.includes(c))])
      for (const part of g.temporal ? periodsWithin(ctx, g, parts, true) : [undefined]) {
        if (g === r.column || g === r.per) continue;
        ctx.push({
          op: g.temporal || yearLike(g) ? 'trend' : 'breakdown',
          answer: g,
          part,
          measure: { agg: 'ratio', column: r.column },
          query: { kind: 'groups', ...common(ctx), group_by: part ? { column: g.ref, part } : { column: g.ref }, measures: [measureOf(r)] },
        });
      }
  }
}

export const ratio: AggregateFunction<'ratio'> = {
  name: 'ratio',
  check: numericColumn('ratio'),
  // In double precision: integer totals would divide as integers.
  sql: (w, m, c) => {
    const over = m.per !== undefined ? `sum(${w.num(w.plan.col(m.per))})` : 'count(*)';
    return `(sum(${w.num(c!)})::double precision / nullif(${over}, 0))`;
  },
  reference: (e, tuples, m, c) => {
    const top = numbersOf(e, tuples, c!).reduce((x, y) => x + y, 0);
    const bottom = m.per !== undefined ? numbersOf(e, tuples, e.plan.col(m.per)).reduce((x, y) => x + y, 0) : tuples.length;
    return bottom === 0 ? null : top / bottom;
  },
  words: (label, records, per) => `${label ?? 'records'} per ${per ?? `${records} record`}`,
  asked: (a) => a.tokens.some((t) => t.text === 'per'),
  readings,
};
