/**
 * The compiler: a resolved structured query → ONE parameterised SELECT. Identifiers come only from
 * the spec (checked again to be our own safe names); every value is a parameter. Text cells that
 * read as numbers or dates go through specgate_number / specgate_date (migrations/006).
 *
 * Result shapes (the answer is written from these):
 *   values       c0…cN (the columns asked), _row, _total (rows selected before the limit)
 *   aggregate    v1 [, v2], n (rows selected)
 *   groups       g, v1 [, v2], n, _row (first position of the group) — or v alone when counting groups
 *   compare      g (the key, lower-cased text or a number), v, n
 *   correlation  v, n
 */
import { POSITION, shareKnown, type BaseFilter, type Filter, type Measure, type StructuredQuery, type TimePart } from '../plan/query.js';
import { InvalidQueryError, resolveQuery, type Col, type Plan } from '../plan/resolve.js';
import type { SpecScope } from '../plan/spec-index.js';

export type Shape = StructuredQuery['kind'] | 'group_count';

export interface CompiledQuery {
  text: string;
  params: unknown[];
  shape: Shape;
}

const SAFE_COLUMN = /^[a-z_][a-z0-9_]{0,62}$/;
const SAFE_TABLE_PART = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

function ident(name: string, pattern: RegExp): string {
  if (!pattern.test(name)) throw new InvalidQueryError(`unsafe identifier in spec: ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/** Builds SQL for one plan; `prefix` renames the aliases (an anchor's subquery has its own). */
class Writer {
  readonly params: unknown[];
  constructor(
    readonly plan: Plan,
    params: unknown[] = [],
    readonly prefix = 't',
  ) {
    this.params = params;
  }

  p(v: unknown): string {
    this.params.push(v);
    return `$${this.params.length}`;
  }

  alias(c: Col): string {
    return `${this.prefix}${c.source.alias.slice(1)}`;
  }

  /** The cell as stored. */
  raw(c: Col): string {
    if (c.ref === POSITION || !c.column) return `${this.alias(c)}."_row"`;
    return `${this.alias(c)}.${ident(c.column.name, SAFE_COLUMN)}`;
  }

  num(c: Col): string {
    return c.column?.reads_as === 'number' ? `specgate_number(${this.raw(c)})` : this.raw(c);
  }

  time(c: Col): string {
    return c.column?.reads_as === 'date' ? `specgate_date(${this.raw(c)})` : this.raw(c);
  }

  /** How the column sorts and compares: as a number, a date, or lower-cased text. */
  ordered(c: Col): string {
    return c.numeric ? this.num(c) : c.temporal ? this.time(c) : c.column?.type === 'text' ? `lower(${this.raw(c)})` : this.raw(c);
  }

  /** How a cell is returned: as written (dates as ISO text), or as a part of a time. */
  shown(c: Col, part?: TimePart): string {
    if (part && c.temporal) return part === 'year' ? `EXTRACT(YEAR FROM ${this.time(c)})::int` : bucket(this.time(c), part);
    if (c.column?.type === 'timestamp') return `to_char(${this.raw(c)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
    return this.raw(c);
  }

  from(): string {
    const [first, ...rest] = this.plan.sources;
    const table = (s: typeof first) => `${ident(s!.module.table.schema, SAFE_TABLE_PART)}.${ident(s!.module.table.name, SAFE_TABLE_PART)}`;
    let sql = `${table(first)} AS ${this.prefix}0`;
    rest.forEach((s, i) => {
      const j = this.plan.joins[i]!;
      sql += ` LEFT JOIN ${table(s)} AS ${this.prefix}${s.alias.slice(1)} ON ${this.raw(j.left)} = ${this.raw(j.right)}`;
    });
    return sql;
  }

  where(filters: (Filter | BaseFilter)[], extra: string[] = []): string {
    const all = [...filters.map((f) => this.filter(f)), ...extra];
    return all.length ? ` WHERE ${all.join(' AND ')}` : '';
  }

  filter(f: Filter | BaseFilter): string {
    const c = this.plan.col(f.column);
    if (typeof f.value === 'object' && f.value !== null && !Array.isArray(f.value)) return this.anchored(f as Filter, c);
    return filterSql(this, f as BaseFilter, c);
  }

  /** "more than Spain": the column compared with its own value in the first row meeting the anchor. */
  anchored(f: Filter, c: Col): string {
    const inner = new Writer(this.plan, this.params, `${this.prefix}a`);
    const anchor = (f.value as { anchor: BaseFilter[] }).anchor;
    const expr = (w: Writer) => (c.numeric ? w.num(c) : c.temporal ? w.time(c) : w.ordered(c));
    const sub = `(SELECT ${expr(inner)} FROM ${inner.from()}${inner.where(anchor)} ORDER BY ${inner.prefix}0."_row" LIMIT 1)`;
    return `${expr(this)} ${OPS[f.op as keyof typeof OPS] ?? '='} ${sub}`;
  }

  /**
   * What a share with `where` is a part of: the rows whose tested column has a value ("what share of
   * the members are retired": of those whose status is known, as an analyst's value counts read), or the total.
   */
  shareWhole(m: Measure): string {
    if (m.column !== undefined) return `sum(${this.num(this.plan.col(m.column))})`;
    const known = shareKnown(m);
    return known ? `count(${this.raw(this.plan.col(known))})` : 'count(*)';
  }

  measure(m: Measure, grouped: boolean): string {
    const c = m.column !== undefined ? this.plan.col(m.column) : undefined;
    switch (m.agg) {
      case 'count':
        return c ? `count(${this.raw(c)})` : 'count(*)';
      case 'count_distinct':
        return `count(DISTINCT ${c!.text ? `lower(${this.raw(c!)})` : this.ordered(c!)})`;
      case 'sum':
      case 'avg':
        return `${m.agg}(${this.num(c!)})`;
      case 'min':
      case 'max':
        if (c!.numeric) return `${m.agg}(${this.num(c!)})`;
        return c!.temporal ? `${m.agg}(${this.time(c!)})::text` : `${m.agg}(${this.raw(c!)})`;
      case 'share': {
        // Of the rows (a count) or of a total (a sum of the column): the part meeting `where`, or this group's.
        const whole = c ? `sum(${this.num(c)})` : 'count(*)';
        if (m.where) return `100.0 * ${whole} FILTER (WHERE ${this.filter(m.where)}) / NULLIF(${this.shareWhole(m)}, 0)`;
        return grouped ? `100.0 * ${whole} / NULLIF(sum(${whole}) OVER (), 0)` : '100.0';
      }
    }
  }
}

const OPS = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

function bucket(expr: string, part: TimePart): string {
  switch (part) {
    case 'year':
      return `to_char(${expr}, 'YYYY')`;
    case 'quarter':
      return `to_char(${expr}, 'YYYY-"Q"Q')`;
    case 'month':
      return `to_char(${expr}, 'YYYY-MM')`;
    case 'week':
      return `to_char(date_trunc('week', ${expr}), 'YYYY-MM-DD')`;
    case 'day':
      return `to_char(${expr}, 'YYYY-MM-DD')`;
  }
}

const isNumberLike = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)));

