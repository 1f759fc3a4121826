import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { uniq } from '../support/app.js';
import { newCustomer, type TestCustomer } from '../support/customers.js';
import { newPage, signIn, startE2E, trainedProject, type DataFixture, type E2E } from './support.js';

/**
 * Issue 23, items 6 and 9 (the measurable parts), in a real browser at 390 px and 1440 px wide: no
 * portal page scrolls sideways (wide tables scroll in their own box), Log out is never cut off, no
 * page logs a console error (signed out, /docs, every portal page), and the table and the chart of
 * one answer write a number the same way (as the answer's text writes it).
 */
type Json = Record<string, any>;

/** Orders whose revenues have cents: the totals by region are in the thousands, with decimals. */
const ORDERS_CSV = `${[
  'Order Id,Region,Product,Units,Revenue,Order Date',
  ...Array.from({ length: 24 }, (_, i) => {
    const region = ['North', 'South', 'East', 'West'][i % 4];
    return `${2001 + i},${region},${['Widget', 'Gadget', 'Gizmo'][i % 3]},${i + 1},${(1000 + i * 37.13).toFixed(2)},2024-0${1 + (i % 9)}-1${i % 9}`;
  }),
].join('\n')}\n`;

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** Console errors and uncaught errors of a page, as they come. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} @ ${m.location().url}`);
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return errors;
}

/** How wide the page is against the window (a page wider than the window scrolls sideways). */
const PAGE_WIDTH = `({
  scroll: document.scrollingElement.scrollWidth,
  inner: innerWidth,
  wider: [...document.querySelectorAll('body *')]
    .filter((el) => el.getBoundingClientRect().right > innerWidth + 0.5 && ![...el.children].some((c) => c.getBoundingClientRect().right > innerWidth + 0.5))
    .slice(0, 5)
    .map((el) => el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').join('.') : '') + ' ' + Math.round(el.getBoundingClientRect().right)),
})`;

/** Waits for the page to settle: no request in flight for a moment. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(150);
}

describe('small screens and a console without errors; one number format in the table and the chart', () => {
  let e: E2E;
  let c: TestCustomer;
  let orders: DataFixture & { name: string };

  before(async () => {
    e = await startE2E();
    c = await newCustomer(e.t);
    const o = uniq('Orders');
    orders = { name: o, ...(await trainedProject(c, { name: o, csv: ORDERS_CSV, exposure: 'full' })) };
  });
  after(async () => e?.close());

  for (const viewport of WIDTHS) {
    const at = `at ${viewport.width} px`;

    test(`${at}: signed-out pages and /docs log no console error`, async () => {
      const { page, done } = await newPage(e, viewport);
      const errors = watchConsole(page);
      for (const path of ['/', '/login', '/agent', '/datasets']) {
        await page.goto(path);
        await page.getByLabel('Username').waitFor();
        await settle(page);
        const w = (await page.evaluate(PAGE_WIDTH)) as { scroll: number; inner: number; wider: string[] };
        assert.ok(w.scroll <= w.inner, `${path} signed out scrolls sideways: ${JSON.stringify(w)}`);
      }
      await page.goto('/docs');
      await page.locator('.swagger-ui .info .title').first().waitFor();
      await settle(page);
      assert.deepEqual(errors, []);
      await done();
    });

    test(`${at}: no portal page scrolls sideways, Log out is visible, no console error`, async () => {
      const { page, done } = await newPage(e, viewport);
      const errors = watchConsole(page);
      await signIn(page, c.ownerUsername, 'owner-password', '/');
      const pages = [
        '/',
        '/datasets',
        `/modules/${orders.moduleId}`,
        '/projects',
        `/projects/${orders.projectId}`,
        '/users',
        '/api-users',
        '/roles',
        '/roles/new',
        '/audit',
        `/agent?spec=${orders.specId}`,
      ];
      for (const path of pages) {
        await page.goto(path);
        await page.getByRole('button', { name: 'Log out' }).waitFor();
        await settle(page);
        const w = (await page.evaluate(PAGE_WIDTH)) as { scroll: number; inner: number; wider: string[] };
        assert.ok(w.scroll <= w.inner, `${path} scrolls sideways: ${JSON.stringify(w)}`);
        // Log out is on screen in full (scrolled to, it fits the window's width).
        const logout = page.getByRole('button', { name: 'Log out' });
        await logout.scrollIntoViewIfNeeded();
        const box = await logout.boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= viewport.width && box.width > 0, `${path}: Log out cut off: ${JSON.stringify(box)}`);
      }
      assert.deepEqual(errors, []);
      await done();
    });

    test(`${at}: the table and the chart of one answer write a number the same way, with the digits of the text`, async () => {
      const { page, done } = await newPage(e, viewport);
      const errors = watchConsole(page);
      await signIn(page, c.ownerUsername, 'owner-password', `/agent?spec=${orders.specId}`);
      await page.getByTestId('scope-exposure').waitFor();
      await page.getByLabel('Your question').fill('total revenue by region');
      const response = page.waitForResponse((r) => r.url().endsWith('/api/v1/inference') && r.request().method() === 'POST', { timeout: 90_000 });
      await page.getByRole('button', { name: 'Ask', exact: true }).click();
      const json = (await (await response).json()) as Json;
      const card = page.getByTestId('answer').first();
      await card.waitFor({ timeout: 90_000 });
      assert.equal(json.chart.kind, 'bar');
      const xi = json.columns.findIndex((col: { key: string }) => col.key === json.chart.x);
      const yi = json.columns.findIndex((col: { key: string }) => col.key === json.chart.y);
      const table = card.getByTestId('answer-table');
      await table.waitFor();
      const cells = await table
        .locator('tbody tr')
        .evaluateAll((trs, [x, y]) => trs.map((tr) => [tr.children[x!]!.textContent, tr.children[y!]!.textContent]), [xi, yi]);
      const chart = card.getByTestId('answer-chart');
      await chart.locator('svg').first().waitFor();
      const labels = await chart.locator('svg g[aria-label="bar"] rect').evaluateAll((rs) => rs.map((r) => r.getAttribute('aria-label')));
      assert.equal(labels.length, cells.length);
      assert.deepEqual(
        labels,
        cells.map(([x, y]) => `${x}: ${y}`),
      );
      // Thousands separators and two decimals at most; the answer's text writes the figure the same way.
      for (const [, y] of cells) {
        assert.match(y ?? '', /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/, `a total in the thousands: ${y}`);
        assert.ok(json.result.includes(y ?? ''), `the text says ${y} as the table does: ${json.result}`);
      }
      assert.deepEqual(errors, []);
      await done();
    });
  }
});
