/**
 * The third stage: each candidate described by explicit features — how much of the question it
 * explains, whether its answer fits the question word, how its columns and values were named,
 * which words of the question go with its operation. A learned weight per feature (weights.json)
 * scores it. Features are strings: templates joined with the general words they pair.
 */
import { AGGREGATE_FUNCTIONS, aggregateOf } from '../operations/aggregates/index.js';
import type { AggregateFunction } from '../operations/operation.js';
import { ADJECTIVES, COMMON_WORDS, KEYWORDS } from './lexicon.js';
import { POSITION } from '../plan/query.js';
import { relevance, type Candidate } from './candidates.js';
import { askedDirection, headerWords, intensive, plural, roleOf, typeOf, unitWord } from './column-facts.js';
import type { Analysis, ColumnMention } from './mentions.js';
import { adjectiveOnRecords, aggregateAsked, partAfterGrouping, questionFacts, recordsCounted, writtenAsIs } from './question-facts.js';
import { countedAt } from './filters.js';
import { conceptStems, STOPWORDS } from './tokens.js';
import { modulesOf, stepsOf } from './view-steps.js';
import type { ViewColumn } from './views.js';

/** Words of ordinary questions: a cell that is one of them ("Made", "Home") is weak evidence of a value named. */
const GENERAL_WORDS = new Set([...COMMON_WORDS, ...KEYWORDS]);

export type Features = Map<string, number>;

function columnMentionOf(a: Analysis, c: ViewColumn): ColumnMention | undefined {
  let best: ColumnMention | undefined;
  for (const m of a.mentions) if (m.kind === 'column' && m.column === c.column.name && m.module === c.module && (!best || m.score > best.score)) best = m;
  return best;
}

/** A column the query uses explains every word naming it ("departed from" both name the origin), not only the best one. */
function explains(a: Analysis, c: ViewColumn, used: Set<number>): void {
  for (const m of a.mentions) if (m.kind === 'column' && m.column === c.column.name && m.module === c.module) for (let i = m.from; i < m.to; i++) used.add(i);
}

const namedCache = new WeakMap<Analysis, Set<string>>();
/** The aggregate functions the question's words ask for (operations/aggregates: each says its own words). */
function aggregatesNamed(a: Analysis): Set<string> {
  let named = namedCache.get(a);
  if (!named) namedCache.set(a, (named = new Set(AGGREGATE_FUNCTIONS.flatMap((f: AggregateFunction) => (f.asked?.(a) ? [f.name] : [])))));
  return named;
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
    const fn = aggregateOf(c.measure.agg);
    // Which computation: "total" is a sum, "average" a mean, whatever the operation around it.
    add(`agg=${c.measure.agg}|op=${op}`);
    add(`agg=${c.measure.agg}|wh=${a.wh}`);
    for (const w of q.words) add(`agg=${c.measure.agg}|w=${w}`);
    if (c.measure.column && !fn.counts) {
      add(`meas.intensive=${intensive(c.measure.column)}|agg=${c.measure.agg}`);
      // Whether a quantity adds up is in its name and unit: a total of lengths in mm or of prices means little, of revenue in USD much.
      for (const h of headerWords(c.measure.column)) add(`meas.h=${h}|agg=${c.measure.agg}`);
      const unit = unitWord(c.measure.column);
      if (unit) add(`meas.unit=${unit}|agg=${c.measure.agg}`);
    }
    if (fn.asked) add(`agg=${c.measure.agg}|asked=${fn.asked(a)}|kind=${c.query.kind}`);
    // Whether it computes the aggregate the question's words name ("average" a mean, "median" a median): one
    // feature for every aggregate with words of its own, so that what is learned on totals and means holds for the others.
    const named = aggregatesNamed(a);
    if (fn.asked && named.size) add(`agg.named=${named.has(c.measure.agg)}|kind=${c.query.kind}`);
    // A total and a mean agree over one record and part over many: which one is meant shows only where they part.
    const size = recordsPerFigure(c);
    if (size && c.measure.column) {
      add(`agg=${c.measure.agg}|size=${size}|asked=${aggregateAsked(a)}`);
      // Where they part and no word says which: a quantity that does not add up is averaged, one that does is totalled.
      if (size !== 'one') add(`meas.intensive=${intensive(c.measure.column)}|agg=${c.measure.agg}|asked=${aggregateAsked(a)}`);
    }
  }
  if (c.part) for (const w of q.words) add(`part=${c.part}|w=${w}`);
  layerFeatures(a, c, add);
  viewFeatures(a, c, add);
  const used = new Set<number>();
  // The data named (a module, or the column a join goes through) is part of what the query explains.
  const mods = new Set(modulesOf(c.view).map((m) => m.module_id));
  const vias = stepsOf(c.view).map((j) => j.via);
  for (const m of a.mentions) {
    const named =
      (m.kind === 'module' && mods.has(m.module)) || (m.kind === 'column' && vias.some((via) => m.module === via.module && m.column === via.column.name));
    if (named) for (let i = m.from; i < m.to; i++) used.add(i);
  }
  // "the language spoken in the most countries": rows that each refer to one country, counted, count the countries.
  if ((c.measure?.agg === 'count' && !c.measure.column) || (c.op === 'count' && !c.measure))
    for (const m of a.mentions)
      if (m.kind === 'module' && !mods.has(m.module) && c.view.refers.some((r) => r.module === m.module && r.via !== c.answer) && countedAt(a, m.from))
        for (let i = m.from; i < m.to; i++) used.add(i);
  answerFeatures(a, c, add, used);
  orderFeatures(a, c, add, used);
  filterFeatures(a, c, add, used);
  coverage(a, c, add, used);
  return f;
}

