/**
 * Training examples from the analytics development questions (bench/quality/analytics): the same
 * candidates and features as for the table questions, a candidate being right when the answer
 * curated from its result satisfies every expectation of the question (the judging of the demo set,
 * on other tables). Tables are imported through the product once and cached like the others.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { answerOf } from '../present/answer.js';
import { curate } from '../present/curation.js';
import { unitFor } from '../providers/local.js';
import { parse } from '../understand/index.js';
import type { Model } from '../understand/model.js';
import { resolveQuery } from '../plan/resolve.js';
import { createPgliteDb, type Db } from '../../db/db.js';
import { valuesRepo } from '../../semantic/values.repo.js';
import { seedAnalyticsSpecs } from '../../../bench/quality/analytics/fixture.js';
import { seedNormalized } from '../../../bench/quality/analytics/normalized.js';
import { analyticsQuestionSet } from '../../../bench/quality/analytics/questions.js';
import { type AnswerExpect, checkAnswer } from '../../../bench/quality/check-answer.js';
import { shapeOf, signature, type Example } from './examples.js';
import { indexOf } from '../understand/load-index.js';
import { scopeOf } from '../plan/spec-index.js';
import { execute } from './executor.js';
import { CACHE_DIR, tableRows, type LoadedTable } from './tables.js';

// v4: a third batch of eight tables added to the set (a cache of the eighteen older tables would leave them out).
// v5: specs carry the semantic layer (roles, labels, measures changed with it).
const CACHE = join(CACHE_DIR, 'analytics-v5.json');

/** A spec of several modules (the split tables), with each module's rows. */
interface LoadedSpec {
  key: string;
  specId: string;
  doc: LoadedTable['doc'];
  cells: LoadedTable['cells'];
  rows: Record<string, LoadedTable['rows']>;
}

/** A JSON file under .cache holding what `build` makes (built once, then read back). */
export async function cachedJson<T>(file: string, build: () => Promise<T>): Promise<T> {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as T;
  const made = await build();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(made));
  return made;
}

/** A seeded spec of one module as the training reads it: the spec, its value index and its rows. */
export async function loadedTable(db: Db, s: { table: string; specId: string; doc: LoadedTable['doc'] }): Promise<LoadedTable> {
  return { path: s.table, specId: s.specId, doc: s.doc, cells: await valuesRepo(db).load(s.specId), rows: await tableRows(db, s.doc) };
}

async function tables(): Promise<{ single: Map<string, LoadedTable>; split: LoadedSpec[] }> {
  const c = await cachedJson(CACHE, async () => {
    const db = createPgliteDb();
    const { specs } = await seedAnalyticsSpecs(db);
    const single: Record<string, LoadedTable> = {};
    for (const s of specs) single[s.table] = await loadedTable(db, s);
    const split: LoadedSpec[] = [];
    for (const s of await seedNormalized(db)) {
      const rows: LoadedSpec['rows'] = {};
      for (let i = 0; i < s.doc.modules.length; i++) rows[s.doc.modules[i]!.module_id] = await tableRows(db, s.doc, i);
      split.push({ key: s.key, specId: s.specId, doc: s.doc, cells: await valuesRepo(db).load(s.specId), rows });
    }
    await db.close();
    return { single, split };
  });
  return { single: new Map(Object.entries(c.single)), split: c.split };
}

/**
 * All the tables in one scope, as a customer's project of several modules: the parser must also
 * choose the module (the demo's four modules are one spec too).
 */
export function scopeOfAll(all: { specId: string; doc: LoadedTable['doc']; cells: LoadedTable['cells'] }[], rowsOf: (moduleId: string) => unknown) {
  const scope = scopeOf(all.map((t) => ({ id: t.specId, doc: t.doc })));
  for (const m of scope.modules) (m as unknown as { rows: unknown }).rows = rowsOf(m.module_id);
  const index = indexOf(
    scope.modules,
    all.flatMap((t) =>
      t.cells.map((c) => ({ module: c.module_id, column: c.column_name, value: c.value, rows: Number(c.row_count), first: Number(c.first_row) })),
    ),
  );
  return { scope, index };
}

export type Scope = ReturnType<typeof scopeOfAll>;

/**
 * A question's candidates as training examples: a candidate is right when the answer curated from
 * its result satisfies every expectation of the question (checkAnswer).
 */
export function exampleOf(q: { q: string; expect: AnswerExpect[] }, { scope, index }: Scope, model: Model): Example['candidates'] {
  const { analysis, ranked } = parse(q.q, scope, index, model);
  return ranked.map((r) => {
    const query = r.candidate.query;
    let right = false;
    let empty = true;
    try {
      const plan = resolveQuery(query, scope);
      const rows = execute(plan, 200);
      const answer = answerOf(query, shapeOf(query), rows);
      empty = answer.kind === 'none';
      if (!empty) {
        const text = curate({ query, plan, answer, rows, exposure: 'full', unit: unitFor(analysis, query, plan) });
        right = q.expect.every((e) => checkAnswer(text, e) === null);
      }
    } catch {
      // a candidate that does not resolve is never chosen
    }
    return { features: r.features, right, empty, query, op: r.candidate.op, values: [], sig: signature(r.candidate) };
  });
}

/** Specs' cell values and value synonyms (words that are data, for the training's mask). */
export function cellsOf(docs: { doc: LoadedTable['doc']; cells: LoadedTable['cells'] }[]): { value: string }[] {
  const synonyms = docs.flatMap((t) => t.doc.modules.flatMap((m) => m.columns.flatMap((c) => Object.values(c.value_synonyms ?? {}).flat())));
  return [...docs.flatMap((t) => t.cells), ...synonyms.map((value) => ({ value }))];
}

/** The analytics tables' cell values and value synonyms (words that are data, for the training's mask). */
export async function analyticsCells(): Promise<{ value: string }[]> {
  const { single, split } = await tables();
  return cellsOf([...single.values(), ...split]);
}

/** The examples, handed to `sink` question by question (so that their feature maps need not all be held at once). */
export async function analyticsExamples(sink: (e: Example) => void, model: Model = { weights: {} }): Promise<number> {
  const { single, split } = await tables();
  let n = 0;
  const questions = analyticsQuestionSet().filter((x) => x.intent !== 'describe');
  // All the tables together, as one project of as many modules.
  const all = scopeOfAll([...single.values()], (id) => [...single.values()].find((t) => t.doc.modules[0]!.module_id === id)!.rows);
  for (const key of single.keys())
    for (const q of questions.filter((x) => x.table === key))
      sink({ question: { id: `analytics:${key}:${n++}`, utterance: q.q, table: `analytics/${key}`, target: '' }, candidates: exampleOf(q, all, model) });
  // The split tables: the same questions, answered through a join where they need one.
  for (const s of split) {
    const scope = scopeOfAll([s], (id) => s.rows[id]);
    for (const q of questions.filter((x) => x.table === s.key))
      sink({
        question: { id: `analytics-split:${s.key}:${n++}`, utterance: q.q, table: `analytics-split/${s.key}`, target: '' },
        candidates: exampleOf(q, scope, model),
      });
  }
  return n;
}
