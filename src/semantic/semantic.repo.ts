import type { Queryable } from '../db/db.js';
import { isUuid } from '../contracts/ids.js';
import type { Exposure } from '../contracts/exposure.js';
import type { SpecDoc } from '../contracts/spec.js';

export type SpecStatus = 'building' | 'trained' | 'failed';

export interface BuildProgress {
  step: 'queued' | 'statistics' | 'joins' | 'done';
  modules_total: number;
  modules_done: number;
  columns_total: number;
  columns_done: number;
}

export interface SpecRecord {
  id: string;
  customer_id: string;
  project_id: string;
  name: string;
  status: SpecStatus;
  progress: BuildProgress;
  error: string | null;
  spec: SpecDoc | null;
  created_at: Date;
  trained_at: Date | null;
}

export interface TrainedSpecRow {
  id: string;
  name: string;
  trained_at: Date | string | null;
  project_id: string;
  project_name: string;
  exposure: Exposure;
}

const COLUMNS = 'id, customer_id, project_id, name, status, progress, error, spec, created_at, trained_at';
const SUMMARY = 'id, customer_id, project_id, name, status, progress, error, NULL::jsonb AS spec, created_at, trained_at';

/** A build whose heartbeat is older than this is considered interrupted (its process stopped). */
export const STALE_BUILD_SECONDS = 600;

export function semanticRepo(q: Queryable) {
  return {
    async insert(s: { customerId: string; projectId: string; name: string; progress: BuildProgress; createdBy: string }): Promise<string> {
      const { rows } = await q.query<{ id: string }>(
        `INSERT INTO semantic_specs (customer_id, project_id, name, status, progress, created_by)
         VALUES ($1, $2, $3, 'building', $4::jsonb, $5) RETURNING id`,
        [s.customerId, s.projectId, s.name, JSON.stringify(s.progress), s.createdBy],
      );
      return rows[0]!.id;
    },

    async progress(id: string, progress: BuildProgress): Promise<void> {
      await q.query(`UPDATE semantic_specs SET progress = $2::jsonb, heartbeat_at = now() WHERE id = $1 AND status = 'building'`, [
        id,
        JSON.stringify(progress),
      ]);
    },

    async trained(id: string, spec: SpecDoc, progress: BuildProgress): Promise<void> {
      await q.query(
        `UPDATE semantic_specs SET status = 'trained', spec = $2::jsonb, progress = $3::jsonb, trained_at = now(), heartbeat_at = now()
          WHERE id = $1 AND status = 'building'`,
        [id, JSON.stringify(spec), JSON.stringify(progress)],
      );
    },

    async failed(id: string, error: string): Promise<void> {
      await q.query(`UPDATE semantic_specs SET status = 'failed', error = $2, heartbeat_at = now() WHERE id = $1 AND status = 'building'`, [id, error]);
    },

    /** Builds whose process stopped before they finished are failed, so they never look alive forever. */
    async failStale(): Promise<number> {
      const r = await q.query(
        `UPDATE semantic_specs SET status = 'failed', error = 'the build was interrupted (the service restarted); build again'
          WHERE status = 'building' AND heartbeat_at < now() - make_interval(secs => $1)`,
        [STALE_BUILD_SECONDS],
      );
      return r.rowCount;
    },

    async find(customerId: string, projectId: string, id: string): Promise<SpecRecord | undefined> {
      if (!isUuid(id) || !isUuid(projectId)) return undefined;
      const { rows } = await q.query<SpecRecord>(`SELECT ${COLUMNS} FROM semantic_specs WHERE customer_id = $1 AND project_id = $2 AND id = $3`, [
        customerId,
        projectId,
        id,
      ]);
      return rows[0];
    },

    /** The customer's trained specs with their project, for the agent UI's picker (project name order). */
    async listTrainedWithProjects(customerId: string): Promise<TrainedSpecRow[]> {
      const { rows } = await q.query<TrainedSpecRow>(
        `SELECT s.id, s.name, s.trained_at, p.id AS project_id, p.name AS project_name, p.exposure
           FROM semantic_specs s JOIN projects p ON p.id = s.project_id
          WHERE s.customer_id = $1 AND p.customer_id = $1 AND s.status = 'trained'
          ORDER BY lower(p.name), p.id, s.created_at DESC`,
        [customerId],
      );
      return rows;
    },

    async listForProject(customerId: string, projectId: string): Promise<SpecRecord[]> {
      const { rows } = await q.query<SpecRecord>(
        `SELECT ${SUMMARY} FROM semantic_specs WHERE customer_id = $1 AND project_id = $2 ORDER BY created_at DESC, id`,
        [customerId, projectId],
      );
      return rows;
    },

    async delete(customerId: string, projectId: string, id: string): Promise<boolean> {
      if (!isUuid(id) || !isUuid(projectId)) return false;
      const r = await q.query('DELETE FROM semantic_specs WHERE customer_id = $1 AND project_id = $2 AND id = $3', [customerId, projectId, id]);
      return r.rowCount > 0;
    },
  };
}
