/**
 * "What share of A are B" (`share_of`): the records meeting B among those selected, of the rows or of
 * a named total ("what share of the population lived in …"), overall or per group or period ("the
 * percentage of rainy days per year"). The value named right after "share of" is what the share is
 * taken among, never its part, when another value follows.
 * A rate of a state ("the win rate", "which carrier has the best on-time rate", "the rate of
 * cancellations by channel") is the same share: of the records in that state, overall, per group, or
 * with the groups ranked by it. A rate of a figure that is part of another ("the scrap rate" of units
 * rejected, "what percentage of units were rejected") is its total as a share of the whole's total.
 */
import { askedDirection, headerWords } from '../../understand/column-facts.js';
import { ADJECTIVES, RATE_WORDS, SHARE_WORDS } from '../../understand/lexicon.js';
import type { Analysis, ColumnMention, ValueMention } from '../../understand/mentions.js';
import type { ViewColumn } from '../../understand/views.js';
import { asksToRank, common, groupings, periodsNamed, perGroupAsked, rankedGroups, type Ctx } from '../../understand/readings.js';
import type { Measure } from '../../plan/query.js';
import { otherOf } from '../../plan/schema.js';
import { readingsOf } from '../../understand/filters.js';
import type { Reading } from '../operation.js';
import { valuesAsked } from './measures.js';

/** The states a rate is asked of: a state named right before "rate", or after "rate of" ("the rate of cancellations"). */
export function statesRated(a: Analysis): ValueMention[] {
  const word = (i: number) => a.tokens[i]?.text ?? '';
  return a.mentions.filter(
    (m): m is ValueMention =>
      m.kind === 'value' && !!m.state && !m.negated && (RATE_WORDS.has(word(m.to)) || (word(m.from - 1) === 'of' && RATE_WORDS.has(word(m.from - 2)))),
  );
}

/** The first word of what a share is taken among, past "of the" and a period ("what percent of 2024 spend"). */
function pastTheWhole(a: Analysis, from: number): number {
  let i = from;
  for (;;) {
    const date = a.mentions.find((m) => m.kind === 'date' && m.from === i);
    if (date) i = date.to;
    else if (/^(of|the|all|those|our|last|this|year|years|month|quarter|s)$/.test(a.tokens[i]?.text ?? '')) i++;
    else return i;
  }
}

const PART_QUANTITIES = new Set(['count', 'amount', 'duration']);

/** A figure and the whole it is part of: another of the same kind and unit that adds up, with larger values. */
export interface PartRated {
  part: ViewColumn;
  whole: ViewColumn;
}

/**
 * The figures a rate is asked of as parts of a whole: one named right before "rate", or within a few
 * words after a share word ("what percentage of units were rejected"), whose module holds a larger
 * figure of the same kind and unit (units rejected of units produced).
 */
export function partsRated(a: Analysis, cols: ViewColumn[]): PartRated[] {
  const out: PartRated[] = [];
  // "What share of …": a share word not followed by "of" ("by what % did conversions change") asks no part.
  const share = a.tokens.findIndex((t, i) => SHARE_WORDS.has(t.text) && a.tokens[i + 1]?.text === 'of');
  const among = pastTheWhole(a, share + 1);
  const named = a.mentions.filter((m): m is ColumnMention => m.kind === 'column' && (m.how === 'name' || m.how === 'synonym'));
  const max = (c: ViewColumn) => Number(c.column.stats?.max);
  const wholeMention = share >= 0 ? named.find((m) => m.from === among) : undefined;
  const wholeNamed = wholeMention ? cols.find((c) => c.module === wholeMention.module && c.column.name === wholeMention.column && c.numeric) : undefined;
  for (const m of named) {
    // Not the figure right after "share of": that is the whole ("what share of sessions come from mobile").
    // "What % of gross pay goes to taxes": past a whole named as a figure, further on.
    const reach = wholeNamed ? 8 : 4;
    const asked = RATE_WORDS.has(a.tokens[m.to]?.text ?? '') || (share >= 0 && m.from > among && m.from - share <= reach);
    // A standard metric named ("conversion rate": conversions over sessions) says its own whole.
    const metric = a.mentions.some((x) => x.kind === 'column' && x.how === 'concept' && x.from <= m.from && x.to > m.to);
    const part = asked && !metric ? cols.find((c) => c.module === m.module && c.column.name === m.column) : undefined;
    const kind = part?.numeric ? part.column.measure : undefined;
    // Figures that add up into a whole: counts, amounts, durations (never percentages, prices or scores).
    if (!part || !kind?.additive || !PART_QUANTITIES.has(kind.quantity) || out.some((x) => x.part === part)) continue;
    const wholes = cols.filter(
      (c) =>
        c !== part &&
        c.module === part.module &&
        c.numeric &&
        c.column.measure?.additive &&
        c.column.measure.quantity === kind.quantity &&
        c.column.measure.unit === kind.unit &&
        max(c) > max(part),
    );
    const whole = wholes.find((c) => c === wholeNamed) ?? wholes.sort((x, y) => max(y) - max(x))[0];
    if (whole) out.push({ part, whole });
  }
  return out;
}

/** The condition a named value (or state) sets on its column, as a share's part. */
export const stateWhere = (col: ViewColumn, m: ValueMention) =>
  ({ column: col.ref, op: m.values.length === 1 ? 'eq' : 'in', value: m.values.length === 1 ? m.values[0]! : m.values }) as NonNullable<Measure['where']>;

