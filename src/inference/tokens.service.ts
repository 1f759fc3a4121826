import type { Clock } from '../clock.js';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.js';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import { addressAllowed } from '../users/address-ranges.js';
import { verifyPassword } from '../auth/passwords.js';
import type { ApiPrincipal } from '../auth/principal.js';
import { usersRepo } from '../users/users.repo.js';
import { tokensRepo } from './tokens.repo.js';
import type { SignInThrottle } from '../auth/sign-in-throttle.js';

/**
 * The header exactly as the contract writes it: `Bearer`, one space, the token (visible characters,
 * no space). Anything else — another scheme or case, two spaces, a tab, a trailing space — is
 * "invalid Authorization header", so that one token has one spelling and a fuzzed variant is never
 * taken for it. A token of that form that is not one of ours is "invalid token".
 */
const BEARER_HEADER = /^Bearer (\S+)$/;
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;
const EXPIRED_KEPT_SECONDS = 7 * 24 * 3600;

/**
 * Bearer tokens of API users: opaque random strings whose hash is stored, so that they are valid
 * across restarts and across instances sharing the database, and revocable at once.
 */
export function tokensService(deps: { db: Db; ttlSeconds: number; throttle: SignInThrottle; clock?: Clock }) {
  const { db } = deps;
  const tokens = (q: Db) => tokensRepo(q, deps.clock);
  return {
    async authorize(username: string, password: string, address: string): Promise<{ token: string; expiresAt: Date; ttlSeconds: number }> {
      await deps.throttle.assertAllowed(username, address);
      const account = await usersRepo(db).findByUsername(username);
      const apiUser = account?.kind === 'api_user' ? account : undefined;
      const ok = await verifyPassword(apiUser?.password_hash, password);
      // An address outside the user's ranges is refused like a wrong password: nothing is revealed.
      if (!ok || !apiUser || !addressAllowed(address, apiUser.allowed_ranges)) {
        await deps.throttle.recordFailure(username, address);
        throw new UnauthorizedError('invalid credentials');
      }
      const token = `sg_${randomBytes(32).toString('base64url')}`;
      const expiresAt = await tokens(db).insert({
        token,
        userId: apiUser.id,
        customerId: apiUser.customer_id!,
        credentialVersion: apiUser.credential_version,
        ttlSeconds: deps.ttlSeconds,
      });
      // Housekeeping on the (rare) authorize path rather than a background job.
      if (Math.random() < 0.01) await tokens(db).purgeExpired(EXPIRED_KEPT_SECONDS);
      return { token, expiresAt, ttlSeconds: deps.ttlSeconds };
    },

    /** The caller of /api/v1/infer, or the contract's 401 in the contract's words. */
    async resolveBearer(authorization: string | undefined, address: string): Promise<ApiPrincipal> {
      if (authorization === undefined || authorization === '') throw new UnauthorizedError('missing Authorization header');
      const token = BEARER_HEADER.exec(authorization)?.[1];
      if (token === undefined) throw new UnauthorizedError('invalid Authorization header');
      if (!TOKEN.test(token)) throw new UnauthorizedError('invalid token');
      const row = await tokens(db).find(token);
      if (!row?.current) throw new UnauthorizedError('invalid token');
      if (row.expired) throw new UnauthorizedError('token expired');
      if (!addressAllowed(address, row.allowed_ranges)) throw new ForbiddenError('address not allowed for this API user');
      return { kind: 'api', userId: row.user_id, username: row.username, customerId: row.customer_id, tier: row.tier };
    },
  };
}

export type TokensService = ReturnType<typeof tokensService>;
