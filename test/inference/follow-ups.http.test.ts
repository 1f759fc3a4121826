import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Client, startApp, testDb, uniq, type TestApp } from '../support/app.js';
import type { DemoSeed } from '../../src/demo/seed.js';
import { demoAndOther } from '../support/demo.js';
import type { Exposure } from '../../src/contracts/exposure.js';

/**
 * Issue 25, items 1, 2 and 6: a question that builds on the previous answer edits its reading (kept
 * by the server under its correlation id), over the portal with `previous` and over the stateless
 * API as "Previously: … Now: …"; a clarification offers its readings, one answered with `choose`;
 * only the caller's own answers can be built on; below full the options and follow-ups name no
 * withheld value.
 */
let t: TestApp;
let demo: DemoSeed;
let other: DemoSeed;
let owner: Client;
let otherOwner: Client;

const ask = (c: Client, prompt: string, session: string, more: Record<string, unknown> = {}, specId = demo.specId) =>
  c.post('/api/v1/inference', { prompt, spec_ids: [specId], session_id: session, ...more });
const FOLLOW_UP = /^a follow-up of the previous answer/;

async function setExposure(exposure: Exposure) {
  const r = await owner.patch(`/api/v1/projects/${demo.projectId}`, { exposure });
  assert.equal(r.status, 200, JSON.stringify(r.body));
}

async function apiAsk(prompt: string) {
  const auth = await new Client(t.app).post('/api/v1/authorize', { username: demo.api.username, password: demo.api.password });
  return new Client(t.app).request({
    method: 'POST',
    url: '/api/v1/infer',
    payload: { prompt, spec_ids: [demo.specId] },
    headers: { authorization: `Bearer ${auth.body.token}` },
  });
}

before(async () => {
  t = await startApp({}, testDb());
  ({ demo, other, owner, otherOwner } = await demoAndOther(t));
});
after(() => t.close());

