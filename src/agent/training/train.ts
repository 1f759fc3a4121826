/**
 * Trains the parser's weights on the TRAINING split of the table questions only, and writes
 * src/agent/understand/model.json.
 *
 *   npm run train:parser                                      # what ships: one held-out fold, then all, writes model.json
 *   FOLDS=5 node --import tsx src/agent/training/train.ts --no-write   # a five-fold look, nothing written
 *   SWEEP=4,8,16 npm run train:parser                         # the selection set per business-style weight, nothing written
 *
 * Training data: the table questions' training split, the analytics set and the business-style
 * training set (bench/quality/analytics, bench/quality/business-training) — never the development
 * split, nor the demo, join or business question sets, which stay blind. The model is chosen on its
 * own selection set: the held-out fold of training tables (table questions and business-style
 * tables alike), whose figures model.json records with the commit, the checksums of the training
 * data and every hyper-parameter, so that a clean checkout reproduces it (`npm run train:parser`).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot } from '../../paths.js';
import { createPgliteDb, type Db } from '../../db/db.js';
import { migrate } from '../../db/migrate.js';
import { MODEL_PATH } from '../understand/model.js';
import { ADJECTIVES, COMMON_WORDS, COMPARATIVES, KEYWORDS } from '../understand/lexicon.js';
import { STOPWORDS, valueStems } from '../understand/tokens.js';
import { analyticsCells, analyticsExamples } from './analytics-examples.js';
import { businessTrainingCells, businessTrainingExamples } from './business-examples.js';
import { examplesOf } from './examples.js';
import { accuracy, addExamples, calibrate, newStore, train, weightsOf, type Store, type StoredQuestion } from './learn.js';
import type { Owner } from '../../provisioning/provisioning.service.js';
import { DATA_DIR, loadForTraining, provisionOwner, readQuestions } from './tables.js';

const TABLES = Number(process.env.TABLES ?? Infinity);
const FOLDS = Number(process.env.FOLDS ?? 1);
const EPOCHS = Number(process.env.EPOCHS ?? 6);
const RATE = Number(process.env.RATE ?? 0.1);
const L1 = Number(process.env.L1 ?? 0.0005);
const write = !process.argv.includes('--no-write');
/** The analytics questions are few beside the 11,321 table questions: each counts this much. */
const ANALYTICS_WEIGHT = Number(process.env.ANALYTICS_WEIGHT ?? 8);
/** The business-style training questions, likewise. */
const BUSINESS_WEIGHT = Number(process.env.BUSINESS_WEIGHT ?? 16);
const SEED = 7;

/**
 * Words that are data, not language: whole cell values of the training tables ("Norway", "Goalkeeper",
 * "Home"). A learned pairing of such a word with an operation would be a fact about some table,
 * not about how people ask; features on them are dropped from the model. General words of the
 * parser's lexicon stay whatever the tables hold.
 */
const dataWords = new Set<string>();
// Stems, as the cells' words are compared stemmed ("average" is kept as "averag").
const GENERAL = new Set(
  [...KEYWORDS, ...COMMON_WORDS, ...STOPWORDS, ...Object.keys(ADJECTIVES), ...Object.keys(COMPARATIVES)].flatMap((w) => [w, ...valueStems(w)]),
);
function noteDataWords(t: { cells: { value: string }[] }) {
  for (const c of t.cells) {
    const stems = valueStems(c.value);
    if (stems.length === 1 && !GENERAL.has(stems[0]!) && !/^\d/.test(stems[0]!)) dataWords.add(stems[0]!);
  }
}
/**
 * Only the parts of a feature that hold the question's or a header's words are looked at ("w=",
 * "b=", "aw=", "h=", "unit="): "intensive=true" or "rows=one" is the feature's own vocabulary, never data.
 */
const WORD_PART = /(?:^|[|.])(?:w|b|aw|h|unit)=([^|]+)/g;
const general = (feature: string) => ![...feature.matchAll(WORD_PART)].some((m) => m[1]!.split('_').some((w) => dataWords.has(w)));

