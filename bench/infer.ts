/**
 * Inference benchmark: /api/v1/infer with the local provider, 16 concurrent clients, against a bare
 * Fastify route in the same process running the same SQL (the SQL the agent runs for the question),
 * on three specs built through the product's own services:
 *
 *   1. one module of 100,000 sales rows ("What is the total revenue by region?")
 *   2. the same module with 1,000,000 rows
 *   3. twenty modules with joins (four fact tables of 25,000 rows, sixteen dimension tables whose
 *      keys the spec build discovers): "What is the total revenue by customer segment?" is
 *      answered through a join
 *   4. one fact table of 10,000,000 orders (BENCH_FACT_ROWS) whose spec has a rollup: three grouped
 *      questions, each /infer from the rollup (BENCH_FACT_SECONDS, default 10), then /infer with
 *      rollups off and the bare table SQL (twice as long each: a request takes seconds)
 *
 * Each scenario first checks the agent's answer against totals computed from the generated rows
 * (every group, each total to the cent) and stops the run if it is wrong: a benchmark that times a
 * wrong answer measures nothing. Then /api/v1/authorize throughput with the password hash parameters in use.
 *
 *   npm run bench:infer
 *
 * Needs the machine's PostgreSQL server (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/test,
 * used only to create and drop a fresh database). BENCH_SECONDS (per path and scenario, default 30,
 * in BENCH_ROUNDS runs of each path taken in turn, default 3; the best run of each counts),
 * BENCH_CONNECTIONS, BENCH_SCENARIOS (e.g. "1,3") change the run.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createPostgresDb, type Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { gate } from '../src/auth/gate.js';
import { createAgent, type AgentOutput } from '../src/agent/agent.js';
import { ARGON2_PARAMS } from '../src/auth/passwords.js';
import type { Actor } from '../src/auth/principal.js';
import { provisioningService } from '../src/provisioning/provisioning.service.js';
import { apiUsersService } from '../src/users/api-users.service.js';
import { factScenario, type Scenario, salesScenario, starScenario } from './infer-data.js';

/** Seconds of load per path and scenario, in ROUNDS runs of each path taken in turn. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const WANTED = (process.env.BENCH_SCENARIOS ?? '1,2,3,4').split(',').map(Number);
/** The fact table of scenario 4, and how long each of its runs lasts. */
const FACT_ROWS = Number(process.env.BENCH_FACT_ROWS ?? 10_000_000);
const FACT_SECONDS = Number(process.env.BENCH_FACT_SECONDS ?? 10);

async function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

function line(name: string, r: autocannon.Result): string {
  const non2xx = r.non2xx + r.errors + r.timeouts;
  return `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${non2xx}`;
}

/** Why the answer is not each expected group with its total (to the cent), or undefined when it is. */
function wrongAnswer(out: AgentOutput, expected: Map<string, number>): string | undefined {
  const groups = out.answer?.groups;
  if (out.answer?.kind !== 'groups' || !groups) return `expected one total per group, got an answer of kind ${out.answer?.kind ?? 'none'}`;
  const got = new Map(groups.map((g) => [String(g.key), Number(g.values[0])]));
  const keys = [...expected.keys()].sort();
  if (JSON.stringify([...got.keys()].sort()) !== JSON.stringify(keys)) return `expected the groups ${keys.join(', ')}, got ${[...got.keys()].join(', ')}`;
  const off = keys.filter((k) => Math.abs(got.get(k)! - expected.get(k)!) > 0.005 + 1e-9 * Math.abs(expected.get(k)!));
  return off.length ? off.map((k) => `${k}: expected ${expected.get(k)!.toFixed(2)}, got ${got.get(k)}`).join('; ') : undefined;
}

