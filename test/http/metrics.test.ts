import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, startApp, uniq, type TestApp } from '../support/app.js';
import { newCustomer, newRole } from '../support/customers.js';

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
  await new Client(t.app).request({ method: 'POST', url: '/api/v1/infer', payload: { prompt: 'hi', spec_ids: ['x'] }, headers: { authorization: `Bearer ${token}` } });

  const text = String((await scrape('Bearer metrics-token-0123456789')).body);
  assert.ok(value(text, 'specgate_http_requests_total{method="DELETE",route="/api/v1/core/roles/:id",status="204"}') >= 1);
  assert.ok(value(text, 'specgate_http_requests_total{method="GET",route="/api/v1/core/roles/:id",status="404"}') >= 1);
  assert.ok(value(text, 'specgate_http_request_duration_seconds_count{method="POST",route="/api/v1/core/roles"}') >= 1);
  assert.ok(value(text, 'specgate_infer_duration_seconds_count{provider="local",source="api",status="400"}') >= 1);
  assert.ok(value(text, 'specgate_audit_entries') >= 2);
  assert.match(text, /specgate_process_resident_memory_bytes/);
});
