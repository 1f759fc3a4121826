import { Type } from 'typebox';
import type { Db } from '../db/db.js';
import { gate, portalCaller } from '../auth/gate.js';
import { ErrorBody } from '../http/schemas.js';
import type { App } from '../http/types.js';
import { semanticRepo } from '../semantic/semantic.repo.js';
import { literalUnion } from '../literal-union.js';
import { EXPOSURES } from '../contracts/exposure.js';

const AgentSpec = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    trained_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    project: Type.Object({
      id: Type.String(),
      name: Type.String(),
      exposure: literalUnion(EXPOSURES),
    }),
  },
  { title: 'AgentSpec' },
);

/**
 * The agent UI's spec picker: the trained specs of the caller's customer with their project and
 * exposure. Gated by Access Agent, so that an agent-only user (no View Tree) can pick what to ask.
 */
export function registerAgentSpecRoutes(app: App, deps: { db: Db }): void {
  app.get(
    '/api/v1/agent/specs',
    {
      config: { gate: gate.flag('can_access_agent') },
      schema: {
        tags: ['agent'],
        summary: 'The trained semantic specs the portal agent can be asked about, with their project and exposure (Access Agent)',
        security: [{ session: [] }],
        response: { 200: Type.Array(AgentSpec), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const caller = portalCaller(request);
      const rows = await semanticRepo(deps.db).listTrainedWithProjects(caller.customerId);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        trained_at: r.trained_at === null ? null : new Date(r.trained_at).toISOString(),
        project: { id: r.project_id, name: r.project_name, exposure: r.exposure },
      }));
    },
  );
}
