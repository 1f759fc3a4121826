/**
 * How the business set computes and writes its expected answers: aggregation with SQL semantics
 * (nulls ignored), grouping with text compared case-insensitively (the service compares text so in
 * filters, and the set treats "north" and "North" as one region everywhere, see questions.ts),
 * rankings that refuse ties, the ways an answer may write a period, and the expectation builders.
 */
import type { AnswerExpect } from '../check-answer.js';

export type N = number | null | undefined;

const values = (xs: readonly N[]): number[] => xs.filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
export const sum = (xs: readonly N[]): number => values(xs).reduce((a, b) => a + b, 0);
/** SQL avg: over the non-null values; NaN (which the set refuses at load) when there is none. */
export const avg = (xs: readonly N[]): number => {
  const v = values(xs);
  return v.length === 0 ? Number.NaN : sum(v) / v.length;
};
export const countDistinct = (xs: readonly (string | null)[]): number => new Set(xs.filter((x): x is string => x !== null).map(fold)).size;

/** A text column named by its field ("plan"), or any function of a row giving text. */
export type Key<T> = { [K in keyof T]-?: T[K] extends string | null ? K : never }[keyof T] | ((r: T) => string | null);
/** A numeric column named by its field ("mrr"), or any function of a row giving a number. */
export type NumKey<T> = { [K in keyof T]-?: T[K] extends number | null ? K : never }[keyof T] | ((r: T) => N);
export const textOf =
  <T>(k: Key<T>) =>
  (r: T): string | null =>
    typeof k === 'function' ? k(r) : (r[k] as string | null);
const numberOf =
  <T>(k: NumKey<T>) =>
  (r: T): N =>
    typeof k === 'function' ? k(r) : (r[k] as N);

/** The number of rows of a group: the measure of "how many". */
export const count = (g: readonly unknown[]): number => g.length;

/** Text as the set compares it: trimmed, case-insensitive. */
export const fold = (s: string): string => s.trim().toLowerCase();
/** Whether a cell holds this value (a null never does, as in SQL). */
export const is = (cell: string | null, value: string): boolean => cell !== null && fold(cell) === fold(value);

export interface Group<T> {
  /** The group's most frequent spelling ("North" for North and north). */
  name: string;
  rows: T[];
}

