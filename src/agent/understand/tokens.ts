/**
 * Words of questions and of cell values, read the same way on both sides so that they meet:
 * folded to ASCII, lower-cased, possessives and footnote marks dropped, plurals stemmed, numbers
 * ("1,000", "3.5", "1st") kept as one token with their value.
 */
import { stemmer } from 'stemmer';
import { ABBREVIATIONS, UNITS } from './lexicon.js';
import { numberWordsToDigits } from '../text.js';

/** A word's stem (Porter), abbreviations read as the full word first: "arriving", "arrival" → "arriv"; "temps" → "temperatur". */
export function stemWord(word: string): string {
  const w = ABBREVIATIONS[word] ?? word;
  if (/\d/.test(w)) return w;
  // "bonuses" and "bonus", "statuses" and "status" are one word: the stemmer cuts them apart ("bonus", "bonu").
  return stemmer(/[^aeiou]uses$/.test(w) ? w.slice(0, -2) : w);
}

const conceptCache = new Map<string[], string[]>();
/** The stems of a lexicon entry's concept words (compared with header stems). */
export function conceptStems(words: string[]): string[] {
  let s = conceptCache.get(words);
  if (!s) conceptCache.set(words, (s = words.map(stemWord)));
  return s;
}

/** The stems of general words (the lexicon's concepts and keyword lists), to compare with stems. */
export const stemsOf = (words: Iterable<string>): Set<string> => new Set([...words].map(stemWord));

export interface Token {
  i: number;
  /** The word as written (folded, lower-cased). */
  text: string;
  /** Its stem ("teams" → "team", "arriving" → "arriv"); numbers are their own stem. */
  stem: string;
  start: number;
  end: number;
  /** The number it writes ("1,000" → 1000, "3rd" → 3). */
  num?: number;
  ordinal?: boolean;
  /** Written with 's ("the people's"): a word of whose, not of what. */
  possessive?: boolean;
}

export function fold(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[‘’´`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑‒–—−]/g, '-');
}

const TOKEN = /(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(st|nd|rd|th)?(?![a-z0-9])|[a-z][a-z0-9]*(?:'[a-z]+)*|\d+[a-z][a-z0-9]*/g;

function tokensOf(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    let word = m[0];
    const start = m.index!;
    if (m[1] !== undefined) {
      const num = Number((m[1] + (m[2] ?? '')).replace(/,/g, ''));
      out.push({ i: out.length, text: word.replace(/,/g, ''), stem: word.replace(/,/g, ''), start, end: start + word.length, num, ordinal: !!m[3] });
      continue;
    }
    // "piotr's" → "piotr"; "o'brien" → "obrien".
    const possessive = /'s$/.test(word);
    word = word.replace(/'s$/, '').replace(/'/g, '');
    if (!word) continue;
    out.push({ i: out.length, text: word, stem: stemWord(word), start, end: start + m[0].length, ...(possessive ? { possessive } : {}) });
  }
  return out;
}

/** "more than an hour", "under a mile": one of the unit, after a comparison. */
const ONE_UNIT = new RegExp(
  `\\b(than|over|under|within|exceeding|above|below) (?:a|an|one) (?=(?:${Object.keys(UNITS)
    .filter((u) => u.length >= 3)
    .join('|')})\\b)`,
  'g',
);

/** A number written with a magnitude, in digits ("2.5", 1e6 → "2500000"). */
const times = (n: string, by: number) => String(Math.round(Number(n) * by * 100) / 100);

/** Common misspellings of question words. */
const QUESTION_TYPOS: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  whcih: 'which',
  wich: 'which',
  whihc: 'which',
  whic: 'which',
  waht: 'what',
  whta: 'what',
  hwo: 'how',
  howmany: 'how many',
  whos: 'who',
  wehre: 'where',
  wher: 'where',
  whne: 'when',
});

/** A question: its folded text (number words as digits) and its tokens. */
export function tokenizeQuestion(question: string): { text: string; tokens: Token[] } {
  const text = numberWordsToDigits(fold(question))
    // "at least one error", "more than one song": after a bound, "one" is the number (not "one tenth", not "one of").
    .replace(/\b(at least|at most|more than|fewer than|less than) one\b(?! (?:tenth|half|third|quarter|fifth|of|another)\b)/g, '$1 1')
    // "what % of orders": the sign is the word.
    .replace(/%/g, ' percent ')
    // "over $50k", "€2.5m": a magnitude written as a letter (millions and billions only after a sign of money).
    .replace(/(\d+(?:\.\d+)?)k(?![a-z0-9])/g, (_m, n: string) => times(n, 1e3))
    .replace(
      /([$€£] ?)(\d+(?:\.\d+)?) ?(m|mn|mm|million|bn|b|billion)(?![a-z0-9])/g,
      (_m, sign: string, n: string, x: string) => `${sign}${times(n, x.startsWith('b') ? 1e9 : 1e6)}`,
    )
    .replace(/\s+/g, ' ')
    .replace(ONE_UNIT, (_m, before: string) => `${before} 1 `)
    // Question words mistyped ("whcih vendor"): they decide what is asked, and no column is named by them.
    .replace(/\b[a-z]+\b/g, (w) => QUESTION_TYPOS[w] ?? w);
  return { text, tokens: tokensOf(text) };
}

/** The stems of a cell value or a header, footnote marks ("[a]", "*", "†") dropped. */
export function valueStems(value: string): string[] {
  const cleaned = fold(value)
    .replace(/\[[^\]]{0,12}\]/g, ' ')
    .replace(/[*†‡§#]+/g, ' ');
  return tokensOf(cleaned).map((t) => t.stem);
}

/** Words that carry no content by themselves. */
export const STOPWORDS = new Set(
  `a an the of in on at to for by with from and or is are was were be been being am do does did done has have had having
  what which who whom whose when where why how many much it its this that these those there their they them he she his her him
  i me my we our you your as into than then so such also just only very all any each every some no not nor per
  s t can could would should will shall may might must`.split(/\s+/),
);

export const isContent = (t: Token) => !STOPWORDS.has(t.text) && t.text.length > 1;

/** The stopwords' stems, to test stems with ("are" → "ar"). */
export const STOP_STEMS = new Set([...STOPWORDS].map(stemWord));
