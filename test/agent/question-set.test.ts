/**
 * The question set at each exposure: at full the local provider is held to 90% correct
 * (expected answers computed from the raw files); at limited and advisory no answer may break the
 * exposure rules. Prints the accuracy.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { createAgent, type AgentOutput } from '../../src/agent/agent.js';
import type { Db } from '../../src/db/db.js';
import type { Exposure } from '../../src/contracts/exposure.js';
import type { SpecDoc } from '../../src/contracts/spec.js';
import { testDb, engineName } from '../support/app.js';
import { loadDemo, raw, seedDemoSpec } from './fixture/demo.js';
import { checkAnswer, count, type Tally } from '../../bench/quality/check-answer.js';
import { noLeaksBelowFull, scoreAtFull } from './question-run.js';
import { questionSet, type Question } from './questions.js';

let db: Db;
let doc: SpecDoc;
let specId = 'spec_demo';
const schema = `agent_qs_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const agent = createAgent();
const questions = questionSet();
const carNames = [...new Set(raw.cars().map((c) => String(c.Name).toLowerCase()))];

// The demo as the product builds it (the data plane's seed and spec build); AGENT_FIXTURE=sql loads
// the same four files with plain SQL and a hand-built spec instead (for working without the data plane).
const viaSeed = process.env.AGENT_FIXTURE !== 'sql';

before(async () => {
  db = testDb();
  if (viaSeed) ({ doc, specId } = await seedDemoSpec(db));
  else doc = await loadDemo(db, schema);
  for (const m of doc.modules) assert.ok(m.row_count > 0, `demo module ${m.name} has no rows`);
});
after(async () => {
  if (!viaSeed) await db.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await db.close();
});

async function ask(q: Question, exposure: Exposure): Promise<AgentOutput> {
  return agent.answer({ prompt: q.q, specs: [{ id: specId, doc }], exposure }, { db });
}

/**
 * The target is 90%, met since 2026-11-25 (91.5% at the end of that day); the floor is the target, so a regression below it fails.
 */
const TARGET = 0.9;
const FLOOR = 0.9;

describe(`question set (${engineName})`, () => {
  test('has at least 80 questions over at least three tables, covering every intent', () => {
    assert.ok(questions.length >= 80, `${questions.length} questions`);
    assert.ok(new Set(questions.map((q) => q.table).filter((t) => t !== 'all')).size >= 3);
    for (const intent of ['aggregate', 'ranking', 'comparison', 'trend', 'share', 'lookup', 'describe'])
      assert.ok(
        questions.some((q) => q.intent === intent),
        `no ${intent} question`,
      );
  });

  test(`full exposure: at least ${Math.round(FLOOR * 100)}% answered correctly (the recorded floor; the target is ${Math.round(TARGET * 100)}%)`, async () => {
    const failures: string[] = [];
    const byIntent: Map<string, Tally> = new Map();
    for (const q of questions) {
      const out = await ask(q, 'full');
      assert.equal(out.exposure, 'full');
      const reasons = q.expect.map((e) => checkAnswer(out.result, e)).filter((r): r is string => r !== null);
      count(byIntent, q.intent, reasons.length === 0);
      if (reasons.length > 0) failures.push(`  ✗ [${q.table}/${q.intent}] ${q.q}\n      ${reasons.join('; ')}\n      answer: ${out.result.slice(0, 300)}`);
    }
    scoreAtFull('question set', questions.length, failures, [[byIntent, 10]], { target: TARGET, floor: FLOOR });
  });

  for (const exposure of ['limited', 'advisory'] as const) {
    test(`${exposure} exposure: zero answers break the exposure rules`, async () => {
      // Below full no figure and no ratio between values (CONTRACT B.8), and at advisory no number in any form.
      // Car names are the cars' identifier: below full no value of an identifier shows (CONTRACT B.7).
      const carName = (lower: string) => {
        const name = carNames.find((n) => lower.includes(n));
        return name === undefined ? undefined : `record name "${name}"`;
      };
      await noLeaksBelowFull('question set', questions, exposure, (q) => ask(q, exposure), carName);
    });
  }
});
