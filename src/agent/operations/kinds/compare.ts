/**
 * compare: a measure for two or more named values of a key column (or named periods of a time
 * column: `part`); `ask` each, which is highest or lowest, their difference, ratio or percent change. "How many more
 * A than B", "which came first, A or B", "rainfall in 2012 and 2015".
 *
 * Its rows: g (the key, lower-cased text, a number or a period), v, n.
 */
import { Type, type Static } from 'typebox';
import { bucket, equals, isNumberLike, type Writer } from '../../execute/writer.js';
import { InvalidQueryError } from '../../plan/plan.js';
import { ColumnRef, Common, oneOf, POSITION, Scalar, TIME_PARTS, type TimePart } from '../../plan/schema.js';
import { withheldAt } from '../../../contracts/columns.js';
import { columnOf, measureColumn, recordsColumn } from '../../present/shown-columns.js';
import { labelOfCol, whereWords } from '../../present/words.js';
import { cap, exposureNote, figure, groupedMeasure, inUnit, orderWords, ratioWords } from '../../present/wording.js';
import { formatValue, listWords, toNumber } from '../../text.js';
import type { CurationInput } from '../../types.js';
import { aggregateOf, checkMeasure, Measure, measureSql, measureValue, measureWords } from '../aggregates/index.js';
import { asValue, countOf, entitiesSql, type QueryKind, type Reference, type Tuple } from '../operation.js';
import type { AnswerValue } from '../../present/answer.js';

export const COMPARE_ASKS = ['each', 'max', 'min', 'difference', 'ratio', 'percent_change'] as const;
export type CompareAsk = (typeof COMPARE_ASKS)[number];

const CompareQuery = Type.Object(
  {
    kind: Type.Literal('compare'),
    ...Common,
    key: ColumnRef,
    values: Type.Array(Scalar, { minItems: 2, maxItems: 10 }),
    measure: Measure,
    part: Type.Optional(
      oneOf(TIME_PARTS, 'Compare periods of a time key: the values are periods as a grouping writes them (2012, 2012-H1, 2012-Q1, 2012-03, 2012-03-05)'),
    ),
    ask: Type.Optional(
      oneOf(
        COMPARE_ASKS,
        'Each value’s measure (default), which is highest or lowest, first minus second, first over second, or the percent change from first to second',
      ),
    ),
  },
  { additionalProperties: false },
);
export type CompareQuery = Static<typeof CompareQuery>;

/** How each period is written, as the groupings write it. */
const PERIOD_SHAPES: Record<TimePart, RegExp> = {
  year: /^\d{4}$/,
  half: /^\d{4}-H[12]$/,
  quarter: /^\d{4}-Q[1-4]$/,
  month: /^\d{4}-(0[1-9]|1[0-2])$/,
  week: /^\d{4}-\d{2}-\d{2}$/,
  day: /^\d{4}-\d{2}-\d{2}$/,
};
const PERIOD_EXAMPLES: Record<TimePart, string> = {
  year: '2012',
  half: '2012-H1',
  quarter: '2012-Q1',
  month: '2012-03',
  week: '2012-03-05',
  day: '2012-03-05',
};

function sql(w: Writer, q: CompareQuery): string {
  const k = w.plan.col(q.key);
  if (q.part && k.temporal) {
    // Periods of a time key ("rainfall in 2012 and 2015"): each named period is one group.
    const period = bucket(w.time(k), q.part);
    const match = `${period} IN (${q.values.map((v) => w.p(String(v))).join(', ')})`;
    return `SELECT ${period} AS g, ${measureSql(w, q.measure, true)} AS v, count(*) AS n, ${entitiesSql(w)} AS e FROM ${w.from()}${w.where(q.filters, [match])} GROUP BY 1`;
  }
  const numericKey = k.numeric && q.values.every(isNumberLike);
  const key = numericKey ? w.num(k) : `lower(${w.raw(k)}::text)`;
  const match = `(${q.values.map((v) => equals(w, k, v, false)).join(' OR ')})`;
  return `SELECT ${key} AS g, ${measureSql(w, q.measure, true)} AS v, count(*) AS n, ${entitiesSql(w)} AS e FROM ${w.from()}${w.where(q.filters, [match])} GROUP BY 1`;
}

