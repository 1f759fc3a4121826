/**
 * The first stage of the parser: the question read into mentions — columns and modules named,
 * cell values named (in full or in part, through the value index), numbers with their comparisons
 * and units, dates — plus the question word. Later stages build candidate queries from these.
 */
import type { SpecColumn, SpecModule } from '../../contracts/spec.js';
import { labelWords } from '../../semantic/humanise.js';
import { type DateMatch, findDates, MONTHS } from './dates.js';
import {
  ABBREVIATIONS,
  ADJECTIVES,
  AGGREGATE_WORDS,
  COMMON_WORDS,
  COMPARATIVES,
  KEYWORDS,
  MOTION,
  PERIOD_NOUNS,
  RATE_WORDS,
  RECURRING,
  SHARE_WORDS,
  UNITS,
  type UnitDef,
} from './lexicon.js';
import { editDistance } from '../text.js';
import { isEnglishWord } from '../../semantic/english.js';
import { columnLexicon, findPhrases, headerStems, recurringOf, type ColumnLexicon, type PhraseHit } from './columns.js';
import { readNumbers, type NumberReading } from './numbers.js';
import { partMentions } from './parts.js';
import { conceptStems, fold, STOP_STEMS, STOPWORDS, stemsOf, stemWord, tokenizeQuestion, type Token } from './tokens.js';

const KEYWORD_STEMS = stemsOf(KEYWORDS);
const MOTION_STEMS = stemsOf(Object.keys(MOTION));
/** Keywords that ask for an operation (not the names of months and seasons, which cells often hold). */
const OPERATION_STEMS = stemsOf([...KEYWORDS].filter((w) => !MONTHS.includes(w) && !/^(spring|summer|autumn|winter)$/.test(w)));
const COMMON_STEMS = stemsOf(COMMON_WORDS);
import type { ValueIndex } from './value-index.js';
import { eventWords } from './events.js';
import { asTyped, findLiterals, type Literal, namesPeople, peopleNames } from './literals.js';
import { BUSINESS_ATTRIBUTES, BUSINESS_MEASURES, BUSINESS_STATES, EVENT_DURATION_WORDS, QUANTITY_WORDS } from '../../semantic/measure-words.js';
import { STANDARD_METRICS, standardMetricsOf } from '../../semantic/standard-metrics.js';
import {
  amountLabelled,
  madeMeasures,
  MAKING_WORDS,
  mainAmount,
  moneyNamed,
  moneyRecords,
  OWED_LABEL_WORDS,
  outcomeMeasure,
  SELLING_WORDS,
  SIZE_WORDS,
  soldMeasures,
} from './layer-facts.js';

export interface Span {
  /** Its number among the question's mentions (features and candidates refer to mentions by it). */
  id: number;
  from: number;
  to: number;
}

export interface ColumnMention extends Span {
  kind: 'column';
  module: string;
  column: string;
  /** 1 for a full name or synonym; a part of it for one word of a longer name or an adjective's concept. */
  score: number;
  /** 'concept': an adjective whose measure it is ("windiest" → Wind speed, "heavier" → Weight); 'period': a noun of a period ("day") for a column of dates. */
  how: 'name' | 'synonym' | 'word' | 'concept' | 'period';
  /** "Paid late", "shipped on time": the event's date compared with the record's deadline (`other`). */
  late?: { op: 'gt' | 'lte'; other: string };
  /** A word of money ("sales", "spend", "billings") named the module's main amount: the figure asked. */
  money?: true;
  /** "The average discount on checks that had one": the figure said again, a filter that leaves it measurable. */
  again?: true;
  /** "Which 3 people drove the most": the people asked for, named by the one column of their names. */
  people?: true;
}

export interface ValueMention extends Span {
  kind: 'value';
  module: string;
  column: string;
  /** The cells named (several when the words name part of each). */
  values: string[];
  exact: boolean;
  cover: number;
  rows: number;
  first: number;
  /** "not", "other than", "besides" … just before. */
  negated: boolean;
  /** A state of the records named by its word ("won", "cancellation", "on time"): a status or a yes/no flag. */
  state?: boolean;
  /** The condition is the column's cell being empty ("active subscriptions": no cancel date yet); `values` is empty. */
  empty?: boolean;
  /** Read from a word of today ("current", "right now"): the records still under way. */
  now?: boolean;
  /** "Names containing 'Al'": the value is part of the cell (parts.ts), tested with `contains`. */
  part?: true;
}

export interface NumberMention extends Span, Omit<NumberReading, 'from' | 'to'> {
  kind: 'number';
}

export interface DateMention extends Span {
  kind: 'date';
  range?: [string, string];
  month?: number;
  grain?: 'year' | 'month' | 'day' | 'quarter' | 'half';
  /** Set when the words are relative ("last year") and read against these modules' own dates only. */
  modules?: string[];
}

export interface ModuleMention extends Span {
  kind: 'module';
  module: string;
}

export type Mention = ColumnMention | ValueMention | NumberMention | DateMention | ModuleMention;

export type Wh = 'how_many' | 'how_much' | 'how_long' | 'how' | 'when' | 'what_year' | 'who' | 'where' | 'which' | 'what' | 'name' | 'yesno' | 'other';

export interface Analysis {
  question: string;
  text: string;
  tokens: Token[];
  /** Each token's stem after typo correction. */
  stems: string[];
  corrected: string[];
  mentions: Mention[];
  wh: Wh;
  /** The unit the answer is asked in: "in kg", "in kilometres". */
  outputUnit?: { name: string } & UnitDef;
  /**
   * Business figures or attributes the question names that no column of the data is called
   * ("profit margin", "sales rep"): the question is about something the data does not hold.
   */
  missing: string[];
}

/** A question is read up to this many tokens (a longer text is not a question; this bounds the work). */
export const MAX_TOKENS = 60;
/** Longest run of words looked up as a value. */
const MAX_VALUE_WORDS = 6;
/** Values named by one span at most (more means the words are too common to pick any). */
const MAX_VALUES_PER_SPAN = 12;
/** A word shared by more columns than this does not name one of them (it is part of many names). */
const MAX_COLUMNS_PER_WORD = 8;
/** Mentions kept of each kind at most, the most telling first: they bound every later stage's work. */
const MAX_MENTIONS = { column: 40, value: 40, number: 8, date: 8, module: 8 } as const;

const NEGATION =
  /^(not|except|excluding|besides|without|non|other than|apart from|aside from|rather than|beside|excluded|exclude|outside|ignoring|not counting|not including|leaving out|net of)$/;

const IMPERATIVES = /^(find|list|show|give|return|tell|identify|display|get|name|count|provide|report)$/;

function questionWord(tokens: Token[]): Wh {
  const w = tokens.map((t) => t.text);
  // "Find the number of pets owned by students who are older than 20": after a verb of asking, a later
  // "who" or "which" opens a relative clause; only one right after the verb (or "me") asks ("show which …").
  const bidden = IMPERATIVES.test(w[0] ?? '');
  for (let i = 0; i < Math.min(w.length, 12); i++) {
    const a = w[i]!;
    const b = w[i + 1] ?? '';
    if (bidden && i > 1 && !/^(me|us)$/.test(w[i - 1] ?? '')) break;
    if (a === 'how') return b === 'many' ? 'how_many' : b === 'much' ? 'how_much' : b === 'long' ? 'how_long' : 'how';
    if (a === 'when') return 'when';
    if ((a === 'what' || a === 'which') && (b === 'year' || b === 'years' || b === 'date' || b === 'day' || b === 'month')) return 'what_year';
    if (a === 'who' || a === 'whom' || a === 'whose') return 'who';
    if (a === 'where') return 'where';
    if (a === 'which') return 'which';
    if (a === 'what' || a === 'whats') return 'what';
  }
  // "Tell me the number of artists who …": a count bidden.
  if (bidden && w.some((x, i) => x === 'number' && w[i + 1] === 'of' && w.slice(1, i).every((y) => /^(me|us|the|total)$/.test(y)))) return 'how_many';
  if (/^(name|list|tell|give|show|identify)$/.test(w[0] ?? '') || (bidden && w[0] !== 'count')) return 'name';
  if (/^(did|does|do|is|was|were|are|has|have|had|can|could|will)$/.test(w[0] ?? '')) return 'yesno';
  if (w.includes('number') || w.includes('total')) return 'how_many';
  return 'other';
}

/** Replaces misspelt words by the nearest known word (edit distance 1, 2 for long words) when unambiguous. */
function correct(tokens: Token[], known: (s: string) => boolean, vocab: string[], surface: (stem: string) => string): { stems: string[]; corrected: string[] } {
  const corrected: string[] = [];
  let tries = 0;
  const stems = tokens.map((t) => {
    if (t.num !== undefined || t.text.length < 5 || known(t.stem) || known(t.text) || isEnglishWord(t.text) || tries >= 4) return t.stem;
    tries++;
    const max = t.text.length >= 8 ? 2 : 1;
    let best: string | undefined;
    let bestD = max + 1;
    let tie = false;
    for (const v of vocab) {
      if (v.length < 4) continue;
      // Against the stem, and against the word as people write it ("custmers" is one letter from "customers").
      const word = surface(v);
      const d = Math.min(
        Math.abs(v.length - t.stem.length) > max ? max + 1 : editDistance(t.stem, v, max),
        Math.abs(word.length - t.text.length) > max + 1 ? max + 1 : Math.min(editDistance(t.text, word, max), editDistance(t.text, `${word}s`, max)),
      );
      if (d < bestD) [bestD, best, tie] = [d, v, false];
      else if (d === bestD && v !== best) tie = true;
    }
    if (best === undefined || tie || bestD > max) return t.stem;
    corrected.push(`${t.text}→${surface(best)}`);
    return best;
  });
  return { stems, corrected };
}

/** Whether a cell holds a word as written (case aside), or its plural ("SUVs", "buses"; "uses" is no plural of "US"). */
const writtenIn = (cell: string, word: string) =>
  fold(cell)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .some((w) => w === word || `${w}s` === word || (w.length >= 3 && `${w}es` === word));

/**
 * Values named by the question. One word that only partly names a value, and that is a general word
 * or already names a column or the data set ("movies" in "Home Movies"), names nothing.
 */
