/**
 * The one answer checker of every question set (the demo set test/agent/questions.ts, the join set
 * test/agent/join-questions.ts, the analytics development set, the business sets): whether an answer
 * text satisfies an expectation computed from the raw data, never from the service.
 *
 * The first five kinds (`Expect`) read the answer loosely: a `number` anywhere in it (to the answer's
 * rounding, or tol), `pairs` (each label followed within a few words by its number), `names` (each
 * named, in order when ordered), `anyName` and `words` (case-insensitive substrings). The other kinds
 * are stricter: whole-word `oneOf` / `allOf` / `labelled`, `percent` (the number carries a % sign:
 * with a share's tolerance a bare count would pass), `noneOf`, `first` (the first of the `among`
 * names the answer mentions is one of `first`: a full, alphabetical breakdown does not pass for
 * "which is the highest") and `either` (any one of several readings). Added for the business set
 * (bench/quality/business): `amount` (a number as business prose writes it: "$1,234,567.89", "1.23
 * million", judged to the precision written down to three significant figures), `labelled` with
 * `amounts` (the same reading after each label) and `declines` (the answer says the data lacks what
 * was asked: names it, says no, gives no figure).
 *
 * Whole words: codes made of capitals and digits (R, PG-13, NC-17, TX) match case-sensitively; a name
 * is not found inside a longer hyphenated or decimal token ("PG" is not in "PG-13", "5" not in
 * "5.1"). `labelled` skips a date's tail after its label ("2001" in "2001-01-01: 35361").
 *
 * Beside it: `idealAnswer` (an answer written from an expectation, which the checker must accept),
 * `count` (a run's right-out-of-all tallies) and `figuresIn` (what no answer below full exposure
 * may show: a digit, a ratio in words).
 */

/** The loose kinds: every question set may use them; the demo set uses only these. */
export type Expect =
  /** A number in the answer equal to this (to the answer's rounding, or tol). */
  | { number: number; tol?: number }
  /** Each label followed (within a few words) by its number. */
  | { pairs: [string, number][]; tol?: number }
  /** Each name appears; in this order when ordered. */
  | { names: string[]; ordered?: boolean }
  /** The first of these names the answer mentions is the expected one (ties allowed). */
  | { anyName: string[] }
  /** Each word appears (case-insensitive). */
  | { words: string[] };

/** Every kind of expectation: the loose ones and the stricter ones. */
export type AnswerExpect =
  | Expect
  /** The answer names one of these (a whole word). */
  | { oneOf: string[] }
  /** Each entry named (any of its alternatives, as a whole word); in this order when ordered. */
  | { allOf: string[][]; ordered?: boolean }
  /**
   * Each entry (any of its alternatives, as a whole word) followed within a few words by its number.
   * With `amounts`, the number is read as `amount` reads it (thousands separators, currency, scale words).
   */
  | { labelled: [string[], number][]; tol?: number; amounts?: boolean }
  /**
   * A number as business answers write it: with thousands separators ("1,234,567.89"), a currency sign,
   * a scale word ("1.23 million", "45.6k"). Judged to the precision written, down to three significant
   * figures (so "1.23 million" is 1,234,567 but "1.2 million" is not), or to tol.
   */
  | { amount: number; tol?: number }
  /**
   * The answer says the data does not hold what was asked: it names one of these words (a whole word),
   * says no (no, not, n't, cannot) and gives no figure (no digit at all).
   */
  | { declines: string[] }
  /** A percentage: this number (to tol) written with a % sign or the word percent. */
  | { percent: number; tol?: number }
  /** None of these is named (a whole word). */
  | { noneOf: string[] }
  /** Of the names in `among` (and `first`), the one the answer mentions first is one of `first`. */
  | { first: string[]; among: string[] }
  /** Any one of these expectations is met. */
  | { either: AnswerExpect[] };

/**
 * A number as an answer writes it: a figure with thousands separators ("56,641.62", "-1,234") or
 * plain ("2024", "0.0042"). A separator is a comma followed by exactly three digits, so a list
 * "1, 2, 3" stays three numbers and "1,2345" is not one.
 */
