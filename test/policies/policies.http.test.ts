import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, startApp, uniq, type TestApp } from '../support/app.js';
import { newCustomer, newRole, newUser, userWith, type TestCustomer } from '../support/customers.js';
import { importedModule, uploaded } from '../datasets/support.js';
import { trainedSpec } from '../support/specs.js';

/**
 * Row and column policies (issue 21), through HTTP on both engines: one shared table of orders of
 * two end customers, one API user per end customer (as the specification recommends), each seeing
 * only its rows; a hidden column answered as if it did not exist; the audit entry; who may edit.
 */
let t: TestApp;
let c: TestCustomer;
let other: TestCustomer;
let moduleId: string;
let specId: string;
let projectId: string;

// ACME has 12 orders (North), GLOBEX 28 (South): every figure tells whose rows were read.
const orders = Array.from({ length: 40 }, (_, i) => {
  const acme = i < 12;
  return {
    id: `ORD-${1000 + i}`,
    customer: acme ? 'ACME' : 'GLOBEX',
    region: acme ? 'North' : 'South',
    product: acme ? (i % 2 ? 'Anvil' : 'Rocket') : i % 2 ? 'Widget' : 'Gizmo',
    units: acme ? 1 : 3,
    margin: acme ? 7 : 11,
  };
});
const csv = [
  'Order ID,Customer code,Region,Product,Units,Margin',
  ...orders.map((o) => `${o.id},${o.customer},${o.region},${o.product},${o.units},${o.margin}`),
].join('\n');

async function apiUser(cust: TestCustomer) {
  const r = await cust.owner.post('/api/v1/core/api-users', { username: uniq('api') });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  const a = await new Client(t.app).post('/api/v1/authorize', { username: r.body.username, password: r.body.password });
  assert.equal(a.status, 200);
  return { id: r.body.id as string, token: a.body.token as string };
}