function valueMentions(
  tokens: Token[],
  stems: string[],
  index: ValueIndex,
  nextId: () => number,
  named: Set<number>,
  namedAt: (at: number, module: string, column: string) => boolean,
): ValueMention[] {
  const found: ValueMention[] = [];
  // A unit ("minutes", "kg") names a quantity's measure and a word of movement ("fly") a trip's end, not a cell
  // that merely holds the word ("Minute Man Airfield", "Flying Cloud").
  const general = (i: number) =>
    named.has(i) ||
    KEYWORD_STEMS.has(stems[i]!) ||
    COMMON_WORDS.has(tokens[i]!.text) ||
    COMMON_STEMS.has(stems[i]!) ||
    UNITS[tokens[i]!.text] !== undefined ||
    MOTION[tokens[i]!.text] !== undefined;
  for (let i = 0; i < tokens.length; i++) {
    for (let j = i + 1; j <= Math.min(tokens.length, i + MAX_VALUE_WORDS); j++) {
      const span = stems.slice(i, j);
      if (tokens.slice(i, j).every((t) => STOPWORDS.has(t.text))) continue;
      // A word its stem cuts to three letters or fewer ("used", "uses" → "us") names only a cell holding it as written, not "US".
      const clipped = j === i + 1 && stems[i]!.length <= 3 && tokens[i]!.text !== stems[i];
      const hits = clipped ? index.lookup(span).filter((h) => writtenIn(h.cell.alias ?? h.cell.value, tokens[i]!.text)) : index.lookup(span);
      // A word common to a column's every value names none alone ("Net" of Net 15, Net 30), but may begin one.
      if (hits.length === 0 && !(j === i + 1 && index.has(span[0]!))) break;
      if (hits.length === 0) continue;
      const byColumn = new Map<string, typeof hits>();
      for (const h of hits) {
        const key = `${h.cell.module}\u0000${h.cell.column}`;
        byColumn.set(key, [...(byColumn.get(key) ?? []), h]);
      }
      // A word that names a column is that column, unless it is the value word for word ("Destination" is not "Destin").
      // Up to a plural ("referrals" is the value Referral, though "referrer" names the Lead source too); a
      // word that merely shares a stem is not ("destination" is no city called Destin).
      const asWritten = (h: (typeof hits)[number]) => {
        const cell = (h.cell.alias ?? h.cell.value).toLowerCase();
        // Shorthand is its word in full ("promo" is the value Promotion).
        const w = ABBREVIATIONS[tokens[i]!.text] ?? tokens[i]!.text;
        const plural = w === `${cell}s` || w === `${cell}es` || (cell.endsWith('y') && w === `${cell.slice(0, -1)}ies`);
        return !(j - i === 1 && named.has(i)) || w === cell || plural;
      };
      for (const list of byColumn.values()) {
        // A word that asks for an operation ("top", "total", "average") is that, even where a cell reads so.
        // …unless its column's name follows ("day shift vs night shift": the shift called Day).
        const operation = j - i === 1 && OPERATION_STEMS.has(stems[i]!) && !namedAt(j, list[0]!.cell.module, list[0]!.cell.column);
        const exact = operation ? [] : list.filter((h) => h.exact && asWritten(h));
        if (exact.length === 0 && j - i === 1 && general(i)) continue;
        // One value reached twice (its own words and a synonym) is one value.
        const chosen = [...new Map((exact.length ? exact : list).map((h) => [h.cell.value, h] as const)).values()];
        if (chosen.length > MAX_VALUES_PER_SPAN) continue;
        const c = chosen[0]!.cell;
        found.push({
          kind: 'value',
          id: nextId(),
          from: i,
          to: j,
          module: c.module,
          column: c.column,
          values: chosen.map((h) => h.cell.value),
          exact: exact.length > 0,
          cover: Math.max(...chosen.map((h) => h.cover)),
          rows: chosen.reduce((a, h) => a + h.cell.rows, 0),
          first: Math.min(...chosen.map((h) => h.cell.first)),
          negated: negatedAt(tokens, i),
        });
      }
    }
  }
  // A span inside a longer one naming the same column names nothing more; words that are a whole cell
  // somewhere are not read as a fragment of other cells ("Texas" is the state, not part of an airport's name).
  return found.filter(
    (v) =>
      !found.some((w) => w !== v && w.column === v.column && w.module === v.module && w.from <= v.from && w.to >= v.to && w.to - w.from > v.to - v.from) &&
      (v.exact || !found.some((w) => w.exact && w.from === v.from && w.to === v.to)),
  );
}

/**
 * Literals aimed at identifying columns (literals.ts) are the question's condition whether or not the
 * data holds them: a value the index lacks becomes a value mention all the same, and nothing else is
 * read inside the literal ("2024" of "INV-2024-0117" is no year, "10482" of "ORD-10482" no bound).
 */
function readLiterals(
  question: string,
  text: string,
  tokens: Token[],
  stems: string[],
  modules: SpecModule[],
  mentions: Mention[],
  nextId: () => number,
  guarded: boolean,
) {
  // A word read only through a spelling correction ("Quill" → quality) is free to be part of a name.
  const taken = (i: number) =>
    stems[i] === tokens[i]!.stem && mentions.some((m) => (m.kind === 'column' || m.kind === 'module' || m.kind === 'value') && m.from <= i && i < m.to);
  // Read by nothing at all, corrections included; or (a capitalised name) by nothing but a correction.
  const unread = (i: number) => stems[i] === tokens[i]!.stem && !mentions.some((m) => m.from <= i && i < m.to);
  const uncounted = (i: number) => !taken(i) && !mentions.some((m) => (m.kind === 'number' || m.kind === 'date') && m.from <= i && i < m.to);
  // Words of a date read are no name ("Jul-Sep 2024"); a code holding a year is still a code ("SHP-2024-00445").
  const dated = (l: Literal) => mentions.some((m) => m.kind === 'date' && m.from <= l.from && m.to >= l.to);
  const literals = findLiterals(question, text, tokens, modules, taken, unread, uncounted).filter((l) => !dated(l));
  const held = (l: Literal, m: Mention) =>
    m.kind === 'value' && m.exact && m.module === l.module && m.column === l.column && m.from === l.from && m.to === l.to;
  // A held name is echoed as typed, as one not held is ("OTTILIE BRENNAN", not the data's "Ottilie
  // Brennan"); the match is case-insensitive. (A spelling that differs by accents keeps the data's.)
  const typed = asTyped(question, tokens);
  for (const m of mentions) {
    if (m.kind !== 'value' || !m.exact || m.values.length !== 1) continue;
    const c = modules.find((x) => x.module_id === m.module)?.columns.find((x) => x.name === m.column);
    const as = typed(m.from, m.to);
    if (c && namesPeople(c) && as && as.toLowerCase() === m.values[0]!.toLowerCase()) m.values = [as];
  }
  // Below full, a name typed in lower case is read only as a literal would read one not held: two
  // words or more, none of them English (findLiterals). Otherwise a held "henrietta" or "will long"
  // would be read and one not held would not: an oracle. So such a mention at a column of personal
  // names is dropped (at full it is read: people type names in lower case, and nothing is withheld).
  for (let k = mentions.length - 1; k >= 0 && guarded; k--) {
    const m = mentions[k]!;
    if (m.kind !== 'value') continue;
    const c = modules.find((x) => x.module_id === m.module)?.columns.find((x) => x.name === m.column);
    if (c?.role !== 'sensitive') continue;
    // Part of an email, a phone number or an address is never read: a held one would be, one not held not.
    if (!peopleNames(c)) {
      if (!m.exact) mentions.splice(k, 1);
      continue;
    }
    const as = typed(m.from, m.to);
    const words = tokens.slice(m.from, m.to).filter((t) => !STOPWORDS.has(t.text));
    if (as && as === as.toLowerCase() && (!m.exact || words.length < 2 || words.some((t) => isEnglishWord(t.text)))) {
      mentions.splice(k, 1);
      continue;
    }
    // Read as a name not held would be (a literal): how many records hold it, or whether it is a whole
    // cell or part of some ("Henrietta"), must not choose the reading.
    Object.assign(m, { exact: true, cover: 1, rows: 1, first: 0 });
  }
  const spans = literals.filter((l) => !mentions.some((m) => held(l, m)));
  for (let k = mentions.length - 1; k >= 0; k--) {
    const m = mentions[k]!;
    if (literals.some((l) => m.from < l.to && m.to > l.from && !held(l, m))) mentions.splice(k, 1);
  }
  for (const l of spans)
    mentions.push({
      kind: 'value',
      id: nextId(),
      from: l.from,
      to: l.to,
      module: l.module,
      column: l.column,
      values: [l.value],
      exact: true,
      cover: 1,
      // As a value held once would read: the reading must not tell a held value from one not held.
      rows: 1,
      first: 0,
      negated: negatedAt(tokens, l.from),
    });
}

/** The two values of a yes/no column, as pairs written in data (case aside). */
const YES_NO: [string, string][] = [
  ['y', 'n'],
  ['yes', 'no'],
  ['true', 'false'],
  ['t', 'f'],
  ['1', '0'],
];
/** Words that deny what follows: "not reimbursed", "haven't been reimbursed", "never paid". */
const DENIALS = new Set([
  'not',
  'non',
  'never',
  "n't",
  'nt',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'hasnt',
  'havent',
  'hadnt',
  'didnt',
  'doesnt',
  'dont',
  'without',
  'un',
]);
/** Words saying the opposite of a flag's name ("late" of "On time"), general language. */
const OPPOSITES: Record<string, string[]> = Object.assign(Object.create(null) as Record<string, string[]>, {
  'on time': ['late', 'delayed', 'overdue'],
  paid: ['unpaid', 'outstanding'],
  active: ['inactive', 'churned'],
  approved: ['rejected', 'unapproved', 'pending'],
  complete: ['incomplete', 'unfinished'],
  completed: ['incomplete', 'unfinished'],
  reimbursed: ['unreimbursed'],
  billable: ['unbillable'],
  verified: ['unverified'],
  resolved: ['unresolved'],
});

/** A text column of two values that say yes and no: its yes and no as written. */
function flagValues(c: SpecModule['columns'][number]): { yes: string; no: string } | undefined {
  if (c.type !== 'text' && c.type !== 'boolean') return undefined;
  const seen = new Map(c.stats.top_values.map((t) => [String(t.value).toLowerCase(), String(t.value)] as const));
  if (seen.size !== 2) return undefined;
  const pair = YES_NO.find(([y, n]) => seen.has(y) && seen.has(n));
  return pair && { yes: seen.get(pair[0])!, no: seen.get(pair[1])! };
}

/**
 * A yes/no column named as a state ("reimbursed", "arrived on time", "late", "unreimbursed") is that
 * state's condition: its yes, or its no when denied or said by an opposite — never a count of its two values.
 */
function flagMentions(tokens: Token[], modules: SpecModule[], found: Mention[], nextId: () => number): ValueMention[] {
  const out: ValueMention[] = [];
  const texts = tokens.map((t) => t.text);
  const at = (words: string[], i: number) => words.every((w, k) => texts[i + k] === w);
  for (const m of modules)
    for (const c of m.columns) {
      const flag = flagValues(c);
      if (!flag) continue;
      const name = c.label
        .toLowerCase()
        .replace(/\b(yes\/no|y\/n|yn|flag)\b/g, ' ')
        .replace(/[^a-z0-9 ]+/g, ' ')
        .trim()
        .replace(/\s+/g, ' ')
        // "Is official", "Has paid": the state is named without its verb ("official languages").
        .replace(/^(is|has|was|had|are) (?=\S)/, '');
      if (!name) continue;
      const words = name.split(' ');
      const push = (from: number, to: number, yes: boolean) =>
        out.push({
          kind: 'value',
          id: nextId(),
          from,
          to,
          module: m.module_id,
          column: c.name,
          values: [yes ? flag.yes : flag.no],
          exact: true,
          cover: 1,
          rows: c.stats.top_values.find((t) => String(t.value) === (yes ? flag.yes : flag.no))?.count ?? 1,
          first: 0,
          negated: false,
          state: true,
        });
      for (let i = 0; i < tokens.length; i++) {
        if (at(words, i)) {
          const denied = [1, 2, 3].some(
            (d) => DENIALS.has(texts[i - d] ?? '') && !texts.slice(i - d + 1, i).some((w) => !/^(been|be|yet|ever|get|got|is|are|was|were)$/.test(w)),
          );
          push(i, i + words.length, !denied);
        } else if (texts[i] === `un${name}` || texts[i] === `non${name}`) push(i, i + 1, false);
        else if ((OPPOSITES[name] ?? []).includes(texts[i]!)) push(i, i + 1, false);
      }
    }
  // The flag's own words already read as its column stay so too (a grouping by it is still a reading).
  return out.filter((v) => !found.some((f) => f.kind === 'value' && f.from === v.from && f.to === v.to && f.column === v.column));
}

/** Words of a state still under way: "open deals", "pending tickets", "orders still outstanding". */
const OPEN_WORDS = new Set(
  ['open', 'pending', 'ongoing', 'outstanding', 'unresolved', 'unfinished', 'unclosed', 'active', 'pipeline']
    // Money still owed: "unpaid bills", "what do we owe".
    .concat(['unpaid', 'unsettled', 'uncollected', 'owe', 'owed', 'owing']),
);
/** Verbs of records coming into being: "pipeline created", "new pipeline generated". */
const CREATION_WORDS = new Set(['create', 'created', 'creates', 'generate', 'generated', 'add', 'added', 'build', 'built', 'new', 'source', 'sourced']);
/** Words of a state that is over: a status holding one ends its record's course ("Closed Won", "Resolved"). */
const DONE_WORDS = new Set([
  'closed',
  'resolved',
  'done',
  'completed',
  'complete',
  'cancelled',
  'canceled',
  'won',
  'lost',
  'finished',
  'rejected',
  'archived',
  'delivered',
  'churned',
  'expired',
  'terminated',
  'renewed',
  'expanded',
  'downgraded',
  'paid',
  'settled',
  'refunded',
  'void',
  'voided',
]);

