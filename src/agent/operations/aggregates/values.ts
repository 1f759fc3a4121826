/**
 * A measure's figure per row: its column's number, that number times another column's ("quantity × unit
 * cost"), or the days from one date of the row to another ("days to pay").
 */
import type { Writer } from '../../execute/writer.js';
import type { Col } from '../../plan/plan.js';
import type { MeasureLike, Reference, Tuple } from '../operation.js';

/** The SQL of a measure's column per row: its number, or its product with `times`. */
export function valueSql(w: Writer, m: MeasureLike, c: Col): string {
  if (m.since !== undefined) return `((${w.time(c)})::date - (${w.time(w.plan.col(m.since))})::date)`;
  return m.times !== undefined ? `(${w.num(c)} * ${w.num(w.plan.col(m.times))})` : w.num(c);
}

const DAY = 86_400_000;
/** Whole days from one ISO date to another (their times of day aside), as SQL's date subtraction counts them. */
const daysBetween = (from: string | null, to: string | null) =>
  from === null || to === null ? null : Math.round((Date.parse(to.slice(0, 10)) - Date.parse(from.slice(0, 10))) / DAY);

/** A measure's column per row in memory, as valueSql computes it (a missing factor leaves the row out, as SQL's NULL does). */
export function rowValue(e: Reference, t: Tuple, m: MeasureLike, c: Col): number | null {
  if (m.since !== undefined) return daysBetween(e.time(t, e.plan.col(m.since)), e.time(t, c));
  const x = e.num(t, c);
  if (m.times === undefined || x === null) return x;
  const y = e.num(t, e.plan.col(m.times));
  return y === null ? null : x * y;
}

/** The figures of the tuples a measure aggregates, missing ones left out (as SQL's aggregates skip NULLs). */
export const rowValues = (e: Reference, tuples: Tuple[], m: MeasureLike, c: Col): number[] =>
  tuples.map((t) => rowValue(e, t, m, c)).filter((x): x is number => x !== null);
