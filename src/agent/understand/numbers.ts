/**
 * Numbers in a question and the words around them: a comparison ("more than 1,000", "at least 3",
 * "before 1990", "5 or more"), a unit ("4.5 kg"), a count asked for ("top 3", "the first 5").
 */
import { ADJECTIVES, COMPARATIVES, SCALES, UNITS, type UnitDef } from './lexicon.js';
import type { Token } from './tokens.js';

export type Cmp = 'gt' | 'gte' | 'lt' | 'lte' | 'eq' | 'neq';

export interface NumberReading {
  from: number;
  to: number;
  value: number;
  cmp?: Cmp;
  /** A second bound: "between 5 and 10" (value is the lower bound, inclusive). */
  upTo?: number;
  unit?: { name: string } & UnitDef;
  /** Kinds of measure the comparison names ("colder" → temperature). */
  concepts?: string[];
  /** "top 3", "the first 5", "3 highest": how many are asked for. */
  count?: 'top' | 'bottom' | 'first' | 'last';
  ordinal: boolean;
  year: boolean;
}

const BEFORE: [string, Cmp][] = [
  ['more than', 'gt'],
  ['greater than', 'gt'],
  ['higher than', 'gt'],
  ['larger than', 'gt'],
  ['bigger than', 'gt'],
  ['longer than', 'gt'],
  ['over', 'gt'],
  ['above', 'gt'],
  ['exceeding', 'gt'],
  ['exceeded', 'gt'],
  ['in excess of', 'gt'],
  ['after', 'gt'],
  ['later than', 'gt'],
  ['at least', 'gte'],
  ['no less than', 'gte'],
  ['not less than', 'gte'],
  ['minimum of', 'gte'],
  ['since', 'gte'],
  ['from', 'gte'],
  ['less than', 'lt'],
  ['fewer than', 'lt'],
  ['lower than', 'lt'],
  ['smaller than', 'lt'],
  ['shorter than', 'lt'],
  ['under', 'lt'],
  ['below', 'lt'],
  ['before', 'lt'],
  ['prior to', 'lt'],
  ['earlier than', 'lt'],
  ['at most', 'lte'],
  ['no more than', 'lte'],
  ['not more than', 'lte'],
  ['up to', 'lte'],
  ['maximum of', 'lte'],
  ['until', 'lte'],
  ['exactly', 'eq'],
  ['equal to', 'eq'],
];
const AFTER: [string, Cmp][] = [
  ['or more', 'gte'],
  ['or higher', 'gte'],
  ['or greater', 'gte'],
  ['or above', 'gte'],
  ['plus', 'gte'],
  ['or less', 'lte'],
  ['or fewer', 'lte'],
  ['or lower', 'lte'],
  ['or below', 'lte'],
];
const COUNT_BEFORE = new Map<string, NumberReading['count']>([
  ['top', 'top'],
  ['bottom', 'bottom'],
  ['first', 'first'],
  ['last', 'last'],
  ['best', 'top'],
  ['worst', 'bottom'],
]);
const RANK_AFTER =
  /^(highest|lowest|largest|smallest|biggest|most|least|best|worst|greatest|top|bottom|longest|shortest|heaviest|lightest|fastest|slowest|oldest|youngest|earliest|latest)$/;

function phraseEndingAt(tokens: Token[], end: number, phrase: string): boolean {
  const words = phrase.split(' ');
  if (end - words.length < 0) return false;
  return words.every((w, k) => tokens[end - words.length + k]!.text === w);
}

function phraseStartingAt(tokens: Token[], start: number, phrase: string): boolean {
  const words = phrase.split(' ');
  return words.every((w, k) => tokens[start + k]?.text === w);
}

/** What a denied comparison means: "not higher than 4" is at most 4. */
const DENIED: Record<Cmp, Cmp> = { gt: 'lte', gte: 'lt', lt: 'gte', lte: 'gt', eq: 'neq', neq: 'eq' };

/** The comparison written before token i ("more than", "at least", "colder than", "not higher than"), with where it starts. */
function comparisonBefore(tokens: Token[], i: number): { cmp: Cmp; from: number; concepts?: string[] } | undefined {
  const found = affirmedBefore(tokens, i);
  if (!found) return undefined;
  const before = tokens[found.from - 1]?.text;
  // "no less than" and "not more than" are phrases of their own; "not" before any other comparison denies it.
  if ((before === 'not' || before === 'no') && !/^(no|not) /.test(BEFORE.find(([p]) => phraseEndingAt(tokens, i, p))?.[0] ?? ''))
    return { ...found, cmp: DENIED[found.cmp], from: found.from - 1 };
  return found;
}

/** A comparison of the strict words before a one-word column and its number: "below age 30", "over age 65". */
const AROUND_COLUMN = new Set(['more than', 'less than', 'greater than', 'higher than', 'lower than', 'over', 'above', 'under', 'below']);

