import type { Queryable } from '../db/db.js';
import { LINK_COLUMNS, linkHash, linkPayload, type ChainLink } from './audit.chain.js';

export interface ChainReport {
  customerId: string;
  entries: number;
  ok: boolean;
  problems: string[];
}

interface ChainRow extends ChainLink {
  id: number;
  hash: string;
}

const BATCH = 1000;

export interface VerifyOptions {
  /** AUDIT_CHAIN_KEY: with it, every entry must carry its keyed hash (HMAC-SHA256). */
  chainKey?: string;
}

/**
 * Walks a customer's audit chain and recomputes every hash here, independently of the database
 * function that wrote it: an altered row breaks its own hash, a removed row breaks the sequence
 * or the link of the next one, and removing the newest rows leaves the chain short of its head.
 */
export async function verifyAuditChain(q: Queryable, customerId: string, opts: VerifyOptions = {}): Promise<ChainReport> {
  const problems: string[] = [];
  let expectedSeq = 1;
  let prevHash = '';
  let count = 0;
  for (;;) {
    const { rows } = await q.query<ChainRow>(
      `SELECT id, hash, ${LINK_COLUMNS}
         FROM audit_entries WHERE customer_id = $1 AND seq >= $2 ORDER BY seq LIMIT $3`,
      [customerId, expectedSeq, BATCH],
    );
    for (const r of rows) {
      count += 1;
      if (r.seq !== expectedSeq) problems.push(`entries ${expectedSeq}..${r.seq - 1} are missing (before entry id ${r.id})`);
      if (r.prev_hash !== prevHash) problems.push(`entry ${r.seq} (id ${r.id}) does not link to the entry before it`);
      const problem = linkProblem(r, opts.chainKey);
      if (problem) problems.push(problem);
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

/** What is wrong with one entry's own hash, if anything. */
function linkProblem(r: ChainRow, chainKey: string | undefined): string | undefined {
  const payload = linkPayload(r);
  if (linkHash(payload, chainKey) === r.hash) return undefined;
  if (chainKey && linkHash(payload) === r.hash) {
    return `entry ${r.seq} (id ${r.id}) is not sealed with AUDIT_CHAIN_KEY: written before the key was set, or rewritten without it`;
  }
  return `entry ${r.seq} (id ${r.id}) was altered: its content does not match its hash`;
}

export async function verifyAllChains(q: Queryable, opts: VerifyOptions = {}): Promise<ChainReport[]> {
  const { rows } = await q.query<{ id: string }>(
    'SELECT id FROM customers WHERE id IN (SELECT customer_id FROM audit_heads UNION SELECT customer_id FROM audit_entries) ORDER BY id',
  );
  const reports: ChainReport[] = [];
  for (const { id } of rows) reports.push(await verifyAuditChain(q, id, opts));
  return reports;
}