/** A year given for a time column ("after 2004"): the day that bound stands for. */
function dateBound(op: string, v: unknown): string {
  if (typeof v === 'number' || /^\d{4}$/.test(String(v))) {
    const y = Number(v);
    return op === 'gt' || op === 'lte' ? `${y + 1}-01-01` : `${y}-01-01`;
  }
  return String(v);
}

/** One value compared with a column: as a number, a date, a boolean or case-insensitive text. */
function equals(w: Writer, c: Col, v: unknown, negate: boolean): string {
  const op = negate ? '<>' : '=';
  if (typeof v === 'boolean') return `${w.raw(c)}::text ${op} ${w.p(String(v))}`;
  if (c.numeric && isNumberLike(v)) return `${w.num(c)} ${op} ${w.p(Number(v))}::float8`;
  if (c.temporal && /^\d{4}-\d{2}-\d{2}/.test(String(v))) return `${w.time(c)} ${op} ${w.p(String(v).slice(0, 10))}::date`;
  return `lower(${w.raw(c)}::text) ${op} lower(${w.p(String(v))})`;
}

function filterSql(w: Writer, f: BaseFilter, c: Col): string {
  const values = Array.isArray(f.value) ? f.value : [f.value];
  switch (f.op) {
    case 'eq':
      return equals(w, c, values[0], false);
    case 'neq':
      return equals(w, c, values[0], true);
    case 'in':
      return `(${values.map((v) => equals(w, c, v, false)).join(' OR ')})`;
    case 'not_in':
      return `NOT (${values.map((v) => equals(w, c, v, false)).join(' OR ')})`;
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      if (c.numeric) {
        if (!isNumberLike(values[0])) throw new InvalidQueryError(`filter ${f.op} on ${f.column} takes a number`);
        return `${w.num(c)} ${OPS[f.op]} ${w.p(Number(values[0]))}::float8`;
      }
      return `${w.time(c)} ${f.op === 'gt' ? '>=' : f.op === 'lte' ? '<' : OPS[f.op]} ${w.p(dateBound(f.op, values[0]))}::date`;
    case 'range':
      return `${w.time(c)} >= ${w.p(String(values[0]))}::date AND ${w.time(c)} < ${w.p(String(values[1]))}::date`;
    case 'month':
      return `EXTRACT(MONTH FROM ${w.time(c)}) = ${w.p(Number(values[0]))}`;
    case 'contains': {
      const escaped = String(values[0]).replace(/[\\%_]/g, (ch) => `\\${ch}`);
      return `${w.raw(c)}::text ILIKE ${w.p(`%${escaped}%`)}`;
    }
    case 'null':
      return `${w.raw(c)} IS NULL`;
    case 'not_null':
      return `${w.raw(c)} IS NOT NULL`;
  }
}

