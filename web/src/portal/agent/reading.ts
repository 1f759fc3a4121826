/**
 * Changing one part of a reading (issue 23, item 7): pure functions from an answer's structured
 * query to the changed one the portal sends back (/api/v1/inference `reading`). The server checks
 * whatever is sent against the spec, so these only need to build what the choices offer.
 */
// The generated types only (api.ts imports server code): the unit tests run this file in Node.
import type { paths } from '../../api.gen.js';

type InferenceAnswer = paths['/api/v1/inference']['post']['responses'][200]['content']['application/json'];

export type Reading = NonNullable<InferenceAnswer['reading']>;
export type Choices = NonNullable<InferenceAnswer['choices']>;
type Loose = Record<string, unknown> & { kind: string; module: string; filters: unknown[] };

export interface MeasurePick {
  agg: string;
  column?: string;
}

export interface GroupPick {
  column: string;
  part?: string;
}

/** The parts of a reading the panel offers to change, by its kind. */
export function editable(r: Reading): { measure: boolean; group: boolean; order: boolean } {
  return {
    measure: r.kind === 'aggregate' || r.kind === 'groups' || r.kind === 'compare',
    group: r.kind === 'aggregate' || r.kind === 'groups',
    order: r.kind === 'groups' || (r.kind === 'values' && Boolean(r.order)),
  };
}

/** The reading's first measure. */
export function measureOf(r: Reading): MeasurePick | undefined {
  const m = r.kind === 'aggregate' || r.kind === 'groups' ? r.measures[0] : r.kind === 'compare' ? r.measure : undefined;
  return m ? { agg: m.agg, ...(m.column !== undefined ? { column: m.column } : {}) } : undefined;
}

export function groupOf(r: Reading): GroupPick | undefined {
  return r.kind === 'groups' ? { column: r.group_by.column, ...(r.group_by.part ? { part: r.group_by.part } : {}) } : undefined;
}

const asReading = (x: Loose) => x as unknown as Reading;

/** The reading with its (first) measure replaced; a combination of two measures becomes the one chosen. */
export function withMeasure(r: Reading, m: MeasurePick): Reading {
  const measure = { agg: m.agg, ...(m.column !== undefined ? { column: m.column } : {}) };
  const x = { ...r } as unknown as Loose;
  if (r.kind === 'compare') return asReading({ ...x, measure });
  if (r.kind === 'groups') return asReading({ ...x, measures: [measure, ...r.measures.slice(1)] });
  const { combine: _, ...rest } = x;
  return asReading({ ...rest, measures: [measure] } as Loose);
}

/** The reading grouped by another column (or period), or by none: one figure over the selected rows. */
export function withGroup(r: Reading, g: GroupPick | undefined): Reading {
  if (r.kind !== 'aggregate' && r.kind !== 'groups') return r;
  const common = { module: r.module, ...(r.join ? { join: r.join } : {}), filters: r.filters };
  const measures = r.kind === 'groups' ? r.measures : r.measures.slice(0, 1);
  if (!g) return asReading({ kind: 'aggregate', ...common, measures });
  const group_by = { column: g.column, ...(g.part ? { part: g.part } : {}) };
  if (r.kind === 'groups') {
    // The columns shown beside a key belong to the old key's records.
    const { show: _, ...rest } = r as unknown as Loose;
    return asReading({ ...rest, group_by } as Loose);
  }
  return asReading({ kind: 'groups', ...common, group_by, measures, order: 'desc' });
}

/** The reading without its i-th filter. */
export function withoutFilter(r: Reading, i: number): Reading {
  return asReading({ ...(r as unknown as Loose), filters: r.filters.filter((_, j) => j !== i) });
}

/** Highest or lowest first, and how many (none: all). */
export function withOrder(r: Reading, dir: 'asc' | 'desc' | undefined, limit: number | undefined): Reading {
  const x = { ...(r as unknown as Loose) };
  if (r.kind === 'groups') {
    delete x.order;
    delete x.limit;
    return asReading({ ...x, ...(dir ? { order: dir } : {}), ...(limit ? { limit } : {}) });
  }
  if (r.kind === 'values' && r.order) {
    delete x.limit;
    return asReading({ ...x, order: { ...r.order, dir: dir ?? r.order.dir }, ...(limit ? { limit } : {}) });
  }
  return r;
}

export function orderOf(r: Reading): { dir?: 'asc' | 'desc'; limit?: number } {
  if (r.kind === 'groups') return { dir: r.order, limit: r.limit };
  if (r.kind === 'values') return { dir: r.order?.dir, limit: r.limit };
  return {};
}

const OPS: Record<string, string> = {
  eq: 'is',
  neq: 'is not',
  in: 'is one of',
  not_in: 'is none of',
  contains: 'contains',
  gt: 'above',
  gte: 'at least',
  lt: 'below',
  lte: 'at most',
  range: 'from',
  month: 'in month',
  null: 'is missing',
  not_null: 'is present',
  exists: 'has',
  not_exists: 'has no',
};

const OF: Record<string, string> = { avg: 'average', min: 'lowest', max: 'highest' };

/** An aggregation in words, for its list. */
export const AGG_WORDS: Record<string, string> = {
  count: 'Number',
  count_distinct: 'Number of different',
  sum: 'Total',
  avg: 'Average',
  min: 'Lowest',
  max: 'Highest',
  median: 'Median',
  share: 'Share',
  ratio: 'Ratio',
};

/** A filter in words, for its "Remove" button: its column's label, the test and the value. */
export function filterWords(f: Reading['filters'][number], labels: Record<string, string>): string {
  const label = labels[f.column] ?? f.column.replace(/^.*\./, '').replace(/_/g, ' ');
  const op: string = f.op;
  const v = f.value;
  const value =
    v === undefined
      ? ''
      : Array.isArray(v)
        ? v.join(op === 'range' ? ' to ' : ', ')
        : typeof v !== 'object' || v === null
          ? String(v)
          : 'other' in v
            ? (labels[String(v.other)] ?? String(v.other))
            : 'of' in v
              ? `the ${OF[String(v.of)] ?? String(v.of)}`
              : 'anchor' in v
                ? 'another record’s'
                : 'related records';
  return `${label} ${OPS[op] ?? op} ${value}`.trim();
}
