/**
 * How the question-set suites (question-set.test.ts, join-question-set.test.ts) judge and report a
 * run: at full exposure the score, by the keys each set counts, held to the set's floor; below full
 * the answers that show what they may not. Answers are judged by checkAnswer and figuresIn
 * (bench/quality/check-answer.ts), the checks of every question set.
 */
import assert from 'node:assert/strict';
import type { Exposure } from '../../src/contracts/exposure.js';
import { figuresIn, type Tally } from '../../bench/quality/check-answer.js';
import { engineName } from '../support/app.js';

/**
 * Prints "<set>, full exposure, local provider (<engine>): c/n correct = x%", each tally (keys padded
 * to its width), the failures and whether the target is met, then holds the set to its floor.
 */
export function scoreAtFull(
  set: string,
  total: number,
  failures: string[],
  tallies: [Map<string, Tally>, number][],
  levels: { target: number; floor: number },
): void {
  const correct = total - failures.length;
  const accuracy = correct / total;
  console.log(`\n${set}, full exposure, local provider (${engineName}): ${correct}/${total} correct = ${(accuracy * 100).toFixed(1)}%`);
  for (const [tally, width] of tallies) for (const [key, s] of tally) console.log(`  ${key.padEnd(width)} ${s.ok}/${s.n}`);
  if (failures.length) console.log(failures.join('\n'));
  if (accuracy < levels.target) console.log(`  below the target of ${Math.round(levels.target * 100)}%: issue 9 stays open on this line`);
  assert.ok(accuracy >= levels.floor, `accuracy ${(accuracy * 100).toFixed(1)}% fell below the recorded floor of ${Math.round(levels.floor * 100)}%`);
}

/**
 * Asks every question at an exposure below full and fails on any answer that shows a figure or a
 * ratio (figuresIn, CONTRACT B.8) or what `withheld` finds in it (a value that may not show there,
 * described). Prints "<set>, <exposure> exposure (<engine>): ok/n answers within the rules, k leaks".
 */
export async function noLeaksBelowFull<Q extends { q: string }>(
  set: string,
  questions: Q[],
  exposure: Exposure,
  answer: (q: Q) => Promise<{ result: string; exposure: Exposure }>,
  withheld: (lower: string) => string | undefined,
): Promise<void> {
  const leaks: string[] = [];
  for (const q of questions) {
    const out = await answer(q);
    assert.equal(out.exposure, exposure);
    const found = [...figuresIn(out.result), withheld(out.result.toLowerCase())].filter((l) => l !== undefined);
    for (const l of found) leaks.push(`${l} in answer to "${q.q}": ${out.result}`);
  }
  console.log(
    `\n${set}, ${exposure} exposure (${engineName}): ${questions.length - leaks.length}/${questions.length} answers within the rules, ${leaks.length} leaks`,
  );
  if (leaks.length) console.log(leaks.map((l) => `  ✗ ${l.slice(0, 400)}`).join('\n'));
  assert.deepEqual(leaks, []);
}
