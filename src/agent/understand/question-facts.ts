/**
 * What a question says, read once per question for the features: the words that may pair with an
 * operation (a closed class of language words), how many conditions it names, its superlatives and
 * whether they stand on the records themselves, the period it groups by, cells written as they are.
 */
import {
  ADJECTIVES,
  AGGREGATE_WORDS,
  COMMON_WORDS,
  COMPARATIVES,
  DISTRIBUTION_WORDS,
  GROUPING_WORDS,
  KEYWORDS,
  MOTION,
  PERIOD_NOUNS,
  RECORD_NOUNS,
  SHARE_WORDS,
} from './lexicon.js';
import type { Analysis } from './mentions.js';
import { STOP_STEMS, STOPWORDS, valueStems } from './tokens.js';

/**
 * The closed class of words that say what is asked, whatever the table: question and function words,
 * the lexicon's words of aggregation, order, comparison, grouping, share, period, movement and
 * records. Only these pair with an operation: a pairing with a content word ("temperature",
 * "flight") would be a fact about the training tables, not about how people ask.
 */
const LANGUAGE_STEMS = new Set(
  [
    ...STOPWORDS,
    ...KEYWORDS,
    ...COMMON_WORDS,
    ...Object.keys(ADJECTIVES),
    ...Object.keys(COMPARATIVES),
    ...Object.keys(MOTION),
    ...GROUPING_WORDS,
    ...DISTRIBUTION_WORDS,
    ...SHARE_WORDS,
    ...PERIOD_NOUNS,
    ...RECORD_NOUNS,
    ...AGGREGATE_WORDS.sum,
    ...AGGREGATE_WORDS.avg,
  ].flatMap((w) => [w, ...valueStems(w)]),
);

/** The words of the question that may pair with an operation: words of the language class, not inside a named value. */
function triggerWords(a: Analysis): string[] {
  const inValue = new Set<number>();
  for (const m of a.mentions) if (m.kind === 'value' || m.kind === 'number' || m.kind === 'date') for (let i = m.from; i < m.to; i++) inValue.add(i);
  const out: string[] = [];
  a.tokens.forEach((t, i) => {
    if (!inValue.has(i) && t.num === undefined && LANGUAGE_STEMS.has(a.stems[i]!)) out.push(a.stems[i]!);
  });
  return out;
}

const analysisCache = new WeakMap<
  Analysis,
  { words: string[]; bigrams: string[]; afterWh: string; content: number; adjectives: string[]; conditions: number }
>();

/** How many separate conditions the question names (values, numbers, dates; overlapping readings count once). */
function conditionsNamed(a: Analysis): number {
  const spans = a.mentions.filter((m) => m.kind === 'value' || m.kind === 'number' || m.kind === 'date').sort((x, y) => x.from - y.from);
  let n = 0;
  let end = -1;
  for (const m of spans)
    if (m.from >= end) {
      n++;
      end = m.to;
    } else end = Math.max(end, m.to);
  return n;
}

export function questionFacts(a: Analysis) {
  let f = analysisCache.get(a);
  if (f) return f;
  const words = triggerWords(a);
  const bigrams = words.slice(1).map((w, i) => `${words[i]}_${w}`);
  const whAt = a.tokens.findIndex((t) => /^(what|which|who|how|when|where|name|list)$/.test(t.text));
  const afterWh = whAt >= 0 ? (a.stems.slice(whAt + 1).find((s) => !STOP_STEMS.has(s) && !/^\d/.test(s)) ?? '') : '';
  const content = a.tokens.filter((t) => !STOPWORDS.has(t.text) && t.num === undefined).length;
  const adjectives = a.tokens.map((t) => t.text).filter((w) => ADJECTIVES[w]);
  f = { words: [...new Set(words)], bigrams: [...new Set(bigrams)], afterWh, content, adjectives, conditions: conditionsNamed(a) };
  analysisCache.set(a, f);
  return f;
}

const GROUPING_BEFORE = new Set(['per', 'by', 'each', 'every', 'a']);
/** Whether a word of the period is named right after a word of grouping ("per year", "by month", "each quarter"). */
export function partAfterGrouping(a: Analysis, part: string): boolean {
  return a.tokens.some((t, i) => i > 0 && t.text.replace(/s$/, '') === part && GROUPING_BEFORE.has(a.tokens[i - 1]!.text));
}

