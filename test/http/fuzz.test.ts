import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpus } from 'node:os';
import fc from 'fast-check';
import { Client, engineName, startApp, uniq, type TestApp } from '../support/app.js';
import { newCustomer, newUser, newRole, type TestCustomer } from '../support/customers.js';
import { uploaded } from '../datasets/support.js';
import { bodyText, pathParam, valid, type Hint, type Schema } from '../support/fuzz.js';

/**
 * Issue 21: every operation of /openapi.json, driven with generated valid and mutated requests
 * under every kind of credential, never answers 5xx (the database is up throughout, so not even
 * 503). Seeded and replayable: the seed is printed; FUZZ_SEED replays it, FUZZ_RUNS sets the size
 * (3,000 in CI; the long run is `FUZZ_RUNS=100000 node --import tsx --test test/http/fuzz.test.ts`).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const SEED = process.env.FUZZ_SEED === undefined ? Date.now() ^ (Math.random() * 0x7fffffff) : Number(process.env.FUZZ_SEED);

interface Operation {
  method: string;
  path: string;
  query?: Schema;
  body?: Schema;
  upload: boolean;
}

let t: TestApp;
let a: TestCustomer;
let b: TestCustomer;
const ids: Record<string, string[]> = {};
/** Every kind of caller, by name: what each adds to a request (a session cookie, a bearer token, both garbage, or nothing). */
const creds: Record<string, { cookie?: string; authorization?: string }> = {};

/** A customer's things: a user holding one flag, an API user and its token, an imported module in a project, a spec. */
async function provision(c: TestCustomer, tag: string) {
  const batch = await uploaded(c, 'name,origin,year,weight\nchevy,USA,1970,3504\ntoyota,Japan,1972,2372\nvolvo,Europe,1971,3139\n', {
    name: 'cars',
  });
  const module = (await c.owner.post('/api/v1/modules', { import_batch_id: batch.id, name: 'Cars' })).body;
  await c.owner.post(`/api/v1/modules/${module.id}/finalize`);
  await c.owner.post(`/api/v1/modules/${module.id}/run-import`);
  const project = (await c.owner.post('/api/v1/projects', { name: 'Fleet', exposure: 'full', module_ids: [module.id] })).body;
  const spec = (await c.owner.post(`/api/v1/projects/${project.id}/semantic/build`, {})).body;
  const role = await newRole(c, { can_view_datasets: true });
  const user = await newUser(c, role.id);
  const api = (await c.owner.post('/api/v1/core/api-users', { username: uniq(`${tag}-api`) })).body;
  ids[tag] = [c.id, batch.id, module.id, project.id, spec.id, role.id, user.id, api.id, c.ownerId, ...Object.values(c.roles)];
  return { user, api };
}

/**
 * A sign-in from an address of its own: the fuzzing's failed sign-ins soon throttle the usual one
 * (100 per 15 minutes), and the fixture must still get in.
 */
let addresses = 0;
async function signIn(url: string, username: string, password: string): Promise<string | undefined> {
  addresses++;
  const remoteAddress = `10.77.${addresses >> 8}.${addresses & 255}`;
  const c = new Client(t.app);
  const r = await c.request({ method: 'POST', url, payload: { username, password }, remoteAddress });
  assert.equal(r.status, 200, `the fixture's sign-in: ${JSON.stringify(r.body)}`);
  return c.cookie;
}

