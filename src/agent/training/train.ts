/**
 * Trains the parser's weights on the TRAINING split of the table questions only, and writes
 * src/agent/understand/model.json.
 *
 *   node --import tsx src/agent/training/train.ts            # 5-fold check by table, then train on all, write the model
 *   TABLES=300 FOLDS=1 node --import tsx src/agent/training/train.ts --no-write   # a quicker look
 *
 * The folds split the training tables (never the development split, which only the benchmark reads):
 * the held-out figure is measured on tables the weights did not see, as the benchmark will be.
 */
import { writeFileSync } from 'node:fs';
import { createPgliteDb, type Db } from '../../db/db.js';
import { migrate } from '../../db/migrate.js';
import { MODEL_PATH } from '../understand/model.js';
import { ADJECTIVES, COMMON_WORDS, COMPARATIVES, KEYWORDS } from '../understand/lexicon.js';
import { STOPWORDS, valueStems } from '../understand/tokens.js';
import { analyticsCells, analyticsExamples } from './analytics-examples.js';
import { examplesOf } from './examples.js';
import { accuracy, addExamples, calibrate, newStore, train, weightsOf, type Store, type StoredQuestion } from './learn.js';
import { loadForTraining, provisionOwner, readQuestions, type Owner } from './tables.js';

const TABLES = Number(process.env.TABLES ?? Infinity);
const FOLDS = Number(process.env.FOLDS ?? 5);
const EPOCHS = Number(process.env.EPOCHS ?? 6);
const RATE = Number(process.env.RATE ?? 0.1);
const L1 = Number(process.env.L1 ?? 0.0005);
const write = !process.argv.includes('--no-write');
/** The analytics questions are few beside the 11,321 table questions: each counts this much. */
const ANALYTICS_WEIGHT = Number(process.env.ANALYTICS_WEIGHT ?? 4);

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
  console.log(`examples: ${isWtq.size} table questions, ${extra} analytics questions (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
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
  const opts = { epochs: EPOCHS, rate: RATE, l1: L1, seed: 7 };
  const held: number[] = [];
  const thresholds: number[] = [];
  for (let k = 0; k < Math.min(FOLDS, 5); k++) {
    const trainQs: StoredQuestion[] = store.questions.filter((q) => !isWtq.has(q.id) || fold(q.table) !== k);
    const testQs = store.questions.filter((q) => isWtq.has(q.id) && fold(q.table) === k);
    const w = train(store, trainQs, opts);
    held.push(accuracy(testQs, w));
    const cal = calibrate(testQs, w);
    thresholds.push(cal.threshold);
    console.log(
      `fold ${k + 1}: held-out tables ${(100 * held.at(-1)!).toFixed(1)}% of ${testQs.length} questions; refusing below confidence ${cal.threshold}: ${(100 * cal.accuracy).toFixed(1)}%, ${cal.refused} refused (${cal.wrongRefused} of them wrong answers)`,
    );
  }
  if (held.length) console.log(`held-out accuracy (mean of ${held.length} folds): ${((100 * held.reduce((a, b) => a + b, 0)) / held.length).toFixed(1)}%`);
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
      on: 'random-split-1-train.tsv (WikiTableQuestions, CC BY-SA 4.0) and bench/quality/analytics',
      questions: store.questions.length,
      epochs: EPOCHS,
      analytics_weight: ANALYTICS_WEIGHT,
      rate: RATE,
      l1: L1,
      features: Object.keys(weights).length,
    },
    weights,
  };
  writeFileSync(MODEL_PATH, `${JSON.stringify(model, null, 0)}\n`);
  console.log(`wrote ${MODEL_PATH}: ${Object.keys(weights).length} weights (${((Date.now() - t0) / 1000).toFixed(0)} s in all)`);
}

await main();
