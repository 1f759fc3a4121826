/**
 * A reference executor of the structured query over rows held in memory, with the SQL compiler's
 * semantics (src/agent/execute/sql.ts): NULLs never match, text compares case-insensitively, ties break by
 * the row's position, groups by their first row. Training executes thousands of candidate queries
 * per question with it; a test checks it against the compiled SQL on real tables.
 *
 * Rows are the module tables' rows as the database returns them, each with `_row`, and for every
 * text column read as numbers or dates the reading, as `<column>#n` / `<column>#d` (the database's
 * own specgate_number / specgate_date), so no parsing is repeated here.
 */
import { POSITION, shareKnown, type BaseFilter, type Filter, type Measure, type StructuredQuery, type TimePart } from '../plan/query.js';
import type { Col, Plan } from '../plan/resolve.js';

export type Row = Record<string, unknown> & { _row: number };
/** One tuple of the joined rows: one row per source (null where a left join found nothing). */
type Tuple = (Row | null)[];

const numberLike = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)));

class Eval {
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

  measure(ts: Tuple[], m: Measure): number | string | null {
    const c = m.column !== undefined ? this.plan.col(m.column) : undefined;
    switch (m.agg) {
      case 'count':
        return c ? ts.filter((t) => this.raw(t, c) !== null).length : ts.length;
      case 'count_distinct': {
        const seen = new Set<unknown>();
        for (const t of ts) {
          const v = c!.text ? (this.raw(t, c!) === null ? null : String(this.raw(t, c!)).toLowerCase()) : this.ordered(t, c!);
          if (v !== null) seen.add(v);
        }
        return seen.size;
      }
      case 'sum':
      case 'avg': {
        const xs = ts.map((t) => this.num(t, c!)).filter((x): x is number => x !== null);
        if (xs.length === 0) return null;
        const s = xs.reduce((a, b) => a + b, 0);
        return m.agg === 'sum' ? s : s / xs.length;
      }
      case 'min':
      case 'max': {
        const xs = ts
          .map((t) => (c!.numeric ? this.num(t, c!) : c!.temporal ? this.time(t, c!) : (this.raw(t, c!) as string | null)))
          .filter((x): x is number | string => x !== null);
        if (xs.length === 0) return null;
        return xs.reduce((a, b) => ((m.agg === 'min' ? b < a : b > a) ? b : a));
      }
      case 'share':
        return this.sharePart(ts, m);
    }
  }

