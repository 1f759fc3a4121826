import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { uniq } from '../support/app.js';
import { newCustomer, type TestCustomer } from '../support/customers.js';
import { newPage, signIn, startE2E, trainedProject, type DataFixture, type E2E } from './support.js';

/**
 * Issue 23, items 3 to 5, in a real browser at 390 px and 1440 px wide: the agent's scope is asked
 * for and its exposure shown (with the spec that lowers it); each new question and its answer scroll
 * into view, focus stays in the question box and a skip link reaches it; a record list's chart has
 * one mark per row of its table.
 */
type Json = Record<string, any>;

/** Twelve orders; the three with the highest revenue (50 each) are all in the North. */
const ORDERS_CSV = `${[
  'Order Id,Region,Product,Units,Revenue,Order Date',
  ...Array.from({ length: 12 }, (_, i) => {
    const region = ['North', 'South', 'East', 'West'][i % 4];
    return `${1001 + i},${region},${['Widget', 'Gadget', 'Gizmo'][i % 3]},${i + 1},${i % 4 === 0 ? 50 : 10 + i},2024-0${1 + (i % 9)}-1${i % 9}`;
  }),
].join('\n')}\n`;
const RECORDS = 'top 3 orders by revenue with their region';
const FIVE = ['total revenue by region', RECORDS, 'How many orders are there?', 'average units by product', 'total revenue by month'];

/** Where the newest question and its answer's text are (run in the page; no named inner functions). */
const NEWEST_IN_VIEW = `() => {
  const turns = document.querySelectorAll('.turn');
  const turn = turns[turns.length - 1];
  const q = turn.querySelector('.question').getBoundingClientRect();
  const a = turn.querySelector('[data-testid="answer"] .answer-text')?.getBoundingClientRect();
  const formTop = document.querySelector('form.ask').getBoundingClientRect().top;
  const ok = !!a && q.top >= 0 && a.top >= 0 && a.bottom <= Math.min(formTop, innerHeight);
  return { ok, question: [q.top, q.bottom], answerText: a && [a.top, a.bottom], formTop, innerHeight };
}`;

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