type Add = (k: string, v?: number) => void;

/**
 * What the semantic layer says of the reading: whether it aggregates a measure the way the layer
 * reads it when nothing says (and whether a word asked otherwise), the kind of quantity aggregated,
 * whether a count counts the records named or a column, and whether the entity's key is answered.
 */
function layerFeatures(a: Analysis, c: Candidate, add: Add): void {
  const m = c.measure;
  const layer = m?.column?.column.measure;
  if (m && layer && (m.agg === 'sum' || m.agg === 'avg')) {
    add(`meas.usual=${m.agg === layer.aggregation}|asked=${aggregateAsked(a)}`);
    add(`meas.quantity=${layer.quantity}|agg=${m.agg}`);
  }
  if (c.op === 'count' || c.op === 'count_distinct') {
    // "how many orders" counts the records; "how many customers" a column of them.
    const after = a.tokens.findIndex((t, i) => (t.text === 'many' && a.tokens[i - 1]?.text === 'how') || t.text === 'number');
    const noun = after >= 0 ? a.mentions.find((x) => (x.kind === 'module' || x.kind === 'column') && x.from > after && x.from <= after + 3) : undefined;
    add(`count.noun=${noun?.kind ?? 'none'}|op=${c.op}`);
  }
  const key = c.view.base.entity?.key;
  if (c.answer && key && c.answer.module === c.view.base.module_id && c.answer.column.name === key) add(`ans.entity_key|wh=${a.wh}`);
}

const bucket = (rows: number) => (rows <= 1.5 ? 'one' : rows <= 10 ? 'few' : 'many');

