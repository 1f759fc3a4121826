import type { Exposure } from '../../contracts/exposure.js';
import { dataPlaneOf, type AgentContext, type AgentInput, type AgentOutput, type AgentTrace, type ReadingOption } from '../types.js';
import type { Answer } from '../present/answer.js';
import { guardAnswer, type GuardContext } from '../guard/exposure-guard.js';
import type { StructuredQuery } from '../plan/query.js';
import type { Col, Plan } from '../plan/resolve.js';
import { withheldAt } from '../../contracts/columns.js';
import type { SpecScope } from '../plan/spec-index.js';
import { sensitiveValuesIn, type ToolLimits } from '../execute/tools.js';
import { shownWork, type AnsweredWork } from '../present/shown.js';

/**
 * The values in a query's result rows of columns whose values may not show at this exposure (the
 * guard withholds them): identifying and personal below full, free text too at advisory.
 */
export function sensitiveInResult(q: StructuredQuery, plan: Plan, rows: Record<string, unknown>[], exposure: Exposure): string[] {
  const out: string[] = [];
  const take = (c: Col, key: string) => {
    if (!c.column || !withheldAt(c.column, exposure)) return;
    for (const r of rows) if (r[key] !== null && r[key] !== undefined) out.push(String(r[key]));
  };
  if (q.kind === 'values') q.columns.forEach((ref, i) => take(plan.col(ref), `c${i}`));
  if (q.kind === 'groups') take(plan.col(q.group_by.column), 'g');
  if (q.kind === 'compare') {
    const key = plan.col(q.key);
    if (key.column && withheldAt(key.column, exposure)) out.push(...q.values.map(String));
  }
  return out;
}

/**
 * The words saying that the caller's access policy limited the rows read (src/policies), when it
 * did: the modules the answer read (any in scope when data was read without an answer) that carry
 * a row filter. Never the filter's values.
 */
export function policyWords(scope: SpecScope, trace: AgentTrace, answered?: AnsweredWork): string | undefined {
  const read = answered ? answered.plan.sources.map((s) => s.module) : trace.sql.length > 0 ? scope.modules : [];
  const names = [...new Set(read.filter((m) => m.policy?.row_filter).map((m) => m.name))];
  return names.length ? `Rows were limited by your access policy (${names.join(', ')}).` : undefined;
}

/**
 * What the one guard needs to gate texts at an exposure: below full, the withheld values they name
 * (`seen` in the rows read, the others looked up in the data itself).
 */
export async function guardOf(
  texts: string[],
  exposure: Exposure,
  scope: SpecScope,
  ctx: AgentContext,
  limits: ToolLimits,
  seen: string[] = [],
): Promise<GuardContext> {
  const sensitive: string[] = [];
  if (exposure !== 'full') {
    sensitive.push(...seen);
    const found = await sensitiveValuesIn(
      dataPlaneOf(ctx),
      texts.join('\n'),
      scope,
      scope.modules.map((m) => m.module_id),
      exposure,
      limits,
    );
    sensitive.push(...found.values);
  }
  return { specs: [{ version: 2 as const, modules: scope.modules, joins: [] }], sensitiveValues: sensitive };
}

/**
 * The common end of both providers: below full, find which withheld values occur in the text
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
  answered?: AnsweredWork,
  options?: ReadingOption[],
): Promise<AgentOutput> {
  const exposure: Exposure = input.exposure;
  const limited = policyWords(scope, trace, answered);
  if (limited) {
    text = `${text} ${limited}`;
    if (answered) answered = { ...answered, understood: [...answered.understood, limited] };
  }
  const guard = await guardOf([text, ...(answered?.understood ?? []), ...(options ?? []).map((o) => o.words)], exposure, scope, ctx, limits, seen);
  const result = guardAnswer(text, exposure, guard);
  // The understood words follow the same rules as the answer: the same guard, the same withheld values.
  const work = answered
    ? shownWork(
        answered,
        answered.understood.map((line) => guardAnswer(line, exposure, guard)),
        exposure,
      )
    : undefined;
  // A clarification's readings in words pass the same guard: below full they name no withheld value.
  const offered = options?.map((o) => ({ ...o, words: guardAnswer(o.words, exposure, guard) }));
  return {
    result,
    exposure,
    trace,
    ...(answer ? { answer } : {}),
    ...(work ? { work } : {}),
    ...(answered ? { reading: answered.reading } : {}),
    ...(offered?.length ? { options: offered } : {}),
  };
}
