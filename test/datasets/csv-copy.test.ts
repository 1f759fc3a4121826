import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { PGlite } from '@electric-sql/pglite';
import { openCsvForCopy } from '../../src/datasets/csv-copy.js';
import { DEFAULT_LIMITS, openUpload, type Cell, type UploadLimits } from '../../src/datasets/parse.js';
import { createRawTable, rawColumn, rawTextCopy, writeRawText } from '../../src/datasets/storage.js';
import { ColumnInference } from '../../src/datasets/infer.js';
import { createPostgresDb, type Db } from '../../src/db/db.js';
import { engineName } from '../support/app.js';
import { cut, quote } from './cut.js';

/**
 * The CSV fast path (src/datasets/csv-copy.ts) against the general parser: for any file, the rows
 * PostgreSQL's COPY (FORMAT text) stores from the fast path's bytes, the inferred types and null
 * counts, and every refusal are the general path's. COPY runs on the engine under test: the
 * PostgreSQL server (DATABASE_URL), else PGlite (the same parser, fed as a blob).
 */

let pg: Db | undefined;
let lite: PGlite | undefined;
let tableNo = 0;

before(async () => {
  if (process.env.DATABASE_URL) {
    pg = createPostgresDb(process.env.DATABASE_URL, { max: 2 });
    await pg.exec('CREATE SCHEMA IF NOT EXISTS csv_copy_test');
  } else {
    lite = new PGlite();
    await lite.exec('CREATE SCHEMA csv_copy_test');
  }
});
after(async () => {
  if (pg) {
    await pg.exec('DROP SCHEMA csv_copy_test CASCADE');
    await pg.close();
  }
  await lite?.close();
});

/** The rows COPY stores from the fast path's bytes, in order. */
async function stored(text: Buffer, width: number, delimiter: string): Promise<Cell[][]> {
  const table = `t${++tableNo}`;
  const cols = Array.from({ length: width }, (_, i) => `"${rawColumn(i)}"`).join(', ');
  if (pg) {
    await createRawTable(pg, 'csv_copy_test', table, width);
    await writeRawText(pg, { schema: 'csv_copy_test', table, width }, delimiter, pieces([text]));
    const { rows } = await pg.query<Record<string, Cell>>(`SELECT _row, ${cols} FROM csv_copy_test.${table} ORDER BY _row`);
    await pg.exec(`DROP TABLE csv_copy_test.${table}`);
    return numbered(rows, width);
  }
  await createRawTable(
    { query: (sql, p) => lite!.query(sql, p as unknown[]) as never, exec: (sql) => lite!.exec(sql).then(() => {}) },
    'csv_copy_test',
    table,
    width,
  );
  await lite!.query(rawTextCopy({ schema: 'csv_copy_test', table, width }, delimiter, "'/dev/blob'"), [], { blob: new Blob([text]) });
  const { rows } = await lite!.query<Record<string, Cell>>(`SELECT _row, ${cols} FROM csv_copy_test.${table} ORDER BY _row`);
  await lite!.exec(`DROP TABLE csv_copy_test.${table}`);
  return numbered(rows, width);
}

/**
 * The rows PostgreSQL's own CSV reading stores from a whole file (header first), in order: the
 * reference the text format's rows are held to.
 */
async function storedCsv(file: Buffer, width: number, delimiter: string): Promise<Cell[][]> {
  const table = `csv${++tableNo}`;
  const cols = Array.from({ length: width }, (_, i) => `"${rawColumn(i)}"`).join(', ');
  const literal = delimiter === '\t' ? "E'\\t'" : `'${delimiter}'`;
  const copy = (from: string) => `COPY csv_copy_test.${table} FROM ${from} WITH (FORMAT csv, HEADER true, DELIMITER ${literal})`;
  // Inserted in the file's order into a fresh table: ctid gives that order back.
  const select = `SELECT ${cols} FROM csv_copy_test.${table} ORDER BY ctid`;
  const create = `CREATE TABLE csv_copy_test.${table} (${Array.from({ length: width }, (_, i) => `"${rawColumn(i)}" text`).join(', ')})`;
  let rows: Record<string, Cell>[];
  if (pg) {
    await pg.exec(create);
    await pg.copyFrom!(copy('STDIN'), pieces([file]));
    rows = (await pg.query<Record<string, Cell>>(select)).rows;
  } else {
    await lite!.exec(create);
    await lite!.query(copy("'/dev/blob'"), [], { blob: new Blob([file]) });
    rows = (await lite!.query<Record<string, Cell>>(select)).rows;
  }
  await (pg ?? lite)!.exec(`DROP TABLE csv_copy_test.${table}`);
  return rows.map((r) => Array.from({ length: width }, (_, i) => r[rawColumn(i)] as Cell));
}

