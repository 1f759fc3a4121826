import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { DemoSeed } from '../../src/demo/seed.js';
import { seedUniqueDemo } from '../support/demo.js';
import { newPage, signIn, startE2E, type E2E } from './support.js';

/**
 * Issue 23, item 7 in a real browser at 390 px and 1440 px: in "How this was answered" the measure's
 * aggregation, the grouping and a filter are changed from the lists the spec offers, and the changed
 * reading is answered at once as a new turn, in view, without a new phrasing.
 */
type Json = Record<string, any>;
const GROUPED = 'average horsepower by origin';
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

const inference = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/v1/inference') && r.request().method() === 'POST', { timeout: 90_000 });

/** The table's cells of one answer card, as the page shows their exact values. */
const cells = (page: Page, n: number) =>
  page
    .getByTestId('answer')
    .nth(n)
    .getByTestId('answer-table')
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.dataset.value ?? '')));

const inView = (page: Page, n: number) =>
  page
    .getByTestId('answer')
    .nth(n)
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top < (globalThis as unknown as { innerHeight: number }).innerHeight && r.bottom > 0;
    });

describe('editing what was understood answers the changed reading', () => {
  let e: E2E;
  let demo: DemoSeed;

  before(async () => {
    e = await startE2E();
    demo = await seedUniqueDemo(e.t);
  });
  after(async () => e?.close());

  for (const viewport of WIDTHS) {
    test(`at ${viewport.width} px: the aggregation changed from average to highest changes the answer`, async () => {
      const { page, done } = await newPage(e, viewport);
      try {
        await signIn(page, demo.owner.username, demo.owner.password, `/agent?spec=${demo.specId}`);
        await page.getByLabel('Your question').fill(GROUPED);
        let response = inference(page);
        await page.getByRole('button', { name: 'Ask', exact: true }).click();
        const first = (await (await response).json()) as Json;
        const card = page.getByTestId('answer').first();
        await card.waitFor();
        await card.getByText('How this was answered').click();
        const editor = card.getByRole('form', { name: 'Change the reading' });
        const answerIt = editor.getByRole('button', { name: 'Answer this reading' });
        assert.equal(await answerIt.isDisabled(), true, 'nothing changed yet: nothing to answer');
        assert.equal(await editor.getByLabel('Aggregation').inputValue(), 'avg');
        await editor.getByLabel('Aggregation').selectOption({ label: 'Highest' });
        response = inference(page);
        await answerIt.click();
        const changed = (await (await response).json()) as Json;
        await page.getByTestId('answer').nth(1).waitFor();

        assert.equal(changed.reading.measures[0].agg, 'max');
        assert.equal(changed.reading.group_by.column, first.reading.group_by.column);
        assert.notEqual(changed.result, first.result);
        const shown = await page.getByTestId('answer').nth(1).locator('.answer-text').textContent();
        assert.equal(shown, changed.result);
        assert.deepEqual(
          await cells(page, 1),
          changed.rows.map((r: unknown[]) => r.map((v) => (v === null ? '' : String(v)))),
        );
        assert.notDeepEqual(await cells(page, 1), await cells(page, 0));
        assert.ok(await inView(page, 1), 'the changed reading’s answer is in view');
        const width = (await page.evaluate('document.scrollingElement.scrollWidth - innerWidth')) as number;
        assert.ok(width <= 0, `the page scrolls sideways by ${width} px`);

        // Grouping removed: one figure, the highest horsepower of all cars.
        const second = page.getByTestId('answer').nth(1);
        await second.getByText('How this was answered').click();
        const editor2 = second.getByRole('form', { name: 'Change the reading' });
        await editor2.getByLabel('Grouped by').selectOption({ label: 'No grouping: one figure' });
        response = inference(page);
        await editor2.getByRole('button', { name: 'Answer this reading' }).click();
        const one = (await (await response).json()) as Json;
        await page.getByTestId('answer').nth(2).waitFor();
        assert.equal(one.reading.kind, 'aggregate');
        assert.equal(one.rows.length, 1);
        const max = Math.max(...changed.rows.map((r: unknown[]) => Number(r[1])));
        assert.equal(Number(one.rows[0][0]), max, 'the highest of all is the highest group’s highest');
      } finally {
        await done();
      }
    });
  }

  test('a filter is removed from the reading: the answer reads every record again', async () => {
    const { page, done } = await newPage(e);
    try {
      await signIn(page, demo.owner.username, demo.owner.password, `/agent?spec=${demo.specId}`);
      await page.getByLabel('Your question').fill('average horsepower of cars from Japan');
      let response = inference(page);
      await page.getByRole('button', { name: 'Ask', exact: true }).click();
      const first = (await (await response).json()) as Json;
      assert.equal(first.reading.filters.length, 1, JSON.stringify(first.reading));
      const card = page.getByTestId('answer').first();
      await card.getByText('How this was answered').click();
      const editor = card.getByRole('form', { name: 'Change the reading' });
      await editor.getByRole('button', { name: /^Remove the filter Origin is/ }).click();
      response = inference(page);
      await editor.getByRole('button', { name: 'Answer this reading' }).click();
      const all = (await (await response).json()) as Json;
      assert.deepEqual(all.reading.filters, []);
      assert.notEqual(all.result, first.result);
      assert.match(await page.getByTestId('answer').nth(1).locator('.answer-text').innerText(), /average Horsepower/i);
    } finally {
      await done();
    }
  });
});
