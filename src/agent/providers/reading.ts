/**
 * A reading changed by hand (issue 23, item 7): the portal's "How this was answered" sends the
 * structured query with a part changed (the measure, the grouping, a filter, the order or N), and it
 * is answered as it stands, with no parsing and no model. It is checked against the caller's view of
 * the spec like any query (resolveQuery: only the spec's modules and columns, never one a policy
 * hides), run by the same data tool and worded and guarded like any answer at the call's exposure.
 */
import { dataPlaneOf, type AgentContext, type AgentInput, type AgentOutput, type AgentTrace } from '../types.js';
import { answerOf } from '../present/answer.js';
import { clarification } from '../present/describe.js';
import { whereWords } from '../present/words.js';
import { evaluate } from '../execute/evaluation.js';
import { withContext } from '../execute/record-context.js';
import { QueryFailedError, runQuery, type ToolLimits, tracedSql } from '../execute/tools.js';
import { tooFew } from '../guard/small-sets.js';
import type { StructuredQuery } from '../plan/query.js';
import { InvalidQueryError, resolveQuery } from '../plan/resolve.js';
import { scopeOf, type SpecScope } from '../plan/spec-index.js';
import { understood } from '../present/understood.js';
import type { Exposure } from '../../contracts/exposure.js';
import { finish } from './finish.js';
import { presentAnswered } from './answered.js';

/** How the reading came: changed by hand (the default), chosen from a clarification, a follow-up's edit of the previous one, or a verified question's. */
export interface ReadingHow {
  op: 'edited' | 'chosen' | 'follow-up' | 'verified';
  /** Shown first among the understood words ("a follow-up of the previous answer: …"). */
  words: string[];
  /** Named in the trace: what the follow-up changed. */
  edits?: string[];
  /** The verified question whose reading this is. */
  verified?: NonNullable<AgentOutput['verified']>;
}

/** A reading in words, as a button or a stored question says it: "average Minimum temperature (°C) where Date in 2013 (Seattle Weather)". */
export function readingInWords(q: StructuredQuery, scope: SpecScope, exposure: Exposure): string {
  const plan = resolveQuery(q, scope);
  const lines = understood(q, plan, exposure).slice(1);
  const rows = lines.find((l) => l.startsWith('rows '));
  const what = lines.filter((l) => l !== rows).join(', ');
  return `${what}${rows ? ` ${rows.slice('rows '.length)}` : ''} (${plan.base.name})`;
}

export async function answerReading(
  input: AgentInput & { reading: StructuredQuery },
  ctx: AgentContext,
  limits: ToolLimits,
  how: ReadingHow = input.chosen ? { op: 'chosen', words: ['the reading chosen from the clarification'] } : { op: 'edited', words: [] },
): Promise<AgentOutput> {
  const scope = scopeOf(input.specs);
  const trace: AgentTrace = {
    provider: 'local',
    intent: 'clarify',
    plan: { [how.op]: true, ...(how.edits ? { edits: how.edits } : {}) },
    sql: [],
    confidence: 1,
  };
  const done = (text: string) => finish(text, input, ctx, scope, trace, limits, []);
  const reading = input.reading;
  let plan;
  try {
    plan = resolveQuery(reading, scope);
  } catch (err) {
    // The reason names what was sent; the answer does not repeat it.
    if (err instanceof InvalidQueryError) return done(clarification(scope, 'That reading does not fit the data; change another part, or ask in words.', []));
    throw err;
  }
  const query = withContext(reading, scope, input.exposure);
  let result;
  try {
    result = await runQuery(dataPlaneOf(ctx), query, scope, limits);
  } catch (err) {
    if (!(err instanceof QueryFailedError)) throw err;
    (trace.plan as Record<string, unknown>).failed = err.reason;
    return done(
      err.reason === 'timeout'
        ? 'That reading took too long to compute; narrowing it (a period, a category) helps.'
        : 'That reading could not be computed from the data; change another part, or ask in words.',
    );
  }
  trace.sql.push(tracedSql(result.sql));
  const answer = answerOf(query, result.sql.shape, result.rows);
  if (!evaluate(answer).ok) {
    const where = whereWords(reading.filters, plan, input.exposure);
    // Below full, "nothing matches" would tell an empty set from a small one: both read as too few.
    if (input.exposure !== 'full') return done(tooFew(plan.base.name, where, input.exposure));
    return done(`No ${plan.base.name} records match${where}, so there is no value to report.`);
  }
  const out = await presentAnswered({ reading, query, plan: result.plan, rows: result.rows, answer }, input, ctx, scope, trace, limits, {
    op: how.op,
    words: [],
    shown: how.words,
    ...(how.verified ? { said: 'This is the reading of a verified question.' } : {}),
  });
  // A follow-up's or a chosen reading's prompt does not say the question alone: its reading in words does (kept by the server).
  const asked = how.op === 'follow-up' || how.op === 'chosen' ? readingInWords(reading, scope, 'full') : undefined;
  return { ...out, ...(how.verified ? { verified: how.verified } : {}), ...(asked ? { asked } : {}) };
}
