import type { Queryable } from '../db/db.js';
import type { Exposure } from '../contracts/exposure.js';
import type { InferenceAnswer } from './inference.schemas.js';
import type { StructuredQuery } from '../agent/plan/query.js';

/** What the agent read a kept answer as: never sent to the portal, read by the next question of the session. */
export interface TurnReading {
  /** The structured query that answered (absent when it did not answer). */
  reading: StructuredQuery | null;
  /** A clarification's readings. */
  options: { words: string; reading: StructuredQuery }[] | null;
}

/** A kept question as verifying it needs it: what was asked, of which specs, read how. */
export interface AskedTurn extends TurnReading {
  prompt: string;
  /** The question in words that stand alone, when the prompt does not (a follow-up, a chosen reading). */
  question: string | null;
  spec_ids: string[];
}

export interface Turn {
  correlation_id: string;
  prompt: string;
  spec_ids: string[];
  exposure: Exposure;
  answer: InferenceAnswer;
  asked_at: string;
  /** The rating given to the answer (inference_feedback), if any. */
  feedback?: { rating: 'up' | 'down'; note: string };
  /** The fingerprint of the account's policies and attributes when it was answered (null before migration 013). */
  access: string | null;
}

export interface SessionSummary {
  session_id: string;
  /** The session's first question. */
  title: string;
  questions: number;
  started_at: string;
  last_asked_at: string;
}

interface TurnRow extends Omit<Turn, 'asked_at' | 'feedback'> {
  asked_at: Date;
  rating: 'up' | 'down' | null;
  note: string | null;
}

/** The portal agent's history: a user's answered questions by session label, each user's own. */
export function historyRepo(q: Queryable) {
  return {
    async insert(
      t: { customerId: string; userId: string; sessionId: string } & Omit<Turn, 'asked_at' | 'feedback'> &
        TurnReading & { askedAt: Date; question: string | null },
    ): Promise<void> {
      await q.query(
        `INSERT INTO agent_turns (customer_id, user_id, session_id, correlation_id, prompt, spec_ids, exposure, answer, asked_at, access, reading, options, question)
         VALUES ($1, $2, $3, $4, $5, $6::text[], $7, $8::jsonb, $9, $10, $11::jsonb, $12::jsonb, $13) ON CONFLICT (customer_id, correlation_id) DO NOTHING`,
        [
          t.customerId,
          t.userId,
          t.sessionId,
          t.correlation_id,
          t.prompt,
          t.spec_ids,
          t.exposure,
          JSON.stringify(t.answer),
          t.askedAt,
          t.access,
          t.reading ? JSON.stringify(t.reading) : null,
          t.options ? JSON.stringify(t.options) : null,
          t.question,
        ],
      );
    },

    /** How a question of the user's was read, by its correlation id, if it is theirs and asked since `since`. */
    async reading(customerId: string, userId: string, correlationId: string, since: Date): Promise<AskedTurn | undefined> {
      const { rows } = await q.query<AskedTurn>(
        'SELECT reading, options, prompt, question, spec_ids FROM agent_turns WHERE customer_id = $1 AND user_id = $2 AND correlation_id = $3 AND asked_at >= $4',
        [customerId, userId, correlationId, since],
      );
      return rows[0];
    },

    /** The user's sessions with a question since `since`, the latest first; at most `limit`. */
    async sessions(customerId: string, userId: string, since: Date, limit: number): Promise<SessionSummary[]> {
      const { rows } = await q.query<{ session_id: string; title: string; questions: number; started_at: Date; last_asked_at: Date }>(
        `SELECT session_id, (array_agg(prompt ORDER BY asked_at, correlation_id))[1] AS title, count(*)::int AS questions,
                min(asked_at) AS started_at, max(asked_at) AS last_asked_at
           FROM agent_turns WHERE customer_id = $1 AND user_id = $2 AND asked_at >= $3
          GROUP BY session_id ORDER BY max(asked_at) DESC, session_id LIMIT $4`,
        [customerId, userId, since, limit],
      );
      return rows.map((r) => ({ ...r, started_at: r.started_at.toISOString(), last_asked_at: r.last_asked_at.toISOString() }));
    },

    /** A session's questions since `since`, in the order asked. */
    async turns(customerId: string, userId: string, sessionId: string, since: Date): Promise<Turn[]> {
      const { rows } = await q.query<TurnRow>(
        `SELECT t.correlation_id, t.prompt, t.spec_ids, t.exposure, t.answer, t.asked_at, t.access, f.rating, f.note
           FROM agent_turns t LEFT JOIN inference_feedback f ON f.customer_id = t.customer_id AND f.correlation_id = t.correlation_id
          WHERE t.customer_id = $1 AND t.user_id = $2 AND t.session_id = $3 AND t.asked_at >= $4 ORDER BY t.asked_at, t.correlation_id`,
        [customerId, userId, sessionId, since],
      );
      return rows.map(({ rating, note, ...r }) => ({
        ...r,
        asked_at: r.asked_at.toISOString(),
        ...(rating ? { feedback: { rating, note: note ?? '' } } : {}),
      }));
    },

    /** Deletes a session of the user's; how many questions it held. */
    async deleteSession(customerId: string, userId: string, sessionId: string): Promise<number> {
      const { rows } = await q.query('DELETE FROM agent_turns WHERE customer_id = $1 AND user_id = $2 AND session_id = $3 RETURNING correlation_id', [
        customerId,
        userId,
        sessionId,
      ]);
      return rows.length;
    },

    /** Removes what is older than the retention, the user's own (each write keeps its user's history trimmed). */
    async purge(customerId: string, userId: string, before: Date): Promise<void> {
      await q.query('DELETE FROM agent_turns WHERE customer_id = $1 AND user_id = $2 AND asked_at < $3', [customerId, userId, before]);
    },

    /** The exposure each of the customer's specs answers at now (a deleted spec is absent). */
    async exposures(customerId: string, specIds: string[]): Promise<Map<string, Exposure>> {
      const { rows } = await q.query<{ id: string; exposure: Exposure }>(
        `SELECT s.id::text AS id, p.exposure FROM semantic_specs s JOIN projects p ON p.id = s.project_id
          WHERE s.customer_id = $1 AND s.id::text = ANY($2::text[])`,
        [customerId, specIds],
      );
      return new Map(rows.map((r) => [r.id, r.exposure]));
    },
  };
}
