import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { engineName, startApp, type TestApp } from '../support/app.js';
import { newCustomer, userWith } from '../support/customers.js';
import { datasetsService } from '../../src/datasets/datasets.service.js';
import { chunks, tablesOf, upload, uploaded } from './support.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

describe('upload: CSV', () => {
  test('RFC 4180: quoted fields, doubled quotes, embedded newlines, CRLF, BOM; the batch is listed', async () => {
    const c = await newCustomer(t);
    const csv = '\uFEFFid,name,comment\r\n1,"Smith, Jane","said ""hi""\r\nthen left"\r\n2,Bob,\r\n3,"",plain\r\n';
    const b = await uploaded(c, csv, { name: 'people.csv' });
    assert.equal(b.name, 'people.csv');
    assert.equal(b.status, 'ready');
    assert.equal(b.row_count, 3);
    assert.deepEqual(
      b.columns.map((x) => [x.name, x.type]),
      [
        ['id', 'integer'],
        ['name', 'text'],
        ['comment', 'text'],
      ],
    );
    // An unquoted empty field is missing (null); a quoted empty one is an empty string.
    assert.deepEqual(
      b.columns.map((x) => x.null_count),
      [0, 1, 1],
    );
    const raw = await t.data.query<{ c2: string | null; c3: string | null }>(
      `SELECT c2, c3 FROM c_${c.id.replace(/-/g, '')}.b_${b.id.replace(/-/g, '')} ORDER BY _row`,
    );
    assert.deepEqual(
      raw.rows.map((r) => [r.c2, r.c3]),
      [
        ['Smith, Jane', 'said "hi"\r\nthen left'],
        ['Bob', null],
        ['', 'plain'],
      ],
    );
    const list = await c.owner.get(`/api/v1/customers/${c.id}/import-batches`);
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.map((x: { id: string }) => x.id),
      [b.id],
    );
    const one = await c.owner.get(`/api/v1/customers/${c.id}/import-batches/${b.id}`);
    assert.equal(one.status, 200);
    assert.equal(one.body.row_count, 3);
  });

  test('semicolon and tab delimiters are detected from the header line', async () => {
    const c = await newCustomer(t);
    const semi = await uploaded(c, 'a;b;c\n1,5;x;2020-01-01\n2,5;y;2020-01-02\n');
    assert.deepEqual(
      semi.columns.map((x) => [x.name, x.type]),
      [
        ['a', 'text'],
        ['b', 'text'],
        ['c', 'date'],
      ],
    );
    const tab = await uploaded(c, 'a\tb\n1\t"x,y"\n2\tz\n');
    assert.deepEqual(
      tab.columns.map((x) => x.name),
      ['a', 'b'],
    );
    assert.equal(tab.row_count, 2);
  });

  test('types are inferred over every row, not the first ones', async () => {
    const c = await newCustomer(t);
    const rows = Array.from({ length: 5000 }, (_, i) => `${i},${i}.5,${i % 2 === 0},2021-03-04,2021-03-04T10:00:00Z,${i}`);
    rows.push('5000,x,maybe,2021-02-30,yesterday,007'); // the last row changes every type but the first
    const b = await uploaded(c, `int,num,flag,day,ts,code\n${rows.join('\n')}\n`);
    assert.deepEqual(
      b.columns.map((x) => x.type),
      ['integer', 'text', 'text', 'text', 'text', 'text'],
    );
    const clean = await uploaded(c, `int,num,flag,day,ts,mixed\n${rows.slice(0, 5000).join('\n')}\n1,2,true,2020-01-01,2020-01-01 10:00,2.5\n`);
    assert.deepEqual(
      clean.columns.map((x) => x.type),
      ['integer', 'number', 'boolean', 'date', 'timestamp', 'number'],
    );
  });

  test('a large file is streamed in chunks', async () => {
    const c = await newCustomer(t);
    const perChunk = 5000;
    const body = chunks(
      20,
      (i) => (i === 0 ? 'n,label\n' : '') + Array.from({ length: perChunk }, (_, k) => `${i * perChunk + k},row ${i * perChunk + k}\n`).join(''),
    );
    const b = await uploaded(c, body);
    assert.equal(b.row_count, 100_000);
    assert.deepEqual(
      b.columns.map((x) => x.type),
      ['integer', 'text'],
    );
  });
});

