/**
 * How the business set writes a question: its kinds, its shape, a numbering question maker per table,
 * and the period expectations (every month, quarter or year with its figure) the tables share.
 */
import type { AnswerExpect } from '../check-answer.js';
import { type Key, labelled, monthAlts, monthOf, quarterAlts, quarterOf, textOf, yearOf } from './calc.js';
import type { TableKey } from './data.js';

export const KINDS = [
  'total',
  'trend',
  'top_n',
  'best_worst',
  'count',
  'compare',
  'growth',
  'share',
  'average',
  'filter_agg',
  'lookup',
  'record_rank',
  'missing',
  'ambiguous_measure',
] as const;
export type Kind = (typeof KINDS)[number];

export interface BusinessQuestion {
  /** Stable within a table: "orders-07". */
  id: string;
  table: TableKey;
  kind: Kind;
  q: string;
  expect: AnswerExpect;
}

export type Ask = (kind: Kind, q: string, expect: AnswerExpect) => BusinessQuestion;
/** A question maker for one table: numbers its questions in order. */
export function asker(table: TableKey, from = 1): Ask {
  let n = from - 1;
  return (kind, q, expect) => ({ id: `${table}-${String(++n).padStart(2, '0')}`, table, kind, q, expect });
}

/** The rows whose date (a key of the row, nulls left out) falls in the period `of` names. */
export const inPeriod = <T>(rows: T[], date: Key<T>, of: (iso: string) => string, period: string): T[] => {
  const day = textOf(date);
  return rows.filter((r) => {
    const d = day(r);
    return d !== null && of(d) === period;
  });
};
/** The twelve months of a year, each with its figure. */
export const monthly = <T>(rows: T[], date: Key<T>, year: string, f: (g: T[]) => number): AnswerExpect =>
  labelled(
    Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`).map((ym) => [monthAlts(ym, true), f(inPeriod(rows, date, monthOf, ym))]),
  );
/** The four quarters of a year, each with its figure. */
export const quarterly = <T>(rows: T[], date: Key<T>, year: string, f: (g: T[]) => number): AnswerExpect =>
  labelled([1, 2, 3, 4].map((q) => `${year}-Q${q}`).map((yq) => [quarterAlts(yq, true), f(inPeriod(rows, date, quarterOf, yq))]));
/** Each of these years with its figure. */
export const yearly = <T>(rows: T[], date: Key<T>, years: string[], f: (g: T[]) => number): AnswerExpect =>
  labelled(years.map((y) => [[y], f(inPeriod(rows, date, yearOf, y))]));
