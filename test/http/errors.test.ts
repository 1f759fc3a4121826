import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Client, startApp, type TestApp } from '../support/app.js';
import { newCustomer, type TestCustomer } from '../support/customers.js';

let t: TestApp;
let c: TestCustomer;
before(async () => {
  t = await startApp();
  c = await newCustomer(t);
});
after(() => t.close());

test('unknown API routes are 404 {"detail":"not found"}', async () => {
  for (const url of ['/api/v1/nope', '/api/v1/core/roles/x/y/z', '/admin/api/v1/nope']) {
    const r = await new Client(t.app).get(url);
    assert.equal(r.status, 404, url);
    assert.deepEqual(r.body, { detail: 'not found' });
  }
});

test('a malformed URL escape is a 400 with the contract’s body', async () => {
  for (const url of ['/a%zz', '/api/v1/core/roles/%E0%A4%A']) {
    const r = await new Client(t.app).get(url);
    assert.equal(r.status, 400, url);
    assert.deepEqual(r.body, { detail: 'bad request' });
  }
});

test('malformed, empty and non-JSON bodies are 400 validation error; oversized bodies 413', async () => {
  const send = (payload: string, type = 'application/json') =>
    c.owner.request({ method: 'POST', url: '/api/v1/core/roles', payload, headers: { 'content-type': type } });
  for (const [payload, type] of [
    ['{"name":', 'application/json'],
    ['', 'application/json'],
    ['not json', 'application/json'],
    ['name=x', 'text/plain'],
    ['[]', 'application/json'],
    ['"x"', 'application/json'],
    ['null', 'application/json'],
  ] as const) {
    const r = await send(payload, type);
    assert.equal(r.status, 400, `${type} ${payload}`);
    assert.equal(r.body.detail, 'validation error');
    assert.ok(Array.isArray(r.body.errors));
  }
  const huge = await send(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }));
  assert.equal(huge.status, 413);
  assert.equal(typeof huge.body.detail, 'string');
});

test('a NUL character anywhere in a body or a query string is a 400 validation error naming where, never a 500', async () => {
  const role = await c.owner.request({ method: 'POST', url: '/api/v1/core/roles', payload: { name: 'ops\u0000', permissions: [] } });
  assert.equal(role.status, 400);
  assert.deepEqual(role.body, { detail: 'validation error', errors: [{ path: '/name', message: 'must not contain the NUL character' }] });
  const nested = await c.owner.request({ method: 'POST', url: '/api/v1/core/roles', payload: { name: 'ops', permissions: ['a\u0000b'] } });
  assert.equal(nested.status, 400);
  assert.equal(nested.body.errors[0].path, '/permissions/0');
  const query = await c.owner.get('/api/v1/core/audit?action=%00');
  assert.equal(query.status, 400);
  assert.equal(query.body.detail, 'validation error');
  const { rows } = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM roles WHERE name LIKE $1', ['ops%']);
  assert.equal(Number(rows[0]!.n), 0, 'nothing written');
});

test('health, readiness, OpenAPI and docs', async () => {
  const anon = new Client(t.app);
  assert.deepEqual((await anon.get('/healthz')).body, { status: 'ok' });
  assert.deepEqual((await anon.get('/readyz')).body, { status: 'ready' });
  const doc = await anon.get('/openapi.json');
  assert.equal(doc.status, 200);
  assert.match(doc.body.openapi, /^3\./);
  for (const path of ['/api/v1/core/roles', '/api/v1/core/roles/{id}/reassign-and-delete', '/auth/core/me', '/admin/api/v1/customers', '/api/v1/core/audit']) {
    assert.ok(doc.body.paths[path], path);
  }
  const docs = await anon.request({ method: 'GET', url: '/docs/' });
  assert.equal(docs.status, 200);
  assert.match(String(docs.body), /swagger/i);
});

test('responses carry security headers', async () => {
  for (const url of ['/healthz', '/api/v1/nope', '/openapi.json']) {
    const r = await new Client(t.app).get(url);
    assert.equal(r.headers['x-content-type-options'], 'nosniff', url);
    assert.match(String(r.headers['content-security-policy']), /default-src 'self'/, url);
    assert.match(String(r.headers['content-security-policy']), /frame-ancestors 'none'/, url);
    assert.ok(r.headers['strict-transport-security'], url);
    assert.equal(r.headers['x-powered-by'], undefined, url);
  }
});

test('responses carry a request id', async () => {
  const r = await new Client(t.app).get('/healthz');
  assert.match(String(r.headers['x-request-id']), /^[0-9a-f-]{36}$/);
});

test('random paths, methods, headers and bodies never produce a 5xx, and every error has the contract’s shape', async () => {
  // Every route of the table, with its parameters filled by random text or real-looking ids.
  const templates = t.app.routeGates.map((r) => r.url);
  const path = fc.oneof(
    fc
      .tuple(fc.constantFrom(...templates), fc.oneof(fc.uuid(), fc.string({ maxLength: 20 })))
      .map(([tpl, id]) => tpl.replace(/:[A-Za-z_]+/g, encodeURIComponent(id) || 'x')),
    fc.webPath().map((p) => (p.startsWith('/') ? p : '/' + p)),
  );
  const headerValue = fc.oneof(fc.string({ maxLength: 60 }), fc.constant('Bearer sg_' + 'A'.repeat(43)), fc.constant('Bearer '), fc.constant(''));
  const headers = fc.record(
    {
      authorization: headerValue,
      cookie: fc.oneof(
        fc.string({ maxLength: 60 }).map((v) => `specgate_session=${v}`),
        fc.string({ maxLength: 60 }),
      ),
      origin: fc.oneof(fc.constant('https://evil.example'), fc.webUrl()),
      'x-forwarded-for': fc.ipV4(),
      accept: fc.constantFrom('*/*', 'text/html', 'application/json', 'x/y'),
    },
    { requiredKeys: [] },
  );
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE'),
      path,
      fc.oneof(fc.json(), fc.string(), fc.constant(undefined)),
      fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'text/csv'),
      headers,
      fc.boolean(),
      async (method, url, payload, type, extra, signedIn) => {
        const client = signedIn ? c.owner : new Client(t.app);
        const safe = Object.fromEntries(Object.entries(extra).filter(([, v]) => /^[\x20-\x7e]*$/.test(v as string)));
        const r = await client.request({
          method: method as 'GET',
          url,
          headers: { ...safe, ...(payload === undefined || method === 'GET' ? {} : { 'content-type': type }) },
          ...(payload === undefined || method === 'GET' ? {} : { payload }),
        });
        assert.ok(r.status < 500, `${method} ${url} → ${r.status} ${JSON.stringify(r.body)}`);
        if (r.status >= 400 && /^application\/json/.test(String(r.headers['content-type']))) {
          assert.equal(typeof r.body.detail, 'string', `${method} ${url}`);
          assert.deepEqual(
            Object.keys(r.body).filter((k) => k !== 'detail' && k !== 'errors'),
            [],
            `${method} ${url}`,
          );
        }
      },
    ),
    { numRuns: 400 },
  );
});
