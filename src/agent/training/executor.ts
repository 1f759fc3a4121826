/**
 * A reference executor of the structured query over rows held in memory, with the SQL compiler's
 * semantics (src/agent/execute/sql.ts): NULLs never match, text compares case-insensitively, ties
 * break by the row's position, groups by their first row. Training executes thousands of candidate
 * queries per question with it; a test checks it against the compiled SQL on real tables.
 *
 * This is the evaluator of the columns and filters every operation shares; each kind of query and
 * each aggregate function computes its own part with it (their `reference`, operations/).
 *
 * Rows are the module tables' rows as the database returns them, each with `_row`, and for every
 * text column read as numbers or dates the reading, as `<column>#n` / `<column>#d` (the database's
 * own specgate_number / specgate_date), so no parsing is repeated here.
 */
import { kindOf } from '../operations/index.js';
import type { Reference, Row, Tuple } from '../operations/operation.js';
import { InvalidQueryError, type Col, type Plan } from '../plan/plan.js';
import { ofAllOf, otherOf, POSITION, type BaseFilter, type Filter, type TimePart } from '../plan/schema.js';

export type { Row } from '../operations/operation.js';

const numberLike = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)));

class Eval implements Reference {
  constructor(readonly plan: Plan) {}

  row(t: Tuple, c: Col): Row | null {
    return t[Number(c.source.alias.slice(1))] ?? null;
  }

  raw(t: Tuple, c: Col): unknown {
    const r = this.row(t, c);
    if (!r) return null;
    if (c.ref === POSITION || !c.column) return r._row;
    return r[c.column.name] ?? null;
  }

  num(t: Tuple, c: Col): number | null {
    const r = this.row(t, c);
    if (!r) return null;
    const v = c.column?.reads_as === 'number' ? r[`${c.column.name}#n`] : this.raw(t, c);
    return v === null || v === undefined ? null : Number(v);
  }

  time(t: Tuple, c: Col): string | null {
    const r = this.row(t, c);
    if (!r) return null;
    const v = c.column?.reads_as === 'date' ? r[`${c.column.name}#d`] : this.raw(t, c);
    return v === null || v === undefined ? null : String(v).slice(0, c.column?.type === 'timestamp' ? 19 : 10);
  }

  ordered(t: Tuple, c: Col): number | string | boolean | null {
    if (c.numeric) return this.num(t, c);
    if (c.temporal) return this.time(t, c);
    const v = this.raw(t, c);
    return v === null ? null : c.column?.type === 'text' ? String(v).toLowerCase() : (v as boolean);
  }

  shown(t: Tuple, c: Col, part?: TimePart): unknown {
    if (part && c.temporal) {
      const d = this.time(t, c);
      return d === null ? null : part === 'year' ? Number(d.slice(0, 4)) : bucket(d, part);
    }
    return this.raw(t, c);
  }

  equals(t: Tuple, c: Col, v: unknown): boolean | null {
    const raw = this.raw(t, c);
    if (raw === null) return null;
    if (typeof v === 'boolean') return String(raw) === String(v);
    if (c.numeric && numberLike(v)) {
      const n = this.num(t, c);
      return n === null ? null : n === Number(v);
    }
    if (c.temporal && /^\d{4}-\d{2}-\d{2}/.test(String(v))) {
      const d = this.time(t, c);
      return d === null ? null : d.slice(0, 10) === String(v).slice(0, 10);
    }
    return String(raw).toLowerCase() === String(v).toLowerCase();
  }

