import type { Exposure } from '../semantic/spec.types.js';
import type { AgentContext, AgentInput, AgentOutput, AgentTrace } from './agent.js';
import { guardAnswer } from './exposure-guard.js';
import { isSensitive, type SpecScope } from './spec-index.js';
import { sensitiveValuesIn, type ToolLimits } from './tools.js';

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
  seen: { module: string; rows: Record<string, unknown>[] }[],
): Promise<AgentOutput> {
  const exposure: Exposure = input.exposure;
  const sensitive: string[] = [];
  if (exposure === 'advisory') {
    for (const s of seen) {
      const m = scope.modules.find((x) => x.module_id === s.module);
      if (!m) continue;
      for (const c of m.columns.filter(isSensitive)) for (const r of s.rows) if (r[c.name] !== null && r[c.name] !== undefined) sensitive.push(String(r[c.name]));
    }
    const found = await sensitiveValuesIn(ctx.db, text, scope, scope.modules.map((m) => m.module_id), limits);
    sensitive.push(...found.values);
  }
  const result = guardAnswer(text, exposure, { specs: [{ version: 1, modules: scope.modules, joins: [] }], sensitiveValues: sensitive });
  return { result, exposure, trace };
}
