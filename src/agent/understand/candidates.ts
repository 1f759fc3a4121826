/**
 * The second stage: every well-typed structured query the mentions allow, over each view, for each
 * filter set. A candidate keeps what it was built from (its operation, answer column, order,
 * measure, the mentions it uses) so that features can be read off it without parsing the query.
 */
import type { Aggregate, Filter, Measure, StructuredQuery, TimePart } from '../plan/query.js';
import { POSITION } from '../plan/query.js';
import { filterSets, whereOf, type FilterUse } from './filters.js';
import type { Analysis, DateMention, NumberMention, ValueMention } from './mentions.js';
import { viewsOf, type View, type ViewColumn } from './views.js';
import { ADJECTIVES, AGGREGATE_WORDS, COMPARATIVES, COUNT_WORDS, DISTRIBUTION_WORDS, MOTION, POSITION_WORDS, GROUPING_WORDS, SHARE_WORDS } from './lexicon.js';
import { headerStems } from './columns.js';
import { intensive, plural } from './column-facts.js';
import { adjectiveOnRecords, aggregateAsked, measureOnRecords, recordsCounted } from './question-facts.js';
import { conceptStems } from './tokens.js';
import type { SpecScope } from '../plan/spec-index.js';

export type Op =
  | 'lookup'
  | 'record'
  | 'argmax'
  | 'argmin'
  | 'first'
  | 'last'
  | 'nth'
  | 'top_n'
  | 'bottom_n'
  | 'count'
  | 'count_distinct'
  | 'sum'
  | 'avg'
  | 'min'
  | 'max'
  | 'most_common'
  | 'least_common'
  | 'most_common_count'
  | 'group_sum_max'
  | 'group_sum_min'
  | 'having'
  | 'having_count'
  | 'next'
  | 'prev'
  | 'compare_max'
  | 'compare_min'
  | 'compare_diff'
  | 'compare_ratio'
  | 'compare_each'
  | 'above_anchor'
  | 'below_anchor'
  | 'count_above_anchor'
  | 'count_below_anchor'
  | 'breakdown'
  | 'trend'
  | 'group_top'
  | 'group_bottom'
  | 'share'
  | 'share_of'
  | 'correlation';

export interface Candidate {
  query: StructuredQuery;
  op: Op;
  view: View;
  uses: FilterUse[];
  answer?: ViewColumn;
  order?: ViewColumn | typeof POSITION;
  dir?: 'asc' | 'desc';
  measure?: { agg: Aggregate; column?: ViewColumn };
  part?: TimePart;
  anchor?: ValueMention;
  pair?: [PairMention, PairMention];
  count?: NumberMention;
}

/** The most candidates one question may cause, whatever the spec (bounds the parser's work). */
export const MAX_CANDIDATES = 6000;

interface Ctx {
  a: Analysis;
  view: View;
  uses: FilterUse[];
  where: Filter[];
  push: (c: Omit<Candidate, 'view' | 'uses'>) => void;
  topN?: NumberMention;
  free: ValueMention[];
  /** Columns to order by and to measure: the ones the question names, else every fitting one (bounded). */
  orderBy: ViewColumn[];
  measured: ViewColumn[];
  grouped: ViewColumn[];
  /** Numeric columns the question names (breakdowns and trends measure only these, or count). */
  namedMeasures: ViewColumn[];
}

/** Orderings, measures and groupings tried when the question names none (wide tables). */
const UNNAMED_ORDERS = 8;
const UNNAMED_MEASURES = 4;
const UNNAMED_GROUPS = 6;

/** Columns the question names: by a column mention, or by an adjective's concept ("heaviest" → weight). */
function named(a: Analysis, view: View): Set<ViewColumn> {
  const out = new Set<ViewColumn>();
  for (const m of a.mentions) {
    if (m.kind !== 'column') continue;
    const c = view.columns.find((x) => x.module === m.module && x.column.name === m.column);
    if (c) out.add(c);
  }
  const concepts = a.tokens.flatMap((t) => (ADJECTIVES[t.text] ? conceptStems(ADJECTIVES[t.text]!.concepts) : []));
  if (concepts.length) for (const c of view.columns) if (headerStems(c.column).some((w) => concepts.includes(w))) out.add(c);
  return out;
}

function pick(all: ViewColumn[], names: Set<ViewColumn>, exclude: Set<ViewColumn>, unnamed: number): ViewColumn[] {
  const chosen = all.filter((c) => names.has(c) && !exclude.has(c));
  return chosen.length ? chosen : all.filter((c) => !exclude.has(c)).slice(0, unnamed);
}

const common = (ctx: Ctx, extra: Filter[] = []) => ({
  module: ctx.view.base.module_id,
  ...(ctx.view.join ? { join: [ctx.view.join.step] } : {}),
  filters: [...ctx.where, ...extra],
});