const infer = async (token: string, prompt: string) => {
  const r = await new Client(t.app).request({
    method: 'POST',
    url: '/api/v1/infer',
    payload: { prompt, spec_ids: [specId] },
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body as { correlation_id: string; result: string };
};

const ask = async (client: Client, prompt: string) => {
  const r = await client.post('/api/v1/inference', { prompt, spec_ids: [specId] });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body as { correlation_id: string; result: string; understood: string[]; rows?: unknown[][] };
};

const acmeOnly = { module_id: '', row_filter: { column: 'customer_code', values: ['ACME'] }, hidden_columns: ['margin'] };
let acme: { id: string; token: string };
let globex: { id: string; token: string };

before(async () => {
  t = await startApp();
  c = await newCustomer(t);
  other = await newCustomer(t);
  moduleId = (await importedModule(c, (await uploaded(c, csv)).id, { name: 'Orders' })).id;
  ({ specId, projectId } = await trainedSpec(c, [moduleId], 'full', 'Shared'));
  acmeOnly.module_id = moduleId;
  acme = await apiUser(c);
  globex = await apiUser(c);
  // ACME's API user by fixed values; GLOBEX's by an attribute of the API user.
  let r = await c.owner.put(`/api/v1/core/api-users/${acme.id}/policies`, { policies: [acmeOnly] });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  r = await c.owner.put(`/api/v1/core/api-users/${globex.id}/policies`, {
    policies: [{ module_id: moduleId, row_filter: { column: 'customer_code', attribute: 'customer_code' }, hidden_columns: ['margin'] }],
  });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  r = await c.owner.put(`/api/v1/core/api-users/${globex.id}/attributes`, { attributes: { customer_code: 'GLOBEX' } });
  assert.equal(r.status, 200, JSON.stringify(r.body));
});
after(() => t.close());

const auditOf = async (correlationId: string) => {
  const r = await c.owner.get(`/api/v1/core/audit?correlation_id=${correlationId}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.entries[0] as { action: string; details: Record<string, any> };
};

const LIMITED = /Rows were limited by your access policy \(Orders\)\./;

describe('two API users of one customer over one shared table', () => {
  test('each sees only its rows, and the answer says the rows were limited by policy', async () => {
    const a = await infer(acme.token, 'How many orders are there?');
    const g = await infer(globex.token, 'How many orders are there?');
    assert.match(a.result, /\b12 Orders records\b/);
    assert.match(g.result, /\b28 Orders records\b/);
    assert.match(a.result, LIMITED);
    assert.match(g.result, LIMITED);
    assert.match((await ask(c.owner, 'How many orders are there?')).result, /\b40 Orders records\./, 'the owner has no policy');
    const units = await infer(acme.token, 'total units by region');
    assert.match(units.result, /North: 12/);
    assert.doesNotMatch(units.result, /South/);
    const products = await infer(globex.token, 'which products are there');
    assert.doesNotMatch(products.result, /Anvil|Rocket/);
  });

  test('a value only in the other end customer’s rows reads as a value in nobody’s rows (no oracle)', async () => {
    const widget = await infer(acme.token, 'how many orders of Widget');
    const none = await infer(acme.token, 'how many orders of Sprocket');
    assert.equal(widget.result, none.result);
    assert.doesNotMatch(widget.result, /Widget/);
    const listed = await infer(acme.token, 'what can I ask');
    assert.doesNotMatch(listed.result, /Widget|Gizmo|GLOBEX|South|Margin/);
    assert.match(listed.result, /Orders \(12 records\)/);
  });

  test('a hidden column is answered as if it did not exist', async () => {
    const hidden = await infer(acme.token, 'What is the average margin?');
    const missing = await infer(acme.token, 'What is the average zorblax?');
    assert.equal(hidden.result, missing.result.replace('zorblax', 'margin'));
    assert.doesNotMatch(hidden.result, /\b7\b|9\.8/);
    assert.match((await ask(c.owner, 'What is the average margin?')).result, /9\.8/, 'the owner sees it');
    // Named in a filter or a grouping, the column is not read either.
    for (const prompt of ['total units by margin', 'orders with margin above 10', 'what is the margin of ORD-1000']) {
      const r = await infer(acme.token, prompt);
      const audit = await auditOf(r.correlation_id);
      for (const q of audit.details.trace.sql) assert.doesNotMatch(q.text, /"margin"/, prompt);
    }
  });

  test('the audit entry records the policy applied', async () => {
    const a = await infer(acme.token, 'total units');
    const entry = await auditOf(a.correlation_id);
    assert.equal(entry.action, 'api.infer');
    assert.deepEqual(entry.details.policy, {
      subject: { api_user_id: acme.id },
      policies: [{ module_id: moduleId, row_filter: { column: 'customer_code', values: ['ACME'] }, hidden_columns: ['margin'] }],
    });
    const g = await infer(globex.token, 'total units');
    assert.deepEqual((await auditOf(g.correlation_id)).details.policy.policies[0].row_filter, {
      column: 'customer_code',
      values: ['GLOBEX'],
      attribute: 'customer_code',
    });
    // Every statement that ran read the rows through the filter.
    for (const q of entry.details.trace.sql) assert.match(q.text, /lower\("customer_code"::text\) IN/);
    const owner = await ask(c.owner, 'total units');
    assert.equal((await auditOf(owner.correlation_id)).details.policy, undefined);
  });

  test('an API user whose attribute is missing reads no rows (fail closed)', async () => {
    const bare = await apiUser(c);
    const r = await c.owner.put(`/api/v1/core/api-users/${bare.id}/policies`, {
      policies: [{ module_id: moduleId, row_filter: { column: 'customer_code', attribute: 'customer_code' }, hidden_columns: [] }],
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const a = await infer(bare.token, 'How many orders are there?');
    assert.doesNotMatch(a.result, /\b(12|28|40)\b/);
    assert.match(a.result, LIMITED);
  });
});

describe('portal users under their role’s policy', () => {
  let north: Awaited<ReturnType<typeof newUser>>;
  let south: Awaited<ReturnType<typeof newUser>>;
  let noRegion: Awaited<ReturnType<typeof newUser>>;

  before(async () => {
    const role = await newRole(c, { can_access_agent: true, can_view_tree: true });
    const r = await c.owner.put(`/api/v1/core/roles/${role.id}/policies`, {
      policies: [{ module_id: moduleId, row_filter: { column: 'region', attribute: 'region' }, hidden_columns: ['margin', 'customer_code'] }],
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    north = await newUser(c, role.id);
    south = await newUser(c, role.id);
    noRegion = await newUser(c, role.id);
    assert.equal((await c.owner.put(`/api/v1/core/users/${north.id}/attributes`, { attributes: { region: 'North' } })).status, 200);
    assert.equal((await c.owner.put(`/api/v1/core/users/${south.id}/attributes`, { attributes: { region: ['South'] } })).status, 200);
    assert.deepEqual((await c.owner.get(`/api/v1/core/users/${north.id}/attributes`)).body, { attributes: { region: 'North' } });
  });

  test('each user sees only the rows of its region, in the answer, the rows shown and "How this was answered"', async () => {
    const n = await ask(north.client, 'total units');
    const s = await ask(south.client, 'total units');
    assert.match(n.result, /^12 /);
    assert.match(s.result, /^84 /);
    assert.ok(
      n.understood.some((w) => LIMITED.test(w)),
      JSON.stringify(n.understood),
    );
    assert.match(n.result, LIMITED);
    const rows = await ask(north.client, 'list the orders');
    assert.ok(rows.rows && rows.rows.length === 12, JSON.stringify(rows.rows?.length));
    assert.doesNotMatch(JSON.stringify(rows), /GLOBEX|South|ORD-1039/);
  });

  test('a user without the attribute reads no rows', async () => {
    const r = await ask(noRegion.client, 'total units');
    assert.match(r.result, /^No Orders records match/);
    assert.doesNotMatch(r.result, /\b(12|84|96)\b/);
  });

  test('the spec document shows neither the hidden columns nor values of other rows', async () => {
    const r = await north.client.get(`/api/v1/projects/${projectId}/semantic/specs/${specId}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const text = JSON.stringify(r.body.spec);
    assert.doesNotMatch(text, /margin|customer_code|South|Widget|Gizmo|GLOBEX/);
    assert.doesNotMatch(text, /"policy"/);
    assert.match(text, /North/);
  });

  test('suggested questions name no hidden column', async () => {
    const r = await north.client.get(`/api/v1/inference/suggestions?spec_ids=${specId}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.doesNotMatch(JSON.stringify(r.body), /margin|customer code/i);
  });
});

describe('who edits policies', () => {
  const policyOf = (values: string[], hidden: string[] = ['margin']) => ({
    policies: [{ module_id: moduleId, row_filter: { column: 'customer_code', values }, hidden_columns: hidden }],
  });

  test('a holder of Add Roles may only narrow a role’s policies', async () => {
    const target = await newRole(c, { can_access_agent: true });
    assert.equal((await c.owner.put(`/api/v1/core/roles/${target.id}/policies`, policyOf(['ACME', 'GLOBEX']))).status, 200);
    const editor = await userWith(c, { can_add_roles: true, can_access_agent: true });
    const put = (body: unknown) => editor.client.put(`/api/v1/core/roles/${target.id}/policies`, body);
    assert.equal((await put(policyOf(['ACME', 'GLOBEX', 'INITECH']))).status, 403, 'more values');
    assert.equal((await put(policyOf(['ACME', 'GLOBEX'], []))).status, 403, 'a column shown again');
    assert.equal((await put({ policies: [] })).status, 403, 'the policy removed');
    assert.equal((await put({ policies: [{ module_id: moduleId, row_filter: null, hidden_columns: ['margin'] }] })).status, 403, 'the row filter removed');
    assert.equal(
      (await put({ policies: [{ module_id: moduleId, row_filter: { column: 'region', values: ['North'] }, hidden_columns: ['margin'] }] })).status,
      403,
      'another column',
    );
    const narrowed = await put(policyOf(['acme'], ['margin', 'units']));
    assert.equal(narrowed.status, 200, JSON.stringify(narrowed.body));
    assert.deepEqual(narrowed.body.policies[0].row_filter, { column: 'customer_code', values: ['acme'] });
    assert.equal((await editor.client.get(`/api/v1/core/roles/${target.id}/policies`)).status, 200);
    // Not its own role, not a system role; the owner may widen again.
    assert.equal((await editor.client.put(`/api/v1/core/roles/${editor.role.id}/policies`, policyOf(['ACME']))).status, 403);
    assert.equal((await editor.client.put(`/api/v1/core/roles/${c.roles.Service_User}/policies`, policyOf(['ACME']))).status, 403);
    assert.equal((await c.owner.put(`/api/v1/core/roles/${target.id}/policies`, { policies: [] })).status, 200);
    // API users' policies and everyone's attributes are the owner's.
    const api = await apiUser(c);
    assert.equal((await editor.client.put(`/api/v1/core/api-users/${api.id}/policies`, policyOf(['ACME']))).status, 403);
    assert.equal((await editor.client.put(`/api/v1/core/users/${editor.id}/attributes`, { attributes: { region: 'South' } })).status, 403);
  });

  test('a non-owner gives no account a role with wider policies than its own', async () => {
    const own = await newRole(c, { can_add_users: true, can_access_agent: true });
    assert.equal((await c.owner.put(`/api/v1/core/roles/${own.id}/policies`, policyOf(['ACME']))).status, 200);
    const manager = await newUser(c, own.id);
    const open = await newRole(c, { can_access_agent: true });
    const narrow = await newRole(c, { can_access_agent: true });
    assert.equal((await c.owner.put(`/api/v1/core/roles/${narrow.id}/policies`, policyOf(['ACME'], ['margin', 'units']))).status, 200);
    const create = (roleId: string) => manager.client.post('/api/v1/core/users', { username: uniq('user'), role_id: roleId, password: 'a-long-password-1' });
    assert.equal((await create(open.id)).status, 403);
    assert.equal((await create(narrow.id)).status, 201);
  });

  test('another customer’s role, API user, user or module is not found; unknown columns are refused', async () => {
    const foreignRole = await newRole(other, { can_access_agent: true });
    const foreignApi = (await other.owner.post('/api/v1/core/api-users', { username: uniq('api') })).body.id;
    assert.equal((await c.owner.get(`/api/v1/core/roles/${foreignRole.id}/policies`)).status, 404);
    assert.equal((await c.owner.put(`/api/v1/core/roles/${foreignRole.id}/policies`, policyOf(['ACME']))).status, 404);
    assert.equal((await c.owner.get(`/api/v1/core/api-users/${foreignApi}/policies`)).status, 404);
    assert.equal((await c.owner.put(`/api/v1/core/api-users/${foreignApi}/attributes`, { attributes: {} })).status, 404);
    assert.equal((await c.owner.put(`/api/v1/core/users/${other.ownerId}/attributes`, { attributes: {} })).status, 404);
    const role = await newRole(c, { can_access_agent: true });
    const foreignModule = (await importedModule(other, (await uploaded(other, csv)).id, { name: 'Orders' })).id;
    const r = await c.owner.put(`/api/v1/core/roles/${role.id}/policies`, { policies: [{ ...policyOf(['ACME']).policies[0], module_id: foreignModule }] });
    assert.equal(r.status, 404);
    assert.equal(r.body.detail, 'module not found');
    const bad = await c.owner.put(`/api/v1/core/roles/${role.id}/policies`, policyOf(['ACME'], ['no_such_column']));
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.errors, [{ path: '/policies/0/hidden_columns/0', message: 'is not a column of the module' }]);
    const badKey = await c.owner.put(`/api/v1/core/api-users/${acme.id}/attributes`, { attributes: { 'Customer Code': 'ACME' } });
    assert.equal(badKey.status, 400);
    const twice = await c.owner.put(`/api/v1/core/roles/${role.id}/policies`, { policies: [...policyOf(['ACME']).policies, ...policyOf(['ACME']).policies] });
    assert.equal(twice.status, 400);
  });
});
