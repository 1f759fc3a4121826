/**
 * The local router: reads a prompt against the spec and produces a structured query, or says why it
 * cannot (ambiguous column, nothing recognisable). Everything it puts in a query is an identifier taken
 * from the spec or a value that will travel as a parameter.
 */
import type { ScalarValue, SpecColumn, SpecModule } from '../semantic/spec.types.js';
import { findDates, type DateMatch } from './dates.js';
import { AGG_WORDS, GRAIN_PATTERNS, INTENT_PATTERNS, STOPWORDS, UNITS } from './lexicon.js';
import { columnUnit, correctTypos, findMatches, KEYWORDS, lexiconOf, normalise, tokenize, type Match, type Token } from './matching.js';
import { readNumberFilters } from './number-filters.js';
import type { Aggregate, Filter, Intent, StructuredQuery, TimeGrain } from './query.js';
import { identifierColumns, isNumeric, isTemporal, labelOf, type SpecScope } from './spec-index.js';
import { wordsOf } from './text.js';

export { columnUnit } from './matching.js';

export type IssueKind = 'ambiguous_column' | 'no_measure' | 'no_module' | 'low_confidence';

export interface RoutePlan {
  status: 'ok' | 'describe' | 'clarify';
  intent: Intent;
  query?: StructuredQuery;
  module?: SpecModule;
  /** What was understood, in words (for the answer and the trace). */
  understood: string[];
  confidence: number;
  issue?: { kind: IssueKind; detail: string; options?: string[] };
  /** Display conversion asked for in the prompt ("in kg"). */
  outputUnit?: { name: string; factor: number };
  /** Values the answer should single out (a share of "rain", the years compared). */
  focus?: string[];
  /** "How many stocks are tracked?": the answer is how many different values the group column has. */
  countGroups?: boolean;
}


function timeContext(m: SpecModule): { column?: SpecColumn; min?: string; max?: string } {
  const column = m.columns.find((c) => isTemporal(c) && c.role === 'time') ?? m.columns.find(isTemporal);
  if (!column) return {};
  const iso = (v: unknown) => (v === null || v === undefined ? undefined : String(v).slice(0, 10));
  return { column, min: iso(column.stats?.min), max: iso(column.stats?.max) };
}

interface RouteState {
  tokens: Token[];
  matches: Match[];
  used: Set<number>;
  text: string;
}

/** Scores how well a module explains the prompt. */
function scoreModule(m: SpecModule, text: string, baseTokens: Token[]): { score: number; state: RouteState; dates: DateMatch[]; corrected: string[] } {
  const lex = lexiconOf(m);
  const fixed = correctTypos(baseTokens, lex.vocab);
  const corrected = fixed.corrected;
  // Rewrite the text with the corrections so that every later reading (intent words, dates) sees them.
  let out = '';
  let at = 0;
  for (const t of fixed.tokens) {
    if (t.stem !== baseTokens[t.index]!.stem) {
      out += text.slice(at, t.start) + t.stem;
      at = t.end;
    }
  }
  text = out + text.slice(at);
  const tokens = tokenize(text);
  const tc = timeContext(m);
  const dates = tc.column ? findDates(text, { min: tc.min, max: tc.max }) : [];
  const blocked = new Set<number>();
  for (const d of dates) for (const t of tokens) if (t.start >= d.start && t.end <= d.end) blocked.add(t.index);
  const matches = findMatches(tokens, lex.candidates, blocked);
  let score = 0;
  const counted = new Set<string>();
  for (const x of matches) {
    const len = x.to - x.from;
    const id = x.kind === 'module' ? 'module' : x.kind === 'value' ? `v:${x.column.name}:${String(x.value)}` : `c:${x.column.name}`;
    if (counted.has(id)) continue;
    counted.add(id);
    if (x.kind === 'module') score += 3 * len;
    else if (x.kind === 'column') score += isTemporal(x.column) ? 0.5 : x.partial ? 1 : 2 * len;
    else if (x.kind === 'value') score += x.column.role === 'identifier' ? 1.5 * len : 2 * len;
    else score += 2;
  }
  if (dates.length) score += 0.5;
  return { score, state: { tokens, matches, used: blocked, text }, dates, corrected };
}

/** A question is read up to this many characters (a longer text is not a question; this bounds the work). */
export const MAX_QUESTION_CHARS = 1000;

