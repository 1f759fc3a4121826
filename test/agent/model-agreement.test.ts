/**
 * The shipped model and the code agree: every family of features the parser emits has weights in
 * model.json, and every family the model holds weights for is still emitted. A family is a feature
 * with its values left out ("op=argmax|w=most" is of the family "op=|w="): single features come and
 * go with the words of questions and the L1 of training, but a family the code emits and the model
 * never learned (a new feature, not retrained) or one it learned and the code dropped (a stale
 * weight) means the model must be retrained (`npm run train:parser`). Probed over the demo and join
 * question sets, a few questions of the rarer readings, and the business-style training questions
 * (their tables as training caches them), on the specs the product builds. Only features are read:
 * no answer is judged here.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadValueIndex } from '../../src/agent/understand/load-index.js';
import { loadModel } from '../../src/agent/understand/model.js';
import { parse } from '../../src/agent/understand/index.js';
import { scopeOf } from '../../src/agent/plan/spec-index.js';
import type { Db } from '../../src/db/db.js';
import { testDb } from '../support/app.js';
import { businessTrainingProbes } from '../../src/agent/training/business-examples.js';
import { seedDemoSpec } from './fixture/demo.js';
import { seedFlightsSpec } from './fixture/flights.js';
import { joinQuestionSet } from './join-questions.js';
import { questionSet } from './questions.js';

/** A feature's family: its parts with their values left out. */
export const familyOf = (feature: string) =>
  feature
    .split('|')
    .map((part) => part.replace(/=.*$/, '='))
    .join('|');

/** Questions of readings the sets ask little of: percent change, median, shares of a total, the change between periods. */
const RARE = [
  'by what percentage did the average price change between 2005 and 2006',
  'what is the median horsepower',
  'median price by year',
  'how much did the price grow from 2004 to 2006',
  'share of total precipitation by weather',
  'how many different origins are there',
  'what is the profit margin by origin',
  'cars with at least 8 cylinders',
  'penguins weighing exactly 3500 g',
  'cars with at most 70 horsepower',
];

let db: Db;
const emitted = new Set<string>();

before(async () => {
  db = testDb();
  const demo = await seedDemoSpec(db);
  const flights = await seedFlightsSpec(db);
  const model = loadModel();
  for (const [spec, questions] of [
    [demo, [...questionSet().map((q) => q.q), ...RARE]],
    [flights, joinQuestionSet().map((q) => q.q)],
  ] as const) {
    const scope = scopeOf([{ id: spec.specId, doc: spec.doc }]);
    const index = await loadValueIndex(db, scope);
    for (const q of questions) for (const r of parse(q, scope, index, model).ranked) for (const k of r.features.keys()) emitted.add(familyOf(k));
  }
  for (const { scope, questions } of await businessTrainingProbes())
    for (const q of questions) for (const r of parse(q, scope.scope, scope.index, model).ranked) for (const k of r.features.keys()) emitted.add(familyOf(k));
});
after(() => db.close());

describe('the model and the code agree', () => {
  test('every family of features the parser emits has weights in the model', () => {
    const learned = new Set(Object.keys(loadModel().weights).map(familyOf));
    const unlearned = [...emitted].filter((f) => !learned.has(f)).sort();
    assert.ok(emitted.size > 50, `${emitted.size} families emitted`);
    assert.deepEqual(unlearned, [], 'the code emits features the model never learned: retrain (npm run train:parser)');
  });

  test('every family the model holds weights for is still emitted', () => {
    const stale = [...new Set(Object.keys(loadModel().weights).map(familyOf))].filter((f) => !emitted.has(f)).sort();
    assert.deepEqual(stale, [], 'the model holds weights for features the code no longer emits: retrain (npm run train:parser)');
  });
});
