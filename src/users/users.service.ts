import type { Db } from '../db/db.js';
import { isUniqueViolation } from '../db/pg-errors.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import type { Actor } from '../auth/principal.js';
import { assertPasswordAllowed, generatePassword, hashPassword } from '../auth/passwords.js';
import { rolesRepo, type RoleRecord } from '../roles/roles.repo.js';
import { assertMayGrant, mayGrant } from '../roles/grants.js';
import { assertPoliciesWithinOwn } from '../policies/policies.service.js';
import { UsernameKeyFault, usersRepo, type MemberRecord } from './users.repo.js';
import type { Static } from 'typebox';
import type { CreateUserInput, UpdateUserInput, UserSchema } from './users.schemas.js';

/** A user as the routes return it (UserSchema). */
export type UserView = Static<typeof UserSchema>;

const view = (m: MemberRecord): UserView => ({
  id: m.id,
  username: m.username,
  is_owner: m.kind === 'owner',
  role: m.role_id ? { id: m.role_id, name: m.role_name!, is_active: m.role_is_active! } : null,
  created_at: m.created_at.toISOString(),
});

/**
 * Runs a write of a username: a name taken (also as a look-alike: see src/contracts/accounts.ts) is 409
 * "username already exists"; a name with nothing visible, or too long once normalised, is a 400 on its field.
 */
export async function uniqueUsername<T>(work: () => Promise<T>, field = 'username'): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError('username already exists');
    if (err instanceof UsernameKeyFault) throw new ValidationError([{ path: `/${field}`, message: err.message }]);
    throw err;
  }
}

/** Portal users of a customer. The owner is listed but is outside the role system and cannot be written. */
export function usersService(deps: { db: Db }) {
  const { db } = deps;

  /** A role of the caller's customer that the caller may assign: 404 unknown, 403 beyond its own flags. */
  async function assignable(actor: Actor, roleId: string): Promise<RoleRecord> {
    const role = await rolesRepo(db).find(actor.customerId, roleId);
    if (!role) throw new NotFoundError('role not found');
    assertMayGrant(actor, role.permissions);
    await assertPoliciesWithinOwn(db, actor, role.id);
    return role;
  }

  /** The user to write: 404 for unknown or foreign ids, 403 for the owner. */
  async function writable(actor: Actor, id: string): Promise<MemberRecord> {
    const member = await usersRepo(db).findMember(actor.customerId, id);
    if (!member) throw new NotFoundError('user not found');
    if (member.kind === 'owner') throw new ForbiddenError('permission denied');
    return member;
  }

  return {
    async list(actor: Actor): Promise<UserView[]> {
      return (await usersRepo(db).listMembers(actor.customerId)).map(view);
    },

    async get(actor: Actor, id: string): Promise<UserView> {
      const member = await usersRepo(db).findMember(actor.customerId, id);
      if (!member) throw new NotFoundError('user not found');
      return view(member);
    },

    /** The roles the caller may assign: those holding no flag the caller lacks. */
    async roleOptions(actor: Actor) {
      const roles = await rolesRepo(db).list(actor.customerId);
      return roles.filter((r) => mayGrant(actor, r.permissions)).map((r) => ({ id: r.id, name: r.name, is_active: r.is_active }));
    },

    async create(actor: Actor, input: CreateUserInput): Promise<UserView & { password?: string }> {
      await assignable(actor, input.role_id);
      if (input.password !== undefined) assertPasswordAllowed(input.password, input.username, '/password');
      const generated = input.password === undefined ? generatePassword(input.username) : undefined;
      const passwordHash = await hashPassword(input.password ?? generated!);
      const id = await uniqueUsername(() =>
        usersRepo(db).insert({ kind: 'user', customerId: actor.customerId, roleId: input.role_id, username: input.username, passwordHash }),
      );
      const created = await this.get(actor, id);
      return generated ? { ...created, password: generated } : created;
    },

    async update(actor: Actor, id: string, input: UpdateUserInput): Promise<UserView> {
      const member = await writable(actor, id);
      if (input.role_id !== undefined && input.role_id !== member.role_id) {
        // Nobody but the owner changes which role they hold.
        if (member.id === actor.id) throw new ForbiddenError('permission denied');
        await assignable(actor, input.role_id);
      }
      await uniqueUsername(() => usersRepo(db).update(member.id, { username: input.username ?? member.username, roleId: input.role_id ?? member.role_id }));
      return this.get(actor, id);
    },

    async delete(actor: Actor, id: string): Promise<void> {
      const member = await writable(actor, id);
      await usersRepo(db).delete(member.id);
    },

    async regeneratePassword(actor: Actor, id: string): Promise<{ password: string }> {
      const member = await writable(actor, id);
      // A new password is the account itself: the caller must hold every flag the account holds.
      const role = member.role_id ? await rolesRepo(db).find(actor.customerId, member.role_id) : undefined;
      if (role) {
        assertMayGrant(actor, role.permissions);
        await assertPoliciesWithinOwn(db, actor, role.id);
      }
      const password = generatePassword(member.username);
      const hash = await hashPassword(password);
      // The new password and the end of the user's sessions: both or neither.
      await db.transaction((tx) => usersRepo(tx).setPassword(member.id, hash));
      return { password };
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
