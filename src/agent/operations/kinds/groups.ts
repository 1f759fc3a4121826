/**
 * groups: measures per value of a grouping column (or per period of a time column), with a condition
 * on the groups (`having`), an order and N; the answer is the groups' keys, the first group's value,
 * or how many groups there are. "Average X by Y", "which region has the most…", "appears more than twice".
 *
 * Its rows: g, v1 [, v2], n, _row (first position of the group) — or v alone when counting groups
 * (the shape "group_count").
 */
import { Type, type Static } from 'typebox';
import type { Writer } from '../../execute/writer.js';
import { bucket, OPS } from '../../execute/writer.js';
import { InvalidQueryError } from '../../plan/plan.js';
import { ColumnRef, Common, Dir, Limit, oneOf, POSITION, TIME_PARTS } from '../../plan/schema.js';
import { withheldAt } from '../../../contracts/columns.js';
import { columnOf, measureColumn, recordsColumn } from '../../present/shown-columns.js';
import { labelOfCol, OPWORD, whereWords } from '../../present/words.js';
import { cap, directionWords, exposureNote, figure, groupedMeasure, inUnit, MASK, orderWords, periodWords } from '../../present/wording.js';
import { formatFigure, formatValue, listWords, toNumber } from '../../text.js';
import type { CurationInput } from '../../types.js';
import { aggregateOf, checkMeasure, Measure, measureSql, measureValue, measureWords } from '../aggregates/index.js';
import { asValue, countOf, entitiesSql, present, type QueryKind, type Reference, type Tuple } from '../operation.js';
import type { GroupRow } from '../../present/answer.js';

const GroupsQuery = Type.Object(
  {
    kind: Type.Literal('groups'),
    ...Common,
    group_by: Type.Object({ column: ColumnRef, part: Type.Optional(oneOf(TIME_PARTS)) }, { additionalProperties: false }),
    measures: Type.Array(Measure, { minItems: 1, maxItems: 4 }),
    having: Type.Optional(
      Type.Object(
        { measure: Measure, op: oneOf(['eq', 'neq', 'gt', 'gte', 'lt', 'lte'] as const), value: Type.Number() },
        { additionalProperties: false, description: 'Keep the groups whose measure meets this ("appears more than twice")' },
      ),
    ),
    order: Type.Optional(Dir),
    limit: Type.Optional(Limit),
    answer: Type.Optional(oneOf(['keys', 'values', 'count'] as const, 'The groups (default), the value of the first group, or how many groups')),
    show: Type.Optional(
      Type.Array(ColumnRef, {
        minItems: 1,
        maxItems: 4,
        description: "Other columns of the grouped record, shown beside its key (a museum's name beside its id)",
      }),
    ),
  },
  { additionalProperties: false },
);
export type GroupsQuery = Static<typeof GroupsQuery>;