function generate(ctx: Ctx): void {
  rateParts(ctx);
  const { a, view } = ctx;
  const at = a.tokens.findIndex((t) => SHARE_WORDS.has(t.text));
  const rated = at < 0 ? statesRated(a) : [];
  if (at < 0 && rated.length === 0) return;
  // Past "of the", and past the records' own name and its preposition ("of games against …", "of flights from …").
  let among = pastTheWhole(a, at + 1);
  const records = a.mentions.find((m) => m.kind === 'module' && m.from === among);
  if (records && /^(against|from|to|in|at|on|with|by|for|of)$/.test(a.tokens[records.to]?.text ?? '')) among = records.to + 1;
  // "What % of bills …": a share of the records counted (a plural), not of the amount their noun stands for; "what
  // share of payroll" is of the money.
  const counted = !!records && /[^s]s$/.test(a.tokens[records.to - 1]?.text ?? '');
  const wholeOfRecords = (c: ViewColumn) =>
    counted &&
    !a.mentions.some((m) => m.kind === 'column' && m.how !== 'concept' && m.module === c.module && m.column === c.column.name && m.from !== records!.from);
  const later = (m: ValueMention) => a.mentions.some((x) => x.kind === 'value' && x.from > m.from);
  const perGroup = perGroupAsked(a);
  const groups = perGroup ? groupings(ctx, periodsNamed(a), perGroup) : [];
  // "Which carrier has the best on-time rate": the groups ranked by their share, where no figure per group is asked.
  const ranked = !perGroup && asksToRank(a) ? groupings(ctx, periodsNamed(a), true) : [];
  const adjectives = a.tokens.flatMap((t) => (ADJECTIVES[t.text] ? [t.text] : []));
  const valued = valuesAsked(a, view.columns);
  const parts: { col: ViewColumn; where: NonNullable<Measure['where']>; from: number; to: number; anchor?: ValueMention }[] = [];
  for (const m of at < 0 ? ctx.free.filter((x) => rated.includes(x)) : ctx.free) {
    if (at >= 0 && m.from === among && later(m)) continue;
    const col = view.columns.find((c) => c.module === m.module && c.column.name === m.column);
    if (col) parts.push({ col, where: stateWhere(col, m), from: m.from, to: m.to, anchor: m });
  }
  // "What percent of SKUs are out of stock", "what share of orders are over $100": a bound (or a figure said to be
  // nil or absent) the filters left aside.
  for (const m of at >= 0 && a.tokens[at + 1]?.text === 'of' ? a.mentions : [])
    if (((m.kind === 'number' && m.cmp && !m.count) || m.kind === 'column') && m.from > at && !ctx.uses.some((u) => u.mention === m)) {
      const best = readingsOf(a, m, view)[0];
      // A value or bound, or another column of the row ("what % of bills do we pay on time": by the due date).
      if (best?.filters.length === 1 && (typeof best.filters[0]!.value !== 'object' || otherOf(best.filters[0]!) !== undefined))
        parts.push({ col: best.column, where: best.filters[0] as NonNullable<Measure['where']>, from: m.from, to: m.to });
    }
  for (const { col, where, from, to, anchor } of parts) {
    // "The best cancellation rate" is the lowest: the state's own words turn a judgement round.
    const dir = askedDirection(adjectives, a.stems.slice(from, to)) ?? 'desc';
    // The share of the rows, or of a named total ("what share of the population lived in …").
    for (const of of [undefined, ...ctx.namedMeasures.filter((c) => c !== col && !wholeOfRecords(c))]) {
      // "What share of our stock value sits in Dallas": of the quantity's worth at its price.
      const times = valued.find((v) => v.quantity === of)?.price.ref;
      const measure: Measure = of ? { agg: 'share', column: of.ref, where, ...(times ? { times } : {}) } : { agg: 'share', where };
      const meta = { op: 'share_of' as const, answer: col, ...(anchor ? { anchor } : {}), measure: { agg: 'share' as const, column: of } };
      ctx.push({ ...meta, query: { kind: 'aggregate', ...common(ctx), measures: [measure] } });
      for (const { g, part } of groups)
        if (g !== col)
          ctx.push({
            ...meta,
            answer: g,
            part,
            query: { kind: 'groups', ...common(ctx), group_by: part ? { column: g.ref, part } : { column: g.ref }, measures: [measure] },
          });
      for (const { g, part } of ranked) if (g !== col) ctx.push({ ...meta, ...rankedGroups(ctx, g, measure, dir, part) });
    }
  }
}

/** "The scrap rate by plant": a part's total as a share of its whole's, overall, per group, or with the groups ranked by it. */
function rateParts(ctx: Ctx): void {
  const { a } = ctx;
  const perGroup = perGroupAsked(a);
  const groups = perGroup ? groupings(ctx, periodsNamed(a), perGroup) : [];
  const ranked = !perGroup && asksToRank(a) ? groupings(ctx, periodsNamed(a), true) : [];
  const adjectives = a.tokens.flatMap((t) => (ADJECTIVES[t.text] ? [t.text] : []));
  for (const { part, whole } of partsRated(a, ctx.view.columns)) {
    const measure: Measure = { agg: 'share', column: part.ref, per: whole.ref };
    const meta = { op: 'share_of' as const, answer: part, measure: { agg: 'share' as const, column: part } };
    ctx.push({ ...meta, query: { kind: 'aggregate', ...common(ctx), measures: [measure] } });
    const dir = askedDirection(adjectives, headerWords(part)) ?? 'desc';
    for (const { g, part: p } of groups)
      ctx.push({
        ...meta,
        answer: g,
        part: p,
        query: { kind: 'groups', ...common(ctx), group_by: p ? { column: g.ref, part: p } : { column: g.ref }, measures: [measure] },
      });
    for (const { g, part: p } of ranked) ctx.push({ ...meta, ...rankedGroups(ctx, g, measure, dir, p) });
  }
}

export const shares: Reading = { name: 'shares', generate };
