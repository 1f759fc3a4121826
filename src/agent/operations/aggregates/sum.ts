/** sum: the total of a numeric column ("the total revenue"). */
import { AGGREGATE_WORDS } from '../../understand/lexicon.js';
import { numericColumn, numbersOf } from './numeric.js';
import type { AggregateFunction } from '../operation.js';

export const sum: AggregateFunction<'sum'> = {
  name: 'sum',
  check: numericColumn('sum'),
  sql: (w, _m, c) => `sum(${w.num(c!)})`,
  reference: (e, tuples, _m, c) => {
    const xs = numbersOf(e, tuples, c!);
    return xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0);
  },
  words: (label, records) => (label ? `total ${label}` : `number of ${records} records`),
  asked: (a) => a.tokens.some((t) => AGGREGATE_WORDS.sum.has(t.text)),
};