  filter(t: Tuple, f: Filter | BaseFilter): boolean {
    const c = this.plan.col(f.column);
    // The reference reads the query's own rows only; the training tables relate to no other module.
    if (f.op === 'exists' || f.op === 'not_exists') throw new InvalidQueryError('the reference executor reads no related rows');
    const other = otherOf(f);
    if (other !== undefined) {
      const o = this.plan.col(other);
      if (c.numeric) {
        const b = this.num(t, o);
        return b !== null && cmp(f.op, this.num(t, c), b);
      }
      return cmpDate(f.op, this.time(t, c), this.time(t, o));
    }
    const of = ofAllOf(f);
    if (of !== undefined) {
      const all = this.tuples()
        .map((x) => this.num(x, c))
        .filter((v): v is number => v !== null);
      const bound = !all.length ? null : of === 'avg' ? all.reduce((s, v) => s + v, 0) / all.length : of === 'min' ? Math.min(...all) : Math.max(...all);
      return bound !== null && cmp(f.op, this.num(t, c), bound);
    }
    if (typeof f.value === 'object' && f.value !== null && !Array.isArray(f.value)) return this.anchored(t, f as Filter, c);
    const values = Array.isArray(f.value) ? f.value : [f.value];
    switch (f.op) {
      case 'eq':
        return this.equals(t, c, values[0]) === true;
      case 'neq':
        return this.equals(t, c, values[0]) === false;
      case 'in':
        return values.some((v) => this.equals(t, c, v) === true);
      case 'not_in': {
        const r = values.map((v) => this.equals(t, c, v));
        return !r.includes(true) && !r.includes(null);
      }
      case 'gt':
      case 'gte':
      case 'lt':
      case 'lte':
        return c.numeric ? cmp(f.op, this.num(t, c), Number(values[0])) : cmpDate(f.op, this.time(t, c), values[0]);
      case 'range': {
        const d = this.time(t, c);
        return d !== null && d.slice(0, 10) >= String(values[0]) && d.slice(0, 10) < String(values[1]);
      }
      case 'month': {
        const d = this.time(t, c);
        return d !== null && Number(d.slice(5, 7)) === Number(values[0]);
      }
      case 'contains': {
        const raw = this.raw(t, c);
        return raw !== null && String(raw).toLowerCase().includes(String(values[0]).toLowerCase());
      }
      case 'null':
        return this.raw(t, c) === null;
      case 'not_null':
        return this.raw(t, c) !== null;
    }
  }

  private anchors = new Map<Filter, number | string | boolean | null>();

  anchored(t: Tuple, f: Filter, c: Col): boolean {
    const expr = (x: Tuple) => (c.numeric ? this.num(x, c) : c.temporal ? this.time(x, c) : this.ordered(x, c));
    if (!this.anchors.has(f)) {
      const anchor = (f.value as { anchor: BaseFilter[] }).anchor;
      const at = this.tuples().find((x) => anchor.every((a) => this.filter(x, a)));
      this.anchors.set(f, at ? expr(at) : null);
    }
    const a = this.anchors.get(f)!;
    const b = expr(t);
    if (a === null || b === null) return false;
    switch (f.op) {
      case 'eq':
        return b === a;
      case 'neq':
        return b !== a;
      case 'gt':
        return b > a;
      case 'gte':
        return b >= a;
      case 'lt':
        return b < a;
      default:
        return b <= a;
    }
  }

  private cached?: Tuple[];
  /** Every joined tuple, in the order of the queried module's rows. */
  tuples(): Tuple[] {
    if (this.cached) return this.cached;
    const rows = (this.plan.sources[0]!.module as unknown as { rows: Row[] }).rows;
    if (this.plan.joins.length === 0) {
      let single = singles.get(rows);
      if (!single) singles.set(rows, (single = rows.map((r) => [r])));
      return (this.cached = single);
    }
    let out: Tuple[] = rows.map((r) => [r]);
    this.plan.joins.forEach((j) => {
      const right = (j.right.source.module as unknown as { rows: Row[] }).rows;
      const index = new Map<string, Row[]>();
      for (const r of right) {
        const v = r[j.right.column!.name];
        if (v === null || v === undefined) continue;
        const k = String(v);
        index.set(k, [...(index.get(k) ?? []), r]);
      }
      out = out.flatMap((t) => {
        const v = this.raw(t, j.left);
        const found = v === null ? undefined : index.get(String(v));
        return found ? found.map((r) => [...t, r]) : [[...t, null]];
      });
    });
    return (this.cached = out);
  }

