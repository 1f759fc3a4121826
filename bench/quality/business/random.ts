/**
 * The business set's building blocks: a seeded pseudo-random generator (so every table is the same on
 * every machine and every run: no Math.random anywhere in the set), calendar arithmetic on ISO dates
 * in UTC (no time zone can move a day), and a CSV writer (RFC 4180 quoting, an empty cell for a null).
 */

/** FNV-1a: a table's name → a 32-bit seed, so that each table draws from its own stream. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for test data; its whole state is one 32-bit integer. */
export class Rng {
  private state: number;

  constructor(seed: string) {
    this.state = seedOf(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [lo, hi], both included. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  /** A float in [lo, hi). */
  between(lo: number, hi: number): number {
    return lo + this.next() * (hi - lo);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)]!;
  }

  /** n distinct items of xs, in random order (a partial Fisher-Yates shuffle). */
  sample<T>(xs: readonly T[], n: number): T[] {
    const pool = [...xs];
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pool.slice(0, n);
  }

  /** One of xs, each as likely as its weight. */
  weighted<T>(xs: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = this.next() * total;
    for (let i = 0; i < xs.length; i++) {
      r -= weights[i]!;
      if (r < 0) return xs[i]!;
    }
    return xs[xs.length - 1]!;
  }

  /** A normal draw (Box-Muller); the 1e-12 keeps log away from 0. */
  normal(mean: number, sd: number): number {
    const u = Math.max(this.next(), 1e-12);
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A log-normal draw around a median: the long right tail of amounts and sizes. */
  logNormal(median: number, spread: number): number {
    return median * Math.exp(this.normal(0, spread));
  }
}

/** Zipf weights for n ranked things: a few big ones and a long tail (customers, products, suppliers). */
export const zipf = (n: number, s = 1): number[] => Array.from({ length: n }, (_, i) => 1 / (i + 1) ** s);

export const round2 = (x: number): number => Math.round(x * 100) / 100;

// ---- dates (ISO text, UTC) --------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const msOf = (iso: string): number => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
const isoOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const addDays = (iso: string, days: number): string => isoOf(msOf(iso) + days * DAY_MS);
export const daysBetween = (from: string, to: string): number => Math.round((msOf(to) - msOf(from)) / DAY_MS);
/** Every day from `from` to `to`, both included. */
export const eachDay = (from: string, to: string): string[] => Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
/** Days in a month (1-12) of a year. */
export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A day drawn by year weight, then month weight (seasonality), then uniformly in the month. */
export function drawDate(rng: Rng, years: readonly number[], yearWeights: readonly number[], monthWeights: readonly number[]): string {
  const y = rng.weighted(years, yearWeights);
  const m = rng.weighted([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], monthWeights);
  const d = rng.int(1, daysInMonth(y, m));
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

// ---- CSV ----------------------------------------------------------------------------------------------

export type Cell = string | number | null;

const quote = (v: string): string => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** Header and rows as CSV text: a null is an empty (unquoted) cell, which the upload reads as null. */
export function toCsv(headers: readonly string[], rows: readonly Cell[][]): string {
  const line = (cells: readonly Cell[]) => cells.map((c) => (c === null ? '' : quote(String(c)))).join(',');
  return [line(headers), ...rows.map(line)].join('\n') + '\n';
}

/** Money as written in an export: always two decimals. */
export const money = (x: number): string => x.toFixed(2);

/**
 * Unique names from two word lists (first word × second word), drawn in order: invented company and
 * person names. Throws when the lists cannot give n distinct names.
 */
export function uniqueNames(rng: Rng, firsts: readonly string[], seconds: readonly string[], n: number): string[] {
  if (firsts.length * seconds.length < n * 1.25) throw new Error(`${firsts.length}×${seconds.length} words are too few for ${n} names`);
  const seen = new Set<string>();
  const out: string[] = [];
  while (out.length < n) {
    const name = `${rng.pick(firsts)} ${rng.pick(seconds)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    out.push(name);
  }
  return out;
}
