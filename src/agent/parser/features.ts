/**
 * The third stage: each candidate described by explicit features — how much of the question it
 * explains, whether its answer fits the question word, how its columns and values were named,
 * which words of the question go with its operation. A learned weight per feature (weights.json)
 * scores it. Features are strings: templates joined with the general words they pair.
 */
import { ADJECTIVES, ADVERSE_CONCEPTS, AGGREGATE_WORDS, COMMON_WORDS, INTENSIVE_CONCEPTS, KEYWORDS, MOTION } from '../lexicon.js';

/** Words of ordinary questions: a cell that is one of them ("Made", "Home") is weak evidence of a value named. */
const GENERAL_WORDS = new Set([...COMMON_WORDS, ...KEYWORDS]);
import { POSITION } from '../query.js';
import { relevance, type Candidate } from './candidates.js';
import { conceptStems, valueStems, STOP_STEMS, STOPWORDS } from './tokens.js';
import type { Analysis, ColumnMention } from './mentions.js';
import type { ViewColumn } from './views.js';

export type Features = Map<string, number>;

/** The words of the question that may pair with an operation: not inside a named value, not a number. */
function triggerWords(a: Analysis): string[] {
  const inValue = new Set<number>();
  for (const m of a.mentions) if (m.kind === 'value' || m.kind === 'number' || m.kind === 'date') for (let i = m.from; i < m.to; i++) inValue.add(i);
  const out: string[] = [];
  a.tokens.forEach((t, i) => {
    if (!inValue.has(i) && t.num === undefined && t.text.length < 20) out.push(a.stems[i]!);
  });
  return out;
}

const analysisCache = new WeakMap<Analysis, { words: string[]; bigrams: string[]; afterWh: string; content: number; adjectives: string[] }>();

function questionFacts(a: Analysis) {
  let f = analysisCache.get(a);
  if (f) return f;
  const words = triggerWords(a);
  const bigrams = words.slice(1).map((w, i) => `${words[i]}_${w}`);
  const whAt = a.tokens.findIndex((t) => /^(what|which|who|how|when|where|name|list)$/.test(t.text));
  const afterWh = whAt >= 0 ? (a.stems.slice(whAt + 1).find((s) => !STOP_STEMS.has(s) && !/^\d/.test(s)) ?? '') : '';
  const content = a.tokens.filter((t) => !STOPWORDS.has(t.text) && t.num === undefined).length;
  const adjectives = a.tokens.map((t) => t.text).filter((w) => ADJECTIVES[w]);
  f = { words: [...new Set(words)], bigrams: [...new Set(bigrams)], afterWh, content, adjectives };
  analysisCache.set(a, f);
  return f;
}

function typeOf(c: ViewColumn): string {
  if (c.column.reads_as) return `text_${c.column.reads_as}`;
  return c.column.type;
}

const headerCache = new WeakMap<object, string[]>();
function headerWords(c: ViewColumn): string[] {
  let w = headerCache.get(c.column);
  if (!w)
    headerCache.set(
      c.column,
      (w = [...new Set(valueStems(`${c.column.label} ${c.column.name.replace(/_/g, ' ')}`))].filter((x) => !STOP_STEMS.has(x)).slice(0, 6)),
    );
  return w;
}

function columnMentionOf(a: Analysis, c: ViewColumn): ColumnMention | undefined {
  let best: ColumnMention | undefined;
  for (const m of a.mentions) if (m.kind === 'column' && m.column === c.column.name && m.module === c.module && (!best || m.score > best.score)) best = m;
  return best;
}

