import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { startApp, type TestApp } from '../support/app.js';
import { newCustomer } from '../support/customers.js';
import { datasetsService, UPLOAD_CANCELLED } from '../../src/datasets/datasets.service.js';
import { tablesOf, upload } from './support.js';

// The portal's Cancel closes the upload's connection; whatever the upload had reached, nothing of it is kept.

let t: TestApp;
let port: number;
before(async () => {
  t = await startApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
after(() => t.close());

const until = async (what: () => Promise<boolean>, tries = 500) => {
  for (let i = 0; i < tries; i++) {
    if (await what()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  assert.fail('the condition never held');
};

/** An upload over a real socket, as the browser sends it; `destroy` is the browser's abort. */
function socketUpload(cookie: string, customerId: string, name: string) {
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `/api/v1/customers/${customerId}/import-batches?name=${encodeURIComponent(name)}`,
    headers: { 'content-type': 'text/csv', cookie },
  });
  req.on('error', () => {}); // the abort's own ECONNRESET
  const answered = new Promise<number>((resolve) => req.on('response', (res) => resolve(res.statusCode ?? 0)));
  return { req, answered };
}

const connections = () => new Promise<number>((resolve, reject) => t.app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))));

/** A body that sends its header and many rows, then waits for `gate` before ending. */
function stalled(gate: Promise<void>) {
  let sent = 0;
  return new Readable({
    async read() {
      if (sent === 0) this.push(`n\n${'1\n'.repeat(40_000)}`);
      else if (sent === 1) {
        await gate;
        this.push('2\n');
      } else this.push(null);
      sent++;
    },
  });
}

describe('cancelling an upload', () => {
  test('closing the connection mid-file stops it: the batch and its raw rows are gone', async () => {
    const c = await newCustomer(t);
    const { req } = socketUpload(c.owner.cookie!, c.id, 'half');
    req.write(`n\n${'1\n'.repeat(40_000)}`);
    const listed = async () => ((await c.owner.get(`/api/v1/customers/${c.id}/import-batches`)).body as { name: string }[]).some((b) => b.name === 'half');
    await until(listed);
    req.destroy();
    await until(async () => !(await listed()));
    assert.deepEqual(await tablesOf(t, c.id), []);
  });

  test('a file fully sent but still waiting for the server is not stored once its connection closes', async () => {
    const c = await newCustomer(t);
    // The service's four upload slots are taken by stalled uploads: the fifth waits its turn.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: 4 }, (_, i) => upload(c.owner, c.id, stalled(gate), { name: `holder ${i}` }));
    const batches = async () => ((await c.owner.get(`/api/v1/customers/${c.id}/import-batches`)).body as { name: string }[]).map((b) => b.name);
    await until(async () => (await batches()).length === 4);

    const before = await connections();
    const { req, answered } = socketUpload(c.owner.cookie!, c.id, 'waiting');
    req.end('n\n7\n8\n'); // every byte sent: only the server's work is left
    await until(async () => (await connections()) > before);
    req.destroy();
    await until(async () => (await connections()) === before);

    release();
    for (const h of holders) assert.equal((await h).status, 201);
    // The fifth ran after the close: it stopped at its first rows and left nothing behind.
    await until(async () => !(await batches()).includes('waiting') && (await tablesOf(t, c.id)).length === 4);
    assert.deepEqual((await batches()).sort(), ['holder 0', 'holder 1', 'holder 2', 'holder 3']);
    void answered;
  });

  test('the service stops at the next rows once cancelled, even with the whole file in hand', async () => {
    const c = await newCustomer(t);
    const actor = { id: c.ownerId, username: c.ownerUsername, customerId: c.id, isOwner: true };
    const datasets = datasetsService({ db: t.db, data: t.data });
    const cancel = new AbortController();
    async function* body() {
      yield Buffer.from(`n\n${'1\n'.repeat(40_000)}`);
      cancel.abort(); // the client leaves while the rows are being stored
      yield Buffer.from('2\n'.repeat(40_000));
    }
    await assert.rejects(datasets.upload(actor, c.id, { name: 'gone', format: 'csv', body: body(), signal: cancel.signal }), { message: UPLOAD_CANCELLED });
    assert.deepEqual(await datasets.list(actor, c.id), []);
    assert.deepEqual(await tablesOf(t, c.id), []);
  });
});
