/** count: the records selected (or those with a value in a column). "How many…". */
import { figure, shareOf, cap, exposureNote } from '../../present/wording.js';
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
      m.column ? undefined : `There ${answer.values[0] === 1 ? 'is' : 'are'} ${figure(answer.values[0])} ${plan.base.name} records${where}.`,
    below: ({ plan, answer, query, exposure }, m, where) => {
      if (m.column) return undefined;
      const part = query.filters.length === 0 ? 'all' : shareOf(Number(answer.values[0] ?? 0), plan.base.row_count);
      return `${cap(part)} of the ${plan.base.name} records fall in this selection${where}. ${exposureNote[exposure as 'limited' | 'advisory']}`;
    },
  },
};