const onRecordsCache = new WeakMap<Analysis, boolean>();
/** A superlative of a measure ("powerful", "heaviest") before the module's name, past values: "the heaviest European car". */
export function adjectiveOnRecords(a: Analysis): boolean {
  let r = onRecordsCache.get(a);
  if (r !== undefined) return r;
  r = a.tokens.some((t, i) => {
    if (!ADJECTIVES[t.text]?.concepts.length) return false;
    let k = i + 1;
    for (let v = a.mentions.find((m) => m.kind === 'value' && m.from === k); v; v = a.mentions.find((m) => m.kind === 'value' && m.from === k)) k = v.to;
    // "the longest flight distance": the module's noun qualifies a column there, the adjective stands on that column.
    const module = a.mentions.find((m) => m.kind === 'module' && m.from === k);
    return !!module && !a.mentions.some((m) => m.kind === 'column' && m.how !== 'concept' && m.from <= module.to && m.to > module.from);
  });
  onRecordsCache.set(a, r);
  return r;
}

/**
 * A general superlative on a measure that qualifies the records: "the most delayed flight", "the highest
 * rated film" — one record ranked by that measure, not the group with the most records.
 */
export function measureOnRecords(a: Analysis): boolean {
  return a.tokens.some((t, i) => {
    if (ADJECTIVES[t.text]?.concepts.length !== 0) return false;
    const measure = a.mentions.find((m) => m.kind === 'column' && m.from === i + 1 && m.how !== 'concept' && m.how !== 'period');
    return !!measure && recordsAt(a, measure.to);
  });
}

/** The records named at word i: the module's name or a noun of records ("entries", "departures"). */
const recordsAt = (a: Analysis, i: number) => RECORD_NOUNS.has(a.tokens[i]?.text ?? '') || a.mentions.some((m) => m.kind === 'module' && m.from === i);

const recordsCache = new WeakMap<Analysis, 'superlative' | 'quantity' | undefined>();
/** Words of quantity before a noun, besides the general superlatives: "how many flights", "more trains than". */
const QUANTITY_WORDS = new Set(['many', 'more', 'fewer', 'less', 'number', 'count']);

/**
 * Whether the question counts the records themselves: a general superlative ("the most flights")
 * or a word of quantity ("how many more flights", "the number of flights") with a module named
 * (or a noun of records: "departures", "entries") right after it — past "of the", a value or a word
 * of movement ("the most Irish players", "the most departing trains") — and not after a measure
 * ("the most delayed flight" is one record).
 */
export function recordsCounted(a: Analysis): 'superlative' | 'quantity' | undefined {
  if (recordsCache.has(a)) return recordsCache.get(a);
  const past = (i: number) => {
    while (/^(of|the)$/.test(a.tokens[i]?.text ?? '')) i++;
    const value = a.mentions.find((m) => m.kind === 'value' && m.from === i);
    return value ? value.to : MOTION[a.tokens[i]?.text ?? ''] !== undefined ? i + 1 : i;
  };
  let r: 'superlative' | 'quantity' | undefined;
  a.tokens.forEach((t, i) => {
    const kind = ADJECTIVES[t.text]?.concepts.length === 0 ? 'superlative' : QUANTITY_WORDS.has(t.text) ? 'quantity' : undefined;
    if (kind && !r && (recordsAt(a, i + 1) || recordsAt(a, past(i + 1)))) r = kind;
  });
  recordsCache.set(a, r);
  return r;
}

/**
 * Whether the question writes a cell with capitals exactly as the cell does ("ORD" for the code ORD,
 * not the town Ord): case is evidence that folding throws away.
 */
export function writtenAsIs(question: string, value: string): boolean {
  if (!/\p{Lu}/u.test(value) || value.length > 60) return false;
  const edge = (ch: string | undefined) => ch === undefined || !/[\p{L}\p{N}]/u.test(ch);
  for (let at = question.indexOf(value); at >= 0; at = question.indexOf(value, at + 1))
    if (edge(question[at - 1]) && edge(question[at + value.length])) return true;
  return false;
}

const askedCache = new WeakMap<Analysis, string>();
/** Which aggregate the question's words ask for: a total, a mean, or none. */
export function aggregateAsked(a: Analysis): string {
  let r = askedCache.get(a);
  if (r === undefined) {
    r = a.tokens.some((t) => AGGREGATE_WORDS.sum.has(t.text)) ? 'sum' : a.tokens.some((t) => AGGREGATE_WORDS.avg.has(t.text)) ? 'avg' : 'none';
    askedCache.set(a, r);
  }
  return r;
}
