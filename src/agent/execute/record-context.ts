/**
 * Columns shown beside a values answer at full exposure, so that it says which record it is and why
 * it was picked: the record's name beside another of its values ("812 — Harbour Lane, the Bridges
 * record with the highest Span"), the value it was ranked by, and the value a numeric bound tested ("days hotter than 32": each
 * day with its temperature). The answer's values stay the first column's; nothing is added below full.
 */
import type { Exposure } from '../../contracts/exposure.js';
import { POSITION, type StructuredQuery } from '../plan/query.js';
import type { SpecScope } from '../plan/spec-index.js';

/** Context columns added at most: a name, the value ranked by and one tested value. */
const MAX_CONTEXT = 3;
const BOUNDS = new Set(['gt', 'gte', 'lt', 'lte']);

export function withContext(q: StructuredQuery, scope: SpecScope, exposure: Exposure): StructuredQuery {
  if (exposure !== 'full' || q.kind !== 'values' || q.columns.length !== 1) return q;
  const base = scope.modules.find((m) => m.module_id === q.module);
  if (!base) return q;
  const extra: string[] = [];
  // A record picked by its rank or position is named by its identifier, when the answer is another of its values.
  const name = base.columns.find((c) => c.role === 'identifier');
  if (name && q.limit !== undefined && q.limit <= 10 && q.columns[0] !== name.name) extra.push(name.name);
  // The value it was ranked by: "Harbour Lane — the record with the highest Span, at 1,204".
  if (q.order && q.order.by !== POSITION && q.limit !== undefined && q.limit <= 10 && q.columns[0] !== q.order.by) extra.push(q.order.by);
  for (const f of q.filters) if (BOUNDS.has(f.op) && f.column !== POSITION && !q.columns.includes(f.column) && !extra.includes(f.column)) extra.push(f.column);
  return extra.length ? { ...q, columns: [...q.columns, ...extra.slice(0, MAX_CONTEXT)] } : q;
}
