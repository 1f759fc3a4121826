import { Type } from 'typebox';
import { actorOf } from '../auth/principal.js';
import { gate, portalCaller } from '../auth/gate.js';
import { ErrorBody, IdParams } from '../http/schemas.js';
import type { App } from '../http/types.js';
import type { RolesService } from './roles.service.js';
import { CreateRoleBody, ReassignBody, ReassignResponse, RoleSchema, UpdateRoleBody } from './roles.schemas.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['roles'];

export function registerRoleRoutes(app: App, deps: { roles: RolesService }): void {
  const { roles } = deps;
  const config = { gate: gate.flag('can_add_roles') };

  app.get(
    '/api/v1/core/roles',
    { config, schema: { tags, summary: 'List the customer’s roles', response: { 200: Type.Array(RoleSchema), ...errors } } },
    async (request) => roles.list(actorOf(portalCaller(request))),
  );

  app.post(
    '/api/v1/core/roles',
    {
      config,
      schema: {
        tags,
        summary: 'Create a role; the flags are normalised by the implied rules, and a non-owner may only include flags it holds (else 403)',
        body: CreateRoleBody,
        response: { 201: RoleSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await roles.create(actorOf(portalCaller(request)), request.body)),
  );

  app.get(
    '/api/v1/core/roles/:id',
    { config, schema: { tags, summary: 'One role', params: IdParams, response: { 200: RoleSchema, ...errors } } },
    async (request) => roles.get(actorOf(portalCaller(request)), request.params.id),
  );

  app.patch(
    '/api/v1/core/roles/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Edit a role (not a system role, not the caller’s own); the normalised flags must all be held by a non-owner caller (else 403)',
        params: IdParams,
        body: UpdateRoleBody,
        response: { 200: RoleSchema, ...errors },
      },
    },
    async (request) => roles.update(actorOf(portalCaller(request)), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/core/roles/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a role that no user holds (409 when users hold it); audited as role.delete',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await roles.delete(actorOf(portalCaller(request)), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/core/roles/:id/reassign-and-delete',
    {
      config,
      schema: {
        tags,
        summary:
          'Move every user of the role to the target role and delete it, atomically; a non-owner must hold every flag of the target and not hold the source; audited as role.reassign_and_delete',
        params: IdParams,
        body: ReassignBody,
        response: { 200: ReassignResponse, ...errors },
      },
    },
    async (request) => roles.reassignAndDelete(actorOf(portalCaller(request)), request.params.id, request.body.target_role_id),
  );
}
