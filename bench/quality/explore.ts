/** Development aid: candidates per question and the oracle (a right candidate exists) on a sample of training tables. */
import { createPgliteDb, type Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { examplesOf } from './dataset.js';
import { loadForTraining, provisionOwner, readQuestions, type Owner } from './tables.js';

const N_TABLES = Number(process.env.TABLES ?? 40);
const questions = readQuestions('random-split-1-train.tsv');
const byTable = new Map<string, typeof questions>();
for (const q of questions) byTable.set(q.table, [...(byTable.get(q.table) ?? []), q]);
let session: { db: Db; owner: Owner } | undefined;
const open = async () => {
  if (!session) {
    const db = createPgliteDb();
    await migrate(db);
    session = { db, owner: await provisionOwner(db) };
  }
  return session;
};
const tables = [...byTable.keys()].sort().slice(0, N_TABLES);
let n = 0, oracle = 0, cands = 0, first = 0, failed = 0;
const t0 = Date.now();
let tLoad = 0, tEx = 0;
const opRight = new Map<string, number>();
for (const path of tables) {
  const a = Date.now();
  let t;
  try { t = await loadForTraining(open, path); } catch (e) { failed++; console.log('FAILED', path, (e as Error).message); n += byTable.get(path)!.length; continue; }
  const b = Date.now();
  tLoad += b - a;
  const ex = examplesOf(t, byTable.get(path)!, { weights: {} });
  tEx += Date.now() - b;
  for (const e of ex) {
    n++;
    cands += e.candidates.length;
    if (e.candidates.some((c) => c.right)) oracle++;
    if (e.candidates[0]?.right) first++;
    for (const op of new Set(e.candidates.filter((c) => c.right).map((c) => c.op))) opRight.set(op, (opRight.get(op) ?? 0) + 1);
    if (process.env.SHOW && !e.candidates.some((c) => c.right)) console.log(`  ✗ ${e.question.utterance} → ${e.question.target}`);
  }
}
console.log(`tables ${tables.length} (failed ${failed}), questions ${n}, candidates/question ${(cands / n).toFixed(0)}, oracle ${(100 * oracle / n).toFixed(1)}%, first ${(100 * first / n).toFixed(1)}%`);
console.log(`load ${tLoad} ms, examples ${tEx} ms, total ${Date.now() - t0} ms`);
console.log([...opRight].sort((a, b) => b[1] - a[1]).map(([o, k]) => `${o}:${k}`).join(' '));
await session?.db.close();
