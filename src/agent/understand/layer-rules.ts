/**
 * Readings the spec's semantic layer and the question's words rule out, whatever the learned
 * weights: each rule is named, small and general (the words it reads are general language, the
 * columns it reads are the layer's kinds, never a table's names). The facts of the question they
 * share are read once per question (`factsOf`); a rule then looks at one candidate.
 */
import { UNIT_NOUNS } from '../../semantic/measure-words.js';
import { labelWords } from '../../semantic/humanise.js';
import type { SpecColumn } from '../../contracts/spec.js';
import { POSITION } from '../plan/schema.js';
import type { SpecScope } from '../plan/spec-index.js';
import { askedDirection, headerWords, isDuration, plural } from './column-facts.js';
import { lackedModules, type FilterUse } from './filters.js';
import { GROWTH_WORDS, mainAmount, moneyRecords, SIZE_WORDS } from './layer-facts.js';
import { ADJECTIVES, AGGREGATE_WORDS, agentBy, COMPARATIVES, RECORD_NOUNS, SHARE_WORDS } from './lexicon.js';
import { type Analysis, type ColumnMention, MAGNITUDE_NOUNS, type Mention, type ValueMention } from './mentions.js';
import { conceptStems } from './tokens.js';
import { asksToRank, rangeEnds, type Candidate } from './readings.js';
import { ratiosAsked } from '../operations/aggregates/ratio.js';
import { partsRated, statesRated } from '../operations/readings/shares.js';
import { periodMeanAsked, spansAsked, TAKE_WORDS, valuesAsked } from '../operations/readings/measures.js';
import { stepsOf } from './view-steps.js';
import type { View, ViewColumn } from './views.js';

type Reading = Omit<Candidate, 'view' | 'uses'>;

const words = (s: string) => new Set(s.split(' '));
/** Words that ask for the extreme of a measure within each group or period, not its usual figure. */
const EXTREME_WITHIN = words('max maximum min minimum peak peaks single individual record highs lows ever alltime');
/** Words that take a category as a whole: "the average price of all stocks" is one figure over every stock. */
const WHOLE_WORDS = words('all overall together combined altogether entire whole across total');
/** Adverbs that take the whole question's records as one, wherever they stand. */
const WHOLE_ADVERBS = words('altogether combined overall together');
/** Words that ask for the records themselves, one by one. */
const LIST_WORDS = words('list lists show each every all individual single records rows entries');
const DIFFERENT_WORDS = words('different distinct unique separate various');
const PERIOD_NOUN_WORDS = words('day days week weeks month months quarter quarters year years date');
const COMPARE_WORDS = words('compare compared comparing comparison versus vs');
/** Words that ask which of two compared is ahead, by how much or how many times ("compare" alone shows each). */
const COMPARE_ASKING = words(
  'more less fewer higher lower difference ratio times which who whose better worse bigger smaller first last earlier later before after',
);
/** Words of a comparison with another record's value. */
const COMPARISON_WORDS = words('than above below over under exceed exceeds exceeding beyond more less fewer most least');
const PERCENT_WORDS = words('percent percentage percentages pct');
const COUNT_WORDS = words('number count counts many');
const ONE_WORDS = words('one only both either any single sole');
/** Words that say only which end of a figure is asked, whatever the figure. */
const PLAIN_ENDS = words('highest lowest most least fewest greatest maximum minimum');

/** Words right before a category that ask for it: "which channel", "per agent", "by region", "how many agents". */
const SLOT_WORDS = words('which what whose each every per by for many');

const ops = (s: string) => new Set<string>(s.split(' '));
const GROUPED_OPS = ops('trend breakdown group_top group_bottom compare_each compare_max compare_min compare_diff compare_ratio compare_change');
const RECORD_RANKINGS = ops('argmax argmin top_n bottom_n');
const POSITIONAL = ops('first last nth');
const ANCHORED = ops('above_anchor below_anchor count_above_anchor count_below_anchor');
const GROUP_RANKED = ops('group_top group_bottom group_sum_max group_sum_min');
const RANKINGS = new Set([...RECORD_RANKINGS, 'most_common', 'least_common', 'most_common_count', ...GROUP_RANKED]);
/** How many records a list answers at most before a figure about them is what is meant. */
const LISTED_AT_MOST = 9;

/** "How many minutes", "how many kg": the noun counted is a unit a measure of the data is in (the noun, else undefined). */
export function unitCountedIn(a: Analysis, scope: SpecScope): string | undefined {
  const many = a.tokens.findIndex((t, i) => t.text === 'many' && a.tokens[i - 1]?.text === 'how');
  const noun = many >= 0 ? a.tokens[many + 1]?.text : undefined;
  return noun && scope.modules.some((m) => m.columns.some((c) => !!c.measure && (UNIT_NOUNS[c.measure.unit] ?? []).includes(noun))) ? noun : undefined;
}

/** Where the words a share is taken of start ("percent of our guests"); -1 without "<share> of". */
function shareWholeAt(a: Analysis): number {
  let i = a.tokens.findIndex((t, k) => SHARE_WORDS.has(t.text) && a.tokens[k + 1]?.text === 'of');
  if (i < 0) return -1;
  i += 2;
  while (/^(the|our|all|those|these|my|your|their)$/.test(a.tokens[i]?.text ?? '')) i++;
  return i;
}

/** "How many packaging SKUs …": the records themselves (their module or their key) counted right after "how many". */
function recordsCountedAt(a: Analysis, many: number, column: (m: ColumnMention) => SpecColumn | undefined, rows: (m: ColumnMention) => number): boolean {
  const key = (m: ColumnMention) => m.how !== 'word' && column(m)?.role === 'identifier' && column(m)!.stats.distinct_count >= rows(m);
  return many >= 0 && a.mentions.some((m) => m.from > many && m.from <= many + 3 && (m.kind === 'module' || (m.kind === 'column' && key(m))));
}

/**
 * The records named by their module's own name: not inside a column's ("traffic" of "traffic source" names the
 * column), nor right before a column of their own ("by customer segment" groups by the customers' segment).
 */
function ownRecordsOf(a: Analysis): Mention[] {
  return a.mentions.filter(
    (m) =>
      m.kind === 'module' &&
      !a.mentions.some(
        (c) =>
          c.kind === 'column' &&
          ((c.how !== 'word' && c.from <= m.from && c.to >= m.to && c.to - c.from > m.to - m.from) ||
            (c.from === m.to && c.module === m.module && c.how !== 'word')),
      ),
  );
}

/** The measures of a candidate's query, whatever its kind. */
const measuresOf = (c: Reading) => ('measures' in c.query ? c.query.measures : 'measure' in c.query ? [c.query.measure] : []);

/**
 * What the question asks of a view's figures that only the view can tell (a rate of a part, a value at a
 * price, a ratio, a span between dates): read once per view, not once per candidate.
 */
function askedOf(a: Analysis): (view: View) => { parts: boolean; values: boolean; ratios: boolean; spans: boolean } {
  const seen = new Map<View, { parts: boolean; values: boolean; ratios: boolean; spans: boolean }>();
  return (view) => {
    let x = seen.get(view);
    if (!x)
      seen.set(
        view,
        (x = {
          parts: partsRated(a, view.columns).length > 0,
          values: valuesAsked(a, view.columns).length > 0,
          ratios: ratiosAsked(a, view.columns, view.base.metrics, view.base).length > 0,
          spans: spansAsked(a, view).length > 0,
        }),
      );
    return x;
  };
}

