/**
 * How answers to the table questions are judged (../shared/tablequestions/README.md, the authors'
 * evaluator in words): the predicted answer is a list of values, right when it matches the gold list
 * as a set. Each value is normalised (Unicode folded to ASCII, lower-cased, surrounding punctuation
 * and quotes removed, a trailing parenthesised note and footnote marks dropped); a value that reads
 * as a number is compared as a number (1,200 = 1200 = 1200.0), one that reads as a date as a date
 * (year, month, day).
 *
 * Data: WikiTableQuestions (Pasupat and Liang, ACL 2015), CC BY-SA 4.0.
 */

export type Judged = { kind: 'number'; n: number } | { kind: 'date'; y: number; m: number; d: number } | { kind: 'text'; s: string };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export function normalize(raw: string): string {
  let x = raw
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[‘’´`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑‒–—−]/g, '-');
  for (;;) {
    const before = x;
    // Footnotes and citations at the end; a parenthesised note at the end; outer quotes.
    x = x.trim().replace(/(?:(?<!^)\[[^\]]*\]|\[\d+\]|[•♦†‡*#+])*$/u, '');
    x = x.trim().replace(/(?<!^)(?: \([^)]*\))*$/u, '');
    x = x.trim().replace(/^"([^"]*)"$/u, '$1');
    x = x.trim().replace(/^'([^']*)'$/u, '$1');
    if (x === before) break;
  }
  if (x.endsWith('.')) x = x.slice(0, -1);
  return x.replace(/\s+/gu, ' ').toLowerCase().trim();
}

function asNumber(s: string): number | undefined {
  const t = s.replace(/^\+/, '');
  if (!/^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^-?\.\d+$/.test(t)) return undefined;
  const n = Number(t.replace(/,/g, ''));
  return Number.isFinite(n) ? n : undefined;
}

function asDate(s: string): { y: number; m: number; d: number } | undefined {
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (m) return { y: +m[1]!, m: +m[2]!, d: +m[3]! };
  const mon = (w: string) => MONTHS.indexOf(w.slice(0, 3)) + 1;
  m = /^([a-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/.exec(s);
  if (m && mon(m[1]!) > 0) return { y: +m[3]!, m: mon(m[1]!), d: +m[2]! };
  m = /^(\d{1,2})(?:st|nd|rd|th)? ([a-z]{3,9})\.?,? (\d{4})$/.exec(s);
  if (m && mon(m[2]!) > 0) return { y: +m[3]!, m: mon(m[2]!), d: +m[1]! };
  m = /^([a-z]{3,9})\.?,? (\d{4})$/.exec(s);
  if (m && mon(m[1]!) > 0) return { y: +m[2]!, m: mon(m[1]!), d: -1 };
  return undefined;
}

export function judge(raw: string | number): Judged {
  if (typeof raw === 'number') return { kind: 'number', n: raw };
  const s = normalize(raw);
  const n = asNumber(s);
  if (n !== undefined) return { kind: 'number', n };
  const d = asDate(s);
  if (d) return { kind: 'date', ...d };
  return { kind: 'text', s };
}

function same(a: Judged, b: Judged): boolean {
  if (a.kind === 'number' && b.kind === 'number') return Math.abs(a.n - b.n) < 1e-6;
  if (a.kind === 'date' && b.kind === 'date') return a.y === b.y && a.m === b.m && a.d === b.d;
  if (a.kind === 'text' && b.kind === 'text') return a.s === b.s;
  // A text that normalises to the same words as a number or date written differently still matches.
  return textOf(a) === textOf(b);
}

function textOf(j: Judged): string {
  return j.kind === 'text' ? j.s : j.kind === 'number' ? String(j.n) : `${j.y}-${j.m}-${j.d}`;
}

/** The gold answer of the question file: items separated by "|", with \n, \p (|) and \\ escaped. */
export function parseTarget(target: string): string[] {
  return target.split('|').map((t) => t.replace(/\\n/g, '\n').replace(/\\p/g, '|').replace(/\\\\/g, '\\'));
}

/** Whether the predicted values are the gold values, as a set. */
export function correct(gold: string[] | Judged[], predicted: (string | number)[]): boolean {
  if (gold.length !== predicted.length) return false;
  const p = predicted.map(judge);
  return gold.map((g) => (typeof g === 'string' ? judge(g) : g)).every((g) => p.some((x) => same(g, x)));
}