/** Columns whose values repeat (worth grouping by). */
const repeats = (c: ViewColumn) => c.distinct > 0 && c.distinct < 0.9 * c.rows && c.distinct <= 500;
const groupable = (c: ViewColumn) => !c.numeric || c.column.role === 'dimension' || c.temporal;
const orderable = (c: ViewColumn) => c.numeric || c.temporal;
/** Whole numbers between 1000 and 2200: years. */
const yearLike = (c: ViewColumn) => {
  const lo = Number(c.column.stats?.min);
  const hi = Number(c.column.stats?.max);
  return c.column.type === 'integer' && lo >= 1000 && hi <= 2200;
};

function lookups(ctx: Ctx): void {
  const { view } = ctx;
  const n = ctx.topN;
  for (const ans of view.columns) {
    // A joined record repeats on every row reaching it: "the airports flights left from" lists each airport once.
    const once = ans.module !== view.base.module_id ? { distinct: true } : {};
    ctx.push({ op: 'lookup', answer: ans, query: { kind: 'values', ...common(ctx), columns: [ans.ref], ...once } });
    if (ans.temporal) ctx.push({ op: 'lookup', answer: ans, part: 'year', query: { kind: 'values', ...common(ctx), columns: [ans.ref], part: 'year' } });
    for (const by of [...ctx.orderBy, POSITION as typeof POSITION]) {
      for (const dir of ['asc', 'desc'] as const) {
        const position = by === POSITION;
        const op = position ? (dir === 'asc' ? 'first' : 'last') : dir === 'desc' ? 'argmax' : 'argmin';
        const order = { by: position ? POSITION : (by as ViewColumn).ref, dir };
        ctx.push({ op, answer: ans, order: by, dir, query: { kind: 'values', ...common(ctx), columns: [ans.ref], order, limit: 1 } });
        if (n?.count) {
          const topOp = dir === 'desc' ? 'top_n' : 'bottom_n';
          ctx.push({
            op: topOp,
            answer: ans,
            order: by,
            dir,
            count: n,
            query: { kind: 'values', ...common(ctx), columns: [ans.ref], order, limit: Math.round(n.value) },
          });
        }
      }
    }
  }
}

/** Columns a record shows beside its answer, and the most records a whole-record answer is read for. */
const RECORD_COLUMNS = 8;
const RECORD_ROWS = 3;

/**
 * The whole records the filters select ("show me the weather on 2013-07-04", "what was it like on
 * June 5"): the answer column first — the one named, or the table's first — then the others.
 */
function records(ctx: Ctx): void {
  // Only a few records: a day, or a value on a handful of rows. A longer dump answers nothing asked.
  const few = ctx.uses.some(
    (u) =>
      (u.mention.kind === 'date' && u.mention.grain === 'day') ||
      (u.mention.kind === 'value' && !u.mention.negated && (u.rows ?? u.mention.rows) <= RECORD_ROWS),
  );
  if (!few) return;
  const { view, a } = ctx;
  const own = view.columns.filter((c) => c.module === view.base.module_id);
  const named = own.filter((c) => a.mentions.some((m) => m.kind === 'column' && m.module === c.module && m.column === c.column.name));
  for (const ans of new Set([...named.slice(0, 1), own[0]!])) {
    const columns = [ans, ...own.filter((c) => c !== ans)].slice(0, RECORD_COLUMNS);
    ctx.push({ op: 'record', answer: ans, query: { kind: 'values', ...common(ctx), columns: columns.map((c) => c.ref) } });
  }
}

function ordinals(ctx: Ctx): void {
  for (const m of ctx.a.mentions) {
    if (m.kind !== 'number' || !m.ordinal || m.value < 2 || m.value > 20 || ctx.uses.some((u) => u.mention === m)) continue;
    for (const ans of ctx.view.columns)
      for (const by of [...ctx.orderBy, POSITION as typeof POSITION])
        for (const dir of ['asc', 'desc'] as const) {
          const order = { by: by === POSITION ? POSITION : (by as ViewColumn).ref, dir };
          ctx.push({
            op: 'nth',
            answer: ans,
            order: by,
            dir,
            count: m,
            query: { kind: 'values', ...common(ctx), columns: [ans.ref], order, limit: 1, offset: m.value - 1 },
          });
        }
  }
}

function aggregates(ctx: Ctx): void {
  const { view } = ctx;
  ctx.push({ op: 'count', query: { kind: 'aggregate', ...common(ctx), measures: [{ agg: 'count' }] } });
  for (const c of view.columns)
    if (c.distinct > 0 && c.distinct < 0.9 * c.rows)
      ctx.push({
        op: 'count_distinct',
        answer: c,
        measure: { agg: 'count_distinct', column: c },
        query: { kind: 'aggregate', ...common(ctx), measures: [{ agg: 'count_distinct', column: c.ref }] },
      });
  // "the heaviest European car" is a record: any value asked of it is read from that record, not the column's extreme.
  const extremes = adjectiveOnRecords(ctx.a) ? [] : (['min', 'max'] as const);
  for (const c of ctx.measured)
    for (const agg of ['sum', 'avg', ...extremes] as const)
      ctx.push({ op: agg, measure: { agg, column: c }, query: { kind: 'aggregate', ...common(ctx), measures: [{ agg, column: c.ref }] } });
}

