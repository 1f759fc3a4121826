import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { AGENT_PROVIDERS, type AgentConfig } from './agent/agent.js';
import { DEFAULT_TOOL_LIMITS } from './agent/execute/tools.js';
import { literalUnion } from './contracts/literal-union.js';
import { passwordFault } from './auth/password-policy.js';
import { DEFAULT_ROLLUP_BOUNDS } from './semantic/rollups.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The environment the service reads, parsed once at start (CONTRACT B.1). */
const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  HOST: Type.String({ default: '0.0.0.0' }),
  DATA_DIR: Type.String({ default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  GLOBAL_ADMIN_USERNAME: Type.Optional(Type.String({ minLength: 1 })),
  GLOBAL_ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 8 })),
  SEED_DEMO: Type.Optional(Type.Boolean()),
  TOKEN_TTL_SECONDS: Type.Integer({ minimum: 1, default: 86400 }),
  SESSION_IDLE_SECONDS: Type.Integer({ minimum: 60, default: 8 * 3600 }),
  SESSION_ABSOLUTE_SECONDS: Type.Integer({ minimum: 60, default: 7 * 24 * 3600 }),
  AGENT_HISTORY_DAYS: Type.Integer({ minimum: 1, maximum: 3650, default: 90 }),
  TRUST_PROXY: Type.Optional(Type.String({ minLength: 1 })),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  AUDIT_CHAIN_KEY: Type.Optional(Type.String({ minLength: 16 })),
  RATE_LIMITS: Type.String({ default: '{"free":60,"standard":600,"enterprise":6000}' }),
  STORAGE_QUOTAS: Type.String({ default: '{"free":1073741824,"standard":10737418240,"enterprise":107374182400}' }),
  INFER_CONCURRENCY_PER_CUSTOMER: Type.Integer({ minimum: 1, maximum: 1000, default: 4 }),
  SPEC_BUILD_CONCURRENCY_PER_CUSTOMER: Type.Integer({ minimum: 1, maximum: 100, default: 1 }),
  CONCURRENCY_WAIT_MS: Type.Integer({ minimum: 0, maximum: 60_000, default: 2000 }),
  SHUTDOWN_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 25_000 }),
  ROLLUPS: Type.Boolean({ default: true }),
  ROLLUP_MAX_ROWS: Type.Integer({ minimum: 1, maximum: 10_000_000, default: DEFAULT_ROLLUP_BOUNDS.maxRows }),
  ROLLUP_MIN_ROWS: Type.Integer({ minimum: 0, default: DEFAULT_ROLLUP_BOUNDS.minRows }),
  LOG_LEVEL: literalUnion(LOG_LEVELS, { default: 'info' }),
  // The agent (src/agent/agent.ts createAgent): its provider, the model server, and the limits of its data queries.
  AGENT_PROVIDER: literalUnion(AGENT_PROVIDERS, { default: 'local' }),
  OPENAI_BASE_URL: Type.String({ pattern: '^https?://', default: 'https://api.openai.com/v1' }),
  OPENAI_API_KEY: Type.Optional(Type.String()),
  OPENAI_MODEL: Type.Optional(Type.String()),
  OPENAI_TIMEOUT_MS: Type.Integer({ minimum: 1, default: 30_000 }),
  AGENT_ROW_CAP: Type.Integer({ minimum: 1, default: DEFAULT_TOOL_LIMITS.rowCap }),
  AGENT_STATEMENT_TIMEOUT_MS: Type.Integer({ minimum: 1, default: DEFAULT_TOOL_LIMITS.statementTimeoutMs }),
  EXPOSURE_MIN_RECORDS: Type.Integer({ minimum: 1, default: DEFAULT_TOOL_LIMITS.minRecords! }),
});
/** Read without the spaces around them, as the agent's settings always were. */
const TRIMMED = new Set(['AGENT_PROVIDER', 'OPENAI_BASE_URL', 'OPENAI_MODEL']);
type Env = Static<typeof EnvSchema>;

