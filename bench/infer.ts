/**
 * Inference benchmark: /api/v1/infer with the local provider over a 100,000-row spec, 16
 * concurrent clients, against a bare Fastify route in the same process running the same SQL;
 * then /api/v1/authorize throughput with the password hash parameters in use.
 *
 *   npm run bench:infer
 *
 * Needs the machine's PostgreSQL server (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/test,
 * used only to create and drop a fresh database). BENCH_ROWS, BENCH_SECONDS, BENCH_CONNECTIONS change the run.
 */
import { Readable } from 'node:stream';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createPostgresDb } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { gate } from '../src/http/gate.js';
import { createAgent } from '../src/agent/agent.js';
import { ARGON2_PARAMS } from '../src/auth/passwords.js';
import type { Actor } from '../src/auth/principal.js';
import { customersService } from '../src/customers/customers.service.js';
import { apiUsersService } from '../src/users/api-users.service.js';
import { datasetsService } from '../src/datasets/datasets.service.js';
import { modulesService } from '../src/modules/modules.service.js';
import { projectsService } from '../src/projects/projects.service.js';
import { semanticService } from '../src/semantic/semantic.service.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const QUESTION = 'What is the total revenue by region?';

function* salesCsv(rows: number): Generator<string> {
  const regions = ['North', 'South', 'East', 'West', 'Central'];
  const products = ['Widget', 'Gadget', 'Gizmo', 'Doohickey', 'Sprocket', 'Flange', 'Bracket', 'Valve'];
  const channels = ['online', 'retail', 'partner'];
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  yield 'order_id,order_date,region,product,channel,units,unit_price,revenue\n';
  let chunk = '';
  for (let i = 1; i <= rows; i++) {
    const d = new Date(Date.UTC(2022, 0, 1) + Math.floor(rand() * 1095) * 86400000).toISOString().slice(0, 10);
    const units = 1 + Math.floor(rand() * 50);
    const price = Math.round((5 + rand() * 195) * 100) / 100;
    chunk += `${i},${d},${regions[Math.floor(rand() * 5)]},${products[Math.floor(rand() * 8)]},${channels[Math.floor(rand() * 3)]},${units},${price},${(units * price).toFixed(2)}\n`;
    if (chunk.length > 65536) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

async function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

function line(name: string, r: autocannon.Result): string {
  const non2xx = r.non2xx + r.errors + r.timeouts;
  return `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${non2xx}`;
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
    // The data, through the product's own services: upload → module → project → trained spec.
    const customer = await customersService({ db, tiers: ['bench'], defaultTier: 'bench' }).provision({
      name: 'Bench Co',
      tier: 'bench',
      owner_username: `bench-owner-${Date.now()}`,
      owner_password: 'bench-password',
    });
    const actor: Actor = { id: customer.owner!.id, username: customer.owner!.username, customerId: customer.id, isOwner: true };
    const api = await apiUsersService({ db }).create(actor, { username: `bench-api-${Date.now()}` });
    const batch = await datasetsService({ db }).upload(actor, customer.id, { name: 'sales.csv', format: 'csv', body: Readable.from(salesCsv(ROWS)) });
    const modules = modulesService({ db });
    const m = await modules.create(actor, { import_batch_id: batch.id, name: 'Sales' });
    await modules.finalize(actor, m.id);
    await modules.runImport(actor, m.id);
    const project = await projectsService({ db }).create(actor, { name: 'Bench', exposure: 'full', module_ids: [m.id] });
    const semantic = semanticService({ db, waitMs: 0 });
    const started = await semantic.build(actor, project.id, { name: 'Bench spec' });
    await semantic.whenIdle();
    const spec = await semantic.get(actor, project.id, started.body.id);
    if (spec.status !== 'trained') throw new Error(`spec did not train: ${spec.error}`);
    const { rows: specRows } = await db.query<{ spec: never }>('SELECT spec FROM semantic_specs WHERE id = $1', [spec.id]);

    // The SQL the agent runs for the question, for the bare route to run as it is.
    const probe = await createAgent().answer({ prompt: QUESTION, specs: [{ id: spec.id, doc: specRows[0]!.spec }], exposure: 'full' }, { db });
    const sql = probe.trace.sql[0]!;

    const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMITS: '{"bench":100000000}' });
    const app = await buildApp({ config, db });
    app.post('/bench/bare', { config: { gate: gate.public } }, async () => {
      const r = await db.query(sql.text, sql.params);
      return { rows: r.rows };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

    const auth = await fetch(`${base}/api/v1/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: api.username, password: api.password }),
    });
    const { token } = (await auth.json()) as { token: string };
    const inferBody = JSON.stringify({ prompt: QUESTION, spec_ids: [spec.id] });
    const check = await fetch(`${base}/api/v1/infer`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: inferBody });
    const answer = (await check.json()) as { result: string };

    const common = { connections: CONNECTIONS, duration: SECONDS, workers: 1 } as const;
    // Warm both paths, then alternate so that other work on the machine weighs on both alike.
    await run({ ...common, duration: 3, url: `${base}/bench/bare`, method: 'POST' });
    const bare = await run({ ...common, url: `${base}/bench/bare`, method: 'POST' });
    const infer = await run({
      ...common,
      url: `${base}/api/v1/infer`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: inferBody,
    });
    const authorize = await run({
      ...common,
      duration: Math.min(SECONDS, 10),
      url: `${base}/api/v1/authorize`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: api.username, password: api.password }),
    });
    await app.close();

    const { rows: audited } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_entries WHERE action = 'api.infer'`);
    const ratio = infer.requests.average / bare.requests.average;
    console.log(`machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
    console.log(`spec: ${ROWS.toLocaleString('en')} rows; question: "${QUESTION}"`);
    console.log(`answer: ${answer.result.split('\n')[0]}`);
    console.log(`SQL: ${sql.text.replace(/\s+/g, ' ')}`);
    console.log(`${CONNECTIONS} concurrent clients, ${SECONDS} s each`);
    console.log(line('bare route (same SQL)', bare));
    console.log(line('POST /api/v1/infer (local agent)', infer));
    console.log(`ratio infer / bare throughput: ${(ratio * 100).toFixed(0)} % (target ≥ 50 %)`);
    console.log(`audit entries written by the infer run: ${audited[0]!.n - 1} (${infer.requests.total} calls answered inside the window; calls in flight at its end are answered and audited too)`);
    console.log(line('POST /api/v1/authorize', authorize));
    console.log(`password hash: argon2id m=${ARGON2_PARAMS.memoryCost} KiB, t=${ARGON2_PARAMS.timeCost}, p=${ARGON2_PARAMS.parallelism}`);
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
