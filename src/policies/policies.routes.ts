import { actorOf } from '../auth/principal.js';
import { gate, portalCaller } from '../auth/gate.js';
import { ErrorBody, IdParams } from '../http/schemas.js';
import type { App } from '../http/types.js';
import type { PoliciesService } from './policies.service.js';
import { AttributesBody, PoliciesBody, PoliciesResponse } from './policies.schemas.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['policies'];
const POLICY =
  'A policy limits what the agent reads of one module for its subject: `row_filter` keeps only rows whose column holds one ' +
  'of `values`, or one of the values of the calling user’s `attribute` (a caller without the attribute reads no rows); ' +
  '`hidden_columns` are answered as if they did not exist. The PUT replaces every policy of the subject.';

export function registerPolicyRoutes(app: App, deps: { policies: PoliciesService }): void {
  const { policies } = deps;
  const roles = { gate: gate.flag('can_add_roles') };
  const owner = { gate: gate.owner };

  app.get(
    '/api/v1/core/roles/:id/policies',
    {
      config: roles,
      schema: {
        tags,
        summary: 'The access policies of a role (its users’ rows and columns)',
        description: POLICY,
        params: IdParams,
        response: { 200: PoliciesResponse, ...errors },
      },
    },
    async (request) => ({ policies: await policies.ofRole(actorOf(portalCaller(request)), request.params.id) }),
  );

  app.put(
    '/api/v1/core/roles/:id/policies',
    {
      config: roles,
      schema: {
        tags,
        summary: 'Set the access policies of a role; a non-owner may only narrow them (else 403), and not on its own role or a system role',
        description: POLICY,
        params: IdParams,
        body: PoliciesBody,
        response: { 200: PoliciesResponse, ...errors },
      },
    },
    async (request) => ({ policies: await policies.setOfRole(actorOf(portalCaller(request)), request.params.id, request.body.policies) }),
  );

  app.get(
    '/api/v1/core/api-users/:id/policies',
    {
      config: owner,
      schema: {
        tags,
        summary: 'The access policies of an API user (owner only)',
        description: POLICY,
        params: IdParams,
        response: { 200: PoliciesResponse, ...errors },
      },
    },
    async (request) => ({ policies: await policies.ofApiUser(actorOf(portalCaller(request)), request.params.id) }),
  );

  app.put(
    '/api/v1/core/api-users/:id/policies',
    {
      config: owner,
      schema: {
        tags,
        summary: 'Set the access policies of an API user (owner only): one API user per end customer over one shared dataset',
        description: POLICY,
        params: IdParams,
        body: PoliciesBody,
        response: { 200: PoliciesResponse, ...errors },
      },
    },
    async (request) => ({ policies: await policies.setOfApiUser(actorOf(portalCaller(request)), request.params.id, request.body.policies) }),
  );

  for (const [path, kind, what] of [
    ['/api/v1/core/users/:id/attributes', 'user', 'a portal user'],
    ['/api/v1/core/api-users/:id/attributes', 'api_user', 'an API user'],
  ] as const) {
    app.get(
      path,
      {
        config: owner,
        schema: {
          tags,
          summary: `The attributes of ${what} that policies’ attribute filters read (owner only)`,
          params: IdParams,
          response: { 200: AttributesBody, ...errors },
        },
      },
      async (request) => ({ attributes: await policies.attributes(actorOf(portalCaller(request)), request.params.id, kind) }),
    );
    app.put(
      path,
      {
        config: owner,
        schema: {
          tags,
          summary: `Set the attributes of ${what} (owner only), e.g. {"region": "North"}; they replace the earlier ones`,
          params: IdParams,
          body: AttributesBody,
          response: { 200: AttributesBody, ...errors },
        },
      },
      async (request) => ({ attributes: await policies.setAttributes(actorOf(portalCaller(request)), request.params.id, kind, request.body.attributes) }),
    );
  }
}
