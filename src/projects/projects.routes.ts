import { Type } from 'typebox';
import { actorOf } from '../auth/principal.js';
import { gate, portalCaller } from '../auth/gate.js';
import { ErrorBody, IdParams } from '../http/schemas.js';
import type { App } from '../http/types.js';
import type { ProjectsService } from './projects.service.js';
import { CreateProjectBody, ProjectSchema, TreeSchema, UpdateProjectBody } from './projects.schemas.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['projects'];

export function registerProjectRoutes(app: App, deps: { projects: ProjectsService }): void {
  const { projects } = deps;

  app.post(
    '/api/v1/projects',
    {
      config: { gate: gate.flag('can_add_projects') },
      schema: {
        tags,
        summary: 'Create a project: modules of the customer grouped under one exposure level',
        body: CreateProjectBody,
        response: { 201: ProjectSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await projects.create(actorOf(portalCaller(request)), request.body)),
  );

  app.get(
    '/api/v1/projects',
    {
      config: { gate: gate.signedIn },
      schema: { tags, summary: 'List the customer’s projects (any signed-in portal user)', response: { 200: Type.Array(ProjectSchema), ...errors } },
    },
    async (request) => projects.list(actorOf(portalCaller(request))),
  );

  app.get(
    '/api/v1/projects/:id',
    {
      config: { gate: gate.signedIn },
      schema: { tags, summary: 'One project (any signed-in portal user)', params: IdParams, response: { 200: ProjectSchema, ...errors } },
    },
    async (request) => projects.get(actorOf(portalCaller(request)), request.params.id),
  );

  app.patch(
    '/api/v1/projects/:id',
    {
      config: { gate: gate.flag('can_add_projects') },
      schema: {
        tags,
        summary:
          'Change a project’s name, exposure level (applies to inference at once; loosening is owner-only; audited as project.exposure_change) or modules',
        params: IdParams,
        body: UpdateProjectBody,
        response: { 200: ProjectSchema, ...errors },
      },
    },
    async (request) => projects.update(actorOf(portalCaller(request)), request.params.id, request.body),
  );

  app.get(
    '/api/v1/projects/:id/tree',
    {
      config: { gate: gate.flag('can_view_tree') },
      schema: {
        tags,
        summary: 'The project tree: the project, its modules and its semantic specs',
        params: IdParams,
        response: { 200: TreeSchema, ...errors },
      },
    },
    async (request) => projects.tree(actorOf(portalCaller(request)), request.params.id),
  );
}
