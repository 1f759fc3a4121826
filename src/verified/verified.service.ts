import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.js';
import type { Clock } from '../clock.js';
import type { AuditLog } from '../audit/audit.log.js';
import { BadRequestError, NotFoundError } from '../errors.js';
import { isUuid } from '../contracts/ids.js';
import { projectsRepo } from '../projects/projects.repo.js';
import { semanticRepo } from '../semantic/semantic.repo.js';
import type { Exposure } from '../contracts/exposure.js';
import type { SpecDoc } from '../contracts/spec.js';
import type { AgentCaches } from '../agent/types.js';
import { specsRepo, type SpecDocCache } from '../inference/specs.repo.js';
import type { AnswerAgent, VerifiedReadings } from '../inference/inference.service.js';
import type { AskedTurn } from '../inference/history.repo.js';
import type { StructuredQuery } from '../agent/plan/query.js';
import { adaptationOf, guardedTexts, queryKey, readingFits, verifiedFormOf } from '../agent/verified.js';
import { BOUND } from '../agent/understand/adapt.js';
import { verifiedRepo, type Outcome, type VerifiedRecord } from './verified.repo.js';
import type { PoliciesService } from '../policies/policies.service.js';
import { PLACEHOLDER } from '../agent/understand/verified.js';
import type { CheckList, VerifiedView } from './verified.schemas.js';

export interface VerifyCaller {
  userId: string;
  username: string;
  customerId: string;
}

type Specs = { id: string; doc: SpecDoc }[];

/** Adaptations read, by project and revision: a revision's weights never change. */
const WEIGHTS_KEPT = 256;
/** A verify retries this often when another verify of the same project wrote its adaptation meanwhile. */
const VERIFY_TRIES = 3;

/** Whether a spec document reads the modules a reading reads. */
function readsFrom(doc: SpecDoc, reading: StructuredQuery): boolean {
  const ids = new Set(doc.modules.map((m) => m.module_id));
  return ids.has(reading.module) && (reading.join ?? []).every((j) => ids.has(j.module));
}

/**
 * Verified questions (issue 25, items 3, 4 and 6): a user with Create Semantic Dataset marks one of
 * their own answers as verified; it is kept with the spec's project, answers later questions of its
 * words or shape (the agent matches, src/agent/understand/verified.ts), adapts the parser to the
 * project (adapt.ts), and is rerun on every spec build and on demand: the project's check list.
 */
