import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { NotFoundError } from '../errors.js';
import { gate } from '../auth/gate.js';
import type { App } from '../http/types.js';
import { projectRoot } from '../paths.js';
import { registerAgentSpecRoutes } from './agent-specs.routes.js';
import type { AgentSpecsService } from './agent-specs.service.js';

/** Paths owned by the API: the web app never answers them, so unknown ones stay 404 `{detail}`. */
const API_PREFIXES = ['/api/', '/auth/', '/admin/api/', '/admin/auth/', '/docs', '/openapi.json', '/healthz', '/readyz'];

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p));
}

/** The app's page is never cached (its assets are); security headers come from the app-wide helmet. */
const HTML_HEADERS = { 'cache-control': 'no-cache' };

export interface WebDeps {
  /** The agent UI's spec picker (agent-specs.service.ts). */
  agentSpecs: AgentSpecsService;
  /** The built web app (vite build output); defaults to dist/web under the project root. */
  root?: string;
}

/**
 * Serves the portal (at /) and the global admin application (at /admin): one single-page app built
 * by Vite. Built assets are served as files; every other GET that is not an API path gets
 * index.html, and the app's router takes over. Without a build the service still starts.
 * Also the one read the agent UI needs that no other domain serves (its spec picker).
 */
export function registerWebRoutes(app: App, deps: WebDeps): void {
  registerAgentSpecRoutes(app, { agentSpecs: deps.agentSpecs });
  const root = deps.root ?? join(projectRoot, 'dist', 'web');

  void app.register(async (scope) => {
    await scope.register(fastifyStatic, { root, serve: false, suppressWarning: true });

    const sendIndex = (reply: FastifyReply) => {
      if (!existsSync(join(root, 'index.html'))) {
        throw new NotFoundError('the web app is not built; run npm run build:web');
      }
      return reply.headers(HTML_HEADERS).sendFile('index.html', root, { cacheControl: false });
    };

    /** A file of the build, when `path` names one (never outside the build folder). */
    function builtFile(path: string): string | undefined {
      const rel = normalize(decodeURIComponent(path)).replace(/^[/\\]+/, '');
      if (rel === '' || rel.startsWith('..') || rel.includes(`${sep}..`) || rel === 'index.html') return undefined;
      const full = join(root, rel);
      if (!full.startsWith(root + sep)) return undefined;
      try {
        return statSync(full).isFile() ? rel : undefined;
      } catch {
        return undefined;
      }
    }

    const schema = { hide: true };
    scope.get('/', { config: { gate: gate.public }, schema }, async (_request, reply) => sendIndex(reply));

    scope.get('/*', { config: { gate: gate.public }, schema }, async (request, reply) => {
      const path = request.url.split('?')[0]!;
      if (isApiPath(path)) throw new NotFoundError();
      let file: string | undefined;
      try {
        file = builtFile(path);
      } catch {
        throw new NotFoundError(); // a malformed escape in the path
      }
      if (file) {
        // Vite names assets by their content hash: they never change under the same name.
        const immutable = file.startsWith(`assets${sep}`);
        return reply.sendFile(file, root, immutable ? { maxAge: 31536000000, immutable: true } : { cacheControl: false });
      }
      // A file-like path that is not in the build is a plain 404, not the app.
      if (/\.[a-z0-9]{1,8}$/i.test(path)) throw new NotFoundError();
      return sendIndex(reply);
    });
  });
}
