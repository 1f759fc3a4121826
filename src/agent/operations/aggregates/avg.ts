/** avg: the mean of a numeric column ("the average price"). */
import { AGGREGATE_WORDS } from '../../understand/lexicon.js';
import { numericColumn } from './numeric.js';
import { rowValues, valueSql } from './values.js';
import type { AggregateFunction } from '../operation.js';

export const avg: AggregateFunction<'avg'> = {
  name: 'avg',
  check: numericColumn('avg'),
  sql: (w, m, c) => `avg(${valueSql(w, m, c!)})`,
  reference: (e, tuples, m, c) => {
    const xs = rowValues(e, tuples, m, c!);
    return xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length;
  },
  words: (label, records) => (label ? `average ${label}` : `number of ${records} records`),
  asked: (a) => a.tokens.some((t) => AGGREGATE_WORDS.avg.has(t.text)),
};