/** A text column of categories whose values the index holds in full, three or more: a status, a stage. */
interface StatusColumn {
  module: string;
  column: string;
  values: { value: string; count: number }[];
}
const cellWords = (v: string) => v.toLowerCase().split(/[^a-z]+/);

function statusColumns(modules: SpecModule[]): StatusColumn[] {
  return modules.flatMap((m) =>
    m.columns
      .filter((c) => c.type === 'text' && c.role === 'dimension' && c.index?.complete && c.stats.top_values.length >= 3)
      .map((c) => ({ module: m.module_id, column: c.name, values: c.stats.top_values.map((t) => ({ value: String(t.value), count: t.count })) })),
  );
}

/** The condition "the status is (or, negated, is not) one of these values", read from token i. */
function statusMention(i: number, s: StatusColumn, values: StatusColumn['values'], rows: number, negated: boolean, nextId: () => number): ValueMention {
  return {
    kind: 'value',
    id: nextId(),
    from: i,
    to: i + 1,
    module: s.module,
    column: s.column,
    values: values.map((v) => v.value),
    exact: true,
    cover: 1,
    rows,
    first: 0,
    negated,
    state: true,
  };
}

/**
 * A state still under way named by a status column that has no such value ("open deals" over the
 * stages Prospecting … Closed Won, Closed Lost) is every status that is not over: the condition is
 * "not one of the values that end a record's course".
 */
function openStateMentions(tokens: Token[], modules: SpecModule[], found: Mention[], nextId: () => number): ValueMention[] {
  const out: ValueMention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i]!.text;
    if (!OPEN_WORDS.has(w) || found.some((f) => f.from <= i && i < f.to && (f.kind === 'column' || f.kind === 'value'))) continue;
    // "How much pipeline did we create in 2023": pipeline created is every deal opened then, whatever became of it.
    if (w === 'pipeline' && tokens.some((t) => CREATION_WORDS.has(t.text))) continue;
    for (const s of statusColumns(modules)) {
      if (s.values.some((v) => cellWords(v.value).includes(w))) continue;
      const over = s.values.filter((v) => cellWords(v.value).some((x) => DONE_WORDS.has(x)));
      if (over.length === 0 || over.length === s.values.length) continue;
      const rows = s.values.reduce((n, v) => n + v.count, 0) - over.reduce((n, v) => n + v.count, 0);
      // "open pipeline", "pending open tickets": one state said twice is one condition.
      if (out.some((o) => o.column === s.column && o.to === i)) continue;
      out.push(statusMention(i, s, over, rows, true, nextId));
    }
  }
  return out;
}

/** Words of records still under way today: "current ARR", "active subscriptions", "seats under contract right now". */
const CURRENT_WORDS = new Set(['current', 'currently', 'active', 'now', 'today', 'existing', 'live', 'ongoing', 'presently']);
/** A cell saying its record is under way ("Open", "Active", "In progress"). */
const UNDER_WAY_CELL_WORDS = new Set(['open', 'active', 'ongoing', 'running', 'live', 'current', 'progress']);
/** A date that ends a record's course: empty while it runs ("Cancel date", "End date", "Termination date"). */
const END_DATE_WORDS = new Set([
  'cancel',
  'cancelled',
  'canceled',
  'cancellation',
  'end',
  'ended',
  'churn',
  'churned',
  'termination',
  'terminated',
  'exit',
  'left',
  'leaving',
  'closed',
  'close',
  'resolved',
]);

/**
 * Records still under way named by a word of today ("current ARR", "active customers"): a status cell
 * saying so ("Open"), else a date that ends a record's course left empty ("no cancel date yet"). A
 * question that names the status itself ("open tickets") is read by the value and state mentions.
 */
function currentMentions(tokens: Token[], modules: SpecModule[], found: Mention[], nextId: () => number): ValueMention[] {
  const out: ValueMention[] = [];
  const at = tokens.findIndex(
    (t, i) => CURRENT_WORDS.has(t.text) && !found.some((f) => f.from <= i && i < f.to && (f.kind === 'column' || f.kind === 'value')),
  );
  if (at < 0) return out;
  // A status already named by the question settles what is under way.
  const named = (m: string, c: string) => found.some((f) => f.kind === 'value' && f.module === m && f.column === c);
  for (const s of statusColumns(modules)) {
    const open = s.values.filter((v) => cellWords(v.value).some((w) => UNDER_WAY_CELL_WORDS.has(w)));
    if (open.length === 0 || open.length === s.values.length) continue;
    if (named(s.module, s.column)) return [];
    const rows = open.reduce((n, v) => n + v.count, 0);
    out.push({ ...statusMention(at, s, open, rows, false, nextId), now: true });
  }
  if (out.length) return out;
  for (const m of modules)
    for (const c of m.columns) {
      const dated = c.type === 'date' || c.type === 'timestamp';
      if (!dated || !(c.stats.null_share > 0 && c.stats.null_share < 1)) continue;
      if (!labelWords(c.label).some((w) => END_DATE_WORDS.has(w))) continue;
      const rows = Math.round(m.row_count * c.stats.null_share);
      out.push({
        kind: 'value',
        id: nextId(),
        from: at,
        to: at + 1,
        module: m.module_id,
        column: c.name,
        values: [],
        exact: true,
        cover: 1,
        rows,
        first: 0,
        negated: false,
        state: true,
        empty: true,
        now: true,
      });
    }
  return out;
}

/**
 * "New customers", "new logos", "new biz ARR": where a category has one value that says "new" ("New Business",
 * "New customer"), the records of that kind. (A word too common to name a value by itself elsewhere.)
 */
function newMentions(tokens: Token[], modules: SpecModule[], found: Mention[], nextId: () => number): ValueMention[] {
  const out: ValueMention[] = [];
  tokens.forEach((t, i) => {
    if (t.text !== 'new' || found.some((f) => f.from <= i && i < f.to && (f.kind === 'column' || f.kind === 'value'))) return;
    for (const m of modules)
      for (const c of m.columns) {
        const values = c.stats.top_values;
        if (c.type !== 'text' || c.role !== 'dimension' || !c.index?.complete || values.length < 2 || values.length > 12) continue;
        const saying = values.filter((v) => cellWords(String(v.value)).includes('new'));
        if (saying.length !== 1) continue;
        const s = { module: m.module_id, column: c.name, values: values.map((v) => ({ value: String(v.value), count: v.count })) };
        out.push(statusMention(i, s, [{ value: String(saying[0]!.value), count: saying[0]!.count }], saying[0]!.count, negatedAt(tokens, i), nextId));
      }
  });
  return out;
}

/**
 * "Contracts up for renewal in 2024": a word that is a value ("Renewal", a contract type) and the event a date
 * column is named after ("Renewal date"), right before a date, names that date — the value is dropped.
 */
function eventsDated(tokens: Token[], modules: SpecModule[], mentions: Mention[], dates: DateMention[]): void {
  for (let k = mentions.length - 1; k >= 0; k--) {
    const v = mentions[k]!;
    if (v.kind !== 'value' || v.to - v.from !== 1 || v.negated) continue;
    let next = v.to;
    if (/^(in|during|for|of|on|by|due)$/.test(tokens[next]?.text ?? '')) next++;
    if (!dates.some((d) => d.from === next)) continue;
    const m = modules.find((x) => x.module_id === v.module);
    const word = tokens[v.from]!.text.replace(/s$/, '');
    const dated = m?.columns.some((c) => (c.type === 'date' || c.type === 'timestamp') && labelWords(c.label)[0] === word);
    if (dated && v.values.every((x) => x.toLowerCase() === word)) mentions.splice(k, 1);
  }
}

/** "After their due date", "before the deadline", "by the due date": a deadline named, and which side of it (to: past its words). */
function deadlineNamed(tokens: Token[], i: number): { after: boolean; to: number } | undefined {
  const side = tokens[i]!.text;
  if (!/^(after|past|beyond|before|by|within)$/.test(side)) return undefined;
  let k = i + 1;
  if (/^(the|their|its|his|her|our)$/.test(tokens[k]?.text ?? '')) k++;
  if (!DEADLINE_WORDS.has(tokens[k]?.text ?? '')) return undefined;
  k++;
  if (/^(date|dates|day)$/.test(tokens[k]?.text ?? '')) k++;
  return { after: /^(after|past|beyond)$/.test(side), to: k };
}

/** Words of an event after its deadline ("paid late", "overdue shipments") and by it ("on time", "early"). */
const LATE_WORDS = new Set(['late', 'overdue', 'delayed', 'tardy', 'belated']);
const ON_TIME_PAIRS = ['on time', 'in time', 'past due'];
const ON_TIME_WORDS = new Set(['early', 'punctual', 'punctually', 'ontime']);
/** A date set as a record's deadline: "Due date", "Promised by", "SLA deadline". */
const DEADLINE_WORDS = new Set(['due', 'deadline', 'promised', 'expected', 'target', 'sla', 'committed', 'planned', 'scheduled']);

/**
 * "How many bills were paid late", "what % of orders shipped on time": where no column or value says so, the
 * date of the event (the one the question's verb names, else the only other date) against the record's deadline.
 */
function lateMentions(tokens: Token[], modules: SpecModule[], found: Mention[], nextId: () => number): ColumnMention[] {
  const out: ColumnMention[] = [];
  const said = (i: number) => found.some((f) => f.from <= i && i < f.to && (f.kind === 'column' || f.kind === 'value'));
  for (let i = 0; i < tokens.length; i++) {
    const pair = `${tokens[i]!.text} ${tokens[i + 1]?.text ?? ''}`;
    // "Paid after their due date", "shipped before the deadline": the deadline named by its own words.
    const byDeadline = deadlineNamed(tokens, i);
    const late = LATE_WORDS.has(tokens[i]!.text) || pair === 'past due' || byDeadline?.after === true;
    const onTime = ON_TIME_WORDS.has(tokens[i]!.text) || (ON_TIME_PAIRS.includes(pair) && pair !== 'past due') || byDeadline?.after === false;
    if ((!late && !onTime) || (said(i) && !byDeadline)) continue;
    const to = byDeadline ? byDeadline.to : ON_TIME_PAIRS.includes(pair) ? i + 2 : i + 1;
    const afterDeadline = late !== negatedAt(tokens, i);
    for (const m of modules) {
      const dates = m.columns.filter((c) => c.type === 'date' || c.type === 'timestamp');
      const deadline = dates.find((c) => labelWords(c.label).some((w) => DEADLINE_WORDS.has(w)));
      if (!deadline) continue;
      const others = dates.filter((c) => c !== deadline && c !== dates[0]);
      const verbs = tokens.flatMap((t) => (t.text.length > 2 ? eventWords(t.text) : []));
      const event = others.find((c) => labelWords(c.label).some((w) => verbs.includes(w))) ?? (others.length === 1 ? others[0] : undefined);
      if (!event) continue;
      out.push({
        kind: 'column',
        id: nextId(),
        from: i,
        to,
        module: m.module_id,
        column: event.name,
        score: 1,
        how: 'concept',
        late: { op: afterDeadline ? 'gt' : 'lte', other: deadline.name },
      });
    }
  }
  return out;
}

/**
 * A number read as a bound or a count ("more than 5", "top 5") does not also name a cell "5", nor does the
 * day or year of a date ("on 27 March 2024" is no value 27 of a count, "in Q2 2024" no 2024 pageviews).
 */
