import { pino } from 'pino';
import { buildApp, loggerOptions } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDataDb, createDb } from './db/db.js';
import { migrate } from './db/migrate.js';
import { ensureGlobalAdmin } from './auth/global-admins.js';
import { seedDemoOnFirstStart } from './demo/seed.js';
import { Redis } from 'ioredis';
import { redisRateLimitStore } from './infra/rate-limit-store.js';
import { redisSlotStore } from './infra/concurrency.js';
import { logDestination } from './log-destination.js';
import { exitOnSignals } from './shutdown.js';

/** Starts the service: configuration, database, migrations, then the HTTP server. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  // One destination for every log line (see log-destination.ts: it never holds the process).
  const logs = logDestination();
  const log = pino(loggerOptions(config.logLevel) as object, logs);
  const db = createDb(config);
  const data = createDataDb(config, db);
  const applied = await migrate(db, data);
  log.info({ engine: db.engine, applied, dataPlane: data === db ? 'control database' : 'own database' }, 'database ready');

  if (config.globalAdmin) {
    const outcome = await ensureGlobalAdmin(db, config.globalAdmin.username, config.globalAdmin.password);
    if (outcome === 'taken') log.error('GLOBAL_ADMIN_USERNAME is taken by a customer account; no global admin created');
    else log.info({ username: config.globalAdmin.username, outcome }, 'global admin account');
  }
  if (config.seedDemo)
    await seedDemoOnFirstStart({
      db,
      data,
      tiers: Object.keys(config.rateLimits),
      defaultTier: config.defaultTier,
      auditChainKey: config.auditChainKey,
      baseUrl: `http://localhost:${config.port}`,
    });

  // Redis holds what instances share; commands fail fast while it is unreachable (no offline queue).
  const redis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 }) : undefined;
  redis?.on('error', (err) => log.warn({ err: err.message }, 'redis unavailable'));

  const app = await buildApp({
    config,
    db,
    data,
    logger: { ...(loggerOptions(config.logLevel) as object), stream: logs },
    rateLimitStore: redis ? redisRateLimitStore(redis) : undefined,
    slotStore: redis ? redisSlotStore(redis) : undefined,
  });
  exitOnSignals({
    timeoutMs: config.shutdownTimeoutMs,
    log,
    logs,
    async close() {
      await app.close();
      await db.close();
      if (data !== db) await data.close();
      redis?.disconnect();
    },
  });

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
