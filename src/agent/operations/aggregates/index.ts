/**
 * The aggregate functions a measure computes, one file each, registered in AGGREGATE_FUNCTIONS (the
 * schema's order: the model's tool lists them so). A new one is one file and one line here: its name
 * joins the schema, and the checks, the compiler, the reference executor, the words and the parser's
 * features reach it through the helpers below.
 */
import { Type, type Static } from 'typebox';
import type { Writer } from '../../execute/writer.js';
import { checkFilter, InvalidQueryError, type Col, type Plan } from '../../plan/plan.js';
import { ColumnRef, oneOf, PartFilter, TIME_PARTS } from '../../plan/schema.js';
import { labelOfCol, whereWords } from '../../present/words.js';
import type { AggregateFunction, MeasureLike, Reference, Tuple } from '../operation.js';
import { avg } from './avg.js';
import { count } from './count.js';
import { countDistinct } from './count-distinct.js';
import { max, min } from './extremes.js';
import { median } from './median.js';
import { ratio } from './ratio.js';
import { share } from './share.js';
import { sum } from './sum.js';

export const AGGREGATE_FUNCTIONS = [count, countDistinct, sum, avg, min, max, share, median, ratio] as const;

type Names<T extends readonly { name: string }[]> = { -readonly [K in keyof T]: T[K]['name'] };
/** share: percent of the selected rows (in a group: of all selected rows; with `where`: of the group's rows meeting it). */
export const AGGREGATES = AGGREGATE_FUNCTIONS.map((f) => f.name) as Names<typeof AGGREGATE_FUNCTIONS>;
export type Aggregate = (typeof AGGREGATE_FUNCTIONS)[number]['name'];

export const Measure = Type.Object(
  {
    agg: oneOf(AGGREGATES),
    column: Type.Optional(ColumnRef),
    where: Type.Optional(PartFilter),
    per: Type.Optional({
      ...ColumnRef,
      description: 'ratio: the numeric column whose total divides the total of `column` (absent: per record); share: the total `column` is a percent of',
    }),
    since: Type.Optional({
      ...ColumnRef,
      description:
        'avg, sum, median, min, max: the days from this date column to `column`, another date of the same row (days to pay = paid date − issue date)',
    }),
    times: Type.Optional({
      ...ColumnRef,
      description: 'sum and share only: the numeric column each value of `column` is multiplied by first (stock value = quantity on hand × unit cost)',
    }),
    every: Type.Optional(
      Type.Object(
        { column: ColumnRef, part: oneOf(TIME_PARTS) },
        { additionalProperties: false, description: 'avg only: the mean of the totals of `column` per period of this date column (average daily spend)' },
      ),
    ),
  },
  { additionalProperties: false, description: 'count needs no column; sum/avg need a numeric one; share may take `where` or `per`; ratio may take `per`' },
);
export type Measure = Static<typeof Measure>;

const byName = new Map<string, AggregateFunction>(AGGREGATE_FUNCTIONS.map((f) => [f.name, f as AggregateFunction]));

/** The function a measure names (the schema admits no other). */
export function aggregateOf(name: string): AggregateFunction {
  const f = byName.get(name);
  if (!f) throw new Error(`no aggregate function ${JSON.stringify(name)}`);
  return f;
}

