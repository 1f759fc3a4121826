import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { demoSuite } from './support.js';

/**
 * Issue 25, items 1 and 2 in a real browser: a clarification's readings are buttons and choosing one
 * answers it; a chain of three follow-ups (a period, a filter, the top N) each edits the answer before.
 */
describe('a conversation the user can steer', () => {
  const suite = demoSuite();
  const openAgent = () => suite.openAgent();

  /** The text of the n-th answer (from 1), once it is there. */
  async function answerText(page: Page, n: number): Promise<string> {
    const card = page.getByTestId('answer').nth(n - 1);
    await card.waitFor({ timeout: 90_000 });
    return card.locator('.answer-text').innerText();
  }

  async function ask(page: Page, question: string, n: number): Promise<string> {
    await page.getByLabel('Your question').fill(question);
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    return answerText(page, n);
  }

  test('a clarification answered by a button', async () => {
    const p = await openAgent();
    assert.match(await ask(p.page, 'average temperature in 2013', 1), /ambiguous/);
    const options = p.page.getByTestId('clarify-options');
    await options.waitFor();
    assert.equal(await options.getByRole('button').count(), 2);
    await options.getByRole('button', { name: /Maximum temperature/ }).click();
    const chosen = await answerText(p.page, 2);
    assert.match(chosen, /average Maximum temperature/);
    assert.match(chosen, /2013/);
    // The question shown is the reading chosen, in words.
    assert.match(await p.page.locator('.turn .question').nth(1).innerText(), /Maximum temperature/);
    await p.done();
  });

  test('a chain of three follow-ups: a period, a filter, the top 1', async () => {
    const p = await openAgent();
    const first = await ask(p.page, 'average horsepower by origin', 1);
    assert.match(first, /USA/);
    assert.match(first, /Japan/);
    const period = await ask(p.page, 'and in 1975?', 2);
    assert.match(period, /average Horsepower by Origin where Model year in 1975/);
    const filtered = await ask(p.page, 'only Japan and Europe', 3);
    assert.match(filtered, /Origin is Japan or Europe/);
    assert.doesNotMatch(filtered, /USA/);
    const top = await ask(p.page, 'show the top 1 instead', 4);
    assert.match(top, /^Europe\b/);
    assert.match(top, /1975/);
    // What was understood says it built on the answer before.
    const how = p.page.getByTestId('answer').nth(3);
    assert.match((await how.textContent()) ?? '', /follow-up of the previous answer/);
    await p.done();
  });

  test('a chain of three follow-ups: a period, a filter, the top 5', async () => {
    const p = await openAgent();
    assert.match(await ask(p.page, 'average horsepower by model name', 1), /pontiac grand prix/);
    assert.match(await ask(p.page, 'and in 1975?', 2), /where Model year in 1975/);
    const filtered = await ask(p.page, 'only USA', 3);
    assert.match(filtered, /Model year in 1975 and Origin is USA/);
    assert.doesNotMatch(filtered, /saab/, 'a Swedish car of 1975 is gone');
    const top = await ask(p.page, 'show the top 5 instead', 4);
    assert.match(top, /highest first: 1\. pontiac catalina \(170\); 2\. .*5\. ford mustang ii \(129\)\.$/);
    assert.equal(await p.page.getByTestId('answer').nth(3).locator('tbody tr').count(), 5);
    await p.done();
  });
});
