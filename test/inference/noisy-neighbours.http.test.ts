/**
 * One customer's slow or heavy work leaves the other customers' calls answered: per-customer
 * inference slots (both inference routes) and spec-build slots, refused with 429 and Retry-After
 * once a short wait for a slot is over, and every refused /api/v1/infer call audited.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Redis } from 'ioredis';
import { Client, startApp, testDb, uniq, type TestApp } from '../support/app.js';
import { seedDemo, type DemoSeed } from '../../src/demo/seed.js';
import { createAgent } from '../../src/agent/agent.js';
import type { AnswerAgent } from '../../src/inference/inference.service.js';
import { concurrencyLimiter, redisSlotStore } from '../../src/infra/concurrency.js';

let t: TestApp;
let redis: Redis;
let a: DemoSeed;
let b: DemoSeed;

/** Customer A's questions are slow: they wait inside the agent until the test lets them go. */
const slow = { entered: 0, open: Promise.resolve(), release: () => {} };
function holdA() {
  slow.entered = 0;
  slow.open = new Promise<void>((resolve) => (slow.release = resolve));
}
const real = createAgent();
const agent: AnswerAgent = {
  async answer(input, ctx) {
    if (input.specs.some((s) => s.id === a.specId)) {
      slow.entered++;
      await slow.open;
    }
    return real.answer(input, ctx);
  },
};

async function until(cond: () => boolean): Promise<void> {
  while (!cond()) await new Promise((resolve) => setTimeout(resolve, 5));
}

const seed = () => seedDemo({ db: t.db, data: t.data }, { customerName: uniq('Demo'), ownerUsername: uniq('demo'), apiUsername: uniq('demo-api') });

async function tokenOf(s: DemoSeed): Promise<string> {
  const r = await new Client(t.app).post('/api/v1/authorize', { username: s.api.username, password: s.api.password });
  assert.equal(r.status, 200);
  return r.body.token;
}

const infer = (token: string, specId: string, prompt = 'How many cars are there?') =>
  new Client(t.app).request({ method: 'POST', url: '/api/v1/infer', payload: { prompt, spec_ids: [specId] }, headers: { authorization: `Bearer ${token}` } });

function assertBusy(r: { status: number; headers: Record<string, unknown>; body: any }, detail: string) {
  assert.equal(r.status, 429, JSON.stringify(r.body));
  assert.deepEqual(r.body, { detail });
  const retryAfter = Number(r.headers['retry-after']);
  assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1, `Retry-After ${r.headers['retry-after']}`);
}

before(async () => {
  redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  t = await startApp({ INFER_CONCURRENCY_PER_CUSTOMER: '2', CONCURRENCY_WAIT_MS: '200' }, testDb(), { agent, slotStore: redisSlotStore(redis) });
  a = await seed();
  b = await seed();
});
after(async () => {
  slow.release();
  await t.close();
  redis.disconnect();
});

describe('noisy neighbours', () => {
  test('a customer whose inference slots are all busy gets 429 with Retry-After (audited); another customer is answered', async () => {
    const [tokenA, tokenB] = [await tokenOf(a), await tokenOf(b)];
    const ownerA = await Client.signIn(t.app, '/auth/core/login', a.owner.username, a.owner.password);
    holdA();
    const running = [infer(tokenA, a.specId), infer(tokenA, a.specId)];
    await until(() => slow.entered === 2);

    const refused = await infer(tokenA, a.specId);
    assertBusy(refused, 'too many concurrent inference calls');
    // The portal's agent draws on the same slots.
    assertBusy(await ownerA.post('/api/v1/inference', { prompt: 'How many cars are there?', spec_ids: [a.specId] }), 'too many concurrent inference calls');

    const other = await infer(tokenB, b.specId);
    assert.equal(other.status, 200, JSON.stringify(other.body));
    assert.match(other.body.result, /406/);

    slow.release();
    for (const r of await Promise.all(running)) assert.equal(r.status, 200, JSON.stringify(r.body));
    // Slots are released when their calls end.
    assert.equal((await infer(tokenA, a.specId)).status, 200);

    const entry = (await ownerA.get(`/api/v1/core/audit?correlation_id=${refused.headers['x-correlation-id']}`)).body.entries;
    assert.equal(entry.length, 1);
    assert.equal(entry[0].action, 'api.infer');
    assert.deepEqual([entry[0].details.status, entry[0].details.error], [429, 'too many concurrent inference calls']);
    assert.equal(entry[0].details.prompt, 'How many cars are there?');
  });

  test('one spec build at a time per customer, counted across instances: the next waits, then 429; others build', async () => {
    const ownerA = await Client.signIn(t.app, '/auth/core/login', a.owner.username, a.owner.password);
    const ownerB = await Client.signIn(t.app, '/auth/core/login', b.owner.username, b.owner.password);
    // Another instance sharing the Redis store is building a spec of A's.
    const elsewhere = concurrencyLimiter({ store: redisSlotStore(redis), limits: { inference: 2, spec_build: 1 }, waitMs: 0 });
    const held = await elsewhere.acquire('spec_build', a.customerId);
    const before = (await ownerA.get(`/api/v1/projects/${a.projectId}/tree`)).body.specs.length;

    assertBusy(await ownerA.post(`/api/v1/projects/${a.projectId}/semantic/build`, {}), 'too many concurrent spec builds');
    assert.equal((await ownerA.get(`/api/v1/projects/${a.projectId}/tree`)).body.specs.length, before, 'a refused build leaves no spec');
    const built = await ownerB.post(`/api/v1/projects/${b.projectId}/semantic/build`, {});
    assert.ok([201, 202].includes(built.status), JSON.stringify(built.body));

    await held.release();
    const mine = await ownerA.post(`/api/v1/projects/${a.projectId}/semantic/build`, {});
    assert.ok([201, 202].includes(mine.status), JSON.stringify(mine.body));
  });
});
