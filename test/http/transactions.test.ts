import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { testDb, uniq } from '../support/app.js';
import type { Db } from '../../src/db/db.js';

/**
 * Db.transaction on either engine. On a server BEGIN travels with the first statement (db.ts): the
 * statements must still form one transaction that commits or rolls back whole, whichever way the
 * first statement is sent, and settings made inside must not outlive it.
 */
let db: Db;
const table = uniq('tx_probe').replace(/-/g, '_');
before(async () => {
  db = testDb();
  await db.exec(`CREATE TABLE ${table} (n int NOT NULL)`);
});
after(async () => {
  await db.exec(`DROP TABLE ${table}`);
  await db.close();
});

test('a transaction opened by settings without parameters is read-only throughout, one transaction, and its settings end with it', async () => {
  const seen = await db.transaction(async (tx) => {
    await tx.exec('SET TRANSACTION READ ONLY; SET LOCAL statement_timeout = 1234');
    const a = await tx.query<{ ro: string; timeout: string; at: string }>(
      "SELECT current_setting('transaction_read_only') AS ro, current_setting('statement_timeout') AS timeout, now()::text AS at",
    );
    const b = await tx.query<{ at: string }>('SELECT now()::text AS at');
    return { ...a.rows[0]!, sameTransaction: a.rows[0]!.at === b.rows[0]!.at };
  });
  assert.deepEqual({ ro: seen.ro, timeout: seen.timeout, sameTransaction: seen.sameTransaction }, { ro: 'on', timeout: '1234ms', sameTransaction: true });
  const afterwards = await db.query<{ ro: string; timeout: string }>(
    "SELECT current_setting('transaction_read_only') AS ro, current_setting('statement_timeout') AS timeout",
  );
  assert.notEqual(afterwards.rows[0]!.timeout, '1234ms');
  assert.equal(afterwards.rows[0]!.ro, 'off');
});

test('statements with parameters first commit together, or roll back together when one fails', async () => {
  await db.transaction(async (tx) => {
    await tx.query(`INSERT INTO ${table} (n) VALUES ($1)`, [10]);
    await tx.query(`INSERT INTO ${table} (n) VALUES ($1)`, [11]);
  });
  await assert.rejects(
    db.transaction(async (tx) => {
      await tx.query(`INSERT INTO ${table} (n) VALUES ($1)`, [20]);
      await tx.query(`INSERT INTO ${table} (n) VALUES ($1)`, [null]);
    }),
    /null value/,
  );
  await assert.rejects(
    db.transaction(async (tx) => {
      await tx.exec(`INSERT INTO ${table} (n) VALUES (30)`);
      throw new Error('the caller gives up');
    }),
    /gives up/,
  );
  const { rows } = await db.query<{ n: number }>(`SELECT n FROM ${table} ORDER BY n`);
  assert.deepEqual(
    rows.map((r) => r.n),
    [10, 11],
  );
});

test('a transaction that sends nothing returns its value and leaves the connection usable', async () => {
  assert.equal(await db.transaction(async () => 42), 42);
  await assert.rejects(
    db.transaction(async () => {
      throw new Error('before any statement');
    }),
    /before any statement/,
  );
  assert.equal((await db.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one, 1);
});
