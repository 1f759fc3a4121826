/**
 * Follow-ups (issue 25, item 2): a question that builds on the previous answer — "and in 2023?",
 * "only the West", "as a share", "show the top 5 instead", "by quarter", "the average instead" —
 * edits the previous structured query; it is never pasted to the previous question's text. A
 * question that asks for something of its own ("average price by symbol") is read on its own.
 *
 * The edits come from the parser's own reading of the new words, on the previous query's module:
 * the filters its best candidate there reads from the values and dates named, the grouping of its
 * best breakdown there, and the general words of order, share and aggregation (lexicon.ts).
 */
import type { Aggregate, StructuredQuery } from '../plan/query.js';
import type { Ranked } from './index.js';
import type { Analysis, Mention } from './mentions.js';
import { AGGREGATE_WORDS, agentBy, GROUPING_WORDS, SHARE_WORDS } from './lexicon.js';
import type { Filter, TimePart } from '../plan/schema.js';
import { resolveQuery } from '../plan/resolve.js';
import type { SpecScope } from '../plan/spec-index.js';

/** Words that open a question carrying on from the last one. */
const CONTINUING = /^(and|or|but|now|then|also|only|just|same|instead|what about|how about|what if|and what about|and how about|excluding|except|without)\b/;
/** Verbs that open a request of its own ("list …", "show me …"). */
const ASKING = /^(list|show|give|find|tell|count|name|display|get)$/;
/** Words anywhere that say the last question is changed, not replaced. */
const CHANGING = new Set(['instead', 'again', 'too', 'also', 'same', 'that', 'those', 'it', 'them']);
const TOP = new Set(['top', 'highest', 'best', 'most', 'largest', 'biggest']);
const BOTTOM = new Set(['bottom', 'lowest', 'worst', 'least', 'smallest', 'fewest']);
const EXTREMES: Record<string, 'max' | 'min'> = {
  maximum: 'max',
  max: 'max',
  highest: 'max',
  largest: 'max',
  minimum: 'min',
  min: 'min',
  lowest: 'min',
  smallest: 'min',
};
/** Words of a period to group by ("by quarter", "monthly"). */
const PART_WORDS: Record<string, TimePart> = {
  year: 'year',
  years: 'year',
  yearly: 'year',
  annual: 'year',
  annually: 'year',
  quarter: 'quarter',
  quarters: 'quarter',
  quarterly: 'quarter',
  month: 'month',
  months: 'month',
  monthly: 'month',
  week: 'week',
  weeks: 'week',
  weekly: 'week',
  day: 'day',
  days: 'day',
  daily: 'day',
};
/** A follow-up is short: a longer text is a question of its own. */
const MAX_FOLLOW_UP_TOKENS = 12;

/** "Previously: total revenue by region. Now: and in 2023?": the stateless API's form of a follow-up. */
const CONTEXT = /^\s*previously\s*:\s*([\s\S]+?)\s*(?:[.;]\s*)?\bnow\s*:\s*([\s\S]+?)\s*$/i;

/** The previous question and the new one, when a prompt carries the previous one as context. */
export function withContext(prompt: string): { previous: string; now: string } | undefined {
  const m = CONTEXT.exec(prompt);
  if (!m || !m[1]!.trim() || !m[2]!.trim()) return undefined;
  return { previous: m[1]!.trim(), now: m[2]!.trim() };
}

/** A column mention that asks for a figure or an answer of its own, not one that groups ("by region") or names a value's column. */
function asksOwn(a: Analysis, m: Mention): boolean {
  // "How many cars…", "list the penguins on …", "which films…": the records asked for, a question of its own.
  if (m.kind === 'module') return a.wh !== 'other' || ASKING.test(a.tokens[0]?.text ?? '');
  if (m.kind !== 'column' || m.how === 'period') return false;
  const before = a.tokens[m.from - 1]?.text ?? '';
  if (GROUPING_WORDS.has(before) && !agentBy(a.tokens, m.from - 1)) return false;
  // "from Ohio": the column of a named value is that value's, not a figure asked.
  return !a.mentions.some((v) => v.kind === 'value' && v.column === m.column && Math.abs(v.from - m.to) <= 1);
}

