import type { Db } from '../db/db.js';
import { BadRequestError, ForbiddenError } from '../errors.js';
import type { TurnReading } from './history.repo.js';
import type { AuditSource } from '../audit/audit.repo.js';
import type { AuditLog } from '../audit/audit.log.js';
import type { ConcurrencyLimiter } from '../infra/concurrency.js';
import { mostRestrictive } from '../contracts/exposure.js';
import { specDocCache, specsRepo, type SpecDocCache } from './specs.repo.js';
import type { InferenceInput, InferResult } from './inference.schemas.js';
import { auditedPrompt } from './audited-prompt.js';
import type { ShownWork } from '../agent/present/shown.schemas.js';
import type { StructuredQuery } from '../agent/plan/query.js';
import type { PoliciesService } from '../policies/policies.service.js';
import type { AgentContext, AgentInput, AgentOutput } from '../agent/types.js';

/** What inference needs of the agent (src/agent): one answer, already gated by the exposure guard. */
export interface AnswerAgent {
  answer(input: AgentInput, ctx: AgentContext): Promise<AgentOutput>;
}

/** The verified questions and the parser's adaptation of the projects a call's specs belong to (src/verified). */
export interface VerifiedReadings {
  /** `known`: each project's adaptation revision when already read (null: the project has no verified question). */
  forProjects(customerId: string, projectIds: string[], known?: Map<string, string | null>): Promise<Pick<AgentInput, 'verified' | 'adjust'>>;
}

/** Where the service finds how an earlier answer of the caller's was read (the history, src/inference/history.service.ts). */
export interface EarlierReadings {
  reading(owner: { userId: string; customerId: string }, correlationId: string): Promise<TurnReading>;
}

export interface InferenceCaller {
  id: string;
  username: string;
  customerId: string;
}

export interface InferCall {
  source: AuditSource;
  caller: InferenceCaller;
  correlationId: string;
  sessionId: string;
}

/** What an inference produced: the four fields and the work the portal shows beside them (/api/v1/inference). */
export interface InferOutcome extends InferResult {
  /** The agent's shown work: understood words always (guarded), rows/chart/SQL at full only. */
  work?: ShownWork;
  /** Kept by the server only (the history): the reading that answered, and a clarification's readings. */
  reading?: StructuredQuery;
  options?: { words: string; reading: StructuredQuery }[];
  /** The verified question whose reading answered. */
  verified?: AgentOutput['verified'];
  /** Kept by the server only: the question in words that stand alone (a follow-up's, a chosen reading's). */
  asked?: string;
  /** Kept by the server only: the caller's access fingerprint as the call read it (src/policies/access-fingerprint.ts). */
  access?: string;
}

export const AUDIT_ACTION: Record<AuditSource, string> = { api: 'api.infer', portal: 'portal.inference' };

/**
 * The one inference path behind /api/v1/infer (API users) and /api/v1/inference (the portal):
 * scoping to the caller's customer, the agent, and exactly one audit entry per call. The agent's
 * work holds one of the customer's inference slots (`slots`), so that one customer's slow or heavy
 * questions never occupy every worker.
 */
