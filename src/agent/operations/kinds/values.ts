/**
 * values: the value of some columns for the selected rows, optionally ordered (by a column or by
 * "#row", the row's position as imported) and cut to N, or each different value once. "Which club
 * competed the most" (ordered by a count), "the first game" (by #row), "the 3 heaviest".
 *
 * Its rows: c0…cN (the columns asked), _row, _total (rows selected before the limit).
 */
import { Type, type Static } from 'typebox';
import { InvalidQueryError } from '../../plan/plan.js';
import { ColumnRef, Common, Dir, Limit, oneOf, POSITION, TIME_PARTS } from '../../plan/schema.js';
import { withheldAt } from '../../../contracts/columns.js';
import { columnOf } from '../../present/shown-columns.js';
import { labelOfCol, whereWords } from '../../present/words.js';
import { cap, exposureNote, figure, MASK, placeWords } from '../../present/wording.js';
import { formatFigure, formatValue, listWords } from '../../text.js';
import type { CurationInput } from '../../types.js';
import type { Writer } from '../../execute/writer.js';
import { asValue, countOf, entitiesSql, entitySql, present, type QueryKind, type Reference, type Tuple } from '../operation.js';
import type { Answer, AnswerValue } from '../../present/answer.js';

const ValuesQuery = Type.Object(
  {
    kind: Type.Literal('values'),
    ...Common,
    columns: Type.Array(ColumnRef, { minItems: 1, maxItems: 8 }),
    part: Type.Optional(oneOf(TIME_PARTS, 'Show the time columns as this part (the year of a date)')),
    order: Type.Optional(Type.Object({ by: ColumnRef, dir: Dir }, { additionalProperties: false })),
    limit: Type.Optional(Limit),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    distinct: Type.Optional(Type.Boolean({ description: 'Each different value once, in table order' })),
  },
  { additionalProperties: false },
);
export type ValuesQuery = Static<typeof ValuesQuery>;

/** The most values an answer lists by name. */
const LISTED = 20;

function curateFull(input: CurationInput, q: ValuesQuery): string {
  const { plan, answer, rows } = input;
  const a = plan.col(q.columns[0]!);
  const where = whereWords(q.filters, plan, 'full');
  const extra = q.columns.slice(1).map((r) => plan.col(r));
  const order = q.order ? plan.col(q.order.by) : undefined;
  // A record's values as stored, never grouped ("Year: 2024", "Order ID: 10248"); the counts are figures.
  const shown = (v: unknown) => (a.numeric || a.temporal ? `${labelOfCol(a)}: ${figure(v, undefined, false)}` : formatValue(v));
  // One record says the value it was ranked by after its rank ("at 2930"); a list shows it beside each.
  const context = (r: Record<string, unknown>, single = false) =>
    extra
      .map((c, i) => ({ c, v: r[`c${i + 1}`] }))
      .filter(({ c, v }) => v !== null && v !== undefined && !(single && c === order))
      .map(({ c, v }) => (c.numeric || c.temporal ? `${labelOfCol(c)} ${figure(v, undefined, false)}` : formatValue(v)))
      .join(', ');
  const sortWords = () => {
    if (!q.order || !order) return '';
    if (order.ref === POSITION) return q.order.dir === 'asc' ? 'first in table order' : 'last in table order';
    return `with the ${q.order.dir === 'asc' ? 'lowest' : 'highest'} ${labelOfCol(order)}`;
  };
  if (answer.values.length === 1 && rows.length === 1) {
    const ctx = context(rows[0]!, true);
    // The value it was ranked by, where the query read it, as stored: "with the highest Span (m), at 1204".
    const sortIndex = q.order ? q.columns.indexOf(q.order.by) : -1;
    const at = sortIndex > 0 ? `, at ${figure(rows[0]?.[`c${sortIndex}`], undefined, false)}${where ? ',' : ''}` : '';
    const how = [q.offset ? `number ${q.offset + 1}` : '', sortWords()].filter(Boolean).join(', ');
    return `${shown(rows[0]!.c0)} — ${ctx ? `${ctx}, ` : ''}the ${plan.base.name} record${how ? ` ${how}${at}` : ''}${where}.`;
  }
  const listed = rows.slice(0, LISTED).map((r) => {
    const ctx = context(r);
    return `${shown(r.c0)}${ctx ? ` (${ctx})` : ''}`;
  });
  // A top N lists its N: the records beyond the limit were never asked for.
  const total = q.limit !== undefined ? rows.length : (answer.total ?? rows.length);
  const more = total > listed.length ? ` and ${formatFigure(total - listed.length)} more` : '';
  const ranked = q.order ? `, ${sortWords()} first` : '';
  return `${listWords(listed)}${more} — the ${labelOfCol(a)} of ${total === 1 ? 'the' : `the ${formatFigure(total)}`} ${plan.base.name} records${where}${ranked}.`;
}

