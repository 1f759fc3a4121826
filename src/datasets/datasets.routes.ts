import type { IncomingMessage } from 'node:http';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { actorOf } from '../auth/principal.js';
import { gate, portalCaller } from '../auth/gate.js';
import { ErrorBody } from '../http/schemas.js';
import type { App } from '../http/types.js';
import type { DatasetsService } from './datasets.service.js';
import { BatchParams, BatchSchema, CustomerParams, UploadQuery } from './datasets.schemas.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['datasets'];

/** Uploads are streamed, never buffered: the route's own parsers hand the raw body over. */
const UPLOAD_BODY_LIMIT = 16 * 1024 ** 3;

/** The body's announced size, when the client gave a usable one. */
function declaredLength(header: string | undefined): number | undefined {
  const n = Number(header);
  return header !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

export function registerDatasetRoutes(app: App, deps: { datasets: DatasetsService }): void {
  const { datasets } = deps;
  // Uploads cut short by a stopped process leave nothing half imported behind.
  app.addHook('onReady', async () => {
    await datasets.sweepInterrupted().catch(() => {});
  });

  app.get(
    '/api/v1/customers/:id/import-batches',
    {
      config: { gate: gate.flag('can_view_datasets') },
      schema: {
        tags,
        summary: 'List the customer’s import batches, newest first (importing ones show their progress)',
        params: CustomerParams,
        response: { 200: Type.Array(BatchSchema), ...errors },
      },
    },
    async (request) => datasets.list(actorOf(portalCaller(request)), request.params.id),
  );

  app.get(
    '/api/v1/customers/:id/import-batches/:batchId',
    {
      config: { gate: gate.flag('can_view_datasets') },
      schema: { tags, summary: 'One import batch (status and row count while it streams)', params: BatchParams, response: { 200: BatchSchema, ...errors } },
    },
    async (request) => datasets.get(actorOf(portalCaller(request)), request.params.id, request.params.batchId),
  );

  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    scope.removeContentTypeParser(['application/json']);
    scope.addContentTypeParser(['text/csv', 'application/json'], (_request, payload, done) => done(null, payload));
    scope.post(
      '/api/v1/customers/:id/import-batches',
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        config: { gate: gate.flag('can_add_datasets') },
        schema: {
          tags,
          summary:
            'Upload a raw file as a new import batch: the body is the file, Content-Type text/csv (comma, semicolon or tab; ' +
            'RFC 4180 quoting, or backslash-escaped quotes when the file starts with them; UTF-8, BOM allowed) or ' +
            'application/json (an array of objects). Header names: whitespace runs become one space, an empty one is ' +
            '"Column N", a repeated one "Name (2)", "Name (3)" …. Streamed to the database; types inferred over the whole ' +
            'file. A bad file is a 400 whose detail names the line. An upload that would take the customer’s imported files ' +
            'over its tier’s storage quota (STORAGE_QUOTAS, counted in bytes of the files as uploaded) is refused with 413 ' +
            '"storage quota exceeded" and stores nothing: before reading when Content-Length announces it, else as soon as it streams past.',
          params: CustomerParams,
          querystring: UploadQuery,
          consumes: ['text/csv', 'application/json'],
          response: { 201: BatchSchema, ...errors, 413: ErrorBody },
        },
      },
      async (request, reply) => {
        const type = String(request.headers['content-type'] ?? '')
          .split(';')[0]!
          .trim()
          .toLowerCase();
        // The client closing the connection before the answer is a cancel: the upload stops and keeps nothing.
        const cancel = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) cancel.abort();
        });
        const batch = await datasets.upload(actorOf(portalCaller(request)), request.params.id, {
          name: request.query.name,
          format: type === 'application/json' ? 'json' : 'csv',
          body: request.body as IncomingMessage,
          declaredBytes: declaredLength(request.headers['content-length']),
          signal: cancel.signal,
        });
        return reply.status(201).send(batch);
      },
    );
  });
}
