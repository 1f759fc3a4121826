import type { Queryable } from '../db/db.js';
import type { Static } from 'typebox';
import type { AuditEntrySchema } from './audit.schemas.js';

export type AuditSource = 'api' | 'portal';

export interface AuditEntryInput {
  customerId: string;
  source: AuditSource;
  action: string;
  actor: { id: string; username: string } | null;
  correlationId?: string;
  details: Record<string, unknown>;
}

/** An entry as the owner's list shows it (AuditEntrySchema), with the rating of an inference call's answer joined in. */
export type AuditEntry = Static<typeof AuditEntrySchema>;

interface AuditRow {
  id: number;
  at: Date;
  source: AuditSource;
  action: string;
  actor_id: string | null;
  actor_username: string | null;
  correlation_id: string | null;
  details: Record<string, unknown>;
  f_rating: 'up' | 'down' | null;
  f_note: string | null;
  f_username: string | null;
  f_rated_at: Date | null;
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
      const where = ['a.customer_id = $1'];
      const params: unknown[] = [query.customerId];
      const add = (clause: string, value: unknown) => {
        params.push(value);
        where.push(clause.replace('?', `$${params.length}`));
      };
      if (query.source) add('a.source = ?', query.source);
      if (query.action) add('a.action = ?', query.action);
      if (query.correlationId) add('a.correlation_id = ?', query.correlationId);
      if (query.beforeId !== undefined) add('a.id < ?', query.beforeId);
      params.push(query.limit + 1);
      const { rows } = await q.query<AuditRow>(
        `SELECT a.id, a.at, a.source, a.action, a.actor_id, a.actor_username, a.correlation_id, a.details,
                f.rating AS f_rating, f.note AS f_note, f.username AS f_username, f.rated_at AS f_rated_at
           FROM audit_entries a
           LEFT JOIN inference_feedback f ON f.customer_id = a.customer_id AND f.correlation_id = a.correlation_id
          WHERE ${where.join(' AND ')} ORDER BY a.id DESC LIMIT $${params.length}`,
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
          ...(r.f_rating ? { feedback: { rating: r.f_rating, note: r.f_note, username: r.f_username, rated_at: r.f_rated_at!.toISOString() } } : {}),
        })),
        lastId: page.at(-1)?.id,
        hasMore,
      };
    },
  };
}

export type AuditRepo = ReturnType<typeof auditRepo>;
