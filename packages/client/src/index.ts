/**
 * @specgate/client: the Node.js client of the Specgate inference API (POST /api/v1/authorize and
 * POST /api/v1/infer), behaving as the specification tells clients to behave:
 *
 * - the bearer token is cached in memory and reused for its whole lifetime; concurrent calls share
 *   one authorize in flight;
 * - after a 401 the client re-authorizes once and retries the call once;
 * - every HTTP request has a timeout (90 s by default) and a request that was sent is never retried:
 *   a timeout or a broken connection is thrown to the caller;
 * - 429 and 503 are retried with exponential backoff and full jitter, honouring Retry-After;
 * - failures are typed errors carrying the HTTP status, the server's detail and the correlation id.
 *
 * Node.js only: API credentials are equivalent to a database login and must never be shipped in
 * browser code, so the client refuses to run where a browser global exists.
 */

import type { paths } from './api.gen.js';

export const DEFAULT_TIMEOUT_MS = 90_000;
export const DEFAULT_MAX_RETRIES = 5;
export const DEFAULT_BASE_DELAY_MS = 500;
export const DEFAULT_MAX_DELAY_MS = 30_000;

// The bodies of the two calls, as the service's OpenAPI document gives them (api.gen.ts, generated).
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Authorize = paths['/api/v1/authorize']['post'];
type Infer = paths['/api/v1/infer']['post'];
type AuthorizeBody = JsonOf<Authorize['requestBody']>;
type AuthorizeResponse = JsonOf<Authorize['responses'][200]>;
type InferBody = JsonOf<Infer['requestBody']>;
type InferResponse = JsonOf<Infer['responses'][200]>;

/** How much of the data an answer may reveal: the exposure levels of the service's schema. */
export type Exposure = InferResponse['exposure'];

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface SpecgateClientOptions {
  /** Where the service is, e.g. https://specgate.example.com (without /api/v1). */
  baseUrl: string;
  /** The API user's name and password, as created by the Customer Super Admin in the portal. */
  username: string;
  password: string;
  /** Timeout of each HTTP request, in milliseconds (default 90 000, as the specification recommends). */
  timeoutMs?: number;
  /** How many times a 429, a 503 or a refused connection is retried before it is thrown (default 5). */
  maxRetries?: number;
  /** First backoff ceiling in milliseconds; doubles on each retry (default 500). */
  baseDelayMs?: number;
  /** Largest backoff ceiling in milliseconds (default 30 000). Retry-After is honoured even when longer. */
  maxDelayMs?: number;
  /** The fetch to use (default: Node's global fetch). */
  fetch?: FetchLike;
  /** How to wait between retries (default: a timer). */
  sleep?: (ms: number) => Promise<void>;
  /** Source of jitter in [0, 1) (default Math.random). */
  random?: () => number;
}

export interface InferRequest {
  /** The question, in plain language (at least one character). */
  prompt: string;
  /** One or more trained spec ids of the API user's customer. */
  specIds: readonly string[];
  /** Optional grouping label for the audit panel; the server generates one per call when omitted. */
  sessionId?: string;
  /** Cancels the call (the request in flight is aborted and never retried). */
  signal?: AbortSignal;
}

export interface InferResult {
  correlationId: string;
  result: string;
  exposure: Exposure;
  specCount: number;
}

export interface Authorization {
  token: string;
  tokenType: string;
  /** Lifetime announced by the server, in seconds. */
  expiresIn: number | undefined;
  expiresAt: Date | undefined;
}

// ---------------------------------------------------------------------------------------------
// Errors

interface ErrorInit {
  status?: number;
  correlationId?: string;
  cause?: unknown;
}

/** Every failure of a call: `status` is the HTTP status (undefined when no response came back). */
export class SpecgateError extends Error {
  override name = 'SpecgateError';
  readonly status: number | undefined;
  /** The server's `detail`, or a description of what went wrong on the way. */
  readonly detail: string;
  /** The server's x-correlation-id of the call, when it sent one (it ties to one audit entry). */
  readonly correlationId: string | undefined;

