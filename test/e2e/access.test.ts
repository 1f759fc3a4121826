import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ensureGlobalAdmin } from '../../src/auth/global-admins.js';
import { allPermissions, type Flag } from '../../src/contracts/flags.js';
import { uniq } from '../support/app.js';
import { newCustomer, newUser, userWith, type TestCustomer } from '../support/customers.js';
import { newPage, sidebarItems, signIn, startE2E, type E2E } from './support.js';

/** Sign-in, landing, the sidebar gates (each matched by a backend 403), the agent-only user, the admin app. */
describe('portal access in a real browser', () => {
  let e: E2E;
  let c: TestCustomer;
  before(async () => {
    e = await startE2E();
    c = await newCustomer(e.t);
  });
  after(async () => e?.close());

  test('the owner signs in and sees every sidebar item', async () => {
    const { page, done } = await newPage(e);
    await signIn(page, c.ownerUsername, 'owner-password');
    assert.deepEqual(await sidebarItems(page), ['Home', 'Datasets', 'Projects', 'Agent', 'Users', 'API users', 'Roles', 'Audit']);
    await page.getByRole('heading', { name: `Welcome, ${c.ownerUsername}` }).waitFor();
    assert.equal(await page.getByText('OWNER').first().isVisible(), true);
    await done();
  });

  test('wrong credentials show the API detail and keep the sign-in screen', async () => {
    const { page, done } = await newPage(e);
    await page.goto('/');
    await page.getByLabel('Username').fill(c.ownerUsername);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('invalid credentials').waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Sign in' }).isVisible(), true);
    await done();
  });

  // Each sidebar item disappears without its flag, and the backend refuses the same action with 403.
  const sidebarGates: { flag: Flag; item: string; call: { method: 'GET' | 'POST'; path: (c: TestCustomer) => string; data?: object } }[] = [
    { flag: 'can_view_datasets', item: 'Datasets', call: { method: 'GET', path: (c) => `/api/v1/customers/${c.id}/import-batches` } },
    { flag: 'can_access_agent', item: 'Agent', call: { method: 'POST', path: () => '/api/v1/inference', data: { prompt: 'hello', spec_ids: ['x'] } } },
    { flag: 'can_add_users', item: 'Users', call: { method: 'POST', path: () => '/api/v1/core/users', data: { username: uniq('x'), role_id: 'x' } } },
    { flag: 'can_add_roles', item: 'Roles', call: { method: 'POST', path: () => '/api/v1/core/roles', data: { name: uniq('r') } } },
  ];
  for (const g of sidebarGates) {
    test(`without ${g.flag} the ${g.item} item is hidden and the API answers 403`, async () => {
      const perms = { ...allPermissions(), [g.flag]: false };
      const u = await userWith(c, perms);
      const { page, done } = await newPage(e);
      await signIn(page, u.username, 'user-password');
      const items = await sidebarItems(page);
      assert.ok(!items.includes(g.item), `${g.item} shown: ${items.join(', ')}`);
      assert.ok(items.includes('Projects'));
      const url = g.call.path(c);
      const res = g.call.method === 'GET' ? await page.request.get(url) : await page.request.post(url, { data: g.call.data });
      assert.equal(res.status(), 403);
      assert.deepEqual(await res.json(), { detail: 'permission denied' });
      await done();
    });
  }

  test('with every flag but not owner: no API users or Audit, and both APIs answer 403', async () => {
    const u = await newUser(c, c.roles.Service_SuperUser!);
    const { page, done } = await newPage(e);
    await signIn(page, u.username, 'user-password');
    assert.deepEqual(await sidebarItems(page), ['Home', 'Datasets', 'Projects', 'Agent', 'Users', 'Roles']);
    for (const path of ['/api/v1/core/audit', '/api/v1/core/api-users']) {
      const res = await page.request.get(path);
      assert.equal(res.status(), 403, path);
    }
    // Typing the URL shows the permission-denied state, not the page.
    await page.goto('/audit');
    await page.getByTestId('permission-denied').waitFor();
    await page.goto('/api-users');
    await page.getByTestId('permission-denied').waitFor();
    await done();
  });

  test('a page opened without its flag shows permission denied', async () => {
    const u = await userWith(c, { can_view_datasets: true });
    const { page, done } = await newPage(e);
    await signIn(page, u.username, 'user-password');
    for (const path of ['/users', '/roles', '/roles/new']) {
      await page.goto(path);
      await page.getByTestId('permission-denied').waitFor();
    }
    await done();
  });

  test('an agent-only user lands in the agent UI and has no way to the portal', async () => {
    const u = await newUser(c, c.roles.Service_AgentUser!);
    const { page, done } = await newPage(e);
    await signIn(page, u.username, 'user-password');
    await page.waitForURL('**/agent');
    await page.getByText('Specgate Agent').waitFor();
    await page.getByRole('heading', { name: 'Semantic datasets' }).waitFor();
    // No portal navigation and no link into the portal.
    assert.equal(await page.getByRole('navigation', { name: 'Portal' }).count(), 0);
    assert.equal(await page.getByRole('link', { name: /portal/i }).count(), 0);
    const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.deepEqual(
      // (In-page links, as the skip link to the question box, stay in the agent.)
      hrefs.filter((h) => h !== null && !h.startsWith('/agent') && !h.startsWith('#')),
      [],
    );
    // Every portal URL sends them back to the agent.
    for (const path of ['/', '/datasets', '/projects', '/users', '/roles', '/audit', '/login', '/no-such-page']) {
      await page.goto(path);
      await page.waitForURL('**/agent');
      await page.getByText('Specgate Agent').waitFor();
    }
    // And the backend refuses them the portal's APIs.
    assert.equal((await page.request.get('/api/v1/core/roles')).status(), 403);
    assert.equal((await page.request.get('/api/v1/core/users')).status(), 403);
    assert.equal((await page.request.get(`/api/v1/customers/${c.id}/import-batches`)).status(), 403);
    await done();
  });

  test('without Access Agent, opening the agent shows access denied, and Log out works', async () => {
    const u = await userWith(c, { can_view_datasets: true, can_add_projects: true });
    const { page, done } = await newPage(e);
    await signIn(page, u.username, 'user-password', '/agent');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Your question' }).count(), 0);
    const refused = await page.request.post('/api/v1/inference', { data: { prompt: 'hi', spec_ids: ['x'] } });
    assert.equal(refused.status(), 403);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    assert.equal((await page.request.get('/auth/core/me')).status(), 401);
    // The session is dead server-side: the agent URL now asks for a sign-in.
    await page.goto('/agent');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await done();
  });

  test('a role change applies at the next page without signing in again', async () => {
    const u = await userWith(c, { can_view_datasets: true, can_add_users: true });
    const { page, done } = await newPage(e);
    await signIn(page, u.username, 'user-password');
    assert.ok((await sidebarItems(page)).includes('Users'));
    const r = await c.owner.patch(`/api/v1/core/roles/${u.role.id}`, { permissions: { can_add_users: false } });
    assert.equal(r.status, 200);
    const nav = page.getByRole('navigation', { name: 'Portal' });
    await nav.getByRole('link', { name: 'Projects', exact: true }).click();
    await page.getByRole('heading', { name: 'Projects' }).waitFor();
    await nav.getByRole('link', { name: 'Users', exact: true }).waitFor({ state: 'detached' });
    await done();
  });

  test('the admin app: sign in, list customers, provision one whose owner can then sign in', async () => {
    const admin = uniq('root');
    await ensureGlobalAdmin(e.t.db, admin, 'admin-password');
    const { context, page, done } = await newPage(e);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Global admin sign-in' }).waitFor();
    // A customer account cannot sign in here.
    await page.getByLabel('Username').fill(c.ownerUsername);
    await page.getByLabel('Password').fill('owner-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('invalid credentials').waitFor();

    await page.getByLabel('Username').fill(admin);
    await page.getByLabel('Password').fill('admin-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Customers' }).waitFor();
    await page.locator(`tr[data-customer]`).first().waitFor();

    const name = uniq('Acme');
    const owner = uniq('acme-owner');
    await page.getByRole('button', { name: 'Provision customer' }).click();
    await page.getByLabel('Customer name').fill(name);
    await page.getByLabel('Owner username').fill(owner);
    await page.getByLabel('Owner password').fill('acme-password');
    await page.getByRole('button', { name: 'Provision customer' }).click();
    await page.getByRole('status').getByText(`Customer ${name} provisioned`).waitFor();
    await page.locator(`tr[data-customer="${name}"]`).getByText(owner).waitFor();

    // The new owner signs in at the portal.
    const portal = await context.newPage();
    await signIn(portal, owner, 'acme-password');
    assert.ok((await sidebarItems(portal)).includes('Audit'));
    // The admin session is separate: logging out of the admin app leaves the portal signed in.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Global admin sign-in' }).waitFor();
    assert.equal((await portal.request.get('/auth/core/me')).status(), 200);
    await done();
  });
});