function sql(w: Writer, q: GroupsQuery, rowCap: number): { text: string; shape: string } {
  const g = w.plan.col(q.group_by.column);
  const part = q.group_by.part;
  // A rollup's date holds each period's first day: its periods are grouped by their start and
  // written once per group, not once per row (half-years have no date_trunc).
  const period = w.rollup && g.temporal && part && part !== 'half' ? `date_trunc('${part}', ${w.time(g)}::timestamp)` : undefined;
  const gExpr = period ? bucket(period, part!) : g.temporal && part ? bucket(w.time(g), part) : g.column?.type === 'timestamp' ? w.shown(g) : w.raw(g);
  // Text groups as filters compare text: "North" and "north" are one group, shown as its most used spelling;
  // a column the spec build saw no such pair in is grouped as it is (several times cheaper).
  const folded = !g.temporal && !g.numeric && g.column?.type === 'text' && g.column.case_variants !== false;
  const key = period ?? (folded ? `lower(${gExpr})` : gExpr);
  const shown = folded ? `mode() WITHIN GROUP (ORDER BY ${gExpr} COLLATE "C")` : gExpr;
  const measures = q.measures.map((m, i) => `${measureSql(w, m, true)} AS v${i + 1}`).join(', ');
  // A column shown beside the key is the group's first row's (the same for every row where it depends on the key).
  const shownCols = (q.show ?? []).map((r, i) => `, (array_agg(${w.shown(w.plan.col(r))} ORDER BY t0."_row"))[1] AS s${i}`).join('');
  const having = q.having ? ` HAVING ${measureSql(w, q.having.measure, true)} ${OPS[q.having.op]} ${w.p(q.having.value)}` : '';
  const base = `SELECT ${shown} AS g, ${measures}${shownCols}, ${w.rows()} AS n, ${entitiesSql(w)} AS e, min(t0."_row") AS _row FROM ${w.from()}${w.where(q.filters, [`${period ? w.time(g) : gExpr} IS NOT NULL`])} GROUP BY ${key}${having}`;
  if (q.answer === 'count') return { text: `SELECT count(*) AS v FROM (${base}) q`, shape: 'group_count' };
  // Without an order, periods and numbers come in their own order, categories by their measure.
  const order =
    q.order !== undefined
      ? `v1 ${q.order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, _row`
      : g.temporal
        ? 'g ASC'
        : g.numeric
          ? `${w.num(g)} ASC`
          : 'v1 DESC NULLS LAST, _row';
  // A ranking reads on past its limit (up to the row cap): below full, it ranks the groups of k
  // entities or more, whatever the smaller ones hold (guard/small-sets.ts); the answer keeps the limit.
  return { text: `${base} ORDER BY ${order} LIMIT ${rowCap}`, shape: 'groups' };
}

function curateFull(input: CurationInput, q: GroupsQuery): string {
  const { plan, answer, unit } = input;
  const g = plan.col(q.group_by.column);
  const gName = q.group_by.part ?? labelOfCol(g);
  const where = whereWords(q.filters, plan, 'full');
  const groups = answer.groups ?? [];
  const m = q.measures[0]!;
  // The key, with the columns shown beside it ("2 (Capital Plaza Museum)"); a record's id after its name ("Kyle (1934)").
  const keyOf = (x: GroupRow) => {
    if (!x.shown?.length) return formatValue(x.key);
    const shown = x.shown.map(formatValue).join(', ');
    return g.column?.role === 'identifier' ? `${shown} (${formatValue(x.key)})` : `${formatValue(x.key)} (${shown})`;
  };
  const percent = !!aggregateOf(m.agg).percent;
  const val = (v: unknown) => (percent ? `${formatFigure(Number((toNumber(v) ?? 0).toFixed(1)))}%` : figure(v, unit, groupedMeasure(m, plan.col)));
  const words = measureWords(m, plan) + inUnit(unit);
  // Further measures asked with the first ("the total population and average life expectancy per continent").
  const also = (x: { values: unknown[] }) =>
    q.measures
      .slice(1)
      .map((o, i) => `, ${measureWords(o, plan)} ${figure(x.values[i + 1], undefined, groupedMeasure(o, plan.col))}`)
      .join('');
  const having = q.having
    ? ` whose ${measureWords(q.having.measure, plan)} is ${{ gt: 'above', gte: 'at least', lt: 'below', lte: 'at most', eq: 'exactly', neq: 'not' }[q.having.op]} ${q.having.value}`
    : '';
  if (q.answer === 'count') return `${figure(answer.values[0])} — the number of different ${gName} values${having}${where}.`;
  if (q.answer === 'values' && groups[0])
    return `${val(groups[0].values[0])} — the ${q.order === 'asc' ? 'lowest' : 'highest'} ${words} for one ${gName} (${keyOf(groups[0])})${where}.`;
  if (q.limit !== undefined && groups.length === 1) {
    const best = groups[0]!;
    return `${keyOf(best)}, with ${aggregateOf(m.agg).records?.(m) ? `${formatFigure(best.n)} ${plan.base.name} records` : `${words === 'number of records' ? '' : `${words} `}${val(best.values[0])}`}${also(best)} — the ${gName} with the ${q.order === 'asc' ? 'lowest' : 'highest'} ${words}${where}.`;
  }
  if (q.limit !== undefined) {
    return `${cap(gName)} by ${words}${where}, ${q.order === 'asc' ? 'lowest' : 'highest'} first: ${groups.map((x, i) => `${i + 1}. ${keyOf(x)} (${val(x.values[0])}${also(x)})`).join('; ')}.`;
  }
  const list = groups
    .map((x) => `${keyOf(x)}: ${val(x.values[0])}${percent ? ` (${formatFigure(x.n)})` : ''}${also(x)}`)
    .join(q.measures.length > 1 ? '; ' : ', ');
  const head = having ? `The ${gName} values${having}${where}: ${groups.map(keyOf).join(', ')}.` : '';
  if (head) return `${head} (${words}: ${list})`;
  let tail = '';
  if (g.temporal && groups.length >= 2) {
    const first = toNumber(groups[0]!.values[0]) ?? NaN;
    const last = toNumber(groups.at(-1)!.values[0]) ?? NaN;
    tail = ` Overall it ${directionWords(first, last)} from ${val(first)} to ${val(last)}.`;
  }
  return `The ${words} by ${gName}${where}: ${list}.${tail}`;
}

