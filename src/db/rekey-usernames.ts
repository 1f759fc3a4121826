import { MAX_KEY_BYTES, usernameKey } from '../contracts/accounts.js';
import type { Queryable } from './db.js';

/**
 * Gives every account the key the service computes, after migration 009 filled the column with
 * lower(username) (which differs only for names beyond ASCII). Of accounts that share a key, the
 * oldest keeps it and each later one is kept under "<key>#<its id>". Runs in the migration's
 * transaction, once.
 */
export async function rekeyUsernames(q: Queryable): Promise<void> {
  const { rows } = await q.query<{ id: string; username: string; username_key: string }>(
    'SELECT id, username, username_key FROM users ORDER BY created_at, id',
  );
  const taken = new Set<string>();
  const changed: { id: string; key: string }[] = [];
  for (const row of rows) {
    const own = usernameKey(row.username);
    // lower(username) stands in for a key too long to index (the service refuses such new names).
    let key = Buffer.byteLength(own) <= MAX_KEY_BYTES ? own : row.username_key;
    if (taken.has(key)) key = `${key}#${row.id}`;
    taken.add(key);
    if (key !== row.username_key) changed.push({ id: row.id, key });
  }
  if (changed.length === 0) return;
  const ids = changed.map((c) => c.id);
  // Through a value no key takes first: the unique index is checked row by row, and one row's
  // new key may be another changed row's old one.
  await q.query(`UPDATE users SET username_key = '#' || id::text WHERE id = ANY($1::uuid[])`, [ids]);
  await q.query('UPDATE users u SET username_key = c.key FROM unnest($1::uuid[], $2::text[]) AS c(id, key) WHERE u.id = c.id', [
    ids,
    changed.map((c) => c.key),
  ]);
}