/** A word that ranks: a superlative or comparative of the lexicon, any word in -est, or a count ("top 3"). */
function asksToRank(a: Analysis): boolean {
  return (
    a.tokens.some((t) => ADJECTIVES[t.text] || COMPARATIVES[t.text] || /^\p{L}{2,}est$/u.test(t.text) || t.text === 'top') ||
    a.mentions.some((m) => m.kind === 'number' && !!m.count)
  );
}

function groupOps(ctx: Ctx): void {
  // The group with the highest total is a reading only of a question that ranks ("the most", "busiest", "more than the others", "top 3");
  // "the most departures" counts the records: no total of another measure is meant.
  const totalsRanked = asksToRank(ctx.a) && recordsCounted(ctx.a) === undefined;
  for (const g of ctx.grouped) {
    const group_by = { column: g.ref };
    const n = ctx.topN?.count ? Math.round(ctx.topN.value) : 1;
    for (const dir of ['desc', 'asc'] as const) {
      const op = dir === 'desc' ? 'most_common' : 'least_common';
      ctx.push({
        op,
        answer: g,
        dir,
        measure: { agg: 'count' },
        count: ctx.topN,
        query: { kind: 'groups', ...common(ctx), group_by, measures: [{ agg: 'count' }], order: dir, limit: n },
      });
    }
    ctx.push({
      op: 'most_common_count',
      answer: g,
      measure: { agg: 'count' },
      query: { kind: 'groups', ...common(ctx), group_by, measures: [{ agg: 'count' }], order: 'desc', limit: 1, answer: 'values' },
    });
    const totals = totalsRanked ? ctx.measured.filter((c) => c !== g) : [];
    for (const m of totals)
      for (const dir of ['desc', 'asc'] as const)
        ctx.push({
          op: dir === 'desc' ? 'group_sum_max' : 'group_sum_min',
          answer: g,
          dir,
          measure: { agg: 'sum', column: m },
          query: { kind: 'groups', ...common(ctx), group_by, measures: [{ agg: 'sum', column: m.ref }], order: dir, limit: 1 },
        });
    for (const n of ctx.a.mentions) {
      if (n.kind !== 'number' || !n.cmp || n.count || ctx.uses.some((u) => u.mention === n) || !Number.isInteger(n.value) || n.value > 1000) continue;
      const having = { measure: { agg: 'count' as const }, op: n.cmp, value: n.value };
      ctx.push({ op: 'having', answer: g, count: n, query: { kind: 'groups', ...common(ctx), group_by, measures: [{ agg: 'count' }], having } });
      ctx.push({
        op: 'having_count',
        answer: g,
        count: n,
        query: { kind: 'groups', ...common(ctx), group_by, measures: [{ agg: 'count' }], having, answer: 'count' },
      });
    }
  }
}

function anchored(ctx: Ctx): void {
  const { view } = ctx;
  for (const m of ctx.free) {
    const col = view.columns.find((c) => c.module === m.module && c.column.name === m.column);
    if (!col || m.negated) continue;
    const anchor = [{ column: col.ref, op: m.values.length === 1 ? ('eq' as const) : ('in' as const), value: m.values.length === 1 ? m.values[0]! : m.values }];
    for (const ans of view.columns) {
      for (const dir of ['asc', 'desc'] as const) {
        const f: Filter = { column: POSITION, op: dir === 'asc' ? 'gt' : 'lt', value: { anchor } };
        const op = dir === 'asc' ? 'next' : 'prev';
        ctx.push({
          op,
          answer: ans,
          anchor: m,
          order: POSITION,
          dir,
          query: { kind: 'values', ...common(ctx, [f]), columns: [ans.ref], order: { by: POSITION, dir }, limit: 1 },
        });
      }
    }
    for (const o of ctx.orderBy.filter((c) => c.numeric && c !== col)) {
      for (const up of [true, false]) {
        const f: Filter = { column: o.ref, op: up ? 'gt' : 'lt', value: { anchor } };
        ctx.push({
          op: up ? 'count_above_anchor' : 'count_below_anchor',
          anchor: m,
          order: o,
          query: { kind: 'aggregate', ...common(ctx, [f]), measures: [{ agg: 'count' }] },
        });
        ctx.push({
          op: up ? 'above_anchor' : 'below_anchor',
          answer: col,
          anchor: m,
          order: o,
          query: { kind: 'values', ...common(ctx, [f]), columns: [col.ref] },
        });
      }
    }
  }
}

