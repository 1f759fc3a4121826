import { BadRequestError } from '../errors.js';
import { gate, portalCaller } from '../http/gate.js';
import type { App } from '../http/types.js';
import { ErrorBody } from '../http/schemas.js';
import type { Db } from '../db/db.js';
import { auditRepo } from './audit.repo.js';
import { AuditListQuery, AuditListResponse } from './audit.schemas.js';

// The cursor is the id of the last entry of the page, opaque to clients.
const encodeCursor = (id: number) => Buffer.from(`a:${id}`).toString('base64url');
function decodeCursor(cursor: string): number {
  const m = /^a:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!m) throw new BadRequestError('invalid cursor');
  return Number(m[1]);
}

export function registerAuditRoutes(app: App, deps: { db: Db }): void {
  app.get(
    '/api/v1/core/audit',
    {
      config: { gate: gate.owner },
      schema: {
        tags: ['audit'],
        summary: 'The activity audit trail of the caller’s customer, newest first (owner only)',
        querystring: AuditListQuery,
        response: { 200: AuditListResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const caller = portalCaller(request);
      const q = request.query;
      const page = await auditRepo(deps.db).list({
        customerId: caller.customerId,
        source: q.source,
        action: q.action,
        correlationId: q.correlation_id,
        limit: q.limit,
        beforeId: q.cursor ? decodeCursor(q.cursor) : undefined,
      });
      return { entries: page.entries, next_cursor: page.hasMore && page.lastId ? encodeCursor(page.lastId) : null };
    },
  );
}
