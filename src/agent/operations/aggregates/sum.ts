/** sum: the total of a numeric column ("the total revenue"). */
import { AGGREGATE_WORDS } from '../../understand/lexicon.js';
import { numericColumn } from './numeric.js';
import type { AggregateFunction } from '../operation.js';
import { rowValues, valueSql } from './values.js';

export const sum: AggregateFunction<'sum'> = {
  name: 'sum',
  check: numericColumn('sum'),
  sql: (w, m, c) => `sum(${valueSql(w, m, c!)})`,
  reference: (e, tuples, m, c) => {
    const xs = rowValues(e, tuples, m, c!);
    return xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0);
  },
  words: (label, records) => (label ? `total ${label}` : `number of ${records} records`),
  asked: (a) => a.tokens.some((t) => AGGREGATE_WORDS.sum.has(t.text)),
};
