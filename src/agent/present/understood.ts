/**
 * A structured query in words — the data, the measure, the filters, the grouping, the join — for the
 * answer's justification, the trace, and the "how this was answered" panel. Written from the query
 * (never from a model's text) and in the words the exposure allows: below full no figure of the
 * data appears, and at advisory no value of an identifying or free-text column. Each kind of query
 * says its own part (operations/kinds); the words of columns and filters are words.ts's.
 */
import type { Exposure } from '../../contracts/exposure.js';
import { kindOf } from '../operations/index.js';
import type { Plan } from '../plan/plan.js';
import type { StructuredQuery } from '../plan/query.js';
import { labelOfCol, whereWords } from './words.js';

/** What was understood, as short statements (for the trace and the panel). */
export function understood(q: StructuredQuery, plan: Plan, exposure: Exposure): string[] {
  const out = [
    `data: ${plan.base.name}${plan.joins.length ? ` joined with ${plan.joins.map((j) => `${j.right.source.module.name} (${labelOfCol(j.left)} = ${labelOfCol(j.right)})`).join(', ')}` : ''}`,
  ];
  if (q.filters.length) out.push(`rows${whereWords(q.filters, plan, exposure)}`);
  out.push(...kindOf(q.kind).words(q, plan, exposure));
  return out;
}
