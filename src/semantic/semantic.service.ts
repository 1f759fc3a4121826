import type { Db } from '../db/db.js';
import { AppError, ConflictError, NotFoundError } from '../errors.js';
import type { Actor } from '../auth/principal.js';
import type { ConcurrencyLimiter, HeldSlot } from '../infra/concurrency.js';
import { modulesRepo } from '../modules/modules.repo.js';
import { projectsRepo } from '../projects/projects.repo.js';
import { buildSpecDoc, type BuildModule, type BuildOptions } from './build.js';
import { dropRollups, type RollupBounds } from './rollups.js';
import { customerSchema } from '../datasets/storage.js';
import { buildInputOf } from './build-input.js';
import { semanticRepo, type BuildProgress, type SpecRecord } from './semantic.repo.js';
import { valuesRepo, type IndexedValue } from './values.repo.js';
import { docReader, specView } from './semantic.view.js';
import type { PoliciesService } from '../policies/policies.service.js';
import { documentOf } from '../policies/policies.view.js';

export type SpecView = ReturnType<typeof specView>;

export type BuildOutcome = { status: 201; body: SpecView } | { status: 202; body: { id: string; status: 'building'; progress: BuildProgress } };

/** Progress is written at most this often while a build runs (it is also the build's heartbeat). */
const PROGRESS_EVERY_MS = 500;

/**
 * Semantic specs: a build reads a project's imported modules and stores the SpecDoc the agent
 * works from. The build runs in the background; the POST waits for it up to `waitMs` and answers
 * 201 with the trained (or failed) spec, else 202 with its id to poll. Deleting a spec deletes its
 * row: inference stops seeing it at once. A build holds one of the customer's spec-build slots
 * (`slots`) from its start to its end; without `slots` (command line, benchmarks) builds are not limited.
 * `index` sets the value index's bounds (per column and per spec; the defaults suit production).
 */
