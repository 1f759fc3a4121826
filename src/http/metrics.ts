import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/db.js';
import { UnauthorizedError } from '../errors.js';
import { gate } from './gate.js';
import type { App } from './types.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Labels of the inference latency histogram, set by the inference routes. */
    inferMetric?: { source: 'api' | 'portal'; provider: string };
  }
}

/**
 * Prometheus metrics at /metrics: requests by route and status, latency histograms, inference
 * latency by provider, audit entries written, and the database pool. One registry per app, so
 * several apps in one process (tests) do not share counters.
 */
export function registerMetrics(app: App, deps: { db: Db; token?: string }): Registry {
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
      const { rows } = await deps.db.query<{ n: number }>('SELECT coalesce(sum(seq), 0)::int8 AS n FROM audit_heads');
      this.set(rows[0]!.n);
    },
  });
  const pool = new Gauge({
    name: 'specgate_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL server only)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = deps.db.poolStats?.();
      if (!stats) return;
      pool.set({ state: 'total' }, stats.total);
      pool.set({ state: 'idle' }, stats.idle);
      pool.set({ state: 'waiting' }, stats.waiting);
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

  app.get(
    '/metrics',
    {
      config: { gate: gate.public },
      schema: { tags: ['operations'], summary: 'Prometheus metrics (Bearer METRICS_TOKEN when one is configured)', hide: false },
    },
    async (request, reply) => {
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