function answer(q: CompareQuery, rows: Record<string, unknown>[]) {
  const list = q.values.map((value) => {
    // Text keys come back lower-cased, periods as a grouping writes them ("2024-Q4"): compared case-blind.
    const key = String(value).toLowerCase();
    const row = rows.find((r) => (typeof r.g === 'number' ? r.g === toNumber(value) : String(r.g).toLowerCase() === key));
    const entities = row ? countOf(row.e) : 0;
    return { value, measure: row ? toNumber(row.v) : null, n: row ? Number(row.n) : 0, ...(entities !== undefined ? { entities } : {}) };
  });
  const known = list.filter((x) => x.measure !== null);
  const ask = q.ask ?? 'each';
  let values: AnswerValue[] = [];
  if (ask === 'each') values = known.map((x) => x.measure!);
  else if (known.length === list.length && known.length >= 2) {
    if (ask === 'max' || ask === 'min') {
      // The position "#row" ranks the other way: the first row is the lowest.
      const best = known.reduce((a, b) => ((ask === 'max' ? b.measure! > a.measure! : b.measure! < a.measure!) ? b : a));
      values = [asValue(best.value)];
    } else if (ask === 'difference') values = [Math.abs(known[0]!.measure! - known[1]!.measure!)];
    else if (ask === 'percent_change') {
      // From the first named (the earlier period) to the second: "grew by 26.8 %".
      if (known[0]!.measure !== 0) values = [((known[1]!.measure! - known[0]!.measure!) / Math.abs(known[0]!.measure!)) * 100];
    } else if (known[1]!.measure !== 0) values = [known[0]!.measure! / known[1]!.measure!];
  }
  return { kind: values.length ? ('comparison' as const) : ('none' as const), values, compared: list };
}

function curate(input: CurationInput, q: CompareQuery): string {
  const { plan, answer, exposure, unit } = input;
  const key = plan.col(q.key);
  const list = answer.compared ?? [];
  const where = whereWords(q.filters, plan, exposure);
  const position = q.measure.column === POSITION;
  const words = position ? 'position in the table' : measureWords(q.measure, plan) + inUnit(unit);
  const sensitive = !!key.column && withheldAt(key.column, exposure);
  const name = (v: unknown) => (sensitive ? 'one of the values you named' : String(v));
  const missing = list.filter((x) => x.measure === null).map((x) => name(x.value));
  const known = list.filter((x) => x.measure !== null);
  if (exposure !== 'full') {
    // Below full, a value with no records and one with too few read alike (see small-sets.ts).
    const gap = missing.length ? ` Too few ${plan.base.name} records match ${listWords(missing)} to describe.` : '';
    if (known.length < 2) return `Of the values named, only ${name(known[0]!.value)} covers enough ${plan.base.name} records to describe${where}.${gap}`;
  }
  const gap = missing.length ? ` No ${plan.base.name} records match ${listWords(missing)}.` : '';
  if (known.length < 2)
    return `${known.length ? `Only ${name(known[0]!.value)} has ${plan.base.name} records${where}.` : `None of the values named has ${plan.base.name} records${where}.`}${gap}`;
  const [a, b] = [known[0]!, known[1]!];
  const ask = q.ask ?? 'each';
  if (exposure !== 'full') {
    const note = exposureNote[exposure as 'limited' | 'advisory'];
    if (position) return `${cap(name((a.measure! <= b.measure! ? a : b).value))} comes first in the table.${gap} ${note}`;
    return `${cap(name(a.value))}'s ${words} is ${orderWords(a.measure!, b.measure!)} ${name(b.value)}'s${where}.${gap} ${note}`;
  }
  // A share compared ("the win rate of A and B") reads in percent, and its difference in points.
  const percent = !position && !!aggregateOf(q.measure.agg).percent;
  // A year or an id compared ("the latest year of A and B") reads as the value; a row as its number.
  const fig = (v: number | null) => (position ? `row ${v}` : percent ? `${figure(v)}%` : figure(v, unit, groupedMeasure(q.measure, plan.col)));
  const gapOf = (v: number) => (percent ? `${figure(v)} percentage points` : figure(v, unit));
  const each = known.map((x) => `${name(x.value)}: ${fig(x.measure)}`).join(', ');
  if (ask === 'max' || ask === 'min') {
    const winner = answer.values[0];
    const higher = position
      ? ask === 'min'
        ? 'comes first in the table'
        : 'comes last in the table'
      : ask === 'max'
        ? `has the higher ${words}`
        : `has the lower ${words}`;
    return `${formatValue(winner)} ${higher}${where} (${each}).${gap}`;
  }
  if (ask === 'difference')
    return `${gapOf(Number(answer.values[0]))} — the difference in ${words} between ${name(a.value)} and ${name(b.value)}${where} (${each}).${gap}`;
  if (ask === 'ratio') return `${figure(answer.values[0])} — the ratio of ${name(a.value)}'s ${words} to ${name(b.value)}'s${where} (${each}).${gap}`;
  if (ask === 'percent_change') {
    const change = Number(answer.values[0]);
    return `${change >= 0 ? '+' : ''}${figure(change)}% — the change in ${words} from ${name(a.value)} to ${name(b.value)}${where} (${each}).${gap}`;
  }
  const va = a.measure!;
  const vb = b.measure!;
  return `The ${words} by ${labelOfCol(key)}${where}: ${each}. ${name(a.value)} is ${ratioWords(va, vb)} ${name(b.value)} (a difference of ${gapOf(Math.abs(va - vb))}).${gap}`;
}