async function examples(store: Store): Promise<Set<string>> {
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
  const tables = [...byTable.keys()].sort().slice(0, TABLES);
  const ids = new Set<string>();
  let done = 0;
  for (const path of tables) {
    try {
      const t = await loadForTraining(open, path);
      noteDataWords(t);
      const ex = examplesOf(t, byTable.get(path)!, { weights: {} });
      addExamples(store, ex);
      for (const e of ex) ids.add(e.question.id);
    } catch (err) {
      console.log(`  table ${path} could not be loaded: ${(err as Error).message}`);
    }
    if (++done % 200 === 0) console.log(`  ${done}/${tables.length} tables, ${ids.size} questions`);
  }
  await session?.db.close();
  return ids;
}

/**
 * The selection set: for each fold asked (one by default), the weights learned without that fold's
 * training tables, scored on its table questions and on its business-style tables. The refusal
 * threshold is calibrated on the held-out table questions.
 */
function heldOut(store: Store, isWtq: Set<string>, isBusiness: Set<string>, opts: Parameters<typeof train>[2]) {
  const held: number[] = [];
  const heldBusiness: number[] = [];
  const thresholds: number[] = [];
  for (let k = 0; k < Math.min(FOLDS, 5); k++) {
    const trainQs: StoredQuestion[] = store.questions.filter((q) => !(isWtq.has(q.id) || isBusiness.has(q.id)) || fold(q.table) !== k);
    const testQs = store.questions.filter((q) => isWtq.has(q.id) && fold(q.table) === k);
    const testBusiness = store.questions.filter((q) => isBusiness.has(q.id) && fold(q.table) === k);
    const w = train(store, trainQs, opts);
    held.push(accuracy(testQs, w));
    heldBusiness.push(testBusiness.length ? accuracy(testBusiness, w) : Number.NaN);
    const cal = calibrate(testQs, w);
    thresholds.push(cal.threshold);
    console.log(
      `fold ${k + 1}: held-out tables ${(100 * held.at(-1)!).toFixed(1)}% of ${testQs.length} questions; held-out business-style tables ${(100 * heldBusiness.at(-1)!).toFixed(1)}% of ${testBusiness.length}; refusing below confidence ${cal.threshold}: ${(100 * cal.accuracy).toFixed(1)}%, ${cal.refused} refused (${cal.wrongRefused} of them wrong answers)`,
    );
  }
  const mean = (xs: number[]) => (xs.length ? Number(((100 * xs.reduce((a, b) => a + b, 0)) / xs.length).toFixed(1)) : null);
  const selection = { folds: held.length, table_questions: mean(held), business_style: mean(heldBusiness.filter((x) => !Number.isNaN(x))) };
  if (held.length) console.log(`selection set: held-out table questions ${selection.table_questions}%, business-style ${selection.business_style}%`);
  return { thresholds, selection };
}

/** What the model was trained from: the commit, and a checksum of every file of training data. */
function provenance(): { commit: string; uncommitted: boolean; data: Record<string, string> } {
  const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 16);
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8' }).trim();
    } catch {
      return undefined;
    }
  };
  const commit = git('rev-parse', 'HEAD') ?? 'unknown';
  // Code changes not yet committed make the commit a lie: say so (the model file itself aside).
  const uncommitted = (git('status', '--porcelain', '--', 'src', 'bench', 'package-lock.json') ?? '')
    .split('\n')
    .some((l) => l.trim() && !l.includes('model.json'));
  const files = [
    join(DATA_DIR, 'random-split-1-train.tsv'),
    ...[
      'analytics/questions.ts',
      'analytics/fixture.ts',
      'analytics/normalized.ts',
      'business-training/data.ts',
      'business-training/questions.ts',
      'business-training/fixture.ts',
    ].map((f) => join(projectRoot, 'bench', 'quality', f)),
  ];
  const data = Object.fromEntries(files.map((f) => [relative(projectRoot, f), sha(f)]));
  data['vega-datasets'] = JSON.parse(readFileSync(join(projectRoot, 'node_modules', 'vega-datasets', 'package.json'), 'utf8')).version;
  return { commit, uncommitted, data };
}

