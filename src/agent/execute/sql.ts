/**
 * The compiler: a resolved structured query → ONE parameterised SELECT, written by its kind
 * (operations/kinds) with the compiler's toolkit (writer.ts): identifiers only from the spec, every
 * value a parameter.
 *
 * Result shapes (the answer is written from these):
 *   values       c0…cN (the columns asked), _row, _total (rows selected before the limit)
 *   aggregate    v1 [, v2], n (rows selected) [, k (the records a share is taken over)]
 *   groups       g, v1 [, v2], n, _row (first position of the group) — or v alone when counting groups
 *   compare      g (the key, lower-cased text or a number), v, n
 *   correlation  v, n
 */
import { kindOf } from '../operations/index.js';
import type { Plan } from '../plan/plan.js';
import type { StructuredQuery } from '../plan/query.js';
import { resolveQuery } from '../plan/resolve.js';
import type { SpecScope } from '../plan/spec-index.js';
import { Writer } from './writer.js';
import { rollupFor } from './rollup.js';

/** The shape of a result's rows: its kind's, or a kind's variant ("group_count": how many groups). */
export type Shape = StructuredQuery['kind'] | 'group_count';

export interface CompiledQuery {
  text: string;
  params: unknown[];
  shape: Shape;
  /** The rollup the statement reads instead of the module's table (rollup.ts), when one answers exactly. */
  rollup?: { table: string; rows: number };
}

export interface CompileOptions {
  rowCap: number;
  /** false: never from a rollup. */
  rollups?: boolean;
}

/** Compiles a resolved plan. */
export function compilePlan(plan: Plan, opts: CompileOptions): CompiledQuery {
  const rollup = opts.rollups === false ? undefined : rollupFor(plan);
  const w = new Writer(plan, [], 't', rollup);
  const { text, shape } = kindOf(plan.query.kind).sql(w, plan.query, opts.rowCap);
  return { text, params: w.params, shape: shape as Shape, ...(rollup ? { rollup: { table: rollup.table.name, rows: rollup.rows } } : {}) };
}

/** Validates and compiles a query against the spec (throws InvalidQueryError naming what is wrong). */
export function compileQuery(q: unknown, scope: SpecScope, opts: CompileOptions): CompiledQuery & { plan: Plan } {
  const plan = resolveQuery(q, scope);
  return { ...compilePlan(plan, opts), plan };
}