/** A pair of named things compared: two values of a key column, or two periods of a time column. */
type Compared = { key: ViewColumn; values: (string | number)[]; pair: [PairMention, PairMention]; part?: TimePart };
export type PairMention = ValueMention | DateMention;

function comparedPairs(ctx: Ctx): Compared[] {
  const { view } = ctx;
  const out: Compared[] = [];
  for (let i = 0; i < ctx.free.length; i++) {
    for (let j = i + 1; j < ctx.free.length; j++) {
      const [x, y] = [ctx.free[i]!, ctx.free[j]!];
      if (x.column !== y.column || x.module !== y.module || x.values[0] === y.values[0]) continue;
      const key = view.columns.find((c) => c.module === x.module && c.column.name === x.column);
      if (key) out.push({ key, values: [x.values[0]!, y.values[0]!], pair: [x, y] });
    }
  }
  // Two periods of the same grain not used as filters ("rainfall in 2012 and 2015"), on each time column.
  const dates = ctx.a.mentions.filter(
    (m): m is DateMention => m.kind === 'date' && !!m.range && !!m.grain && m.grain !== 'day' && !ctx.uses.some((u) => u.mention === m),
  );
  for (let i = 0; i < dates.length; i++)
    for (let j = i + 1; j < dates.length; j++) {
      const [x, y] = [dates[i]!, dates[j]!];
      if (x.grain !== y.grain || x.range![0] === y.range![0]) continue;
      for (const key of view.columns.filter((c) => c.temporal)) out.push({ key, values: [periodOf(x), periodOf(y)], pair: [x, y], part: x.grain });
    }
  return out;
}

/** A date mention's period as the groupings write it: 2012, 2012-Q1, 2012-03. */
function periodOf(d: DateMention): string {
  const start = d.range![0];
  if (d.grain === 'year') return start.slice(0, 4);
  if (d.grain === 'quarter') return `${start.slice(0, 4)}-Q${Math.floor((Number(start.slice(5, 7)) - 1) / 3) + 1}`;
  return start.slice(0, 7);
}

function comparisons(ctx: Ctx): void {
  for (const { key, values, pair, part } of comparedPairs(ctx)) {
    const measures: { agg: Aggregate; column?: ViewColumn; ref?: string }[] = part ? [{ agg: 'count' }] : [{ agg: 'min', ref: POSITION }, { agg: 'count' }];
    for (const c of ctx.measured.filter((c) => c !== key)) measures.push({ agg: 'sum', column: c, ref: c.ref }, { agg: 'avg', column: c, ref: c.ref });
    for (const m of measures) {
      const measure: Measure = m.ref ? { agg: m.agg, column: m.ref } : { agg: m.agg };
      const base = { kind: 'compare' as const, ...common(ctx), key: key.ref, values, measure, ...(part ? { part } : {}) };
      const order: Candidate['order'] = m.ref === POSITION ? POSITION : m.column;
      const meta = { answer: key, pair, part, measure: { agg: m.agg, column: m.column }, order };
      ctx.push({ op: 'compare_max', ...meta, query: { ...base, ask: 'max' } });
      ctx.push({ op: 'compare_min', ...meta, query: { ...base, ask: 'min' } });
      ctx.push({ op: 'compare_diff', ...meta, query: { ...base, ask: 'difference' } });
      if (m.ref !== POSITION) ctx.push({ op: 'compare_ratio', ...meta, query: { ...base, ask: 'ratio' } });
      if (m.agg === 'avg' || m.agg === 'sum') ctx.push({ op: 'compare_each', ...meta, query: { ...base, ask: 'each' } });
    }
  }
}

