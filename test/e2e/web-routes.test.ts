import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { registerErrorHandling } from '../../src/http/error-handler.js';
import type { App } from '../../src/http/types.js';
import { isApiPath, registerWebRoutes } from '../../src/web/web.routes.js';
import { agentSpecsService } from '../../src/web/agent-specs.service.js';
import { startApp, type TestApp } from '../support/app.js';
import { ensureWebBuilt } from './support.js';

/** How the service serves the web app: files, the single-page fallback, and API paths kept apart. */
describe('web app serving', () => {
  let t: TestApp;
  before(async () => {
    await ensureWebBuilt();
    t = await startApp();
  });
  after(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  test('/, portal paths and /admin paths answer the app with a strict content security policy', async () => {
    for (const url of ['/', '/login', '/roles', '/roles/new', '/projects/abc', '/agent', '/agent?spec=x', '/admin', '/admin/customers']) {
      const r = await get(url);
      assert.equal(r.statusCode, 200, url);
      assert.match(String(r.headers['content-type']), /^text\/html/, url);
      assert.match(r.body, /<div id="root"><\/div>/, url);
      assert.equal(r.headers['cache-control'], 'no-cache', url);
      assert.match(String(r.headers['content-security-policy']), /script-src 'self'/, url);
      assert.match(String(r.headers['content-security-policy']), /frame-ancestors 'none'/, url);
    }
  });

  test('built assets are served as immutable files', async () => {
    const index = await get('/');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(index.body)?.[1];
    assert.ok(script);
    const r = await get(script);
    assert.equal(r.statusCode, 200);
    assert.match(String(r.headers['content-type']), /javascript/);
    assert.match(String(r.headers['cache-control']), /immutable/);
    assert.equal((await get('/favicon.svg')).statusCode, 200);
  });

  test('unknown API paths stay 404 {detail}, never the app', async () => {
    for (const url of [
      '/api/v1/nope',
      '/api/v1/core/roles/x/y/z',
      '/auth/core/nope',
      '/admin/api/v1/nope',
      '/admin/auth/nope',
      '/api',
      '/auth',
      '/docs/nope.js',
      '/assets/missing.js',
      '/missing.png',
    ]) {
      const r = await get(url);
      assert.equal(r.statusCode, 404, url);
      assert.deepEqual(r.json(), { detail: 'not found' }, url);
    }
    const post = await t.app.inject({ method: 'POST', url: '/roles' });
    assert.equal(post.statusCode, 404);
    assert.deepEqual(post.json(), { detail: 'not found' });
    // The API itself is untouched.
    assert.equal((await get('/healthz')).statusCode, 200);
    assert.equal((await get('/openapi.json')).statusCode, 200);
    assert.equal((await get('/auth/core/me')).statusCode, 401);
  });

  test('no path escapes the build folder', async () => {
    for (const url of ['/../package.json', '/assets/../../package.json', '/%2e%2e/package.json', '/..%2fpackage.json']) {
      const r = await get(url);
      assert.notEqual(r.statusCode, 500, url);
      assert.doesNotMatch(r.body, /"name": "specgate"/, url);
    }
  });

  test('the service starts without a build; / then says how to build it', async () => {
    const app = Fastify().withTypeProvider<TypeBoxTypeProvider>() as unknown as App;
    registerErrorHandling(app);
    registerWebRoutes(app, { agentSpecs: agentSpecsService({ db: t.db }), root: '/nonexistent/specgate-web' });
    await app.ready();
    const r = await app.inject({ method: 'GET', url: '/roles' });
    assert.equal(r.statusCode, 404);
    assert.match(r.json().detail, /not built/);
    await app.close();
  });

  test('isApiPath', () => {
    for (const p of [
      '/api/v1/x',
      '/auth/core/me',
      '/admin/api/v1/customers',
      '/admin/auth/login',
      '/docs',
      '/docs/static/x',
      '/openapi.json',
      '/healthz',
      '/readyz',
    ]) {
      assert.equal(isApiPath(p), true, p);
    }
    for (const p of ['/', '/admin', '/admin/customers', '/agent', '/authors', '/apiary', '/documents']) assert.equal(isApiPath(p), false, p);
  });
});
