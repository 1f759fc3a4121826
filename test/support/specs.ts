import assert from 'node:assert/strict';
import type { Exposure } from '../../src/contracts/exposure.js';
import type { SpecDoc } from '../../src/contracts/spec.js';
import { type Client, uniq } from './app.js';
import type { TestCustomer } from './customers.js';

/**
 * A project over some modules at an exposure, built into a trained spec by the owner (waiting for the
 * build): the one way the HTTP suites make a spec. Returns its ids and the document as the owner reads it.
 */
export async function trainedSpec(c: { owner: Client }, moduleIds: string[], exposure: Exposure, name = 'Project') {
  const p = await c.owner.post('/api/v1/projects', { name: uniq(name), exposure, module_ids: moduleIds });
  assert.equal(p.status, 201, JSON.stringify(p.body));
  const b = await c.owner.post(`/api/v1/projects/${p.body.id}/semantic/build`, {});
  let spec = b.body;
  for (let i = 0; i < 600 && spec.status === 'building'; i++) {
    await new Promise((r) => setTimeout(r, 50));
    spec = (await c.owner.get(`/api/v1/projects/${p.body.id}/semantic/specs/${b.body.id}`)).body;
  }
  assert.equal(spec.status, 'trained', spec.error);
  return { projectId: p.body.id as string, specId: b.body.id as string, doc: spec.spec as SpecDoc };
}

/** The owner's question to one spec through /api/v1/inference: the answer's text. */
export async function askAs(c: TestCustomer, specId: string, prompt: string): Promise<string> {
  const r = await c.owner.post('/api/v1/inference', { prompt, spec_ids: [specId] });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.result as string;
}