/** Rows grouped by a text key, case-insensitively; the null group (no value) is left out. */
export function groupsOf<T>(rows: readonly T[], key: Key<T>): Group<T>[] {
  const byKey = new Map<string, { spellings: Map<string, number>; rows: T[] }>();
  const text = textOf(key);
  for (const r of rows) {
    const k = text(r);
    if (k === null) continue;
    const g = byKey.get(fold(k)) ?? { spellings: new Map<string, number>(), rows: [] };
    g.spellings.set(k, (g.spellings.get(k) ?? 0) + 1);
    g.rows.push(r);
    byKey.set(fold(k), g);
  }
  return [...byKey.values()]
    .map((g) => ({ name: [...g.spellings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0], rows: g.rows }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Every group's name (for `first`'s list of rivals). */
export const namesOf = <T>(rows: readonly T[], key: Key<T>): string[] => groupsOf(rows, key).map((g) => g.name);

/** [name, f(group)] for every group. */
export const perGroup = <T>(rows: readonly T[], key: Key<T>, f: (g: T[]) => number): [string, number][] => groupsOf(rows, key).map((g) => [g.name, f(g.rows)]);

/**
 * The n group names with the largest (desc) or smallest f, in order. Throws when the answer is not
 * unique: a tie at the cut or inside the list (so every ranking question has one right answer).
 */
export function rank<T>(rows: readonly T[], key: Key<T>, f: (g: T[]) => number, n: number, dir: 'desc' | 'asc' = 'desc'): string[] {
  const scored = perGroup(rows, key, f)
    .filter(([, v]) => Number.isFinite(v))
    .sort((a, b) => (dir === 'desc' ? b[1] - a[1] : a[1] - b[1]));
  if (scored.length < n) throw new Error(`only ${scored.length} groups for a top ${n}`);
  for (let i = 1; i <= Math.min(n, scored.length - 1); i++)
    if (scored[i]![1] === scored[i - 1]![1]) throw new Error(`groups tie at rank ${i}: ${scored[i - 1]![0]} and ${scored[i]![0]} (${scored[i]![1]})`);
  return scored.slice(0, n).map(([k]) => k);
}

/** The n records with the largest (desc) or smallest f (nulls left out); throws on a tie at the cut or inside. */
export function rankRecords<T>(rows: readonly T[], key: NumKey<T>, n: number, dir: 'desc' | 'asc' = 'desc'): T[] {
  const f = numberOf(key);
  const scored = rows
    .map((r) => ({ r, v: f(r) }))
    .filter((s): s is { r: T; v: number } => typeof s.v === 'number' && Number.isFinite(s.v))
    .sort((a, b) => (dir === 'desc' ? b.v - a.v : a.v - b.v));
  if (scored.length < n) throw new Error(`only ${scored.length} records for a top ${n}`);
  for (let i = 1; i <= Math.min(n, scored.length - 1); i++)
    if (scored[i]!.v === scored[i - 1]!.v) throw new Error(`records tie at rank ${i} (${scored[i]!.v})`);
  return scored.slice(0, n).map((s) => s.r);
}

/** The one record with the largest (desc) or smallest f. */
export const topRecord = <T>(rows: readonly T[], key: NumKey<T>, dir: 'desc' | 'asc' = 'desc'): T => rankRecords(rows, key, 1, dir)[0]!;

/** The one record whose key is this value; throws when there is not exactly one. */
export function theRecord<T>(rows: readonly T[], key: (r: T) => string, value: string): T {
  const found = rows.filter((r) => key(r) === value);
  if (found.length !== 1) throw new Error(`${found.length} records for ${value}`);
  return found[0]!;
}

// ---- periods ----------------------------------------------------------------------------------------

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const yearOf = (iso: string): string => iso.slice(0, 4);
export const monthOf = (iso: string): string => iso.slice(0, 7);
export const quarterOf = (iso: string): string => `${iso.slice(0, 4)}-Q${Math.floor((Number(iso.slice(5, 7)) - 1) / 3) + 1}`;
/** Whether an ISO date (or timestamp) lies in [from, to], both days included. */
export const within = (iso: string | null, from: string, to: string): boolean => iso !== null && iso.slice(0, 10) >= from && iso.slice(0, 10) <= to;

/** "2024-03" as an answer may write it; with `bare`, the month's name alone too (a question about one year). */
export function monthAlts(ym: string, bare = false): string[] {
  const name = MONTHS[Number(ym.slice(5, 7)) - 1]!;
  const y = ym.slice(0, 4);
  const alts = [ym, `${name} ${y}`, `${name.slice(0, 3)} ${y}`];
  return bare ? [...alts, name, name.slice(0, 3)] : alts;
}

/** "2024-Q1" as an answer may write it (its label, or the month it starts); with `bare`, "Q1" alone too. */
export function quarterAlts(yq: string, bare = false): string[] {
  const [y, q] = [yq.slice(0, 4), yq.slice(6)];
  const alts = [yq, `${y} Q${q}`, `Q${q} ${y}`, `Q${q}-${y}`, `${y}-${String(3 * Number(q) - 2).padStart(2, '0')}`];
  return bare ? [...alts, `Q${q}`] : alts;
}

/** A day ("2024-03-05", or the day of a timestamp "2024-03-05 14:32") as an answer may write it. */
export function dayAlts(isoOrStamp: string): string[] {
  const iso = isoOrStamp.slice(0, 10);
  const name = MONTHS[Number(iso.slice(5, 7)) - 1]!;
  const d = Number(iso.slice(8, 10));
  const y = iso.slice(0, 4);
  const short = name.slice(0, 3);
  const alts = [iso, `${name} ${d}, ${y}`, `${name} ${d} ${y}`, `${d} ${name} ${y}`, `${short} ${d}, ${y}`, `${short} ${d} ${y}`, `${d} ${short} ${y}`];
  // A timestamp's day may be written with its time glued on ("2024-03-05T14:32").
  return isoOrStamp.length > 10 ? [...alts, isoOrStamp, isoOrStamp.replace(' ', 'T')] : alts;
}

// ---- expectations -----------------------------------------------------------------------------------

/** Percentages are judged to 0.06 points: an answer with one decimal, rounded either way. */
export const SHARE_TOL = 0.06;

/** A figure: a total, an average, a count (to the precision the answer writes, at least three significant figures). */
export const amt = (v: number): AnswerExpect => ({ amount: v });
export const pct = (v: number): AnswerExpect => ({ percent: v, tol: SHARE_TOL });
/** A fraction stored as such (a 0.05 discount): the fraction, or the percentage. */
export const fractionOrPct = (v: number): AnswerExpect => ({ either: [{ amount: v, tol: 0.0006 }, pct(100 * v)] });

/** Each label followed by its figure. */
export const labelled = (entries: [string[], number][]): AnswerExpect => ({ labelled: entries, amounts: true });
/** Each label followed by its percentage. */
export const labelledPct = (entries: [string[], number][]): AnswerExpect => ({ labelled: entries, amounts: true, tol: SHARE_TOL });
/** [name, figure] pairs as labels that are the names themselves. */
export const named = (pairs: [string, number][]): [string[], number][] => pairs.map(([k, v]) => [[k], v]);

/**
 * Growth from a to b: the difference or the percent change (either reading of "how much did it
 * grow"); a decline may be written as a negative number or as its size ("fell by 1,234").
 */
export function growth(a: number, b: number): AnswerExpect {
  const d = b - a;
  const p = (100 * d) / a;
  const readings: AnswerExpect[] = [amt(d), pct(p)];
  if (d < 0) readings.push(amt(-d), pct(-p));
  return { either: readings };
}
/** Percent change from a to b ("by what percentage"); a decline also as its size. */
export function growthPct(a: number, b: number): AnswerExpect {
  const p = (100 * (b - a)) / a;
  return p < 0 ? { either: [pct(p), pct(-p)] } : pct(p);
}

/** These names, in this order (a ranked list). */
export const inOrder = (names: string[]): AnswerExpect => ({ allOf: names.map((n) => [n]), ordered: true });
/** Of the rivals, the first the answer names is this one. */
export const firstOf = (name: string, rivals: string[]): AnswerExpect => ({ first: [name], among: rivals });
/** A record named by its key, or its figure. */
export const recordOr = (keys: string[], v: number): AnswerExpect => ({ either: [{ oneOf: keys }, amt(v)] });
/** The answer says the data does not hold this (named by one of these words) and gives no figure. */
export const declines = (...words: string[]): AnswerExpect => ({ declines: words });
/** Any one of these readings. */
export const either = (...readings: AnswerExpect[]): AnswerExpect => ({ either: readings });
