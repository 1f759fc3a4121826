import type { Exposure } from '../semantic/spec.types.js';
import type { AgentContext, AgentInput, AgentOutput, AgentTrace } from './agent.js';
import type { Answer } from './answer.js';
import { guardAnswer } from './exposure-guard.js';
import type { StructuredQuery } from './query.js';
import type { Col, Plan } from './resolve.js';
import { isSensitive, type SpecScope } from './spec-index.js';
import { sensitiveValuesIn, type ToolLimits } from './tools.js';

/** The values of identifying and free-text columns in a query's result rows (the guard withholds them at advisory). */
export function sensitiveInResult(q: StructuredQuery, plan: Plan, rows: Record<string, unknown>[]): string[] {
  const out: string[] = [];
  const take = (c: Col, key: string) => {
    if (!c.column || !isSensitive(c.column)) return;
    for (const r of rows) if (r[key] !== null && r[key] !== undefined) out.push(String(r[key]));
  };
  if (q.kind === 'values') q.columns.forEach((ref, i) => take(plan.col(ref), `c${i}`));
  if (q.kind === 'groups') take(plan.col(q.group_by.column), 'g');
  if (q.kind === 'compare') {
    const key = plan.col(q.key);
    if (key.column && isSensitive(key.column)) out.push(...q.values.map(String));
  }
  return out;
}

/**
 * The common end of both providers: at advisory, find which identifying values occur in the text
 * (from the rows read and from the data itself), then run the one exposure guard.
 */
export async function finish(
  text: string,
  input: AgentInput,
  ctx: AgentContext,
  scope: SpecScope,
  trace: AgentTrace,
  limits: ToolLimits,
  seen: string[],
  answer?: Answer,
): Promise<AgentOutput> {
  const exposure: Exposure = input.exposure;
  const sensitive: string[] = [];
  if (exposure === 'advisory') {
    sensitive.push(...seen);
    const found = await sensitiveValuesIn(ctx.db, text, scope, scope.modules.map((m) => m.module_id), limits);
    sensitive.push(...found.values);
  }
  const result = guardAnswer(text, exposure, { specs: [{ version: 2, modules: scope.modules, joins: [] }], sensitiveValues: sensitive });
  return { result, exposure, trace, ...(answer ? { answer } : {}) };
}
