import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, startApp, type TestApp } from '../support/app.js';
import { newCustomer, type TestCustomer } from '../support/customers.js';
import { upload, uploaded } from '../datasets/support.js';
import { toErrorResponse } from '../../src/http/error-handler.js';

/**
 * What a fuzzing run of 100,000 requests found (issue 21), each repeated: nesting deep enough to
 * overflow the stack, lone UTF-16 surrogates reaching the database's JSON, and megabytes of
 * validation errors. Each is now a 400 that names where, and nothing is written.
 */
let t: TestApp;
let c: TestCustomer;
before(async () => {
  t = await startApp();
  c = await newCustomer(t);
});
after(() => t.close());

const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const json = (client: TestCustomer['owner'], method: 'POST' | 'PUT', url: string, payload: string) =>
  client.request({ method, url, payload, headers: { 'content-type': 'application/json' } });

test('a JSON upload whose cell nests 5,000 or 100,000 deep is a 400 naming the line and row (was RangeError, 500)', async () => {
  for (const depth of [5_000, 100_000]) {
    const r = await upload(c.owner, c.id, `[{"a":1,"b":"x"},\n{"a":2,"b":${deep(depth)}}]`, { type: 'application/json', name: 'deep' });
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.deepEqual(r.body, { detail: 'line 2: row 2 nests arrays and objects more than 32 levels deep' });
  }
  const batches = await c.owner.get(`/api/v1/customers/${c.id}/import-batches`);
  assert.deepEqual(
    batches.body.filter((b: { name: string }) => b.name === 'deep'),
    [],
    'nothing half-imported is listed',
  );
});

test('a JSON request body nested past 32 levels is a 400 validation error naming where, at any depth', async () => {
  for (const depth of [33, 5_000, 200_000]) {
    const r = await json(c.owner, 'POST', '/api/v1/core/roles', `{"name":"deep","permissions":${deep(depth)}}`);
    assert.equal(r.status, 400);
    assert.equal(r.body.detail, 'validation error');
    assert.equal(r.body.errors.length, 1);
    assert.match(r.body.errors[0].path, /^\/permissions(\/0){31}$/);
    assert.equal(r.body.errors[0].message, 'must not nest arrays and objects more than 32 levels deep');
  }
});

test('a lone UTF-16 surrogate anywhere in a body is a 400 validation error naming the path; nothing is written', async () => {
  const b = await uploaded(c, 'Name,Origin\nchevy,USA\ntoyota,Japan\n');
  const m = await c.owner.post('/api/v1/modules', { import_batch_id: b.id, name: 'Cars' });
  assert.equal(m.status, 201);
  const labels = `/api/v1/modules/${m.body.id}/labels`;
  for (const [payload, path] of [
    ['{"synonyms":["auto","car\\udfff"]}', '/synonyms/1'],
    ['{"synonyms":["\\ud800"]}', '/synonyms/0'],
    ['{"synonyms":["\\udc00\\ud800"]}', '/synonyms/0'],
    ['{"columns":[{"source":"Origin","values":[{"value":"Japan","synonyms":["nippon\\ud83d"]}]}]}', '/columns/0/values/0/synonyms/0'],
  ] as const) {
    const r = await json(c.owner, 'PUT', labels, payload);
    assert.equal(r.status, 400, payload);
    assert.deepEqual(r.body, { detail: 'validation error', errors: [{ path, message: 'must not contain a lone UTF-16 surrogate (not Unicode text)' }] });
  }
  const created = await json(
    c.owner,
    'POST',
    '/api/v1/modules',
    `{"import_batch_id":"${b.id}","name":"Cars \\udfff","columns":[{"source":"Name","synonyms":["\\ud800"]}]}`,
  );
  assert.equal(created.status, 400);
  assert.deepEqual(created.body.errors, [{ path: '/name', message: 'must not contain a lone UTF-16 surrogate (not Unicode text)' }]);
  const key = await json(c.owner, 'POST', '/api/v1/core/roles', '{"name":"r","permissions":{"can_view_datasets\\udfff":true}}');
  assert.equal(key.status, 400);
  assert.deepEqual(key.body.errors, [
    { path: '/permissions/can_view_datasets\udfff', message: 'key must not contain a lone UTF-16 surrogate (not Unicode text)' },
  ]);

  // A well-formed pair is one character and is stored as it was sent.
  const emoji = await c.owner.put(labels, { synonyms: ['car \u{1F697}'] });
  assert.equal(emoji.status, 200, JSON.stringify(emoji.body));
  const modules = await c.owner.get('/api/v1/modules');
  const stored = modules.body.find((x: { id: string }) => x.id === m.body.id);
  assert.deepEqual(stored.synonyms, ['car \u{1F697}']);
  assert.equal(modules.body.filter((x: { name: string }) => x.name.startsWith('Cars ')).length, 0);
});

