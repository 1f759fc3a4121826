/**
 * Checks a structured query against the spec and resolves every column it names: the shape by the
 * schema, then what the schema cannot say (the columns exist, the operations fit their types, the
 * joins are the spec's own). The resolved plan is what the compiler turns into SQL.
 */
import { Compile } from 'typebox/compile';
import type { SpecModule } from '../../contracts/spec.js';
import { kindOf } from '../operations/index.js';
import { checkFilter, describeCol, InvalidQueryError, lookup, type Col, type Plan, type Source } from './plan.js';
import { QUERY_KINDS, StructuredQuerySchema, type StructuredQuery } from './query.js';
import { relatedOf, type Filter, type JoinStep, type Related } from './schema.js';
import { findModule, type SpecScope } from './spec-index.js';

export { describeCol, InvalidQueryError, type Col, type Plan, type Source } from './plan.js';

const shape = Compile(StructuredQuerySchema);
/** One validator per kind: TypeBox 1.x reports the errors of every member of a union, so a wrong query is described by its own kind's schema. */
const shapeOfKind = new Map(StructuredQuerySchema.anyOf.map((s) => [s.properties.kind.const as string, Compile(s)]));

function shapeErrors(q: unknown): string {
  if (!q || typeof q !== 'object' || Array.isArray(q)) return '/: must be an object';
  const kind = (q as { kind?: unknown }).kind;
  const own = typeof kind === 'string' ? shapeOfKind.get(kind) : undefined;
  if (!own) return `/kind: must be one of: ${QUERY_KINDS.join(', ')}`;
  // Per place, once: the alternatives of a union joined by "or" (its own "must match a schema in
  // anyOf" left out), a union of constants as one "must be one of"; an extra property is said by
  // its object ("must not have additional properties"), not again by itself ("schema is false").
  const at = new Map<string, { allowed: unknown[]; messages: Set<string> }>();
  for (const e of own.Errors(q)) {
    if (e.keyword === 'boolean') continue;
    const place = at.get(e.instancePath || '/') ?? { allowed: [], messages: new Set<string>() };
    if (e.keyword === 'const') place.allowed.push(e.params.allowedValue);
    else if (e.keyword === 'additionalProperties') place.messages.add(`${e.message}: ${e.params.additionalProperties.join(', ')}`);
    else if (e.keyword !== 'anyOf') place.messages.add(e.message);
    at.set(e.instancePath || '/', place);
  }
  const said = ({ allowed, messages }: { allowed: unknown[]; messages: Set<string> }) =>
    [...(allowed.length > 0 ? [`must be one of: ${allowed.join(', ')}`] : []), ...messages].join(' or ');
  return [...at]
    .slice(0, 3)
    .map(([place, errors]) => `${place}: ${said(errors)}`)
    .join('; ');
}

function resolveJoins(steps: JoinStep[], scope: SpecScope, base: SpecModule): { sources: Source[]; joins: Plan['joins'] } {
  const sources: Source[] = [{ alias: 't0', module: base }];
  const joins: Plan['joins'] = [];
  for (const step of steps) {
    const m = findModule(scope, step.module);
    if (!m) throw new InvalidQueryError(`unknown module ${JSON.stringify(step.module)} in join`);
    if (sources.some((s) => s.module === m)) throw new InvalidQueryError(`module ${m.name} is joined twice`);
    const left = lookup(step.left, sources);
    const source: Source = { alias: `t${sources.length}`, module: m };
    const rc = m.columns.find((c) => c.name === step.right);
    if (!rc || !left.column) throw new InvalidQueryError(`join ${step.left} = ${m.name}.${step.right}: no such columns`);
    if (!isSpecJoin(scope, left.source.module.module_id, left.column.name, m.module_id, rc.name))
      throw new InvalidQueryError(`${left.source.module.name}.${left.column.name} = ${m.name}.${rc.name} is not a join of the spec`);
    sources.push(source);
    joins.push({ left, right: { ref: `${m.module_id}.${rc.name}`, source, ...describeCol(rc) } });
  }
  return { sources, joins };
}

/** Whether two columns are related by one of the spec's joins, either way round. */
function isSpecJoin(scope: SpecScope, leftModule: string, leftColumn: string, rightModule: string, rightColumn: string): boolean {
  return scope.joins.some(
    (j) =>
      (j.left.module_id === leftModule && j.left.column === leftColumn && j.right.module_id === rightModule && j.right.column === rightColumn) ||
      (j.right.module_id === leftModule && j.right.column === leftColumn && j.left.module_id === rightModule && j.left.column === rightColumn),
  );
}

/** A module and its joins as a plan's tables, with its column lookup. */
function planOf(query: StructuredQuery, base: SpecModule, steps: JoinStep[], scope: SpecScope, related: Map<Related, Plan>): Plan {
  const { sources, joins } = resolveJoins(steps, scope, base);
  const cache = new Map<string, Col>();
  const col = (ref: string) => {
    let c = cache.get(ref);
    if (!c) cache.set(ref, (c = lookup(ref, sources)));
    return c;
  };
  const sub = (r: Related) => {
    const p = related.get(r);
    if (!p) throw new InvalidQueryError('related rows the query does not hold');
    return p;
  };
  return { query, base, sources, joins, col, related: sub };
}

/**
 * The related rows an exists / not_exists filter tests: a module joined to the filter's column by a
 * spec join, with its own joins, its filters checked against them. No relation nests in another.
 */
function resolveRelated(f: Filter, plan: Plan, scope: SpecScope, related: Map<Related, Plan>): void {
  const r = relatedOf(f);
  if (!r) return;
  const c = plan.col(f.column);
  const m = findModule(scope, r.module);
  if (!m) throw new InvalidQueryError(`unknown module ${JSON.stringify(r.module)} in related rows`);
  if (!c.column || !m.columns.some((x) => x.name === r.key) || !isSpecJoin(scope, c.source.module.module_id, c.column.name, m.module_id, r.key))
    throw new InvalidQueryError(`${c.source.module.name}.${f.column} = ${m.name}.${r.key} is not a join of the spec`);
  const sub = planOf(plan.query, m, r.join ?? [], scope, related);
  for (const g of r.filters) checkFilter(g, sub.col, true);
  related.set(r, sub);
}

/** Validates a query (from our parser or a model) against the spec; throws InvalidQueryError naming what is wrong. */
/** Whether a query fits the specs as the caller reads them (its modules and columns there): a kept reading may no longer. */
export function fitsScope(q: unknown, scope: SpecScope): boolean {
  try {
    resolveQuery(q, scope);
    return true;
  } catch (err) {
    if (err instanceof InvalidQueryError) return false;
    throw err;
  }
}

export function resolveQuery(input: unknown, scope: SpecScope): Plan {
  if (!shape.Check(input)) throw new InvalidQueryError(`the query does not have the expected shape: ${shapeErrors(input)}`);
  const q = input as StructuredQuery;
  const base = findModule(scope, q.module);
  if (!base) throw new InvalidQueryError(`unknown module ${JSON.stringify(q.module)}`);
  const related = new Map<Related, Plan>();
  const plan = planOf(q, base, q.join ?? [], scope, related);
  for (const f of q.filters) {
    checkFilter(f, plan.col, false);
    resolveRelated(f, plan, scope, related);
  }
  kindOf(q.kind).check(q, plan.col);
  return plan;
}
