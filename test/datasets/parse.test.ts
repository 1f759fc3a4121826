import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { openUpload, DEFAULT_LIMITS, type Cell } from '../../src/datasets/parse.js';
import { ColumnInference, identifierOf, uniqueIdentifiers } from '../../src/datasets/infer.js';

async function readAll(pieces: (string | Buffer)[], format: 'csv' | 'json' = 'csv', batchRows = 3) {
  async function* body() {
    for (const p of pieces) yield typeof p === 'string' ? Buffer.from(p) : p;
  }
  const reader = await openUpload(body(), format, { ...DEFAULT_LIMITS, batchRows });
  const rows: Cell[][] = [];
  for await (const b of reader.batches) {
    for (let i = 0; i < b.rows.length; i++) {
      rows.push(b.rows[i]!);
      // A row flagged plain holds no character COPY would need escaped.
      if (b.plain?.[i]) assert.ok(b.rows[i]!.every((c) => c === null || !/[\\\t\n\r]/.test(c)));
    }
  }
  return { header: reader.header, rows, types: reader.columns.map((c) => c.inference.type) };
}

/** Cuts a buffer at the given byte offsets (possibly inside a UTF-8 character). */
function cut(buf: Buffer, offsets: number[]): Buffer[] {
  const points = [...new Set(offsets.map((o) => o % (buf.length + 1)))].sort((a, b) => a - b);
  const out: Buffer[] = [];
  let last = 0;
  for (const p of points) {
    out.push(buf.subarray(last, p));
    last = p;
  }
  out.push(buf.subarray(last));
  return out;
}

const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;

describe('CSV reader', () => {
  test('any table written as RFC 4180 reads back the same, however the bytes are chunked', async () => {
    const cell = fc.oneof(
      fc.string({ unit: fc.constantFrom('a', 'é', '€', '😀', ',', '"', '\n', '\r\n', ' ', '\\', '\t', '1', ';') }),
      fc.constant(null),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }).chain((width) =>
          fc.tuple(fc.constant(width), fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 8 })),
        ),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.boolean(),
        fc.boolean(),
        async ([width, table], offsets, crlf, quoteAll) => {
          // A row of a single null would be a blank line (skipped); give it a value instead.
          const rows = table.map((r) => (width === 1 && r[0] === null ? [''] : r));
          const header = Array.from({ length: width }, (_, i) => `h${i}`);
          const nl = crlf ? '\r\n' : '\n';
          // Values are quoted when they must be (or all of them): both the line fast path and the state machine run.
          const field = (v: string | null) => (v === null ? '' : quoteAll || v === '' || /[",\r\n]/.test(v) ? quote(v) : v);
          const text = [header.join(','), ...rows.map((r) => r.map(field).join(','))].join(nl) + nl;
          const got = await readAll(cut(Buffer.from(text), offsets));
          assert.deepEqual(got.header, header);
          assert.deepEqual(got.rows, rows);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('line numbers in errors count the lines of quoted fields', async () => {
    await assert.rejects(readAll(['a,b\n"x\ny",1\n"p\nq\nr",2\n3\n']), { detail: 'line 7: expected 2 fields as in the header, found 1' });
  });

  test('an unquoted field keeps a stray quote; a trailing delimiter is an empty last field', async () => {
    const got = await readAll(['a,b\n5\'11",x\n1,\n']);
    assert.deepEqual(got.rows, [
      ['5\'11"', 'x'],
      ['1', null],
    ]);
  });
});

describe('JSON reader', () => {
  test('elements split across chunks, strings with brackets and escapes', async () => {
    const text = '[{"a":"]},{[","b":1},\n {"a":"q\\"uote\\\\","b":2.5}, {"b":null,"a":"x"}]';
    for (let at = 1; at < text.length; at += 3) {
      const got = await readAll([text.slice(0, at), text.slice(at)], 'json');
      assert.deepEqual(got.rows, [
        [']},{[', '1'],
        ['q"uote\\', '2.5'],
        ['x', null],
      ]);
      assert.deepEqual(got.types, ['text', 'number']);
    }
  });
});

describe('type inference', () => {
  const typeOf = (values: (string | null)[]) => {
    const c = new ColumnInference();
    for (const v of values) c.add(v);
    return c.type;
  };

  test('the most specific type every value fits', () => {
    assert.equal(typeOf(['1', '-2', '+3', null, '']), 'integer');
    assert.equal(typeOf(['1', '2.5', '1e3', '.5']), 'number');
    assert.equal(typeOf(['007', '1']), 'text'); // leading zeros mark codes
    assert.equal(typeOf(['9223372036854775807']), 'number'); // beyond the 18 digits kept as integers
    assert.equal(typeOf(['true', 'FALSE']), 'boolean');
    assert.equal(typeOf(['2020-02-29', 'Jan 1 2000']), 'date');
    assert.equal(typeOf(['2021-02-29']), 'text');
    assert.equal(typeOf(['2020-01-01', '2020-01-01T10:00:00Z', '2020-01-01 10:00:00.123+02:00']), 'timestamp');
    assert.equal(typeOf(['2020-01-01T25:00']), 'text');
    assert.equal(typeOf([null, '']), 'text');
    assert.equal(typeOf(['1', 'NaN']), 'text');
  });

  test('identifiers are made from headers', () => {
    assert.equal(identifierOf('Miles_per_Gallon'), 'miles_per_gallon');
    assert.equal(identifierOf('Beak Length (mm)'), 'beak_length_mm');
    assert.equal(identifierOf('Café № 1'), 'cafe_no_1');
    assert.equal(identifierOf('2021 sales'), 'c_2021_sales');
    assert.equal(identifierOf('(%)'), 'column');
    assert.deepEqual(uniqueIdentifiers(['A b', 'a_b', 'A-B']), ['a_b', 'a_b_2', 'a_b_3']);
    fc.assert(fc.property(fc.string(), (h) => /^[a-z_][a-z0-9_]{0,62}$/.test(identifierOf(h))));
  });
});