test('a validation error lists 20 problems and counts the rest (10,000 bad items once answered 2.7 MB)', async () => {
  const r = await c.owner.request({
    method: 'PUT',
    url: '/api/v1/modules/x/labels',
    payload: { synonyms: Array.from({ length: 10_000 }, () => 7) },
  });
  assert.equal(r.status, 400);
  assert.equal(r.body.detail, 'validation error');
  assert.equal(r.body.errors.length, 21);
  assert.deepEqual(r.body.errors[0], { path: '/synonyms', message: 'must NOT have more than 20 items' });
  assert.ok(r.body.errors.slice(1, 20).every((e: { path: string }) => /^\/synonyms\/\d+$/.test(e.path)));
  // The first 20 of 10,001 (the array's length, then each item), and a last entry counting the 9,981 others.
  assert.deepEqual(r.body.errors[20], { path: '/', message: '9981 more problems not listed' });
  assert.ok(JSON.stringify(r.body).length < 4096, `${JSON.stringify(r.body).length} bytes`);
});

test('an infer call refused for such a body still writes its one audit entry, beside concurrent good calls', async () => {
  const u = (await c.owner.post('/api/v1/core/api-users', { username: `svc-${Date.now()}` })).body;
  const anon = new Client(t.app);
  const { token } = (await anon.post('/api/v1/authorize', { username: u.username, password: u.password })).body;
  const bodies = [
    `{"prompt":${deep(5_000)},"spec_ids":["x"]}`,
    `{"prompt":"a","spec_ids":[${deep(100_000)}]}`,
    '{"prompt":"a\\u0000b","spec_ids":["x"]}',
    '{"prompt":"a\\udfffb","spec_ids":["x\\ud800"],"session_id":"\\ud800"}',
    `{"prompt":"a","spec_ids":[{"k\\u0000\\udfff":1}],"session_id":"${'s'.repeat(5000)}"}`,
    '{"prompt":"fine","spec_ids":["x"]}',
  ];
  // Sent together, so that the customer's entries are group-committed with the good call's.
  const calls = await Promise.all(
    bodies.map((payload) =>
      anon.request({ method: 'POST', url: '/api/v1/infer', payload, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } }),
    ),
  );
  for (const [i, r] of calls.entries()) {
    assert.equal(r.status, 400, bodies[i]!.slice(0, 80));
    const { rows } = await t.db.query<{ details: { status: number; prompt: unknown; session_id: string } }>(
      'SELECT details FROM audit_entries WHERE correlation_id = $1',
      [r.headers['x-correlation-id']],
    );
    assert.equal(rows.length, 1, `one audit entry for ${bodies[i]!.slice(0, 80)}`);
    assert.equal(rows[0]!.details.status, 400);
    assert.ok(rows[0]!.details.session_id.length <= 200);
  }
});

test('a body the client cut off is its own 400, never 503 "database unavailable"; a database connection reset is', () => {
  const request = { log: { error() {} } } as unknown as Parameters<typeof toErrorResponse>[1];
  // What Node's HTTP server raises when a client closes its connection in the middle of a body.
  const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 });
  assert.deepEqual(toErrorResponse(aborted, request), { status: 400, body: { detail: 'bad request' } });
  const database = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
  assert.deepEqual(toErrorResponse(database, request), { status: 503, body: { detail: 'database unavailable' } });
});
