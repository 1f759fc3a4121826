/**
 * How a question names columns and modules: by the words of their labels, identifiers and synonyms
 * (in full, or by one of their distinctive words), as the spec and its module builder wrote them.
 */
import { UNIT_NOUNS } from '../../semantic/measure-words.js';
import type { SpecColumn, SpecModule } from '../../contracts/spec.js';
import { entitySynonyms } from '../../semantic/layer.js';
import { SYNONYM_CHARS, SYNONYMS_PER_NAME } from '../../semantic/bounds.js';
import { RECURRING, UNITS, type UnitDef } from './lexicon.js';
import { labelWords } from '../../semantic/humanise.js';
import { fold, STOP_STEMS, stemWord, valueStems, type Token } from './tokens.js';

export interface ColumnPhrase {
  module: string;
  column: string;
  stems: string[];
  /** Where the phrase comes from: the label or identifier in full, a synonym, or one word of a longer name. */
  how: 'name' | 'synonym' | 'word';
  /** For one word of a longer name: how much of the name it is (rarer words of the module's names weigh more). */
  weight: number;
}

export interface ColumnLexicon {
  phrases: ColumnPhrase[];
  /** Phrases by their first stem. */
  byFirst: Map<string, ColumnPhrase[]>;
  /** `head`: the head noun alone of a name of several words ("pets" of "Has pet"). */
  modules: { module: string; stems: string[]; head?: true }[];
  vocab: Set<string>;
  /** A word as people write it, for each stem of the vocabulary (to say what a typo was read as). */
  surface: Map<string, string>;
}

/** Synonyms read in all for one question's specs: the lexicon's size, and so its cost, is bounded whatever the specs hold. */
const SYNONYMS_PER_SCOPE = 5000;

/**
 * The synonyms read of each module and column: no more than the module schemas allow per name
 * (specs stored before the bounds may hold more), and SYNONYMS_PER_SCOPE in all, first come first read.
 */
function synonymsReader(): (owner: { synonyms?: string[] }) => string[] {
  let left = SYNONYMS_PER_SCOPE;
  const read = new Map<object, string[]>();
  return (owner) => {
    let kept = read.get(owner);
    if (!kept) {
      kept = (owner.synonyms ?? [])
        .slice(0, SYNONYMS_PER_NAME)
        .filter((s) => s.length <= SYNONYM_CHARS)
        .slice(0, left);
      left -= kept.length;
      read.set(owner, kept);
    }
    return kept;
  };
}

/** Phrases of the lexicon tried per word of the question, and phrases found in all: they bound the matching work. */
const PHRASES_PER_WORD = 2000;
const MAX_PHRASE_HITS = 1000;

/** Words of a label that describe the unit, not the column: "(g)", "in lbs". */
function labelStems(s: string): string[] {
  const noUnits = s.replace(/\([^)]*\)/g, ' ');
  return valueStems(noUnits).filter((w, i, all) => !(UNITS[w] && i > 0) && !(w === 'in' && UNITS[all[i + 1] ?? '']));
}

/** Head nouns that say what kind of value a column holds, not what it is about ("Guest name", "Room type"). */
const GENERIC_HEADS = new Set(
  `name type kind code id number no ref reference key label description text flag group class time date day week month year period value amount total count level`
    .split(' ')
    .map(stemWord),
);

/** Adjectives that tell one of several of a kind apart: "Previous team", "Home team", "Domestic tournament". */
const TELLING_ADJECTIVES = new Set(
  `previous former first last current original new old home away next prior domestic international final initial main other primary secondary
  opposing host visiting local foreign national regional`
    .split(/\s+/)
    .map(stemWord),
);

