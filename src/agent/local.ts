/** The local provider: router → data tool → evaluation → curation → guard, with no network. */
import type { AgentContext, AgentInput, AgentOutput, AgentTrace } from './agent.js';
import { InvalidQueryError } from './compiler.js';
import { clarification, curate, describeScope, whereText } from './curation.js';
import { evaluate } from './evaluation.js';
import { finish } from './finish.js';
import { route, type RoutePlan } from './router.js';
import { scopeOf } from './spec-index.js';
import { QueryFailedError, runQuery, type ToolLimits } from './tools.js';

function planTrace(plan: RoutePlan): unknown {
  return { query: plan.query ?? null, understood: plan.understood, confidence: plan.confidence, issue: plan.issue ?? null, focus: plan.focus ?? null, output_unit: plan.outputUnit ?? null };
}

export async function answerLocal(input: AgentInput, ctx: AgentContext, limits: ToolLimits): Promise<AgentOutput> {
  const scope = scopeOf(input.specs);
  const plan = route(input.prompt, scope);
  const trace: AgentTrace = { provider: 'local', intent: plan.intent, plan: planTrace(plan), sql: [], confidence: plan.confidence };
  const done = (text: string, seen: { module: string; rows: Record<string, unknown>[] }[] = []) => finish(text, input, ctx, scope, trace, limits, seen);
  ctx.signal?.throwIfAborted();

  if (plan.status === 'describe') return done(describeScope(scope, input.exposure));
  if (plan.status === 'clarify' || !plan.query || !plan.module) {
    const reason =
      plan.issue?.kind === 'ambiguous_column'
        ? `Your question is ambiguous: ${plan.issue.detail}.`
        : plan.issue?.kind === 'no_measure'
          ? `I could not answer that exactly: ${plan.issue.detail}.`
          : `I could not match that question to the data${plan.issue ? ` (${plan.issue.detail})` : ''}.`;
    return done(clarification(plan, scope, reason));
  }

  let result;
  try {
    result = await runQuery(ctx.db, plan.query, scope, limits);
  } catch (err) {
    if (err instanceof InvalidQueryError) return done(clarification(plan, scope, 'I could not build a query for that question.'));
    if (err instanceof QueryFailedError) {
      const why = err.reason === 'timeout' ? 'That question took too long to compute; narrowing it (a period, a category) helps.' : 'The data could not be read for that question.';
      return done(clarification(plan, scope, why));
    }
    throw err;
  }
  trace.sql.push({ text: result.sql.text, params: result.sql.params });
  ctx.signal?.throwIfAborted();

  const verdict = evaluate(plan, result.sql.shape, result.rows);
  (trace.plan as Record<string, unknown>).evaluation = verdict;
  if (!verdict.ok) {
    const where = whereText(plan.query.filters, plan.module, input.exposure);
    const reason =
      verdict.reason === 'low_confidence'
        ? 'I am not confident I understood the question.'
        : `No ${plan.module.name} records match${where}${verdict.notes.length ? ` (${verdict.notes.join('; ')})` : ''}, so there is no figure to report.`;
    return done(clarification(plan, scope, reason), [{ module: plan.module.module_id, rows: result.rows }]);
  }
  const text = curate({ plan, query: plan.query, module: plan.module, shape: result.sql.shape, rows: result.rows, exposure: input.exposure });
  return done(text, [{ module: plan.module.module_id, rows: result.rows }]);
}
