import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { Client, startApp, uniq, type TestApp } from '../support/app.js';
import { seedDemo, type DemoSeed } from '../../src/demo/seed.js';
import type { Exposure } from '../../src/contracts/exposure.js';
import { trainedSpec } from '../support/specs.js';

/** /api/v1/infer and /api/v1/inference over the real demo data, as the product builds it. */
let t: TestApp;
let demo: DemoSeed;
let other: DemoSeed;
let owner: Client;
let token: string;

async function seed(): Promise<DemoSeed> {
  return seedDemo({ db: t.db, data: t.data }, { customerName: uniq('Demo'), ownerUsername: uniq('demo'), apiUsername: uniq('demo-api') });
}

async function tokenOf(s: DemoSeed): Promise<string> {
  const r = await new Client(t.app).post('/api/v1/authorize', { username: s.api.username, password: s.api.password });
  assert.equal(r.status, 200);
  return r.body.token;
}

function infer(payload: unknown, tok = token) {
  return new Client(t.app).request({
    method: 'POST',
    url: '/api/v1/infer',
    payload: payload as object,
    headers: { authorization: `Bearer ${tok}` },
  });
}

/** Builds another spec of the demo customer over a new project with the given exposure. */
const specWithExposure = (exposure: Exposure) => trainedSpec({ owner }, Object.values(demo.moduleIds), exposure);

const auditOf = async (correlationId: string) => {
  const r = await owner.get(`/api/v1/core/audit?correlation_id=${correlationId}`);
  assert.equal(r.status, 200);
  return r.body.entries as { source: string; action: string; actor: { id: string; username: string }; correlation_id: string; details: Record<string, any> }[];
};

before(async () => {
  t = await startApp();
  demo = await seed();
  other = await seed();
  owner = await Client.signIn(t.app, '/auth/core/login', demo.owner.username, demo.owner.password);
  token = await tokenOf(demo);
});
after(() => t.close());

