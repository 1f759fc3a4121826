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

/**
 * A validation error lists this many problems at most; a last entry (path "/") says how many more
 * there were. A 10,000-item array of wrong items once answered 2.7 MB of errors: the first few
 * are what a person fixes first, and the body stays small whatever the input.
 */
export const MAX_LISTED_ERRORS = 20;

/** The longest path an entry repeats (a path holds the request's own keys, which may be long). */
const MAX_PATH_CHARS = 256;

function fieldErrors(errors: AjvError[], part: string | undefined): FieldError[] {
  const prefix = part && part !== 'body' ? `/${part}` : '';
  return errors.map((e) => {
    const missing = e.keyword === 'required' ? `/${String(e.params?.missingProperty)}` : '';
    return { path: `${prefix}${e.instancePath ?? ''}${missing}` || '/', message: e.message ?? 'is invalid' };
  });
}

/** At most MAX_LISTED_ERRORS entries, each path bounded, and one more entry counting the rest. */
export function listedErrors(errors: FieldError[]): FieldError[] {
  const listed = errors.slice(0, MAX_LISTED_ERRORS).map((e) => (e.path.length > MAX_PATH_CHARS ? { ...e, path: `${e.path.slice(0, MAX_PATH_CHARS)}…` } : e));
  const more = errors.length - listed.length;
  if (more > 0) listed.push({ path: '/', message: `${more} more ${more === 1 ? 'problem' : 'problems'} not listed` });
  return listed;
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
    if (err instanceof ValidationError) body.errors = listedErrors(err.errors);
    const headers = err instanceof RateLimitedError ? { 'retry-after': String(err.retryAfterSeconds) } : undefined;
    return { status: err.status, body, headers };
  }
  const fe = err as FastifyError & { validation?: AjvError[]; validationContext?: string };
  if (fe?.validation) {
    return { status: 400, body: { detail: 'validation error', errors: listedErrors(fieldErrors(fe.validation, fe.validationContext)) } };
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
  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  // A connection error with a 4xx of its own is the client's (a body cut off: ECONNRESET, 400), not the database's.
  if (isConnectionError(err) && status >= 500) return { status: 503, body: { detail: 'database unavailable' } };
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