const NUMBER_BODY = String.raw`-?(?:\d{1,3}(?:,\d{3})+(?![\d])|\d+)(?:\.\d+)?`;
const NUMBER_RE = new RegExp(NUMBER_BODY, 'g');
/** The first number in a text after a label: "Asia: 1,234.5" → 1234.5. */
const FIRST_NUMBER = new RegExp(`^[^0-9-]*?(${NUMBER_BODY})`);
/** A written number's value: "1,234.5" → 1234.5. */
const numberOf = (written: string): number => Number(written.replace(/,/g, ''));

function close(a: number, b: number, tol?: number): boolean {
  const t = tol ?? Math.max(0.0051, Math.abs(b) * 1e-6);
  return Math.abs(a - b) <= t;
}

/** Whether an answer text satisfies one of the first five kinds (Expect); returns a reason when it does not. */
function checkExpect(text: string, e: Expect): string | null {
  const lower = text.toLowerCase();
  if ('number' in e) {
    const nums = [...text.matchAll(NUMBER_RE)].map((m) => numberOf(m[0]));
    return nums.some((n) => close(n, e.number, e.tol)) ? null : `expected ${e.number}`;
  }
  if ('pairs' in e) {
    for (const [label, value] of e.pairs) {
      let found = false;
      let from = 0;
      for (;;) {
        const at = lower.indexOf(label.toLowerCase(), from);
        if (at < 0) break;
        const after = text.slice(at + label.length, at + label.length + 40);
        const first = FIRST_NUMBER.exec(after);
        if (first && close(numberOf(first[1]!), value, e.tol)) {
          found = true;
          break;
        }
        from = at + 1;
      }
      if (!found) return `expected ${label} → ${value}`;
    }
    return null;
  }
  if ('names' in e) {
    let pos = -1;
    for (const n of e.names) {
      const at = e.ordered ? lower.indexOf(n.toLowerCase(), pos + 1) : lower.indexOf(n.toLowerCase());
      if (at < 0) return `expected ${n}${e.ordered ? ' in order' : ''}`;
      pos = at;
    }
    return null;
  }
  if ('anyName' in e) {
    return e.anyName.some((n) => lower.includes(n.toLowerCase())) ? null : `expected one of ${e.anyName.join(', ')}`;
  }
  for (const w of e.words) if (!lower.includes(w.toLowerCase())) return `expected the word ${w}`;
  return null;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A whole-word pattern: not inside a longer word, number, hyphenated or decimal token ("PG" is not
 * in "PG-13", "5" not in "5.1" or "1,500"). Codes of capitals and digits match case-sensitively.
 */
function wordRe(w: string): RegExp {
  const code = /^[A-Z0-9][A-Z0-9-]{0,5}$/.test(w) && /[A-Z]/.test(w);
  // A year or a month ("2001", "2009-03") may go on as a date: "2001-01-01", "2009-03-01T08:00:00Z".
  const dateLike = /^\d{4}(?:-\d{2})?$/.test(w);
  const after = dateLike ? '(?![\\p{L}\\p{N}]|[.,/][\\p{L}\\p{N}])' : '(?![\\p{L}\\p{N}]|[-.,/][\\p{L}\\p{N}])';
  return new RegExp(`(?<![\\p{L}\\p{N}]|[\\p{L}\\p{N}][-.,/])${escapeRe(w)}${after}`, code ? 'gu' : 'giu');
}
/** Where any of the alternatives occurs as a whole word: [start, end) of each occurrence, in text order. */
function occurrences(text: string, alts: string[]): [number, number][] {
  return alts
    .flatMap((w) => [...text.matchAll(wordRe(w))].map((m) => [m.index!, m.index! + m[0].length] as [number, number]))
    .sort((a, b) => a[0] - b[0] || b[1] - a[1]);
}
/** The text after a label, a date's tail ("-01-01", "T08:00:00Z") skipped. */
const afterLabel = (text: string, end: number): string =>
  text.slice(end, end + 60).replace(/^(?:-\d{2}){1,2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?/, '');
const NUMBER_AFTER = new RegExp(`^[^0-9-]{0,40}?(${NUMBER_BODY})`);
const PERCENT_RE = new RegExp(`(${NUMBER_BODY})\\s*(?:%|percent\\b|per cent\\b)`, 'gi');
/** The first number after a label, a date's tail ("-01-01", "T08:00:00Z") skipped. */
function numberAfter(text: string, end: number): number | null {
  const m = NUMBER_AFTER.exec(afterLabel(text, end));
  return m ? Number(m[1]!.replace(/,/g, '')) : null;
}

// A number as written in business prose: sign, currency, thousands separators, decimals, scale word.
const AMOUNT_BODY = String.raw`([-\u2212])?\s?[$\u20ac\u00a3]?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:\s?(k|thousand|m|mn|million|bn|billion)\b)?`;
// Not inside a word or number, nor the tail of a date, an id or a time ("2024-12", "SO-101234", "14:32").
const AMOUNT_RE = new RegExp(String.raw`(?<![\p{L}\p{N}.,]|[\p{L}\p{N}][-/]|\p{N}:)${AMOUNT_BODY}`, 'giu');
const AMOUNT_AFTER_LABEL = new RegExp(`^[^0-9\u2212-]{0,40}?${AMOUNT_BODY}`, 'iu');
const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mn: 1e6, million: 1e6, bn: 1e9, billion: 1e9 };

/** The readings of one written amount: its value with its scale word, and without (a "m" may be minutes). */
function amountReadings(m: RegExpExecArray): { value: number; half: number }[] {
  const [, minus, whole, decimals, scale] = m;
  const sign = minus ? -1 : 1;
  const plain = sign * Number(`${whole!.replace(/,/g, '')}${decimals ? `.${decimals}` : ''}`);
  const half = 0.5 * 10 ** -(decimals?.length ?? 0);
  const readings = [{ value: plain, half }];
  const factor = scale ? SCALE[scale.toLowerCase()] : undefined;
  if (factor) readings.push({ value: plain * factor, half: half * factor });
  return readings;
}

/** Whether a written amount is the expected one: to its written precision (at most 0.5 % off), or to tol. */
function amountClose(r: { value: number; half: number }, expected: number, tol?: number): boolean {
  const t = Math.max(tol ?? 0, Math.abs(expected) * 1e-6, 0.0051, Math.min(r.half, 0.005 * Math.abs(expected)));
  return Math.abs(r.value - expected) <= t;
}

const NEGATION = /\b(?:no|not|cannot)\b|n[\u2019']t\b/i;

/** Whether an answer text satisfies one expectation; returns a reason when it does not. */
export function checkAnswer(text: string, e: AnswerExpect): string | null {
  if ('either' in e) {
    const reasons = e.either.map((x) => checkAnswer(text, x));
    return reasons.some((r) => r === null) ? null : reasons.join(' / or ');
  }
  if ('oneOf' in e) return occurrences(text, e.oneOf).length > 0 ? null : `expected one of ${e.oneOf.join(', ')}`;
  if ('allOf' in e) {
    let pos = -1;
    for (const alts of e.allOf) {
      const at = occurrences(text, alts).find(([start]) => !e.ordered || start > pos);
      if (!at) return `expected ${alts.join(' or ')}${e.ordered ? ' in order' : ''}`;
      pos = at[0];
    }
    return null;
  }
  if ('labelled' in e) {
    for (const [alts, value] of e.labelled) {
      const ok = occurrences(text, alts).some(([, end]) => {
        if (e.amounts) {
          const m = AMOUNT_AFTER_LABEL.exec(afterLabel(text, end));
          return m !== null && amountReadings(m).some((r) => amountClose(r, value, e.tol));
        }
        const n = numberAfter(text, end);
        return n !== null && close(n, value, e.tol);
      });
      if (!ok) return `expected ${alts.join(' or ')} → ${value}`;
    }
    return null;
  }
  if ('amount' in e) {
    const found = [...text.matchAll(AMOUNT_RE)].some((m) => amountReadings(m).some((r) => amountClose(r, e.amount, e.tol)));
    return found ? null : `expected ${e.amount}`;
  }
  if ('declines' in e) {
    if (occurrences(text, e.declines).length === 0) return `expected the answer to name ${e.declines.join(' or ')}`;
    if (!NEGATION.test(text)) return 'expected the answer to say it is not in the data';
    return /\p{N}/u.test(text) ? 'expected no figure in a refusal' : null;
  }
  if ('noneOf' in e) {
    const named = e.noneOf.filter((n) => occurrences(text, [n]).length > 0);
    return named.length === 0 ? null : `did not expect ${named.join(', ')}`;
  }
  if ('percent' in e) {
    const found = [...text.matchAll(PERCENT_RE)].map((m) => Number(m[1]!.replace(/,/g, '')));
    return found.some((n) => close(n, e.percent, e.tol)) ? null : `expected ${e.percent}%`;
  }
  if ('first' in e) {
    const names = [...new Set([...e.first, ...e.among])];
    const hits = names
      .map((n) => ({ n, at: occurrences(text, [n])[0] }))
      .filter((h): h is { n: string; at: [number, number] } => h.at !== undefined)
      .sort((a, b) => a.at[0] - b.at[0] || b.at[1] - a.at[1]);
    if (hits.length === 0) return `expected ${e.first.join(' or ')}`;
    const firstNamed = hits[0]!.n.toLowerCase();
    return e.first.some((f) => f.toLowerCase() === firstNamed) ? null : `expected ${e.first.join(' or ')} first, not ${hits[0]!.n}`;
  }
  return checkExpect(text, e);
}

/** Throws unless every number in an expectation is finite and every list in it has something. */
export function assertComputable(e: unknown, where: string): void {
  if (typeof e === 'number') {
    if (!Number.isFinite(e)) throw new Error(`not a number in ${where}`);
  } else if (Array.isArray(e)) {
    if (e.length === 0) throw new Error(`an empty list in ${where}`);
    for (const x of e) assertComputable(x, where);
  } else if (e && typeof e === 'object') for (const x of Object.values(e)) assertComputable(x, where);
}

/**
 * An answer written straight from an expectation: one the checker must accept. The business sets'
 * tests and bench/quality/business/check-table.ts judge every question's own.
 */
export function idealAnswer(e: AnswerExpect): string {
  if ('either' in e) return idealAnswer(e.either[0]!);
  if ('amount' in e) return `It comes to ${e.amount.toFixed(2)}.`;
  if ('percent' in e) return `That is ${e.percent.toFixed(2)}%.`;
  if ('labelled' in e) return e.labelled.map(([alts, v]) => `${alts[0]}: ${v.toFixed(2)}`).join('; ');
  if ('oneOf' in e) return `It is ${e.oneOf[0]}.`;
  if ('allOf' in e) return e.allOf.map((alts) => alts[0]).join(', ');
  if ('first' in e) return `${e.first[0]} leads.`;
  if ('declines' in e) return `There is no ${e.declines[0]} in this data.`;
  if ('words' in e) return `You can ask about ${e.words.join(', ')}.`;
  throw new Error(`no ideal answer for ${JSON.stringify(e)}`);
}

/** Why an expectation cannot judge: it is not computable (assertComputable throws), or its ideal answer fails; null when it can. */
export function idealAnswerFails(e: AnswerExpect, where: string): string | null {
  assertComputable(e, where);
  return checkAnswer(idealAnswer(e), e);
}

/** Right answers out of all, under one key of a run's report (an intent, a kind, a table, a join path). */
export interface Tally {
  ok: number;
  n: number;
}

/** Counts one answer, right or not, under a key. */
export function count(tallies: Map<string, Tally>, key: string, ok: boolean): void {
  const t = tallies.get(key) ?? { ok: 0, n: 0 };
  t.n++;
  if (ok) t.ok++;
  tallies.set(key, t);
}

// ---- below full exposure ----------------------------------------------------------------------------

/** Multiples and fractions in words: "twice", "about half", "a third of", "three times", "a quarter". */
const RATIO_WORDS =
  /\b(twice|thrice|half|halves|a third|two thirds|a quarter|quarters of|(?:one|two|three|four|five|six|seven|eight|nine|ten|several|many) times|percent|per cent|majority|minority)\b/i;

/**
 * What an answer below full exposure shows that no answer there may (CONTRACT B.8): a digit, and a
 * multiple or fraction in words. `labels` are column names as answers write them: a column called
 * "Win probability percent" is named, not a fraction stated, so its words are not read as a ratio.
 * Each set adds the values it withholds (identifiers, names).
 */
export function figuresIn(text: string, labels: string[] = []): string[] {
  const found: string[] = [];
  const digit = /\p{N}/u.exec(text);
  if (digit) found.push(`digit "${text.slice(Math.max(0, digit.index - 12), digit.index + 12)}"`);
  const unnamed = labels.reduce((t, l) => t.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(l)}(?![\\p{L}\\p{N}])`, 'giu'), ' '), text);
  const ratio = RATIO_WORDS.exec(unnamed);
  if (ratio) found.push(`ratio "${ratio[0]}"`);
  return found;
}
