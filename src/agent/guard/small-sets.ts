/**
 * No oracle (CONTRACT B.7): below full exposure an answer about fewer than k records reads the same
 * whether the set is empty or not, and groups smaller than k are not described. Without this, "no
 * records match" against "covers too few" lets two questions binary-search one record's value.
 */
import type { Exposure } from '../../semantic/spec.types.js';
import type { Answer } from '../present/answer.js';
import type { StructuredQuery } from '../plan/query.js';

export const DEFAULT_MIN_RECORDS = 5;

/** The one wording for a selection under k records, empty or not: it depends on the question only. */
export function tooFew(module: string, where: string, exposure: Exposure): string {
  return `This selection${where} covers too few ${module} records to describe without describing individual records, which the ${exposure} exposure level does not allow. Ask about a broader group instead.`;
}

/** How many records an answer describes, when the query's shape says so. */
function recordsDescribed(q: StructuredQuery, answer: Answer): number {
  if (q.kind === 'groups') return (answer.groups ?? []).reduce((n, g) => n + g.n, 0);
  if (q.kind === 'compare') return (answer.compared ?? []).reduce((n, x) => n + x.n, 0);
  return answer.total ?? 0;
}

/**
 * Below full: undefined when the whole set is under k (the caller answers tooFew), else the answer
 * with every group or compared value under k made indistinguishable from one with no records.
 */
export function withoutSmallSets(q: StructuredQuery, answer: Answer, k: number): Answer | undefined {
  if (recordsDescribed(q, answer) < k) return undefined;
  if (q.kind === 'groups') {
    const groups = (answer.groups ?? []).filter((g) => g.n >= k);
    return groups.length ? { ...answer, groups } : undefined;
  }
  if (q.kind === 'compare') {
    const compared = (answer.compared ?? []).map((x) => (x.n >= k ? x : { ...x, measure: null, n: 0 }));
    return compared.some((x) => x.measure !== null) ? { ...answer, compared } : undefined;
  }
  return answer;
}
