/**
 * What a resolved query is — the tables it reads (a module and the ones joined to it) and every
 * column it names, resolved against the spec — and the checks every operation shares: a column
 * exists, a filter fits its column. resolve.ts builds a plan; the operations check their own parts.
 */
import type { SpecColumn, SpecModule } from '../../contracts/spec.js';
import type { StructuredQuery } from './query.js';
import { ofAllOf, otherOf, POSITION, relatedOf, type BaseFilter, type Filter, type Related } from './schema.js';

/** A structured query that does not fit the spec: a column it does not have, an operation its type cannot take. */
export class InvalidQueryError extends Error {}

export interface Source {
  /** The table's alias in SQL: t0 for the module queried, t1… for the joined ones. */
  alias: string;
  module: SpecModule;
}

/** A resolved column reference. `column` is absent for the row position. */
export interface Col {
  ref: string;
  source: Source;
  column?: SpecColumn;
  /** Compared and aggregated as a number (number types, text read as numbers, the position). */
  numeric: boolean;
  /** Compared as a date (date and time types, text read as dates). */
  temporal: boolean;
  /** Plain text (compared case-insensitively). */
  text: boolean;
}

export interface Plan {
  query: StructuredQuery;
  base: SpecModule;
  sources: Source[];
  joins: { left: Col; right: Col }[];
  col(ref: string): Col;
  /** The plan of the related rows an exists / not_exists filter tests (resolved with the query). */
  related(r: Related): Plan;
}

export function describeCol(c: SpecColumn): Omit<Col, 'ref' | 'source'> {
  const numeric = c.type === 'integer' || c.type === 'number' || c.reads_as === 'number';
  const temporal = c.type === 'date' || c.type === 'timestamp' || c.reads_as === 'date';
  return { column: c, numeric, temporal, text: c.type === 'text' && !numeric && !temporal };
}

/** A column reference of the query, resolved among its sources (the queried module, the joined ones). */
export function lookup(ref: string, sources: Source[]): Col {
  if (ref === POSITION) return { ref, source: sources[0]!, numeric: true, temporal: false, text: false };
  const dot = ref.lastIndexOf('.');
  const source = dot === -1 ? sources[0]! : sources.find((s) => s.module.module_id === ref.slice(0, dot));
  if (!source) throw new InvalidQueryError(`column ${JSON.stringify(ref)}: its module is not the queried one nor joined`);
  const name = dot === -1 ? ref : ref.slice(dot + 1);
  const column = source.module.columns.find((c) => c.name === name);
  if (!column) throw new InvalidQueryError(`unknown column ${JSON.stringify(name)} in module ${source.module.name}`);
  return { ref, source, ...describeCol(column) };
}

const scalars = (v: unknown) => (Array.isArray(v) ? v : [v]);

export function checkFilter(f: BaseFilter | Filter, col: (ref: string) => Col, inAnchor: boolean): void {
  const c = col(f.column);
  if (f.op === 'exists' || f.op === 'not_exists') {
    // The related rows themselves are checked against their own plan (resolve.ts).
    if (inAnchor || !relatedOf(f)) throw new InvalidQueryError(`filter ${f.op} on ${f.column}: takes { related } and stands among the query's own filters`);
    return;
  }
  const anchored = typeof f.value === 'object' && f.value !== null && !Array.isArray(f.value);
  const needs = (ok: boolean, why: string) => {
    if (!ok) throw new InvalidQueryError(`filter ${f.op} on ${f.column}: ${why}`);
  };
  const other = otherOf(f);
  if (other !== undefined) {
    const o = col(other);
    needs(['eq', 'neq', 'gt', 'gte', 'lt', 'lte'].includes(f.op), 'only comparisons take another column');
    needs((c.numeric && o.numeric) || (c.temporal && o.temporal), 'compares numbers with numbers or dates with dates');
    return;
  }
  if (ofAllOf(f) !== undefined) {
    needs(!inAnchor, "a figure of all the records stands among the query's own filters");
    needs(['gt', 'gte', 'lt', 'lte'].includes(f.op), 'only comparisons take a figure of all the records');
    return needs(c.numeric, 'compares a number');
  }
  if (anchored) {
    needs(!inAnchor, 'an anchor cannot hold another anchor');
    needs(['eq', 'neq', 'gt', 'gte', 'lt', 'lte'].includes(f.op), 'only comparisons take an anchor');
    for (const a of (f.value as { anchor: BaseFilter[] }).anchor) checkFilter(a, col, true);
    return;
  }
  const list = Array.isArray(f.value);
  switch (f.op) {
    case 'null':
    case 'not_null':
      return;
    case 'in':
    case 'not_in':
      return needs(list, 'takes a list of values');
    case 'range':
      needs(c.temporal, 'needs a time column');
      return needs(list && (f.value as unknown[]).length === 2 && (f.value as unknown[]).every((v) => typeof v === 'string'), 'takes [from, to) as ISO dates');
    case 'month':
      needs(c.temporal, 'needs a time column');
      return needs(Number.isInteger(f.value) && (f.value as number) >= 1 && (f.value as number) <= 12, 'takes a month number 1-12');
    case 'contains':
      needs(!!c.column && c.column.type === 'text', 'needs a text column');
      return needs(typeof f.value === 'string' && f.value.length > 0, 'takes a text');
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      needs(c.numeric || c.temporal, 'needs a numeric or time column');
      return needs(!list && f.value !== undefined && typeof f.value !== 'boolean', 'takes one number (or an ISO date)');
    default:
      needs(!list && f.value !== undefined, 'takes one value');
      for (const v of scalars(f.value)) needs(['string', 'number', 'boolean'].includes(typeof v), 'values are scalars');
  }
}
