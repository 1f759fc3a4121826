/**
 * `npm run screenshots`: starts the real server on a fresh in-memory database, seeds a customer
 * with users, roles, data, a trained spec and audit entries, and writes PNG screenshots of the
 * main screens to docs/screenshots/ (shown in the README).
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ensureGlobalAdmin } from '../../src/auth/global-admins.js';
import { createPgliteDb } from '../../src/db/db.js';
import { projectRoot } from '../../src/paths.js';
import { seedDemo } from '../../src/demo/seed.js';
import { Client } from '../support/app.js';
import { salesCsv, signIn, startE2E, trainedProject } from './support.js';

const OUT = join(projectRoot, 'docs', 'screenshots');

async function main() {
  mkdirSync(OUT, { recursive: true });
  const e = await startE2E({ db: createPgliteDb() });
  const { t } = e;
  try {
    await ensureGlobalAdmin(t.db, 'root', 'admin-password');
    const created = await t.admin.post('/admin/api/v1/customers', { name: 'Northwind Traders', owner_username: 'alice', owner_password: 'owner-password' });
    assert.equal(created.status, 201);
    await t.admin.post('/admin/api/v1/customers', { name: 'Contoso Retail', tier: 'enterprise', owner_username: 'chris', owner_password: 'owner-password' });
    const owner = await Client.signIn(t.app, '/auth/core/login', 'alice', 'owner-password');
    const roles = Object.fromEntries(((await owner.get('/api/v1/core/roles')).body as any[]).map((r) => [r.name, r.id]));
    const c = { id: created.body.id as string, owner };

    const role = async (name: string, permissions: object, is_active = true) => {
      const r = await owner.post('/api/v1/core/roles', { name, permissions, is_active });
      assert.equal(r.status, 201);
      return r.body as { id: string };
    };
    const analyst = await role('Analyst', { can_view_datasets: true, can_add_projects: true, can_view_tree: true, can_access_agent: true });
    const engineer = await role('Data engineer', { can_add_module: true, can_view_tree: true });
    await role('Contractor', { can_view_tree: true }, false);
    const viewerRole = await role('Viewer', { can_view_datasets: true });
    for (const [username, roleId] of [
      ['maria', analyst.id],
      ['tom', engineer.id],
      ['kim', roles.Service_AgentUser],
      ['sam', roles.Service_User],
      ['viewer', viewerRole.id],
    ]) {
      await owner.post('/api/v1/core/users', { username, role_id: roleId, password: 'user-password' });
    }

    const sales = await trainedProject(c, { name: 'Sales 2024', exposure: 'limited' });
    await trainedProject(c, { name: 'Orders', exposure: 'full' });
    // A second batch with a draft module, for the builder.
    const up = await owner.request({
      method: 'POST',
      url: `/api/v1/customers/${c.id}/import-batches?name=${encodeURIComponent('Store visits')}`,
      payload:
        'Store,City,Visits,Conversion Rate,Opened On\nS-01,Lisbon,1200,0.31,2019-04-02\nS-02,Porto,860,0.27,2020-09-15\nS-03,Braga,430,0.22,2021-01-20\n',
      headers: { 'content-type': 'text/csv' },
    });
    const draft = await owner.post('/api/v1/modules', { import_batch_id: up.body.id, name: 'Store visits' });
    // An imported module with CamelCase headers and a metric, for the builder's "What the data means".
    const ordersUp = await owner.request({
      method: 'POST',
      url: `/api/v1/customers/${c.id}/import-batches?name=${encodeURIComponent('Sales orders')}`,
      payload:
        'OrderID,OrderDate,Region,UnitPrice,Qty,TotalAmount\n1001,2024-01-03,North,19.99,2,39.98\n1002,2024-01-04,South,49.50,1,49.50\n' +
        '1003,2024-02-10,North,5.25,10,52.50\n1004,2024-02-11,West,120.00,3,360.00\n1005,2024-03-01,West,19.99,5,99.95\n',
      headers: { 'content-type': 'text/csv' },
    });
    const orders = await owner.post('/api/v1/modules', { import_batch_id: ordersUp.body.id, name: 'Sales orders' });
    for (const step of ['finalize', 'run-import']) assert.equal((await owner.post(`/api/v1/modules/${orders.body.id}/${step}`)).status, 200);
    await owner.put(`/api/v1/modules/${orders.body.id}/labels`, {
      entity: { singular: 'order', plural: 'orders' },
      columns: [{ name: 'totalamount', unit: 'USD' }],
      metrics: [
        { name: 'Average order value', synonyms: ['aov'], numerator: { agg: 'sum', column: 'totalamount' }, denominator: { agg: 'count' }, unit: 'USD' },
      ],
    });

    const svc = await owner.post('/api/v1/core/api-users', { username: 'svc-reporting' });
    await owner.post('/api/v1/core/api-users', { username: 'svc-billing' });
    const token = (await new Client(t.app).post('/api/v1/authorize', { username: 'svc-reporting', password: svc.body.password })).body.token;
    const api = new Client(t.app, undefined, { authorization: `Bearer ${token}` });
    await api.post('/api/v1/infer', { prompt: 'Which region has the highest revenue?', spec_ids: [sales.specId], session_id: 'weekly-report' });
    const temp = await role('Interns', { can_view_tree: true });
    await owner.delete(`/api/v1/core/roles/${temp.id}`);

    const context = await e.browser.newContext({ baseURL: e.baseURL, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    const shot = async (name: string, p: Page = page) => {
      await p.waitForLoadState('networkidle');
      await p.screenshot({ path: join(OUT, `${name}.png`) });
      console.log(`docs/screenshots/${name}.png`);
    };

    await page.goto('/');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await shot('01-sign-in');
    await signIn(page, 'alice', 'owner-password');
    await shot('02-home');

    await page.goto('/datasets');
    await page.locator('tr[data-batch]').first().waitFor();
    // The upload's progress bar, on a throttled uplink.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await page.getByRole('button', { name: 'Upload dataset' }).click();
    await page.getByLabel('File (CSV or JSON array)').setInputFiles({ name: 'sales-2025.csv', mimeType: 'text/csv', buffer: Buffer.from(salesCsv(4000)) });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 48 * 1024 });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('progressbar').waitFor();
    await page.waitForFunction(() => Number((globalThis as any).document.querySelector('progress')?.value ?? 0) >= 35);
    await page.screenshot({ path: join(OUT, '03-datasets.png') });
    console.log('docs/screenshots/03-datasets.png');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.locator('tr[data-batch="sales-2025"]').getByText('ready').waitFor({ timeout: 60_000 });

    await page.goto(`/modules/${draft.body.id}`);
    await page.getByRole('heading', { name: /Module builder/ }).waitFor();
    await page.getByLabel('Label of Conversion Rate').fill('Conversion rate');
    await page.getByLabel('Synonyms of Visits').fill('footfall, traffic');
    await shot('04-module-builder');

    await page.goto(`/modules/${orders.body.id}`);
    const meaning = page.getByRole('region', { name: 'What the data means' });
    await meaning.getByLabel('One record is called').waitFor();
    await page.waitForLoadState('networkidle');
    await meaning.screenshot({ path: join(OUT, '19-module-semantic-layer.png') });
    console.log('docs/screenshots/19-module-semantic-layer.png');

    await page.goto('/projects');
    await page.locator('tr[data-project]').first().waitFor();
    await page.getByRole('button', { name: 'New project' }).click();
    await page.getByLabel('Project name').fill('Regional performance');
    await shot('05-projects');

    await page.goto(`/projects/${sales.projectId}`);
    await page.locator('article.spec-card').first().waitFor();
    await shot('06-project-tree');

    await page.goto(`/agent?spec=${sales.specId}`);
    await page.getByLabel('Your question').fill('Which region has the highest revenue?');
    await page.getByRole('button', { name: 'Ask' }).click();
    await page.getByTestId('answer').waitFor({ timeout: 90_000 });
    await page.getByLabel('Your question').fill('How are units trending by month?');
    await page.getByRole('button', { name: 'Ask' }).click();
    await page.getByTestId('answer').nth(1).waitFor({ timeout: 90_000 });
    await shot('07-agent');

    await page.goto('/users');
    await page.getByRole('button', { name: 'New user' }).click();
    await page.getByRole('dialog').getByLabel('Username').fill('joana');
    await page.getByRole('dialog').getByRole('button', { name: 'Create user' }).click();
    await page.getByTestId('secret').waitFor();
    await shot('08-users');

    await page.goto('/api-users');
    await page.locator('tr[data-user]').first().waitFor();
    await shot('09-api-users');

    await page.goto('/roles');
    await page.locator('tr[data-role]').first().waitFor();
    await shot('10-roles');

    await page.goto(`/roles/${analyst.id}`);
    await page.getByRole('heading', { name: /Edit role/ }).waitFor();
    await page.getByRole('checkbox', { name: 'Add Datasets', exact: true }).waitFor();
    await shot('11-role-editor');

    await page.goto('/roles');
    await page.getByRole('button', { name: 'Delete Analyst' }).click();
    await page.getByRole('dialog').waitFor();
    await shot('12-role-reassign');
    await page.keyboard.press('Escape');

    await page.goto('/audit');
    await page
      .locator('tr[data-action="api.infer"]')
      .getByRole('button', { name: /Details/ })
      .click();
    await page.getByTestId('audit-details').waitFor();
    await shot('13-audit');

    const other = await context.browser()!.newContext({ baseURL: e.baseURL, viewport: { width: 1280, height: 800 } });
    const viewer = await other.newPage();
    await signIn(viewer, 'viewer', 'user-password', '/agent');
    await viewer.getByRole('heading', { name: 'Access denied' }).waitFor();
    await shot('14-agent-access-denied', viewer);
    await other.close();

    const admin = await context.browser()!.newContext({ baseURL: e.baseURL, viewport: { width: 1280, height: 800 } });
    const ap = await admin.newPage();
    await ap.goto('/admin');
    await ap.getByLabel('Username').fill('root');
    await ap.getByLabel('Password').fill('admin-password');
    await ap.getByRole('button', { name: 'Sign in' }).click();
    await ap.locator('tr[data-customer]').first().waitFor();
    await ap.getByRole('button', { name: 'Provision customer' }).click();
    await shot('15-admin-customers', ap);
    await admin.close();

    // The agent's work at full exposure (issue 12), over the demo data: suggestions, chart and
    // table, and the "how this was answered" panel with its SQL.
    const demo = await seedDemo({ db: t.db, data: t.data }, { customerName: 'Demo Company', ownerUsername: 'demo', apiUsername: 'demo-api' });
    const agentContext = await context.browser()!.newContext({ baseURL: e.baseURL, viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
    agentContext.setDefaultTimeout(60_000);
    const dp = await agentContext.newPage();
    await signIn(dp, demo.owner.username, demo.owner.password, `/agent?spec=${demo.specId}`);
    await dp.getByTestId('suggestions').waitFor();
    await shot('16-agent-suggestions', dp);
    await dp.getByLabel('Your question').fill('monthly average high temperature in 2014');
    await dp.getByRole('button', { name: 'Ask', exact: true }).click();
    const card = dp.getByTestId('answer').first();
    await card.getByTestId('answer-chart').locator('svg').waitFor({ timeout: 90_000 });
    await dp.waitForLoadState('networkidle');
    await card.screenshot({ path: join(OUT, '17-agent-chart-table.png') });
    console.log('docs/screenshots/17-agent-chart-table.png');
    await card.getByText('How this was answered').click();
    await card.getByRole('button', { name: 'Wrong' }).click();
    await card.getByLabel('What was wrong? (optional)').fill('I meant the daily highs, not their monthly average');
    await card.getByTestId('answer-sql').scrollIntoViewIfNeeded();
    await card.screenshot({ path: join(OUT, '18-agent-how-answered.png') });
    console.log('docs/screenshots/18-agent-how-answered.png');
    await agentContext.close();

    // The agent on a phone (issue 23): an answer with its follow-up questions at 390 px wide.
    const phone = await context.browser()!.newContext({ baseURL: e.baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    phone.setDefaultTimeout(60_000);
    const pp = await phone.newPage();
    await signIn(pp, demo.owner.username, demo.owner.password, `/agent?spec=${demo.specId}`);
    await pp.getByLabel('Your question').fill('What is the average miles per gallon by origin?');
    await pp.getByRole('button', { name: 'Ask', exact: true }).click();
    await pp.getByTestId('answer').first().getByTestId('follow-ups').waitFor({ timeout: 90_000 });
    await pp.waitForLoadState('networkidle');
    await shot('20-agent-phone', pp);
    await phone.close();
    await context.close();
  } finally {
    await e.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