function valuesReadAsNumbers(mentions: Mention[], modules: SpecModule[], dates: DateMention[]): void {
  const bounds = mentions.filter((m): m is NumberMention => m.kind === 'number' && (m.cmp !== undefined || m.count !== undefined));
  const numeric = (v: string) => /^\d+(\.\d+)?$/.test(v);
  for (let k = mentions.length - 1; k >= 0; k--) {
    const m = mentions[k]!;
    if (m.kind !== 'value') continue;
    // A year alone ("in 2024") is a date unless the column holds years.
    const yearsColumn = () => {
      const col = modules.find((x) => x.module_id === m.module)?.columns.find((x) => x.name === m.column);
      return !!col && Number(col.stats.min) >= 1000 && Number(col.stats.max) <= 2200;
    };
    const inDateSpan =
      m.values.length > 0 &&
      m.values.every(numeric) &&
      dates.some((d) => d.from <= m.from && d.to >= m.to && (d.to - d.from > m.to - m.from || !yearsColumn()));
    // Nor is a date a fragment of another cell: "invoices in 2023" names no invoice "INV-2023".
    // (A season "2006–07 Serie A" is a period itself: only a code of the records, "INV-2023", is no date.)
    // …nor a part of one day of a column of dates ("in 2024" is no "2024-07-11").
    const code = () => {
      const col = modules.find((x) => x.module_id === m.module)?.columns.find((x) => x.name === m.column);
      return col?.role === 'identifier' || col?.role === 'time' || isDateColumn(col!);
    };
    const partOfCell = !m.exact && dates.some((d) => d.from <= m.from && d.to >= m.to) && code();
    if (inDateSpan || partOfCell || bounds.some((b) => b.from <= m.from && b.to >= m.to)) mentions.splice(k, 1);
  }
}

/**
 * The modules named by their names or synonyms; a one-word name also by the two words it runs
 * together ("high schoolers" of Highschooler, "play lists" of Playlist).
 */
function moduleMentions(lexicon: ColumnLexicon, tokens: Token[], stems: string[], nextId: () => number): Mention[] {
  const out: Mention[] = [];
  for (const m of lexicon.modules)
    for (let i = 0; i + m.stems.length <= stems.length; i++) {
      if (m.stems.every((s, k) => stems[i + k] === s)) out.push({ kind: 'module', id: nextId(), from: i, to: i + m.stems.length, module: m.module });
      else if (m.stems.length === 1 && i + 1 < tokens.length && m.stems[0]!.length >= 6 && stemWord(tokens[i]!.text + tokens[i + 1]!.text) === m.stems[0])
        out.push({ kind: 'module', id: nextId(), from: i, to: i + 2, module: m.module });
    }
  // "pets" is the whole name of Pets and only the head noun of Has_Pet: it names Pets.
  const whole = new Set<string>();
  for (const m of lexicon.modules) if (!m.head) whole.add(m.stems.join(' '));
  const headOnly = (x: Mention) =>
    x.kind === 'module' &&
    lexicon.modules.some((m) => m.module === x.module && m.head && m.stems.join(' ') === stems.slice(x.from, x.to).join(' ')) &&
    !lexicon.modules.some((m) => m.module === x.module && !m.head && m.stems.join(' ') === stems.slice(x.from, x.to).join(' '));
  return out.filter((x) => !(headOnly(x) && whole.has(stems.slice(x.from, x.to).join(' '))));
}

/**
 * The records' own noun ("invoices" of Sales invoices) names them, not every column called after them
 * ("Invoice number", "Invoice amount paid", "Invoice amount due"): those word mentions go.
 */
function recordsNounNamesNoColumn(mentions: Mention[], modules: SpecModule[], tokens: Token[]): void {
  const moduleOf = (m: Mention) => modules.find((x) => x.module_id === (m as { module?: string }).module);
  // The records' key stays named by it ("which invoice": its number).
  const key = (m: Mention) => m.kind === 'column' && moduleOf(m)?.entity?.key === m.column;
  // Another form of the noun that is a column's own word ("how much was claimed": Claimed amount, of Claims) names that column.
  const ownWord = (r: Mention, m: Mention) => {
    const said = tokens[r.to - 1]?.text ?? '';
    const e = moduleOf(r)?.entity;
    const nouns = new Set([e?.singular, e?.plural].map((n) => n?.toLowerCase().split(/\s+/).at(-1)));
    const column = m.kind === 'column' ? moduleOf(m)?.columns.find((c) => c.name === m.column) : undefined;
    return !nouns.has(said) && column !== undefined && labelWords(column.label).some((w) => w.toLowerCase() === said);
  };
  const wordsAt = (r: Mention) =>
    mentions.filter((m) => m.kind === 'column' && m.how === 'word' && m.from === r.from && m.to === r.to && m.module === (r as { module: string }).module);
  const drop = new Set(mentions.flatMap((r) => (r.kind === 'module' && wordsAt(r).length >= 2 ? wordsAt(r).filter((m) => !key(m) && !ownWord(r, m)) : [])));
  for (let k = mentions.length - 1; k >= 0; k--) if (drop.has(mentions[k]!)) mentions.splice(k, 1);
}

/**
 * "Total outstanding": "total" right before a figure said in other words is how that figure is taken, not the
 * column called "Total" beside it ("total votes" beside Votes may well be the Total).
 */
function totalOfAFigure(mentions: Mention[], modules: SpecModule[], tokens: Token[]): void {
  const columnOf = (m: ColumnMention) => modules.find((x) => x.module_id === m.module)?.columns.find((c) => c.name === m.column);
  for (let k = mentions.length - 1; k >= 0; k--) {
    const m = mentions[k]!;
    if (m.kind !== 'column' || m.to - m.from !== 1 || !/^totals?$/.test(tokens[m.from]?.text ?? '')) continue;
    if (!labelWords(columnOf(m)?.label ?? '').every((w) => /^totals?$/i.test(w))) continue;
    const figure = mentions.some(
      (x) => x.kind === 'column' && x.from === m.to && x.how === 'concept' && x.module === m.module && x.column !== m.column && columnOf(x)?.role === 'measure',
    );
    if (figure) mentions.splice(k, 1);
  }
}

/** "The abandonment rate", "denial rate": a status value named right before "rate" is a state of the records. */
function ratedStates(tokens: Token[], modules: SpecModule[], mentions: Mention[]): void {
  const statuses = new Set(statusColumns(modules).map((s) => `${s.module}|${s.column}`));
  for (const m of mentions)
    if (m.kind === 'value' && m.exact && !m.state && RATE_WORDS.has(tokens[m.to]?.text ?? '') && statuses.has(`${m.module}|${m.column}`)) m.state = true;
}

/** Other words data uses for a state: an account "lost" is "Churned", a subscription "cancelled" may be "Churned". */
const STATE_SYNONYMS: Record<string, string[]> = Object.assign(Object.create(null) as Record<string, string[]>, {
  lost: ['churned', 'cancelled', 'canceled'],
  churned: ['cancelled', 'canceled', 'lost'],
  cancelled: ['churned', 'terminated'],
  renewed: ['renewal'],
});

/** A verb of a state in any form, as the state's word in data ("win", "winning" → won; "lose" → lost). */
const STATE_OF_VERB: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  win: 'won',
  wins: 'won',
  winning: 'won',
  won: 'won',
  lose: 'lost',
  loses: 'lost',
  losing: 'lost',
  lost: 'lost',
  close: 'closed',
  closed: 'closed',
  cancel: 'cancelled',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  resolve: 'resolved',
  resolved: 'resolved',
  complete: 'completed',
  completed: 'completed',
  reject: 'rejected',
  rejected: 'rejected',
  refund: 'refunded',
  refunded: 'refunded',
  return: 'returned',
  returned: 'returned',
  churn: 'churned',
  churned: 'churned',
  fail: 'failed',
  fails: 'failed',
  failed: 'failed',
  failure: 'failed',
  failures: 'failed',
  approve: 'approved',
  approved: 'approved',
  approval: 'approved',
  deliver: 'delivered',
  delivered: 'delivered',
  paid: 'paid',
  shipped: 'shipped',
  // A contract's outcomes at renewal.
  renewed: 'renewed',
  expanded: 'expanded',
  downgraded: 'downgraded',
  upgraded: 'upgraded',
  // Nouns of the same states: "not counting cancellations", "wins and losses", "returns".
  cancellation: 'cancelled',
  cancellations: 'cancelled',
  losses: 'lost',
  rejection: 'rejected',
  rejections: 'rejected',
  refunds: 'refunded',
  returns: 'returned',
  completion: 'completed',
  resolution: 'resolved',
});

/**
 * A state named by its verb or its word ("deals we won", "win rate", "lost in Q3") is the values of a
 * status column that say it ("Closed Won"): the whole condition, not a word that only partly names a cell.
 */
function stateMentions(tokens: Token[], modules: SpecModule[], found: Mention[], nextId: () => number): ValueMention[] {
  const out: ValueMention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    // "Undelivered orders", "unshipped": the state's opposite (a word of its own, "unpaid", is an open state).
    const un = /^un\p{L}{4,}$/u.test(tokens[i]!.text) && !OPEN_WORDS.has(tokens[i]!.text) ? tokens[i]!.text.slice(2) : undefined;
    const state = STATE_OF_VERB[tokens[i]!.text] ?? (un ? (STATE_OF_VERB[un] ?? (DONE_WORDS.has(un) ? un : undefined)) : undefined);
    // With a word next to it in a column's name ("win probability"), the word names that column.
    const inName = (c: SpecModule['columns'][number]) => {
      const words = labelWords(c.label);
      return words.includes(tokens[i]!.text) && [tokens[i - 1]?.text, tokens[i + 1]?.text].some((w) => w !== undefined && words.includes(w));
    };
    if (!state || modules.some((m) => m.columns.some(inName))) continue;
    for (const s of statusColumns(modules)) {
      const says = (words: string[]) => s.values.filter((v) => cellWords(v.value).some((w) => words.includes(w)));
      // A state said in other words where the data has no cell of its own ("lost" accounts: Churned).
      let saying = says([state, ...(state === 'cancelled' ? ['canceled'] : [])]);
      if (saying.length === 0) saying = says(STATE_SYNONYMS[state] ?? []);
      if (saying.length === 0 || saying.length === s.values.length) continue;
      // Read already as that column's value ("cancellation" as Cancelled): the same state.
      const read = found.find((f): f is ValueMention => f.kind === 'value' && f.exact && f.column === s.column && f.from <= i && i < f.to);
      if (read) {
        read.state = true;
        continue;
      }
      out.push(
        statusMention(
          i,
          s,
          saying,
          saying.reduce((n, v) => n + v.count, 0),
          !!un !== negatedAt(tokens, i),
          nextId,
        ),
      );
    }
  }
  return out;
}

/** Words between a negation and what it negates: "not from the", "not yet paid". */
const NEGATION_GAP = /^(the|from|in|on|of|a|an|for|any|by|to|at|yet|been|being|fully|already)$/;

function negatedAt(tokens: Token[], i: number): boolean {
  let k = i - 1;
  for (let skipped = 0; k >= 0 && skipped < 3 && NEGATION_GAP.test(tokens[k]!.text); skipped++) k--;
  const w = tokens[k]?.text ?? '';
  return NEGATION.test(w) || NEGATION.test(`${tokens[k - 1]?.text ?? ''} ${w}`);
}

const isDateColumn = (c: SpecModule['columns'][number]) => c.type === 'date' || c.type === 'timestamp' || c.reads_as === 'date';
const isoDay = (v: unknown) => (v === null || v === undefined ? undefined : String(v).slice(0, 10));

/** Dates set ahead of time ("Due date", "Renewal date", "Expiry"): they run past the day the data was taken. */
const SCHEDULED = /\b(due|renewal|renews?|expiry|expires?|expiration|deadline|maturity|planned|scheduled|expected|next|until|valid|end|ends|term)\b/i;

/**
 * The earliest and latest dates of some modules' date columns. The latest is that of what happened:
 * a due date in January of the next year does not make "last year" next year. A date every record has
 * (created, hired, sent) says when the data was taken better than one of a later step some records
 * reach, which may be booked ahead (a cancellation at the end of a paid term).
 */