/** The rows' cells, once their row numbers are checked to be 1, 2, 3 … (the file's order). */
function numbered(rows: Record<string, unknown>[], width: number): Cell[][] {
  assert.deepEqual(
    rows.map((r) => Number(r._row)),
    rows.map((_, i) => i + 1),
  );
  return rows.map((r) => Array.from({ length: width }, (_, i) => r[rawColumn(i)] as Cell));
}

async function* pieces(parts: Buffer[]) {
  for (const p of parts) yield p;
}

type Outcome = { header: string[]; rows: Cell[][]; types: string[]; nulls: number[] } | { error: string };

async function general(parts: Buffer[], limits: UploadLimits): Promise<Outcome> {
  try {
    const reader = await openUpload(pieces(parts), 'csv', limits);
    const rows: Cell[][] = [];
    for await (const b of reader.batches) rows.push(...b.rows);
    return { header: reader.header, rows, types: reader.columns.map((c) => c.inference.type), nulls: reader.columns.map((c) => c.inference.nulls) };
  } catch (err) {
    return { error: (err as { detail?: string }).detail ?? String(err) };
  }
}

async function fast(parts: Buffer[], limits: UploadLimits): Promise<Outcome> {
  let reader: Awaited<ReturnType<typeof openCsvForCopy>>;
  const chunks: Buffer[] = [];
  try {
    reader = await openCsvForCopy(pieces(parts), limits);
    if (!('text' in reader)) return general(parts, limits); // the fast path handed the file to the general one
    for await (const c of reader.text) chunks.push(Buffer.from(c));
  } catch (err) {
    return { error: (err as { detail?: string }).detail ?? String(err) };
  }
  const rows = await stored(Buffer.concat(chunks), reader.header.length, reader.delimiter);
  assert.equal(rows.length, reader.rowCount, 'the rows COPY stored are the rows scanned');
  return { header: reader.header, rows, types: reader.columns.map((c) => c.inference.type), nulls: reader.columns.map((c) => c.inference.nulls) };
}

