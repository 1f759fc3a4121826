import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, engineName, startApp, uniq, type TestApp } from '../support/app.js';
import { freshDb } from '../support/pg.js';
import { newCustomer, newRole } from '../support/customers.js';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { isPrivateHost, metricsAccess } from '../../src/http/metrics.js';

let t: TestApp;
before(async () => {
  t = await startApp({ METRICS_TOKEN: 'metrics-token-0123456789' });
});
after(() => t.close());

const scrape = (auth?: string) => new Client(t.app).request({ method: 'GET', url: '/metrics', headers: auth ? { authorization: auth } : {} });

function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(series + ' '));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test('/metrics asks for METRICS_TOKEN when one is configured', async () => {
  assert.equal((await scrape()).status, 401);
  assert.equal((await scrape('Bearer wrong')).status, 401);
  const r = await scrape('Bearer metrics-token-0123456789');
  assert.equal(r.status, 200);
  assert.match(String(r.headers['content-type']), /text\/plain/);
});

test('requests by route and status, latency histograms, inference by provider and audit entries', async () => {
  const c = await newCustomer(t);
  const role = await newRole(c, {});
  await c.owner.delete(`/api/v1/core/roles/${role.id}`);
  await c.owner.get('/api/v1/core/roles/nope');
  const u = (await c.owner.post('/api/v1/core/api-users', { username: uniq('svc') })).body;
  const token = (await new Client(t.app).post('/api/v1/authorize', { username: u.username, password: u.password })).body.token;
  await new Client(t.app).request({
    method: 'POST',
    url: '/api/v1/infer',
    payload: { prompt: 'hi', spec_ids: ['x'] },
    headers: { authorization: `Bearer ${token}` },
  });

  const text = String((await scrape('Bearer metrics-token-0123456789')).body);
  assert.ok(value(text, 'specgate_http_requests_total{method="DELETE",route="/api/v1/core/roles/:id",status="204"}') >= 1);
  assert.ok(value(text, 'specgate_http_requests_total{method="GET",route="/api/v1/core/roles/:id",status="404"}') >= 1);
  assert.ok(value(text, 'specgate_http_request_duration_seconds_count{method="POST",route="/api/v1/core/roles"}') >= 1);
  assert.ok(value(text, 'specgate_infer_duration_seconds_count{provider="local",source="api",status="400"}') >= 1);
  assert.ok(value(text, 'specgate_audit_entries') >= 2);
  assert.match(text, /specgate_process_resident_memory_bytes/);
});

test('the database pools by plane: the control pool, and the data plane’s when it has its own database (server only)', async () => {
  const { db: data, drop } = await freshDb();
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', METRICS_TOKEN: 'metrics-token-0123456789' }), db: t.db, data });
  try {
    // A query on each, so that each pool holds a connection.
    await t.db.query('SELECT 1');
    await data.query('SELECT 1');
    const r = await new Client(app).request({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer metrics-token-0123456789' } });
    const text = String(r.body);
    if (engineName === 'pglite') {
      // An embedded database has no pool to report.
      assert.doesNotMatch(text, /specgate_db_pool_connections\{/);
    } else {
      assert.ok(value(text, 'specgate_db_pool_connections{plane="control",state="total"}') >= 1);
      assert.ok(value(text, 'specgate_db_pool_connections{plane="data",state="total"}') >= 1);
    }
  } finally {
    await app.close();
    await data.close();
    await drop();
  }
});

/** Another app on the same database, as if started with this HOST (and METRICS_TOKEN). */
async function scrapeBoundTo(host: string, token?: string, auth?: string) {
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', HOST: host, ...(token ? { METRICS_TOKEN: token } : {}) }), db: t.db });
  try {
    return await new Client(app).request({ method: 'GET', url: '/metrics', headers: auth ? { authorization: auth } : {} });
  } finally {
    await app.close();
  }
}

test('without METRICS_TOKEN, /metrics is open on a private or loopback HOST and off (404) on a public or wildcard one', async () => {
  for (const host of ['127.0.0.1', '10.1.2.3', '192.168.0.10', '::1', 'localhost']) {
    const r = await scrapeBoundTo(host);
    assert.equal(r.status, 200, host);
    assert.match(String(r.body), /specgate_http_requests_total/);
  }
  for (const host of ['0.0.0.0', '::', '203.0.113.5']) {
    const r = await scrapeBoundTo(host, undefined, 'Bearer anything-at-all-0123456789');
    assert.equal(r.status, 404, host);
    assert.deepEqual(r.body, { detail: 'not found' });
  }
});

test('with METRICS_TOKEN, the token is needed whatever HOST is', async () => {
  const token = 'metrics-token-abcdefghijklmnop';
  for (const host of ['127.0.0.1', '0.0.0.0']) {
    assert.equal((await scrapeBoundTo(host, token)).status, 401, host);
    assert.equal((await scrapeBoundTo(host, token, `Bearer ${token}`)).status, 200, host);
  }
});

test('isPrivateHost: loopback, RFC 1918, fc00::/7 and localhost; not wildcards, public addresses or names', () => {
  const yes = [
    '127.0.0.1',
    '127.8.9.10',
    '::1',
    '[::1]',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    'fc00::1',
    'fd12:3456::1',
    'localhost',
    'LOCALHOST',
    '::ffff:10.0.0.1',
  ];
  const no = ['0.0.0.0', '::', '172.32.0.1', '172.15.255.255', '192.169.0.1', '8.8.8.8', '2001:db8::1', 'fe00::1', 'example.com', ''];
  for (const h of yes) assert.equal(isPrivateHost(h), true, h);
  for (const h of no) assert.equal(isPrivateHost(h), false, h);
  assert.equal(metricsAccess('0.0.0.0', undefined), 'off');
  assert.equal(metricsAccess('0.0.0.0', 'x'.repeat(16)), 'token');
  assert.equal(metricsAccess('127.0.0.1', undefined), 'open');
});