export function route(prompt: string, scope: SpecScope): RoutePlan {
  const head = prompt.length > MAX_QUESTION_CHARS ? prompt.slice(0, MAX_QUESTION_CHARS).replace(/\s+\S*$/, '') : prompt;
  const text = normalise(head);
  if (scope.modules.length === 0) {
    return { status: 'clarify', intent: 'describe', understood: [], confidence: 0, issue: { kind: 'no_module', detail: 'no data is available' } };
  }
  if (INTENT_PATTERNS.describe.test(text) || /^\s*(hi|hello|hey)?\s*\??\s*$/.test(text)) {
    return { status: 'describe', intent: 'describe', understood: ['you asked what the data can answer'], confidence: 1 };
  }
  const baseTokens = tokenize(text);
  const scored = scope.modules.map((m) => ({ m, ...scoreModule(m, text, baseTokens) }));
  scored.sort((a, b) => b.score - a.score);
  const best = scored[0]!;
  if (best.score === 0 && scope.modules.length > 1) {
    return {
      status: 'clarify',
      intent: 'describe',
      understood: [],
      confidence: 0.1,
      issue: { kind: 'no_module', detail: 'I could not tell which data the question is about' },
    };
  }
  return routeInModule(best.m, best.state, best.dates, best.corrected, scope.modules.length > 1 && best.score === scored[1]?.score);
}