/** Superlatives of size: they say which end is asked for. */
const BIG = new Set(['biggest', 'largest', 'hugest']);
const SMALL = new Set(['smallest', 'tiniest']);

/** The period a mean of totals is asked over, where a figure that adds up is named ("average daily spend", not "… temperature"). */
/** Every column the question names, by its name, a synonym, one of its words ("transactions": Transaction count) or a concept; a word of a period ("year" of Model year) names a time. */
const columnsSaid = (a: Analysis) =>
  a.mentions.filter((m): m is ColumnMention => m.kind === 'column' && !(m.how === 'word' && PERIOD_NOUN_WORDS.has(a.tokens[m.from]?.text ?? '')));

function periodMeanOf(a: Analysis, named: ColumnMention[], column: (m: ColumnMention) => SpecColumn | undefined) {
  return named.some((m) => column(m)?.measure?.additive) ? periodMeanAsked(a) : undefined;
}

/** Periods a record may be kept at: "in a single day", "in one month". */
const PERIOD_WORDS = new Set(['day', 'week', 'month', 'quarter', 'year', 'shift', 'session', 'visit', 'order', 'transaction']);

/** "In a single day", "for one ad group": a figure of one record at the grain the records are kept. */
function singleAsked(a: Analysis): boolean {
  return a.tokens.some(
    (t, i) =>
      (t.text === 'single' || (t.text === 'one' && /^(in|on|for|during|within|a)$/.test(a.tokens[i - 1]?.text ?? ''))) &&
      (PERIOD_WORDS.has(a.tokens[i + 1]?.text ?? '') || a.mentions.some((m) => m.kind === 'column' && m.from === i + 1)),
  );
}

/** Last words of a label that make it the name of a thing ("Vendor name", "Employee ID"). */
const NAMING = new Set(['name', 'names', 'id', 'number', 'no', 'code']);

/** The word before the values said of some records, from token i back: "the oldest unpaid bill", "the largest Enterprise deal". */
function pastValues(a: Analysis, i: number): number {
  let k = i;
  for (let v = a.mentions.find((m) => m.kind === 'value' && m.to === k + 1); v; v = a.mentions.find((m) => m.kind === 'value' && m.to === k + 1))
    k = v.from - 1;
  return k;
}

/** The first word after the values said of some records, from token i on: "how many hourly workers". */
function pastValuesForward(a: Analysis, i: number): number {
  let k = i;
  for (let v = a.mentions.find((m) => m.kind === 'value' && m.from === k); v; v = a.mentions.find((m) => m.kind === 'value' && m.from === k)) k = v.to;
  return k;
}

/** What the rules read of the question, once. */
/** A word that ranks: a superlative or a size ("largest", "busiest", "top"). */
const rankWordAt = (a: Analysis, i: number) => {
  const w = a.tokens[i]?.text ?? '';
  return !!ADJECTIVES[w] || /^\p{L}{2,}est$/u.test(w) || SIZE_WORDS.has(w);
};

/**
 * "The country with the smallest population", "the largest area": the figures named right after a superlative
 * (by name, a synonym, or the head noun of a longer name), not inside a column's name.
 */
function rankedOnOf(a: Analysis, column: (m: ColumnMention) => SpecColumn | undefined): ColumnMention[] {
  const inNameAt = (i: number) => a.mentions.some((m) => m.kind === 'column' && (m.how === 'name' || m.how === 'synonym') && m.from <= i && i < m.to);
  const headNoun = (m: ColumnMention) => {
    const col = column(m);
    const words = col ? labelWords(col.label) : [];
    return m.to - m.from === 1 && words.length > 1 && words[words.length - 1] === a.tokens[m.from]?.text;
  };
  return a.mentions.filter((m): m is ColumnMention => {
    if (m.kind !== 'column' || m.how === 'concept' || m.how === 'period' || (m.how === 'word' && !headNoun(m))) return false;
    const w = a.tokens[m.from - 1]?.text ?? '';
    const type = column(m)?.type;
    const superlative = rankWordAt(a, m.from - 1) || PLAIN_ENDS.has(w);
    // Figures only: "the coldest days" ranks by a temperature, not by the dates after the superlative.
    return superlative && !inNameAt(m.from - 1) && (type === 'integer' || type === 'number');
  });
}

/** A category: a column of text whose values repeat (one unique per record names the records themselves). */
function isCategory(col: SpecColumn | undefined, rows: number): boolean {
  const kind = col?.role === 'dimension' || col?.role === 'identifier' || col?.role === 'sensitive';
  return !!col && kind && col.type !== 'integer' && col.type !== 'number' && col.stats.distinct_count <= 0.5 * rows;
}

/** Records said to lack rows of a related module: the lack is a test some reading can make. */
const lackedOf = (a: Analysis, scope: SpecScope) =>
  lackedModules(a).filter((id) => scope.joins.some((j) => j.left.module_id === id || j.right.module_id === id));