/**
 * Below full: directions and orderings of the groups of k entities or more (small sets took the others
 * out, and a ranking ranked those only). What is said holds of those groups and says so, the same
 * whether a smaller group exists or not: never "only X has records", never "the highest" of all.
 */
function curateBelowFull(input: CurationInput, q: GroupsQuery): string {
  const { plan, answer, exposure } = input;
  const g = plan.col(q.group_by.column);
  const gName = q.group_by.part ?? labelOfCol(g);
  const where = whereWords(q.filters, plan, exposure);
  const groups = answer.groups ?? [];
  const words = measureWords(q.measures[0]!, plan);
  const note = exposureNote[exposure as 'limited' | 'advisory'];
  if (g.column && withheldAt(g.column, exposure))
    return `The ${words} varies across individual ${gName} values, which are not described at the ${exposure} exposure level. Ask for a breakdown by a category instead.`;
  const keys = groups.map((x) => String(x.key));
  const name = (k: unknown) => (g.temporal && q.group_by.part ? periodWords(String(k), q.group_by.part, keys) : formatValue(k));
  const figureWords = exposure === 'limited' ? MASK : 'not given as a figure';
  if (q.answer === 'count') return `The number of different ${gName} values${where} is ${figureWords}. ${note}`;
  const left = `${cap(gName)} values with too few ${plan.base.name} records to describe are left out.`;
  const dir = q.order === 'asc' ? 'lowest' : 'highest';
  if (q.answer === 'values') return `The ${dir} ${words} for one ${gName}${where} is ${figureWords}. ${left} ${note}`;
  const byValue = [...groups].sort((x, y) => (toNumber(y.values[0]) ?? 0) - (toNumber(x.values[0]) ?? 0));
  const top = byValue[0];
  const bottom = byValue.at(-1);
  if (!top || !bottom) return `No ${plan.base.name} records match${where}. ${note}`;
  if (q.limit !== undefined)
    return `${cap(listWords(groups.map((x) => name(x.key))))} ${groups.length === 1 ? 'has' : 'have'} the ${dir} ${words}${where}. ${left} ${note}`;
  if (q.having) return `The ${gName} values that qualify${where}: ${listWords(groups.map((x) => name(x.key)))}. ${left} ${note}`;
  if (groups.length === 1) return `${name(top.key)} is the only ${gName} with enough ${plan.base.name} records${where} to describe. ${note}`;
  if (g.temporal && groups.length >= 2) {
    const first = toNumber(groups[0]!.values[0]) ?? 0;
    const last = toNumber(groups.at(-1)!.values[0]) ?? 0;
    return `Over the period${where}, the ${words} ${directionWords(first, last)} (the end is ${orderWords(last, first)} the start), with its peak in ${name(top.key)}. ${left} ${note}`;
  }
  // A percentage per group is each group's share of the whole.
  if (aggregateOf(q.measures[0]!.agg).percent)
    return `By ${gName}${where}, ${name(top.key)} is the largest share and ${name(bottom.key)} the smallest. ${left} ${note}`;
  const vt = toNumber(top.values[0]) ?? 0;
  const vb = toNumber(bottom.values[0]) ?? 0;
  return `${name(top.key)} has the highest ${words}${where}, and ${name(bottom.key)} the lowest; ${name(top.key)} is ${orderWords(vt, vb)} ${name(bottom.key)}. ${left} ${note}`;
}

