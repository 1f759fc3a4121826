/**
 * "What the data means" in the module builder (issue 20): the semantic layer the spec build
 * proposes for an imported module — entity nouns and key, each column's kind, a measure's default
 * aggregation and unit, named metrics — shown and edited in a real browser, saved in one
 * PUT …/labels, read back after a reload; a choice the data contradicts is shown at its field.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ConsoleMessage, Locator, Page } from 'playwright-core';
import { uniq } from '../support/app.js';
import { newCustomer, userWith, type TestCustomer } from '../support/customers.js';
import { newPage, signIn, startE2E, type E2E } from './support.js';

const ORDERS = [
  'OrderID,OrderDate,Region,UnitPrice,Qty,TotalAmount',
  '1001,2024-01-03,North,19.99,2,39.98',
  '1002,2024-01-04,South,49.50,1,49.50',
  '1003,2024-02-10,North,5.25,10,52.50',
  '1004,2024-02-11,West,120.00,3,360.00',
  '1005,2024-03-01,West,19.99,5,99.95',
  '1006,2024-03-02,South,75.00,2,150.00',
].join('\n');

/** Through the API as the owner, as the other browser suites set up their data: a batch, a module "Sales orders", imported. */
async function importedOrders(c: TestCustomer): Promise<string> {
  const up = await c.owner.request({
    method: 'POST',
    url: `/api/v1/customers/${c.id}/import-batches?name=${encodeURIComponent(uniq('orders'))}`,
    payload: `${ORDERS}\n`,
    headers: { 'content-type': 'text/csv' },
  });
  assert.equal(up.status, 201, JSON.stringify(up.body));
  const m = await c.owner.post('/api/v1/modules', { import_batch_id: up.body.id, name: 'Sales orders' });
  assert.equal(m.status, 201, JSON.stringify(m.body));
  for (const step of ['finalize', 'run-import']) {
    const r = await c.owner.post(`/api/v1/modules/${m.body.id}/${step}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
  return m.body.id as string;
}

/** A column's row in the section's table. */
const rowOf = (section: Locator, name: string) => section.locator(`tr[data-column="${name}"]`);

/** Console errors of the page, each with the resource it names (a failed request logs one). */
function consoleErrors(page: Page): { text: string; url: string }[] {
  const errors: { text: string; url: string }[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') errors.push({ text: m.text(), url: m.location().url });
  });
  return errors;
}

const selectedText = (select: Locator) => select.evaluate((el) => (el as unknown as { selectedOptions: { text: string }[] }).selectedOptions[0]?.text ?? '');
const markers = async (row: Locator) => (await row.locator('.badge').allInnerTexts()).map((s) => s.trim());
/** The message a control's aria-describedby points at. */
async function messageOf(control: Locator): Promise<string> {
  assert.equal(await control.getAttribute('aria-invalid'), 'true');
  const id = await control.getAttribute('aria-describedby');
  assert.ok(id, 'the refused control names its message');
  return control.page().locator(`[id="${id}"]`).innerText();
}

/** The section's elements that stick out of the view on either side (a table's box scrolls, what it holds may). */
function outsideTheView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const d = (globalThis as any).document;
    const width = d.documentElement.clientWidth;
    return [...d.querySelectorAll('.meaning *')]
      .filter((el: any) => !el.parentElement.closest('.table-scroll'))
      .filter((el: any) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.left < -0.5 || r.right > width + 0.5);
      })
      .map((el: any) => `${el.tagName.toLowerCase()}.${el.className} ${el.textContent.slice(0, 30)}`);
  });
}

/** The proposal: nouns from the module's name, the key, humanised labels, measures with their aggregation and unit. */
async function assertProposal(section: Locator) {
  assert.equal(await section.getByLabel('One record is called').inputValue(), 'sales order');
  assert.equal(await section.getByLabel('Several records are called').inputValue(), 'sales orders');
  assert.equal(await selectedText(section.getByLabel('Key column')), 'as proposed: Order ID');
  assert.equal(
    await section
      .getByRole('group', { name: /Records/ })
      .locator('.badge')
      .innerText(),
    'proposed',
  );
  assert.equal(await rowOf(section, 'unitprice').getByRole('rowheader').innerText(), 'Unit price\nUnitPrice');
  assert.equal(await selectedText(section.getByLabel('Default aggregation of Unit price')), 'as proposed: average (avg)');
  assert.equal(await selectedText(section.getByLabel('Default aggregation of Quantity')), 'as proposed: total (sum)');
  assert.equal(await section.getByLabel('Unit of Quantity').inputValue(), 'units');
  assert.equal(await selectedText(section.getByLabel('Kind of Region')), 'as proposed: dimension');
  assert.deepEqual(await markers(rowOf(section, 'qty')), ['proposed', 'proposed']);
  assert.equal(await rowOf(section, 'orderid').getByText('not a measure').count(), 1);
  assert.equal(await section.getByRole('button', { name: 'Save what the data means' }).isDisabled(), true);
}

/** Every kind of edit: nouns, a measure's aggregation and unit, a column's kind, a metric. */
async function editEverything(section: Locator) {
  await section.getByLabel('One record is called').fill('order');
  await section.getByLabel('Several records are called').fill('orders');
  await section.getByLabel('Default aggregation of Quantity').selectOption('avg');
  await section.getByLabel('Unit of Quantity').fill('pieces');
  await section.getByLabel('Kind of Region').selectOption('text');
  await section.getByRole('button', { name: 'Add metric' }).click();
  const metric = section.getByRole('group', { name: 'Metric 1' });
  await metric.getByLabel('Name').fill('Average order value');
  await metric.getByLabel('Synonyms (comma separated)').fill('aov, basket size');
  const numerator = metric.getByRole('group', { name: 'Numerator' });
  await numerator.getByLabel('Aggregate').selectOption('sum');
  // Only numbers are offered for a total.
  assert.deepEqual(await numerator.getByLabel('Column').locator('option').allInnerTexts(), [
    'choose a column',
    'Order ID',
    'Unit price',
    'Quantity',
    'Total amount',
  ]);
  await numerator.getByLabel('Column').selectOption('totalamount');
  await metric.getByLabel('Divided by a denominator').check();
  assert.equal(await metric.getByRole('group', { name: 'Denominator' }).getByLabel('Aggregate').inputValue(), 'count');
  assert.equal(await metric.getByRole('group', { name: 'Denominator' }).getByLabel('Column').count(), 0);
}

/** The edits, as the section shows them when it loads. */
async function assertEdited(section: Locator) {
  const metric = section.getByRole('group', { name: 'Metric 1' });
  const numerator = metric.getByRole('group', { name: 'Numerator' });
  assert.equal(await section.getByLabel('One record is called').inputValue(), 'order');
  assert.equal(await section.getByLabel('Several records are called').inputValue(), 'orders');
  assert.equal(await section.getByLabel('Default aggregation of Quantity').inputValue(), 'avg');
  assert.equal(await section.getByLabel('Unit of Quantity').inputValue(), 'pieces');
  assert.equal(await section.getByLabel('Kind of Region').inputValue(), 'text');
  assert.equal(await selectedText(section.getByLabel('Default aggregation of Unit price')), 'as proposed: average (avg)');
  assert.equal(await metric.getByLabel('Name').inputValue(), 'Average order value');
  assert.equal(await metric.getByLabel('Synonyms (comma separated)').inputValue(), 'aov, basket size');
  assert.equal(await numerator.getByLabel('Aggregate').inputValue(), 'sum');
  assert.equal(await numerator.getByLabel('Column').inputValue(), 'totalamount');
  assert.equal(await metric.getByLabel('Divided by a denominator').isChecked(), true);
  assert.equal(await metric.getByLabel('Show as a percentage').isChecked(), false);
}

/** The edits, as the API says them; returns the layer. */
async function assertApiLayer(c: TestCustomer, id: string) {
  const layer = (await c.owner.get(`/api/v1/modules/${id}/semantic`)).body;
  assert.deepEqual(layer.entity, { singular: 'order', plural: 'orders', key: 'orderid', source: 'set' });
  const col = (name: string) => layer.columns.find((x: { name: string }) => x.name === name);
  // Additivity is what the quantity is (pieces add up), whatever default the builder chose.
  assert.deepEqual(col('qty').measure, { aggregation: 'avg', additive: true, unit: 'pieces', quantity: 'count', source: 'set' });
  assert.equal(col('region').role, 'text');
  assert.equal(col('region').role_source, 'set');
  assert.equal(col('unitprice').measure.source, 'proposed');
  assert.deepEqual(layer.metrics, [
    { name: 'Average order value', synonyms: ['aov', 'basket size'], numerator: { agg: 'sum', column: 'totalamount' }, denominator: { agg: 'count' } },
  ]);
  return layer;
}

/** A key whose values repeat: refused at its field and in the summary, in plain words; nothing changes. */
async function refuseRepeatingKey(section: Locator, readLayer: () => Promise<unknown>, layer: unknown) {
  const key = section.getByLabel('Key column');
  await key.selectOption('region');
  await section.getByRole('button', { name: 'Save what the data means' }).click();
  const alert = section.getByRole('alert');
  await alert.waitFor();
  assert.match(await messageOf(key), /^"Region" repeats values \(3 different values over 6 records\): a key is unique$/);
  const summary = await alert.innerText();
  assert.match(summary, /^Not saved: one choice needs a change\.\nKey column: "Region" repeats values/);
  assert.doesNotMatch(summary, /Something went wrong/);
  assert.deepEqual(await readLayer(), layer);
  // The summary's button takes the keyboard to the field; choosing again clears the refusal.
  await alert.getByRole('button', { name: 'Key column' }).click();
  assert.equal(await key.evaluate((el) => el === (el.ownerDocument as unknown as { activeElement: unknown }).activeElement), true);
  await key.selectOption('');
  assert.equal(await alert.count(), 0);
  assert.equal(await key.getAttribute('aria-invalid'), null);
}

// One server, browser and customer for the file; each test imports its own module.
let e: E2E;
let c: TestCustomer;
before(async () => {
  e = await startE2E();
  c = await newCustomer(e.t);
});
after(async () => e?.close());

describe('the semantic layer in the module builder', () => {
  test('shows the proposal, saves every kind of edit in one request, keeps them over a reload, and shows a refused key at its field', async () => {
    const id = await importedOrders(c);
    const { page, done } = await newPage(e);
    const puts: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith(`/api/v1/modules/${id}/labels`)) puts.push(r.postDataJSON());
    });
    await signIn(page, c.ownerUsername, 'owner-password', `/modules/${id}`);
    // From here on (the sign-in screen's probe of the session is a 401 by design).
    const errors = consoleErrors(page);
    const section = page.getByRole('region', { name: 'What the data means' });
    await section.getByLabel('One record is called').waitFor();
    await assertProposal(section);
    await editEverything(section);
    await section.getByRole('button', { name: 'Save what the data means' }).click();
    await section.getByRole('status').getByText('Saved').waitFor();
    assert.equal(await section.getByRole('alert').count(), 0);

    // One request, with only what changed.
    assert.deepEqual(puts, [
      {
        entity: { singular: 'order', plural: 'orders' },
        metrics: [
          { name: 'Average order value', synonyms: ['aov', 'basket size'], numerator: { agg: 'sum', column: 'totalamount' }, denominator: { agg: 'count' } },
        ],
        columns: [
          { name: 'qty', aggregation: 'avg', unit: 'pieces' },
          { name: 'region', role: 'text' },
        ],
      },
    ]);
    // Read again after the save: the choices are marked set (a column given an aggregation is a measure by choice).
    assert.deepEqual(await markers(rowOf(section, 'qty')), ['set', 'set']);
    assert.equal(await selectedText(section.getByLabel('Kind of Quantity')), 'measure (its aggregation is set)');
    assert.deepEqual(await markers(rowOf(section, 'totalamount')), ['proposed', 'proposed']);
    assert.deepEqual(await markers(rowOf(section, 'region')), ['set']);
    assert.equal(
      await section
        .getByRole('group', { name: /Records/ })
        .locator('.badge')
        .innerText(),
      'set',
    );

    // After a reload of the page, every edit is there.
    await page.reload();
    await section.getByLabel('One record is called').waitFor();
    await assertEdited(section);
    const layer = await assertApiLayer(c, id);

    await refuseRepeatingKey(section, () => c.owner.get(`/api/v1/modules/${id}/semantic`).then((r) => r.body), layer);

    // The only console error is the browser's report of the refused request.
    assert.deepEqual(
      errors.map((x) => [x.text, x.url]),
      [['Failed to load resource: the server responded with a status of 400 (Bad Request)', `${e.baseURL}/api/v1/modules/${id}/labels`]],
    );
    await done();
  });
});

describe('the semantic layer section for every builder', () => {
  test('fits a 390 px phone: the page does not scroll sideways, the table scrolls in its box; metrics are added and removed by keyboard', async () => {
    const id = await importedOrders(c);
    const { page, done } = await newPage(e);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, c.ownerUsername, 'owner-password', `/modules/${id}`);
    const errors = consoleErrors(page);
    const section = page.getByRole('region', { name: 'What the data means' });
    await section.getByLabel('One record is called').waitFor();
    const sizes = await page.evaluate(() => {
      const d = (globalThis as any).document;
      const box = d.querySelector('.meaning .table-scroll');
      return { page: d.documentElement.scrollWidth, view: d.documentElement.clientWidth, box: box.clientWidth, table: box.scrollWidth };
    });
    assert.ok(sizes.page <= sizes.view, `the page is ${sizes.page} px wide in a ${sizes.view} px view`);
    assert.ok(sizes.table > sizes.box, `the table (${sizes.table} px) scrolls inside its box (${sizes.box} px)`);
    assert.deepEqual(await outsideTheView(page), []);

    await section.getByRole('button', { name: 'Add metric' }).focus();
    await page.keyboard.press('Enter');
    const metric = section.getByRole('group', { name: 'Metric 1' });
    await metric.getByLabel('Name').focus();
    await page.keyboard.type('Share of big orders');
    assert.deepEqual(await outsideTheView(page), []);
    await metric.getByRole('button', { name: 'Remove metric 1 (Share of big orders)' }).focus();
    await page.keyboard.press('Enter');
    assert.equal(await metric.count(), 0);
    assert.equal(await section.getByRole('button', { name: 'Save what the data means' }).isDisabled(), true);
    assert.deepEqual(errors, []);
    await done();
  });

  test('a non-owner may only mark a column identifier or sensitive', async () => {
    const id = await importedOrders(c);
    const u = await userWith(c, { can_add_module: true, can_view_datasets: true });
    const { page, done } = await newPage(e);
    await signIn(page, u.username, 'user-password', `/modules/${id}`);
    const errors = consoleErrors(page);
    const section = page.getByRole('region', { name: 'What the data means' });
    const kind = section.getByLabel('Kind of Region');
    await kind.waitFor();
    assert.deepEqual(await kind.locator('option').allInnerTexts(), [
      'as proposed: dimension',
      'identifier (hidden below full)',
      'sensitive, personal data (hidden below full)',
    ]);
    await kind.selectOption('sensitive');
    await section.getByRole('button', { name: 'Save what the data means' }).click();
    await section.getByRole('status').getByText('Saved').waitFor();
    const region = (await c.owner.get(`/api/v1/modules/${id}/semantic`)).body.columns.find((x: { name: string }) => x.name === 'region');
    assert.deepEqual([region.role, region.role_source], ['sensitive', 'set']);
    assert.deepEqual(errors, []);
    await done();
  });
});
