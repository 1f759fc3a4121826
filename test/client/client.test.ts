import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { Client, uniq, type TestApp } from '../support/app.js';
import type { DemoSeed } from '../../src/demo/seed.js';
import {
  AuthenticationError,
  BadRequestError,
  ForbiddenError,
  NetworkError,
  RateLimitedError,
  ServiceUnavailableError,
  SpecgateClient,
  SpecgateError,
  TimeoutError,
  UnsupportedEnvironmentError,
  parseRetryAfter,
  type SpecgateClientOptions,
} from '../../packages/client/src/index.js';
import { closedPort, eventually, forward, json, localServer, seed, spyFetch, startListening } from './support.js';

/** @specgate/client against the real service listening on a port, on the real demo data. */
let t: TestApp;
let baseUrl: string;
let demo: DemoSeed;
let other: DemoSeed;
let owner: Client;

const QUESTION = 'How many cars are there?';

before(async () => {
  ({ t, baseUrl } = await startListening());
  demo = await seed(t);
  other = await seed(t);
  owner = await Client.signIn(t.app, '/auth/core/login', demo.owner.username, demo.owner.password);
});
after(() => t.close());

function client(options: Partial<SpecgateClientOptions> = {}, who: { username: string; password: string } = demo.api): SpecgateClient {
  return new SpecgateClient({ baseUrl, username: who.username, password: who.password, ...options });
}

/** Makes every token of an API user expired in the database, as 24 hours passing would. */
async function expireTokensOf(userId: string): Promise<void> {
  await t.db.query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [userId]);
}

/** A waits recorder standing for the timer, so that backoff is observed without sleeping. */
function recorder(): { sleep: (ms: number) => Promise<void>; waits: number[] } {
  const waits: number[] = [];
  return { waits, sleep: async (ms) => void waits.push(ms) };
}

describe('token cache', () => {
  test('one authorize for many calls: the token is reused for every infer', async () => {
    const spy = spyFetch();
    const c = client({ fetch: spy.fetch });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await c.infer({ prompt: QUESTION, specIds: [demo.specId] }));
    assert.equal(spy.count('/api/v1/authorize'), 1);
    assert.equal(spy.count('/api/v1/infer'), 3);
    for (const a of answers) {
      assert.deepEqual([a.exposure, a.specCount], ['full', 1]);
      assert.match(a.result, /406/);
    }
    assert.equal(new Set(answers.map((a) => a.correlationId)).size, 3);
  });

  test('concurrent first calls share one authorize in flight', async () => {
    const spy = spyFetch();
    const c = client({ fetch: spy.fetch });
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => c.infer({ prompt: QUESTION, specIds: [demo.specId], sessionId: `concurrent-${i}` })));
    assert.equal(answers.length, 5);
    assert.equal(spy.count('/api/v1/authorize'), 1);
    assert.equal(spy.count('/api/v1/infer'), 5);
  });

  test('an explicit authorize() is the token later calls use; its expiry is reported', async () => {
    const spy = spyFetch();
    const c = client({ fetch: spy.fetch });
    const auth = await c.authorize();
    assert.match(auth.token, /\S/);
    assert.equal(auth.tokenType, 'Bearer');
    assert.equal(auth.expiresIn, 86400);
    assert.ok(auth.expiresAt instanceof Date && auth.expiresAt.getTime() > Date.now());
    await c.infer({ prompt: QUESTION, specIds: [demo.specId] });
    await c.infer({ prompt: QUESTION, specIds: [demo.specId] });
    assert.equal(spy.count('/api/v1/authorize'), 1);
  });
});

