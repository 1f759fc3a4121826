import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Client, uniq } from '../support/app.js';
import { newCustomer, newRole, newUser, userWith, type TestCustomer } from '../support/customers.js';
import { newPage, signIn, startE2E, trainedProject, type E2E } from './support.js';

/** Users, API users and the audit trail, by clicking. */
describe('users, API users and audit in a real browser', () => {
  let e: E2E;
  let c: TestCustomer;
  before(async () => {
    e = await startE2E();
    c = await newCustomer(e.t);
  });
  after(async () => e?.close());

  const canSignIn = async (username: string, password: string) => (await new Client(e.t.app).post('/auth/core/login', { username, password })).status === 200;

  test('users: OWNER badge without actions; create with a generated password shown once and copied; change role; regenerate; delete', async () => {
    const { context, page, done } = await newPage(e);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, c.ownerUsername, 'owner-password', '/users');
    const ownerRow = page.locator(`tr[data-user="${c.ownerUsername}"]`);
    await ownerRow.getByText('OWNER').waitFor();
    assert.equal(await ownerRow.getByRole('button').count(), 0);

    // Create: the generated password is shown once, with a copy button.
    const name = uniq('maria');
    await page.getByRole('button', { name: 'New user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill(name);
    await dialog.getByLabel('Role').selectOption({ label: 'Service_User' });
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await page.getByRole('status').getByText(`User ${name} created.`).waitFor();
    const password = (await page.getByTestId('secret').innerText()).trim();
    assert.ok(password.length >= 12);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    assert.equal(await page.evaluate(() => (globalThis as any).navigator.clipboard.readText()), password);
    assert.equal(await canSignIn(name, password), true);
    const row = page.locator(`tr[data-user="${name}"]`);
    await row.getByText('Service_User').waitFor();
    await page.reload();
    await row.waitFor();
    assert.equal(await page.getByTestId('secret').count(), 0, 'the password is shown only once');

    // Change role.
    await row.getByRole('button', { name: `Change role of ${name}` }).click();
    await dialog.getByLabel('Role').selectOption({ label: 'Service_AgentUser' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await row.getByText('Service_AgentUser').waitFor();
    const listed = ((await c.owner.get('/api/v1/core/users')).body as any[]).find((u) => u.username === name);
    assert.equal(listed.role.name, 'Service_AgentUser');

    // Regenerate: a new password, the old one stops working.
    await row.getByRole('button', { name: `Regenerate password of ${name}` }).click();
    await dialog.getByRole('button', { name: 'Regenerate password' }).click();
    await page.getByRole('status').getByText(`New password for ${name}.`).waitFor();
    const fresh = (await page.getByTestId('secret').innerText()).trim();
    assert.notEqual(fresh, password);
    assert.equal(await canSignIn(name, password), false);
    assert.equal(await canSignIn(name, fresh), true);

    // Delete, with confirmation.
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await dialog.getByRole('button', { name: 'Delete user' }).click();
    await page.getByRole('status').getByText(`User ${name} deleted.`).waitFor();
    await row.waitFor({ state: 'detached' });
    assert.equal(await canSignIn(name, fresh), false);
    await done();
  });

  test('a user with Add Users manages users but never the owner (UI and backend)', async () => {
    const admin = await userWith(c, { can_add_users: true });
    const { page, done } = await newPage(e);
    await signIn(page, admin.username, 'user-password', '/users');
    const ownerRow = page.locator(`tr[data-user="${c.ownerUsername}"]`);
    await ownerRow.getByText('OWNER').waitFor();
    assert.equal(await ownerRow.getByRole('button').count(), 0);
    // Its own row offers no role change (only the owner changes the role they hold); another's does.
    const peer = await newUser(c, c.roles.Service_AgentUser!);
    await page.reload();
    await page
      .locator(`tr[data-user="${peer.username}"]`)
      .getByRole('button', { name: /Change role/ })
      .waitFor();
    const own = page.locator(`tr[data-user="${admin.username}"]`);
    await own.getByRole('button', { name: /Regenerate password/ }).waitFor();
    assert.equal(await own.getByRole('button', { name: /Change role/ }).count(), 0);
    for (const call of [
      page.request.patch(`/api/v1/core/users/${c.ownerId}`, { data: { username: uniq('x') } }),
      page.request.delete(`/api/v1/core/users/${c.ownerId}`),
      page.request.post(`/api/v1/core/users/${c.ownerId}/regenerate-password`, { data: {} }),
    ]) {
      assert.equal((await call).status(), 403);
    }
    // API users stay owner-only even for them.
    assert.equal((await page.request.post('/api/v1/core/api-users', { data: { username: uniq('svc') } })).status(), 403);
    await done();
  });

  test('API users: the server-only warning; create, regenerate and delete', async () => {
    const { page, done } = await newPage(e);
    await signIn(page, c.ownerUsername, 'owner-password', '/api-users');
    const warning = page.getByRole('note');
    await warning.getByText('Keep these credentials on servers.').waitFor();
    assert.match(await warning.innerText(), /never embed it in browser-facing code/);
    await page.getByText('No API users yet').waitFor();

    const name = uniq('svc-reporting');
    await page.getByRole('button', { name: 'New API user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill(name);
    await dialog.getByRole('button', { name: 'Create API user' }).click();
    const password = (await page.getByTestId('secret').innerText()).trim();
    const authorize = (pw: string) => new Client(e.t.app).post('/api/v1/authorize', { username: name, password: pw });
    const first = await authorize(password);
    assert.equal(first.status, 200);
    // API users cannot sign in to the portal.
    assert.equal(await canSignIn(name, password), false);

    const row = page.locator(`tr[data-user="${name}"]`);
    await row.getByRole('button', { name: `Regenerate password of ${name}` }).click();
    await dialog.getByRole('button', { name: 'Regenerate password' }).click();
    await page.getByRole('status').getByText(`New password for ${name}.`).waitFor();
    const fresh = (await page.getByTestId('secret').innerText()).trim();
    assert.equal((await authorize(password)).status, 401);
    assert.equal((await authorize(fresh)).status, 200);

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await dialog.getByRole('button', { name: 'Delete API user' }).click();
    await page.getByRole('status').getByText(`API user ${name} deleted.`).waitFor();
    assert.equal((await authorize(fresh)).status, 401);
    await done();
  });

  test('audit: newest first, API / portal filter, action filter, and an entry’s details', async () => {
    const d = await newCustomer(e.t);
    const f = await trainedProject(d, { name: uniq('Audit'), exposure: 'full' });
    // A role deletion (portal), then an API call with an answer, then a portal question.
    const r = await newRole(d, { can_view_tree: true });
    assert.equal((await d.owner.delete(`/api/v1/core/roles/${r.id}`)).status, 204);
    const svc = await d.owner.post('/api/v1/core/api-users', { username: uniq('svc') });
    const token = (await new Client(e.t.app).post('/api/v1/authorize', { username: svc.body.username, password: svc.body.password })).body.token;
    const api = new Client(e.t.app, undefined, { authorization: `Bearer ${token}` });
    const asked = await api.post('/api/v1/infer', { prompt: 'Which region has the highest revenue?', spec_ids: [f.specId], session_id: 'weekly-report' });
    assert.equal(asked.status, 200, JSON.stringify(asked.body));
    const agentUser = await newUser(d, d.roles.Service_AgentUser!);
    const portalAsk = await agentUser.client.post('/api/v1/inference', { prompt: 'How many orders are there?', spec_ids: [f.specId] });
    assert.equal(portalAsk.status, 200, JSON.stringify(portalAsk.body));

    const { page, done } = await newPage(e);
    await signIn(page, d.ownerUsername, 'owner-password', '/audit');
    const rows = page.locator('tbody tr[data-action]');
    await rows.first().waitFor();
    // Newest first: the portal question, the API call, the role deletion.
    const actions = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-action')));
    const stored = (await d.owner.get('/api/v1/core/audit')).body.entries.map((x: any) => x.action);
    assert.equal(stored.length, 3);
    assert.deepEqual(actions, stored);
    assert.deepEqual(actions.slice(1), ['api.infer', 'role.delete']);
    assert.equal((await d.owner.get('/api/v1/core/audit')).body.entries[0].source, 'portal');

    // Source filter.
    await page.getByRole('radio', { name: 'API' }).check();
    await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('tbody tr[data-action]').length === 1);
    assert.deepEqual(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-action'))), ['api.infer']);
    await page.getByRole('radio', { name: 'Portal' }).check();
    await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('tbody tr[data-action]').length === 2);
    await page.getByRole('radio', { name: 'All' }).check();

    // Action filter.
    await page.getByLabel('Action').fill('role.delete');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('tbody tr[data-action]').length === 1);
    assert.deepEqual(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-action'))), ['role.delete']);
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('tbody tr[data-action]').length === 3);

    // Details of the API call: correlation id, prompt, answer.
    await page
      .locator('tr[data-action="api.infer"]')
      .getByRole('button', { name: /Details/ })
      .click();
    const details = page.getByTestId('audit-details');
    await details.locator('dd code', { hasText: asked.body.correlation_id }).waitFor();
    assert.equal((await details.locator('p.quote').first().innerText()).trim(), 'Which region has the highest revenue?');
    assert.equal((await details.locator('.answer-text').innerText()).trim(), asked.body.result.trim());
    await details.locator('dd', { hasText: 'weekly-report' }).waitFor();
    await done();
  });

  test('audit is owner only: hidden and 403 for everyone else', async () => {
    const u = await newUser(c, c.roles.Service_SuperUser!);
    const { page, done } = await newPage(e);
    await signIn(page, u.username, 'user-password');
    assert.equal(await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Audit' }).count(), 0);
    assert.equal((await page.request.get('/api/v1/core/audit')).status(), 403);
    await done();
  });
});
