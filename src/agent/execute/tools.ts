import { isConnectionError, type Db } from '../../db/db.js';
import type { Plan } from '../plan/resolve.js';
import { compileQuery, type CompiledQuery } from './sql.js';
import { withheldAt } from '../../contracts/columns.js';
import type { SpecScope } from '../plan/spec-index.js';
import type { Exposure } from '../../contracts/exposure.js';
import { DEFAULT_MIN_RECORDS } from '../guard/small-sets.js';
import type { AgentTrace } from '../types.js';

export interface ToolLimits {
  /** Most rows any query returns. */
  rowCap: number;
  /** statement_timeout of the data query, in milliseconds. */
  statementTimeoutMs: number;
  /** k: below full exposure, no answer describes a set of fewer records (src/agent/guard/small-sets.ts). */
  minRecords?: number;
  /** Whether a query may be answered from a spec's rollups (src/agent/execute/rollup.ts); yes unless false. */
  rollups?: boolean;
}

export const DEFAULT_TOOL_LIMITS: ToolLimits = { rowCap: 200, statementTimeoutMs: 5000, minRecords: DEFAULT_MIN_RECORDS };

export interface ToolResult {
  sql: CompiledQuery;
  plan: Plan;
  rows: Record<string, unknown>[];
}

/** Runs statements in a read-only transaction with a statement timeout: nothing the agent runs can write or run long. */
async function readOnly<T>(db: Db, limits: ToolLimits, fn: (run: typeof db.query) => Promise<T>): Promise<T> {
  const timeout = Math.max(1, Math.floor(limits.statementTimeoutMs));
  return db.transaction(async (tx) => {
    // One round trip for both settings (our own constants, no parameters).
    await tx.exec(`SET TRANSACTION READ ONLY; SET LOCAL statement_timeout = ${timeout}`);
    return fn(tx.query.bind(tx) as typeof db.query);
  });
}

/**
 * The database refused or cancelled a data query (a value that does not fit its column, the statement
 * timeout): an answer says so. Losing the database itself is not this error (it stays a 503).
 */
export class QueryFailedError extends Error {
  constructor(readonly reason: 'timeout' | 'rejected') {
    super(reason === 'timeout' ? 'the query took too long' : 'the database refused the query');
  }
}

/** The data tool: validates the structured query against the spec, compiles it and runs it. */
export async function runQuery(db: Db, q: unknown, scope: SpecScope, limits: ToolLimits = DEFAULT_TOOL_LIMITS): Promise<ToolResult> {
  const { plan, ...sql } = compileQuery(q, scope, { rowCap: limits.rowCap, rollups: limits.rollups });
  let rows: Record<string, unknown>[];
  try {
    ({ rows } = await readOnly(db, limits, (run) => run<Record<string, unknown>>(sql.text, sql.params)));
  } catch (err) {
    const code = (err as { code?: unknown })?.code;
    // A rollup dropped since the spec was read (its module loaded again): the table answers.
    if (code === '42P01' && sql.rollup) return runQuery(db, q, scope, { ...limits, rollups: false });
    if (isConnectionError(err) || typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) throw err;
    throw new QueryFailedError(code === '57014' ? 'timeout' : 'rejected');
  }
  return { sql, plan, rows: rows.slice(0, limits.rowCap).map(numbersAsNumbers) };
}

/** A statement as the trace records it: its text, its values, and the rollup it read when it read one. */
export function tracedSql(sql: CompiledQuery): AgentTrace['sql'][number] {
  return { text: sql.text, params: sql.params, ...(sql.rollup ? { rollup: sql.rollup } : {}) };
}

/** Computed values are numbers on both engines (PGlite returns numeric as text). */
const COMPUTED = ['v', 'v1', 'v2', 'n', '_total', '_row'];
function numbersAsNumbers(row: Record<string, unknown>): Record<string, unknown> {
  const out = { ...row };
  for (const k of COMPUTED) if (typeof out[k] === 'string' && out[k] !== '' && Number.isFinite(Number(out[k]))) out[k] = Number(out[k]);
  return out;
}

/**
 * Which values of the columns withheld at this exposure occur in a text: the exposure guard must
 * remove them even when they came from a model's own knowledge.
 */
export async function sensitiveValuesIn(
  db: Db,
  text: string,
  scope: SpecScope,
  moduleIds: string[],
  exposure: Exposure,
  limits: ToolLimits = DEFAULT_TOOL_LIMITS,
): Promise<{ sql: CompiledQuery[]; values: string[] }> {
  const found = new Set<string>();
  const sqls: CompiledQuery[] = [];
  if (!text.trim()) return { sql: sqls, values: [] };
  await readOnly(db, limits, async (run) => {
    for (const m of scope.modules) {
      if (!moduleIds.includes(m.module_id)) continue;
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(m.table.schema) || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(m.table.name)) continue;
      for (const c of m.columns) {
        if (!withheldAt(c, exposure)) continue;
        if (!/^[a-z_][a-z0-9_]*$/.test(c.name)) continue;
        const q: CompiledQuery = {
          text:
            `SELECT DISTINCT "${c.name}"::text AS v FROM "${m.table.schema}"."${m.table.name}" ` +
            `WHERE length("${c.name}"::text) >= 2 AND strpos(lower($1), lower("${c.name}"::text)) > 0 LIMIT 200`,
          params: [text],
          shape: 'values',
        };
        sqls.push(q);
        const { rows } = await run<{ v: string }>(q.text, q.params);
        for (const r of rows) found.add(r.v);
      }
    }
  });
  return { sql: sqls, values: [...found] };
}