function dateContext(modules: SpecModule[]): { min?: string; max?: string } {
  const times = modules.flatMap((m) => m.columns.filter(isDateColumn));
  const past = times.filter((c) => !SCHEDULED.test(c.label));
  const complete = past.filter((c) => c.stats.null_share === 0);
  const happened = complete.length > 0 ? complete : past;
  const mins = times.map((c) => isoDay(c.stats?.min)).filter((x): x is string => !!x);
  const maxs = (happened.length > 0 ? happened : times).map((c) => isoDay(c.stats?.max)).filter((x): x is string => !!x);
  return { min: mins.sort()[0], max: maxs.sort().at(-1) };
}

/**
 * Dates named. Relative words ("last year", "last March") are read against the latest date of the
 * data; where the modules' data end at different dates, each module's own reading is a mention of
 * its own ("last year" of the stock prices is not the last year of the weather).
 */
function dateMentions(text: string, tokens: Token[], modules: SpecModule[], nextId: () => number): DateMention[] {
  const global = findDates(text, dateContext(modules));
  const groups = new Map<string, { ctx: { min?: string; max?: string }; ids: string[] }>();
  for (const m of modules) {
    const ctx = dateContext([m]);
    if (!ctx.max) continue;
    const key = `${ctx.min}|${ctx.max}`;
    groups.set(key, { ctx, ids: [...(groups.get(key)?.ids ?? []), m.module_id] });
  }
  const own = groups.size > 1 ? [...groups.values()].map((g) => ({ ids: g.ids, found: findDates(text, g.ctx) })) : [];
  const same = (x: DateMatch, y: DateMatch) =>
    x.kind === y.kind && (x.kind === 'range' ? y.kind === 'range' && x.from === y.from && x.to === y.to : x.month === (y as { month: number }).month);
  return global.flatMap((d): DateMention[] => {
    const inside = tokens.filter((t) => t.start >= d.start && t.end <= d.end);
    if (inside.length === 0) return [];
    const mention = (x: DateMatch, ids?: string[]): DateMention => {
      const span = { id: nextId(), from: inside[0]!.i, to: inside.at(-1)!.i + 1, ...(ids ? { modules: ids } : {}) };
      return x.kind === 'range' ? { kind: 'date', ...span, range: [x.from, x.to], grain: x.grainHint } : { kind: 'date', ...span, month: x.month };
    };
    const readings = own.map((g) => ({ ids: g.ids, x: g.found.find((x) => x.start === d.start && x.end === d.end) }));
    if (readings.every((r) => r.x && same(r.x, d))) return [mention(d)];
    return readings.flatMap((r) => (r.x ? [mention(r.x, r.ids)] : []));
  });
}

/** Lexicons by the modules' content (a spec never changes; scopes are rebuilt on every call). */
const lexicons = new Map<string, ColumnLexicon>();
function lexiconFor(modules: SpecModule[]): ColumnLexicon {
  const key = JSON.stringify(modules.map((m) => [m.module_id, m.name, m.synonyms, m.columns.map((c) => [c.name, c.label, c.synonyms])]));
  let lex = lexicons.get(key);
  if (!lex) {
    lex = columnLexicon(modules);
    lexicons.set(key, lex);
    if (lexicons.size > 64) lexicons.delete(lexicons.keys().next().value!);
  }
  return lex;
}

/** How much an adjective's concept names a column (less than its name would). */
const CONCEPT_SCORE = 0.6;

/**
 * Columns named by an adjective's concept: "windiest" names a column with "wind" in its name,
 * "heavier" one with weight or mass — unless the adjective's own words already name a column.
 */
function conceptMentions(tokens: Token[], modules: SpecModule[], found: Mention[], nextId: () => number): ColumnMention[] {
  const out: ColumnMention[] = [];
  tokens.forEach((t, i) => {
    if (PERIOD_NOUNS.has(t.text)) return void out.push(...periodMentions(i, tokens, modules, found, nextId));
    const motion = MOTION[t.text];
    const concepts = conceptStems(motion ?? (ADJECTIVES[t.text] ?? COMPARATIVES[t.text])?.concepts ?? []);
    // A word of movement names its end of the trip even inside another column's name ("arrival delay").
    if (concepts.length === 0 || (!motion && found.some((m) => m.kind === 'column' && m.from <= i && m.to > i))) return;
    // "the longest (average) delay": an adjective before a column named in full qualifies that column, it names no other.
    let next = i + 1;
    while (AGGREGATE_WORDS.avg.has(tokens[next]?.text ?? '') || AGGREGATE_WORDS.sum.has(tokens[next]?.text ?? '')) next++;
    if (!motion && found.some((m) => m.kind === 'column' && m.from === next && (m.how === 'name' || m.how === 'synonym'))) return;
    const here: ColumnMention[] = [];
    // A measure for an adjective ("heaviest"); a place for a word of movement (its key is a code or a name),
    // never a time: "departed" names the origin, not "Departure time".
    const fits = (c: SpecModule['columns'][number]) => (motion !== undefined ? !isDateColumn(c) : c.type !== 'text' || c.reads_as === 'number');
    // Speed is time: "the slowest carrier" is the one with the longest "Transit days", a duration by the layer.
    for (const m of modules)
      for (const c of m.columns)
        if (fits(c) && (headerStems(c).some((w) => concepts.includes(w)) || (SPEED_WORDS.has(t.text) && c.measure?.quantity === 'duration')))
          here.push({ kind: 'column', id: nextId(), from: i, to: i + 1, module: m.module_id, column: c.name, score: CONCEPT_SCORE, how: 'concept' });
    if (here.length <= MAX_COLUMNS_PER_WORD) out.push(...here);
  });
  return out;
}

/** The words of the standard metrics' names: never corrected into another word ("ctr", "roas"). */
const METRIC_WORDS = new Set(STANDARD_METRICS.flatMap((m) => m.names.flatMap((n) => n.split(' '))).map(stemWord));

/**
 * A standard metric of business language named ("CTR", "cost per click") where a module holds both its
 * figures: a mention of its numerator (operations/aggregates/ratio.ts reads the ratio), so that its words are
 * not taken for a figure the data lacks.
 */
function metricMentions(tokens: Token[], modules: SpecModule[], nextId: () => number): ColumnMention[] {
  const out: ColumnMention[] = [];
  const words = tokens.map((t) => t.text);
  for (const m of modules)
    for (const { metric, numerator } of standardMetricsOf(m))
      for (const name of metric.names) {
        const ws = name.split(' ');
        for (let i = 0; i + ws.length <= words.length; i++)
          if (ws.every((w, k) => words[i + k] === w || (k === ws.length - 1 && words[i + k] === `${w}s`)))
            out.push({
              kind: 'column',
              id: nextId(),
              from: i,
              to: i + ws.length,
              module: m.module_id,
              column: numerator.name,
              score: CONCEPT_SCORE,
              how: 'concept',
            });
      }
  return out;
}

/** Between "who" and the verb: "who supplies", "who did sell", "who has managed". */
const WHO_AUX = new Set(['does', 'did', 'do', 'has', 'have', 'had', 'will', 'can']);

/**
 * The verb of a column's agent noun names the column: "who supplies SKU X" asks for the Supplier, "who
 * manages Boston" the Manager, "who teaches" the Teacher — the noun less its -er / -or is the verb's stem.
 * Read right after "who" only, where the verb's doer is what is asked.
 */
function agentMentions(tokens: Token[], stems: string[], modules: SpecModule[], found: Mention[], nextId: () => number): ColumnMention[] {
  const who = tokens.findIndex((t) => t.text === 'who');
  if (who < 0) return [];
  const at = WHO_AUX.has(tokens[who + 1]?.text ?? '') ? who + 2 : who + 1;
  const verb = stems[at];
  if (!verb || found.some((m) => m.kind === 'column' && m.from <= at && m.to > at)) return [];
  const out: ColumnMention[] = [];
  for (const m of modules)
    for (const c of m.columns) {
      const noun = c.label.toLowerCase().split(/\s+/).at(-1) ?? '';
      if (!/^[a-z]{4,}(er|or)$/.test(noun) || c.type !== 'text') continue;
      const roots = [noun.slice(0, -2), noun.slice(0, -1)].map(stemWord);
      if (roots.includes(verb) && stemWord(noun) !== verb)
        out.push({ kind: 'column', id: nextId(), from: at, to: at + 1, module: m.module_id, column: c.name, score: CONCEPT_SCORE, how: 'concept' });
    }
  return out.length <= MAX_COLUMNS_PER_WORD ? out : [];
}

const INDEFINITE = new Set(['a', 'an', 'any']);
const SPEED_WORDS = new Set(['fast', 'faster', 'fastest', 'slow', 'slower', 'slowest', 'quick', 'quicker', 'quickest']);

/**
 * A noun of a period ("the hottest day", "which month") names the module's dates as a concept,
 * unless a column of that module's own is already named by the word there ("Model year").
 */
function periodMentions(i: number, tokens: Token[], modules: SpecModule[], found: Mention[], nextId: () => number): ColumnMention[] {
  const here: ColumnMention[] = [];
  // "on a snowy day": a period taken indefinitely (its article at most one word before) is one of the records, no date asked for.
  if ([1, 2].some((d) => INDEFINITE.has(tokens[i - d]?.text ?? ''))) return here;
  for (const m of modules) {
    // Per module: "year" naming one table's "Model year" still names another table's dates by their year.
    if (found.some((f) => f.kind === 'column' && f.module === m.module_id && f.from <= i && f.to > i)) continue;
    for (const c of m.columns)
      if (isDateColumn(c))
        here.push({ kind: 'column', id: nextId(), from: i, to: i + 1, module: m.module_id, column: c.name, score: CONCEPT_SCORE, how: 'period' });
  }
  return here.length <= MAX_COLUMNS_PER_WORD ? here : [];
}

/** The columns the phrases found name: a word of a name only where it is distinctive and inside no other name. */
function columnMentions(hits: PhraseHit[], tokens: Token[], stems: string[], nextId: () => number): ColumnMention[] {
  const columnsOfWord = new Map<string, number>();
  for (const h of hits) if (h.phrase.how === 'word') columnsOfWord.set(h.phrase.stems[0]!, (columnsOfWord.get(h.phrase.stems[0]!) ?? 0) + 1);
  const covers = (o: PhraseHit, h: PhraseHit) => o.phrase.how !== 'word' && o.from <= h.from && o.to >= h.to && o.to - o.from > h.to - h.from;
  // A word of one column inside another's full name ("time" of "first response time") names only that other.
  const insideName = (h: PhraseHit) => hits.some((o) => covers(o, h) && o.phrase.column !== h.phrase.column);
  // A shorter name of a column inside its full name ("trains" of "named trains") says nothing more.
  const withinOwnName = (h: PhraseHit) =>
    h.phrase.how !== 'word' && hits.some((o) => covers(o, h) && o.phrase.column === h.phrase.column && o.phrase.module === h.phrase.module);
  const out: ColumnMention[] = [];
  for (const h of hits) {
    const p = h.phrase;
    if (withinOwnName(h)) continue;
    const crowded = (columnsOfWord.get(p.stems[0]!) ?? 0) > MAX_COLUMNS_PER_WORD * Math.max(1, tokens.filter((_t, i) => stems[i] === p.stems[0]).length);
    if (p.how === 'word' && (crowded || insideName(h))) continue;
    // …and so does another column's synonym inside a column's full name ("document" of Document name, in "document id").
    if (p.how === 'synonym' && hits.some((o) => o.phrase.how === 'name' && covers(o, h) && o.phrase.column !== p.column)) continue;
    // "the people's life expectancy": a synonym in the possessive says whose figure, not which one.
    if (p.how === 'synonym' && tokens[h.to - 1]?.possessive) continue;
    out.push({ kind: 'column', id: nextId(), from: h.from, to: h.to, module: p.module, column: p.column, score: p.how === 'word' ? p.weight : 1, how: p.how });
  }
  return out;
}

