import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { projectRoot } from '../../src/paths.js';
import type { Db } from '../../src/db/db.js';
import type { Exposure } from '../../src/contracts/exposure.js';
import { after, before } from 'node:test';
import { startApp, type TestApp } from '../support/app.js';
import { seedUniqueDemo } from '../support/demo.js';
import type { DemoSeed } from '../../src/demo/seed.js';

/**
 * End-to-end support: the real server on a real database, listening on a port, and Debian's
 * Chromium driven by playwright-core (CHROMIUM_PATH, else /usr/bin/chromium, installed by
 * scripts/ensure-chromium.sh; never downloaded).
 */

/** What the web build is made of: the app, and the contracts of src it imports (flags, exposures, column types and roles). */
const WEB_SOURCES = [join(projectRoot, 'web'), join(projectRoot, 'src', 'contracts')];
const BUILT_INDEX = join(projectRoot, 'dist', 'web', 'index.html');
const LOCK = join(projectRoot, 'dist', '.web-build.lock');

function newestMtime(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function webBuildIsFresh(): boolean {
  if (!existsSync(BUILT_INDEX)) return false;
  const built = statSync(BUILT_INDEX).mtimeMs;
  return WEB_SOURCES.every((p) => newestMtime(p) <= built);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Builds the web app when dist/web is missing or older than its sources (one builder at a time). */
export async function ensureWebBuilt(): Promise<void> {
  mkdirSync(join(projectRoot, 'dist'), { recursive: true });
  for (;;) {
    if (webBuildIsFresh()) return;
    try {
      mkdirSync(LOCK);
    } catch {
      // Another test file is building: wait for it (a lock older than two minutes is abandoned).
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > 120_000) rmSync(LOCK, { recursive: true, force: true });
      } catch {
        /* gone meanwhile */
      }
      await sleep(250);
      continue;
    }
    try {
      if (!webBuildIsFresh()) {
        execFileSync(
          process.execPath,
          [join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'error'],
          {
            cwd: projectRoot,
            stdio: ['ignore', 'ignore', 'inherit'],
          },
        );
      }
      return;
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export interface E2E {
  t: TestApp;
  browser: Browser;
  baseURL: string;
  close(): Promise<void>;
}

/** One server and one browser for a test file; each test opens its own context. */
export async function startE2E(opts: { db?: Db } = {}): Promise<E2E> {
  await ensureWebBuilt();
  const t = await startApp({}, opts.db);
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const baseURL = `http://127.0.0.1:${address.port}`;
    const browser = await launchBrowser();
    return {
      t,
      browser,
      baseURL,
      async close() {
        await browser.close();
        await t.close();
      },
    };
  } catch (err) {
    // A set-up that fails releases what it started: a listening server would keep the test
    // process, and so the whole test run, alive.
    await t.close();
    throw err;
  }
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Closes the context; fails the test if any page threw an uncaught error meanwhile. */
  done(): Promise<void>;
}

export async function newPage(e: E2E, viewport = { width: 1280, height: 800 }): Promise<TestPage> {
  const context = await e.browser.newContext({ baseURL: e.baseURL, viewport });
  context.setDefaultTimeout(15_000);
  const errors: string[] = [];
  context.on('weberror', (err) => errors.push(String(err.error())));
  const page = await context.newPage();
  return {
    context,
    page,
    async done() {
      await context.close();
      if (errors.length > 0) throw new Error(`uncaught errors in the page: ${errors.join('; ')}`);
    },
  };
}

/**
 * A browser suite over the demo customer: call it inside `describe`; the server, the browser and the
 * demo are started before the suite's tests and closed after them. `openAgent` signs its owner in on
 * the agent over the demo spec, in a context of its own.
 */
export function demoSuite() {
  const s = {} as { e: E2E; demo: DemoSeed };
  before(async () => {
    s.e = await startE2E();
    s.demo = await seedUniqueDemo(s.e.t);
  });
  after(async () => s.e?.close());
  return {
    get e() {
      return s.e;
    },
    get demo() {
      return s.demo;
    },
    async openAgent(): Promise<TestPage> {
      const p = await newPage(s.e);
      await signIn(p.page, s.demo.owner.username, s.demo.owner.password, `/agent?spec=${s.demo.specId}`);
      await p.page.getByLabel('Your question').waitFor();
      return p;
    },
  };
}

/** Signs in through the portal's sign-in screen. */
export async function signIn(page: Page, username: string, password: string, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
}

/** The sidebar's link names, in order. */
export async function sidebarItems(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Portal' });
  await nav.waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((s) => s.trim());
}

/** A small sales table: enough for modules, a spec and a question. */
export function salesCsv(rows = 40): string {
  const regions = ['North', 'South', 'East', 'West'];
  const products = ['Widget', 'Gadget', 'Gizmo'];
  const lines = ['Order Id,Region,Product,Units,Revenue,Order Date'];
  for (let i = 1; i <= rows; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    lines.push(`${1000 + i},${regions[i % 4]},${products[i % 3]},${((i * 7) % 23) + 1},${((i * 37) % 900) + 100}.50,2024-0${1 + (i % 9)}-${day}`);
  }
  return lines.join('\n') + '\n';
}

export interface DataFixture {
  batchId: string;
  moduleId: string;
  projectId: string;
  specId: string;
}

/** Through the API as the owner: a batch, an imported module, a project and a trained spec. */
export async function trainedProject(
  c: { id: string; owner: import('../support/app.js').Client },
  opts: { name: string; exposure?: Exposure; csv?: string },
): Promise<DataFixture> {
  const owner = c.owner;
  const up = await owner.request({
    method: 'POST',
    url: `/api/v1/customers/${c.id}/import-batches?name=${encodeURIComponent(opts.name)}`,
    payload: opts.csv ?? salesCsv(),
    headers: { 'content-type': 'text/csv' },
  });
  if (up.status !== 201) throw new Error(`upload: ${up.status} ${JSON.stringify(up.body)}`);
  const m = await owner.post('/api/v1/modules', { import_batch_id: up.body.id, name: opts.name });
  if (m.status !== 201) throw new Error(`module: ${m.status} ${JSON.stringify(m.body)}`);
  for (const step of ['finalize', 'run-import']) {
    const r = await owner.post(`/api/v1/modules/${m.body.id}/${step}`);
    if (r.status !== 200) throw new Error(`${step}: ${r.status} ${JSON.stringify(r.body)}`);
  }
  const p = await owner.post('/api/v1/projects', { name: opts.name, exposure: opts.exposure ?? 'full', module_ids: [m.body.id] });
  if (p.status !== 201) throw new Error(`project: ${p.status} ${JSON.stringify(p.body)}`);
  const b = await owner.post(`/api/v1/projects/${p.body.id}/semantic/build`, { name: `${opts.name} spec` });
  if (b.status !== 201 && b.status !== 202) throw new Error(`build: ${b.status} ${JSON.stringify(b.body)}`);
  const specId = b.body.id as string;
  for (let i = 0; i < 300; i++) {
    const s = await owner.get(`/api/v1/projects/${p.body.id}/semantic/specs/${specId}`);
    if (s.body.status === 'trained') return { batchId: up.body.id, moduleId: m.body.id, projectId: p.body.id, specId };
    if (s.body.status === 'failed') throw new Error(`build failed: ${s.body.error}`);
    await sleep(100);
  }
  throw new Error('build did not finish');
}
