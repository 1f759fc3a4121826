/**
 * Whole records (`record`): the records the filters select, answer column first — the one named, or
 * the table's first — then the others ("show me the weather on 2013-07-04", "what was it like on June 5").
 */
import { common, type Ctx } from '../../understand/readings.js';
import type { Reading } from '../operation.js';

/** Columns a record shows beside its answer, and the most records a whole-record answer is read for. */
const RECORD_COLUMNS = 8;
const RECORD_ROWS = 3;

function generate(ctx: Ctx): void {
  // Only a few records: a day, or a value on a handful of rows. A longer dump answers nothing asked.
  const few = ctx.uses.some(
    (u) =>
      (u.mention.kind === 'date' && u.mention.grain === 'day') ||
      (u.mention.kind === 'value' && !u.mention.negated && (u.rows ?? u.mention.rows) <= RECORD_ROWS),
  );
  if (!few) return;
  const { view, a } = ctx;
  const own = view.columns.filter((c) => c.module === view.base.module_id);
  const named = own.filter((c) => a.mentions.some((m) => m.kind === 'column' && m.module === c.module && m.column === c.column.name));
  // "Status of booking BK1": the column called by its name, not the one the record is picked by.
  const filtered = new Set(ctx.uses.map((u) => u.column));
  const records = (m: (typeof a.mentions)[number]) => a.mentions.some((x) => x.kind === 'module' && x.from === m.from && x.to === m.to);
  const one = ctx.uses.some((u) => u.mention.kind === 'value' && !u.mention.negated && (u.rows ?? u.mention.rows) === 1);
  const called = one
    ? named.filter(
        (c) =>
          !filtered.has(c) &&
          a.mentions.some((m) => m.kind === 'column' && m.how !== 'word' && m.module === c.module && m.column === c.column.name && !records(m)),
      )
    : [];
  for (const ans of new Set([...(called.length ? called : named).slice(0, 1), own[0]!])) {
    const columns = [ans, ...own.filter((c) => c !== ans)].slice(0, RECORD_COLUMNS);
    ctx.push({ op: 'record', answer: ans, query: { kind: 'values', ...common(ctx), columns: columns.map((c) => c.ref) } });
  }
}

export const records: Reading = { name: 'records', generate };
