/** count: the records selected (or those with a value in a column). "How many…". */
import { figure, shareOf, cap, exposureNote } from '../../present/wording.js';
import { DEFAULT_MIN_RECORDS } from '../../guard/small-sets.js';
import type { AggregateFunction } from '../operation.js';

export const count: AggregateFunction<'count'> = {
  name: 'count',
  check: () => {},
  sql: (w, _m, c) => (c ? `count(${w.raw(c)})` : 'count(*)'),
  reference: (e, tuples, _m, c) => (c ? tuples.filter((t) => e.raw(t, c) !== null).length : tuples.length),
  words: (_label, records) => `number of ${records} records`,
  counts: true,
  records: (m) => !m.column,
  said: {
    full: ({ plan, answer }, m, where) =>
      m.column
        ? undefined
        : `There ${answer.values[0] === 1 ? 'is' : 'are'} ${figure(answer.values[0])} ${plan.base.name} ${answer.values[0] === 1 ? 'record' : 'records'}${where}.`,
    below: ({ plan, answer, query, exposure, minRecords }, m, where) => {
      if (m.column) return undefined;
      // From the same figures as the full answer: the records counted of all the module's records ("all"
      // only when none is left out; a rest under k reads as none left out: "all or nearly all").
      const n = Number(answer.values[0] ?? 0);
      const whole = plan.base.row_count;
      const part = query.filters.length === 0 && n === whole ? 'all' : shareOf(n, whole, minRecords ?? DEFAULT_MIN_RECORDS);
      return `${cap(part)} of the ${plan.base.name} records fall in this selection${where}. ${exposureNote[exposure as 'limited' | 'advisory']}`;
    },
  },
};
