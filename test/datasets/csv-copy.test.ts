import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { PGlite } from '@electric-sql/pglite';
import { openCsvForCopy } from '../../src/datasets/csv-copy.js';
import { DEFAULT_LIMITS, openUpload, type Cell, type UploadLimits } from '../../src/datasets/parse.js';
import { createRawTable, rawColumn, writeRawCsv } from '../../src/datasets/storage.js';
import { ColumnInference } from '../../src/datasets/infer.js';
import { createPostgresDb, type Db } from '../../src/db/db.js';
import { engineName } from '../support/app.js';
import { cut, quote } from './cut.js';

/**
 * The CSV fast path (src/datasets/csv-copy.ts) against the general parser: for any file, the rows
 * PostgreSQL's COPY (FORMAT csv) stores from the fast path's bytes, the inferred types and null
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
async function stored(csv: Buffer, width: number, delimiter: string): Promise<Cell[][]> {
  const table = `t${++tableNo}`;
  const cols = Array.from({ length: width }, (_, i) => `"${rawColumn(i)}"`).join(', ');
  if (pg) {
    await createRawTable(pg, 'csv_copy_test', table, width);
    await writeRawCsv(pg, { schema: 'csv_copy_test', table, width }, delimiter, pieces([csv]));
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
  const literal = delimiter === '\t' ? "E'\\t'" : `'${delimiter}'`;
  await lite!.query(`COPY csv_copy_test.${table} ("_row", ${cols}) FROM '/dev/blob' WITH (FORMAT csv, DELIMITER ${literal})`, [], { blob: new Blob([csv]) });
  const { rows } = await lite!.query<Record<string, Cell>>(`SELECT _row, ${cols} FROM csv_copy_test.${table} ORDER BY _row`);
  await lite!.exec(`DROP TABLE csv_copy_test.${table}`);
  return numbered(rows, width);
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
    if (!('csv' in reader)) return general(parts, limits); // the fast path handed the file to the general one
    for await (const c of reader.csv) chunks.push(Buffer.from(c));
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

  test('ordinary files of every dialect take the fast path: their records as they are, after their row numbers', async () => {
    for (const [text, delimiter, copied] of [
      ['a,b\n1,"x, ""y"""\n2,\n', ',', '1,1,"x, ""y"""\n2,2,\n'],
      ['a;b\r\n1;2\r\n3;"4\r\n5"\r\n', ';', '1;1;2\r\n2;3;"4\r\n5"\r\n'],
      ['\uFEFF\n\na\tb\n1\t2', '\t', '1\t1\t2'],
    ] as const) {
      const reader = await openCsvForCopy(pieces([Buffer.from(text)]), DEFAULT_LIMITS);
      assert.ok('csv' in reader, text);
      assert.equal(reader.delimiter, delimiter);
      const chunks: Buffer[] = [];
      for await (const c of reader.csv) chunks.push(Buffer.from(c));
      assert.equal(Buffer.concat(chunks).toString(), copied);
    }
  });

  test('"\\." alone on a line, which would end COPY, is stored as a value', async () => {
    const parts = [Buffer.from('a\nx\n\\.\ny\n')];
    const got = await fast(parts, DEFAULT_LIMITS);
    assert.deepEqual(got, { header: ['a'], rows: [['x'], ['\\.'], ['y']], types: ['text'], nulls: [0] });
  });

  test('a file with backslash-escaped quotes is read by the general parser', async () => {
    const reader = await openCsvForCopy(pieces([Buffer.from('a,b\n"x \\"y\\"",1\n')]), DEFAULT_LIMITS);
    assert.ok(!('csv' in reader));
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
