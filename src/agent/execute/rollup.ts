/**
 * Whether a module's rollup (src/semantic/rollups.ts) answers a plan exactly, with the same rows the
 * table gives. Only then does the compiler read it (writer.ts), and the answer says so:
 *   - one module, read whole (no join, no row policy), whose records are its rows;
 *   - a grouped or aggregate query whose group is a rollup dimension, or its date at the rollup's
 *     grain or coarser (a month rollup answers by month, quarter, half and year, never by week);
 *   - filters on dimensions, or on the date at bounds the grain keeps (a year, a month's first day);
 *   - counts, sums, averages, minima and maxima of the rollup's measures, nothing else (a distinct
 *     count or a median is not in it; a measure's own condition or factor is not either).
 * Sums and averages of whole numbers are exact; of double-precision numbers they add the same
 * values in another order, so they agree to floating-point rounding, as two runs of a parallel
 * aggregate do.
 */
import type { Rollup, RollupGrain } from '../../contracts/spec.js';
import type { Plan } from '../plan/plan.js';
import { ofAllOf, otherOf, POSITION, relatedOf, type BaseFilter, type Filter, type TimePart } from '../plan/schema.js';
import type { MeasureLike } from '../operations/operation.js';
import { dateBound } from './writer.js';

/** The periods a grain can be summed into. */
const PARTS: Record<RollupGrain, readonly TimePart[]> = {
  day: ['day', 'week', 'month', 'quarter', 'half', 'year'],
  month: ['month', 'quarter', 'half', 'year'],
  quarter: ['quarter', 'half', 'year'],
  year: ['year'],
};

const ROLLED = new Set(['count', 'sum', 'avg', 'min', 'max']);

export function rollupFor(plan: Plan): Rollup | undefined {
  const r = plan.base.rollup;
  if (!r || plan.sources.length !== 1 || plan.joins.length > 0 || plan.base.policy?.row_filter) return undefined;
  const q = plan.query;
  if (q.kind !== 'groups' && q.kind !== 'aggregate') return undefined;
  // The records counted are the rows (no key, or a unique one): the rollup's row counts count them.
  const key = plan.base.entity?.key;
  const keyCol = key ? plan.base.columns.find((c) => c.name === key) : undefined;
  if (keyCol && !(keyCol.stats.distinct_count >= plan.base.row_count && keyCol.stats.null_share === 0)) return undefined;

  const name = (ref: string) => {
    const c = plan.col(ref);
    return c.ref === POSITION || !c.column ? undefined : c.column.name;
  };
  const dims = new Set(r.dimensions);
  const measures = new Set(r.measures);
  const isTime = (ref: string) => r.time !== undefined && name(ref) === r.time.column;

  const measureFits = (m: MeasureLike & { every?: unknown }) => {
    if (!ROLLED.has(m.agg) || m.where || m.per || m.since || m.times || m.every) return false;
    if (m.column === undefined) return m.agg === 'count';
    const n = name(m.column);
    return n !== undefined && measures.has(n);
  };
  const filterFits = (f: Filter | BaseFilter): boolean => {
    if (relatedOf(f) || ofAllOf(f) !== undefined || otherOf(f) !== undefined) return false;
    if (typeof f.value === 'object' && f.value !== null && !Array.isArray(f.value)) return false;
    const n = name(f.column);
    if (n !== undefined && dims.has(n)) return true;
    return isTime(f.column) && timeFilterFits(f as BaseFilter, r.time!.grain);
  };

  if (!q.filters.every(filterFits)) return undefined;
  if (!q.measures.every(measureFits)) return undefined;
  if (q.kind === 'groups') {
    if (q.show?.length || (q.having && !measureFits(q.having.measure))) return undefined;
    const g = q.group_by;
    const n = name(g.column);
    if (n !== undefined && dims.has(n) && !g.part) return r;
    if (!isTime(g.column)) return undefined;
    return g.part ? (PARTS[r.time!.grain].includes(g.part) ? r : undefined) : r.time!.grain === 'day' ? r : undefined;
  }
  return r;
}

/** A filter on the rollup's date reads the same of the period's start as of the day itself. */
function timeFilterFits(f: BaseFilter, grain: RollupGrain): boolean {
  if (grain === 'day') return true;
  const values = Array.isArray(f.value) ? f.value : [f.value];
  switch (f.op) {
    case 'null':
    case 'not_null':
      return true;
    case 'month':
      return grain === 'month';
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return startsPeriod(dateBound(f.op, values[0]), grain);
    case 'range':
      return startsPeriod(String(values[0]), grain) && startsPeriod(String(values[1]), grain);
    default:
      return false;
  }
}

function startsPeriod(day: string, grain: RollupGrain): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (m?.[3] !== '01') return false;
  const month = Number(m[2]);
  return grain === 'month' || (grain === 'quarter' && month % 3 === 1) || (grain === 'year' && month === 1);
}
