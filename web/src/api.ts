// The permission flags, exposure levels and column types are the service's own lists, not copies.
import type { Flag, Permissions } from '../../src/contracts/flags';
import { COLUMN_TYPES, type ColumnType } from '../../src/contracts/columns';
import { EXPOSURES, type Exposure } from '../../src/contracts/exposure';
import type { paths } from './api.gen';
export type { ColumnType, Exposure, Flag, Permissions };
export { COLUMN_TYPES, EXPOSURES };

/** The service's API as the web app uses it: same-origin JSON, the session cookie, `{detail}` errors. */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    /** A 400 validation error's fields: each names what was refused (a JSON pointer into the request) and why. */
    readonly errors: FieldError[] = [],
  ) {
    super(detail);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Fired when a portal call answers 401: the session is gone, the app shows the sign-in screen. */
export const UNAUTHORIZED_EVENT = 'specgate:unauthorized';

async function errorOf(res: Response): Promise<{ detail: string; errors: FieldError[] }> {
  try {
    const body = (await res.json()) as { detail?: unknown; errors?: unknown };
    if (typeof body.detail === 'string') return { detail: body.detail, errors: Array.isArray(body.errors) ? (body.errors as FieldError[]) : [] };
  } catch {
    /* not JSON */
  }
  return { detail: res.status === 429 ? 'too many requests, try again shortly' : `request failed (${res.status})`, errors: [] };
}

async function call(method: Method, path: string, body?: unknown): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'the service cannot be reached');
  }
  if (!res.ok) {
    const { detail, errors } = await errorOf(res);
    if (res.status === 401 && !path.endsWith('/login') && !path.startsWith('/admin/')) {
      window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT));
    }
    throw new ApiError(res.status, detail, errors);
  }
  if (res.status === 204) return undefined;
  const text = await res.text();
  return text ? JSON.parse(text) : undefined;
}

/** A path with its query string, when there is one (parameters left undefined are left out). */
function withQuery(path: string, query?: Record<string, string | number | boolean | undefined>): string {
  if (!query) return path;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) q.set(k, String(v));
  return `${path}?${q.toString()}`;
}

// ---- The typed client: a call is keyed by its path and verb in the generated `paths` ----
// A path is written as the service sees it (`/api/v1/modules/${id}`): it names the route whose
// segments it fits (`/api/v1/modules/{id}`), and that route's schema gives the query, the request
// body and the answer. A path no route serves with that verb does not compile.

type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete';
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Route = keyof paths & string;
type Served<P extends Route, V extends Verb> = paths[P][V] extends { responses: unknown } ? P : never;
type Segments<S extends string> = S extends `${infer Head}/${infer Rest}` ? [Head, ...Segments<Rest>] : [S];
/** Whether a written path's segments fit a route's: a `{parameter}` takes any one segment, the others are the same. */
type Fits<R extends string[], W extends string[]> = R extends [infer RH extends string, ...infer RT extends string[]]
  ? W extends [infer WH extends string, ...infer WT extends string[]]
    ? (RH extends `{${string}}` ? true : WH extends RH ? true : false) extends true
      ? Fits<RT, WT>
      : false
    : false
  : W extends []
    ? true
    : false;
/** A route as a template literal type, each `{parameter}` a string: what a written path must at least look like. */
type Template<P extends string> = P extends `${infer A}{${string}}${infer B}` ? `${A}${string}${Template<B>}` : P;
/** The paths a verb may be called with. */
type Written<V extends Verb> = { [P in Route]: Served<P, V> extends never ? never : Template<P> }[Route];
/** The route a written path calls with a verb: itself when it is one, else the route its segments fit. */
export type RouteOf<S extends string, V extends Verb> = S extends Route
  ? Served<S, V>
  : { [P in Route]: Fits<Segments<P>, Segments<S>> extends true ? Served<P, V> : never }[Route];

/** The JSON body a route answers with when it succeeds (200 or 201). */
export type ResponseBody<P extends Route, V extends Verb> = paths[P][V] extends { responses: infer R } ? JsonOf<R[200 & keyof R] | R[201 & keyof R]> : never;
/** The JSON body a route takes. */
export type RequestBody<P extends Route, V extends Verb> = paths[P][V] extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;
type QueryOf<P extends Route, V extends Verb> = paths[P][V] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** What a call answers: the success body, or nothing (204). */
type Answer<P extends Route, V extends Verb> = [ResponseBody<P, V>] extends [never] ? undefined : ResponseBody<P, V>;
/** After the path: nothing when no route fits (the call does not compile), else the body or query, required when the schema requires it. */
type Rest<S extends string, V extends Verb, Arg> = [RouteOf<S, V>] extends [never]
  ? [noRouteFits: never]
  : [Arg] extends [never]
    ? []
    : Partial<Arg> extends Arg
      ? [arg?: Arg]
      : [arg: Arg];

export const get = <S extends Written<'get'>>(path: S, ...query: Rest<S, 'get', QueryOf<RouteOf<S, 'get'>, 'get'>>) =>
  call('GET', withQuery(path, query[0])) as Promise<Answer<RouteOf<S, 'get'>, 'get'>>;
/** A write without a body sends `{}`, as every JSON write does. */
export const post = <S extends Written<'post'>>(path: S, ...body: Rest<S, 'post', RequestBody<RouteOf<S, 'post'>, 'post'>>) =>
  call('POST', path, body[0] ?? {}) as Promise<Answer<RouteOf<S, 'post'>, 'post'>>;
