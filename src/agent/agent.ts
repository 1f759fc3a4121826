/**
 * The agent: one interface, two providers.
 *
 *   const agent = createAgent(loadConfig(process.env).agent);
 *   const out = await agent.answer({ prompt, specs, exposure }, { db, signal });
 *
 * Its settings are read from the environment with every other setting, by the one environment
 * schema (src/config.ts: AGENT_PROVIDER, OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL,
 * OPENAI_TIMEOUT_MS, AGENT_ROW_CAP, AGENT_STATEMENT_TIMEOUT_MS, EXPOSURE_MIN_RECORDS), and handed in.
 */
import type { AgentCaches, AgentContext, AgentInput, AgentOutput } from './types.js';
import { answerLocal, parseCache } from './providers/local.js';
import { valueIndexCache } from './understand/load-index.js';
import { loadModel } from './understand/model.js';
import { boundedMap } from '../infra/bounded-map.js';
import { answerOpenAI, type OpenAIConfig } from './providers/openai.js';
import { answerReading } from './providers/reading.js';
import { DEFAULT_TOOL_LIMITS, type ToolLimits } from './execute/tools.js';

export type { AgentCaches, AgentContext, AgentInput, AgentOutput, AgentTrace } from './types.js';

export interface Agent {
  answer(input: AgentInput, ctx: AgentContext): Promise<AgentOutput>;
}

/** local: no network (the parser and the compiler); openai: any OpenAI-compatible server fills the query and words the answer. */
export const AGENT_PROVIDERS = ['local', 'openai'] as const;

export interface AgentConfig {
  provider: (typeof AGENT_PROVIDERS)[number];
  openai?: OpenAIConfig;
  limits: ToolLimits;
}

export class AgentConfigError extends Error {}

/** The model shipped with the service and empty caches: what createAgent uses unless given its own. */
/** Adapted models kept (a project's adaptation at one revision each). */
const ADAPTED_KEPT = 64;

export function agentCaches(): AgentCaches {
  return { model: loadModel(), valueIndexes: valueIndexCache(), parses: parseCache(), adapted: boundedMap(ADAPTED_KEPT) };
}

export function createAgent(config: AgentConfig = { provider: 'local', limits: DEFAULT_TOOL_LIMITS }, caches: AgentCaches = agentCaches()): Agent {
  const limits = config.limits ?? DEFAULT_TOOL_LIMITS;
  if (config.provider === 'openai') {
    if (!config.openai) throw new AgentConfigError('invalid configuration: the openai provider needs its settings');
    const openai = config.openai;
    return {
      answer: (input, ctx) =>
        input.reading ? answerReading({ ...input, reading: input.reading }, ctx, limits) : answerOpenAI(input, ctx, openai, limits, caches),
    };
  }
  // A reading changed by hand needs no provider: it is answered as it stands, the same way for both.
  return {
    answer: (input, ctx) => (input.reading ? answerReading({ ...input, reading: input.reading }, ctx, limits) : answerLocal(input, ctx, limits, caches)),
  };
}
