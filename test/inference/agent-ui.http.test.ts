import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, startApp, type TestApp } from '../support/app.js';
import { userWith, type TestCustomer } from '../support/customers.js';
import type { DemoSeed } from '../../src/demo/seed.js';
import { demoAndOther } from '../support/demo.js';
import type { Exposure } from '../../src/contracts/exposure.js';

/**
 * Issue 12 over the demo data: /api/v1/infer keeps the contract's four fields; /api/v1/inference
 * shows its work (rows, chart, SQL) at full exposure only; feedback on answers, in the owner's audit
 * list and in the question file export; suggested questions.
 */
let t: TestApp;
let demo: DemoSeed;
let other: DemoSeed;
let owner: Client;
let otherOwner: Client;

const TREND = 'average minimum temperature by year';
const GROUPED = 'average horsepower by origin';
const SINGLE = 'How many cars are there?';
const WORK_KEYS = ['columns', 'rows', 'chart', 'sql'];

const ask = (c: Client, prompt: string, specId = demo.specId) => c.post('/api/v1/inference', { prompt, spec_ids: [specId] });

async function setExposure(exposure: Exposure) {
  const r = await owner.patch(`/api/v1/projects/${demo.projectId}`, { exposure });
  assert.equal(r.status, 200, JSON.stringify(r.body));
}

before(async () => {
  t = await startApp();
  ({ demo, other, owner, otherOwner } = await demoAndOther(t));
});
after(() => t.close());

describe('/api/v1/infer keeps the contract', () => {
  test('its body has exactly the four fields, whatever the question’s shape', async () => {
    const a = await new Client(t.app).post('/api/v1/authorize', { username: demo.api.username, password: demo.api.password });
    for (const prompt of [TREND, GROUPED, SINGLE]) {
      const r = await new Client(t.app).request({
        method: 'POST',
        url: '/api/v1/infer',
        payload: { prompt, spec_ids: [demo.specId] },
        headers: { authorization: `Bearer ${a.body.token}` },
      });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual(Object.keys(r.body).sort(), ['correlation_id', 'exposure', 'result', 'spec_count']);
    }
  });
});

