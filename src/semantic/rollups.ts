/**
 * Pre-aggregations (rollups): with a spec build, each large module gets one table of its rows
 * grouped by its low-cardinality dimensions and its date column at the finest grain the size bound
 * allows, holding per group the row count, the first row's position and each numeric measure's
 * sum, count, min and max. The compiler answers a grouped or aggregate question from it when it
 * holds exactly what the question needs (src/agent/execute/rollup.ts), else from the table.
 *
 * A rollup lives in the customer's data schema beside its module's table, named after the module
 * and the spec (`r_<module>_<spec>`): it is dropped with its spec, when its module's table is
 * loaded again, and with the customer's schema.
 */
import type { Db, Queryable } from '../db/db.js';
import { qualified, quoteIdent } from '../datasets/storage.js';
import { ROLLUP_GRAINS, type Rollup, type RollupGrain, type SpecColumn, type SpecModule } from '../contracts/spec.js';

export interface RollupBounds {
  /** Most rows a rollup may have (its groups); a module whose rollup would be larger gets none. */
  maxRows: number;
  /** Modules with fewer rows are answered from their table, which is fast enough. */
  minRows: number;
}

export const DEFAULT_ROLLUP_BOUNDS: RollupBounds = { maxRows: 100_000, minRows: 50_000 };

/** A dimension with more values than this is left out of the rollup. */
const MAX_DIMENSION_VALUES = 1000;

const hex = (uuid: string) => uuid.replace(/-/g, '').toLowerCase();
/** The rollup of a module in a spec: 2 + 32 + 1 + 12 characters, within PostgreSQL's 63. */
export const rollupTable = (moduleId: string, specId: string) => `r_${hex(moduleId)}_${hex(specId).slice(0, 12)}`;

/** The rollup a module would get, or undefined when none would be worth having. */
export function planRollup(m: SpecModule, bounds: RollupBounds): Omit<Rollup, 'table' | 'rows'> | undefined {
  if (m.row_count < bounds.minRows) return undefined;
  const groupsOf = (c: SpecColumn) => c.stats.distinct_count + (c.stats.null_share > 0 ? 1 : 0);
  // Grouped as stored: text only where no two values differ by case alone (the compiler folds those).
  const dims = m.columns
    .filter((c) => c.role === 'dimension' && !c.reads_as && c.stats.distinct_count >= 1 && c.stats.distinct_count <= MAX_DIMENSION_VALUES)
    .filter((c) => c.type === 'integer' || c.type === 'boolean' || (c.type === 'text' && c.case_variants === false))
    .sort((a, b) => groupsOf(a) - groupsOf(b) || (a.name < b.name ? -1 : 1));
  const time = m.columns.find(
    (c) => c.role === 'time' && c.type === 'date' && !c.reads_as && typeof c.stats.min === 'string' && typeof c.stats.max === 'string',
  );
  const measures = m.columns.filter((c) => c.role === 'measure' && (c.type === 'integer' || c.type === 'number') && !c.reads_as).map((c) => c.name);
  const periods = (grain: RollupGrain) => (time ? periodsBetween(String(time.stats.min), String(time.stats.max), grain) : 1);
  // Worth having only well smaller than the table, and within the bound.
  const room = Math.min(bounds.maxRows, m.row_count / 4);
  // The most dimensions (fewest values first) that leave room for the date at some grain.
  const coarsest = time ? periods('year') : 1;
  let kept = dims.length;
  let product = dims.reduce((p, c) => p * groupsOf(c), 1);
  while (kept > 0 && product * coarsest > room) product /= groupsOf(dims[--kept]!);
  if (product * coarsest > room) return undefined;
  const grain = time ? ROLLUP_GRAINS.find((g) => product * periods(g) <= room) : undefined;
  const chosen = dims.slice(0, kept).map((c) => c.name);
  if (chosen.length === 0 && !grain) return undefined;
  return { dimensions: chosen, ...(time && grain ? { time: { column: time.name, grain } } : {}), measures };
}

