import { Type } from 'typebox';
import { actorOf } from '../auth/principal.js';
import { gate, portalCaller } from '../auth/gate.js';
import { ErrorBody, IdParams } from '../http/schemas.js';
import type { App } from '../http/types.js';
import type { ApiUsersService } from './api-users.service.js';
import type { UsersService } from './users.service.js';
import {
  ApiUserSchema,
  CreateApiUserBody,
  CreatedApiUserSchema,
  CreatedUserSchema,
  CreateUserBody,
  PasswordResponse,
  RoleOptionSchema,
  UpdateApiUserBody,
  UpdateUserBody,
  UserSchema,
} from './users.schemas.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export function registerUserRoutes(app: App, deps: { users: UsersService; apiUsers: ApiUsersService }): void {
  const { users, apiUsers } = deps;
  const config = { gate: gate.flag('can_add_users') };
  const tags = ['users'];

  app.get(
    '/api/v1/core/users',
    {
      config,
      schema: { tags, summary: 'List the customer’s portal users; the owner has is_owner true', response: { 200: Type.Array(UserSchema), ...errors } },
    },
    async (request) => users.list(actorOf(portalCaller(request))),
  );

  app.get(
    '/api/v1/core/users/role-options',
    {
      config,
      schema: {
        tags,
        summary: 'The roles the caller may give a user (names only): those holding no flag the caller lacks; the owner sees all',
        response: { 200: Type.Array(RoleOptionSchema), ...errors },
      },
    },
    async (request) => users.roleOptions(actorOf(portalCaller(request))),
  );

  app.post(
    '/api/v1/core/users',
    {
      config,
      schema: {
        tags,
        summary: 'Create a portal user; the password is generated (and returned once) when omitted; a non-owner may only assign a role within its own flags',
        body: CreateUserBody,
        response: { 201: CreatedUserSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await users.create(actorOf(portalCaller(request)), request.body)),
  );

  app.patch(
    '/api/v1/core/users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Rename a user or change its role (within the caller’s own flags; nobody but the owner changes their own role)',
        params: IdParams,
        body: UpdateUserBody,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => users.update(actorOf(portalCaller(request)), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/core/users/:id',
    { config, schema: { tags, summary: 'Delete a user', params: IdParams, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await users.delete(actorOf(portalCaller(request)), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/core/users/:id/regenerate-password',
    {
      config,
      schema: {
        tags,
        summary: 'Give a user a new generated password (shown once); its sessions end; a non-owner must hold every flag of the user’s role',
        params: IdParams,
        response: { 200: PasswordResponse, ...errors },
      },
    },
    async (request) => users.regeneratePassword(actorOf(portalCaller(request)), request.params.id),
  );

  const ownerOnly = { gate: gate.owner };
  const apiTags = ['api-users'];

  app.get(
    '/api/v1/core/api-users',
    { config: ownerOnly, schema: { tags: apiTags, summary: 'List API users (owner only)', response: { 200: Type.Array(ApiUserSchema), ...errors } } },
    async (request) => apiUsers.list(actorOf(portalCaller(request))),
  );

  app.post(
    '/api/v1/core/api-users',
    {
      config: ownerOnly,
      schema: {
        tags: apiTags,
        summary: 'Create an API user; its generated password is returned once. These credentials belong on servers only.',
        body: CreateApiUserBody,
        response: { 201: CreatedApiUserSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await apiUsers.create(actorOf(portalCaller(request)), request.body)),
  );

  app.patch(
    '/api/v1/core/api-users/:id',
    {
      config: ownerOnly,
      schema: {
        tags: apiTags,
        summary: 'Restrict the client addresses (CIDR ranges) an API user may call from; null allows any',
        params: IdParams,
        body: UpdateApiUserBody,
        response: { 200: ApiUserSchema, ...errors },
      },
    },
    async (request) => apiUsers.setAllowedRanges(actorOf(portalCaller(request)), request.params.id, request.body.allowed_ranges),
  );

  app.delete(
    '/api/v1/core/api-users/:id',
    {
      config: ownerOnly,
      schema: { tags: apiTags, summary: 'Delete an API user; its tokens stop working', params: IdParams, response: { 204: Type.Null(), ...errors } },
    },
    async (request, reply) => {
      await apiUsers.delete(actorOf(portalCaller(request)), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/core/api-users/:id/regenerate-password',
    {
      config: ownerOnly,
      schema: {
        tags: apiTags,
        summary: 'Give an API user a new generated password; its earlier tokens stop working',
        params: IdParams,
        response: { 200: PasswordResponse, ...errors },
      },
    },
    async (request) => apiUsers.regeneratePassword(actorOf(portalCaller(request)), request.params.id),
  );
}
