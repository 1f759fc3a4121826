import type { Queryable } from '../db/db.js';
import { isUuid } from '../contracts/ids.js';
import type { ColumnType } from '../contracts/columns.js';
import type { UploadFormat } from './parse.js';

export interface BatchColumn {
  /** The header as the file had it. */
  name: string;
  /** The raw table's column (c1, c2, …). */
  key: string;
  type: ColumnType;
  null_count: number;
}

export interface BatchRecord {
  id: string;
  customer_id: string;
  name: string;
  status: 'importing' | 'ready';
  format: UploadFormat;
  columns: BatchColumn[];
  row_count: number;
  size_bytes: number;
  raw_schema: string;
  raw_table: string;
  created_at: Date;
  finished_at: Date | null;
}

const COLUMNS = 'id, customer_id, name, status, format, columns, row_count, size_bytes, raw_schema, raw_table, created_at, finished_at';

export function datasetsRepo(q: Queryable) {
  return {
    async insert(b: { id: string; customerId: string; name: string; format: UploadFormat; rawSchema: string; rawTable: string; createdBy: string }) {
      await q.query(
        `INSERT INTO import_batches (id, customer_id, name, status, format, raw_schema, raw_table, created_by)
         VALUES ($1, $2, $3, 'importing', $4, $5, $6, $7)`,
        [b.id, b.customerId, b.name, b.format, b.rawSchema, b.rawTable, b.createdBy],
      );
    },

    async progress(id: string, rows: number, bytes: number) {
      await q.query(`UPDATE import_batches SET row_count = $2, size_bytes = $3, updated_at = now() WHERE id = $1 AND status = 'importing'`, [id, rows, bytes]);
    },

    async complete(id: string, r: { columns: BatchColumn[]; rows: number; bytes: number }) {
      await q.query(
        `UPDATE import_batches SET status = 'ready', columns = $2::jsonb, row_count = $3, size_bytes = $4,
                updated_at = now(), finished_at = now()
          WHERE id = $1`,
        [id, JSON.stringify(r.columns), r.rows, r.bytes],
      );
    },

    /** Uploads still importing whose progress stopped long ago: their process is gone. */
    async staleImporting(olderThanSeconds: number): Promise<{ id: string; raw_schema: string; raw_table: string }[]> {
      const { rows } = await q.query<{ id: string; raw_schema: string; raw_table: string }>(
        `SELECT id, raw_schema, raw_table FROM import_batches
          WHERE status = 'importing' AND updated_at < now() - make_interval(secs => $1)`,
        [olderThanSeconds],
      );
      return rows;
    },

    /** The bytes of the customer's imported files, those still streaming included (as far as they got). */
    async storedBytes(customerId: string): Promise<number> {
      const { rows } = await q.query<{ n: string | number }>('SELECT coalesce(sum(size_bytes), 0) AS n FROM import_batches WHERE customer_id = $1', [
        customerId,
      ]);
      return Number(rows[0]!.n);
    },

    async delete(id: string) {
      await q.query('DELETE FROM import_batches WHERE id = $1', [id]);
    },

    async list(customerId: string): Promise<BatchRecord[]> {
      const { rows } = await q.query<BatchRecord>(`SELECT ${COLUMNS} FROM import_batches WHERE customer_id = $1 ORDER BY created_at DESC, id`, [customerId]);
      return rows;
    },

    async find(customerId: string, id: string): Promise<BatchRecord | undefined> {
      if (!isUuid(id)) return undefined;
      const { rows } = await q.query<BatchRecord>(`SELECT ${COLUMNS} FROM import_batches WHERE customer_id = $1 AND id = $2`, [customerId, id]);
      return rows[0];
    },
  };
}
