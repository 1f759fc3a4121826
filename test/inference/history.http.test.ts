import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Client, startApp, testDb, uniq, type TestApp } from '../support/app.js';
import type { DemoSeed } from '../../src/demo/seed.js';
import { demoAndOther, seedUniqueDemo, signInOwner } from '../support/demo.js';
import type { Exposure } from '../../src/contracts/exposure.js';

/**
 * Issue 25, item 5: the portal agent's history is kept on the server, per user, under the session
 * label the portal sends; listed across tabs and devices (another client of the same user sees it),
 * deletable by its user, kept AGENT_HISTORY_DAYS, and never shown to anyone else. A stored answer
 * is not shown again once its project's exposure is lowered or its spec deleted.
 */
const DAY = 86_400_000;
let now = Date.now();
const clock = () => new Date(now);

let t: TestApp;
let demo: DemoSeed;
let owner: Client;
let otherOwner: Client;

const ask = (c: Client, prompt: string, sessionId: string, specId = demo.specId) =>
  c.post('/api/v1/inference', { prompt, spec_ids: [specId], session_id: sessionId });

async function setExposure(exposure: Exposure) {
  const r = await owner.patch(`/api/v1/projects/${demo.projectId}`, { exposure });
  assert.equal(r.status, 200, JSON.stringify(r.body));
}

before(async () => {
  // Sign-in sessions outlive the clock's moves; the history's retention is one day.
  t = await startApp({ AGENT_HISTORY_DAYS: '1', SESSION_IDLE_SECONDS: String(400 * 24 * 3600), SESSION_ABSOLUTE_SECONDS: String(400 * 24 * 3600) }, testDb(), {
    clock,
  });
  ({ demo, owner, otherOwner } = await demoAndOther(t));
});
after(() => t.close());