  constructor(detail: string, init: ErrorInit = {}) {
    super(init.status === undefined ? detail : `${init.status} ${detail}`, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.detail = detail;
    this.correlationId = init.correlationId;
  }
}

/** 400: validation error, or spec_ids resolved to empty after access scoping. */
export class BadRequestError extends SpecgateError {
  override name = 'BadRequestError';
  /** Field errors of a validation error, as the server lists them. */
  readonly errors: unknown[] | undefined;
  constructor(detail: string, init: ErrorInit & { errors?: unknown[] } = {}) {
    super(detail, { ...init, status: 400 });
    this.errors = init.errors;
  }
}

/** 401: bad credentials, or a token refused again after one re-authorization. */
export class AuthenticationError extends SpecgateError {
  override name = 'AuthenticationError';
  constructor(detail: string, init: ErrorInit = {}) {
    super(detail, { ...init, status: 401 });
  }
}

/** 403: a spec id belongs to another customer; the whole call was rejected. */
export class ForbiddenError extends SpecgateError {
  override name = 'ForbiddenError';
  constructor(detail: string, init: ErrorInit = {}) {
    super(detail, { ...init, status: 403 });
  }
}

/** 429: the customer's rate allowance was still exceeded after every retry. */
export class RateLimitedError extends SpecgateError {
  override name = 'RateLimitedError';
  /** The server's last Retry-After, in seconds, when it sent one. */
  readonly retryAfterSeconds: number | undefined;
  constructor(detail: string, init: ErrorInit & { retryAfterSeconds?: number } = {}) {
    super(detail, { ...init, status: 429 });
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** 503: the service (its database) was still unavailable after every retry. */
export class ServiceUnavailableError extends SpecgateError {
  override name = 'ServiceUnavailableError';
  readonly retryAfterSeconds: number | undefined;
  constructor(detail: string, init: ErrorInit & { retryAfterSeconds?: number } = {}) {
    super(detail, { ...init, status: 503 });
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** No response within the timeout. The request may have been processed: it is not retried. */
export class TimeoutError extends SpecgateError {
  override name = 'TimeoutError';
  readonly timeoutMs: number;
  constructor(timeoutMs: number, init: ErrorInit = {}) {
    super(`no response within ${timeoutMs} ms`, { ...init, status: undefined });
    this.timeoutMs = timeoutMs;
  }
}

/**
 * The connection failed. `requestSent` is false when it failed before anything was sent (refused,
 * unknown host): such failures are retried with backoff. Once sent, a call is never retried.
 */
export class NetworkError extends SpecgateError {
  override name = 'NetworkError';
  readonly requestSent: boolean;
  /** The system error code (ECONNREFUSED, ECONNRESET, …) when there is one. */
  readonly code: string | undefined;
  constructor(detail: string, init: ErrorInit & { requestSent: boolean; code?: string }) {
    super(detail, { ...init, status: undefined });
    this.requestSent = init.requestSent;
    this.code = init.code;
  }
}

/** Thrown when the client is constructed anywhere but in Node.js (a browser, a web worker). */
export class UnsupportedEnvironmentError extends Error {
  override name = 'UnsupportedEnvironmentError';
}

/** Refuses browsers and workers: the API user's password must never be in browser-facing code. */
export function assertServerRuntime(): void {
  const g = globalThis as Record<string, unknown> & { process?: { versions?: { node?: unknown } } };
  const browserLike = typeof g.window !== 'undefined' || typeof g.document !== 'undefined' || typeof g.importScripts === 'function';
  if (browserLike || typeof g.process?.versions?.node !== 'string') {
    throw new UnsupportedEnvironmentError(
      '@specgate/client runs in Node.js only: API credentials are equivalent to a database login and must never be embedded in browser-facing code; call Specgate from your server',
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The client

interface HttpResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Failures that happen before a request leaves this process. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);
/** Of those, the ones worth retrying (an unknown host is a configuration error). */
const TRANSIENT_NOT_SENT_CODES = new Set(['ECONNREFUSED', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

function errorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    // An AggregateError (several addresses tried) carries the individual errors.
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.length > 0) return errorCode(errors[0]);
  }
  return undefined;
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const s of signals) {
    if (s.aborted) {
      controller.abort(s.reason);
      break;
    }
    s.addEventListener('abort', () => controller.abort(s.reason), { once: true });
  }
  return controller.signal;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class SpecgateClient {
  readonly baseUrl: string;
  readonly username: string;
  readonly timeoutMs: number;
  readonly maxRetries: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  // Private fields: never enumerated, never printed by console.log or JSON.stringify.
  readonly #password: string;
  readonly #fetch: FetchLike;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #random: () => number;
  #auth: Authorization | undefined;
  #pending: Promise<Authorization> | undefined;

  constructor(options: SpecgateClientOptions) {
    assertServerRuntime();
    const { baseUrl, username, password } = options;
    if (typeof baseUrl !== 'string' || !/^https?:\/\//i.test(baseUrl)) throw new TypeError('baseUrl must be an http(s) URL');
    new URL(baseUrl); // throws on a malformed URL
    if (typeof username !== 'string' || username === '') throw new TypeError('username is required');
    if (typeof password !== 'string' || password === '') throw new TypeError('password is required');
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.username = username;
    this.#password = password;
    this.timeoutMs = positive(options.timeoutMs, DEFAULT_TIMEOUT_MS, 'timeoutMs');
    this.maxRetries = nonNegative(options.maxRetries, DEFAULT_MAX_RETRIES, 'maxRetries');
    this.baseDelayMs = nonNegative(options.baseDelayMs, DEFAULT_BASE_DELAY_MS, 'baseDelayMs');
    this.maxDelayMs = nonNegative(options.maxDelayMs, DEFAULT_MAX_DELAY_MS, 'maxDelayMs');
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.#sleep = options.sleep ?? defaultSleep;
    this.#random = options.random ?? Math.random;
  }

  /**
   * Exchanges the username and password for a new bearer token and caches it. Calling it is
   * optional: infer() authorizes on first use. Concurrent calls share one request in flight.
   */
  authorize(): Promise<Authorization> {
    if (!this.#pending) {
      this.#pending = this.#authorize().finally(() => {
        this.#pending = undefined;
      });
    }
    return this.#pending;
  }

  /** Asks a question of one or more specs. See the class comment for retries and errors. */
  async infer(request: InferRequest): Promise<InferResult> {
    const payload: InferBody = { prompt: request.prompt, spec_ids: [...request.specIds] };
    if (request.sessionId !== undefined) payload.session_id = request.sessionId;

    let auth = await this.#token();
    let res = await this.#send('/api/v1/infer', payload, auth.token, request.signal);
    if (res.status === 401) {
      // The token expired or was revoked: authorize again (shared with concurrent calls) and retry once.
      this.#forget(auth);
      auth = await this.#token();
      res = await this.#send('/api/v1/infer', payload, auth.token, request.signal);
      if (res.status === 401) this.#forget(auth);
    }
    if (res.status !== 200) throw errorOf(res);
    const b = res.body as Partial<InferResponse> | null;
    if (!b || typeof b.correlation_id !== 'string' || typeof b.result !== 'string' || typeof b.exposure !== 'string' || typeof b.spec_count !== 'number') {
      throw new SpecgateError('unexpected response body', { status: res.status, correlationId: correlationIdOf(res) });
    }
    return { correlationId: b.correlation_id, result: b.result, exposure: b.exposure, specCount: b.spec_count };
  }

  /** The cached token, or one authorize shared by every caller waiting for it. */
  #token(): Promise<Authorization> {
    return this.#auth ? Promise.resolve(this.#auth) : this.authorize();
  }

  /** Drops the cached token if it is the one that was refused (a concurrent call may have replaced it). */
  #forget(auth: Authorization): void {
    if (this.#auth === auth) this.#auth = undefined;
  }

  async #authorize(): Promise<Authorization> {
    const body: AuthorizeBody = { username: this.username, password: this.#password };
    const res = await this.#send('/api/v1/authorize', body);
    if (res.status !== 200) throw errorOf(res);
    const b = res.body as Partial<AuthorizeResponse> | null;
    if (!b || typeof b.token !== 'string' || b.token === '') {
      throw new SpecgateError('unexpected response body: no token', { status: res.status });
    }
    const expiresAt = typeof b.expires_at === 'string' ? new Date(b.expires_at) : undefined;
    const auth: Authorization = {
      token: b.token,
      tokenType: typeof b.token_type === 'string' ? b.token_type : 'Bearer',
      expiresIn: typeof b.expires_in === 'number' ? b.expires_in : undefined,
      expiresAt: expiresAt && !Number.isNaN(expiresAt.getTime()) ? expiresAt : undefined,
    };
    this.#auth = auth;
    return auth;
  }

  /** One call: the request, plus the backoff retries of 429, 503 and connections refused before sending. */
  async #send(path: string, payload: unknown, token?: string, signal?: AbortSignal): Promise<HttpResponse> {
    for (let attempt = 0; ; attempt++) {
      let res: HttpResponse;
      try {
        res = await this.#once(path, payload, token, signal);
      } catch (err) {
        if (err instanceof NetworkError && !err.requestSent && TRANSIENT_NOT_SENT_CODES.has(err.code ?? '') && attempt < this.maxRetries) {
          await this.#wait(this.#backoff(attempt, undefined), signal);
          continue;
        }
        throw err;
      }
      if ((res.status === 429 || res.status === 503) && attempt < this.maxRetries) {
        await this.#wait(this.#backoff(attempt, parseRetryAfter(res.headers.get('retry-after'))), signal);
        continue;
      }
      return res;
    }
  }

  /**
   * Exponential backoff with full jitter: a random wait below min(maxDelay, base * 2^attempt).
   * A Retry-After is honoured: the wait is at least that long (plus jitter up to the base delay, so
   * that clients told the same instant do not all come back at once).
   */
  #backoff(attempt: number, retryAfterMs: number | undefined): number {
    if (retryAfterMs !== undefined) return retryAfterMs + Math.floor(this.#random() * this.baseDelayMs);
    return Math.floor(this.#random() * Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** attempt));
  }

  async #wait(ms: number, signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    await this.#sleep(ms);
    signal?.throwIfAborted();
  }

  /** A single HTTP request with its timeout; never retried here. */
  async #once(path: string, payload: unknown, token?: string, signal?: AbortSignal): Promise<HttpResponse> {
    signal?.throwIfAborted();
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    try {
      const response = await this.#fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(payload),
        signal: signal ? anySignal([signal, timeout]) : timeout,
        // A redirect would resend the credentials elsewhere: it is reported, not followed.
        redirect: 'manual',
      });
      const text = await response.text();
      let body: unknown = text;
      if (text !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: kept as text
        }
      }
      return { status: response.status, headers: response.headers, body };
    } catch (err) {
      if (signal?.aborted) throw signal.reason;
      if (timeout.aborted) throw new TimeoutError(this.timeoutMs, { cause: err });
      const code = errorCode(err);
      const requestSent = !NOT_SENT_CODES.has(code ?? '');
      const what = err instanceof Error && err.cause instanceof Error ? err.cause.message : err instanceof Error ? err.message : String(err);
      throw new NetworkError(`${requestSent ? 'connection failed' : 'could not connect'}: ${what}`, { requestSent, code, cause: err });
    }
  }
}

