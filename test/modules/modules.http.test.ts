import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startApp, type TestApp } from '../support/app.js';
import { newCustomer, userWith } from '../support/customers.js';
import { chunks, importedModule, tablesOf, uploaded } from '../datasets/support.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

const CARS = 'Name,Miles_per_Gallon,Cylinders,Year,Beak Length (mm)\nchevy,18,8,1970-01-01,1.5\nbuick,,8,1971-01-01,2\ntoyota,31.5,4,Jan 1 1972,\n';

describe('module life cycle', () => {
  test('created from a batch with every column by default: identifiers from the headers, labels = headers', async () => {
    const c = await newCustomer(t);
    const b = await uploaded(c, CARS);
    const r = await c.owner.post('/api/v1/modules', { import_batch_id: b.id, name: 'Cars' });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal(r.body.status, 'draft');
    assert.equal(r.body.row_count, null);
    assert.deepEqual(
      r.body.columns.map((x: { name: string; label: string; type: string }) => [x.name, x.label, x.type]),
      [
        ['name', 'Name', 'text'],
        ['miles_per_gallon', 'Miles_per_Gallon', 'number'],
        ['cylinders', 'Cylinders', 'integer'],
        ['year', 'Year', 'date'],
        ['beak_length_mm', 'Beak Length (mm)', 'number'],
      ],
    );
    const listed = await c.owner.get('/api/v1/modules');
    assert.deepEqual(
      listed.body.map((m: { id: string }) => m.id),
      [r.body.id],
    );
  });

  test('selection, renames, types, labels and settings; finalize freezes; run-import loads typed rows', async () => {
    const c = await newCustomer(t);
    const b = await uploaded(c, CARS);
    const m = await c.owner.post('/api/v1/modules', {
      import_batch_id: b.id,
      name: 'Cars',
      columns: [{ source: 'Name', name: 'model' }, { source: 'Cylinders', type: 'text', label: 'Cylinder count' }, { source: 'Year' }],
    });
    assert.equal(m.status, 201, JSON.stringify(m.body));
    const id = m.body.id;

    const settings = await c.owner.put(`/api/v1/modules/${id}/settings`, {
      description: 'Cars of the seventies',
      columns: [{ source: 'Name', name: 'model' }, { source: 'Miles_per_Gallon', name: 'mpg' }, { source: 'Year' }],
    });
    assert.equal(settings.status, 200, JSON.stringify(settings.body));
    assert.deepEqual(
      settings.body.columns.map((x: { name: string }) => x.name),
      ['model', 'mpg', 'year'],
    );

    const labels = await c.owner.put(`/api/v1/modules/${id}/labels`, {
      synonyms: ['automobiles'],
      columns: [{ name: 'mpg', label: 'Miles per gallon', synonyms: ['fuel economy', 'mpg'] }],
    });
    assert.equal(labels.status, 200, JSON.stringify(labels.body));
    assert.deepEqual(labels.body.synonyms, ['automobiles']);
    const mpg = labels.body.columns.find((x: { name: string }) => x.name === 'mpg');
    assert.deepEqual([mpg.label, mpg.synonyms], ['Miles per gallon', ['fuel economy', 'mpg']]);

    assert.equal((await c.owner.post(`/api/v1/modules/${id}/run-import`)).status, 409); // not final yet
    const fin = await c.owner.post(`/api/v1/modules/${id}/finalize`);
    assert.equal(fin.status, 200);
    assert.equal(fin.body.status, 'finalized');
    const frozen = await c.owner.put(`/api/v1/modules/${id}/settings`, { columns: [{ source: 'Name' }] });
    assert.equal(frozen.status, 409);
    // Name and labels may still change after finalize.
    assert.equal((await c.owner.put(`/api/v1/modules/${id}/settings`, { name: 'Classic cars' })).status, 200);
    assert.equal((await c.owner.put(`/api/v1/modules/${id}/labels`, { columns: [{ name: 'year', label: 'Model year' }] })).status, 200);

    const run = await c.owner.post(`/api/v1/modules/${id}/run-import`);
    assert.equal(run.status, 200, JSON.stringify(run.body));
    assert.equal(run.body.status, 'imported');
    assert.equal(run.body.row_count, 3);
    assert.equal(run.body.name, 'Classic cars');

    const rows = await t.data.query<{ model: string; mpg: number | null; year: string }>(
      `SELECT model, mpg, year::text AS year FROM c_${c.id.replace(/-/g, '')}.m_${id.replace(/-/g, '')} ORDER BY _row`,
    );
    assert.deepEqual(rows.rows, [
      { model: 'chevy', mpg: 18, year: '1970-01-01' },
      { model: 'buick', mpg: null, year: '1971-01-01' },
      { model: 'toyota', mpg: 31.5, year: '1972-01-01' },
    ]);
    // Running it again rebuilds the table from the raw rows kept in the batch.
    const again = await c.owner.post(`/api/v1/modules/${id}/run-import`);
    assert.equal(again.status, 200);
    assert.equal(again.body.row_count, 3);
  });

  test('bad definitions are 400 with the path of each problem', async () => {
    const c = await newCustomer(t);
    const b = await uploaded(c, CARS);
    const bad = async (body: unknown) => {
      const r = await c.owner.post('/api/v1/modules', body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.equal(r.body.detail, 'validation error');
      return [...new Set(r.body.errors.map((e: { path: string }) => e.path))];
    };
    assert.deepEqual(await bad({ import_batch_id: b.id, name: 'x', columns: [{ source: 'nope' }] }), ['/columns/0/source']);
    assert.deepEqual(
      await bad({
        import_batch_id: b.id,
        name: 'x',
        columns: [
          { source: 'Name', name: 'a' },
          { source: 'Year', name: 'a' },
        ],
      }),
      ['/columns/1/name'],
    );
    assert.deepEqual(await bad({ import_batch_id: b.id, name: 'x', columns: [{ source: 'Name', name: 'Bad Name' }] }), ['/columns/0/name']);
    assert.deepEqual(await bad({ import_batch_id: b.id, name: 'x', columns: [{ source: 'Name', type: 'money' }] }), ['/columns/0/type']);
    assert.deepEqual(await bad({ import_batch_id: b.id, name: 'x', columns: [] }), ['/columns']);
    assert.deepEqual(await bad({ import_batch_id: b.id, name: '' }), ['/name']);
    assert.deepEqual(await bad({ name: 'x' }), ['/import_batch_id']);
    assert.deepEqual(await bad({ import_batch_id: 'nope', name: 'x' }), ['/import_batch_id']);
    const m = await c.owner.post('/api/v1/modules', { import_batch_id: b.id, name: 'x' });
    const labels = await c.owner.put(`/api/v1/modules/${m.body.id}/labels`, { columns: [{ name: 'nope', label: 'x' }] });
    assert.equal(labels.status, 400);
    assert.equal(labels.body.errors[0].path, '/columns/0/name');
  });

  test('synonym lists are bounded: 20 per name, 100 characters each, 10 per value (400 beyond, naming the list)', async () => {
    const c = await newCustomer(t);
    const m = await c.owner.post('/api/v1/modules', { import_batch_id: (await uploaded(c, CARS)).id, name: 'Cars' });
    const words = (n: number, chars = 10) => Array.from({ length: n }, (_, i) => `${i} ${'w'.repeat(chars)}`.slice(0, chars));
    const labels = (body: unknown) => c.owner.put(`/api/v1/modules/${m.body.id}/labels`, body);
    const refused = async (body: unknown, path: string) => {
      const r = await labels(body);
      assert.equal(r.status, 400, JSON.stringify(body).slice(0, 200));
      assert.equal(r.body.detail, 'validation error');
      assert.ok(
        r.body.errors.some((e: { path: string }) => e.path === path),
        JSON.stringify(r.body.errors),
      );
    };
    // At the bounds: accepted.
    const full = await labels({
      synonyms: words(20, 100),
      columns: [{ name: 'name', synonyms: words(20, 100), values: [{ value: 'chevy', synonyms: words(10, 100) }] }],
    });
    assert.equal(full.status, 200, JSON.stringify(full.body));
    assert.equal(full.body.columns[0].synonyms.length, 20);
    // One more, or one character more: refused, and nothing changed.
    await refused({ columns: [{ name: 'name', synonyms: words(21) }] }, '/columns/0/synonyms');
    await refused({ columns: [{ name: 'name', synonyms: ['x'.repeat(101)] }] }, '/columns/0/synonyms/0');
    await refused({ synonyms: words(21) }, '/synonyms');
    await refused({ columns: [{ name: 'name', values: [{ value: 'chevy', synonyms: words(11) }] }] }, '/columns/0/values/0/synonyms');
    await refused({ columns: [{ name: 'name', values: Array.from({ length: 201 }, (_, i) => ({ value: `v${i}`, synonyms: ['x'] })) }] }, '/columns/0/values');
    const created = await c.owner.post('/api/v1/modules', {
      import_batch_id: m.body.import_batch_id,
      name: 'x',
      columns: [{ source: 'Name', synonyms: words(21) }],
    });
    assert.equal(created.status, 400);
    assert.equal((await c.owner.get('/api/v1/modules')).body.find((x: { id: string }) => x.id === m.body.id).columns[0].synonyms.length, 20);
  });
});

describe('modules from real-world headers', () => {
  test('repeated, empty and multi-line headers import with distinct column identifiers', async () => {
    const c = await newCustomer(t);
    const csv = '"Year","Peak chart positions\nUS","Peak chart positions\nUK","",Year,year\n1985,1,16,x,1986,1987\n1990,2,,y,1991,1992\n';
    const b = await uploaded(c, csv);
    assert.deepEqual(
      b.columns.map((x) => x.name),
      ['Year', 'Peak chart positions US', 'Peak chart positions UK', 'Column 4', 'Year (2)', 'year (3)'],
    );
    const m = await importedModule(c, b.id);
    assert.equal(m.row_count, 2);
    const names = m.columns.map((x: { name: string }) => x.name);
    assert.deepEqual(names, ['year', 'peak_chart_positions_us', 'peak_chart_positions_uk', 'column_4', 'year_2', 'year_3']);
    const rows = await t.data.query(`SELECT ${names.join(', ')} FROM c_${c.id.replace(/-/g, '')}.m_${m.id.replace(/-/g, '')} ORDER BY _row`);
    assert.deepEqual(rows.rows, [
      { year: 1985, peak_chart_positions_us: 1, peak_chart_positions_uk: 16, column_4: 'x', year_2: 1986, year_3: 1987 },
      { year: 1990, peak_chart_positions_us: 2, peak_chart_positions_uk: null, column_4: 'y', year_2: 1991, year_3: 1992 },
    ]);
  });
});

describe('run-import: bad cells', () => {
  test('cells that do not cast are reported by row and column; nothing is imported', async () => {
    const c = await newCustomer(t);
    const b = await uploaded(c, 'n,when,flag\n1,2020-01-01,true\nx,2020-02-30,maybe\n3,2020-03-01,false\nfour,,\n');
    const m = await c.owner.post('/api/v1/modules', {
      import_batch_id: b.id,
      name: 'Typed',
      columns: [
        { source: 'n', type: 'integer' },
        { source: 'when', type: 'date' },
        { source: 'flag', type: 'boolean' },
      ],
    });
    await c.owner.post(`/api/v1/modules/${m.body.id}/finalize`);
    const r = await c.owner.post(`/api/v1/modules/${m.body.id}/run-import`);
    assert.equal(r.status, 400);
    assert.match(r.body.detail, /^4 cells cannot be read as the column type; nothing was imported\. First: row 2, column "n" \(integer\): "x"$/);
    assert.deepEqual(
      r.body.errors.map((e: { path: string }) => e.path),
      ['/rows/2/n', '/rows/2/when', '/rows/2/flag', '/rows/4/n'],
    );
    assert.match(r.body.errors[1].message, /row 2, column "when": "2020-02-30" is not a valid date/);
    const after = await c.owner.get(`/api/v1/modules/${m.body.id}`);
    assert.equal(after.body.status, 'finalized');
    assert.equal(after.body.row_count, null);
    assert.equal(after.body.import_error.errors.length, 4);
    assert.ok(!(await tablesOf(t, c.id)).includes(`m_${m.body.id.replace(/-/g, '')}`));
  });

  test('a cast that fails on row 1,000,001 fails the whole load and names that row', async () => {
    const c = await newCustomer(t);
    const perChunk = 50_000;
    // 1,000,001 data rows; the last one is not an integer, so the column is inferred as text.
    const body = chunks(21, (i) => {
      if (i === 20) return 'not-a-number\n';
      const start = i * perChunk;
      return (i === 0 ? 'n\n' : '') + Array.from({ length: perChunk }, (_, k) => `${start + k + 1}\n`).join('');
    });
    const b = await uploaded(c, body);
    assert.equal(b.row_count, 1_000_001);
    assert.equal(b.columns[0]!.type, 'text');
    const m = await c.owner.post('/api/v1/modules', { import_batch_id: b.id, name: 'Big', columns: [{ source: 'n', type: 'integer' }] });
    await c.owner.post(`/api/v1/modules/${m.body.id}/finalize`);
    const r = await c.owner.post(`/api/v1/modules/${m.body.id}/run-import`);
    assert.equal(r.status, 400);
    assert.deepEqual(r.body.errors, [{ path: '/rows/1000001/n', message: 'row 1000001, column "n": "not-a-number" is not a valid integer' }]);
    const after = await c.owner.get(`/api/v1/modules/${m.body.id}`);
    assert.equal(after.body.status, 'finalized');
    assert.equal(after.body.row_count, null);
    assert.ok(!(await tablesOf(t, c.id)).includes(`m_${m.body.id.replace(/-/g, '')}`));

    // As text the same rows load.
    const asText = await importedModule(c, b.id);
    assert.equal(asText.row_count, 1_000_001);
  });

  test('after an import the definition stays frozen and a re-run reloads the same rows', async () => {
    const c = await newCustomer(t);
    const b = await uploaded(c, 'n\n1\n2\n');
    const m = await importedModule(c, b.id);
    assert.equal(m.row_count, 2);
    // A type the data does not fit cannot be set after finalize (409): the imported rows stay valid.
    assert.equal((await c.owner.put(`/api/v1/modules/${m.id}/settings`, { columns: [{ source: 'n', type: 'boolean' }] })).status, 409);
    const again = await c.owner.post(`/api/v1/modules/${m.id}/run-import`);
    assert.equal(again.body.row_count, 2);
  });
});

describe('modules: gates and tenancy', () => {
  test('writes need can_add_module, reading can_view_datasets; another customer’s module is 404', async () => {
    const c = await newCustomer(t);
    const other = await newCustomer(t);
    const b = await uploaded(c, 'a\n1\n');
    const m = await c.owner.post('/api/v1/modules', { import_batch_id: b.id, name: 'M' });
    const viewer = await userWith(c, { can_view_datasets: true, can_add_datasets: true });
    const builder = await userWith(c, { can_add_module: true });

    const writes = (client: typeof c.owner, id: string, batchId: string) => [
      () => client.post('/api/v1/modules', { import_batch_id: batchId, name: 'N' }),
      () => client.put(`/api/v1/modules/${id}/settings`, { name: 'N' }),
      () => client.put(`/api/v1/modules/${id}/labels`, { synonyms: ['n'] }),
      () => client.post(`/api/v1/modules/${id}/finalize`),
      () => client.post(`/api/v1/modules/${id}/run-import`),
    ];
    for (const w of writes(viewer.client, m.body.id, b.id)) {
      const r = await w();
      assert.equal(r.status, 403);
      assert.equal(r.body.detail, 'permission denied');
    }
    const expected = [201, 200, 200, 200, 200];
    const results = [];
    for (const w of writes(builder.client, m.body.id, b.id)) results.push((await w()).status);
    assert.deepEqual(results, expected);

    assert.equal((await viewer.client.get('/api/v1/modules')).status, 200);
    assert.equal((await viewer.client.get(`/api/v1/modules/${m.body.id}`)).status, 200);
    const agent = await userWith(c, { can_access_agent: true });
    assert.equal((await agent.client.get('/api/v1/modules')).status, 403);

    // Another customer: its owner passes every flag check, yet cannot see or touch these.
    assert.deepEqual((await other.owner.get('/api/v1/modules')).body, []);
    assert.equal((await other.owner.get(`/api/v1/modules/${m.body.id}`)).status, 404);
    for (const w of writes(other.owner, m.body.id, b.id).slice(1)) assert.equal((await w()).status, 404);
    const foreignBatch = await other.owner.post('/api/v1/modules', { import_batch_id: b.id, name: 'steal' });
    assert.equal(foreignBatch.status, 400);
    assert.equal(foreignBatch.body.errors[0].path, '/import_batch_id');
  });
});