/** The features of one candidate. */
export function featuresOf(a: Analysis, c: Candidate): Features {
  const f: Features = new Map();
  const add = (k: string, v = 1) => f.set(k, (f.get(k) ?? 0) + v);
  const q = questionFacts(a);
  const op = c.op;
  add(`op=${op}`);
  add(`op=${op}|wh=${a.wh}`);
  for (const w of q.words) add(`op=${op}|w=${w}`);
  for (const b of q.bigrams) add(`op=${op}|b=${b}`);
  add(`kind=${c.query.kind}|wh=${a.wh}`);
  if (c.measure) {
    // Which computation: "total" is a sum, "average" a mean, whatever the operation around it.
    add(`agg=${c.measure.agg}|op=${op}`);
    add(`agg=${c.measure.agg}|wh=${a.wh}`);
    for (const w of q.words) add(`agg=${c.measure.agg}|w=${w}`);
    if (c.measure.column && c.measure.agg !== 'count' && c.measure.agg !== 'count_distinct')
      add(`meas.intensive=${intensive(c.measure.column)}|agg=${c.measure.agg}`);
    const asks = AGGREGATE_WORDS[c.measure.agg as 'sum' | 'avg'];
    if (asks) add(`agg=${c.measure.agg}|asked=${a.tokens.some((t) => asks.has(t.text))}|kind=${c.query.kind}`);
  }
  if (c.part) for (const w of q.words) add(`part=${c.part}|w=${w}`);
  viewFeatures(a, c, add);
  const used = new Set<number>();
  // The data named (a module, or the column a join goes through) is part of what the query explains.
  const mods = new Set([c.view.base.module_id, ...(c.view.join ? [c.view.join.module.module_id] : [])]);
  const via = c.view.join?.via;
  for (const m of a.mentions) {
    const named = (m.kind === 'module' && mods.has(m.module)) || (via && m.kind === 'column' && m.module === via.module && m.column === via.column.name);
    if (named) for (let i = m.from; i < m.to; i++) used.add(i);
  }
  answerFeatures(a, c, add, used);
  orderFeatures(a, c, add, used);
  filterFeatures(a, c, add, used);
  coverage(a, c, add, used);
  return f;
}

type Add = (k: string, v?: number) => void;

/** Whether the question is about the candidate's data: its module named, its share of the mentions. */
function viewFeatures(a: Analysis, c: Candidate, add: Add): void {
  const total = a.mentions.filter((m) => 'module' in m).length;
  if (total === 0) return;
  const here = relevance(a, c.view);
  if (here < total) add('view.mentions_elsewhere', (total - here) / total);
  if (a.mentions.some((m) => m.kind === 'module' && m.module === c.view.base.module_id)) add('view.base_named');
  // Which join path the question takes shows in its coverage: the words naming the via column are explained.
  if (c.view.join) add('view.joined');
}

function answerFeatures(a: Analysis, c: Candidate, add: Add, used: Set<number>): void {
  const q = questionFacts(a);
  const ans = c.answer;
  if (!ans) {
    add(`noans|wh=${a.wh}`);
    return;
  }
  const m = columnMentionOf(a, ans);
  if (m) {
    for (let i = m.from; i < m.to; i++) used.add(i);
    add(`ans.mention.${m.how}`, m.score);
    add(`ans.mention|op=${c.op}`, m.score);
  } else add(`ans.nomention|op=${c.op}`);
  add(`ans.type=${typeOf(ans)}|wh=${a.wh}`);
  add(`ans.type=${typeOf(ans)}|op=${c.op}`);
  // Personal data names records as identifiers do: the learned weights read it as one.
  add(`ans.role=${ans.column.role === 'sensitive' ? 'identifier' : ans.column.role}|wh=${a.wh}`);
  if (c.view.base.columns[0] === ans.column) add(`ans.first_column|wh=${a.wh}`);
  if (c.uses.some((u) => u.column === ans)) add(`ans.is_filter|op=${c.op}`);
  if (c.order && c.order !== POSITION && c.order === ans) add(`ans.is_order|op=${c.op}`);
  const distinct = ans.column.stats.distinct_count / Math.max(1, ans.rows);
  add(`ans.distinct=${distinct > 0.9 ? 'unique' : distinct > 0.5 ? 'mostly' : 'repeats'}|op=${c.op}`);
  for (const h of headerWords(ans)) {
    add(`ans.h=${h}|wh=${a.wh}`);
    if (q.afterWh) add(`ans.h=${h}|aw=${q.afterWh}`);
  }
  if (ans.module !== c.view.base.module_id) add('ans.joined');
}