function reference(e: Reference, q: GroupsQuery, ts: Tuple[], rowCap: number): Record<string, unknown>[] {
  const g = e.plan.col(q.group_by.column);
  const key = (t: Tuple): unknown => {
    if (!(g.temporal && q.group_by.part)) return e.raw(t, g);
    const d = e.time(t, g);
    return d === null ? null : e.period(d, q.group_by.part);
  };
  // Text groups are one group whatever the case ("North", "north"), shown as the most used spelling (ties: the first by code point).
  const folded = !g.temporal && !g.numeric && g.column?.type === 'text';
  const groups = new Map<string, { g: unknown; members: Tuple[]; spellings: Map<string, number> }>();
  for (const t of ts) {
    const k = key(t);
    if (k === null || k === undefined) continue;
    const id = folded ? `string:${String(k).toLowerCase()}` : `${typeof k}:${String(k)}`;
    const entry = groups.get(id) ?? {
      g: typeof k === 'number' || typeof k === 'boolean' ? k : String(k),
      members: [] as Tuple[],
      spellings: new Map<string, number>(),
    };
    entry.members.push(t);
    if (folded) entry.spellings.set(String(k), (entry.spellings.get(String(k)) ?? 0) + 1);
    groups.set(id, entry);
  }
  if (folded)
    for (const entry of groups.values()) entry.g = [...entry.spellings].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0))[0]![0];
  let list = [...groups.values()];
  if (q.having) {
    const h = q.having;
    const before = list.map((x) => x.members);
    // Kept as it was: `neq` reads as "below" here (SQL: <>); the parser builds no `neq` condition on groups.
    list = list.filter((x) => {
      const v = measureValue(e, x.members, h.measure, before);
      return v !== null && e.compare(h.op === 'eq' ? 'eqx' : h.op, Number(v), h.value) !== false && compareOp(e, h.op, Number(v), h.value);
    });
  }
  if (q.answer === 'count') return [{ v: list.length }];
  // Every group's tuples: a share per group is of all of them.
  const all = list.map((x) => x.members);
  const rows = list.map((x) => {
    const out: Record<string, unknown> = { g: x.g, n: x.members.length, _row: x.members[0]![0]!._row };
    (q.show ?? []).forEach((r, i) => (out[`s${i}`] = e.shown(x.members[0]!, e.plan.col(r))));
    q.measures.forEach((m, i) => (out[`v${i + 1}`] = measureValue(e, x.members, m, all)));
    return out;
  });
  const numericKey = new Map(list.map((x) => [x.g, e.num(x.members[0]!, g)]));
  const byValue = (dir: 'asc' | 'desc') =>
    e.sorted(
      rows,
      (r) => r.v1 as number | string | null,
      dir,
      (r) => r._row as number,
    );
  const sorted =
    q.order !== undefined
      ? byValue(q.order)
      : g.temporal
        ? [...rows].sort((a, b) => (String(a.g) < String(b.g) ? -1 : String(a.g) > String(b.g) ? 1 : 0))
        : g.numeric
          ? e.sorted(
              rows,
              (r) => numericKey.get(r.g) ?? null,
              'asc',
              (r) => r._row as number,
            )
          : byValue('desc');
  return sorted.slice(0, Math.min(q.limit ?? rowCap, rowCap));
}

function compareOp(e: Reference, op: string, a: number, b: number): boolean {
  return op === 'eq' ? a === b : op === 'neq' ? a !== b : e.compare(op, a, b);
}

