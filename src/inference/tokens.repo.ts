import type { Queryable } from '../db/db.js';
import { after, systemClock, type Clock } from '../clock.js';
import { hashToken } from '../auth/sessions.repo.js';

export interface TokenRow {
  user_id: string;
  username: string;
  customer_id: string;
  tier: string;
  expired: boolean;
  /** False when the user's password changed after the token was issued. */
  current: boolean;
  allowed_ranges: string[] | null;
}

export function tokensRepo(q: Queryable, clock: Clock = systemClock) {
  return {
    async insert(t: { token: string; userId: string; customerId: string; credentialVersion: number; ttlSeconds: number }): Promise<Date> {
      const { rows } = await q.query<{ expires_at: Date }>(
        `INSERT INTO api_tokens (token_hash, user_id, customer_id, credential_version, expires_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING expires_at`,
        [hashToken(t.token), t.userId, t.customerId, t.credentialVersion, after(clock(), t.ttlSeconds)],
      );
      return rows[0]!.expires_at;
    },

    async find(token: string): Promise<TokenRow | undefined> {
      const { rows } = await q.query<TokenRow>(
        `SELECT t.user_id, u.username, t.customer_id, c.tier,
                t.expires_at <= $2 AS expired,
                t.credential_version = u.credential_version AS current, u.allowed_ranges
           FROM api_tokens t
           JOIN users u ON u.id = t.user_id AND u.kind = 'api_user'
           JOIN customers c ON c.id = t.customer_id
          WHERE t.token_hash = $1`,
        [hashToken(token), clock()],
      );
      return rows[0];
    },

    /** Tokens long past expiry are only kept a while, to answer "token expired" rather than "invalid token". */
    async purgeExpired(graceSeconds: number): Promise<void> {
      await q.query(`DELETE FROM api_tokens WHERE expires_at < $1`, [after(clock(), -graceSeconds)]);
    },
  };
}