describe('the agent: its scope, answers where the eye is, charts that match their table', () => {
  let e: E2E;
  let c: TestCustomer;
  let orders: DataFixture & { name: string };
  let forecast: DataFixture & { name: string };

  before(async () => {
    e = await startE2E();
    c = await newCustomer(e.t);
    const o = uniq('Orders');
    const f = uniq('Forecast');
    orders = { name: o, ...(await trainedProject(c, { name: o, csv: ORDERS_CSV, exposure: 'full' })) };
    forecast = { name: f, ...(await trainedProject(c, { name: f, exposure: 'advisory' })) };
  });
  after(async () => e?.close());

  const specBox = (page: Page, project: string) => page.getByRole('checkbox', { name: `${project} spec`, exact: true });

  /** Asks in the page (by the Ask button, or Ctrl+Enter) and returns the response's JSON and the answer's card. */
  async function ask(page: Page, prompt: string, how: 'click' | 'keys' = 'click') {
    const before = await page.getByTestId('answer').count();
    await page.getByLabel('Your question').fill(prompt);
    const response = page.waitForResponse((r) => r.url().endsWith('/api/v1/inference') && r.request().method() === 'POST', { timeout: 90_000 });
    if (how === 'click') await page.getByRole('button', { name: 'Ask', exact: true }).click();
    else await page.getByLabel('Your question').press('Control+Enter');
    const json = (await (await response).json()) as Json;
    const card = page.getByTestId('answer').nth(before);
    await card.waitFor({ timeout: 90_000 });
    return { json, card };
  }

  for (const viewport of WIDTHS) {
    const at = `at ${viewport.width} px`;

    test(`${at}: the agent opened from the sidebar asks for a spec, shows the exposure before asking, names the spec that lowers it, remembers the choice`, async () => {
      const { page, done } = await newPage(e, viewport);
      await signIn(page, c.ownerUsername, 'owner-password', '/');
      const agentLink = page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Agent', exact: true });
      // (A small screen may fold the sidebar into a menu.)
      if (!(await agentLink.isVisible())) await page.getByRole('button', { name: /menu/i }).first().click();
      await agentLink.click();
      await page.waitForURL('**/agent');

      // Nothing is ticked: the agent asks, and the question cannot be sent yet.
      await page.getByTestId('scope-ask').waitFor();
      assert.match(await page.getByTestId('scope-ask').innerText(), /Which project or semantic dataset should the agent answer from\?/);
      for (const box of await page.getByRole('checkbox').all()) assert.equal(await box.isChecked(), false);
      await page.getByLabel('Your question').fill('How many orders are there?');
      assert.equal(await page.getByRole('button', { name: 'Ask', exact: true }).isDisabled(), true);
      assert.match(await page.locator('#ask-hint').innerText(), /Pick a project or a semantic dataset/);
      // Each project's exposure is shown before anything is asked.
      assert.match(await page.locator(`fieldset[data-project="${orders.projectId}"] legend`).innerText(), /full/);
      assert.match(await page.locator(`fieldset[data-project="${forecast.projectId}"] legend`).innerText(), /advisory/);

      // One spec: its exposure applies, nothing lowers it.
      await specBox(page, orders.name).check();
      const line = page.getByTestId('scope-exposure');
      assert.equal(await line.getAttribute('data-exposure'), 'full');
      assert.doesNotMatch(await line.innerText(), /Lowered/);
      assert.equal(await page.getByTestId('scope-ask').count(), 0);
      assert.match(await page.locator('#ask-hint').innerText(), /Asking 1 semantic dataset at full exposure/);

      // Specs of two exposures: the most restrictive applies, and the spec that lowers it is named.
      await specBox(page, forecast.name).check();
      assert.equal(await line.getAttribute('data-exposure'), 'advisory');
      const said = await line.innerText();
      assert.ok(said.includes(`Lowered from full by “${forecast.name} spec” (project ${forecast.name})`), said);
      assert.ok(!said.includes(`${orders.name} spec`), said);
      // The server agrees: the answer comes back at the exposure shown.
      const { json, card } = await ask(page, 'How many orders are there?');
      assert.equal(json.exposure, 'advisory');
      await card.getByText('Exposure: advisory', { exact: true }).waitFor();

      // Leaving the lowering spec out restores full; the choice is remembered for the next visit.
      await line.getByRole('button', { name: 'Leave it out' }).click();
      assert.equal(await specBox(page, forecast.name).isChecked(), false);
      assert.equal(await line.getAttribute('data-exposure'), 'full');
      await page.goto('/agent');
      await page.getByTestId('scope-exposure').waitFor();
      assert.equal(await specBox(page, orders.name).isChecked(), true);
      assert.equal(await specBox(page, forecast.name).isChecked(), false);
      assert.equal(await page.getByTestId('scope-ask').count(), 0);
      await done();
    });

    test(`${at}: a skip link reaches the question box; after each of five questions the newest answer is in view and focus stays in the box`, async () => {
      const { page, done } = await newPage(e, viewport);
      await signIn(page, c.ownerUsername, 'owner-password', `/agent?spec=${orders.specId}`);
      await page.getByTestId('scope-exposure').waitFor();
      // The first Tab reaches the skip link; Enter puts the focus in the question box.
      await page.locator('body').focus();
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate('document.activeElement?.textContent'), 'Skip to the question box');
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate('document.activeElement?.id'), 'question');

      for (const [n, prompt] of FIVE.entries()) {
        await ask(page, prompt, n % 2 === 0 ? 'click' : 'keys');
        // The newest question and the start of its answer (its text) are visible, above the question box.
        await page.waitForFunction(`(${NEWEST_IN_VIEW})().ok`, undefined, { timeout: 5_000 }).catch(() => undefined);
        const where = (await page.evaluate(`(${NEWEST_IN_VIEW})()`)) as { ok: boolean };
        assert.ok(where.ok, `question ${n + 1} (${prompt}): ${JSON.stringify(where)}`);
        assert.equal(await page.evaluate('document.activeElement?.id'), 'question', `focus after question ${n + 1}`);
      }
      assert.equal(await page.getByTestId('answer').count(), 5);
      await done();
    });

    test(`${at}: a record list's chart has one mark per row of its table; a grouped answer one bar per group`, async () => {
      const { page, done } = await newPage(e, viewport);
      await signIn(page, c.ownerUsername, 'owner-password', `/agent?spec=${orders.specId}`);
      await page.getByTestId('scope-exposure').waitFor();

      const r = await ask(page, RECORDS);
      assert.equal(r.json.chart.kind, 'bar');
      // The case of the issue: three records of one region, 50 each.
      assert.equal(r.json.rows.length, 3);
      const region = r.json.columns.findIndex((col: { key: string }) => col.key === r.json.chart.x);
      const measure = r.json.columns.findIndex((col: { key: string }) => col.key === r.json.chart.y);
      assert.deepEqual(
        r.json.rows.map((row: unknown[]) => [row[region], row[measure]]),
        [
          ['North', 50],
          ['North', 50],
          ['North', 50],
        ],
      );
      assert.equal(await r.card.getByTestId('answer-table').locator('tbody tr').count(), 3);
      const chart = r.card.getByTestId('answer-chart');
      await chart.locator('svg').first().waitFor();
      const bars = chart.locator('svg g[aria-label="bar"] rect');
      assert.equal(await bars.count(), 3, 'one bar per row');
      const shapes = await bars.evaluateAll((rs) =>
        rs.map((b) => ({ x: b.getAttribute('x'), h: b.getAttribute('height'), label: b.getAttribute('aria-label') })),
      );
      assert.equal(new Set(shapes.map((s) => s.x)).size, 3, `three bars side by side, not stacked: ${JSON.stringify(shapes)}`);
      assert.equal(new Set(shapes.map((s) => s.h)).size, 1, 'each as tall as its row (50)');
      for (const s of shapes) assert.match(s.label ?? '', /^North · \d+: 50$/);

      const g = await ask(page, 'total revenue by region');
      assert.equal(g.json.chart.kind, 'bar');
      const gchart = g.card.getByTestId('answer-chart');
      await gchart.locator('svg').first().waitFor();
      assert.equal(await gchart.locator('svg g[aria-label="bar"] rect').count(), g.json.rows.length);
      assert.equal(g.json.rows.length, 4);
      await done();
    });
  }
});
