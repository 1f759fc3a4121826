import { Type } from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminCaller, gate, portalCaller, portalPrincipalOf, SESSION_COOKIES } from './gate.js';
import { ErrorBody } from '../http/schemas.js';
import type { App } from '../http/types.js';
import { meOf, type AuthService } from './auth.service.js';
import { AdminMeSchema, MeSchema, SignInBody } from './auth.schemas.js';
import { hashToken, type SessionApp, type SessionsRepo } from './sessions.repo.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, app: SessionApp, token: string) {
  const { name, path } = SESSION_COOKIES[app];
  void reply.setCookie(name, token, { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path });
}

function clearSessionCookie(reply: FastifyReply, app: SessionApp) {
  const { name, path } = SESSION_COOKIES[app];
  void reply.clearCookie(name, { path });
}

/** Sign-in, sign-out and "who am I" for the portal (/auth/core) and the admin application (/admin/auth). */
export function registerAuthRoutes(app: App, deps: { auth: AuthService; sessions: SessionsRepo }): void {
  const { auth, sessions } = deps;

  async function signOut(request: FastifyRequest, reply: FastifyReply, which: SessionApp) {
    const token = request.cookies[SESSION_COOKIES[which].name];
    if (token) await auth.signOut(hashToken(token));
    clearSessionCookie(reply, which);
    return reply.status(204).send(null);
  }

  app.post(
    '/auth/core/login',
    {
      config: { gate: gate.signIn },
      schema: {
        tags: ['auth'],
        summary: 'Portal sign-in (owner and portal users); sets the session cookie',
        body: SignInBody,
        response: { 200: MeSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Any session this browser already had ends: a sign-in always starts a fresh one.
      const previous = request.cookies[SESSION_COOKIES.portal.name];
      if (previous) await auth.signOut(hashToken(previous));
      const { token } = await auth.signIn('portal', request.body.username, request.body.password, request.ip);
      setSessionCookie(request, reply, 'portal', token);
      // Resolve the new session the way every later request will, so the body matches /auth/core/me.
      const row = await sessions.find(token, 'portal');
      return meOf(portalPrincipalOf(row!));
    },
  );

  app.post(
    '/auth/core/logout',
    { config: { gate: gate.signIn }, schema: { tags: ['auth'], summary: 'End the portal session', response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => signOut(request, reply, 'portal'),
  );

  app.get(
    '/auth/core/me',
    {
      config: { gate: gate.signedIn },
      schema: { tags: ['auth'], summary: 'The signed-in portal user and its permissions, evaluated afresh', response: { 200: MeSchema, ...errors } },
    },
    async (request) => meOf(portalCaller(request)),
  );

  app.post(
    '/admin/auth/login',
    {
      config: { gate: gate.signIn },
      schema: {
        tags: ['admin'],
        summary: 'Global admin sign-in; sets the admin session cookie',
        body: SignInBody,
        response: { 200: AdminMeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, userId, username } = await auth.signIn('admin', request.body.username, request.body.password, request.ip);
      setSessionCookie(request, reply, 'admin', token);
      return { id: userId, username, system_type: 'global_admin' as const };
    },
  );

  app.post(
    '/admin/auth/logout',
    { config: { gate: gate.signIn }, schema: { tags: ['admin'], summary: 'End the admin session', response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => signOut(request, reply, 'admin'),
  );

  app.get(
    '/admin/auth/me',
    { config: { gate: gate.globalAdmin }, schema: { tags: ['admin'], summary: 'The signed-in global admin', response: { 200: AdminMeSchema, ...errors } } },
    async (request) => {
      const p = adminCaller(request);
      return { id: p.userId, username: p.username, system_type: 'global_admin' as const };
    },
  );
}
