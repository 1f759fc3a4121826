import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db.js';

export interface ChainReport {
  customerId: string;
  entries: number;
  ok: boolean;
  problems: string[];
}

interface ChainRow {
  id: number;
  seq: number;
  prev_hash: string;
  hash: string;
  customer_id: string;
  at_us: string;
  source: string;
  action: string;
  actor_id: string | null;
  actor_username: string | null;
  correlation_id: string | null;
  details: string;
}

const BATCH = 1000;

/**
 * Walks a customer's audit chain and recomputes every hash here, independently of the database
 * function that wrote it: an altered row breaks its own hash, a removed row breaks the sequence
 * or the link of the next one, and removing the newest rows leaves the chain short of its head.
 */
export async function verifyAuditChain(q: Queryable, customerId: string): Promise<ChainReport> {
  const problems: string[] = [];
  let expectedSeq = 1;
  let prevHash = '';
  let count = 0;
  for (;;) {
    const { rows } = await q.query<ChainRow>(
      `SELECT id, seq, prev_hash, hash, customer_id::text AS customer_id,
              ((extract(epoch FROM at) * 1000000)::bigint)::text AS at_us,
              source, action, actor_id::text AS actor_id, actor_username, correlation_id, details::text AS details
         FROM audit_entries WHERE customer_id = $1 AND seq >= $2 ORDER BY seq LIMIT $3`,
      [customerId, expectedSeq, BATCH],
    );
    for (const r of rows) {
      count += 1;
      if (r.seq !== expectedSeq) problems.push(`entries ${expectedSeq}..${r.seq - 1} are missing (before entry id ${r.id})`);
      if (r.prev_hash !== prevHash) problems.push(`entry ${r.seq} (id ${r.id}) does not link to the entry before it`);
      const payload = [
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
      if (createHash('sha256').update(payload, 'utf8').digest('hex') !== r.hash) {
        problems.push(`entry ${r.seq} (id ${r.id}) was altered: its content does not match its hash`);
      }
      expectedSeq = r.seq + 1;
      prevHash = r.hash;
    }
    if (rows.length < BATCH) break;
  }
  const { rows: heads } = await q.query<{ seq: number; hash: string }>('SELECT seq, hash FROM audit_heads WHERE customer_id = $1', [customerId]);
  const head = heads[0];
  if (head && (head.seq !== expectedSeq - 1 || head.hash !== prevHash)) {
    problems.push(`the chain ends at entry ${expectedSeq - 1} but its head says ${head.seq}: newest entries were removed`);
  }
  if (!head && count > 0) problems.push('the chain has entries but no head');
  return { customerId, entries: count, ok: problems.length === 0, problems };
}

export async function verifyAllChains(q: Queryable): Promise<ChainReport[]> {
  const { rows } = await q.query<{ id: string }>(
    'SELECT id FROM customers WHERE id IN (SELECT customer_id FROM audit_heads UNION SELECT customer_id FROM audit_entries) ORDER BY id',
  );
  const reports: ChainReport[] = [];
  for (const { id } of rows) reports.push(await verifyAuditChain(q, id));
  return reports;
}
