import type { Db } from '../db/db.js';
import { identifierOf } from '../datasets/infer.js';
import { qualified, quoteIdent } from '../datasets/storage.js';
import type { ColumnRole, ColumnStats, ColumnType, ScalarValue, SpecColumn, SpecDoc, SpecJoin, SpecModule } from './spec.types.js';

/** What the build reads of a module: its table and its labelled, typed columns. */
export interface BuildModule {
  module_id: string;
  name: string;
  synonyms: string[];
  schema: string;
  table: string;
  columns: { name: string; label: string; synonyms: string[]; type: ColumnType }[];
}

export interface BuildEvents {
  /** After each column's statistics, and when the joins are being looked for. */
  progress(p: { step: 'statistics' | 'joins'; modules_done: number; columns_done: number }): Promise<void> | void;
}

const TOP_VALUES = 20;

interface RawStats {
  total: number;
  nulls: number;
  distinct_count: number;
  min: ScalarValue | null;
  max: ScalarValue | null;
  avg_length: number | null;
  top: { value: ScalarValue; count: number }[];
}

/**
 * One pass over the column: the values are grouped once (a hash aggregate), and the distinct
 * count, the null share, min / max and the most frequent values all come from the groups.
 */
function statsSql(schema: string, table: string, column: string, type: ColumnType): string {
  const c = quoteIdent(column);
  const minMax =
    type === 'integer' || type === 'number'
      ? '(SELECT min(v) FROM g) AS min, (SELECT max(v) FROM g) AS max'
      : type === 'date'
        ? '(SELECT min(v)::text FROM g) AS min, (SELECT max(v)::text FROM g) AS max'
        : type === 'timestamp'
          ? `(SELECT to_char(min(v) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') FROM g) AS min,
             (SELECT to_char(max(v) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') FROM g) AS max`
          : 'NULL AS min, NULL AS max';
  const avgLength =
    type === 'text' ? '(SELECT sum(length(v)::float8 * n) / nullif(sum(n), 0) FROM g WHERE v IS NOT NULL)' : 'NULL::float8';
  const topValue = type === 'timestamp' ? `to_char(v AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')` : type === 'date' ? 'v::text' : 'v';
  return `WITH g AS MATERIALIZED (SELECT ${c} AS v, count(*) AS n FROM ${qualified(schema, table)} GROUP BY ${c})
    SELECT (SELECT coalesce(sum(n), 0) FROM g)::bigint AS total,
           (SELECT coalesce(sum(n), 0) FROM g WHERE v IS NULL)::bigint AS nulls,
           (SELECT count(*) FROM g WHERE v IS NOT NULL)::bigint AS distinct_count,
           ${minMax},
           ${avgLength} AS avg_length,
           (SELECT coalesce(json_agg(json_build_object('value', ${topValue}, 'count', n) ORDER BY n DESC, v), '[]'::json)
              FROM (SELECT v, n FROM g WHERE v IS NOT NULL ORDER BY n DESC, v LIMIT ${TOP_VALUES}) t) AS top`;
}

const ID_NAME = /(^|_)(id|uuid|key|code|sku|isbn|ean|no|number)$/;
/** Text columns that name their records ("identifier: keys and names of records"). */
const NAME_NAME = /(^|_)(name|title)$/;

/** The column's role, from its type, its name and its statistics. */
export function roleOf(name: string, type: ColumnType, s: RawStats): ColumnRole {
  const nonNull = s.total - s.nulls;
  const mostlyUnique = nonNull > 20 && s.distinct_count >= 0.9 * nonNull;
  switch (type) {
    case 'date':
    case 'timestamp':
      return 'time';
    case 'boolean':
      return 'dimension';
    case 'integer':
      if (ID_NAME.test(name)) return 'identifier';
      // A handful of repeated integers (cylinders, a year, a rating) is a category to group by.
      if (s.distinct_count <= 24 && s.distinct_count < 0.5 * nonNull) return 'dimension';
      return 'measure';
    case 'number':
      return 'measure';
    case 'text':
      if (ID_NAME.test(name)) return 'identifier';
      if ((s.avg_length ?? 0) > 80) return 'text';
      if (NAME_NAME.test(name) && s.distinct_count >= 0.5 * nonNull) return 'identifier';
      return mostlyUnique ? 'identifier' : 'dimension';
  }
}

function toStats(role: ColumnRole, s: RawStats): ColumnStats {
  return {
    distinct_count: s.distinct_count,
    null_share: s.total === 0 ? 0 : s.nulls / s.total,
    min: s.min,
    max: s.max,
    top_values: role === 'dimension' || role === 'identifier' ? s.top : [],
  };
}