export function checkMeasure(m: Measure, col: (ref: string) => Col, what: string): void {
  const c = m.column !== undefined ? col(m.column) : undefined;
  if (m.where) checkFilter(m.where, col, true);
  if (m.per !== undefined) {
    if (m.agg !== 'ratio' && m.agg !== 'share') throw new InvalidQueryError(`${what}: only a ratio or a share takes per`);
    if (m.agg === 'share' && (m.column === undefined || m.where)) throw new InvalidQueryError(`${what}: a share per a total needs a column and no where`);
    if (!col(m.per).numeric) throw new InvalidQueryError(`${what}: ${m.agg} per needs a numeric column, ${m.per} is not`);
  }
  if (m.every !== undefined) {
    if (m.agg !== 'avg' || c === undefined || m.since !== undefined || m.times !== undefined || m.per !== undefined || m.where !== undefined)
      throw new InvalidQueryError(`${what}: only a mean of a column's totals takes every`);
    if (!c.numeric || !col(m.every.column).temporal) throw new InvalidQueryError(`${what}: every needs a numeric column and a date column`);
    return;
  }
  if (m.since !== undefined) {
    if (!['avg', 'sum', 'median', 'min', 'max'].includes(m.agg) || c === undefined || m.times !== undefined || m.per !== undefined)
      throw new InvalidQueryError(`${what}: only a mean, total, median or extreme of a date takes since`);
    if (!c.temporal || !col(m.since).temporal) throw new InvalidQueryError(`${what}: since counts days between two dates`);
    return;
  }
  if (m.times !== undefined) {
    if ((m.agg !== 'sum' && m.agg !== 'share') || m.column === undefined || m.per !== undefined)
      throw new InvalidQueryError(`${what}: only a sum or a share of a column takes times`);
    if (!col(m.times).numeric) throw new InvalidQueryError(`${what}: times needs a numeric column, ${m.times} is not`);
  }
  aggregateOf(m.agg).check(c, m, what);
}

export function measureSql(w: Writer, m: MeasureLike, grouped: boolean): string {
  const c = m.column !== undefined ? w.plan.col(m.column) : undefined;
  if (w.rollup) return rolledSql(w, m, c);
  return aggregateOf(m.agg).sql(w, m, c, grouped);
}

/**
 * A measure from a rollup's figures (rollup.ts let only these through): counts and sums add up,
 * extremes take the extreme, an average is the sum over the count — PostgreSQL's own avg() divides
 * the same two numbers.
 */
function rolledSql(w: Writer, m: MeasureLike, c: Col | undefined): string {
  if (!c) return w.rows();
  switch (m.agg) {
    case 'count':
      return `sum(${w.rolled(c, 'n')})`;
    case 'sum':
      return `sum(${w.rolled(c, 'sum')})`;
    case 'min':
      return `min(${w.rolled(c, 'min')})`;
    case 'max':
      return `max(${w.rolled(c, 'max')})`;
    case 'avg':
      return `(sum(${w.rolled(c, 'sum')}) / nullif(sum(${w.rolled(c, 'n')}), 0))`;
    default:
      throw new Error(`no rollup figure for ${m.agg}`);
  }
}

/** A measure's value over tuples in memory; `groups`: every group's tuples, when computed per group. */
export function measureValue(e: Reference, tuples: Tuple[], m: MeasureLike, groups?: Tuple[][]): number | string | null {
  const c = m.column !== undefined ? e.plan.col(m.column) : undefined;
  return aggregateOf(m.agg).reference(e, tuples, m, c, groups);
}

/**
 * "the average Horsepower", "the number of Cars records", "the share of Shipments records where On time is Y".
 * A measure's own condition is worded as at advisory, whatever the exposure: these words go into every answer.
 */
const PERIOD_ADJECTIVE = { year: 'yearly', half: 'half-yearly', quarter: 'quarterly', month: 'monthly', week: 'weekly', day: 'daily' } as const;

export function measureWords(m: MeasureLike, plan: Plan): string {
  const c = m.column !== undefined ? plan.col(m.column) : undefined;
  const where = m.where ? whereWords([m.where], plan, 'advisory') : undefined;
  const label = c
    ? m.since !== undefined
      ? `days from ${labelOfCol(plan.col(m.since))} to ${labelOfCol(c)}`
      : m.times !== undefined
        ? `${labelOfCol(c)} × ${labelOfCol(plan.col(m.times))}`
        : labelOfCol(c)
    : undefined;
  // "the average of the daily totals of Cost"
  if (m.every !== undefined && label) return `average of the ${PERIOD_ADJECTIVE[m.every.part]} totals of ${label}`;
  return aggregateOf(m.agg).words(label, plan.base.name, m.per !== undefined ? labelOfCol(plan.col(m.per)) : undefined, where);
}
