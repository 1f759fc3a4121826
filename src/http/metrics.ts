import { auditRepo } from '../audit/audit.repo.js';
import { timingSafeEqual } from 'node:crypto';
import { addressAllowed } from '../users/address-ranges.js';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/db.js';
import { NotFoundError, UnauthorizedError } from '../errors.js';
import { gate } from '../auth/gate.js';
import type { App } from './types.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Labels of the inference latency histogram, set by the inference routes. */
    inferMetric?: { source: 'api' | 'portal'; provider: string };
  }
}

/** Loopback and private ranges: a server bound to one of them is not reachable from the internet directly. */
const PRIVATE = ['127.0.0.0/8', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '::1/128', 'fc00::/7'];

/** Whether HOST is localhost, a loopback or a private address; wildcards (0.0.0.0, ::) and names are not. */
export function isPrivateHost(host: string): boolean {
  const h = host
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase();
  return h === 'localhost' || addressAllowed(h, PRIVATE);
}

/**
 * Who may read /metrics: the holders of METRICS_TOKEN when one is set; else anyone when the server
 * is bound to a private address (the scraper is on the same network); else nobody — its figures
 * (routes, traffic, pool) are reconnaissance, so a public bind without a token turns it off (404).
 */
export type MetricsAccess = 'token' | 'open' | 'off';

export function metricsAccess(host: string, token: string | undefined): MetricsAccess {
  if (token) return 'token';
  return isPrivateHost(host) ? 'open' : 'off';
}

/**
 * Prometheus metrics at /metrics: requests by route and status, latency histograms, inference
 * latency by provider, audit entries written, and the database pool. One registry per app, so
 * several apps in one process (tests) do not share counters.
 */
export function registerMetrics(app: App, deps: { db: Db; data?: Db; host: string; token?: string }): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'specgate_' });

  const requests = new Counter({
    name: 'specgate_http_requests_total',
    help: 'HTTP requests by method, route template and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'specgate_http_request_duration_seconds',
    help: 'HTTP request latency by method and route template',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 90],
    registers: [registry],
  });
  const inferLatency = new Histogram({
    name: 'specgate_infer_duration_seconds',
    help: 'Inference latency (answered calls) by provider and source',
    labelNames: ['provider', 'source', 'status'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 90],
    registers: [registry],
  });
  new Gauge({
    name: 'specgate_audit_entries',
    help: 'Audit entries written, over every customer (from the chains’ heads)',
    registers: [registry],
    async collect() {
      this.set(await auditRepo(deps.db).totalEntries());
    },
  });
  // The data plane's pool is its own when DATA_DATABASE_URL names another database.
  const planes = deps.data && deps.data !== deps.db ? { control: deps.db, data: deps.data } : { control: deps.db };
  const pool = new Gauge({
    name: 'specgate_db_pool_connections',
    help: 'Database pool connections by plane (control; data when it has its own database) and state (PostgreSQL server only)',
    labelNames: ['plane', 'state'],
    registers: [registry],
    collect() {
      for (const [plane, db] of Object.entries(planes)) {
        const stats = db.poolStats?.();
        if (!stats) continue;
        pool.set({ plane, state: 'total' }, stats.total);
        pool.set({ plane, state: 'idle' }, stats.idle);
        pool.set({ plane, state: 'waiting' }, stats.waiting);
      }
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, seconds);
    const infer = request.routeOptions.config?.inferMetric;
    if (infer) inferLatency.observe({ provider: infer.provider, source: infer.source, status: String(reply.statusCode) }, seconds);
  });

  const access = metricsAccess(deps.host, deps.token);
  if (access === 'off') app.log.warn('GET /metrics is off (404): HOST is not a private address and METRICS_TOKEN is not set');
  app.get(
    '/metrics',
    {
      config: { gate: gate.public },
      schema: {
        tags: ['operations'],
        summary:
          'Prometheus metrics: needs Bearer METRICS_TOKEN when one is set; without it, open only when the server is bound to a loopback or private address, otherwise 404',
        hide: false,
      },
    },
    async (request, reply) => {
      if (access === 'off') throw new NotFoundError();
      if (deps.token) {
        const given = Buffer.from(request.headers.authorization ?? '');
        const expected = Buffer.from(`Bearer ${deps.token}`);
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new UnauthorizedError('invalid token');
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
  return registry;
}
