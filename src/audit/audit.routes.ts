import { Type } from 'typebox';
import { BadRequestError } from '../errors.js';
import { gate, portalCaller } from '../auth/gate.js';
import type { App } from '../http/types.js';
import { ErrorBody } from '../http/schemas.js';
import type { Db } from '../db/db.js';
import { auditRepo } from './audit.repo.js';
import { AuditExportQuery, AuditListQuery, AuditListResponse } from './audit.schemas.js';
import { exportAudit } from './audit.export.js';
import { Readable } from 'node:stream';

// The cursor is the id of the last entry of the page, opaque to clients.
const encodeCursor = (id: number) => Buffer.from(`a:${id}`).toString('base64url');
function decodeCursor(cursor: string): number {
  const m = /^a:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!m) throw new BadRequestError('invalid cursor');
  return Number(m[1]);
}

export function registerAuditRoutes(app: App, deps: { db: Db }): void {
  app.get(
    '/api/v1/core/audit/export',
    {
      config: { gate: gate.owner },
      schema: {
        tags: ['audit'],
        summary: 'Download the whole audit trail (owner only), oldest first, streamed as CSV or NDJSON, with each entry’s chain hashes',
        querystring: AuditExportQuery,
        response: {
          200: Type.Unsafe<Readable>({ type: 'string', description: 'CSV (text/csv) or NDJSON (application/x-ndjson)' }),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const caller = portalCaller(request);
      const { format, source, action } = request.query;
      const stamp = new Date().toISOString().slice(0, 10);
      void reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${stamp}.${format === 'csv' ? 'csv' : 'ndjson'}"`);
      return reply.send(Readable.from(exportAudit(deps.db, { customerId: caller.customerId, format, source, action })));
    },
  );

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
