import type { Queryable } from '../db/db.js';
import { isUuid } from '../contracts/ids.js';
import { MAX_KEY_BYTES, usernameKey } from '../contracts/accounts.js';

export type AccountKind = 'global_admin' | 'owner' | 'user' | 'api_user';

export interface Account {
  id: string;
  system_type: 'global_admin' | 'customer';
  kind: AccountKind;
  customer_id: string | null;
  role_id: string | null;
  username: string;
  password_hash: string;
  credential_version: number;
  /** API users only: allowed client address ranges, or null for any. */
  allowed_ranges: string[] | null;
  /** What access policies' attribute filters read ({"region": "North"}; migration 011). */
  attributes: Record<string, string | string[]>;
  created_at: Date;
}

export interface MemberRecord {
  id: string;
  username: string;
  kind: 'owner' | 'user';
  created_at: Date;
  role_id: string | null;
  role_name: string | null;
  role_is_active: boolean | null;
}

export interface NewAccount {
  kind: AccountKind;
  customerId: string | null;
  roleId: string | null;
  username: string;
  passwordHash: string;
}

/** A username with no usable key: nothing visible in it, or longer once normalised than the unique index takes (MAX_KEY_BYTES). */
export class UsernameKeyFault extends Error {}

/** The key a username is unique by (src/contracts/accounts.ts), written with every username. */
function keyOf(username: string): string {
  const key = usernameKey(username);
  if (key === '') throw new UsernameKeyFault('must hold a visible character');
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) throw new UsernameKeyFault('is too long once normalised (Unicode NFKC)');
  return key;
}

/**
 * Every account of the service lives in one table; usernames are unique across it after NFKC and
 * case folding (username_key, migration 009). Sign-in still finds an account by its name
 * case-insensitively, as before: look-alike accounts from before 009 stay apart.
 */
export function usersRepo(q: Queryable) {
  return {
    async findByUsername(username: string): Promise<Account | undefined> {
      const { rows } = await q.query<Account>('SELECT * FROM users WHERE lower(username) = lower($1)', [username]);
      return rows[0];
    },

    /** The account whose username is this one or a look-alike of it (the same key). */
    async findByKey(username: string): Promise<Account | undefined> {
      const { rows } = await q.query<Account>('SELECT * FROM users WHERE username_key = $1', [usernameKey(username)]);
      return rows[0];
    },

    async findById(id: string): Promise<Account | undefined> {
      if (!isUuid(id)) return undefined;
      const { rows } = await q.query<Account>('SELECT * FROM users WHERE id = $1', [id]);
      return rows[0];
    },

    /** An account of this customer of one of the given kinds, or undefined (another customer's id included). */
    async findInCustomer(customerId: string, id: string, kinds: AccountKind[], opts: { forUpdate?: boolean } = {}) {
      if (!isUuid(id)) return undefined;
      const { rows } = await q.query<Account>(
        `SELECT * FROM users WHERE customer_id = $1 AND id = $2 AND kind = ANY($3::text[])${opts.forUpdate ? ' FOR UPDATE' : ''}`,
        [customerId, id, kinds],
      );
      return rows[0];
    },

    async listMembers(customerId: string): Promise<MemberRecord[]> {
      const { rows } = await q.query<MemberRecord>(
        `SELECT u.id, u.username, u.kind, u.created_at, r.id AS role_id, r.name AS role_name, r.is_active AS role_is_active
           FROM users u LEFT JOIN roles r ON r.id = u.role_id
          WHERE u.customer_id = $1 AND u.kind IN ('owner', 'user')
          ORDER BY (u.kind = 'owner') DESC, lower(u.username)`,
        [customerId],
      );
      return rows;
    },

    async findMember(customerId: string, id: string): Promise<MemberRecord | undefined> {
      if (!isUuid(id)) return undefined;
      const { rows } = await q.query<MemberRecord>(
        `SELECT u.id, u.username, u.kind, u.created_at, r.id AS role_id, r.name AS role_name, r.is_active AS role_is_active
           FROM users u LEFT JOIN roles r ON r.id = u.role_id
          WHERE u.customer_id = $1 AND u.id = $2 AND u.kind IN ('owner', 'user')`,
        [customerId, id],
      );
      return rows[0];
    },

    async listApiUsers(customerId: string): Promise<Pick<Account, 'id' | 'username' | 'created_at' | 'allowed_ranges'>[]> {
      const { rows } = await q.query<Pick<Account, 'id' | 'username' | 'created_at' | 'allowed_ranges'>>(
        `SELECT id, username, created_at, allowed_ranges FROM users WHERE customer_id = $1 AND kind = 'api_user' ORDER BY lower(username)`,
        [customerId],
      );
      return rows;
    },

    async insert(a: NewAccount): Promise<string> {
      const { rows } = await q.query<{ id: string }>(
        `INSERT INTO users (system_type, kind, customer_id, role_id, username, username_key, password_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [a.kind === 'global_admin' ? 'global_admin' : 'customer', a.kind, a.customerId, a.roleId, a.username, keyOf(a.username), a.passwordHash],
      );
      return rows[0]!.id;
    },

    async update(id: string, fields: { username: string; roleId: string | null }): Promise<void> {
      // The key is rewritten only when the name changes: a look-alike from before 009 keeps the key it was given.
      await q.query(
        'UPDATE users SET username = $2, role_id = $3, username_key = CASE WHEN username = $2 THEN username_key ELSE $4 END, updated_at = now() WHERE id = $1',
        [id, fields.username, fields.roleId, keyOf(fields.username)],
      );
    },

    /** A new password invalidates every credential issued under the old one. */
    /** A new password ends every session of the account; run it in a transaction so both happen or neither. */
    async setPassword(id: string, passwordHash: string): Promise<void> {
      await q.query('UPDATE users SET password_hash = $2, credential_version = credential_version + 1, updated_at = now() WHERE id = $1', [id, passwordHash]);
      await q.query('DELETE FROM sessions WHERE user_id = $1', [id]);
    },

    async setAllowedRanges(id: string, ranges: string[] | null): Promise<void> {
      await q.query('UPDATE users SET allowed_ranges = $2, updated_at = now() WHERE id = $1', [id, ranges]);
    },

    async setAttributes(id: string, attributes: Record<string, string | string[]>): Promise<void> {
      await q.query('UPDATE users SET attributes = $2::jsonb, updated_at = now() WHERE id = $1', [id, JSON.stringify(attributes)]);
    },

    async delete(id: string): Promise<void> {
      await q.query('DELETE FROM users WHERE id = $1', [id]);
    },
  };
}

export type UsersRepo = ReturnType<typeof usersRepo>;
