import { Type } from 'typebox';
import { gate, portalCaller } from '../auth/gate.js';
import { ErrorBody } from '../http/schemas.js';
import type { App } from '../http/types.js';
import { AgentSpec } from './agent-specs.schemas.js';
import type { AgentSpecsService } from './agent-specs.service.js';

/**
 * The agent UI's spec picker: the trained specs of the caller's customer with their project and
 * exposure. Gated by Access Agent, so that an agent-only user (no View Tree) can pick what to ask.
 */
export function registerAgentSpecRoutes(app: App, deps: { agentSpecs: AgentSpecsService }): void {
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
    async (request) => deps.agentSpecs.list(portalCaller(request).customerId),
  );
}