/** Signs the fixture's credentials in again, or makes new ones, when the fuzzing ended them (logout, deletion, new password). */
async function refresh() {
  const alive = async (cookie: string | undefined, url: string) => cookie !== undefined && (await new Client(t.app, cookie).get(url)).status === 200;
  if (!(await alive(creds.ownerA!.cookie, '/auth/core/me'))) creds.ownerA!.cookie = await signIn('/auth/core/login', a.ownerUsername, 'owner-password');
  if (!(await alive(creds.ownerB!.cookie, '/auth/core/me'))) creds.ownerB!.cookie = await signIn('/auth/core/login', b.ownerUsername, 'owner-password');
  if (!(await alive(creds.admin!.cookie, '/admin/auth/me'))) {
    const name = uniq('root');
    await (await import('../../src/auth/global-admins.js')).ensureGlobalAdmin(t.db, name, 'admin-password');
    creds.admin!.cookie = await signIn('/admin/auth/login', name, 'admin-password');
  }
  const owner = new Client(t.app, creds.ownerA!.cookie);
  if (!(await alive(creds.userA!.cookie, '/auth/core/me'))) {
    const role = (await owner.post('/api/v1/core/roles', { name: uniq('one-flag'), permissions: { can_view_datasets: true } })).body;
    const user = (await owner.post('/api/v1/core/users', { username: uniq('user'), role_id: role.id, password: 'user-password' })).body;
    creds.userA!.cookie = await signIn('/auth/core/login', user.username, 'user-password');
  }
  // A live token passes the token check (then the empty body is a 400); a revoked one is a 401.
  const probe = await new Client(t.app).request({ method: 'POST', url: '/api/v1/infer', payload: {}, headers: { authorization: creds.apiA!.authorization! } });
  if (probe.status === 401) {
    const api = (await owner.post('/api/v1/core/api-users', { username: uniq('a-api') })).body;
    const remoteAddress = `10.78.${addresses >> 8}.${addresses++ & 255}`;
    const token = (await new Client(t.app).request({ method: 'POST', url: '/api/v1/authorize', payload: api, remoteAddress })).body.token;
    creds.apiA!.authorization = `Bearer ${token}`;
  }
}

before(async () => {
  t = await startApp();
  a = await newCustomer(t);
  b = await newCustomer(t);
  const fa = await provision(a, 'a');
  await provision(b, 'b');
  const token = async (u: { username: string; password: string }) =>
    (await new Client(t.app).post('/api/v1/authorize', { username: u.username, password: u.password })).body.token as string;
  const expiredApi = (await a.owner.post('/api/v1/core/api-users', { username: uniq('old-api') })).body;
  const expired = await token(expiredApi);
  await t.db.query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [expiredApi.id]);
  Object.assign(creds, {
    none: {},
    ownerA: { cookie: a.owner.cookie },
    userA: { cookie: fa.user.client.cookie },
    apiA: { authorization: `Bearer ${await token(fa.api)}` },
    admin: { cookie: t.admin.cookie },
    ownerB: { cookie: b.owner.cookie },
    expired: { authorization: `Bearer ${expired}` },
    garbage: { authorization: 'Bearer sg_garbage-garbage', cookie: 'specgate_session=garbage; specgate_admin_session=garbage' },
  });
});
after(() => t.close());

/** Every operation of the published document, with its query and body schemas. */
async function operations(): Promise<Operation[]> {
  const doc = (await new Client(t.app).get('/openapi.json')).body as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: { in: string; name: string; schema: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> }; consumes?: string[] }
      >
    >;
  };
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
      const query: Schema | undefined = queryParams.length
        ? { type: 'object', properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])), required: [] }
        : undefined;
      const upload = path.endsWith('/import-batches') && method === 'post';
      ops.push({ method: method.toUpperCase(), path, query, body: op.requestBody?.content['application/json']?.schema, upload });
    }
  }
  return ops;
}

const MAY_END_CREDENTIALS = /logout|regenerate-password|\/users\/\{id\}|\/api-users\/\{id\}|\/roles\/\{id\}/;

const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80'; // a lone surrogate has no UTF-8: its CESU-8 bytes, as a client could send
  }
};

/** An upload body: a small CSV or JSON file, possibly malformed, nested past the bound or with unstorable text. */
const uploadBody = fc.oneof(
  fc.constant({ type: 'text/csv', payload: 'a,b\n1,x\n2,y\n' }),
  fc.string({ maxLength: 200 }).map((payload) => ({ type: 'text/csv', payload })),
  fc
    .array(fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.jsonValue({ maxDepth: 2 })), { minLength: 1, maxLength: 4 })
    .map((rows) => ({ type: 'application/json', payload: JSON.stringify(rows) })),
  fc.integer({ min: 33, max: 20_000 }).map((n) => ({ type: 'application/json', payload: `[{"a":1},{"a":${'['.repeat(n)}${']'.repeat(n)}}]` })),
  fc.constantFrom('\\ud800', '\\udfff', '\\u0000').map((esc) => ({ type: 'application/json', payload: `[{"a":"x${esc}"},{"a${esc}":1}]` })),
);

/** The credentials a route is meant for: the admin application's, an API token, or a portal session (owner, one flag, another customer). */
function fitting(op: Operation): string[] {
  if (op.path.startsWith('/admin/')) return ['admin'];
  if (op.path === '/api/v1/infer') return ['apiA'];
  return ['ownerA', 'ownerA', 'userA', 'ownerB'];
}

