import type { Queryable } from '../db/db.js';
import type { Attributes, Policy } from './policies.schemas.js';

/** Whose policies: a role's (its users') or an API user's. */
export type Subject = { role_id: string } | { api_user_id: string };

interface PolicyRow {
  module_id: string;
  row_column: string | null;
  row_values: string[] | null;
  row_attribute: string | null;
  hidden_columns: string[];
}

const COLUMNS = 'p.module_id, p.row_column, p.row_values, p.row_attribute, p.hidden_columns';

function policyOf(r: PolicyRow): Policy {
  const row_filter =
    r.row_column === null
      ? null
      : r.row_attribute !== null
        ? { column: r.row_column, attribute: r.row_attribute }
        : { column: r.row_column, values: r.row_values ?? [] };
  return { module_id: r.module_id, row_filter, hidden_columns: r.hidden_columns };
}

const subjectColumn = (s: Subject) => ('role_id' in s ? 'role_id' : 'api_user_id');
const subjectId = (s: Subject) => ('role_id' in s ? s.role_id : s.api_user_id);

/** Access policies (migration 011), one per subject and module. */
export function policiesRepo(q: Queryable) {
  return {
    async list(customerId: string, subject: Subject): Promise<Policy[]> {
      const { rows } = await q.query<PolicyRow>(
        `SELECT ${COLUMNS} FROM access_policies p WHERE p.customer_id = $1 AND p.${subjectColumn(subject)} = $2 ORDER BY p.created_at, p.module_id`,
        [customerId, subjectId(subject)],
      );
      return rows.map(policyOf);
    },

    /** Replaces every policy of the subject (run in the transaction that checked them). */
    async replace(customerId: string, subject: Subject, policies: Policy[]): Promise<void> {
      await q.query(`DELETE FROM access_policies WHERE customer_id = $1 AND ${subjectColumn(subject)} = $2`, [customerId, subjectId(subject)]);
      for (const p of policies) {
        const f = p.row_filter;
        await q.query(
          `INSERT INTO access_policies (customer_id, module_id, ${subjectColumn(subject)}, row_column, row_values, row_attribute, hidden_columns)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            customerId,
            p.module_id,
            subjectId(subject),
            f?.column ?? null,
            f && 'values' in f ? f.values : null,
            f && 'attribute' in f ? f.attribute : null,
            p.hidden_columns,
          ],
        );
      }
    },

    /**
     * What limits an account's reading: the policies of its role (a portal user) or its own (an API
     * user), and its attributes. The owner has neither.
     */
    async forAccount(userId: string): Promise<{ policies: Policy[]; attributes: Attributes; subject: Subject | null }> {
      const { rows } = await q.query<PolicyRow & { attributes: Attributes; role_id: string | null; kind: string }>(
        `SELECT ${COLUMNS}, u.attributes, u.role_id, u.kind
           FROM users u LEFT JOIN access_policies p
             ON (u.kind = 'user' AND p.role_id = u.role_id) OR (u.kind = 'api_user' AND p.api_user_id = u.id)
          WHERE u.id = $1
          ORDER BY p.created_at, p.module_id`,
        [userId],
      );
      const first = rows[0];
      if (!first) return { policies: [], attributes: {}, subject: null };
      const subject: Subject | null = first.kind === 'api_user' ? { api_user_id: userId } : first.role_id ? { role_id: first.role_id } : null;
      return { policies: rows.filter((r) => r.module_id !== null).map(policyOf), attributes: first.attributes ?? {}, subject };
    },
  };
}

export type PoliciesRepo = ReturnType<typeof policiesRepo>;
