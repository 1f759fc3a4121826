import type { Queryable } from '../db/db.js';
import type { AuditSource } from './audit.repo.js';

interface ExportRow {
  id: number;
  seq: number;
  at: Date;
  source: string;
  action: string;
  actor_id: string | null;
  actor_username: string | null;
  correlation_id: string | null;
  details: unknown;
  prev_hash: string;
  hash: string;
}

const COLUMNS = ['id', 'seq', 'at', 'source', 'action', 'actor_id', 'actor_username', 'correlation_id', 'details', 'prev_hash', 'hash'] as const;
const BATCH = 500;

/** Cells a spreadsheet would read as a formula (OWASP CSV injection): =, +, -, @, tab, carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text a spreadsheet would run as a formula, made inert with a leading single quote; any other as it is. */
export const neutralised = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * One CSV cell. A value that a spreadsheet would run as a formula (an actor name or a detail an
 * attacker chose) is neutralised with a leading single quote, and then quoted like any other.
 */
export function csvField(v: unknown): string {
  const text =
    v === null || v === undefined ? '' : typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v instanceof Date ? v.toISOString() : String(v);
  const s = neutralised(text);
  return s !== text || /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * The audit trail of one customer as CSV or NDJSON, oldest first, read in batches so that a
 * trail of any size streams out without being held in memory.
 */
export async function* exportAudit(
  q: Queryable,
  opts: { customerId: string; format: 'csv' | 'ndjson'; source?: AuditSource; action?: string },
): AsyncGenerator<string> {
  if (opts.format === 'csv') yield COLUMNS.join(',') + '\r\n';
  let afterId = 0;
  for (;;) {
    const params: unknown[] = [opts.customerId, afterId, BATCH];
    let where = 'customer_id = $1 AND id > $2';
    if (opts.source) {
      params.push(opts.source);
      where += ` AND source = $${params.length}`;
    }
    if (opts.action) {
      params.push(opts.action);
      where += ` AND action = $${params.length}`;
    }
    const { rows } = await q.query<ExportRow>(
      `SELECT id, seq, at, source, action, actor_id, actor_username, correlation_id, details, prev_hash, hash
         FROM audit_entries WHERE ${where} ORDER BY id LIMIT $3`,
      params,
    );
    let chunk = '';
    for (const r of rows) {
      chunk +=
        opts.format === 'csv'
          ? COLUMNS.map((c) => csvField(r[c])).join(',') + '\r\n'
          : JSON.stringify({ ...r, id: String(r.id), at: r.at.toISOString() }) + '\n';
    }
    if (chunk) yield chunk;
    if (rows.length < BATCH) return;
    afterId = rows.at(-1)!.id;
  }
}
