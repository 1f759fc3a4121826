import { after, systemClock, type Clock } from '../clock.js';
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.js';
import { FLAGS, type Permissions } from '../contracts/flags.js';

export type SessionApp = 'portal' | 'admin';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface SessionRow {
  token_hash: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  user_id: string;
  username: string;
  kind: 'global_admin' | 'owner' | 'user' | 'api_user';
  customer_id: string | null;
  tier: string | null;
  role_id: string | null;
  role_name: string | null;
  role_is_active: boolean | null;
  permissions: Permissions | null;
}

const FLAG_JSON = `jsonb_build_object(${FLAGS.map((f) => `'${f}', r.${f}`).join(', ')})`;

export function sessionsRepo(db: Queryable, clock: Clock = systemClock) {
  return {
    async create(userId: string, app: SessionApp, absoluteSeconds: number): Promise<string> {
      const token = newToken();
      await db.query(`INSERT INTO sessions (token_hash, user_id, app, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $4, $4, $5)`, [
        hashToken(token),
        userId,
        app,
        clock(),
        after(clock(), absoluteSeconds),
      ]);
      return token;
    },

    /** The session with its user and the user's role as they are now. */
    async find(token: string, app: SessionApp): Promise<SessionRow | undefined> {
      const { rows } = await db.query<SessionRow>(
        `SELECT s.token_hash, s.created_at, s.last_seen_at, s.expires_at,
                u.id AS user_id, u.username, u.kind, u.customer_id, c.tier,
                r.id AS role_id, r.name AS role_name, r.is_active AS role_is_active,
                CASE WHEN r.id IS NULL THEN NULL ELSE ${FLAG_JSON} END AS permissions
           FROM sessions s
           JOIN users u ON u.id = s.user_id
           LEFT JOIN roles r ON r.id = u.role_id
           LEFT JOIN customers c ON c.id = u.customer_id
          WHERE s.token_hash = $1 AND s.app = $2`,
        [hashToken(token), app],
      );
      return rows[0];
    },

    async touch(tokenHash: string): Promise<void> {
      await db.query('UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1', [tokenHash, clock()]);
    },

    async delete(tokenHash: string): Promise<void> {
      await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
    },

    async deleteForUser(userId: string): Promise<void> {
      await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    },
  };
}

export type SessionsRepo = ReturnType<typeof sessionsRepo>;