describe('/api/v1/inference shows its work at full exposure only', () => {
  test('a trend: a line over the periods, the rows the SQL returned, the SQL, what was understood', async () => {
    const r = await ask(owner, TREND);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.exposure, 'full');
    assert.deepEqual(r.body.chart, { kind: 'line', x: 'g', y: 'v1' });
    assert.deepEqual(
      r.body.columns.map((c: { key: string }) => c.key),
      ['g', 'v1', 'n'],
    );
    const measure = r.body.columns[1];
    assert.equal(measure.label, 'Average Minimum temperature');
    assert.equal(measure.unit, '°C');
    assert.equal(r.body.rows.length, 4, 'one row per year of the weather data');
    assert.deepEqual(
      r.body.rows.map((row: unknown[]) => String(row[0])),
      ['2012', '2013', '2014', '2015'],
    );
    assert.match(r.body.sql.text, /^SELECT /);
    // The rows are the statement's own result: running it again gives the same cells.
    const { rows } = await t.data.query<Record<string, unknown>>(r.body.sql.text, r.body.sql.params);
    assert.deepEqual(
      rows.map((x) => [String(x.g), Number(x.v1), Number(x.n)]),
      r.body.rows.map((x: unknown[]) => [String(x[0]), Number(x[1]), Number(x[2])]),
    );
    assert.ok(r.body.understood.some((w: string) => /^data: /.test(w)));
    assert.ok(r.body.understood.some((w: string) => /by/.test(w)));
  });

  test('at full the understood words name the record asked about', async () => {
    const r = await ask(owner, 'horsepower of the ford pinto');
    assert.ok(r.body.understood.includes('rows where Model name is ford pinto'), JSON.stringify(r.body.understood));
    assert.deepEqual(r.body.chart, { kind: 'none' }, 'a record lookup draws no chart');
  });

  test('groups get bars, a single value no chart', async () => {
    const g = await ask(owner, GROUPED);
    assert.equal(g.body.chart.kind, 'bar');
    assert.equal(g.body.rows.length, 3);
    const s = await ask(owner, SINGLE);
    assert.deepEqual(s.body.chart, { kind: 'none' });
    assert.equal(s.body.rows.length, 1);
  });

  for (const exposure of ['limited', 'advisory'] as const) {
    test(`at ${exposure}: no rows, no chart, no SQL in the body; the understood words follow the exposure`, async () => {
      await setExposure(exposure);
      try {
        for (const prompt of [TREND, GROUPED, SINGLE, 'cars with horsepower above 200']) {
          const r = await ask(owner, prompt);
          assert.equal(r.status, 200, JSON.stringify(r.body));
          assert.equal(r.body.exposure, exposure);
          for (const k of WORK_KEYS) assert.ok(!(k in r.body), `${k} absent at ${exposure} (${prompt})`);
          // A clarification adds its readings in words (`options`), guarded like the rest.
          const keys = ['correlation_id', 'exposure', 'result', 'spec_count', 'understood', ...(r.body.options ? ['options'] : [])];
          assert.deepEqual(Object.keys(r.body).sort(), keys.sort(), prompt);
          for (const o of r.body.options ?? []) assert.doesNotMatch(o, /\p{N}/u, `no figure in the option "${o}"`);
          for (const w of r.body.understood) assert.doesNotMatch(w, /\p{N}/u, `no figure in "${w}"`);
        }
        // A record named by its identifier: the words say what was understood without the name.
        const named = await ask(owner, 'horsepower of the ford pinto');
        assert.ok(named.body.understood.includes('rows where Model name is the one you named'), JSON.stringify(named.body.understood));
        assert.doesNotMatch(JSON.stringify(named.body), /pinto/i);
      } finally {
        await setExposure('full');
      }
    });
  }
});

