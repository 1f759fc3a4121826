/**
 * The join question set (join-questions.ts) at each exposure, on Flights and Airports as the
 * product builds them (seedFlightsSpec: uploads, modules, project, spec build): at full the local
 * provider is held to 90% correct (expected answers computed from the raw files); at
 * limited and advisory no answer may break the exposure rules. Prints the accuracy, by intent and
 * by join path, the joins the spec build found, and every failure.
 *
 * The report says by how much the set misses the target and where. JOIN_QS_VERBOSE=1 also prints every answer at full,
 * passed ones included (to spot a pass by coincidence).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createAgent, type AgentOutput } from '../../src/agent/agent.js';
import type { Db } from '../../src/db/db.js';
import type { Exposure } from '../../src/contracts/exposure.js';
import type { SpecDoc } from '../../src/contracts/spec.js';
import { testDb, engineName } from '../support/app.js';
import { rawAirports, seedFlightsSpec } from './fixture/flights.js';
import { checkAnswer, count, type Tally } from '../../bench/quality/check-answer.js';
import { flightAirportNames, joinQuestionSet, type JoinQuestion } from './join-questions.js';
import { noLeaksBelowFull, scoreAtFull } from './question-run.js';

let db: Db;
let doc: SpecDoc;
let specId: string;
const agent = createAgent();
const questions = joinQuestionSet();
// The names of the flights' own airports; a name that is also a city (Lihue, Kahului, Manchester)
// is left out, since a city may be named at advisory.
const cities = new Set(rawAirports().map((a) => a.city.toLowerCase()));
const airportNames = flightAirportNames()
  .map((n) => n.toLowerCase())
  .filter((n) => !cities.has(n));

before(async () => {
  db = testDb();
  const seeded = await seedFlightsSpec(db);
  doc = seeded.doc;
  specId = seeded.specId;
  for (const m of doc.modules) assert.ok(m.row_count > 0, `module ${m.name} has no rows`);
  const name = (id: string) => doc.modules.find((m) => m.module_id === id)?.name ?? id;
  const joins = (doc.joins ?? []) as unknown as { left?: { module_id: string; column: string }; right?: { module_id: string; column: string } }[];
  console.log(
    `\njoin question set: spec ${specId}, modules ${doc.modules.map((m) => `${m.name} (${m.row_count} rows)`).join(', ')}; ` +
      `joins found by the spec build: ${joins.length === 0 ? 'none' : joins.map((j) => (j.left && j.right ? `${name(j.left.module_id)}.${j.left.column} = ${name(j.right.module_id)}.${j.right.column}` : JSON.stringify(j))).join(', ')}`,
  );
});
after(async () => {
  await db.close();
});

async function ask(q: JoinQuestion, exposure: Exposure): Promise<AgentOutput> {
  return agent.answer({ prompt: q.q, specs: [{ id: specId, doc }], exposure }, { db });
}

/**
 * The target is 90%, met since 2026-11-25 (97.3% at the end of that day); the floor is the target, so a regression below it fails.
 */
const TARGET = 0.9;
const FLOOR = 0.9;

describe(`join question set (${engineName})`, () => {
  test('has at least 45 questions, each with at most one join path, covering both paths and both single tables', () => {
    assert.ok(questions.length >= 45, `${questions.length} questions`);
    for (const via of ['origin', 'destination'] as const) assert.ok(questions.filter((q) => q.via === via).length >= 10, `few questions via ${via}`);
    for (const table of ['flights', 'airports'] as const)
      assert.ok(
        questions.some((q) => q.table === table),
        `no question on ${table} alone`,
      );
    for (const intent of ['aggregate', 'ranking', 'comparison', 'share', 'lookup'])
      assert.ok(
        questions.some((q) => q.intent === intent && q.via !== null),
        `no ${intent} question through a join`,
      );
    assert.equal(new Set(questions.map((q) => q.q)).size, questions.length, 'a question is repeated');
  });

  test(`full exposure: at least ${Math.round(FLOOR * 100)}% answered correctly (the recorded floor; the target is ${Math.round(TARGET * 100)}%)`, async () => {
    const failures: string[] = [];
    const byIntent: Map<string, Tally> = new Map();
    const byPath: Map<string, Tally> = new Map();
    for (const q of questions) {
      const out = await ask(q, 'full');
      assert.equal(out.exposure, 'full');
      const reasons = q.expect.map((e) => checkAnswer(out.result, e)).filter((r): r is string => r !== null);
      count(byIntent, q.intent, reasons.length === 0);
      count(byPath, q.via === null ? `${q.table} alone` : `via ${q.via}`, reasons.length === 0);
      if (process.env.JOIN_QS_VERBOSE) console.log(`  ${reasons.length === 0 ? '✓' : '✗'} ${q.q}\n      ${out.result.slice(0, 300)}`);
      if (reasons.length > 0)
        failures.push(
          `  ✗ [${q.table}${q.via ? ` via ${q.via}` : ''}/${q.intent}] ${q.q}\n      ${reasons.join('; ')}\n      answer: ${out.result.slice(0, 300)}`,
        );
    }
    scoreAtFull(
      'join question set',
      questions.length,
      failures,
      [
        [byIntent, 12],
        [byPath, 16],
      ],
      { target: TARGET, floor: FLOOR },
    );
  });

  for (const exposure of ['limited', 'advisory'] as const) {
    test(`${exposure} exposure: zero answers break the exposure rules`, async () => {
      // Below full no figure and no ratio between values, at advisory no multiple or fraction (CONTRACT B.8),
      // and at advisory no name of the flights' airports.
      const airportName = (lower: string) => {
        const name = exposure === 'advisory' ? airportNames.find((n) => lower.includes(n)) : undefined;
        return name === undefined ? undefined : `airport name "${name}"`;
      };
      await noLeaksBelowFull('join question set', questions, exposure, (q) => ask(q, exposure), airportName);
    });
  }
});
