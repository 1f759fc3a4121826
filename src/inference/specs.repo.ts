import type { Queryable } from '../db/db.js';
import { isUuid } from '../http/schemas.js';
import type { Exposure, SpecDoc } from '../semantic/spec.types.js';

export interface ScopedSpec {
  id: string;
  customer_id: string;
  status: 'building' | 'trained' | 'failed';
  exposure: Exposure;
  spec: SpecDoc | null;
}

/** Specs by id, whoever owns them: the inference service decides what the caller may use. */
export function specsRepo(q: Queryable) {
  return {
    async findMany(ids: string[]): Promise<ScopedSpec[]> {
      const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
      if (valid.length === 0) return [];
      const { rows } = await q.query<ScopedSpec>(
        `SELECT s.id, s.customer_id, s.status, p.exposure, s.spec
           FROM semantic_specs s JOIN projects p ON p.id = s.project_id
          WHERE s.id = ANY($1::uuid[])`,
        [valid],
      );
      return rows;
    },
  };
}
