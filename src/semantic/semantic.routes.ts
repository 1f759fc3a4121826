import { actorOf } from '../auth/principal.js';
import { gate, portalCaller } from '../auth/gate.js';
import { ErrorBody, IdParams } from '../http/schemas.js';
import type { App } from '../http/types.js';
import type { SemanticService } from './semantic.service.js';
import { BuildAccepted, BuildBody, SpecParams, SpecSchema } from './semantic.schemas.js';
import { Type } from 'typebox';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['semantic'];

export function registerSemanticRoutes(app: App, deps: { semantic: SemanticService }): void {
  const { semantic } = deps;
  app.addHook('onReady', async () => {
    await semantic.failStale().catch(() => {});
  });
  app.addHook('onClose', async () => {
    await semantic.whenIdle();
  });

  app.post(
    '/api/v1/projects/:id/semantic/build',
    {
      config: { gate: gate.flag('can_create_semantic_dataset') },
      // The body is optional: a POST without one builds with the default name.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
      schema: {
        tags,
        summary:
          'Build a semantic spec from the project’s imported modules. 201 with the spec when the build ends within a few ' +
          'seconds (status trained, or failed with its error), else 202 {id, status: building}: poll GET …/semantic/specs/{specId}. ' +
          'A customer runs one build at a time (SPEC_BUILD_CONCURRENCY_PER_CUSTOMER): another waits a moment for it, then 429 ' +
          '"too many concurrent spec builds" with Retry-After',
        params: IdParams,
        body: BuildBody,
        response: { 201: SpecSchema, 202: BuildAccepted, ...errors, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const outcome = await semantic.build(actorOf(portalCaller(request)), request.params.id, request.body);
      return reply.status(outcome.status).send(outcome.body);
    },
  );

  app.get(
    '/api/v1/projects/:id/semantic/specs/:specId',
    {
      config: { gate: gate.flag('can_view_tree') },
      schema: {
        tags,
        summary:
          'A spec’s status (building | trained | failed), progress and, once trained, its document. Gate: can_view_tree (specs are part of the project tree)',
        params: SpecParams,
        response: { 200: SpecSchema, ...errors },
      },
    },
    async (request) => semantic.get(actorOf(portalCaller(request)), request.params.id, request.params.specId),
  );

  app.delete(
    '/api/v1/projects/:id/semantic/specs/:specId',
    {
      config: { gate: gate.flag('can_delete_semantic_dataset') },
      schema: {
        tags,
        summary: 'Delete a spec; inference stops using it at once',
        params: SpecParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await semantic.delete(actorOf(portalCaller(request)), request.params.id, request.params.specId);
      return reply.status(204).send(null);
    },
  );
}
