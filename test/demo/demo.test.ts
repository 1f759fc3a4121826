import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, startApp, uniq, type TestApp } from '../support/app.js';
import { createPgliteDb } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { seedDemo, seedDemoOnFirstStart } from '../../src/demo/seed.js';
import type { SpecDoc } from '../../src/contracts/spec.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

describe('demo data', () => {
  test('seedDemo provisions the owner, an API user, four modules, the project and a trained spec', async () => {
    const lines: string[] = [];
    const seed = await seedDemo({ db: t.db, data: t.data }, { ownerUsername: uniq('demo'), apiUsername: uniq('demo-api'), onProgress: (l) => lines.push(l) });
    assert.ok(lines.some((l) => l.startsWith('imported cars.json: 406 rows')));

    const owner = await Client.signIn(t.app, '/auth/core/login', seed.owner.username, seed.owner.password);
    const tree = await owner.get(`/api/v1/projects/${seed.projectId}/tree`);
    assert.equal(tree.status, 200);
    assert.deepEqual([tree.body.project.name, tree.body.project.exposure], ['Demo analytics', 'full']);
    assert.deepEqual(
      tree.body.modules.map((m: { name: string; row_count: number; status: string }) => [m.name, m.row_count, m.status]),
      [
        ['Cars', 406, 'imported'],
        ['Seattle Weather', 1461, 'imported'],
        ['Penguins', 344, 'imported'],
        ['Stocks', 560, 'imported'],
      ],
    );
    assert.deepEqual(
      tree.body.specs.map((s: { id: string; status: string }) => [s.id, s.status]),
      [[seed.specId, 'trained']],
    );

    const spec = await owner.get(`/api/v1/projects/${seed.projectId}/semantic/specs/${seed.specId}`);
    const doc = spec.body.spec as SpecDoc;
    const cars = doc.modules.find((m) => m.name === 'Cars')!;
    const mpg = cars.columns.find((c) => c.name === 'miles_per_gallon')!;
    assert.deepEqual([mpg.type, mpg.role, mpg.label, mpg.synonyms.includes('mpg')], ['number', 'measure', 'Miles per gallon', true]);
    assert.deepEqual(
      cars.columns.find((c) => c.name === 'origin')!.stats.top_values.map((v) => v.value),
      ['USA', 'Japan', 'Europe'],
    );
    const penguins = doc.modules.find((m) => m.name === 'Penguins')!;
    assert.deepEqual(
      penguins.columns.map((c) => c.name),
      ['species', 'island', 'beak_length_mm', 'beak_depth_mm', 'flipper_length_mm', 'body_mass_g', 'sex'],
    );
    const stocks = doc.modules.find((m) => m.name === 'Stocks')!;
    assert.deepEqual(
      stocks.columns.map((c) => [c.name, c.type, c.role]),
      [
        ['symbol', 'text', 'dimension'],
        ['date', 'date', 'time'],
        ['price', 'number', 'measure'],
      ],
    );
    assert.deepEqual([stocks.columns[1]!.stats.min, stocks.columns[1]!.stats.max], ['2000-01-01', '2010-03-01']);

    // The printed API credentials work with /api/v1/authorize.
    const auth = await t.app.inject({ method: 'POST', url: '/api/v1/authorize', payload: { username: seed.api.username, password: seed.api.password } });
    assert.equal(auth.statusCode, 200, auth.body);
    assert.ok(typeof auth.json().token === 'string');
  });

  test('the first start of an empty database seeds and prints credentials, the spec id and curl commands; later starts do not', async () => {
    const db = createPgliteDb();
    try {
      await migrate(db);
      const printed: string[] = [];
      const seed = await seedDemoOnFirstStart({ db, baseUrl: 'http://localhost:8080', print: (s) => printed.push(s) });
      assert.ok(seed);
      const banner = printed.join('\n');
      for (const part of [
        seed.owner.username,
        seed.owner.password,
        seed.api.username,
        seed.api.password,
        seed.specId,
        'curl -s -X POST http://localhost:8080/api/v1/authorize',
        'curl -s -X POST http://localhost:8080/api/v1/infer',
        '"spec_ids":["' + seed.specId + '"]',
      ]) {
        assert.ok(banner.includes(part), part);
      }
      assert.equal(await seedDemoOnFirstStart({ db, baseUrl: 'http://localhost:8080', print: () => assert.fail('printed twice') }), undefined);
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers');
      assert.equal(rows[0]!.n, 1);
    } finally {
      await db.close();
    }
  });
});