describe('upload: real-world CSV', () => {
  test('empty, repeated and multi-line header cells get names instead of a 400', async () => {
    const c = await newCustomer(t);
    const cases: [string, string[]][] = [
      ['a,b,a\n1,2,3\n', ['a', 'b', 'a (2)']],
      ['a,B,b\n1,2,3\n', ['a', 'B', 'b (2)']],
      ['a,,c\n1,2,3\n', ['a', 'Column 2', 'c']],
      [
        '"Year","Peak chart positions\nUS","Peak chart positions\r\nUK",""\n1,2,3,4\n',
        ['Year', 'Peak chart positions US', 'Peak chart positions UK', 'Column 4'],
      ],
      ['x,x,x (2),,Column 4\n1,2,3,4,5\n', ['x', 'x (3)', 'x (2)', 'Column 4', 'Column 4 (2)']],
    ];
    for (const [body, names] of cases) {
      const b = await uploaded(c, body);
      assert.deepEqual(
        b.columns.map((x) => [x.name, x.type]),
        names.map((n) => [n, 'integer']),
        body,
      );
    }
    const json = await uploaded(
      c,
      JSON.stringify([
        { '': 1, 'a\nb': 2 },
        { '': 3, 'a\nb': 4 },
      ]),
      { type: 'application/json' },
    );
    assert.deepEqual(
      json.columns.map((x) => x.name),
      ['Column 1', 'a b'],
    );
  });

  test('backslash-escaped quotes, as in tables taken from Wikipedia, are read as quotes', async () => {
    const c = await newCustomer(t);
    const csv =
      '"Year","Single","Peak"\n' +
      '"1985","\\"That\'s What Friends Are For\\" (with Dionne Warwick, Elton John & Stevie Wonder)","1"\n' +
      '"1990","Episode: \\"Cloudy Skies, Chance of Parade\\"","2"\n';
    const b = await uploaded(c, csv);
    assert.equal(b.row_count, 2);
    const raw = await t.data.query<{ c2: string }>(`SELECT c2 FROM c_${c.id.replace(/-/g, '')}.b_${b.id.replace(/-/g, '')} ORDER BY _row`);
    assert.deepEqual(
      raw.rows.map((r) => r.c2),
      ['"That\'s What Friends Are For" (with Dionne Warwick, Elton John & Stevie Wonder)', 'Episode: "Cloudy Skies, Chance of Parade"'],
    );
    // Without that evidence a backslash is an ordinary character, as before.
    const strict = await uploaded(c, 'path,n\n"C:\\dir\\",1\n');
    const kept = await t.data.query<{ c1: string }>(`SELECT c1 FROM c_${c.id.replace(/-/g, '')}.b_${strict.id.replace(/-/g, '')}`);
    assert.deepEqual(kept.rows, [{ c1: 'C:\\dir\\' }]);
  });
});

