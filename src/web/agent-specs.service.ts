import type { Static } from 'typebox';
import type { Db } from '../db/db.js';
import { semanticRepo } from '../semantic/semantic.repo.js';
import type { AgentSpec } from './agent-specs.schemas.js';

/** The agent UI's spec picker: the trained specs of a customer, with their project and its exposure. */
export function agentSpecsService(deps: { db: Db }) {
  return {
    async list(customerId: string): Promise<Static<typeof AgentSpec>[]> {
      const rows = await semanticRepo(deps.db).listTrainedWithProjects(customerId);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        trained_at: r.trained_at === null ? null : new Date(r.trained_at).toISOString(),
        project: { id: r.project_id, name: r.project_name, exposure: r.exposure },
      }));
    },
  };
}

export type AgentSpecsService = ReturnType<typeof agentSpecsService>;