/** How many records each figure of the reading is computed over: each value compared, each group, or the rows selected. */
function recordsPerFigure(c: Candidate): 'one' | 'few' | 'many' | undefined {
  if (c.pair) return bucket(Math.min(...c.pair.map((m) => (m.kind === 'value' ? m.rows : Number.POSITIVE_INFINITY))));
  if (c.query.kind === 'groups' && c.answer) return bucket(c.answer.rows / Math.max(1, c.answer.distinct));
  if (c.query.kind !== 'aggregate') return undefined;
  const values = c.uses.flatMap((u) => (u.mention.kind === 'value' ? [u.rows ?? u.mention.rows] : []));
  return bucket(values.length ? Math.min(...values) : c.view.base.row_count);
}

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
  explains(a, ans, used);
  if (m) {
    add(`ans.mention.${m.how}`, m.score);
    add(`ans.mention|op=${c.op}`, m.score);
    // "the prices of X in 2001": a column named in the plural asks for its values, not one figure.
    if (plural(a, m, ans)) add(`ans.plural|op=${c.op}`);
  } else {
    add(`ans.nomention|op=${c.op}`);
    // "cars over 4500 lbs": the records are named, no column of theirs; their name answers best.
    if (a.mentions.some((x) => x.kind === 'module' && x.module === ans.module)) add(`ans.records_named|role=${roleOf(ans)}|op=${c.op}`);
  }
  add(`ans.type=${typeOf(ans)}|wh=${a.wh}`);
  add(`ans.type=${typeOf(ans)}|op=${c.op}`);
  // Personal data names records as identifiers do: the learned weights read it as one.
  add(`ans.role=${roleOf(ans)}|wh=${a.wh}`);
  if (c.view.base.columns[0] === ans.column) add(`ans.first_column|wh=${a.wh}`);
  if (c.uses.some((u) => u.column === ans)) add(`ans.is_filter|op=${c.op}`);
  if (c.order && c.order !== POSITION && c.order === ans) add(`ans.is_order|op=${c.op}`);
  const distinct = ans.distinct / Math.max(1, ans.rows);
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
    explains(a, col, used);
    if (m) {
      add(`${role}.mention.${m.how}`, m.score);
      add(`${role}.mention|op=${c.op}`, m.score);
      if (plural(a, m, col)) add(`${role}.plural|op=${c.op}`);
    } else add(`${role}.nomention|op=${c.op}`);
    add(`${role}.type=${typeOf(col)}|op=${c.op}`);
    const hw = headerWords(col);
    for (const adj of q.adjectives) {
      const concepts = conceptStems(ADJECTIVES[adj]!.concepts);
      if (concepts.length && hw.some((h) => concepts.includes(h))) add(`${role}.concept`);
      // "hottest" is temperature and maximum: a column named by both fits it better than one named by one.
      if (concepts.length > 1 && concepts.filter((x) => hw.includes(x)).length > 1) add(`${role}.concept_all`);
      for (const h of hw) add(`${role}.h=${h}|adj=${adj}`);
    }
    if (col === c.answer) add(`${role}.is_answer|op=${c.op}`);
    // "the longest delay", "the most delayed flight": the superlative stands on this column's own words.
    if (m && (m.how === 'concept' || ADJECTIVES[a.tokens[m.from - 1]?.text ?? ''])) add(`${role}.adjective_on|op=${c.op}`);
    const agrees = directionAgrees(c, col);
    if (agrees !== undefined) add(`${role}.header_direction=${agrees ? 'agrees' : 'opposes'}`);
    const asked = askedDirection(q.adjectives, headerWords(col));
    const dir = directionOf(c);
    if (asked && dir) add(`${role}.adjective_direction=${asked === dir ? 'agrees' : 'opposes'}|op=${c.op}`);
  }
  if (c.part) {
    add(`part=${c.part}|op=${c.op}`);
    // "foggy days per year": the period after "per", "by" or "each" is the grouping, not the one counted.
    add(`part.after_grouping=${partAfterGrouping(a, c.part)}|op=${c.op}`);
  }
  // "the most powerful car", "the heaviest European car": a superlative on the records names one record.
  if (adjectiveOnRecords(a)) add(`adj.on_records|kind=${c.query.kind}|ans=${c.answer ? roleOf(c.answer) : 'none'}`);
  // "the most flights", "how many more trains": a superlative or a quantity of the records themselves is a count.
  const counted = recordsCounted(a);
  // The plain count of records carries no measure of its own: it is a count all the same.
  const agg = c.measure?.agg ?? (c.op === 'count' ? 'count' : 'none');
  if (counted === 'superlative') add(`sup.records|agg=${agg}|kind=${c.query.kind}`);
  else if (counted === 'quantity') add(`qty.records|agg=${agg}|kind=${c.query.kind}`);
  // A reading towards the highest or the lowest, where the question has no word of either.
  if (directionOf(c) && q.adjectives.length === 0 && !c.count) add(`dir.unasked|op=${c.op}`);
  // And the converse: a superlative the reading has no end for ("the hottest temperature" read as a total).
  if (q.adjectives.length > 0 && (c.order === POSITION || !directionOf(c)) && !c.count) add(`dir.ignored|op=${c.op}`);
  if (c.count) {
    for (let i = c.count.from; i < c.count.to; i++) used.add(i);
    add(`count.used|op=${c.op}`);
  }
  // "What share of A are B": the group of the share comes after the rows it is a share of.
  if (c.op === 'share_of' && c.anchor && c.uses.length) add(`share.named=${c.uses.every((u) => u.mention.from < c.anchor!.from) ? 'after' : 'before'}_filters`);
  for (const m of [c.anchor, ...(c.pair ?? [])]) {
    if (!m) continue;
    for (let i = m.from; i < m.to; i++) used.add(i);
    add(`anchor.${m.kind === 'date' ? 'period' : m.exact ? 'exact' : 'partial'}|op=${c.op}`);
  }
}

