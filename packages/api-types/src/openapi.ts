import { buildApp } from '../../../src/app.js';
import { loadConfig } from '../../../src/config.js';
import { createPgliteDb } from '../../../src/db/db.js';

/**
 * The OpenAPI document exactly as the service serves it at /openapi.json, from the app built in this
 * process: no server, no database query (the embedded engine is only handed over, then closed).
 */
export async function serviceOpenApi(): Promise<Record<string, unknown>> {
  const db = createPgliteDb();
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db });
  try {
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/openapi.json' });
    if (res.statusCode !== 200) throw new Error(`/openapi.json answered ${res.statusCode}`);
    return res.json();
  } finally {
    await app.close();
    await db.close();
  }
}