function routeInModule(m: SpecModule, st: RouteState, dates: DateMatch[], corrected: string[], tiedModule: boolean): RoutePlan {
  const { tokens, matches, text } = st;
  const understood: string[] = [`data: ${m.name}`];
  if (corrected.length) understood.push(`read ${corrected.map((c) => c.replace('→', ' as ')).join(', ')}`);
  let confidence = tiedModule ? 0.6 : 1;
  const filters: Filter[] = [];
  const consumed = new Set<number>(st.used);
  for (const x of matches) for (let i = x.from; i < x.to; i++) consumed.add(i);
  const tc = timeContext(m);
  const phraseBefore = (i: number, n: number) =>
    tokens
      .slice(Math.max(0, i - n), i)
      .map((t) => t.word)
      .join(' ');

  // Dates → filters on the time column.
  const dateYears: string[] = [];
  if (tc.column) {
    for (const d of dates) {
      if (d.kind === 'range') {
        filters.push({ column: tc.column.name, op: 'range', value: [d.from, d.to] });
        understood.push(`${labelOf(tc.column)}: ${d.text.trim()}`);
        if (d.grainHint === 'year') dateYears.push(d.from.slice(0, 4));
      } else {
        filters.push({ column: tc.column.name, op: 'month', value: d.month });
        understood.push(`${labelOf(tc.column)}: ${d.text.trim()}`);
      }
    }
  }

  // Output unit: "in kg", "in kilograms" (not followed by a number).
  let outUnit: { name: string; dim: 'mass' | 'length'; factor: number } | undefined;
  const outUnitMatch = /\b(?:in|into|as)\s+([a-z]+)\b(?!\s*\d)/g;
  for (const mm of text.matchAll(outUnitMatch)) {
    const u = UNITS[mm[1]!];
    if (u && mm[1]!.length >= 2) {
      outUnit = { name: mm[1]!, ...u };
      for (const t of tokens) if (t.start >= mm.index! && t.end <= mm.index! + mm[0].length) consumed.add(t.index);
    }
  }

  const columnMatches = matches.filter((x): x is Match & { kind: 'column' } => x.kind === 'column');
  const superlatives = matches.filter((x): x is Match & { kind: 'superlative' } => x.kind === 'superlative');
  const comparatives = matches.filter((x): x is Match & { kind: 'comparative' } => x.kind === 'comparative');
  const filterColumns = new Set<string>();

  // Ranking size: "top 5", "5 highest", "bottom 3".
  let rankN: number | undefined;
  let rankDir: 'asc' | 'desc' | undefined;
  for (const t of tokens) {
    if (!/^\d+$/.test(t.word) || consumed.has(t.index)) continue;
    const prev = tokens[t.index - 1]?.word;
    const next = tokens[t.index + 1];
    if (prev === 'top' || prev === 'bottom' || prev === 'first' || prev === 'last') {
      rankN = Number(t.word);
      rankDir = prev === 'bottom' ? 'asc' : 'desc';
      consumed.add(t.index);
      consumed.add(t.index - 1);
    } else if (
      next &&
      (/^(highest|lowest|largest|smallest|biggest|most|least|best|worst|greatest|top|bottom)$/.test(next.word) ||
        superlatives.some((s) => s.from === next.index))
    ) {
      rankN = Number(t.word);
      consumed.add(t.index);
    }
  }

  // Numbers with comparators → filters.
  const numeric = readNumberFilters(m, tokens, consumed, columnMatches, comparatives);
  filters.push(...numeric.filters);
  understood.push(...numeric.understood);
  for (const c of numeric.columns) filterColumns.add(c);
  const filterTokens = numeric.tokens;

  // Missing values: "no sex recorded", "without a weight", "sex unknown".
  for (const c of columnMatches) {
    const prev = tokens[c.from - 1]?.word ?? '';
    const next = tokens
      .slice(c.to, c.to + 2)
      .map((t) => t.word)
      .join(' ');
    const before2 = `${tokens[c.from - 2]?.word ?? ''} ${prev}`;
    const noWord = /^(no|without)$/.test(prev) || /^(without a|without an|with no)$/.test(before2);
    if (noWord && isNumeric(c.column) && c.column.role === 'measure') {
      // "days with no rain": a measure of zero.
      filters.push({ column: c.column.name, op: 'eq', value: 0 });
      understood.push(`${labelOf(c.column)} = 0`);
      filterColumns.add(c.column.name);
      c.usedAsFilter = true;
    } else if (noWord || /^(missing|unknown|null|empty|blank)$/.test(prev) || /^(missing a)$/.test(before2) || /^(missing|unknown|null|empty|blank|not recorded|is missing|are missing|not given)/.test(next)) {
      filters.push({ column: c.column.name, op: 'null', value: true });
      understood.push(`${labelOf(c.column)} missing`);
      filterColumns.add(c.column.name);
      c.usedAsFilter = true;
    }
  }

  // Values of dimensions → equality filters (negated after "not", "excluding", …).
  const valueMatches = matches.filter((x): x is Match & { kind: 'value' } => x.kind === 'value');
  const byColumn = new Map<string, { column: SpecColumn; values: ScalarValue[]; negated: boolean[] }>();
  const NEGATION = /^(not|excluding|except|without|non|besides|outside|exclude|excludes|excluded)$/;
  const negatedAt = (from: number) => {
    // "not from the USA", "excluding rainy days", "other than Japan", "every stock except GOOG"
    let i = from - 1;
    for (let skipped = 0; i >= 0 && skipped < 3 && /^(the|from|in|on|of|a|an|for|any|made|built)$/.test(tokens[i]!.word); skipped++) i--;
    const w = tokens[i]?.word ?? '';
    const pair = `${tokens[i - 1]?.word ?? ''} ${w}`;
    return NEGATION.test(w) || /^(other than|apart from|aside from|rather than)$/.test(pair);
  };
  for (const v of valueMatches) {
    const negated = negatedAt(v.from);
    const e = byColumn.get(v.column.name) ?? { column: v.column, values: [], negated: [] };
    if (!e.values.includes(v.value)) {
      e.values.push(v.value);
      e.negated.push(negated);
    }
    byColumn.set(v.column.name, e);
  }

  // Grouping: "by origin", "per species", "for each island", "which island", "by month".
  let group: { column: SpecColumn; grain?: TimeGrain } | undefined;
  for (const c of columnMatches) {
    const before = phraseBefore(c.from, 3);
    // "which car origin": the data set's noun may stand between "which" and the column.
    const nounBefore = matches.find((x) => x.kind === 'module' && x.to === c.from);
    const prev1 = nounBefore ? tokens[nounBefore.from - 1]?.word : tokens[c.from - 1]?.word;
    const next1 = tokens[c.to]?.word ?? '';
    if (
      /\b(by|per|each|across|among|between)$/.test(before) ||
      /\b(for each|for every|broken down by|grouped by|split by|in each|of each|by the|per the|across the|among the|for the different|different|by number of|by the number of|per number of|by count of)$/.test(before)
    ) {
      // Measures are computed, not grouped by ("compare A and B by flipper length").
      if (c.column.role !== 'measure') {
        group = { column: c.column };
        c.usedAsGroup = true;
        break;
      }
    }
    if (
      prev1 === 'which' ||
      prev1 === 'what' ||
      (prev1 === 'the' && tokens[c.from - 2]?.word === 'which') ||
      ((prev1 === 'top' || prev1 === 'bottom' || /^\d+$/.test(prev1 ?? '')) && rankN !== undefined) ||
      /\b(best|worst|top|bottom|highest|lowest|leading|strongest|weakest)( performing| selling| ranked| rated)?$/.test(before) ||
      // "species counts", "island totals"
      (/^(counts?|totals?|breakdown|tally)$/.test(next1) && c.column.role === 'dimension')
    ) {
      if ((c.column.role === 'dimension' || (isNumeric(c.column) && c.column.type === 'integer' && c.column.role !== 'measure')) && !isTemporal(c.column)) {
        group = { column: c.column };
        c.usedAsGroup = true;
        break;
      }
    }
  }
  let grain: TimeGrain | undefined;
  // Words that are part of a column's name ("daily low") do not ask for a time grain.
  let bare = text;
  for (const c of columnMatches) {
    const a = tokens[c.from]!.start;
    const b = tokens[c.to - 1]!.end;
    bare = bare.slice(0, a) + ' '.repeat(b - a) + bare.slice(b);
  }
  for (const g of GRAIN_PATTERNS) if (g.re.test(bare)) { grain = g.grain; break; }
  // "which month", "the rainiest month", "the hottest year": periods ranked.
  const whichTime = /\b(which|what|\w+est|most \w+|least \w+) (year|month|quarter|week)\b/.exec(text);
  if (whichTime) grain = whichTime[2] as TimeGrain;
  if (!group && grain && tc.column) group = { column: tc.column, grain };
  if (group && isTemporal(group.column) && !group.grain) group.grain = grain ?? 'year';
  if (group && isTemporal(group.column)) for (const c of columnMatches) if (c.column === group.column) c.usedAsGroup = true;

  // "how many companies / species / islands": the different values of that category.
  const howManyOf = columnMatches.find(
    (c) => tokens[c.from - 1]?.word === 'many' && tokens[c.from - 2]?.word === 'how' && !isNumeric(c.column) && !isTemporal(c.column) && (c.column.role === 'dimension' || c.column.role === 'identifier'),
  );
  const countGroups = !!howManyOf && !group && !byColumn.has(howManyOf.column.name);
  if (countGroups) {
    group = { column: howManyOf!.column };
    howManyOf!.usedAsGroup = true;
  }

  // Intent.
  const has = (re: RegExp) => re.test(text);
  const aggIn = (free: boolean) =>
    AGG_WORDS.filter((a) => {
      // An aggregate word is free when it is not only a part of a column phrase ("max temp").
      for (const mm of text.matchAll(new RegExp(a.re.source, 'g'))) {
        // Words a filter already read ("at least 20") are not computations.
        const own = tokens.filter((t) => t.start >= mm.index! && t.end <= mm.index! + mm[0].length && !filterTokens.has(t.index));
        if (own.length === 0) continue;
        const inside = own.every((t) => matches.some((x) => x.kind === 'column' && t.index >= x.from && t.index < x.to));
        if (inside !== free) return true;
      }
      return false;
    });
  const aggFree = aggIn(true);
  const aggMatches = aggFree.length ? aggFree : aggIn(false);
  // "average acceleration by number of cylinders": an average or total wins over a "number of".
  let agg: Aggregate | undefined =
    aggMatches.find((a) => a.agg === 'avg' || a.agg === 'sum')?.agg ?? aggMatches.find((a) => a.agg === 'count')?.agg ?? aggMatches[0]?.agg;
  if (has(/\bhow many\b/) && !has(/\bhow many (?:\w+ )?(?:of|in) (?:mm|g|kg|lbs?|inches|cm)\b/)) agg = 'count';
  const mostCommon = /\b(most|least) (common|frequent|popular|usual|typical)\b|\b(common|frequent)est\b|\bmost often\b|\bappears? most\b/.test(text);

  // Measure: a numeric column mentioned and not used as a filter or group.
  const measureCandidates = columnMatches.filter((c) => !c.usedAsFilter && !c.usedAsGroup && isNumeric(c.column) && (c.column.role === 'measure' || c.column.type === 'number' || !c.partial));
  // An ambiguous word is settled when one of its columns is already read as a filter ("temperatures below freezing").
  const ambiguous = columnMatches.find(
    (c) => !c.usedAsFilter && !c.usedAsGroup && c.alts?.length && ![c.column, ...c.alts].some((x) => filterColumns.has(x.name)),
  );
  const comparativeAlone = comparatives.find((c) => !c.usedAsFilter);
  let measure: SpecColumn | undefined = (measureCandidates.find((c) => !c.alts?.length && !c.partial) ?? measureCandidates.find((c) => !c.alts?.length))?.column;
  const sup = superlatives.find((s) => !s.usedAsFilter);
  if (!measure && sup) measure = sup.column;
  // "are male penguins heavier than females?": a comparative without a number compares that measure.
  if (!measure && comparativeAlone) measure = comparativeAlone.column;
  if (!measure && ambiguous && isNumeric(ambiguous.column) && !(agg === 'count')) {
    const options = [ambiguous.column, ...(ambiguous.alts ?? [])].map(labelOf);
    return {
      status: 'clarify',
      intent: 'aggregate',
      module: m,
      understood,
      confidence: 0.4,
      issue: { kind: 'ambiguous_column', detail: `"${tokens.slice(ambiguous.from, ambiguous.to).map((t) => t.word).join(' ')}" could mean ${options.join(' or ')}`, options },
    };
  }

  const superlativeWord = sup || has(/\b(highest|lowest|largest|smallest|biggest|most|least|best|worst|greatest|maximum|minimum|max|min|top|bottom|fewest|peak|longest|shortest|record high|record low)\b/);
  const direction: 'asc' | 'desc' =
    rankDir ?? (sup ? sup.dir : has(/\b(lowest|smallest|least|worst|minimum|min|bottom|fewest|shortest|lightest|cheapest|coldest|record low)\b/) ? 'asc' : 'desc');
  const moduleNoun = matches.find((x) => x.kind === 'module');
  const valueMatchesAt = (i: number) => matches.some((x) => x.kind === 'value' && i >= x.from && i < x.to);
  const timeNoun = /\b(which|what) (day|date|days|dates)\b|\b(day|date|days) (with|had|was|were|when)\b|\b(\w+est|most \w+|least \w+) (day|date|days|dates)\b|^when\b|\bon (which|what) (day|date)\b/.test(text);
  const recordSubject =
    (moduleNoun &&
      // "which car origin …": the noun qualifies a grouped column; the records are not the subject.
      !(group && columnMatches.some((c) => c.usedAsGroup && c.from === moduleNoun.to)) &&
      (/\b(which|what|the|top|bottom|\d+)$/.test(phraseBefore(moduleNoun.from, 1)) ||
        // "the heaviest car", "the heaviest European car"
        superlatives.some((s) => s.to <= moduleNoun.from && moduleNoun.from - s.to <= 2 && tokens.slice(s.to, moduleNoun.from).every((t) => valueMatchesAt(t.index))))) ||
    (timeNoun && tc.column) ||
    /\b(which|what) (one|ones|model|models|record|records|entry|entries)\b/.test(text) ||
    has(/\bwho\b/);

  let intent: Intent;
  // "min and max", "range": both ends at once.
  const wantsRange = /\b(range|spread|min(imum)? and max(imum)?|max(imum)? and min(imum)?|lowest and highest|highest and lowest|smallest and largest)\b/.test(text);
  if (wantsRange && measure && !group) agg = 'range';
  // Two values of one column: compared ("USA and Japan", "MSFT vs AAPL"), unless joined by "or" ("snow or fog"), which selects both.
  const joinedByOr = (col: SpecColumn) => {
    const vm = valueMatches.filter((v) => v.column === col);
    if (vm.length < 2) return false;
    // "IBM and MSFT together": one selection of both.
    if (/\b(together|combined|altogether|pooled|jointly)\b/.test(text)) return true;
    const comparing = /\b(higher|lower|more|less|better|worse|bigger|smaller|larger|greater|heavier|lighter|faster|slower|cheaper|which|who|than)\b/.test(text);
    return !comparing && vm.slice(1).every((v, i) => tokens.slice(vm[i]!.to, v.from).some((t) => t.word === 'or'));
  };
  const twoValues = [...byColumn.values()].find((e) => e.values.length >= 2 && !e.negated.some(Boolean) && !joinedByOr(e.column));
  if (has(INTENT_PATTERNS.share) && !has(/\bshare price\b/)) intent = 'share';
  else if (has(INTENT_PATTERNS.comparison) || (twoValues && !group)) intent = 'comparison';
  else if (agg === 'range') intent = 'aggregate';
  else if (rankN !== undefined || ((superlativeWord || mostCommon) && (group || recordSubject || mostCommon) && !(agg === 'count' && !mostCommon && !group))) intent = 'ranking';
  else if (group && isTemporal(group.column)) intent = has(/\b(which|what) (year|month|quarter|week|day)\b/) ? 'ranking' : 'trend';
  else if (INTENT_PATTERNS.trend.test(bare) && tc.column) {
    intent = 'trend';
    group = { column: tc.column, grain: grain ?? 'year' };
  } else if (agg || group) intent = 'aggregate';
  else if (has(INTENT_PATTERNS.lookup) || filters.length || byColumn.size) intent = 'lookup';
  else if (measure) intent = 'aggregate';
  else intent = 'lookup';

  // A trend or comparison of a module with a single measure is about that measure ("how did apple stock do").
  if (!measure && agg !== 'count' && (intent === 'trend' || intent === 'comparison' || (intent === 'ranking' && !mostCommon && /\b(peak|peaked|high|highest|low|lowest|top|bottom)\b/.test(text)))) {
    const measures = m.columns.filter((c) => isNumeric(c) && c.role === 'measure');
    if (measures.length === 1) measure = measures[0];
  }

  // Values that the share or comparison singles out become the focus, not filters.
  let focus: string[] | undefined;
  // "percentage of rainy days per year": within each group, the share of rows with that value.
  let shareOf: Filter | undefined;
  if (intent === 'share' && group) {
    // ... but "among Adelie penguins" only narrows the rows.
    const scoped = (col: SpecColumn) => valueMatches.some((v) => v.column === col && /^(among|amongst|within|for|in|across|inside)$/.test(tokens[v.from - 1]?.word ?? ''));
    const e = [...byColumn.values()].find((x) => x.column !== group!.column && !x.negated.some(Boolean) && !scoped(x.column));
    if (e) {
      shareOf = e.values.length === 1 ? { column: e.column.name, op: 'eq', value: e.values[0]! } : { column: e.column.name, op: 'in', value: e.values };
      byColumn.delete(e.column.name);
      understood.push(`share of ${labelOf(e.column)} ${e.values.join(' or ')}`);
    }
  }
  if (intent === 'share' && !group) {
    // "what percentage of Gentoos are female": the last value named is the share asked for, the others narrow.
    const lastValue = [...valueMatches].reverse().find((v) => byColumn.get(v.column.name)?.negated.every((n) => !n));
    const focusCol = lastValue ? byColumn.get(lastValue.column.name) : undefined;
    // "what percent of cars have 8 cylinders": an equality on a category is the share asked for.
    const eqDim = !focusCol ? filters.find((f) => f.op === 'eq' && m.columns.find((c) => c.name === f.column)?.role === 'dimension') : undefined;
    if (eqDim) {
      group = { column: m.columns.find((c) => c.name === eqDim.column)! };
      focus = [String(eqDim.value)];
      filters.splice(filters.indexOf(eqDim), 1);
    }
    const dim = group ? undefined : focusCol?.column ?? columnMatches.find((c) => !isNumeric(c.column) && !isTemporal(c.column) && c.column.role === 'dimension')?.column;
    if (group) {
      // done above
    } else if (dim) {
      group = { column: dim };
      if (focusCol) {
        focus = focusCol.values.map(String);
        byColumn.delete(dim.name);
      }
    } else if (m.columns.some((c) => c.role === 'dimension' && !isNumeric(c))) {
      group = { column: m.columns.find((c) => c.role === 'dimension' && !isNumeric(c))! };
      confidence -= 0.3;
    }
  }
  if (intent === 'comparison') {
    if (twoValues && !group) {
      group = { column: twoValues.column };
      focus = twoValues.values.map(String);
    } else if (!group && dateYears.length >= 2 && tc.column) {
      group = { column: tc.column, grain: 'year' };
      focus = dateYears;
      const ranges = filters.filter((f) => f.column === tc.column!.name && f.op === 'range');
      const from = ranges.map((f) => String((f.value as string[])[0])).sort()[0]!;
      const to = ranges.map((f) => String((f.value as string[])[1])).sort().at(-1)!;
      for (const f of ranges) filters.splice(filters.indexOf(f), 1);
      filters.push({ column: tc.column.name, op: 'range', value: [from, to] });
    } else if (!group) {
      const dim = columnMatches.find((c) => !isNumeric(c.column) && c.column.role === 'dimension');
      if (dim) group = { column: dim.column };
    }
  }

  for (const e of byColumn.values()) {
    const pos = e.values.filter((_, i) => !e.negated[i]);
    const neg = e.values.filter((_, i) => e.negated[i]);
    if (pos.length === 1) filters.push({ column: e.column.name, op: 'eq', value: pos[0]! });
    else if (pos.length > 1) filters.push({ column: e.column.name, op: 'in', value: pos });
    for (const v of neg) filters.push({ column: e.column.name, op: 'neq', value: v });
    understood.push(`${labelOf(e.column)}: ${[...pos.map(String), ...neg.map((v) => `not ${v}`)].join(', ')}`);
  }

  // Unknown record names in a lookup: "horsepower of the ford pinto" → a contains filter on the identifier.
  const idCol = m.columns.find((c) => c.role === 'identifier' && c.type === 'text');
  if ((intent === 'lookup' || intent === 'aggregate') && idCol && !filters.some((f) => f.column === idCol.name) && !group) {
    const ofMatch = /\b(?:of|for|about|is|does|did|was)\s+(?:the\s+|a\s+|an\s+)?([a-z0-9][a-z0-9 \-().]*?)\s*(?:\?|$|\bhave\b|\bhas\b|\bget\b|\bweigh\b|\bdo\b)/.exec(text);
    if (ofMatch) {
      const phraseStart = ofMatch.index + ofMatch[0].indexOf(ofMatch[1]!);
      const phraseTokens = tokens.filter((t) => t.start >= phraseStart && t.end <= phraseStart + ofMatch[1]!.length);
      const free = phraseTokens.length > 0 && phraseTokens.every((t) => !consumed.has(t.index) && !matches.some((x) => t.index >= x.from && t.index < x.to && x.kind !== 'value'));
      // Only a phrase that looks like a record name (shares a word with known names) is searched for.
      const nameWords = new Set(idCol.stats.top_values.flatMap((v) => wordsOf(String(v.value))));
      const looksLikeName = phraseTokens.some((t) => !STOPWORDS.has(t.word) && nameWords.has(t.word));
      if (free && looksLikeName) {
        const phrase = ofMatch[1]!.trim();
        filters.push({ column: idCol.name, op: 'contains', value: phrase });
        understood.push(`${labelOf(idCol)} contains "${phrase}"`);
        intent = 'lookup';
        for (const t of phraseTokens) consumed.add(t.index);
      }
    }
  }

  // Build the query per intent.
  let query: StructuredQuery;
  const outputUnit = (col?: SpecColumn) => {
    if (!outUnit || !col) return undefined;
    const cu = columnUnit(col);
    if (!cu || cu.dim !== outUnit.dim || cu.name === outUnit.name) return undefined;
    return { name: outUnit.name, factor: cu.factor / outUnit.factor };
  };
  const additive = (c?: SpecColumn) => !!c && /precip|rain|snow|amount|sales|revenue|quantity|qty|volume|total|count|units|cost|spend/.test(`${c.name} ${c.label}`.toLowerCase());
  switch (intent) {
    case 'share': {
      if (!group) return clarifyNoMeasure(m, understood, 'which breakdown to show');
      const shareMeasure = measure && agg === 'sum' ? measure : undefined;
      query = { intent, module: m.module_id, measure: shareMeasure ? { agg: 'sum', column: shareMeasure.name } : { agg: 'count' }, group_by: { column: group.column.name, grain: group.grain }, filters };
      if (shareOf) {
        query.share_of = shareOf;
        query.measure = { agg: 'count' };
      }
      understood.push(`share by ${labelOf(group.column)}`);
      break;
    }
    case 'comparison': {
      if (!group) return clarifyNoMeasure(m, understood, 'what to compare');
      const a: Aggregate = agg && agg !== 'count' ? agg : measure ? (additive(measure) ? 'sum' : 'avg') : 'count';
      query = { intent, module: m.module_id, measure: a === 'count' || !measure ? { agg: 'count' } : { agg: a, column: measure.name }, group_by: { column: group.column.name, grain: group.grain }, filters, order: 'desc' };
      understood.push(`compare ${describeMeasure(query.measure!, m)} by ${labelOf(group.column)}`);
      break;
    }
    case 'trend': {
      const col = group?.column ?? tc.column!;
      // Within a year or less, a trend is read month by month.
      const span = filters.find((f) => f.column === col.name && f.op === 'range');
      if (span && !grain && group && isTemporal(group.column)) {
        const [from, to] = (span.value as string[]).map((d) => Date.parse(String(d)));
        if (to! - from! <= 400 * 86_400_000) group.grain = 'month';
      }
      const a: Aggregate = agg ?? (measure ? (additive(measure) ? 'sum' : 'avg') : 'count');
      query = { intent, module: m.module_id, measure: a === 'count' || !measure ? { agg: 'count' } : { agg: a, column: measure.name }, group_by: { column: col.name, grain: group?.grain ?? grain ?? 'year' }, filters };
      understood.push(`trend of ${describeMeasure(query.measure!, m)} by ${query.group_by!.grain}`);
      break;
    }
    case 'ranking': {
      if (mostCommon && (!measure || measure.role === 'dimension')) {
        const dim = group?.column ?? columnMatches.find((c) => c.column.role === 'dimension' || c.column.role === 'identifier')?.column;
        if (!dim) return clarifyNoMeasure(m, understood, 'which column to count');
        query = { intent, module: m.module_id, measure: { agg: 'count' }, group_by: { column: dim.name }, filters, order: /\bleast\b/.test(text) ? 'asc' : 'desc', limit: rankN ?? 1 };
      } else if (group) {
        let a: Aggregate;
        if (agg === 'count' || agg === 'avg' || agg === 'sum') a = agg;
        else if (!measure) a = 'count';
        else if (isTemporal(group.column) || additive(measure)) a = /\b(most|least|total)\b/.test(text) || additive(measure) ? 'sum' : 'avg';
        else if (/\b(ever|all[- ]time|of all time)\b/.test(text)) a = direction === 'asc' ? 'min' : 'max';
        else if (/\b(peak|maximum|max|record)\b/.test(text)) a = 'max';
        else if (/\b(minimum|min)\b/.test(text)) a = 'min';
        else a = 'avg';
        if (!measure && a !== 'count') return clarifyNoMeasure(m, understood, 'which measure to rank by');
        query = { intent, module: m.module_id, measure: a === 'count' ? { agg: 'count' } : { agg: a, column: measure!.name }, group_by: { column: group.column.name, grain: group.grain }, filters, order: direction, limit: rankN ?? (/\b(which|what)\b/.test(text) && !/\b(ones|are|were)\b/.test(text) ? 1 : 5) };
      } else {
        if (!measure) return clarifyNoMeasure(m, understood, 'which measure to rank by');
        const plural = moduleNoun ? /s$/.test(tokens[moduleNoun.to - 1]!.word) : /\b(days|dates|ones|models|records)\b/.test(text);
        const ids = identifierColumns(m).map((c) => c.name);
        if (tc.column && !ids.includes(tc.column.name) && (timeNoun || !m.columns.some((c) => c.role === 'identifier'))) ids.push(tc.column.name);
        // "Horsepower of the heaviest European car": sorted by the superlative's column, the other one shown.
        const sortBy = sup && !sup.usedAsFilter ? sup.column : measure;
        if (sortBy !== measure && !ids.includes(measure.name)) ids.push(measure.name);
        query = { intent, module: m.module_id, measure: { agg: direction === 'asc' ? 'min' : 'max', column: sortBy.name }, filters, order: direction, limit: rankN ?? (plural && !/\b(which|what) (day|date|one|model)\b/.test(text) ? 5 : 1), columns: ids };
      }
      understood.push(`ranking by ${describeMeasure(query.measure!, m)}${query.group_by ? ` per ${labelOf(m.columns.find((c) => c.name === query.group_by!.column)!)}` : ''}, ${query.order === 'asc' ? 'lowest' : 'highest'} first`);
      break;
    }
    case 'aggregate': {
      let a: Aggregate = agg ?? (measure ? (additive(measure) ? 'sum' : 'avg') : 'count');
      if (a !== 'count' && !measure) return clarifyNoMeasure(m, understood, `which measure to ${a === 'avg' ? 'average' : a === 'sum' ? 'add up' : `take the ${a} of`}`);
      if (sup && !agg) a = sup.dir === 'asc' ? 'min' : 'max';
      query = { intent, module: m.module_id, measure: a === 'count' ? { agg: 'count' } : { agg: a, column: measure!.name }, filters, group_by: group ? { column: group.column.name, grain: group.grain } : undefined };
      if (group) query.order = 'desc';
      understood.push(`${describeMeasure(query.measure!, m)}${group ? ` by ${labelOf(group.column)}` : ''}`);
      break;
    }
    default: {
      const shown = new Set<string>(identifierColumns(m).map((c) => c.name));
      for (const c of columnMatches) if (!c.alts?.length) shown.add(c.column.name);
      if (measure) shown.add(measure.name);
      for (const f of filters) shown.add(f.column);
      // Nothing measurable asked for: show the whole record.
      if (![...shown].some((n) => isNumeric(m.columns.find((c) => c.name === n)!))) for (const c of m.columns.slice(0, 10)) shown.add(c.name);
      query = { intent: 'lookup', module: m.module_id, filters, columns: [...shown], limit: 20 };
      understood.push('matching records');
    }
  }

  // Confidence: content words that meant nothing lower it.
  const content = tokens.filter((t) => !STOPWORDS.has(t.word) && !/^\d/.test(t.word) && t.word.length > 2);
  const unexplained = content.filter((t) => !consumed.has(t.index) && !KEYWORDS.has(t.stem) && !matches.some((x) => t.index >= x.from && t.index < x.to));
  const explained = content.length - unexplained.length;
  if (content.length > 0) confidence -= 0.5 * Math.max(0, unexplained.length / content.length - 0.34);
  if (explained === 0) confidence -= 0.5;
  if (!moduleNoun && !columnMatches.length && !valueMatches.length) confidence -= 0.3;

  const plan: RoutePlan = {
    status: confidence < 0.45 ? 'clarify' : 'ok',
    intent: query.intent,
    query,
    module: m,
    understood,
    confidence: Math.max(0, Math.min(1, Number(confidence.toFixed(2)))),
    outputUnit: outputUnit(measure),
    countGroups: countGroups || undefined,
    focus,
  };
  if (plan.status === 'clarify') plan.issue = { kind: 'low_confidence', detail: `I did not understand ${unexplained.map((t) => `"${t.word}"`).slice(0, 5).join(', ')}` };
  return plan;
}

function describeMeasure(mm: { agg: Aggregate; column?: string }, m: SpecModule): string {
  if (mm.agg === 'count' || !mm.column) return `number of ${m.name} records`;
  const c = m.columns.find((x) => x.name === mm.column)!;
  return `${{ sum: 'total', avg: 'average', min: 'minimum', max: 'maximum', count: 'count', range: 'range of' }[mm.agg]} ${labelOf(c)}`;
}

function clarifyNoMeasure(m: SpecModule, understood: string[], what: string): RoutePlan {
  return {
    status: 'clarify',
    intent: 'aggregate',
    module: m,
    understood,
    confidence: 0.3,
    issue: { kind: 'no_measure', detail: `I could not tell ${what}` },
  };
}

