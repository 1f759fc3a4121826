import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, RateLimitedError, ValidationError, type FieldError } from '../errors.js';
import { isConnectionError } from '../db/db.js';
import type { App } from './types.js';

interface AjvError {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

function fieldErrors(errors: AjvError[], part: string | undefined): FieldError[] {
  const prefix = part && part !== 'body' ? `/${part}` : '';
  return errors.map((e) => {
    const missing = e.keyword === 'required' ? `/${String(e.params?.missingProperty)}` : '';
    return { path: `${prefix}${e.instancePath ?? ''}${missing}` || '/', message: e.message ?? 'is invalid' };
  });
}

const FASTIFY_DETAILS: Record<number, string> = {
  400: 'bad request',
  404: 'not found',
  405: 'method not allowed',
  406: 'not acceptable',
  413: 'payload too large',
  414: 'uri too long',
  431: 'request header fields too large',
};

/** Turns any error into the contract's body. The one place errors become HTTP responses. */
export function toErrorResponse(err: unknown, request: FastifyRequest): { status: number; body: Record<string, unknown>; headers?: Record<string, string> } {
  if (err instanceof AppError) {
    const body: Record<string, unknown> = { detail: err.detail };
    if (err instanceof ValidationError) body.errors = err.errors;
    const headers = err instanceof RateLimitedError ? { 'retry-after': String(err.retryAfterSeconds) } : undefined;
    return { status: err.status, body, headers };
  }
  const fe = err as FastifyError & { validation?: AjvError[]; validationContext?: string };
  if (fe?.validation) {
    return { status: 400, body: { detail: 'validation error', errors: fieldErrors(fe.validation, fe.validationContext) } };
  }
  switch (fe?.code) {
    // A body that is not JSON, is empty, or is not of a type the route reads is a validation error.
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_EMPTY_TYPE':
      return { status: 400, body: { detail: 'validation error', errors: [{ path: '/', message: fe.message }] } };
  }
  if (fe instanceof SyntaxError && (fe as { statusCode?: number }).statusCode === 400) {
    return { status: 400, body: { detail: 'validation error', errors: [{ path: '/', message: 'body is not valid JSON' }] } };
  }
  if (isConnectionError(err)) return { status: 503, body: { detail: 'database unavailable' } };
  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    return { status, body: { detail: FASTIFY_DETAILS[status] ?? 'bad request' } };
  }
  request.log.error({ err }, 'unhandled error');
  return { status: 500, body: { detail: 'internal error' } };
}

async function sendError(err: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, headers } = toErrorResponse(err, request);
  if (status === 503) request.log.warn({ err: (err as { cause?: unknown }).cause ?? err }, 'database unavailable');
  if (headers) void reply.headers(headers);
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandling(app: App): void {
  app.setErrorHandler(sendError);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: 'not found' }));
}
