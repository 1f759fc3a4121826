/**
 * The compiler's toolkit: how a resolved column reads in SQL (as stored, as a number, as a date, as
 * it sorts, as it is shown), the tables and joins, the filters. Identifiers come only from the spec
 * (checked again to be our own safe names); every value is a parameter. Text cells that read as
 * numbers or dates go through specgate_number / specgate_date (migrations/006). The operations write
 * their SQL with it; sql.ts assembles one statement.
 */
import { InvalidQueryError, type Col, type Plan } from '../plan/plan.js';
import { ofAllOf, otherOf, POSITION, relatedOf, type BaseFilter, type Filter, type TimePart } from '../plan/schema.js';
import type { Rollup } from '../../contracts/spec.js';

const SAFE_COLUMN = /^[a-z_][a-z0-9_]{0,62}$/;
const SAFE_TABLE_PART = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

function ident(name: string, pattern: RegExp): string {
  if (!pattern.test(name)) throw new InvalidQueryError(`unsafe identifier in spec: ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/**
 * Builds SQL for one plan; `prefix` renames the aliases (an anchor's subquery has its own). With
 * `rollup`, the statement reads the module's rollup instead of its table (rollup.ts decided it
 * holds exactly what the plan needs): its dimensions and date keep their names, so only the
 * figures read otherwise.
 */
export class Writer {
  readonly params: unknown[];
  constructor(
    readonly plan: Plan,
    params: unknown[] = [],
    readonly prefix = 't',
    readonly rollup?: Rollup,
  ) {
    this.params = params;
  }

  /** The number of rows selected. */
  rows(): string {
    return this.rollup ? `sum(${this.prefix}0."_n")` : 'count(*)';
  }

  /** A measure column's figure in the rollup: `<name>__sum`, `__n`, `__min` or `__max`. */
  rolled(c: Col, figure: 'sum' | 'n' | 'min' | 'max'): string {
    return `${this.alias(c)}.${ident(`${c.column!.name}__${figure}`, SAFE_COLUMN)}`;
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

  /**
   * The tables read, joined. A module under the caller's row policy is read through the policy's
   * filter (its column from our own metadata, its values a parameter): every query, join and anchor
   * sees only the rows the caller may read.
   */
  from(): string {
    if (this.rollup) return `${ident(this.rollup.table.schema, SAFE_TABLE_PART)}.${ident(this.rollup.table.name, SAFE_TABLE_PART)} AS ${this.prefix}0`;
    const [first, ...rest] = this.plan.sources;
    const table = (s: typeof first) => {
      const t = `${ident(s!.module.table.schema, SAFE_TABLE_PART)}.${ident(s!.module.table.name, SAFE_TABLE_PART)}`;
      const f = s!.module.policy?.row_filter;
      if (!f) return t;
      const c = ident(f.column, SAFE_COLUMN);
      return `(SELECT * FROM ${t} WHERE lower(${c}::text) IN (SELECT lower(x) FROM unnest(${this.p(f.values)}::text[]) AS x))`;
    };
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
    const related = relatedOf(f);
    if (related) return this.exists(f as Filter, c, related);
    const of = ofAllOf(f);
    if (of !== undefined) {
      // "Longer than the average": the column against its own figure over every record the query reads (under the same policy).
      const inner = new Writer(this.plan, this.params, `${this.prefix}v${++this.subqueries}_`);
      return `${this.num(c)} ${OPS[f.op as keyof typeof OPS]} (SELECT ${of}(${inner.num(c)}) FROM ${inner.from()})`;
    }
    const other = otherOf(f);
    if (other !== undefined) {
      // Both columns of the same row, read alike: numbers as numbers, dates as dates.
      const o = this.plan.col(other);
      const expr = (x: Col) => (c.numeric ? this.num(x) : this.time(x));
      return `${expr(c)} ${OPS[f.op as keyof typeof OPS] ?? '='} ${expr(o)}`;
    }
    if (typeof f.value === 'object' && f.value !== null && !Array.isArray(f.value)) return this.anchored(f as Filter, c);
    return filterSql(this, f as BaseFilter, c);
  }

  private subqueries = 0;

  /**
   * "Countries that speak French", "artists without any album": whether the record has rows of the
   * related module (read under its own row policy) whose key is its column, meeting their filters —
   * one test per record, so nothing of the related rows multiplies the record's own.
   */
  exists(f: Filter, c: Col, r: NonNullable<ReturnType<typeof relatedOf>>): string {
    const sub = this.plan.related(r);
    const inner = new Writer(sub, this.params, `${this.prefix}r${++this.subqueries}_`);
    const link = `${inner.raw(sub.col(r.key))} = ${this.raw(c)}`;
    return `${f.op === 'not_exists' ? 'NOT ' : ''}EXISTS (SELECT 1 FROM ${inner.from()}${inner.where(r.filters, [link])})`;
  }

  /** "more than Spain": the column compared with its own value in the first row meeting the anchor. */
  anchored(f: Filter, c: Col): string {
    const inner = new Writer(this.plan, this.params, `${this.prefix}a`);
    const anchor = (f.value as { anchor: BaseFilter[] }).anchor;
    const expr = (w: Writer) => (c.numeric ? w.num(c) : c.temporal ? w.time(c) : w.ordered(c));
    const sub = `(SELECT ${expr(inner)} FROM ${inner.from()}${inner.where(anchor)} ORDER BY ${inner.prefix}0."_row" LIMIT 1)`;
    return `${expr(this)} ${OPS[f.op as keyof typeof OPS] ?? '='} ${sub}`;
  }
}

export const OPS = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/** A period of a time expression as the groupings write it: 2012, 2012-H2, 2012-Q1, 2012-03, a week's Monday, a day. */
export function bucket(expr: string, part: TimePart): string {
  switch (part) {
    case 'year':
      return `to_char(${expr}, 'YYYY')`;
    case 'half':
      return `(to_char(${expr}, 'YYYY') || CASE WHEN EXTRACT(MONTH FROM ${expr}) <= 6 THEN '-H1' ELSE '-H2' END)`;
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

export const isNumberLike = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)));

/** A year given for a time column ("after 2004"): the day that bound stands for. */
export function dateBound(op: string, v: unknown): string {
  if (typeof v === 'number' || /^\d{4}$/.test(String(v))) {
    const y = Number(v);
    return op === 'gt' || op === 'lte' ? `${y + 1}-01-01` : `${y}-01-01`;
  }
  return String(v);
}

/** One value compared with a column: as a number, a date, a boolean or case-insensitive text. */
export function equals(w: Writer, c: Col, v: unknown, negate: boolean): string {
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