  /** The numerator of a share (the denominator depends on where it is computed). */
  sharePart(ts: Tuple[], m: Measure): number | null {
    const c = m.column !== undefined ? this.plan.col(m.column) : undefined;
    const total = (xs: Tuple[]): number | null => {
      if (!c) return xs.length;
      const vs = xs.map((t) => this.num(t, c)).filter((x): x is number => x !== null);
      return vs.length ? vs.reduce((a, b) => a + b, 0) : null;
    };
    if (!m.where) return total(ts);
    // Of the records with a value in the tested column (as the SQL reads it: src/agent/plan/query.ts shareKnown).
    const known = shareKnown(m);
    const whole = known ? ts.filter((t) => this.raw(t, this.plan.col(known)) !== null).length : total(ts);
    const part = total(ts.filter((t) => this.filter(t, m.where!)));
    if (whole === null || whole === 0) return null;
    return (100 * (part ?? 0)) / whole;
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
  const q = plan.query;
  const selected = () => selectedBy(e, plan);
  const first = (t: Tuple) => t[0]!._row;
  switch (q.kind) {
    case 'values':
      return valuesRows(e, q, selected(), rowCap);
    case 'aggregate': {
      const ts = selected();
      const out: Record<string, unknown> = { n: ts.length };
      q.measures.forEach((m, i) => (out[`v${i + 1}`] = m.agg === 'share' && !m.where ? 100 : e.measure(ts, m)));
      return [out];
    }
    case 'groups':
      return groupRows(e, q, selected(), rowCap);
    case 'compare': {
      const k = plan.col(q.key);
      // The key of each row, as the SQL groups it: a period of a time key, a number, or lower-cased text.
      let keyOf: (t: Tuple) => unknown;
      let ts: Tuple[];
      if (q.part && k.temporal) {
        const part = q.part;
        keyOf = (t) => {
          const d = e.shown(t, k, part);
          return d === null ? null : String(d);
        };
        const wanted = new Set(q.values.map(String));
        ts = selected().filter((t) => wanted.has(String(keyOf(t))));
      } else {
        const numericKey = k.numeric && q.values.every(numberLike);
        keyOf = (t) => (numericKey ? e.num(t, k) : String(e.raw(t, k)).toLowerCase());
        ts = selected().filter((t) => q.values.some((v) => e.equals(t, k, v) === true));
      }
      const groups = new Map<unknown, Tuple[]>();
      for (const t of ts) groups.set(keyOf(t), [...(groups.get(keyOf(t)) ?? []), t]);
      return [...groups].map(([g, members]) => ({ g, v: measureIn(e, members, q.measure, ts, groups), n: members.length, _first: first(members[0]!) }));
    }
    case 'correlation': {
      const [a, b] = q.columns.map((r) => plan.col(r));
      const pairs = selected()
        .map((t) => [e.num(t, a!), e.num(t, b!)] as const)
        .filter((p): p is readonly [number, number] => p[0] !== null && p[1] !== null);
      return [{ v: pearson(pairs), n: pairs.length }];
    }
  }
}

function measureIn(e: Eval, members: Tuple[], m: Measure, _all: Tuple[], groups: Map<unknown, Tuple[]>): unknown {
  if (m.agg !== 'share' || m.where) return e.measure(members, m);
  const total = [...groups.values()].reduce((a, g) => a + (e.sharePart(g, m) ?? 0), 0);
  const part = e.sharePart(members, m);
  return part === null || total === 0 ? null : (100 * part) / total;
}

function valuesRows(e: Eval, q: Extract<StructuredQuery, { kind: 'values' }>, ts: Tuple[], rowCap: number): Record<string, unknown>[] {
  const cols = q.columns.map((r) => e.plan.col(r));
  const limit = Math.min(q.limit ?? rowCap, rowCap);
  const offset = q.offset ?? 0;
  const shape = (t: Tuple, row: number, total: number) => {
    const out: Record<string, unknown> = { _row: row, _total: total };
    cols.forEach((c, i) => (out[`c${i}`] = e.shown(t, c, q.part)));
    return out;
  };
  if (q.distinct) {
    const seen = new Map<string, { t: Tuple; row: number }>();
    for (const t of ts) {
      const key = JSON.stringify(cols.map((c) => e.shown(t, c, q.part)));
      if (!seen.has(key)) seen.set(key, { t, row: t[0]!._row });
    }
    const all = [...seen.values()];
    return all.slice(offset, offset + limit).map((x) => shape(x.t, x.row, all.length));
  }
  let kept = ts;
  if (q.order) {
    const by = e.plan.col(q.order.by);
    kept = sortBy(
      ts.filter((t) => e.ordered(t, by) !== null),
      (t) => e.ordered(t, by),
      q.order.dir,
      (t) => t[0]!._row,
    );
  }
  return kept.slice(offset, offset + limit).map((t) => shape(t, t[0]!._row, kept.length));
}

function groupRows(e: Eval, q: Extract<StructuredQuery, { kind: 'groups' }>, ts: Tuple[], rowCap: number): Record<string, unknown>[] {
  const g = e.plan.col(q.group_by.column);
  const key = (t: Tuple): unknown => {
    if (!(g.temporal && q.group_by.part)) return e.raw(t, g);
    const d = e.time(t, g);
    return d === null ? null : bucket(d, q.group_by.part);
  };
  const groups = new Map<string, { g: unknown; members: Tuple[] }>();
  for (const t of ts) {
    const k = key(t);
    if (k === null || k === undefined) continue;
    const id = `${typeof k}:${String(k)}`;
    const entry = groups.get(id) ?? { g: typeof k === 'number' || typeof k === 'boolean' ? k : String(k), members: [] };
    entry.members.push(t);
    groups.set(id, entry);
  }
  let list = [...groups.values()];
  const value = (members: Tuple[], m: Measure, all: typeof list): unknown => {
    if (m.agg !== 'share' || m.where) return e.measure(members, m);
    const total = all.reduce((a, x) => a + (e.sharePart(x.members, m) ?? 0), 0);
    const part = e.sharePart(members, m);
    return part === null || total === 0 ? null : (100 * part) / total;
  };
  if (q.having) {
    const h = q.having;
    const before = list;
    list = list.filter((x) => {
      const v = value(x.members, h.measure, before);
      return v !== null && cmp(h.op === 'eq' ? 'eqx' : h.op, Number(v), h.value) !== false && compareOp(h.op, Number(v), h.value);
    });
  }
  if (q.answer === 'count') return [{ v: list.length }];
  const rows = list.map((x) => {
    const out: Record<string, unknown> = { g: x.g, n: x.members.length, _row: x.members[0]![0]!._row };
    q.measures.forEach((m, i) => (out[`v${i + 1}`] = value(x.members, m, list)));
    return out;
  });
  const numericKey = new Map(list.map((x) => [x.g, e.num(x.members[0]!, g)]));
  const sorted =
    q.order !== undefined
      ? sortBy(
          rows,
          (r) => r.v1 as number | string | null,
          q.order,
          (r) => r._row as number,
        )
      : g.temporal
        ? [...rows].sort((a, b) => (String(a.g) < String(b.g) ? -1 : String(a.g) > String(b.g) ? 1 : 0))
        : g.numeric
          ? sortBy(
              rows,
              (r) => numericKey.get(r.g) ?? null,
              'asc',
              (r) => r._row as number,
            )
          : sortBy(
              rows,
              (r) => r.v1 as number | string | null,
              'desc',
              (r) => r._row as number,
            );
  return sorted.slice(0, Math.min(q.limit ?? rowCap, rowCap));
}

function compareOp(op: string, a: number, b: number): boolean {
  return op === 'eq' ? a === b : op === 'neq' ? a !== b : cmp(op, a, b);
}

function pearson(pairs: readonly (readonly [number, number])[]): number | null {
  const n = pairs.length;
  if (n < 2) return null;
  let sx = 0,
    sy = 0,
    sxx = 0,
    syy = 0,
    sxy = 0;
  for (const [x, y] of pairs) {
    sx += x;
    sy += y;
    sxx += x * x;
    syy += y * y;
    sxy += x * y;
  }
  const cov = sxy - (sx * sy) / n;
  const vx = sxx - (sx * sx) / n;
  const vy = syy - (sy * sy) / n;
  if (vx <= 0 || vy <= 0) return null;
  return cov / Math.sqrt(vx * vy);
}