function factsOf(a: Analysis, scope: SpecScope) {
  const has = (set: Set<string>) => a.tokens.some((t) => set.has(t.text));
  const changed = has(GROWTH_WORDS) || movedAsked(a);
  const column = (m: ColumnMention): SpecColumn | undefined => scope.modules.find((x) => x.module_id === m.module)?.columns.find((x) => x.name === m.column);
  const rows = (m: ColumnMention) => scope.modules.find((x) => x.module_id === m.module)?.row_count ?? 0;
  const inFull = a.mentions.filter((m): m is ColumnMention => m.kind === 'column' && m.how !== 'word' && m.how !== 'period');
  // Named by the column's own name or a synonym (not an adjective's concept), and not taken as a whole ("all stocks",
  // "spent altogether"); "total revenue" still names the revenue: a total right before a measure is its aggregation.
  const whole = (m: ColumnMention) => {
    const [w1, w2] = [a.tokens[m.from - 1]?.text ?? '', a.tokens[m.from - 2]?.text ?? ''];
    return ((WHOLE_WORDS.has(w1) || WHOLE_WORDS.has(w2)) && !(w1 === 'total' && column(m)?.measure)) || has(WHOLE_ADVERBS);
  };
  const named = inFull.filter((m) => m.how !== 'concept' && !whole(m));
  const ownRecords = ownRecordsOf(a);
  const rankWord = (i: number) => rankWordAt(a, i);
  // "The country with the smallest population": figures named right after a superlative.
  const rankedOn = rankedOnOf(a, column);
  const before = (m: { from: number }) => a.tokens[m.from - (a.tokens[m.from - 1]?.text === 'of' ? 2 : 1)]?.text ?? '';
  const values = a.mentions.filter((m): m is ValueMention => m.kind === 'value' && !m.negated);
  const compares = has(COMPARE_WORDS);
  const many = a.tokens.findIndex((t, i) => t.text === 'many' && a.tokens[i - 1]?.text === 'how');
  const unitCounted = unitCountedIn(a, scope);
  const inName = (i: number) => a.mentions.some((m) => m.kind === 'column' && (m.how === 'name' || m.how === 'synonym') && m.from <= i && i < m.to);
  // "monthly expenses", "sales vs marketing expenses": records that are sums of money, named as a figure.
  const moneyModule = (id: string) => moneyRecordsOf(scope, id);
  const countedInWords = a.wh === 'how_many' || has(COUNT_WORDS);
  return {
    a,
    has,
    inFull,
    moneyNamed: !countedInWords && ownRecords.some((m) => m.kind === 'module' && moneyModule(m.module)),
    named,
    column,
    meanAsked: has(AGGREGATE_WORDS.avg) || perRecord(a),
    // "How much time did they spend", "how many minutes were spent": how much of a figure that adds up is its total.
    sumAsked: has(AGGREGATE_WORDS.sum) || a.wh === 'how_much' || !!unitCounted,
    unitCounted,
    many,
    recordsCounted: recordsCountedAt(a, many, column, rows),
    extremeWithin: has(EXTREME_WITHIN),
    // "the hottest day of each year": a superlative carrying its measure asks for the extreme within each period.
    extremePerPeriod: a.tokens.some((t) => (ADJECTIVES[t.text]?.concepts.length ?? 0) > 0),
    listAsked: has(LIST_WORDS),
    // The records are named: their module ("the largest order"), or a noun of records.
    recordsNamed: a.mentions.some((m) => m.kind === 'module') || has(RECORD_NOUNS),
    // The records ranked themselves: their name right after a superlative or a size ("the largest order", "top 5 deals").
    recordsRanked: ownRecords.some((m) => {
      const k = pastValues(a, m.from - 1);
      return rankWord(k) || (a.tokens[k]?.num !== undefined && rankWord(k - 1));
    }),
    // "top 3 agents by tickets handled", "ticket volume", "the number of orders": the records counted are the figure.
    // So is the key of the records ("top 3 warehouses by number of SKUs": one SKU per record). Records of money
    // ("by expenses") are their amounts, unless counted in words ("by number of expenses").
    byRecords:
      byHeadcount(a) ||
      ownRecords.some(
        (m) =>
          /^(number|count)$/.test(before(m)) ||
          (before(m) === 'by' && !agentBy(a.tokens, m.from - 1) && !(m.kind === 'module' && moneyModule(m.module))) ||
          /^(volume|volumes|count|counts)$/.test(a.tokens[m.to]?.text ?? ''),
      ) ||
      inFull.some((m) => {
        const col = column(m);
        return (
          !!col &&
          col.role === 'identifier' &&
          col.stats.distinct_count >= rows(m) &&
          (/^(number|count)$/.test(before(m)) || (before(m) === 'by' && !agentBy(a.tokens, m.from - 1) && !moneyModule(m.module)))
        );
      }),
    category: (m: ColumnMention) => isCategory(column(m), rows(m)),
    statesRated: statesRated(a),
    qualifiers: qualifiersOf(a, scope),
    growthAsked: has(GROWTH_WORDS),
    periodSuperlative: periodSuperlativeIn(a),
    asked: askedOf(a),
    changeAsked: changed && (a.wh === 'how_much' || a.wh === 'how_many' || has(SHARE_WORDS)),
    percentAsked: has(PERCENT_WORDS),
    shareOfAsked: a.tokens.some((t, i) => SHARE_WORDS.has(t.text) && a.tokens[i + 1]?.text === 'of'),
    shareWhole: shareWholeAt(a),
    periodsNamed: a.mentions.some((m) => m.kind === 'date' && !!m.range && !!rangeEnds(m.range)),
    ranks: asksToRank(a),
    rankedOn,
    lacked: lackedOf(a, scope),
    oneAsked: has(ONE_WORDS),
    singleAsked: singleAsked(a),
    periodMean: periodMeanOf(a, columnsSaid(a), column),
    // A word of a column's name ("First response") asks nothing.
    inName,
    // "By what % did energy change 2023 vs 2024" asks for the change, not each figure.
    comparesOnly: compares && !(changed && has(PERCENT_WORDS)) && !a.tokens.some((t, i) => (COMPARATIVES[t.text] || COMPARE_ASKING.has(t.text)) && !inName(i)),
    comparison: a.tokens.some((t) => COMPARATIVES[t.text] || COMPARISON_WORDS.has(t.text)),
    // "Billing vs Integrations": two values of one column compared.
    paired: compares ? values.filter((x) => values.some((y) => y !== x && y.column === x.column && y.module === x.module && y.values[0] !== x.values[0])) : [],
  };
}
type Facts = ReturnType<typeof factsOf>;

/** Words of a column telling what became of a record or what kind it is: its values are no things held. */
const STATE_LABEL_WORDS = new Set(['status', 'state', 'resolution', 'outcome', 'result', 'type', 'kind', 'disposition', 'stage', 'decision']);

const moneyRecordsOf = (scope: SpecScope, id: string) => {
  const m = scope.modules.find((x) => x.module_id === id);
  return !!m && moneyRecords(m);
};

/** "Errors per event", "spend per booking": a figure per one of the records is their mean. */
const perRecord = (a: Analysis) => a.mentions.some((m) => m.kind === 'module' && a.tokens[m.from - 1]?.text === 'per');

/** "Top 3 departments by (current) headcount": the people counted, named by the word of their count. */
const byHeadcount = (a: Analysis) =>
  a.tokens.some((t, i) => t.text === 'by' && (a.tokens[i + 1]?.text === 'headcount' || a.tokens[i + 2]?.text === 'headcount'));

/** "The best day for revenue", "worst month of sales": a superlative of a period, followed by what ranks it. */
const periodSuperlativeIn = (a: Analysis) =>
  a.tokens.some(
    (t, i) => ADJECTIVES[t.text] && /^(day|week|month|quarter|year)$/.test(a.tokens[i + 1]?.text ?? '') && /^(for|by|of|in)$/.test(a.tokens[i + 2]?.text ?? ''),
  );

/**
 * Values right before the records' own noun in the plural ("urgent tickets", "meal expenses"): a category
 * value qualifying them (not a code, and not before a verb the module's name stems like: "KRW sail").
 */
function qualifiersOf(a: Analysis, scope: SpecScope): ValueMention[] {
  const role = (v: ValueMention) => scope.modules.find((m) => m.module_id === v.module)?.columns.find((c) => c.name === v.column)?.role;
  // The records' noun in the plural, or one of their names as written ("staff").
  const nounOf = (id: string, w: string) => {
    const m = scope.modules.find((x) => x.module_id === id);
    return /s$/.test(w) || !!m?.synonyms.some((s) => s.toLowerCase() === w) || m?.entity?.plural === w;
  };
  return a.mentions.filter(
    (v): v is ValueMention =>
      v.kind === 'value' &&
      v.exact &&
      !v.negated &&
      v.values.length === 1 &&
      role(v) === 'dimension' &&
      a.mentions.some((m) => m.kind === 'module' && m.from === v.to && m.module === v.module && nounOf(m.module, a.tokens[v.to]?.text ?? '')),
  );
}

/** "Go up", "went down", "year over year": a change asked in words of movement the growth words lack. */
function movedAsked(a: Analysis): boolean {
  const t = a.tokens.map((x) => x.text);
  return t.some((w, i) => (/^(up|down)$/.test(w) && /^(go|goes|went|gone|going|come|came|move|moved)$/.test(t[i - 1] ?? '')) || /^(yoy|mom|qoq)$/.test(w));
}

/** A candidate and what it reads: its answer, order, measure, filters, and the column a join goes through. */
interface Seen {
  c: Reading;
  uses: FilterUse[];
  view: View;
  read: ViewColumn[];
}

const is = (m: ColumnMention) => (x: ViewColumn) => x.module === m.module && x.column.name === m.column;
const aside = (s: Seen, m: ColumnMention) => !s.read.some(is(m));

