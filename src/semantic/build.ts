import type { Db, Queryable } from '../db/db.js';
import { qualified } from '../datasets/storage.js';
import { findJoins, valueSetKey, type DeclaredJoin, type ValueSets } from './joins.js';
import type { ColumnRole, ColumnType, SpecColumn, SpecDoc, SpecModule } from './spec.types.js';
import { humanise, labelWords } from './humanise.js';
import { withLayer, type LayerChoices } from './layer.js';
import { looksPersonal } from './personal-data.js';
import { predictedUnique, readsAs, roleOf, statsSql, toStats, uniqueStats, type RawStats } from './stats.js';
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

/** What is left of the spec's value index: each column reserves its room before reading, and gives back what it did not use. */
function indexBudget(total: number) {
  let left = total;
  return {
    reserve(n: number): number {
      const room = Math.max(0, Math.min(n, left));
      left -= room;
      return room;
    },
    giveBack(n: number): void {
      left += n;
    },
  };
}
type IndexBudget = ReturnType<typeof indexBudget>;

/**
 * Turns in column order: column i reserves its share of the spec's index only after column i-1 has
 * settled its own, whatever order their statistics arrive in, so the same spec indexes the same
 * values on every run and engine.
 */
function turns(count: number) {
  const open: (() => void)[] = [];
  const gates = Array.from({ length: count }, (_, i) => (i === 0 ? Promise.resolve() : new Promise<void>((r) => (open[i] = r))));
  return { wait: (i: number) => gates[i]!, pass: (i: number) => open[i + 1]?.() };
}

/** Runs fn over items with at most `limit` at a time, in order of start. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** One column: statistics, what a text column reads as, its role, and its distinct values for the index. */
async function describeColumn(
  db: Db,
  m: BuildModule,
  c: BuildModule['columns'][number],
  cap: number,
  budget: IndexBudget,
  turn: { wait(): Promise<void>; pass(): void },
): Promise<{ column: SpecColumn; total: number; values?: IndexedValue[] }> {
  let settled = false;
  const settle = async () => {
    if (settled) return;
    settled = true;
    await turn.wait();
    turn.pass();
  };
  try {
    return await describeInTurn(db, m, c, cap, budget, turn.wait, settle);
  } finally {
    await settle();
  }
}

/**
 * A column's statistics, what a text column reads as, its label and its role (the builder's, else
 * proposed); with `index`, the column's values for the value index from the same pass.
 */
async function describeStats(
  tx: Queryable,
  m: BuildModule,
  c: BuildModule['columns'][number],
  index?: number,
): Promise<{ column: SpecColumn; total: number; values: IndexedValue[] | null }> {
  // Grouping a million distinct values fits in memory rather than spilling to disk.
  await tx.query(`SELECT set_config('work_mem', '64MB', true)`);
  const opts = { index, reads: true };
  // A column the planner takes to be unique (an id) is described without grouping its values.
  const unique =
    c.type !== 'boolean' && (await predictedUnique(tx, m.schema, m.table, c.name)) ? await uniqueStats(tx, m.schema, m.table, c.name, c.type, opts) : undefined;
  const s = unique ?? (await tx.query<RawStats>(statsSql(m.schema, m.table, c.name, c.type, undefined, opts))).rows[0]!;
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
  return { column, total: s.total, values: s.index_values ?? null };
}

/**
 * The semantic layer a module would get, without building a spec (the module builder's preview):
 * each column described as a build describes it, then the layer with the builder's choices.
 */
export async function proposeModule(db: Db, m: BuildModule): Promise<SpecModule> {
  const columns: SpecColumn[] = [];
  let rows = 0;
  for (const c of m.columns) {
    const d = await db.transaction((tx) => describeStats(tx, m, c));
    columns.push(d.column);
    rows = d.total;
  }
  const described = { module_id: m.module_id, name: m.name, synonyms: m.synonyms, table: { schema: m.schema, name: m.table }, row_count: rows, columns };
  return withLayer(described, m.layer);
}

async function describeInTurn(
  db: Db,
  m: BuildModule,
  c: BuildModule['columns'][number],
  cap: number,
  budget: IndexBudget,
  myTurn: () => Promise<void>,
  settle: () => Promise<void>,
): Promise<{ column: SpecColumn; total: number; values?: IndexedValue[] }> {
  return db.transaction(async (tx) => {
    // The index's values come from the statistics' own pass; the spec's budget is settled in column order below.
    const { column, total, values: read } = await describeStats(tx, m, c, cap);
    if (c.value_synonyms && Object.keys(c.value_synonyms).length) column.value_synonyms = c.value_synonyms;
    if (!indexable(c.type, column.stats.distinct_count, cap)) return { column, total };
    await myTurn();
    const distinct = column.stats.distinct_count;
    const room = budget.reserve(Math.min(cap, Number(distinct)));
    // The spec's index is full: the column's values are not indexed, and the spec says so.
    const starved = room === 0 && distinct > 0;
    if (starved || !indexable(c.type, distinct, room)) {
      budget.giveBack(room);
      if (starved) column.index = { values: 0, complete: false };
      return { column, total };
    }
    const values = read ?? [];
    const kept = Math.min(values.length, room);
    budget.giveBack(room - kept);
    await settle();
    column.index = { values: kept, complete: values.length <= room };
    if (c.type === 'text' && column.index.complete) column.case_variants = new Set(values.map((v) => v.value.toLowerCase())).size < values.length;
    return { column, total, values: values.slice(0, room) };
  });
}

/**
 * Builds the spec document of a project's modules: per column its role, type, statistics, what a
 * text column reads as, label and synonyms; the semantic layer (entities, measures, metrics:
 * layer.ts); the value index of each column (handed to events.values); and the joins between
 * modules (declared, or discovered from matching key values).
 */
export async function buildSpecDoc(db: Db, input: BuildModule[], events: BuildEvents, opts: BuildOptions = {}): Promise<SpecDoc> {
  const concurrency = db.engine === 'postgres' ? 3 : 1;
  const cap = opts.valuesPerColumn ?? VALUE_INDEX_PER_COLUMN;
  const budget = indexBudget(opts.valuesPerSpec ?? VALUE_INDEX_PER_SPEC);
  let columnsDone = 0;
  let modulesDone = 0;
  const modules: SpecModule[] = [];
  const sets: ValueSets = new Map();

  for (const m of input) {
    const specColumns: SpecColumn[] = new Array(m.columns.length);
    let rowCount = 0;
    const order = turns(m.columns.length);
    await eachLimited(
      m.columns.map((c, i) => ({ c, i })),
      concurrency,
      async ({ c, i }) => {
        const d = await describeColumn(db, m, c, cap, budget, { wait: () => order.wait(i), pass: () => order.pass(i) });
        rowCount = d.total;
        specColumns[i] = d.column;
        if (d.values) {
          sets.set(valueSetKey(m.module_id, c.name), { values: new Set(d.values.map((v) => v.value)), complete: d.column.index!.complete });
          await events.values?.(m.module_id, c.name, d.values);
        }
        columnsDone++;
        await events.progress({ step: 'statistics', modules_done: modulesDone, columns_done: columnsDone });
      },
    );
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
