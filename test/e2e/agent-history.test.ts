import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { demoSuite } from './support.js';

/**
 * Issue 25, item 5 in a real browser: the agent's sessions are kept on the server, so a session
 * asked in one browser is listed and reopened in another (a second browser context: no shared
 * storage or cookies), and deleting it there removes it from both.
 */
const QUESTION = 'average horsepower by origin';

describe('agent sessions that last', () => {
  const suite = demoSuite();
  const openAgent = () => suite.openAgent();
  const sessionsOf = (p: Awaited<ReturnType<typeof openAgent>>) => p.page.getByRole('complementary', { name: 'Sessions' }).getByRole('listitem');

  test('a session asked in one browser is reopened in another, and deleted there for both', async () => {
    const first = await openAgent();
    await first.page.getByLabel('Your question').fill(QUESTION);
    const response = first.page.waitForResponse((r) => r.url().endsWith('/api/v1/inference') && r.request().method() === 'POST', { timeout: 90_000 });
    await first.page.getByRole('button', { name: 'Ask', exact: true }).click();
    const asked = (await (await response).json()) as { result: string };
    await first.page.getByTestId('answer').first().waitFor({ timeout: 90_000 });

    // Another browser: nothing shared with the first but the account.
    const second = await openAgent();
    const listed = sessionsOf(second).filter({ hasText: QUESTION });
    await listed.waitFor();
    assert.match(await listed.innerText(), /1 question/);
    await listed.getByRole('button', { name: new RegExp(`^${QUESTION}`) }).click();
    const card = second.page.getByTestId('answer').first();
    await card.waitFor();
    // The answer as it was given in the first browser.
    const head = asked.result.split('\n')[0]!.slice(0, 40);
    assert.ok((await card.locator('.answer-text').innerText()).includes(head), head);

    await listed.getByRole('button', { name: /Delete session/ }).click();
    await listed.waitFor({ state: 'detached' });
    // The first browser, reloaded, no longer lists it either.
    await first.page.reload();
    await first.page.getByLabel('Your question').waitFor();
    await first.page.getByRole('complementary', { name: 'Sessions' }).getByText('New session').first().waitFor();
    assert.equal(await sessionsOf(first).filter({ hasText: QUESTION }).count(), 0);
    await first.done();
    await second.done();
  });
});
