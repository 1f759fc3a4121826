import type { Queryable } from '../db/db.js';
import type { StructuredQuery } from '../agent/plan/query.js';
import type { Slot } from '../agent/verified.js';

export type Outcome = 'pass' | 'fail' | 'stale';

export interface VerifiedRecord {
  id: string;
  project_id: string;
  spec_id: string | null;
  question: string;
  question_key: string;
  shape: string;
  slots: Slot[][];
  reading: StructuredQuery;
  correlation_id: string;
  verified_by_username: string;
  verified_at: string;
}

interface VerifiedRow extends Omit<VerifiedRecord, 'verified_at'> {
  verified_at: Date;
}

const COLUMNS = 'id, project_id, spec_id, question, question_key, shape, slots, reading, correlation_id, verified_by_username, verified_at';
const record = (r: VerifiedRow): VerifiedRecord => ({ ...r, verified_at: r.verified_at.toISOString() });

/** What a question matched on: the same normalised words first, then the same shape, the latest verified first. */
const MATCHES_READ = 5;

/** Verified questions, their checks per spec and the parser's adaptation per project (migration 015). */
export function verifiedRepo(q: Queryable) {
  return {
    async findByKey(projectId: string, key: string, opts: { forUpdate?: boolean } = {}): Promise<VerifiedRecord | undefined> {
      const { rows } = await q.query<VerifiedRow>(
        `SELECT ${COLUMNS} FROM verified_questions WHERE project_id = $1 AND question_key = $2${opts.forUpdate ? ' FOR UPDATE' : ''}`,
        [projectId, key],
      );
      return rows[0] && record(rows[0]);
    },

    /** Stores a verified question, replacing the reading of the same question (same key) in the project. */
    async upsert(v: Omit<VerifiedRecord, 'id' | 'verified_at'> & { customerId: string; verifiedBy: string; verifiedAt: Date }): Promise<VerifiedRecord> {
      const { rows } = await q.query<VerifiedRow>(
        `INSERT INTO verified_questions (customer_id, project_id, spec_id, question, question_key, shape, slots, reading, correlation_id,
                                         verified_by, verified_by_username, verified_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10, $11, $12)
         ON CONFLICT (project_id, question_key) DO UPDATE SET
           spec_id = EXCLUDED.spec_id, question = EXCLUDED.question, shape = EXCLUDED.shape, slots = EXCLUDED.slots,
           reading = EXCLUDED.reading, correlation_id = EXCLUDED.correlation_id, verified_by = EXCLUDED.verified_by,
           verified_by_username = EXCLUDED.verified_by_username, verified_at = EXCLUDED.verified_at
         RETURNING ${COLUMNS}`,
        [
          v.customerId,
          v.project_id,
          v.spec_id,
          v.question,
          v.question_key,
          v.shape,
          JSON.stringify(v.slots),
          JSON.stringify(v.reading),
          v.correlation_id,
          v.verifiedBy,
          v.verified_by_username,
          v.verifiedAt,
        ],
      );
      return record(rows[0]!);
    },

    /** The verified questions a question may be, over the projects: the same key first, then the same shape; the latest first. */
    async matching(projectIds: string[], key: string, shape: string): Promise<VerifiedRecord[]> {
      const { rows } = await q.query<VerifiedRow>(
        `SELECT ${COLUMNS} FROM verified_questions
          WHERE project_id = ANY($1::uuid[]) AND (question_key = $2 OR shape = $3)
          ORDER BY (question_key = $2) DESC, verified_at DESC LIMIT ${MATCHES_READ}`,
        [projectIds, key, shape],
      );
      return rows.map(record);
    },

    /** A project's verified questions, in the order verified. */
    async list(projectId: string): Promise<VerifiedRecord[]> {
      const { rows } = await q.query<VerifiedRow>(`SELECT ${COLUMNS} FROM verified_questions WHERE project_id = $1 ORDER BY verified_at, id`, [projectId]);
      return rows.map(record);
    },

    async delete(projectId: string, id: string): Promise<VerifiedRecord | undefined> {
      const { rows } = await q.query<VerifiedRow>(`DELETE FROM verified_questions WHERE project_id = $1 AND id = $2 RETURNING ${COLUMNS}`, [projectId, id]);
      return rows[0] && record(rows[0]);
    },

    /** A replaced reading's checks say nothing of the new one. */
    async clearChecks(verifiedId: string): Promise<void> {
      await q.query('DELETE FROM verified_checks WHERE verified_id = $1', [verifiedId]);
    },

    /** A spec's checks, replacing the earlier run's. */
    async writeChecks(specId: string, outcomes: { id: string; outcome: Outcome }[], at: Date): Promise<void> {
      await q.query('DELETE FROM verified_checks WHERE spec_id = $1', [specId]);
      if (outcomes.length === 0) return;
      await q.query(
        `INSERT INTO verified_checks (spec_id, verified_id, outcome, checked_at)
         SELECT $1, c.id, c.outcome, $2 FROM jsonb_to_recordset($3::jsonb) AS c(id uuid, outcome text)
           JOIN verified_questions v ON v.id = c.id`,
        [specId, at, JSON.stringify(outcomes)],
      );
    },

    /** Every check of a project's questions: by question, the outcome on each spec checked. */
    async checks(projectId: string): Promise<{ verified_id: string; spec_id: string; outcome: Outcome; checked_at: string }[]> {
      const { rows } = await q.query<{ verified_id: string; spec_id: string; outcome: Outcome; checked_at: Date }>(
        `SELECT c.verified_id, c.spec_id, c.outcome, c.checked_at FROM verified_checks c
           JOIN verified_questions v ON v.id = c.verified_id WHERE v.project_id = $1`,
        [projectId],
      );
      return rows.map((r) => ({ ...r, checked_at: r.checked_at.toISOString() }));
    },

    /** The adaptations of the projects that have one: their revision only (the weights are read when not cached). */
    async revisions(projectIds: string[]): Promise<{ project_id: string; revision: string }[]> {
      const { rows } = await q.query<{ project_id: string; revision: string }>(
        'SELECT project_id, revision::text AS revision FROM verified_weights WHERE project_id = ANY($1::uuid[])',
        [projectIds],
      );
      return rows;
    },

    async weights(projectId: string, opts: { forUpdate?: boolean } = {}): Promise<{ weights: Record<string, number>; revision: string } | undefined> {
      const { rows } = await q.query<{ weights: Record<string, number>; revision: string }>(
        `SELECT weights, revision::text AS revision FROM verified_weights WHERE project_id = $1${opts.forUpdate ? ' FOR UPDATE' : ''}`,
        [projectId],
      );
      return rows[0];
    },

    /** Makes sure a project has its adaptation's row (so that it can be locked), empty at first. */
    async ensureWeights(projectId: string, at: Date): Promise<void> {
      await q.query(
        `INSERT INTO verified_weights (project_id, weights, questions, revision, updated_at) VALUES ($1, '{}'::jsonb, 0, 0, $2)
         ON CONFLICT (project_id) DO NOTHING`,
        [projectId, at],
      );
    },

    async setWeights(projectId: string, weights: Record<string, number>, at: Date): Promise<void> {
      await q.query(
        `UPDATE verified_weights SET weights = $2::jsonb, revision = revision + 1, updated_at = $3,
                questions = (SELECT count(*) FROM verified_questions WHERE project_id = $1)
          WHERE project_id = $1`,
        [projectId, JSON.stringify(weights), at],
      );
    },
  };
}
