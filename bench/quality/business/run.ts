/**
 * The business set through the product end to end: the twenty-one tables seeded through the product's
 * services (fixture.ts), every question asked of the local agent at exposure `full` and its answer
 * text judged with checkAnswer; then every question asked again at `limited` and at `advisory`
 * (the project's exposure set through the projects service) and each answer checked for leaks
 * (leaks.ts: any digit, any identifying or personal value).
 *
 *   npm run bench:business                        # both halves, embedded PGlite
 *   HALF=tune npm run bench:business              # only the tables developers may tune on
 *   HALF=measure TABLE=invoices LIMIT=10 VERBOSE=1 npm run bench:business
 *   DATABASE_URL=postgres://… npm run bench:business
 *
 * Report the `measure` half; never tune on it (README.md). Prints the figure per half, per kind and
 * per table, every miss with VERBOSE=1, and `leaks: N`.
 */
import { createAgent } from '../../../src/agent/agent.js';
import { createPgliteDb, createPostgresDb, type Db } from '../../../src/db/db.js';
import { migrate } from '../../../src/db/migrate.js';
import type { Exposure } from '../../../src/contracts/exposure.js';
import { checkAnswer, count, type Tally } from '../check-answer.js';
import { TABLE_KEYS, type TableKey } from './data.js';
import { type BusinessSeed, seedBusinessSpecs } from './fixture.js';
import { leaksIn } from './leaks.js';
import { type BusinessQuestion, businessQuestionSet, type Half, halfOf, KINDS, SPLIT } from './questions.js';

const VERBOSE = process.env.VERBOSE === '1';

/** The questions the options select: HALF=tune|measure|all, TABLE=<key>, LIMIT=<n>. */
function selected(): BusinessQuestion[] {
  const half = process.env.HALF ?? 'all';
  if (half !== 'all' && !(half in SPLIT)) throw new Error(`HALF must be tune, measure or all, not ${half}`);
  const table = process.env.TABLE;
  if (table && !(TABLE_KEYS as readonly string[]).includes(table)) throw new Error(`TABLE must be one of ${TABLE_KEYS.join(', ')}, not ${table}`);
  const limit = Number(process.env.LIMIT ?? Number.POSITIVE_INFINITY);
  return businessQuestionSet()
    .filter((q) => half === 'all' || halfOf(q.table) === half)
    .filter((q) => !table || q.table === table)
    .slice(0, limit);
}

const pct = (t: Tally | undefined) => (t ? `${String(t.ok).padStart(3)}/${String(t.n).padEnd(3)} = ${((100 * t.ok) / Math.max(1, t.n)).toFixed(1)}%` : '·');

type Ask = (q: BusinessQuestion, exposure: Exposure) => Promise<string>;

/** Every question at full exposure, judged; returns the tallies by half, kind (per half) and table. */
async function full(questions: BusinessQuestion[], ask: Ask) {
  const byHalf = new Map<string, Tally>();
  const byKind = new Map<string, Tally>();
  const byTable = new Map<string, Tally>();
  for (const q of questions) {
    const text = await ask(q, 'full');
    const reason = checkAnswer(text, q.expect);
    const half = halfOf(q.table);
    count(byHalf, half, reason === null);
    count(byKind, `${q.kind}|${half}`, reason === null);
    count(byTable, q.table, reason === null);
    if (VERBOSE && reason !== null) console.log(`✗ ${q.id} [${q.kind}] ${q.q}\n    ${reason}\n    answer: ${text.slice(0, 400).replace(/\n/g, ' ⏎ ')}`);
  }
  return { byHalf, byKind, byTable };
}

function reportFull(t: Awaited<ReturnType<typeof full>>): void {
  console.log('\nbusiness set, full exposure, local agent');
  for (const half of ['tune', 'measure'] as Half[]) if (t.byHalf.has(half)) console.log(`${half}: ${pct(t.byHalf.get(half))}`);
  console.log(`\n${'by kind'.padEnd(18)} ${'tune'.padEnd(18)} measure`);
  for (const k of KINDS) console.log(`  ${k.padEnd(16)} ${pct(t.byKind.get(`${k}|tune`)).padEnd(18)} ${pct(t.byKind.get(`${k}|measure`))}`);
  console.log('\nby table');
  for (const table of [...SPLIT.tune, ...SPLIT.measure])
    if (t.byTable.has(table)) console.log(`  ${table.padEnd(14)} ${halfOf(table).padEnd(8)} ${pct(t.byTable.get(table))}`);
}

/** The table's column names as answers write them (its spec's labels). */
const labelsOf = (seed: BusinessSeed, table: TableKey) => seed.tables[table].doc.modules.flatMap((m) => m.columns.map((c) => c.label));

/** Every question at limited and at advisory (the project's exposure set first): the leaks. */
async function leakPass(questions: BusinessQuestion[], seed: BusinessSeed, ask: Ask): Promise<number> {
  let total = 0;
  for (const exposure of ['limited', 'advisory'] as const) {
    let leaks = 0;
    for (const table of [...new Set(questions.map((q) => q.table))] as TableKey[]) {
      const got = await seed.setExposure(seed.tables[table].projectId, exposure);
      if (got !== exposure) throw new Error(`the ${table} project is at ${got}, not ${exposure}`);
      for (const q of questions.filter((x) => x.table === table)) {
        const text = await ask(q, got);
        const found = leaksIn(text, table, labelsOf(seed, table));
        if (found.length === 0) continue;
        leaks++;
        if (VERBOSE)
          console.log(`leak at ${exposure}: ${q.id} ${q.q}\n    ${found.slice(0, 5).join('; ')}\n    answer: ${text.slice(0, 300).replace(/\n/g, ' ⏎ ')}`);
      }
    }
    console.log(`${exposure}: ${leaks} of ${questions.length} answers leak`);
    total += leaks;
  }
  return total;
}

async function main(): Promise<void> {
  const questions = selected();
  if (questions.length === 0) throw new Error('no question selected');
  const url = process.env.DATABASE_URL;
  const db: Db = url ? createPostgresDb(url, { max: 4 }) : createPgliteDb();
  try {
    await migrate(db);
    const t0 = Date.now();
    const seed = await seedBusinessSpecs(db, [...new Set(questions.map((q) => q.table))]);
    console.log(
      `${Object.keys(seed.tables).length} tables seeded through the product in ${((Date.now() - t0) / 1000).toFixed(1)} s (${url ? 'postgres' : 'pglite'})`,
    );
    const agent = createAgent();
    const ask: Ask = async (q, exposure) => {
      const { specId, doc } = seed.tables[q.table];
      const out = await agent.answer({ prompt: q.q, specs: [{ id: specId, doc }], exposure }, { db });
      if (out.exposure !== exposure) throw new Error(`asked at ${exposure}, answered at ${out.exposure}`);
      return out.result;
    };
    const t1 = Date.now();
    reportFull(await full(questions, ask));
    console.log('\nbelow full exposure (a leak: any digit, or an identifying or personal value)');
    const leaks = await leakPass(questions, seed, ask);
    console.log(`leaks: ${leaks}`);
    console.log(`\n${questions.length} questions × 3 exposures in ${((Date.now() - t1) / 1000).toFixed(0)} s`);
  } finally {
    await db.close();
  }
}

await main();
