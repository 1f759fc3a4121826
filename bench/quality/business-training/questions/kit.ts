/**
 * The building blocks of the training questions: the question type and its kinds, a collector that
 * numbers a table's questions, row filters for dates in words, and expectation builders for trends,
 * shares, comparisons and "which is best" on top of ../../business/calc.ts (SQL semantics,
 * case-insensitive groups, rankings that refuse ties).
 */
import type { AnswerExpect } from '../../check-answer.js';
import {
  count,
  firstOf,
  groupsOf,
  type Key,
  labelled,
  labelledPct,
  MONTHS,
  monthAlts,
  monthOf,
  named,
  namesOf,
  type N,
  perGroup,
  pct,
  quarterAlts,
  quarterOf,
  rank,
  sum,
  avg,
  textOf,
  yearOf,
  either,
} from '../../business/calc.js';
import type { TableKey } from '../data.js';

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
  'describe',
] as const;
export type Kind = (typeof KINDS)[number];

export interface TrainingQuestion {
  /** "<table>-<nn>", numbered in order within a table. */
  id: string;
  table: TableKey;
  kind: Kind;
  q: string;
  expect: AnswerExpect;
}

export type Add = (kind: Kind, q: string, expect: AnswerExpect) => void;

/** A table's questions, numbered in the order the parts add them. */
export function collect(table: TableKey, ...parts: ((add: Add) => void)[]): TrainingQuestion[] {
  const out: TrainingQuestion[] = [];
  const add: Add = (kind, q, expect) => out.push({ id: `${table}-${String(out.length + 1).padStart(2, '0')}`, table, kind, q, expect });
  for (const part of parts) part(add);
  return out;
}

// ---- rows ---------------------------------------------------------------------------------------

/** A function of a group: its total (or mean) of a measure. */
export const total =
  <T>(f: (r: T) => N) =>
  (g: readonly T[]): number =>
    sum(g.map(f));
export const mean =
  <T>(f: (r: T) => N) =>
  (g: readonly T[]): number =>
    avg(g.map(f));

/** The rows meeting every condition. */
export const where = <T>(rows: readonly T[], ...conds: ((r: T) => boolean)[]): T[] => rows.filter((r) => conds.every((c) => c(r)));

/** Date conditions on an ISO date or timestamp (a null never matches, as in SQL). */
export const inYear = (y: string | number) => (d: string | null) => d?.startsWith(String(y)) === true;
export const inMonth = (ym: string) => (d: string | null) => d?.startsWith(ym) === true;
export const inQuarter = (yq: string) => (d: string | null) => d !== null && quarterOf(d) === yq;
export const inRange = (from: string, to: string) => (d: string | null) => d !== null && d.slice(0, 10) >= from && d.slice(0, 10) <= to;

// ---- expectations ---------------------------------------------------------------------------------

/** Every period's figure, labelled by the period as an answer may write it. */
function perPeriod<T>(
  rows: readonly T[],
  date: (r: T) => string | null,
  periodOf: (d: string) => string,
  periods: string[],
  alts: (p: string) => string[],
  f: (g: T[]) => number,
): AnswerExpect {
  // As a GROUP BY: a period without rows has no figure (not a zero).
  const entries: [string[], number][] = periods.flatMap((p): [string[], number][] => {
    const g = rows.filter((r) => date(r) !== null && periodOf(date(r)!) === p);
    return g.length === 0 ? [] : [[alts(p), f(g)]];
  });
  for (const [a, v] of entries) if (!Number.isFinite(v)) throw new Error(`no figure for ${a[0]}`);
  return labelled(entries);
}

/** The distinct periods the rows span, in order. */
const periodsOf = <T>(rows: readonly T[], date: (r: T) => string | null, periodOf: (d: string) => string): string[] =>
  [...new Set(rows.flatMap((r) => (date(r) === null ? [] : [periodOf(date(r)!)])))].sort();

export const byYear = <T>(rows: readonly T[], date: (r: T) => string | null, f: (g: T[]) => number): AnswerExpect =>
  perPeriod(rows, date, yearOf, periodsOf(rows, date, yearOf), (y) => [y], f);