describe('upload: JSON', () => {
  test('an array of objects; missing keys are null; nested values kept as JSON text', async () => {
    const c = await newCustomer(t);
    const body = JSON.stringify([
      { Name: 'a', 'Beak Length (mm)': 39.1, ok: true, tags: ['x'] },
      { Name: 'b', ok: false },
      { Name: 'c', 'Beak Length (mm)': 40, ok: null, tags: { y: 1 } },
    ]);
    const b = await uploaded(c, body, { type: 'application/json' });
    assert.equal(b.row_count, 3);
    assert.deepEqual(
      b.columns.map((x) => [x.name, x.type, x.null_count]),
      [
        ['Name', 'text', 0],
        ['Beak Length (mm)', 'number', 1],
        ['ok', 'boolean', 1],
        ['tags', 'text', 1],
      ],
    );
  });

  test('bad JSON is a 400 naming the line', async () => {
    const c = await newCustomer(t);
    const cases: [string, RegExp][] = [
      ['{"a":1}', /line 1: a JSON upload must be an array/],
      ['[1,2]', /line 1: each element of the array must be an object/],
      ['[\n{"a":1},\n{"a":2,}\n]', /line 3: invalid JSON/],
      ['[\n{"a":1},\n{"b":2}\n]', /line 3: key "b" is not a key of the first object/],
      ['[{"a":1}', /the JSON array is not closed/],
      ['[{"a":1}] x', /unexpected content after the end of the array/],
      ['[]', /no elements/],
      ['[{}]', /the first object has no keys/],
    ];
    for (const [body, detail] of cases) {
      const r = await upload(c.owner, c.id, body, { type: 'application/json' });
      assert.equal(r.status, 400, body);
      assert.match(r.body.detail, detail, body);
    }
    assert.deepEqual((await c.owner.get(`/api/v1/customers/${c.id}/import-batches`)).body, []);
  });
});

describe('upload: bad input', () => {
  test('each bad file gets a clear 400, and nothing half-imported is left behind', async () => {
    const c = await newCustomer(t);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)]);
    const cases: [string | Buffer, RegExp][] = [
      ['', /the file is empty/],
      ['\uFEFF\n\n  \n', /the file is empty/],
      ['a,b,c\n', /has a header \(line 1\) but no data rows/],
      ['a,b,c\n1,2,3\n4,5\n', /line 3: expected 3 fields as in the header, found 2/],
      ['a,b\n1,2\n3,4,5\n', /line 3: expected 2 fields/],
      [Buffer.concat([Buffer.from('a,b\n1,2\n3,'), Buffer.from([0xc3, 0x28]), Buffer.from('\n')]), /line 3: the file is not valid UTF-8/],
      [Buffer.from('a,b\n1,2\nx\u0000y,3\n'), /line 3: the file contains NUL characters/],
      [`${'x'.repeat(201)},b\n1,2\n`, /line 1: the name of column 1 is longer than 200 characters/],
      ['a,b\n"1,2\n', /line 2: a quoted field is not closed/],
      ['a,b\n"1"x,2\n', /line 2: unexpected character after a closing quote/],
      [png, /the body is a PNG image, not CSV text/],
      [zip, /the body is a ZIP archive/],
      [Buffer.from('\uFEFFa,b\n1,2\n', 'utf16le'), /the body is UTF-16 text \(save it as UTF-8\)/],
      ['[{"a":1}]', /looks like JSON/],
      ['<html><body>hi</body></html>', /looks like HTML or XML/],
    ];
    for (const [body, detail] of cases) {
      const r = await upload(c.owner, c.id, body);
      assert.equal(r.status, 400, String(body).slice(0, 40));
      assert.match(r.body.detail, detail, String(body).slice(0, 40));
    }
    assert.deepEqual((await c.owner.get(`/api/v1/customers/${c.id}/import-batches`)).body, []);
    assert.deepEqual(await tablesOf(t, c.id), []);
  });

  test('a ragged row after many good ones: 400 naming its line, and no rows stay stored', async () => {
    const c = await newCustomer(t);
    const good = Array.from({ length: 20_000 }, (_, i) => `${i},x${i}`).join('\n');
    const r = await upload(c.owner, c.id, `n,s\n${good}\n1,2,3\n`);
    assert.equal(r.status, 400);
    assert.equal(r.body.detail, 'line 20002: expected 2 fields as in the header, found 3');
    assert.deepEqual((await c.owner.get(`/api/v1/customers/${c.id}/import-batches`)).body, []);
    assert.deepEqual(await tablesOf(t, c.id), []);
  });

  test('10,000 columns are refused', async () => {
    const c = await newCustomer(t);
    const header = Array.from({ length: 10_000 }, (_, i) => `col${i}`).join(',');
    const row = Array.from({ length: 10_000 }, () => '1').join(',');
    const r = await upload(c.owner, c.id, `${header}\n${row}\n`);
    assert.equal(r.status, 400);
    assert.equal(r.body.detail, 'line 1: the file has 10000 columns; at most 1000 are supported');
  });

  test('a 50 MB single cell is refused without holding it in memory', async () => {
    const c = await newCustomer(t);
    const mib = 'x'.repeat(1024 * 1024);
    const body = chunks(52, (i) => (i === 0 ? 'id,text\n1,"' : i === 51 ? '"\n' : mib));
    const r = await upload(c.owner, c.id, body);
    assert.equal(r.status, 400);
    assert.equal(r.body.detail, 'line 2: a record is larger than 1048576 characters');
    assert.deepEqual(await tablesOf(t, c.id), []);
  });

  test('an unsupported content type is a 400', async () => {
    const c = await newCustomer(t);
    const r = await upload(c.owner, c.id, 'a,b\n1,2\n', { type: 'application/xml' });
    assert.equal(r.status, 400);
  });
});

