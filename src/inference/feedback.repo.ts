import type { Queryable } from '../db/db.js';

export type Rating = 'up' | 'down';

export interface Feedback {
  correlation_id: string;
  rating: Rating;
  note: string | null;
  username: string | null;
  rated_at: string;
}

/** A rated call as its audit entry recorded it, for the question file export. */
export interface RatedQuestion extends Feedback {
  details: Record<string, unknown>;
}

interface FeedbackRow {
  correlation_id: string;
  rating: Rating;
  note: string | null;
  username: string | null;
  rated_at: Date;
}

const asFeedback = (r: FeedbackRow): Feedback => ({
  correlation_id: r.correlation_id,
  rating: r.rating,
  note: r.note,
  username: r.username,
  rated_at: r.rated_at.toISOString(),
});

/** The audit actions of an inference call that can be rated (both routes answer the same way). */
const INFERENCE_ACTIONS = ['api.infer', 'portal.inference'];

export function feedbackRepo(q: Queryable) {
  return {
    /** Whether the customer has an answered inference call with this correlation id (status 200 in its audit entry). */
    async answeredCall(customerId: string, correlationId: string): Promise<boolean> {
      const { rows } = await q.query(
        `SELECT 1 FROM audit_entries
          WHERE customer_id = $1 AND correlation_id = $2 AND action = ANY($3::text[]) AND details->>'status' = '200' LIMIT 1`,
        [customerId, correlationId, INFERENCE_ACTIONS],
      );
      return rows.length > 0;
    },

    /** One rating per call: a later one replaces the earlier. */
    async upsert(f: { customerId: string; correlationId: string; rating: Rating; note: string | null; userId: string; username: string }): Promise<Feedback> {
      const { rows } = await q.query<FeedbackRow>(
        `INSERT INTO inference_feedback (customer_id, correlation_id, rating, note, user_id, username)
              VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (customer_id, correlation_id)
         DO UPDATE SET rating = EXCLUDED.rating, note = EXCLUDED.note, user_id = EXCLUDED.user_id,
                       username = EXCLUDED.username, rated_at = now()
         RETURNING correlation_id, rating, note, username, rated_at`,
        [f.customerId, f.correlationId, f.rating, f.note, f.userId, f.username],
      );
      return asFeedback(rows[0]!);
    },

    /** The customer's rated calls, oldest rating first, each with its audit entry's details. */
    async rated(customerId: string): Promise<RatedQuestion[]> {
      const { rows } = await q.query<FeedbackRow & { details: Record<string, unknown> }>(
        `SELECT f.correlation_id, f.rating, f.note, f.username, f.rated_at, a.details
           FROM inference_feedback f
           JOIN LATERAL (
             SELECT details FROM audit_entries
              WHERE customer_id = f.customer_id AND correlation_id = f.correlation_id AND action = ANY($2::text[])
              ORDER BY id LIMIT 1
           ) a ON true
          WHERE f.customer_id = $1
          ORDER BY f.rated_at, f.correlation_id`,
        [customerId, INFERENCE_ACTIONS],
      );
      return rows.map((r) => ({ ...asFeedback(r), details: r.details }));
    },
  };
}