describe('re-authorization after a 401', () => {
  test('an expired token: the client re-authorizes once and retries the call once', async () => {
    const spy = spyFetch();
    const c = client({ fetch: spy.fetch });
    await c.infer({ prompt: QUESTION, specIds: [demo.specId] });
    await expireTokensOf(demo.api.id);
    const answer = await c.infer({ prompt: QUESTION, specIds: [demo.specId] });
    assert.equal(answer.exposure, 'full');
    assert.deepEqual(
      spy.exchanges.map((e) => `${e.path} ${e.status}`),
      ['/api/v1/authorize 200', '/api/v1/infer 200', '/api/v1/infer 401', '/api/v1/authorize 200', '/api/v1/infer 200'],
    );
    // The new token is cached in turn.
    await c.infer({ prompt: QUESTION, specIds: [demo.specId] });
    assert.equal(spy.count('/api/v1/authorize'), 2);
  });

  test('concurrent calls refused with the same expired token share one re-authorization', async () => {
    const spy = spyFetch();
    const c = client({ fetch: spy.fetch });
    await c.authorize();
    await expireTokensOf(demo.api.id);
    await Promise.all(Array.from({ length: 4 }, () => c.infer({ prompt: QUESTION, specIds: [demo.specId] })));
    assert.equal(spy.count('/api/v1/authorize'), 2);
    assert.equal(spy.exchanges.filter((e) => e.path === '/api/v1/infer' && e.status === 200).length, 4);
  });

  test('a 401 that persists after re-authorization is thrown after exactly one retry', async () => {
    // Every token the server issues to this user is expired before the client can use it.
    const spy = spyFetch(async (e) => {
      if (e.path === '/api/v1/authorize') await expireTokensOf(demo.api.id);
    });
    const c = client({ fetch: spy.fetch });
    const err = await c.infer({ prompt: QUESTION, specIds: [demo.specId] }).then(
      () => assert.fail('expected a 401'),
      (e: unknown) => e,
    );
    assert.ok(err instanceof AuthenticationError);
    assert.ok(err instanceof SpecgateError);
    assert.deepEqual([err.status, err.detail], [401, 'token expired']);
    assert.deepEqual(
      spy.exchanges.map((e) => `${e.path} ${e.status}`),
      ['/api/v1/authorize 200', '/api/v1/infer 401', '/api/v1/authorize 200', '/api/v1/infer 401'],
    );
  });

  test('an API user deleted meanwhile: the re-authorization is refused and thrown, the call is not sent again', async () => {
    const created = await owner.post('/api/v1/core/api-users', { username: uniq('doomed') });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const spy = spyFetch();
    const c = client({ fetch: spy.fetch }, created.body);
    await c.infer({ prompt: QUESTION, specIds: [demo.specId] });
    assert.equal((await owner.delete(`/api/v1/core/api-users/${created.body.id}`)).status, 204);
    const err = await c.infer({ prompt: QUESTION, specIds: [demo.specId] }).then(
      () => assert.fail('expected a 401'),
      (e: unknown) => e,
    );
    assert.ok(err instanceof AuthenticationError);
    assert.equal(err.status, 401);
    assert.deepEqual(
      spy.exchanges.map((e) => `${e.path} ${e.status}`),
      ['/api/v1/authorize 200', '/api/v1/infer 200', '/api/v1/infer 401', '/api/v1/authorize 401'],
    );
  });
});

describe('typed errors', () => {
  test('400 when every spec id is filtered out: BadRequestError with the detail and the correlation id, not retried', async () => {
    const spy = spyFetch();
    const c = client({ fetch: spy.fetch });
    const err = await c.infer({ prompt: QUESTION, specIds: ['00000000-0000-4000-8000-000000000000'] }).catch((e: unknown) => e);
    assert.ok(err instanceof BadRequestError);
    assert.deepEqual([err.status, err.detail], [400, 'spec_ids resolved to empty after access scoping']);
    assert.match(err.correlationId ?? '', /^[0-9a-f-]{36}$/);
    assert.equal(spy.count('/api/v1/infer'), 1);
  });

  test('400 validation error carries the field errors', async () => {
    const err = await client()
      .infer({ prompt: '', specIds: [demo.specId] })
      .catch((e: unknown) => e);
    assert.ok(err instanceof BadRequestError);
    assert.deepEqual([err.status, err.detail], [400, 'validation error']);
    assert.ok(Array.isArray(err.errors) && err.errors.length > 0);
  });

  test('403 for a spec of another customer: ForbiddenError, the whole call rejected', async () => {
    const spy = spyFetch();
    const err = await client({ fetch: spy.fetch })
      .infer({ prompt: QUESTION, specIds: [demo.specId, other.specId] })
      .catch((e: unknown) => e);
    assert.ok(err instanceof ForbiddenError);
    assert.deepEqual([err.status, err.detail], [403, 'one or more spec_ids are not owned by your customer']);
    assert.equal(err.message, '403 one or more spec_ids are not owned by your customer');
    assert.equal(spy.count('/api/v1/infer'), 1);
  });

  test('wrong credentials: AuthenticationError from authorize, and the password appears nowhere', async () => {
    const password = 'not-the-password-Zq9';
    const spy = spyFetch();
    const c = client({ fetch: spy.fetch }, { username: demo.api.username, password });
    const err = await c.infer({ prompt: QUESTION, specIds: [demo.specId] }).catch((e: unknown) => e);
    assert.ok(err instanceof AuthenticationError);
    assert.equal(err.status, 401);
    assert.deepEqual(
      spy.exchanges.map((e) => `${e.path} ${e.status}`),
      ['/api/v1/authorize 401'],
    );
    for (const text of [
      err.message,
      err.detail,
      String(err.stack),
      inspect(err, { depth: 5 }),
      JSON.stringify(err),
      inspect(c, { depth: 5, showHidden: true }),
      JSON.stringify(c),
    ]) {
      assert.ok(!text.includes(password), text);
    }
  });
});