export function semanticService(deps: {
  db: Db;
  /** Where the module tables and rollups live (the data plane); the control database when absent. */
  data?: Db;
  waitMs?: number;
  slots?: ConcurrencyLimiter;
  index?: BuildOptions;
  /** Pre-aggregations built with each spec (rollups.ts); none when absent. */
  rollups?: RollupBounds;
  policies?: Pick<PoliciesService, 'view'>;
  /** Run after a build is trained, beside it (the project's verified questions rerun on the new spec); awaited by whenIdle. */
  afterBuild?: (spec: { customerId: string; projectId: string; specId: string }) => Promise<void>;
}) {
  const { db } = deps;
  const data = deps.data ?? db;

  /** The spec document as the reader's row and column policies let it read it (src/policies). */
  async function asReadBy(actor: Actor, spec: SpecRecord): Promise<SpecRecord> {
    if (!deps.policies || !spec.spec) return spec;
    const { specs, policy } = await deps.policies.view(actor.id, [{ id: spec.id, doc: spec.spec }]);
    return policy ? { ...spec, spec: documentOf(specs[0]!.doc) } : spec;
  }
  const waitMs = deps.waitMs ?? 5000;
  const running = new Set<Promise<void>>();

  /** Work started beside a build, not part of it: the build's answer does not wait for it. */
  const track = (work: Promise<void>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };

  async function run(specId: string, modules: BuildModule[], base: BuildProgress, owner: { customerId: string; projectId: string }): Promise<void> {
    const repo = semanticRepo(db);
    let last = 0;
    let progress = base;
    try {
      const events = {
        values: (moduleId: string, column: string, values: IndexedValue[]) => valuesRepo(db).insert(specId, moduleId, column, values),
        async progress(p: Partial<BuildProgress>) {
          progress = { ...progress, ...p };
          const now = Date.now();
          if (now - last < PROGRESS_EVERY_MS) return;
          last = now;
          await repo.progress(specId, progress);
        },
      };
      const rollups = deps.rollups && { ...deps.rollups, specId };
      const doc = await buildSpecDoc(data, modules, events, { ...deps.index, ...(rollups ? { rollups } : {}) });
      await repo.trained(specId, doc, { ...progress, step: 'done', modules_done: base.modules_total, columns_done: base.columns_total });
      if (deps.afterBuild) track(deps.afterBuild({ ...owner, specId }));
    } catch (err) {
      // Nothing of a failed build is kept: its rollups go with it.
      if (modules[0]) await dropRollups(data, modules[0].schema, { specId }).catch(() => {});
      const reason = err instanceof AppError ? err.detail : `the module tables could not be read: ${(err as Error).message}`;
      await repo.failed(specId, reason).catch(() => {});
    }
  }

  return {
    async build(actor: Actor, projectId: string, input: { name?: string }): Promise<BuildOutcome> {
      const project = await projectsRepo(db).find(actor.customerId, projectId);
      if (!project) throw new NotFoundError('project not found');
      const found = await modulesRepo(db).findMany(actor.customerId, project.module_ids);
      if (found.length === 0) throw new ConflictError('the project has no modules to build from');
      const order = new Map(project.module_ids.map((id, i) => [id, i]));
      found.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      const notReady = found.find((m) => m.status !== 'imported');
      if (notReady) throw new ConflictError(`module "${notReady.name}" is ${notReady.status}, not imported; run its import first`);

      // Taken before anything is written: a refused build (429) leaves no spec behind.
      const slot: HeldSlot | undefined = await deps.slots?.acquire('spec_build', actor.customerId);
      const modules: BuildModule[] = found.map(buildInputOf);
      const progress: BuildProgress = {
        step: 'queued',
        modules_total: modules.length,
        modules_done: 0,
        columns_total: modules.reduce((n, m) => n + m.columns.length, 0),
        columns_done: 0,
      };
      let id: string;
      try {
        id = await semanticRepo(db).insert({
          customerId: actor.customerId,
          projectId: project.id,
          name: input.name?.trim() || `${project.name} spec`,
          progress,
          createdBy: actor.id,
        });
      } catch (err) {
        await slot?.release();
        throw err;
      }
      const job = run(id, modules, progress, { customerId: actor.customerId, projectId: project.id }).finally(() => slot?.release());
      running.add(job);
      void job.finally(() => running.delete(job));

      // waitMs 0: answer at once that the build is under way.
      if (waitMs <= 0) return { status: 202, body: { id, status: 'building', progress } };
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
        timer.unref();
      });
      await Promise.race([job, timeout]);
      clearTimeout(timer);
      const spec = await semanticRepo(db).find(actor.customerId, project.id, id);
      if (!spec) throw new NotFoundError('spec not found'); // deleted while it was building
      if (spec.status === 'building') return { status: 202, body: { id, status: 'building', progress: spec.progress } };
      return { status: 201, body: specView(await asReadBy(actor, spec), docReader(actor, project.exposure)) };
    },

    async get(actor: Actor, projectId: string, specId: string): Promise<SpecView> {
      const spec = await semanticRepo(db).find(actor.customerId, projectId, specId);
      if (!spec) throw new NotFoundError('spec not found');
      const project = await projectsRepo(db).find(actor.customerId, projectId);
      if (!project) throw new NotFoundError('spec not found');
      return specView(await asReadBy(actor, spec), docReader(actor, project.exposure));
    },

    async delete(actor: Actor, projectId: string, specId: string): Promise<void> {
      if (!(await semanticRepo(db).delete(actor.customerId, projectId, specId))) throw new NotFoundError('spec not found');
      await dropRollups(data, customerSchema(actor.customerId), { specId });
    },

    /** Resolves when every build started by this instance has finished. */
    async whenIdle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },

    /** Marks builds interrupted by a restart as failed. */
    async failStale(): Promise<number> {
      return semanticRepo(db).failStale();
    },
  };
}

export type SemanticService = ReturnType<typeof semanticService>;