function columnPhrases(m: SpecModule, c: SpecColumn, synonyms: string[], df: Map<string, number>, nColumns: number): ColumnPhrase[] {
  const out: ColumnPhrase[] = [];
  const seen = new Set<string>();
  const add = (stems: string[], how: ColumnPhrase['how'], weight: number) => {
    const key = `${how === 'word' ? 'w' : 'p'}:${stems.join(' ')}`;
    if (stems.length === 0 || seen.has(key)) return;
    seen.add(key);
    out.push({ module: m.module_id, column: c.name, stems, how, weight });
  };
  const names = [labelStems(c.label || c.name), labelStems(c.name.replace(/_/g, ' '))];
  for (const n of names) add(n, 'name', 1);
  // "Closed at", "Paid on": the event names its date ("when was it closed").
  if (c.type === 'date' || c.type === 'timestamp') for (const n of names) if (n.length > 1 && /^(at|on)$/.test(n.at(-1)!)) add(n.slice(0, -1), 'name', 1);
  for (const s of synonyms) add(labelStems(s), 'synonym', 1);
  // The layer's synonyms of general language ("sales" for Revenue) name the column as the builder's do.
  for (const s of (c.implied_synonyms ?? []).slice(0, SYNONYMS_PER_NAME)) add(labelStems(s), 'synonym', 1);
  // The measure's unit names it where few share it: "how many units", "how many minutes".
  const unit = c.measure?.unit ? UNIT_NOUNS[c.measure.unit] : undefined;
  if (unit) {
    const sharing = m.columns.filter((o) => o.measure?.unit === c.measure!.unit).length;
    for (const w of unit) add(valueStems(w), 'word', 1 / sharing);
  }
  // A category's head noun alone is a name of it where no other column's name has the word ("countries" for Guest country).
  const head = names[0]!.filter((w) => !STOP_STEMS.has(w)).at(-1);
  // A noun, not a participle ("First elected" is no name of elections).
  const noun = !/ed$/.test(
    (c.label || c.name)
      .toLowerCase()
      .replace(/\([^)]*\)/g, ' ')
      .trim()
      .split(/[^a-z0-9]+/)
      .at(-1) ?? '',
  );
  // Of something named before it ("Guest country"), not one of several told apart by an adjective ("Previous team").
  const told = names[0]!.slice(0, -1).some((w) => TELLING_ADJECTIVES.has(w));
  const category = c.role === 'dimension' && c.type === 'text' && c.stats.distinct_count > 2 && noun && !told;
  if (category && names[0]!.length > 1 && head && df.get(head) === 1 && !GENERIC_HEADS.has(head)) add([head], 'name', 1);
  // One word of a longer name, weighted by how distinctive it is among the module's columns.
  for (const n of names) {
    const content = n.filter((w) => !STOP_STEMS.has(w) && w.length > 1 && !/^\d+$/.test(w));
    if (content.length < 2) continue;
    const idf = (w: string) => Math.log(1 + nColumns / (df.get(w) ?? 1));
    const total = content.reduce((a, w) => a + idf(w), 0);
    for (const w of new Set(content)) add([w], 'word', total > 0 ? idf(w) / total : 0);
  }
  return out;
}

/**
 * What the module's records are called (the layer's entity): "order" and "orders", and for a
 * name of several words its head noun alone ("tickets" of "Support tickets").
 */
function entityNames(m: SpecModule): { name: string; head?: true }[] {
  if (!m.entity) return [];
  const { singular, plural } = m.entity;
  const whole = [singular, plural, ...entitySynonyms(singular)];
  const heads = [singular, plural].map((n) => n.split(/\s+/).at(-1)!).filter((h) => h.length > 2 && !whole.includes(h));
  return [...new Set(whole)].map((name) => ({ name })).concat([...new Set(heads)].map((name) => ({ name, head: true as const })));
}

