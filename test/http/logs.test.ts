import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, startApp, uniq, type TestApp } from '../support/app.js';
import { newCustomer } from '../support/customers.js';
import { loggerOptions } from '../../src/app.js';

/** The service's own log lines, as production writes them (pino JSON, with the production redaction). */
const lines: Record<string, unknown>[] = [];
let t: TestApp;
before(async () => {
  const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  t = await startApp({}, undefined, { logger: { ...(loggerOptions('info') as object), stream } });
});
after(() => t.close());

test('infer log lines carry the call’s correlation id; no password, token or cookie is ever logged', async () => {
  const c = await newCustomer(t);
  const u = (await c.owner.post('/api/v1/core/api-users', { username: uniq('svc') })).body;
  const token = (await new Client(t.app).post('/api/v1/authorize', { username: u.username, password: u.password })).body.token;
  const r = await new Client(t.app).request({
    method: 'POST',
    url: '/api/v1/infer',
    payload: { prompt: 'hi', spec_ids: ['x'] },
    headers: { authorization: `Bearer ${token}` },
  });
  const correlationId = String(r.headers['x-correlation-id']);
  assert.match(correlationId, /^[0-9a-f-]{36}$/);
  const ofCall = lines.filter((l) => l.correlation_id === correlationId);
  assert.ok(ofCall.length >= 1, 'no log line carries the correlation id');
  assert.ok(
    ofCall.some((l) => (l.res as { statusCode?: number } | undefined)?.statusCode === 400),
    'the completion line carries it',
  );
  assert.ok(
    lines.filter((l) => 'req' in l).every((l) => typeof l.reqId === 'string'),
    'request lines carry the request id',
  );

  const all = JSON.stringify(lines);
  for (const secret of [u.password, token, 'owner-password', c.owner.cookie!.split('=')[1]!]) {
    assert.ok(!all.includes(secret), `a secret reached the logs`);
  }
});