function reference(e: Reference, q: CompareQuery, selected: Tuple[]): Record<string, unknown>[] {
  const k = e.plan.col(q.key);
  // The key of each row, as the SQL groups it: a period of a time key, a number, or lower-cased text.
  let keyOf: (t: Tuple) => unknown;
  let ts: Tuple[];
  if (q.part && k.temporal) {
    const part = q.part;
    keyOf = (t) => {
      const d = e.shown(t, k, part);
      return d === null ? null : String(d);
    };
    const wanted = new Set(q.values.map(String));
    ts = selected.filter((t) => wanted.has(String(keyOf(t))));
  } else {
    const numericKey = k.numeric && q.values.every(isNumberLike);
    keyOf = (t) => (numericKey ? e.num(t, k) : String(e.raw(t, k)).toLowerCase());
    ts = selected.filter((t) => q.values.some((v) => e.equals(t, k, v) === true));
  }
  const groups = new Map<unknown, Tuple[]>();
  for (const t of ts) groups.set(keyOf(t), [...(groups.get(keyOf(t)) ?? []), t]);
  const all = [...groups.values()];
  return [...groups].map(([g, members]) => ({ g, v: measureValue(e, members, q.measure, all), n: members.length, _first: members[0]![0]!._row }));
}

export const compare: QueryKind<typeof CompareQuery> = {
  kind: 'compare',
  schema: CompareQuery,
  check: (q, col) => {
    const k = col(q.key);
    if (k.ref === POSITION) throw new InvalidQueryError('the key of a comparison is a column');
    if (q.part) {
      if (!k.temporal) throw new InvalidQueryError(`periods are compared on a time column; ${k.ref} is not`);
      const shape = PERIOD_SHAPES[q.part];
      for (const v of q.values) if (!shape.test(String(v))) throw new InvalidQueryError(`${String(v)} is not a ${q.part} (as in ${PERIOD_EXAMPLES[q.part]})`);
    }
    checkMeasure(q.measure, col, 'measure');
    if ((q.ask === 'difference' || q.ask === 'ratio' || q.ask === 'percent_change') && q.values.length !== 2)
      throw new InvalidQueryError(`${q.ask} compares exactly two values`);
  },
  intent: () => 'comparison',
  sql: (w, q) => ({ text: sql(w, q), shape: 'compare' }),
  answer: (q, _shape, rows) => answer(q, rows),
  words: (q, plan, exposure) => [
    `${measureWords(q.measure, plan)} compared for ${exposure === 'advisory' ? 'the values you named' : listWords(q.values.map(String))} of ${q.part ? `the ${q.part} of ` : ''}${labelOfCol(plan.col(q.key))}`,
  ],
  curate,
  columns: (q, plan) => [columnOf('g', plan.col(q.key)), measureColumn('v', q.measure, plan), recordsColumn(plan)],
  chart: () => ({ kind: 'bar', x: 'g', y: 'v' }),
  reference,
};
