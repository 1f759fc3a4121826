import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { importedModule, uploaded } from '../datasets/support.js';
import { trainedSpec } from '../support/specs.js';
import { Client, uniq } from '../support/app.js';
import { newCustomer, newRole, newUser, userWith, type TestCustomer } from '../support/customers.js';
import { newPage, signIn, startE2E, type E2E } from './support.js';

/**
 * Row and column policies (issue 21) by clicking: the owner gives an API user a row filter by
 * attribute and a hidden column, and the attribute; they are kept, and that API user's calls read
 * only its rows. The sections show only to whom the API allows them.
 */
describe('data access policies in a real browser', () => {
  let e: E2E;
  let c: TestCustomer;
  let moduleId: string;
  let specId: string;

  // ACME holds 12 orders, GLOBEX 28: a count tells whose rows were read.
  const csv = [
    'Order ID,Customer code,Region,Product,Units,Margin',
    ...Array.from({ length: 40 }, (_, i) => `ORD-${1000 + i},${i < 12 ? 'ACME' : 'GLOBEX'},${i < 12 ? 'North' : 'South'},Widget,${i < 12 ? 1 : 3},7`),
  ].join('\n');

  before(async () => {
    e = await startE2E();
    c = await newCustomer(e.t);
    moduleId = (await importedModule(c, (await uploaded(c, csv)).id, { name: 'Orders' })).id;
    ({ specId } = await trainedSpec(c, [moduleId], 'full', 'Shared'));
  });
  after(async () => e?.close());

  const infer = async (token: string, prompt: string) => {
    const r = await new Client(e.t.app).request({
      method: 'POST',
      url: '/api/v1/infer',
      payload: { prompt, spec_ids: [specId] },
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body as { correlation_id: string; result: string };
  };

  test('the owner sets an API user’s row filter by attribute, a hidden column and the attribute; they are kept and its calls read only its rows', async () => {
    const created = await c.owner.post('/api/v1/core/api-users', { username: uniq('acme') });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { id, username, password } = created.body as { id: string; username: string; password: string };

    const { page, done } = await newPage(e);
    await signIn(page, c.ownerUsername, 'owner-password', '/api-users');
    await page
      .locator(`tr[data-user="${username}"]`)
      .getByRole('link', { name: `Data access of ${username}` })
      .click();
    await page.getByRole('heading', { name: `Data access of ${username}` }).waitFor();

    const orders = page.getByRole('group', { name: 'Orders', exact: true });
    await orders.getByLabel('Row filter column').selectOption({ label: 'Customer code' });
    await orders.getByRole('radio', { name: 'The value of a user attribute' }).check();
    await orders.getByLabel('Attribute name').fill('customer_code');
    await orders.getByRole('group', { name: 'Hidden columns' }).getByRole('checkbox', { name: 'Margin', exact: true }).check();
    const access = page.getByRole('form', { name: 'Data access' });
    await access.getByRole('button', { name: 'Save data access' }).click();
    await access.getByRole('status').getByText('Data access saved.').waitFor();

    const attributes = page.getByRole('form', { name: 'Attributes' });
    await attributes.getByText('No attributes.').waitFor();
    await attributes.getByRole('button', { name: 'Add attribute' }).click();
    await attributes.getByLabel('Attribute name').fill('customer_code');
    await attributes.getByLabel('Value').fill('ACME');
    await attributes.getByRole('button', { name: 'Save attributes' }).click();
    await attributes.getByRole('status').getByText('Attributes saved.').waitFor();

    // Kept: read again after a reload, and as the API has them.
    await page.reload();
    await orders.getByLabel('Row filter column').waitFor();
    assert.equal(await orders.getByLabel('Row filter column').inputValue(), 'customer_code');
    assert.equal(await orders.getByRole('radio', { name: 'The value of a user attribute' }).isChecked(), true);
    assert.equal(await orders.getByLabel('Attribute name').inputValue(), 'customer_code');
    const hidden = orders.getByRole('group', { name: 'Hidden columns' });
    assert.equal(await hidden.getByRole('checkbox', { name: 'Margin', exact: true }).isChecked(), true);
    assert.equal(await hidden.getByRole('checkbox', { name: 'Units', exact: true }).isChecked(), false);
    assert.equal(await attributes.getByLabel('Attribute name').inputValue(), 'customer_code');
    assert.equal(await attributes.getByLabel('Value').inputValue(), 'ACME');
    assert.deepEqual((await c.owner.get(`/api/v1/core/api-users/${id}/policies`)).body, {
      policies: [{ module_id: moduleId, row_filter: { column: 'customer_code', attribute: 'customer_code' }, hidden_columns: ['margin'] }],
    });
    assert.deepEqual((await c.owner.get(`/api/v1/core/api-users/${id}/attributes`)).body, { attributes: { customer_code: 'ACME' } });

    await done();

    // Asked through the API with that API user's token: only ACME's 12 rows, and no margin.
    const auth = await new Client(e.t.app).post('/api/v1/authorize', { username, password });
    assert.equal(auth.status, 200, JSON.stringify(auth.body));
    const count = await infer(auth.body.token, 'How many orders are there?');
    assert.match(count.result, /\b12 Orders records\b/);
    assert.match(count.result, /Rows were limited by your access policy \(Orders\)\./);
    assert.doesNotMatch((await infer(auth.body.token, 'total units by region')).result, /South/);
    const audit = await c.owner.get(`/api/v1/core/audit?correlation_id=${count.correlation_id}`);
    assert.deepEqual(audit.body.entries[0].details.policy, {
      subject: { api_user_id: id },
      policies: [{ module_id: moduleId, row_filter: { column: 'customer_code', values: ['ACME'], attribute: 'customer_code' }, hidden_columns: ['margin'] }],
    });
    // The owner, without a policy, reads every row.
    const all = await c.owner.post('/api/v1/inference', { prompt: 'How many orders are there?', spec_ids: [specId] });
    assert.match(all.body.result, /\b40 Orders records\b/);
  });

  test('a refused save shows the API’s detail', async () => {
    const created = await c.owner.post('/api/v1/core/api-users', { username: uniq('gone') });
    const { page, done } = await newPage(e);
    await signIn(page, c.ownerUsername, 'owner-password', `/api-users/${created.body.id}`);
    const orders = page.getByRole('group', { name: 'Orders', exact: true });
    await orders.getByLabel('Row filter column').selectOption({ label: 'Region' });
    await orders.getByRole('textbox', { name: 'Values' }).fill('North, South');
    // Deleted meanwhile: the save answers 404, and the form says so.
    assert.equal((await c.owner.delete(`/api/v1/core/api-users/${created.body.id}`)).status, 204);
    await page.getByRole('button', { name: 'Save data access' }).click();
    await page.getByRole('form', { name: 'Data access' }).getByRole('alert').getByText('api user not found').waitFor();
    await done();
  });

  test('the owner edits a portal user’s attributes from the users screen', async () => {
    const u = await newUser(c, c.roles.Service_User!);
    const { page, done } = await newPage(e);
    await signIn(page, c.ownerUsername, 'owner-password', '/users');
    await page
      .locator(`tr[data-user="${u.username}"]`)
      .getByRole('button', { name: `Attributes of ${u.username}` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add attribute' }).click();
    await dialog.getByLabel('Attribute name').fill('region');
    await dialog.getByLabel('Value').fill('North, East');
    await dialog.getByRole('button', { name: 'Save attributes' }).click();
    await dialog.getByRole('status').getByText('Attributes saved.').waitFor();
    assert.deepEqual((await c.owner.get(`/api/v1/core/users/${u.id}/attributes`)).body, { attributes: { region: ['North', 'East'] } });
    // The owner's own row offers none (the API refuses the owner's account).
    assert.equal(
      await page
        .locator(`tr[data-user="${c.ownerUsername}"]`)
        .getByRole('button', { name: /Attributes/ })
        .count(),
      0,
    );
    await done();
  });

  test('a holder of Add Roles who is not the owner edits a role’s data access but sees no API-user policy or attributes', async () => {
    const editor = await userWith(c, { can_add_roles: true, can_add_users: true, can_view_datasets: true });
    const target = await newRole(c, { can_access_agent: true });
    const api = await c.owner.post('/api/v1/core/api-users', { username: uniq('api') });
    const { page, done } = await newPage(e);
    await signIn(page, editor.username, 'user-password', `/roles/${target.id}`);
    await page.getByRole('heading', { name: 'Data access' }).waitFor();
    const orders = page.getByRole('group', { name: 'Orders', exact: true });
    await orders.getByRole('group', { name: 'Hidden columns' }).getByRole('checkbox', { name: 'Margin', exact: true }).check();
    await page.getByRole('button', { name: 'Save data access' }).click();
    await page.getByText('Data access saved.').waitFor();
    assert.deepEqual((await c.owner.get(`/api/v1/core/roles/${target.id}/policies`)).body.policies, [
      { module_id: moduleId, row_filter: null, hidden_columns: ['margin'] },
    ]);

    // No API users in the sidebar, and the API user's page is denied with no policy section.
    const nav = page.getByRole('navigation', { name: 'Portal' });
    assert.equal(await nav.getByRole('link', { name: 'API users' }).count(), 0);
    await page.goto(`/api-users/${api.body.id}`);
    await page.getByTestId('permission-denied').waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Data access' }).count(), 0);
    assert.equal(await page.getByRole('form', { name: 'Data access' }).count(), 0);
    // Nor attributes on the users screen (they are the owner's).
    await page.goto('/users');
    await page.locator(`tr[data-user="${editor.username}"]`).waitFor();
    assert.equal(await page.getByRole('button', { name: /^Attributes of / }).count(), 0);
    await done();
  });
});
