/**
 * Quality benchmark: the table questions' DEVELOPMENT split (questions over tables the parser never
 * saw; the weights were learned on the training split only), through the product end to end — each
 * table uploaded, made a module, imported and built into a spec by the product's own services, each
 * question asked of the local agent at full exposure — and the agent's structured answer (the values
 * the curated text is written from) judged with the question file's evaluator.
 *
 *   npm run bench:quality                      # random-split-1-dev.tsv, embedded PGlite
 *   QUESTIONS=random-split-1-train.tsv LIMIT=500 npm run bench:quality
 *   DATABASE_URL=postgres://… npm run bench:quality
 *
 * Prints accuracy overall and by question kind, honest refusals, and questions per second.
 */
import os from 'node:os';
import { createAgent } from '../../src/agent/agent.js';
import { createPgliteDb, createPostgresDb } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { correct, parseTarget } from '../../src/agent/training/evaluator.js';
import { importTable, provisionOwner, readQuestions, type Question } from '../../src/agent/training/tables.js';
import { count, type Tally } from './check-answer.js';

const FILE = process.env.QUESTIONS ?? 'random-split-1-dev.tsv';
const LIMIT = Number(process.env.LIMIT ?? Infinity);
const VERBOSE = process.env.VERBOSE === '1';

/** A rough kind of question, from its words, for the report. */
export function kindOf(q: string): string {
  const t = q.toLowerCase();
  if (/\b(difference|more|less|fewer|than|compared?|or)\b/.test(t) && /\b(than|difference|or|compared?)\b/.test(t)) return 'comparison';
  if (/\bhow many\b|\bnumber of\b|\bcount\b/.test(t)) return 'count';
  if (/\b(first|last|next|previous|before|after|above|below|preceding|following)\b/.test(t)) return 'position';
  if (/\b(most|least|highest|lowest|largest|smallest|biggest|top|best|worst|longest|shortest|oldest|youngest|greatest|fewest|max|min)\b|\w+est\b/.test(t))
    return 'superlative';
  if (/\b(total|sum|average|mean)\b/.test(t)) return 'aggregate';
  return 'lookup';
}

async function main() {
  const questions = readQuestions(FILE).slice(0, LIMIT);
  const url = process.env.DATABASE_URL;
  const db = url ? createPostgresDb(url, { max: 4 }) : createPgliteDb();
  await migrate(db);
  const owner = await provisionOwner(db);
  const tables = [...new Set(questions.map((q) => q.table))];
  const specs = new Map<string, { specId: string; doc: Awaited<ReturnType<typeof importTable>>['doc'] }>();
  const t0 = Date.now();
  let failedTables = 0;
  for (const path of tables) {
    try {
      specs.set(path, await importTable(db, owner, path));
    } catch (err) {
      failedTables++;
      console.log(`  ${path}: not imported (${(err as Error).message})`);
    }
  }
  const importSeconds = (Date.now() - t0) / 1000;
  const agent = createAgent();
  const byKind = new Map<string, Tally>();
  let right = 0;
  let refused = 0;
  const t1 = Date.now();
  for (const q of questions) {
    const spec = specs.get(q.table);
    let ok = false;
    let values: (string | number)[] | undefined;
    if (spec) {
      const out = await agent.answer({ prompt: q.utterance, specs: [{ id: spec.specId, doc: spec.doc }], exposure: 'full' }, { db });
      values = out.answer?.values;
      ok = values !== undefined && correct(parseTarget(q.target), values);
      if (!out.answer) refused++;
      if (VERBOSE) console.log(`${ok ? '✓' : '✗'} ${q.utterance}  →  ${JSON.stringify(values ?? out.result.slice(0, 80))}  gold ${q.target}`);
    }
    if (ok) right++;
    count(byKind, kindOf(q.utterance), ok);
  }
  const askSeconds = (Date.now() - t1) / 1000;
  await db.close();
  report(questions, right, refused, byKind, { importSeconds, askSeconds, tables: tables.length, failedTables, engine: url ? 'postgres' : 'pglite' });
}

function report(
  questions: Question[],
  right: number,
  refused: number,
  byKind: Map<string, Tally>,
  t: { importSeconds: number; askSeconds: number; tables: number; failedTables: number; engine: string },
) {
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
  console.log(`\nquality benchmark: ${FILE}, local agent, full exposure, ${t.engine}`);
  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
  console.log(`tables: ${t.tables} imported through the product in ${t.importSeconds.toFixed(0)} s (${t.failedTables} failed)`);
  console.log(`accuracy: ${right}/${questions.length} = ${pct(right, questions.length)}`);
  for (const [k, s] of [...byKind].sort((a, b) => b[1].n - a[1].n))
    console.log(`  ${k.padEnd(12)} ${String(s.ok).padStart(5)}/${String(s.n).padEnd(5)} ${pct(s.ok, s.n)}`);
  console.log(`honest refusals (no answer, said why): ${refused} = ${pct(refused, questions.length)}`);
  console.log(`speed: ${(questions.length / t.askSeconds).toFixed(1)} questions/s (${t.askSeconds.toFixed(0)} s to ask)`);
}

await main();
