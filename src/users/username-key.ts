import type { Queryable } from '../db/db.js';

/**
 * The form in which usernames are unique across the service (CONTRACT B.4: "unique
 * case-insensitively"). Case-insensitive alone let look-alikes through — "ｋira" (fullwidth) and
 * "kıra" (dotless ı) were separate accounts of "kira", and an audit trail naming one read as the
 * other. The key is Unicode NFKC with full case folding, close to Unicode's NFKC_Casefold:
 *  - NFKC maps compatibility forms to their plain letters (fullwidth ｋ, the Kelvin sign K, ligatures
 *    ﬁ, long ſ, superscripts, no-break and ideographic spaces);
 *  - lower, upper, lower again is JavaScript's way to full case folding (ß and ẞ → ss), locale-free;
 *    it also folds the dotless ı (ı → I → i), which plain case folding keeps apart, and the final
 *    sigma and "i" with a combining dot (from İ) are folded to σ and i explicitly;
 *  - default-ignorable code points (zero-width space and joiners, soft hyphen, variation
 *    selectors, bidirectional marks) are invisible and are dropped.
 * Computed here, not in SQL: PostgreSQL's lower() depends on the server's locale, and the key
 * must be the same on PGlite and on any server.
 */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

export function usernameKey(username: string): string {
  const folded = username.normalize('NFKC').toLowerCase().toUpperCase().toLowerCase();
  return folded
    .replace(/ς/g, 'σ')
    .replace(/i\u0307/g, 'i')
    .replace(IGNORABLE, '')
    .normalize('NFKC');
}

/**
 * The longest key stored, in UTF-8 bytes. A 100-character username stays far below it, except with
 * the few characters NFKC expands many times (U+FDFA is 18 letters); such a name is refused rather
 * than overflowing the unique index's row (about 2,700 bytes).
 */
export const MAX_KEY_BYTES = 1000;

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
