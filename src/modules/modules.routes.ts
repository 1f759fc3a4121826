import { Type } from 'typebox';
import { actorOf } from '../auth/principal.js';
import { gate, portalCaller } from '../auth/gate.js';
import { ErrorBody, IdParams } from '../http/schemas.js';
import type { App } from '../http/types.js';
import type { ModulesService } from './modules.service.js';
import { CreateModuleBody, JoinsBody, LabelsBody, ModuleLayerSchema, ModuleSchema, SettingsBody } from './modules.schemas.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['modules'];

export function registerModuleRoutes(app: App, deps: { modules: ModulesService }): void {
  const { modules } = deps;
  const view = { gate: gate.flag('can_view_datasets') };
  const build = { gate: gate.flag('can_add_module') };

  app.get(
    '/api/v1/modules',
    { config: view, schema: { tags, summary: 'List the customer’s modules, newest first', response: { 200: Type.Array(ModuleSchema), ...errors } } },
    async (request) => modules.list(actorOf(portalCaller(request))),
  );

  app.get(
    '/api/v1/modules/:id',
    {
      config: view,
      schema: { tags, summary: 'One module (status, row count, last import error)', params: IdParams, response: { 200: ModuleSchema, ...errors } },
    },
    async (request) => modules.get(actorOf(portalCaller(request)), request.params.id),
  );

  app.post(
    '/api/v1/modules',
    {
      config: build,
      schema: {
        tags,
        summary: 'Create a draft module from an import batch: column selection, identifiers, types, labels',
        body: CreateModuleBody,
        response: { 201: ModuleSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await modules.create(actorOf(portalCaller(request)), request.body)),
  );

  app.put(
    '/api/v1/modules/:id/settings',
    {
      config: build,
      schema: {
        tags,
        summary: 'Change the name and description (any time) or the columns (draft only, else 409)',
        params: IdParams,
        body: SettingsBody,
        response: { 200: ModuleSchema, ...errors },
      },
    },
    async (request) => modules.settings(actorOf(portalCaller(request)), request.params.id, request.body),
  );

  app.put(
    '/api/v1/modules/:id/labels',
    {
      config: build,
      schema: {
        tags,
        summary: 'Set the module’s synonyms and each column’s human label and synonyms (used by the agent)',
        params: IdParams,
        body: LabelsBody,
        response: { 200: ModuleSchema, ...errors },
      },
    },
    async (request) => modules.labels(actorOf(portalCaller(request)), request.params.id, request.body),
  );

  app.get(
    '/api/v1/modules/:id/semantic',
    {
      config: build,
      schema: {
        tags,
        summary:
          'The semantic layer the next spec build would give this module, read from its imported rows: what its records are called ' +
          'and their key, each column’s label, kind (role) and, for measures, default aggregation, additivity and unit; the metrics. ' +
          'Values the builder set are marked `set`; change them with PUT …/labels. 409 until the module is imported',
        params: IdParams,
        response: { 200: ModuleLayerSchema, ...errors },
      },
    },
    async (request) => modules.layer(actorOf(portalCaller(request)), request.params.id),
  );

  app.put(
    '/api/v1/modules/:id/joins',
    {
      config: build,
      schema: {
        tags,
        summary:
          'Declare (or confirm) the joins of this module: which of its columns hold values of another module’s column. ' +
          'The next spec build uses them, with the joins it discovers itself',
        params: IdParams,
        body: JoinsBody,
        response: { 200: ModuleSchema, ...errors },
      },
    },
    async (request) => modules.setJoins(actorOf(portalCaller(request)), request.params.id, request.body),
  );

  app.post(
    '/api/v1/modules/:id/finalize',
    {
      config: build,
      schema: { tags, summary: 'Freeze the module’s definition (draft → finalized)', params: IdParams, response: { 200: ModuleSchema, ...errors } },
    },
    async (request) => modules.finalize(actorOf(portalCaller(request)), request.params.id),
  );

  app.post(
    '/api/v1/modules/:id/run-import',
    {
      config: build,
      schema: {
        tags,
        summary:
          'Load the batch’s rows into the module’s typed table, all or nothing (→ imported with row_count). A cell that does not ' +
          'cast to its column type fails the load: 400 with every bad cell as /rows/<row>/<column> (row = data row of the file, header not counted)',
        params: IdParams,
        response: { 200: ModuleSchema, ...errors },
      },
    },
    async (request) => modules.runImport(actorOf(portalCaller(request)), request.params.id),
  );
}
