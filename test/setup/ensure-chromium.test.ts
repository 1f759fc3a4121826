import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { projectRoot } from '../../src/paths.js';

const missing = '/nonexistent/specgate-test/chromium';
const ensure = (env: Record<string, string>) =>
  spawnSync('bash', ['scripts/ensure-chromium.sh'], { cwd: projectRoot, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 10_000 });

test('a missing Chromium that cannot be installed stops the run at once, with one line naming the command', { timeout: 10_000 }, () => {
  // CHROMIUM_PATH names no file and is never installed for the user: the same path as no apt.
  const r = ensure({ CHROMIUM_PATH: missing, SKIP_E2E: '' });
  assert.equal(r.status, 1, r.stderr);
  const lines = r.stderr.trimEnd().split('\n');
  assert.equal(lines.length, 1, r.stderr);
  assert.match(lines[0]!, /^chromium is missing \(\/nonexistent\/specgate-test\/chromium\): run "sudo apt-get install -y chromium/);
  assert.match(lines[0]!, /SKIP_E2E=1 npm test/);
});

test('SKIP_E2E=1 skips the check (the test runner then says the browser suites are left out)', { timeout: 10_000 }, () => {
  const r = ensure({ CHROMIUM_PATH: missing, SKIP_E2E: '1' });
  assert.equal(r.status, 0, r.stderr);
});
