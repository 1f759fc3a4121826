// The permission flags, exposure levels and column types are the service's own lists, not copies.
import type { Flag, Permissions } from '../../src/roles/flags';
import { COLUMN_TYPES, EXPOSURES, type ColumnType, type Exposure } from '../../src/semantic/spec.types';
export type { ColumnType, Exposure, Flag, Permissions };
export { COLUMN_TYPES, EXPOSURES };

/** The service's API as the web app uses it: same-origin JSON, the session cookie, `{detail}` errors. */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Fired when a portal call answers 401: the session is gone, the app shows the sign-in screen. */
export const UNAUTHORIZED_EVENT = 'specgate:unauthorized';

async function detailOf(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { detail?: unknown };
    if (typeof body.detail === 'string') return body.detail;
  } catch {
    /* not JSON */
  }
  return res.status === 429 ? 'too many requests, try again shortly' : `request failed (${res.status})`;
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
    const detail = await detailOf(res);
    if (res.status === 401 && !path.endsWith('/login') && !path.startsWith('/admin/')) {
      window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT));
    }
    throw new ApiError(res.status, detail);
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
export function uploadWithProgress<T>(
  path: string,
  file: Blob,
  contentType: string,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
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

// ---- Shapes of the contract (CONTRACT.md B.2–B.6) ----

export interface RoleRef {
  id: string;
  name: string;
  is_active: boolean;
}

export interface Me {
  id: string;
  username: string;
  customer_id: string;
  is_owner: boolean;
  role: RoleRef | null;
  permissions: Permissions;
  landing: 'portal' | 'agent';
}

export interface Role {
  id: string;
  name: string;
  is_system: boolean;
  is_active: boolean;
  permissions: Permissions;
  user_count: number;
}

export interface User {
  id: string;
  username: string;
  is_owner: boolean;
  role: RoleRef | null;
  created_at: string;
}

export interface ApiUser {
  id: string;
  username: string;
  created_at: string;
}

export interface AuditEntry {
  id: string;
  at: string;
  source: 'api' | 'portal';
  action: string;
  actor: { id: string | null; username: string | null };
  correlation_id?: string;
  details: Record<string, unknown>;
}

export interface ImportBatch {
  id: string;
  name: string;
  status: 'importing' | 'ready' | string;
  format?: 'csv' | 'json';
  row_count: number;
  size_bytes?: number;
  columns: { name: string; type: ColumnType; null_count?: number }[];
  created_at?: string;
}

/** What the portal says of each exposure level (keyed, so that a new level cannot go unworded). */
export const EXPOSURE_WORDS: Record<Exposure, { label: string; hint: string }> = {
  full: { label: 'Full', hint: 'exact values, records and aggregates may appear' },
  limited: { label: 'Limited', hint: 'qualitative summaries; specific values masked' },
  advisory: { label: 'Advisory', hint: 'qualitative business guidance only, no numbers or records' },
};

export interface InferenceAnswer {
  correlation_id: string;
  result: string;
  exposure: Exposure;
  spec_count: number;
}
