/** avg: the mean of a numeric column ("the average price"). */
import { AGGREGATE_WORDS } from '../../understand/lexicon.js';
import { numericColumn } from './numeric.js';
import { rowValues, valueSql } from './values.js';
import type { AggregateFunction } from '../operation.js';
import { bucket } from '../../execute/writer.js';

export const avg: AggregateFunction<'avg'> = {
  name: 'avg',
  check: numericColumn('avg'),
  // With `every`: the total over the periods that have records, per period ("average daily spend").
  sql: (w, m, c) =>
    m.every
      ? `(sum(${valueSql(w, m, c!)})::double precision / nullif(count(DISTINCT ${bucket(w.time(w.plan.col(m.every.column)), m.every.part)}), 0))`
      : `avg(${valueSql(w, m, c!)})`,
  reference: (e, tuples, m, c) => {
    const xs = rowValues(e, tuples, m, c!);
    if (m.every) {
      const col = e.plan.col(m.every.column);
      const periods = new Set(tuples.map((t) => e.time(t, col)).flatMap((d) => (d === null ? [] : [e.period(d, m.every!.part)])));
      return xs.length === 0 || periods.size === 0 ? null : xs.reduce((a, b) => a + b, 0) / periods.size;
    }
    return xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length;
  },
  words: (label, records) => (label ? `average ${label}` : `number of ${records} records`),
  asked: (a) => a.tokens.some((t) => AGGREGATE_WORDS.avg.has(t.text)),
};
