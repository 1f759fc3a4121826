import type { Queryable } from '../db/db.js';
import { isUuid } from '../contracts/ids.js';
import type { Exposure } from '../contracts/exposure.js';

export interface ProjectRecord {
  id: string;
  customer_id: string;
  name: string;
  exposure: Exposure;
  module_ids: string[];
  created_at: Date;
  updated_at: Date;
}

const SELECT = `SELECT p.id, p.customer_id, p.name, p.exposure, p.created_at, p.updated_at,
  COALESCE((SELECT array_agg(pm.module_id::text ORDER BY pm.position, pm.module_id) FROM project_modules pm WHERE pm.project_id = p.id), '{}') AS module_ids
  FROM projects p`;

export function projectsRepo(q: Queryable) {
  return {
    async insert(p: { customerId: string; name: string; exposure: Exposure }): Promise<string> {
      const { rows } = await q.query<{ id: string }>('INSERT INTO projects (customer_id, name, exposure) VALUES ($1, $2, $3) RETURNING id', [
        p.customerId,
        p.name,
        p.exposure,
      ]);
      return rows[0]!.id;
    },

    async setModules(projectId: string, moduleIds: string[]): Promise<void> {
      await q.query('DELETE FROM project_modules WHERE project_id = $1', [projectId]);
      if (moduleIds.length === 0) return;
      await q.query(
        `INSERT INTO project_modules (project_id, module_id, position)
         SELECT $1, m, o::int FROM unnest($2::uuid[]) WITH ORDINALITY AS t(m, o)`,
        [projectId, moduleIds],
      );
    },

    async update(id: string, p: { name: string; exposure: Exposure }): Promise<void> {
      await q.query('UPDATE projects SET name = $2, exposure = $3, updated_at = now() WHERE id = $1', [id, p.name, p.exposure]);
    },

    /** The exposure levels of the customer's other projects that hold any of these modules. */
    async exposuresHolding(customerId: string, moduleIds: string[], exceptProjectId: string | null): Promise<Exposure[]> {
      if (moduleIds.length === 0) return [];
      const { rows } = await q.query<{ exposure: Exposure }>(
        `SELECT DISTINCT p.exposure FROM projects p JOIN project_modules pm ON pm.project_id = p.id
         WHERE p.customer_id = $1 AND pm.module_id = ANY($2::uuid[]) AND p.id IS DISTINCT FROM $3::uuid`,
        [customerId, moduleIds, exceptProjectId],
      );
      return rows.map((r) => r.exposure);
    },

    async list(customerId: string): Promise<ProjectRecord[]> {
      const { rows } = await q.query<ProjectRecord>(`${SELECT} WHERE p.customer_id = $1 ORDER BY p.created_at DESC, p.id`, [customerId]);
      return rows;
    },

    async find(customerId: string, id: string, opts: { forUpdate?: boolean } = {}): Promise<ProjectRecord | undefined> {
      if (!isUuid(id)) return undefined;
      const { rows } = await q.query<ProjectRecord>(`${SELECT} WHERE p.customer_id = $1 AND p.id = $2${opts.forUpdate ? ' FOR UPDATE OF p' : ''}`, [
        customerId,
        id,
      ]);
      return rows[0];
    },
  };
}