/** One scenario: the agent's SQL for the question, then the bare route and /infer under the same load. */
async function measure(db: Db, actor: Actor, api: { username: string; password: string }, s: Scenario): Promise<{ ratio: number; summary: string[] }> {
  const spec = await s.build(db, actor);
  const probe = await createAgent().answer({ prompt: s.question, specs: [{ id: spec.id, doc: spec.doc }], exposure: 'full' }, { db });
  if (probe.trace.sql.length === 0) throw new Error(`the agent ran no SQL for "${s.question}": ${probe.result}`);
  // A benchmark that times a wrong answer measures nothing: the answer is checked before anything is timed.
  const wrong = wrongAnswer(probe, s.expected);
  if (wrong) throw new Error(`wrong answer to "${s.question}" (${s.name}): ${wrong}\nanswer: ${probe.result.slice(0, 500)}`);
  const sql = probe.trace.sql.at(-1)!;
  const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMITS: '{"bench":100000000}', INFER_CONCURRENCY_PER_CUSTOMER: '1000' });
  const app = await buildApp({ config, db });
  app.post('/bench/bare', { config: { gate: gate.public } }, async () => ({ rows: (await db.query(sql.text, sql.params)).rows }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const auth = await fetch(`${base}/api/v1/authorize`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(api) });
    const { token } = (await auth.json()) as { token: string };
    const inferBody = JSON.stringify({ prompt: s.question, spec_ids: [spec.id] });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const common = { connections: CONNECTIONS, duration: SECONDS / ROUNDS, workers: 1 } as const;
    // Warm both paths, then alternate (bare, infer, bare, infer, …) and count the best run of each,
    // so that the machine's slower moments weigh on both alike rather than on whichever ran then.
    await run({ ...common, duration: 3, url: `${base}/bench/bare`, method: 'POST' });
    await run({ ...common, duration: 3, url: `${base}/api/v1/infer`, method: 'POST', headers, body: inferBody });
    const rounds: { bare: autocannon.Result; infer: autocannon.Result }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const bareRun = await run({ ...common, url: `${base}/bench/bare`, method: 'POST' });
      rounds.push({ bare: bareRun, infer: await run({ ...common, url: `${base}/api/v1/infer`, method: 'POST', headers, body: inferBody }) });
    }
    const best = (side: 'bare' | 'infer') => rounds.map((r) => r[side]).reduce((a, b) => (b.requests.average > a.requests.average ? b : a));
    const bare = best('bare');
    const infer = best('infer');
    const ratio = infer.requests.average / bare.requests.average;
    const each = rounds.map((r) => `${((r.infer.requests.average / r.bare.requests.average) * 100).toFixed(0)} %`).join(', ');
    return {
      ratio,
      summary: [
        `--- ${s.name}`,
        `question: "${s.question}"`,
        `answer (checked: every group's total right): ${probe.result.split('\n')[0]!.slice(0, 200)}`,
        `SQL: ${sql.text.replace(/\s+/g, ' ').slice(0, 300)}`,
        line(`bare route (same SQL), best of ${ROUNDS}`, bare),
        line(`POST /api/v1/infer, best of ${ROUNDS}`, infer),
        `ratio infer / bare throughput: ${(ratio * 100).toFixed(0)} % (target ≥ 80 %; round by round ${each})`,
      ],
    };
  } finally {
    await app.close();
  }
}

/**
 * Scenario 4: three grouped questions over a large fact table, each at 16 clients three ways in one
 * run — /infer answering from the spec's rollups, /infer with rollups switched off (ROLLUPS=false:
 * the same spec, read from its table), and the bare route of the table's SQL. Every answer is
 * checked both ways before anything is timed.
 */
