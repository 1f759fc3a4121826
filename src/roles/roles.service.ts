import type { Db, Queryable } from '../db/db.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import type { Actor } from '../auth/principal.js';
import type { AuditLog } from '../audit/audit.log.js';
import { isUniqueViolation, isForeignKeyViolation } from '../db/pg-errors.js';
import { isReservedRoleName, noPermissions, normalise } from '../contracts/flags.js';
import { assertMayGrant, assertNotOwnRole } from './grants.js';
import { assertPoliciesWithinOwn } from '../policies/policies.service.js';
import { rolesRepo, type RoleRecord } from './roles.repo.js';
import type { CreateRoleInput, UpdateRoleInput } from './roles.schemas.js';

export type RoleView = Omit<RoleRecord, 'customer_id'>;

const view = ({ customer_id: _, ...r }: RoleRecord): RoleView => r;

function assertNameFree(name: string) {
  if (isReservedRoleName(name)) throw new ConflictError('role name is reserved');
}

async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError('role name already exists');
    throw err;
  }
}

export function rolesService(deps: { db: Db; audit: AuditLog }) {
  const { db } = deps;

  /** Locks a role for a write inside a transaction; system roles are read-only for everyone, the owner included. */
  async function lockWritable(tx: Queryable, customerId: string, id: string): Promise<RoleRecord> {
    const role = await rolesRepo(tx).find(customerId, id, { forUpdate: true });
    if (!role) throw new NotFoundError('role not found');
    if (role.is_system) throw new ForbiddenError('permission denied');
    return role;
  }

  return {
    async list(actor: Actor): Promise<RoleView[]> {
      return (await rolesRepo(db).list(actor.customerId)).map(view);
    },

    async get(actor: Actor, id: string): Promise<RoleView> {
      const role = await rolesRepo(db).find(actor.customerId, id);
      if (!role) throw new NotFoundError('role not found');
      return view(role);
    },

    async create(actor: Actor, input: CreateRoleInput): Promise<RoleView> {
      const name = input.name.trim();
      const permissions = normalise(noPermissions(), input.permissions ?? {});
      assertMayGrant(actor, permissions);
      assertNameFree(name);
      const id = await uniqueName(() => rolesRepo(db).insert(actor.customerId, { name, is_system: false, is_active: input.is_active ?? true, permissions }));
      return this.get(actor, id);
    },

    async update(actor: Actor, id: string, input: UpdateRoleInput): Promise<RoleView> {
      await db.transaction(async (tx) => {
        const role = await lockWritable(tx, actor.customerId, id);
        assertNotOwnRole(actor, role.id);
        const permissions = normalise(role.permissions, input.permissions ?? {});
        assertMayGrant(actor, permissions);
        const name = input.name?.trim() ?? role.name;
        if (name.toLowerCase() !== role.name.toLowerCase()) assertNameFree(name);
        await uniqueName(() => rolesRepo(tx).update(role.id, { name, is_active: input.is_active ?? role.is_active, permissions }));
      });
      return this.get(actor, id);
    },

    /** Deletes a role that no user holds; the deletion and its audit entry are one transaction. */
    async delete(actor: Actor, id: string): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const role = await lockWritable(tx, actor.customerId, id);
          if ((await rolesRepo(tx).countUsers(role.id)) > 0) throw new ConflictError('role has assigned users');
          await rolesRepo(tx).delete(role.id);
          await deps.audit.record(tx, {
            customerId: actor.customerId,
            source: 'portal',
            action: 'role.delete',
            actor: { id: actor.id, username: actor.username },
            details: { role_id: role.id, role_name: role.name },
          });
        });
      } catch (err) {
        // A user assigned between the count and the delete: the foreign key refuses it.
        if (isForeignKeyViolation(err)) throw new ConflictError('role has assigned users');
        throw err;
      }
    },

    /**
     * Moves every user of the role to the target and deletes the role, in one transaction: both or
     * neither. Both roles are locked first, in id order, so concurrent calls serialise without deadlock.
     */
    async reassignAndDelete(actor: Actor, id: string, targetId: string): Promise<{ moved: number }> {
      return db.transaction(async (tx) => {
        const locked = await rolesRepo(tx).lockMany(actor.customerId, [id, targetId]);
        const source = locked.find((r) => r.id === id);
        if (!source) throw new NotFoundError('role not found');
        if (source.is_system) throw new ForbiddenError('permission denied');
        const target = locked.find((r) => r.id === targetId);
        if (!target || target.id === source.id || !target.is_active) {
          throw new BadRequestError('target_role_id must be another active role of your customer');
        }
        // The source's users get the target's flags, and a non-owner may not move itself.
        assertNotOwnRole(actor, source.id);
        assertMayGrant(actor, target.permissions);
        await assertPoliciesWithinOwn(tx, actor, target.id);
        const moved = await rolesRepo(tx).moveUsers(source.id, target.id);
        await rolesRepo(tx).delete(source.id);
        await deps.audit.record(tx, {
          customerId: actor.customerId,
          source: 'portal',
          action: 'role.reassign_and_delete',
          actor: { id: actor.id, username: actor.username },
          details: {
            source_role_id: source.id,
            source_role_name: source.name,
            target_role_id: target.id,
            target_role_name: target.name,
            users_moved: moved,
          },
        });
        return { moved };
      });
    },
  };
}

export type RolesService = ReturnType<typeof rolesService>;
