/** Counts: of the selected records (`count`), and of the different values of a column whose values repeat (`count_distinct`). */
import { common, type Ctx } from '../../understand/readings.js';
import type { Reading } from '../operation.js';

function generate(ctx: Ctx): void {
  const { view } = ctx;
  ctx.push({ op: 'count', query: { kind: 'aggregate', ...common(ctx), measures: [{ agg: 'count' }] } });
  for (const c of view.columns)
    if (c.distinct > 0 && c.distinct < 0.9 * c.rows)
      ctx.push({
        op: 'count_distinct',
        answer: c,
        measure: { agg: 'count_distinct', column: c },
        query: { kind: 'aggregate', ...common(ctx), measures: [{ agg: 'count_distinct', column: c.ref }] },
      });
}

export const counts: Reading = { name: 'counts', generate };
