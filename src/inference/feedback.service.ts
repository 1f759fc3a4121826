import { systemClock, type Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { boundedMap, type BoundedMap } from '../infra/bounded-map.js';
import type { ConcurrencyLimiter } from '../infra/concurrency.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { suggestionCandidates } from '../agent/present/suggestions.js';
import { scopeOf } from '../agent/plan/spec-index.js';
import { mostRestrictive } from '../contracts/exposure.js';
import type { AnswerAgent } from './inference.service.js';
import { feedbackRepo, type Feedback, type Rating } from './feedback.repo.js';
import { questionFile } from './feedback.export.js';
import { specDocCache, specsRepo, type SpecDocCache } from './specs.repo.js';
import type { PoliciesService } from '../policies/policies.service.js';

/** Suggestions offered to an empty session (a caller may ask for more, to pick follow-ups from), and candidates tried beyond them. */
const SUGGESTIONS = 4;
const CANDIDATES_SPARE = 6;
/** Suggestions by spec set: specs are immutable (a rebuild is a new spec) and so is their data. */
export type SuggestionCache = BoundedMap<string, string[]>;
export const suggestionCache = (kept = 64): SuggestionCache => boundedMap(kept);

export interface FeedbackCaller {
  userId: string;
  username: string;
  customerId: string;
}

/**
 * The agent UI's helpers beside the answer itself (issue 12): ratings of answers, the owner's export
 * of rated questions as a question file, and suggested questions that the agent answers.
 */
export function feedbackService(deps: {
  db: Db;
  data?: Db;
  agent: AnswerAgent;
  slots?: ConcurrencyLimiter;
  policies?: Pick<PoliciesService, 'view'>;
  /** Dates the export's file name. */
  clock?: Clock;
  /** Trained documents already read (specs.repo.ts), shared with inference; one of this service's own when absent. */
  specDocs?: SpecDocCache;
  /** The suggestions already tried, by spec set; one of this service's own when absent. */
  suggestions?: SuggestionCache;
}) {
  const { db } = deps;
  const cache = deps.suggestions ?? suggestionCache();
  const specDocs = deps.specDocs ?? specDocCache();
  // Trying the candidates runs queries: it holds one of the customer's inference slots, as an answer does.
  const limited = <T>(customerId: string, work: () => Promise<T>) => (deps.slots ? deps.slots.run('inference', customerId, work) : work());
  return {
    /** Rates one of the caller's customer's answered calls (404 for any other id); a later rating replaces it. */
    async rate(caller: FeedbackCaller, input: { correlation_id: string; rating: Rating; note?: string }): Promise<Feedback> {
      const repo = feedbackRepo(db);
      if (!(await repo.answeredCall(caller.customerId, input.correlation_id))) throw new NotFoundError('no answered inference call with that correlation id');
      const note = input.note?.trim() ? input.note.trim() : null;
      return repo.upsert({
        customerId: caller.customerId,
        correlationId: input.correlation_id,
        rating: input.rating,
        note,
        userId: caller.userId,
        username: caller.username,
      });
    },

    /** The customer's rated questions as a question file (feedback.export.ts), named by today's date. */
    async exportQuestions(customerId: string): Promise<{ filename: string; content: string }> {
      const stamp = (deps.clock ?? systemClock)().toISOString().slice(0, 10);
      return { filename: `rated-questions-${stamp}.tsv`, content: questionFile(await feedbackRepo(db).rated(customerId)) };
    },

    /**
     * A few questions built from the specs (describe.ts), each one the agent answers at the specs'
     * exposure; foreign spec ids are refused (403) as in inference.
     */
    async suggestions(caller: FeedbackCaller, specIds: string[], limit = SUGGESTIONS): Promise<string[]> {
      const { customerId } = caller;
      const found = await specsRepo(db, specDocs).findMany(specIds);
      if (found.some((s) => s.customer_id !== customerId)) throw new ForbiddenError('one or more spec_ids are not owned by your customer');
      const kept = found.filter((s) => s.status === 'trained' && s.spec !== null);
      if (kept.length === 0) return [];
      const exposure = mostRestrictive(kept.map((s) => s.exposure));
      // Built from the specs as the caller may read them (its row and column policies), and remembered per policy.
      const scoped = kept.map((s) => ({ id: s.id, doc: s.spec! }));
      const { specs, policy } = deps.policies ? await deps.policies.view(caller.userId, scoped) : { specs: scoped, policy: null };
      const policyKey = specs.flatMap((s) => s.doc.modules.flatMap((m) => (m.policy ? [`${m.module_id}:${m.policy.key}`] : []))).join(',');
      const key = `${limit}:${exposure}:${kept
        .map((s) => s.id)
        .sort()
        .join(',')}${policy ? `|${policyKey}` : ''}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const out = await limited(customerId, async () => {
        const kept: string[] = [];
        for (const c of suggestionCandidates(scopeOf(specs)).slice(0, limit + CANDIDATES_SPARE)) {
          if (kept.length >= limit) break;
          // Offered only when the agent answers it as meant: its understood words say what the question asks.
          const answer = await deps.agent.answer({ prompt: c.question, specs, exposure }, { db, data: deps.data ?? db });
          const words = (answer.work?.understood ?? []).join('\n').toLowerCase();
          const meant = c.expect.every((e) => words.includes(e.toLowerCase())) && !(c.avoid ?? []).some((a) => words.includes(a.toLowerCase()));
          if (answer.work && meant) kept.push(c.question);
        }
        return kept;
      });
      cache.set(key, out);
      return out;
    },
  };
}

export type FeedbackService = ReturnType<typeof feedbackService>;
