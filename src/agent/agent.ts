/**
 * The agent: one interface, two providers.
 *
 *   const agent = createAgent(agentConfigFromEnv(process.env));
 *   const out = await agent.answer({ prompt, specs, exposure }, { db, signal });
 *
 * Environment (read once by agentConfigFromEnv, then passed in as a config object):
 *   AGENT_PROVIDER              local (default, no network) | openai
 *   OPENAI_BASE_URL             any OpenAI-compatible server (default https://api.openai.com/v1)
 *   OPENAI_API_KEY              bearer key for that server (optional for local servers)
 *   OPENAI_MODEL                model name (required with AGENT_PROVIDER=openai)
 *   OPENAI_TIMEOUT_MS           per model request (default 30000)
 *   AGENT_ROW_CAP               most rows any data query returns (default 200)
 *   AGENT_STATEMENT_TIMEOUT_MS  statement_timeout of data queries (default 5000)
 */
import type { AgentContext, AgentInput, AgentOutput } from './types.js';
import { answerLocal } from './providers/local.js';
import { answerOpenAI, type OpenAIConfig } from './providers/openai.js';
import { answerReading } from './providers/reading.js';
import { DEFAULT_TOOL_LIMITS, type ToolLimits } from './execute/tools.js';

export type { AgentContext, AgentInput, AgentOutput, AgentTrace } from './types.js';

export interface Agent {
  answer(input: AgentInput, ctx: AgentContext): Promise<AgentOutput>;
}

export interface AgentConfig {
  provider: 'local' | 'openai';
  openai?: OpenAIConfig;
  limits: ToolLimits;
}

export class AgentConfigError extends Error {}

export function agentConfigFromEnv(env: Record<string, string | undefined>): AgentConfig {
  const provider = (env.AGENT_PROVIDER ?? 'local').trim() || 'local';
  if (provider !== 'local' && provider !== 'openai') throw new AgentConfigError(`invalid configuration: AGENT_PROVIDER must be local or openai`);
  const int = (name: string, dflt: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return dflt;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new AgentConfigError(`invalid configuration: ${name} must be a positive integer`);
    return n;
  };
  const limits: ToolLimits = {
    rowCap: int('AGENT_ROW_CAP', DEFAULT_TOOL_LIMITS.rowCap),
    statementTimeoutMs: int('AGENT_STATEMENT_TIMEOUT_MS', DEFAULT_TOOL_LIMITS.statementTimeoutMs),
    minRecords: int('EXPOSURE_MIN_RECORDS', DEFAULT_TOOL_LIMITS.minRecords!),
  };
  if (provider === 'local') return { provider, limits };
  const model = env.OPENAI_MODEL?.trim();
  if (!model) throw new AgentConfigError('invalid configuration: OPENAI_MODEL is required with AGENT_PROVIDER=openai');
  const baseUrl = (env.OPENAI_BASE_URL?.trim() || 'https://api.openai.com/v1').replace(/\/+$/, '');
  if (!/^https?:\/\//.test(baseUrl)) throw new AgentConfigError('invalid configuration: OPENAI_BASE_URL must be an http(s) URL');
  return {
    provider,
    limits,
    openai: { baseUrl, apiKey: env.OPENAI_API_KEY || undefined, model, timeoutMs: int('OPENAI_TIMEOUT_MS', 30_000) },
  };
}

export function createAgent(config: AgentConfig = { provider: 'local', limits: DEFAULT_TOOL_LIMITS }): Agent {
  const limits = config.limits ?? DEFAULT_TOOL_LIMITS;
  if (config.provider === 'openai') {
    if (!config.openai) throw new AgentConfigError('invalid configuration: the openai provider needs its settings');
    const openai = config.openai;
    return {
      answer: (input, ctx) => (input.reading ? answerReading({ ...input, reading: input.reading }, ctx, limits) : answerOpenAI(input, ctx, openai, limits)),
    };
  }
  // A reading changed by hand needs no provider: it is answered as it stands, the same way for both.
  return { answer: (input, ctx) => (input.reading ? answerReading({ ...input, reading: input.reading }, ctx, limits) : answerLocal(input, ctx, limits)) };
}
