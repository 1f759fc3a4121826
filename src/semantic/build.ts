import type { Db, Queryable } from '../db/db.js';
import { qualified } from '../datasets/storage.js';
import { findJoins, valueSetKey, type DeclaredJoin, type ValueSets } from './joins.js';
import type { ColumnRole, ColumnType } from '../contracts/columns.js';
import type { SpecColumn, SpecDoc, SpecModule } from '../contracts/spec.js';
import { humanise, labelWords } from './humanise.js';
import { withLayer, type LayerChoices } from './layer.js';
import { looksPersonal } from './personal-data.js';
import { columnsStats, predictedUnique, readsAs, roleOf, statsSql, toStats, uniqueStats, type RawStats } from './stats.js';
import { buildRollups, type RollupBounds } from './rollups.js';
import { indexable, VALUE_INDEX_PER_COLUMN, VALUE_INDEX_PER_SPEC, type IndexedValue } from './values.repo.js';

/** What the build reads of a module: its table, its labelled, typed columns and the joins declared on it. */
export interface BuildModule {
  module_id: string;
  name: string;
  synonyms: string[];
  schema: string;
  table: string;
  columns: {
    name: string;
    /** The header as uploaded: a label equal to it is humanised ("UnitPrice" → "Unit price"). */
    source?: string;
    label: string;
    synonyms: string[];
    type: ColumnType;
    value_synonyms?: Record<string, string[]>;
    role?: ColumnRole;
  }[];
  joins?: Omit<DeclaredJoin, 'module_id'>[];
  /** The module builder's choices of the semantic layer (entity, key, metrics, measures' aggregation and unit). */
  layer?: LayerChoices;
}

export interface BuildEvents {
  /** After each column's statistics, and when the joins are being looked for. */
  progress(p: { step: 'statistics' | 'joins'; modules_done: number; columns_done: number }): Promise<void> | void;
  /** The value index of one column (its distinct values, most frequent first). */
  values?(moduleId: string, column: string, values: IndexedValue[]): Promise<void>;
}

export interface BuildOptions {
  /** Pre-aggregations of the large modules (rollups.ts), named after this spec; none without. */
  rollups?: RollupBounds & { specId: string };
  /** Distinct values kept per column in the value index. */
  valuesPerColumn?: number;
  /** Distinct values kept in the whole spec's value index. */
  valuesPerSpec?: number;
}

/** Runs fn over items with at most `limit` at a time, in order of start. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

type BuildColumn = BuildModule['columns'][number];
/** A column as the build describes it, with its table's row count and its values for the index (null: not read). */
interface Described {
  column: SpecColumn;
  total: number;
  values: IndexedValue[] | null;
}

/** A column whose values the planner estimates at no more than this is read with others like it, in one pass. */
const FEW_VALUES = 10_000;
/** Columns grouped in one pass at most (columnsStats). */
const PER_PASS = 16;

/**
 * The settings of a statistics query. Grouping a million distinct values fits in memory rather
 * than spilling to disk. The build already runs two queries at a time, so a query's own parallel
 * workers would only add partial aggregates to combine (bench:import's nine grouped columns took
 * 1.5 s with them, 1.1 s without).
 */
const statsSettings = (tx: Queryable) => tx.query(`SELECT set_config('work_mem', '64MB', true), set_config('max_parallel_workers_per_gather', '0', true)`);

/**
 * Describes a module's columns, at most `concurrency` queries at a time, calling `each` with each
 * column as it is described: the columns of few values (as the planner's statistics estimate them;
 * ANALYZE runs after each load) together in one pass over the table, and each other column on its
 * own, the most distinct values first, so that the longest queries start first and the connections
 * finish together. With `index`, the value index's values come from the same passes.
 */