/**
 * Whether a question builds on the previous answer: it opens or speaks as a change ("and …",
 * "… instead"), or it names no figure or answer of its own ("in 2023?", "by quarter").
 */
export function followsOn(a: Analysis): boolean {
  if (a.tokens.length === 0 || a.tokens.length > MAX_FOLLOW_UP_TOKENS) return false;
  if (CONTINUING.test(a.text.trim().toLowerCase())) return true;
  if (a.tokens.some((t) => CHANGING.has(t.text))) return true;
  return !a.mentions.some((m) => asksOwn(a, m));
}

/** Whether a filter's column is one the query reads: its module's, or a module it joins. */
function readable(q: StructuredQuery, ref: string): boolean {
  const dot = ref.indexOf('.');
  return dot < 0 || (q.join ?? []).some((j) => j.module === ref.slice(0, dot));
}

/** Several values of one column named together ("only the West and the North") are one filter of either. */
function merged(filters: Filter[]): Filter[] {
  const out: Filter[] = [];
  for (const f of filters) {
    const same = out.findIndex((g) => g.column === f.column && (g.op === 'eq' || g.op === 'in') && f.op === 'eq');
    if (same < 0 || typeof f.value === 'object') {
      out.push(f);
      continue;
    }
    const g = out[same]!;
    const values = g.op === 'in' && Array.isArray(g.value) ? g.value : [g.value as string | number | boolean];
    out[same] = { column: f.column, op: 'in', value: [...values, f.value as string | number | boolean] };
  }
  return out;
}

/** The time column a period groups by: the one the query groups by already, else the module's first. */
function timeColumn(q: StructuredQuery, scope: SpecScope): string | undefined {
  const plan = resolveQuery(q, scope);
  if (q.kind === 'groups' && plan.col(q.group_by.column).temporal) return q.group_by.column;
  return plan.base.columns.find((c) => c.type === 'date' || c.type === 'timestamp' || c.reads_as === 'date')?.name;
}

/**
 * The previous query with the follow-up's changes, and those changes in words; undefined when the
 * words change nothing of it (the question is then read on its own).
 */
