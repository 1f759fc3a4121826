/** min and max: the lowest and the highest value of a column (numbers, dates, or text in its own order). */
import { InvalidQueryError } from '../../plan/plan.js';
import type { AggregateFunction } from '../operation.js';
import { rowValue, valueSql } from './values.js';

function extreme<N extends 'min' | 'max'>(name: N, word: string, dir: 'asc' | 'desc'): AggregateFunction<N> {
  return {
    name,
    check: (c, _m, what) => {
      if (!c) throw new InvalidQueryError(`${what}: ${name} needs a column`);
    },
    sql: (w, m, c) => {
      if (c!.numeric || m.since !== undefined) return `${name}(${valueSql(w, m, c!)})`;
      return c!.temporal ? `${name}(${w.time(c!)})::text` : `${name}(${w.raw(c!)})`;
    },
    reference: (e, tuples, m, c) => {
      const xs = tuples
        .map((t) => (c!.numeric || m.since !== undefined ? rowValue(e, t, m, c!) : c!.temporal ? e.time(t, c!) : (e.raw(t, c!) as string | null)))
        .filter((x): x is number | string => x !== null);
      if (xs.length === 0) return null;
      return xs.reduce((a, b) => ((name === 'min' ? b < a : b > a) ? b : a));
    },
    words: (label, records) => (label ? `${word} ${label}` : `number of ${records} records`),
    dir,
  };
}

export const min = extreme('min', 'lowest', 'asc');
export const max = extreme('max', 'highest', 'desc');