async function describeColumns(
  db: Db,
  m: BuildModule,
  index: number | undefined,
  concurrency: number,
  each: (i: number, d: Described) => Promise<void>,
): Promise<void> {
  const { rows } = await db.query<{ name: string; n: number }>(
    `SELECT s.attname AS name, CASE WHEN s.n_distinct >= 0 THEN s.n_distinct ELSE -s.n_distinct * greatest(c.reltuples, 0) END::float8 AS n
       FROM pg_stats s JOIN pg_namespace ns ON ns.nspname = s.schemaname JOIN pg_class c ON c.relnamespace = ns.oid AND c.relname = s.tablename
      WHERE s.schemaname = $1 AND s.tablename = $2`,
    [m.schema, m.table],
  );
  const estimate = new Map(rows.map((r) => [r.name, Number(r.n)]));
  const items = m.columns.map((c, i) => ({ c, i, n: estimate.get(c.name) ?? 0 }));
  const few = items.filter((x) => x.n <= FEW_VALUES);
  const many = items.filter((x) => x.n > FEW_VALUES).sort((a, b) => b.n - a.n || a.i - b.i);
  const opts = { index, reads: true };
  const passes: (() => Promise<void>)[] = [];
  // A pass reads the whole table, as the largest column does: the passes start first.
  for (let k = 0; k < few.length; k += PER_PASS) {
    const pass = few.slice(k, k + PER_PASS);
    passes.push(async () => {
      const described = await db.transaction(async (tx) => {
        await statsSettings(tx);
        const stats = await columnsStats(
          tx,
          m.schema,
          m.table,
          pass.map((x) => x.c),
          opts,
        );
        const out: Described[] = [];
        for (const [j, x] of pass.entries()) out.push(await describeFrom(tx, m, x.c, stats[j]!));
        return out;
      });
      for (const [j, x] of pass.entries()) await each(x.i, described[j]!);
    });
  }
  for (const x of many) {
    passes.push(async () => {
      const d = await db.transaction(async (tx) => {
        await statsSettings(tx);
        // A column the planner takes to be unique (an id) is described without grouping its values.
        const unique =
          x.c.type !== 'boolean' && (await predictedUnique(tx, m.schema, m.table, x.c.name))
            ? await uniqueStats(tx, m.schema, m.table, x.c.name, x.c.type, opts)
            : undefined;
        const s = unique ?? (await tx.query<RawStats>(statsSql(m.schema, m.table, x.c.name, x.c.type, undefined, opts))).rows[0]!;
        return describeFrom(tx, m, x.c, s);
      });
      await each(x.i, d);
    });
  }
  await eachLimited(passes, concurrency, (pass) => pass());
}

/**
 * A column from its statistics: what a text column reads as, its label and its role (the
 * builder's, else proposed), and its values for the value index when they were read.
 */
async function describeFrom(tx: Queryable, m: BuildModule, c: BuildColumn, s: RawStats): Promise<Described> {
  const reads = c.type === 'text' && s.distinct_count > 0 && s.reading ? await readsAs(tx, m.schema, m.table, c.name, s.reading) : undefined;
  // A label the builder left as the header is written as people say it; the header stays for the record.
  const fromHeader = c.source !== undefined && c.label === c.source;
  const label = fromHeader ? humanise(c.label, m.name) : c.label;
  // The module builder's choice wins; else personal data is proposed as sensitive before anything else.
  // The header's words as people write them ("CustomerName" → customer name) say what the column is.
  const words = labelWords(humanise(c.source ?? c.label));
  const sample = s.top.map((t) => t.value);
  // A label the builder gave ("Account manager" for "TrackingOption1") says what the column holds as well as its header.
  const given = c.source !== undefined && c.label !== c.source ? labelWords(c.label) : [];
  const proposed =
    looksPersonal(words.join('_'), c.type, sample) || (given.length > 0 && looksPersonal(given.join('_'), c.type, sample))
      ? 'sensitive'
      : roleOf(words, c.type, s, reads?.reads_as);
  const role = c.role ?? proposed;
  const stats = toStats(role, s);
  if (reads) Object.assign(stats, { min: reads.min, max: reads.max });
  const column: SpecColumn = { name: c.name, label, synonyms: c.synonyms, type: c.type, role, role_source: c.role ? 'set' : 'proposed', stats };
  if (fromHeader && label !== c.label) column.header = c.label;
  if (reads) column.reads_as = reads.reads_as;
  if (c.value_synonyms && Object.keys(c.value_synonyms).length) column.value_synonyms = c.value_synonyms;
  return { column, total: Number(s.total), values: s.index_values ?? null };
}

/**
 * The semantic layer a module would get, without building a spec (the module builder's preview):
 * each column described as a build describes it, then the layer with the builder's choices.
 */
export async function proposeModule(db: Db, m: BuildModule): Promise<SpecModule> {
  const columns: SpecColumn[] = new Array(m.columns.length);
  let rows = 0;
  await describeColumns(db, m, undefined, 1, async (i, d) => {
    columns[i] = d.column;
    rows = d.total;
  });
  const described = { module_id: m.module_id, name: m.name, synonyms: m.synonyms, table: { schema: m.schema, name: m.table }, row_count: rows, columns };
  return withLayer(described, m.layer);
}