/**
 * `guarded`: the answer is given below full exposure, where a value of a column of personal names
 * is read only in ways that do not depend on whether the data holds it (readLiterals).
 */
export function analyse(question: string, modules: SpecModule[], index: ValueIndex, guarded = false): Analysis {
  const { text, tokens: all } = tokenizeQuestion(question);
  const tokens = all.slice(0, MAX_TOKENS);
  const lexicon = lexiconFor(modules);
  const known = (s: string) =>
    METRIC_WORDS.has(s) ||
    lexicon.vocab.has(s) ||
    index.has(s) ||
    STOP_STEMS.has(s) ||
    KEYWORD_STEMS.has(s) ||
    COMMON_STEMS.has(s) ||
    COMMON_WORDS.has(s) ||
    MOTION_STEMS.has(s);
  const vocab = [...lexicon.vocab, ...KEYWORD_STEMS, ...(index.size <= 20_000 ? index.stems() : [])];
  const surfaces = new Map([...KEYWORDS].map((w) => [stemWord(w), w]));
  const { stems, corrected } = correct(tokens, known, vocab, (st) => lexicon.surface.get(st) ?? surfaces.get(st) ?? st);
  let id = 0;
  const nextId = () => id++;
  const mentions: Mention[] = [];
  const hits = findPhrases(tokens, lexicon, (i) => stems[i]!);
  mentions.push(...columnMentions(hits, tokens, stems, nextId));
  mentions.push(...conceptMentions(tokens, modules, mentions, nextId));
  mentions.push(...metricMentions(tokens, modules, nextId));
  mentions.push(...agentMentions(tokens, stems, modules, mentions, nextId));
  mentions.push(...moduleMentions(lexicon, tokens, stems, nextId));
  recordsNounNamesNoColumn(mentions, modules, tokens);
  const named = new Set<number>();
  for (const m of mentions) for (let i = m.from; i < m.to; i++) named.add(i);
  // Words that together name one column ("freight cost": Freight cost USD) are that column's name, not a value
  // one of them happens to be ("Freight", a service level).
  // Words of the column's name, not a concept a word of movement reads ("came from referrals": from is no name).
  // (A word that only stems like a synonym — "salaried" for "salary" — starts no name.)
  const nameRun = (i: number) =>
    mentions.some(
      (c) =>
        c.kind === 'column' &&
        c.from === i &&
        (c.how !== 'synonym' || c.to - c.from > 1) &&
        mentions.some(
          (d) => d !== c && d.kind === 'column' && d.how !== 'concept' && d.module === c.module && d.column === c.column && (d.from === i + 1 || d.to === i),
        ),
    );
  const namedAt = (at: number, module: string, column: string) =>
    mentions.some((m) => m.kind === 'column' && (m.how === 'name' || m.how === 'synonym') && m.from === at && m.module === module && m.column === column);
  mentions.push(...valueMentions(tokens, stems, index, nextId, named, namedAt).filter((v) => v.to - v.from > 1 || !nameRun(v.from)));
  valuesTogether(mentions);
  // States said in other words than a cell's: flags, open and current records, late ones, new business.
  for (const read of [flagMentions, openStateMentions, currentMentions, lateMentions, newMentions]) mentions.push(...read(tokens, modules, mentions, nextId));
  const states = stateMentions(tokens, modules, mentions, nextId);
  // A word that partly named a status cell is now the state's whole condition.
  for (let k = mentions.length - 1; k >= 0; k--) {
    const x = mentions[k]!;
    if (x.kind === 'value' && !x.exact && states.some((v) => v.column === x.column && v.module === x.module && v.from === x.from && v.to === x.to))
      mentions.splice(k, 1);
  }
  mentions.push(...states);
  ratedStates(tokens, modules, mentions);
  const dates = dateMentions(text, tokens, modules, nextId);
  mentions.push(...dates);
  eventsDated(tokens, modules, mentions, dates);
  const inDate = (i: number) => dates.some((d) => i >= d.from && i < d.to && !(d.grain === 'year' && d.to - d.from === 1));
  for (const r of readNumbers(tokens, inDate)) mentions.push({ kind: 'number', id: nextId(), ...r });
  valuesReadAsNumbers(mentions, modules, dates);
  readLiterals(question, text, tokens, stems, modules, mentions, nextId, guarded);
  const parts = partMentions(question, text, tokens, modules, mentions, nextId, guarded);
  // Words said to be part of a cell are that part, not a number or a part of some other cell.
  for (let k = mentions.length - 1; k >= 0 && parts.length > 0; k--) {
    const m = mentions[k]!;
    if ((m.kind === 'number' || (m.kind === 'value' && !m.part)) && parts.some((p) => m.from < p.to && p.from < m.to)) mentions.splice(k, 1);
  }
  mentions.push(...parts);
  mentions.push(...layerMentions(tokens, modules, mentions, nextId));
  totalOfAFigure(mentions, modules, tokens);
  // Only where the question groups, ranks or counts things ("top 5 accounts", "how many contracts"): elsewhere "UK guests" are a filter's.
  const grouping = tokens.some((t, i) => /^(top|bottom|by|per|each|which)$/.test(t.text) || (t.text === 'many' && tokens[i - 1]?.text === 'how'));
  const amounts = mainAmountNamed(mentions, modules);
  const kept = bounded(grouping ? thingNamed(amounts, modules) : amounts);
  return {
    question,
    text,
    tokens,
    stems,
    corrected,
    mentions: kept,
    wh: questionWord(tokens),
    outputUnit: outputUnitOf(tokens) ?? recurringUnit(tokens, modules),
    missing: [...missingOf(tokens, kept, modules, asTyped(question, tokens)), ...salesMissing(tokens, modules, kept)],
  };
}

/**
 * "How many units did we sell" over data that records no sale (a stock list): sales are missing. A ranking by
 * sales ("the top selling brands") may stand on the table's own order, so only a quantity sold is asked back.
 */
function salesMissing(tokens: Token[], modules: SpecModule[], mentions: Mention[]): string[] {
  const wh = questionWord(tokens);
  if (wh !== 'how_many' && wh !== 'how_much') return [];
  const selling = tokens.some(
    (t, i) => SELLING_WORDS.has(t.text) && !ADJECTIVES[tokens[i - 1]?.text ?? ''] && !mentions.some((m) => m.kind !== 'number' && m.from <= i && i < m.to),
  );
  return selling && modules.every((m) => soldMeasures(m).length === 0) ? ['sales'] : [];
}

const ONE_RECORD_WORDS = new Set(['single', 'individual', 'one']);
const AVERAGE_WORDS = new Set(['average', 'avg', 'mean', 'typical']);
/** Nouns of people a headcount counts. */
const PEOPLE_NOUNS = new Set(['employee', 'staff', 'worker', 'person', 'people', 'member', 'personnel', 'emp', 'associate', 'headcount']);
/** Words of how well something did: "the best performing campaign", "which channel performs worst". */
const PERFORM_WORDS = new Set(['perform', 'performs', 'performed', 'performing']);
/** Verbs of an outcome brought about: "which channel drove the most", "what did ads generate". */
const DRIVE_WORDS = new Set(['drove', 'driven', 'drive', 'drives', 'generate', 'generated', 'generates', 'earn', 'earns', 'earned', 'earning']);
/** Words of what people are paid: "the highest paid" over a list of employees names their salary. */
const PAY_WORDS = new Set(['salary', 'salaries', 'pay', 'wage', 'wages', 'compensation', 'earnings', 'income', 'remuneration']);
/** Words that rank what follows: "the highest paid", "lowest paid", "best paid". */
const RANK_BEFORE = /^(highest|lowest|best|worst|most|least|top|better|worse|higher|lower|well|poorly|badly)$/;
const BE_OR_DETERMINER = new Set(['is', 'are', 'was', 'were', 'the', 'our', 'my', 'your', 'their', 'its', 'a', 'an']);

/** Words that name the magnitude of a record after its name: "order value", "deal size". */
export const MAGNITUDE_NOUNS = new Set(['value', 'values', 'size', 'sizes', 'amount', 'amounts', 'total', 'totals', 'worth']);

/**
 * Columns named through the semantic layer: a word of selling ("best selling", "sold the most")
 * names the measures of items sold (else the amounts); a size before the records' own name ("the
 * largest order") or a magnitude after it ("average order value") names their main amount.
 */
function layerMentions(tokens: Token[], modules: SpecModule[], found: Mention[], nextId: () => number): ColumnMention[] {
  const out: ColumnMention[] = [];
  const columnAt = (i: number) => found.some((m) => m.kind === 'column' && m.how !== 'word' && m.from <= i && m.to > i);
  const concept = (i: number, module: string, column: string): ColumnMention => ({
    kind: 'column',
    id: nextId(),
    from: i,
    to: i + 1,
    module,
    column,
    score: CONCEPT_SCORE,
    how: 'concept',
  });
  tokens.forEach((t, i) => {
    if (SELLING_WORDS.has(t.text) && !columnAt(i))
      for (const m of modules) for (const c of soldMeasures(m).slice(0, 2)) out.push(concept(i, m.module_id, c.name));
    // "how many brackets did Monterrey make": a verb of making names the quantity made.
    if (MAKING_WORDS.has(t.text) && !columnAt(i))
      for (const m of modules) for (const c of madeMeasures(m).slice(0, 1)) out.push(concept(i, m.module_id, c.name));
    // "won revenue", "spend": a word of money over a module whose main amount is called only "Amount".
    if (!columnAt(i) && !found.some((x) => x.kind === 'column' && x.from <= i && x.to > i))
      for (const m of modules) {
        const main = moneyNamed(t.text, m);
        if (main) out.push({ ...concept(i, m.module_id, main.name), money: true });
      }
  });
  out.push(...peopleAndOutcomes(tokens, modules, columnAt, concept));
  out.push(...recurringNamed(tokens, modules, columnAt, concept));
  out.push(...costOfAFigure(tokens, modules, found, concept));
  // "Cash collected in 2024": the amount paid in where a column holds it, else the records' own main amount.
  out.push(
    ...moneyWords(tokens, modules, columnAt, concept, COLLECT_WORDS, (m) => amountLabelled(m, PAID_IN_WORDS) ?? (moneyRecords(m) ? mainAmount(m) : undefined)),
  );
  // "Total outstanding right now", "how much is still owing on INV-2959": the amount still owed, where a column holds it.
  out.push(...moneyWords(tokens, modules, columnAt, concept, OWED_WORDS, (m) => amountLabelled(m, OWED_LABEL_WORDS)));
  // "monthly expenses": the records of a module of money name its main amount as well as themselves.
  for (const records of found)
    if (records.kind === 'module') {
      const m = modules.find((x) => x.module_id === records.module);
      const main = m && moneyRecords(m) ? mainAmount(m) : undefined;
      // The records' own key named alike ("Expense #" for Expenses) is the records, not another figure.
      const other = found.some((x) => x.kind === 'column' && x.how !== 'word' && x.from <= records.from && x.to > records.from && x.column !== m?.entity?.key);
      // "tax on bills", "the fee per payment": records after a preposition are what a figure is of, not the figure.
      const object = /^(on|for|per|across|over)$/.test(tokens[records.from - 1]?.text ?? '');
      if (main && !other && !object) out.push({ ...concept(records.from, m!.module_id, main.name), to: records.to });
    }
  for (const records of found) {
    if (records.kind !== 'module') continue;
    const m = modules.find((x) => x.module_id === records.module);
    const main = m && mainAmount(m);
    if (!main) continue;
    let before = records.from - 1;
    while (found.some((v) => v.kind === 'value' && v.to === before + 1 && v.from <= before))
      before = found.find((v) => v.kind === 'value' && v.to === before + 1)!.from - 1;
    // "the largest single expense": a word of one record between the size and the records.
    if (ONE_RECORD_WORDS.has(tokens[before]?.text ?? '')) before--;
    // "how big were our orders": the size asked of the records across a verb of being and a determiner.
    let size = before;
    while (size > 0 && BE_OR_DETERMINER.has(tokens[size]?.text ?? '') && before - size < 3) size--;
    if (tokens[size - 1]?.text !== 'how' || !SIZE_WORDS.has(tokens[size]?.text ?? '')) size = before;
    if (SIZE_WORDS.has(tokens[size]?.text ?? '') && !columnAt(size)) out.push(concept(size, m.module_id, main.name));
    const after = records.to;
    // A general synonym of amounts there ("value") gives way: the records' value is their main amount.
    const namedAt = (i: number) => found.some((x) => x.kind === 'column' && x.how !== 'word' && x.how !== 'synonym' && x.from <= i && x.to > i);
    if (MAGNITUDE_NOUNS.has(tokens[after]?.text ?? '') && !namedAt(after)) out.push(concept(after, m.module_id, main.name));
    // "the average check", "mean claim": an average of one record (the noun in the singular) is of its main amount.
    const one = tokens[records.to - 1]?.text === m.entity?.singular.toLowerCase().split(/\s+/).at(-1);
    if (one && AVERAGE_WORDS.has(tokens[before]?.text ?? '') && !MAGNITUDE_NOUNS.has(tokens[after]?.text ?? ''))
      out.push({ ...concept(records.from, m.module_id, main.name), to: records.to });
    // "the average size of won deals", "value of our open orders": the magnitude named before them.
    let of = before;
    while (of > 0 && BE_OR_DETERMINER.has(tokens[of]?.text ?? '')) of--;
    const noun = tokens[of - 1]?.text ?? '';
    if (tokens[of]?.text === 'of' && MAGNITUDE_NOUNS.has(noun) && !/^totals?$/.test(noun) && !columnAt(of - 1))
      out.push(concept(of - 1, m.module_id, main.name));
  }
  out.push(...sizesOfMoney(tokens, modules, found, columnAt, concept));
  out.push(...figureSaidAgain(tokens, modules, found, concept));
  return out;
}