/**
 * SWEEP="4,8,16": the selection set for each weight of the business-style examples, the examples built
 * once; nothing is written. What ships is chosen on these figures, then trained with `BUSINESS_WEIGHT`.
 */
const SWEEP = (process.env.SWEEP ?? '').split(',').filter(Boolean).map(Number);

function sweep(store: Store, isWtq: Set<string>, isBusiness: Set<string>, opts: Parameters<typeof train>[2]): void {
  for (const weight of SWEEP) {
    for (const q of store.questions) if (isBusiness.has(q.id)) q.weight = weight;
    console.log(`business_weight ${weight}:`);
    heldOut(store, isWtq, isBusiness, opts);
  }
}

const fold = (table: string) => {
  let h = 0;
  for (const ch of table) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % 5;
};

async function main() {
  const t0 = Date.now();
  const store = newStore();
  const isWtq = await examples(store);
  noteDataWords({ cells: await analyticsCells() });
  const extra = await analyticsExamples((e) => addExamples(store, [e], ANALYTICS_WEIGHT));
  noteDataWords({ cells: await businessTrainingCells() });
  const isBusiness = new Set<string>();
  await businessTrainingExamples((e) => {
    isBusiness.add(e.question.id);
    addExamples(store, [e], BUSINESS_WEIGHT);
  });
  const took = ((Date.now() - t0) / 1000).toFixed(0);
  console.log(`examples: ${isWtq.size} table questions, ${extra} analytics questions, ${isBusiness.size} business-style questions (${took} s)`);
  // Features on data words never learn (see noteDataWords).
  let masked = 0;
  store.names.forEach((k, i) => {
    if (!general(k)) {
      store.counts[i] = 0;
      masked++;
    }
  });
  console.log(`${masked} features on data words (${dataWords.size} words) left out`);
  const oracle = store.questions.filter((q) => isWtq.has(q.id) && q.right.some((r, i) => r && !q.empty[i])).length / isWtq.size;
  console.log(`features ${store.names.length}; oracle on the table questions ${(100 * oracle).toFixed(1)}%`);
  const opts = { epochs: EPOCHS, rate: RATE, l1: L1, seed: SEED };
  if (SWEEP.length) return sweep(store, isWtq, isBusiness, opts);
  const { thresholds, selection } = heldOut(store, isWtq, isBusiness, opts);
  if (!write) return;
  const w = train(store, store.questions, { ...opts, log: (l) => console.log(l) });
  const all = weightsOf(store, w);
  const weights = Object.fromEntries(Object.entries(all).filter(([k]) => general(k)));
  console.log(`dropped ${Object.keys(all).length - Object.keys(weights).length} weights on data words (${dataWords.size} such words)`);
  const refuseBelow = thresholds.length ? Math.min(...thresholds) : 0;
  const model = {
    /** Below this confidence the agent says it is not sure rather than answer (calibrated on held-out tables). */
    refuse_below: refuseBelow,
    trained: {
      on: 'random-split-1-train.tsv (WikiTableQuestions, CC BY-SA 4.0), bench/quality/analytics, bench/quality/business-training',
      ...provenance(),
      questions: store.questions.length,
      hyper: {
        epochs: EPOCHS,
        rate: RATE,
        l1: L1,
        seed: SEED,
        folds: FOLDS,
        tables: Number.isFinite(TABLES) ? TABLES : 'all',
        analytics_weight: ANALYTICS_WEIGHT,
        business_weight: BUSINESS_WEIGHT,
      },
      selection,
      features: Object.keys(weights).length,
    },
    weights,
  };
  writeFileSync(MODEL_PATH, `${JSON.stringify(model, null, 0)}\n`);
  console.log(`wrote ${MODEL_PATH}: ${Object.keys(weights).length} weights (${((Date.now() - t0) / 1000).toFixed(0)} s in all)`);
}

await main();
