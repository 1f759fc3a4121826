import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { uniq } from '../support/app.js';
import { newCustomer, type TestCustomer } from '../support/customers.js';
import { newPage, salesCsv, signIn, startE2E, trainedProject, type DataFixture, type E2E } from './support.js';

/**
 * Issue 23, items 8 and 9, in a real browser at 390 px and 1440 px wide: two or three follow-up
 * questions under each answer (a click asks one, and it is answered), "Send note" confirmed, and on a
 * phone the portal's navigation is a menu — closed by default, opened by keyboard, closed by a
 * navigation or Escape — with no page scrolling sideways.
 */
type Json = Record<string, any>;

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

const inference = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/v1/inference') && r.request().method() === 'POST', { timeout: 90_000 });

async function ask(page: Page, prompt: string) {
  const before = await page.getByTestId('answer').count();
  await page.getByLabel('Your question').fill(prompt);
  const response = inference(page);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const json = (await (await response).json()) as Json;
  const card = page.getByTestId('answer').nth(before);
  await card.waitFor({ timeout: 90_000 });
  return { json, card };
}

const scrollsSideways = (page: Page) => page.evaluate('document.scrollingElement.scrollWidth > innerWidth') as Promise<boolean>;

describe('follow-ups, the note confirmed, the menu on a phone', () => {
  let e: E2E;
  let c: TestCustomer;
  let sales: DataFixture;

  before(async () => {
    e = await startE2E();
    c = await newCustomer(e.t);
    sales = await trainedProject(c, { name: uniq('Sales'), csv: salesCsv(), exposure: 'full' });
  });
  after(async () => e?.close());

  for (const viewport of WIDTHS) {
    const at = `at ${viewport.width} px`;

    test(`${at}: two or three follow-ups under an answer; a click asks one and it is answered, with its own`, async () => {
      const { page, done } = await newPage(e, viewport);
      await signIn(page, c.ownerUsername, 'owner-password', `/agent?spec=${sales.specId}`);
      const prompt = 'What are the total units by region?';
      const first = await ask(page, prompt);
      assert.ok(first.json.rows.length > 1, first.json.result);
      const list = first.card.getByTestId('follow-ups');
      await list.waitFor({ timeout: 60_000 });
      const offered = (await list.getByRole('button').allInnerTexts()).map((s) => s.trim());
      assert.ok(offered.length >= 2 && offered.length <= 3, offered.join(' | '));
      assert.ok(!offered.includes(prompt), `the question answered is no follow-up: ${offered.join(' | ')}`);
      // Related to the reading: the first carries the same figure on (units), by its words.
      assert.match(offered[0]!, /units/, offered.join(' | '));
      assert.equal(await scrollsSideways(page), false, 'no sideways scroll with the follow-ups');

      const response = inference(page);
      await list.getByRole('button').first().click();
      const json = (await (await response).json()) as Json;
      const second = page.getByTestId('answer').nth(1);
      await second.waitFor({ timeout: 90_000 });
      assert.equal((await page.locator('.question').nth(1).innerText()).replace(/^Question:\s*/, ''), offered[0]);
      assert.ok(json.rows.length > 0, json.result);
      assert.equal((await second.locator('.answer-text').innerText()).trim(), json.result);
      await second.getByTestId('follow-ups').waitFor({ timeout: 60_000 });
      assert.ok(!(await second.getByTestId('follow-ups').getByRole('button').allInnerTexts()).includes(offered[0]!));
      await done();
    });

    test(`${at}: "Send note" says the note is saved; a changed note is not confirmed until sent`, async () => {
      const { page, done } = await newPage(e, viewport);
      await signIn(page, c.ownerUsername, 'owner-password', `/agent?spec=${sales.specId}`);
      const { card } = await ask(page, 'How many sales are there?');
      await card.getByRole('button', { name: 'Wrong' }).click();
      await card.getByText('Thanks, your feedback is saved.').waitFor();
      const status = card.getByTestId('note-status');
      assert.equal((await status.innerText()).trim(), '', 'no note confirmed before one is sent');
      await card.getByLabel('What was wrong? (optional)').fill('expected the orders of 2024 only');
      await card.getByRole('button', { name: 'Send note' }).click();
      await status.getByText('Your note is saved').waitFor();
      assert.equal(await status.getAttribute('role'), 'status');
      await card.getByLabel('What was wrong? (optional)').fill('expected the orders of 2023 only');
      assert.equal((await status.innerText()).trim(), '', 'an edited note is not yet saved');
      await done();
    });
  }

  test('at 390 px the navigation is a menu: closed by default, opened by keyboard, closed by a navigation and by Escape', async () => {
    const { page, done } = await newPage(e, WIDTHS[0]!);
    await signIn(page, c.ownerUsername, 'owner-password', '/');
    const nav = page.getByRole('navigation', { name: 'Portal' });
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    assert.equal(await menu.getAttribute('aria-expanded'), 'false');
    assert.equal(await nav.isVisible(), false, 'closed by default');
    // The page's heading is on the first screen, not below a list of links.
    const heading = await page.locator('main h1').first().boundingBox();
    assert.ok(heading && heading.y + heading.height < WIDTHS[0]!.height / 3, `the page starts near the top: ${JSON.stringify(heading)}`);

    await menu.focus();
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Close menu' });
    assert.equal(await close.getAttribute('aria-expanded'), 'true');
    await nav.waitFor();
    assert.equal(await scrollsSideways(page), false, 'no sideways scroll with the menu open');
    await nav.getByRole('link', { name: 'Datasets' }).click();
    await page.waitForURL(/\/datasets$/);
    await page.getByRole('heading', { name: 'Datasets', exact: true }).waitFor();
    assert.equal(await nav.isVisible(), false, 'a navigation closes the menu');
    assert.equal(await menu.getAttribute('aria-expanded'), 'false');

    await menu.click();
    await nav.getByRole('link', { name: 'Projects' }).focus();
    await page.keyboard.press('Escape');
    assert.equal(await nav.isVisible(), false, 'Escape closes it');
    assert.equal(await page.evaluate('document.activeElement?.textContent'), 'Menu', 'focus goes back to the button');
    assert.equal(await scrollsSideways(page), false);
    await done();
  });

  test('at 1440 px the navigation is always shown, with no menu button', async () => {
    const { page, done } = await newPage(e, WIDTHS[1]!);
    await signIn(page, c.ownerUsername, 'owner-password', '/');
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Datasets' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Menu' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Log out' }).count(), 1, 'one Log out');
    await done();
  });
});