function valuesSql(w: Writer, q: Extract<StructuredQuery, { kind: 'values' }>, rowCap: number): string {
  const cols = q.columns.map((r) => w.plan.col(r));
  const select = cols.map((c, i) => `${w.shown(c, q.part)} AS c${i}`).join(', ');
  const limit = Math.min(q.limit ?? rowCap, rowCap);
  const offset = q.offset ? ` OFFSET ${Math.floor(q.offset)}` : '';
  if (q.distinct) {
    const keys = cols.map((c) => w.shown(c, q.part)).join(', ');
    return `SELECT ${select}, min(t0."_row") AS _row, count(*) OVER () AS _total FROM ${w.from()}${w.where(q.filters)} GROUP BY ${keys} ORDER BY min(t0."_row") LIMIT ${limit}${offset}`;
  }
  const by = q.order ? w.plan.col(q.order.by) : undefined;
  const sortExpr = by ? w.ordered(by) : undefined;
  const order = sortExpr ? `${sortExpr} ${q.order!.dir === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, t0."_row"` : 't0."_row"';
  const extra = sortExpr ? [`${sortExpr} IS NOT NULL`] : [];
  return `SELECT ${select}, t0."_row" AS _row, count(*) OVER () AS _total FROM ${w.from()}${w.where(q.filters, extra)} ORDER BY ${order} LIMIT ${limit}${offset}`;
}

