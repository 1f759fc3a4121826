import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyReply, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.js';
import type { Db } from './db/db.js';
import { registerErrorHandling } from './http/error-handler.js';
import { gate, registerGate } from './auth/gate.js';
import { registerHealthRoutes } from './http/health.routes.js';
import { registerMetrics } from './http/metrics.js';
import { ErrorBody } from './http/schemas.js';
import type { App } from './http/types.js';
import { validatorCompiler } from './http/validation.js';
import { sessionsRepo } from './auth/sessions.repo.js';
import { authService } from './auth/auth.service.js';
import { signInThrottle, type ThrottleLimits } from './auth/sign-in-throttle.js';
import { registerAuthRoutes } from './auth/auth.routes.js';
import { registerAuditRoutes } from './audit/audit.routes.js';
import { auditService } from './audit/audit.service.js';
import { auditLog } from './audit/audit.log.js';
import { systemClock, type Clock } from './clock.js';
import { customersService } from './customers/customers.service.js';
import { registerCustomerRoutes } from './customers/customers.routes.js';
import { rolesService } from './roles/roles.service.js';
import { registerRoleRoutes } from './roles/roles.routes.js';
import { usersService } from './users/users.service.js';
import { apiUsersService } from './users/api-users.service.js';
import { registerUserRoutes } from './users/users.routes.js';
import { datasetsService } from './datasets/datasets.service.js';
import { registerDatasetRoutes } from './datasets/datasets.routes.js';
import { modulesService } from './modules/modules.service.js';
import { registerModuleRoutes } from './modules/modules.routes.js';
import { projectsService } from './projects/projects.service.js';
import { registerProjectRoutes } from './projects/projects.routes.js';
import { semanticService } from './semantic/semantic.service.js';
import { registerSemanticRoutes } from './semantic/semantic.routes.js';
import { agentCaches, createAgent, type AgentCaches } from './agent/agent.js';
import { inferenceService, type AnswerAgent } from './inference/inference.service.js';
import { tokensService } from './inference/tokens.service.js';
import { registerInferenceRoutes } from './inference/inference.routes.js';
import { registerFeedbackRoutes } from './inference/feedback.routes.js';
import { verifiedService } from './verified/verified.service.js';
import { registerVerifiedRoutes } from './verified/verified.routes.js';
import { registerHistoryRoutes } from './inference/history.routes.js';
import { historyService } from './inference/history.service.js';
import { feedbackService, suggestionCache, type SuggestionCache } from './inference/feedback.service.js';
import { specDocCache, type SpecDocCache } from './inference/specs.repo.js';
import { memoryRateLimitStore, type RateLimitStore } from './infra/rate-limit-store.js';
import { registerRateLimit } from './http/rate-limit.js';
import { concurrencyLimiter, memorySlotStore, type SlotStore } from './infra/concurrency.js';
import { registerWebRoutes } from './web/web.routes.js';
import { agentSpecsService } from './web/agent-specs.service.js';
import { policiesService } from './policies/policies.service.js';
import { rowsViewCache, type RowsViewCache } from './policies/policies.view.js';
import { registerPolicyRoutes } from './policies/policies.routes.js';

export interface AppDeps {
  /** The time session and token expiry follow (tests move it instead of waiting). */
  clock?: Clock;
  config: Config;
  /** The control database: customers, users, roles, sessions, metadata, specs, the audit. */
  db: Db;
  /** The customers' data plane (imported rows, module tables, rollups); the control database when absent. */
  data?: Db;
  /** The agent behind inference; by default the one config.agent describes (src/agent). */
  agent?: AnswerAgent;
  /** Where rate-limit counters live: Redis when instances share them, else memory. */
  rateLimitStore?: RateLimitStore;
  /** Where the customers' concurrency slots live: Redis when instances share them, else memory. */
  slotStore?: SlotStore;
  /** Failed sign-in allowances (per username and address, and per address); the defaults suit production. */
  signInLimits?: ThrottleLimits;
  /** A pino logger configuration, or false for none (tests). */
  logger?: FastifyServerOptions['logger'];
  /** What the service keeps in memory between calls; each one not given is built here. */
  caches?: Partial<AppCaches>;
}

/** What the service keeps in memory between calls: built by buildApp and handed to the services that use it. */
export interface AppCaches {
  /** The parser's model and the agent's caches (value indexes, parses), when buildApp makes the agent. */
  agent: AgentCaches;
  /** Trained spec documents by id, shared by inference and suggestions (src/inference/specs.repo.ts). */
  specDocs: SpecDocCache;
  /** Suggested questions by spec set (src/inference/feedback.service.ts). */
  suggestions: SuggestionCache;
  /** What a row filter leaves of a module: its count, statistics and values (src/policies/policies.view.ts). */
  rowsViews: RowsViewCache;
}