describe('upload: the service keeps serving', () => {
  test('other requests are answered while an upload is in progress; the batch shows as importing meanwhile', async () => {
    const c = await newCustomer(t);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let sent = 0;
    const body = new Readable({
      async read() {
        // More than the 64 KB a CSV's dialect is detected from: the header is known before the stall.
        if (sent === 0) this.push(`n\n${Array.from({ length: 20_000 }, (_, i) => i).join('\n')}\n`);
        else if (sent === 1) {
          await gate; // the upload stalls here until the other requests are done
          this.push('20000\n');
        } else this.push(null);
        sent++;
      },
    });
    const pending = upload(c.owner, c.id, body, { name: 'slow' });

    // While the upload waits for its next chunk, the service answers other requests.
    let listed: { status: string; name: string }[] = [];
    for (let i = 0; i < 200 && !listed.some((b) => b.name === 'slow'); i++) {
      const r = await c.owner.get(`/api/v1/customers/${c.id}/import-batches`);
      assert.equal(r.status, 200);
      listed = r.body;
      await new Promise((resolve) => setImmediate(resolve));
    }
    assert.equal(listed.find((b) => b.name === 'slow')?.status, 'importing');
    assert.equal((await c.owner.get('/auth/core/me')).status, 200);
    const other = await newCustomer(t);
    assert.equal((await upload(other.owner, other.id, 'a\n1\n')).status, 201);

    release();
    const done = await pending;
    assert.equal(done.status, 201, JSON.stringify(done.body));
    assert.equal(done.body.row_count, 20_001);
    assert.equal(done.body.status, 'ready');
  });
});