describe('backoff on 503 and 429', () => {
  test('503 twice, then the real answer: exponential backoff with full jitter between attempts', async () => {
    const proxy = await localServer(async (req, res, body, i) => {
      if (req.url === '/api/v1/infer' && i <= 2) return json(res, 503, { detail: 'database unavailable' });
      await forward(baseUrl, req, res, body);
    });
    try {
      const { sleep, waits } = recorder();
      const c = new SpecgateClient({ baseUrl: proxy.url, ...demo.api, sleep, random: () => 0.5 });
      const answer = await c.infer({ prompt: QUESTION, specIds: [demo.specId] });
      assert.match(answer.result, /406/);
      // Full jitter: random × min(maxDelay, 500 ms × 2^attempt).
      assert.deepEqual(waits, [250, 500]);
      assert.deepEqual(
        proxy.requests.map((r) => r.path),
        ['/api/v1/authorize', '/api/v1/infer', '/api/v1/infer', '/api/v1/infer'],
      );
    } finally {
      await proxy.close();
    }
  });

  test('503 that persists: ServiceUnavailableError after maxRetries, the jitter bounded by the growing ceiling', async () => {
    const proxy = await localServer(async (req, res, body) => {
      if (req.url === '/api/v1/infer') return json(res, 503, { detail: 'database unavailable' });
      await forward(baseUrl, req, res, body);
    });
    try {
      const { sleep, waits } = recorder();
      const c = new SpecgateClient({ baseUrl: proxy.url, ...demo.api, sleep, random: () => 0.999, maxRetries: 4, maxDelayMs: 3000 });
      const err = await c.infer({ prompt: QUESTION, specIds: [demo.specId] }).catch((e: unknown) => e);
      assert.ok(err instanceof ServiceUnavailableError);
      assert.deepEqual([err.status, err.detail], [503, 'database unavailable']);
      assert.deepEqual(waits, [499, 999, 1998, 2997]);
      assert.equal(proxy.requests.filter((r) => r.path === '/api/v1/infer').length, 5);
    } finally {
      await proxy.close();
    }
  });

  test('429 with Retry-After: the wait honours it, then the call succeeds', async () => {
    const proxy = await localServer(async (req, res, body, i) => {
      if (req.url === '/api/v1/infer' && i === 1) return json(res, 429, { detail: 'rate limit exceeded' }, { 'retry-after': '7' });
      await forward(baseUrl, req, res, body);
    });
    try {
      const { sleep, waits } = recorder();
      const c = new SpecgateClient({ baseUrl: proxy.url, ...demo.api, sleep, random: () => 0 });
      const answer = await c.infer({ prompt: QUESTION, specIds: [demo.specId] });
      assert.equal(answer.exposure, 'full');
      assert.deepEqual(waits, [7000]);
    } finally {
      await proxy.close();
    }
  });

  test('429 without Retry-After: exponential backoff with jitter; RateLimitedError when it never clears', async () => {
    const proxy = await localServer(async (req, res, body) => {
      if (req.url === '/api/v1/infer') return json(res, 429, { detail: 'rate limit exceeded' });
      await forward(baseUrl, req, res, body);
    });
    try {
      const { sleep, waits } = recorder();
      const c = new SpecgateClient({ baseUrl: proxy.url, ...demo.api, sleep, random: () => 0.5, maxRetries: 3 });
      const err = await c.infer({ prompt: QUESTION, specIds: [demo.specId] }).catch((e: unknown) => e);
      assert.ok(err instanceof RateLimitedError);
      assert.deepEqual([err.status, err.retryAfterSeconds], [429, undefined]);
      assert.deepEqual(waits, [250, 500, 1000]);
    } finally {
      await proxy.close();
    }
  });

  test('503 with Retry-After is honoured too, and the last one is reported on the error', async () => {
    const proxy = await localServer(async (req, res, body) => {
      if (req.url === '/api/v1/infer') return json(res, 503, { detail: 'database unavailable' }, { 'retry-after': '3' });
      await forward(baseUrl, req, res, body);
    });
    try {
      const { sleep, waits } = recorder();
      const c = new SpecgateClient({ baseUrl: proxy.url, ...demo.api, sleep, random: () => 0, maxRetries: 2 });
      const err = await c.infer({ prompt: QUESTION, specIds: [demo.specId] }).catch((e: unknown) => e);
      assert.ok(err instanceof ServiceUnavailableError);
      assert.equal(err.retryAfterSeconds, 3);
      assert.deepEqual(waits, [3000, 3000]);
    } finally {
      await proxy.close();
    }
  });

  test('Retry-After is read as seconds or as an HTTP date', () => {
    const now = Date.parse('Wed, 21 Oct 2026 07:27:58 GMT');
    assert.equal(parseRetryAfter('12', now), 12_000);
    assert.equal(parseRetryAfter('Wed, 21 Oct 2026 07:28:00 GMT', now), 2000);
    assert.equal(parseRetryAfter('Wed, 21 Oct 2026 07:00:00 GMT', now), 0);
    assert.equal(parseRetryAfter('soon', now), undefined);
    assert.equal(parseRetryAfter(null, now), undefined);
  });
});

