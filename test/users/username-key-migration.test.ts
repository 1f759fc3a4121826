import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../src/paths.js';
import type { Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { usersRepo } from '../../src/users/users.repo.js';
import { isUniqueViolation } from '../../src/db/pg-errors.js';
import { freshDb } from '../support/pg.js';

/**
 * Migration 009 on a database that already holds accounts, some of them look-alikes (made before
 * the rule): every account keeps its name and its sign-in, the oldest of a look-alike group keeps
 * the key, the later ones are kept under "<key>#<id>", and no new look-alike can be made.
 * On a fresh database of its own (PGlite, or the PostgreSQL server when DATABASE_URL is set).
 */
let db: Db;
let drop = async () => {};
before(async () => {
  ({ db, drop } = await freshDb());
});
after(async () => {
  await db.close();
  await drop();
});

/** Brings the schema to migration 008, as a database made before issue 21 was. */
async function migrateTo008(): Promise<void> {
  const dir = join(projectRoot, 'migrations');
  await db.exec('CREATE TABLE schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  for (const file of readdirSync(dir)
    .filter((f) => /^00[1-8]_[a-z0-9_]+\.sql$/.test(f))
    .sort()) {
    await db.exec(readFileSync(join(dir, file), 'utf8'));
    await db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file.slice(0, -4)]);
  }
}

test('existing accounts get the key; look-alikes made before the rule are kept apart; none can be added', async () => {
  await migrateTo008();
  const legacy = ['kira', 'KIRA2', 'ｋira', 'kıra', 'Straße', 'STRASSE', 'ad\u200bmin', 'admin', 'plain-ascii'];
  for (const [i, username] of legacy.entries()) {
    await db.query(
      `INSERT INTO users (system_type, kind, username, password_hash, created_at) VALUES ('global_admin', 'global_admin', $1, 'x', now() - make_interval(mins => $2))`,
      [username, 100 - i],
    );
  }
  // The migrations after 008, in order (later ones follow them).
  assert.deepEqual((await migrate(db)).slice(0, 2), ['009_semantic_layer', '010_username_key']);

  const { rows } = await db.query<{ id: string; username: string; username_key: string }>('SELECT id, username, username_key FROM users ORDER BY created_at');
  const keyOf = Object.fromEntries(rows.map((r) => [r.username, r.username_key.replace(r.id, '<id>')]));
  assert.deepEqual(keyOf, {
    kira: 'kira',
    KIRA2: 'kira2',
    ｋira: 'kira#<id>',
    kıra: 'kira#<id>',
    Straße: 'strasse',
    STRASSE: 'strasse#<id>',
    'ad\u200bmin': 'admin',
    admin: 'admin#<id>',
    'plain-ascii': 'plain-ascii',
  });
  // Each account is still found by its own name, as at sign-in.
  for (const username of legacy) assert.equal((await usersRepo(db).findByUsername(username))?.username, username);
  // No new look-alike of any of them.
  for (const username of ['KİRA', 'ｓｔｒａｓｓｅ', 'ADMIN', 'Plain-ASCII']) {
    await assert.rejects(
      usersRepo(db).insert({ kind: 'global_admin', customerId: null, roleId: null, username, passwordHash: 'x' }),
      (err) => isUniqueViolation(err),
      username,
    );
  }
  // Run again, nothing is left to do.
  assert.deepEqual(await migrate(db), []);
});