export function verifiedService(deps: {
  db: Db;
  data?: Db;
  agent: AnswerAgent;
  audit: AuditLog;
  clock: Clock;
  /** The readers' row and column policies (src/policies): the check list leaves out the values a policied reader's questions name. */
  policies?: Pick<PoliciesService, 'view'>;
  /** Trained documents already read (specs.repo.ts), and the agent's model and value indexes: the app's own. */
  specDocs?: SpecDocCache;
  caches: Pick<AgentCaches, 'model' | 'valueIndexes'>;
  /** How a kept answer of the caller's was read (the agent history): its question, specs and reading. */
  earlier: { reading(owner: { userId: string; customerId: string }, correlationId: string): Promise<AskedTurn> };
}) {
  const { db, clock } = deps;
  const ctx = { db, data: deps.data ?? db };
  const caches = deps.caches;
  const weightsRead = new Map<string, Record<string, number>>();

  type TrainedSpec = { id: string; project_id: string; exposure: Exposure; doc: SpecDoc };

  /** The customer's trained specs among the ids, in one read (another customer's or an unbuilt one is left out). */
  async function trainedSpecs(customerId: string, specIds: string[]): Promise<TrainedSpec[]> {
    const found = await specsRepo(db, deps.specDocs).findMany(specIds.filter(isUuid));
    return found.flatMap((s) =>
      s.customer_id === customerId && s.status === 'trained' && s.spec ? [{ id: s.id, project_id: s.project_id, exposure: s.exposure, doc: s.spec }] : [],
    );
  }
  const trainedSpec = async (customerId: string, specId: string): Promise<TrainedSpec | undefined> => (await trainedSpecs(customerId, [specId]))[0];

  /** Reruns a project's verified questions on one of its specs: stale, or whether the agent answers each as verified. */
  async function runChecks(projectId: string, spec: { id: string; doc: SpecDoc }): Promise<void> {
    const questions = await verifiedRepo(db).list(projectId);
    const specs: Specs = [{ id: spec.id, doc: spec.doc }];
    // The project's adaptation, learned again from all its verified questions on this spec.
    const weights = await adaptationOf(questions, specs, ctx, caches);
    await db.transaction(async (tx) => {
      await verifiedRepo(tx).ensureWeights(projectId, clock());
      await verifiedRepo(tx).setWeights(projectId, weights, clock());
    });
    const adjust = { id: `${projectId}:check:${randomUUID()}`, weights };
    const outcomes: { id: string; outcome: Outcome }[] = [];
    for (const v of questions) {
      if (!readingFits(v.reading, specs)) {
        outcomes.push({ id: v.id, outcome: 'stale' });
        continue;
      }
      const expected = await deps.agent.answer({ prompt: v.question, specs, exposure: 'full', reading: v.reading }, ctx);
      // The parser alone (adapted, without the verified shortcut): does this spec still read the question as verified?
      const got = await deps.agent.answer({ prompt: v.question, specs, exposure: 'full', adjust }, ctx);
      const same =
        (got.reading !== undefined && queryKey(got.reading) === queryKey(v.reading)) ||
        (expected.answer !== undefined && got.answer !== undefined && queryKey(expected.answer.values) === queryKey(got.answer.values));
      outcomes.push({ id: v.id, outcome: same ? 'pass' : 'fail' });
    }
    await verifiedRepo(db).writeChecks(spec.id, outcomes, clock());
  }

  /**
   * Keeps a question's verified reading with the spec's project (replacing the same question's), and
   * adds it to the project's adaptation; both with the audit entry, in one transaction.
   */
  async function save(
    caller: VerifyCaller,
    input: { spec: { id: string; project_id: string; exposure: Exposure; doc: SpecDoc }; question: string; reading: StructuredQuery; correlationId: string },
  ): Promise<VerifiedView> {
    const { spec, question, reading } = input;
    const specs: Specs = [{ id: spec.id, doc: spec.doc }];
    const form = await verifiedFormOf(question, specs, reading, ctx, caches);
    for (let attempt = 1; ; attempt++) {
      // The adaptation is learned outside the transaction (it reads the value index), then written if no other verify wrote first.
      const current = await verifiedRepo(db).weights(spec.project_id);
      const weights = await adaptationOf([{ question, reading }], specs, ctx, caches, current?.weights ?? {});
      const saved = await db.transaction(async (tx) => {
        const repo = verifiedRepo(tx);
        const at = clock();
        await repo.ensureWeights(spec.project_id, at);
        const locked = await repo.weights(spec.project_id, { forUpdate: true });
        if (current && locked?.revision !== current.revision && attempt < VERIFY_TRIES) return undefined;
        const before = await repo.findByKey(spec.project_id, form.key, { forUpdate: true });
        const v = await repo.upsert({
          customerId: caller.customerId,
          project_id: spec.project_id,
          spec_id: spec.id,
          question,
          question_key: form.key,
          shape: form.shape,
          slots: form.slots,
          reading,
          correlation_id: input.correlationId,
          verifiedBy: caller.userId,
          verified_by_username: caller.username,
          verifiedAt: at,
        });
        if (before) await repo.clearChecks(v.id);
        await repo.setWeights(spec.project_id, weights, at);
        await deps.audit.record(tx, {
          customerId: caller.customerId,
          source: 'portal',
          action: 'verified_question.save',
          actor: { id: caller.userId, username: caller.username },
          details: {
            verified_question_id: v.id,
            project_id: spec.project_id,
            spec_id: spec.id,
            answer_correlation_id: input.correlationId,
            question,
            reading,
            // Two users verifying one question: the later reading replaces the earlier, and both are on record.
            replaced: before ? { reading: before.reading, verified_by: before.verified_by_username, verified_at: before.verified_at } : null,
          },
        });
        return { v, replaced: before !== undefined };
      });
      if (saved) {
        // Below full the question's words pass the guard, as in the check list (a follow-up's stored words are the reading's).
        const [shown] = await guardedTexts([saved.v.question], specs, spec.exposure, ctx);
        return { ...viewOf(saved.v, saved.replaced), question: shown! };
      }
    }
  }

  async function checkList(caller: VerifyCaller, projectId: string): Promise<CheckList> {
    const { customerId } = caller;
    const project = await projectsRepo(db).find(customerId, projectId);
    if (!project) throw new NotFoundError('project not found');
    const repo = verifiedRepo(db);
    const [questions, checks, specs] = await Promise.all([
      repo.list(project.id),
      repo.checks(project.id),
      semanticRepo(db).listForProject(customerId, project.id),
    ]);
    const trained = specs.filter((s) => s.status === 'trained');
    // Below full, a question's words pass the one guard, over the newest spec's data: no value the exposure withholds.
    let shown = questions.map((q) => q.question);
    const newestDoc = trained[0] && (await trainedSpec(customerId, trained[0].id));
    const docs = newestDoc ? [{ id: newestDoc.id, doc: newestDoc.doc }] : [];
    // A reader whose row or column policy limits these modules sees each question's shape, the values it
    // names left out: another user's question may name a record the policy keeps from this one.
    const limitedByPolicy = deps.policies !== undefined && docs.length > 0 && (await deps.policies.view(caller.userId, docs)).policy !== null;
    if (limitedByPolicy) shown = questions.map((q) => q.shape.replaceAll(PLACEHOLDER, '…'));
    if (project.exposure !== 'full') shown = await guardedTexts(shown, docs, project.exposure, ctx);
    const bySpec = new Map<string, { passed: number; failed: number; stale: number; checked_at: string }>();
    for (const c of checks) {
      const t = bySpec.get(c.spec_id) ?? { passed: 0, failed: 0, stale: 0, checked_at: c.checked_at };
      if (c.outcome === 'pass') t.passed++;
      else if (c.outcome === 'fail') t.failed++;
      else t.stale++;
      if (c.checked_at > t.checked_at) t.checked_at = c.checked_at;
      bySpec.set(c.spec_id, t);
    }
    const specRows = trained.map((s) => {
      const t = bySpec.get(s.id);
      return {
        spec_id: s.id,
        name: s.name,
        created_at: s.created_at.toISOString(),
        checked: t ? { ...t, total: t.passed + t.failed + t.stale } : null,
      };
    });
    const newest = specRows[0];
    const before = specRows[1];
    const warning =
      newest?.checked && before?.checked && newest.checked.passed < before.checked.passed
        ? `The newest spec (${newest.name}) answers ${newest.checked.passed} of ${newest.checked.total} verified questions as verified; ` +
          `the spec before it (${before.name}) answered ${before.checked.passed} of ${before.checked.total}. Check before it replaces it.`
        : undefined;
    // Each question's checks, grouped once: a project may hold a thousand questions checked on several specs.
    const checksOf = new Map<string, typeof checks>();
    for (const c of checks) {
      const mine = checksOf.get(c.verified_id);
      if (mine) mine.push(c);
      else checksOf.set(c.verified_id, [c]);
    }
    const outcomeOn = (id: string, specId: string | undefined) => checksOf.get(id)?.find((c) => c.spec_id === specId)?.outcome ?? null;
    return {
      project_id: project.id,
      exposure: project.exposure,
      questions: questions.map((q, i) => ({
        id: q.id,
        question: shown[i]!,
        verified_by: q.verified_by_username,
        verified_at: q.verified_at,
        spec_id: q.spec_id,
        newest: outcomeOn(q.id, newest?.spec_id),
        checks: (checksOf.get(q.id) ?? []).map((c) => ({ spec_id: c.spec_id, outcome: c.outcome, checked_at: c.checked_at })),
      })),
      specs: specRows,
      ...(warning ? { warning } : {}),
    };
  }

  /** A project's adaptation at its revision, read once. */
  async function weightsOf(projectId: string, revision: string): Promise<Record<string, number>> {
    const key = `${projectId}:${revision}`;
    const hit = weightsRead.get(key);
    if (hit) return hit;
    const found = await verifiedRepo(db).weights(projectId);
    const w = found?.revision === revision ? found.weights : {};
    weightsRead.set(key, w);
    if (weightsRead.size > WEIGHTS_KEPT) weightsRead.delete(weightsRead.keys().next().value!);
    return w;
  }

  const forProjects: VerifiedReadings['forProjects'] = async (_customerId, projectIds, known) => {
    // The inference read each project's revision with its specs (specs.repo.ts): no query then.
    const revisions = known
      ? projectIds.flatMap((id) => (known.get(id) ? [{ project_id: id, revision: known.get(id)! }] : []))
      : await verifiedRepo(db).revisions(projectIds);
    if (revisions.length === 0) return {};
    const ids = revisions.map((r) => r.project_id);
    const parts = await Promise.all(revisions.map((r) => weightsOf(r.project_id, r.revision)));
    // Several projects at once: their adaptations add up, within the same bound.
    const weights: Record<string, number> = {};
    for (const p of parts) for (const [k, v] of Object.entries(p)) weights[k] = Math.max(-BOUND, Math.min(BOUND, (weights[k] ?? 0) + v));
    return {
      verified: { find: (key, shape) => verifiedRepo(db).matching(ids, key, shape) },
      ...(Object.keys(weights).length ? { adjust: { id: revisions.map((r) => `${r.project_id}:${r.revision}`).join(','), weights } } : {}),
    };
  };

  return {
    forProjects,

    /** Keeps a reading as verified for a question on a trained spec of the caller's customer (the benchmark verifies this way). */
    async saveReading(
      caller: VerifyCaller,
      input: { specId: string; question: string; reading: StructuredQuery; correlationId: string },
    ): Promise<VerifiedView> {
      const spec = await trainedSpec(caller.customerId, input.specId);
      if (!spec || !readsFrom(spec.doc, input.reading)) throw new NotFoundError('spec not found');
      return save(caller, { spec, question: input.question.slice(0, 1000), reading: input.reading, correlationId: input.correlationId });
    },

    /**
     * Marks one of the caller's own kept answers as verified: its question (or `question`, words that
     * stand alone) with the reading that answered, kept with the spec's project. The same question
     * verified again replaces the earlier reading; the audit keeps both.
     */
    async verify(caller: VerifyCaller, input: { correlation_id: string; question?: string }): Promise<VerifiedView> {
      let turn: AskedTurn;
      try {
        turn = await deps.earlier.reading({ userId: caller.userId, customerId: caller.customerId }, input.correlation_id);
      } catch (err) {
        if (err instanceof NotFoundError) throw new NotFoundError('answer not found');
        throw err;
      }
      const reading = turn.reading;
      if (!reading) throw new BadRequestError('only an answered question can be verified');
      // The answer's spec that reads the reading's modules (its turn may have asked several).
      const spec = (await trainedSpecs(caller.customerId, turn.spec_ids)).find((s) => readsFrom(s.doc, reading));
      if (!spec) throw new NotFoundError('spec not found');
      const question = (input.question?.trim() || turn.question || turn.prompt).slice(0, 1000);
      return save(caller, { spec, question, reading, correlationId: input.correlation_id });
    },

    async list(caller: VerifyCaller, projectId: string): Promise<CheckList> {
      return checkList(caller, projectId);
    },

    /** Reruns the check list on one of the project's trained specs (the newest when none is named). */
    async check(caller: VerifyCaller, projectId: string, specId?: string): Promise<CheckList> {
      const project = await projectsRepo(db).find(caller.customerId, projectId);
      if (!project) throw new NotFoundError('project not found');
      const id = specId ?? (await semanticRepo(db).listForProject(caller.customerId, project.id)).find((s) => s.status === 'trained')?.id;
      const spec = id ? await trainedSpec(caller.customerId, id) : undefined;
      if (!spec || spec.project_id !== project.id) throw new NotFoundError('spec not found');
      await runChecks(project.id, spec);
      return checkList(caller, project.id);
    },

    /** After a spec build: its project's verified questions are rerun on it. */
    async afterBuild(spec: { customerId: string; projectId: string; specId: string }): Promise<void> {
      // Most projects have none: nothing is read of the spec then.
      if ((await verifiedRepo(db).list(spec.projectId)).length === 0) return;
      const found = await trainedSpec(spec.customerId, spec.specId);
      if (found) await runChecks(spec.projectId, found);
    },

    async remove(caller: VerifyCaller, projectId: string, id: string): Promise<void> {
      const project = await projectsRepo(db).find(caller.customerId, projectId);
      if (!project || !isUuid(id)) throw new NotFoundError('verified question not found');
      await db.transaction(async (tx) => {
        const gone = await verifiedRepo(tx).delete(project.id, id);
        if (!gone) throw new NotFoundError('verified question not found');
        await deps.audit.record(tx, {
          customerId: caller.customerId,
          source: 'portal',
          action: 'verified_question.delete',
          actor: { id: caller.userId, username: caller.username },
          details: { verified_question_id: gone.id, project_id: project.id, question: gone.question, reading: gone.reading },
        });
      });
    },
  };
}

function viewOf(v: VerifiedRecord, replaced: boolean): VerifiedView {
  return {
    id: v.id,
    project_id: v.project_id,
    spec_id: v.spec_id,
    question: v.question,
    verified_by: v.verified_by_username,
    verified_at: v.verified_at,
    replaced,
  };
}

export type VerifiedService = ReturnType<typeof verifiedService>;