export const groups: QueryKind<typeof GroupsQuery> = {
  kind: 'groups',
  schema: GroupsQuery,
  check: (q, col) => {
    const g = col(q.group_by.column);
    if (g.ref === POSITION) throw new InvalidQueryError('cannot group by the row position');
    if (q.group_by.part && !g.temporal) throw new InvalidQueryError('part needs a time column to group by');
    q.measures.forEach((m, i) => checkMeasure(m, col, `measure ${i + 1}`));
    if (q.having) checkMeasure(q.having.measure, col, 'having');
    q.show?.forEach(col);
  },
  intent: (q, temporal) => {
    const own = q.measures.map((m) => aggregateOf(m.agg).intent).find((x) => x !== undefined);
    if (own) return own;
    if (temporal(q.group_by.column) && q.limit === undefined) return 'trend';
    return q.limit !== undefined || q.answer === 'values' ? 'ranking' : 'aggregate';
  },
  sql,
  answer: (q, shape, rows) => {
    if (shape === 'group_count') return { kind: 'number', values: [Number(rows[0]?.v ?? 0)] };
    const all = rows.map((r) => {
      const entities = countOf(r.e);
      return {
        key: asValue(r.g),
        values: q.measures.map((_, i) => (r[`v${i + 1}`] ?? null) as number | string | null),
        ...(q.show ? { shown: q.show.map((_, i) => asValue(r[`s${i}`])) } : {}),
        n: Number(r.n),
        ...(entities !== undefined ? { entities } : {}),
      };
    });
    const groups = q.limit !== undefined ? all.slice(0, q.limit) : all;
    const ranked = q.limit !== undefined ? { ranked: all } : {};
    if (groups.length === 0) return { kind: 'none', values: [], groups, ...ranked };
    if (q.answer === 'values') {
      const v = groups[0]!.values[0];
      return present(v) ? { kind: 'number', values: [asValue(v)], groups, ...ranked } : { kind: 'none', values: [], groups, ...ranked };
    }
    return { kind: 'groups', values: groups.map((g) => g.key), groups, ...ranked };
  },
  words: (q, plan, exposure) => {
    const out = [
      `${q.measures.map((m) => measureWords(m, plan)).join(' and ')} by ${labelOfCol(plan.col(q.group_by.column))}${q.group_by.part ? ` (${q.group_by.part})` : ''}`,
    ];
    if (q.having)
      out.push(`groups whose ${measureWords(q.having.measure, plan)} is ${OPWORD[q.having.op]} ${exposure === 'full' ? q.having.value : 'the level you gave'}`);
    if (q.limit) out.push(`${q.order === 'asc' ? 'lowest' : 'highest'} first, the first ${q.limit}`);
    return out;
  },
  curate: (input, q) => (input.exposure === 'full' ? curateFull(input, q) : curateBelowFull(input, q)),
  columns: (q, plan) => {
    const g = plan.col(q.group_by.column);
    if (q.answer === 'count') return [{ key: 'v', label: `Number of ${labelOfCol(g)} groups`, type: 'number' }];
    const key = columnOf('g', g);
    // A period ("2014", "2014-03") reads as text; its label says which part of the time it is.
    const shownKey = q.group_by.part ? { ...key, label: `${key.label} (${q.group_by.part})`, type: 'text' as const } : key;
    return [
      shownKey,
      ...(q.show ?? []).map((r, i) => columnOf(`s${i}`, plan.col(r))),
      ...q.measures.map((m, i) => measureColumn(`v${i + 1}`, m, plan)),
      recordsColumn(plan),
    ];
  },
  chart: (q, plan, rowCount) => {
    if (q.answer === 'count') return { kind: 'none' };
    const trend = plan.col(q.group_by.column).temporal && q.limit === undefined;
    if (trend) return rowCount >= 2 ? { kind: 'line', x: 'g', y: 'v1' } : { kind: 'none' };
    return { kind: 'bar', x: 'g', y: 'v1' };
  },
  answered: (q, rows) => (q.limit !== undefined && q.answer !== 'count' ? rows.slice(0, q.limit) : rows),
  reference,
};
