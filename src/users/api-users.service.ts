import type { Db } from '../db/db.js';
import { NotFoundError } from '../errors.js';
import type { Actor } from '../auth/principal.js';
import { generatePassword, hashPassword } from '../auth/passwords.js';
import { usersRepo } from './users.repo.js';
import { uniqueUsername } from './users.service.js';
import { normaliseRanges } from './address-ranges.js';

/**
 * API users: the accounts servers use through /api/v1/authorize. A new password (or deletion)
 * bumps the account's credential version, which makes every token issued before invalid.
 */
export function apiUsersService(deps: { db: Db }) {
  const { db } = deps;

  async function mustFind(actor: Actor, id: string) {
    const account = await usersRepo(db).findInCustomer(actor.customerId, id, ['api_user']);
    if (!account) throw new NotFoundError('api user not found');
    return account;
  }

  return {
    async list(actor: Actor) {
      return (await usersRepo(db).listApiUsers(actor.customerId)).map((a) => ({ ...a, created_at: a.created_at.toISOString() }));
    },

    /** Restricts where the API user may call from (CIDR ranges), or lifts the restriction with null. */
    async setAllowedRanges(actor: Actor, id: string, ranges: string[] | null) {
      const account = await mustFind(actor, id);
      await usersRepo(db).setAllowedRanges(account.id, ranges === null ? null : normaliseRanges(ranges));
      const updated = (await this.list(actor)).find((a) => a.id === account.id)!;
      return updated;
    },

    async create(actor: Actor, input: { username: string }) {
      const password = generatePassword(input.username);
      const passwordHash = await hashPassword(password);
      const id = await uniqueUsername(() =>
        usersRepo(db).insert({ kind: 'api_user', customerId: actor.customerId, roleId: null, username: input.username, passwordHash }),
      );
      return { id, username: input.username, password };
    },

    async delete(actor: Actor, id: string): Promise<void> {
      await usersRepo(db).delete((await mustFind(actor, id)).id);
    },

    async regeneratePassword(actor: Actor, id: string): Promise<{ password: string }> {
      const account = await mustFind(actor, id);
      const password = generatePassword(account.username);
      const hash = await hashPassword(password);
      // The new password and the end of the account's sessions: both or neither.
      await db.transaction((tx) => usersRepo(tx).setPassword(account.id, hash));
      return { password };
    },
  };
}

export type ApiUsersService = ReturnType<typeof apiUsersService>;
