import type { Queryable } from '../db/db.js';

export type AuditSource = 'api' | 'portal';

export interface AuditEntryInput {
  customerId: string;
  source: AuditSource;
  action: string;
  actor: { id: string; username: string } | null;
  correlationId?: string;
  details: Record<string, unknown>;
}

export interface AuditEntry {
  id: string;
  at: string;
  source: AuditSource;
  action: string;
  actor: { id: string | null; username: string | null };
  correlation_id?: string;
  details: Record<string, unknown>;
}

interface AuditRow {
  id: number;
  at: Date;
  source: AuditSource;
  action: string;
  actor_id: string | null;
  actor_username: string | null;
  correlation_id: string | null;
  details: Record<string, unknown>;
}

export interface AuditQuery {
  customerId: string;
  source?: AuditSource;
  action?: string;
  correlationId?: string;
  limit: number;
  /** Entries older than this id (keyset pagination). */
  beforeId?: number;
}

/** Reading the trail; entries are written by auditLog (audit.log.ts) and never updated or deleted. */
export function auditRepo(q: Queryable) {
  return {
    /** Entries written over every customer, read from the chains' heads (cheap: one row per customer). */
    async totalEntries(): Promise<number> {
      const { rows } = await q.query<{ n: number }>('SELECT coalesce(sum(seq), 0)::int8 AS n FROM audit_heads');
      return Number(rows[0]!.n);
    },

    async list(query: AuditQuery): Promise<{ entries: AuditEntry[]; lastId?: number; hasMore: boolean }> {
      const where = ['customer_id = $1'];
      const params: unknown[] = [query.customerId];
      const add = (clause: string, value: unknown) => {
        params.push(value);
        where.push(clause.replace('?', `$${params.length}`));
      };
      if (query.source) add('source = ?', query.source);
      if (query.action) add('action = ?', query.action);
      if (query.correlationId) add('correlation_id = ?', query.correlationId);
      if (query.beforeId !== undefined) add('id < ?', query.beforeId);
      params.push(query.limit + 1);
      const { rows } = await q.query<AuditRow>(
        `SELECT id, at, source, action, actor_id, actor_username, correlation_id, details
           FROM audit_entries WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT $${params.length}`,
        params,
      );
      const hasMore = rows.length > query.limit;
      const page = rows.slice(0, query.limit);
      return {
        entries: page.map((r) => ({
          id: String(r.id),
          at: r.at.toISOString(),
          source: r.source,
          action: r.action,
          actor: { id: r.actor_id, username: r.actor_username },
          ...(r.correlation_id ? { correlation_id: r.correlation_id } : {}),
          details: r.details,
        })),
        lastId: page.at(-1)?.id,
        hasMore,
      };
    },
  };
}

export type AuditRepo = ReturnType<typeof auditRepo>;
