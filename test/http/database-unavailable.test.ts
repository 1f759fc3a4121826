import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, startApp, uniq, type TestApp } from '../support/app.js';
import { newCustomer, type TestCustomer } from '../support/customers.js';
import { createTestDatabase } from '../support/pg.js';
import { startTcpProxy } from '../support/tcp-proxy.js';
import { createPostgresDb } from '../../src/db/db.js';

/**
 * The database becomes unreachable while the service runs: every route that needs it answers
 * 503 "database unavailable" (never a 500), and the service answers normally again once the
 * database is back, without a restart. Needs a server to cut, so it uses the machine's PostgreSQL.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let t: TestApp;
let c: TestCustomer;
let token: string;

before(async () => {
  database = await createTestDatabase();
  proxy = await startTcpProxy({ host: '127.0.0.1', port: 5432 });
  const url = new URL(database.url);
  url.host = `127.0.0.1:${proxy.port}`;
  t = await startApp({}, createPostgresDb(url.toString(), { max: 4 }));
  c = await newCustomer(t);
  const u = (await c.owner.post('/api/v1/core/api-users', { username: uniq('svc') })).body;
  token = (await new Client(t.app).post('/api/v1/authorize', { username: u.username, password: u.password })).body.token;
});
after(async () => {
  await t.close();
  await proxy.close();
  await database.drop();
});

test('503 database unavailable while the database is unreachable, normal answers once it is back', async () => {
  const infer = () =>
    new Client(t.app).request({
      method: 'POST',
      url: '/api/v1/infer',
      payload: { prompt: 'how many?', spec_ids: ['x'] },
      headers: { authorization: `Bearer ${token}` },
    });
  assert.equal((await c.owner.get('/api/v1/core/roles')).status, 200);
  assert.equal((await infer()).status, 400);

  await proxy.cut();
  const down = [
    await c.owner.get('/api/v1/core/roles'),
    await c.owner.post('/api/v1/core/roles', { name: uniq('r') }),
    await c.owner.get('/auth/core/me'),
    await new Client(t.app).post('/auth/core/login', { username: c.ownerUsername, password: 'owner-password' }),
    await new Client(t.app).post('/api/v1/authorize', { username: 'x', password: 'y' }),
    await infer(),
    await new Client(t.app).get('/readyz'),
  ];
  for (const r of down) {
    assert.equal(r.status, 503, JSON.stringify(r.body));
    assert.deepEqual(r.body, { detail: 'database unavailable' });
  }
  assert.equal((await new Client(t.app).get('/healthz')).status, 200);

  await proxy.restore();
  let back = await c.owner.get('/api/v1/core/roles');
  // The pool may hand out one connection that died with the cut before it notices; it then answers 503 once.
  for (let i = 0; i < 5 && back.status === 503; i++) back = await c.owner.get('/api/v1/core/roles');
  assert.equal(back.status, 200);
  assert.equal((await new Client(t.app).get('/readyz')).status, 200);
  assert.equal((await infer()).status, 400);
  assert.equal((await c.owner.post('/api/v1/core/roles', { name: uniq('r') })).status, 201);
});
