import type { SpecColumn, SpecModule } from '../semantic/spec.types.js';
import { AGGREGATES, FILTER_OPS, INTENTS, TIME_GRAINS, type Filter, type StructuredQuery, type TimeGrain } from './query.js';
import { findColumn, findModule, isNumeric, isTemporal, type SpecScope } from './spec-index.js';

/** A structured query that does not fit the spec: a column it does not have, an operation its type cannot take. */
export class InvalidQueryError extends Error {}

/** scalar: one row {v, n}; groups: {g, v, n}; share: {g, v, s}; records: the listed columns plus _total. */
export type Shape = 'scalar' | 'groups' | 'share' | 'records';

export interface CompiledQuery {
  text: string;
  params: unknown[];
  shape: Shape;
}

const SAFE_COLUMN = /^[a-z_][a-z0-9_]*$/;
const SAFE_TABLE_PART = /^[A-Za-z_][A-Za-z0-9_]*$/;

function ident(name: string, pattern: RegExp): string {
  if (!pattern.test(name)) throw new InvalidQueryError(`unsafe identifier in spec: ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/** Checks a query against the spec; returns the module. Throws InvalidQueryError naming what is wrong. */
export function validateQuery(q: StructuredQuery, scope: SpecScope): SpecModule {
  if (!INTENTS.includes(q.intent)) throw new InvalidQueryError(`unknown intent ${String(q.intent)}`);
  const module = findModule(scope, q.module);
  if (!module) throw new InvalidQueryError(`unknown module ${String(q.module)}`);
  const col = (name: unknown, what: string): SpecColumn => {
    const c = typeof name === 'string' ? findColumn(module, name) : undefined;
    if (!c) throw new InvalidQueryError(`unknown ${what} column ${JSON.stringify(name)} in module ${module.name}`);
    return c;
  };
  if (q.measure) {
    if (!AGGREGATES.includes(q.measure.agg)) throw new InvalidQueryError(`unknown aggregate ${String(q.measure.agg)}`);
    if (q.measure.column !== undefined) {
      const c = col(q.measure.column, 'measure');
      if ((q.measure.agg === 'sum' || q.measure.agg === 'avg' || (q.measure.agg === 'range' && !isTemporal(c))) && !isNumeric(c))
        throw new InvalidQueryError(`${q.measure.agg} needs a numeric column, ${c.name} is ${c.type}`);
    } else if (q.measure.agg !== 'count') throw new InvalidQueryError(`${q.measure.agg} needs a column`);
  }
  if (q.group_by) {
    col(q.group_by.column, 'group');
    if (q.group_by.grain !== undefined && !TIME_GRAINS.includes(q.group_by.grain))
      throw new InvalidQueryError(`unknown time grain ${String(q.group_by.grain)}`);
  }
  if (!Array.isArray(q.filters)) throw new InvalidQueryError('filters must be a list');
  for (const f of q.filters) {
    const c = col(f.column, 'filter');
    if (!FILTER_OPS.includes(f.op)) throw new InvalidQueryError(`unknown filter operation ${String(f.op)}`);
    const values = Array.isArray(f.value) ? f.value : [f.value];
    if (values.length === 0 || values.length > 50) throw new InvalidQueryError('a filter needs one to fifty values');
    for (const v of values)
      if (!['string', 'number', 'boolean'].includes(typeof v)) throw new InvalidQueryError('filter values must be scalars');
    if ((f.op === 'range' || f.op === 'month') && !isTemporal(c)) throw new InvalidQueryError(`${f.op} needs a date column`);
    if (f.op === 'range' && (!Array.isArray(f.value) || f.value.length !== 2)) throw new InvalidQueryError('range takes [from, to]');
    if (f.op === 'in' && !Array.isArray(f.value)) throw new InvalidQueryError('in takes a list');
    if (f.op !== 'in' && f.op !== 'range' && Array.isArray(f.value)) throw new InvalidQueryError(`${f.op} takes one value`);
  }
  for (const c of q.columns ?? []) col(c, 'shown');
  if (q.share_of !== undefined) {
    col(q.share_of.column, 'share');
    if (!['eq', 'neq', 'in'].includes(q.share_of.op)) throw new InvalidQueryError('share_of takes eq, neq or in');
    if (q.intent !== 'share' || !q.group_by) throw new InvalidQueryError('share_of needs a share by a group');
  }
  if (q.order !== undefined && q.order !== 'asc' && q.order !== 'desc') throw new InvalidQueryError('order is asc or desc');
  if (q.limit !== undefined && (!Number.isInteger(q.limit) || q.limit < 1)) throw new InvalidQueryError('limit is a positive integer');
  return module;
}

function timeBucket(colSql: string, grain: TimeGrain): string {
  switch (grain) {
    case 'year':
      return `to_char(${colSql}, 'YYYY')`;
    case 'quarter':
      return `to_char(${colSql}, 'YYYY-"Q"Q')`;
    case 'month':
      return `to_char(${colSql}, 'YYYY-MM')`;
    case 'week':
      return `to_char(date_trunc('week', ${colSql}), 'YYYY-MM-DD')`;
    case 'day':
      return `to_char(${colSql}, 'YYYY-MM-DD')`;
  }
}

/**
 * Turns a validated structured query into ONE parameterised SELECT over the module's table.
 * Identifiers come only from the spec (and are checked to be our own safe names); every value is a parameter.
 */
export function compileQuery(q: StructuredQuery, scope: SpecScope, opts: { rowCap: number }): CompiledQuery {
  const module = validateQuery(q, scope);
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const table = `${ident(module.table.schema, SAFE_TABLE_PART)}.${ident(module.table.name, SAFE_TABLE_PART)}`;
  const column = (name: string) => ident(findColumn(module, name)!.name, SAFE_COLUMN);
  const spec = (name: string) => findColumn(module, name)!;

  const where: string[] = q.filters.map((f) => filterSql(f, spec(f.column), column(f.column), p));
  const limit = Math.max(1, Math.min(q.limit ?? opts.rowCap, opts.rowCap));

  const aggSql = (() => {
    const m = q.measure ?? { agg: 'count' as const };
    if (m.agg === 'count' || m.column === undefined) return { v: 'count(*)', n: 'count(*)', v2: undefined as string | undefined };
    const c = column(m.column);
    if (m.agg === 'range') return { v: `min(${c})`, n: `count(${c})`, v2: `max(${c})` };
    return { v: `${m.agg}(${c})`, n: `count(${c})`, v2: undefined };
  })();

  const whereSql = (extra: string[] = []) => {
    const all = [...where, ...extra];
    return all.length ? ` WHERE ${all.join(' AND ')}` : '';
  };

  const recordQuery = q.intent === 'lookup' || (q.intent === 'ranking' && !q.group_by);
  if (recordQuery) {
    const shown = [...new Set([...(q.columns ?? []), ...(q.measure?.column ? [q.measure.column] : [])])];
    if (shown.length === 0) shown.push(...module.columns.slice(0, 8).map((c) => c.name));
    const select = shown.map((c) => `${column(c)} AS ${column(c)}`).join(', ');
    const sortCol = q.measure?.column;
    const extra = sortCol ? [`${column(sortCol)} IS NOT NULL`] : [];
    const order = sortCol ? ` ORDER BY ${column(sortCol)} ${q.order === 'asc' ? 'ASC' : 'DESC'}` : '';
    return {
      text: `SELECT ${select}, count(*) OVER () AS _total FROM ${table}${whereSql(extra)}${order} LIMIT ${limit}`,
      params,
      shape: 'records',
    };
  }

  if (!q.group_by) {
    return { text: `SELECT ${aggSql.v} AS v, ${aggSql.n} AS n${aggSql.v2 ? `, ${aggSql.v2} AS v2` : ''} FROM ${table}${whereSql()}`, params, shape: 'scalar' };
  }

  const g = spec(q.group_by.column);
  const gExpr = isTemporal(g) ? timeBucket(column(g.name), q.group_by.grain ?? 'year') : column(g.name);
  const notNull = [`${column(g.name)} IS NOT NULL`];
  if (q.intent === 'share' && q.share_of) {
    const cond = filterSql(q.share_of, spec(q.share_of.column), column(q.share_of.column), p);
    const order = isTemporal(g) ? 'ORDER BY 1 ASC' : 'ORDER BY 3 DESC NULLS LAST, 1';
    return {
      text:
        `SELECT ${gExpr} AS g, count(*) FILTER (WHERE ${cond}) AS v, 100.0 * count(*) FILTER (WHERE ${cond}) / NULLIF(count(*), 0) AS s, count(*) AS n` +
        ` FROM ${table}${whereSql(notNull)} GROUP BY 1 ${order} LIMIT ${limit}`,
      params,
      shape: 'share',
    };
  }
  if (q.intent === 'share') {
    return {
      text:
        `SELECT ${gExpr} AS g, ${aggSql.v} AS v, 100.0 * ${aggSql.v} / NULLIF(sum(${aggSql.v}) OVER (), 0) AS s` +
        ` FROM ${table}${whereSql(notNull)} GROUP BY 1 ORDER BY 2 DESC NULLS LAST, 1 LIMIT ${limit}`,
      params,
      shape: 'share',
    };
  }
  const order =
    q.intent === 'trend' || (isTemporal(g) && q.intent !== 'ranking')
      ? 'ORDER BY 1 ASC'
      : `ORDER BY 2 ${q.order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, 1`;
  return {
    text: `SELECT ${gExpr} AS g, ${aggSql.v} AS v, ${aggSql.n} AS n${aggSql.v2 ? `, ${aggSql.v2} AS v2` : ''} FROM ${table}${whereSql(notNull)} GROUP BY 1 HAVING ${aggSql.v} IS NOT NULL ${order} LIMIT ${limit}`,
    params,
    shape: 'groups',
  };
}

function filterSql(f: Filter, c: SpecColumn, col: string, p: (v: unknown) => string): string {
  const values = Array.isArray(f.value) ? f.value : [f.value];
  const textual = c.type === 'text';
  const cast = c.type === 'date' ? '::date' : c.type === 'timestamp' ? '::timestamp' : '';
  const one = (v: unknown) => (textual ? `lower(${p(String(v))})` : `${p(v)}${cast}`);
  const lhs = textual ? `lower(${col})` : col;
  switch (f.op) {
    case 'eq':
      return `${lhs} = ${one(values[0])}`;
    case 'neq':
      return `${lhs} <> ${one(values[0])}`;
    case 'in':
      return `${lhs} IN (${values.map(one).join(', ')})`;
    case 'gt':
      return `${col} > ${p(values[0])}${cast}`;
    case 'gte':
      return `${col} >= ${p(values[0])}${cast}`;
    case 'lt':
      return `${col} < ${p(values[0])}${cast}`;
    case 'lte':
      return `${col} <= ${p(values[0])}${cast}`;
    case 'range':
      return `${col} >= ${p(String(values[0]))}${cast} AND ${col} < ${p(String(values[1]))}${cast}`;
    case 'month':
      return `EXTRACT(MONTH FROM ${col}) = ${p(Number(values[0]))}`;
    case 'null':
      return `${col} IS NULL`;
    case 'not_null':
      return `${col} IS NOT NULL`;
    case 'contains': {
      const escaped = String(values[0]).replace(/[\\%_]/g, (ch) => `\\${ch}`);
      return `${col}::text ILIKE ${p(`%${escaped}%`)}`;
    }
  }
}
