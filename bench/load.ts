/**
 * Load benchmark of a scaled-out deployment: two instances of the compiled service (as
 * `npm start` runs it, each its own process) sharing one PostgreSQL database and one Redis, the
 * clients split evenly between them; 64 concurrent clients for 60 s asking questions of the demo
 * spec through /api/v1/infer. Prints throughput, p50, p99, the error count, and checks that the
 * audit trail holds exactly one entry per call (and that the instances served each call once).
 *
 *   npm run bench:load
 *
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/test, used to create and drop a fresh
 * database), REDIS_URL (default redis://127.0.0.1:6379), BENCH_SECONDS, BENCH_CONNECTIONS.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import pg from 'pg';
import { createPostgresDb } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { seedDemo } from '../src/demo/seed.js';
import { projectRoot } from '../src/paths.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const QUESTIONS = [
  'What is the average horsepower of cars by origin?',
  'How many penguins are there per island?',
  'Top 5 cars by miles per gallon',
  'What was the total precipitation in 2014?',
  'How did the price of AAPL change over time?',
];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function startInstance(databaseUrl: string): Promise<{ proc: ChildProcess; base: string }> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['dist/src/server.js'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      // One customer's 64 clients measure the service, not that customer's concurrency slots.
      INFER_CONCURRENCY_PER_CUSTOMER: '1000',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: '{"standard":100000000}',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { proc, base };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('instance did not start');
}

async function main() {
  const build = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: projectRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  const name = `specgate_bench_load_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  const instances: { proc: ChildProcess; base: string }[] = [];
  try {
    const db = createPostgresDb(url.toString());
    await migrate(db);
    const demo = await seedDemo({ db }, { customerName: 'Load', ownerUsername: `load-${Date.now()}`, apiUsername: `load-api-${Date.now()}` });
    instances.push(await startInstance(url.toString()), await startInstance(url.toString()));

    const auth = await fetch(`${instances[0]!.base}/api/v1/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: demo.api.username, password: demo.api.password }),
    });
    const { token } = (await auth.json()) as { token: string };
    // Each client asks in a loop until the time is up and lets its last call finish, so that
    // every call made is answered: then the audit trail must hold exactly one entry per call.
    const latencies: number[] = [];
    let errors = 0;
    const deadline = Date.now() + SECONDS * 1000;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, client) => {
        const base = instances[client % instances.length]!.base;
        for (let i = client; Date.now() < deadline; i++) {
          const t0 = performance.now();
          const r = await fetch(`${base}/api/v1/infer`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ prompt: QUESTIONS[i % QUESTIONS.length], spec_ids: [demo.specId] }),
          }).catch(() => undefined);
          if (r?.status !== 200) errors += 1;
          await r?.arrayBuffer();
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const elapsed = (Date.now() - started) / 1000;
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_entries WHERE action = 'api.infer'`);
    await db.close();
    // The calls each instance received and answered, by its own count (its /metrics).
    let served = 0;
    for (const inst of instances) {
      const text = await (await fetch(`${inst.base}/metrics`)).text();
      for (const line of text.split('\n')) {
        if (line.startsWith('specgate_http_requests_total{') && line.includes('route="/api/v1/infer"')) served += Number(line.split(' ').pop());
      }
    }

    latencies.sort((a, b) => a - b);
    const pct = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(0);
    console.log(`machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
    console.log(
      `two instances, one PostgreSQL, one Redis; ${CONNECTIONS} concurrent clients for ${SECONDS} s; ${QUESTIONS.length} questions over the demo spec`,
    );
    console.log(
      `calls: ${latencies.length} in ${elapsed.toFixed(1)} s = ${(latencies.length / elapsed).toFixed(0)} answers/s   p50 ${pct(0.5)} ms   p99 ${pct(0.99)} ms`,
    );
    console.log(`errors: ${errors}`);
    console.log(`served by the instances (their /metrics): ${served}; audit entries: ${rows[0]!.n}`);
    const auditOk = rows[0]!.n === latencies.length && served === latencies.length;
    console.log(`audit entries = calls: ${auditOk ? 'yes' : 'NO'}`);
    if (errors > 0 || !auditOk) process.exitCode = 1;
  } finally {
    for (const inst of instances) inst.proc.kill('SIGTERM');
    await Promise.all(instances.map((i) => new Promise((r) => (i.proc.exitCode !== null ? r(null) : i.proc.once('exit', r)))));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