function analytics(ctx: Ctx): void {
  const { view, a } = ctx;
  const words = new Set(a.tokens.map((t) => t.text.replace(/s$/, '')));
  const parts: TimePart[] = [
    'year',
    ...(['month', 'quarter', 'week', 'day'] as const).filter((p) => words.has(p) || words.has(`${p}ly`) || (p === 'day' && words.has('daily'))),
  ];
  // A figure for every group only when the question asks per group or period; the top group always.
  // Not a word of a bound: "cars over 4500 lbs" is no trend "over" the years.
  const inBound = (i: number) => a.mentions.some((m) => m.kind === 'number' && m.cmp !== undefined && m.from <= i && m.to > i);
  const perGroup = a.tokens.some((t, i) => GROUPING_WORDS.has(t.text) && !inBound(i));
  // A share only when the question asks for one ("what share / percent / fraction of …").
  const asksShare = a.tokens.some((t) => SHARE_WORDS.has(t.text));
  // A share per group also for a distribution asked for ("the breakdown of X by Y"): the ranker weighs it against the counts.
  const groupShares = asksShare || a.tokens.some((t) => DISTRIBUTION_WORDS.has(t.text));
  // The top group only when something asks for an end ("the most", "highest", "top 3"): "total revenue by region" is every region.
  const ranks = !perGroup || ctx.topN !== undefined || a.tokens.some((t) => ADJECTIVES[t.text]);
  const measures: { agg: Aggregate; column?: ViewColumn }[] = [{ agg: 'count' }];
  for (const c of ctx.namedMeasures.length ? ctx.namedMeasures : soleMeasure(view))
    for (const agg of ['avg', 'sum', 'max', 'min'] as const) measures.push({ agg, column: c });
  const m2q = (m: { agg: Aggregate; column?: ViewColumn }): Measure => (m.column ? { agg: m.agg, column: m.column.ref } : { agg: m.agg });
  for (const g of [...ctx.grouped, ...view.columns.filter((c) => c.temporal && !ctx.grouped.includes(c))]) {
    for (const part of g.temporal ? periodsWithin(ctx, g, parts, perGroup) : [undefined]) {
      const group_by = part ? { column: g.ref, part } : { column: g.ref };
      for (const m of measures) {
        if (m.column === g) continue;
        const op = g.temporal || yearLike(g) ? 'trend' : 'breakdown';
        if (perGroup) ctx.push({ op, answer: g, part, measure: m, query: { kind: 'groups', ...common(ctx), group_by, measures: [m2q(m)] } });
        if ((m.agg === 'count' && !part) || !ranks) continue;
        for (const dir of ['desc', 'asc'] as const)
          ctx.push({
            op: dir === 'desc' ? 'group_top' : 'group_bottom',
            answer: g,
            part,
            dir,
            measure: m,
            count: ctx.topN,
            query: { kind: 'groups', ...common(ctx), group_by, measures: [m2q(m)], order: dir, limit: ctx.topN?.count ? Math.round(ctx.topN.value) : 1 },
          });
      }
      if (perGroup && groupShares && (!g.temporal || part))
        ctx.push({
          op: 'share',
          answer: g,
          part,
          measure: { agg: 'share' },
          query: { kind: 'groups', ...common(ctx), group_by, measures: [{ agg: 'share' }] },
        });
    }
  }
  sharesOf(ctx, perGroup, parts);
}

/**
 * "What share of A are B": the records meeting B among those selected, of the rows or of a named
 * total, overall or per group ("the percentage of rainy days per year"). The value named right after
 * "share of" is what the share is taken among, never its part, when another value follows.
 */
function sharesOf(ctx: Ctx, perGroup: boolean, parts: TimePart[]): void {
  const { a, view } = ctx;
  const at = a.tokens.findIndex((t) => SHARE_WORDS.has(t.text));
  if (at < 0) return;
  // Past "of the", and past the records' own name and its preposition ("of games against …", "of flights from …").
  let among = at + 1;
  while (/^(of|the|all|those)$/.test(a.tokens[among]?.text ?? '')) among++;
  const records = a.mentions.find((m) => m.kind === 'module' && m.from === among);
  if (records && /^(against|from|to|in|at|on|with|by|for|of)$/.test(a.tokens[records.to]?.text ?? '')) among = records.to + 1;
  const later = (m: ValueMention) => a.mentions.some((x) => x.kind === 'value' && x.from > m.from);
  const groups = perGroup ? ctx.grouped.map((g) => ({ g, part: undefined as TimePart | undefined })) : [];
  if (perGroup) for (const g of view.columns.filter((c) => c.temporal)) for (const part of periodsWithin(ctx, g, parts, perGroup)) groups.push({ g, part });
  for (const m of ctx.free) {
    if (m.from === among && later(m)) continue;
    const col = view.columns.find((c) => c.module === m.module && c.column.name === m.column);
    if (!col) continue;
    const where = { column: col.ref, op: m.values.length === 1 ? 'eq' : 'in', value: m.values.length === 1 ? m.values[0]! : m.values } as Measure['where'];
    // The share of the rows, or of a named total ("what share of the population lived in …").
    for (const of of [undefined, ...ctx.namedMeasures.filter((c) => c !== col)]) {
      const measure: Measure = of ? { agg: 'share', column: of.ref, where } : { agg: 'share', where };
      const meta = { op: 'share_of' as const, answer: col, anchor: m, measure: { agg: 'share' as const, column: of } };
      ctx.push({ ...meta, query: { kind: 'aggregate', ...common(ctx), measures: [measure] } });
      for (const { g, part } of groups)
        if (g !== col)
          ctx.push({
            ...meta,
            answer: g,
            part,
            query: { kind: 'groups', ...common(ctx), group_by: part ? { column: g.ref, part } : { column: g.ref }, measures: [measure] },
          });
    }
  }
}

/**
 * The measure of a table that has only one ("how did the stock do over the years" is its price):
 * read when the question names none, so that a trend or a ranking is not only a count of rows.
 */
function soleMeasure(view: View): ViewColumn[] {
  const measures = view.columns.filter((c) => c.module === view.base.module_id && c.numeric && c.column.role === 'measure' && !yearLike(c));
  return measures.length === 1 ? measures : [];
}

