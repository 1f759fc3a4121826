import { Type } from 'typebox';
import type { Db } from '../db/db.js';
import { DatabaseUnavailableError } from '../errors.js';
import { gate } from '../auth/gate.js';
import { ErrorBody } from './schemas.js';
import type { App } from './types.js';

export function registerHealthRoutes(app: App, deps: { db: Db; data?: Db }): void {
  const config = { gate: gate.public };
  app.get(
    '/healthz',
    { config, schema: { tags: ['operations'], summary: 'The process is up', response: { 200: Type.Object({ status: Type.Literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      config,
      schema: {
        tags: ['operations'],
        summary: 'The databases answer (control and data plane)',
        response: { 200: Type.Object({ status: Type.Literal('ready') }), 503: ErrorBody },
      },
    },
    async () => {
      try {
        await deps.db.ping();
        if (deps.data && deps.data !== deps.db) await deps.data.ping();
      } catch (err) {
        throw new DatabaseUnavailableError(err);
      }
      return { status: 'ready' as const };
    },
  );
}