function curateBelowFull(input: CurationInput, q: ValuesQuery): string {
  const { plan, answer, exposure } = input;
  const a = plan.col(q.columns[0]!);
  const where = whereWords(q.filters, plan, exposure);
  if (exposure === 'advisory') {
    const dim = plan.base.columns.find((c) => c.role === 'dimension' && c.type === 'text' && !withheldAt(c, 'advisory'));
    const hint = dim ? ` Ask instead how ${plan.base.name} records are spread by ${dim.label || dim.name}.` : '';
    return `At the advisory exposure level individual ${plan.base.name} records are not described.${hint}`;
  }
  // The values held by k entities or more (small sets took the others out), never in the order of a ranking.
  const ranked = q.order
    ? `, among the ${plan.base.name} records ranked by ${q.order.by === POSITION ? 'their position' : labelOfCol(plan.col(q.order.by))}`
    : '';
  if (a.numeric || a.temporal) {
    const place = answer.values.length === 1 ? `, ${placeWords(answer.values[0], a.column)} of ${labelOfCol(a)}` : '';
    return `The ${labelOfCol(a)} of the ${plan.base.name} records${where}${ranked} is ${MASK}${place}. ${exposureNote.limited}`;
  }
  const names = [...new Set(answer.values.map(String))].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  const kept = `Values held by too few ${plan.base.name} records are not named.`;
  if (!names.length)
    return `No ${labelOfCol(a)} value is held by enough ${plan.base.name} records${where}${ranked} to be named. ${kept} ${exposureNote.limited}`;
  const listed = names.slice(0, LISTED);
  const more = names.length > listed.length ? ' and others' : '';
  return `${cap(listWords(listed))}${more} — the ${labelOfCol(a)}${where}${ranked}. ${kept} ${exposureNote.limited}`;
}

/** The entities the rows returned hold, in all and per value of the first column (where the SQL read them). */
function heldBy(q: ValuesQuery, rows: Record<string, unknown>[]): Pick<Answer, 'entities' | 'held'> {
  if (!rows.length || !('_key' in rows[0]! || '_n' in rows[0]!)) return {};
  const per = new Map<string, { value: AnswerValue; keys: Set<string>; n: number }>();
  const all = new Set<string>();
  let sum = 0;
  for (const r of rows) {
    const n = countOf(r._n) ?? 0;
    sum += n;
    if (!q.distinct) all.add(String(r._key));
    if (!present(r.c0)) continue;
    const v = asValue(r.c0);
    const id = `${typeof v}:${String(v)}`;
    const e = per.get(id) ?? { value: v, keys: new Set<string>(), n: 0 };
    if (q.distinct) e.n += n;
    else e.keys.add(String(r._key));
    per.set(id, e);
  }
  return {
    entities: q.distinct ? sum : all.size,
    held: [...per.values()].map((e) => ({ value: e.value, entities: q.distinct ? e.n : e.keys.size })),
  };
}

function sql(w: Writer, q: ValuesQuery, rowCap: number): string {
  const cols = q.columns.map((r) => w.plan.col(r));
  const select = cols.map((c, i) => `${w.shown(c, q.part)} AS c${i}`).join(', ');
  const limit = Math.min(q.limit ?? rowCap, rowCap);
  const offset = q.offset ? ` OFFSET ${Math.floor(q.offset)}` : '';
  if (q.distinct) {
    const keys = cols.map((c) => w.shown(c, q.part)).join(', ');
    return `SELECT ${select}, min(t0."_row") AS _row, count(*) OVER () AS _total, ${entitiesSql(w)} AS _n FROM ${w.from()}${w.where(q.filters)} GROUP BY ${keys} ORDER BY min(t0."_row") LIMIT ${limit}${offset}`;
  }
  const by = q.order ? w.plan.col(q.order.by) : undefined;
  const sortExpr = by ? w.ordered(by) : undefined;
  const order = sortExpr ? `${sortExpr} ${q.order!.dir === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, t0."_row"` : 't0."_row"';
  const extra = sortExpr ? [`${sortExpr} IS NOT NULL`] : [];
  return `SELECT ${select}, t0."_row" AS _row, count(*) OVER () AS _total, ${entitySql(w)} AS _key FROM ${w.from()}${w.where(q.filters, extra)} ORDER BY ${order} LIMIT ${limit}${offset}`;
}

