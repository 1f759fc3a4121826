/**
 * Checks a structured query against the spec and resolves every column it names: the shape by the
 * schema, then what the schema cannot say (the columns exist, the operations fit their types, the
 * joins are the spec's own). The resolved plan is what the compiler turns into SQL.
 */
import { Compile } from 'typebox/compile';
import type { SpecColumn, SpecModule } from '../../semantic/spec.types.js';
import { POSITION, QUERY_KINDS, StructuredQuerySchema, type BaseFilter, type Filter, type Measure, type StructuredQuery, type TimePart } from './query.js';
import { findModule, type SpecScope } from './spec-index.js';

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
}

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

export function describeCol(c: SpecColumn): Omit<Col, 'ref' | 'source'> {
  const numeric = c.type === 'integer' || c.type === 'number' || c.reads_as === 'number';
  const temporal = c.type === 'date' || c.type === 'timestamp' || c.reads_as === 'date';
  return { column: c, numeric, temporal, text: c.type === 'text' && !numeric && !temporal };
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

function lookup(ref: string, sources: Source[]): Col {
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

function checkFilter(f: BaseFilter | Filter, col: (ref: string) => Col, inAnchor: boolean): void {
  const c = col(f.column);
  const anchored = typeof f.value === 'object' && f.value !== null && !Array.isArray(f.value);
  const needs = (ok: boolean, why: string) => {
    if (!ok) throw new InvalidQueryError(`filter ${f.op} on ${f.column}: ${why}`);
  };
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

function checkMeasure(m: Measure, col: (ref: string) => Col, what: string): void {
  const c = m.column !== undefined ? col(m.column) : undefined;
  if (m.where) checkFilter(m.where, col, true);
  switch (m.agg) {
    case 'count':
    case 'share':
      if (m.agg === 'share' && c && !c.numeric) throw new InvalidQueryError(`${what}: a share of a total needs a numeric column`);
      return;
    case 'count_distinct':
      if (!c || c.ref === POSITION) throw new InvalidQueryError(`${what}: count_distinct needs a column`);
      return;
    case 'sum':
    case 'avg':
      if (!c?.numeric) throw new InvalidQueryError(`${what}: ${m.agg} needs a numeric column${c?.column ? `, ${c.column.name} is ${c.column.type}` : ''}`);
      return;
    case 'min':
    case 'max':
      if (!c) throw new InvalidQueryError(`${what}: ${m.agg} needs a column`);
  }
}

function checkKind(q: StructuredQuery, col: (ref: string) => Col): void {
  switch (q.kind) {
    case 'values': {
      const cols = q.columns.map(col);
      if (q.order) col(q.order.by);
      if (q.part && !cols.some((c) => c.temporal)) throw new InvalidQueryError('part needs a time column among the columns');
      if (q.distinct && q.order) throw new InvalidQueryError('distinct values come in table order; drop order or distinct');
      return;
    }
    case 'aggregate':
      q.measures.forEach((m, i) => checkMeasure(m, col, `measure ${i + 1}`));
      if (q.combine && q.measures.length !== 2) throw new InvalidQueryError('combine needs two measures');
      return;
    case 'groups': {
      const g = col(q.group_by.column);
      if (g.ref === POSITION) throw new InvalidQueryError('cannot group by the row position');
      if (q.group_by.part && !g.temporal) throw new InvalidQueryError('part needs a time column to group by');
      q.measures.forEach((m, i) => checkMeasure(m, col, `measure ${i + 1}`));
      if (q.having) checkMeasure(q.having.measure, col, 'having');
      return;
    }
    case 'compare': {
      const k = col(q.key);
      if (k.ref === POSITION) throw new InvalidQueryError('the key of a comparison is a column');
      if (q.part) {
        if (!k.temporal) throw new InvalidQueryError(`periods are compared on a time column; ${k.ref} is not`);
        const shape = PERIOD_SHAPES[q.part];
        for (const v of q.values) if (!shape.test(String(v))) throw new InvalidQueryError(`${String(v)} is not a ${q.part} (as in ${PERIOD_EXAMPLES[q.part]})`);
      }
      checkMeasure(q.measure, col, 'measure');
      if ((q.ask === 'difference' || q.ask === 'ratio') && q.values.length !== 2) throw new InvalidQueryError(`${q.ask} compares exactly two values`);
      return;
    }
    case 'correlation':
      for (const c of q.columns.map(col))
        if (!c.numeric || c.ref === POSITION) throw new InvalidQueryError(`correlation needs numeric columns; ${c.ref} is not`);
  }
}

/** How each period is written, as the groupings write it. */
const PERIOD_SHAPES: Record<TimePart, RegExp> = {
  year: /^\d{4}$/,
  quarter: /^\d{4}-Q[1-4]$/,
  month: /^\d{4}-(0[1-9]|1[0-2])$/,
  week: /^\d{4}-\d{2}-\d{2}$/,
  day: /^\d{4}-\d{2}-\d{2}$/,
};
const PERIOD_EXAMPLES: Record<TimePart, string> = { year: '2012', quarter: '2012-Q1', month: '2012-03', week: '2012-03-05', day: '2012-03-05' };

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
  checkKind(q, col);
  return { query: q, base, sources, joins, col };
}
