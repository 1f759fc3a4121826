/**
 * Reading a prompt against one module: its lexicon (column phrases, values, superlatives, units), the
 * prompt's tokens, typo correction and the longest non-overlapping matches. The router decides what
 * the matches mean.
 */
import type { ScalarValue, SpecColumn, SpecModule } from '../semantic/spec.types.js';
import {
  COLUMN_THESAURUS,
  COMMON_WORDS,
  COMPARATIVES,
  STOPWORDS,
  SUPERLATIVES,
  UNITS,
  VALUE_ALIASES,
  WORD_EQUIVALENTS,
} from './lexicon.js';
import { isNumeric, isTemporal } from './spec-index.js';
import { editDistance, numberWordsToDigits, stem, wordsOf } from './text.js';

export interface Token {
  word: string;
  stem: string;
  start: number;
  end: number;
  index: number;
}

export type Candidate =
  | { kind: 'column'; column: SpecColumn; words: string[]; partial: boolean; alts?: SpecColumn[] }
  | { kind: 'value'; column: SpecColumn; value: ScalarValue; words: string[] }
  | { kind: 'module'; words: string[] }
  | { kind: 'superlative'; column: SpecColumn; dir: 'asc' | 'desc'; words: string[]; word: string }
  | { kind: 'comparative'; column: SpecColumn; op: 'gt' | 'lt'; words: string[] };

export type Match = Candidate & { from: number; to: number; usedAsFilter?: boolean; usedAsGroup?: boolean };

export interface ModuleLexicon {
  candidates: Candidate[];
  vocab: Set<string>;
}

const lexicons = new WeakMap<SpecModule, ModuleLexicon>();

export const UNIT_WORDS = new Set(Object.keys(UNITS));
const COMPUTATION_WORDS = new Set(
  'max maximum high highest higher min minimum low lowest lower average avg mean total sum count number top bottom most least largest smallest longer longest shorter shortest deeper deepest'.split(
    ' ',
  ),
);
const FILLER = new Set(['in', 'of', 'the', 'per', 'a', 'and']);

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/\d+(?:\.\d+)?|[a-z][a-z0-9]*|[$%]/g)) {
    out.push({ word: m[0], stem: stem(m[0]), start: m.index!, end: m.index! + m[0].length, index: out.length });
  }
  return out;
}

const stems = (phrase: string) => wordsOf(phrase).map(stem);

/** The unit a column is measured in, from its label or name: "Body Mass (g)", "Weight_in_lbs". */
export function columnUnit(c: SpecColumn): { name: string; dim: 'mass' | 'length'; factor: number } | undefined {
  const paren = /\(([^)]+)\)/.exec(c.label ?? '')?.[1]?.trim().toLowerCase();
  const words = [...(paren ? [paren] : []), ...wordsOf(c.name).slice(1), ...wordsOf(c.label ?? '').slice(1)];
  for (const w of words) {
    const u = UNITS[w];
    if (u && (w.length >= 2 || w === paren)) return { name: w, ...u };
  }
  return undefined;
}

/** Phrases that name a column: its name and label (without units), reorderings, spec synonyms, the thesaurus. */
function columnPhrases(c: SpecColumn): { words: string[]; partial: boolean }[] {
  const out = new Map<string, { words: string[]; partial: boolean }>();
  const add = (words: string[], partial = false) => {
    const w = words.map(stem).filter(Boolean);
    if (w.length === 0) return;
    const key = w.join(' ');
    if (!out.has(key) || (out.get(key)!.partial && !partial)) out.set(key, { words: w, partial });
  };
  const core = (s: string) => {
    const unit = columnUnit(c)?.name;
    return wordsOf(s.replace(/\([^)]*\)/g, ' ')).filter((w) => w !== unit && !(w === 'in' || w === 'of'));
  };
  const bases = [core(c.name), core(c.label ?? c.name)];
  for (const b of bases) {
    if (b.length === 0) continue;
    for (const v of variants(b)) add(v);
    if (b.length === 2) {
      for (const v of variants([b[1]!, b[0]!])) add(v);
      add([b[1]!, 'of', b[0]!]);
      add([b[1]!, 'of', 'the', b[0]!]);
    }
    if (b.length >= 3) add([b.map((w) => w[0]).join('')]);
    // A single significant word of a multi-word name names the column only partially ("length").
    // Words that name a computation ("maximum", "average") never name a column on their own.
    if (b.length >= 2)
      for (const w of b)
        if (!FILLER.has(w) && !UNIT_WORDS.has(w) && w.length > 2 && !COMPUTATION_WORDS.has(w))
          for (const v of variants([w])) if (!COMPUTATION_WORDS.has(v[0]!)) add(v, true);
  }
  for (const s of c.synonyms ?? []) add(wordsOf(s));
  const have = new Set([...bases.flat(), ...wordsOf(c.label ?? '')].map(stem));
  for (const t of COLUMN_THESAURUS) if (t.key.every((k) => have.has(stem(k)))) for (const p of t.phrases) add(wordsOf(p));
  return [...out.values()];
}

