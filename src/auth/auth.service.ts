import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { UnauthorizedError } from '../errors.js';
import { FLAGS } from '../contracts/flags.js';
import { usersRepo, type AccountKind } from '../users/users.repo.js';
import { verifyPassword } from './passwords.js';
import type { PortalPrincipal } from './principal.js';
import { sessionsRepo, type SessionApp } from './sessions.repo.js';
import type { SignInThrottle } from './sign-in-throttle.js';
import type { Static } from 'typebox';
import type { MeSchema } from './auth.schemas.js';

/** Which account kinds may sign in to which application (the account classes of the specification). */
const SIGN_IN_KINDS: Record<SessionApp, AccountKind[]> = {
  portal: ['owner', 'user'],
  admin: ['global_admin'],
};

/** "Who am I" of a portal session (MeSchema). */
export type MeBody = Static<typeof MeSchema>;

export function meOf(p: PortalPrincipal): MeBody {
  const onlyAgent = p.permissions.can_access_agent && FLAGS.every((f) => f === 'can_access_agent' || !p.permissions[f]);
  return {
    id: p.userId,
    username: p.username,
    customer_id: p.customerId,
    is_owner: p.isOwner,
    role: p.role,
    permissions: p.permissions,
    landing: onlyAgent ? 'agent' : 'portal',
  };
}

export function authService(deps: { db: Db; sessionAbsoluteSeconds: number; throttle: SignInThrottle; clock?: Clock }) {
  const { db } = deps;
  return {
    /**
     * Checks the credentials for one application and opens a new session. An unknown username, an
     * account of the other class and a wrong password all cost one hash verification and give the same 401.
     */
    async signIn(app: SessionApp, username: string, password: string, address: string): Promise<{ token: string; userId: string; username: string }> {
      await deps.throttle.assertAllowed(username, address);
      const account = await usersRepo(db).findByUsername(username);
      const eligible = account && SIGN_IN_KINDS[app].includes(account.kind) ? account : undefined;
      const ok = await verifyPassword(eligible?.password_hash, password);
      if (!ok || !eligible) {
        await deps.throttle.recordFailure(username, address);
        throw new UnauthorizedError('invalid credentials');
      }
      const token = await sessionsRepo(db, deps.clock).create(eligible.id, app, deps.sessionAbsoluteSeconds);
      return { token, userId: eligible.id, username: eligible.username };
    },

    async signOut(tokenHash: string): Promise<void> {
      await sessionsRepo(db).delete(tokenHash);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
