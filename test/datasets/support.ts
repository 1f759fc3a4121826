import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import type { Client, TestApp } from '../support/app.js';
import type { TestCustomer } from '../support/customers.js';

/** Uploads a raw body as an import batch (CONTRACT B.5). */
export function upload(client: Client, customerId: string, body: string | Buffer | Readable, opts: { type?: string; name?: string } = {}) {
  const q = opts.name === undefined ? '' : `?name=${encodeURIComponent(opts.name)}`;
  return client.request({
    method: 'POST',
    url: `/api/v1/customers/${customerId}/import-batches${q}`,
    headers: { 'content-type': opts.type ?? 'text/csv' },
    payload: body,
  });
}

/** A stream of `count` chunks made by `make(i)`, produced lazily (never all in memory). */
export function chunks(count: number, make: (i: number) => string | Buffer): Readable {
  let i = 0;
  return new Readable({
    read() {
      this.push(i < count ? make(i++) : null);
    },
  });
}

/** Uploads, asserts 201, returns the batch. */
export async function uploaded(c: TestCustomer, body: string | Buffer | Readable, opts: { type?: string; name?: string } = {}) {
  const r = await upload(c.owner, c.id, body, opts);
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body as { id: string; name: string; status: string; row_count: number; columns: { name: string; type: string; null_count: number }[] };
}

/** A module through its whole life: create, finalize, run-import; returns the imported module. */
export async function importedModule(c: TestCustomer, batchId: string, body: Record<string, unknown> = {}) {
  const m = await c.owner.post('/api/v1/modules', { import_batch_id: batchId, name: 'Module', ...body });
  assert.equal(m.status, 201, JSON.stringify(m.body));
  assert.equal((await c.owner.post(`/api/v1/modules/${m.body.id}/finalize`)).status, 200);
  const r = await c.owner.post(`/api/v1/modules/${m.body.id}/run-import`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body;
}

/** The raw and typed tables currently in the customer's schema. */
export async function tablesOf(t: TestApp, customerId: string): Promise<string[]> {
  const schema = `c_${customerId.replace(/-/g, '')}`;
  const { rows } = await t.data.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1`, [
    schema,
  ]);
  return rows.map((r) => r.name);
}
