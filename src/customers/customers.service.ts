import { systemClock, type Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { ValidationError } from '../errors.js';
import { assertPasswordAllowed, hashPassword } from '../auth/passwords.js';
import { rolesRepo } from '../roles/roles.repo.js';
import { usersRepo } from '../users/users.repo.js';
import { uniqueUsername } from '../users/users.service.js';
import { customersRepo } from './customers.repo.js';
import type { Static } from 'typebox';
import type { CreateCustomerInput, CustomerSchema } from './customers.schemas.js';

/** A customer as the admin application and the CLI show it (CustomerSchema). */
export type CustomerView = Static<typeof CustomerSchema>;

/** Provisioning by the global admin application (HTTP and command line share this). */
export function customersService(deps: {
  db: Db;
  tiers: string[];
  defaultTier: string;
  /** The time a new customer's `created_at` says. */
  clock?: Clock;
}) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  return {
    /** Creates the customer, its three system roles and its owner in one transaction. */
    async provision(input: CreateCustomerInput): Promise<CustomerView> {
      const tier = input.tier ?? deps.defaultTier;
      if (!deps.tiers.includes(tier)) {
        throw new ValidationError([{ path: '/tier', message: `must be one of: ${deps.tiers.join(', ')}` }]);
      }
      assertPasswordAllowed(input.owner_password, input.owner_username, '/owner_password');
      const passwordHash = await hashPassword(input.owner_password);
      return db.transaction(async (tx) => {
        const name = input.name.trim();
        const id = await customersRepo(tx).insert({ name, tier });
        await rolesRepo(tx).insertSystemRoles(id);
        const ownerId = await uniqueUsername(
          () => usersRepo(tx).insert({ kind: 'owner', customerId: id, roleId: null, username: input.owner_username, passwordHash }),
          'owner_username',
        );
        return { id, name, tier, created_at: clock().toISOString(), owner: { id: ownerId, username: input.owner_username } };
      });
    },

    async list(): Promise<CustomerView[]> {
      return (await customersRepo(db).list()).map((c) => ({
        id: c.id,
        name: c.name,
        tier: c.tier,
        created_at: c.created_at.toISOString(),
        owner: c.owner_id ? { id: c.owner_id, username: c.owner_username! } : null,
      }));
    },
  };
}

export type CustomersService = ReturnType<typeof customersService>;
