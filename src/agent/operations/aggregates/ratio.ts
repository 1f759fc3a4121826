/**
 * ratio: one figure per unit of another — the total of a column over the total of a second (`per`),
 * or over the number of records without one ("revenue per conversion", "cost per click"; a builder's
 * metric such as "average order value" = total revenue / number of orders). A ratio of totals, not a
 * mean of per-record ratios: days with few conversions weigh as little as they count.
 * Its readings: "<figure> per <figure>" where both are measures of the data and the second adds up,
 * and a metric of the semantic layer named by its name or a synonym; each over the selected records,
 * and per group or period where the question asks per group.
 */
import type { SpecMetric, SpecModule } from '../../../contracts/spec.js';
import type { Measure } from '../../plan/query.js';
import { ADJECTIVES, GROUPING_WORDS, UNITS } from '../../understand/lexicon.js';
import { columnUnit } from '../../understand/columns.js';
import type { Analysis, ColumnMention } from '../../understand/mentions.js';
import { asksToRank, common, periodsNamed, periodsWithin, perGroupAsked, rankedGroups, yearLike, type Ctx } from '../../understand/readings.js';
import { askedDirection, headerWords } from '../../understand/column-facts.js';
import { stemWord } from '../../understand/tokens.js';
import { standardMetricsOf } from '../../../semantic/standard-metrics.js';
import type { ViewColumn } from '../../understand/views.js';
import type { AggregateFunction } from '../operation.js';
import { numbersOf, numericColumn } from './numeric.js';

/** A ratio the question asks for, as the columns of its numerator and denominator (none: per record). */
export interface RatioAsked {
  column: ViewColumn;
  per?: ViewColumn;
  /** Where the question says "per" between the two (not a grouping word then). */
  at?: number;
  /** A part over its whole, as a percentage ("CTR"): a share `per`, not a ratio. */
  percent?: boolean;
}

const isFigure = (c?: ViewColumn) => !!c?.numeric && !!c.column.measure;

/** "Revenue per conversion": two measures named on either side of "per", the second one that adds up. */
function perPairs(a: Analysis, cols: ViewColumn[]): RatioAsked[] {
  const named = a.mentions.filter((m): m is ColumnMention => m.kind === 'column' && (m.how === 'name' || m.how === 'synonym'));
  const col = (m: ColumnMention) => cols.find((c) => c.module === m.module && c.column.name === m.column);
  const out: RatioAsked[] = [];
  a.tokens.forEach((t, i) => {
    if (t.text !== 'per') return;
    // "Cost per kg", "pay per kWh": a unit after "per" names the figure told in it.
    const unit = UNITS[a.tokens[i + 1]?.text ?? ''];
    // (A mass or a length adds up over the records once asked per its unit, whatever its default.)
    const inUnit = unit ? cols.filter((c) => isFigure(c) && columnUnit(c.column)?.dim === unit.dim) : [];
    // The figure before "per" may be named by one word of its label or by money's words ("cost per kg", "pay per kWh").
    const before = a.mentions.filter((m): m is ColumnMention => m.kind === 'column' && m.to === i && m.how !== 'period');
    for (const x of unit ? before : named.filter((m) => m.to === i)) {
      const pers = [...named.filter((m) => m.from === i + 1).map(col), ...inUnit];
      for (const per of pers) {
        const column = col(x);
        const adds = per?.column.measure?.additive || inUnit.includes(per!);
        if (column && per && column !== per && isFigure(column) && isFigure(per) && adds && !out.some((o) => o.column === column && o.per === per))
          out.push({ column, per, at: i });
      }
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

/** The standard metrics of business language the question names ("CTR", "cost per click", "ROAS") that the view's module computes. */
function standardNamed(a: Analysis, cols: ViewColumn[], spec?: SpecModule): RatioAsked[] {
  if (!spec) return [];
  const module = spec.module_id;
  const out: RatioAsked[] = [];
  const words = a.tokens.map((t) => t.text);
  const said = (name: string) => {
    const ws = name.split(' ');
    return words.some((_w, i) => ws.every((w, k) => words[i + k] === w || (k === ws.length - 1 && words[i + k] === `${w}s`)));
  };
  for (const { metric, numerator, denominator } of standardMetricsOf(spec)) {
    if (!metric.names.some(said)) continue;
    const column = cols.find((c) => c.module === module && c.column.name === numerator.name);
    const per = cols.find((c) => c.module === module && c.column.name === denominator.name);
    if (isFigure(column) && isFigure(per)) out.push({ column: column!, per, percent: metric.percent });
  }
  return out;
}

/** The ratios a question asks for over a view: its "per" pairs, its metrics named, the standard metrics it names. */
export function ratiosAsked(a: Analysis, cols: ViewColumn[], metrics: readonly SpecMetric[] = [], base?: SpecModule): RatioAsked[] {
  const own = metricsNamed(a, cols, metrics);
  return [...perPairs(a, cols), ...own, ...(own.length ? [] : standardNamed(a, cols, base))];
}

function readings(ctx: Ctx): void {
  const { a, view } = ctx;
  const asked = ratiosAsked(a, view.columns, view.base.metrics, view.base);
  const measureOf = (r: RatioAsked): Measure => ({ agg: r.percent ? 'share' : 'ratio', column: r.column.ref, ...(r.per ? { per: r.per.ref } : {}) });
  // "Revenue per session by source": a grouping word other than the ratio's own "per".
  const perWords = new Set(asked.map((r) => r.at));
  const perGroup = perGroupAsked(a) && a.tokens.some((t, i) => GROUPING_WORDS.has(t.text) && !perWords.has(i));
  for (const r of asked) {
    const agg = r.percent ? ('share' as const) : ('ratio' as const);
    ctx.push({ op: 'ratio', measure: { agg, column: r.column }, query: { kind: 'aggregate', ...common(ctx), measures: [measureOf(r)] } });
    // "Which device has the best conversion rate": the groups ranked by it, where no figure per group is asked.
    if (!perGroup && asksToRank(a)) {
      const adjectives = a.tokens.flatMap((t) => (ADJECTIVES[t.text] ? [t.text] : []));
      const dir = askedDirection(adjectives, headerWords(r.column)) ?? 'desc';
      for (const g of ctx.grouped.filter((x) => x !== r.column && x !== r.per))
        ctx.push({ measure: { agg, column: r.column }, ...rankedGroups(ctx, g, measureOf(r), dir) });
    }
    if (!perGroup) continue;
    const parts = periodsNamed(a);
    for (const g of [...ctx.grouped, ...view.columns.filter((c) => c.temporal && !ctx.grouped.includes(c))])
      for (const part of g.temporal ? periodsWithin(ctx, g, parts, true) : [undefined]) {
        if (g === r.column || g === r.per) continue;
        ctx.push({
          op: g.temporal || yearLike(g) ? 'trend' : 'breakdown',
          answer: g,
          part,
          measure: { agg, column: r.column },
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
