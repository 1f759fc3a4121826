import type { Db, Queryable } from '../db/db.js';
import type { Cell, RowBatch } from './parse.js';

/**
 * Where rows live: one PostgreSQL schema per customer, one table per import batch (raw text) and
 * per module (typed). Every identifier here is made by us from ids and our own metadata, and is
 * checked before it reaches SQL; values always travel as parameters or COPY data.
 */
const SAFE_IDENT = /^[a-z_][a-z0-9_]{0,62}$/;

export function quoteIdent(ident: string): string {
  if (!SAFE_IDENT.test(ident)) throw new Error(`unsafe identifier ${JSON.stringify(ident)}`);
  return `"${ident}"`;
}

const hex = (uuid: string) => {
  const h = uuid.replace(/-/g, '').toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(h)) throw new Error('not a uuid');
  return h;
};

export const customerSchema = (customerId: string) => `c_${hex(customerId)}`;
export const batchTable = (batchId: string) => `b_${hex(batchId)}`;
export const moduleTable = (moduleId: string) => `m_${hex(moduleId)}`;
/** The raw table's column holding the file's i-th column (0-based). */
export const rawColumn = (i: number) => `c${i + 1}`;
export const ROW_COLUMN = '_row';

export const qualified = (schema: string, table: string) => `${quoteIdent(schema)}.${quoteIdent(table)}`;

/** Creates the customer's schema once; concurrent callers serialise on an advisory lock. */
export async function ensureCustomerSchema(db: Db, customerId: string): Promise<string> {
  const schema = customerSchema(customerId);
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`specgate:schema:${schema}`]);
    await tx.exec(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
  });
  return schema;
}

export async function createRawTable(q: Queryable, schema: string, table: string, width: number): Promise<void> {
  const cols = Array.from({ length: width }, (_, i) => `${quoteIdent(rawColumn(i))} text`).join(', ');
  await q.exec(`CREATE TABLE ${qualified(schema, table)} (${quoteIdent(ROW_COLUMN)} bigint NOT NULL, ${cols})`);
}

export async function dropTable(q: Queryable, schema: string, table: string): Promise<void> {
  await q.exec(`DROP TABLE IF EXISTS ${qualified(schema, table)}`);
}

const COPY_ESCAPE = /[\\\t\n\r]/;
const COPY_ESCAPE_ALL = /[\\\t\n\r]/g;
const COPY_REPLACEMENTS: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function copyCell(v: Cell): string {
  if (v === null) return '\\N';
  return COPY_ESCAPE.test(v) ? v.replace(COPY_ESCAPE_ALL, (c) => COPY_REPLACEMENTS[c]!) : v;
}

/** One row in COPY text format, with its row number in front. */
function copyLine(rowNo: number, row: Cell[], plain: boolean): string {
  if (plain) {
    // The parser saw no backslash, tab, CR or LF in the row: only nulls need writing out.
    let nulls = false;
    for (let c = 0; c < row.length; c++) if (row[c] === null) nulls = true;
    if (!nulls) return `${rowNo}\t${row.join('\t')}\n`;
  }
  const cells = new Array<string>(row.length);
  for (let c = 0; c < row.length; c++) cells[c] = copyCell(row[c]!);
  return `${rowNo}\t${cells.join('\t')}\n`;
}

/** Batches of rows → COPY text format, one string per batch (flat, so the socket write copies once). */
async function* copyText(batches: AsyncIterable<RowBatch>, onRows: (n: number) => void): AsyncGenerator<string> {
  let rowNo = 0;
  for await (const { rows, plain } of batches) {
    const lines = new Array<string>(rows.length);
    for (let r = 0; r < rows.length; r++) lines[r] = copyLine(++rowNo, rows[r]!, plain?.[r] ?? false);
    onRows(rows.length);
    yield lines.join('');
  }
}

const DELIMITERS: Record<string, string> = { ',': "','", ';': "';'", '\t': "E'\\t'" };

/** The COPY statement for a CSV upload's records in text format (csv-copy.ts), delimited by the file's delimiter. */
export function rawTextCopy(target: { schema: string; table: string; width: number }, delimiter: string, from = 'STDIN'): string {
  const literal = DELIMITERS[delimiter];
  if (!literal) throw new Error('CSV is copied with a comma, semicolon or tab');
  const cols = [ROW_COLUMN, ...Array.from({ length: target.width }, (_, i) => rawColumn(i))].map(quoteIdent).join(', ');
  return `COPY ${qualified(target.schema, target.table)} (${cols}) FROM ${from} WITH (FORMAT text, DELIMITER ${literal})`;
}

/**
 * Writes a CSV upload's records in COPY's text format (csv-copy.ts: each after its row number,
 * delimited by the file's delimiter) into the raw table with `COPY … (FORMAT text)`. PostgreSQL
 * server only. Returns the number of rows written.
 */
export async function writeRawText(
  db: Db,
  target: { schema: string; table: string; width: number },
  delimiter: string,
  chunks: AsyncIterable<Buffer>,
): Promise<number> {
  if (!db.copyFrom) throw new Error('CSV is copied on the PostgreSQL server');
  return db.copyFrom(rawTextCopy(target, delimiter), chunks);
}

/** Largest number of parameters in one INSERT (PostgreSQL allows 65535). */
const MAX_PARAMS = 30_000;

/**
 * Writes the rows into the raw table: COPY on the PostgreSQL server, multi-row INSERTs on PGlite
 * (each its own statement, so other requests interleave). Returns the number of rows written.
 */
export async function writeRawRows(
  db: Db,
  target: { schema: string; table: string; width: number },
  batches: AsyncIterable<RowBatch>,
  onRows: (n: number) => void,
): Promise<number> {
  const cols = [ROW_COLUMN, ...Array.from({ length: target.width }, (_, i) => rawColumn(i))].map(quoteIdent).join(', ');
  const table = qualified(target.schema, target.table);
  if (db.copyFrom) {
    return db.copyFrom(`COPY ${table} (${cols}) FROM STDIN`, copyText(batches, onRows));
  }
  const perRow = target.width + 1;
  const rowsPerStatement = Math.max(1, Math.floor(MAX_PARAMS / perRow));
  let rowNo = 0;
  for await (const { rows } of batches) {
    for (let start = 0; start < rows.length; start += rowsPerStatement) {
      const slice = rows.slice(start, start + rowsPerStatement);
      const params: unknown[] = [];
      const tuples: string[] = [];
      for (const row of slice) {
        const ph: string[] = [];
        params.push(++rowNo);
        ph.push(`$${params.length}`);
        for (const cell of row) {
          params.push(cell);
          ph.push(`$${params.length}`);
        }
        tuples.push(`(${ph.join(',')})`);
      }
      await db.query(`INSERT INTO ${table} (${cols}) VALUES ${tuples.join(',')}`, params);
    }
    onRows(rows.length);
  }
  return rowNo;
}