function orderFeatures(a: Analysis, c: Candidate, add: Add, used: Set<number>): void {
  const q = questionFacts(a);
  const cols: [string, ViewColumn | undefined][] = [
    ['ord', c.order && c.order !== POSITION ? c.order : undefined],
    ['meas', c.measure?.column],
  ];
  if (c.order === POSITION) add(`ord.position|op=${c.op}`);
  // A value named of the grouped column: the group asked about ("what share of movies are rated R").
  if (
    c.query.kind === 'groups' &&
    c.answer &&
    a.mentions.some((m) => m.kind === 'value' && m.column === c.answer!.column.name && m.module === c.answer!.module && !c.uses.some((u) => u.mention === m))
  )
    add(`grp.value_named|op=${c.op}`);
  for (const [role, col] of cols) {
    if (!col) continue;
    const m = columnMentionOf(a, col);
    if (m) {
      for (let i = m.from; i < m.to; i++) used.add(i);
      add(`${role}.mention.${m.how}`, m.score);
      add(`${role}.mention|op=${c.op}`, m.score);
    } else add(`${role}.nomention|op=${c.op}`);
    add(`${role}.type=${typeOf(col)}|op=${c.op}`);
    const hw = headerWords(col);
    for (const adj of q.adjectives) {
      const concepts = conceptStems(ADJECTIVES[adj]!.concepts);
      if (concepts.length && hw.some((h) => concepts.includes(h))) add(`${role}.concept`);
      for (const h of hw) add(`${role}.h=${h}|adj=${adj}`);
    }
    if (col === c.answer) add(`${role}.is_answer|op=${c.op}`);
    const agrees = directionAgrees(c, col);
    if (agrees !== undefined) add(`${role}.header_direction=${agrees ? 'agrees' : 'opposes'}`);
    const asked = askedDirection(q.adjectives, headerWords(col));
    const dir = directionOf(c);
    if (asked && dir) add(`${role}.adjective_direction=${asked === dir ? 'agrees' : 'opposes'}|op=${c.op}`);
  }
  if (c.part) add(`part=${c.part}|op=${c.op}`);
  // "the most flights", "how many more trains": a superlative or a quantity of the records themselves is a count.
  const counted = recordsCounted(a);
  if (counted === 'superlative') add(`sup.records|agg=${c.measure?.agg ?? 'none'}|kind=${c.query.kind}`);
  else if (counted === 'quantity') add(`qty.records|agg=${c.measure?.agg ?? 'none'}|kind=${c.query.kind}`);
  // A reading towards the highest or the lowest, where the question has no word of either.
  if (directionOf(c) && q.adjectives.length === 0 && !c.count) add(`dir.unasked|op=${c.op}`);
  if (c.count) {
    for (let i = c.count.from; i < c.count.to; i++) used.add(i);
    add(`count.used|op=${c.op}`);
  }
  for (const m of [c.anchor, ...(c.pair ?? [])]) {
    if (!m) continue;
    for (let i = m.from; i < m.to; i++) used.add(i);
    add(`anchor.${m.kind === 'date' ? 'period' : m.exact ? 'exact' : 'partial'}|op=${c.op}`);
  }
}

const recordsCache = new WeakMap<Analysis, 'superlative' | 'quantity' | undefined>();
/** Words of quantity before a noun, besides the general superlatives: "how many flights", "more trains than". */
const QUANTITY_WORDS = new Set(['many', 'more', 'fewer', 'less', 'number', 'count']);

/**
 * Whether the question counts the records themselves: a general superlative ("the most flights")
 * or a word of quantity ("how many more flights", "the number of flights") with a module named
 * right after it — past "of the", a value or a word of movement ("the most Irish players", "the
 * most departing trains") — and not after a measure ("the most delayed flight" is one record).
 */
