import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import pg from 'pg';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../src/paths.js';
import { createTestDatabase } from '../support/pg.js';
import { builtServer, freePort, processAlive } from '../support/server-process.js';

/**
 * Issue 21: the built server, started by a parent with stdout and stderr piped to it, then sent
 * SIGTERM by that parent, which exits at once, stopped listening but stayed alive for more than
 * ten minutes: at process.exit pino's exit hook flushed stdout synchronously, retrying the write
 * to the pipe nobody read every 100 ms for ever. A log collector that stops reading or goes away
 * must never keep the service from stopping; nor can anything else past SHUTDOWN_TIMEOUT_MS.
 * The first test on PGlite (a data directory of its own) or on the PostgreSQL server that
 * DATABASE_URL names; the second on a database of its own on the PostgreSQL server.
 */
const TIMEOUT_MS = 4000;
let dataDir: string;
before(() => {
  builtServer();
  dataDir = mkdtempSync(join(tmpdir(), 'specgate-sigterm-'));
});
after(() => rmSync(dataDir, { recursive: true, force: true }));

const serverEnv = (port: number) => ({ ...process.env, PORT: String(port), DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: String(TIMEOUT_MS) });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('SIGTERM from a parent that piped the logs and exited at once: the server is gone within SHUTDOWN_TIMEOUT_MS', { timeout: 120_000 }, async () => {
  const parent = spawn(process.execPath, ['test/operations/fixtures/piped-parent.mjs', '1500'], {
    cwd: projectRoot,
    env: serverEnv(await freePort()),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  parent.stdout.on('data', (d) => (out += d));
  const parentCode = await new Promise<number | null>((resolve) => parent.once('exit', resolve));
  assert.equal(parentCode, 0, out);
  const { pid } = JSON.parse(out) as { pid: number };
  const signalled = Date.now();
  while (processAlive(pid) && Date.now() - signalled < TIMEOUT_MS + 10_000) await sleep(50);
  const alive = processAlive(pid);
  if (alive) process.kill(pid, 'SIGKILL');
  assert.equal(alive, false, `the server (pid ${pid}) was still running ${Date.now() - signalled} ms after SIGTERM`);
  assert.ok(Date.now() - signalled < TIMEOUT_MS, `gone after ${Date.now() - signalled} ms`);
});

test('a call held in flight and a log reader that is stuck: exit code 1 once SHUTDOWN_TIMEOUT_MS has passed', { timeout: 120_000 }, async () => {
  // Its own database on the PostgreSQL server, whose table a lock can hold a call on.
  const database = await createTestDatabase();
  const observer = new pg.Client({ connectionString: database.url });
  const port = await freePort();
  // This process is the stuck reader: it keeps the pipes open and never reads them.
  const server = spawn(process.execPath, [builtServer()], {
    cwd: projectRoot,
    env: { ...serverEnv(port), DATABASE_URL: database.url, HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pause();
  server.stderr.pause();
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  try {
    const base = `http://127.0.0.1:${port}`;
    for (
      let i = 0;
      i < 600 &&
      !(await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await sleep(100);
    // Enough log lines to fill the pipe nobody reads.
    for (let i = 0; i < 100; i++) await Promise.all(Array.from({ length: 10 }, () => fetch(`${base}/healthz`).then((r) => r.arrayBuffer())));
    // A sign-in held in flight: the accounts table is locked until the test ends.
    await observer.connect();
    await observer.query('BEGIN');
    await observer.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    const held = fetch(`${base}/api/v1/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nobody', password: 'whatever-it-is' }),
    }).catch(() => 'cut');
    for (let i = 0; i < 200; i++) {
      const w = await observer.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'`, [database.name]);
      if (w.rows[0].n > 0) break;
      await sleep(50);
    }

    const signalled = Date.now();
    server.kill('SIGTERM');
    const code = await Promise.race([exited, sleep(TIMEOUT_MS + 10_000).then(() => 'still running' as const)]);
    const took = Date.now() - signalled;
    if (code === 'still running') server.kill('SIGKILL');
    assert.equal(code, 1, `exit ${code} after ${took} ms`);
    assert.ok(took >= TIMEOUT_MS && took < TIMEOUT_MS + 2000, `forced after ${took} ms`);
    assert.equal(await held, 'cut');
  } finally {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await observer.end().catch(() => {});
    await database.drop();
  }
});

test('a shutdown stuck on the main thread itself is ended by the watchdog, 2 s after SHUTDOWN_TIMEOUT_MS (SIGKILL)', { timeout: 60_000 }, async () => {
  const stuck = spawn(process.execPath, ['--import', 'tsx', 'test/operations/fixtures/stuck-shutdown.ts', '1000'], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => stuck.stdout.once('data', resolve));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => stuck.once('exit', (_code, signal) => resolve(signal)));
  const signalled = Date.now();
  stuck.kill('SIGTERM');
  const signal = await Promise.race([exited, sleep(15_000).then(() => 'still running' as const)]);
  const took = Date.now() - signalled;
  if (signal === 'still running') stuck.kill('SIGKILL');
  assert.equal(signal, 'SIGKILL', `${signal} after ${took} ms`);
  assert.ok(took >= 3000 && took < 6000, `killed after ${took} ms`);
});
