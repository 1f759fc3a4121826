/**
 * The answer's work, as the portal shows it beside the text (issue 12): the rows the answer was
 * written from (with the spec's labels and units), the SQL that ran, a chart suggestion derived from
 * the structured query's shape, and what was understood in words.
 *
 * Only the words exist below full exposure, and they pass through the one exposure guard like the
 * answer (finish.ts); the rows, the chart and the SQL are made at full exposure only.
 */
import type { Exposure } from '../../semantic/spec.types.js';
import { columnUnit } from '../understand/columns.js';
import { POSITION, type Measure, type StructuredQuery } from '../plan/query.js';
import type { Col, Plan } from '../plan/resolve.js';
import { labelOfCol, measureWords, pretty } from './understood.js';

export type Cell = string | number | boolean | null;

export interface ShownColumn {
  /** The key of the cell in each row of the result (c0, g, v1, n…). */
  key: string;
  label: string;
  unit?: string;
  type: 'number' | 'text' | 'date';
}

/** line: a trend over time; bar: groups, rankings and comparisons; none: one value or a record lookup. */
export type ChartKind = 'line' | 'bar' | 'none';

export interface ChartSuggestion {
  kind: ChartKind;
  /** Column keys of the table: the categories or periods, and the measure. */
  x?: string;
  y?: string;
}

/** The query, its plan, the result rows and the SQL of the reading that answered. */
export interface AnsweredWork {
  query: StructuredQuery;
  plan: Plan;
  rows: Record<string, unknown>[];
  sql: { text: string; params: unknown[] };
  /** What was understood, in the words the exposure allows (understood.ts). */
  understood: string[];
}

/** What the portal shows beside the answer text. */
export interface ShownWork {
  understood: string[];
  /** Full exposure only. */
  columns?: ShownColumn[];
  rows?: Cell[][];
  chart?: ChartSuggestion;
  sql?: { text: string; params: Cell[] };
}

const kindOf = (c: Col): ShownColumn['type'] => (c.ref === POSITION || c.numeric ? 'number' : c.temporal ? 'date' : 'text');
/** The unit a column's spec label states in parentheses ("Weight (lbs)", "Price (USD)"), else the one its name implies. */
const unitOf = (c: Col | undefined) => {
  if (!c?.column) return undefined;
  return /\(([^)]{1,20})\)\s*$/.exec(c.column.label ?? '')?.[1]?.trim() || columnUnit(c.column)?.name;
};
/** A label without the unit in parentheses: the unit is shown on its own. */
const bare = (label: string) => label.replace(/\s*\([^)]{1,20}\)\s*$/, '').replace(/^./, (ch) => ch.toUpperCase());

function measureColumn(key: string, m: Measure, plan: Plan): ShownColumn {
  const c = m.column !== undefined && m.column !== POSITION ? plan.col(m.column) : undefined;
  const unit = m.agg === 'share' ? '%' : m.agg === 'count' || m.agg === 'count_distinct' ? undefined : unitOf(c);
  return { key, label: bare(pretty(measureWords(m, plan))), ...(unit ? { unit } : {}), type: 'number' };
}

const records = (plan: Plan): ShownColumn => ({ key: 'n', label: `${pretty(plan.base.name)} records`, type: 'number' });

/** The columns of the result as the compiler shaped it (sql.ts), labelled from the spec. */
export function columnsOf(q: StructuredQuery, plan: Plan): ShownColumn[] {
  const col = (key: string, c: Col, label = labelOfCol(c)): ShownColumn => {
    const unit = unitOf(c);
    return { key, label: bare(label), ...(unit ? { unit } : {}), type: kindOf(c) };
  };
  switch (q.kind) {
    case 'values':
      return q.columns.map((ref, i) => col(`c${i}`, plan.col(ref)));
    case 'aggregate':
      return [...q.measures.map((m, i) => measureColumn(`v${i + 1}`, m, plan)), records(plan)];
    case 'groups': {
      const g = plan.col(q.group_by.column);
      if (q.answer === 'count') return [{ key: 'v', label: `Number of ${labelOfCol(g)} groups`, type: 'number' }];
      const key = col('g', g);
      // A period ("2014", "2014-03") reads as text; its label says which part of the time it is.
      const shownKey = q.group_by.part ? { ...key, label: `${key.label} (${q.group_by.part})`, type: 'text' as const } : key;
      return [shownKey, ...q.measures.map((m, i) => measureColumn(`v${i + 1}`, m, plan)), records(plan)];
    }
    case 'compare':
      return [col('g', plan.col(q.key)), measureColumn('v', q.measure, plan), records(plan)];
    case 'correlation':
      return [{ key: 'v', label: `Correlation of ${q.columns.map((c) => labelOfCol(plan.col(c))).join(' and ')}`, type: 'number' }, records(plan)];
  }
}

/** The chart the query's shape calls for; none when there is a single value or a record lookup. */
export function chartOf(q: StructuredQuery, plan: Plan, rowCount: number): ChartSuggestion {
  if (rowCount < 1) return { kind: 'none' };
  switch (q.kind) {
    case 'groups': {
      if (q.answer === 'count') return { kind: 'none' };
      const trend = plan.col(q.group_by.column).temporal && q.limit === undefined;
      if (trend) return rowCount >= 2 ? { kind: 'line', x: 'g', y: 'v1' } : { kind: 'none' };
      return { kind: 'bar', x: 'g', y: 'v1' };
    }
    case 'compare':
      return { kind: 'bar', x: 'g', y: 'v' };
    case 'values': {
      // A ranking whose order column is shown: one bar per record ranked.
      const by = q.order && q.order.by !== POSITION ? q.columns.indexOf(q.order.by) : -1;
      if (by > 0 && rowCount >= 2 && plan.col(q.order!.by).numeric) return { kind: 'bar', x: 'c0', y: `c${by}` };
      return { kind: 'none' };
    }
    default:
      return { kind: 'none' };
  }
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
  const rows = work.rows.map((r) => columns.map((c) => asCell(r[c.key])));
  return {
    understood,
    columns,
    rows,
    chart: chartOf(work.query, work.plan, rows.length),
    sql: { text: work.sql.text, params: work.sql.params.map(asCell) },
  };
}
