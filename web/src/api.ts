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

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

export async function api<T = unknown>(method: Method, path: string, body?: unknown): Promise<T> {
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
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const get = <T>(path: string) => api<T>('GET', path);
export const post = <T>(path: string, body?: unknown) => api<T>('POST', path, body ?? {});
export const put = <T>(path: string, body?: unknown) => api<T>('PUT', path, body ?? {});
export const patch = <T>(path: string, body?: unknown) => api<T>('PATCH', path, body ?? {});
export const del = <T = void>(path: string) => api<T>('DELETE', path);

/**
 * Uploads a file as the raw request body, reporting progress (fetch cannot report upload progress).
 */
/** Thrown by an upload its caller cancelled: the connection is closed and the service keeps nothing. */
export const UPLOAD_CANCELLED = 'the upload was cancelled';

export function uploadWithProgress<T>(path: string, file: Blob, contentType: string, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // Cancel closes the connection, in the middle of the bytes or while the service stores the rows.
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onabort = () => reject(new ApiError(0, UPLOAD_CANCELLED));
    xhr.open('POST', path);
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
        resolve(body as T);
      } else {
        if (xhr.status === 401) window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT));
        reject(new ApiError(xhr.status, typeof body?.detail === 'string' ? body.detail : `upload failed (${xhr.status})`));
      }
    };
    xhr.send(file);
  });
}

// ---- Shapes of the contract: the route schemas' own, through the generated api.gen.ts ----

type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete';
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON body a route answers with when it succeeds (200 or 201). */
export type ResponseBody<P extends keyof paths, V extends Verb> = paths[P][V] extends { responses: infer R }
  ? JsonOf<R[200 & keyof R] | R[201 & keyof R]>
  : never;

/** The JSON body a route takes. */
export type RequestBody<P extends keyof paths, V extends Verb> = paths[P][V] extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;

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
