/** What the aggregates over a numeric column share: the check of the column, its numbers in memory. */
import { InvalidQueryError, type Col } from '../../plan/plan.js';
import type { MeasureLike, Reference, Tuple } from '../operation.js';

/** The check of an aggregate that needs a numeric column (text read as numbers included). */
export const numericColumn =
  (name: string) =>
  (c: Col | undefined, _m: MeasureLike, what: string): void => {
    if (!c?.numeric) throw new InvalidQueryError(`${what}: ${name} needs a numeric column${c?.column ? `, ${c.column.name} is ${c.column.type}` : ''}`);
  };

/** The column's numbers over the tuples, missing values left out (as SQL aggregates skip NULLs). */
export const numbersOf = (e: Reference, tuples: Tuple[], c: Col): number[] => tuples.map((t) => e.num(t, c)).filter((x): x is number => x !== null);