async function measureRollups(db: Db, dbUrl: string, actor: Actor, api: { username: string; password: string }): Promise<string[]> {
  const s = factScenario(FACT_ROWS);
  const t0 = performance.now();
  const spec = await s.build(db, actor);
  const built = (performance.now() - t0) / 1000;
  const rollup = spec.doc.modules[0]!.rollup;
  if (!rollup) throw new Error('the fact table got no rollup');
  const specs = [{ id: spec.id, doc: spec.doc }];
  // Without rollups a question scans the table: the agent may take as long as it needs.
  const slow = { AGENT_STATEMENT_TIMEOUT_MS: '600000', CONCURRENCY_WAIT_MS: '60000' };
  const agentOn = createAgent(loadConfig({ LOG_LEVEL: 'silent' }).agent);
  const agentOff = createAgent(loadConfig({ LOG_LEVEL: 'silent', ROLLUPS: 'false', ...slow }).agent);
  const env = { LOG_LEVEL: 'silent', RATE_LIMITS: '{"bench":100000000}', INFER_CONCURRENCY_PER_CUSTOMER: '1000', ...slow };
  const on = await buildApp({ config: loadConfig(env), db });
  const off = await buildApp({ config: loadConfig({ ...env, ROLLUPS: 'false' }), db });
  const tables: { text: string; params: unknown[] }[] = [];
  const lines = [
    `--- ${s.name}`,
    `spec build with its rollup: ${built.toFixed(1)} s (upload, typed import, statistics, rollup of ${rollup.rows.toLocaleString('en')} groups by ${rollup.dimensions.join(', ')}${rollup.time ? ` and ${rollup.time.column} by ${rollup.time.grain}` : ''})`,
  ];
  for (const [i, a] of s.asked.entries()) {
    const withRollup = await agentOn.answer({ prompt: a.question, specs, exposure: 'full' }, { db });
    const withTable = await agentOff.answer({ prompt: a.question, specs, exposure: 'full' }, { db });
    for (const [how, out] of [
      ['rollup', withRollup],
      ['table', withTable],
    ] as const) {
      const wrong = wrongAnswer(out, a.expected);
      if (wrong) throw new Error(`wrong answer to "${a.question}" from the ${how}: ${wrong}\nanswer: ${out.result.slice(0, 500)}`);
    }
    if (!withRollup.trace.sql.at(-1)?.rollup) throw new Error(`"${a.question}" was not answered from the rollup`);
    if (withTable.trace.sql.at(-1)?.rollup) throw new Error(`"${a.question}" was answered from the rollup with rollups off`);
    tables.push(withTable.trace.sql.at(-1)!);
    off.post(`/bench/bare/${i}`, { config: { gate: gate.public } }, async () => ({ rows: (await db.query(tables[i]!.text, tables[i]!.params)).rows }));
  }
  await on.listen({ port: 0, host: '127.0.0.1' });
  await off.listen({ port: 0, host: '127.0.0.1' });
  const url = (app: typeof on) => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const auth = await fetch(`${url(on)}/api/v1/authorize`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(api) });
    const { token } = (await auth.json()) as { token: string };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const common = { connections: CONNECTIONS, duration: FACT_SECONDS, workers: 1, timeout: 600 } as const;
    // A run's requests still under way when it ends go on in the database: the next run waits for
    // them, watching on a connection of its own (the pool's are theirs).
    const watcher = new pg.Client({ connectionString: dbUrl });
    await watcher.connect();
    const drain = async () => {
      for (;;) {
        const { rows } = await watcher.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
        );
        if (rows[0]!.n === 0) return;
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    const results: { rollup?: autocannon.Result; table?: autocannon.Result; bare?: autocannon.Result }[] = s.asked.map(() => ({}));
    // The rollup runs first, each question after the other, before any run scans the table.
    for (const [i, a] of s.asked.entries()) {
      const body = JSON.stringify({ prompt: a.question, spec_ids: [spec.id] });
      await run({ ...common, duration: 2, url: `${url(on)}/api/v1/infer`, method: 'POST', headers, body });
      results[i]!.rollup = await run({ ...common, url: `${url(on)}/api/v1/infer`, method: 'POST', headers, body });
    }
    for (const [i, a] of s.asked.entries()) {
      const body = JSON.stringify({ prompt: a.question, spec_ids: [spec.id] });
      await drain();
      results[i]!.table = await run({ ...common, duration: 2 * FACT_SECONDS, url: `${url(off)}/api/v1/infer`, method: 'POST', headers, body });
      await drain();
      results[i]!.bare = await run({ ...common, duration: 2 * FACT_SECONDS, url: `${url(off)}/bench/bare/${i}`, method: 'POST' });
    }
    await drain();
    await watcher.end();
    for (const [i, a] of s.asked.entries()) {
      lines.push(
        `question: "${a.question}" (checked: every group right, from the rollup and from the table)`,
        line('  /infer, from the rollup', results[i]!.rollup!),
        line('  /infer, rollups off (table)', results[i]!.table!),
        line('  bare route (table SQL)', results[i]!.bare!),
      );
    }
  } finally {
    await on.close();
    await off.close();
  }
  return lines;
}

async function authorizeThroughput(db: Db, api: { username: string; password: string }): Promise<string> {
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', RATE_LIMITS: '{"bench":100000000}', INFER_CONCURRENCY_PER_CUSTOMER: '1000' }), db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const r = await run({
      connections: CONNECTIONS,
      duration: Math.min(SECONDS, 10),
      workers: 1,
      url: `${base}/api/v1/authorize`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(api),
    });
    return `${line('POST /api/v1/authorize', r)}\npassword hash: argon2id m=${ARGON2_PARAMS.memoryCost} KiB, t=${ARGON2_PARAMS.timeCost}, p=${ARGON2_PARAMS.parallelism}`;
  } finally {
    await app.close();
  }
}

async function main() {
  const name = `specgate_bench_infer_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  const db = createPostgresDb(url.toString(), { max: 10 });
  try {
    await migrate(db);
    const { actor } = await provisioningService({ db, tiers: ['bench'], defaultTier: 'bench' }).customer({
      name: 'Bench Co',
      ownerUsername: `bench-owner-${Date.now()}`,
    });
    const api = await apiUsersService({ db }).create(actor, { username: `bench-api-${Date.now()}` });
    const creds = { username: api.username, password: api.password };
    const scenarios: Scenario[] = [salesScenario(100_000), salesScenario(1_000_000), starScenario()];
    const lines: string[] = [];
    for (const [i, s] of scenarios.entries()) if (WANTED.includes(i + 1)) lines.push(...(await measure(db, actor, creds, s)).summary);
    if (WANTED.includes(4)) lines.push(...(await measureRollups(db, url.toString(), actor, creds)));
    console.log(`machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
    console.log(`${CONNECTIONS} concurrent clients, ${SECONDS} s each`);
    console.log(lines.join('\n'));
    console.log(await authorizeThroughput(db, creds));
  } finally {
    await db.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