/** Periods of a grain from one date to another, both counted. */
function periodsBetween(min: string, max: string, grain: RollupGrain): number {
  const a = new Date(`${min.slice(0, 10)}T00:00:00Z`);
  const b = new Date(`${max.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(a.getTime()) || Number.isNaN(b.getTime())) return Number.POSITIVE_INFINITY;
  const months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth();
  switch (grain) {
    case 'day':
      return Math.round((b.getTime() - a.getTime()) / 86_400_000) + 1;
    case 'month':
      return months + 1;
    case 'quarter':
      return Math.floor((b.getUTCFullYear() * 12 + b.getUTCMonth()) / 3) - Math.floor((a.getUTCFullYear() * 12 + a.getUTCMonth()) / 3) + 1;
    case 'year':
      return b.getUTCFullYear() - a.getUTCFullYear() + 1;
  }
}

/** The statement that fills a rollup table from its module's table. */
export function rollupSql(m: SpecModule, plan: Omit<Rollup, 'table' | 'rows'>, table: string): string {
  const keys = plan.dimensions.map(quoteIdent);
  // Truncated as a timestamp without a zone: the same dates as through timestamptz, a third faster.
  if (plan.time) keys.push(`date_trunc('${plan.time.grain}', ${quoteIdent(plan.time.column)}::timestamp)::date`);
  const cols = [...plan.dimensions.map(quoteIdent), ...(plan.time ? [`${keys.at(-1)} AS ${quoteIdent(plan.time.column)}`] : [])];
  const figures = plan.measures.flatMap((name) => {
    const c = quoteIdent(name);
    const as = (suffix: string) => quoteIdent(`${name}__${suffix}`);
    return [`sum(${c}) AS ${as('sum')}`, `count(${c})::bigint AS ${as('n')}`, `min(${c}) AS ${as('min')}`, `max(${c}) AS ${as('max')}`];
  });
  const select = [...cols, 'count(*)::bigint AS "_n"', 'min("_row") AS "_row"', ...figures].join(', ');
  const groupBy = keys.length ? ` GROUP BY ${keys.map((_, i) => i + 1).join(', ')}` : '';
  return `CREATE TABLE ${qualified(m.table.schema, table)} AS SELECT ${select} FROM ${qualified(m.table.schema, m.table.name)}${groupBy}`;
}

/**
 * Builds the rollups of a spec's modules (those worth one), in the modules' schema; a module's
 * rollup is recorded on it. A rollup over its bound once built is dropped again.
 */
export async function buildRollups(db: Db, modules: SpecModule[], specId: string, bounds: RollupBounds): Promise<void> {
  for (const m of modules) {
    const plan = planRollup(m, bounds);
    if (!plan) continue;
    const table = rollupTable(m.module_id, specId);
    const where = qualified(m.table.schema, table);
    const count = await db.transaction(async (tx) => {
      // The planner multiplies the columns' distinct counts and, expecting far more groups than
      // there are, sorts a million rows on disk and keeps the workers out; the bound keeps the
      // groups few enough to hash, and to pass from parallel workers for next to nothing
      // (bench:import's rollup: 2.3 s → 0.33 s).
      await tx.query(`SELECT set_config('work_mem', '64MB', true), set_config('parallel_tuple_cost', '0', true)`);
      await tx.exec(`DROP TABLE IF EXISTS ${where}`);
      await tx.query(rollupSql(m, plan, table));
      // Counted, not taken from the statement's tag (PGlite reports none for CREATE TABLE AS).
      const { rows } = await tx.query<{ n: number }>(`SELECT count(*)::bigint AS n FROM ${where}`);
      const n = Number(rows[0]!.n);
      if (n > bounds.maxRows) await tx.exec(`DROP TABLE ${where}`);
      return n;
    });
    if (count > bounds.maxRows) continue;
    await db.exec(`ANALYZE ${where}`);
    m.rollup = { table: { schema: m.table.schema, name: table }, ...plan, rows: count };
  }
}

/** Drops the rollups of a spec, or of every spec over a module's table (m_<module>), in a customer's schema. */
export async function dropRollups(q: Queryable, schema: string, of: { specId: string } | { moduleTable: string }): Promise<void> {
  // LIKE's own wildcards are escaped: "_" stands for itself.
  const pattern = 'specId' in of ? `r\\_%\\_${hex(of.specId).slice(0, 12)}` : `r\\_${of.moduleTable.replace(/^m_/, '')}\\_%`;
  const { rows } = await q.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = $1 AND tablename LIKE $2`, [schema, pattern]);
  for (const r of rows) await q.exec(`DROP TABLE IF EXISTS ${qualified(schema, r.name)}`);
}
