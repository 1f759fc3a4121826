import type { Db, Queryable } from '../../src/db/db.js';

/** Runs `beforeStatement` ahead of every statement of the database, in and out of transactions (a fault or a pause). */
export function withFault(db: Db, beforeStatement: (sql: string, params: readonly unknown[]) => Promise<void> | void): Db {
  const wrap = (q: Queryable): Queryable => ({
    async query(sql, params) {
      await beforeStatement(sql, params ?? []);
      return q.query(sql, params);
    },
    exec: (sql) => q.exec(sql),
  });
  return { ...db, query: wrap(db).query, transaction: (fn) => db.transaction((tx) => fn(wrap(tx))) };
}