function reference(e: Reference, q: ValuesQuery, ts: Tuple[], rowCap: number): Record<string, unknown>[] {
  const cols = q.columns.map((r) => e.plan.col(r));
  const limit = Math.min(q.limit ?? rowCap, rowCap);
  const offset = q.offset ?? 0;
  const shape = (t: Tuple, row: number, total: number) => {
    const out: Record<string, unknown> = { _row: row, _total: total };
    cols.forEach((c, i) => (out[`c${i}`] = e.shown(t, c, q.part)));
    return out;
  };
  if (q.distinct) {
    const seen = new Map<string, { t: Tuple; row: number }>();
    for (const t of ts) {
      const key = JSON.stringify(cols.map((c) => e.shown(t, c, q.part)));
      if (!seen.has(key)) seen.set(key, { t, row: t[0]!._row });
    }
    const all = [...seen.values()];
    return all.slice(offset, offset + limit).map((x) => shape(x.t, x.row, all.length));
  }
  let kept = ts;
  if (q.order) {
    const by = e.plan.col(q.order.by);
    kept = e.sorted(
      ts.filter((t) => e.ordered(t, by) !== null),
      (t) => e.ordered(t, by),
      q.order.dir,
      (t) => t[0]!._row,
    );
  }
  return kept.slice(offset, offset + limit).map((t) => shape(t, t[0]!._row, kept.length));
}

export const values: QueryKind<typeof ValuesQuery> = {
  kind: 'values',
  schema: ValuesQuery,
  check: (q, col) => {
    const cols = q.columns.map(col);
    if (q.order) col(q.order.by);
    if (q.part && !cols.some((c) => c.temporal)) throw new InvalidQueryError('part needs a time column among the columns');
    if (q.distinct && q.order) throw new InvalidQueryError('distinct values come in table order; drop order or distinct');
  },
  intent: (q) => (q.order ? (q.order.by === POSITION ? 'position' : 'ranking') : 'lookup'),
  sql: (w, q, rowCap) => ({ text: sql(w, q, rowCap), shape: 'values' }),
  answer: (q, _shape, rows) => {
    const found = rows
      .map((r) => r.c0)
      .filter(present)
      .map(asValue);
    return { kind: found.length ? 'values' : 'none', values: found, total: rows.length ? Number(rows[0]!._total) : 0, ...heldBy(q, rows) };
  },
  words: (q, plan) => {
    const out = [`${labelOfCol(plan.col(q.columns[0]!))} of ${q.limit === 1 ? 'the row' : 'the rows'}`];
    if (q.order)
      out.push(
        `${q.order.by === POSITION ? 'in table order' : `ordered by ${labelOfCol(plan.col(q.order.by))}`}, ${q.order.dir === 'asc' ? 'lowest' : 'highest'} first${q.offset ? `, skipping ${q.offset}` : ''}${q.limit ? `, ${q.limit === 1 ? 'only the first' : `the first ${q.limit}`}` : ''}`,
      );
    return out;
  },
  curate: (input, q) => (input.exposure === 'full' ? curateFull(input, q) : curateBelowFull(input, q)),
  columns: (q, plan) => q.columns.map((ref, i) => columnOf(`c${i}`, plan.col(ref))),
  chart: (q, plan, rowCount) => {
    // A ranking whose order column is shown: one bar per record ranked.
    const by = q.order && q.order.by !== POSITION ? q.columns.indexOf(q.order.by) : -1;
    if (by > 0 && rowCount >= 2 && plan.col(q.order!.by).numeric) return { kind: 'bar', x: 'c0', y: `c${by}` };
    return { kind: 'none' };
  },
  reference,
};