describe(`CSV fast path to COPY (${engineName})`, () => {
  test('any file stores the rows, types and null counts of the general parser, or is refused the same way', async () => {
    const unit = fc.constantFrom(
      'a',
      'N',
      '\\N',
      'é',
      '😀',
      ',',
      ';',
      '"',
      '\n',
      '\r',
      '\r\n',
      ' ',
      '\\',
      '\\.',
      '\t',
      '1',
      '0',
      '-',
      '.',
      'e',
      '2024-02-29',
      'true',
      '\u00a0',
    );
    const cell = fc.oneof(
      fc.string({ unit, maxLength: 6 }),
      fc.constant(null),
      fc.constantFrom('12', '-3.5', '007', 'FALSE', '2023-13-01', 'Jan 5 2020', '2020-01-01 10:00'),
    );
    // How a cell is written: quoted when it must be (or always), or as it is (perhaps malformed).
    const style = fc.constantFrom('needed', 'always', 'raw');
    const line = fc.record({ cells: fc.array(cell, { minLength: 1, maxLength: 4 }), style, eol: fc.constantFrom('\n', '\n', '\n', '\r\n', '\r', '\n\n') });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(line, { minLength: 0, maxLength: 8 }),
        fc.constantFrom(',', ';', '\t'),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 5 }),
        fc.constantFrom(DEFAULT_LIMITS.maxRecordChars, 12),
        async (width, lines, delimiter, eol, lastEol, offsets, maxRecordChars) => {
          const field = (v: Cell, s: string) =>
            v === null ? '' : s === 'always' || (s === 'needed' && (v === '' || /["\r\n]/.test(v) || v.includes(delimiter))) ? quote(v) : v;
          const header = Array.from({ length: width }, (_, i) => `h${i}`).join(delimiter);
          let text = header + eol;
          lines.forEach((l, i) => {
            // Mostly the header's width, sometimes not.
            const cells = l.cells.length === 4 ? l.cells.slice(0, width).concat(Array(Math.max(0, width - l.cells.length)).fill('x')) : l.cells;
            text += cells.map((c) => field(c, l.style)).join(delimiter) + (i < lines.length - 1 || lastEol ? (l.eol === '\n' ? eol : l.eol) : '');
          });
          const limits = { ...DEFAULT_LIMITS, maxRecordChars, batchRows: 3 };
          const parts = cut(Buffer.from(text), offsets);
          assert.deepEqual(await fast(parts, limits), await general(parts, limits), JSON.stringify(text));
        },
      ),
      { numRuns: 250 },
    );
  });

  test('well-formed files: the scan writes every record, and COPY stores the rows PostgreSQL reads from the CSV itself', async () => {
    // Values with everything the text format escapes or must tell apart: backslashes (\N, \.),
    // delimiters, quotes, line ends, empty strings beside nulls.
    const unit = fc.constantFrom('a', 'N', 'é', '😀', ',', ';', '\t', '"', '\n', '\r', '\r\n', ' ', '\\', '\\N', '\\.', '.', '7', '-');
    const cell = fc.oneof({ weight: 4, arbitrary: fc.string({ unit, maxLength: 8 }) }, { weight: 1, arbitrary: fc.constant(null) });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.array(cell, { minLength: 5, maxLength: 5 }), { minLength: 1, maxLength: 10 }),
        fc.constantFrom(',', ';', '\t'),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 5 }),
        async (width, records, anyDelimiter, eol, quoteAll, lastEol, offsets) => {
          // A header of one name shows no delimiter: the comma is taken.
          const delimiter = width === 1 ? ',' : anyDelimiter;
          // A record of one null would be a blank line (skipped): one column holds values only.
          const rows: Cell[][] = records.map((r) => r.slice(0, width).map((v) => (v === null && width === 1 ? 'x' : v)));
          // Quoted when it must be (an empty string, a quote, a line end, the delimiter), or always;
          // "\." alone on a line would end PostgreSQL's CSV data, so it is quoted too.
          const field = (v: Cell) =>
            v === null ? '' : quoteAll || v === '' || /["\r\n]/.test(v) || v.includes(delimiter) || (width === 1 && v === '\\.') ? quote(v) : v;
          const header = Array.from({ length: width }, (_, i) => `h${i}`).join(delimiter);
          const text = [header, ...rows.map((r) => r.map(field).join(delimiter))].join(eol) + (lastEol ? eol : '');
          const file = Buffer.from(text);
          const parts = cut(file, offsets);
          const reader = await openCsvForCopy(pieces(parts), DEFAULT_LIMITS);
          assert.ok('text' in reader, JSON.stringify(text));
          assert.equal(reader.delimiter, delimiter);
          const chunks: Buffer[] = [];
          for await (const c of reader.text) chunks.push(Buffer.from(c));
          assert.equal(reader.scannedRows, rows.length, `every record is the scan's: ${JSON.stringify(text)}`);
          const fromText = await stored(Buffer.concat(chunks), width, delimiter);
          assert.deepEqual(fromText, rows, JSON.stringify(text));
          assert.deepEqual(await storedCsv(file, width, delimiter), rows, `PostgreSQL's CSV reading: ${JSON.stringify(text)}`);
        },
      ),
      { numRuns: 200 },
    );
  });

  test('ordinary files of every dialect take the fast path: their records in text format, after their row numbers', async () => {
    for (const [text, delimiter, copied] of [
      // A record of unquoted, non-empty fields without a backslash as it is; others rewritten.
      ['a,b\n1,"x, ""y"""\n2,\n3,4\n', ',', '1,1,x\\, "y"\n2,2,\\N\n3,3,4\n'],
      ['a;b\r\n1;2\r\n3;"4\r\n5"\r\n6;a\\b\r\n', ';', '1;1;2\r\n2;3;4\\r\\n5\r\n3;6;a\\\\b\r\n'],
      ['\uFEFF\n\na\tb\n1\t2', '\t', '1\t1\t2'],
      ['a\tb\n""\t"x\ty"\n', '\t', '1\t\tx\\\ty\n'],
    ] as const) {
      const reader = await openCsvForCopy(pieces([Buffer.from(text)]), DEFAULT_LIMITS);
      assert.ok('text' in reader, text);
      assert.equal(reader.delimiter, delimiter);
      const chunks: Buffer[] = [];
      for await (const c of reader.text) chunks.push(Buffer.from(c));
      assert.equal(Buffer.concat(chunks).toString(), copied);
      assert.equal(reader.scannedRows, reader.rowCount, text);
    }
  });

  test('records that grow when rewritten (nulls, escapes) fill several output buffers, none lost', async () => {
    // 100,000 short records of nulls, backslashes and quoted delimiters: three times longer as
    // text, more than a buffer's room for row numbers, in chunks of 1 MiB and 100 bytes.
    const records = Array.from({ length: 100_000 }, (_, i) => (i % 3 === 0 ? ',\\,",",' : i % 3 === 1 ? `${i},,,` : ',,,\\'));
    const file = Buffer.from(`a,b,c,d\n${records.join('\n')}\n`);
    for (const size of [1 << 20, 100]) {
      const parts = Array.from({ length: Math.ceil(file.length / size) }, (_, i) => file.subarray(i * size, (i + 1) * size));
      const reader = await openCsvForCopy(pieces(parts), DEFAULT_LIMITS);
      assert.ok('text' in reader);
      const chunks: Buffer[] = [];
      for await (const c of reader.text) chunks.push(Buffer.from(c));
      assert.equal(reader.scannedRows, records.length);
      const rows = await stored(Buffer.concat(chunks), 4, ',');
      assert.deepEqual(rows, ((await general(parts, DEFAULT_LIMITS)) as { rows: Cell[][] }).rows);
    }
  });

  test('"\\." alone on a line, which would end COPY, is stored as a value', async () => {
    const parts = [Buffer.from('a\nx\n\\.\ny\n')];
    const got = await fast(parts, DEFAULT_LIMITS);
    assert.deepEqual(got, { header: ['a'], rows: [['x'], ['\\.'], ['y']], types: ['text'], nulls: [0] });
  });

  test('a file with backslash-escaped quotes is read by the general parser', async () => {
    const reader = await openCsvForCopy(pieces([Buffer.from('a,b\n"x \\"y\\"",1\n')]), DEFAULT_LIMITS);
    assert.ok(!('text' in reader));
  });

  test('values read from bytes get the types the strings get', () => {
    const value = fc.oneof(
      fc.string({
        unit: fc.constantFrom('0', '1', '9', '-', '+', '.', 'e', 'E', ' ', 'T', ':', 'Z', 't', 'r', 'u', 'E', 'f', 'a', 'l', 's', 'é', '\u00a0', '\t'),
      }),
      fc.constantFrom(
        '2024-02-29',
        '2023-02-29',
        '0000-01-01',
        'Jan 31 2020',
        'Feb 30, 2020',
        '2020-01-01T10:00:00Z',
        '1e99',
        '.5',
        '-0',
        '00',
        '1'.repeat(120),
      ),
    );
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 6 }), (values) => {
        const byString = new ColumnInference();
        const byBytes = new ColumnInference();
        for (const v of values) {
          byString.add(v);
          const b = Buffer.from(`[${v}]`);
          byBytes.addBytes(b, 1, b.length - 1);
        }
        assert.equal(byBytes.type, byString.type, JSON.stringify(values));
        assert.equal(byBytes.nulls, byString.nulls);
      }),
      { numRuns: 2000 },
    );
  });
});
