/** Small text helpers shared by the router, curation and the guard. */

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Damerau-Levenshtein (optimal string alignment) distance, stopping early above max. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i++) d.push([i]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/** Words of a label or identifier: "Beak Length (mm)" → [beak, length, mm]; "Weight_in_lbs" → [weight, in, lbs]. */
export function wordsOf(s: string): string[] {
  return s
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const SMALL: Record<string, number> = Object.assign(Object.create(null) as Record<string, number>, {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
});
const SCALE: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000, billion: 1_000_000_000 };
export const NUMBER_WORDS = new Set([...Object.keys(SMALL), ...Object.keys(SCALE), 'dozen']);

/** "top five" → "top 5", "two thousand" → "2000"; a lone "one" stays a word ("which one"). */
export function numberWordsToDigits(text: string): string {
  const re = new RegExp(`\\b(?:${[...NUMBER_WORDS].join('|')})(?:[\\s-]+(?:and[\\s-]+)?(?:${[...NUMBER_WORDS].join('|')}))*\\b`, 'gi');
  return text.replace(re, (m) => {
    const words = m
      .toLowerCase()
      .split(/[\s-]+/)
      .filter((w) => w !== 'and');
    if (words.length === 1 && (words[0] === 'one' || words[0] === 'zero')) return m;
    let total = 0;
    let current = 0;
    for (const w of words) {
      if (w === 'dozen') current = (current || 1) * 12;
      else if (w in SMALL) current += SMALL[w]!;
      else if (w === 'hundred') current = (current || 1) * 100;
      else {
        total += (current || 1) * SCALE[w]!;
        current = 0;
      }
    }
    return String(total + current);
  });
}

/** Numbers as the full-exposure answer writes them: integers plain, others to two decimals. */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  if (Number.isInteger(n)) return String(n);
  const abs = Math.abs(n);
  const digits = abs >= 100 ? 2 : abs >= 1 ? 2 : 4;
  return String(Number(n.toFixed(digits)));
}

/**
 * A figure an answer states (a count, a total, an average, a difference, a percentage): the digits of
 * formatNumber with en-US thousands separators, as the table and the chart show it
 * (web/src/portal/agent/numbers.ts, shownNumber): 56641.62 → "56,641.62", -1234 → "-1,234". Never
 * for what names something — a year, a period, a key, an id, a value as stored: those stay
 * formatNumber's ("2024", "10248").
 */
export function formatFigure(n: number): string {
  const plain = formatNumber(n);
  // An exponent form ("1e+21") or NaN stays as it is.
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(plain);
  if (!m) return plain;
  return `${m[1]}${m[2]!.replace(/\B(?=(?:\d{3})+$)/g, ',')}${m[3] ?? ''}`;
}

/** A value from a row as text (dates as YYYY-MM-DD). */
export function formatValue(v: unknown): string {
  if (v === null || v === undefined) return 'no value';
  if (typeof v === 'number') return formatNumber(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  // A moment as people read it: "2024-11-30 05:00:19" (UTC), not "2024-11-30T05:00:19Z".
  const moment = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?Z$/.exec(String(v));
  if (moment) return `${moment[1]} ${moment[2]}`;
  return String(v);
}

export function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

/** How a compares with b, in words for answers that may show no digits: "about twice", "slightly lower than". */
export function ratioWords(a: number, b: number): string {
  if (!Number.isFinite(a) || !Number.isFinite(b) || b === 0 || a / b <= 0) return a > b ? 'higher than' : a < b ? 'lower than' : 'the same as';
  const r = a / b;
  if (r >= 0.95 && r <= 1.05) return 'roughly the same as';
  if (r > 1) {
    if (r < 1.2) return 'slightly higher than';
    if (r < 1.4) return 'clearly higher than';
    if (r < 1.75) return 'about one and a half times';
    if (r < 2.5) return 'about twice';
    if (r < 3.5) return 'about three times';
    if (r < 7) return 'several times';
    return 'many times';
  }
  if (r > 0.8) return 'slightly lower than';
  if (r > 0.6) return 'clearly lower than';
  if (r > 0.4) return 'about half of';
  if (r > 0.25) return 'about a third of';
  return 'a small fraction of';
}

/**
 * How a compares with b below full exposure, where no ratio between values may be said (limited) and no
 * multiple or fraction in any form (advisory): the direction only.
 */
export function orderWords(a: number, b: number): string {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return a > b ? 'higher than' : a < b ? 'lower than' : 'the same as';
  const scale = Math.max(Math.abs(a), Math.abs(b));
  if (scale === 0 || Math.abs(a - b) <= 0.05 * scale) return 'about the same as';
  return a > b ? 'higher than' : 'lower than';
}

/**
 * A part of a whole below full exposure, as a quantifier the two figures make true: "all" only when
 * nothing is left out, "most" only above half, never a fraction, a percentage or a number word.
 * `k`: a part, or the rest, under k entities reads as it does when it is empty ("very few or none",
 * "all or nearly all"): no oracle on whether a small set exists (guard/small-sets.ts).
 */
export function portionWords(part: number, whole: number, k = 1): string {
  if (!(whole > 0) || !Number.isFinite(part)) return 'none';
  const p = Math.max(0, Math.min(part, whole));
  const under = Math.max(1, k);
  if (p < under) return under > 1 ? 'very few or none' : 'none';
  if (whole - p < under) return under > 1 ? 'all or nearly all' : 'all';
  const pct = (100 * p) / whole;
  if (pct >= 95) return 'nearly all';
  if (pct > 50) return 'most';
  if (pct === 50) return 'an even share';
  if (pct >= 20) return 'a sizeable part';
  if (pct >= 3) return 'a small part';
  return 'very few';
}

/** Where a value sits in [min, max], in words. */
export function positionWords(v: number, min: number, max: number): string {
  if (!(max > min)) return 'at the only level observed';
  const t = (v - min) / (max - min);
  if (t >= 0.9) return 'near the top of the observed range';
  if (t >= 0.6) return 'in the upper part of the observed range';
  if (t > 0.4) return 'in the middle of the observed range';
  if (t > 0.1) return 'in the lower part of the observed range';
  return 'near the bottom of the observed range';
}

export function listWords(items: string[], last: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}
