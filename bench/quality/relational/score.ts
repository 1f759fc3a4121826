/**
 * Strict execution match of an answer TEXT against a gold result (../shared/relational/README.md):
 *
 * - One gold cell: the answer's first stated value equals it. A number: the first number the text
 *   states, both rounded to 2 decimals. A text: the first of the gold column's values (and the gold
 *   value) the text names as a whole word, case-insensitively — the `first` rule of checkAnswer
 *   (bench/quality/check-answer.ts: the first of the candidate names the answer mentions, the
 *   longest at one position), with the candidates taken from the database.
 * - 2 to 20 gold cells: every distinct gold value appears (numbers rounded to 2 decimals, text as a
 *   whole word, case-insensitively), each gold column's values in the gold's row order where
 *   `ordered`, and no value of the gold's columns (the table columns the gold SQL's SELECT names, sql.ts)
 *   outside the gold set appears — an occurrence inside a gold value's own occurrence ("Park" in
 *   "Somerset Park") does not count.
 * - No row, or more than 20 cells: counted apart ('empty', 'list'), not judged.
 *
 * Whole words as checkAnswer reads them: not inside a longer word, number, hyphenated or decimal
 * token ("PG" is not in "PG-13", "5" not in "5.1" or "1,500"); underscores join words
 * ("singer" is not in "singer_in_concert"). A text gold value that reads as a number ("2016", Spider
 * stores some numbers as text) is judged as a number.
 */
import type { Cell } from './data.js';

export type Verdict =
  | { status: 'right' }
  | {
      status: 'wrong';
      reason: string;
      /** Wrong only because these values of the gold's columns, outside the gold set, appear (for the report). */
      stray?: { raw: string; number: boolean }[];
    }
  | { status: 'empty' | 'list' };

/** Gold cells beyond this many are a list, counted apart. */
export const MAX_CELLS = 20;

type Value = { kind: 'number'; n: number; raw: string } | { kind: 'text'; s: string; raw: string };

const NUMERIC = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

/** A cell as judged: a number (also a text that reads as one), else its text; null for an empty cell. */
export function cellValue(c: Cell): Value | null {
  if (c === null) return null;
  if (typeof c === 'number') return { kind: 'number', n: c, raw: String(c) };
  const s = c.trim();
  if (s === '') return null;
  if (NUMERIC.test(s)) return { kind: 'number', n: Number(s), raw: s };
  return { kind: 'text', s, raw: s };
}

/** Numbers compared after rounding both to 2 decimals. */
const cents = (n: number) => Math.round(n * 100);
const keyOf = (v: Value) => (v.kind === 'number' ? `n:${cents(v.n)}` : `t:${v.s.toLowerCase()}`);

const W = String.raw`\p{L}\p{N}_`;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordRe = (w: string) => new RegExp(`(?<![${W}]|[${W}][-.,/])${escapeRe(w)}(?![${W}]|[-.,/][${W}])`, 'giu');
// A number as the answer writes it (plain, or with thousands separators), not part of a word, a date or a code.
const NUMBER_RE = new RegExp(String.raw`(?<![${W}]|[${W}][-.,/])-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![${W}]|[-.,/][${W}])`, 'gu');

type Span = [number, number];

/** Where a value occurs in the text: each [start, end). */
function spans(text: string, v: Value, numbers: { n: number; at: Span }[]): Span[] {
  if (v.kind === 'number') return numbers.filter((x) => cents(x.n) === cents(v.n)).map((x) => x.at);
  return [...text.matchAll(wordRe(v.s))].map((m) => [m.index!, m.index! + m[0].length] as Span);
}

function numbersIn(text: string): { n: number; at: Span }[] {
  return [...text.matchAll(NUMBER_RE)].map((m) => ({ n: Number(m[0].replace(/,/g, '')), at: [m.index!, m.index! + m[0].length] as Span }));
}

const inside = (s: Span, outer: Span[]) => outer.some((o) => o[0] <= s[0] && s[1] <= o[1] && (o[0] !== s[0] || o[1] !== s[1]));

/**
 * Judges an answer text. `columnValues`: every value of the gold's columns in the database (the
 * candidates of the first stated value, and the values an answer must not state beyond the gold's).
 */
export function score(text: string, gold: Cell[][], ordered: boolean, columnValues: Iterable<Cell> = []): Verdict {
  const cells = gold.flat();
  if (cells.length === 0) return { status: 'empty' };
  if (cells.length > MAX_CELLS) return { status: 'list' };
  const numbers = numbersIn(text);

  const goldValues = cells.map(cellValue).filter((v): v is Value => v !== null);
  const goldKeys = new Set(goldValues.map(keyOf));
  const others = new Map<string, Value>();
  for (const c of columnValues) {
    const v = cellValue(c);
    if (v && !goldKeys.has(keyOf(v))) others.set(keyOf(v), v);
  }

  if (cells.length === 1) {
    const g = goldValues[0];
    if (!g) return { status: 'wrong', reason: 'the gold cell is empty (NULL)' };
    if (g.kind === 'number') {
      const first = numbers[0];
      if (!first) return { status: 'wrong', reason: `expected ${g.raw}; no number stated` };
      return cents(first.n) === cents(g.n) ? { status: 'right' } : { status: 'wrong', reason: `expected ${g.raw}, first number stated ${first.n}` };
    }
    const hits = [g, ...[...others.values()].filter((v) => v.kind === 'text')]
      .flatMap((v) => spans(text, v, numbers).map((at) => ({ v, at })))
      .sort((a, b) => a.at[0] - b.at[0] || b.at[1] - a.at[1]);
    if (hits.length === 0) return { status: 'wrong', reason: `expected ${g.raw}; not named` };
    return keyOf(hits[0]!.v) === keyOf(g) ? { status: 'right' } : { status: 'wrong', reason: `expected ${g.raw} first, not ${hits[0]!.v.raw}` };
  }

  // Every distinct gold value appears.
  const goldSpans = new Map<string, Span[]>();
  for (const v of goldValues) {
    if (goldSpans.has(keyOf(v))) continue;
    const at = spans(text, v, numbers);
    if (at.length === 0) return { status: 'wrong', reason: `expected ${v.raw}` };
    goldSpans.set(keyOf(v), at);
  }
  // In the gold's row order, column by column.
  if (ordered) {
    const width = Math.max(...gold.map((r) => r.length));
    for (let k = 0; k < width; k++) {
      let pos = -1;
      const seen = new Set<string>();
      for (const row of gold) {
        const v = cellValue(row[k] ?? null);
        if (!v || seen.has(keyOf(v))) continue;
        seen.add(keyOf(v));
        const at = goldSpans.get(keyOf(v))!.find(([start]) => start > pos);
        if (!at) return { status: 'wrong', reason: `expected ${v.raw} in order` };
        pos = at[0];
      }
    }
  }
  // No other value of the gold's columns.
  const goldText = [...goldValues.filter((v) => v.kind === 'text').map((v) => goldSpans.get(keyOf(v))!)].flat();
  const stray: Value[] = [];
  for (const v of others.values())
    if (spans(text, v, numbers).some((s) => !inside(s, goldText) && !goldText.some((o) => o[0] === s[0] && o[1] === s[1]))) stray.push(v);
  if (stray.length > 0)
    return {
      status: 'wrong',
      reason: `also states ${stray
        .slice(0, 5)
        .map((v) => v.raw)
        .join(', ')}${stray.length > 5 ? ` (+${stray.length - 5})` : ''}, not in the gold`,
      stray: stray.map((v) => ({ raw: v.raw, number: v.kind === 'number' })),
    };
  return { status: 'right' };
}
