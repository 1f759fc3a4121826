import { Type } from 'typebox';
import type { Db } from '../db/db.js';
import { DatabaseUnavailableError } from '../errors.js';
import { gate } from './gate.js';
import { ErrorBody } from './schemas.js';
import type { App } from './types.js';

export function registerHealthRoutes(app: App, deps: { db: Db }): void {
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
      schema: { tags: ['operations'], summary: 'The database answers', response: { 200: Type.Object({ status: Type.Literal('ready') }), 503: ErrorBody } },
    },
    async () => {
      try {
        await deps.db.ping();
      } catch (err) {
        throw new DatabaseUnavailableError(err);
      }
      return { status: 'ready' as const };
    },
  );
}
