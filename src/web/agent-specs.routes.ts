import { Type } from '@sinclair/typebox';
import type { Db } from '../db/db.js';
import { gate, portalCaller } from '../http/gate.js';
import { ErrorBody } from '../http/schemas.js';
import type { App } from '../http/types.js';
import { literalUnion } from '../literal-union.js';
import { EXPOSURES, type Exposure } from '../semantic/spec.types.js';

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

interface Row {
  id: string;
  name: string;
  trained_at: Date | string | null;
  project_id: string;
  project_name: string;
  exposure: Exposure;
}

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
      const { rows } = await deps.db.query<Row>(
        `SELECT s.id, s.name, s.trained_at, p.id AS project_id, p.name AS project_name, p.exposure
           FROM semantic_specs s JOIN projects p ON p.id = s.project_id
          WHERE s.customer_id = $1 AND p.customer_id = $1 AND s.status = 'trained'
          ORDER BY lower(p.name), p.id, s.created_at DESC`,
        [caller.customerId],
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        trained_at: r.trained_at === null ? null : new Date(r.trained_at).toISOString(),
        project: { id: r.project_id, name: r.project_name, exposure: r.exposure },
      }));
    },
  );
}
