/**
 * No oracle (CONTRACT B.7): below full exposure an answer about fewer than k entities reads the same
 * whether the set is empty or not, and groups, compared values, the records a ranking picks and the
 * values a list names are not described under k. Without this, "no records match" against "covers too
 * few" lets two questions binary-search one record's value.
 *
 * k counts entities — the module's key in the semantic layer (one customer, one order), or the record
 * where the module has no key — never the rows of a join nor the lines of one entity
 * (operations/operation.ts, entitySql); an answer read without them (the reference executor) counts rows.
 */
import type { Exposure } from '../../contracts/exposure.js';
import type { Answer, GroupRow } from '../present/answer.js';
import type { StructuredQuery } from '../plan/query.js';

export const DEFAULT_MIN_RECORDS = 5;

/** The one wording for a selection under k records, empty or not: it depends on the question only. */
export function tooFew(module: string, where: string, exposure: Exposure): string {
  return `This selection${where} covers too few ${module} records to describe without describing individual records, which the ${exposure} exposure level does not allow. Ask about a broader group instead.`;
}

/** The one wording for the records a ranking or a position picks, under k (or a selection under k): a superlative's record is never described. */
export function tooFewPicked(module: string, where: string, exposure: Exposure): string {
  return `Naming what a ranking or a position picks among the ${module} records${where} would describe individual records, which the ${exposure} exposure level does not allow. Ask which group ranks highest instead, such as the total by a category.`;
}

const entitiesOf = (g: { n: number; entities?: number }) => g.entities ?? g.n;

/** How many entities an answer describes, when the query's shape says so. */
function entitiesDescribed(q: StructuredQuery, answer: Answer): number {
  if (q.kind === 'groups') return (answer.ranked ?? answer.groups ?? []).reduce((n, g) => n + entitiesOf(g), 0);
  if (q.kind === 'compare') return (answer.compared ?? []).reduce((n, x) => n + entitiesOf(x), 0);
  return Math.min(answer.total ?? 0, answer.entities ?? Number.POSITIVE_INFINITY);
}

/** Whether a values query picks records by rank or position (a superlative, a top N, the n-th) rather than selecting them. */
export function picksRecords(q: StructuredQuery): boolean {
  return q.kind === 'values' && (q.limit !== undefined || q.offset !== undefined);
}

/**
 * Below full: undefined when the whole set is under k (the caller answers tooFew), else the answer
 * with every group or compared value under k made indistinguishable from one with no records: a
 * ranking of groups ranks those of k or more (`ranked`, then the limit); a list names the values
 * held by k or more.
 */
export function withoutSmallSets(q: StructuredQuery, answer: Answer, k: number): Answer | undefined {
  if (entitiesDescribed(q, answer) < k) return undefined;
  if (q.kind === 'groups') {
    const kept: GroupRow[] = (answer.ranked ?? answer.groups ?? []).filter((g) => entitiesOf(g) >= k);
    const groups = q.limit !== undefined ? kept.slice(0, q.limit) : kept;
    if (!groups.length) return undefined;
    const values = q.answer === 'values' ? [groups[0]!.values[0] ?? ''] : groups.map((g) => g.key);
    return { ...answer, groups, ranked: kept, values: q.answer === 'count' ? answer.values : values };
  }
  if (q.kind === 'compare') {
    const compared = (answer.compared ?? []).map((x) => (entitiesOf(x) >= k ? x : { ...x, measure: null, n: 0, entities: 0 }));
    return compared.some((x) => x.measure !== null) ? { ...answer, compared } : undefined;
  }
  if (q.kind === 'values' && answer.held) {
    const held = answer.held.filter((h) => h.entities >= k);
    return { ...answer, held, values: held.map((h) => h.value) };
  }
  return answer;
}
