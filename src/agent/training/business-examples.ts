/**
 * Training examples from the business TRAINING set (this folder), built as the analytics set's are
 * (../analytics-examples.ts, whose helpers this reuses): the same candidates and features as for the
 * table questions, a candidate being right when the answer curated from its result satisfies the
 * question's expectation (checkAnswer). The twelve tables are seeded through the product once
 * (fixture.ts) and cached under bench/quality/.cache like the analytics tables.
 *
 * Each question is asked of its own table's spec, as the evaluation business set asks its
 * questions (one project and one spec per table); `together: true` puts the twelve tables in one
 * scope instead, as analyticsExamples does, so that the parser must also choose the module.
 * "What can I ask" questions are left out, as in analyticsExamples.
 *
 * NEVER add the evaluation business set (bench/quality/business) to training: it is the held-out
 * measure. This set exists so that it need not be.
 */
import { join } from 'node:path';
import type { Model } from '../understand/model.js';
import { createPgliteDb } from '../../db/db.js';
import { cachedJson, cellsOf, exampleOf, loadedTable, type Scope, scopeOfAll } from './analytics-examples.js';
import type { Example } from './examples.js';
import { CACHE_DIR, type LoadedTable } from './tables.js';
import type { TableKey } from '../../../bench/quality/business-training/data.js';
import { seedTrainingSpecs } from '../../../bench/quality/business-training/fixture.js';
import { businessTrainingSet } from '../../../bench/quality/business-training/questions.js';

// v1: twelve tables, 650 questions. Bump when data.ts or fixture.ts changes what a table becomes.
const CACHE = join(CACHE_DIR, 'business-training-v1.json');

async function tables(): Promise<Map<TableKey, LoadedTable>> {
  const cached = await cachedJson(CACHE, async () => {
    const db = createPgliteDb();
    try {
      const { tables } = await seedTrainingSpecs(db);
      const out: Record<string, LoadedTable> = {};
      for (const s of tables) out[s.table] = await loadedTable(db, s);
      return out;
    } finally {
      await db.close();
    }
  });
  return new Map(Object.entries(cached) as [TableKey, LoadedTable][]);
}

/** The training tables' cell values and value synonyms (words that are data, for the training's mask). */
export async function businessTrainingCells(): Promise<{ value: string }[]> {
  return cellsOf([...(await tables()).values()]);
}

/**
 * The examples, handed to `sink` question by question (so that their feature maps need not all be
 * held at once); returns how many. Ids are "business-training:<question id>".
 */
export async function businessTrainingExamples(sink: (e: Example) => void, model: Model = { weights: {} }, opts: { together?: boolean } = {}): Promise<number> {
  const loaded = await tables();
  const rowsOf = (id: string) => [...loaded.values()].find((t) => t.doc.modules[0]!.module_id === id)!.rows;
  const all = opts.together ? scopeOfAll([...loaded.values()], rowsOf) : undefined;
  const own = new Map<TableKey, Scope>();
  const scopeFor = (key: TableKey): Scope => {
    if (all) return all;
    let s = own.get(key);
    if (!s) own.set(key, (s = scopeOfAll([loaded.get(key)!], rowsOf)));
    return s;
  };
  let n = 0;
  for (const q of businessTrainingSet().filter((x) => x.kind !== 'describe')) {
    sink({
      question: { id: `business-training:${q.id}`, utterance: q.q, table: `business-training/${q.table}`, target: '' },
      candidates: exampleOf({ q: q.q, expect: [q.expect] }, scopeFor(q.table), model),
    });
    n++;
  }
  return n;
}

/** Each training table's scope and value index with its questions: a broad probe of the features the parser emits. */
export async function businessTrainingProbes(): Promise<{ scope: Scope; questions: string[] }[]> {
  const loaded = await tables();
  const rowsOf = (id: string) => [...loaded.values()].find((t) => t.doc.modules[0]!.module_id === id)!.rows;
  const set = businessTrainingSet();
  return [...loaded].map(([key, t]) => ({ scope: scopeOfAll([t], rowsOf), questions: set.filter((q) => q.table === key).map((q) => q.q) }));
}
