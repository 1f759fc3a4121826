import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, startApp, type TestApp } from '../support/app.js';
import type { DemoSeed } from '../../src/demo/seed.js';
import { demoAndOther } from '../support/demo.js';
import type { Exposure } from '../../src/contracts/exposure.js';

/**
 * Issue 23, item 7: a reading changed by hand in "How this was answered" is answered as it stands.
 * At full the answer carries its reading and what the reading's measure and grouping may become;
 * a changed reading is checked against the caller's view of the spec, run, worded and guarded like
 * any answer, and audited with the reading sent.
 */
let t: TestApp;
let demo: DemoSeed;
let other: DemoSeed;
let owner: Client;
let otherOwner: Client;

const GROUPED = 'average horsepower by origin';
const ask = (c: Client, prompt: string, reading?: unknown, specId = demo.specId) =>
  c.post('/api/v1/inference', { prompt, spec_ids: [specId], ...(reading ? { reading } : {}) });

async function setExposure(exposure: Exposure) {
  const r = await owner.patch(`/api/v1/projects/${demo.projectId}`, { exposure });
  assert.equal(r.status, 200, JSON.stringify(r.body));
}

/** The table's rows as [key, value] pairs, sorted by key. */
const pairs = (body: { rows: unknown[][] }) => body.rows.map((r) => [String(r[0]), Number(r[1])]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));

before(async () => {
  t = await startApp();
  ({ demo, other, owner, otherOwner } = await demoAndOther(t));
});
after(() => t.close());

describe('a reading changed by hand', () => {
  test('the answer carries its reading and the measures and groupings it may change to', async () => {
    const r = await ask(owner, GROUPED);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.reading.kind, 'groups');
    assert.deepEqual(r.body.reading.measures[0], { agg: 'avg', column: r.body.reading.measures[0].column });
    const hp = r.body.choices.measures.find((m: { column?: string }) => m.column === r.body.reading.measures[0].column);
    assert.ok(hp?.aggs.includes('max'), JSON.stringify(r.body.choices.measures));
    assert.ok(r.body.choices.measures.some((m: { column?: string; aggs: string[] }) => m.column === undefined && m.aggs[0] === 'count'));
    assert.ok(r.body.choices.groups.some((g: { column: string }) => g.column === r.body.reading.group_by.column));
  });

  test('changing the aggregation answers the changed reading: the maximum per group, as the data has it', async () => {
    const first = await ask(owner, GROUPED);
    const m = first.body.reading.measures[0];
    const r = await ask(owner, GROUPED, { ...first.body.reading, measures: [{ ...m, agg: 'max' }] });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body.reading.measures[0].agg, 'max');
    assert.notDeepEqual(pairs(r.body), pairs(first.body), 'the maximum differs from the average');
    assert.ok(
      r.body.understood.some((w: string) => /highest|max/i.test(w)),
      JSON.stringify(r.body.understood),
    );
    const { rows } = await t.data.query<Record<string, unknown>>(r.body.sql.text, r.body.sql.params);
    assert.deepEqual(
      rows.map((x) => [String(x.g), Number(x.v1)]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      pairs(r.body),
    );
    assert.ok(
      pairs(r.body).every(([, v], i) => (v as number) >= (pairs(first.body)[i]![1] as number)),
      'each group’s maximum is at least its average',
    );
  });

  test('dropping the grouping answers one figure; the audit entry records the reading sent', async () => {
    const first = await ask(owner, GROUPED);
    const { group_by: _g, order: _o, limit: _l, having: _h, answer: _a, show: _s, ...rest } = first.body.reading;
    const reading = { ...rest, kind: 'aggregate' };
    const r = await ask(owner, GROUPED, reading);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.reading.kind, 'aggregate');
    assert.equal(r.body.rows.length, 1);
    assert.match(r.body.result, /\d/);
    const a = await owner.get(`/api/v1/core/audit?correlation_id=${r.body.correlation_id}`);
    assert.equal(a.body.entries.length, 1);
    assert.deepEqual(a.body.entries[0].details.reading, reading);
    assert.equal(a.body.entries[0].details.prompt, GROUPED);
  });

  test('a reading naming what the spec lacks, or another customer’s module, reads nothing', async () => {
    const first = await ask(owner, GROUPED);
    const made = await ask(owner, GROUPED, { ...first.body.reading, group_by: { column: 'no_such_column' } });
    assert.equal(made.status, 200);
    assert.match(made.body.result, /^That reading does not fit the data/);
    assert.equal(made.body.rows, undefined);
    const theirs = await ask(otherOwner, GROUPED, undefined, other.specId);
    const foreign = await ask(owner, GROUPED, theirs.body.reading);
    assert.equal(foreign.status, 200);
    assert.match(foreign.body.result, /^That reading does not fit the data/);
    assert.equal(foreign.body.sql, undefined, 'no statement ran');
  });

  test('a reading of the wrong shape is refused as a bad request, and audited', async () => {
    for (const reading of [
      { kind: 'groups' },
      { kind: 'drop', module: 'x', filters: [] },
      'SELECT 1',
      { kind: 'aggregate', module: 'x', filters: [], measures: [{ agg: 'sum', column: 'a; DROP TABLE x' }] },
    ]) {
      const r = await owner.post('/api/v1/inference', { prompt: GROUPED, spec_ids: [demo.specId], reading });
      assert.equal(r.status, 400, JSON.stringify(reading));
      const a = await owner.get(`/api/v1/core/audit?correlation_id=${r.headers['x-correlation-id']}`);
      assert.equal(a.body.entries.length, 1);
      assert.equal(a.body.entries[0].details.status, 400);
    }
  });

  test('below full neither the reading nor its choices leave, and a changed reading is guarded like any answer', async () => {
    const first = await ask(owner, GROUPED);
    await setExposure('limited');
    try {
      const r = await ask(owner, GROUPED);
      assert.equal(r.body.exposure, 'limited');
      for (const k of ['reading', 'choices', 'rows', 'sql']) assert.equal(r.body[k], undefined, k);
      const m = first.body.reading.measures[0];
      const changed = await ask(owner, GROUPED, { ...first.body.reading, measures: [{ ...m, agg: 'max' }] });
      assert.equal(changed.status, 200);
      assert.equal(changed.body.exposure, 'limited');
      assert.equal(changed.body.reading, undefined);
      assert.doesNotMatch(changed.body.result, /\d\d/, changed.body.result);
    } finally {
      await setExposure('full');
    }
  });

  test('/api/v1/infer takes no reading: its body is the contract’s', async () => {
    const first = await ask(owner, GROUPED);
    const a = await new Client(t.app).post('/api/v1/authorize', { username: demo.api.username, password: demo.api.password });
    const call = (payload: object) =>
      new Client(t.app).request({ method: 'POST', url: '/api/v1/infer', payload, headers: { authorization: `Bearer ${a.body.token}` } });
    const plain = await call({ prompt: GROUPED, spec_ids: [demo.specId] });
    const withReading = await call({ prompt: GROUPED, spec_ids: [demo.specId], reading: { ...first.body.reading, measures: [{ agg: 'count' }] } });
    assert.equal(plain.status, 200);
    assert.equal(withReading.status, 200);
    assert.equal(withReading.body.result, plain.body.result, 'the prompt is answered, not the reading');
  });
});
