/**
 * share: a percentage of the selected rows (or of a column's total). With `where`, the part meeting
 * it; per group without `where`, each group's part of all the groups; alone, 100. With `per`, a
 * column's total as a percent of another's ("the scrap rate": units rejected of units produced).
 */
import { InvalidQueryError } from '../../plan/plan.js';
import { POSITION } from '../../plan/schema.js';
import { labelOfCol, whereWords } from '../../present/words.js';
import { cap, exposureNote, figure, shareOf } from '../../present/wording.js';
import { formatFigure } from '../../text.js';
import { DEFAULT_MIN_RECORDS } from '../../guard/small-sets.js';
import type { AggregateFunction, MeasureLike, Reference, Tuple } from '../operation.js';
import type { Writer } from '../../execute/writer.js';
import type { Plan } from '../../plan/plan.js';
import { rowValue, valueSql } from './values.js';

/** The column whose known values a share of records is taken over (none for a test of missing values, or a share of a total). */
export function shareKnown(m: MeasureLike): string | undefined {
  if (m.agg !== 'share' || !m.where || m.column !== undefined) return undefined;
  const { op, column } = m.where;
  return op === 'null' || op === 'not_null' || column === POSITION ? undefined : column;
}

/**
 * What a share with `where` is a part of: the rows whose tested column has a value ("what share of
 * the members are retired": of those whose status is known, as an analyst's value counts read), or the total.
 */
function whole(w: Writer, m: MeasureLike): string {
  if (m.column !== undefined) return `sum(${valueSql(w, m, w.plan.col(m.column))})`;
  const known = shareKnown(m);
  return known ? `count(${w.raw(w.plan.col(known))})` : 'count(*)';
}

/** What a share of a total is of: "Quantity on hand", or "Quantity on hand × Unit cost (USD)". */
const totalOf = (plan: Plan, m: MeasureLike) => `${labelOfCol(plan.col(m.column!))}${m.times !== undefined ? ` × ${labelOfCol(plan.col(m.times))}` : ''}`;

/** The numerator of a share in memory (the denominator depends on where it is computed). */
function part(e: Reference, ts: Tuple[], m: MeasureLike): number | null {
  const c = m.column !== undefined ? e.plan.col(m.column) : undefined;
  const total = (xs: Tuple[]): number | null => {
    if (!c) return xs.length;
    const vs = xs.map((t) => rowValue(e, t, m, c)).filter((x): x is number => x !== null);
    return vs.length ? vs.reduce((a, b) => a + b, 0) : null;
  };
  if (!m.where) return total(ts);
  // Of the records with a value in the tested column (as the SQL reads it: shareKnown).
  const known = shareKnown(m);
  const all = known ? ts.filter((t) => e.raw(t, e.plan.col(known)) !== null).length : total(ts);
  const met = total(ts.filter((t) => e.filter(t, m.where!)));
  if (all === null || all === 0) return null;
  return (100 * (met ?? 0)) / all;
}

export const share: AggregateFunction<'share'> = {
  name: 'share',
  check: (c, _m, what) => {
    if (c && !c.numeric) throw new InvalidQueryError(`${what}: a share of a total needs a numeric column`);
  },
  sql: (w, m, c, grouped) => {
    // Of the rows (a count) or of a total (a sum of the column): the part meeting `where`, or this group's.
    const of = c ? `sum(${valueSql(w, m, c)})` : 'count(*)';
    if (m.per !== undefined) return `100.0 * ${of} / NULLIF(sum(${w.num(w.plan.col(m.per))}), 0)`;
    if (m.where) return `100.0 * ${of} FILTER (WHERE ${w.filter(m.where)}) / NULLIF(${whole(w, m)}, 0)`;
    return grouped ? `100.0 * ${of} / NULLIF(sum(${of}) OVER (), 0)` : '100.0';
  },
  // A share of the records with a value: how many those are, for the answer to say.
  known: (w, m) => (shareKnown(m) ? whole(w, m) : undefined),
  reference: (e, tuples, m, _c, groups) => {
    if (m.per !== undefined) {
      const whole = part(e, tuples, { agg: 'sum', column: m.per });
      const mine = part(e, tuples, { agg: 'sum', column: m.column });
      return whole === null || mine === null || whole === 0 ? null : (100 * mine) / whole;
    }
    if (m.where) return part(e, tuples, m);
    if (!groups) return 100;
    const total = groups.reduce((a, g) => a + (part(e, g, m) ?? 0), 0);
    const mine = part(e, tuples, m);
    return mine === null || total === 0 ? null : (100 * mine) / total;
  },
  words: (label, records, per, where = '') =>
    per ? `${label} as a share of ${per}` : label ? `share of the total ${label}${where}` : `share of ${records} records${where}`,
  percent: true,
  intent: 'share',
  said: {
    full: ({ plan, answer, query }, m, where) => {
      const over = answer.total ?? 0;
      if (m.per !== undefined)
        return `${figure(answer.values[0])}% — the total ${labelOfCol(plan.col(m.column!))} as a share of the total ${labelOfCol(plan.col(m.per))}${where} (over ${formatFigure(over)} records).`;
      const of = m.column !== undefined ? `the total ${totalOf(plan, m)}` : `${plan.base.name} records`;
      const known = shareKnown(m);
      const over_ = known ? `over the ${formatFigure(over)} records with a known ${labelOfCol(plan.col(known))}` : `over ${formatFigure(over)} records`;
      return `${figure(answer.values[0])}% — the share of ${of}${whereWords(m.where ? [m.where] : [], plan, 'full')}${query.filters.length ? `, among those${where}` : ''} (${over_}).`;
    },
    below: ({ plan, answer, exposure, query, minRecords }, m, where) => {
      // The question's own share, from the same figures as the full answer: of a column's total, or of records.
      const pct = Number(answer.values[0] ?? 0);
      const met = whereWords(m.where ? [m.where] : [], plan, exposure);
      const among = query.filters.length ? ` selected${where}` : '';
      const note = exposureNote[exposure as 'limited' | 'advisory'];
      if (m.per !== undefined)
        return `The total ${labelOfCol(plan.col(m.column!))} is ${shareOf(pct, 100, 3)} of the total ${labelOfCol(plan.col(m.per))} of the ${plan.base.name} records${among}. ${note}`;
      if (m.column !== undefined) {
        // Of a total: the records behind it are not counted here, so the ends read wide ("very few or none").
        return `${cap(shareOf(pct, 100, 3))} of the total ${totalOf(plan, m)} of the ${plan.base.name} records${among} comes from those${met}. ${note}`;
      }
      const over = answer.total ?? 0;
      const part = Math.round((pct * over) / 100);
      return `${cap(shareOf(part, over, minRecords ?? DEFAULT_MIN_RECORDS))} of the ${plan.base.name} records${among} are those${met}. ${note}`;
    },
  },
};
