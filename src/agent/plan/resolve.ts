/**
 * Checks a structured query against the spec and resolves every column it names: the shape by the
 * schema, then what the schema cannot say (the columns exist, the operations fit their types, the
 * joins are the spec's own). The resolved plan is what the compiler turns into SQL.
 */
import { Compile } from 'typebox/compile';
import type { SpecModule } from '../../semantic/spec.types.js';
import { kindOf } from '../operations/index.js';
import { checkFilter, describeCol, InvalidQueryError, lookup, type Col, type Plan, type Source } from './plan.js';
import { QUERY_KINDS, StructuredQuerySchema, type StructuredQuery } from './query.js';
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

function resolveJoins(q: StructuredQuery, scope: SpecScope, base: SpecModule): { sources: Source[]; joins: Plan['joins'] } {
  const sources: Source[] = [{ alias: 't0', module: base }];
  const joins: Plan['joins'] = [];
  for (const step of q.join ?? []) {
    const m = findModule(scope, step.module);
    if (!m) throw new InvalidQueryError(`unknown module ${JSON.stringify(step.module)} in join`);
    if (sources.some((s) => s.module === m)) throw new InvalidQueryError(`module ${m.name} is joined twice`);
    const left = lookup(step.left, sources);
    const source: Source = { alias: `t${sources.length}`, module: m };
    const rc = m.columns.find((c) => c.name === step.right);
    if (!rc || !left.column) throw new InvalidQueryError(`join ${step.left} = ${m.name}.${step.right}: no such columns`);
    const known = scope.joins.some(
      (j) =>
        (j.left.module_id === left.source.module.module_id &&
          j.left.column === left.column!.name &&
          j.right.module_id === m.module_id &&
          j.right.column === rc.name) ||
        (j.right.module_id === left.source.module.module_id &&
          j.right.column === left.column!.name &&
          j.left.module_id === m.module_id &&
          j.left.column === rc.name),
    );
    if (!known) throw new InvalidQueryError(`${left.source.module.name}.${left.column.name} = ${m.name}.${rc.name} is not a join of the spec`);
    sources.push(source);
    joins.push({ left, right: { ref: `${m.module_id}.${rc.name}`, source, ...describeCol(rc) } });
  }
  return { sources, joins };
}

/** Validates a query (from our parser or a model) against the spec; throws InvalidQueryError naming what is wrong. */
export function resolveQuery(input: unknown, scope: SpecScope): Plan {
  if (!shape.Check(input)) throw new InvalidQueryError(`the query does not have the expected shape: ${shapeErrors(input)}`);
  const q = input as StructuredQuery;
  const base = findModule(scope, q.module);
  if (!base) throw new InvalidQueryError(`unknown module ${JSON.stringify(q.module)}`);
  const { sources, joins } = resolveJoins(q, scope, base);
  const cache = new Map<string, Col>();
  const col = (ref: string) => {
    let c = cache.get(ref);
    if (!c) cache.set(ref, (c = lookup(ref, sources)));
    return c;
  };
  for (const f of q.filters) checkFilter(f, col, false);
  kindOf(q.kind).check(q, col);
  return { query: q, base, sources, joins, col };
}