/** "The average discount on checks that had one", "the fee when one is charged": "one" is the figure named before it. */
function figureSaidAgain(tokens: Token[], modules: SpecModule[], found: Mention[], concept: Concept): ColumnMention[] {
  const word = (i: number) => tokens[i]?.text ?? '';
  const out: ColumnMention[] = [];
  tokens.forEach((t, i) => {
    if (t.text !== 'one' || !(/^(had|has|have|got|with)$/.test(word(i - 1)) || /^(is|was|are|were|gets|got)$/.test(word(i + 1)))) return;
    const measure = (m: ColumnMention) => modules.find((x) => x.module_id === m.module)?.columns.find((c) => c.name === m.column)?.role === 'measure';
    const figure = found.filter((m): m is ColumnMention => m.kind === 'column' && m.to <= i && i - m.to < 6 && measure(m)).at(-1);
    if (figure) out.push({ ...concept(i, figure.module, figure.column), again: true });
  });
  return out;
}

type Concept = (i: number, module: string, column: string) => ColumnMention;

/** Words of money collected: "cash collected", "collections", "how much did we collect". */
const COLLECT_WORDS = new Set(['collect', 'collects', 'collected', 'collecting', 'collection', 'collections']);
/** Words of a label that say its amount is what was paid in ("Amount paid", "Received", "Collected"). */
const PAID_IN_WORDS = new Set(['paid', 'received', 'collected', 'receipts', 'payment', 'payments']);

/**
 * "Footwear shopping spend": two words side by side, each naming cells of one column, name together the cells
 * both name ("Shopping - Footwear", not every shopping campaign). Values of one column that share nothing
 * ("North South") stay apart.
 */
export function valuesTogether(mentions: Mention[]): void {
  for (const a of [...mentions]) {
    if (a.kind !== 'value' || a.negated || a.values.length === 0 || !mentions.includes(a)) continue;
    const b = mentions.find(
      (x): x is ValueMention => x.kind === 'value' && x.from === a.to && x.module === a.module && x.column === a.column && !x.negated && x.values.length > 0,
    );
    if (!b) continue;
    const [narrow, broad] = a.values.length <= b.values.length ? [a, b] : [b, a];
    if (narrow.values.length === broad.values.length || !narrow.values.every((v) => broad.values.includes(v))) continue;
    const [from, to] = [a.from, b.to];
    Object.assign(narrow, { from, to, cover: Math.min(1, narrow.cover + broad.cover) });
    mentions.splice(mentions.indexOf(broad), 1);
  }
}

/** Words of money still owed: "outstanding", "how much is owing", "our AR", "the balance". */
const OWED_WORDS = new Set(['outstanding', 'owing', 'owed', 'owe', 'owes', 'receivable', 'receivables', 'ar', 'balance', 'balances']);

/** Each of the words, where it names no column itself, names the amount `pick` finds in each module. */
function moneyWords(
  tokens: Token[],
  modules: SpecModule[],
  columnAt: (i: number) => boolean,
  concept: Concept,
  words: Set<string>,
  pick: (m: SpecModule) => SpecColumn | undefined,
): ColumnMention[] {
  const out: ColumnMention[] = [];
  tokens.forEach((t, i) => {
    if (!words.has(t.text) || columnAt(i)) return;
    for (const m of modules) {
      const amount = pick(m);
      if (amount) out.push({ ...concept(i, m.module_id, amount.name), money: true });
    }
  });
  return out;
}

/** "Salary cost", "payroll cost": a word of cost right after an amount named is that amount, what it costs. */
function costOfAFigure(tokens: Token[], modules: SpecModule[], found: Mention[], concept: Concept): ColumnMention[] {
  const out: ColumnMention[] = [];
  tokens.forEach((t, i) => {
    if (!/^(cost|costs|spend|expense|expenses|bill)$/.test(t.text)) return;
    for (const m of found)
      if (m.kind === 'column' && m.to === i && (m.how === 'name' || m.how === 'synonym')) {
        const c = modules.find((x) => x.module_id === m.module)?.columns.find((x) => x.name === m.column);
        // An amount, or a figure named by a word of money ("salary" of a Pay rate).
        const money = QUANTITY_WORDS.find((q) => q.quantity === 'amount')!.words.has(tokens[i - 1]!.text);
        if (c?.measure && (c.measure.quantity === 'amount' || money)) out.push({ ...concept(m.from, m.module, m.column), to: i + 1 });
      }
  });
  return out;
}

/** The recurring revenue a question names by the other period ("ARR" where the data holds MRR): the column it is told in. */
function recurringSaid(
  tokens: Token[],
  modules: SpecModule[],
): { from: number; to: number; asked: (typeof RECURRING)['mrr']; column: SpecColumn; module: string }[] {
  const text = tokens.map((t) => t.text);
  const out: ReturnType<typeof recurringSaid> = [];
  for (const [key, asked] of Object.entries(RECURRING) as [keyof typeof RECURRING, (typeof RECURRING)['mrr']][])
    for (const phrase of asked.words.map((w) => w.split(' ')))
      for (let i = 0; i + phrase.length <= text.length; i++) {
        if (!phrase.every((w, k) => text[i + k] === w)) continue;
        for (const m of modules) {
          const told = m.columns.map((c) => ({ c, r: recurringOf(c) })).filter((x) => x.r && x.c.role === 'measure');
          // Only where no column is told in the period asked.
          if (told.some((x) => x.r!.name === asked.name)) continue;
          const other = told.find((x) => x.r!.name !== RECURRING[key].name);
          if (other) out.push({ from: i, to: i + phrase.length, asked, column: other.c, module: m.module_id });
        }
      }
  return out;
}

/** "ARR by plan" over a module of MRR: the MRR column, its figures told per year (the answer's unit, see outputUnitOf). */
function recurringNamed(tokens: Token[], modules: SpecModule[], columnAt: (i: number) => boolean, concept: Concept): ColumnMention[] {
  return recurringSaid(tokens, modules)
    .filter((r) => !columnAt(r.from))
    .map((r) => ({ ...concept(r.from, r.module, r.column.name), to: r.to }));
}

/** "Headcount" and "the top 5 earners" over records of people's pay; "performs best", "bring in": the outcome. */
function peopleAndOutcomes(tokens: Token[], modules: SpecModule[], columnAt: (i: number) => boolean, concept: Concept): ColumnMention[] {
  const out: ColumnMention[] = [];
  // "headcount" over records that are not people (a payroll's lines) counts the people a column names; "the top 5
  // earners" ranks them by the money the records pay them.
  const peopleOf = (m: SpecModule) =>
    m.columns.filter((c) => (c.role === 'identifier' || c.role === 'sensitive') && labelWords(c.label).some((w) => PEOPLE_NOUNS.has(w)));
  tokens.forEach((t, i) => {
    if (columnAt(i)) return;
    if (t.text === 'headcount')
      for (const m of modules) {
        if (PEOPLE_NOUNS.has(m.entity?.singular ?? '')) continue;
        const people = peopleOf(m);
        const key = people.find((c) => labelWords(c.label).some((w) => w === 'id' || w === 'number' || w === 'no')) ?? people[0];
        if (key) out.push(concept(i, m.module_id, key.name));
      }
    // "Which 3 people drove the most revenue" over records that are not people: the column of people's names.
    if (/^(people|persons|person)$/.test(t.text) && /^(which|what|\d+|top|the)$/.test(tokens[i - 1]?.text ?? ''))
      for (const m of modules) {
        if (PEOPLE_NOUNS.has(m.entity?.singular ?? '')) continue;
        // Personal data first: "All Subscribers" is shaped as a name too.
        const personal = m.columns.filter(peopleNames);
        const names = personal.length ? personal : m.columns.filter(namesPeople);
        if (names.length === 1) out.push({ ...concept(i, m.module_id, names[0]!.name), people: true });
      }
    // "Which campaign performs best", "what did our ads bring in": the outcome the records are kept for.
    const brought = /^(bring|brings|brought|bringing)$/.test(t.text) && tokens[i + 1]?.text === 'in';
    if (PERFORM_WORDS.has(t.text) || brought || (DRIVE_WORDS.has(t.text) && i > 0))
      for (const m of modules) {
        const outcome = outcomeMeasure(m);
        if (outcome) out.push(concept(i, m.module_id, outcome.name));
      }
    // "Top 5 earners", "the highest paid department": the money paid, per person or group.
    const paid = (t.text === 'paid' || t.text === 'payed') && RANK_BEFORE.test(tokens[i - 1]?.text ?? '');
    if (t.text === 'earners' || t.text === 'earner' || paid)
      for (const m of modules) {
        // A payroll's main amount, or a list of people's pay ("Salary", "Annual compensation").
        const main = moneyRecords(m)
          ? mainAmount(m)
          : m.columns.find((c) => c.measure?.quantity === 'amount' && labelWords(c.label).some((w) => PAY_WORDS.has(w)));
        if (!main) continue;
        out.push(concept(i, m.module_id, main.name));
        const name = peopleOf(m).find((c) => labelWords(c.label).includes('name')) ?? peopleOf(m)[0];
        if (!paid && name) out.push(concept(i, m.module_id, name.name));
      }
  });
  return out;
}

/** Sizes of something no column or record names: of money. */
function sizesOfMoney(tokens: Token[], modules: SpecModule[], found: Mention[], columnAt: (i: number) => boolean, concept: Concept): ColumnMention[] {
  const out: ColumnMention[] = [];
  // "Which 3 CSMs manage the biggest book of business": a size of something no column or record names is of money.
  tokens.forEach((t, i) => {
    if (!/^(biggest|largest)$/.test(t.text) || columnAt(i)) return;
    const next = [i + 1, i + 2].filter((k) => k < tokens.length && !/^(the|a|an)$/.test(tokens[k]!.text));
    if (next.some((k) => found.some((x) => (x.kind === 'column' || x.kind === 'module') && x.from <= k && k < x.to))) return;
    // "the largest percentage of", "the largest number of": a measure of its own, no money.
    if (next.some((k) => SHARE_WORDS.has(tokens[k]!.text) || HOW_MUCH_WORDS.test(tokens[k]!.text))) return;
    for (const m of modules) {
      const main = mainAmount(m);
      if (main?.measure?.quantity === 'amount') out.push(concept(i, m.module_id, main.name));
    }
  });
  return out;
}

