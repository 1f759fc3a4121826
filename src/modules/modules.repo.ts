import type { Queryable } from '../db/db.js';
import { isUuid } from '../contracts/ids.js';
import type { ColumnRole, ColumnType, DefaultAggregation } from '../contracts/columns.js';
import type { SpecMetric } from '../contracts/spec.js';

export interface ModuleColumn {
  /** The header in the import batch. */
  source: string;
  /** The raw table's column holding it (c1, c2, …). */
  key: string;
  /** The column's identifier in the module table (our own, [a-z_][a-z0-9_]*). */
  name: string;
  type: ColumnType;
  inferred_type: ColumnType;
  label: string;
  synonyms: string[];
  /** Other names of some of its values ({"Japan": ["japanese"]}): the agent's vocabulary. */
  value_synonyms?: Record<string, string[]>;
  /** The role the module builder set; absent, the spec build proposes one from the data. */
  role?: ColumnRole;
  /** How the measure aggregates when a question does not say; absent, the spec build proposes it. */
  aggregation?: DefaultAggregation;
  /** The measure's unit ("USD", "%", "minutes"); absent, the spec build proposes it. */
  unit?: string;
}

/** The module builder's choices of the semantic layer beyond its columns (absent: the spec build proposes). */
export interface ModuleSemantics {
  entity?: { singular: string; plural: string };
  /** The key column; null: the records have none. */
  key?: string | null;
  metrics?: SpecMetric[];
}

/** A join the module builder declared: this module's column holds values of the target module's column. */
export interface ModuleJoin {
  column: string;
  target_module_id: string;
  target_column: string;
}

export type ModuleStatus = 'draft' | 'finalized' | 'importing' | 'imported';

export interface ImportReport {
  detail: string;
  errors: { path: string; message: string }[];
}

export interface ModuleRecord {
  id: string;
  customer_id: string;
  import_batch_id: string;
  name: string;
  description: string;
  synonyms: string[];
  status: ModuleStatus;
  columns: ModuleColumn[];
  joins: ModuleJoin[];
  semantic: ModuleSemantics;
  row_count: number | null;
  import_error: ImportReport | null;
  table_schema: string;
  table_name: string;
  created_at: Date;
  finalized_at: Date | null;
  imported_at: Date | null;
}

const COLUMNS = `id, customer_id, import_batch_id, name, description, synonyms, status, columns, joins, semantic, row_count, import_error,
  table_schema, table_name, created_at, finalized_at, imported_at`;

export function modulesRepo(q: Queryable) {
  return {
    async insert(m: {
      id: string;
      customerId: string;
      batchId: string;
      name: string;
      description: string;
      columns: ModuleColumn[];
      schema: string;
      table: string;
    }) {
      await q.query(
        `INSERT INTO modules (id, customer_id, import_batch_id, name, description, status, columns, table_schema, table_name)
         VALUES ($1, $2, $3, $4, $5, 'draft', $6::jsonb, $7, $8)`,
        [m.id, m.customerId, m.batchId, m.name, m.description, JSON.stringify(m.columns), m.schema, m.table],
      );
    },

    async list(customerId: string): Promise<ModuleRecord[]> {
      const { rows } = await q.query<ModuleRecord>(`SELECT ${COLUMNS} FROM modules WHERE customer_id = $1 ORDER BY created_at DESC, id`, [customerId]);
      return rows;
    },

    async find(customerId: string, id: string, opts: { forUpdate?: boolean } = {}): Promise<ModuleRecord | undefined> {
      if (!isUuid(id)) return undefined;
      const { rows } = await q.query<ModuleRecord>(`SELECT ${COLUMNS} FROM modules WHERE customer_id = $1 AND id = $2${opts.forUpdate ? ' FOR UPDATE' : ''}`, [
        customerId,
        id,
      ]);
      return rows[0];
    },

    async findMany(customerId: string, ids: string[]): Promise<ModuleRecord[]> {
      const valid = ids.filter(isUuid);
      if (valid.length === 0) return [];
      const { rows } = await q.query<ModuleRecord>(`SELECT ${COLUMNS} FROM modules WHERE customer_id = $1 AND id = ANY($2::uuid[])`, [customerId, valid]);
      return rows;
    },

    async update(id: string, m: { name: string; description: string; synonyms: string[]; columns: ModuleColumn[]; semantic?: ModuleSemantics }): Promise<void> {
      await q.query(
        `UPDATE modules SET name = $2, description = $3, synonyms = $4::jsonb, columns = $5::jsonb, semantic = coalesce($6::jsonb, semantic), updated_at = now()
          WHERE id = $1`,
        [id, m.name, m.description, JSON.stringify(m.synonyms), JSON.stringify(m.columns), m.semantic ? JSON.stringify(m.semantic) : null],
      );
    },

    async setJoins(id: string, joins: ModuleJoin[]): Promise<void> {
      await q.query(`UPDATE modules SET joins = $2::jsonb, updated_at = now() WHERE id = $1`, [id, JSON.stringify(joins)]);
    },

    async finalize(id: string): Promise<void> {
      await q.query(`UPDATE modules SET status = 'finalized', finalized_at = now(), updated_at = now() WHERE id = $1 AND status = 'draft'`, [id]);
    },

    /** Marks the module importing if it may be imported now; returns the status it had, or undefined. */
    async claimImport(id: string): Promise<ModuleStatus | undefined> {
      const { rows } = await q.query<{ prev: ModuleStatus }>(
        `UPDATE modules m SET status = 'importing', updated_at = now()
           FROM (SELECT id, status AS prev FROM modules WHERE id = $1 FOR UPDATE) p
          WHERE m.id = p.id AND p.prev IN ('finalized', 'imported')
        RETURNING p.prev`,
        [id],
      );
      return rows[0]?.prev;
    },

    async imported(id: string, rowCount: number): Promise<void> {
      await q.query(`UPDATE modules SET status = 'imported', row_count = $2, import_error = NULL, imported_at = now(), updated_at = now() WHERE id = $1`, [
        id,
        rowCount,
      ]);
    },

    async importFailed(id: string, status: ModuleStatus, report: ImportReport | null): Promise<void> {
      await q.query(`UPDATE modules SET status = $2, import_error = $3::jsonb, updated_at = now() WHERE id = $1`, [
        id,
        status,
        report ? JSON.stringify(report) : null,
      ]);
    },

    async countUsingBatch(batchId: string): Promise<number> {
      const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM modules WHERE import_batch_id = $1', [batchId]);
      return rows[0]!.n;
    },
  };
}
