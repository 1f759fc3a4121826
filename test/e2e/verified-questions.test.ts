import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { demoSuite } from './support.js';

/**
 * Issue 25, items 3 and 4 in a real browser: an answer marked as verified, a question of its shape
 * with other values answered as verified; the project's check list, after a rebuild.
 */
describe('verified questions and the check list', () => {
  const suite = demoSuite();

  async function ask(page: Page, question: string, n: number) {
    await page.getByLabel('Your question').fill(question);
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const card = page.getByTestId('answer').nth(n - 1);
    await card.waitFor({ timeout: 90_000 });
    return card;
  }

  test('verifying an answer; a variant with other values is answered as verified; the check list after a rebuild', async () => {
    const p = await suite.openAgent();
    const first = await ask(p.page, 'how many penguins on Biscoe island', 1);
    assert.match(await first.locator('.answer-text').innerText(), /168/);
    await first.getByRole('button', { name: 'Mark as verified' }).click();
    await first.getByText('Verified as “how many penguins on Biscoe island”').waitFor();

    const variant = await ask(p.page, 'how many penguins on Dream island', 2);
    assert.match(await variant.locator('.answer-text').innerText(), /124.*verified question/);
    await variant.getByText('verified question ·').waitFor();

    // The project's page lists it; a rebuild reruns it on the new spec.
    await p.page.goto(`${suite.e.baseURL}/projects/${suite.demo.projectId}`);
    const list = p.page.getByTestId('verified-questions');
    await list.getByRole('cell', { name: 'how many penguins on Biscoe island', exact: true }).waitFor();
    await p.page.getByRole('button', { name: 'Build semantic dataset' }).click();
    const figures = list.getByTestId('check-figures');
    await figures.locator('li').nth(1).waitFor({ timeout: 90_000 });
    await figures.locator('li').first().getByText('answers 1 of 1 as verified').waitFor({ timeout: 90_000 });
    assert.equal(await list.locator('tr[data-verified]').first().getByText('pass').count(), 1);
    await p.done();
  });
});
