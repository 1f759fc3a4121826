/**
 * median: the middle value of a numeric column — as many records below it as above ("the median
 * price", "the middle value of the ratings"); text read as numbers is read through specgate_number.
 * Its readings: the median of a measure over the selected records, and per group or period where the
 * question asks per group ("median weight by origin", "the median price per year"). It is one
 * operation in one file: registering it in aggregates/index.ts puts its name in the schema, and its
 * check, SQL, reference value, words and readings below reach every stage.
 */
import type { Analysis } from '../../understand/mentions.js';
import { common, periodsNamed, periodsWithin, perGroupAsked, soleMeasure, yearLike, type Ctx } from '../../understand/readings.js';
import type { AggregateFunction } from '../operation.js';
import { numericColumn } from './numeric.js';
import { rowValues, valueSql } from './values.js';

/**
 * Whether the question asks for a median: "median" standing free (not a word of a column's or a
 * value's name, "Median income"; not the first half of a compound, "median-free"), or "middle value".
 */
function asked(a: Analysis): boolean {
  const named = (i: number) => a.mentions.some((m) => (m.kind === 'column' || m.kind === 'value') && m.from <= i && m.to > i);
  return a.tokens.some((t, i) => {
    if (named(i)) return false;
    if (t.text === 'median') return a.text[t.end] !== '-';
    return t.text === 'middle' && /^values?$/.test(a.tokens[i + 1]?.text ?? '');
  });
}

function readings(ctx: Ctx): void {
  const { a, view } = ctx;
  if (!asked(a)) return;
  for (const c of ctx.measured)
    ctx.push({
      op: 'median',
      measure: { agg: 'median', column: c },
      query: { kind: 'aggregate', ...common(ctx), measures: [{ agg: 'median', column: c.ref }] },
    });
  if (!perGroupAsked(a)) return;
  // Per group or period, as a breakdown or a trend reads them (operations/readings/breakdowns.ts).
  const parts = periodsNamed(a);
  const measured = ctx.namedMeasures.length ? ctx.namedMeasures : soleMeasure(view);
  for (const g of [...ctx.grouped, ...view.columns.filter((c) => c.temporal && !ctx.grouped.includes(c))])
    for (const part of g.temporal ? periodsWithin(ctx, g, parts, true) : [undefined])
      for (const c of measured.filter((x) => x !== g))
        ctx.push({
          op: g.temporal || yearLike(g) ? 'trend' : 'breakdown',
          answer: g,
          part,
          measure: { agg: 'median', column: c },
          query: { kind: 'groups', ...common(ctx), group_by: part ? { column: g.ref, part } : { column: g.ref }, measures: [{ agg: 'median', column: c.ref }] },
        });
}

export const median: AggregateFunction<'median'> = {
  name: 'median',
  check: numericColumn('median'),
  // The continuous median, as PostgreSQL and PGlite compute it: the mean of the two middle values of an even count.
  sql: (w, m, c) => `percentile_cont(0.5) WITHIN GROUP (ORDER BY ${valueSql(w, m, c!)})`,
  reference: (e, tuples, m, c) => {
    const xs = rowValues(e, tuples, m, c!).sort((x, y) => x - y);
    if (xs.length === 0) return null;
    // As PostgreSQL interpolates: the lower middle value, plus half the way to the upper one.
    const mid = (xs.length - 1) / 2;
    const lo = xs[Math.floor(mid)]!;
    return lo + (xs[Math.ceil(mid)]! - lo) * (mid - Math.floor(mid));
  },
  words: (label, records) => (label ? `median ${label}` : `number of ${records} records`),
  asked,
  readings,
};
