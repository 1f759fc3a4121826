/**
 * A caller's view of the specs under its access policies: what the agent (and the spec document)
 * is handed instead of the stored spec. Hidden columns are gone (with the joins, key and metrics
 * that name them), so a question about one is answered as if it did not exist. A module with a row
 * filter carries it for the compiler (src/agent/execute/writer.ts), and every figure precomputed
 * over the whole table — row count, statistics, frequent values, the value index, value synonyms —
 * is computed again over the caller's rows, so that nothing of the other rows shows.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db.js';
import { boundedMap, type BoundedMap } from '../infra/bounded-map.js';
import { qualified, quoteIdent } from '../datasets/storage.js';
import { statsSql, toStats, type RawStats } from '../semantic/stats.js';
import { valuesRepo, VALUE_INDEX_PER_COLUMN } from '../semantic/values.repo.js';
import type { ModulePolicy, SpecColumn, SpecDoc, SpecJoin, SpecModule } from '../contracts/spec.js';
import type { AppliedPolicy } from './policies.rules.js';

type Spec = { id: string; doc: SpecDoc };

/** What is computed over a caller's rows, per table and filter; modules' data never changes once imported. */
interface RowsView {
  row_count: number;
  stats: Map<string, SpecColumn['stats']>;
  index: NonNullable<ModulePolicy['index']>;
}
/** The rows views already computed (by table, filter and columns), kept by the policies service. */
export type RowsViewCache = BoundedMap<string, RowsView>;
export const rowsViewCache = (kept = 64): RowsViewCache => boundedMap(kept);

const fingerprint = (p: AppliedPolicy) =>
  createHash('sha256')
    .update(JSON.stringify([p.row_filter?.column ?? null, p.row_filter?.values ?? null, [...p.hidden_columns].sort()]))
    .digest('hex')
    .slice(0, 16);

/** The rows of a table a filter leaves, as a FROM source: the column from our metadata, the values a parameter ($1). */
function filtered(m: SpecModule, f: { column: string; values: string[] }) {
  return {
    sql: `(SELECT * FROM ${qualified(m.table.schema, m.table.name)} WHERE lower(${quoteIdent(f.column)}::text) IN (SELECT lower(x) FROM unnest($1::text[]) AS x)) s`,
    params: [f.values],
  };
}

async function rowsView(q: Queryable, views: RowsViewCache, m: SpecModule, columns: SpecColumn[], f: { column: string; values: string[] }): Promise<RowsView> {
  const key = JSON.stringify([m.table.schema, m.table.name, f.column, f.values, columns.map((c) => c.name)]);
  const hit = views.get(key);
  if (hit) return hit;
  const source = filtered(m, f);
  const { rows } = await q.query<{ n: number | string }>(`SELECT count(*) AS n FROM ${source.sql}`, source.params);
  const view: RowsView = { row_count: Number(rows[0]!.n), stats: new Map(), index: [] };
  for (const c of columns) {
    const s = (await q.query<RawStats>(statsSql(m.table.schema, m.table.name, c.name, c.type, source.sql), source.params)).rows[0]!;
    const stats = toStats(c.role, { ...s, total: Number(s.total), nulls: Number(s.nulls), distinct_count: Number(s.distinct_count) });
    if (c.reads_as) {
      const read = c.reads_as === 'number' ? `specgate_number(${quoteIdent(c.name)})` : `specgate_date(${quoteIdent(c.name)})::text`;
      const range = await q.query<{ min: SpecColumn['stats']['min']; max: SpecColumn['stats']['max'] }>(
        `SELECT min(${read}) AS min, max(${read}) AS max FROM ${source.sql}`,
        source.params,
      );
      Object.assign(stats, range.rows[0]);
    }
    view.stats.set(c.name, stats);
    if (c.index && c.index.values > 0) {
      const values = await valuesRepo(q).distinct(m.table.schema, m.table.name, c.name, VALUE_INDEX_PER_COLUMN, source);
      for (const v of values.slice(0, VALUE_INDEX_PER_COLUMN))
        view.index.push({ column: c.name, value: v.value, rows: Number(v.row_count), first: Number(v.first_row) });
    }
  }
  views.set(key, view);
  return view;
}

/** A module as the caller may see it. */
async function moduleView(q: Queryable, views: RowsViewCache, m: SpecModule, p: AppliedPolicy): Promise<SpecModule> {
  const hidden = new Set(p.hidden_columns);
  const columns = m.columns.filter((c) => !hidden.has(c.name));
  const names = (ref?: string) => !ref || !hidden.has(ref);
  const out: SpecModule = { ...m, columns, policy: { key: fingerprint(p) } };
  if (m.entity?.key && hidden.has(m.entity.key)) out.entity = { ...m.entity, key: null };
  if (m.metrics) out.metrics = m.metrics.filter((x) => names(x.numerator.column) && names(x.denominator?.column));
  if (!p.row_filter) return out;
  const f = { column: p.row_filter.column, values: p.row_filter.values };
  const rows = await rowsView(q, views, m, columns, f);
  const indexed = new Map<string, Set<string>>();
  for (const i of rows.index) indexed.set(i.column, (indexed.get(i.column) ?? new Set()).add(i.value.toLowerCase()));
  out.row_count = rows.row_count;
  out.columns = columns.map((c) => {
    const stats = rows.stats.get(c.name) ?? c.stats;
    const own = indexed.get(c.name) ?? new Set(stats.top_values.map((t) => String(t.value).toLowerCase()));
    const col: SpecColumn = { ...c, stats };
    if (c.index) col.index = { values: own.size, complete: c.index.complete };
    // The builder's other names of values: only of values the caller's rows hold.
    if (c.value_synonyms) col.value_synonyms = Object.fromEntries(Object.entries(c.value_synonyms).filter(([v]) => own.has(v.toLowerCase())));
    return col;
  });
  out.policy = { key: out.policy!.key, row_filter: f, index: rows.index };
  return out;
}

const joinSees = (j: SpecJoin, byModule: Map<string, SpecModule>) =>
  [j.left, j.right].every((side) => {
    const m = byModule.get(side.module_id);
    return !m || m.columns.some((c) => c.name === side.column);
  });

/** The specs as a caller under these policies may read them; unchanged (the same objects) without any. */
export async function policiedSpecs(q: Queryable, specs: Spec[], policies: AppliedPolicy[], views: RowsViewCache): Promise<Spec[]> {
  if (policies.length === 0) return specs;
  const byModule = new Map(policies.map((p) => [p.module_id, p]));
  const out: Spec[] = [];
  for (const s of specs) {
    if (!s.doc.modules.some((m) => byModule.has(m.module_id))) {
      out.push(s);
      continue;
    }
    const modules: SpecModule[] = [];
    for (const m of s.doc.modules) modules.push(byModule.has(m.module_id) ? await moduleView(q, views, m, byModule.get(m.module_id)!) : m);
    const seen = new Map(modules.map((m) => [m.module_id, m]));
    out.push({ id: s.id, doc: { ...s.doc, modules, joins: (s.doc.joins ?? []).filter((j) => joinSees(j, seen)) } });
  }
  return out;
}

/** A caller's view as a spec document shows it: the policy the compiler reads (its values, its index) stays inside. */
export function documentOf(doc: SpecDoc): SpecDoc {
  return { ...doc, modules: doc.modules.map(({ policy: _, ...m }) => m) };
}