/** Runs fn over items with at most `limit` at a time, in order of start. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Column pairs that may join: same name and type (or `<module>_id` ↔ `id`), not measures nor free text. */
function joinCandidates(modules: SpecModule[]): { a: SpecModule; ca: SpecColumn; b: SpecModule; cb: SpecColumn }[] {
  const out: { a: SpecModule; ca: SpecColumn; b: SpecModule; cb: SpecColumn }[] = [];
  const joinable = (c: SpecColumn) => c.role !== 'measure' && c.role !== 'text' && c.type !== 'boolean' && c.type !== 'number';
  for (let i = 0; i < modules.length; i++) {
    for (let j = i + 1; j < modules.length; j++) {
      const a = modules[i]!;
      const b = modules[j]!;
      for (const ca of a.columns.filter(joinable)) {
        for (const cb of b.columns.filter(joinable)) {
          if (ca.type !== cb.type) continue;
          const sameName = ca.name === cb.name;
          const foreign =
            (ca.name === `${identifierOf(b.name)}_id` && cb.name === 'id') || (cb.name === `${identifierOf(a.name)}_id` && ca.name === 'id');
          if (sameName || foreign) out.push({ a, ca, b, cb });
        }
      }
    }
  }
  return out;
}

const isKey = (m: SpecModule, c: SpecColumn) => {
  const nonNull = m.row_count * (1 - c.stats.null_share);
  return nonNull > 0 && c.stats.distinct_count >= 0.95 * nonNull;
};

/**
 * Builds the spec document of a project's modules: per column its role, type, statistics, label
 * and synonyms; and the joins between modules whose key values match (one side a key, and at
 * least half of the smaller side's distinct values found on the other side).
 */
export async function buildSpecDoc(db: Db, input: BuildModule[], events: BuildEvents): Promise<SpecDoc> {
  const concurrency = db.engine === 'postgres' ? 3 : 1;
  let columnsDone = 0;
  let modulesDone = 0;
  const modules: SpecModule[] = [];

  for (const m of input) {
    const specColumns: SpecColumn[] = new Array(m.columns.length);
    let rowCount = 0;
    await eachLimited(
      m.columns.map((c, i) => ({ c, i })),
      concurrency,
      async ({ c, i }) => {
        const s = await db.transaction(async (tx) => {
          // Grouping a million distinct values fits in memory rather than spilling to disk.
          await tx.query(`SELECT set_config('work_mem', '64MB', true)`);
          const { rows } = await tx.query<RawStats>(statsSql(m.schema, m.table, c.name, c.type));
          return rows[0]!;
        });
        rowCount = s.total;
        const role = roleOf(c.name, c.type, s);
        specColumns[i] = { name: c.name, label: c.label, synonyms: c.synonyms, type: c.type, role, stats: toStats(role, s) };
        columnsDone++;
        await events.progress({ step: 'statistics', modules_done: modulesDone, columns_done: columnsDone });
      },
    );
    if (m.columns.length === 0) {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::bigint AS n FROM ${qualified(m.schema, m.table)}`);
      rowCount = rows[0]!.n;
    }
    modulesDone++;
    modules.push({
      module_id: m.module_id,
      name: m.name,
      synonyms: m.synonyms,
      table: { schema: m.schema, name: m.table },
      row_count: rowCount,
      columns: specColumns,
    });
  }

  await events.progress({ step: 'joins', modules_done: modulesDone, columns_done: columnsDone });
  const joins: SpecJoin[] = [];
  for (const { a, ca, b, cb } of joinCandidates(modules)) {
    if (!isKey(a, ca) && !isKey(b, cb)) continue;
    const { rows } = await db.query<{ overlap: number }>(
      `SELECT count(*)::bigint AS overlap
         FROM (SELECT DISTINCT ${quoteIdent(ca.name)} AS v FROM ${qualified(a.table.schema, a.table.name)} WHERE ${quoteIdent(ca.name)} IS NOT NULL) x
        WHERE EXISTS (SELECT 1 FROM ${qualified(b.table.schema, b.table.name)} y WHERE y.${quoteIdent(cb.name)} = x.v)`,
    );
    const overlap = rows[0]!.overlap;
    const smaller = Math.min(ca.stats.distinct_count, cb.stats.distinct_count);
    if (overlap > 0 && overlap >= 0.5 * smaller) {
      joins.push({ left: { module_id: a.module_id, column: ca.name }, right: { module_id: b.module_id, column: cb.name } });
    }
  }
  return { version: 1, modules, joins };
}
