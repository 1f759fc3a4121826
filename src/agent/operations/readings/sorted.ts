/**
 * A list in an order the question asks for: "the names of singers ordered by ascending net worth",
 * "the earnings of poker players in descending order", "the titles of all cartoons in alphabetical
 * order". The order is the column named after the words of sorting ("by", "of"), else the listed
 * column itself; descending where a word says so ("descending", "from old to young").
 */
import { ADJECTIVES } from '../../understand/lexicon.js';
import { common, type Ctx } from '../../understand/readings.js';
import type { Analysis } from '../../understand/mentions.js';
import type { Reading } from '../operation.js';

export interface SortAsked {
  /** The token range where the order's column is named (after "by", "of"), if any. */
  from: number;
  to: number;
  dir: 'asc' | 'desc';
  /** The tokens of the ends named ("from old to young"): words of the order, not superlatives asking for one record. */
  ends: number[];
}

const SORT_WORDS = new Set(['sorted', 'sort', 'sorting', 'ordered', 'ascending', 'descending', 'alphabetical', 'alphabetically', 'asc', 'desc']);
const DOWN_WORDS = new Set(['descending', 'desc', 'decreasing', 'reverse']);
/** "from old to young", "from highest to lowest": the first end named is where the list starts. */
const HIGH_ENDS = new Set(['highest', 'largest', 'biggest', 'greatest', 'most', 'old', 'oldest', 'high', 'large', 'big', 'top', 'best', 'longest', 'tallest']);

const LOW_ENDS = /^(lowest|smallest|least|young|youngest|low|small|fewest|shortest|worst|new|newest)$/;

const cache = new WeakMap<Analysis, SortAsked | null>();

/** Whether, and how, the question asks for its list in an order. */
export function sortAsked(a: Analysis): SortAsked | undefined {
  let r = cache.get(a);
  if (r === undefined) cache.set(a, (r = findSort(a) ?? null));
  return r ?? undefined;
}

function findSort(a: Analysis): SortAsked | undefined {
  const t = a.tokens.map((x) => x.text);
  // "order" sorts only as "order by", "in … order", "order of" ("the order with the highest total" is a record).
  // "order the results by", "order them by": what is ordered may stand between.
  const orderBy = (i: number) => {
    let k = i + 1;
    while (k < i + 3 && /^(the|results|result|them|it|list|rows|records|output|answer)$/.test(t[k] ?? '')) k++;
    return t[k] === 'by';
  };
  const at = t.findIndex((w, i) => SORT_WORDS.has(w) || (w === 'order' && (orderBy(i) || t[i + 1] === 'of' || t.slice(Math.max(0, i - 3), i).includes('in'))));
  if (at < 0) return undefined;
  const from = t.findIndex((w, i) => i >= at - 1 && (w === 'by' || w === 'of') && i <= at + 4);
  // "from old to young", "from the oldest to the youngest".
  const fromEnd = t.findIndex(
    (w, i) => i > 0 && (t[i - 1] === 'from' || (t[i - 1] === 'the' && t[i - 2] === 'from')) && (HIGH_ENDS.has(w) || LOW_ENDS.test(w) || !!ADJECTIVES[w]),
  );
  const high = (w: string) => HIGH_ENDS.has(w) || (!LOW_ENDS.test(w) && ADJECTIVES[w]?.dir === 'desc');
  const dir = t.some((w) => DOWN_WORDS.has(w)) || (fromEnd >= 0 && high(t[fromEnd]!)) ? 'desc' : 'asc';
  const toEnd = t[fromEnd + 1] === 'to' ? fromEnd + (t[fromEnd + 2] === 'the' ? 3 : 2) : -1;
  const ends = fromEnd >= 0 ? [fromEnd, ...(toEnd > 0 ? [toEnd] : [])] : [];
  return from >= 0 ? { from: from + 1, to: Math.min(t.length, from + 6), dir, ends } : { from: -1, to: -1, dir, ends };
}

function generate(ctx: Ctx): void {
  const asked = sortAsked(ctx.a);
  if (!asked) return;
  const { view, a } = ctx;
  // The column named after "by" / "of", the first one there.
  const named = a.mentions
    .filter((m) => m.kind === 'column' && m.from >= asked.from && m.from < asked.to)
    .sort((x, y) => x.from - y.from)
    .flatMap((m) => (m.kind === 'column' ? view.columns.filter((c) => c.module === m.module && c.column.name === m.column) : []));
  for (const ans of view.columns) {
    const by = named[0] ?? ans;
    ctx.push({
      op: 'lookup',
      answer: ans,
      order: by,
      dir: asked.dir,
      query: { kind: 'values', ...common(ctx), columns: [ans.ref], order: { by: by.ref, dir: asked.dir } },
    });
  }
}

export const sorted: Reading = { name: 'sorted', generate };
