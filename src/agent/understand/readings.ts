/**
 * What a reading (a family of candidate queries, operations/readings) is given and what it makes:
 * the context of one view and one filter set, the candidate with what it was built from (so that
 * features can be read off it without parsing the query), and the helpers the families share.
 * candidates.ts runs the families in the registry's order over every view and filter set.
 */
import type { Aggregate } from '../operations/aggregates/index.js';
import type { Filter, Measure, StructuredQuery, TimePart } from '../plan/query.js';
import type { POSITION } from '../plan/schema.js';
import type { FilterUse } from './filters.js';
import { ADJECTIVES, COMPARATIVES, GROUPING_WORDS } from './lexicon.js';
import type { Analysis, DateMention, NumberMention, ValueMention } from './mentions.js';
import { stepsOf } from './view-steps.js';
import type { View, ViewColumn } from './views.js';

/** A pair of named things compared: two values of a key column, or two periods of a time column. */
export type PairMention = ValueMention | DateMention;

export interface Candidate {
  query: StructuredQuery;
  /** The reading's operation ("lookup", "argmax", "trend"…): features pair it with the question's words. */
  op: string;
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
  /** Of the several things a question asks at once (asked-list.ts), how many the reading answers. */
  covers?: number;
}

/** One view and one filter set, as every reading family gets them. */
export interface Ctx {
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

/** The fields every candidate query of the context starts with: its module, its join, its filters (and any extra). */
export const common = (ctx: Ctx, extra: Filter[] = []) => ({
  module: ctx.view.base.module_id,
  ...(ctx.view.join ? { join: stepsOf(ctx.view).map((j) => j.step) } : {}),
  filters: [...ctx.where, ...extra],
});

/** The group ranked first (or the top N) by a measure, as a candidate's parts: "which carrier has the best on-time rate". */
export function rankedGroups(ctx: Ctx, g: ViewColumn, measure: Measure, dir: 'asc' | 'desc', part?: TimePart) {
  return {
    op: dir === 'desc' ? 'group_top' : 'group_bottom',
    answer: g,
    part,
    dir,
    count: ctx.topN,
    query: {
      kind: 'groups' as const,
      ...common(ctx),
      group_by: part ? { column: g.ref, part } : { column: g.ref },
      measures: [measure],
      order: dir,
      limit: ctx.topN?.count ? Math.round(ctx.topN.value) : 1,
    },
  };
}

/** Columns whose values repeat (worth grouping by). */
export const repeats = (c: ViewColumn) => c.distinct > 0 && c.distinct < 0.9 * c.rows && c.distinct <= 500;
export const groupable = (c: ViewColumn) => !c.numeric || c.column.role === 'dimension' || c.temporal;
export const orderable = (c: ViewColumn) => c.numeric || c.temporal;
/** Whole numbers between 1000 and 2200: years. */
export const yearLike = (c: ViewColumn) => {
  const lo = Number(c.column.stats?.min);
  const hi = Number(c.column.stats?.max);
  return c.column.type === 'integer' && lo >= 1000 && hi <= 2200;
};

/** Words of a comparison before "than": which way it goes. */
const MORE_THAN = /^(more|greater|higher|larger|bigger|longer|older|heavier|taller|above|over|exceeding)$/;
const LESS_THAN = /^(less|fewer|lower|smaller|shorter|younger|lighter|below|under)$/;

/** The averages a question compares with ("longer than the average", "above average"): where "average" stands, which way, where the comparison begins. */
export function averagesCompared(a: Analysis): { at: number; op: 'gt' | 'lt'; before: number }[] {
  const word = (i: number) => a.tokens[i]?.text ?? '';
  const out: { at: number; op: 'gt' | 'lt'; before: number }[] = [];
  for (let k = 0; k < a.tokens.length; k++) {
    if (!/^(average|mean|avg)$/.test(word(k))) continue;
    const at = word(k - 1) === 'the' ? k - 1 : k;
    // "longer than the average" (the comparative before "than"), "above average" (a bound word itself).
    const before = word(at - 1) === 'than' ? at - 2 : at - 1;
    const w = word(before);
    const op = MORE_THAN.test(w) || COMPARATIVES[w]?.cmp === 'gt' ? 'gt' : LESS_THAN.test(w) || COMPARATIVES[w]?.cmp === 'lt' ? 'lt' : undefined;
    if (op) out.push({ at: k, op, before });
  }
  return out;
}

/** A word that ranks: a superlative or comparative of the lexicon, any word in -est, or a count ("top 3"); not one comparing with an average. */
export function asksToRank(a: Analysis): boolean {
  const bound = new Set(averagesCompared(a).map((x) => x.before));
  return (
    a.tokens.some((t, i) => !bound.has(i) && (ADJECTIVES[t.text] || COMPARATIVES[t.text] || /^\p{L}{2,}est$/u.test(t.text) || t.text === 'top')) ||
    a.mentions.some((m) => m.kind === 'number' && !!m.count)
  );
}

/**
 * Whether the question asks for a figure per group or period ("by", "per", "each", "monthly", "change"):
 * not a word of a bound ("cars over 4500 lbs" is no trend "over" the years).
 */
export function perGroupAsked(a: Analysis): boolean {
  const inBound = (i: number) => a.mentions.some((m) => m.kind === 'number' && m.cmp !== undefined && m.from <= i && m.to > i);
  // "owned by Nadia Okafor", "sold by Acme": "by" before a named value says who, not per what.
  const byWhom = (i: number) =>
    a.tokens[i]?.text === 'by' && a.mentions.some((m) => m.kind === 'value' && (m.from === i + 1 || (m.from === i + 2 && a.tokens[i + 1]?.text === 'the')));
  return a.tokens.some((t, i) => GROUPING_WORDS.has(t.text) && !inBound(i) && !byWhom(i));
}

/** The periods a time column is grouped by: years always, finer ones when the question names them ("monthly", "per quarter"). */
export function periodsNamed(a: Analysis): TimePart[] {
  // The words as written and as corrected ("quater" read as quarter).
  const words = new Set([...a.tokens.map((t) => t.text.replace(/s$/, '')), ...a.stems]);
  return ['year', ...(['month', 'quarter', 'week', 'day'] as const).filter((p) => words.has(p) || words.has(`${p}ly`) || (p === 'day' && words.has('daily')))];
}

/**
 * The measure of a table that has only one ("how did the stock do over the years" is its price):
 * read when the question names none, so that a trend or a ranking is not only a count of rows.
 */
export function soleMeasure(view: View): ViewColumn[] {
  const measures = view.columns.filter((c) => c.module === view.base.module_id && c.numeric && c.column.role === 'measure' && !yearLike(c));
  return measures.length === 1 ? measures : [];
}

const FINER: Partial<Record<TimePart, TimePart>> = { year: 'month', half: 'month', quarter: 'month', month: 'day' };
const GRAIN_ORDER: TimePart[] = ['year', 'half', 'quarter', 'month', 'week', 'day'];

/**
 * The periods a time column can be grouped by under the filters: within one year (or month) named
 * as a filter on that column, a grouping by year (or coarser) has a single group — no trend. A
 * figure per period with no finer period named reads the next finer one instead ("how did the
 * price change in 2007" is month by month).
 */
export function periodsWithin(ctx: Ctx, g: ViewColumn, parts: TimePart[], perGroup: boolean): TimePart[] {
  const grains = ctx.uses.flatMap((u) => (u.column === g && u.mention.kind === 'date' && u.mention.grain ? [u.mention.grain] : []));
  if (grains.length === 0) return parts;
  const finest = Math.max(...grains.map((x) => GRAIN_ORDER.indexOf(x)));
  const kept = parts.filter((p) => GRAIN_ORDER.indexOf(p) > finest);
  const finer = FINER[GRAIN_ORDER[finest]!];
  return perGroup && finer && kept.length === 0 ? [finer] : kept;
}

/** The groupings a figure per group is read by: each grouped column, and each time column by each period. */
export function groupings(ctx: Ctx, parts: TimePart[], perGroup: boolean): { g: ViewColumn; part?: TimePart }[] {
  const out: { g: ViewColumn; part?: TimePart }[] = ctx.grouped.map((g) => ({ g }));
  for (const g of ctx.view.columns.filter((c) => c.temporal)) for (const part of periodsWithin(ctx, g, parts, perGroup)) out.push({ g, part });
  return out;
}

/** The first and last whole years (or months) of a range of several, as a grouping writes them; none for a range of one. */
export function rangeEnds([from, to]: [string, string]): { first: string; last: string; grain: TimePart } | undefined {
  const [fy, fm, fd] = from.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (fd !== 1 || td !== 1) return undefined;
  if (fm === 1 && tm === 1 && ty - fy >= 2) return { first: String(fy), last: String(ty - 1), grain: 'year' };
  const months = (ty - fy) * 12 + (tm - fm);
  if (months < 2 || months > 24) return undefined;
  const last = new Date(Date.UTC(ty, tm - 2, 1)).toISOString().slice(0, 7);
  return { first: `${fy}-${String(fm).padStart(2, '0')}`, last, grain: 'month' };
}
