/** A measure's figure per row: its column's number, or that number times another column's ("quantity × unit cost"). */
import type { Writer } from '../../execute/writer.js';
import type { Col } from '../../plan/plan.js';
import type { MeasureLike, Reference, Tuple } from '../operation.js';

/** The SQL of a measure's column per row: its number, or its product with `times`. */
export function valueSql(w: Writer, m: MeasureLike, c: Col): string {
  return m.times !== undefined ? `(${w.num(c)} * ${w.num(w.plan.col(m.times))})` : w.num(c);
}

/** A measure's column per row in memory, as valueSql computes it (a missing factor leaves the row out, as SQL's NULL does). */
export function rowValue(e: Reference, t: Tuple, m: MeasureLike, c: Col): number | null {
  const x = e.num(t, c);
  if (m.times === undefined || x === null) return x;
  const y = e.num(t, e.plan.col(m.times));
  return y === null ? null : x * y;
}
