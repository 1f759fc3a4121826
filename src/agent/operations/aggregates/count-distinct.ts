/** count_distinct: how many different values a column takes ("how many different teams"). */
import { POSITION } from '../../plan/schema.js';
import { InvalidQueryError } from '../../plan/plan.js';
import type { AggregateFunction } from '../operation.js';

export const countDistinct: AggregateFunction<'count_distinct'> = {
  name: 'count_distinct',
  check: (c, _m, what) => {
    if (!c || c.ref === POSITION) throw new InvalidQueryError(`${what}: count_distinct needs a column`);
  },
  // Text case-insensitively, as filters compare it; numbers and dates as they sort.
  sql: (w, _m, c) => `count(DISTINCT ${c!.text ? `lower(${w.raw(c!)})` : w.ordered(c!)})`,
  reference: (e, tuples, _m, c) => {
    const seen = new Set<unknown>();
    for (const t of tuples) {
      const v = c!.text ? (e.raw(t, c!) === null ? null : String(e.raw(t, c!)).toLowerCase()) : e.ordered(t, c!);
      if (v !== null) seen.add(v);
    }
    return seen.size;
  },
  words: (label, records) => (label ? `number of different ${label} values` : `number of ${records} records`),
  counts: true,
};
