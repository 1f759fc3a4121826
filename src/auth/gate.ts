import type { Clock } from '../clock.js';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import type { ApiPrincipal, GlobalAdminPrincipal, PortalPrincipal, Principal } from './principal.js';
import type { SessionApp, SessionRow, SessionsRepo } from './sessions.repo.js';
import { allPermissions, noPermissions, type Flag } from '../contracts/flags.js';
import type { App } from '../http/types.js';

/**
 * What a route requires of its caller. Every route declares one in its own definition
 * (`config: { gate: … }`); the app refuses to start with a route that does not.
 */
export type Gate =
  | { kind: 'public' }
  /** Public, but sets a session cookie: cross-origin requests are refused. */
  | { kind: 'sign-in' }
  /** A portal session; `require` is a flag, the owner, or any signed-in portal user. */
  | { kind: 'portal'; require: Flag | 'owner' | 'signed-in' }
  | { kind: 'global_admin' }
  | { kind: 'api' };

export const gate = {
  public: { kind: 'public' },
  signIn: { kind: 'sign-in' },
  flag: (flag: Flag): Gate => ({ kind: 'portal', require: flag }),
  owner: { kind: 'portal', require: 'owner' },
  signedIn: { kind: 'portal', require: 'signed-in' },
  globalAdmin: { kind: 'global_admin' },
  apiToken: { kind: 'api' },
} as const satisfies Record<string, Gate | ((f: Flag) => Gate)>;

/** One row of the gate table: what each route requires, as declared in its definition. */
export interface RouteGate {
  method: string;
  url: string;
  gate: Gate;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    gate?: Gate;
  }
  interface FastifyInstance {
    /** Every registered route with its gate, for the security tests and the docs. */
    routeGates: RouteGate[];
  }
  interface FastifyRequest {
    principal?: Principal;
  }
}

export const SESSION_COOKIES: Record<SessionApp, { name: string; path: string }> = {
  portal: { name: 'specgate_session', path: '/' },
  admin: { name: 'specgate_admin_session', path: '/admin' },
};

export interface GateDeps {
  sessions: SessionsRepo;
  sessionIdleSeconds: number;
  clock: Clock;
  /** Resolves a bearer token to an API principal or throws the contract's 401 (wired by inference). */
  resolveBearer?: (authorization: string | undefined, address: string) => Promise<ApiPrincipal>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOUCH_AFTER_MS = 60_000;

/** Routes that must declare a gate: everything but the docs UI's own assets. */
export function mustDeclareGate(url: string): boolean {
  return !url.startsWith('/docs');
}

/** Cookie-authenticated writes from another origin are refused (CONTRACT B.2). */
function assertSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin === undefined || SAFE_METHODS.has(request.method)) return;
  if (origin !== `${request.protocol}://${request.host}`) throw new ForbiddenError('cross-origin request refused');
}

/** The portal caller a session stands for, with its permissions as they are now. */
export function portalPrincipalOf(row: SessionRow): PortalPrincipal {
  if (row.kind !== 'owner' && row.kind !== 'user') throw new UnauthorizedError('not authenticated');
  const isOwner = row.kind === 'owner';
  // The owner is outside the role system and passes every check; an inactive role grants nothing.
  const permissions = isOwner ? allPermissions() : row.role_is_active && row.permissions ? row.permissions : noPermissions();
  return {
    kind: 'portal',
    userId: row.user_id,
    username: row.username,
    customerId: row.customer_id!,
    tier: row.tier!,
    isOwner,
    role: row.role_id ? { id: row.role_id, name: row.role_name!, is_active: row.role_is_active! } : null,
    permissions,
    sessionHash: row.token_hash,
  };
}

export function registerGate(app: App, deps: GateDeps): void {
  const table: RouteGate[] = [];
  app.decorate('routeGates', table);
  app.addHook('onRoute', (route) => {
    if (!route.config?.gate) {
      if (mustDeclareGate(route.url)) throw new Error(`route ${route.method} ${route.url} declares no gate`);
      route.config = { ...route.config, gate: gate.public };
    }
    for (const method of [route.method].flat()) table.push({ method, url: route.url, gate: route.config.gate! });
  });

  async function loadSession(request: FastifyRequest, app: SessionApp): Promise<SessionRow> {
    const token = request.cookies[SESSION_COOKIES[app].name];
    if (!token) throw new UnauthorizedError('not authenticated');
    const row = await deps.sessions.find(token, app);
    if (!row) throw new UnauthorizedError('not authenticated');
    const now = deps.clock().getTime();
    const idleExpired = now - row.last_seen_at.getTime() > deps.sessionIdleSeconds * 1000;
    if (idleExpired || now >= row.expires_at.getTime()) {
      await deps.sessions.delete(row.token_hash);
      throw new UnauthorizedError('session expired');
    }
    if (now - row.last_seen_at.getTime() > TOUCH_AFTER_MS) await deps.sessions.touch(row.token_hash);
    return row;
  }

  app.addHook('onRequest', async (request) => {
    const g = request.routeOptions.config?.gate;
    if (!g) return; // unknown route: the not-found handler answers
    switch (g.kind) {
      case 'public':
        return;
      case 'sign-in':
        assertSameOrigin(request);
        return;
      case 'portal': {
        const principal = portalPrincipalOf(await loadSession(request, 'portal'));
        request.principal = principal;
        assertSameOrigin(request);
        if (g.require === 'signed-in') return;
        if (g.require === 'owner' ? !principal.isOwner : !principal.permissions[g.require]) {
          throw new ForbiddenError('permission denied');
        }
        return;
      }
      case 'global_admin': {
        const row = await loadSession(request, 'admin');
        if (row.kind !== 'global_admin') throw new UnauthorizedError('not authenticated');
        request.principal = { kind: 'global_admin', userId: row.user_id, username: row.username, sessionHash: row.token_hash };
        assertSameOrigin(request);
        return;
      }
      case 'api': {
        if (!deps.resolveBearer) throw new UnauthorizedError('invalid token');
        request.principal = await deps.resolveBearer(request.headers.authorization, request.ip);
        return;
      }
    }
  });
}

/** The caller of a portal route (the gate has already resolved and checked it). */
export function portalCaller(request: FastifyRequest): PortalPrincipal {
  const p = request.principal;
  if (p?.kind !== 'portal') throw new UnauthorizedError('not authenticated');
  return p;
}

export function adminCaller(request: FastifyRequest): GlobalAdminPrincipal {
  const p = request.principal;
  if (p?.kind !== 'global_admin') throw new UnauthorizedError('not authenticated');
  return p;
}

export function apiCaller(request: FastifyRequest): ApiPrincipal {
  const p = request.principal;
  if (p?.kind !== 'api') throw new UnauthorizedError('invalid token');
  return p;
}
