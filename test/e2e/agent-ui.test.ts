import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { DemoSeed } from '../../src/demo/seed.js';
import { seedUniqueDemo } from '../support/demo.js';
import type { Exposure } from '../../src/contracts/exposure.js';
import { csvNumber } from '../../web/src/portal/agent/numbers.js';
import { Client } from '../support/app.js';
import { newPage, signIn, startE2E, type E2E } from './support.js';

/**
 * Issue 12 in a real browser over the demo data: the chart and the table beside an answer, the CSV
 * download, the "how this was answered" panel, nothing of the rows below full exposure, suggested
 * questions and feedback (into the owner's audit details and the rated-questions export).
 * The time from the response to the drawn chart is printed, never asserted.
 */
const TREND = 'average minimum temperature by year';
const GROUPED = 'average horsepower by origin';
const SINGLE = 'How many cars are there?';

type Json = Record<string, any>;

describe('the agent UI shows its work', () => {
  let e: E2E;
  let demo: DemoSeed;
  let owner: Client;

  before(async () => {
    e = await startE2E();
    demo = await seedUniqueDemo(e.t);
    owner = await Client.signIn(e.t.app, '/auth/core/login', demo.owner.username, demo.owner.password);
  });
  after(async () => e?.close());

  const setExposure = async (exposure: Exposure) => {
    const r = await owner.patch(`/api/v1/projects/${demo.projectId}`, { exposure });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  };

  /** Asks in the page and returns the response's JSON and the answer's card. */
  async function ask(page: Page, prompt: string) {
    const before = await page.getByTestId('answer').count();
    await page.getByLabel('Your question').fill(prompt);
    const response = page.waitForResponse((r) => r.url().endsWith('/api/v1/inference') && r.request().method() === 'POST', { timeout: 90_000 });
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const json = (await (await response).json()) as Json;
    const card = page.getByTestId('answer').nth(before);
    await card.waitFor({ timeout: 90_000 });
    return { json, card };
  }

  async function openAgent() {
    const p = await newPage(e);
    await signIn(p.page, demo.owner.username, demo.owner.password, `/agent?spec=${demo.specId}`);
    await p.page.getByLabel('Your question').waitFor();
    return p;
  }

  const tableCells = (card: ReturnType<Page['getByTestId']>) =>
    card
      .getByTestId('answer-table')
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.dataset.value ?? '')));
  const asCells = (rows: unknown[][]) => rows.map((r) => r.map((v) => (v === null ? '' : String(v))));

  test('a trend draws a line with one point per period; the table holds the rows the SQL returned; the CSV the same rows', async () => {
    const { page, done } = await openAgent();
    const { json, card } = await ask(page, TREND);
    assert.equal(json.chart.kind, 'line');
    const chart = card.getByTestId('answer-chart');
    await chart.locator('svg').waitFor();
    assert.equal(await chart.getAttribute('data-kind'), 'line');
    const points = await chart.locator('svg g[aria-label="dot"] circle').count();
    assert.equal(points, json.rows.length);
    assert.equal(points, 4, 'one point per year');
    assert.equal(await chart.locator('svg g[aria-label="line"] path').count(), 1, 'one line through the points');
    const svgLabel = await chart.locator('svg').first().getAttribute('aria-label');
    assert.match(svgLabel ?? '', /^Line chart: Average Minimum temperature by Date/);
    assert.ok((await chart.locator('svg').first().textContent())?.includes('(°C)'), 'the y axis says the unit');

    // The table rows are the response's rows, and those are what the SQL returns when run again.
    assert.deepEqual(await tableCells(card), asCells(json.rows));
    const { rows } = await e.t.data.query<Record<string, unknown>>(json.sql.text, json.sql.params);
    assert.deepEqual(
      rows.map((r) => json.columns.map((c: { key: string }) => Number(r[c.key]) || String(r[c.key]))),
      json.rows.map((r: unknown[]) => r.map((v) => Number(v) || String(v))),
    );

    // Response to chart drawn, measured in the browser (performance marks), printed.
    const ms = await page.evaluate((id) => performance.getEntriesByName(`chart-after-response:${id}`)[0]?.duration ?? null, json.correlation_id);
    console.log(`# chart drawn ${ms === null ? '(not measured)' : `${ms.toFixed(1)} ms`} after the response (${points} points, first answer of the page)`);

    // The CSV download holds the same rows, under the headings with their units.
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: /Download these \d+ rows as CSV/ }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const lines = csv.trim().split('\r\n');
    assert.equal(lines[0], json.columns.map((c: { label: string; unit?: string }) => (c.unit ? `${c.label} (${c.unit})` : c.label)).join(','));
    // Its numbers exact, without floating-point noise (issue 23, item 6).
    assert.deepEqual(
      lines.slice(1).map((l) => l.split(',')),
      json.rows.map((r: unknown[]) => r.map((v) => (v === null ? '' : typeof v === 'number' ? csvNumber(v) : String(v)))),
    );
    for (const l of lines.slice(1)) assert.doesNotMatch(l, /\.\d*0000\d|\.\d*9999\d/, `no floating-point noise: ${l}`);

    // How this was answered: folded, the understood words and the SQL.
    const how = card.getByTestId('how-answered');
    assert.equal(await how.evaluate((d) => d.hasAttribute('open')), false);
    await how.getByText('How this was answered').click();
    assert.equal((await how.getByTestId('answer-sql').innerText()).trim(), json.sql.text);
    for (const w of json.understood) await how.getByText(w, { exact: true }).waitFor();
    await done();
  });

  test('a grouped question draws one bar per group; a single value draws no chart', async () => {
    const { page, done } = await openAgent();
    const g = await ask(page, GROUPED);
    assert.equal(g.json.chart.kind, 'bar');
    const chart = g.card.getByTestId('answer-chart');
    await chart.locator('svg').waitFor();
    assert.equal(await chart.locator('svg g[aria-label="bar"] rect').count(), g.json.rows.length);
    assert.equal(g.json.rows.length, 3);
    const ms = await page.evaluate((id) => performance.getEntriesByName(`chart-after-response:${id}`)[0]?.duration ?? null, g.json.correlation_id);
    console.log(`# bar chart drawn ${ms === null ? '(not measured)' : `${ms.toFixed(1)} ms`} after the response (${g.json.rows.length} bars)`);
    assert.deepEqual(await tableCells(g.card), asCells(g.json.rows));

    const s = await ask(page, SINGLE);
    assert.equal(s.json.chart.kind, 'none');
    await s.card.getByTestId('answer-table').waitFor();
    assert.equal(await s.card.getByTestId('answer-chart').count(), 0);
    assert.deepEqual(await tableCells(s.card), asCells(s.json.rows));
    await done();
  });

  for (const exposure of ['limited', 'advisory'] as const) {
    test(`at ${exposure}: no rows, no chart, no SQL in the response or the page; the words only`, async () => {
      await setExposure(exposure);
      try {
        const { page, done } = await openAgent();
        for (const prompt of [TREND, GROUPED]) {
          const { json, card } = await ask(page, prompt);
          assert.equal(json.exposure, exposure);
          for (const k of ['columns', 'rows', 'chart', 'sql']) assert.ok(!(k in json), `${k} absent`);
          await card.getByTestId('how-answered').getByText('How this was answered').click();
          assert.ok(json.understood.length > 0);
          await card.getByText(json.understood[0], { exact: true }).waitFor();
        }
        for (const id of ['answer-chart', 'answer-table', 'answer-sql']) assert.equal(await page.getByTestId(id).count(), 0, `${id} absent`);
        assert.equal(await page.getByRole('button', { name: /CSV/ }).count(), 0);
        assert.equal(await page.locator('svg[aria-label*="chart"]').count(), 0);
        await done();
      } finally {
        await setExposure('full');
      }
    });
  }

  test('an empty session offers suggested questions; a click asks one and it answers', async () => {
    const { page, done } = await openAgent();
    const list = page.getByTestId('suggestions');
    await list.waitFor({ timeout: 60_000 });
    const offered = await list.getByRole('button').allInnerTexts();
    assert.ok(offered.length >= 2, offered.join(' | '));
    const response = page.waitForResponse((r) => r.url().endsWith('/api/v1/inference') && r.request().method() === 'POST', { timeout: 90_000 });
    await list.getByRole('button').first().click();
    const json = (await (await response).json()) as Json;
    const card = page.getByTestId('answer').first();
    await card.waitFor();
    assert.equal((await page.locator('.question').first().innerText()).replace(/^Question:\s*/, ''), offered[0]);
    assert.ok(json.rows.length > 0, json.result);
    await card.getByTestId('answer-table').waitFor();
    await done();
  });

  test('feedback shows in the owner’s audit details and in the rated-questions export', async () => {
    const { page, done } = await openAgent();
    const { json, card } = await ask(page, SINGLE);
    await card.getByRole('button', { name: 'Wrong' }).click();
    await card.getByText('Thanks, your feedback is saved.').waitFor();
    const note = 'expected only the US cars';
    await card.getByLabel('What was wrong? (optional)').fill(note);
    await card.getByRole('button', { name: 'Send note' }).click();
    await card.getByText('Thanks, your feedback is saved.').waitFor();
    assert.equal(await card.getByRole('button', { name: 'Wrong' }).getAttribute('aria-pressed'), 'true');
    // The rating stays with the answer in this tab's history.
    await page.reload();
    await page.getByTestId('answer').first().getByRole('button', { name: 'Wrong', pressed: true }).waitFor();
    assert.equal(await page.getByTestId('answer').first().getByLabel('What was wrong? (optional)').inputValue(), note);

    await page.goto('/audit');
    await page.getByRole('heading', { name: 'Audit', exact: true }).waitFor();
    await page
      .locator('tr[data-action="portal.inference"]')
      .first()
      .getByRole('button', { name: /Details of portal.inference/ })
      .click();
    const details = page.getByTestId('audit-details');
    await details.getByText(json.correlation_id).waitFor();
    assert.match(await details.locator('dd[data-field="Feedback"]').innerText(), /^Wrong \(thumbs down\) by /);
    assert.equal(await details.locator('dd[data-field="What was wrong"]').innerText(), note);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download rated questions (TSV)' }).click();
    const tsv = await readFile((await (await download).path())!, 'utf8');
    const row = tsv
      .split('\n')
      .map((l) => l.split('\t'))
      .find((c) => c[0] === `fb-${json.correlation_id}`);
    assert.ok(row, tsv);
    assert.deepEqual([row[1], row[2], row[3], row[4], row[5], row[6]], [SINGLE, `specgate:${demo.specId}`, '406', 'down', note, 'full']);
    await done();
  });
});