export function editedQuery(
  previous: StructuredQuery,
  a: Analysis,
  ranked: Ranked[],
  scope: SpecScope,
): { query: StructuredQuery; edits: string[] } | undefined {
  let q: StructuredQuery = structuredClone(previous);
  const edits: string[] = [];
  const words = new Set(a.tokens.map((t) => t.text));
  const here = ranked.filter((r) => r.candidate.query.module === previous.module);

  // Values and dates named: the filters the best reading on the same module reads from them.
  const named = a.mentions.some((m) => m.kind === 'value' || m.kind === 'date' || (m.kind === 'number' && m.cmp !== undefined && !m.count));
  if (named) {
    const best = here.find((r) => r.candidate.uses.some((u) => u.mention.kind !== 'number' || !u.mention.count));
    const uses = (best?.candidate.uses ?? []).filter((u) => (u.mention.kind !== 'number' || !u.mention.count) && u.filters.every((f) => readable(q, f.column)));
    if (uses.length > 0) {
      const added = merged(uses.flatMap((u) => u.filters));
      const replaced = new Set(added.map((f) => f.column));
      q = { ...q, filters: [...q.filters.filter((f) => !replaced.has(f.column)), ...added] } as StructuredQuery;
      edits.push('filters');
    }
  }

  // A grouping asked ("by quarter", "per origin", "monthly"): the best breakdown's on the same module.
  const grouping = a.tokens.some((t, i) => GROUPING_WORDS.has(t.text) && !agentBy(a.tokens, i));
  if (grouping && (q.kind === 'groups' || q.kind === 'aggregate')) {
    const part = a.tokens.map((t) => PART_WORDS[t.text]).find((p) => p !== undefined);
    const by = here.find((r) => r.candidate.query.kind === 'groups' && (!part || r.candidate.query.group_by.part === part));
    const time = part && !by ? timeColumn(q, scope) : undefined;
    const group_by = by?.candidate.query.kind === 'groups' ? by.candidate.query.group_by : time ? { column: time, part: part! } : undefined;
    if (group_by && (q.kind === 'aggregate' || JSON.stringify(group_by) !== JSON.stringify(q.group_by))) {
      const { kind: _k, combine: _c, ...rest } = q.kind === 'aggregate' ? q : { ...q, combine: undefined };
      // A period grouping is a trend, in time order: a ranking's order and cut do not carry over to it.
      const { order: _o, limit: _l, ...unranked } = q.kind === 'groups' ? q : { order: undefined, limit: undefined };
      q =
        q.kind === 'aggregate'
          ? { ...rest, kind: 'groups', group_by, measures: q.measures.slice(0, 1) }
          : group_by.part
            ? { ...(unranked as typeof q), group_by }
            : { ...q, group_by };
      edits.push('grouping');
    }
  }

  // "The top 5", "the bottom 3": an order and a limit of the groups or the records.
  const count = a.mentions.find((m) => m.kind === 'number' && (m.count || words.has('top') || words.has('bottom')));
  if (count && count.kind === 'number' && Number.isInteger(count.value) && count.value >= 1 && count.value <= 1000) {
    const down = count.count === 'bottom' || [...words].some((w) => BOTTOM.has(w));
    const up = count.count === 'top' || [...words].some((w) => TOP.has(w));
    if (q.kind === 'groups') {
      q = { ...q, order: down ? 'asc' : up || !q.order ? 'desc' : q.order, limit: count.value };
      edits.push('limit');
    } else if (q.kind === 'values' && q.order) {
      q = { ...q, order: { ...q.order, dir: down ? 'asc' : up ? 'desc' : q.order.dir }, limit: count.value };
      edits.push('limit');
    }
  }

  // "As a share": each group's part of the whole, of the same figure.
  if (q.kind === 'groups' && [...words].some((w) => SHARE_WORDS.has(w))) {
    const m = q.measures[0]!;
    if (m.agg === 'count' || m.agg === 'sum') {
      q = { ...q, measures: [m.agg === 'sum' && m.column !== undefined ? { agg: 'share', column: m.column } : { agg: 'share' }] };
      edits.push('share');
    }
  }

  // "The average instead", "and the total?", "how many": another aggregation of the same figure.
  const agg = aggregationAsked(words);
  if (agg && (q.kind === 'groups' || q.kind === 'aggregate') && !edits.includes('share') && !edits.includes('limit')) {
    const m = q.measures[0]!;
    const next = agg === 'count' ? { agg: 'count' as const } : m.column !== undefined ? { agg, column: m.column } : undefined;
    if (next && next.agg !== m.agg) {
      q = { ...q, measures: [next, ...q.measures.slice(1)] } as StructuredQuery;
      edits.push('aggregation');
    }
  }

  return edits.length > 0 ? { query: q, edits } : undefined;
}

function aggregationAsked(words: Set<string>): Aggregate | undefined {
  if ([...words].some((w) => AGGREGATE_WORDS.avg.has(w))) return 'avg';
  if ([...words].some((w) => AGGREGATE_WORDS.sum.has(w))) return 'sum';
  // "The highest" beside a number is a ranking ("the highest 3"), not the maximum.
  for (const [w, agg] of Object.entries(EXTREMES)) if (words.has(w)) return agg;
  if (words.has('many') || words.has('count') || words.has('number')) return 'count';
  return undefined;
}