/**
 * A column's share of the spec's value index (`left` of it remains): its values, read with its
 * statistics, up to the column's and the spec's bounds; undefined when it is not indexed.
 * Settled in column order, whatever order the statistics arrive in, so the same spec indexes the
 * same values on every run and engine.
 */
function settleIndex(column: SpecColumn, read: IndexedValue[] | null, cap: number, left: number): IndexedValue[] | undefined {
  const distinct = column.stats.distinct_count;
  if (!indexable(column.type, distinct, cap)) return undefined;
  const room = Math.min(cap, distinct, left);
  // The spec's index is full: the column's values are not indexed, and the spec says so.
  if (room === 0 && distinct > 0) {
    column.index = { values: 0, complete: false };
    return undefined;
  }
  if (!indexable(column.type, distinct, room)) return undefined;
  const values = read ?? [];
  column.index = { values: Math.min(values.length, room), complete: values.length <= room };
  if (column.type === 'text' && column.index.complete) column.case_variants = new Set(values.map((v) => v.value.toLowerCase())).size < values.length;
  return values.slice(0, room);
}

/**
 * Builds the spec document of a project's modules: per column its role, type, statistics, what a
 * text column reads as, label and synonyms; the semantic layer (entities, measures, metrics:
 * layer.ts); the value index of each column (handed to events.values); and the joins between
 * modules (declared, or discovered from matching key values).
 */
export async function buildSpecDoc(db: Db, input: BuildModule[], events: BuildEvents, opts: BuildOptions = {}): Promise<SpecDoc> {
  // Two columns at a time on a server (a query each); the embedded engine runs one statement at a time.
  const concurrency = db.engine === 'postgres' ? 2 : 1;
  const cap = opts.valuesPerColumn ?? VALUE_INDEX_PER_COLUMN;
  let indexLeft = opts.valuesPerSpec ?? VALUE_INDEX_PER_SPEC;
  let columnsDone = 0;
  let modulesDone = 0;
  const modules: SpecModule[] = [];
  const sets: ValueSets = new Map();

  for (const m of input) {
    const read: (Described | undefined)[] = new Array(m.columns.length);
    const specColumns: SpecColumn[] = new Array(m.columns.length);
    let rowCount = 0;
    // Columns whose statistics have arrived are settled from the first one not yet settled, in
    // order; a column waits for nothing but its own query, so both connections stay busy.
    let settled = 0;
    let settling = Promise.resolve();
    const settleReady = async () => {
      for (let d = read[settled]; d !== undefined; d = read[settled]) {
        const c = m.columns[settled]!;
        specColumns[settled++] = d.column;
        rowCount = d.total;
        const values = settleIndex(d.column, d.values, cap, indexLeft);
        if (!values) continue;
        indexLeft -= values.length;
        sets.set(valueSetKey(m.module_id, c.name), { values: new Set(values.map((v) => v.value)), complete: d.column.index!.complete });
        await events.values?.(m.module_id, c.name, values);
      }
    };
    await describeColumns(db, m, cap, concurrency, async (i, d) => {
      read[i] = d;
      settling = settling.then(settleReady);
      await settling;
      columnsDone++;
      await events.progress({ step: 'statistics', modules_done: modulesDone, columns_done: columnsDone });
    });
    if (m.columns.length === 0) {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::bigint AS n FROM ${qualified(m.schema, m.table)}`);
      rowCount = rows[0]!.n;
    }
    modulesDone++;
    const described: SpecModule = {
      module_id: m.module_id,
      name: m.name,
      synonyms: m.synonyms,
      table: { schema: m.schema, name: m.table },
      row_count: rowCount,
      columns: specColumns,
    };
    modules.push(withLayer(described, m.layer));
  }

  await events.progress({ step: 'joins', modules_done: modulesDone, columns_done: columnsDone });
  const declared = input.flatMap((m) => (m.joins ?? []).map((j) => ({ ...j, module_id: m.module_id })));
  const joins = await findJoins(db, modules, declared, sets);
  if (opts.rollups) await buildRollups(db, modules, opts.rollups.specId, opts.rollups);
  return { version: 3, modules, joins };
}