const FINER: Partial<Record<TimePart, TimePart>> = { year: 'month', quarter: 'month', month: 'day' };
const GRAIN_ORDER: TimePart[] = ['year', 'quarter', 'month', 'week', 'day'];

/**
 * The periods a time column can be grouped by under the filters: within one year (or month) named
 * as a filter on that column, a grouping by year (or coarser) has a single group — no trend. A
 * figure per period with no finer period named reads the next finer one instead ("how did the
 * price change in 2007" is month by month).
 */
function periodsWithin(ctx: Ctx, g: ViewColumn, parts: TimePart[], perGroup: boolean): TimePart[] {
  const grains = ctx.uses.flatMap((u) => (u.column === g && u.mention.kind === 'date' && u.mention.grain ? [u.mention.grain] : []));
  if (grains.length === 0) return parts;
  const finest = Math.max(...grains.map((x) => GRAIN_ORDER.indexOf(x)));
  const kept = parts.filter((p) => GRAIN_ORDER.indexOf(p) > finest);
  const finer = FINER[GRAIN_ORDER[finest]!];
  return perGroup && finer && kept.length === 0 ? [finer] : kept;
}

function correlations(ctx: Ctx): void {
  if (!ctx.a.stems.some((s) => /^(correlat|relationship|relat)/.test(s))) return;
  const nums = ctx.view.columns.filter((c) => c.numeric);
  for (let i = 0; i < nums.length; i++)
    for (let j = i + 1; j < nums.length; j++)
      ctx.push({
        op: 'correlation',
        measure: { agg: 'avg', column: nums[i] },
        order: nums[j],
        query: { kind: 'correlation', ...common(ctx), columns: [nums[i]!.ref, nums[j]!.ref] },
      });
}

/** Whether a candidate over a joined view uses the joined module at all (else the plain view has it). */
function usesJoin(view: View, q: StructuredQuery): boolean {
  if (!view.join) return true;
  // A value of the joined key is the same value of the column it is reached by: "flights from ORD" needs
  // no join to the airports, and the two derivations would split one reading's confidence.
  const key = `${view.join.module.module_id}.${view.join.step.right}`;
  // One value of the column the join goes through reaches one joined record: a condition on it or a grouping
  // by it is void or empty ("flights to LAX" from airports in Texas goes through the origin), and its values
  // are that record's own, read from its module alone.
  if (q.filters.some((f) => (f.column === view.join!.via.ref || f.column === key) && f.op === 'eq')) return false;
  const rest = q.filters.every((f) => f.column !== key || f.op !== 'in') ? q : { ...q, filters: q.filters.filter((f) => f.column !== key) };
  return JSON.stringify(rest).includes(`"${view.join.module.module_id}.`);
}

/** How much of what the question names belongs to the view's modules (a partly named value counts less). */
export function relevance(a: Analysis, view: View): number {
  const mods = new Set([view.base.module_id, ...(view.join ? [view.join.module.module_id] : [])]);
  let r = 0;
  for (const m of a.mentions) {
    if (!('module' in m) || !mods.has(m.module)) continue;
    r += m.kind === 'column' ? m.score : m.kind === 'value' ? (m.exact ? 1 : m.cover / 2) : 1;
  }
  return r;
}

/**
 * Where a module joins another along several columns (a flight's origin and its destination), and the
 * question names some of them, only the paths through a named column are readings of it.
 */
function onNamedPath(a: Analysis, views: View[]): View[] {
  const viaNamed = (v: View) => a.mentions.some((m) => m.kind === 'column' && m.module === v.join!.via.module && m.column === v.join!.via.column.name);
  const pair = (v: View) => `${v.base.module_id}>${v.join!.module.module_id}`;
  const named = new Set(views.filter((v) => v.join && viaNamed(v)).map(pair));
  return views.filter((v) => !v.join || !named.has(pair(v)) || viaNamed(v));
}

/** Views tried at most, the most named first. */
const MAX_VIEWS = 12;

/**
 * A word of movement ("landed", "departing") speaks of trips: only the views holding an end it names
 * read the question ("how many planes landed at airports in NJ" counts flights, not airports).
 */
function onTrip(a: Analysis, views: View[]): View[] {
  // A verb or noun of movement; a preposition ("from", "into") also speaks of places that are no trips ("penguins from an island").
  const moving = (w: string) => MOTION[w] !== undefined && !/^(from|into|out)$/.test(w);
  const ends = a.mentions.filter((m) => m.kind === 'column' && m.how === 'concept' && moving(a.tokens[m.from]?.text ?? ''));
  if (ends.length === 0) return views;
  const holds = (v: View) => ends.some((m) => m.kind === 'column' && v.columns.some((c) => c.module === m.module && c.column.name === m.column));
  const kept = views.filter(holds);
  return kept.length ? kept : views;
}