describe('the agent history on the server', () => {
  test('a session’s questions and answers, in order, for its user on another client too', async () => {
    const session = randomUUID();
    const first = await ask(owner, 'average horsepower by origin', session);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    now += 1000;
    const second = await ask(owner, 'how many cars are there', session);
    assert.equal(second.status, 200);

    // A rating given to an answer comes back with it.
    const rated = await owner.post('/api/v1/inference/feedback', { correlation_id: second.body.correlation_id, rating: 'down', note: 'only the US ones' });
    assert.equal(rated.status, 200, JSON.stringify(rated.body));

    // The same user signed in elsewhere (another browser, another device).
    const elsewhere = await signInOwner(t, demo);
    const list = await elsewhere.get('/api/v1/agent/sessions');
    assert.equal(list.status, 200);
    const mine = list.body.find((s: { session_id: string }) => s.session_id === session);
    assert.ok(mine, JSON.stringify(list.body));
    assert.equal(mine.title, 'average horsepower by origin');
    assert.equal(mine.questions, 2);

    const opened = await elsewhere.get(`/api/v1/agent/sessions/${session}`);
    assert.equal(opened.status, 200);
    assert.deepEqual(
      opened.body.turns.map((x: { prompt: string }) => x.prompt),
      ['average horsepower by origin', 'how many cars are there'],
    );
    // The answer as it was returned: the same body, correlation id and all.
    assert.deepEqual(opened.body.turns[0].answer, first.body);
    assert.equal(opened.body.turns[1].answer.correlation_id, second.body.correlation_id);
    assert.equal(opened.body.turns[0].exposure, first.body.exposure);
    assert.equal(opened.body.turns[0].feedback, undefined);
    assert.deepEqual(opened.body.turns[1].feedback, { rating: 'down', note: 'only the US ones' });
  });

  test('nobody else sees a session: another customer’s owner, another user of the same customer', async () => {
    const session = randomUUID();
    assert.equal((await ask(owner, 'how many cars are there', session)).status, 200);
    for (const c of [otherOwner]) {
      assert.ok(!(await c.get('/api/v1/agent/sessions')).body.some((s: { session_id: string }) => s.session_id === session));
      const r = await c.get(`/api/v1/agent/sessions/${session}`);
      assert.equal(r.status, 404);
      assert.equal(r.body.detail, 'session not found');
      assert.equal((await c.delete(`/api/v1/agent/sessions/${session}`)).status, 404);
    }
    // A user of the same customer with Access Agent asking under the same label keeps a session of their own.
    const role = await owner.post('/api/v1/core/roles', { name: uniq('agent'), permissions: { can_access_agent: true } });
    assert.equal(role.status, 201, JSON.stringify(role.body));
    const made = await owner.post('/api/v1/core/users', { username: uniq('asker'), role_id: role.body.id });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const asker = await Client.signIn(t.app, '/auth/core/login', made.body.username, made.body.password);
    assert.equal((await ask(asker, 'average horsepower by origin', session)).status, 200);
    const theirs = await asker.get(`/api/v1/agent/sessions/${session}`);
    assert.deepEqual(
      theirs.body.turns.map((x: { prompt: string }) => x.prompt),
      ['average horsepower by origin'],
    );
    const ours = await owner.get(`/api/v1/agent/sessions/${session}`);
    assert.deepEqual(
      ours.body.turns.map((x: { prompt: string }) => x.prompt),
      ['how many cars are there'],
    );
  });

  test('deleting a session removes it for its user; its audit entries stay', async () => {
    const session = randomUUID();
    const asked = await ask(owner, 'how many cars are there', session);
    assert.equal(asked.status, 200);
    const del = await owner.delete(`/api/v1/agent/sessions/${session}`);
    assert.equal(del.status, 204);
    assert.equal((await owner.get(`/api/v1/agent/sessions/${session}`)).status, 404);
    assert.equal((await owner.delete(`/api/v1/agent/sessions/${session}`)).status, 404);
    const audit = await owner.get(`/api/v1/core/audit?correlation_id=${asked.body.correlation_id}`);
    assert.equal(audit.status, 200);
    assert.ok(JSON.stringify(audit.body).includes(asked.body.correlation_id), 'the call is still in the audit trail');
  });

  test('an answer is not shown again once its project’s exposure is lowered, and is again when it is raised back', async () => {
    const session = randomUUID();
    const asked = await ask(owner, 'average horsepower by origin', session);
    assert.equal(asked.body.exposure, 'full');
    await setExposure('limited');
    try {
      const turn = (await owner.get(`/api/v1/agent/sessions/${session}`)).body.turns[0];
      assert.equal(turn.answer, null);
      assert.match(turn.withheld, /given at full exposure; the data now answers at limited/);
      // Nothing of the answer travels: no figure, no row.
      assert.ok(!JSON.stringify(turn).includes(asked.body.result));
    } finally {
      await setExposure('full');
    }
    assert.deepEqual((await owner.get(`/api/v1/agent/sessions/${session}`)).body.turns[0].answer, asked.body);
  });

  test('an answer is not shown again once the account’s row or column policy changes, and is again when it is back', async () => {
    const role = await owner.post('/api/v1/core/roles', { name: uniq('agent'), permissions: { can_access_agent: true } });
    const made = await owner.post('/api/v1/core/users', { username: uniq('asker'), role_id: role.body.id });
    const asker = await Client.signIn(t.app, '/auth/core/login', made.body.username, made.body.password);
    const session = randomUUID();
    const asked = await ask(asker, 'average horsepower by origin', session);
    assert.equal(asked.status, 200, JSON.stringify(asked.body));
    const policies = (body: unknown) => owner.put(`/api/v1/core/roles/${role.body.id}/policies`, body);
    const usaOnly = { module_id: demo.moduleIds.Cars, row_filter: { column: 'origin', values: ['USA'] }, hidden_columns: [] };
    assert.equal((await policies({ policies: [usaOnly] })).status, 200);
    const turn = (await asker.get(`/api/v1/agent/sessions/${session}`)).body.turns[0];
    assert.equal(turn.answer, null);
    assert.match(turn.withheld, /access to this data has changed/);
    assert.ok(!JSON.stringify(turn).includes(asked.body.result), 'nothing of the answer given before the policy');
    assert.equal((await policies({ policies: [] })).status, 200);
    assert.deepEqual((await asker.get(`/api/v1/agent/sessions/${session}`)).body.turns[0].answer, asked.body);
  });

  test('an answer whose spec was deleted is not shown again', async () => {
    const mine = await seedUniqueDemo(t);
    const c = await signInOwner(t, mine);
    const session = randomUUID();
    assert.equal((await ask(c, 'how many cars are there', session, mine.specId)).status, 200);
    assert.equal((await c.delete(`/api/v1/projects/${mine.projectId}/semantic/specs/${mine.specId}`)).status, 204);
    const turn = (await c.get(`/api/v1/agent/sessions/${session}`)).body.turns[0];
    assert.equal(turn.answer, null);
    assert.match(turn.withheld, /deleted/);
  });

  test('API calls are not kept (each is stateless; the audit records them)', async () => {
    const session = randomUUID();
    const auth = await new Client(t.app).post('/api/v1/authorize', { username: demo.api.username, password: demo.api.password });
    const api = await new Client(t.app).request({
      method: 'POST',
      url: '/api/v1/infer',
      payload: { prompt: 'how many cars are there', spec_ids: [demo.specId], session_id: session },
      headers: { authorization: `Bearer ${auth.body.token}` },
    });
    assert.equal(api.status, 200);
    assert.equal((await owner.get(`/api/v1/agent/sessions/${session}`)).status, 404);
  });

  test('bad labels: too long, blank, of another kind; a refused question is not kept', async () => {
    for (const label of ['x'.repeat(201), 'x'.repeat(5000), '%20', '%00', '..%2F..']) {
      // Refused (a label longer than the router takes is 404 or 400, by method), never a 500 or another's session.
      const r = await owner.get(`/api/v1/agent/sessions/${label}`);
      assert.ok([400, 404].includes(r.status), `${label.slice(0, 20)}: ${r.status} ${JSON.stringify(r.body)}`);
      const d = await owner.delete(`/api/v1/agent/sessions/${label}`);
      assert.ok([400, 404].includes(d.status), `DELETE ${label.slice(0, 20)}: ${d.status} ${JSON.stringify(d.body)}`);
    }
    const session = randomUUID();
    assert.equal((await ask(owner, '', session)).status, 400);
    assert.equal((await owner.get(`/api/v1/agent/sessions/${session}`)).status, 404);
  });

  test('without Access Agent, no history: 403', async () => {
    const role = await owner.post('/api/v1/core/roles', { name: uniq('viewer'), permissions: { can_view_tree: true } });
    const made = await owner.post('/api/v1/core/users', { username: uniq('viewer'), role_id: role.body.id });
    const viewer = await Client.signIn(t.app, '/auth/core/login', made.body.username, made.body.password);
    assert.equal((await viewer.get('/api/v1/agent/sessions')).status, 403);
    assert.equal((await viewer.get(`/api/v1/agent/sessions/${randomUUID()}`)).status, 403);
    assert.equal((await viewer.delete(`/api/v1/agent/sessions/${randomUUID()}`)).status, 403);
  });

  // Last: it moves the clock past the retention for everything above.
  test('past AGENT_HISTORY_DAYS a session is gone, and the next question trims what is older', async () => {
    const session = randomUUID();
    assert.equal((await ask(owner, 'how many cars are there', session)).status, 200);
    now += 2 * DAY;
    assert.ok(!(await owner.get('/api/v1/agent/sessions')).body.some((s: { session_id: string }) => s.session_id === session));
    assert.equal((await owner.get(`/api/v1/agent/sessions/${session}`)).status, 404);
    const fresh = randomUUID();
    assert.equal((await ask(owner, 'how many cars are there', fresh)).status, 200);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM agent_turns WHERE session_id = $1', [session]);
    assert.equal(rows[0]!.n, 0, 'trimmed from the database, not only hidden');
    assert.equal((await owner.get('/api/v1/agent/sessions')).body[0].session_id, fresh);
  });
});
