/**
 * One figure of a numeric column over the selected records: its total (`sum`), its mean (`avg`), its
 * lowest and highest (`min`, `max`) — no extreme where a superlative stands on the records.
 */
import { adjectiveOnRecords } from '../../understand/question-facts.js';
import { common, type Ctx } from '../../understand/readings.js';
import type { Reading } from '../operation.js';

function generate(ctx: Ctx): void {
  // "the heaviest European car" is a record: any value asked of it is read from that record, not the column's extreme.
  const extremes = adjectiveOnRecords(ctx.a) ? [] : (['min', 'max'] as const);
  for (const c of ctx.measured)
    for (const agg of ['sum', 'avg', ...extremes] as const)
      ctx.push({ op: agg, measure: { agg, column: c }, query: { kind: 'aggregate', ...common(ctx), measures: [{ agg, column: c.ref }] } });
}

export const measures: Reading = { name: 'measures', generate };