function groupsSql(w: Writer, q: Extract<StructuredQuery, { kind: 'groups' }>, rowCap: number): { text: string; shape: Shape } {
  const g = w.plan.col(q.group_by.column);
  const gExpr = g.temporal && q.group_by.part ? bucket(w.time(g), q.group_by.part) : g.column?.type === 'timestamp' ? w.shown(g) : w.raw(g);
  const measures = q.measures.map((m, i) => `${w.measure(m, true)} AS v${i + 1}`).join(', ');
  const having = q.having ? ` HAVING ${w.measure(q.having.measure, true)} ${OPS[q.having.op]} ${w.p(q.having.value)}` : '';
  const base = `SELECT ${gExpr} AS g, ${measures}, count(*) AS n, min(t0."_row") AS _row FROM ${w.from()}${w.where(q.filters, [`${gExpr} IS NOT NULL`])} GROUP BY 1${having}`;
  if (q.answer === 'count') return { text: `SELECT count(*) AS v FROM (${base}) q`, shape: 'group_count' };
  // Without an order, periods and numbers come in their own order, categories by their measure.
  const order =
    q.order !== undefined
      ? `v1 ${q.order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, _row`
      : g.temporal
        ? 'g ASC'
        : g.numeric
          ? `${w.num(g)} ASC`
          : 'v1 DESC NULLS LAST, _row';
  const limit = Math.min(q.limit ?? rowCap, rowCap);
  return { text: `${base} ORDER BY ${order} LIMIT ${limit}`, shape: 'groups' };
}

function compareSql(w: Writer, q: Extract<StructuredQuery, { kind: 'compare' }>): string {
  const k = w.plan.col(q.key);
  if (q.part && k.temporal) {
    // Periods of a time key ("rainfall in 2012 and 2015"): each named period is one group.
    const period = bucket(w.time(k), q.part);
    const match = `${period} IN (${q.values.map((v) => w.p(String(v))).join(', ')})`;
    return `SELECT ${period} AS g, ${w.measure(q.measure, true)} AS v, count(*) AS n FROM ${w.from()}${w.where(q.filters, [match])} GROUP BY 1`;
  }
  const numericKey = k.numeric && q.values.every(isNumberLike);
  const key = numericKey ? w.num(k) : `lower(${w.raw(k)}::text)`;
  const match = `(${q.values.map((v) => equals(w, k, v, false)).join(' OR ')})`;
  return `SELECT ${key} AS g, ${w.measure(q.measure, true)} AS v, count(*) AS n FROM ${w.from()}${w.where(q.filters, [match])} GROUP BY 1`;
}

/** Compiles a resolved plan. */
export function compilePlan(plan: Plan, opts: { rowCap: number }): CompiledQuery {
  const w = new Writer(plan);
  const q = plan.query;
  switch (q.kind) {
    case 'values':
      return { text: valuesSql(w, q, opts.rowCap), params: w.params, shape: 'values' };
    case 'aggregate': {
      const measures = q.measures.map((m, i) => `${w.measure(m, false)} AS v${i + 1}`).join(', ');
      // A share of the records with a value: how many those are, for the answer to say.
      const known = shareKnown(q.measures[0]!) ? `, ${w.shareWhole(q.measures[0]!)} AS k` : '';
      return { text: `SELECT ${measures}, count(*) AS n${known} FROM ${w.from()}${w.where(q.filters)}`, params: w.params, shape: 'aggregate' };
    }
    case 'groups': {
      const { text, shape } = groupsSql(w, q, opts.rowCap);
      return { text, params: w.params, shape };
    }
    case 'compare':
      return { text: compareSql(w, q), params: w.params, shape: 'compare' };
    case 'correlation': {
      const [a, b] = q.columns.map((r) => w.num(plan.col(r)));
      return {
        text: `SELECT corr(${a}, ${b}) AS v, count(*) AS n FROM ${w.from()}${w.where(q.filters, [`${a} IS NOT NULL`, `${b} IS NOT NULL`])}`,
        params: w.params,
        shape: 'correlation',
      };
    }
  }
}

/** Validates and compiles a query against the spec (throws InvalidQueryError naming what is wrong). */
export function compileQuery(q: unknown, scope: SpecScope, opts: { rowCap: number }): CompiledQuery & { plan: Plan } {
  const plan = resolveQuery(q, scope);
  return { ...compilePlan(plan, opts), plan };
}
