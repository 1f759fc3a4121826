import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import type { TestApp } from '../support/app.js';
import type { DemoSeed } from '../../src/demo/seed.js';
import { projectRoot } from '../../src/paths.js';
import { json, localServer, seed, startListening } from './support.js';

/** The `specgate` command line, run as a child process against the listening service. */
let t: TestApp;
let baseUrl: string;
let demo: DemoSeed;

before(async () => {
  ({ t, baseUrl } = await startListening());
  demo = await seed(t);
});
after(() => t.close());

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function specgate(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const base: Record<string, string> = { PATH: process.env.PATH ?? '' };
  if (process.env.HOME) base.HOME = process.env.HOME;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(projectRoot, 'packages/client/src/cli.ts'), ...args],
      { cwd: projectRoot, env: { ...base, ...env }, timeout: 120_000 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const creds = () => ({ SPECGATE_URL: baseUrl, SPECGATE_USERNAME: demo.api.username, SPECGATE_PASSWORD: demo.api.password });

describe('specgate ask', () => {
  test('prints the answer on stdout, exposure and correlation id on stderr, exit 0', async () => {
    const r = await specgate(['ask', '--spec', demo.specId, '--session', 'cli-session', 'How many cars are there?'], creds());
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /406/);
    assert.match(r.stderr, /^exposure: full$/m);
    assert.match(r.stderr, /^spec count: 1$/m);
    assert.match(r.stderr, /^correlation id: [0-9a-f-]{36}$/m);
    assert.ok(!r.stdout.includes(demo.api.password) && !r.stderr.includes(demo.api.password));
  });

  test('usage errors exit 2: no spec, no question, missing environment, unknown command', async () => {
    const cases = await Promise.all([
      specgate(['ask', 'How many cars are there?'], creds()),
      specgate(['ask', '--spec', demo.specId], creds()),
      specgate(['ask', '--spec', demo.specId, 'How many cars are there?'], { SPECGATE_URL: baseUrl }),
      specgate(['list-specs'], creds()),
      specgate([], creds()),
    ]);
    for (const r of cases) {
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, /Usage:/);
      assert.equal(r.stdout, '');
    }
    assert.match(cases[2]!.stderr, /missing environment variables: SPECGATE_USERNAME, SPECGATE_PASSWORD/);
  });

  test('wrong password exits 3 and never prints the password', async () => {
    const password = 'wrong-password-Xk27';
    const r = await specgate(['ask', '--spec', demo.specId, 'How many cars are there?'], { ...creds(), SPECGATE_PASSWORD: password });
    assert.equal(r.code, 3, r.stderr);
    assert.match(r.stderr, /401/);
    assert.ok(!r.stderr.includes(password) && !r.stdout.includes(password));
  });

  test('a refused call (400, every spec filtered out) exits 4 with the detail and the correlation id', async () => {
    const r = await specgate(['ask', '--spec', '00000000-0000-4000-8000-000000000000', 'How many cars are there?'], creds());
    assert.equal(r.code, 4, r.stderr);
    assert.match(r.stderr, /400 spec_ids resolved to empty after access scoping \(correlation id [0-9a-f-]{36}\)/);
    assert.equal(r.stdout, '');
  });

  // The silent server never answers; the timeout is long enough that the request reaches it under load.
  test('unavailable exits 5: a timeout, and a 503 once the retries are spent', async () => {
    const silent = await localServer(() => {});
    const down = await localServer((_req, res) => json(res, 503, { detail: 'database unavailable' }));
    try {
      const [timedOut, unavailable] = await Promise.all([
        specgate(['ask', '--spec', demo.specId, 'How many cars are there?'], { ...creds(), SPECGATE_URL: silent.url, SPECGATE_TIMEOUT_MS: '2000' }),
        specgate(['ask', '--spec', demo.specId, 'How many cars are there?'], { ...creds(), SPECGATE_URL: down.url, SPECGATE_MAX_RETRIES: '1' }),
      ]);
      assert.equal(timedOut.code, 5, timedOut.stderr);
      assert.match(timedOut.stderr, /no response within 2000 ms/);
      assert.equal(silent.requests.length, 1, 'the timed-out request is not sent again');
      assert.equal(unavailable.code, 5, unavailable.stderr);
      assert.match(unavailable.stderr, /503 database unavailable/);
      assert.equal(down.requests.length, 2, 'the first request and one retry');
    } finally {
      await silent.close();
      await down.close();
    }
  });
});

describe('specgate authorize', () => {
  test('prints the expiry and not the token; --print-token prints a token that works', async () => {
    const plain = await specgate(['authorize'], creds());
    assert.equal(plain.code, 0, plain.stderr);
    assert.match(plain.stdout, /^token expires at \d{4}-\d\d-\d\dT[\d:.]+Z \(in 86400 s\)\n$/);

    const printed = await specgate(['authorize', '--print-token'], creds());
    assert.equal(printed.code, 0, printed.stderr);
    const lines = printed.stdout.trim().split('\n');
    assert.equal(lines.length, 2);
    const token = lines[1]!;
    assert.ok(!plain.stdout.includes(token));
    const r = await fetch(`${baseUrl}/api/v1/infer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ prompt: 'How many cars are there?', spec_ids: [demo.specId] }),
    });
    assert.equal(r.status, 200);
  });

  test('wrong password exits 3', async () => {
    const r = await specgate(['authorize'], { ...creds(), SPECGATE_PASSWORD: 'nope-nope' });
    assert.equal(r.code, 3, r.stderr);
  });
});
