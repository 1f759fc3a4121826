import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../paths.js';
import { rekeyUsernames } from './rekey-usernames.js';
import type { Db, Queryable } from './db.js';

const MIGRATIONS_DIR = join(projectRoot, 'migrations');

/** What a migration's SQL cannot do (a value only the service computes), run right after it in its transaction. */
const AFTER: Record<string, (tx: Queryable) => Promise<void>> = {
  '010_username_key': rekeyUsernames,
};

/**
 * Applies the forward-only numbered migrations (migrations/NNN_name.sql) that are missing, in one
 * transaction under an advisory lock, so that several instances starting together apply each once.
 */
export async function migrate(db: Db, data: Db = db): Promise<string[]> {
  const done = await migrateControl(db);
  if (data !== db) await installReaders(db, data);
  return done;
}

async function migrateControl(db: Db): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('specgate:migrations'))");
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const { rows } = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((r) => r.version));
    const done: string[] = [];
    for (const file of files) {
      const version = file.slice(0, -'.sql'.length);
      if (applied.has(version)) continue;
      await tx.exec(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
      await AFTER[version]?.(tx);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      done.push(version);
    }
    return done;
  });
}

/**
 * A data plane of its own needs the value readers (specgate_castable, specgate_number, …) that the
 * module tables are loaded and queried through: the control database's own definitions, as its
 * migrations left them, are written to it wherever they differ, under an advisory lock there, so
 * several instances starting together do it once and the two planes never drift apart.
 */
async function installReaders(control: Db, data: Db): Promise<void> {
  const { rows } = await control.query<{ name: string; def: string }>(READERS);
  await data.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('specgate:readers'))");
    const { rows: present } = await tx.query<{ name: string; def: string }>(READERS);
    const have = new Map(present.map((r) => [r.name, r.def]));
    for (const r of rows) if (have.get(r.name) !== r.def) await tx.exec(r.def);
  });
}

/** Our readers in the public schema: a signature and the CREATE OR REPLACE statement that makes it. */
const READERS = `SELECT p.oid::regprocedure::text AS name, pg_get_functiondef(p.oid) AS def
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
   WHERE n.nspname = 'public' AND p.proname LIKE 'specgate\\_%' ORDER BY 1`;
