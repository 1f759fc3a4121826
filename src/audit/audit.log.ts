import type { Db, Queryable } from '../db/db.js';
import { isEntryRefused } from '../db/pg-errors.js';
import { LINK_COLUMNS, linkHash, linkPayload, type ChainLink } from './audit.chain.js';
import type { AuditEntryInput } from './audit.repo.js';

const COLUMNS = '(customer_id, source, action, actor_id, actor_username, correlation_id, details)';
const PER_ENTRY = 7;
/**
 * Entries one commit takes at most: bounds a statement's parameters (7 each) and its size, while
 * being far above what one customer's concurrent calls queue on one instance.
 */
export const MAX_GROUP = 100;

/**
 * The details as jsonb takes them. An entry records a refused call's input too, so it must never
 * fail on what it records: a NUL character (which jsonb cannot hold) and a lone surrogate become
 * U+FFFD in values and keys, and what nests deeper than MAX_DETAIL_DEPTH is recorded as a note
 * (JSON.stringify recurses: a body nested 5,000 deep overflowed the stack).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what jsonb refuses.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const clean = (s: string) => s.replace(UNSTORABLE, '\ufffd');
const MAX_DETAIL_DEPTH = 40;
const TOO_DEEP = '[nested too deep to record]';

type Container = unknown[] | Record<string, unknown>;

/** A copy of value that jsonb stores, built without recursion (see above). */
export function storableCopy(value: unknown): unknown {
  const todo: [source: object, target: Container, depth: number][] = [];
  const copy = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return clean(v);
    if (v === null || typeof v !== 'object' || typeof (v as { toJSON?: unknown }).toJSON === 'function') return v;
    if (depth > MAX_DETAIL_DEPTH) return TOO_DEEP;
    const target: Container = Array.isArray(v) ? [] : {};
    todo.push([v, target, depth]);
    return target;
  };
  const root = copy(value, 0);
  while (todo.length > 0) {
    const [source, target, depth] = todo.pop()!;
    if (Array.isArray(target)) for (const v of source as unknown[]) target.push(copy(v, depth + 1));
    else for (const [k, v] of Object.entries(source)) target[clean(k)] = copy(v, depth + 1);
  }
  return root;
}

/** An entry with its details already as JSON text: serialised when recorded, so a fault is its own call's. */
type Serialised = AuditEntryInput & { detailsJson: string };
const serialise = (e: AuditEntryInput): Serialised => ({ ...e, detailsJson: JSON.stringify(storableCopy(e.details)) });

function insertParams(e: Serialised): unknown[] {
  return [e.customerId, e.source, e.action, e.actor?.id ?? null, e.actor?.username ?? null, e.correlationId ?? null, e.detailsJson];
}

/** One multi-row INSERT: the BEFORE INSERT trigger chains the rows in the order of the VALUES list. */
function insertStatement(entries: Serialised[], returning: string): { text: string; params: unknown[] } {
  const rows = entries.map((_, i) => `(${Array.from({ length: PER_ENTRY }, (_, j) => `$${i * PER_ENTRY + j + 1}`).join(', ')})`);
  return { text: `INSERT INTO audit_entries ${COLUMNS} VALUES ${rows.join(', ')} RETURNING ${returning}`, params: entries.flatMap(insertParams) };
}

/**
 * Appends entries to their customer's chain in the given order, inside q's transaction or as one
 * statement (itself atomic). The trigger places each row (seq, prev_hash) under the customer's lock
 * and hashes it with SHA-256; with a chain key the rows are then sealed with HMACs, re-linked to
 * each other (the trigger linked row k to row k-1's unkeyed hash), and the head follows: the key
 * never reaches the database, and no one sees an unkeyed hash (the lock is held until commit).
 * Returns the entry ids in the order of `entries`.
 */
