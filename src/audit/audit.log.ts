import type { Db, Queryable } from '../db/db.js';
import { LINK_COLUMNS, linkHash, linkPayload, type ChainLink } from './audit.chain.js';
import type { AuditEntryInput } from './audit.repo.js';

const INSERT = `INSERT INTO audit_entries (customer_id, source, action, actor_id, actor_username, correlation_id, details)
  VALUES ($1, $2, $3, $4, $5, $6, $7)`;

function insertParams(e: AuditEntryInput): unknown[] {
  return [e.customerId, e.source, e.action, e.actor?.id ?? null, e.actor?.username ?? null, e.correlationId ?? null, JSON.stringify(e.details)];
}

const isDb = (q: Queryable | Db): q is Db => typeof (q as Db).transaction === 'function';

/**
 * The one way audit entries are written. The database trigger places each entry in its customer's
 * chain (seq, prev_hash) under a per-customer lock and hashes it with SHA-256. With AUDIT_CHAIN_KEY,
 * the entry is then sealed here with an HMAC of the same payload, in the same transaction (so the
 * lock is still held and no one sees the unkeyed hash): the key never reaches the database.
 */
export function auditLog(deps: { chainKey?: string }) {
  const { chainKey } = deps;

  async function sealed(tx: Queryable, e: AuditEntryInput): Promise<string> {
    const { rows } = await tx.query<ChainLink & { id: number }>(`${INSERT} RETURNING id, ${LINK_COLUMNS}`, insertParams(e));
    const link = rows[0]!;
    await tx.query(
      `WITH e AS (UPDATE audit_entries SET hash = $1 WHERE id = $2 RETURNING customer_id)
       UPDATE audit_heads h SET hash = $1 FROM e WHERE h.customer_id = e.customer_id`,
      [linkHash(linkPayload(link), chainKey), link.id],
    );
    return String(link.id);
  }

  return {
    /** Appends an entry to its customer's chain; inside q's transaction when q is one. */
    async record(q: Queryable | Db, e: AuditEntryInput): Promise<string> {
      if (!chainKey) {
        const { rows } = await q.query<{ id: number }>(`${INSERT} RETURNING id`, insertParams(e));
        return String(rows[0]!.id);
      }
      return isDb(q) ? q.transaction((tx) => sealed(tx, e)) : sealed(q, e);
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
