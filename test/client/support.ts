import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startApp, uniq, type TestApp } from '../support/app.js';
import { seedDemo, type DemoSeed } from '../../src/demo/seed.js';
import type { FetchLike } from '../../packages/client/src/index.js';

/** The real service, listening on a port of 127.0.0.1, as a client library meets it. */
export async function startListening(env: Record<string, string> = {}): Promise<{ t: TestApp; baseUrl: string }> {
  const t = await startApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { t, baseUrl: `http://127.0.0.1:${port}` };
}

export function seed(t: TestApp): Promise<DemoSeed> {
  return seedDemo({ db: t.db, data: t.data }, { customerName: uniq('Demo'), ownerUsername: uniq('demo'), apiUsername: uniq('api') });
}

export interface Exchange {
  path: string;
  status: number;
  retryAfter: string | null;
}

/**
 * Node's real fetch, with a record of every exchange: the transport is observed, not replaced, so
 * that the tests count the authorize and infer requests the client really sent.
 */
export function spyFetch(after?: (e: Exchange) => Promise<void>): { fetch: FetchLike; exchanges: Exchange[]; count(path: string): number } {
  const exchanges: Exchange[] = [];
  return {
    exchanges,
    count: (path) => exchanges.filter((e) => e.path === path).length,
    fetch: async (input, init) => {
      const res = await fetch(input, init);
      const e = { path: new URL(input).pathname, status: res.status, retryAfter: res.headers.get('retry-after') };
      exchanges.push(e);
      if (after) await after(e);
      return res;
    },
  };
}

export interface LocalServer {
  url: string;
  /** Requests received, in order. */
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, index: number) => void | Promise<void>;

/** A small HTTP server on 127.0.0.1 standing where a faulty service or network would be. */
export async function localServer(handler: Handler): Promise<LocalServer> {
  const requests: { method: string; path: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const index = requests.push({ method: req.method ?? '', path: req.url ?? '' }) - 1;
      Promise.resolve(handler(req, res, Buffer.concat(chunks), index)).catch((err) => {
        if (!res.headersSent) res.writeHead(502).end(String(err));
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Passes one request on to the real service and its answer back. */
export async function forward(target: string, req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): Promise<void> {
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'authorization', 'accept']) {
    const v = req.headers[name];
    if (typeof v === 'string') headers[name] = v;
  }
  const r = await fetch(`${target}${req.url}`, { method: req.method, headers, body: body.length > 0 ? body : undefined });
  const out: Record<string, string> = {};
  r.headers.forEach((v, k) => {
    if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive'].includes(k)) out[k] = v;
  });
  const payload = Buffer.from(await r.arrayBuffer());
  res.writeHead(r.status, out).end(payload);
}

export function json(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body));
}

/** A port on 127.0.0.1 where nothing listens (connections are refused). */
export async function closedPort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** Polls until the condition holds (no assertion on how long it took). */
export async function eventually(condition: () => Promise<boolean>, what: string, tries = 400, stepMs = 50): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  throw new Error(`never happened: ${what}`);
}