/** Quantities whose superlatives read plainly (an age or a date turns "oldest" round; an unknown number may too). */
const RANKED_QUANTITIES = new Set(['amount', 'count', 'duration', 'price', 'percent', 'ratio', 'score']);

/** A figure the layer knows the kind of (an amount, a count, a price…), not an unknown number. */
const knownFigure = (f: Facts, m: ColumnMention) => {
  const col = f.column(m);
  return !!col?.measure && col.measure.quantity !== 'other';
};

/**
 * "Average net pay per employee per month": the "per"s of a figure per someone per period (the indexes of both)
 * say what each record covers, no grouping.
 */
const perUnits = new WeakMap<Analysis, Set<number>>();
const perUnit = (a: Analysis): Set<number> => {
  // Asked by several rules for every candidate: read once per question.
  const known = perUnits.get(a);
  if (known) return known;
  const out = new Set<number>();
  perUnits.set(a, out);
  a.tokens.forEach((t, at) => {
    if (t.text !== 'per' || !PERIOD_NOUN_WORDS.has(a.tokens[at + 1]?.text ?? '')) return;
    const k = a.tokens.findIndex((x, i) => i < at - 1 && at - i <= 4 && x.text === 'per' && !PERIOD_NOUN_WORDS.has(a.tokens[i + 1]?.text ?? ''));
    if (k >= 0) out.add(k).add(at);
  });
  return out;
};

/** "by quarter", "per region", "by customer segment": a grouping named right after its word (or after its records' noun). */
const groupingNamed = (f: Facts) => {
  const ofRecords = (m: ColumnMention, at: number) =>
    f.a.mentions.some((x) => x.kind === 'module' && x.from === at && x.to === m.from && x.module === m.module);
  const units = perUnit(f.a);
  return f.a.tokens.some(
    (t, i) =>
      /^(by|per|each|every)$/.test(t.text) &&
      !agentBy(f.a.tokens, i) &&
      !(f.meanAsked && units.has(i)) &&
      // "avg clicks per month": a period a mean of totals is taken over is no grouping.
      ((PERIOD_NOUN_WORDS.has(f.a.tokens[i + 1]?.text ?? '') && !(t.text === 'per' && f.periodMean)) ||
        f.named.some((m) => (m.from === i + 1 || ofRecords(m, i + 1)) && f.category(m))),
  );
};

/**
 * How many records the filters select at least, as far as the question tells: the fewest a named value
 * selects; the whole table under dates alone or no filter; none known under a numeric bound or a day.
 */
function selectedAtLeast(uses: FilterUse[], view: View): number {
  if (uses.some((u) => u.mention.kind === 'number' || u.mention.kind === 'column' || (u.mention.kind === 'date' && u.mention.grain === 'day'))) return 0;
  const values = uses.flatMap((u) => (u.mention.kind === 'value' && !u.mention.negated ? [u.rows ?? u.mention.rows] : []));
  return values.length ? Math.min(...values) : view.base.row_count;
}

/** The ends the question's plain words ask for ("highest", "the least"; "at least" asks none). */
const plainEnds = (f: Facts) =>
  new Set(f.a.tokens.flatMap((t, i) => (PLAIN_ENDS.has(t.text) && f.a.tokens[i - 1]?.text !== 'at' ? [ADJECTIVES[t.text]!.dir] : [])));

/** Each rule, by what it keeps out. */
/** Words of a label that say its figure is money. */
const MONEY_LABEL = /^(revenue|sales|cost|costs|spend|amount|price|pay|paid|fee|fees|tax|income|value|usd|eur|gbp|\$|€|£)$/;

