import type { Queryable } from '../db/db.js';
import { qualified, quoteIdent } from '../datasets/storage.js';
import type { ColumnType } from '../contracts/columns.js';

/** Distinct values kept per column in the value index (the most frequent first). */
export const VALUE_INDEX_PER_COLUMN = 10_000;
/**
 * Values kept per spec in all: the agent holds a spec's whole index in memory, so a wide spec's
 * columns share this (in column order) rather than each taking VALUE_INDEX_PER_COLUMN.
 */
export const VALUE_INDEX_PER_SPEC = 200_000;
/** Longer cells are free text, not values a question names. */
export const MAX_INDEXED_LENGTH = 200;

export interface IndexedValue {
  value: string;
  /** How many rows hold it, and the position of the first. */
  row_count: number;
  first_row: number;
}

export interface StoredValue extends IndexedValue {
  module_id: string;
  column_name: string;
}

/** Which columns the index holds: text always; whole numbers and dates when all their values fit. */
export function indexable(type: ColumnType, distinct: number, cap = VALUE_INDEX_PER_COLUMN): boolean {
  if (type === 'text') return true;
  return (type === 'integer' || type === 'date') && distinct <= cap;
}

/** The value index: written by the spec build, read by the agent, removed with the spec. */
export function valuesRepo(q: Queryable) {
  return {
    /**
     * A column's distinct values, most frequent first (then first seen), up to `cap` (+1 to tell when
     * it is complete); `source` reads another set of the table's rows (a caller's policy).
     */
    async distinct(
      schema: string,
      table: string,
      column: string,
      cap: number,
      source: { sql: string; params: unknown[] } = { sql: qualified(schema, table), params: [] },
    ): Promise<IndexedValue[]> {
      const c = quoteIdent(column);
      const { rows } = await q.query<IndexedValue>(
        `SELECT ${c}::text AS value, count(*)::bigint AS row_count, min("_row")::bigint AS first_row
           FROM ${source.sql}
          WHERE ${c} IS NOT NULL AND length(${c}::text) BETWEEN 1 AND ${MAX_INDEXED_LENGTH}
          GROUP BY ${c} ORDER BY 2 DESC, 3 LIMIT ${cap + 1}`,
        source.params,
      );
      return rows;
    },

    async insert(specId: string, moduleId: string, column: string, values: IndexedValue[]): Promise<void> {
      const PER_STATEMENT = 2000;
      for (let i = 0; i < values.length; i += PER_STATEMENT) {
        const slice = values.slice(i, i + PER_STATEMENT);
        await q.query(
          `INSERT INTO semantic_values (spec_id, module_id, column_name, value, row_count, first_row)
           SELECT $1, $2, $3, v, n, f FROM unnest($4::text[], $5::bigint[], $6::bigint[]) AS u(v, n, f)`,
          [specId, moduleId, column, slice.map((v) => v.value), slice.map((v) => v.row_count), slice.map((v) => v.first_row)],
        );
      }
    },

    async load(specId: string): Promise<StoredValue[]> {
      const { rows } = await q.query<StoredValue>(
        // In a fixed order (byte order, the same on both engines): the values were written a column at a
        // time, concurrently, and the parser breaks ties by the order it reads them in.
        `SELECT module_id, column_name, value, row_count, first_row FROM semantic_values WHERE spec_id = $1
        ORDER BY module_id, column_name COLLATE "C", row_count DESC, first_row, value COLLATE "C"`,
        [specId],
      );
      return rows;
    },
  };
}