function correlationIdOf(res: HttpResponse): string | undefined {
  return res.headers.get('x-correlation-id') ?? undefined;
}

/** The typed error of a non-200 response. */
function errorOf(res: HttpResponse): SpecgateError {
  const b = res.body as { detail?: unknown; errors?: unknown } | null;
  const detail = b && typeof b === 'object' && typeof b.detail === 'string' ? b.detail : `HTTP ${res.status}`;
  const correlationId = correlationIdOf(res);
  const retryAfterMs = parseRetryAfter(res.headers.get('retry-after'));
  const retryAfterSeconds = retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000);
  switch (res.status) {
    case 400:
      return new BadRequestError(detail, { correlationId, errors: b && typeof b === 'object' && Array.isArray(b.errors) ? b.errors : undefined });
    case 401:
      return new AuthenticationError(detail, { correlationId });
    case 403:
      return new ForbiddenError(detail, { correlationId });
    case 429:
      return new RateLimitedError(detail, { correlationId, retryAfterSeconds });
    case 503:
      return new ServiceUnavailableError(detail, { correlationId, retryAfterSeconds });
    default:
      if (res.status >= 300 && res.status < 400) {
        return new SpecgateError(`unexpected redirect${res.headers.get('location') ? ` to ${res.headers.get('location')}` : ''}; check baseUrl`, {
          status: res.status,
          correlationId,
        });
      }
      return new SpecgateError(detail, { status: res.status, correlationId });
  }
}

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0) throw new TypeError(`${name} must be a positive number`);
  return value;
}

function nonNegative(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) && name === 'maxRetries') throw new TypeError(`${name} must be an integer`);
  if (!Number.isFinite(value) || value < 0) throw new TypeError(`${name} must be zero or more`);
  return value;
}
