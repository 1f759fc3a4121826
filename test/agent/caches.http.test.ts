/**
 * What the service keeps in memory between calls is built by the composition root and handed in
 * (src/app.ts AppCaches), never held at module level: a test hands in its own and sees it used, and
 * an agent given another model reads with that model.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { agentCaches, createAgent } from '../../src/agent/agent.js';
import { loadModel } from '../../src/agent/understand/model.js';
import { suggestionCache } from '../../src/inference/feedback.service.js';
import { specDocCache } from '../../src/inference/specs.repo.js';
import { rowsViewCache } from '../../src/policies/policies.view.js';
import { engineName, startApp, type TestApp } from '../support/app.js';
import { newCustomer, type TestCustomer } from '../support/customers.js';
import { trainedSpec } from '../support/specs.js';
import { importedModule, uploaded } from '../datasets/support.js';
import { salesCsv } from '../e2e/support.js';

const specDocs = specDocCache();
const suggestions = suggestionCache();
let t: TestApp;
let c: TestCustomer;
let specId: string;

before(async () => {
  t = await startApp({}, undefined, { caches: { specDocs, suggestions, rowsViews: rowsViewCache() } });
  c = await newCustomer(t);
  const batch = await uploaded(c, salesCsv());
  const m = await importedModule(c, batch.id, { name: 'Sales' });
  ({ specId } = await trainedSpec(c, [m.id], 'full'));
});
after(() => t.close());

describe(`caches handed to the app (${engineName})`, () => {
  test('inference and suggestions keep what they read in the caches given to buildApp', async () => {
    assert.equal(specDocs.has(specId), false);
    const r = await c.owner.post('/api/v1/inference', { prompt: 'What is the total revenue by region?', spec_ids: [specId] });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(specDocs.has(specId), true, 'the trained document was kept in the cache handed in');
    assert.equal(suggestions.size, 0);
    const s = await c.owner.get(`/api/v1/inference/suggestions?spec_ids=${specId}`);
    assert.equal(s.status, 200, JSON.stringify(s.body));
    assert.equal(suggestions.size, 1, 'the suggestions were kept in the cache handed in');
  });

  test('an agent reads with the model it is given', async () => {
    const doc = specDocs.get(specId)!;
    const input = { prompt: 'What is the total revenue by region?', specs: [{ id: specId, doc }], exposure: 'full' as const };
    const ctx = { db: t.db, data: t.data };
    const shipped = await createAgent().answer(input, ctx);
    assert.notEqual(shipped.trace.intent, 'clarify', shipped.result);
    // A model that doubts every reading (its refusal threshold above any confidence) says so instead of answering.
    const doubting = createAgent(undefined, { ...agentCaches(), model: { ...loadModel(), refuse_below: 1.01 } });
    const doubted = await doubting.answer(input, ctx);
    assert.equal(doubted.trace.intent, 'clarify');
    assert.match(doubted.result, /not confident/);
  });
});