describe('feedback on answers', () => {
  test('is stored against the correlation id, replaced by a later rating, shown in the owner’s audit list and exported', async () => {
    const up = await ask(owner, GROUPED);
    const down = await ask(owner, SINGLE);
    let r = await owner.post('/api/v1/inference/feedback', { correlation_id: up.body.correlation_id, rating: 'down', note: 'first thought' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    r = await owner.post('/api/v1/inference/feedback', { correlation_id: up.body.correlation_id, rating: 'up' });
    assert.equal(r.status, 200);
    assert.deepEqual([r.body.rating, r.body.note], ['up', null]);
    r = await owner.post('/api/v1/inference/feedback', { correlation_id: down.body.correlation_id, rating: 'down', note: '=wrong\tcount\nreally' });
    assert.equal(r.status, 200);

    const a = await owner.get(`/api/v1/core/audit?correlation_id=${up.body.correlation_id}`);
    assert.equal(a.body.entries.length, 1);
    assert.deepEqual([a.body.entries[0].feedback.rating, a.body.entries[0].feedback.note], ['up', null]);
    const b = await owner.get(`/api/v1/core/audit?correlation_id=${down.body.correlation_id}`);
    assert.equal(b.body.entries[0].feedback.rating, 'down');

    const x = await owner.get('/api/v1/core/audit/feedback-export');
    assert.equal(x.status, 200);
    assert.match(String(x.headers['content-type']), /^text\/tab-separated-values/);
    const lines = String(x.body).trim().split('\n');
    assert.equal(lines[0], 'id\tutterance\tcontext\ttargetValue\trating\tnote\texposure\tanswer');
    const rows = lines.slice(1).map((l) => l.split('\t'));
    assert.equal(rows.length, 2);
    const byId = new Map(rows.map((c) => [c[0], c]));
    const u = byId.get(`fb-${up.body.correlation_id}`)!;
    assert.deepEqual(u.slice(0, 2), [`fb-${up.body.correlation_id}`, GROUPED]);
    assert.equal(u[2], `specgate:${demo.specId}`);
    assert.equal(u[3]!.split('|').length, 3, 'the three origins, as the answer gave them');
    assert.deepEqual([u[4], u[6]], ['up', 'full']);
    assert.equal(u[7], up.body.result);
    const d = byId.get(`fb-${down.body.correlation_id}`)!;
    assert.deepEqual([d[3], d[4], d[5]], ['406', 'down', "'=wrong count\\nreally"]);
  });

  test('answers rated below full export no answer', async () => {
    await setExposure('limited');
    let r;
    try {
      r = await ask(owner, GROUPED);
    } finally {
      await setExposure('full');
    }
    await owner.post('/api/v1/inference/feedback', { correlation_id: r.body.correlation_id, rating: 'up' });
    const x = await owner.get('/api/v1/core/audit/feedback-export');
    const row = String(x.body)
      .split('\n')
      .map((l) => l.split('\t'))
      .find((c) => c[0] === `fb-${r.body.correlation_id}`)!;
    assert.deepEqual([row[1], row[3], row[6], row[7]], [GROUPED, '', 'limited', '']);
  });

  test('another customer’s correlation id, or an unknown one, is 404; a bad rating is 400', async () => {
    const theirs = await ask(otherOwner, SINGLE, other.specId);
    assert.equal(theirs.status, 200);
    const r = await owner.post('/api/v1/inference/feedback', { correlation_id: theirs.body.correlation_id, rating: 'down' });
    assert.equal(r.status, 404);
    assert.equal((await owner.post('/api/v1/inference/feedback', { correlation_id: crypto.randomUUID(), rating: 'up' })).status, 404);
    assert.equal((await owner.post('/api/v1/inference/feedback', { correlation_id: theirs.body.correlation_id, rating: 'meh' })).status, 400);
    // Their export does not hold our ratings and ours not theirs.
    const x = await otherOwner.get('/api/v1/core/audit/feedback-export');
    assert.equal(String(x.body).trim().split('\n').length, 1);
  });

  test('a non-owner with Access Agent rates but cannot export; without Access Agent no rating', async () => {
    const c: TestCustomer = { id: demo.customerId, ownerId: demo.owner.id, owner, ownerUsername: demo.owner.username, roles: {}, t };
    const agentUser = await userWith(c, { can_access_agent: true });
    const r = await ask(agentUser.client, SINGLE);
    assert.equal(r.status, 200);
    assert.equal((await agentUser.client.post('/api/v1/inference/feedback', { correlation_id: r.body.correlation_id, rating: 'up' })).status, 200);
    assert.equal((await agentUser.client.get('/api/v1/core/audit/feedback-export')).status, 403);
    const plain = await userWith(c, { can_view_datasets: true });
    assert.equal((await plain.client.post('/api/v1/inference/feedback', { correlation_id: r.body.correlation_id, rating: 'up' })).status, 403);
    assert.equal((await plain.client.get(`/api/v1/inference/suggestions?spec_ids=${demo.specId}`)).status, 403);
  });
});

describe('suggested questions', () => {
  test('are built from the spec and each one answers with its work shown', async () => {
    const r = await owner.get(`/api/v1/inference/suggestions?spec_ids=${demo.specId}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.ok(r.body.questions.length >= 2, JSON.stringify(r.body));
    for (const q of r.body.questions) {
      const a = await ask(owner, q);
      assert.equal(a.status, 200);
      assert.ok(a.body.columns && a.body.rows.length > 0, `${q} → ${a.body.result}`);
      // Read as asked: a grouping is answered with all its groups, not cut to the first.
      if (/ by /.test(q)) assert.ok(a.body.rows.length > 1 && !a.body.understood.some((w: string) => /the first/.test(w)), `${q} → ${a.body.result}`);
    }
    assert.equal((await owner.get(`/api/v1/inference/suggestions?spec_ids=${other.specId}`)).status, 403);
  });
});
