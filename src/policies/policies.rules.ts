/**
 * What a policy means, as plain functions: the rows and columns it leaves a caller, and whether
 * one set of policies is at least as narrow as another (a non-owner may only narrow).
 */
import type { Attributes, Policy, RowFilter } from './policies.schemas.js';

/** A policy applied to one caller: its filter's values read from the caller's attributes. */
export interface AppliedPolicy {
  module_id: string;
  /** The values the rows are limited to (an attribute the caller lacks: none, so no rows). */
  row_filter: { column: string; values: string[]; attribute?: string } | null;
  hidden_columns: string[];
}

const fold = (v: string) => v.toLowerCase();

/** The values of a row filter for a caller with these attributes (fail closed: a missing attribute is no value). */
export function filterValues(f: RowFilter, attributes: Attributes): string[] {
  if ('values' in f) return f.values;
  const v = attributes[f.attribute];
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}

export function applied(p: Policy, attributes: Attributes): AppliedPolicy {
  const f = p.row_filter;
  return {
    module_id: p.module_id,
    row_filter: f ? { column: f.column, values: filterValues(f, attributes), ...('attribute' in f ? { attribute: f.attribute } : {}) } : null,
    hidden_columns: [...p.hidden_columns],
  };
}

/** The row filter `after` leaves at most the rows `before` does (same column: fewer values, or the same attribute). */
function filterNarrows(before: RowFilter | null, after: RowFilter | null): boolean {
  if (before === null) return true;
  if (after === null || after.column !== before.column) return false;
  if ('attribute' in before) return 'attribute' in after && after.attribute === before.attribute;
  if (!('values' in after)) return false;
  const allowed = new Set(before.values.map(fold));
  return after.values.every((v) => allowed.has(fold(v)));
}

/**
 * Whether `after` is at least as narrow as `before`: every module `before` limits is limited by
 * `after` with every column it hides still hidden and a row filter that keeps no row it did not.
 * Modules `before` did not limit may gain limits.
 */
export function narrows(before: Policy[], after: Policy[]): boolean {
  const next = new Map(after.map((p) => [p.module_id, p]));
  return before.every((b) => {
    const a = next.get(b.module_id);
    if (!a) return false;
    const hidden = new Set(a.hidden_columns);
    return b.hidden_columns.every((c) => hidden.has(c)) && filterNarrows(b.row_filter, a.row_filter);
  });
}
