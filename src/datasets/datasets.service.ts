import { randomUUID } from 'node:crypto';
import { systemClock, type Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { BadRequestError, ForbiddenError, NotFoundError, PayloadTooLargeError } from '../errors.js';
import type { Actor } from '../auth/principal.js';
import { customersRepo } from '../customers/customers.repo.js';
import { datasetsRepo, type BatchColumn, type BatchRecord } from './datasets.repo.js';
import { DEFAULT_LIMITS, openUpload, type UploadFormat, type UploadLimits } from './parse.js';
import { batchTable, createRawTable, dropTable, ensureCustomerSchema, rawColumn, writeRawText, writeRawRows } from './storage.js';
import { openCsvForCopy } from './csv-copy.js';
import type { Static } from 'typebox';
import type { BatchSchema } from './datasets.schemas.js';

/** An import batch as the routes return it (BatchSchema). */
export type BatchView = Static<typeof BatchSchema>;

export function batchView(b: BatchRecord): BatchView {
  return {
    id: b.id,
    name: b.name,
    status: b.status,
    format: b.format,
    row_count: b.row_count,
    size_bytes: b.size_bytes,
    columns: b.columns.map((c) => ({ name: c.name, type: c.type, null_count: c.null_count })),
    created_at: b.created_at.toISOString(),
    finished_at: b.finished_at ? b.finished_at.toISOString() : null,
  };
}

export interface UploadInput {
  name?: string;
  format: UploadFormat;
  body: AsyncIterable<Uint8Array | string>;
  /** The size the client announced (Content-Length), when it did: a file over the quota is refused unread. */
  declaredBytes?: number;
  /** Called as rows are stored (rows so far, bytes so far), e.g. for a command line's progress. */
  onProgress?: (rows: number, bytes: number) => void;
  /**
   * Aborted when the client gives up (the portal's Cancel closes the connection): the upload stops
   * at its next batch of rows and nothing of it is kept, even when its bytes had all arrived.
   */
  signal?: AbortSignal;
}

export const UPLOAD_CANCELLED = 'the upload was cancelled';

/** The file's rows until the client cancels: then the stream fails, and the store cleans up. */
async function* untilCancelled<T>(batches: AsyncIterable<T>, signal: AbortSignal | undefined): AsyncIterable<T> {
  for await (const batch of batches) {
    if (signal?.aborted) throw new BadRequestError(UPLOAD_CANCELLED);
    yield batch;
  }
}

/** The chunks as they pass, reporting the rows read so far. */
async function* counted<T>(chunks: AsyncIterable<T>, rows: () => number, onRows: (n: number) => void): AsyncIterable<T> {
  let reported = 0;
  for await (const chunk of chunks) {
    yield chunk;
    onRows(rows() - reported);
    reported = rows();
  }
}

function semaphore(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(fn: () => Promise<T>): Promise<T> {
      if (free > 0) free--;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await fn();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else free++;
      }
    },
  };
}

/** Progress is written to the batch row at most this often while an upload streams. */
const PROGRESS_EVERY_MS = 1000;
/** An upload without progress for this long belongs to a process that stopped. */
const STALE_UPLOAD_SECONDS = 15 * 60;

/** Bytes of imported files each tier may keep (STORAGE_QUOTAS); a tier not listed has the default tier's. */
export interface StorageQuotas {
  byTier: Record<string, number>;
  defaultTier: string;
}

export const QUOTA_EXCEEDED = 'storage quota exceeded';

/** The body as it streams, refused with 413 as soon as it passes what the quota leaves. */
async function* withinQuota(body: AsyncIterable<Uint8Array | string>, left: number): AsyncIterable<Uint8Array | string> {
  let seen = 0;
  for await (const chunk of body) {
    seen += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
    if (seen > left) throw new PayloadTooLargeError(QUOTA_EXCEEDED);
    yield chunk;
  }
}

function isDataError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('22');
}

/**
 * Import batches: a raw file streamed into a raw table of the customer's schema. The batch is
 * visible as `importing` (with its row count so far) while it streams and becomes `ready` when
 * the last row is stored; a failed upload removes its row and its table, so nothing half
 * imported is left behind. With `quotas`, an upload that would take the customer's imported files
 * over its tier's quota is refused with 413 (before reading when its size is announced, else as
 * soon as it streams past it) and leaves nothing behind.
 */