/** Log options: a request id on every line, and no credential ever written. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.owner_password', '*.token'],
      censor: '[redacted]',
    },
  };
}

/** The composition root: builds every service from its dependencies and registers each domain. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db } = deps;
  const data = deps.data ?? db;
  const options: FastifyHttpOptions<Server> = {
    logger: deps.logger ?? false,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Requests Fastify refuses before routing (a malformed URL escape) get the contract's body too.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).status(400).send({ detail: 'bad request' });
    },
  };
  const app = Fastify(options).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  app.addSchema(ErrorBody);
  // Security headers on every response; the portal is built to run under this policy (no inline scripts).
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Served over plain HTTP on a developer's machine; TLS is the edge's business.
        upgradeInsecureRequests: null,
      },
    },
    // Strict-Transport-Security only means something over TLS, which the edge terminates.
    hsts: { maxAge: 31536000, includeSubDomains: true },
  });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Specgate',
        version: '1.0.0',
        description:
          'Ask questions of your own data in plain language. Portal routes take the session cookie set by /auth/core/login; ' +
          '/api/v1/infer takes the bearer token from /api/v1/authorize. Every error body is {"detail": "…"}.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'specgate_session' },
          adminSession: { type: 'apiKey', in: 'cookie', name: 'specgate_admin_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
  });
  // The docs page ships inline code of its own: it gets a CSP made for it (hashes of its scripts).
  // Its bundle also sets inline styles at run time, which the hashes of its static styles refuse (a
  // console error on every visit): on /docs only, styles may be inline, as the app-wide policy above
  // allows them; scripts stay limited to 'self' and the hashes of the page's own.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });

  registerErrorHandling(app);
  const clock = deps.clock ?? systemClock;
  const sessions = sessionsRepo(db, clock);
  const audit = auditLog({ chainKey: config.auditChainKey });
  const limitStore = deps.rateLimitStore ?? memoryRateLimitStore();
  const throttle = signInThrottle(limitStore, deps.signInLimits, (err) => app.log.warn({ err }, 'sign-in throttle store unreachable'));
  const tokens = tokensService({ db, ttlSeconds: config.tokenTtlSeconds, throttle, clock });
  registerGate(app, { sessions, sessionIdleSeconds: config.sessionIdleSeconds, clock, resolveBearer: tokens.resolveBearer });
  registerRateLimit(app, {
    store: limitStore,
    limits: config.rateLimits,
    defaultTier: config.defaultTier,
    log: app.log,
  });

  const slots = concurrencyLimiter({
    store: deps.slotStore ?? memorySlotStore(),
    limits: { inference: config.concurrency.inference, spec_build: config.concurrency.specBuild },
    waitMs: config.concurrency.waitMs,
    onStoreError: (err) => app.log.warn({ err }, 'concurrency slot store unreachable; counting this instance’s slots'),
  });

  registerHealthRoutes(app, { db, data });
  registerMetrics(app, { db, data, host: config.host, token: config.metricsToken });
  app.get('/openapi.json', { config: { gate: gate.public }, schema: { hide: true } }, async () => app.swagger());

  registerAuthRoutes(app, { auth: authService({ db, sessionAbsoluteSeconds: config.sessionAbsoluteSeconds, throttle, clock }), sessions });
  registerCustomerRoutes(app, {
    customers: customersService({ db, tiers: Object.keys(config.rateLimits), defaultTier: config.defaultTier, clock }),
  });
  const specDocs = deps.caches?.specDocs ?? specDocCache();
  const policies = policiesService({ db, data, audit, rowsViews: deps.caches?.rowsViews ?? rowsViewCache() });
  registerRoleRoutes(app, { roles: rolesService({ db, audit }) });
  registerPolicyRoutes(app, { policies });
  registerUserRoutes(app, { users: usersService({ db }), apiUsers: apiUsersService({ db }) });
  registerAuditRoutes(app, { audit: auditService({ db, clock }) });
  registerDatasetRoutes(app, { datasets: datasetsService({ db, data, quotas: { byTier: config.storageQuotas, defaultTier: config.defaultTier }, clock }) });
  registerModuleRoutes(app, { modules: modulesService({ db, data }) });
  registerProjectRoutes(app, { projects: projectsService({ db, audit }) });
  const agentCache = deps.caches?.agent ?? agentCaches();
  const agent = deps.agent ?? createAgent(config.agent, agentCache);
  const history = historyService({ db, clock, retentionDays: config.agentHistoryDays });
  const verified = verifiedService({ db, data, agent, audit, clock, earlier: history, specDocs, caches: agentCache, policies });
  registerSemanticRoutes(app, {
    semantic: semanticService({
      db,
      data,
      slots,
      policies,
      rollups: config.rollups,
      // Every build reruns its project's verified questions on the new spec: the check list.
      afterBuild: (spec) => verified.afterBuild(spec).catch((err) => app.log.error({ err, spec_id: spec.specId }, 'verified questions not rerun')),
    }),
  });
  registerInferenceRoutes(app, {
    tokens,
    provider: config.agent.provider,
    inference: inferenceService({ db, data, audit, slots, agent, policies, earlier: history, specDocs, verified }),
    history,
  });
  registerVerifiedRoutes(app, { verified });
  registerHistoryRoutes(app, { history });
  registerFeedbackRoutes(app, {
    feedback: feedbackService({
      db,
      data,
      agent,
      slots,
      policies,
      clock,
      specDocs,
      suggestions: deps.caches?.suggestions ?? suggestionCache(),
    }),
  });
  registerWebRoutes(app, { agentSpecs: agentSpecsService({ db }) });

  return app;
}