async function appendToChain(q: Queryable, entries: Serialised[], chainKey: string | undefined): Promise<string[]> {
  const insert = insertStatement(entries, chainKey ? `id, ${LINK_COLUMNS}` : 'id, seq');
  const { rows } = await q.query<ChainLink & { id: number }>(insert.text, insert.params);
  // Sorted by seq, the rows are in the order of `entries`: the trigger numbers them as it meets them.
  const links = rows.sort((a, b) => a.seq - b.seq);
  if (chainKey) {
    let prev = links[0]!.prev_hash; // the head's hash, already keyed
    const sealed = links.map((link) => {
      const hash = linkHash(linkPayload({ ...link, prev_hash: prev }), chainKey);
      const s = { id: link.id, prev_hash: prev, hash };
      prev = hash;
      return s;
    });
    await q.query(
      `WITH s AS (SELECT * FROM unnest($1::int8[], $2::text[], $3::text[]) AS s(id, prev_hash, hash)),
            e AS (UPDATE audit_entries a SET prev_hash = s.prev_hash, hash = s.hash FROM s WHERE a.id = s.id RETURNING a.customer_id)
       UPDATE audit_heads h SET hash = $4 WHERE h.customer_id = $5 AND EXISTS (SELECT FROM e)`,
      [sealed.map((s) => s.id), sealed.map((s) => s.prev_hash), sealed.map((s) => s.hash), prev, entries[0]!.customerId],
    );
  }
  return links.map((l) => String(l.id));
}

/** One call waiting for its entry's commit. */
interface Waiting {
  entry: Serialised;
  written(id: string): void;
  failed(err: unknown): void;
}

/** A customer's entries waiting for the next commit on this instance, and whether one is under way. */
interface CustomerQueue {
  waiting: Waiting[];
  committing: boolean;
}

const isDb = (q: Queryable | Db): q is Db => typeof (q as Db).transaction === 'function';

/**
 * The one way audit entries are written. Entries written outside a caller's transaction (every
 * API call's entry) are group-committed per customer: calls of one customer arriving while a commit
 * of theirs is under way queue, and the next commit chains them all at once — one lock wait and one
 * flushed commit for the group instead of one each. Each call still resolves only once its own
 * entry is committed, so the entry is still written before the answer leaves; a failed commit
 * rejects every call of its group (one transaction: nothing of it is written). The lock and the
 * chain's head stay in the database, so instances sharing it interleave their groups safely.
 */
export function auditLog(deps: { chainKey?: string }) {
  const { chainKey } = deps;
  // Per database (tests and tools may hold several), per customer.
  const queues = new WeakMap<Db, Map<string, CustomerQueue>>();

  const write = (db: Db, entries: Serialised[]) =>
    chainKey ? db.transaction((tx) => appendToChain(tx, entries, chainKey)) : appendToChain(db, entries, undefined);

  /** Commits one group; a refused group is retried entry by entry, so that one bad entry fails only its own call. */
  async function commitGroup(db: Db, group: Waiting[]): Promise<void> {
    const entries = group.map((w) => w.entry);
    try {
      const ids = await write(db, entries);
      group.forEach((w, i) => w.written(ids[i]!));
    } catch (err) {
      // Only a refusal of the statement is known to have written nothing of the group; after a lost
      // connection the outcome is unknown, and writing the entries again could write them twice.
      if (group.length === 1 || !isEntryRefused(err)) return group.forEach((w) => w.failed(err));
      for (const w of group) await write(db, [w.entry]).then(([id]) => w.written(id!), w.failed);
    }
  }

  /** Commits the customer's queue group after group until it is empty; calls arriving meanwhile form the next group. */
  async function drain(db: Db, customers: Map<string, CustomerQueue>, customerId: string, queue: CustomerQueue): Promise<void> {
    queue.committing = true;
    try {
      while (queue.waiting.length > 0) await commitGroup(db, queue.waiting.splice(0, MAX_GROUP));
    } finally {
      queue.committing = false;
      if (queue.waiting.length === 0) customers.delete(customerId);
    }
  }

  function enqueue(db: Db, entry: Serialised): Promise<string> {
    let customers = queues.get(db);
    if (!customers) queues.set(db, (customers = new Map()));
    let queue = customers.get(entry.customerId);
    if (!queue) customers.set(entry.customerId, (queue = { waiting: [], committing: false }));
    const written = new Promise<string>((resolve, reject) => queue.waiting.push({ entry, written: resolve, failed: reject }));
    if (!queue.committing) void drain(db, customers, entry.customerId, queue);
    return written;
  }

  return {
    /**
     * Appends an entry to its customer's chain: inside q's transaction when q is one (the entry
     * commits with the change it records), else group-committed with the customer's other entries.
     * Resolves with the entry's id once it is committed.
     */
    async record(q: Queryable | Db, e: AuditEntryInput): Promise<string> {
      const entry = serialise(e);
      if (isDb(q)) return enqueue(q, entry);
      const [id] = await appendToChain(q, [entry], chainKey);
      return id!;
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