const RULES: Record<string, (f: Facts, s: Seen) => boolean> = {
  /** "Urgent tickets", "meal expenses", "newsletter sends": a value right before the records' noun qualifies them. */
  recordsQualified: (f, { c, uses, view }) =>
    f.qualifiers.some(
      (v) =>
        v.module === view.base.module_id &&
        !uses.some((u) => u.mention === v) &&
        c.anchor !== v &&
        !c.pair?.some((p) => p === v) &&
        c.answer?.column.name !== v.column,
    ),

  /** "How many opens did we get", "how many leads in 2024": a count the data holds is added up, not the records counted. */
  countHeld: (f, { c }) => {
    if (f.a.wh !== 'how_many' || (c.op !== 'count' && c.op !== 'count_distinct')) return false;
    const many = f.a.tokens.findIndex((t, i) => t.text === 'many' && f.a.tokens[i - 1]?.text === 'how');
    const at = f.a.mentions.filter((m) => m.from === many + 1);
    // A count, or a total of things ("Opens total": an amount only by its word "total").
    const heldCount = (m: Mention) => {
      const col = m.kind === 'column' ? f.column(m) : undefined;
      if (!col?.measure?.additive) return false;
      const words = labelWords(col.label);
      return (
        col.measure.quantity === 'count' ||
        (col.measure.quantity === 'amount' && words.some((w) => /^totals?$/.test(w)) && !words.some((w) => MONEY_LABEL.test(w)))
      );
    };
    // A thing named by a column of its own ("how many seasons": the Season) is counted.
    if (at.some((m) => m.kind === 'module' || m.kind === 'value' || (m.kind === 'column' && m.how !== 'word' && !heldCount(m)))) return false;
    return at.some(heldCount);
  },

  /** "Paid late", "paid after their due date": the deadline asked is read, never left aside. */
  lateIgnored: (f, { c, uses, view }) =>
    f.a.mentions.some((m) => m.kind === 'column' && !!m.late && m.module === view.base.module_id) &&
    !uses.some((u) => u.mention.kind === 'column' && !!u.mention.late) &&
    // …as a filter, or as the part of a share ("what % of bills do we pay on time").
    !/"other":/.test(JSON.stringify(c.query)),

  /** "Riverside vs Old Town sales", "H1 vs H2 sales": money named is the figure, never a count of the records ("how many sales" is). */
  moneyNotCounted: (f, { c }) =>
    f.a.wh !== 'how_many' &&
    c.measure?.agg === 'count' &&
    !c.measure.column &&
    f.a.mentions.some((m) => m.kind === 'column' && m.money) &&
    !f.a.mentions.some((m) => m.kind === 'module'),

  /** Records of money named where a figure is ("monthly expenses", "top 5 employees by expenses") are their amounts, never their number. */
  moneyCounted: (f, { c }) => f.moneyNamed && ((c.measure?.agg === 'count' && !c.measure.column) || (c.op === 'lookup' && !f.listAsked)),

  /**
   * "How many hourly workers did we pay", "how many vendors did we pay in 2024": the people or things named after
   * "how many" (past the values said of them) are counted, never a figure of theirs summed.
   */
  thingsCounted: (f, { c, view }) => {
    if (f.many < 0 || f.unitCounted || c.query.kind !== 'aggregate') return false;
    const figure = !!c.measure?.column && /^(sum|avg|min|max)$/.test(c.measure.agg);
    const records = c.op === 'count';
    if (!figure && !records) return false;
    const at = pastValuesForward(f.a, f.many + 1);
    // Things the records name by a name or code of theirs ("Vendor name", "Employee ID").
    const thing = f.named.find((m) => m.from === at && f.column(m)?.type === 'text' && NAMING.has(labelWords(f.column(m)!.label).at(-1) ?? ''));
    if (!thing) return false;
    // Records are counted only where each is one of the things ("how many players" of a roster).
    const col = view.columns.find(is(thing));
    return figure || (!!col && col.distinct < 0.5 * col.rows && !f.a.mentions.some((m) => m.kind === 'module' && m.from > f.many));
  },

  /**
   * "Average daily spend", "avg revenue per month": the mean of the totals per period, never the mean of single
   * records nor a figure for each period.
   */
  notThePeriodMean: (f, { c }) => {
    if (!f.periodMean) return false;
    // The period is what the totals are taken over: no figure per period ("avg clicks per month" is one number).
    if ((c.op === 'trend' || c.op === 'breakdown') && (c.part !== undefined || !!c.answer?.temporal)) return true;
    if (!c.measure?.column?.column.measure?.additive || c.measure.agg !== 'avg') return false;
    // …nor the mean of single records, overall or per group ("average monthly spend by network").
    return (c.query.kind === 'aggregate' || c.query.kind === 'groups') && !measuresOf(c).some((m) => m.every !== undefined);
  },

  /** "Average net pay per employee per month": one mean over the records each for one someone and one period, no figure per either. */
  unitOfAMean: (f, { c }) => c.query.kind === 'groups' && f.meanAsked && !f.a.tokens.some((t) => /^(by|each|every)$/.test(t.text)) && perUnit(f.a).size > 0,

  /** "Which 3 people drove the most revenue": the answer is the people, never another column of names. */
  notThePeople: (f, { c }) =>
    !!c.answer &&
    !c.answer.numeric &&
    f.a.mentions.some((m) => m.kind === 'column' && m.people && m.module === c.answer!.module && m.column !== c.answer!.column.name),

  /** "Which vendor do we owe the most": a ranking asked is never a list of many records' names. */
  listForARanking: (f, { c, uses, view }) => f.ranks && c.op === 'lookup' && !f.listAsked && selectedAtLeast(uses, view) > LISTED_AT_MOST,

  /** "Which campaign performs best", "who drove the most revenue": by the outcome brought, never by how many records. */
  performanceByCount: (f, { c }) =>
    f.a.tokens.some((t) => /^(perform(s|ed|ing)?|drive|drives|drove|driven|driving)$/.test(t.text)) &&
    (c.op === 'most_common' || c.op === 'least_common' || c.op === 'most_common_count' || (GROUP_RANKED.has(c.op) && c.measure?.agg === 'count')),

  /** "The biggest account we lost": a size superlative ranks the way its size says, whatever else the words suggest. */
  againstTheSize: (f, { c, view }) => {
    const dir =
      c.dir ?? (c.query.kind === 'groups' || c.query.kind === 'values' ? (typeof c.query.order === 'string' ? c.query.order : c.query.order?.dir) : undefined);
    const big = f.a.tokens.some((t) => BIG.has(t.text));
    const small = f.a.tokens.some((t) => SMALL.has(t.text));
    if (big === small) return false;
    if (dir && dir !== (big ? 'desc' : 'asc')) return true;
    // …and by the records' main amount where they have one ("the biggest account": by its ARR), not by how many.
    const counted = c.op === 'most_common' || c.op === 'least_common' || (GROUP_RANKED.has(c.op) && c.measure?.agg === 'count');
    return counted && !!mainAmount(view.base);
  },

  /**
   * "The biggest single-day spend for one ad group", "the largest pay anyone got in a single month": one record's
   * figure at the grain the records are kept, never a group's or a period's total.
   */
  singleRecord: (f, { c }) =>
    f.singleAsked && (GROUP_RANKED.has(c.op) || c.op === 'trend' || c.op === 'breakdown' || c.op === 'most_common' || c.op === 'least_common'),

  /** "ARR today", "seats under contract right now": a reading without the records still under way is about every record ever. */
  todayLeftOut: (f, { uses, view }) =>
    f.a.mentions.some((m) => m.kind === 'value' && m.now === true && m.module === view.base.module_id && !uses.some((u) => u.mention === m)),

  /** Two values compared: a reading of one of them alone answers half the question. */
  halfOfAComparison: (f, { c, uses }) => f.paired.length > 0 && !c.pair && f.paired.some((m) => !uses.some((u) => u.mention === m)),

  /** Without a word asking for another, a measure the layer knows is read by its default aggregation ("revenue by month" totals). */
  otherThanUsual: (f, { c }) => {
    const known = c.measure?.column?.column.measure;
    if (!known || known.quantity === 'other') return false;
    return (
      (c.measure!.agg === 'avg' && known.aggregation !== 'avg' && !f.meanAsked) || (c.measure!.agg === 'sum' && known.aggregation !== 'sum' && !f.sumAsked)
    );
  },

  /** The extreme of a measure within each group where nothing asks for one ("which region has the highest revenue" ranks totals). */
  extremeWithinGroups: (f, { c }) => {
    if ((c.measure?.agg !== 'max' && c.measure?.agg !== 'min') || c.measure.column === undefined || !GROUPED_OPS.has(c.op)) return false;
    // The column's own name, its unit in brackets aside ("Handle time (min)" is no minimum).
    const label = c.measure.column.column.label.replace(/\([^()]*\)/g, ' ');
    const perPeriod = f.extremePerPeriod && (c.op === 'trend' || c.op === 'breakdown');
    return !f.extremeWithin && !perPeriod && !/\b(max|min)/i.test(label);
  },

  /**
   * A category named in full and left aside: "which channel is slowest" is no figure over every channel. A
   * plain count leaves it aside only where the records are named apart from it ("how many agents handled
   * tickets"); "how many competitions" over a table of competition entries counts its rows.
   */
  categoryAside: (f, s) => {
    // "The largest pay anyone got in a single month" is one record's, whatever category a word names.
    if (f.singleAsked) return false;
    // "What % of our guests are from Germany": the records a share is of are no category left aside.
    if (!f.named.some((m) => aside(s, m) && f.category(m) && m.from !== f.shareWhole)) return false;
    // "How many countries do our guests come from": what is counted is named right after "how many".
    const counted = s.c.op === 'count_distinct' ? s.c.measure?.column : undefined;
    if (counted && f.many >= 0 && f.named.some((m) => m.from === f.many + 1 && is(m)(counted))) return false;
    // One figure leaves a category aside only where it is asked for ("which channel", "per agent") or ranked
    // ("the slowest channel"): "how many nights do guests stay on average" is one mean over every guest.
    // ("average pay per employee per month" is one mean over records each of one employee and month).
    const units = f.meanAsked ? perUnit(f.a) : new Set<number>();
    const asked = f.ranks || f.named.some((m) => aside(s, m) && f.category(m) && SLOT_WORDS.has(f.a.tokens[m.from - 1]?.text ?? '') && !units.has(m.from - 1));
    return (s.c.query.kind === 'aggregate' && asked && (s.c.op !== 'count' || f.recordsNamed)) || RECORD_RANKINGS.has(s.c.op);
  },

  /**
   * Records ranked where a category is ranked: an agent over hundreds of tickets is ranked as a group, never as
   * the agent of one ticket — unless the records themselves are ranked ("the largest order"); a category ranked
   * by a figure that adds up is ranked by its total; N of its values never repeat one ("top 2 tickers by price").
   */
  recordsForACategory: (f, { c }) => {
    const answer = c.answer;
    if (!RECORD_RANKINGS.has(c.op) || !answer) return false;
    if (!answer.numeric && !answer.temporal && answer.distinct * 10 <= answer.rows && !f.recordsRanked) return true;
    if (f.recordsNamed || answer.column.role !== 'dimension' || answer.distinct > 0.5 * answer.rows) return false;
    const order = c.order && c.order !== POSITION ? c.order : undefined;
    return !!order?.column.measure?.additive || ((c.op === 'top_n' || c.op === 'bottom_n') && (c.count?.value ?? 1) > 1);
  },

  /**
   * "The oldest unpaid bill", "the largest order": the records ranked are the answer, shown with the figure they are
   * ranked by — never a figure or date alone, unless the question names it ("the latest order date") or the records
   * have no key.
   */
  figureForARecord: (f, { c, view }) =>
    f.recordsRanked &&
    RECORD_RANKINGS.has(c.op) &&
    !!c.answer &&
    (c.answer.numeric || c.answer.temporal) &&
    c.answer.column.role !== 'identifier' &&
    !f.named.some((m) => is(m)(c.answer!)) &&
    // Records with no key of their own (a sensor's readings) are told by the figure itself.
    view.columns.some((x) => x.module === c.answer!.module && x.column.role === 'identifier'),

  /** A figure listed over many records where nothing asks for a list; records listed by a column nobody named, or echoed back. */
  listedFigure: (f, s) => {
    const { c, uses, view } = s;
    const answer = c.answer;
    if (c.op !== 'lookup' || !answer || f.listAsked || selectedAtLeast(uses, view) <= LISTED_AT_MOST) return false;
    const figureListed = answer.column.role === 'measure' && f.named.some((m) => is(m)(answer) && !plural(f.a, m, answer));
    const echoed = uses.some((u) => u.column === answer && u.mention.kind === 'value');
    return figureListed || ((!f.inFull.some((m) => is(m)(answer)) || echoed) && f.named.some((m) => aside(s, m)));
  },

  /** "Average invoice value": the records' value is their main amount, not an amount "value" is a general synonym of. */
  synonymOverMagnitude: (f, { c }) =>
    measuresOf(c).some((x) => {
      const of = f.a.mentions.filter((m): m is ColumnMention => m.kind === 'column' && m.column === x.column);
      return (
        of.length > 0 &&
        of.every(
          (m) =>
            m.how === 'synonym' &&
            MAGNITUDE_NOUNS.has(f.a.tokens[m.from]?.text ?? '') &&
            f.a.mentions.some((y) => y.kind === 'column' && y.how === 'concept' && y.from === m.from && y.column !== x.column),
        )
      );
    }),

  /**
   * "Refunds by year" over Returns, "freight spend": one word that is a word of the figure's name ("Refund amount")
   * and a cell ("Refund", a resolution) is read once, as the figure, never also as the filter on that cell — unless
   * the figure is named elsewhere ("payout per paid claim"), or by a synonym that is a category's word too ("salary").
   */
  figureAndCell: (f, { c, uses }) => {
    const figure = c.measure?.column;
    if (!figure || c.measure?.agg === 'count') return false;
    const of = f.a.mentions.filter(
      (m): m is ColumnMention => m.kind === 'column' && m.how !== 'concept' && m.module === figure.module && m.column === figure.column.name,
    );
    return uses.some((u) => {
      const v = u.mention;
      if (v.kind !== 'value' || v.negated) return false;
      const same = of.filter((m) => m.from === v.from && m.to === v.to);
      const elsewhere = of.some((m) => m.to <= v.from || m.from >= v.to);
      return same.length > 0 && same.every((m) => m.how === 'word' || m.how === 'name') && !elsewhere;
    });
  },

  /** "Email revenue", "claim payouts": of two figures named side by side, the last is the one asked; the first qualifies it. */
  qualifierMeasured: (f, { c }) => {
    const measured = measuresOf(c).flatMap((m) => (m.column ? [m.column] : []));
    const figures = f.a.mentions.filter((m): m is ColumnMention => m.kind === 'column' && m.how !== 'concept' && f.column(m)?.role === 'measure');
    return (
      measured.length === 1 &&
      figures.some(
        (m) =>
          m.column === measured[0] &&
          figures.some((h) => h.from === m.to && h.module === m.module && h.column !== m.column) &&
          // "gross pay" names one column in two words: the head names the first word's column too.
          !figures.some((x) => x.column === m.column && x.from <= m.to && x.to > m.to) &&
          // "units sold: percentage per format": a figure named in full is asked, whatever follows it.
          !figures.some((x) => x.column === m.column && x.how !== 'word' && x.from <= m.from && x.to >= m.to),
      ) &&
      !figures.some((h) => h.column === measured[0] && figures.some((m) => m.to === h.from && m.column !== h.column))
    );
  },

  /** "How much did revenue grow from 2023 to 2024": a comparison of the two periods, never a figure over the range or per period. */
  notTheChange: (f, { c }) => f.changeAsked && !c.pair && (f.periodsNamed || c.op === 'trend' || c.op === 'breakdown'),

  /** A grouping named after "by" or "per" ("avg CSAT by quarter") that a reading does not make. */
  groupingLeftOut: (f, { c }) => !f.changeAsked && !c.pair && (c.query.kind === 'aggregate' || c.query.kind === 'values') && groupingNamed(f),

  /** Records counted as the figure ("by tickets", "ticket volume") are never ranked otherwise, nor another measure read. */
  notByRecords: (f, { c }) =>
    f.byRecords &&
    (GROUP_RANKED.has(c.op) ||
      RECORD_RANKINGS.has(c.op) ||
      POSITIONAL.has(c.op) ||
      (!!c.measure?.column && c.measure.agg !== 'count' && c.measure.agg !== 'share')),

  /** "How many units of electrical items": how many of a counted quantity named (not read as a bound) is its total, no count of records. */
  notTheQuantity: (f, s) =>
    s.c.op !== undefined &&
    (s.c.op === 'count' || s.c.op === 'count_distinct' || ANCHORED.has(s.c.op)) &&
    f.a.wh === 'how_many' &&
    f.named.some((m) => f.column(m)?.measure?.quantity === 'count' && aside(s, m)),

  /** Above or below a named record's value needs a word of comparison. */
  anchorWithoutComparison: (f, { c }) => ANCHORED.has(c.op) && !f.comparison,

  /** "Compare deals won from inbound and outbound leads": records compared with no figure named are counted. */
  unnamedFigureCompared: (f, { c }) => {
    const col = c.query.kind === 'compare' && f.recordsNamed ? c.measure?.column : undefined;
    // A span between two dates is named by its verb ("how long do we take to pay"), not by a column.
    if (measuresOf(c).some((m) => m.since !== undefined)) return false;
    return !!col && !f.a.mentions.some((m) => m.kind === 'column' && is(m)(col));
  },

  /** "compare A and B" shows each; which is higher, by how much or how many times needs a word that asks it. */
  compareEach: (f, { c }) => f.comparesOnly && !!c.pair && c.op !== 'compare_each',

  /** Different values counted of a figure, of a filtered column, or of a column a value of which is named ("high priority tickets"). */
  differentValues: (f, { c, uses }) => {
    if (c.op !== 'count_distinct') return false;
    const col = c.measure?.column;
    if (col?.column.measure && col.column.measure.quantity !== 'other' && !f.has(DIFFERENT_WORDS)) return true;
    const valueNamed = !!col && f.a.mentions.some((m) => m.kind === 'value' && !m.negated && m.module === col.module && m.column === col.column.name);
    return uses.some((u) => u.column === col && u.mention.kind === 'value') || valueNamed;
  },

  /**
   * "How many different types of pet are there", "the number of distinct cities": a count of the different
   * values of a column named right after the word, never a count of the records.
   */
  recordsForDifferentValues: (f, { c, view }) => {
    if (c.query.kind !== 'aggregate' || !measuresOf(c).every((m) => m.agg === 'count' && !m.column)) return false;
    return f.a.tokens.some((t, i) => {
      if (!DIFFERENT_WORDS.has(t.text)) return false;
      return f.a.mentions.some((m) => {
        if (m.kind !== 'column' || m.from !== i + 1) return false;
        const col = view.columns.find((x) => x.module === m.module && x.column.name === m.column);
        return !!col && col.text && !col.temporal && col.distinct < col.rows;
      });
    });
  },

  /**
   * A figure of the module joined on the one side ("Population" of a country, reached from its cities) is
   * repeated on each of the many records: summed or averaged over them it counts each country once per city.
   * Such a figure is taken in its own module, never over the join.
   */
  figureFannedOut: (_f, { c, view }) => {
    const ones = new Set(stepsOf(view).map((j) => j.module.module_id));
    return measuresOf(c).some((m) => (m.agg === 'sum' || m.agg === 'avg') && !!m.column && ones.has(c.measure?.column?.module ?? ''));
  },

  /** "How many ground shipments were late": how many asks for a number, never a list of several records' figure nobody named. */
  listForHowMany: (f, { c, uses, view }) => {
    if (f.a.wh !== 'how_many' || f.unitCounted || !c.answer) return false;
    // Even one record's key is no number of them ("how many packaging SKUs in Columbus are out of stock")…
    const key = !c.answer.numeric && c.answer.column.role === 'identifier';
    // …nor one record picked by a figure nobody ranked by, or by its place ("how many batches on Line C had no downtime").
    if (c.op === 'prev' || c.op === 'next' || (RECORD_RANKINGS.has(c.op) && !f.ranks)) return key || f.recordsCounted;
    // …nor any record's figure listed.
    return (
      c.op === 'lookup' && (key || f.recordsCounted || (!f.inFull.some((m) => m.how !== 'concept' && is(m)(c.answer!)) && selectedAtLeast(uses, view) > 1))
    );
  },

  /** "What percent of SKUs are out of stock": a share asked for is never a list of names or keys. */
  namesForAShare: (f, { c }) => f.shareOfAsked && c.query.kind === 'values' && !!c.answer && !c.answer.numeric,

  /** "Growth in newsletter sends 2022 -> 2023": a change asked is never a list of the records. */
  listForAChange: (f, { c }) => f.growthAsked && c.query.kind === 'values' && c.query.limit === undefined && !c.query.distinct,

  /** "The best day for revenue", "worst month for sales": the periods are ranked, never the groups of a category. */
  periodRanked: (f, { c }) => f.periodSuperlative && c.query.kind === 'groups' && !c.part && !c.answer?.temporal,

  /** "How much" asks for a quantity: never a list of names or keys. */
  namesForHowMuch: (f, { c }) => f.a.wh === 'how_much' && c.query.kind === 'values' && !!c.answer && !c.answer.numeric && !c.answer.temporal,

  /** A change asked in percent is a percent change, no ratio nor difference; no percent change without the word. */
  percentChange: (f, { c }) =>
    (c.op === 'compare_change' && !f.percentAsked) ||
    (f.changeAsked && f.percentAsked && (c.op === 'compare_ratio' || ((c.op === 'compare_diff' || c.op === 'compare_each') && !!c.part))),

  /**
   * A superlative of a quantity the data holds ("the slowest channel" over response times) ranks by that quantity,
   * never by how many records each group has.
   */
  adjectiveOnAFigure: (f, { c, view }) => {
    if (!c.dir || c.measure?.agg !== 'count' || c.measure.column) return false;
    const concepts = f.a.tokens.flatMap((t) => conceptStems(ADJECTIVES[t.text]?.concepts ?? []));
    return concepts.length > 0 && view.columns.some((col) => col.numeric && !!col.column.measure && headerWords(col).some((h) => concepts.includes(h)));
  },

  /**
   * A business figure ranked the other way round from the question's superlative, as its words read it
   * ("the ticket that waited longest" for first response times is never the shortest wait).
   */
  oppositeEndOfAFigure: (f, { c }) => {
    const by = c.order !== POSITION ? (c.order ?? c.measure?.column) : undefined;
    const dir = c.dir ?? (c.query.kind === 'values' && 'order' in c.query ? c.query.order?.dir : undefined);
    if (!by || !dir || !RANKED_QUANTITIES.has(by.column.measure?.quantity ?? '')) return false;
    const adjectives = f.a.tokens.flatMap((t, i) => (ADJECTIVES[t.text] && !f.inName(i) ? [t.text] : []));
    const asked = askedDirection(adjectives, headerWords(by));
    return !!asked && asked !== dir;
  },

  /**
   * "The name, independence year and surface area of the country with the smallest population": the one column
   * named right after the superlative ranks the records; another the question asks to see does not.
   */
  rankedOnAnother: (f, { c }) => {
    const dir = c.dir ?? (c.query.kind === 'values' && 'order' in c.query ? c.query.order?.dir : undefined);
    // One span of words (a name several modules share counts once: "population" of countries and of cities).
    if (f.rankedOn.length === 0 || f.rankedOn.some((m) => m.from !== f.rankedOn[0]!.from) || !dir) return false;
    const by = c.order !== POSITION ? (c.order ?? c.measure?.column) : undefined;
    return !!by && !f.rankedOn.some((m) => is(m)(by));
  },

  /** "Channels that do not play any cartoon directed by Ben Jones": a reading without the lack answers another question. */
  absenceIgnored: (f, { uses }) => f.lacked.length > 0 && !uses.some((u) => u.filters.some((x) => x.op === 'not_exists')),

  /** "How long" asks for a time: of a duration the data holds, never a count nor another figure. */
  howLong: (f, { c, view }) => {
    // "How long does it take to pay": the days between two dates asked are the span, whatever else the data holds.
    if (f.asked(view).spans) return !measuresOf(c).some((m) => m.since !== undefined);
    if (f.a.wh !== 'how_long' || !view.columns.some(isDuration)) return false;
    const figure = c.measure?.column ?? (c.query.kind === 'values' ? c.answer : undefined);
    return c.measure?.agg === 'count' || (!!figure && !isDuration(figure));
  },

  /** "How many minutes", "how many units": a figure in that unit is asked for, never a count of records or values. */
  unitCounted: (f, { c, view, uses }) => {
    const noun = f.unitCounted;
    if (!noun) return false;
    const inUnit = (col?: ViewColumn) => !!col?.column.measure && (UNIT_NOUNS[col.column.measure.unit] ?? []).includes(noun);
    if (!view.columns.some(inUnit)) return false;
    // "How many kg did DHL move": how many of a unit is a total, whatever the column's usual figure.
    if (c.measure?.agg === 'avg' && !f.meanAsked) return true;
    // …and never the list of each record's figure, unless one record is named.
    if (c.op === 'lookup' && selectedAtLeast(uses, view) > 1) return true;
    return !inUnit(c.measure?.column ?? (c.query.kind === 'values' ? c.answer : undefined));
  },

  /** "How long do tickets take on average": a mean asked for (outside a column's name) is no single record's value. */
  meanIgnored: (f, { c }) =>
    (RECORD_RANKINGS.has(c.op) || POSITIONAL.has(c.op) || (c.query.kind === 'values' && !!c.answer?.column.measure)) &&
    f.a.tokens.some((t, i) => AGGREGATE_WORDS.avg.has(t.text) && !f.inName(i)),

  /**
   * "The win rate", "which channel has the highest cancellation rate": the share of records in the state; "the scrap
   * rate": a figure's total as a share of the whole it is part of — never a figure of those records.
   */
  notTheRate: (f, { c, view }) => {
    const shares = measuresOf(c).filter((m) => m.agg === 'share');
    if (f.statesRated.length > 0) return !shares.some((m) => m.where !== undefined);
    return f.asked(view).parts && !shares.some((m) => m.per !== undefined);
  },

  /** "Our total stock value at cost": the quantity's worth at its price, never the quantity alone. */
  notTheValue: (f, { c, view }) => f.asked(view).values && !measuresOf(c).some((m) => m.times !== undefined),

  /** "How many nights do guests stay on average": a mean of a figure named, never a count of records or values. */
  countForAMean: (f, { c }) =>
    f.meanAsked &&
    (c.op === 'count' || c.op === 'count_distinct') &&
    !f.inName(f.a.tokens.findIndex((t) => AGGREGATE_WORDS.avg.has(t.text))) &&
    f.named.some((m) => !!f.column(m)?.measure && f.column(m)!.role !== 'identifier'),

  /** "Revenue per conversion", a builder's metric named: the ratio of totals it means, never one of its parts. */
  notTheRatio: (f, { c, view }) => f.asked(view).ratios && !measuresOf(c).some((m) => m.agg === 'ratio' || (m.agg === 'share' && m.per !== undefined)),

  /**
   * "On how many days did paid search bring traffic": the days counted are the different dates, where records
   * repeat a date (a table of one record per day counts them either way), unless a figure is in days.
   */
  daysCounted: (f, { c, view }) =>
    !(c.op === 'count_distinct' && c.measure?.column?.temporal) &&
    !f.unitCounted &&
    // "How many days does it take us to pay a bill" asks for the span between two dates, not a count of days.
    !(f.has(TAKE_WORDS) && f.asked(view).spans) &&
    /^(days|dates)$/.test(f.a.tokens[f.many + 1]?.text ?? '') &&
    view.columns.some((col) => col.temporal && col.distinct > 0 && col.distinct < 0.9 * col.rows),

  /**
   * "How many Ball Valve Half Inch do we have": how many of a named thing, where the data holds a quantity of
   * things, is that quantity; records are counted when they are named ("how many Widget orders").
   */
  quantityOfAThing: (f, { c, view }) => {
    if (f.many < 0) return false;
    const thing = f.a.mentions.find((m): m is ValueMention => m.kind === 'value' && m.from === f.many + 1);
    if (!thing || f.a.mentions.some((m) => m.kind === 'module' || (m.kind === 'column' && m.from >= thing.to))) return false;
    // "How many exchanges": a value of what became of a record (its status, resolution, type) counts the records.
    const of = view.columns.find((col) => col.module === thing.module && col.column.name === thing.column);
    if (of && labelWords(of.column.label).some((w) => STATE_LABEL_WORDS.has(w))) return false;
    const isQuantity = (col?: ViewColumn) => col?.column.measure?.quantity === 'count';
    return view.columns.some(isQuantity) && !isQuantity(c.measure?.column ?? (c.query.kind === 'values' ? c.answer : undefined));
  },

  /** "The average fuel economy of all vehicles in total": the aggregate said right before a figure is the one it takes. */
  otherThanSaid: (f, { c }) => {
    const col = c.measure?.column;
    if (!col || (c.measure!.agg !== 'sum' && c.measure!.agg !== 'avg')) return false;
    const other = c.measure!.agg === 'sum' ? AGGREGATE_WORDS.avg : AGGREGATE_WORDS.sum;
    return f.a.mentions.some((m) => m.kind === 'column' && is(m)(col) && other.has(f.a.tokens[m.from - 1]?.text ?? ''));
  },

  /** "Top 3 agents by tickets": the groups asked for are N ranked, never every group listed nor one figure of all. */
  topIgnored: (f, { c }) =>
    (c.op === 'breakdown' || c.op === 'trend' || c.op === 'share' || c.query.kind === 'aggregate') &&
    f.a.mentions.some((m) => m.kind === 'number' && !!m.count && /^(top|bottom)$/.test(f.a.tokens[m.from - 1]?.text ?? '')),

  /**
   * Groups ranked by their records the other way round from every superlative of the question ("the biggest
   * warehouse" is never the one with the fewest records). A ranking by a column is the features' to weigh,
   * since a column's words can turn an adjective round ("the fastest lap" is the lowest time).
   */
  oppositeEnd: (f, { c }) => {
    if (!c.dir || c.measure?.agg !== 'count' || c.measure.column) return false;
    const dirs = new Set(f.a.tokens.flatMap((t) => (ADJECTIVES[t.text] ? [ADJECTIVES[t.text]!.dir] : [])));
    return dirs.size === 1 && !dirs.has(c.dir);
  },

  /**
   * "The country with the lowest life expectancy": a word that says only which end ("lowest", "most", "fewest")
   * ranks every figure that way; only "best", "worst" and adjectives of a measure ("oldest") depend on the figure.
   */
  oppositeOfPlainEnd: (f, { c }) => {
    const col = c.order && c.order !== POSITION ? c.order : c.measure?.column;
    if (!c.dir || !col || col.temporal) return false;
    const dirs = plainEnds(f);
    return dirs.size === 1 && !dirs.has(c.dir);
  },

  /** "The language used by the least number of channels, and how many use it": not the most common value's count. */
  mostCommonForTheLeast: (f, { c }) => {
    if (c.op !== 'most_common_count') return false;
    const dirs = plainEnds(f);
    return dirs.size === 1 && dirs.has('asc');
  },

  /**
   * An order nobody asked for: a named business figure ranked where no word ranks ("sales in the north in Q3" is a
   * total, not its smallest order). Questions after one record ("name one", "the only") keep their ranking.
   */
  unaskedRanking: (f, s) => {
    const { c } = s;
    if (f.ranks || f.oneAsked || !RANKINGS.has(c.op) || c.count) return false;
    // "How many minutes did agents spend altogether": a total asked, no group ranked by it.
    // …nor "how many nights do guests stay on average": a mean asked, no group ranked by it either.
    if ((f.sumAsked || f.meanAsked) && GROUP_RANKED.has(c.op)) return true;
    const figures = f.named.filter((m) => knownFigure(f, m));
    const rankedBy = c.order !== POSITION ? (c.order ?? c.measure?.column) : undefined;
    return (!!rankedBy && figures.some((m) => is(m)(rankedBy))) || (!rankedBy?.column.measure && figures.some((m) => aside(s, m)));
  },
};

/** The rules over one question: whether the semantic layer or the question's words rule a candidate out. */
export function layerRules(a: Analysis, scope: SpecScope): (c: Reading, uses: FilterUse[], view: View) => boolean {
  const f = factsOf(a, scope);
  const rules = Object.values(RULES);
  return (c, uses, view) => {
    // A join reads the column it goes through ("flights from airports in CO" reads the origin).
    const read = [
      c.answer,
      c.order !== POSITION ? c.order : undefined,
      c.measure?.column,
      ...uses.map((u) => u.column),
      ...stepsOf(view).map((j) => j.via),
    ].filter((x): x is ViewColumn => !!x);
    const seen = { c, uses, view, read };
    return rules.some((rule) => rule(f, seen));
  };
}
