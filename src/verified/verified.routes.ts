import { Type } from 'typebox';
import { gate, portalCaller } from '../auth/gate.js';
import { ErrorBody, IdParams } from '../http/schemas.js';
import type { App } from '../http/types.js';
import type { VerifiedService } from './verified.service.js';
import { CheckBody, CheckListSchema, VerifiedParams, VerifiedSchema, VerifyBody } from './verified.schemas.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

const callerOf = (request: Parameters<typeof portalCaller>[0]) => {
  const p = portalCaller(request);
  return { userId: p.userId, username: p.username, customerId: p.customerId };
};

/** Verified questions and each project's check list (issue 25, items 3, 4 and 6). */
export function registerVerifiedRoutes(app: App, deps: { verified: VerifiedService }): void {
  const { verified } = deps;

  app.post(
    '/api/v1/inference/verified',
    {
      config: { gate: gate.flag('can_create_semantic_dataset') },
      schema: {
        tags: ['agent'],
        summary: 'Mark one of your answers as verified: its question and the reading that answered, kept with the spec’s project',
        description:
          'Only an answer of the caller’s own agent history (else 404 "answer not found") that was answered (else 400). A later ' +
          'question with the same words, or the same shape with other values, is answered with this reading and says so. The same ' +
          'question verified again replaces the reading (`replaced`); the audit trail keeps both (verified_question.save).',
        security: [{ session: [] }],
        body: VerifyBody,
        response: { 201: VerifiedSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await verified.verify(callerOf(request), request.body)),
  );

  app.get(
    '/api/v1/projects/:id/verified',
    {
      config: { gate: gate.flag('can_view_tree') },
      schema: {
        tags: ['projects'],
        summary: 'The project’s check list: its verified questions, and how each trained spec answers them',
        description:
          'Pass, fail or stale per question and spec, and a figure per spec; never a value of an answer. Below full exposure the questions’ words pass the exposure guard.',
        security: [{ session: [] }],
        params: IdParams,
        response: { 200: CheckListSchema, ...errors },
      },
    },
    async (request) => verified.list(callerOf(request), request.params.id),
  );

  app.post(
    '/api/v1/projects/:id/verified/check',
    {
      config: { gate: gate.flag('can_create_semantic_dataset') },
      schema: {
        tags: ['projects'],
        summary: 'Rerun the project’s verified questions on one of its trained specs (the newest by default); they also rerun after every build',
        security: [{ session: [] }],
        params: IdParams,
        body: CheckBody,
        response: { 200: CheckListSchema, ...errors },
      },
    },
    async (request) => verified.check(callerOf(request), request.params.id, request.body.spec_id),
  );

  app.delete(
    '/api/v1/projects/:id/verified/:verified_id',
    {
      config: { gate: gate.flag('can_create_semantic_dataset') },
      schema: {
        tags: ['projects'],
        summary: 'Remove a verified question from the project (audited as verified_question.delete)',
        security: [{ session: [] }],
        params: VerifiedParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await verified.remove(callerOf(request), request.params.id, request.params.verified_id);
      return reply.status(204).send(null);
    },
  );
}