describe('POST /api/v1/infer', () => {
  test('answers over a trained spec with exactly the contract’s fields', async () => {
    const r = await infer({ prompt: 'How many cars are there?', spec_ids: [demo.specId] });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(Object.keys(r.body).sort(), ['correlation_id', 'exposure', 'result', 'spec_count']);
    assert.equal(r.body.exposure, 'full');
    assert.equal(r.body.spec_count, 1);
    assert.match(r.body.result, /406/);
    assert.equal(r.headers['x-correlation-id'], r.body.correlation_id);
    const again = await infer({ prompt: 'How many cars are there?', spec_ids: [demo.specId] });
    assert.notEqual(again.body.correlation_id, r.body.correlation_id);
  });

  test('each call has one audit entry, found by its correlation_id: who asked, what was asked, what was returned, how', async () => {
    const r = await infer({ prompt: 'What is the average horsepower of cars?', spec_ids: [demo.specId], session_id: 'session-42' });
    assert.equal(r.status, 200);
    const entries = await auditOf(r.body.correlation_id);
    assert.equal(entries.length, 1);
    const e = entries[0]!;
    assert.equal(e.source, 'api');
    assert.equal(e.action, 'api.infer');
    assert.deepEqual(e.actor, { id: demo.api.id, username: demo.api.username });
    assert.equal(e.details.prompt, 'What is the average horsepower of cars?');
    assert.deepEqual(e.details.spec_ids, [demo.specId]);
    assert.equal(e.details.session_id, 'session-42');
    assert.equal(e.details.status, 200);
    assert.equal(e.details.result, r.body.result);
    assert.equal(e.details.exposure, 'full');
    assert.ok(Array.isArray(e.details.trace.sql) && e.details.trace.sql.length > 0);
    assert.match(e.details.trace.sql[0].text, /select/i);
    // Without a session_id one is generated per call.
    const bare = await infer({ prompt: 'How many penguins?', spec_ids: [demo.specId] });
    const generated = (await auditOf(bare.body.correlation_id))[0]!.details.session_id;
    assert.match(generated, /^[0-9a-f-]{36}$/);
  });

  test('a 40 KiB prompt: the audit keeps its first 16 KiB (cut on a character), its size in bytes and its SHA-256', async () => {
    // 24 ASCII bytes then 3-byte characters: 16 KiB falls inside a character, which is not kept.
    const prompt = 'How many cars are there?' + '€'.repeat(13_700);
    const whole = Buffer.byteLength(prompt);
    assert.ok(whole > 40 * 1024);
    const sha256 = createHash('sha256').update(prompt, 'utf8').digest('hex');
    const answered = await infer({ prompt, spec_ids: [demo.specId] });
    assert.equal(answered.status, 200);
    const refused = await infer({ prompt, spec_ids: ['x'] });
    assert.equal(refused.status, 400);
    for (const correlationId of [answered.body.correlation_id, String(refused.headers['x-correlation-id'])]) {
      const d = (await auditOf(correlationId))[0]!.details;
      assert.equal(Buffer.byteLength(d.prompt), 16383);
      assert.equal(d.prompt, prompt.slice(0, 24 + 5453));
      assert.equal(d.prompt_bytes, whole);
      assert.equal(d.prompt_sha256, sha256);
      assert.equal(d.prompt_truncated, true);
    }
    // A short prompt is kept whole, with the same fields.
    const short = await infer({ prompt: 'How many cars are there?', spec_ids: [demo.specId] });
    const d = (await auditOf(short.body.correlation_id))[0]!.details;
    assert.deepEqual([d.prompt, d.prompt_bytes, d.prompt_truncated], ['How many cars are there?', 24, false]);
  });

  test('spec_count counts the specs kept after the checks: duplicates once, unknown and malformed ids dropped', async () => {
    const r = await infer({
      prompt: 'How many cars are there?',
      spec_ids: [demo.specId, demo.specId.toUpperCase(), '00000000-0000-4000-8000-000000000000', 'not-an-id'],
    });
    assert.equal(r.status, 200);
    assert.equal(r.body.spec_count, 1);
  });

  test('any spec of another customer: 403 and the whole call is rejected', async () => {
    for (const spec_ids of [[other.specId], [demo.specId, other.specId], [other.specId, 'not-an-id']]) {
      const r = await infer({ prompt: 'How many cars are there?', spec_ids });
      assert.equal(r.status, 403);
      assert.deepEqual(r.body, { detail: 'one or more spec_ids are not owned by your customer' });
    }
  });

  test('spec ids that are all unknown, malformed, deleted or not trained: 400', async () => {
    for (const spec_ids of [['00000000-0000-4000-8000-000000000000'], ['x'], ['']]) {
      const r = await infer({ prompt: 'How many cars are there?', spec_ids });
      assert.equal(r.status, 400, JSON.stringify(spec_ids));
      assert.deepEqual(r.body, { detail: 'spec_ids resolved to empty after access scoping' });
    }
    const extra = await specWithExposure('full');
    assert.equal((await infer({ prompt: 'How many cars?', spec_ids: [extra.specId] })).status, 200);
    const del = await owner.delete(`/api/v1/projects/${extra.projectId}/semantic/specs/${extra.specId}`);
    assert.equal(del.status, 204);
    const gone = await infer({ prompt: 'How many cars?', spec_ids: [extra.specId] });
    assert.equal(gone.status, 400);
    assert.deepEqual(gone.body, { detail: 'spec_ids resolved to empty after access scoping' });
    // A spec still building is not used.
    await t.db.query(`UPDATE semantic_specs SET status = 'building' WHERE id = $1`, [demo.specId]);
    try {
      assert.equal((await infer({ prompt: 'How many cars?', spec_ids: [demo.specId] })).status, 400);
    } finally {
      await t.db.query(`UPDATE semantic_specs SET status = 'trained' WHERE id = $1`, [demo.specId]);
    }
  });

  test('a body missing a field or with a wrong type: 400 validation error with the failing paths', async () => {
    const cases: [unknown, string][] = [
      [{ spec_ids: [demo.specId] }, '/prompt'],
      [{ prompt: '', spec_ids: [demo.specId] }, '/prompt'],
      [{ prompt: 42, spec_ids: [demo.specId] }, '/prompt'],
      [{ prompt: 'hi' }, '/spec_ids'],
      [{ prompt: 'hi', spec_ids: [] }, '/spec_ids'],
      [{ prompt: 'hi', spec_ids: demo.specId }, '/spec_ids'],
      [{ prompt: 'hi', spec_ids: [7] }, '/spec_ids/0'],
      [{ prompt: 'hi', spec_ids: [demo.specId], session_id: 5 }, '/session_id'],
    ];
    for (const [payload, path] of cases) {
      const r = await infer(payload);
      assert.equal(r.status, 400, JSON.stringify(payload));
      assert.equal(r.body.detail, 'validation error');
      assert.ok(
        r.body.errors.some((e: { path: string }) => e.path === path),
        `${JSON.stringify(r.body.errors)} has no ${path}`,
      );
    }
    const notJson = await new Client(t.app).request({
      method: 'POST',
      url: '/api/v1/infer',
      payload: 'prompt=hi',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    assert.equal(notJson.status, 400);
    assert.equal(notJson.body.detail, 'validation error');
  });

  test('the checks run in the contract’s order: token, body, foreign ids, empty scope', async () => {
    const bad = await new Client(t.app).request({
      method: 'POST',
      url: '/api/v1/infer',
      payload: { nonsense: 1 },
      headers: { authorization: 'Bearer sg_nope' },
    });
    assert.deepEqual(bad.body, { detail: 'invalid token' });
    const shape = await infer({ prompt: '', spec_ids: [other.specId] });
    assert.equal(shape.body.detail, 'validation error');
    const foreign = await infer({ prompt: 'hi', spec_ids: [other.specId, '00000000-0000-4000-8000-000000000000'] });
    assert.equal(foreign.status, 403);
  });

  test('refused calls past the token check are audited once with their status; token failures are not', async () => {
    const before = (await owner.get('/api/v1/core/audit?source=api&limit=200')).body.entries.length;
    const refused = [
      await infer({ prompt: '', spec_ids: [demo.specId] }),
      await infer({ prompt: 'hi', spec_ids: [other.specId] }),
      await infer({ prompt: 'hi', spec_ids: ['x'] }),
    ];
    await new Client(t.app).request({ method: 'POST', url: '/api/v1/infer', payload: { prompt: 'hi', spec_ids: ['x'] } });
    const after = (await owner.get('/api/v1/core/audit?source=api&limit=200')).body.entries;
    assert.equal(after.length, before + 3);
    for (const [r, status] of [
      [refused[0]!, 400],
      [refused[1]!, 403],
      [refused[2]!, 400],
    ] as const) {
      const correlationId = String(r.headers['x-correlation-id']);
      const entries = await auditOf(correlationId);
      assert.equal(entries.length, 1);
      assert.equal(entries[0]!.details.status, status);
      assert.equal(entries[0]!.details.error, r.body.detail);
    }
    // Another customer's owner never sees these entries.
    const theirs = await Client.signIn(t.app, '/auth/core/login', other.owner.username, other.owner.password);
    assert.equal((await theirs.get(`/api/v1/core/audit?correlation_id=${refused[1]!.headers['x-correlation-id']}`)).body.entries.length, 0);
  });
});

describe('exposure', () => {
  test('a limited project answers with no digit of any value; advisory with no digits at all', async () => {
    const limited = await specWithExposure('limited');
    const advisory = await specWithExposure('advisory');
    for (const prompt of ['What is the average horsepower of cars?', 'Top 5 cars by horsepower', 'How many penguins are there per island?']) {
      const l = await infer({ prompt, spec_ids: [limited.specId] });
      assert.equal(l.status, 200);
      assert.equal(l.body.exposure, 'limited');
      assert.doesNotMatch(l.body.result, /\d/, l.body.result);
      const a = await infer({ prompt, spec_ids: [advisory.specId] });
      assert.equal(a.body.exposure, 'advisory');
      assert.doesNotMatch(a.body.result, /\d/, a.body.result);
    }
    const top = await infer({ prompt: 'Which car has the most horsepower?', spec_ids: [advisory.specId] });
    assert.doesNotMatch(top.body.result, /pontiac grand prix/i);
  });

  test('specs of different exposure: the most restrictive applies and is reported', async () => {
    const advisory = await specWithExposure('advisory');
    const limited = await specWithExposure('limited');
    const r1 = await infer({ prompt: 'How many cars are there?', spec_ids: [demo.specId, advisory.specId] });
    assert.equal(r1.body.exposure, 'advisory');
    assert.equal(r1.body.spec_count, 2);
    const r2 = await infer({ prompt: 'How many cars are there?', spec_ids: [demo.specId, limited.specId] });
    assert.equal(r2.body.exposure, 'limited');
    const r3 = await infer({ prompt: 'How many cars are there?', spec_ids: [limited.specId, advisory.specId, demo.specId] });
    assert.equal(r3.body.exposure, 'advisory');
  });

  test('changing a project’s exposure applies to the next call', async () => {
    const p = await specWithExposure('full');
    assert.match((await infer({ prompt: 'How many cars are there?', spec_ids: [p.specId] })).body.result, /406/);
    assert.equal((await owner.patch(`/api/v1/projects/${p.projectId}`, { exposure: 'advisory' })).status, 200);
    const r = await infer({ prompt: 'How many cars are there?', spec_ids: [p.specId] });
    assert.equal(r.body.exposure, 'advisory');
    assert.doesNotMatch(r.body.result, /\d/);
  });
});

describe('spec documents read once per process', () => {
  test('a spec answered before and then deleted is refused at once', async () => {
    const p = await specWithExposure('full');
    assert.equal((await infer({ prompt: 'How many cars are there?', spec_ids: [p.specId] })).status, 200);
    assert.equal((await owner.delete(`/api/v1/projects/${p.projectId}/semantic/specs/${p.specId}`)).status, 204);
    const r = await infer({ prompt: 'How many cars are there?', spec_ids: [p.specId] });
    assert.equal(r.status, 400);
    assert.equal(r.body.detail, 'spec_ids resolved to empty after access scoping');
  });

  test('another customer’s spec stays refused after its owner has used it', async () => {
    assert.equal((await infer({ prompt: 'How many cars are there?', spec_ids: [other.specId] }, await tokenOf(other))).status, 200);
    const r = await infer({ prompt: 'How many cars are there?', spec_ids: [other.specId] });
    assert.equal(r.status, 403);
    assert.equal(r.body.detail, 'one or more spec_ids are not owned by your customer');
  });
});

describe('POST /api/v1/inference (portal)', () => {
  test('the same agent for a portal user with Access Agent, audited as portal', async () => {
    const r = await owner.post('/api/v1/inference', { prompt: 'How many cars are there?', spec_ids: [demo.specId] });
    assert.equal(r.status, 200);
    assert.match(r.body.result, /406/);
    const e = (await auditOf(r.body.correlation_id))[0]!;
    assert.equal(e.source, 'portal');
    assert.equal(e.actor.username, demo.owner.username);
    assert.equal((await owner.post('/api/v1/inference', { prompt: 'hi', spec_ids: [other.specId] })).status, 403);
  });
});
