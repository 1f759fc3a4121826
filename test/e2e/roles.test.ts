import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { FLAG_GROUPS } from '../../src/contracts/flags.js';
import { uniq } from '../support/app.js';
import { newCustomer, newRole, newUser, userWith, type TestCustomer } from '../support/customers.js';
import { newPage, signIn, startE2E, type E2E } from './support.js';

/** The role editor's implied rules and both deletion flows, by clicking. */
describe('roles in a real browser', () => {
  let e: E2E;
  let c: TestCustomer;
  before(async () => {
    e = await startE2E();
    c = await newCustomer(e.t);
  });
  after(async () => e?.close());

  async function ownerPage(customer = c) {
    const p = await newPage(e);
    await signIn(p.page, customer.ownerUsername, 'owner-password');
    return p;
  }

  const box = (page: Page, label: string) => page.getByRole('checkbox', { name: label, exact: true });
  async function state(page: Page, label: string) {
    const b = box(page, label);
    return { checked: await b.isChecked(), disabled: await b.isDisabled() };
  }
  const role = async (name: string) => ((await c.owner.get('/api/v1/core/roles')).body as any[]).find((r) => r.name === name);

  test('system roles carry a System badge and offer no edit or delete', async () => {
    const { page, done } = await ownerPage();
    await page.goto('/roles');
    for (const name of ['Service_SuperUser', 'Service_User', 'Service_AgentUser']) {
      const row = page.locator(`tr[data-role="${name}"]`);
      await row.getByText('System', { exact: true }).waitFor();
      assert.equal(await row.getByRole('button').count(), 0);
      assert.equal(await row.getByRole('link').count(), 0);
    }
    await done();
  });

  test('a non-owner’s editor offers only the flags it holds, and its own role is not editable', async () => {
    const u = await userWith(c, { can_add_roles: true, can_view_datasets: true, can_add_datasets: true });
    const { page, done } = await newPage(e);
    await signIn(page, u.username, 'user-password', '/roles/new');
    await page.getByRole('heading', { name: 'New role' }).waitFor();
    for (const held of ['View Datasets', 'Add Roles']) assert.equal(await box(page, held).isDisabled(), false, held);
    for (const unheld of ['Add Users', 'Access Agent', 'Add Module']) {
      assert.equal(await box(page, unheld).isDisabled(), true, unheld);
      await page.getByText('You do not hold this permission, so you cannot grant it').first().waitFor();
    }
    await page.goto(`/roles/${u.role.id}`);
    await page.getByText('Only the owner edits the role you hold.').waitFor();
    await done();
  });

  test('the editor: five groups with labels, Requires hints, children tick parents, parents untick children, active switch', async () => {
    const { page, done } = await ownerPage();
    await page.goto('/roles');
    await page.getByRole('link', { name: 'New role' }).click();
    await page.getByRole('heading', { name: 'New role' }).waitFor();

    // The five groups of the specification, in order, each with its flags' labels.
    const legends = await page.locator('fieldset.flag-group > legend').allInnerTexts();
    assert.deepEqual(
      legends,
      FLAG_GROUPS.map((g) => g.group),
    );
    for (const g of FLAG_GROUPS) {
      const group = page.locator('fieldset.flag-group', { has: page.locator('legend', { hasText: g.group }) });
      for (const f of g.flags) await group.getByRole('checkbox', { name: f.label, exact: true }).waitFor();
    }

    // Dependents are disabled until View Datasets is on, and say what they require.
    assert.deepEqual(await state(page, 'Add Datasets'), { checked: false, disabled: true });
    assert.deepEqual(await state(page, 'Add Module'), { checked: false, disabled: true });
    await page.getByText('Requires View Datasets', { exact: true }).waitFor();
    await page.getByText('Requires View Datasets and Add Datasets', { exact: true }).waitFor();

    await box(page, 'View Datasets').check();
    assert.deepEqual(await state(page, 'Add Datasets'), { checked: false, disabled: false });
    assert.deepEqual(await state(page, 'Add Module'), { checked: false, disabled: false });

    // Ticking a child ticks its parents.
    await box(page, 'Add Module').check();
    assert.deepEqual(await state(page, 'Add Datasets'), { checked: true, disabled: false });
    assert.deepEqual(await state(page, 'View Datasets'), { checked: true, disabled: false });

    // Unticking a parent unticks its children (and disables them again).
    await box(page, 'View Datasets').uncheck();
    assert.deepEqual(await state(page, 'Add Datasets'), { checked: false, disabled: true });
    assert.deepEqual(await state(page, 'Add Module'), { checked: false, disabled: true });

    // Unticking the middle one unticks only what depends on it.
    await box(page, 'View Datasets').check();
    await box(page, 'Add Module').check();
    await box(page, 'Add Datasets').uncheck();
    assert.deepEqual(await state(page, 'Add Module'), { checked: false, disabled: false });
    assert.deepEqual(await state(page, 'View Datasets'), { checked: true, disabled: false });

    // Independent flags: Delete Semantic Dataset without Create Semantic Dataset.
    await box(page, 'Delete Semantic Dataset').check();
    assert.equal(await box(page, 'Create Semantic Dataset').isChecked(), false);

    // Keyboard: Space toggles a focused checkbox.
    await box(page, 'Add Module').focus();
    await page.keyboard.press('Space');
    assert.equal(await box(page, 'Add Datasets').isChecked(), true);

    // The active switch, then save.
    const name = uniq('Analyst');
    await page.getByLabel('Role name').fill(name);
    const active = page.getByRole('switch', { name: 'Active' });
    assert.equal(await active.isChecked(), true);
    await active.uncheck();
    await page.getByRole('button', { name: 'Create role' }).click();
    const row = page.locator(`tr[data-role="${name}"]`);
    await row.getByText('Inactive').waitFor();

    const stored = await role(name);
    assert.equal(stored.is_active, false);
    assert.equal(stored.permissions.can_view_datasets, true);
    assert.equal(stored.permissions.can_add_datasets, true);
    assert.equal(stored.permissions.can_add_module, true);
    assert.equal(stored.permissions.can_delete_semantic_dataset, true);
    assert.equal(stored.permissions.can_create_semantic_dataset, false);

    // Editing: the stored flags are loaded; unticking View Datasets there unticks its dependents too.
    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await page.getByRole('heading', { name: `Edit role ${name}` }).waitFor();
    assert.equal(await box(page, 'Add Module').isChecked(), true);
    await box(page, 'View Datasets').uncheck();
    await page.getByRole('switch', { name: 'Active' }).check();
    await page.getByRole('button', { name: 'Save role' }).click();
    await page.locator(`tr[data-role="${name}"]`).getByText('Active', { exact: true }).waitFor();
    const edited = await role(name);
    assert.equal(edited.is_active, true);
    assert.deepEqual([edited.permissions.can_view_datasets, edited.permissions.can_add_datasets, edited.permissions.can_add_module], [false, false, false]);
    await done();
  });

  test('an API error is shown in the editor (a reserved name)', async () => {
    const { page, done } = await ownerPage();
    await page.goto('/roles/new');
    await page.getByLabel('Role name').fill('service_user');
    await page.getByRole('button', { name: 'Create role' }).click();
    await page.getByRole('alert').getByText('role name is reserved').waitFor();
    await done();
  });

  test('deleting a role without users asks for "yes" to be typed', async () => {
    const r = await newRole(c, { can_view_tree: true });
    const { page, done } = await ownerPage();
    await page.goto('/roles');
    await page.getByRole('button', { name: `Delete ${r.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Delete role ${r.name}?` }).waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete role' });
    assert.equal(await confirm.isDisabled(), true);
    const input = dialog.getByLabel('Type yes to confirm');
    await input.fill('y');
    assert.equal(await confirm.isDisabled(), true);
    await input.fill('YES ');
    assert.equal(await confirm.isDisabled(), true);
    // Escape cancels and nothing is deleted.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.ok(await role(r.name));

    await page.getByRole('button', { name: `Delete ${r.name}` }).click();
    await dialog.getByLabel('Type yes to confirm').fill('yes');
    await confirm.click();
    await page.getByRole('status').getByText(`Role ${r.name} deleted.`).waitFor();
    await page.locator(`tr[data-role="${r.name}"]`).waitFor({ state: 'detached' });
    assert.equal(await role(r.name), undefined);
    const audit = await c.owner.get('/api/v1/core/audit?action=role.delete');
    assert.ok(audit.body.entries.some((x: any) => x.details.role_name === r.name));
    await done();
  });

  test('deleting a role with users opens the reassign dialog listing only eligible targets', async () => {
    const source = await newRole(c, { can_view_tree: true });
    const target = await newRole(c, { can_access_agent: true });
    const inactive = await newRole(c, { can_access_agent: true }, { is_active: false });
    const u1 = await newUser(c, source.id);
    const u2 = await newUser(c, source.id);
    const { page, done } = await ownerPage();
    await page.goto('/roles');
    await page.getByRole('button', { name: `Delete ${source.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Reassign users and delete ${source.name}` }).waitFor();
    await dialog.getByText('2 users hold this role').waitFor();

    // Eligible: active roles other than this one (the system roles and the active custom ones).
    const options = await dialog.getByLabel('Move users to').locator('option').allInnerTexts();
    const all = (await c.owner.get('/api/v1/core/roles')).body as any[];
    const expected = all.filter((r) => r.is_active && r.id !== source.id).map((r) => r.name);
    assert.deepEqual([...options].sort(), [...expected].sort());
    assert.ok(!options.includes(source.name));
    assert.ok(!options.includes(inactive.name));
    assert.ok(options.includes(target.name));

    await dialog.getByLabel('Move users to').selectOption({ label: target.name });
    await dialog.getByRole('button', { name: 'Reassign and delete' }).click();
    await page.getByRole('status').getByText(`Role ${source.name} deleted; 2 users moved to ${target.name}.`).waitFor();
    assert.equal(await role(source.name), undefined);
    const users = (await c.owner.get('/api/v1/core/users')).body as any[];
    for (const u of [u1, u2]) assert.equal(users.find((x) => x.id === u.id).role.id, target.id);
    assert.equal((await role(target.name)).user_count, 2);
    await done();
  });

  test('with users and no eligible target, the dialog offers only Cancel', async () => {
    // A customer whose only other roles are inactive. System roles cannot be deactivated through
    // the API, so this fixture switches them off in the database to reach the state.
    const d = await newCustomer(e.t);
    const lonely = await newRole(d, { can_access_agent: true });
    await newUser(d, lonely.id);
    await newRole(d, { can_view_tree: true }, { is_active: false });
    await e.t.db.query('UPDATE roles SET is_active = false WHERE customer_id = $1 AND is_system', [d.id]);

    const { page, done } = await ownerPage(d);
    await page.goto('/roles');
    await page.getByRole('button', { name: `Delete ${lonely.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Cannot delete ${lonely.name} yet` }).waitFor();
    await dialog.getByText('there is no other active role').waitFor();
    assert.deepEqual(await dialog.getByRole('button').allInnerTexts(), ['Cancel']);
    assert.equal(await dialog.getByRole('combobox').count(), 0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    const still = ((await d.owner.get('/api/v1/core/roles')).body as any[]).find((r) => r.id === lonely.id);
    assert.equal(still.user_count, 1);
    await done();
  });
});
