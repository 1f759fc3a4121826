import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createPgliteDb, createPostgresDb, type Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { ensureGlobalAdmin } from '../../src/auth/global-admins.js';
import type { App } from '../../src/http/types.js';

/**
 * Tests run against a real engine: the PostgreSQL server named by DATABASE_URL when it is set
 * (CI creates a fresh database for the run), else an in-memory embedded PGlite per test file.
 */
export function testDb(): Db {
  const url = process.env.DATABASE_URL;
  return url ? createPostgresDb(url, { max: 5 }) : createPgliteDb();
}

/**
 * The data plane of the tests' apps: its own PostgreSQL database when DATA_DATABASE_URL is set (CI's
 * run on the server uses two databases), else the control database itself.
 */
export function testDataDb(control: Db): Db {
  const url = process.env.DATA_DATABASE_URL;
  return url && url !== process.env.DATABASE_URL ? createPostgresDb(url, { max: 5 }) : control;
}

export const engineName = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export function uniq(prefix = 'u'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}`;
}

export interface TestApp {
  app: App;
  /** The control database. */
  db: Db;
  /** Where the customers' tables live: t.db itself unless DATA_DATABASE_URL names another database. */
  data: Db;
  config: Config;
  admin: Client;
  close(): Promise<void>;
}

export async function startApp(env: Record<string, string> = {}, db: Db = testDb(), deps: Partial<AppDeps> = {}): Promise<TestApp> {
  const data = deps.data ?? testDataDb(db);
  await migrate(db, data);
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, db, data, ...deps });
  await app.ready();
  const adminUsername = uniq('root');
  await ensureGlobalAdmin(db, adminUsername, 'admin-password');
  const admin = await Client.signIn(app, '/admin/auth/login', adminUsername, 'admin-password');
  return {
    app,
    db,
    data,
    config,
    admin,
    async close() {
      await app.close();
      await db.close();
      if (data !== db) await data.close();
    },
  };
}

export interface Res<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/** A cookie-carrying HTTP client over app.inject (the full request pipeline, no socket). */
export class Client {
  constructor(
    readonly app: App,
    public cookie?: string,
    readonly headers: Record<string, string> = {},
  ) {}

  static async signIn(app: App, path: string, username: string, password: string): Promise<Client> {
    const c = new Client(app);
    const r = await c.post(path, { username, password });
    if (r.status !== 200) throw new Error(`sign-in of ${username} failed: ${r.status} ${JSON.stringify(r.body)}`);
    return c;
  }

  async request<T = any>(opts: InjectOptions): Promise<Res<T>> {
    const res = await this.app.inject({
      ...opts,
      headers: { ...this.headers, ...(this.cookie ? { cookie: this.cookie } : {}), ...(opts.headers as object) },
    });
    const setCookie = res.headers['set-cookie'];
    for (const c of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = c.split(';');
      const [name, value] = pair!.split('=');
      if (name?.startsWith('specgate_')) this.cookie = value ? `${name}=${value}` : undefined;
    }
    let body: any = res.body;
    if (/^application\/json/.test(String(res.headers['content-type'] ?? '')) && res.body) body = JSON.parse(res.body);
    return { status: res.statusCode, body, headers: res.headers };
  }

  get<T = any>(url: string) {
    return this.request<T>({ method: 'GET', url });
  }
  post<T = any>(url: string, payload?: unknown) {
    return this.request<T>({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });
  }
  patch<T = any>(url: string, payload?: unknown) {
    return this.request<T>({ method: 'PATCH', url, ...(payload === undefined ? {} : { payload: payload as object }) });
  }
  put<T = any>(url: string, payload?: unknown) {
    return this.request<T>({ method: 'PUT', url, ...(payload === undefined ? {} : { payload: payload as object }) });
  }
  delete<T = any>(url: string) {
    return this.request<T>({ method: 'DELETE', url });
  }
}