export const put = <S extends Written<'put'>>(path: S, ...body: Rest<S, 'put', RequestBody<RouteOf<S, 'put'>, 'put'>>) =>
  call('PUT', path, body[0] ?? {}) as Promise<Answer<RouteOf<S, 'put'>, 'put'>>;
export const patch = <S extends Written<'patch'>>(path: S, ...body: Rest<S, 'patch', RequestBody<RouteOf<S, 'patch'>, 'patch'>>) =>
  call('PATCH', path, body[0] ?? {}) as Promise<Answer<RouteOf<S, 'patch'>, 'patch'>>;
export const del = <S extends Written<'delete'>>(path: S, ..._: Rest<S, 'delete', never>) =>
  call('DELETE', path) as Promise<Answer<RouteOf<S, 'delete'>, 'delete'>>;

/** Thrown by an upload its caller cancelled: the connection is closed and the service keeps nothing. */
export const UPLOAD_CANCELLED = 'the upload was cancelled';

/**
 * Uploads a file as the raw request body of a POST, reporting progress (fetch cannot report upload
 * progress); typed like `post`, its query from the route.
 */
export function uploadWithProgress<S extends Written<'post'>>(
  path: S,
  query: QueryOf<RouteOf<S, 'post'>, 'post'>,
  upload: { file: Blob; contentType: string; onProgress: (fraction: number) => void; signal?: AbortSignal },
): Promise<Answer<RouteOf<S, 'post'>, 'post'>> {
  const { file, contentType, onProgress, signal } = upload;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // Cancel closes the connection, in the middle of the bytes or while the service stores the rows.
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onabort = () => reject(new ApiError(0, UPLOAD_CANCELLED));
    xhr.open('POST', withQuery(path, query));
    xhr.setRequestHeader('content-type', contentType);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'the upload failed: the service cannot be reached'));
    xhr.onload = () => {
      let body: { detail?: unknown } | undefined;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as Answer<RouteOf<S, 'post'>, 'post'>);
      } else {
        if (xhr.status === 401) window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT));
        reject(new ApiError(xhr.status, typeof body?.detail === 'string' ? body.detail : `upload failed (${xhr.status})`));
      }
    };
    xhr.send(file);
  });
}

// ---- Shapes of the contract: the route schemas' own, through the generated api.gen.ts ----

export type Me = ResponseBody<'/auth/core/me', 'get'>;
export type RoleRef = NonNullable<Me['role']>;
export type Role = ResponseBody<'/api/v1/core/roles/{id}', 'get'>;
export type User = ResponseBody<'/api/v1/core/users', 'get'>[number];
export type ApiUser = ResponseBody<'/api/v1/core/api-users', 'get'>[number];
export type AuditPage = ResponseBody<'/api/v1/core/audit', 'get'>;
export type AuditEntry = AuditPage['entries'][number];
export type ImportBatch = ResponseBody<'/api/v1/customers/{id}/import-batches/{batchId}', 'get'>;
export type InferenceAnswer = ResponseBody<'/api/v1/inference', 'post'>;
export type AgentSpec = ResponseBody<'/api/v1/agent/specs', 'get'>[number];
export type AgentSessionSummary = ResponseBody<'/api/v1/agent/sessions', 'get'>[number];
export type AgentSessionTurns = ResponseBody<'/api/v1/agent/sessions/{session_id}', 'get'>;
export type Module = ResponseBody<'/api/v1/modules/{id}', 'get'>;
export type ModuleColumn = Module['columns'][number];
export type ModuleLayer = ResponseBody<'/api/v1/modules/{id}/semantic', 'get'>;
export type LabelsBody = RequestBody<'/api/v1/modules/{id}/labels', 'put'>;
export type Metric = NonNullable<LabelsBody['metrics']>[number];
/** One refused field of a 400 validation error (the contract's error body, as every route declares it). */
export type FieldError = NonNullable<JsonOf<paths['/api/v1/modules/{id}/labels']['put']['responses'][400]>['errors']>[number];
export type Project = ResponseBody<'/api/v1/projects/{id}', 'get'>;
export type ProjectTree = ResponseBody<'/api/v1/projects/{id}/tree', 'get'>;
export type SpecSummary = ProjectTree['specs'][number];
export type BuildProgress = SpecSummary['progress'];
export type CheckList = ResponseBody<'/api/v1/projects/{id}/verified', 'get'>;
export type VerifiedQuestion = ResponseBody<'/api/v1/inference/verified', 'post'>;
/** A role's or an API user's access policy on one module: a row filter and hidden columns (issue 21). */
export type AccessPolicy = ResponseBody<'/api/v1/core/roles/{id}/policies', 'get'>['policies'][number];
export type RowFilter = NonNullable<AccessPolicy['row_filter']>;
/** An account's attributes, read by policies' attribute filters (customer_code = ACME). */
export type Attributes = ResponseBody<'/api/v1/core/users/{id}/attributes', 'get'>['attributes'];
export type AdminMe = ResponseBody<'/admin/auth/me', 'get'>;
export type Customer = ResponseBody<'/admin/api/v1/customers', 'get'>[number];

/** What the portal says of each exposure level (keyed, so that a new level cannot go unworded). */
export const EXPOSURE_WORDS: Record<Exposure, { label: string; hint: string }> = {
  full: { label: 'Full', hint: 'exact values, records and aggregates may appear' },
  limited: { label: 'Limited', hint: 'qualitative summaries; specific values masked' },
  advisory: { label: 'Advisory', hint: 'qualitative business guidance only, no numbers or records' },
};
