/**
 * Lookups and record rankings, one loop per answer column: the column's values for the selected
 * records (`lookup`, and its year for a date), the record first or last by an order (`argmax`,
 * `argmin`) or in table order (`first`, `last`), and the top or bottom N (`top_n`, `bottom_n`).
 */
import { POSITION } from '../../plan/schema.js';
import { common, type Ctx } from '../../understand/readings.js';
import type { ViewColumn } from '../../understand/views.js';
import type { Reading } from '../operation.js';

function generate(ctx: Ctx): void {
  const { view } = ctx;
  const n = ctx.topN;
  // "The different template type codes": each value once.
  const different = ctx.a.tokens.some((t) => /^(different|distinct|unique)$/.test(t.text));
  for (const ans of view.columns) {
    // A joined record repeats on every row reaching it: "the airports flights left from" lists each airport once.
    const once = ans.module !== view.base.module_id || (different && ans.distinct < ans.rows) ? { distinct: true } : {};
    ctx.push({ op: 'lookup', answer: ans, query: { kind: 'values', ...common(ctx), columns: [ans.ref], ...once } });
    if (ans.temporal) ctx.push({ op: 'lookup', answer: ans, part: 'year', query: { kind: 'values', ...common(ctx), columns: [ans.ref], part: 'year' } });
    for (const by of [...ctx.orderBy, POSITION as typeof POSITION]) {
      for (const dir of ['asc', 'desc'] as const) {
        const position = by === POSITION;
        const op = position ? (dir === 'asc' ? 'first' : 'last') : dir === 'desc' ? 'argmax' : 'argmin';
        const order = { by: position ? POSITION : (by as ViewColumn).ref, dir };
        ctx.push({ op, answer: ans, order: by, dir, query: { kind: 'values', ...common(ctx), columns: [ans.ref], order, limit: 1 } });
        if (n?.count) {
          const topOp = dir === 'desc' ? 'top_n' : 'bottom_n';
          ctx.push({
            op: topOp,
            answer: ans,
            order: by,
            dir,
            count: n,
            query: { kind: 'values', ...common(ctx), columns: [ans.ref], order, limit: Math.round(n.value) },
          });
        }
      }
    }
  }
}

export const lookups: Reading = { name: 'lookups', generate };
