/**
 * The portal's and the client's request and response types are generated from /openapi.json
 * (packages/api-types); this fails when a route schema changed and `npm run api:types` was not run.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { staleApiTypes, staleMessage } from '../../packages/api-types/src/generate.js';
import { serviceOpenApi } from '../../packages/api-types/src/openapi.js';

describe('the generated API types', () => {
  let doc: Record<string, unknown>;
  before(async () => {
    doc = await serviceOpenApi();
  });

  test('match the route schemas (else run npm run api:types)', async () => {
    const stale = await staleApiTypes(doc);
    assert.deepEqual(stale, [], staleMessage(stale));
  });

  test('are found stale when a schema of a route they describe changes', async () => {
    const changed = structuredClone(doc) as { paths: Record<string, { post: { responses: Record<string, any> } }> };
    const body = changed.paths['/api/v1/infer']!.post.responses['200'].content['application/json'].schema;
    body.properties.extra = { type: 'string' };
    const stale = await staleApiTypes(changed);
    assert.deepEqual(
      stale.map((s) => s.file),
      ['web/src/api.gen.ts', 'packages/client/src/api.gen.ts'],
    );
    assert.match(staleMessage(stale), /run `npm run api:types`/);
  });
});
