/**
 * correlation: the correlation of two numeric columns over the selected rows. "Is X correlated with Y".
 *
 * Its row: v, n (the rows with both values).
 */
import { Type, type Static } from 'typebox';
import { InvalidQueryError } from '../../plan/plan.js';
import { ColumnRef, Common, POSITION } from '../../plan/schema.js';
import { recordsColumn } from '../../present/shown-columns.js';
import { labelOfCol, whereWords } from '../../present/words.js';
import { cap, exposureNote, figure } from '../../present/wording.js';
import { formatFigure, toNumber } from '../../text.js';
import type { QueryKind } from '../operation.js';

const CorrelationQuery = Type.Object(
  { kind: Type.Literal('correlation'), ...Common, columns: Type.Array(ColumnRef, { minItems: 2, maxItems: 2 }) },
  { additionalProperties: false },
);
export type CorrelationQuery = Static<typeof CorrelationQuery>;

/** Pearson's r of the pairs (null under two pairs or without variance), as SQL's corr. */
function pearson(pairs: readonly (readonly [number, number])[]): number | null {
  const n = pairs.length;
  if (n < 2) return null;
  let sx = 0,
    sy = 0,
    sxx = 0,
    syy = 0,
    sxy = 0;
  for (const [x, y] of pairs) {
    sx += x;
    sy += y;
    sxx += x * x;
    syy += y * y;
    sxy += x * y;
  }
  const cov = sxy - (sx * sy) / n;
  const vx = sxx - (sx * sx) / n;
  const vy = syy - (sy * sy) / n;
  if (vx <= 0 || vy <= 0) return null;
  return cov / Math.sqrt(vx * vy);
}

export const correlation: QueryKind<typeof CorrelationQuery> = {
  kind: 'correlation',
  schema: CorrelationQuery,
  check: (q, col) => {
    for (const c of q.columns.map(col)) if (!c.numeric || c.ref === POSITION) throw new InvalidQueryError(`correlation needs numeric columns; ${c.ref} is not`);
  },
  intent: () => 'correlation',
  sql: (w, q) => {
    const [a, b] = q.columns.map((r) => w.num(w.plan.col(r)));
    return {
      text: `SELECT corr(${a}, ${b}) AS v, count(*) AS n FROM ${w.from()}${w.where(q.filters, [`${a} IS NOT NULL`, `${b} IS NOT NULL`])}`,
      shape: 'correlation',
    };
  },
  answer: (_q, _shape, rows) => {
    const v = toNumber(rows[0]?.v);
    return v === null ? { kind: 'none', values: [], total: Number(rows[0]?.n ?? 0) } : { kind: 'number', values: [v], total: Number(rows[0]?.n ?? 0) };
  },
  words: (q, plan) => [`correlation of ${q.columns.map((c) => labelOfCol(plan.col(c))).join(' and ')}`],
  curate: ({ plan, answer, exposure }, q) => {
    const r = toNumber(answer.values[0]) ?? 0;
    const strength = Math.abs(r) >= 0.7 ? 'strong' : Math.abs(r) >= 0.4 ? 'moderate' : Math.abs(r) >= 0.2 ? 'weak' : 'little or no';
    const sign = Math.abs(r) < 0.2 ? '' : r > 0 ? ' positive' : ' negative';
    const [a, b] = q.columns.map((c) => labelOfCol(plan.col(c)));
    const where = whereWords(q.filters, plan, exposure);
    if (exposure === 'full')
      return `${figure(r)} — the correlation between ${a} and ${b}${where} (${strength}${sign} relationship, over ${formatFigure(answer.total ?? 0)} records).`;
    return `${cap(a!)} and ${b} show a ${strength}${sign} relationship${where}. ${exposureNote[exposure]}`;
  },
  columns: (q, plan) => [
    { key: 'v', label: `Correlation of ${q.columns.map((c) => labelOfCol(plan.col(c))).join(' and ')}`, type: 'number' },
    recordsColumn(plan),
  ],
  chart: () => ({ kind: 'none' }),
  reference: (e, q, selected) => {
    const [a, b] = q.columns.map((r) => e.plan.col(r));
    const pairs = selected.map((t) => [e.num(t, a!), e.num(t, b!)] as const).filter((p): p is readonly [number, number] => p[0] !== null && p[1] !== null);
    return [{ v: pearson(pairs), n: pairs.length }];
  },
};
