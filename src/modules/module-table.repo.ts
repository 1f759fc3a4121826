import type { Queryable } from '../db/db.js';
import { dropTable, qualified, quoteIdent, ROW_COLUMN } from '../datasets/storage.js';
import { dropRollups } from '../semantic/rollups.js';
import type { ColumnType } from '../contracts/columns.js';
import type { ModuleColumn } from './modules.repo.js';

/**
 * The module's typed table (in the customer's schema): loaded from the import batch's raw table.
 * Identifiers come from our own metadata (module and batch records), never from a request.
 */
export const SQL_TYPES: Record<ColumnType, string> = {
  integer: 'bigint',
  number: 'double precision',
  boolean: 'boolean',
  date: 'date',
  timestamp: 'timestamptz',
  text: 'text',
};

function castExpr(rawCol: string, type: ColumnType): string {
  const c = quoteIdent(rawCol);
  return type === 'text' ? c : `NULLIF(btrim(${c}), '')::${SQL_TYPES[type]}`;
}

export interface TableRef {
  schema: string;
  table: string;
}

export function moduleTableRepo(q: Queryable) {
  return {
    /** Replaces the typed table with the raw rows cast to the columns' types; returns the rows loaded. Run in a transaction. */
    async load(target: TableRef, raw: TableRef, columns: ModuleColumn[]): Promise<number> {
      await q.query(`SELECT set_config('DateStyle', 'ISO, MDY', true), set_config('TimeZone', 'UTC', true)`);
      const table = qualified(target.schema, target.table);
      await dropTable(q, target.schema, target.table);
      // The rollups of the rows replaced would answer from them: they go with them.
      await dropRollups(q, target.schema, { moduleTable: target.table });
      const defs = columns.map((c) => `${quoteIdent(c.name)} ${SQL_TYPES[c.type]}`).join(', ');
      await q.exec(`CREATE TABLE ${table} (${quoteIdent(ROW_COLUMN)} bigint NOT NULL, ${defs})`);
      const names = [ROW_COLUMN, ...columns.map((c) => c.name)].map(quoteIdent).join(', ');
      const exprs = [quoteIdent(ROW_COLUMN), ...columns.map((c) => castExpr(c.key, c.type))].join(', ');
      const r = await q.query(`INSERT INTO ${table} (${names}) SELECT ${exprs} FROM ${qualified(raw.schema, raw.table)}`);
      return r.rowCount;
    },

    /** The raw cells of one column that do not cast to its type, first rows first, with how many there are. */
    async badCells(raw: TableRef, column: ModuleColumn, max: number): Promise<{ total: number; row: number; value: string }[]> {
      const { rows } = await q.query<{ total: number; row: number; value: string }>(
        `SELECT count(*) OVER ()::bigint AS total, ${quoteIdent(ROW_COLUMN)} AS row, ${quoteIdent(column.key)} AS value
           FROM ${qualified(raw.schema, raw.table)} WHERE NOT specgate_castable(${quoteIdent(column.key)}, $1)
          ORDER BY ${quoteIdent(ROW_COLUMN)} LIMIT ${max}`,
        [column.type],
      );
      return rows.map((r) => ({ ...r, total: Number(r.total) }));
    },

    /** Fresh planner statistics after a load; best effort. */
    async analyze(target: TableRef): Promise<void> {
      await q.exec(`ANALYZE ${qualified(target.schema, target.table)}`).catch(() => {});
    },
  };
}