function affirmedBefore(tokens: Token[], i: number): { cmp: Cmp; from: number; concepts?: string[] } | undefined {
  for (const [phrase, cmp] of BEFORE) if (phraseEndingAt(tokens, i, phrase)) return { cmp, from: i - phrase.split(' ').length };
  const adj = tokens[i - 2]?.text ?? '';
  if (tokens[i - 1]?.text === 'than' && COMPARATIVES[adj]) return { cmp: COMPARATIVES[adj]!.cmp, from: i - 2, concepts: COMPARATIVES[adj]!.concepts };
  // "a greater weight than 10": the figure compared stands between the comparative and "than", outside the bound.
  const split = tokens[i - 3]?.text ?? '';
  if (tokens[i - 1]?.text === 'than' && COMPARATIVES[split] && tokens[i - 2]?.num === undefined)
    return { cmp: COMPARATIVES[split]!.cmp, from: i - 1, concepts: COMPARATIVES[split]!.concepts };
  // The column's word stays outside the bound, so it is still read as the column compared.
  const word = tokens[i - 1];
  if (word && word.num === undefined && /^\p{L}{3,}$/u.test(word.text) && !STOP_BETWEEN.has(word.text))
    for (const [phrase, cmp] of BEFORE) if (AROUND_COLUMN.has(phrase) && phraseEndingAt(tokens, i - 1, phrase)) return { cmp, from: i };
  return undefined;
}

/** Words that cannot be the column between a comparison and its number ("more than the 5 …"). */
const STOP_BETWEEN = new Set([
  'the',
  'this',
  'that',
  'these',
  'those',
  'all',
  'any',
  'some',
  'each',
  'every',
  'about',
  'around',
  'roughly',
  'nearly',
  'almost',
  'only',
  'just',
  'than',
  'and',
]);

export function readNumbers(tokens: Token[], taken: (i: number) => boolean): NumberReading[] {
  const out: NumberReading[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.num === undefined || taken(i)) continue;
    const r: NumberReading = {
      from: i,
      to: i + 1,
      value: t.num,
      ordinal: !!t.ordinal,
      year: Number.isInteger(t.num) && t.num >= 1800 && t.num <= 2100 && !t.ordinal,
    };
    const before = comparisonBefore(tokens, i);
    if (before) {
      r.cmp = before.cmp;
      r.from = before.from;
      if (before.concepts?.length) r.concepts = before.concepts;
    }
    // "between 5 and 10"
    if (tokens[i - 1]?.text === 'between' && tokens[i + 1]?.text === 'and' && tokens[i + 2]?.num !== undefined) {
      r.cmp = 'gte';
      r.upTo = tokens[i + 2]!.num;
      r.from = i - 1;
      r.to = i + 3;
    }
    // "1.5 billion", "100 million": the scale word multiplies the number.
    const scale = SCALES[tokens[r.to]?.text ?? ''];
    if (scale && tokens[r.to]!.text.length > 2 && !r.ordinal) {
      r.value *= scale;
      if (r.upTo !== undefined) r.upTo *= scale;
      r.year = false;
      r.to++;
    }
    const unit = UNITS[tokens[r.to]?.text ?? ''];
    if (unit && !r.ordinal) {
      r.unit = { name: tokens[r.to]!.text, ...unit };
      r.to++;
    }
    for (const [phrase, cmp] of AFTER)
      if (!r.cmp && phraseStartingAt(tokens, r.to, phrase)) {
        r.cmp = cmp;
        r.to += phrase.split(' ').length;
      }
    const prev = tokens[i - 1]?.text ?? '';
    const prev2 = tokens[i - 2]?.text ?? '';
    if (Number.isInteger(t.num) && t.num > 0 && t.num <= 100 && !r.ordinal) {
      const superlative = tokens.slice(i + 1).find((x) => ADJECTIVES[x.text]);
      if (COUNT_BEFORE.has(prev)) r.count = COUNT_BEFORE.get(prev);
      // "which two directors made the most movies", "which 3 room types bring in the most", "3 regions with the highest
      // claims", "show me 5 stores with the most sales": a count of things, then a superlative.
      else if (
        !r.cmp &&
        /^(which|what|the|name|list|show|me|give|find|get|)$/.test(prev) &&
        tokens.slice(i + 1, i + 4).some((x) => /s$|^(people|staff|men|women|children)$/.test(x.text)) &&
        superlative
      )
        r.count = ADJECTIVES[superlative.text]?.dir === 'asc' ? 'bottom' : 'top';
      else if (prev === 'the' && COUNT_BEFORE.has(prev2)) r.count = COUNT_BEFORE.get(prev2);
      else if (RANK_AFTER.test(tokens[i + 1]?.text ?? ''))
        r.count = /^(lowest|smallest|least|worst|bottom|shortest|lightest|slowest|youngest|earliest)$/.test(tokens[i + 1]!.text) ? 'bottom' : 'top';
      // "the 3 coldest days", "the 5 most populous": any superlative of the lexicon right after.
      else if (!r.cmp && ADJECTIVES[tokens[i + 1]?.text ?? '']) r.count = ADJECTIVES[tokens[i + 1]!.text]!.dir === 'asc' ? 'bottom' : 'top';
    }
    out.push(r);
    i = Math.max(i, r.to - 1);
  }
  return out;
}