/** The direction the candidate takes: towards the highest value or the lowest. */
function directionOf(c: Candidate): 'desc' | 'asc' | undefined {
  return (c.measure && aggregateOf(c.measure.agg).dir) || c.dir;
}

const HIGH_WORDS = /\b(max|maximum|high|highest|peak|top|upper|most)\b/;
const LOW_WORDS = /\b(min|minimum|low|lowest|bottom|lower|least)\b/;

/**
 * Whether the candidate's direction (the highest, the lowest) agrees with a column named for one
 * end ("the coldest temperature" is the lowest of "Minimum temperature", not of "Maximum …").
 */
function directionAgrees(c: Candidate, col: ViewColumn): boolean | undefined {
  const own = c.measure && aggregateOf(c.measure.agg).dir;
  const high = own === 'desc' || (own !== 'asc' && c.dir === 'desc');
  const low = own === 'asc' || (own !== 'desc' && c.dir === 'asc');
  if (!high && !low) return undefined;
  const label = `${col.column.label} ${col.column.name.replace(/_/g, ' ')}`.toLowerCase();
  const named = HIGH_WORDS.test(label) ? 'high' : LOW_WORDS.test(label) ? 'low' : undefined;
  if (!named) return undefined;
  return (named === 'high') === high;
}

function filterFeatures(a: Analysis, c: Candidate, add: Add, used: Set<number>): void {
  add(`filters=${Math.min(c.uses.length, 3)}|op=${c.op}`);
  // Against the conditions the question names: two filters are many for one condition, right for two.
  add(`filters=${Math.min(c.uses.length, 3)}|named=${Math.min(questionFacts(a).conditions, 3)}|kind=${c.query.kind}`);
  for (const u of c.uses) {
    const m = u.mention;
    for (let i = m.from; i < m.to; i++) used.add(i);
    const colMention = columnMentionOf(a, u.column);
    explains(a, u.column, used);
    if (m.kind === 'value') {
      add(m.exact ? 'flt.value.exact' : 'flt.value.partial');
      if (m.to - m.from === 1 && GENERAL_WORDS.has(a.tokens[m.from]!.text)) add('flt.value.general_word');
      add('flt.value.cover', m.cover);
      add(`flt.value.words=${Math.min(m.to - m.from, 4)}`);
      if (m.negated) add('flt.value.negated');
      if (u.adjacent) add('flt.value.adjacent');
      if (colMention) add('flt.value.column_named');
      if (m.values.some((v) => writtenAsIs(a.question, v))) add('flt.value.case_exact');
      // How many records the value selects: "the horsepower of X" is one figure for one record, a list or an aggregate for several.
      const rows = u.rows ?? m.rows;
      add(`flt.value.rows=${rows <= 1 ? 'one' : rows <= 10 ? 'few' : 'many'}|op=${c.op}`);
    } else if (m.kind === 'number') {
      add(`flt.number.${m.cmp}`);
      if (u.adjacent) add('flt.number.adjacent');
      if (u.unitMatch) add('flt.number.unit');
      if (u.conceptMatch) add('flt.number.concept');
      // A bound outside the column's values usually means another column; not when the column is named right there ("more than 500 horsepower").
      if (u.inRange === false) add(u.adjacent ? 'flt.number.out_of_range|named' : 'flt.number.out_of_range');
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