/** The views the question is about: those its mentions name (all of them when it names none). */
function relevantViews(a: Analysis, scope: SpecScope): View[] {
  const wanted = new Set(a.mentions.flatMap((m) => ('module' in m ? [m.module] : [])));
  const views = onTrip(a, onNamedPath(a, viewsOf(scope, wanted))).map((v) => ({ v, r: relevance(a, v) }));
  const best = Math.max(0, ...views.map((x) => x.r));
  // Views the question names far less than the best one are not what it is about.
  const named = views.filter((x) => x.r > 0 && x.r >= best / 2);
  return (named.length ? named : views)
    .sort((x, y) => y.r - x.r)
    .slice(0, MAX_VIEWS)
    .map((x) => x.v);
}

/**
 * Readings no word of the question supports, whatever the weights: a count where nothing asks how
 * many, a number of different values of a column never named, the first or last record where
 * nothing speaks of an order, the extreme, total or mean of a column never named where nothing asks
 * for one, a total of what does not add up, a reading against the question's own superlative.
 */
function unsupportedBy(a: Analysis): (c: Omit<Candidate, 'view' | 'uses'>, uses: FilterUse[]) => boolean {
  const has = (set: Set<string>) => a.tokens.some((t) => set.has(t.text));
  const counts = has(COUNT_WORDS);
  const positions = has(POSITION_WORDS) || a.mentions.some((m) => m.kind === 'number' && m.ordinal);
  const ranks = asksToRank(a);
  const computes = ranks || a.tokens.some((t) => AGGREGATE_WORDS.sum.has(t.text) || AGGREGATE_WORDS.avg.has(t.text) || /^(much|max|min|range)$/.test(t.text));
  const extreme = ranks || a.tokens.some((t) => /^(max|min|range|record|peak|extreme|extremes)$/.test(t.text));
  const compares = a.tokens.some((t) => /^(compare|compared|comparing|comparison|versus|vs)$/.test(t.text));
  const named = (col?: ViewColumn) => !!col && a.mentions.some((m) => m.kind === 'column' && m.module === col.module && m.column === col.column.name);
  // "Which cities did flights fly to": values named in the plural, with nothing ranking them, are all of them, not the most common one.
  // "the most delayed flight" is one record ranked by its delay: no group and no bare extreme of the delay.
  const oneRanked = measureOnRecords(a);
  const namedInPlural = (col?: ViewColumn) =>
    !!col && a.mentions.some((m) => m.kind === 'column' && m.module === col.module && m.column === col.column.name && plural(a, m, col));
  // "Which year was the wettest": a year asked for, not a day.
  const coarse = has(COARSE_PERIODS) && !has(FINE_PERIODS);
  const counted = a.mentions.some((m) => m.kind === 'number' && !!m.count);
  // Superlatives that carry their measure ("coldest": temperature, upwards never).
  const conceptual = a.tokens.flatMap((t) => (ADJECTIVES[t.text]?.concepts.length ? [ADJECTIVES[t.text]!] : []));
  // One standing free (not a word of a named value or column: "Greatest Hits", "Popular vote") asks for an end.
  const inMention = (i: number) =>
    a.mentions.some((m) => (m.kind === 'value' || m.kind === 'column') && !(m.kind === 'column' && m.how === 'concept') && m.from <= i && m.to > i);
  const endAsked = a.tokens.some((t, i) => !!ADJECTIVES[t.text]?.concepts.length && !inMention(i));
  const opposes = (c: Omit<Candidate, 'view' | 'uses'>) => {
    if (c.order === POSITION) return false;
    const col = c.order ?? c.measure?.column;
    // The way it reads its measure: its order, else its extreme ("the cheapest price" is no maximum).
    const dir = c.dir ?? (c.measure?.agg === 'max' ? 'desc' : c.measure?.agg === 'min' ? 'asc' : undefined);
    if (!col || !dir) return false;
    const header = headerStems(col.column);
    return conceptual.some((d) => d.dir !== dir && conceptStems(d.concepts).some((s) => header.includes(s)));
  };
  // "top 5 departure cities": an order in time needs a word of time order ("latest", "first", "oldest"), not only "top".
  const timeOrder = a.tokens.some((t) => TIME_ORDER_WORDS.has(t.text) || ADJECTIVES[t.text]?.concepts.includes('date'));
  const inTime = (c: Omit<Candidate, 'view' | 'uses'>) => !!c.order && c.order !== POSITION && c.order.temporal;
  // A total of a quantity that does not add up (prices, lengths, temperatures) is ill-typed unless the question asks for one.
  const sumAsked = aggregateAsked(a) === 'sum';
  return (c, uses) => {
    // "compare TX and CA": two values to compare are never lumped into one set.
    if (compares && uses.some((u, i) => u.mention.kind === 'value' && uses.some((w, k) => k > i && w.mention.kind === 'value' && w.column === u.column)))
      return true;
    if (!sumAsked && c.measure?.agg === 'sum' && c.measure.column && intensive(c.measure.column)) return true;
    if (opposes(c)) return true;
    if (oneRanked && GROUP_RANKINGS.has(c.op)) return true;
    if (!ranks && (c.op === 'most_common' || c.op === 'least_common') && !c.count && namedInPlural(c.answer)) return true;
    // "the lightest penguin of an island" is one record, not all the island's masses.
    if (endAsked && (c.op === 'lookup' || c.op === 'record')) return true;
    if (!timeOrder && inTime(c)) return true;
    if (coarse && c.query.kind === 'values' && !c.query.part && c.op !== 'record' && c.answer?.temporal) return true;
    // "the 3 coldest days": one record is not three.
    if (counted && (c.op === 'argmax' || c.op === 'argmin')) return true;
    // "the top 5 departure cities": ranked by nothing named, a repeating value is ranked by how often it comes.
    if ((c.op === 'top_n' || c.op === 'bottom_n') && c.order !== POSITION && !named(c.order) && c.answer && c.answer.distinct < 0.5 * c.answer.rows)
      return true;
    if (c.op === 'count' || c.op === 'count_distinct') return !counts || (c.op === 'count_distinct' && !named(c.measure?.column));
    if (c.op === 'first' || c.op === 'last') return !positions;
    // "the horsepower of the X" over several records lists them: an extreme needs a word that asks for one.
    if (c.op === 'min' || c.op === 'max') return !extreme && selected(uses) > 1;
    if (c.op === 'sum' || c.op === 'avg') return !computes && !named(c.measure?.column);
    return false;
  };
}

