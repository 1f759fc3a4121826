import type { Db } from '../db/db.js';
import { isUniqueViolation } from '../db/pg-errors.js';
import { usersRepo } from '../users/users.repo.js';
import { assertPasswordAllowed, hashPassword } from './passwords.js';

/**
 * Creates a global admin account unless the username is taken. Returns whether it was created;
 * an existing account (of either class) is left as it is, and a look-alike of another account's
 * name ("ｒｏｏｔ" beside "root") is taken. The password follows the rule of every password a
 * person chooses (password-policy.ts): a 400 naming the rule otherwise.
 */
export async function ensureGlobalAdmin(db: Db, username: string, password: string): Promise<'created' | 'exists' | 'taken'> {
  assertPasswordAllowed(password, username, '/password');
  const existing = await usersRepo(db).findByKey(username);
  if (existing) return existing.kind === 'global_admin' && existing.username.toLowerCase() === username.toLowerCase() ? 'exists' : 'taken';
  try {
    await usersRepo(db).insert({ kind: 'global_admin', customerId: null, roleId: null, username, passwordHash: await hashPassword(password) });
    return 'created';
  } catch (err) {
    if (isUniqueViolation(err)) return 'exists'; // another instance created it at the same moment
    throw err;
  }
}