/** The twelve months of one year (or every month the rows span, with year null). */
export function byMonth<T>(rows: readonly T[], date: (r: T) => string | null, year: string | null, f: (g: T[]) => number): AnswerExpect {
  if (year === null) return perPeriod(rows, date, monthOf, periodsOf(rows, date, monthOf), (m) => monthAlts(m), f);
  const months = MONTHS.map((_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
  return perPeriod(rows, date, monthOf, months, (m) => monthAlts(m, true), f);
}

/** The four quarters of one year (or every quarter the rows span, with year null). */
export function byQuarter<T>(rows: readonly T[], date: (r: T) => string | null, year: string | null, f: (g: T[]) => number): AnswerExpect {
  if (year === null) return perPeriod(rows, date, quarterOf, periodsOf(rows, date, quarterOf), (q) => quarterAlts(q), f);
  return perPeriod(
    rows,
    date,
    quarterOf,
    [1, 2, 3, 4].map((q) => `${year}-Q${q}`),
    (q) => quarterAlts(q, true),
    f,
  );
}

/** The best (or worst) group: the first of the groups the answer names is this one. */
export const bestGroup = <T>(rows: readonly T[], key: Key<T>, f: (g: T[]) => number, dir: 'desc' | 'asc' = 'desc'): AnswerExpect =>
  firstOf(rank(rows, key, f, 1, dir)[0]!, namesOf(rows, key));

/** The best (or worst) month of one year: the first month the answer names. */
export function bestMonth<T>(
  rows: readonly T[],
  date: (r: T) => string | null,
  year: string,
  f: (g: T[]) => number,
  dir: 'desc' | 'asc' = 'desc',
): AnswerExpect {
  const inY = rows.filter((r) => inYear(year)(date(r)));
  const best = rank(inY, (r) => monthOf(date(r)!), f, 1, dir)[0]!;
  const all = MONTHS.map((_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
  return { first: monthAlts(best, true), among: all.flatMap((m) => monthAlts(m, true)) };
}

/** The best (or worst) year. */
export function bestYear<T>(rows: readonly T[], date: (r: T) => string | null, f: (g: T[]) => number, dir: 'desc' | 'asc' = 'desc'): AnswerExpect {
  const dated = rows.filter((r) => date(r) !== null);
  const best = rank(dated, (r) => yearOf(date(r)!), f, 1, dir)[0]!;
  return { first: [best], among: periodsOf(rows, date, yearOf) };
}

/** Each named value's figure (a comparison of two or three values of one column); `percent` for rates in percent. */
export function compareGroups<T>(rows: readonly T[], key: Key<T>, values: string[], f: (g: T[]) => number, percent = false): AnswerExpect {
  const groups = perGroup(rows, key, f);
  const entries = values.map((v): [string[], number] => {
    const g = groups.find(([name]) => name.toLowerCase() === v.toLowerCase());
    if (!g) throw new Error(`no group ${v}`);
    return [[g[0]], g[1]];
  });
  return percent ? labelledPct(entries) : labelled(entries);
}

/** Figures under labels of their own (two measures, two periods): each label with its alternatives. */
export const labels = (entries: [string[], number][]): AnswerExpect => labelled(entries);

/** Each group's figure, labelled by its name. */
export const eachGroup = <T>(rows: readonly T[], key: Key<T>, f: (g: T[]) => number): AnswerExpect => labelled(named(perGroup(rows, key, f)));

/**
 * Each group's share of the whole (of rows, or of a total). Where the grouped column has empty
 * cells, the share over the rows with a value and over all rows are both accepted.
 */
export function sharesBy<T>(rows: readonly T[], key: Key<T>, f: (g: T[]) => number = count): AnswerExpect {
  const text = textOf(key);
  const withValue = rows.filter((r) => text(r) !== null);
  const over = (base: readonly T[]) => labelledPct(named(perGroup(rows, key, (g) => (100 * f(g)) / f([...base]))));
  return withValue.length === rows.length ? over(rows) : either(over(withValue), over(rows));
}

/** The share (a percentage) of a part in a whole, of rows or of a total. */
export const shareOf = <T>(part: readonly T[], whole: readonly T[], f: (g: T[]) => number = count): AnswerExpect => pct((100 * f([...part])) / f([...whole]));

/** The names of the groups, for a question that needs the column's values. */
export const groupNames = <T>(rows: readonly T[], key: Key<T>): string[] => groupsOf(rows, key).map((g) => g.name);