describe('follow-ups and clarifications', () => {
  test('a chain of three follow-ups (period, filter, top N) edits the previous reading; each equals the question asked whole', async () => {
    const s = randomUUID();
    const first = await ask(owner, 'average horsepower by origin', s);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const period = await ask(owner, 'and in 1975?', s, { previous: first.body.correlation_id });
    assert.equal(period.status, 200, JSON.stringify(period.body));
    assert.match(period.body.understood[0], FOLLOW_UP);
    assert.deepEqual(period.body.reading.filters, [{ column: 'year', op: 'range', value: ['1975-01-01', '1976-01-01'] }]);
    const whole = await ask(owner, 'average horsepower by origin in 1975', randomUUID());
    assert.deepEqual(period.body.rows, whole.body.rows);

    const filter = await ask(owner, 'only Japan and Europe', s, { previous: period.body.correlation_id });
    assert.match(filter.body.understood[0], FOLLOW_UP);
    assert.deepEqual(filter.body.rows.map((r: unknown[]) => r[0]).sort(), ['Europe', 'Japan']);

    const top = await ask(owner, 'show the top 1 instead', s, { previous: filter.body.correlation_id });
    assert.match(top.body.understood[0], FOLLOW_UP);
    assert.equal(top.body.reading.limit, 1);
    assert.equal(top.body.reading.order, 'desc');
    // Of Europe and Japan in 1975, the higher average horsepower.
    const best = [...filter.body.rows].sort((a: number[], b: number[]) => Number(b[1]) - Number(a[1]))[0];
    assert.match(top.body.result, new RegExp(String(best[0])));

    // The audit records what each question built on.
    const audit = await owner.get(`/api/v1/core/audit?correlation_id=${top.body.correlation_id}`);
    assert.ok(JSON.stringify(audit.body).includes(filter.body.correlation_id), 'the previous correlation id is in the audit entry');
  });

  test('a chain of three follow-ups ending in the top 5: the five highest of the answer before, highest first', async () => {
    const s = randomUUID();
    const first = await ask(owner, 'average horsepower by model name', s);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const period = await ask(owner, 'and in 1975?', s, { previous: first.body.correlation_id });
    assert.match(period.body.understood[0], FOLLOW_UP);
    const filter = await ask(owner, 'only USA', s, { previous: period.body.correlation_id });
    assert.match(filter.body.understood[0], FOLLOW_UP);
    assert.deepEqual(filter.body.reading.filters, [
      { column: 'year', op: 'range', value: ['1975-01-01', '1976-01-01'] },
      { column: 'origin', op: 'eq', value: 'USA' },
    ]);
    assert.ok(filter.body.rows.length > 5, `${filter.body.rows.length} groups`);
    const top = await ask(owner, 'show the top 5 instead', s, { previous: filter.body.correlation_id });
    assert.match(top.body.understood[0], FOLLOW_UP);
    assert.equal(top.body.reading.limit, 5);
    assert.equal(top.body.reading.order, 'desc');
    const highest = [...filter.body.rows].sort((a: unknown[], b: unknown[]) => Number(b[1]) - Number(a[1])).slice(0, 5);
    assert.deepEqual(top.body.rows, highest);
  });

  test('a question of its own is read on its own, whatever came before', async () => {
    const s = randomUUID();
    const first = await ask(owner, 'average horsepower by origin', s);
    const next = await ask(owner, 'how many penguins are there', s, { previous: first.body.correlation_id });
    const alone = await ask(owner, 'how many penguins are there', randomUUID());
    assert.equal(next.status, 200);
    assert.doesNotMatch(next.body.understood[0] ?? '', FOLLOW_UP);
    assert.equal(next.body.result, alone.body.result);
  });

  test('a follow-up with no previous answer is read on its own (no error)', async () => {
    const r = await ask(owner, 'and in 1975?', randomUUID());
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.doesNotMatch(r.body.understood[0] ?? '', FOLLOW_UP);
  });

  test('previous of another customer, another user, unknown or malformed: 404 alike, nothing revealed, audited', async () => {
    const s = randomUUID();
    const mine = await ask(owner, 'average horsepower by origin', s);
    const role = await owner.post('/api/v1/core/roles', { name: uniq('agent'), permissions: { can_access_agent: true } });
    const made = await owner.post('/api/v1/core/users', { username: uniq('asker'), role_id: role.body.id });
    const asker = await Client.signIn(t.app, '/auth/core/login', made.body.username, made.body.password);
    // Each attempt, and whose audit trail records it (the caller's customer).
    const attempts: [() => ReturnType<typeof ask>, Client][] = [
      [() => ask(asker, 'and in 1975?', s, { previous: mine.body.correlation_id }), owner],
      [() => ask(otherOwner, 'and in 1975?', s, { previous: mine.body.correlation_id }, other.specId), otherOwner],
      [() => ask(owner, 'and in 1975?', s, { previous: randomUUID() }), owner],
      [() => ask(owner, 'and in 1975?', s, { previous: "x' OR 1=1 --" }), owner],
    ];
    for (const [attempt, auditor] of attempts) {
      const r = await attempt();
      assert.equal(r.status, 404, JSON.stringify(r.body));
      assert.deepEqual(Object.keys(r.body).sort(), ['detail']);
      assert.equal(r.body.detail, 'previous answer not found');
      const cid = String(r.headers['x-correlation-id']);
      const audit = await auditor.get(`/api/v1/core/audit?correlation_id=${cid}`);
      const entry = JSON.stringify(audit.body);
      assert.ok(entry.includes(cid) && entry.includes('previous answer not found'), entry.slice(0, 500));
    }
    // Wrong types and sizes are 400, never a 500.
    for (const bad of [
      { previous: '' },
      { previous: 'x'.repeat(101) },
      { previous: 42 },
      { choose: -1, previous: mine.body.correlation_id },
      { choose: 'a', previous: mine.body.correlation_id },
    ]) {
      const r = await ask(owner, 'and in 1975?', s, bad);
      assert.equal(r.status, 400, `${JSON.stringify(bad)} → ${JSON.stringify(r.body)}`);
    }
  });

  test('over the stateless API, "Previously: … Now: …" is read as the same follow-up', async () => {
    const s = randomUUID();
    const first = await ask(owner, 'average horsepower by origin', s);
    const portal = await ask(owner, 'and in 1975?', s, { previous: first.body.correlation_id });
    const api = await apiAsk('Previously: average horsepower by origin. Now: and in 1975?');
    assert.equal(api.status, 200, JSON.stringify(api.body));
    assert.deepEqual(Object.keys(api.body).sort(), ['correlation_id', 'exposure', 'result', 'spec_count']);
    assert.equal(api.body.result, portal.body.result);
    // A "now" of its own is read on its own.
    const own = await apiAsk('Previously: average horsepower by origin. Now: how many penguins are there');
    const alone = await apiAsk('how many penguins are there');
    assert.equal(own.body.result, alone.body.result);
  });

  test('a clarification offers its readings; choose answers one; bad choices are 400', async () => {
    const s = randomUUID();
    const unsure = await ask(owner, 'average temperature in 2013', s);
    assert.equal(unsure.status, 200);
    assert.match(unsure.body.result, /ambiguous/);
    assert.equal(unsure.body.options.length, 2, JSON.stringify(unsure.body));
    assert.ok(unsure.body.options.some((o: string) => /Maximum temperature/.test(o)));
    const at = unsure.body.options.findIndex((o: string) => /Maximum temperature/.test(o));
    const chosen = await ask(owner, unsure.body.options[at], s, { previous: unsure.body.correlation_id, choose: at });
    assert.equal(chosen.status, 200, JSON.stringify(chosen.body));
    assert.equal(chosen.body.reading.measures[0].column, 'temp_max');
    assert.match(chosen.body.understood.join(' '), /chosen/);
    const direct = await ask(owner, 'average maximum temperature in 2013', randomUUID());
    assert.deepEqual(chosen.body.rows, direct.body.rows);

    const outOfRange = await ask(owner, 'x', s, { previous: unsure.body.correlation_id, choose: 5 });
    assert.equal(outOfRange.status, 400);
    assert.equal(outOfRange.body.detail, 'choose is not one of the previous answer’s options');
    const noOptions = await ask(owner, 'x', s, { previous: chosen.body.correlation_id, choose: 0 });
    assert.equal(noOptions.status, 400);
    const alone = await ask(owner, 'x', s, { choose: 0 });
    assert.equal(alone.status, 400);
    assert.equal(alone.body.detail, 'choose needs previous');
  });

  for (const exposure of ['limited', 'advisory'] as const) {
    test(`at ${exposure}: options and follow-ups name no withheld value and send no reading`, async () => {
      await setExposure(exposure);
      try {
        const s = randomUUID();
        const unsure = await ask(owner, 'average temperature in 2013', s);
        assert.equal(unsure.status, 200);
        assert.equal(unsure.body.options?.length, 2, JSON.stringify(unsure.body));
        for (const o of unsure.body.options) assert.doesNotMatch(o, /\d/, o);
        assert.equal(unsure.body.reading, undefined);
        const chosen = await ask(owner, unsure.body.options[1], s, { previous: unsure.body.correlation_id, choose: 1 });
        assert.equal(chosen.status, 200);
        assert.equal(chosen.body.exposure, exposure);
        assert.doesNotMatch(chosen.body.result, /\d/);
        for (const k of ['rows', 'sql', 'reading', 'columns']) assert.equal(chosen.body[k], undefined, k);

        const first = await ask(owner, 'average horsepower by origin', s);
        const period = await ask(owner, 'and in 1975?', s, { previous: first.body.correlation_id });
        assert.equal(period.status, 200);
        assert.match(period.body.understood[0], FOLLOW_UP);
        for (const line of [period.body.result, ...period.body.understood]) assert.doesNotMatch(line, /\d/, line);
        for (const k of ['rows', 'sql', 'reading', 'columns']) assert.equal(period.body[k], undefined, k);
      } finally {
        await setExposure('full');
      }
    });
  }
});
