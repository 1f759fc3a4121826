import type { Queryable } from '../db/db.js';

export interface CustomerRecord {
  id: string;
  name: string;
  tier: string;
  created_at: Date;
  owner_id: string | null;
  owner_username: string | null;
}

export function customersRepo(q: Queryable) {
  return {
    /** Whether any customer exists (the demo seeds only an empty service). */
    async any(): Promise<boolean> {
      const { rows } = await q.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM customers) AS any');
      return rows[0]!.any;
    },

    async insert(c: { name: string; tier: string }): Promise<string> {
      const { rows } = await q.query<{ id: string }>('INSERT INTO customers (name, tier) VALUES ($1, $2) RETURNING id', [c.name, c.tier]);
      return rows[0]!.id;
    },

    async list(): Promise<CustomerRecord[]> {
      const { rows } = await q.query<CustomerRecord>(
        `SELECT c.id, c.name, c.tier, c.created_at, u.id AS owner_id, u.username AS owner_username
           FROM customers c LEFT JOIN users u ON u.customer_id = c.id AND u.kind = 'owner'
          ORDER BY c.created_at, c.id`,
      );
      return rows;
    },

    async tierOf(customerId: string): Promise<string | undefined> {
      const { rows } = await q.query<{ tier: string }>('SELECT tier FROM customers WHERE id = $1', [customerId]);
      return rows[0]?.tier;
    },
  };
}
