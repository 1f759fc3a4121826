/**
 * Fills the training cache (bench/quality/.cache) with the training split's tables, imported through
 * the product on the machine's PostgreSQL server (a scratch database, dropped after), several at a time.
 *
 *   node --import tsx src/agent/training/warm.ts
 */
import pg from 'pg';
import { createPostgresDb } from '../../db/db.js';
import { migrate } from '../../db/migrate.js';
import { loadForTraining, provisionOwner, readQuestions } from './tables.js';

const ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);

const tables = [...new Set(readQuestions('random-split-1-train.tsv').map((q) => q.table))].sort();
const name = `specgate_quality_warm_${Date.now()}`;
const admin = new pg.Client({ connectionString: ADMIN });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(ADMIN);
url.pathname = `/${name}`;
const db = createPostgresDb(url.toString(), { max: CONCURRENCY + 2 });
try {
  await migrate(db);
  const owner = await provisionOwner(db);
  const session = { db, owner };
  let next = 0;
  let done = 0;
  let failed = 0;
  const t0 = Date.now();
  const worker = async () => {
    while (next < tables.length) {
      const path = tables[next++]!;
      try {
        await loadForTraining(async () => session, path);
      } catch (err) {
        failed++;
        console.log(`  ${path}: ${(err as Error).message}`);
      }
      if (++done % 100 === 0) console.log(`  ${done}/${tables.length} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  console.log(`${done} tables, ${failed} failed, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
} finally {
  await db.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
