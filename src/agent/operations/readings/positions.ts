/** The n-th record (`nth`) by an order or in table order, for an ordinal the question names ("the 3rd heaviest", "the second game"). */
import { POSITION } from '../../plan/schema.js';
import { common, type Ctx } from '../../understand/readings.js';
import type { ViewColumn } from '../../understand/views.js';
import type { Reading } from '../operation.js';

function generate(ctx: Ctx): void {
  for (const m of ctx.a.mentions) {
    if (m.kind !== 'number' || !m.ordinal || m.value < 2 || m.value > 20 || ctx.uses.some((u) => u.mention === m)) continue;
    for (const ans of ctx.view.columns)
      for (const by of [...ctx.orderBy, POSITION as typeof POSITION])
        for (const dir of ['asc', 'desc'] as const) {
          const order = { by: by === POSITION ? POSITION : (by as ViewColumn).ref, dir };
          ctx.push({
            op: 'nth',
            answer: ans,
            order: by,
            dir,
            count: m,
            query: { kind: 'values', ...common(ctx), columns: [ans.ref], order, limit: 1, offset: m.value - 1 },
          });
        }
  }
}

export const positions: Reading = { name: 'positions', generate };
