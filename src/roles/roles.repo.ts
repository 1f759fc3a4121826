import type { Queryable } from '../db/db.js';
import { isUuid } from '../contracts/ids.js';
import { FLAGS, SYSTEM_ROLES, type Permissions } from '../contracts/flags.js';

export interface RoleRecord {
  id: string;
  customer_id: string;
  name: string;
  is_system: boolean;
  is_active: boolean;
  permissions: Permissions;
  user_count: number;
}

const COLUMNS = `r.id, r.customer_id, r.name, r.is_system, r.is_active,
  jsonb_build_object(${FLAGS.map((f) => `'${f}', r.${f}`).join(', ')}) AS permissions`;
const USER_COUNT = `(SELECT count(*)::int FROM users u WHERE u.role_id = r.id) AS user_count`;

/** Column list and placeholders of the ten flags, in FLAGS order, starting at placeholder `from`. */
function flagValues(p: Permissions) {
  return FLAGS.map((f) => p[f]);
}

export function rolesRepo(q: Queryable) {
  return {
    async list(customerId: string): Promise<RoleRecord[]> {
      const { rows } = await q.query<RoleRecord>(
        `SELECT ${COLUMNS}, ${USER_COUNT} FROM roles r WHERE r.customer_id = $1 ORDER BY r.is_system DESC, lower(r.name)`,
        [customerId],
      );
      return rows;
    },

    /** A role of this customer, or undefined; `forUpdate` locks it for the rest of the transaction. */
    async find(customerId: string, id: string, opts: { forUpdate?: boolean } = {}): Promise<RoleRecord | undefined> {
      if (!isUuid(id)) return undefined;
      const { rows } = await q.query<RoleRecord>(
        `SELECT ${COLUMNS}, ${USER_COUNT} FROM roles r WHERE r.customer_id = $1 AND r.id = $2${opts.forUpdate ? ' FOR UPDATE OF r' : ''}`,
        [customerId, id],
      );
      return rows[0];
    },

    /** Locks the given roles of this customer in id order (a fixed order, so concurrent callers cannot deadlock). */
    async lockMany(customerId: string, ids: string[]): Promise<RoleRecord[]> {
      const valid = [...new Set(ids.filter(isUuid))].sort();
      if (valid.length === 0) return [];
      const { rows } = await q.query<RoleRecord>(
        `SELECT ${COLUMNS}, 0 AS user_count FROM roles r WHERE r.customer_id = $1 AND r.id = ANY($2::uuid[]) ORDER BY r.id FOR UPDATE OF r`,
        [customerId, valid],
      );
      return rows;
    },

    async insert(customerId: string, role: { name: string; is_system: boolean; is_active: boolean; permissions: Permissions }): Promise<string> {
      const placeholders = FLAGS.map((_, i) => `$${i + 5}`).join(', ');
      const { rows } = await q.query<{ id: string }>(
        `INSERT INTO roles (customer_id, name, is_system, is_active, ${FLAGS.join(', ')})
         VALUES ($1, $2, $3, $4, ${placeholders}) RETURNING id`,
        [customerId, role.name, role.is_system, role.is_active, ...flagValues(role.permissions)],
      );
      return rows[0]!.id;
    },

    async insertSystemRoles(customerId: string): Promise<void> {
      for (const r of SYSTEM_ROLES) {
        await this.insert(customerId, { name: r.name, is_system: true, is_active: true, permissions: r.permissions });
      }
    },

    async update(id: string, role: { name: string; is_active: boolean; permissions: Permissions }): Promise<void> {
      const sets = FLAGS.map((f, i) => `${f} = $${i + 4}`).join(', ');
      await q.query(`UPDATE roles SET name = $2, is_active = $3, ${sets}, updated_at = now() WHERE id = $1`, [
        id,
        role.name,
        role.is_active,
        ...flagValues(role.permissions),
      ]);
    },

    async countUsers(roleId: string): Promise<number> {
      const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE role_id = $1', [roleId]);
      return rows[0]!.n;
    },

    async moveUsers(fromRoleId: string, toRoleId: string): Promise<number> {
      const r = await q.query('UPDATE users SET role_id = $2, updated_at = now() WHERE role_id = $1', [fromRoleId, toRoleId]);
      return r.rowCount;
    },

    async delete(id: string): Promise<void> {
      await q.query('DELETE FROM roles WHERE id = $1', [id]);
    },
  };
}

export type RolesRepo = ReturnType<typeof rolesRepo>;