function variants(words: string[]): string[][] {
  let acc: string[][] = [[]];
  for (const w of words) {
    const eq = WORD_EQUIVALENTS.find((g) => g.includes(w)) ?? [w];
    acc = acc.flatMap((prefix) => eq.map((e) => [...prefix, e]));
    if (acc.length > 32) acc = acc.slice(0, 32);
  }
  return acc;
}

function valueAliases(value: string): string[][] {
  const base = wordsOf(value);
  const out: string[][] = [base];
  const lower = value.toLowerCase();
  for (const a of VALUE_ALIASES[lower] ?? []) out.push(wordsOf(a));
  if (base.length === 1 && base[0]!.length >= 3) {
    const w = base[0]!;
    out.push([`${w}y`], [`${w}${w.at(-1)}y`], [w.replace(/e$/, 'y')]);
  }
  return out;
}

/**
 * Specs arrive as fresh JSON on every call: lexicons are also cached by content (bounded), and a
 * cached one is re-pointed at the columns of the module object in hand.
 */
const byContent = new Map<string, ModuleLexicon>();
const CONTENT_CACHE_SIZE = 64;

export function lexiconOf(m: SpecModule): ModuleLexicon {
  const cached = lexicons.get(m);
  if (cached) return cached;
  const key = JSON.stringify(m);
  const hit = byContent.get(key);
  if (hit) {
    const cols = new Map(m.columns.map((c) => [c.name, c]));
    const re = (c: SpecColumn) => cols.get(c.name)!;
    const candidates = hit.candidates.map((c): Candidate => {
      if (c.kind === 'module') return c;
      if (c.kind === 'column') return { ...c, column: re(c.column), alts: c.alts?.map(re) };
      return { ...c, column: re(c.column) } as Candidate;
    });
    const lex = { candidates, vocab: hit.vocab };
    lexicons.set(m, lex);
    return lex;
  }
  const built = buildLexicon(m);
  byContent.set(key, built);
  if (byContent.size > CONTENT_CACHE_SIZE) byContent.delete(byContent.keys().next().value!);
  lexicons.set(m, built);
  return built;
}

function buildLexicon(m: SpecModule): ModuleLexicon {
  const candidates: Candidate[] = [];
  const vocab = new Set<string>();
  for (const words of [wordsOf(m.name), ...m.synonyms.map(wordsOf)]) if (words.length) candidates.push({ kind: 'module', words: words.map(stem) });
  // "Seattle Weather" is also found by "seattle".
  const nameWords = wordsOf(m.name);
  if (nameWords.length > 1) for (const w of nameWords) if (w.length > 3 && !STOPWORDS.has(w)) candidates.push({ kind: 'module', words: [stem(w)] });
  const byPhrase = new Map<string, Candidate & { kind: 'column' }>();
  for (const c of m.columns) {
    for (const p of columnPhrases(c)) {
      const key = p.words.join(' ');
      const prev = byPhrase.get(key);
      if (!prev) byPhrase.set(key, { kind: 'column', column: c, words: p.words, partial: p.partial });
      else if (prev.partial && !p.partial) byPhrase.set(key, { kind: 'column', column: c, words: p.words, partial: false });
      else if (prev.partial === p.partial && prev.column !== c) prev.alts = [...(prev.alts ?? []), c];
    }
    if (!isNumeric(c) && !isTemporal(c) && (c.role === 'dimension' || c.role === 'identifier')) {
      for (const tv of c.stats?.top_values ?? []) {
        if (typeof tv.value !== 'string' || tv.value.trim() === '' || /^[.\-_?]+$/.test(tv.value)) continue;
        for (const a of valueAliases(tv.value)) if (a.length) candidates.push({ kind: 'value', column: c, value: tv.value, words: a.map(stem) });
      }
    }
  }
  candidates.push(...byPhrase.values());
  for (const [word, s] of Object.entries(SUPERLATIVES)) {
    const col = conceptColumn(m, s.concept, byPhrase);
    if (col) candidates.push({ kind: 'superlative', column: col, dir: s.dir, words: word.split(' ').map(stem), word });
  }
  for (const [word, s] of Object.entries(COMPARATIVES)) {
    const col = conceptColumn(m, s.concept, byPhrase);
    if (col) candidates.push({ kind: 'comparative', column: col, op: s.op, words: word.split(' ').map(stem) });
  }
  for (const c of candidates) for (const w of c.words) vocab.add(w);
  return { candidates, vocab };
}

