import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { openUpload, detectBackslashQuotes, DEFAULT_LIMITS, type Cell } from '../../src/datasets/parse.js';
import { ColumnInference, identifierOf, uniqueIdentifiers } from '../../src/datasets/infer.js';
import { cut, quote } from './cut.js';

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

describe('CSV reader', () => {
  test('any table written as RFC 4180 reads back the same, however the bytes are chunked', async () => {
    const cell = fc.oneof(fc.string({ unit: fc.constantFrom('a', 'é', '€', '😀', ',', '"', '\n', '\r\n', ' ', '\\', '\t', '1', ';') }), fc.constant(null));
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 1, max: 5 })
          .chain((width) => fc.tuple(fc.constant(width), fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 8 }))),
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

describe('CSV reader: backslash-escaped quotes', () => {
  // Raw lines as Wikipedia tables have them: \" inside a quoted field is a quote.
  const escaped =
    '"Year","Title","Pos"\n' +
    '"1985","\\"That\'s What Friends Are For\\" (with Dionne Warwick, Elton John & Stevie Wonder)","1"\n' +
    '"1990","Episode: \\"Cloudy Skies, Chance of Parade\\"","2"\n' +
    '"1991","said \\"yes\\", then ""no""","3"\n' +
    '"1992","a \\\\\\"Kim\\\\\\" b; C:\\dir","4"\n' +
    '"1993","47\'9\\"","5"\n';

  test('detected from the file: \\" is a quote, \\\\ a backslash, "" still a quote, however the bytes are chunked', async () => {
    for (let at = 1; at < escaped.length; at += 7) {
      const got = await readAll([escaped.slice(0, at), escaped.slice(at)]);
      assert.deepEqual(got.header, ['Year', 'Title', 'Pos']);
      assert.deepEqual(got.rows, [
        ['1985', '"That\'s What Friends Are For" (with Dionne Warwick, Elton John & Stevie Wonder)', '1'],
        ['1990', 'Episode: "Cloudy Skies, Chance of Parade"', '2'],
        ['1991', 'said "yes", then "no"', '3'],
        ['1992', 'a \\"Kim\\" b; C:\\dir', '4'],
        ['1993', '47\'9"', '5'],
      ]);
    }
  });

  test('an escaped quote followed by a comma inside the field', async () => {
    const got = await readAll(['t,n\n"\\"a\\", \\"b\\",c",1\n']);
    assert.deepEqual(got.rows, [['"a", "b",c', '1']]);
  });

  test('a strict file whose field ends in a backslash is read as before', async () => {
    const got = await readAll(['p,q\n"C:\\dir\\",x\n"say \\""hi""",y\n']);
    assert.deepEqual(got.rows, [
      ['C:\\dir\\', 'x'],
      ['say \\"hi"', 'y'],
    ]);
  });

  test('the rule: strict reading refuses a quote in the sample, reading backslash escapes refuses none', () => {
    assert.equal(detectBackslashQuotes('a,b\n"x \\"y\\"",1\n', ','), true);
    assert.equal(detectBackslashQuotes('a;b\n"x \\"y\\"";1\n', ';'), true);
    // Strict reading takes \"" for a backslash and a doubled quote, and fails only at "retired.
    assert.equal(detectBackslashQuotes('a,b,c\n"51","47\'9\\"","retired 1933"\n', ','), true);
    assert.equal(detectBackslashQuotes('a,b\n"C:\\",x\n', ','), false); // valid RFC 4180
    assert.equal(detectBackslashQuotes('a,b\n"x\\""y",1\n', ','), false); // valid: a doubled quote
    assert.equal(detectBackslashQuotes('a,b\nx\\"y,1\n', ','), false); // not a quoted field
    assert.equal(detectBackslashQuotes('a,b\n"1"x,"\\"y\\"z"\n', ','), false); // refused either way
    assert.equal(detectBackslashQuotes('a,b\n"x \\"', ','), false); // the sample ends there
  });

  test('a file without that evidence still refuses a quote not doubled', async () => {
    await assert.rejects(readAll(['a,b\n"1"x,2\n']), { detail: /line 2: unexpected character after a closing quote/ });
  });
});

describe('CSV reader: headers of real tables', () => {
  test('line breaks collapsed, empty cells named by position, repeats numbered without a collision', async () => {
    const got = await readAll(['"Peak chart positions\nUS",, A ,a,"a (2)",  ,"Column 2",a\n1,2,3,4,5,6,7,8\n']);
    assert.deepEqual(got.header, ['Peak chart positions US', 'Column 2', 'A', 'a (3)', 'a (2)', 'Column 6', 'Column 2 (2)', 'a (4)']);
  });

  test('a repeated name at the longest length stays within it', async () => {
    const long = 'x'.repeat(200);
    const got = await readAll([`${long},${long}\n1,2\n`]);
    assert.deepEqual(got.header, [long, `${'x'.repeat(196)} (2)`]);
    await assert.rejects(readAll([`${long}y,b\n1,2\n`]), { detail: 'line 1: the name of column 1 is longer than 200 characters' });
  });

  test("JSON: an empty key is named by position; later objects use the first one's keys", async () => {
    const got = await readAll(['[{"":1,"a\\nb":2," a b ":3},{"":4,"a\\nb":5," a b ":6}]'], 'json');
    assert.deepEqual(got.header, ['Column 1', 'a b', 'a b (2)']);
    assert.deepEqual(got.rows, [
      ['1', '2', '3'],
      ['4', '5', '6'],
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

  test('a cell nested past 32 levels is a 400 naming its line and row, at any depth (5,000 and 100,000 once overflowed the stack)', async () => {
    const ok = `${'['.repeat(31)}1${']'.repeat(31)}`;
    assert.deepEqual((await readAll([`[{"a":${ok}}]`], 'json')).rows, [[ok]]);
    for (const depth of [32, 5_000, 100_000]) {
      const deep = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      await assert.rejects(readAll([`[{"a":1},\n{"a":2},\n {"a":${deep}}]`], 'json'), {
        detail: 'line 3: row 3 nests arrays and objects more than 32 levels deep',
      });
    }
  });

  test('a lone surrogate or NUL written as a \\u escape is a 400 naming the line, the row and the key; pairs are text', async () => {
    assert.deepEqual((await readAll(['[{"a":"\\ud83d\\ude00 \\u00e9"}]'], 'json')).rows, [['\u{1F600} é']]);
    for (const [element, where] of [
      ['{"a":"x\\udfff"}', '/a: must not contain a lone UTF-16 surrogate'],
      ['{"a":["ok","\\ud800"]}', '/a/1: must not contain a lone UTF-16 surrogate'],
      ['{"a\\ud800":1}', '/a\ud800: key must not contain a lone UTF-16 surrogate'],
      ['{"a":"\\u0000"}', '/a: must not contain the NUL character'],
    ]) {
      await assert.rejects(readAll([`[{"a":"fine"},\n${element}]`], 'json'), (err: { detail: string }) => {
        assert.ok(err.detail.startsWith(`line 2: row 2, ${where}`), err.detail);
        return true;
      });
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
