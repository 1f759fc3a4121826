/**
 * Records placed against a named one: the row after or before it in table order (`next`, `prev`),
 * the records above or below its value of an order (`above_anchor`, `below_anchor`) and how many
 * they are (`count_above_anchor`, `count_below_anchor`). "The game after X", "more than Spain".
 */
import type { Filter } from '../../plan/query.js';
import { POSITION } from '../../plan/schema.js';
import { common, type Ctx } from '../../understand/readings.js';
import type { Reading } from '../operation.js';

function generate(ctx: Ctx): void {
  const { view } = ctx;
  for (const m of ctx.free) {
    const col = view.columns.find((c) => c.module === m.module && c.column.name === m.column);
    if (!col || m.negated) continue;
    const anchor = [{ column: col.ref, op: m.values.length === 1 ? ('eq' as const) : ('in' as const), value: m.values.length === 1 ? m.values[0]! : m.values }];
    for (const ans of view.columns) {
      for (const dir of ['asc', 'desc'] as const) {
        const f: Filter = { column: POSITION, op: dir === 'asc' ? 'gt' : 'lt', value: { anchor } };
        const op = dir === 'asc' ? 'next' : 'prev';
        ctx.push({
          op,
          answer: ans,
          anchor: m,
          order: POSITION,
          dir,
          query: { kind: 'values', ...common(ctx, [f]), columns: [ans.ref], order: { by: POSITION, dir }, limit: 1 },
        });
      }
    }
    for (const o of ctx.orderBy.filter((c) => c.numeric && c !== col)) {
      for (const up of [true, false]) {
        const f: Filter = { column: o.ref, op: up ? 'gt' : 'lt', value: { anchor } };
        ctx.push({
          op: up ? 'count_above_anchor' : 'count_below_anchor',
          anchor: m,
          order: o,
          query: { kind: 'aggregate', ...common(ctx, [f]), measures: [{ agg: 'count' }] },
        });
        ctx.push({
          op: up ? 'above_anchor' : 'below_anchor',
          answer: col,
          anchor: m,
          order: o,
          query: { kind: 'values', ...common(ctx, [f]), columns: [col.ref] },
        });
      }
    }
  }
}

export const neighbours: Reading = { name: 'neighbours', generate };
