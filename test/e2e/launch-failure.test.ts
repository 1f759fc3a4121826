import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { projectRoot } from '../../src/paths.js';

// Before startE2E released its server on a failed launch, such a suite kept its process, and so
// the whole test run, alive for ever: here the child would not exit and this test would time out.
test('a browser suite whose browser fails to launch ends, failed', { timeout: 120_000 }, async () => {
  const missing = '/nonexistent/specgate-test/chromium';
  // One process runs the suite (no runner in between to outlive), as a test run of its own: without
  // this runner's NODE_TEST_CONTEXT.
  const { NODE_TEST_CONTEXT: _, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/e2e/fixtures/browser-fails.ts'], {
    cwd: projectRoot,
    env: { ...env, CHROMIUM_PATH: missing },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A child still running by then has hung: killed, so that this test fails instead of hanging too.
    timeout: 100_000,
    killSignal: 'SIGKILL',
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.once('exit', (c, s) => resolve([c, s])));
  assert.equal(signal, null, `the suite's process did not end by itself:\n${output}`);
  assert.notEqual(code, 0, output);
  assert.ok(output.includes(missing), `the failure names the missing browser:\n${output}`);
});
