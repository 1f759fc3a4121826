/** A storage quota by tier for imported data: one customer cannot fill the database for everyone. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startApp, type TestApp } from '../support/app.js';
import { newCustomer } from '../support/customers.js';
import { chunks, tablesOf, upload, uploaded } from './support.js';
import { ConfigError, loadConfig } from '../../src/config.js';

let t: TestApp;
before(async () => {
  t = await startApp({ STORAGE_QUOTAS: '{"free":1000,"standard":100000}' });
});
after(() => t.close());

/** A CSV of exactly `bytes` bytes. */
const csvOf = (bytes: number) => `n\n${'1\n'.repeat((bytes - 2) / 2)}`;

describe('storage quota', () => {
  test('an upload that would take the customer over its tier’s quota: 413, nothing stored; other tiers and customers go on', async () => {
    const free = await newCustomer(t, { tier: 'free' });
    await uploaded(free, csvOf(600));
    const tables = await tablesOf(t, free.id);

    const over = await upload(free.owner, free.id, csvOf(600));
    assert.equal(over.status, 413);
    assert.deepEqual(over.body, { detail: 'storage quota exceeded' });
    assert.equal((await free.owner.get(`/api/v1/customers/${free.id}/import-batches`)).body.length, 1);
    assert.deepEqual(await tablesOf(t, free.id), tables);

    // What is left of the quota can still be used, to the byte.
    await uploaded(free, csvOf(400));
    assert.equal((await upload(free.owner, free.id, 'n\n')).status, 413);

    const standard = await newCustomer(t, { tier: 'standard' });
    for (let i = 0; i < 3; i++) await uploaded(standard, csvOf(600));
    const otherFree = await newCustomer(t, { tier: 'free' });
    await uploaded(otherFree, csvOf(600));
  });

  test('a streamed upload with no announced size is refused once it passes the quota, and leaves nothing behind', async () => {
    const free = await newCustomer(t, { tier: 'free' });
    const r = await upload(
      free.owner,
      free.id,
      chunks(200, (i) => (i === 0 ? 'n\n' : `${i}\n`.padStart(20, '0'))),
    );
    assert.equal(r.status, 413, JSON.stringify(r.body));
    assert.deepEqual(r.body, { detail: 'storage quota exceeded' });
    assert.deepEqual((await free.owner.get(`/api/v1/customers/${free.id}/import-batches`)).body, []);
    assert.deepEqual(await tablesOf(t, free.id), []);
    await uploaded(free, csvOf(600));
  });

  test('a tier without a quota of its own has the default tier’s', async () => {
    const enterprise = await newCustomer(t, { tier: 'enterprise' });
    await uploaded(enterprise, csvOf(60_000));
    assert.equal((await upload(enterprise.owner, enterprise.id, csvOf(60_000))).status, 413);
  });

  test('the 413 is in the OpenAPI document; a bad STORAGE_QUOTAS stops the start', async () => {
    const doc = (await t.admin.get('/openapi.json')).body;
    const responses = doc.paths['/api/v1/customers/{id}/import-batches'].post.responses;
    assert.ok(responses['413'], Object.keys(responses).join(','));
    for (const bad of ['nope', '{"free":-1}', '{"free":"1GB"}', '{}']) {
      assert.throws(() => loadConfig({ STORAGE_QUOTAS: bad }), ConfigError, bad);
    }
  });
});