describe('keyboard and error states', () => {
  let e: E2E;
  let c: TestCustomer;
  before(async () => {
    e = await startE2E();
    c = await newCustomer(e.t);
  });
  after(async () => e?.close());

  test('sign in, navigate and use a dialog with the keyboard only', async () => {
    const { page, done } = await newPage(e);
    await page.goto('/');
    // The username field has focus; Tab moves to the password; Enter submits.
    await page.waitForFunction(() => (globalThis as any).document.activeElement?.getAttribute('name') === 'username');
    await page.keyboard.type(c.ownerUsername);
    await page.keyboard.press('Tab');
    await page.keyboard.type('owner-password');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    // The skip link is the first stop, then the sidebar links.
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => (globalThis as any).document.activeElement?.textContent), 'Skip to content');
    const users = page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Users', exact: true });
    await users.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New user' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Focus is inside the dialog, on its first field.
    assert.equal(await dialog.getByLabel('Username').evaluate((el) => el === (globalThis as any).document.activeElement), true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await done();
  });

  test('a failing API call shows its detail; an unknown page says so', async () => {
    const { page, done } = await newPage(e);
    await signIn(page, c.ownerUsername, 'owner-password');
    await page.goto('/projects/00000000-0000-4000-8000-000000000000');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    const detail = (await page.request.get('/api/v1/projects/00000000-0000-4000-8000-000000000000/tree').then((r) => r.json())).detail;
    assert.ok(detail);
    await alert.getByText(detail, { exact: true }).waitFor();
    await alert.getByRole('button', { name: 'Try again' }).waitFor();
    await page.goto('/modules/00000000-0000-4000-8000-000000000000');
    await page.getByRole('alert').getByRole('button', { name: 'Try again' }).waitFor();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    // Empty states of a fresh customer.
    await page.goto('/datasets');
    await page.getByText('No datasets yet.').waitFor();
    await page.goto('/projects');
    await page.getByText('No projects yet.').waitFor();
    await done();
  });
});
