/**
 * The relational question sets (Spider databases, ../shared/relational) through the product end to
 * end: each database's tables uploaded as modules into one project and built into a spec by the
 * product's own services (fixture.ts), every question of the chosen file asked of the local agent at
 * exposure `full`, its answer text judged strictly (score.ts); and the relationships the spec build
 * found scored against schema.json's declared foreign keys (relationships.ts).
 *
 *   npm run bench:relational                          # tune.json, embedded PGlite
 *   SET=measure npm run bench:relational              # report this one; never tune on it
 *   SET=tune DB=pets_1 LIMIT=20 VERBOSE=1 npm run bench:relational
 *   DATABASE_URL=postgres://… npm run bench:relational
 *
 * Prints the strict figure overall, per database and by kind (single table or joins; aggregate,
 * grouping, ordering, nesting, set operation, from the gold SQL), the refusals, the questions counted
 * apart (more than 20 gold cells, or none), the speed, and the relationships' precision and recall
 * (over every database, or only DB's).
 */
import { readdirSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { createAgent } from '../../../src/agent/agent.js';
import { provisionOwner } from '../../../src/agent/training/tables.js';
import { createPgliteDb, createPostgresDb, type Db } from '../../../src/db/db.js';
import { migrate } from '../../../src/db/migrate.js';
import { RELATIONAL_DIR, type RelationalQuestion, readQuestions, readSchema, SETS, type SetName } from './data.js';
import { count, type Tally } from '../check-answer.js';
import { type SeededDatabase, seedDatabase } from './fixture.js';
import { foundRelationships, type RelationshipScore, scoreRelationships } from './relationships.js';
import { score, type Verdict } from './score.js';
import { goldColumnValues, kindsOf, SQL_KINDS, tablesOf } from './sql.js';

const VERBOSE = process.env.VERBOSE === '1';

function selected(): { set: SetName; questions: RelationalQuestion[] } {
  const set = (process.env.SET ?? 'tune') as SetName;
  if (!SETS.includes(set)) throw new Error(`SET must be ${SETS.join(' or ')}, not ${set}`);
  const only = process.env.DB;
  const all = readQuestions(set);
  if (only && !all.some((q) => q.db_id === only)) throw new Error(`no question of ${set}.json is on ${only}`);
  const limit = Number(process.env.LIMIT ?? Number.POSITIVE_INFINITY);
  return { set, questions: all.filter((q) => !only || q.db_id === only).slice(0, limit) };
}

/** Whether the question names a value (a whole word, case-insensitively). */
const named = (question: string, value: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}_])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_])`, 'iu').test(question);

const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
const line = (label: string, t: Tally | undefined) =>
  `  ${label.padEnd(28)} ${String(t?.ok ?? 0).padStart(4)}/${String(t?.n ?? 0).padEnd(4)} ${t ? pct(t.ok, t.n) : '·'}`;

async function main(): Promise<void> {
  const { set, questions } = selected();
  if (questions.length === 0) throw new Error('no question selected');
  const url = process.env.DATABASE_URL;
  const db: Db = url ? createPostgresDb(url, { max: 4 }) : createPgliteDb();
  try {
    await migrate(db);
    const owner = await provisionOwner(db);
    // The question set's databases, and (for the relationships) every other one unless DB= picks one.
    const asked = [...new Set(questions.map((q) => q.db_id))];
    const everyDb = readdirSync(join(RELATIONAL_DIR, 'databases')).sort();
    const dbIds = process.env.DB ? asked : [...asked, ...everyDb.filter((d) => !asked.includes(d))];
    const t0 = Date.now();
    const seeded = new Map<string, SeededDatabase>();
    for (const id of dbIds) seeded.set(id, await seedDatabase(db, owner, id));
    const seedSeconds = (Date.now() - t0) / 1000;
    const tables = [...seeded.values()].reduce((n, s) => n + s.tables.length, 0);

    const agent = createAgent();
    const byKind = new Map<string, Tally>();
    const byDb = new Map<string, Tally>();
    const apart = new Map<string, { n: number; refused: number }>();
    let right = 0;
    let judged = 0;
    let refused = 0;
    let refusedJudged = 0;
    let strayNumber = 0;
    let strayNamed = 0;
    let errors = 0;
    const t1 = Date.now();
    for (const q of questions) {
      const s = seeded.get(q.db_id)!;
      let text = '';
      let answered = false;
      try {
        const out = await agent.answer({ prompt: q.question, specs: [{ id: s.specId, doc: s.doc }], exposure: 'full' }, { db });
        text = out.result;
        answered = out.answer !== undefined;
      } catch (err) {
        errors++;
        text = `(error: ${(err as Error).message})`;
      }
      if (!answered) refused++;
      // No answer is never right (as in bench/quality/run.ts), whatever values a clarification's examples name.
      let v: Verdict = score(text, q.gold_rows, q.ordered, goldColumnValues(q.gold_sql, s.tables));
      if (!answered && v.status === 'right') v = { status: 'wrong', reason: 'refused (its text would pass)' };
      else if (!answered && v.status === 'wrong') v = { status: 'wrong', reason: `refused; ${v.reason}` };
      if (v.status === 'empty' || v.status === 'list') {
        const a = apart.get(v.status) ?? { n: 0, refused: 0 };
        a.n++;
        if (!answered) a.refused++;
        apart.set(v.status, a);
      } else {
        const ok = v.status === 'right';
        judged++;
        if (ok) right++;
        if (!answered) refusedJudged++;
        if (v.status === 'wrong' && answered && v.stray) {
          if (v.stray.every((x) => x.number)) strayNumber++;
          else if (v.stray.every((x) => x.number || named(q.question, x.raw))) strayNamed++;
        }
        count(byDb, q.db_id, ok);
        count(byKind, tablesOf(q.gold_sql).length > 1 ? 'joins (2+ tables)' : 'single table', ok);
        for (const k of kindsOf(q.gold_sql)) count(byKind, k, ok);
      }
      if (VERBOSE) {
        const mark = v.status === 'right' ? '✓' : v.status === 'wrong' ? '✗' : '·';
        console.log(`${mark} ${q.id} ${q.question}`);
        console.log(`    gold ${JSON.stringify(q.gold_rows).slice(0, 300)}${q.ordered ? ' (ordered)' : ''}  ${q.gold_sql.replace(/\s+/g, ' ')}`);
        console.log(`    answer${answered ? '' : ' (refused)'}: ${text.slice(0, 400).replace(/\n/g, ' ⏎ ')}`);
        if (v.status === 'wrong') console.log(`    ${v.reason}`);
        else if (v.status !== 'right') console.log(`    counted apart: ${v.status === 'list' ? 'more than 20 gold cells' : 'no gold row'}`);
      }
    }
    const askSeconds = (Date.now() - t1) / 1000;

    console.log(`\nrelational benchmark: ${set}.json, local agent, full exposure, ${url ? 'postgres' : 'pglite'}`);
    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
    console.log(`databases: ${seeded.size} (${tables} tables) uploaded and built through the product in ${seedSeconds.toFixed(1)} s`);
    console.log(`questions: ${questions.length} asked; ${judged} judged, ${questions.length - judged} counted apart`);
    console.log(`strict: ${right}/${judged} = ${pct(right, judged)}`);
    console.log('\nby kind (from the gold SQL; a question may be of several kinds)');
    for (const k of ['single table', 'joins (2+ tables)', ...SQL_KINDS]) console.log(line(k, byKind.get(k)));
    console.log('\nby database');
    for (const [id, t] of byDb) console.log(line(id, t));
    console.log(
      `\nrefusals (no answer: a clarification or a refusal): ${refused}/${questions.length} = ${pct(refused, questions.length)}` +
        ` (of the judged: ${refusedJudged}/${judged} = ${pct(refusedJudged, judged)})`,
    );
    console.log("wrong only because the answer also states values of the gold's columns outside the gold set, all of them");
    console.log(`  numbers (a count of records that is also an id, …): ${strayNumber}`);
    console.log(`  numbers or values the question itself names (a filter restated): ${strayNamed}`);
    for (const [k, label] of [
      ['list', 'more than 20 gold cells'],
      ['empty', 'no gold row'],
    ] as const) {
      const a = apart.get(k) ?? { n: 0, refused: 0 };
      console.log(`counted apart, ${label}: ${a.n} (${a.refused} refused)`);
    }
    if (errors > 0) console.log(`errors (the agent threw): ${errors}`);
    console.log(`speed: ${(questions.length / askSeconds).toFixed(1)} questions/s (${askSeconds.toFixed(1)} s to ask)`);

    reportRelationships([...seeded.values()]);
  } finally {
    await db.close();
  }
}

function reportRelationships(dbs: SeededDatabase[]): void {
  const scores: [string, RelationshipScore][] = dbs
    .sort((a, b) => a.dbId.localeCompare(b.dbId))
    .map((s) => [s.dbId, scoreRelationships(foundRelationships(s.doc, s.modules), readSchema(s.dbId))]);
  const pr = (m: number, f: number, d: number) => `precision ${m}/${f} = ${pct(m, f).padStart(6)}   recall ${m}/${d} = ${pct(m, d).padStart(6)}`;
  console.log(`\nrelationships the spec build found (SpecDoc.joins) against schema.json's foreign keys, ${dbs.length} databases`);
  let m = 0;
  let f = 0;
  let d = 0;
  for (const [id, s] of scores) {
    console.log(`  ${id.padEnd(30)} ${pr(s.matched.length, s.found.length, s.declared.length)}`);
    m += s.matched.length;
    f += s.found.length;
    d += s.declared.length;
  }
  console.log(`  ${'overall'.padEnd(30)} ${pr(m, f, d)}`);
  console.log('found, not declared:');
  for (const [id, s] of scores) for (const r of s.extra) console.log(`  ${id}: ${r.from} → ${r.to}`);
  console.log('declared, not found:');
  for (const [id, s] of scores) for (const r of s.missed) console.log(`  ${id}: ${r.from} → ${r.to}`);
}

await main();
