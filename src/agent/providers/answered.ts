/**
 * The common end of an answered reading, whichever way it was found: the parser's best candidate
 * that answered (local.ts) or a reading the portal changed by hand (reading.ts). It words the
 * answer, records the reading in the trace and hands both to the one exposure guard (finish.ts).
 */
import type { AgentContext, AgentInput, AgentOutput, AgentTrace } from '../types.js';
import type { Answer } from '../present/answer.js';
import { curate } from '../present/curation.js';
import { understood } from '../present/understood.js';
import type { Unit } from '../present/wording.js';
import { intentOf, type StructuredQuery } from '../plan/query.js';
import type { Plan } from '../plan/resolve.js';
import type { SpecScope } from '../plan/spec-index.js';
import type { ToolLimits } from '../execute/tools.js';
import { finish, sensitiveInResult } from './finish.js';

export interface Answered {
  /** The reading as understood (the one the portal may change): the query before record context was added. */
  reading: StructuredQuery;
  /** The query run. */
  query: StructuredQuery;
  plan: Plan;
  rows: Record<string, unknown>[];
  answer: Answer;
}

const converted = (answer: Answer, unit?: Unit): Answer =>
  unit && (answer.kind === 'number' || answer.kind === 'values')
    ? { ...answer, values: answer.values.map((v) => (typeof v === 'number' ? v * unit.factor : v)) }
    : answer;

export function presentAnswered(
  a: Answered,
  input: AgentInput,
  ctx: AgentContext,
  scope: SpecScope,
  trace: AgentTrace,
  limits: ToolLimits,
  how: { op: string; words: string[]; unit?: Unit; shown?: string[]; said?: string },
): Promise<AgentOutput> {
  const last = trace.sql.at(-1);
  // Which rows answered is part of how: a pre-aggregation, when one held exactly what was asked.
  const rollup = last?.rollup
    ? `answered from a pre-aggregation of the ${a.plan.base.name} records${input.exposure === 'full' ? ` (${last.rollup.rows} groups)` : ''}`
    : undefined;
  const said = [...(how.shown ?? []), ...understood(a.query, a.plan, input.exposure), ...(rollup ? [rollup] : [])];
  trace.intent = intentOf(a.query, (ref) => a.plan.col(ref).temporal);
  Object.assign(trace.plan as Record<string, unknown>, { query: a.query, op: how.op, understood: [...how.words, ...said], unit: how.unit?.name ?? null });
  const curated = curate({
    query: a.query,
    plan: a.plan,
    answer: a.answer,
    rows: a.rows,
    exposure: input.exposure,
    unit: how.unit,
    minRecords: limits.minRecords,
  });
  const text = how.said ? `${curated} ${how.said}` : curated;
  const work = { query: a.query, reading: a.reading, plan: a.plan, rows: a.rows, sql: trace.sql.at(-1)!, understood: said };
  const seen = sensitiveInResult(a.query, a.plan, a.rows, input.exposure);
  return finish(text, input, ctx, scope, trace, limits, seen, converted(a.answer, how.unit), work);
}