function recordsCounted(a: Analysis): 'superlative' | 'quantity' | undefined {
  if (recordsCache.has(a)) return recordsCache.get(a);
  const moduleAt = (i: number) => a.mentions.some((m) => m.kind === 'module' && m.from === i);
  const past = (i: number) => {
    while (/^(of|the)$/.test(a.tokens[i]?.text ?? '')) i++;
    const value = a.mentions.find((m) => m.kind === 'value' && m.from === i);
    return value ? value.to : MOTION[a.tokens[i]?.text ?? ''] !== undefined ? i + 1 : i;
  };
  let r: 'superlative' | 'quantity' | undefined;
  a.tokens.forEach((t, i) => {
    const kind = ADJECTIVES[t.text]?.concepts.length === 0 ? 'superlative' : QUANTITY_WORDS.has(t.text) ? 'quantity' : undefined;
    if (kind && !r && (moduleAt(i + 1) || moduleAt(past(i + 1)))) r = kind;
  });
  recordsCache.set(a, r);
  return r;
}

const intensiveCache = new WeakMap<object, boolean>();
/** Whether a column holds a quantity that does not add up (a price, a rate, a temperature): its total means nothing. */
function intensive(c: ViewColumn): boolean {
  let r = intensiveCache.get(c.column);
  if (r === undefined) intensiveCache.set(c.column, (r = headerWords(c).some((h) => INTENSIVE_STEMS.has(h))));
  return r;
}
const INTENSIVE_STEMS = new Set(conceptStems(INTENSIVE_CONCEPTS));

/** The direction the candidate takes: towards the highest value or the lowest. */
function directionOf(c: Candidate): 'desc' | 'asc' | undefined {
  if (c.measure?.agg === 'max') return 'desc';
  if (c.measure?.agg === 'min') return 'asc';
  return c.dir;
}

/**
 * The direction the question's superlative asks of a column: a general one ("highest", "least")
 * always; one with concepts ("fastest": the lowest time) only for a column of its concept.
 */
function askedDirection(adjectives: string[], header: string[]): 'desc' | 'asc' | undefined {
  for (const adj of adjectives) {
    const d = ADJECTIVES[adj]!;
    if (d.concepts.length > 0 && !conceptStems(d.concepts).some((s) => header.includes(s))) continue;
    // "The worst delay" is the highest: best and worst turn round for a quantity where more is worse.
    if (JUDGEMENTS.has(adj) && header.some((h) => ADVERSE_STEMS.has(h))) return d.dir === 'desc' ? 'asc' : 'desc';
    return d.dir;
  }
  return undefined;
}

const JUDGEMENTS = new Set(['best', 'worst']);
const ADVERSE_STEMS = new Set(conceptStems(ADVERSE_CONCEPTS));

const HIGH_WORDS = /\b(max|maximum|high|highest|peak|top|upper|most)\b/;
const LOW_WORDS = /\b(min|minimum|low|lowest|bottom|lower|least)\b/;

/**
 * Whether the candidate's direction (the highest, the lowest) agrees with a column named for one
 * end ("the coldest temperature" is the lowest of "Minimum temperature", not of "Maximum …").
 */
function directionAgrees(c: Candidate, col: ViewColumn): boolean | undefined {
  const high = c.measure?.agg === 'max' || (c.measure?.agg !== 'min' && c.dir === 'desc');
  const low = c.measure?.agg === 'min' || (c.measure?.agg !== 'max' && c.dir === 'asc');
  if (!high && !low) return undefined;
  const label = `${col.column.label} ${col.column.name.replace(/_/g, ' ')}`.toLowerCase();
  const named = HIGH_WORDS.test(label) ? 'high' : LOW_WORDS.test(label) ? 'low' : undefined;
  if (!named) return undefined;
  return (named === 'high') === high;
}

