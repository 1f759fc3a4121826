import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Client, startApp, testDb, uniq, type TestApp } from '../support/app.js';
import type { DemoSeed } from '../../src/demo/seed.js';
import { demoAndOther } from '../support/demo.js';
import type { Exposure } from '../../src/contracts/exposure.js';
import { verifiedRepo } from '../../src/verified/verified.repo.js';

/**
 * Issue 25, items 3, 4 and 6 over HTTP: verifying an answer, its words and its shape answered as
 * verified, the check list (after a rebuild, on demand, stale readings), and the bad inputs — another
 * user's or customer's answer, an answer that did not answer, a deleted spec, two users verifying one
 * question, a thousand verified questions — and the guard at limited and advisory.
 */
let t: TestApp;
let demo: DemoSeed;
let other: DemoSeed;
let owner: Client;
let otherOwner: Client;

const ask = (c: Client, prompt: string, specIds = [demo.specId], more: Record<string, unknown> = {}) =>
  c.post('/api/v1/inference', { prompt, spec_ids: specIds, session_id: randomUUID(), ...more });
const verify = (c: Client, correlation_id: string, more: Record<string, unknown> = {}) => c.post('/api/v1/inference/verified', { correlation_id, ...more });
const checkList = (c: Client, projectId = demo.projectId) => c.get(`/api/v1/projects/${projectId}/verified`);
const VERIFIED = /^a verified question \(verified by /;

/** A user of the demo customer with exactly these flags. */
async function userWith(permissions: Record<string, boolean>): Promise<Client> {
  const role = await owner.post('/api/v1/core/roles', { name: uniq('role'), permissions });
  assert.equal(role.status, 201, JSON.stringify(role.body));
  const made = await owner.post('/api/v1/core/users', { username: uniq('user'), role_id: role.body.id });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  return Client.signIn(t.app, '/auth/core/login', made.body.username, made.body.password);
}

async function setExposure(exposure: Exposure) {
  const r = await owner.patch(`/api/v1/projects/${demo.projectId}`, { exposure });
  assert.equal(r.status, 200, JSON.stringify(r.body));
}

/** A new spec of the demo project; resolves once it is trained and its check list has run. */
async function rebuild(): Promise<string> {
  const r = await owner.post(`/api/v1/projects/${demo.projectId}/semantic/build`, {});
  assert.ok(r.status === 201 || r.status === 202, JSON.stringify(r.body));
  for (let i = 0; i < 600; i++) {
    const list = await checkList(owner);
    if (list.body.specs.some((s: { spec_id: string; checked: unknown }) => s.spec_id === r.body.id && s.checked)) return r.body.id;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the rebuilt spec was not checked');
}

before(async () => {
  t = await startApp({}, testDb());
  ({ demo, other, owner, otherOwner } = await demoAndOther(t));
});
after(() => t.close());

describe('verified questions', () => {
  test('a verified answer answers its words and its shape with other values; another shape is read on its own', async () => {
    const asked = await ask(owner, 'average horsepower of cars from Japan in 1975');
    assert.equal(asked.status, 200, JSON.stringify(asked.body));
    const v = await verify(owner, asked.body.correlation_id);
    assert.equal(v.status, 201, JSON.stringify(v.body));
    assert.equal(v.body.question, 'average horsepower of cars from Japan in 1975');
    assert.equal(v.body.replaced, false);
    assert.equal(v.body.spec_id, demo.specId);

    const same = await ask(owner, 'Average horsepower of cars from Japan in 1975?');
    assert.match(same.body.understood[0], VERIFIED);
    assert.equal(same.body.verified.id, v.body.id);
    assert.match(same.body.result, /verified question/);
    assert.deepEqual(same.body.rows, asked.body.rows);

    // The same shape with other values: the verified reading with Europe and 1980, equal to that question read on its own.
    const variant = await ask(owner, 'average horsepower of cars from Europe in 1980');
    assert.equal(variant.body.verified?.id, v.body.id, JSON.stringify(variant.body.understood));
    assert.deepEqual(variant.body.reading.filters, [
      { column: 'origin', op: 'eq', value: 'Europe' },
      { column: 'year', op: 'range', value: ['1980-01-01', '1981-01-01'] },
    ]);
    // Over the API too, and the answer says so.
    const auth = await new Client(t.app).post('/api/v1/authorize', { username: demo.api.username, password: demo.api.password });
    const api = await new Client(t.app).request({
      method: 'POST',
      url: '/api/v1/infer',
      payload: { prompt: 'average horsepower of cars from USA in 1980', spec_ids: [demo.specId] },
      headers: { authorization: `Bearer ${auth.body.token}` },
    });
    assert.equal(api.status, 200);
    assert.match(api.body.result, /USA and Model year in 1980.*verified question/);

    const otherShape = await ask(owner, 'average horsepower of cars from Japan');
    assert.equal(otherShape.body.verified, undefined);
    assert.doesNotMatch(otherShape.body.understood[0] ?? '', VERIFIED);
    // Another customer's question of the same words is not answered with this customer's reading.
    const foreign = await ask(otherOwner, 'average horsepower of cars from Japan in 1975', [other.specId]);
    assert.equal(foreign.body.verified, undefined);

    const audit = await owner.get(`/api/v1/core/audit?action=verified_question.save`);
    assert.ok(JSON.stringify(audit.body).includes(v.body.id));
  });

  test('only the caller’s own answered answers can be verified; the flag is Create Semantic Dataset', async () => {
    const mine = await ask(owner, 'how many penguins on Biscoe island');
    const asker = await userWith({ can_access_agent: true, can_create_semantic_dataset: true });
    for (const [c, cid] of [
      [asker, mine.body.correlation_id],
      [otherOwner, mine.body.correlation_id],
      [owner, randomUUID()],
      [owner, "x' OR 1=1 --"],
    ] as const) {
      const r = await verify(c, cid);
      assert.equal(r.status, 404, JSON.stringify(r.body));
      assert.deepEqual(r.body, { detail: 'answer not found' });
    }
    for (const bad of [
      {},
      { correlation_id: '' },
      { correlation_id: 'x'.repeat(101) },
      { correlation_id: 7 },
      { correlation_id: mine.body.correlation_id, question: '' },
    ]) {
      const r = await owner.post('/api/v1/inference/verified', bad);
      assert.equal(r.status, 400, `${JSON.stringify(bad)} → ${JSON.stringify(r.body)}`);
    }
    // A clarification did not answer: there is no reading to verify.
    const unsure = await ask(owner, 'average temperature in 2013');
    assert.ok(unsure.body.options?.length, JSON.stringify(unsure.body));
    const refused = await verify(owner, unsure.body.correlation_id);
    assert.equal(refused.status, 400);
    assert.equal(refused.body.detail, 'only an answered question can be verified');

    const agentOnly = await userWith({ can_access_agent: true, can_view_tree: true });
    const own = await ask(agentOnly, 'how many penguins on Dream island');
    assert.equal((await verify(agentOnly, own.body.correlation_id)).status, 403);
    assert.equal((await agentOnly.post(`/api/v1/projects/${demo.projectId}/verified/check`, {})).status, 403);
    assert.equal((await checkList(agentOnly)).status, 200);
    const noTree = await userWith({ can_access_agent: true });
    assert.equal((await checkList(noTree)).status, 403);
    // Another customer's project is not found, whatever its id: neither listed, rerun, nor its questions removed.
    assert.equal((await checkList(otherOwner)).status, 404);
    assert.equal((await checkList(owner, 'not-a-uuid')).status, 404);
    assert.equal((await otherOwner.post(`/api/v1/projects/${demo.projectId}/verified/check`, {})).status, 404);
    const theirs = await ask(owner, 'how many penguins on Dream island');
    const kept = await verify(owner, theirs.body.correlation_id);
    assert.equal((await otherOwner.delete(`/api/v1/projects/${demo.projectId}/verified/${kept.body.id}`)).status, 404);
    assert.equal((await otherOwner.delete(`/api/v1/projects/${other.projectId}/verified/${kept.body.id}`)).status, 404);
    assert.ok(
      (await checkList(owner)).body.questions.some((q: { id: string }) => q.id === kept.body.id),
      'still there',
    );
  });

  test('a reader limited by a row policy sees the check list’s questions without the values they name', async () => {
    const asked = await ask(owner, 'how many penguins of species Chinstrap');
    const v = await verify(owner, asked.body.correlation_id);
    assert.equal(v.status, 201, JSON.stringify(v.body));
    const role = await owner.post('/api/v1/core/roles', { name: uniq('biscoe'), permissions: { can_view_tree: true } });
    const made = await owner.post('/api/v1/core/users', { username: uniq('reader'), role_id: role.body.id });
    const reader = await Client.signIn(t.app, '/auth/core/login', made.body.username, made.body.password);
    assert.ok(JSON.stringify((await checkList(reader)).body).includes('Chinstrap'), 'no policy yet: the question as verified');
    const biscoe = { module_id: demo.moduleIds.Penguins, row_filter: { column: 'island', values: ['Biscoe'] }, hidden_columns: [] };
    assert.equal((await owner.put(`/api/v1/core/roles/${role.body.id}/policies`, { policies: [biscoe] })).status, 200);
    const list = await checkList(reader);
    assert.equal(list.status, 200);
    assert.doesNotMatch(JSON.stringify(list.body), /chinstrap/i);
    assert.ok(list.body.questions.some((q: { id: string; question: string }) => q.id === v.body.id && q.question === 'how many penguins of species …'));
    // The owner, whom no policy limits, still reads it whole.
    assert.ok(JSON.stringify((await checkList(owner)).body).includes('Chinstrap'));
  });

  test('a follow-up is verified as its reading in words, and a chosen clarification as the reading chosen', async () => {
    const s = randomUUID();
    const first = await owner.post('/api/v1/inference', { prompt: 'average body mass by species', spec_ids: [demo.specId], session_id: s });
    const next = await owner.post('/api/v1/inference', {
      prompt: 'only on Dream island',
      spec_ids: [demo.specId],
      session_id: s,
      previous: first.body.correlation_id,
    });
    assert.match(next.body.understood[0], /follow-up/);
    const v = await verify(owner, next.body.correlation_id);
    assert.equal(v.status, 201, JSON.stringify(v.body));
    assert.match(v.body.question, /Body mass.*Species.*Island is Dream/i);
    const again = await ask(owner, v.body.question);
    assert.equal(again.body.verified?.id, v.body.id);
    assert.deepEqual(again.body.rows, next.body.rows);

    const unsure = await ask(owner, 'average temperature in 2013');
    const at = unsure.body.options.findIndex((o: string) => /Maximum temperature/.test(o));
    const chosen = await owner.post('/api/v1/inference', {
      prompt: unsure.body.options[at],
      spec_ids: [demo.specId],
      session_id: s,
      previous: unsure.body.correlation_id,
      choose: at,
    });
    const vc = await verify(owner, chosen.body.correlation_id);
    assert.equal(vc.status, 201, JSON.stringify(vc.body));
    assert.match(vc.body.question, /Maximum temperature/);
  });

  test('two users verifying different readings of one question: the later replaces the earlier; the audit shows both', async () => {
    const second = await userWith({ can_access_agent: true, can_create_semantic_dataset: true });
    const question = 'how many penguins are there on Torgersen island';
    const a = await ask(owner, question);
    const b = await ask(second, question, [demo.specId], {
      reading: { ...a.body.reading, kind: 'aggregate', measures: [{ agg: 'avg', column: 'body_mass_g' }] },
    });
    assert.equal(b.status, 200, JSON.stringify(b.body));
    const va = await verify(owner, a.body.correlation_id);
    const vb = await verify(second, b.body.correlation_id, { question });
    assert.equal(va.status, 201);
    assert.equal(vb.status, 201, JSON.stringify(vb.body));
    assert.equal(vb.body.id, va.body.id);
    assert.equal(vb.body.replaced, true);
    const now = await ask(owner, question);
    assert.equal(now.body.reading.measures[0].agg, 'avg');
    const audit = await owner.get(`/api/v1/core/audit?action=verified_question.save&limit=100`);
    const entries = (audit.body.entries ?? audit.body).filter(
      (e: { details: { verified_question_id: string } }) => e.details.verified_question_id === va.body.id,
    );
    assert.equal(entries.length, 2, JSON.stringify(audit.body).slice(0, 400));
    const later = entries.find((e: { details: { replaced: unknown } }) => e.details.replaced !== null);
    assert.equal(later.details.replaced.reading.measures[0].agg, 'count');
    assert.equal(later.actor.username !== entries.find((e: { details: { replaced: unknown } }) => e.details.replaced === null).actor.username, true);
  });

  test('the check list reruns on a rebuild and on demand; a reading whose column is gone is stale and flagged, not used', async () => {
    const asked = await ask(owner, 'how many penguins on Dream island');
    await verify(owner, asked.body.correlation_id);
    // A verified reading over a column no spec has (as after a module's column was removed).
    const massed = await ask(owner, 'average body mass of penguins on Biscoe island');
    const gone = (await verify(owner, massed.body.correlation_id)).body;
    await t.db.query(`UPDATE verified_questions SET reading = jsonb_set(reading, '{measures,0,column}', '"tail_length"') WHERE id = $1`, [gone.id]);
    const specId = await rebuild();
    const list = await checkList(owner);
    assert.equal(list.status, 200);
    assert.equal(list.body.specs[0].spec_id, specId, 'the newest spec first');
    const checked = list.body.specs[0].checked;
    assert.equal(checked.total, list.body.questions.length);
    assert.equal(checked.stale, 1);
    assert.ok(checked.passed >= 1);
    const row = list.body.questions.find((q: { id: string }) => q.id === gone.id);
    assert.equal(row.newest, 'stale');
    // Asked, it is flagged and read on its own.
    const flagged = await ask(owner, 'average body mass of penguins on Dream island');
    assert.equal(flagged.body.verified, undefined);
    assert.ok(
      flagged.body.understood.some((w: string) => /verified question like this one does not fit/.test(w)),
      JSON.stringify(flagged.body.understood),
    );
    const audit = await owner.get(`/api/v1/core/audit?correlation_id=${flagged.body.correlation_id}`);
    assert.ok(JSON.stringify(audit.body).includes(gone.id));

    // On demand, on the older spec.
    const older = await owner.post(`/api/v1/projects/${demo.projectId}/verified/check`, { spec_id: demo.specId });
    assert.equal(older.status, 200, JSON.stringify(older.body));
    assert.ok(older.body.specs.find((s: { spec_id: string }) => s.spec_id === demo.specId).checked);
    for (const bad of [randomUUID(), 'nope', other.specId]) {
      const r = await owner.post(`/api/v1/projects/${demo.projectId}/verified/check`, { spec_id: bad });
      assert.equal(r.status, 404, JSON.stringify(r.body));
    }
    // No value of an answer in the check list.
    assert.doesNotMatch(JSON.stringify(list.body), /"rows"|"result"|"values"/);
    const removed = await owner.delete(`/api/v1/projects/${demo.projectId}/verified/${gone.id}`);
    assert.equal(removed.status, 204);
    assert.equal((await owner.delete(`/api/v1/projects/${demo.projectId}/verified/${gone.id}`)).status, 404);
  });

  test('a verified question outlives the spec it was verified on; an answer whose spec was deleted cannot be verified', async () => {
    const specId = await rebuild();
    const asked = await ask(owner, 'highest flipper length of penguins on Torgersen island', [specId]);
    const v = await verify(owner, asked.body.correlation_id);
    assert.equal(v.status, 201, JSON.stringify(v.body));
    const unverified = await ask(owner, 'how many penguins of species Gentoo', [specId]);
    assert.equal((await owner.delete(`/api/v1/projects/${demo.projectId}/semantic/specs/${specId}`)).status, 204);
    const refused = await verify(owner, unverified.body.correlation_id);
    assert.equal(refused.status, 404);
    assert.equal(refused.body.detail, 'spec not found');
    const list = await checkList(owner);
    const kept = list.body.questions.find((q: { id: string }) => q.id === v.body.id);
    assert.equal(kept.spec_id, null, 'the spec it was verified on is gone; the question stays with the project');
    // The project's other spec answers it as verified (the same modules).
    const again = await ask(owner, 'highest flipper length of penguins on Biscoe island');
    assert.equal(again.body.verified?.id, v.body.id);
  });

  test('a thousand verified questions on one project: the one asked is matched', async () => {
    const repo = verifiedRepo(t.db);
    const penguins = demo.moduleIds.Penguins!;
    const rows = Array.from({ length: 1000 }, (_, i) => i);
    for (const i of rows)
      await repo.upsert({
        customerId: demo.customerId,
        project_id: demo.projectId,
        spec_id: demo.specId,
        question: `question number ${i} about penguins`,
        question_key: `question number ${i} about penguins`,
        shape: `question number {} about penguins ${i}`,
        slots: [[{ kind: 'number', value: i }]],
        reading: { kind: 'aggregate', module: penguins, filters: [], measures: [{ agg: 'count' }] },
        correlation_id: randomUUID(),
        verifiedBy: demo.owner.id,
        verified_by_username: demo.owner.username,
        verifiedAt: new Date(),
      });
    const asked = await ask(owner, 'average bill length of penguins on Dream island');
    const v = await verify(owner, asked.body.correlation_id);
    const variant = await ask(owner, 'average bill length of penguins on Biscoe island');
    assert.equal(variant.body.verified?.id, v.body.id);
    const list = await checkList(owner);
    assert.ok(list.body.questions.length > 1000);
  });

  for (const exposure of ['limited', 'advisory'] as const) {
    test(`at ${exposure}: a verified answer, the verify response and the check list name no withheld value`, async () => {
      const named = await ask(owner, 'horsepower of the ford pinto');
      assert.match(named.body.result, /pinto/i);
      const v = await verify(owner, named.body.correlation_id);
      assert.equal(v.status, 201);
      await setExposure(exposure);
      try {
        const again = await ask(owner, 'horsepower of the ford pinto');
        assert.equal(again.body.exposure, exposure);
        assert.equal(again.body.verified?.id, v.body.id);
        assert.doesNotMatch(JSON.stringify(again.body), /pinto/i);
        for (const k of ['rows', 'sql', 'reading', 'columns']) assert.equal(again.body[k], undefined, k);
        if (exposure === 'advisory') assert.doesNotMatch(again.body.result, /\d/);
        const list = await checkList(owner);
        assert.equal(list.status, 200);
        assert.doesNotMatch(JSON.stringify(list.body.questions.map((q: { question: string }) => q.question)), /pinto/i);
        const year = list.body.questions.find((q: { question: string }) => /horsepower of cars from Japan/.test(q.question));
        if (exposure === 'advisory' && year) assert.doesNotMatch(year.question, /1975/);
        const limitedAnswer = await ask(owner, 'horsepower of the ford pinto');
        const vv = await verify(owner, limitedAnswer.body.correlation_id);
        assert.equal(vv.status, 201);
        assert.doesNotMatch(vv.body.question, /pinto/i);
      } finally {
        await setExposure('full');
      }
    });
  }
});