export function inferenceService(deps: {
  db: Db;
  data?: Db;
  agent: AnswerAgent;
  audit: AuditLog;
  slots?: ConcurrencyLimiter;
  policies?: Pick<PoliciesService, 'view'>;
  earlier?: EarlierReadings;
  verified?: VerifiedReadings;
  /** Trained documents already read (specs.repo.ts); one of this service's own when absent. */
  specDocs?: SpecDocCache;
}) {
  const { db } = deps;
  const specDocs = deps.specDocs ?? specDocCache();
  const limited = <T>(customerId: string, work: () => Promise<T>) => (deps.slots ? deps.slots.run('inference', customerId, work) : work());

  async function audit(call: InferCall, status: number, details: Record<string, unknown>) {
    await deps.audit.record(db, {
      customerId: call.caller.customerId,
      source: call.source,
      action: AUDIT_ACTION[call.source],
      actor: { id: call.caller.id, username: call.caller.username },
      correlationId: call.correlationId,
      details: { session_id: call.sessionId, status, ...details },
    });
  }

  return {
    /**
     * Checks in the contract's order after the token and the body: foreign ids (403), then empty
     * scope (400); then the agent, once a slot is free (else 429 with Retry-After).
     */
    async infer(call: InferCall, input: InferenceInput, signal?: AbortSignal): Promise<InferOutcome> {
      const found = await specsRepo(db, specDocs).findMany(input.spec_ids);
      if (found.some((s) => s.customer_id !== call.caller.customerId)) {
        throw new ForbiddenError('one or more spec_ids are not owned by your customer');
      }
      const kept = found.filter((s) => s.status === 'trained' && s.spec !== null);
      if (kept.length === 0) throw new BadRequestError('spec_ids resolved to empty after access scoping');

      // An earlier answer the question builds on, or whose clarification it answers: the caller's own only (else 404).
      if (input.choose !== undefined && input.previous === undefined) throw new BadRequestError('choose needs previous');
      const earlier =
        input.previous !== undefined && deps.earlier
          ? await deps.earlier.reading({ userId: call.caller.id, customerId: call.caller.customerId }, input.previous)
          : undefined;
      let chosen: StructuredQuery | undefined;
      if (input.choose !== undefined) {
        chosen = earlier?.options?.[input.choose]?.reading;
        if (!chosen) throw new BadRequestError('choose is not one of the previous answer’s options');
      }
      const reading = chosen ?? input.reading;

      const exposure = mostRestrictive(kept.map((s) => s.exposure));
      // The caller's row and column policies (src/policies): the agent gets the specs as the caller may read them.
      const scoped = kept.map((s) => ({ id: s.id, doc: s.spec! }));
      const { specs, policy, access } = deps.policies ? await deps.policies.view(call.caller.id, scoped) : { specs: scoped, policy: null, access: undefined };
      // A reading given (changed by hand, chosen) is answered as it stands; a question may be one someone verified.
      const verified =
        !reading && deps.verified
          ? await deps.verified.forProjects(
              call.caller.customerId,
              [...new Set(kept.map((s) => s.project_id))],
              new Map(kept.map((s) => [s.project_id, s.verified_revision])),
            )
          : {};
      const answer = await limited(call.caller.customerId, () =>
        deps.agent.answer(
          {
            prompt: input.prompt,
            specs,
            exposure,
            ...(reading ? { reading } : {}),
            ...(chosen ? { chosen: true } : {}),
            ...(earlier?.reading && !reading ? { previous: earlier.reading } : {}),
            ...verified,
          },
          { db, data: deps.data ?? db, signal },
        ),
      );
      const out: InferOutcome = {
        correlation_id: call.correlationId,
        result: answer.result,
        exposure: answer.exposure,
        spec_count: kept.length,
        ...(answer.work ? { work: answer.work } : {}),
        ...(answer.reading ? { reading: answer.reading } : {}),
        ...(answer.options?.length ? { options: answer.options } : {}),
        ...(answer.verified ? { verified: answer.verified } : {}),
        ...(answer.asked ? { asked: answer.asked } : {}),
        ...(access ? { access } : {}),
      };
      // Written before the answer leaves: an answer without its audit entry is never sent.
      await audit(call, 200, {
        ...auditedPrompt(input.prompt),
        spec_ids: input.spec_ids,
        kept_spec_ids: kept.map((s) => s.id),
        spec_count: out.spec_count,
        // A reading changed by hand is recorded as sent: the prompt alone no longer says what was answered.
        ...(reading ? { reading } : {}),
        // What the question built on: the earlier answer's correlation id, and the clarification's option chosen.
        ...(input.previous !== undefined ? { previous: input.previous } : {}),
        ...(input.choose !== undefined ? { choose: input.choose } : {}),
        // The verified question that answered, and those matched whose reading no longer fits (flagged, not used).
        ...(answer.verified ? { verified_question_id: answer.verified.id } : {}),
        ...(answer.stale?.length ? { verified_stale: answer.stale } : {}),
        result: out.result,
        exposure: out.exposure,
        // The structured answer's values at full exposure: what a rated question's export takes as its answer.
        ...(out.exposure === 'full' && answer.answer ? { answer_values: answer.answer.values } : {}),
        // The policy applied: its subject, and per module the rows' filter (with the values it took) and the hidden columns.
        ...(policy ? { policy } : {}),
        trace: answer.trace,
      });
      return out;
    },

    /** The audit entry of a call refused after the token check (bad body, foreign or empty spec ids, rate limit, no free slot…). */
    async auditRefused(call: InferCall, body: unknown, status: number, detail: string): Promise<void> {
      const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      await audit(call, status, {
        ...auditedPrompt(b.prompt),
        spec_ids: b.spec_ids ?? null,
        error: detail,
      });
    },
  };
}

export type InferenceService = ReturnType<typeof inferenceService>;