/** How many records the filters select at most, as far as the values named tell (a bound or a date: many). */
function selected(uses: FilterUse[]): number {
  const rows = uses.flatMap((u) => (u.mention.kind === 'value' && !u.mention.negated ? [u.rows ?? u.mention.rows] : []));
  return rows.length ? Math.min(...rows) : Number.POSITIVE_INFINITY;
}

/** Readings of a group or a bare extreme, none of them one record ranked by a measure. */
const GROUP_RANKINGS = new Set<Candidate['op']>(['most_common', 'least_common', 'group_sum_max', 'group_sum_min', 'max', 'min']);
const TIME_ORDER_WORDS = new Set(
  `first last initial final earlier later earliest latest recent recently newest oldest soonest chronological chronologically`.split(/\s+/),
);
const COARSE_PERIODS = new Set(['year', 'years', 'month', 'months', 'quarter', 'quarters', 'week', 'weeks']);
const FINE_PERIODS = new Set(['day', 'days', 'date', 'dates', 'when']);

/** Thrown by a full view's push: the generators stop at once instead of building candidates nobody keeps. */
const FULL = Symbol('full');

export function candidates(a: Analysis, scope: SpecScope): Candidate[] {
  const out: Candidate[] = [];
  const unsupported = unsupportedBy(a);
  const topN = a.mentions.find((m): m is NumberMention => m.kind === 'number' && !!m.count);
  const views = relevantViews(a, scope);
  // Each view gets its share of the bound, so that one busy view cannot crowd out the others.
  const perView = Math.ceil(MAX_CANDIDATES / views.length);
  for (const view of views) {
    const limit = Math.min(MAX_CANDIDATES, out.length + perView);
    const names = named(a, view);
    for (const uses of filterSets(a, view)) {
      if (out.length >= limit) break;
      const used = new Set(uses.map((u) => u.mention));
      const free = a.mentions.filter(
        (m): m is ValueMention => m.kind === 'value' && !used.has(m) && !uses.some((u) => u.mention.from < m.to && m.from < u.mention.to),
      );
      const filtered = new Set(uses.map((u) => u.column));
      const ctx: Ctx = {
        a,
        view,
        uses,
        where: whereOf(uses),
        topN,
        free,
        orderBy: pick(view.columns.filter(orderable), names, filtered, UNNAMED_ORDERS),
        measured: pick(
          view.columns.filter((c) => c.numeric),
          names,
          filtered,
          UNNAMED_MEASURES,
        ),
        grouped: pick(
          view.columns.filter((c) => repeats(c) && groupable(c)),
          names,
          filtered,
          UNNAMED_GROUPS,
        ),
        namedMeasures: view.columns.filter((c) => c.numeric && names.has(c) && !filtered.has(c)),
        push: (c) => {
          if (out.length >= limit) throw FULL;
          if (unsupported(c, uses)) return;
          if (usesJoin(view, c.query)) out.push({ ...c, view, uses });
        },
      };
      try {
        for (const generate of GENERATORS) generate(ctx);
      } catch (err) {
        if (err !== FULL) throw err;
      }
    }
  }
  return out;
}

const GENERATORS = [lookups, records, ordinals, aggregates, groupOps, anchored, comparisons, analytics, correlations];
