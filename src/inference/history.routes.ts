import { Type } from 'typebox';
import { gate, portalCaller } from '../auth/gate.js';
import { ErrorBody } from '../http/schemas.js';
import type { App } from '../http/types.js';
import type { HistoryService } from './history.service.js';
import { SessionParams, SessionResponse, SessionsResponse } from './history.schemas.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The portal agent's sessions, the signed-in user's own: listed, reopened, deleted. */
export function registerHistoryRoutes(app: App, deps: { history: HistoryService }): void {
  const { history } = deps;

  app.get(
    '/api/v1/agent/sessions',
    {
      config: { gate: gate.flag('can_access_agent') },
      schema: {
        tags: ['agent'],
        summary: 'The signed-in user’s agent sessions within AGENT_HISTORY_DAYS, the latest first (at most 100)',
        security: [{ session: [] }],
        response: { 200: SessionsResponse, ...errors },
      },
    },
    async (request) => history.sessions(portalCaller(request)),
  );

  app.get(
    '/api/v1/agent/sessions/:session_id',
    {
      config: { gate: gate.flag('can_access_agent') },
      schema: {
        tags: ['agent'],
        summary: 'One of the signed-in user’s sessions, its questions and answers in order',
        description:
          'Another user’s session, or one past AGENT_HISTORY_DAYS, is 404 "session not found". An answer whose specs were deleted, ' +
          'whose project’s exposure was lowered, or given before the account’s row or column policies or attributes changed, is not ' +
          'shown again (`answer` null, `withheld` says why).',
        security: [{ session: [] }],
        params: SessionParams,
        response: { 200: SessionResponse, ...errors },
      },
    },
    async (request) => history.session(portalCaller(request), request.params.session_id),
  );

  app.delete(
    '/api/v1/agent/sessions/:session_id',
    {
      config: { gate: gate.flag('can_access_agent') },
      schema: {
        tags: ['agent'],
        summary: 'Delete one of the signed-in user’s sessions (its audit entries stay)',
        security: [{ session: [] }],
        params: SessionParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await history.delete(portalCaller(request), request.params.session_id);
      return reply.status(204).send(null);
    },
  );
}