function conceptColumn(m: SpecModule, concept: string[], byPhrase: Map<string, Candidate & { kind: 'column' }>): SpecColumn | undefined {
  for (const phrase of concept) {
    const hit = byPhrase.get(stems(phrase).join(' '));
    if (hit && !hit.alts?.length && isNumeric(hit.column)) return hit.column;
  }
  return undefined;
}

export const KEYWORDS = new Set(
  [
    ...'average mean total sum count maximum minimum highest lowest largest smallest biggest most least top bottom trend compare versus share percentage proportion distribution breakdown show list which many year years month months quarter week day days daily monthly yearly between before after since during greater fewer above below under over exceeding equal exactly median rank ranking common frequent popular typical often overall combined records each every across group grouped split higher lower bigger smaller more less than'.split(
      ' ',
    ),
    ...Object.keys(SUPERLATIVES).flatMap((w) => w.split(' ')),
    ...Object.keys(COMPARATIVES).flatMap((w) => w.split(' ')),
    ...'january february march april may june july august september october november december spring summer autumn winter'.split(' '),
  ].map(stem),
);

/** Replaces misspelt words by the nearest known word (edit distance 1, or 2 for long words), when unambiguous. */
export function correctTypos(tokens: Token[], vocab: Set<string>): { tokens: Token[]; corrected: string[] } {
  const corrected: string[] = [];
  const all = [...vocab, ...KEYWORDS];
  const known = (w: string) => vocab.has(w) || KEYWORDS.has(w) || STOPWORDS.has(w) || UNIT_WORDS.has(w) || COMMON_WORDS.has(w);
  const out = tokens.map((t) => {
    if (/^\d/.test(t.word) || t.word.length < 4 || known(t.stem) || known(t.word)) return t;
    const max = t.word.length >= 8 ? 2 : 1;
    let best: string | undefined;
    let bestD = max + 1;
    let tie = false;
    for (const v of all) {
      if (v.length < 3) continue;
      const d = Math.min(editDistance(t.stem, v, max), editDistance(t.word, v, max));
      if (d < bestD) {
        bestD = d;
        best = v;
        tie = false;
      } else if (d === bestD && v !== best) tie = true;
    }
    if (best && bestD <= max && !tie) {
      corrected.push(`${t.word}→${best}`);
      return { ...t, stem: best };
    }
    return t;
  });
  return { tokens: out, corrected };
}

export function findMatches(tokens: Token[], candidates: Candidate[], blocked: Set<number>): Match[] {
  const all: Match[] = [];
  for (const c of candidates) {
    const n = c.words.length;
    for (let i = 0; i + n <= tokens.length; i++) {
      let ok = true;
      for (let k = 0; k < n && ok; k++) if (tokens[i + k]!.stem !== c.words[k] || blocked.has(i + k)) ok = false;
      if (ok) all.push({ ...c, from: i, to: i + n } as Match);
    }
  }
  const rank = (m: Match) =>
    m.kind === 'superlative' || m.kind === 'comparative' ? 5 : m.kind === 'column' ? (m.partial ? 1 : 4) : m.kind === 'value' ? 3 : 2;
  all.sort((a, b) => b.to - b.from - (a.to - a.from) || rank(b) - rank(a) || a.from - b.from);
  const used = new Set<number>();
  const kept: Match[] = [];
  for (const m of all) {
    let free = true;
    for (let i = m.from; i < m.to; i++) if (used.has(i)) free = false;
    if (!free) continue;
    for (let i = m.from; i < m.to; i++) used.add(i);
    kept.push(m);
  }
  return kept.sort((a, b) => a.from - b.from);
}

export function normalise(prompt: string): string {
  return numberWordsToDigits(
    prompt
      // "US" in capitals is the country, "us" the pronoun.
      .replace(/\bU\.?S\.?(?:A\.?)?(?![A-Za-z])/g, 'USA')
      .toLowerCase()
      .replace(/[\u2018\u2019`]/g, "'")
      .replace(/'s\b/g, '')
      .replace(/(\d),(\d{3})\b/g, '$1$2')
      // Freezing is 0 °C: "below freezing" is "colder than 0".
      .replace(/\b(?:below|under) (?:the )?freezing(?: point)?\b/g, 'colder than 0')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}
