import type { Static } from 'typebox';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { BadRequestError } from '../errors.js';
import { exportAudit } from './audit.export.js';
import { auditRepo } from './audit.repo.js';
import type { AuditExportQuery, AuditListQuery, AuditListResponse } from './audit.schemas.js';

// The cursor is the id of the last entry of the page, opaque to clients.
const encodeCursor = (id: number) => Buffer.from(`a:${id}`).toString('base64url');
function decodeCursor(cursor: string): number {
  const m = /^a:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!m) throw new BadRequestError('invalid cursor');
  return Number(m[1]);
}

/** Reading a customer's audit trail (the owner's): a page at a time, or the whole of it as a file. */
export function auditService(deps: { db: Db; clock: Clock }) {
  const { db } = deps;
  return {
    /** A page of entries, newest first, and the cursor of the next page (400 `invalid cursor` for one not ours). */
    async list(customerId: string, q: Static<typeof AuditListQuery>): Promise<Static<typeof AuditListResponse>> {
      const page = await auditRepo(db).list({
        customerId,
        source: q.source,
        action: q.action,
        correlationId: q.correlation_id,
        limit: q.limit,
        beforeId: q.cursor ? decodeCursor(q.cursor) : undefined,
      });
      return { entries: page.entries, next_cursor: page.hasMore && page.lastId ? encodeCursor(page.lastId) : null };
    },

    /** The whole trail, oldest first, as a file named by today's date: its content streamed in batches. */
    exportFile(customerId: string, q: Static<typeof AuditExportQuery>) {
      const { format, source, action } = q;
      const stamp = deps.clock().toISOString().slice(0, 10);
      return {
        filename: `audit-${stamp}.${format === 'csv' ? 'csv' : 'ndjson'}`,
        contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
        content: exportAudit(db, { customerId, format, source, action }),
      };
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
