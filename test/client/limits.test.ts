import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { TestApp } from '../support/app.js';
import type { DemoSeed } from '../../src/demo/seed.js';
import { RateLimitedError, SpecgateClient } from '../../packages/client/src/index.js';
import { eventually, seed, spyFetch, startListening } from './support.js';

/**
 * The client against the real service's own limits: a rate allowance of 3 calls a minute (the
 * service answers 429 with Retry-After) and tokens that live 2 seconds.
 */
let t: TestApp;
let baseUrl: string;
let demo: DemoSeed;

const QUESTION = 'How many cars are there?';

before(async () => {
  ({ t, baseUrl } = await startListening({ RATE_LIMITS: '{"standard":3}', TOKEN_TTL_SECONDS: '2' }));
  demo = await seed(t);
});
after(() => t.close());

describe('short token lifetime (TOKEN_TTL_SECONDS=2)', () => {
  test('once the token has expired on the server, the next call re-authorizes once and succeeds', async () => {
    const spy = spyFetch();
    const c = new SpecgateClient({ baseUrl, ...demo.api, fetch: spy.fetch });
    const auth = await c.authorize();
    assert.equal(auth.expiresIn, 2);
    // Wait until the service's database holds the token as expired (polling, not timing). Asking the
    // service itself would spend the rate allowance the next test relies on.
    await eventually(async () => {
      const { rows } = await t.db.query<{ live: number }>(`SELECT count(*)::int AS live FROM api_tokens WHERE user_id = $1 AND expires_at > now()`, [
        demo.api.id,
      ]);
      return rows[0]!.live === 0;
    }, 'the token expires');
    const answer = await c.infer({ prompt: QUESTION, specIds: [demo.specId] });
    assert.equal(answer.exposure, 'full');
    assert.deepEqual(
      spy.exchanges.map((e) => `${e.path} ${e.status}`),
      ['/api/v1/authorize 200', '/api/v1/infer 401', '/api/v1/authorize 200', '/api/v1/infer 200'],
    );
  });
});

describe('rate allowance of the tier (RATE_LIMITS standard=3)', () => {
  test('429 from the service: the client backs off for Retry-After on each retry, then throws RateLimitedError', async () => {
    const spy = spyFetch();
    const waits: number[] = [];
    const c = new SpecgateClient({
      baseUrl,
      ...demo.api,
      fetch: spy.fetch,
      sleep: async (ms) => void waits.push(ms),
      random: () => 0.5,
      maxRetries: 2,
    });
    // Spend the customer's allowance of the current window; the call that is refused is the one examined
    // (should the one-minute window roll over during a call, that call succeeds and the next one is examined).
    let refused = undefined as unknown;
    let exchanges: typeof spy.exchanges = [];
    let callWaits: number[] = [];
    for (let i = 0; i < 10 && refused === undefined; i++) {
      const [e0, w0] = [spy.exchanges.length, waits.length];
      await c.infer({ prompt: QUESTION, specIds: [demo.specId] }).catch((e: unknown) => (refused = e));
      [exchanges, callWaits] = [spy.exchanges.slice(e0), waits.slice(w0)];
    }
    assert.ok(refused instanceof RateLimitedError, String(refused));
    assert.equal(refused.status, 429);
    // (A token that expired meanwhile adds a 401 and a re-authorization before them.)
    const limited = exchanges.filter((e) => e.path === '/api/v1/infer' && e.status !== 401);
    assert.deepEqual(
      limited.map((e) => e.status),
      [429, 429, 429],
      'the first 429 and two retries',
    );
    for (const e of limited) assert.match(e.retryAfter ?? '', /^\d+$/);
    // Each wait honours the Retry-After the service sent with the 429 before it (plus jitter: random × 500 ms).
    assert.deepEqual(
      callWaits,
      limited.slice(0, 2).map((e) => Number(e.retryAfter) * 1000 + 250),
    );
    assert.equal(refused.retryAfterSeconds, Number(limited[2]!.retryAfter));
  });
});
