import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { gate, portalCaller } from '../auth/gate.js';
import { toErrorResponse } from '../http/error-handler.js';
import { ErrorBody } from '../http/schemas.js';
import type { App } from '../http/types.js';
import type { AuditSource } from '../audit/audit.repo.js';
import type { InferCall, InferenceService, InferOutcome } from './inference.service.js';
import type { TokensService } from './tokens.service.js';
import type { HistoryService } from './history.service.js';
import {
  AuthorizeBody,
  AuthorizeResponse,
  InferBody,
  InferenceBody,
  InferenceResponse,
  InferResponse,
  type InferenceAnswer,
  type InferenceInput,
  type InferInput,
  type InferResult,
} from './inference.schemas.js';

const inferErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody, 503: ErrorBody };
/** The portal's route also answers 404 for a `previous` answer that is not the caller's. */
const portalErrors = { ...inferErrors, 404: ErrorBody };

export function registerInferenceRoutes(
  app: App,
  deps: { tokens: TokensService; inference: InferenceService; provider: string; history?: HistoryService },
): void {
  const { tokens, inference } = deps;
  // Per-call state between the handler and the error hook: one audit entry per call, never two.
  const calls = new WeakMap<FastifyRequest, InferCall & { audited: boolean }>();

  /** The call's state, made once per request: its correlation id goes on every log line and in a header. */
  function callOf(request: FastifyRequest, reply: FastifyReply, source: AuditSource): InferCall & { audited: boolean } {
    let call = calls.get(request);
    if (!call) {
      const p = request.principal!;
      const body = request.body as { session_id?: unknown } | undefined;
      // Read before validation (a refused call is audited under it too): a label the schema would refuse is replaced.
      const given = body?.session_id;
      const sessionId = typeof given === 'string' && given.length > 0 && given.length <= 200 ? given : randomUUID();
      call = {
        source,
        caller: { id: p.userId, username: p.username, customerId: p.kind === 'global_admin' ? '' : p.customerId },
        correlationId: randomUUID(),
        sessionId,
        audited: false,
      };
      request.log = reply.log = request.log.child({ correlation_id: call.correlationId });
      void reply.header('x-correlation-id', call.correlationId);
      calls.set(request, call);
    }
    return call;
  }

  /** Both inference routes: the call is audited by the service before its answer leaves. */
  const run = async (source: AuditSource, request: FastifyRequest, reply: FastifyReply, input: InferenceInput): Promise<InferOutcome> => {
    const call = callOf(request, reply, source);
    const out = await inference.infer(call, input);
    call.audited = true;
    return out;
  };

  /** /api/v1/infer: exactly the contract's four fields, whatever else the inference produced. */
  const apiAnswer = async (request: FastifyRequest, reply: FastifyReply): Promise<InferResult> => {
    // Only the contract's fields: a reading is the portal's (a body's other fields are not read).
    const { prompt, spec_ids, session_id } = request.body as InferInput;
    const out = await run('api', request, reply, { prompt, spec_ids, session_id });
    return { correlation_id: out.correlation_id, result: out.result, exposure: out.exposure, spec_count: out.spec_count };
  };

  /** /api/v1/inference: the four fields, the understood words, and the rows, chart and SQL at full exposure only. */
  const portalAnswer = async (request: FastifyRequest, reply: FastifyReply): Promise<InferenceAnswer> => {
    const out = await run('portal', request, reply, request.body as InferenceInput);
    const body: InferenceAnswer = {
      correlation_id: out.correlation_id,
      result: out.result,
      exposure: out.exposure,
      spec_count: out.spec_count,
      understood: out.work?.understood ?? [],
    };
    const w = out.work;
    if (out.exposure === 'full' && w?.columns && w.rows && w.chart && w.sql)
      Object.assign(body, { columns: w.columns, rows: w.rows, chart: w.chart, sql: w.sql, reading: w.reading, choices: w.choices });
    // A clarification's readings go out in words only; the queries stay with the server for `choose`.
    if (out.options?.length) body.options = out.options.map((o) => o.words);
    if (out.verified) body.verified = out.verified;
    const input = request.body as InferenceInput;
    const call = callOf(request, reply, 'portal');
    try {
      await deps.history?.record(portalCaller(request), {
        sessionId: call.sessionId,
        prompt: input.prompt,
        specIds: input.spec_ids,
        answer: body,
        reading: out.reading ?? null,
        options: out.options ?? null,
        asked: out.asked ?? null,
        ...(out.access ? { access: out.access } : {}),
      });
    } catch (err) {
      // The audit entry is the record of the call; a question missing from the history is not worth failing its answer.
      request.log.error({ err, correlation_id: call.correlationId }, 'could not keep the answer in the agent history');
    }
    return body;
  };

  /** Every call that got past the token check and was refused later still gets its audit entry. */
  const auditOnError = (source: AuditSource) => async (request: FastifyRequest, reply: FastifyReply, error: Error) => {
    if (!request.principal) return; // refused at the token check: not audited
    const call = callOf(request, reply, source);
    if (call.audited) return;
    call.audited = true;
    const { status, body } = toErrorResponse(error, request);
    try {
      await inference.auditRefused(call, request.body, status, String(body.detail));
    } catch (err) {
      request.log.error({ err, correlation_id: call.correlationId }, 'could not write the audit entry of a refused call');
    }
  };

  app.post(
    '/api/v1/authorize',
    {
      config: { gate: gate.public },
      schema: {
        tags: ['api'],
        summary: 'Exchange an API user’s username and password for a bearer token (24 hours by default)',
        body: AuthorizeBody,
        response: { 200: AuthorizeResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody, 503: ErrorBody },
      },
    },
    async (request) => {
      const t = await tokens.authorize(request.body.username, request.body.password, request.ip);
      return { token: t.token, token_type: 'Bearer' as const, expires_in: t.ttlSeconds, expires_at: t.expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/v1/infer',
    {
      config: { gate: gate.apiToken, rateLimited: true, inferMetric: { source: 'api', provider: deps.provider } },
      preValidation: async (request, reply) => void callOf(request, reply, 'api'),
      onError: auditOnError('api'),
      schema: {
        tags: ['api'],
        summary: 'Ask a question of one or more trained specs of the caller’s customer; the answer honours the most restrictive exposure',
        description:
          '429 with Retry-After when the customer’s tier allowance per minute is spent (RATE_LIMITS), or when the customer ' +
          'already has INFER_CONCURRENCY_PER_CUSTOMER calls running (shared with /api/v1/inference) and none ends within ' +
          'CONCURRENCY_WAIT_MS ("too many concurrent inference calls"). Every call past the token check is audited, refused ones too. ' +
          'The header is exactly `Authorization: Bearer <token>` (that case, one space, nothing around it): any other form is 401 ' +
          '"invalid Authorization header", no header 401 "missing Authorization header".',
        security: [{ bearer: [] }],
        body: InferBody,
        response: { 200: InferResponse, ...inferErrors },
      },
    },
    apiAnswer,
  );

  app.post(
    '/api/v1/inference',
    {
      config: { gate: gate.flag('can_access_agent'), rateLimited: true, inferMetric: { source: 'portal', provider: deps.provider } },
      preValidation: async (request, reply) => void callOf(request, reply, 'portal'),
      onError: auditOnError('portal'),
      schema: {
        tags: ['agent'],
        summary: 'The portal agent: the same inference as /api/v1/infer for a signed-in user with Access Agent, with its work shown',
        description:
          'Besides the four fields of /api/v1/infer: `understood` (what was understood, in the words the exposure allows) and, at full ' +
          'exposure only, `columns` and `rows` (the rows the answer was written from), `chart` (a suggestion from the query’s shape), ' +
          '`sql` (the statement that ran), `reading` (the structured query that answered) and `choices` (what its measure and grouping ' +
          'may be changed to). Below full exposure those fields are absent. A body with `reading` (changed from an earlier answer’s) ' +
          'is answered as that reading, checked against the caller’s view of the spec, instead of reading the prompt again. ' +
          'With `previous` (the correlation_id of the session’s last answer) a question that builds on it ("and in 2023?", ' +
          '"only the West", "show the top 5 instead", "by quarter", "as a share") edits that answer’s reading, kept by the server; ' +
          'a question of its own is read on its own. A clarification returns `options` (its readings in words); `choose` (an index) ' +
          'with `previous` answers one. A `previous` that is not one of the caller’s own answers is 404 "previous answer not found".',
        security: [{ session: [] }],
        body: InferenceBody,
        response: { 200: InferenceResponse, ...portalErrors },
      },
    },
    portalAnswer,
  );
}
