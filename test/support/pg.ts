import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPgliteDb, createPostgresDb, type Db } from '../../src/db/db.js';

/** The machine's PostgreSQL server (CI and every developer machine run one). */
export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh, empty database on the PostgreSQL server, for tests that need a server (e.g. to cut its connection). */
export async function createTestDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `specgate_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A fresh, empty database of the engine under test: on the PostgreSQL server (DATABASE_URL set) a
 * database of its own, else an embedded PGlite. `drop` removes the server's database once `db`
 * is closed (nothing to remove for PGlite).
 */
export async function freshDb(max = 2): Promise<{ db: Db; drop(): Promise<void> }> {
  if (!process.env.DATABASE_URL) return { db: createPgliteDb(), drop: async () => {} };
  const database = await createTestDatabase();
  return { db: createPostgresDb(database.url, { max }), drop: database.drop };
}
