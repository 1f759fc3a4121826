import { createHash, createHmac } from 'node:crypto';

/** The columns of one chain link as text, exactly as the database's audit_entry_payload() renders them. */
export const LINK_COLUMNS = `seq, prev_hash, customer_id::text AS customer_id,
  ((extract(epoch FROM at) * 1000000)::bigint)::text AS at_us,
  source, action, actor_id::text AS actor_id, actor_username, correlation_id, details::text AS details`;

export interface ChainLink {
  seq: number;
  prev_hash: string;
  customer_id: string;
  at_us: string;
  source: string;
  action: string;
  actor_id: string | null;
  actor_username: string | null;
  correlation_id: string | null;
  details: string;
}

/** The text a link's hash covers (migrations/004_audit_chain.sql builds the same in SQL). */
export function linkPayload(r: ChainLink): string {
  return [
    String(r.seq),
    r.prev_hash,
    r.customer_id,
    r.at_us,
    r.source,
    r.action,
    r.actor_id ?? '',
    r.actor_username ?? '',
    r.correlation_id ?? '',
    r.details,
  ].join('|');
}

/**
 * A link's hash: HMAC-SHA256 with AUDIT_CHAIN_KEY when one is set — rewriting the chain then needs
 * a secret the database does not hold — else the plain SHA-256 the database trigger computes.
 */
export function linkHash(payload: string, chainKey?: string): string {
  const h = chainKey ? createHmac('sha256', chainKey) : createHash('sha256');
  return h.update(payload, 'utf8').digest('hex');
}