export function datasetsService(deps: {
  db: Db;
  /** Where the raw tables live (the data plane); the control database when absent. */
  data?: Db;
  limits?: Partial<UploadLimits>;
  maxConcurrentUploads?: number;
  quotas?: StorageQuotas;
  /** The time an upload without a name is named after. */
  clock?: Clock;
}) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const data = deps.data ?? db;
  const limits: UploadLimits = { ...DEFAULT_LIMITS, ...deps.limits };
  // Each streaming upload holds a database connection for its COPY: a few at a time leave the
  // pool to everyone else. Further uploads wait their turn (their bodies are not read meanwhile).
  const slots = semaphore(deps.maxConcurrentUploads ?? 4);

  /** A path's customer id must be the caller's own (CONTRACT B.5: 403 otherwise). */
  function assertOwnCustomer(actor: Actor, customerId: string) {
    if (customerId !== actor.customerId) throw new ForbiddenError('permission denied');
  }

  async function get(actor: Actor, customerId: string, id: string): Promise<BatchView> {
    assertOwnCustomer(actor, customerId);
    const b = await datasetsRepo(db).find(actor.customerId, id);
    if (!b) throw new NotFoundError('import batch not found');
    return batchView(b);
  }

  /** Bytes the customer may still import, or undefined when its tier has no quota. */
  async function quotaLeft(customerId: string): Promise<number | undefined> {
    if (!deps.quotas) return undefined;
    const tier = await customersRepo(db).tierOf(customerId);
    const quota = deps.quotas.byTier[tier ?? ''] ?? deps.quotas.byTier[deps.quotas.defaultTier];
    if (quota === undefined) return undefined;
    return quota - (await datasetsRepo(db).storedBytes(customerId));
  }

  /** The upload's body, bounded by what the quota leaves; refused unread when its announced size is over. */
  async function quotaBounded(customerId: string, input: UploadInput): Promise<AsyncIterable<Uint8Array | string>> {
    const left = await quotaLeft(customerId);
    if (left === undefined) return input.body;
    if (left <= 0 || (input.declaredBytes ?? 0) > left) throw new PayloadTooLargeError(QUOTA_EXCEEDED);
    return withinQuota(input.body, left);
  }

  /** Reads and stores one upload (the caller holds an upload slot). */
  async function store(actor: Actor, input: UploadInput): Promise<BatchView> {
    const customerId = actor.customerId;
    const body = await quotaBounded(customerId, input);
    // The header is read and checked before anything is written.
    // CSV on the PostgreSQL server: the file's records go to COPY (text format), scanned on the way (csv-copy.ts).
    const reader = input.format === 'csv' && data.copyFrom ? await openCsvForCopy(body, limits) : await openUpload(body, input.format, limits);
    const id = randomUUID();
    const schema = await ensureCustomerSchema(data, actor.customerId);
    const table = batchTable(id);
    const name = input.name?.trim() || `Upload ${clock().toISOString().slice(0, 19).replace('T', ' ')}`;
    const repo = datasetsRepo(db);
    await repo.insert({ id, customerId: actor.customerId, name, format: input.format, rawSchema: schema, rawTable: table, createdBy: actor.id });
    try {
      await createRawTable(data, schema, table, reader.header.length);
      let stored = 0;
      let lastReport = Date.now();
      let reporting: Promise<void> = Promise.resolve();
      const target = { schema, table, width: reader.header.length };
      const onRows = (n: number) => {
        stored += n;
        input.onProgress?.(stored, reader.bytes);
        const now = Date.now();
        if (now - lastReport >= PROGRESS_EVERY_MS) {
          lastReport = now;
          // One progress write at a time; a failed one is not worth failing the upload for.
          reporting = reporting.then(() => repo.progress(id, stored, reader.bytes).catch(() => {}));
        }
      };
      const rows =
        'text' in reader
          ? await writeRawText(
              data,
              target,
              reader.delimiter,
              counted(untilCancelled(reader.text, input.signal), () => reader.rowCount, onRows),
            )
          : await writeRawRows(data, target, untilCancelled(reader.batches, input.signal), onRows);
      if (rows !== reader.rowCount) throw new Error(`the raw table got ${rows} rows of the ${reader.rowCount} read`);
      await reporting;
      if (input.signal?.aborted) throw new BadRequestError(UPLOAD_CANCELLED);
      const columns: BatchColumn[] = reader.columns.map((c, i) => ({
        name: c.name,
        key: rawColumn(i),
        type: c.inference.type,
        null_count: c.inference.nulls,
      }));
      await repo.complete(id, { columns, rows, bytes: reader.bytes });
    } catch (err) {
      await dropTable(data, schema, table).catch(() => {});
      await repo.delete(id).catch(() => {});
      if (isDataError(err)) throw new BadRequestError(`the file could not be stored: ${(err as Error).message}`);
      throw err;
    }
    return get(actor, customerId, id);
  }

  return {
    async upload(actor: Actor, customerId: string, input: UploadInput): Promise<BatchView> {
      assertOwnCustomer(actor, customerId);
      return slots.run(() => store(actor, input));
    },

    /**
     * Removes uploads interrupted by a stopped process (their progress, written every second
     * while rows flow, stopped long ago): the row and the partial raw table go.
     */
    async sweepInterrupted(olderThanSeconds = STALE_UPLOAD_SECONDS): Promise<number> {
      const stale = await datasetsRepo(db).staleImporting(olderThanSeconds);
      for (const b of stale) {
        await dropTable(data, b.raw_schema, b.raw_table);
        await datasetsRepo(db).delete(b.id);
      }
      return stale.length;
    },

    async list(actor: Actor, customerId: string): Promise<BatchView[]> {
      assertOwnCustomer(actor, customerId);
      return (await datasetsRepo(db).list(actor.customerId)).map(batchView);
    },

    get,
  };
}

export type DatasetsService = ReturnType<typeof datasetsService>;
