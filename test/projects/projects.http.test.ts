import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startApp, type TestApp } from '../support/app.js';
import { newCustomer, newUser, userWith, type TestCustomer } from '../support/customers.js';
import { importedModule, uploaded } from '../datasets/support.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

async function twoModules(c: TestCustomer) {
  const a = await importedModule(c, (await uploaded(c, 'id,name\n1,a\n2,b\n')).id, { name: 'Customers' });
  const b = await importedModule(c, (await uploaded(c, 'order,id\n10,1\n11,2\n')).id, { name: 'Orders' });
  return [a.id as string, b.id as string];
}

describe('projects', () => {
  test('create, list, get, change exposure and modules; the tree shows the project, its modules and specs', async () => {
    const c = await newCustomer(t);
    const [a, b] = await twoModules(c);
    const r = await c.owner.post('/api/v1/projects', { name: 'Sales', exposure: 'limited', module_ids: [b, a] });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.deepEqual([r.body.name, r.body.exposure, r.body.module_ids], ['Sales', 'limited', [b, a]]);

    const list = await c.owner.get('/api/v1/projects');
    assert.deepEqual(
      list.body.map((p: { id: string }) => p.id),
      [r.body.id],
    );
    assert.equal((await c.owner.get(`/api/v1/projects/${r.body.id}`)).body.exposure, 'limited');

    const patched = await c.owner.patch(`/api/v1/projects/${r.body.id}`, { exposure: 'advisory', module_ids: [a] });
    assert.equal(patched.status, 200);
    assert.deepEqual([patched.body.exposure, patched.body.module_ids], ['advisory', [a]]);

    const tree = await c.owner.get(`/api/v1/projects/${r.body.id}/tree`);
    assert.equal(tree.status, 200);
    assert.equal(tree.body.project.exposure, 'advisory');
    assert.deepEqual(
      tree.body.modules.map((m: { id: string; name: string; status: string; row_count: number }) => [m.id, m.name, m.status, m.row_count]),
      [[a, 'Customers', 'imported', 2]],
    );
    assert.deepEqual(
      tree.body.modules[0].columns.map((x: { name: string }) => x.name),
      ['id', 'name'],
    );
    assert.deepEqual(tree.body.specs, []);
  });

  test('bad bodies are 400; unknown, foreign and duplicate module ids are refused', async () => {
    const c = await newCustomer(t);
    const other = await newCustomer(t);
    const [a] = await twoModules(c);
    const [foreign] = await twoModules(other);
    for (const body of [
      { name: 'x', exposure: 'secret', module_ids: [] },
      { name: 'x', module_ids: [] },
      { name: '', exposure: 'full', module_ids: [] },
      { name: 'x', exposure: 'full' },
      { name: 'x', exposure: 'full', module_ids: [a, a] },
      { name: 'x', exposure: 'full', module_ids: 'all' },
    ]) {
      const r = await c.owner.post('/api/v1/projects', body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.equal(r.body.detail, 'validation error');
    }
    const r = await c.owner.post('/api/v1/projects', { name: 'x', exposure: 'full', module_ids: [a, foreign, 'nope'] });
    assert.equal(r.status, 400);
    assert.deepEqual(
      r.body.errors.map((e: { path: string }) => e.path),
      ['/module_ids/1', '/module_ids/2'],
    );
    assert.deepEqual((await c.owner.get('/api/v1/projects')).body, []);
  });
});

describe('projects: gates and tenancy', () => {
  test('create and exposure changes need can_add_projects; listing any signed-in user; the tree can_view_tree', async () => {
    const c = await newCustomer(t);
    const other = await newCustomer(t);
    const [a] = await twoModules(c);
    const p = (await c.owner.post('/api/v1/projects', { name: 'P', exposure: 'full', module_ids: [a] })).body;
    const agentOnly = await userWith(c, { can_access_agent: true });
    const adder = await userWith(c, { can_add_projects: true });
    const treeViewer = await userWith(c, { can_view_tree: true });

    for (const r of [
      await agentOnly.client.post('/api/v1/projects', { name: 'Q', exposure: 'full', module_ids: [] }),
      await agentOnly.client.patch(`/api/v1/projects/${p.id}`, { exposure: 'advisory' }),
      await treeViewer.client.patch(`/api/v1/projects/${p.id}`, { exposure: 'advisory' }),
      await agentOnly.client.get(`/api/v1/projects/${p.id}/tree`),
      await adder.client.get(`/api/v1/projects/${p.id}/tree`),
    ]) {
      assert.equal(r.status, 403);
      assert.equal(r.body.detail, 'permission denied');
    }
    assert.equal((await adder.client.post('/api/v1/projects', { name: 'Q', exposure: 'full', module_ids: [] })).status, 201);
    assert.equal((await adder.client.patch(`/api/v1/projects/${p.id}`, { exposure: 'limited' })).body.exposure, 'limited');
    assert.equal((await agentOnly.client.get('/api/v1/projects')).status, 200);
    assert.equal((await agentOnly.client.get('/api/v1/projects')).body.length, 2);
    assert.equal((await treeViewer.client.get(`/api/v1/projects/${p.id}/tree`)).status, 200);

    // Another customer sees none of it, and its ids are not found here.
    assert.deepEqual((await other.owner.get('/api/v1/projects')).body, []);
    assert.equal((await other.owner.get(`/api/v1/projects/${p.id}`)).status, 404);
    assert.equal((await other.owner.get(`/api/v1/projects/${p.id}/tree`)).status, 404);
    assert.equal((await other.owner.patch(`/api/v1/projects/${p.id}`, { exposure: 'full' })).status, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/projects' })).statusCode, 401);
  });

  test('exposure is governed: loosening is the owner’s alone, tightening needs Add Projects, every change is audited', async () => {
    const c = await newCustomer(t);
    const [a, b] = await twoModules(c);
    const p = (await c.owner.post('/api/v1/projects', { name: 'Clinic', exposure: 'advisory', module_ids: [a] })).body;
    const changes = async () =>
      (await c.owner.get('/api/v1/core/audit?action=project.exposure_change&limit=200')).body.entries.map(
        (e: { actor: { username: string }; details: Record<string, unknown> }) => ({ by: e.actor.username, ...e.details }),
      );
    // A Service_User holds Add Projects: the attack of the review was to switch advisory to full.
    const su = await newUser(c, c.roles.Service_User!);
    for (const exposure of ['full', 'limited']) {
      const r = await su.client.patch(`/api/v1/projects/${p.id}`, { exposure });
      assert.equal(r.status, 403);
      assert.equal(r.body.detail, 'permission denied');
    }
    // Nor around it: a new project, or another project given the module, at a looser level.
    assert.equal((await su.client.post('/api/v1/projects', { name: 'Open', exposure: 'full', module_ids: [a] })).status, 403);
    const q = await su.client.post('/api/v1/projects', { name: 'Orders', exposure: 'full', module_ids: [b] });
    assert.equal(q.status, 201);
    assert.equal((await su.client.patch(`/api/v1/projects/${q.body.id}`, { module_ids: [b, a] })).status, 403);
    assert.deepEqual((await c.owner.get(`/api/v1/projects/${q.body.id}`)).body.module_ids, [b]);
    assert.equal((await c.owner.get(`/api/v1/projects/${p.id}`)).body.exposure, 'advisory');
    assert.deepEqual(await changes(), [], 'a refused change leaves no entry');

    assert.equal((await su.client.patch(`/api/v1/projects/${q.body.id}`, { exposure: 'limited' })).body.exposure, 'limited');
    assert.equal((await c.owner.patch(`/api/v1/projects/${p.id}`, { exposure: 'full' })).body.exposure, 'full');
    assert.equal((await c.owner.patch(`/api/v1/projects/${p.id}`, { exposure: 'full', name: 'Clinic 2' })).status, 200);
    // Renaming a project is not an exposure change, for anyone.
    assert.equal((await su.client.patch(`/api/v1/projects/${q.body.id}`, { name: 'Orders 2' })).status, 200);
    assert.deepEqual(await changes(), [
      { by: c.ownerUsername, project_id: p.id, from: 'advisory', to: 'full' },
      { by: su.username, project_id: q.body.id, from: 'full', to: 'limited' },
    ]);
  });
});
