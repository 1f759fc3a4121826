/**
 * What the service needs of the agent for verified questions (issue 25, items 3, 4 and 6), over a
 * spec's data: a question's keys and slots when it is verified (understand/verified.ts), the parser's
 * adaptation from a project's verified questions (understand/adapt.ts), and a text gated by the one
 * exposure guard (a verified question shown below full names no value the exposure withholds).
 */
import type { SpecDoc } from '../contracts/spec.js';
import type { Exposure } from '../contracts/exposure.js';
import type { AgentCaches, AgentContext } from './types.js';
import type { StructuredQuery } from './plan/query.js';
import { scopeOf } from './plan/spec-index.js';
import { fitsScope } from './plan/resolve.js';
import { analyse } from './understand/mentions.js';
import { verifiedForm, type VerifiedForm } from './understand/verified.js';
import { adaptation, contentWords, queryKey, readingFeatures, type Example } from './understand/adapt.js';
import { parse } from './understand/index.js';
import { guardAnswer } from './guard/exposure-guard.js';
import { DEFAULT_TOOL_LIMITS } from './execute/tools.js';
import { guardOf } from './providers/finish.js';
import { MAX_QUESTION_CHARS } from './providers/local.js';

export type { Slot, VerifiedForm } from './understand/verified.js';
export { queryKey } from './understand/adapt.js';

type Specs = { id: string; doc: SpecDoc }[];

/** Rivals of the verified reading kept per question for learning: the best few by the shipped model. */
const RIVALS_KEPT = 24;
/** Verified questions learned from at most (the latest): bounds the work and memory of one adaptation. */
export const LEARNED_AT_MOST = 300;

const head = (text: string) => text.slice(0, MAX_QUESTION_CHARS);

/** A question's keys and, for its reading, what each placeholder stands for. */
export async function verifiedFormOf(
  question: string,
  specs: Specs,
  reading: StructuredQuery,
  ctx: AgentContext,
  caches: Pick<AgentCaches, 'valueIndexes'>,
): Promise<VerifiedForm> {
  const scope = scopeOf(specs);
  const index = await caches.valueIndexes.load(ctx.db, scope);
  return verifiedForm(analyse(head(question), scope.modules, index), reading);
}

/** The parser's adaptation to verified questions on specs, added to `start` (a project's earlier weights) when given. */
export async function adaptationOf(
  questions: { question: string; reading: StructuredQuery }[],
  specs: Specs,
  ctx: AgentContext,
  caches: Pick<AgentCaches, 'model' | 'valueIndexes'>,
  start: Record<string, number> = {},
): Promise<Record<string, number>> {
  const scope = scopeOf(specs);
  const index = await caches.valueIndexes.load(ctx.db, scope);
  const examples: Example[] = [];
  for (const q of questions.slice(-LEARNED_AT_MOST)) {
    ctx.signal?.throwIfAborted();
    const { analysis, ranked } = parse(head(q.question), scope, index, caches.model);
    const key = queryKey(q.reading);
    // The verified reading's candidates and the best rivals: the others cannot overtake within the bound.
    const targets = ranked.filter((r) => queryKey(r.candidate.query) === key);
    if (targets.length === 0) continue;
    const rivals = ranked.filter((r) => !targets.includes(r)).slice(0, RIVALS_KEPT);
    const words = contentWords(analysis);
    // Scored by the shipped model; learned on the project's own features of each reading.
    examples.push({
      ranked: [...targets, ...rivals].map((r) => ({ candidate: r.candidate, score: r.score, features: readingFeatures(analysis, r.candidate.query, words) })),
      reading: q.reading,
    });
  }
  return adaptation(examples, start);
}

/** Whether a reading fits specs as they are (its modules and columns there): a verified reading that does not is stale. */
export const readingFits = (reading: StructuredQuery, specs: Specs): boolean => fitsScope(reading, scopeOf(specs));

/** Texts as the one guard lets them show at an exposure (unchanged at full). */
export async function guardedTexts(texts: string[], specs: Specs, exposure: Exposure, ctx: AgentContext): Promise<string[]> {
  if (exposure === 'full' || texts.length === 0) return texts;
  const scope = scopeOf(specs);
  const guard = await guardOf(texts, exposure, scope, ctx, DEFAULT_TOOL_LIMITS);
  return texts.map((t) => guardAnswer(t, exposure, guard));
}
