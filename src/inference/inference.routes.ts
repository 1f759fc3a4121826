import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { gate } from '../http/gate.js';
import { toErrorResponse } from '../http/error-handler.js';
import { ErrorBody } from '../http/schemas.js';
import type { App } from '../http/types.js';
import type { AuditSource } from '../audit/audit.repo.js';
import type { InferCall, InferenceService } from './inference.service.js';
import type { TokensService } from './tokens.service.js';
import { AuthorizeBody, AuthorizeResponse, InferBody, InferResponse, type InferInput } from './inference.schemas.js';

const inferErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody, 503: ErrorBody };

export function registerInferenceRoutes(app: App, deps: { tokens: TokensService; inference: InferenceService; provider: string }): void {
  const { tokens, inference } = deps;
  // Per-call state between the handler and the error hook: one audit entry per call, never two.
  const calls = new WeakMap<FastifyRequest, InferCall & { audited: boolean }>();

  /** The call's state, made once per request: its correlation id goes on every log line and in a header. */
  function callOf(request: FastifyRequest, reply: FastifyReply, source: AuditSource): InferCall & { audited: boolean } {
    let call = calls.get(request);
    if (!call) {
      const p = request.principal!;
      const body = request.body as { session_id?: unknown } | undefined;
      const sessionId = typeof body?.session_id === 'string' && body.session_id.length > 0 ? body.session_id : randomUUID();
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
  const answer = (source: AuditSource) => async (request: FastifyRequest, reply: FastifyReply) => {
    const call = callOf(request, reply, source);
    const out = await inference.infer(call, request.body as InferInput);
    call.audited = true;
    return out;
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
          'CONCURRENCY_WAIT_MS ("too many concurrent inference calls"). Every call past the token check is audited, refused ones too.',
        security: [{ bearer: [] }],
        body: InferBody,
        response: { 200: InferResponse, ...inferErrors },
      },
    },
    answer('api'),
  );

  app.post(
    '/api/v1/inference',
    {
      config: { gate: gate.flag('can_access_agent'), rateLimited: true, inferMetric: { source: 'portal', provider: deps.provider } },
      preValidation: async (request, reply) => void callOf(request, reply, 'portal'),
      onError: auditOnError('portal'),
      schema: {
        tags: ['agent'],
        summary: 'The portal agent: the same inference as /api/v1/infer for a signed-in user with Access Agent',
        security: [{ session: [] }],
        body: InferBody,
        response: { 200: InferResponse, ...inferErrors },
      },
    },
    answer('portal'),
  );
}
