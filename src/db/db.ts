import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import { DatabaseUnavailableError } from '../errors.js';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** What repositories need: a connection or a transaction, they cannot tell which. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** The one transaction helper: commits when fn resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** Connections of the pool (PostgreSQL server only), for /metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
  /**
   * PostgreSQL server only (absent on PGlite): runs `COPY … FROM STDIN` on a connection of its
   * own, fed with the chunks of `source` (with backpressure); one statement, so all or nothing.
   * Resolves with the number of rows copied; rejects with the source's error if it throws.
   */
  copyFrom?(sql: string, source: AsyncIterable<string | Buffer>): Promise<number>;
}

// Both engines return the same JavaScript values: int8 and numeric as numbers, date as 'YYYY-MM-DD'.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const parsers = {
  [INT8]: (v: string) => Number(v),
  [NUMERIC]: (v: string) => Number(v),
  [DATE]: (v: string) => v,
};

/** Errors that mean "the database cannot be reached", as opposed to a bad statement. */
export function isConnectionError(err: unknown): boolean {
  if (err instanceof DatabaseUnavailableError) return true;
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN'].includes(code)) return true;
    // Class 08 connection exceptions, 57P01-03 shutdown / cannot connect now, 53300 too many connections.
    if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
  }
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable|Cannot use a pool after calling end/i.test(
    err.message,
  );
}

function unavailableOr(err: unknown): unknown {
  return isConnectionError(err) ? new DatabaseUnavailableError(err) : err;
}

export function createPgliteDb(dataDir?: string): Db {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const lite = new PGlite({ dataDir, parsers });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const r = await q.query<T>(sql, params as unknown[] | undefined);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const base = wrap(lite);
  return {
    engine: 'pglite',
    ...base,
    transaction: (fn) => lite.transaction((tx) => fn(wrap(tx))),
    async ping() {
      await lite.query('SELECT 1');
    },
    async close() {
      await lite.close();
    },
  };
}

/** A pool or one of its connections as a Queryable, a lost connection reported as the database being unavailable. */
function queryableOf(c: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params?: readonly unknown[]) {
      try {
        const r = await c.query(sql, params as unknown[] | undefined);
        return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
      } catch (err) {
        throw unavailableOr(err);
      }
    },
    async exec(sql: string) {
      try {
        await c.query(sql);
      } catch (err) {
        throw unavailableOr(err);
      }
    },
  };
}

export function createPostgresDb(url: string, opts: { max?: number } = {}): Db {
  pg.types.setTypeParser(INT8, parsers[INT8]);
  pg.types.setTypeParser(NUMERIC, parsers[NUMERIC]);
  pg.types.setTypeParser(DATE, parsers[DATE]);
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    // Keep a dead server from hanging a request forever.
    query_timeout: 120_000,
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});

  /**
   * A connection of our own for several statements. While we hold it, a dying connection emits
   * 'error' on it (the statement in flight rejects on its own): listen, or the process would crash.
   */
  async function checkout(): Promise<{ client: pg.PoolClient; release(destroy: boolean): void }> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      throw unavailableOr(err);
    }
    const onError = () => {};
    client.on('error', onError);
    return {
      client,
      release(destroy) {
        client.off('error', onError);
        client.release(destroy ? true : undefined);
      },
    };
  }

  return {
    engine: 'postgres',
    ...queryableOf(pool),
    async transaction(fn) {
      const { client, release } = await checkout();
      const tx = beginningWithFirstStatement(queryableOf(client));
      let broken = false;
      try {
        const result = await fn(tx);
        if (tx.begun()) await client.query('COMMIT');
        return result;
      } catch (err) {
        try {
          if (tx.begun()) await client.query('ROLLBACK');
        } catch {
          broken = true; // the connection died mid-transaction: the server rolls it back itself
        }
        throw unavailableOr(err);
      } finally {
        release(broken);
      }
    },
    async ping() {
      await queryableOf(pool).query('SELECT 1');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async copyFrom(sql, source) {
      const { client, release } = await checkout();
      let ok = false;
      try {
        // Buffers of a few MiB on both sides let the producer and the server work at the same time.
        const stream = client.query(copyFromStdin(sql, { highWaterMark: 4 << 20 }));
        await pipeline(Readable.from(source, { objectMode: false, highWaterMark: 4 << 20 }), stream);
        ok = true;
        return stream.rowCount ?? 0;
      } catch (err) {
        throw unavailableOr(err);
      } finally {
        // A COPY cut short may leave the connection mid-protocol: never hand it out again.
        release(!ok);
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * A transaction's statements on its connection, BEGIN sent with the first of them. A round trip to
 * the server costs more than most statements of a short transaction (the agent's read-only one is
 * BEGIN, its settings, one query, COMMIT), so a first statement without parameters carries BEGIN in
 * the same simple-query message (the transaction block it opens outlives the message); one with
 * parameters needs the extended protocol, and BEGIN goes just before it, queued in order. A
 * transaction that sends nothing sends neither BEGIN nor COMMIT.
 */
function beginningWithFirstStatement(q: Queryable): Queryable & { begun(): boolean } {
  let begun = false;
  return {
    begun: () => begun,
    query<T>(sql: string, params?: readonly unknown[]) {
      if (begun) return q.query<T>(sql, params);
      begun = true;
      // Both queued now, in this order; Promise.all also observes BEGIN's failure.
      return Promise.all([q.exec('BEGIN'), q.query<T>(sql, params)]).then(([, result]) => result);
    },
    exec(sql: string) {
      if (begun) return q.exec(sql);
      begun = true;
      return q.exec(`BEGIN; ${sql}`);
    },
  };
}

/** The engine the configuration asks for: a PostgreSQL server when a URL is given, else embedded. */
export function createDb(opts: { databaseUrl?: string; dataDir?: string }): Db {
  return opts.databaseUrl ? createPostgresDb(opts.databaseUrl) : createPgliteDb(opts.dataDir);
}

/**
 * The customers' data plane: a PostgreSQL server of its own when DATA_DATABASE_URL names another
 * database than the control one, else the control database itself (the same Db, the same pool).
 */
export function createDataDb(opts: { databaseUrl?: string; dataDatabaseUrl?: string }, control: Db): Db {
  const url = opts.dataDatabaseUrl;
  return url && url !== opts.databaseUrl ? createPostgresDb(url) : control;
}

/**
 * Work that writes to both planes, committed together as far as two databases allow: the data
 * transaction stays open while the control one runs and commits, and commits right after it. A
 * failure before the control commit leaves neither changed; only the data COMMIT itself failing
 * (its connection lost in that instant) could leave the metadata ahead of the rows. On one
 * database it is one transaction.
 */
export async function transactionOnBoth<T>(control: Db, data: Db, fn: (ctl: Queryable, dat: Queryable) => Promise<T>): Promise<T> {
  if (control === data) return control.transaction((tx) => fn(tx, tx));
  return data.transaction((dat) => control.transaction((ctl) => fn(ctl, dat)));
}
