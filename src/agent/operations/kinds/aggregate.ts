/**
 * aggregate: one or two measures over the selected rows (count, count of distinct values, sum,
 * average, min, max, share…), optionally combined (difference, ratio). "How many…", "the average…",
 * "what share of…".
 *
 * Its row: v1 [, v2], n (rows selected) [, k (the records a share is taken over)].
 */
import { Type, type Static } from 'typebox';
import { InvalidQueryError } from '../../plan/plan.js';
import { Common, oneOf } from '../../plan/schema.js';
import { measureColumn, recordsColumn } from '../../present/shown-columns.js';
import { labelOfCol, whereWords } from '../../present/words.js';
import { exposureNote, figure, groupedMeasure, inUnit, MASK, placeWords } from '../../present/wording.js';
import { formatFigure, listWords, toNumber } from '../../text.js';
import type { CurationInput } from '../../types.js';
import { aggregateOf, checkMeasure, Measure, measureSql, measureValue, measureWords } from '../aggregates/index.js';
import { asValue, countOf, entitiesSql, present, type QueryKind } from '../operation.js';

const AggregateQuery = Type.Object(
  {
    kind: Type.Literal('aggregate'),
    ...Common,
    measures: Type.Array(Measure, { minItems: 1, maxItems: 4 }),
    combine: Type.Optional(oneOf(['difference', 'ratio'] as const, 'Of the two measures: first minus second, or first over second')),
  },
  { additionalProperties: false },
);
export type AggregateQuery = Static<typeof AggregateQuery>;

/** The measures whose figure reads on the scale of the column's single values. */
const LIKE_SINGLE_VALUES = new Set(['avg', 'median']);

function curate(input: CurationInput, q: AggregateQuery): string {
  const { plan, answer, exposure, unit } = input;
  const where = whereWords(q.filters, plan, exposure);
  const over = answer.total ?? 0;
  const m = q.measures[0]!;
  const f = aggregateOf(m.agg);
  const words = measureWords(m, plan) + inUnit(unit);
  if (exposure === 'full') {
    if (q.combine)
      return `${figure(
        answer.values[0],
        unit,
        q.measures.every((x) => groupedMeasure(x, plan.col)),
      )} — the ${q.combine} between the ${q.measures.map((x) => measureWords(x, plan)).join(' and the ')}${where}.`;
    const own = f.said?.full?.(input, m, where);
    if (own !== undefined) return own;
    // "the total population and maximum GNP": each further measure said after the first.
    const more = q.measures
      .slice(1)
      .map((x, i) => `the ${measureWords(x, plan)} is ${figure(answer.measures?.[i + 1] ?? answer.values[i + 1], unit, groupedMeasure(x, plan.col))}`);
    const rest = more.length ? ` and ${listWords(more)}` : '';
    return `${figure(answer.values[0], unit, groupedMeasure(m, plan.col))} — the ${words}${where} (over ${formatFigure(over)} ${plan.base.name} records)${rest}.`;
  }
  const own = f.said?.below?.(input, m, where);
  if (own !== undefined) return own;
  const c = m.column !== undefined ? plan.col(m.column) : undefined;
  // Only a figure on the scale of single values (an average, a median) sits in their range: a total,
  // a count or a ratio is not compared with single values, and an extreme is one record's value.
  const place =
    c && !q.combine && m.since === undefined && LIKE_SINGLE_VALUES.has(m.agg) ? `, ${placeWords(answer.values[0], c.column)} of ${labelOfCol(c)}` : '';
  return `The ${words}${where} is ${exposure === 'limited' ? MASK : 'not given as a figure'}${place}. ${exposureNote[exposure]}`;
}

export const aggregate: QueryKind<typeof AggregateQuery> = {
  kind: 'aggregate',
  schema: AggregateQuery,
  check: (q, col) => {
    q.measures.forEach((m, i) => checkMeasure(m, col, `measure ${i + 1}`));
    if (q.combine && q.measures.length !== 2) throw new InvalidQueryError('combine needs two measures');
  },
  intent: (q) => q.measures.map((m) => aggregateOf(m.agg).intent).find((x) => x !== undefined) ?? 'aggregate',
  sql: (w, q) => {
    const measures = q.measures.map((m, i) => `${measureSql(w, m, false)} AS v${i + 1}`).join(', ');
    const known = aggregateOf(q.measures[0]!.agg).known?.(w, q.measures[0]!);
    return {
      text: `SELECT ${measures}, ${w.rows()} AS n, ${entitiesSql(w)} AS e${known ? `, ${known} AS k` : ''} FROM ${w.from()}${w.where(q.filters)}`,
      shape: 'aggregate',
    };
  },
  answer: (q, _shape, rows) => {
    const row = rows[0];
    const measures = q.measures.map((_, i) => (row?.[`v${i + 1}`] ?? null) as number | string | null);
    // A share of the records with a value is measured over those (k), not every record selected.
    const total = row ? Number(row.k ?? row.n) : 0;
    const counted = countOf(row?.e);
    const entities = counted !== undefined ? { entities: counted } : {};
    const nums = measures.map(toNumber);
    if (q.combine && nums[0] !== null && nums[1] !== null) {
      const v = q.combine === 'difference' ? nums[0]! - nums[1]! : nums[1] !== 0 ? nums[0]! / nums[1]! : null;
      return v === null ? { kind: 'none', values: [], measures, total, ...entities } : { kind: 'number', values: [v], measures, total, ...entities };
    }
    const found = measures.filter(present).map(asValue);
    return { kind: found.length ? 'number' : 'none', values: found, measures, total, ...entities };
  },
  words: (q, plan) => [q.measures.map((m) => measureWords(m, plan)).join(' and ') + (q.combine ? ` (${q.combine})` : '')],
  curate,
  columns: (q, plan) => [...q.measures.map((m, i) => measureColumn(`v${i + 1}`, m, plan)), recordsColumn(plan)],
  chart: () => ({ kind: 'none' }),
  reference: (e, q, ts) => {
    const out: Record<string, unknown> = { n: ts.length };
    q.measures.forEach((m, i) => (out[`v${i + 1}`] = measureValue(e, ts, m)));
    return [out];
  },
};