describe('no retry of a call in flight', () => {
  test('a call that gets no answer times out and is not sent again', async () => {
    // Authorize is answered at once (a busy machine must not make it hit the 200 ms timeout);
    // infer is received and never answered.
    const proxy = await localServer(async (req, res) => {
      if (req.url === '/api/v1/authorize') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ token: 'sg_scripted', token_type: 'Bearer', expires_in: 86400, expires_at: new Date(Date.now() + 86400e3).toISOString() }));
      }
    });
    try {
      const { sleep, waits } = recorder();
      const c = new SpecgateClient({ baseUrl: proxy.url, ...demo.api, timeoutMs: 200, sleep });
      const err = await c.infer({ prompt: QUESTION, specIds: [demo.specId] }).catch((e: unknown) => e);
      assert.ok(err instanceof TimeoutError);
      assert.ok(err instanceof SpecgateError);
      assert.deepEqual([err.status, err.timeoutMs], [undefined, 200]);
      assert.deepEqual(
        proxy.requests.map((r) => r.path),
        ['/api/v1/authorize', '/api/v1/infer'],
      );
      assert.deepEqual(waits, []);
    } finally {
      await proxy.close();
    }
  });

  test('a connection broken after the request was sent is thrown as NetworkError, not retried', async () => {
    const proxy = await localServer(async (req, res, body) => {
      if (req.url === '/api/v1/authorize') return forward(baseUrl, req, res, body);
      req.socket.destroy();
    });
    try {
      const { sleep, waits } = recorder();
      const c = new SpecgateClient({ baseUrl: proxy.url, ...demo.api, sleep });
      const err = await c.infer({ prompt: QUESTION, specIds: [demo.specId] }).catch((e: unknown) => e);
      assert.ok(err instanceof NetworkError);
      assert.deepEqual([err.status, err.requestSent], [undefined, true]);
      assert.equal(proxy.requests.filter((r) => r.path === '/api/v1/infer').length, 1);
      assert.deepEqual(waits, []);
    } finally {
      await proxy.close();
    }
  });

  test('a refused connection (nothing was sent) is retried with backoff, then thrown', async () => {
    const port = await closedPort();
    const { sleep, waits } = recorder();
    const c = new SpecgateClient({ baseUrl: `http://127.0.0.1:${port}`, ...demo.api, sleep, random: () => 0.5, maxRetries: 2 });
    const err = await c.infer({ prompt: QUESTION, specIds: [demo.specId] }).catch((e: unknown) => e);
    assert.ok(err instanceof NetworkError);
    assert.deepEqual([err.requestSent, err.code], [false, 'ECONNREFUSED']);
    assert.deepEqual(waits, [250, 500]);
    assert.ok(!err.message.includes(demo.api.password));
  });

  test('a caller’s AbortSignal cancels the call in flight, which is not retried', async () => {
    const proxy = await localServer(async (req, res, body) => {
      if (req.url === '/api/v1/authorize') await forward(baseUrl, req, res, body);
    });
    try {
      const c = new SpecgateClient({ baseUrl: proxy.url, ...demo.api });
      const controller = new AbortController();
      const pending = c.infer({ prompt: QUESTION, specIds: [demo.specId], signal: controller.signal });
      await eventually(async () => proxy.requests.some((r) => r.path === '/api/v1/infer'), 'the infer request reaches the server');
      controller.abort();
      await assert.rejects(pending, (e: Error) => e.name === 'AbortError');
      assert.equal(proxy.requests.filter((r) => r.path === '/api/v1/infer').length, 1);
    } finally {
      await proxy.close();
    }
  });
});

describe('Node only', () => {
  test('refuses to run where a browser global exists, because the credentials must never reach a browser', () => {
    const g = globalThis as { window?: unknown };
    g.window = {};
    try {
      assert.throws(
        () => client(),
        (e: unknown) => e instanceof UnsupportedEnvironmentError && /Node\.js only/.test(e.message),
      );
    } finally {
      delete g.window;
    }
    assert.ok(client() instanceof SpecgateClient);
  });
});