describe('import batches: gates and tenancy', () => {
  test('listing needs can_view_datasets, uploading can_add_datasets; another customer’s id is 403', async () => {
    const c = await newCustomer(t);
    const other = await newCustomer(t);
    const b = await uploaded(c, 'a\n1\n');
    const viewer = await userWith(c, { can_view_datasets: true });
    const adder = await userWith(c, { can_add_datasets: true });
    const none = await userWith(c, { can_access_agent: true, can_add_projects: true, can_view_tree: true });

    const list = `/api/v1/customers/${c.id}/import-batches`;
    assert.equal((await viewer.client.get(list)).status, 200);
    assert.equal((await viewer.client.get(`${list}/${b.id}`)).status, 200);
    for (const r of [await none.client.get(list), await none.client.get(`${list}/${b.id}`)]) {
      assert.equal(r.status, 403);
      assert.equal(r.body.detail, 'permission denied');
    }

    const denied = await upload(viewer.client, c.id, 'a\n1\n');
    assert.equal(denied.status, 403);
    assert.equal(denied.body.detail, 'permission denied');
    assert.equal((await upload(adder.client, c.id, 'a\n1\n')).status, 201);

    // Another customer's id in the path: 403, whatever the flags (the owner has them all).
    for (const r of [
      await c.owner.get(`/api/v1/customers/${other.id}/import-batches`),
      await c.owner.get(`/api/v1/customers/${other.id}/import-batches/${b.id}`),
      await upload(c.owner, other.id, 'a\n1\n'),
      await c.owner.get('/api/v1/customers/not-a-uuid/import-batches'),
    ]) {
      assert.equal(r.status, 403);
      assert.equal(r.body.detail, 'permission denied');
    }
    assert.deepEqual((await other.owner.get(`/api/v1/customers/${other.id}/import-batches`)).body, []);
    // A batch id of another customer under one's own id is simply not found.
    assert.equal((await other.owner.get(`/api/v1/customers/${other.id}/import-batches/${b.id}`)).status, 404);

    // No session: 401.
    const anonymous = await t.app.inject({ method: 'GET', url: list });
    assert.equal(anonymous.statusCode, 401);
    const anonUpload = await t.app.inject({ method: 'POST', url: list, headers: { 'content-type': 'text/csv' }, payload: 'a\n1\n' });
    assert.equal(anonUpload.statusCode, 401);
  });
});

describe('interrupted uploads', () => {
  test('an upload left importing by a stopped process is removed with its raw rows', async () => {
    const c = await newCustomer(t);
    const b = await uploaded(c, 'a\n1\n');
    // Make the batch look like one whose process died mid-upload an hour ago.
    await t.db.query(`UPDATE import_batches SET status = 'importing', updated_at = now() - interval '1 hour' WHERE id = $1`, [b.id]);
    const fresh = await uploaded(c, 'a\n2\n');
    await t.db.query(`UPDATE import_batches SET status = 'importing' WHERE id = $1`, [fresh.id]);
    const swept = await datasetsService({ db: t.db, data: t.data }).sweepInterrupted();
    // On a shared PostgreSQL server another suite's app, starting meanwhile, sweeps at its onReady too
    // and may take the stale batch first; on its own PGlite this sweep is the only one.
    if (engineName === 'pglite') assert.equal(swept, 1);
    else assert.ok(swept <= 1, `swept ${swept}`);
    const left = (await c.owner.get(`/api/v1/customers/${c.id}/import-batches`)).body.map((x: { id: string }) => x.id);
    assert.deepEqual(left, [fresh.id]);
    assert.deepEqual(await tablesOf(t, c.id), [`b_${fresh.id.replace(/-/g, '')}`]);
  });
});

describe('upload slots', () => {
  test('uploads beyond the concurrent limit wait their turn and then complete', async () => {
    const c = await newCustomer(t);
    const actor = { id: c.ownerId, username: c.ownerUsername, customerId: c.id, isOwner: true };
    const datasets = datasetsService({ db: t.db, data: t.data, maxConcurrentUploads: 1 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    async function* slow() {
      yield Buffer.from(`n\n${'1\n'.repeat(40_000)}`); // past the 64 KB dialect sample: the header is known
      await gate;
      yield Buffer.from('2\n');
    }
    const first = datasets.upload(actor, c.id, { name: 'first', format: 'csv', body: slow() });
    let secondDone = false;
    const second = datasets.upload(actor, c.id, { name: 'second', format: 'csv', body: Readable.from([Buffer.from('n\n9\n')]) }).then((b) => {
      secondDone = true;
      return b;
    });
    // While the first holds the only slot, the second has not started: only the first is listed.
    for (let i = 0; i < 100 && !(await datasets.list(actor, c.id)).some((b) => b.name === 'first'); i++) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    assert.deepEqual(
      (await datasets.list(actor, c.id)).map((b) => b.name),
      ['first'],
    );
    assert.equal(secondDone, false);
    release();
    assert.equal((await first).row_count, 40_001);
    assert.equal((await second).row_count, 1);
  });
});