const RateLimitsSchema = Type.Record(Type.String({ pattern: '^[a-z][a-z0-9_-]{0,31}$' }), Type.Integer({ minimum: 1 }), {
  minProperties: 1,
});

type RateLimits = Static<typeof RateLimitsSchema>;

const StorageQuotasSchema = Type.Record(Type.String({ pattern: '^[a-z][a-z0-9_-]{0,31}$' }), Type.Integer({ minimum: 0 }), {
  minProperties: 1,
});

/** The service's configuration: the parsed environment, shaped by configOf (no second declaration of it). */
export type Config = ReturnType<typeof configOf>;

export class ConfigError extends Error {}

/**
 * One message per bad variable. TypeBox 1.x reports every failing keyword, and for a list of allowed
 * values one error per value plus the anyOf: those become one "must be one of" naming the values.
 */
function envErrors(value: unknown): string[] {
  const messages = new Map<string, string>();
  for (const e of Value.Errors(EnvSchema, value)) {
    const name = e.instancePath.slice(1);
    if (messages.has(name)) continue;
    const allowed = (EnvSchema.properties as Record<string, { anyOf?: { const?: unknown }[] }>)[name]?.anyOf?.map((s) => s.const);
    messages.set(name, allowed?.every((v) => typeof v === 'string') ? `must be one of: ${allowed.join(', ')}` : e.message);
  }
  return [...messages].map(([name, message]) => `${name} ${message}`);
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.keys(EnvSchema.properties);
  const raw: Record<string, unknown> = {};
  for (const key of known) {
    const value = TRIMMED.has(key) ? env[key]?.trim() : env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const converted = Value.Default(EnvSchema, Value.Convert(EnvSchema, raw));
  const errors = envErrors(converted);
  if (errors.length > 0) throw new ConfigError(`invalid configuration: ${errors.join('; ')}`);
  const parsed = converted as Env;

  const rateLimits = parseJson(parsed.RATE_LIMITS, 'RATE_LIMITS');
  if (!Value.Check(RateLimitsSchema, rateLimits)) {
    throw new ConfigError('invalid configuration: RATE_LIMITS must map tier names to positive integers');
  }

  const storageQuotas = parseJson(parsed.STORAGE_QUOTAS, 'STORAGE_QUOTAS');
  if (!Value.Check(StorageQuotasSchema, storageQuotas)) {
    throw new ConfigError('invalid configuration: STORAGE_QUOTAS must map tier names to whole numbers of bytes');
  }

  if ((parsed.GLOBAL_ADMIN_USERNAME === undefined) !== (parsed.GLOBAL_ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('invalid configuration: GLOBAL_ADMIN_USERNAME and GLOBAL_ADMIN_PASSWORD go together');
  }
  // The same rule as every password a person chooses: a weak one stops the start, like any bad value.
  const adminFault = parsed.GLOBAL_ADMIN_PASSWORD && passwordFault(parsed.GLOBAL_ADMIN_PASSWORD, parsed.GLOBAL_ADMIN_USERNAME!);
  if (adminFault) throw new ConfigError(`invalid configuration: GLOBAL_ADMIN_PASSWORD ${adminFault}`);

  if (parsed.AGENT_PROVIDER === 'openai' && !parsed.OPENAI_MODEL) {
    throw new ConfigError('invalid configuration: OPENAI_MODEL is required with AGENT_PROVIDER=openai');
  }

  return configOf(parsed, { rateLimits, storageQuotas });
}

/** The configuration of a valid environment (the JSON settings already parsed). */
function configOf(parsed: Env, parts: { rateLimits: RateLimits; storageQuotas: Static<typeof StorageQuotasSchema> }) {
  const { rateLimits, storageQuotas } = parts;
  const tiers = Object.keys(rateLimits);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: parsed.DATA_DIR,
    databaseUrl: parsed.DATABASE_URL,
    /** The customers' data plane (imports, module tables, rollups, the agent's queries); the control database when unset. */
    dataDatabaseUrl: parsed.DATA_DATABASE_URL,
    redisUrl: parsed.REDIS_URL,
    globalAdmin:
      parsed.GLOBAL_ADMIN_USERNAME && parsed.GLOBAL_ADMIN_PASSWORD
        ? { username: parsed.GLOBAL_ADMIN_USERNAME, password: parsed.GLOBAL_ADMIN_PASSWORD }
        : undefined,
    // Demo data only on the embedded database unless asked for explicitly.
    seedDemo: parsed.SEED_DEMO ?? parsed.DATABASE_URL === undefined,
    tokenTtlSeconds: parsed.TOKEN_TTL_SECONDS,
    sessionIdleSeconds: parsed.SESSION_IDLE_SECONDS,
    sessionAbsoluteSeconds: parsed.SESSION_ABSOLUTE_SECONDS,
    /** How long the portal agent's questions and answers are kept for their user (src/inference/history.service.ts). */
    agentHistoryDays: parsed.AGENT_HISTORY_DAYS,
    rateLimits,
    /** Bytes of imported files each tier may keep; a tier not listed has the default tier's. */
    storageQuotas,
    /** Calls of each kind one customer may have running at once, and how long a call waits for a slot. */
    concurrency: {
      inference: parsed.INFER_CONCURRENCY_PER_CUSTOMER,
      specBuild: parsed.SPEC_BUILD_CONCURRENCY_PER_CUSTOMER,
      waitMs: parsed.CONCURRENCY_WAIT_MS,
    },
    /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe for the client address. */
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    /** When set, /metrics asks for it as a bearer token; unset, /metrics is open only on a private HOST. */
    metricsToken: parsed.METRICS_TOKEN,
    /** When set, the audit chain's hashes are HMAC-SHA256 with it (a secret; never logged). */
    auditChainKey: parsed.AUDIT_CHAIN_KEY,
    defaultTier: tiers.includes('standard') ? 'standard' : tiers[0]!,
    /**
     * After SIGTERM, how long calls in flight may take before the process exits anyway (code 1).
     * Below Kubernetes' default 30 s grace, so the service ends by itself, its logs written.
     */
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS,
    /**
     * Pre-aggregations (src/semantic/rollups.ts): built with each spec for modules of at least
     * minRows rows, each of at most maxRows groups; off, none is built and none is read.
     */
    rollups: parsed.ROLLUPS ? { maxRows: parsed.ROLLUP_MAX_ROWS, minRows: parsed.ROLLUP_MIN_ROWS } : undefined,
    agent: agentOf(parsed),
    logLevel: parsed.LOG_LEVEL,
  };
}

/** The agent's settings (createAgent): the local provider needs no network; the openai one any OpenAI-compatible server. */
function agentOf(parsed: Env): AgentConfig {
  const limits = {
    rowCap: parsed.AGENT_ROW_CAP,
    statementTimeoutMs: parsed.AGENT_STATEMENT_TIMEOUT_MS,
    minRecords: parsed.EXPOSURE_MIN_RECORDS,
    rollups: parsed.ROLLUPS,
  };
  if (parsed.AGENT_PROVIDER === 'local') return { provider: 'local', limits };
  return {
    provider: 'openai',
    limits,
    openai: {
      baseUrl: parsed.OPENAI_BASE_URL.replace(/\/+$/, ''),
      apiKey: parsed.OPENAI_API_KEY,
      model: parsed.OPENAI_MODEL!,
      timeoutMs: parsed.OPENAI_TIMEOUT_MS,
    },
  };
}

function parseJson(raw: string, name: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new ConfigError(`invalid configuration: ${name} is not JSON`);
  }
}

/** TRUST_PROXY: "true" (every proxy) or a comma-separated list of the proxies' addresses or CIDRs. */
function parseTrustProxy(raw: string | undefined): boolean | string[] {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
