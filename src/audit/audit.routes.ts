import { Type } from 'typebox';
import { gate, portalCaller } from '../auth/gate.js';
import type { App } from '../http/types.js';
import { ErrorBody } from '../http/schemas.js';
import { AuditExportQuery, AuditListQuery, AuditListResponse } from './audit.schemas.js';
import type { AuditService } from './audit.service.js';
import { Readable } from 'node:stream';

export function registerAuditRoutes(app: App, deps: { audit: AuditService }): void {
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
      const file = deps.audit.exportFile(caller.customerId, request.query);
      void reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`);
      return reply.send(Readable.from(file.content));
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
      return deps.audit.list(caller.customerId, request.query);
    },
  );
}
