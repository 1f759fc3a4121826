/**
 * "What share of A are B" (`share_of`): the records meeting B among those selected, of the rows or of
 * a named total ("what share of the population lived in …"), overall or per group or period ("the
 * percentage of rainy days per year"). The value named right after "share of" is what the share is
 * taken among, never its part, when another value follows.
 */
import type { Measure } from '../../plan/query.js';
import { SHARE_WORDS } from '../../understand/lexicon.js';
import type { ValueMention } from '../../understand/mentions.js';
import { common, groupings, periodsNamed, perGroupAsked, type Ctx } from '../../understand/readings.js';
import type { Reading } from '../operation.js';

function generate(ctx: Ctx): void {
  const { a, view } = ctx;
  const at = a.tokens.findIndex((t) => SHARE_WORDS.has(t.text));
  if (at < 0) return;
  // Past "of the", and past the records' own name and its preposition ("of games against …", "of flights from …").
  let among = at + 1;
  while (/^(of|the|all|those)$/.test(a.tokens[among]?.text ?? '')) among++;
  const records = a.mentions.find((m) => m.kind === 'module' && m.from === among);
  if (records && /^(against|from|to|in|at|on|with|by|for|of)$/.test(a.tokens[records.to]?.text ?? '')) among = records.to + 1;
  const later = (m: ValueMention) => a.mentions.some((x) => x.kind === 'value' && x.from > m.from);
  const perGroup = perGroupAsked(a);
  const groups = perGroup ? groupings(ctx, periodsNamed(a), perGroup) : [];
  for (const m of ctx.free) {
    if (m.from === among && later(m)) continue;
    const col = view.columns.find((c) => c.module === m.module && c.column.name === m.column);
    if (!col) continue;
    const where = { column: col.ref, op: m.values.length === 1 ? 'eq' : 'in', value: m.values.length === 1 ? m.values[0]! : m.values } as Measure['where'];
    // The share of the rows, or of a named total ("what share of the population lived in …").
    for (const of of [undefined, ...ctx.namedMeasures.filter((c) => c !== col)]) {
      const measure: Measure = of ? { agg: 'share', column: of.ref, where } : { agg: 'share', where };
      const meta = { op: 'share_of' as const, answer: col, anchor: m, measure: { agg: 'share' as const, column: of } };
      ctx.push({ ...meta, query: { kind: 'aggregate', ...common(ctx), measures: [measure] } });
      for (const { g, part } of groups)
        if (g !== col)
          ctx.push({
            ...meta,
            answer: g,
            part,
            query: { kind: 'groups', ...common(ctx), group_by: part ? { column: g.ref, part } : { column: g.ref }, measures: [measure] },
          });
    }
  }
}

export const shares: Reading = { name: 'shares', generate };
