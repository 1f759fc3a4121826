import type { Queryable } from '../db/db.js';
import { boundedMap, type BoundedMap } from '../infra/bounded-map.js';
import { isUuid } from '../contracts/ids.js';
import type { ColumnRole } from '../contracts/columns.js';
import type { Exposure } from '../contracts/exposure.js';
import type { SpecDoc } from '../contracts/spec.js';

export interface ScopedSpec {
  id: string;
  customer_id: string;
  project_id: string;
  /** The project's adaptation revision from its verified questions (src/verified); null when it has none. */
  verified_revision: string | null;
  status: 'building' | 'trained' | 'failed';
  exposure: Exposure;
  spec: SpecDoc | null;
}

/**
 * Trained spec documents by id. A document is written once, when its build finishes, and never
 * changed (a rebuild is a new spec), so it need be read from the database once per process; the row
 * itself (owner, status, the project's exposure) is still read on every call, so ownership,
 * deletion and exposure changes take effect at once. Built by the composition root (src/app.ts)
 * and shared by the services that read specs.
 */
export type SpecDocCache = BoundedMap<string, SpecDoc>;
export const specDocCache = (kept = 256): SpecDocCache => boundedMap(kept);

interface SetRole {
  m: string;
  c: string;
  r: ColumnRole;
}

/**
 * The roles the module builder set since the build, over the (cached, shared) document: marking a
 * column sensitive applies to the next answer, not the next build. A copy; the cache is never changed.
 */
function withSetRoles(doc: SpecDoc, roles: SetRole[] | null): SpecDoc {
  if (!roles?.length) return doc;
  const byColumn = new Map(roles.map((r) => [`${r.m}\u0000${r.c}`, r.r]));
  const changes = (m: SpecDoc['modules'][number]) => m.columns.some((c) => (byColumn.get(`${m.module_id}\u0000${c.name}`) ?? c.role) !== c.role);
  if (!doc.modules.some(changes)) return doc;
  return {
    ...doc,
    modules: doc.modules.map((m) =>
      changes(m) ? { ...m, columns: m.columns.map((c) => ({ ...c, role: byColumn.get(`${m.module_id}\u0000${c.name}`) ?? c.role })) } : m,
    ),
  };
}

/** Specs by id, whoever owns them: the inference service decides what the caller may use. Without a cache, every document is read. */
export function specsRepo(q: Queryable, docs: SpecDocCache = specDocCache()) {
  return {
    async findMany(ids: string[]): Promise<ScopedSpec[]> {
      const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
      if (valid.length === 0) return [];
      // Taken before the query: the cache may change while it runs.
      const known = new Map(valid.flatMap((id) => (docs.has(id) ? [[id, docs.get(id)!] as const] : [])));
      const { rows } = await q.query<ScopedSpec & { set_roles: SetRole[] | null }>(
        `SELECT s.id, s.customer_id, s.project_id, s.status, p.exposure,
                CASE WHEN s.status = 'trained' AND s.id = ANY($2::uuid[]) THEN NULL ELSE s.spec END AS spec,
                (SELECT jsonb_agg(jsonb_build_object('m', m.id, 'c', c->>'name', 'r', c->>'role'))
                   FROM modules m, jsonb_array_elements(m.columns) c
                  WHERE m.customer_id = s.customer_id AND c ? 'role') AS set_roles,
                (SELECT w.revision::text FROM verified_weights w WHERE w.project_id = s.project_id) AS verified_revision
           FROM semantic_specs s JOIN projects p ON p.id = s.project_id
          WHERE s.id = ANY($1::uuid[])`,
        [valid, [...known.keys()]],
      );
      return rows.map(({ set_roles, ...r }) => {
        if (r.status !== 'trained') return r;
        if (r.spec) docs.set(r.id, r.spec);
        else r.spec = known.get(r.id) ?? null;
        return { ...r, spec: r.spec && withSetRoles(r.spec, set_roles) };
      });
    },
  };
}