  compare(op: string, a: number | null, b: number): boolean {
    return cmp(op, a, b);
  }

  period(day: string, part: TimePart): string {
    return bucket(day, part);
  }

  sorted<T>(xs: T[], key: (x: T) => number | string | boolean | null, dir: 'asc' | 'desc', tie: (x: T) => number): T[] {
    return sortBy(xs, key, dir, tie);
  }
}

function cmp(op: string, a: number | null, b: number): boolean {
  if (a === null || !Number.isFinite(b)) return false;
  return op === 'gt' ? a > b : op === 'gte' ? a >= b : op === 'lt' ? a < b : a <= b;
}

function cmpDate(op: string, d: string | null, v: unknown): boolean {
  if (d === null) return false;
  const day = d.slice(0, 10);
  if (typeof v === 'number' || /^\d{4}$/.test(String(v))) {
    const y = Number(v);
    const bound = op === 'gt' || op === 'lte' ? `${y + 1}-01-01` : `${y}-01-01`;
    return op === 'gt' || op === 'gte' ? day >= bound : day < bound;
  }
  const b = String(v).slice(0, 10);
  return op === 'gt' ? day > b : op === 'gte' ? day >= b : op === 'lt' ? day < b : day <= b;
}

function bucket(d: string, part: TimePart): string {
  const y = d.slice(0, 4);
  const mo = d.slice(5, 7);
  switch (part) {
    case 'year':
      return y;
    case 'half':
      return `${y}-H${Number(mo) <= 6 ? 1 : 2}`;
    case 'quarter':
      return `${y}-Q${Math.floor((Number(mo) - 1) / 3) + 1}`;
    case 'month':
      return `${y}-${mo}`;
    case 'week': {
      const dt = new Date(`${d.slice(0, 10)}T00:00:00Z`);
      dt.setUTCDate(dt.getUTCDate() - ((dt.getUTCDay() + 6) % 7));
      return dt.toISOString().slice(0, 10);
    }
    case 'day':
      return d.slice(0, 10);
  }
}

/** Orders a list like SQL's `x DESC NULLS LAST, _row`. */
function sortBy<T>(xs: T[], key: (x: T) => number | string | boolean | null, dir: 'asc' | 'desc', tie: (x: T) => number): T[] {
  return [...xs].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka === null || kb === null) return ka === kb ? tie(a) - tie(b) : ka === null ? 1 : -1;
    if (ka !== kb) return (ka < kb ? -1 : 1) * (dir === 'asc' ? 1 : -1);
    return tie(a) - tie(b);
  });
}

/** Rows selected by the same filters over the same rows, remembered (candidates share their filters). */
const selections = new WeakMap<object, Map<string, Tuple[]>>();
/** The one-row tuples of a module's rows, made once. */
const singles = new WeakMap<object, Tuple[]>();

function selectedBy(e: Eval, plan: Plan): Tuple[] {
  const rows = (plan.sources[0]!.module as unknown as { rows: object }).rows;
  const key = JSON.stringify([plan.query.join ?? [], plan.query.filters]);
  let cache = selections.get(rows);
  if (!cache) selections.set(rows, (cache = new Map()));
  let hit = cache.get(key);
  if (!hit) {
    hit = e.tuples().filter((t) => plan.query.filters.every((f) => e.filter(t, f)));
    if (cache.size > 300) cache.clear();
    cache.set(key, hit);
  }
  return hit;
}

/**
 * Executes a resolved plan whose modules carry their rows (`module.rows`); returns rows of the same
 * shape as the compiled SQL's.
 */
export function execute(plan: Plan, rowCap: number): Record<string, unknown>[] {
  const e = new Eval(plan);
  return kindOf(plan.query.kind).reference(e, plan.query, selectedBy(e, plan), rowCap);
}
