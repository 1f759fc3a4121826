import type { Db } from '../db/db.js';
import { accessFingerprint } from '../policies/access-fingerprint.js';
import { policiesRepo } from '../policies/policies.repo.js';
import type { Clock } from '../clock.js';
import { NotFoundError } from '../errors.js';
import { EXPOSURE_ORDER, type Exposure } from '../contracts/exposure.js';
import { historyRepo, type SessionSummary, type Turn, type TurnReading, type AskedTurn } from './history.repo.js';
import type { InferenceAnswer } from './inference.schemas.js';

/** Whose history: the signed-in user of a customer. */
export interface HistoryOwner {
  userId: string;
  customerId: string;
}

/** A question as its session shows it again: its answer, unless the data may no longer say it. */
export interface TurnView extends Omit<Turn, 'answer' | 'access'> {
  answer: InferenceAnswer | null;
  /** Why the answer is not shown again (its specs deleted, or their exposure lowered since). */
  withheld?: string;
}

const DAY_MS = 86_400_000;

/** The account's access fingerprint now (src/policies/access-fingerprint.ts). */
const accessOf = async (db: Db, userId: string): Promise<string> => accessFingerprint(await policiesRepo(db).forAccount(userId));

const SESSIONS_LISTED = 100;

/**
 * The portal agent's history on the server (issue 25, item 5): every answered portal question is
 * kept under its session label for its user only, AGENT_HISTORY_DAYS long, and listed across tabs
 * and devices. A stored answer is shown again only while its specs still exist and answer at the
 * exposure it was given at or a wider one: lowering a project's exposure withholds what was said
 * before at the wider one, as it withholds it from new answers; so does a change of the account's
 * row or column policies or attributes.
 */
export function historyService(deps: { db: Db; clock: Clock; retentionDays: number }) {
  const { db, clock } = deps;
  const since = () => new Date(clock().getTime() - deps.retentionDays * DAY_MS);
  const rank = (e: Exposure) => EXPOSURE_ORDER.indexOf(e);

  async function shown(owner: HistoryOwner, turns: Turn[]): Promise<TurnView[]> {
    const now = await historyRepo(db).exposures(owner.customerId, [...new Set(turns.flatMap((t) => t.spec_ids))]);
    const access = await accessOf(db, owner.userId);
    return turns.map(({ access: then, ...t }) => {
      const left = t.spec_ids.flatMap((id) => (now.has(id) ? [now.get(id)!] : []));
      if (left.length === 0) return { ...t, answer: null, withheld: 'The data this answer came from was deleted; ask again.' };
      const current = left.reduce((a, b) => (rank(b) < rank(a) ? b : a));
      if (rank(current) < rank(t.exposure))
        return { ...t, answer: null, withheld: `This answer was given at ${t.exposure} exposure; the data now answers at ${current}: ask again.` };
      if (then !== access) return { ...t, answer: null, withheld: 'Your access to this data has changed since this answer; ask again.' };
      return t;
    });
  }

  return {
    /** Keeps an answered portal question in its user's history, and trims the user's history to the retention. */
    async record(
      owner: HistoryOwner,
      turn: { sessionId: string; prompt: string; specIds: string[]; answer: InferenceAnswer; asked?: string | null; access?: string } & Partial<TurnReading>,
    ): Promise<void> {
      const repo = historyRepo(db);
      await repo.insert({
        customerId: owner.customerId,
        userId: owner.userId,
        sessionId: turn.sessionId,
        correlation_id: turn.answer.correlation_id,
        prompt: turn.prompt,
        spec_ids: turn.specIds,
        exposure: turn.answer.exposure,
        answer: turn.answer,
        askedAt: clock(),
        // The call's own fingerprint when it read the account's access (the inference did), else read now.
        access: turn.access ?? (await accessOf(db, owner.userId)),
        reading: turn.reading ?? null,
        options: turn.options ?? null,
        question: turn.asked ?? null,
      });
      await repo.purge(owner.customerId, owner.userId, since());
    },

    /**
     * How an earlier answer of the owner's was read, for a follow-up or a clarification's choice; any
     * other correlation id (another user's, another customer's, expired, unknown) is 404 alike.
     */
    async reading(owner: HistoryOwner, correlationId: string): Promise<AskedTurn> {
      const found = await historyRepo(db).reading(owner.customerId, owner.userId, correlationId, since());
      if (!found) throw new NotFoundError('previous answer not found');
      return found;
    },

    async sessions(owner: HistoryOwner): Promise<SessionSummary[]> {
      return historyRepo(db).sessions(owner.customerId, owner.userId, since(), SESSIONS_LISTED);
    },

    /** A session of the owner's, its questions in order; any other label is 404, whoever holds it. */
    async session(owner: HistoryOwner, sessionId: string): Promise<{ session_id: string; turns: TurnView[] }> {
      const turns = await historyRepo(db).turns(owner.customerId, owner.userId, sessionId, since());
      if (turns.length === 0) throw new NotFoundError('session not found');
      return { session_id: sessionId, turns: await shown(owner, turns) };
    },

    async delete(owner: HistoryOwner, sessionId: string): Promise<void> {
      if ((await historyRepo(db).deleteSession(owner.customerId, owner.userId, sessionId)) === 0) throw new NotFoundError('session not found');
    },
  };
}

export type HistoryService = ReturnType<typeof historyService>;