/** Words of how much or which end, not of a figure: "the greatest number of", "the total amount of". */
const HOW_MUCH_WORDS = /^(number|amount|total|count|sum|average|mean|\p{L}+est|most|least|first|last)$/u;

/**
 * "The most common cause for a retired car": the cause a column of text named right after the word holds
 * ("Retired"); a figure there ("the main reasons for downtime") holds none.
 */
function heldByAColumn(tokens: Token[], mentions: Mention[], modules: SpecModule[], i: number): boolean {
  if (!/^(for|of)$/.test(tokens[i + 1]?.text ?? '')) return false;
  const k = /^(a|an|the)$/.test(tokens[i + 2]?.text ?? '') ? i + 3 : i + 2;
  const textColumn = (m: ColumnMention) => {
    const c = modules.find((x) => x.module_id === m.module)?.columns.find((x) => x.name === m.column);
    return c?.type === 'text' && c.role !== 'measure';
  };
  return mentions.some((m) => m.kind === 'column' && m.how !== 'concept' && m.from === k && textColumn(m));
}

/**
 * Business figures and attributes named that nothing of the data explains: a word of the general
 * business vocabulary (revenue, margin, supplier, sales rep) outside every column, module and value
 * mention, with the words next to it that nothing explains either ("profit margin").
 */
function missingOf(tokens: Token[], mentions: Mention[], modules: SpecModule[], typed: (from: number, to: number) => string | undefined): string[] {
  const explained = new Set<number>();
  for (const m of mentions) if (m.kind !== 'number') for (let i = m.from; i < m.to; i++) explained.add(i);
  const free = (i: number) => {
    const w = tokens[i]?.text ?? '';
    return !!w && !explained.has(i) && tokens[i]!.num === undefined && !STOPWORDS.has(w) && !KEYWORDS.has(w) && !COMMON_WORDS.has(w) && w.length > 2;
  };
  const out: string[] = [];
  const asWritten = new Map<string, string>();
  const writtenAs = (from: number, to: number) =>
    tokens
      .slice(from, to)
      .map((t) => typed(t.i, t.i + 1) ?? t.text)
      .join(' ');
  // An attribute is asked for where a category is: after "which", "by", "per", "each" (past words nothing explains).
  // …and after a word that ranks or averages one ("the most common reason", "top call reasons", "average guest age").
  const slotWord = (k: number) => /^(which|what|by|per|each|every|whose|common|top|main|average|avg|mean|median)$/.test(tokens[k]?.text ?? '');
  // Within a few words after it ("which sales rep"), past words nothing explains.
  const inSlot = (i: number) => {
    let k = i - 1;
    while (k >= 0 && free(k)) k--;
    // "by age group and gender": the second of two things grouped by is in the slot too.
    if (/^(and|or)$/.test(tokens[k]?.text ?? '')) for (let j = k - 1; j >= Math.max(0, k - 4); j--) if (slotWord(j)) return true;
    return slotWord(k) || slotWord(i - 2) || slotWord(i - 3);
  };
  // A figure named right before "per" is a measure asked for ("the lead time per supplier").
  // A noun phrase ("the lead time per supplier"), not a verb ("how did it develop by year").
  const beforeGrouping = (i: number) => {
    if (tokens[i + 1]?.text !== 'per' || PERIOD_NOUNS.has(tokens[i]!.text)) return false;
    let k = i;
    while (k > 0 && free(k - 1)) k--;
    return /^(the|our|average|avg|total|mean|median|typical)$/.test(tokens[k - 1]?.text ?? '');
  };
  // "what are the main reasons for downtime": the thing a "what is/are (the)" asks for, past its adjectives.
  const whatIsThe = (i: number) => {
    let k = i - 1;
    while (k >= 0 && free(k)) k--;
    while (k >= 0 && /^(the|our|a|an|main|key)$/.test(tokens[k]!.text)) k--;
    // "what's the" reaches the parser as "what the".
    if (/^(what|whats)$/.test(tokens[k]?.text ?? '') && tokens[k + 1]?.text === 'the') return true;
    return /^(is|are|was|were)$/.test(tokens[k]?.text ?? '') && /^(what|whats)$/.test(tokens[k - 1]?.text ?? '');
  };
  // "how long does expense approval take": the process a duration is asked of, where nothing explains it.
  const takeAt = tokens.findIndex((t, i) => /^(take|takes|took|taking)$/.test(t.text) && i > 2);
  const howLong = tokens[0]?.text === 'how' && tokens[1]?.text === 'long' && takeAt > 0;
  if (howLong) explained.add(takeAt);
  const timedProcess = (i: number) => howLong && i > 1 && i < takeAt && !EVENT_DURATION_WORDS.has(tokens[i]!.text) && tokens[i]!.text.length > 3;
  tokens.forEach((t, i) => {
    if (heldByAColumn(tokens, mentions, modules, i)) return;
    const asked =
      BUSINESS_MEASURES.has(t.text) ||
      BUSINESS_STATES.has(t.text) ||
      (BUSINESS_ATTRIBUTES.has(t.text) && (inSlot(i) || whatIsThe(i))) ||
      // "What's the health score of our accounts": a figure of two words nothing explains, asked of the records.
      (whatIsThe(i) &&
        free(i - 1) &&
        free(i) &&
        /^(of|for)$/.test(tokens[i + 1]?.text ?? '') &&
        !tokens.slice(i - 1, i + 1).some((x) => HOW_MUCH_WORDS.test(x.text))) ||
      beforeGrouping(i) ||
      timedProcess(i);
    if (!free(i) || !asked) return;
    let from = i;
    while (free(from - 1)) from--;
    let to = i + 1;
    while (free(to)) to++;
    const phrase = tokens
      .slice(from, to)
      .map((x) => x.text)
      .join(' ');
    if (!out.includes(phrase)) out.push(phrase);
    asWritten.set(phrase, writtenAs(from, to));
  });
  // "The lead time per supplier": a compound whose head is a common word ("time") is named all the same.
  tokens.forEach((t, i) => {
    if (tokens[i + 1]?.text !== 'per' || explained.has(i) || free(i) || t.num !== undefined || STOPWORDS.has(t.text) || !free(i - 1)) return;
    let from = i - 1;
    while (free(from - 1)) from--;
    if (!/^(the|our|average|avg|total|mean|median|typical)$/.test(tokens[from - 1]?.text ?? '')) return;
    const phrase = tokens
      .slice(from, i + 1)
      .map((x) => x.text)
      .join(' ');
    if (!out.some((o) => o.includes(phrase) || phrase.includes(o))) out.push(phrase);
    asWritten.set(phrase, writtenAs(from, i + 1));
  });
  // "Why are customers churning": a cause asked for, which only a column of reasons or causes holds.
  const causes = modules.some((m) => m.columns.some((c) => labelWords(c.label).some((w) => /^(reason|reasons|cause|causes|why)$/.test(w))));
  if (
    tokens[0]?.text === 'why' &&
    /^(is|are|was|were|do|does|did|has|have|had)$/.test(tokens[1]?.text ?? '') &&
    !causes &&
    !out.some((o) => /reason|cause/.test(o))
  )
    out.push('reasons');
  // Named as the question writes them ("PTO", "NPS").
  return out.map((o) => asWritten.get(o) ?? o);
}

/**
 * A word that is only one word of several amounts' names ("pay": Base pay, Overtime pay, Gross pay,
 * Net pay), the main amount among them, names the main amount: "how much did we pay" is the gross.
 */
function mainAmountNamed(mentions: Mention[], modules: SpecModule[]): Mention[] {
  const drop = new Set<Mention>();
  for (const m of modules) {
    const main = mainAmount(m);
    if (!main) continue;
    const amount = (x: Mention): x is ColumnMention =>
      x.kind === 'column' && x.module === m.module_id && m.columns.find((c) => c.name === x.column)?.measure?.quantity === 'amount';
    for (const x of mentions) {
      if (!amount(x) || x.how !== 'word' || x.column !== main.name) continue;
      const same = mentions.filter((y) => amount(y) && y.from === x.from && y.to === x.to);
      if (same.some((y) => y.kind === 'column' && y.how !== 'word')) continue;
      // An amount the question names elsewhere too ("overtime ... pay") stays named.
      const elsewhere = (y: ColumnMention) =>
        mentions.some((z) => z.kind === 'column' && z.column === y.column && z.module === y.module && (z.to <= y.from || z.from >= y.to));
      for (const y of same) if (y !== x && y.kind === 'column' && !elsewhere(y)) drop.add(y);
    }
  }
  return drop.size ? mentions.filter((x) => !drop.has(x)) : mentions;
}

/** Last words of a label that make it the name of the thing its first words say ("Account name", "Vendor ID"). */
const NAMING_WORDS = new Set(['name', 'names', 'id', 'number', 'no', 'code', 'title']);

/**
 * A noun that is the first word of several columns' names ("accounts": Account name, Account industry)
 * names the thing itself, the column that names it, not one of its attributes: "top 5 accounts by ARR"
 * ranks accounts, not industries.
 */
function thingNamed(mentions: Mention[], modules: SpecModule[]): Mention[] {
  const labelOf = (x: ColumnMention) => labelWords(modules.find((m) => m.module_id === x.module)?.columns.find((c) => c.name === x.column)?.label ?? '');
  const drop = new Set<Mention>();
  for (const x of mentions) {
    if (x.kind !== 'column' || x.how !== 'word') continue;
    const words = labelOf(x);
    if (words.length !== 2 || !NAMING_WORDS.has(words[1]!)) continue;
    for (const y of mentions)
      if (y !== x && y.kind === 'column' && y.how === 'word' && y.module === x.module && y.from === x.from && y.to === x.to) {
        const other = labelOf(y);
        if (other[0] === words[0] && !NAMING_WORDS.has(other.at(-1)!)) drop.add(y);
      }
  }
  return drop.size ? mentions.filter((m) => !drop.has(m)) : mentions;
}

/** At most MAX_MENTIONS of each kind: full names before single words, exact values before partial, longer first. */
function bounded(mentions: Mention[]): Mention[] {
  const rank = (m: Mention) => (m.kind === 'column' ? m.score : m.kind === 'value' ? Number(m.exact) + m.cover : 0) + (m.to - m.from) / 10;
  const out: Mention[] = [];
  for (const kind of Object.keys(MAX_MENTIONS) as (keyof typeof MAX_MENTIONS)[]) {
    const of = mentions.filter((m) => m.kind === kind);
    const kept = of.length <= MAX_MENTIONS[kind] ? of : [...of].sort((x, y) => rank(y) - rank(x) || x.from - y.from).slice(0, MAX_MENTIONS[kind]);
    out.push(...kept);
  }
  return out.sort((x, y) => x.from - y.from || x.id - y.id);
}

/** "in kg", "in kilograms" (not "in 2 kg"): the unit the answer should be given in. */
/** Recurring revenue asked in the other period than the data tells it ("ARR" of MRR): the answer's unit. */
function recurringUnit(tokens: Token[], modules: SpecModule[]): Analysis['outputUnit'] {
  const r = recurringSaid(tokens, modules)[0];
  return r ? { name: r.asked.name, dim: r.asked.dim, factor: r.asked.factor } : undefined;
}

function outputUnitOf(tokens: Token[]): Analysis['outputUnit'] {
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (!/^(in|into|as)$/.test(tokens[i]!.text)) continue;
    const u = UNITS[tokens[i + 1]!.text];
    if (u && tokens[i + 1]!.text.length >= 2 && tokens[i + 2]?.num === undefined) return { name: tokens[i + 1]!.text, ...u };
  }
  return undefined;
}
