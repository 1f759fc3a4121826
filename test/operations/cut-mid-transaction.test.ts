import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { startApp, type TestApp } from '../support/app.js';
import { newCustomer, newRole, newUser } from '../support/customers.js';
import { createTestDatabase } from '../support/pg.js';
import { startTcpProxy } from '../support/tcp-proxy.js';
import { createPostgresDb } from '../../src/db/db.js';

/**
 * The database connection drops in the middle of a transaction (reassign-and-delete, between
 * moving the users and deleting the role): the caller gets 503, PostgreSQL rolls the
 * transaction back, and nothing is half-written.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let t: TestApp;
let observer: pg.Client;

before(async () => {
  database = await createTestDatabase();
  proxy = await startTcpProxy({ host: '127.0.0.1', port: 5432 });
  const url = new URL(database.url);
  url.host = `127.0.0.1:${proxy.port}`;
  t = await startApp({}, createPostgresDb(url.toString(), { max: 4 }));
  observer = new pg.Client({ connectionString: database.url });
  await observer.connect();
});
after(async () => {
  await observer.end();
  await t.close();
  await proxy.close();
  await database.drop();
});

test('a connection cut mid-transaction answers 503, rolls back, and the service works again', async () => {
  const c = await newCustomer(t);
  const source = await newRole(c, { can_view_tree: true });
  const target = await newRole(c, { can_access_agent: true });
  const users = await Promise.all([1, 2, 3].map(() => newUser(c, source.id)));
  // Hold the transaction open after the users have moved: the role's delete waits for a while.
  await observer.query(`
    CREATE FUNCTION slow_delete() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF OLD.id = '${source.id}' THEN PERFORM pg_sleep(30); END IF; RETURN OLD; END $$;
    CREATE TRIGGER slow_delete BEFORE DELETE ON roles FOR EACH ROW EXECUTE FUNCTION slow_delete();`);

  const pending = c.owner.post(`/api/v1/core/roles/${source.id}/reassign-and-delete`, { target_role_id: target.id });
  for (let i = 0; i < 200; i++) {
    const { rows } = await observer.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'DELETE FROM roles%'`, [
      database.name,
    ]);
    if (rows[0].n > 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await proxy.cut();
  const r = await pending;
  assert.equal(r.status, 503);
  assert.deepEqual(r.body, { detail: 'database unavailable' });

  // The server notices the dead client and rolls its transaction back.
  await observer.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'DELETE FROM roles%'`, [database.name]);
  await observer.query('DROP TRIGGER slow_delete ON roles; DROP FUNCTION slow_delete();');
  const { rows: roles } = await observer.query('SELECT id FROM roles WHERE id = $1', [source.id]);
  assert.equal(roles.length, 1, 'the source role is still there');
  const { rows: held } = await observer.query('SELECT count(*)::int AS n FROM users WHERE role_id = $1', [source.id]);
  assert.equal(held[0].n, 3, 'every user is still on the source role');
  const { rows: audit } = await observer.query(`SELECT count(*)::int AS n FROM audit_entries WHERE action = 'role.reassign_and_delete'`);
  assert.equal(audit[0].n, 0);

  await proxy.restore();
  let again = await c.owner.post(`/api/v1/core/roles/${source.id}/reassign-and-delete`, { target_role_id: target.id });
  for (let i = 0; i < 5 && again.status === 503; i++) {
    again = await c.owner.post(`/api/v1/core/roles/${source.id}/reassign-and-delete`, { target_role_id: target.id });
  }
  assert.equal(again.status, 200);
  assert.deepEqual(again.body, { moved: 3 });
  for (const u of users) assert.equal((await u.client.get('/auth/core/me')).body.role.id, target.id);
});