function requestOf(op: Operation, hint: Hint, pool: string[]) {
  const params = (op.path.match(/\{[^}]+\}/g) ?? []).map(() => pathParam(pool));
  const query = op.query
    ? fc.oneof(valid(op.query, hint), fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40, unit: 'grapheme' })))
    : fc.constant({});
  const body = op.upload ? uploadBody : op.body ? bodyText(op.body, hint).map((payload) => ({ type: 'application/json', payload })) : fc.constant(undefined);
  return fc.record({
    params: fc.tuple(...params),
    query,
    body,
    // Mostly a credential the route takes, so that requests get past the gate; any other otherwise.
    cred: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...fitting(op)) }, { weight: 2, arbitrary: fc.constantFrom(...Object.keys(creds)) }),
    authVariant: fc.oneof({ weight: 8, arbitrary: fc.constant('as is') }, { weight: 1, arbitrary: fc.constantFrom('two spaces', 'lower case', 'tab') }),
    crossOrigin: fc.nat(9).map((n) => n < 1),
    wrongType: fc.nat(9).map((n) => n < 1),
  });
}

test(`fuzzing every operation of /openapi.json: ${RUNS} requests, no 5xx (seed ${SEED})`, { timeout: 3_600_000 }, async () => {
  const ops = await operations();
  const pool = [...ids.a!, ...ids.b!];
  const hint: Hint = (name) => (/(^id|_id|_ids|Id)$/.test(name) ? fc.constantFrom(...pool) : undefined);
  const statuses = new Map<number, number>();
  let sent = 0;
  const started = Date.now();
  const arbitrary = fc.constantFrom(...ops).chain((op) => requestOf(op, hint, pool).map((r) => ({ op, ...r })));
  console.log(`fuzz: seed ${SEED}, ${RUNS} runs over ${ops.length} operations on ${engineName}; replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`);
  await fc.assert(
    fc.asyncProperty(arbitrary, async (r) => {
      sent++;
      let path = r.op.path;
      for (const p of r.params) path = path.replace(/\{[^}]+\}/, encode(p as string));
      const qs = Object.entries(r.query as Record<string, unknown>)
        .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : JSON.stringify(v))}`)
        .join('&');
      const cred = creds[r.cred]!;
      const headers: Record<string, string> = {};
      if (cred.cookie) headers.cookie = cred.cookie;
      if (cred.authorization) {
        const token = cred.authorization.slice('Bearer '.length);
        headers.authorization = { 'as is': cred.authorization, 'two spaces': `Bearer  ${token}`, 'lower case': `bearer ${token}`, tab: `Bearer\t${token}` }[
          r.authVariant
        ]!;
      }
      if (r.crossOrigin) headers.origin = 'https://evil.example';
      if (r.body) headers['content-type'] = r.wrongType ? 'text/plain' : r.body.type;
      const res = await t.app.inject({
        method: r.op.method as 'GET',
        url: qs ? `${path}?${qs}` : path,
        headers,
        ...(r.body ? { payload: r.body.payload } : {}),
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      // A write that may have ended a fixture credential (sign-out, deletion, new password, a role taken away).
      if (r.op.method !== 'GET' && MAY_END_CREDENTIALS.test(r.op.path)) await refresh();
      const shown = `${r.op.method} ${path}${qs ? `?${qs.slice(0, 200)}` : ''} as ${r.cred} (${r.authVariant}) body ${r.body?.payload.slice(0, 300)}`;
      assert.ok(res.statusCode < 500, `${res.statusCode} ${res.body.slice(0, 300)} for ${shown}`);
      if (res.statusCode >= 400 && /json/.test(String(res.headers['content-type']))) {
        assert.equal(typeof JSON.parse(res.body).detail, 'string', `no detail in ${res.body.slice(0, 200)} for ${shown}`);
      }
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
  const seconds = (Date.now() - started) / 1000;
  const seen = [...statuses].sort((x, y) => x[0] - y[0]).map(([s, n]) => `${s}: ${n}`);
  console.log(
    `fuzz: ${sent} requests in ${seconds.toFixed(1)} s on ${engineName} (${cpus().length} × ${cpus()[0]?.model.trim()}); statuses ${seen.join(', ')}`,
  );
});
