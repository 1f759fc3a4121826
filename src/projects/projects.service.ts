import type { Db, Queryable } from '../db/db.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import type { Actor } from '../auth/principal.js';
import type { AuditLog } from '../audit/audit.log.js';
import { EXPOSURE_ORDER, mostRestrictive, type Exposure } from '../contracts/exposure.js';
import { modulesRepo } from '../modules/modules.repo.js';
import { semanticRepo } from '../semantic/semantic.repo.js';
import { specSummary } from '../semantic/semantic.view.js';
import { projectsRepo, type ProjectRecord } from './projects.repo.js';
import type { CreateProjectInput, UpdateProjectInput } from './projects.schemas.js';

export function projectView(p: ProjectRecord) {
  return {
    id: p.id,
    name: p.name,
    exposure: p.exposure,
    module_ids: p.module_ids,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}

/** Every module id must be one of the caller's customer's modules; unknown ones are named. */
async function checkModules(q: Queryable, customerId: string, ids: string[]): Promise<void> {
  const found = new Set((await modulesRepo(q).findMany(customerId, ids)).map((m) => m.id));
  const errors = ids.flatMap((id, i) => (found.has(id) ? [] : [{ path: `/module_ids/${i}`, message: 'no such module' }]));
  if (errors.length > 0) throw new ValidationError(errors);
}

const looser = (a: Exposure, b: Exposure) => EXPOSURE_ORDER.indexOf(a) > EXPOSURE_ORDER.indexOf(b);

/**
 * Governed exposure (CONTRACT B.7): the gate already asked for can_add_projects, which is enough to
 * make a project more restrictive; loosening it reveals more data and is the owner's alone.
 */
function assertMayChangeExposure(actor: Actor, from: Exposure, to: Exposure): void {
  if (looser(to, from) && !actor.isOwner) throw new ForbiddenError('permission denied');
}

/**
 * The same rule seen from the modules: a non-owner cannot put a module under a looser exposure than
 * another project already holds it at (else a new project at full would undo the owner's advisory).
 */
async function assertModulesNotLoosened(q: Queryable, actor: Actor, moduleIds: string[], exposure: Exposure, projectId: string | null) {
  if (actor.isOwner) return;
  const held = await projectsRepo(q).exposuresHolding(actor.customerId, moduleIds, projectId);
  if (held.length > 0 && looser(exposure, mostRestrictive(held))) throw new ForbiddenError('permission denied');
}

/** Projects group modules under one exposure level; the tree shows their modules and specs. */
export function projectsService(deps: { db: Db; audit: AuditLog }) {
  const { db } = deps;

  async function mustFind(q: Queryable, actor: Actor, id: string, opts: { forUpdate?: boolean } = {}) {
    const p = await projectsRepo(q).find(actor.customerId, id, opts);
    if (!p) throw new NotFoundError('project not found');
    return p;
  }

  return {
    async create(actor: Actor, input: CreateProjectInput) {
      const id = await db.transaction(async (tx) => {
        await checkModules(tx, actor.customerId, input.module_ids);
        await assertModulesNotLoosened(tx, actor, input.module_ids, input.exposure, null);
        const id = await projectsRepo(tx).insert({ customerId: actor.customerId, name: input.name.trim(), exposure: input.exposure });
        await projectsRepo(tx).setModules(id, input.module_ids);
        return id;
      });
      return this.get(actor, id);
    },

    async list(actor: Actor) {
      return (await projectsRepo(db).list(actor.customerId)).map(projectView);
    },

    async get(actor: Actor, id: string) {
      return projectView(await mustFind(db, actor, id));
    },

    /** Name, exposure (applies to inference at once) and the module list. */
    async update(actor: Actor, id: string, input: UpdateProjectInput) {
      await db.transaction(async (tx) => {
        const p = await mustFind(tx, actor, id, { forUpdate: true });
        const exposure = input.exposure ?? p.exposure;
        if (exposure !== p.exposure) {
          assertMayChangeExposure(actor, p.exposure, exposure);
          await deps.audit.record(tx, {
            customerId: actor.customerId,
            source: 'portal',
            action: 'project.exposure_change',
            actor: { id: actor.id, username: actor.username },
            details: { project_id: p.id, from: p.exposure, to: exposure },
          });
        }
        if (input.module_ids) {
          await checkModules(tx, actor.customerId, input.module_ids);
          const added = input.module_ids.filter((m) => !p.module_ids.includes(m));
          await assertModulesNotLoosened(tx, actor, added, exposure, p.id);
          await projectsRepo(tx).setModules(p.id, input.module_ids);
        }
        await projectsRepo(tx).update(p.id, { name: input.name?.trim() ?? p.name, exposure });
      });
      return this.get(actor, id);
    },

    async tree(actor: Actor, id: string) {
      const p = await mustFind(db, actor, id);
      const modules = await modulesRepo(db).findMany(actor.customerId, p.module_ids);
      const order = new Map(p.module_ids.map((m, i) => [m, i]));
      modules.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      const specs = await semanticRepo(db).listForProject(actor.customerId, p.id);
      return {
        project: projectView(p),
        modules: modules.map((m) => ({
          id: m.id,
          name: m.name,
          status: m.status,
          row_count: m.row_count,
          columns: m.columns.map((c) => ({ name: c.name, label: c.label, type: c.type })),
        })),
        specs: specs.map(specSummary),
      };
    },
  };
}

export type ProjectsService = ReturnType<typeof projectsService>;
