/**
 * The answer's work, as the portal shows it beside the text (issue 12): the rows the answer was
 * written from (with the spec's labels and units), the SQL that ran, a chart suggestion derived from
 * the structured query's shape, and what was understood in words.
 *
 * Only the words exist below full exposure, and they pass through the one exposure guard like the
 * answer (finish.ts); the rows, the chart and the SQL are made at full exposure only.
 */
import type { Exposure } from '../../contracts/exposure.js';
import { kindOf } from '../operations/index.js';
import type { Plan } from '../plan/plan.js';
import type { StructuredQuery } from '../plan/query.js';
import { choicesOf } from './choices.js';
import type { Cell, ChartSuggestion, ShownColumn, ShownWork } from './shown.schemas.js';

/** The query, its plan, the result rows and the SQL of the reading that answered. */
export interface AnsweredWork {
  query: StructuredQuery;
  /** The reading as understood, before record context was added: what the portal may change. */
  reading: StructuredQuery;
  plan: Plan;
  rows: Record<string, unknown>[];
  sql: { text: string; params: unknown[] };
  /** What was understood, in the words the exposure allows (understood.ts). */
  understood: string[];
}

/** The columns of the result as the compiler shaped it (sql.ts), labelled from the spec: each kind lists its own. */
export function columnsOf(q: StructuredQuery, plan: Plan): ShownColumn[] {
  return kindOf(q.kind).columns(q, plan);
}

/** The rows an answer was written from: a ranking's SQL reads on past its limit (small sets), its answer does not. */
export function answeredRows(q: StructuredQuery, rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return kindOf(q.kind).answered?.(q, rows) ?? rows;
}

/** The chart the query's shape calls for; none when there is a single value or a record lookup. */
export function chartOf(q: StructuredQuery, plan: Plan, rowCount: number): ChartSuggestion {
  if (rowCount < 1) return { kind: 'none' };
  return kindOf(q.kind).chart(q, plan, rowCount);
}

const asCell = (v: unknown): Cell =>
  v === null || v === undefined
    ? null
    : typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean'
      ? v
      : v instanceof Date
        ? v.toISOString()
        : typeof v === 'bigint'
          ? Number(v)
          : String(v);

/**
 * The work shown beside an answer. `understood` is already guarded by the caller (finish.ts);
 * everything else exists only at full exposure.
 */
export function shownWork(work: AnsweredWork, understood: string[], exposure: Exposure): ShownWork {
  if (exposure !== 'full') return { understood };
  const columns = columnsOf(work.query, work.plan);
  const rows = answeredRows(work.query, work.rows).map((r) => columns.map((c) => asCell(r[c.key])));
  return {
    understood,
    columns,
    rows,
    chart: chartOf(work.query, work.plan, rows.length),
    sql: { text: work.sql.text, params: work.sql.params.map(asCell) },
    reading: work.reading,
    choices: choicesOf(work.plan),
  };
}