function filterFeatures(a: Analysis, c: Candidate, add: Add, used: Set<number>): void {
  add(`filters=${Math.min(c.uses.length, 3)}|op=${c.op}`);
  for (const u of c.uses) {
    const m = u.mention;
    for (let i = m.from; i < m.to; i++) used.add(i);
    const colMention = columnMentionOf(a, u.column);
    if (colMention) for (let i = colMention.from; i < colMention.to; i++) used.add(i);
    if (m.kind === 'value') {
      add(m.exact ? 'flt.value.exact' : 'flt.value.partial');
      if (m.to - m.from === 1 && GENERAL_WORDS.has(a.tokens[m.from]!.text)) add('flt.value.general_word');
      add('flt.value.cover', m.cover);
      add(`flt.value.words=${Math.min(m.to - m.from, 4)}`);
      if (m.negated) add('flt.value.negated');
      if (u.adjacent) add('flt.value.adjacent');
      if (colMention) add('flt.value.column_named');
      if (m.values.some((v) => writtenAsIs(a.question, v))) add('flt.value.case_exact');
    } else if (m.kind === 'number') {
      add(`flt.number.${m.cmp}`);
      if (u.adjacent) add('flt.number.adjacent');
      if (u.unitMatch) add('flt.number.unit');
      if (u.conceptMatch) add('flt.number.concept');
      if (u.inRange === false) add('flt.number.out_of_range');
      add(`flt.number.type=${typeOf(u.column)}`);
      if (m.year) add(`flt.number.year|type=${typeOf(u.column)}`);
    } else if (m.kind === 'column') {
      add('flt.absent');
    } else if (m.kind === 'date') {
      add(`flt.date.type=${typeOf(u.column)}`);
      // Periods inside the range asked for: a year of months, not one year ("monthly sales in 2012").
      if (c.part && m.grain) add(`part=${c.part}|within=${m.grain}`);
      if (u.adjacent) add('flt.date.adjacent');
    }
  }
}

/**
 * Whether the question writes a cell with capitals exactly as the cell does ("ORD" for the code ORD,
 * not the town Ord): case is evidence that folding throws away.
 */
function writtenAsIs(question: string, value: string): boolean {
  if (!/\p{Lu}/u.test(value) || value.length > 60) return false;
  const edge = (ch: string | undefined) => ch === undefined || !/[\p{L}\p{N}]/u.test(ch);
  for (let at = question.indexOf(value); at >= 0; at = question.indexOf(value, at + 1))
    if (edge(question[at - 1]) && edge(question[at + value.length])) return true;
  return false;
}

function coverage(a: Analysis, c: Candidate, add: Add, used: Set<number>): void {
  const q = questionFacts(a);
  let unusedValues = 0;
  let unusedExact = 0;
  let unusedWords = 0;
  let unusedNumbers = 0;
  let unusedColumns = 0;
  for (const m of a.mentions) {
    const touched = [...Array(m.to - m.from).keys()].some((k) => used.has(m.from + k));
    if (touched) continue;
    if (m.kind === 'value') {
      unusedValues++;
      if (m.exact && m.to - m.from > 1) unusedExact++;
      // One word naming a whole cell, not an ordinary word ("ACME", "Retired"): a filter left out.
      else if (m.exact && m.cover >= 1 && !GENERAL_WORDS.has(a.tokens[m.from]!.text)) unusedWords++;
    } else if (m.kind === 'number' || m.kind === 'date') unusedNumbers++;
    else if (m.kind === 'column' && m.how !== 'word') unusedColumns++;
  }
  add('unused.values', Math.min(unusedValues, 4));
  add('unused.exact_values', Math.min(unusedExact, 3));
  add(`unused.exact_words|op=${c.op}`, Math.min(unusedWords, 3));
  add(`unused.numbers|op=${c.op}`, Math.min(unusedNumbers, 3));
  add('unused.columns', Math.min(unusedColumns, 3));
  const content = a.tokens.filter((t, i) => used.has(i) && !STOPWORDS.has(t.text)).length;
  add('covered', q.content ? content / q.content : 0);
}