export function columnLexicon(modules: SpecModule[]): ColumnLexicon {
  const synonymsOf = synonymsReader();
  // The modules' own synonyms first: they name the data sets a question is about.
  const seenModule = new Set<string>();
  // One phrase per module and wording: the entity's nouns often repeat the module's name ("Orders" → orders).
  const mods = modules
    .flatMap((m) =>
      [...[m.name, ...synonymsOf(m)].map((name) => ({ name, head: undefined })), ...entityNames(m)].map((n) => ({
        module: m.module_id,
        stems: valueStems(n.name),
        ...(n.head ? { head: n.head } : {}),
      })),
    )
    .filter((x) => x.stems.length > 0 && !seenModule.has(`${x.module}:${x.stems.join(' ')}`) && !!seenModule.add(`${x.module}:${x.stems.join(' ')}`));
  const phrases: ColumnPhrase[] = [];
  for (const m of modules) {
    const df = new Map<string, number>();
    for (const c of m.columns) for (const w of new Set(labelStems(`${c.label} ${c.name.replace(/_/g, ' ')}`))) df.set(w, (df.get(w) ?? 0) + 1);
    for (const c of m.columns) phrases.push(...columnPhrases(m, c, synonymsOf(c), df, m.columns.length));
  }
  const byFirst = new Map<string, ColumnPhrase[]>();
  for (const p of phrases) {
    const list = byFirst.get(p.stems[0]!);
    if (list) list.push(p);
    else byFirst.set(p.stems[0]!, [p]);
  }
  const vocab = new Set<string>();
  for (const p of phrases) for (const s of p.stems) vocab.add(s);
  for (const m of mods) for (const s of m.stems) vocab.add(s);
  const surface = new Map<string, string>();
  const texts = modules.flatMap((m) => [m.name, ...synonymsOf(m), ...m.columns.flatMap((c) => [c.label, c.name.replace(/_/g, ' '), ...synonymsOf(c)])]);
  for (const w of texts.flatMap((t) => fold(t).split(/[^a-z0-9]+/))) if (w && !surface.has(stemWord(w))) surface.set(stemWord(w), w);
  return { phrases, byFirst, modules: mods, vocab, surface };
}

export interface PhraseHit {
  phrase: ColumnPhrase;
  from: number;
  to: number;
}

/**
 * The phrases of the lexicon found in the tokens (contiguous, by stems): at most PHRASES_PER_WORD
 * tried per word and MAX_PHRASE_HITS found, whatever the spec (a word starting thousands of
 * phrases names none of them well; the mentions keep the best of what is found).
 */
export function findPhrases(tokens: Token[], lex: ColumnLexicon, stemAt: (i: number) => string): PhraseHit[] {
  const hits: PhraseHit[] = [];
  for (let i = 0; i < tokens.length && hits.length < MAX_PHRASE_HITS; i++) {
    const list = lex.byFirst.get(stemAt(i)) ?? [];
    for (let n = 0; n < Math.min(list.length, PHRASES_PER_WORD) && hits.length < MAX_PHRASE_HITS; n++) {
      const p = list[n]!;
      let ok = i + p.stems.length <= tokens.length;
      for (let k = 1; ok && k < p.stems.length; k++) ok = stemAt(i + k) === p.stems[k];
      if (ok) hits.push({ phrase: p, from: i, to: i + p.stems.length });
    }
  }
  return hits;
}

const stemsCache = new WeakMap<SpecColumn, string[]>();
/** Every stem of a column's label and name, read once per column (concepts and units are matched against them). */
export function headerStems(c: SpecColumn): string[] {
  let w = stemsCache.get(c);
  if (!w) stemsCache.set(c, (w = valueStems(`${c.label} ${c.name.replace(/_/g, ' ')}`)));
  return w;
}

/** The unit a column is measured in, from its label or identifier: "Body Mass (g)", "Weight_in_lbs". */
export function columnUnit(c: SpecColumn): ({ name: string } & UnitDef) | undefined {
  const recurring = recurringOf(c);
  if (recurring) return recurring;
  const paren = /\(([^)]+)\)/
    .exec(c.label ?? '')?.[1]
    ?.trim()
    .toLowerCase();
  const words = [...(paren ? [paren] : []), ...valueStems(c.name.replace(/_/g, ' ')).slice(1), ...valueStems(c.label ?? '').slice(1)];
  for (const w of words) {
    const u = UNITS[w];
    if (u && (w.length >= 2 || w === paren)) return { name: w, ...u };
  }
  return undefined;
}

/** A column of recurring revenue ("MRR", "ARR (USD)", "Monthly recurring revenue"), with its period. */
export function recurringOf(c: SpecColumn): ({ name: string } & UnitDef) | undefined {
  const label = ` ${labelWords(c.label).join(' ')} `;
  for (const r of Object.values(RECURRING)) if (r.words.some((w) => label.includes(` ${w} `))) return { name: r.name, dim: r.dim, factor: r.factor };
  return undefined;
}
