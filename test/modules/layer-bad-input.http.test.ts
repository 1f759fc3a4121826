/**
 * The semantic layer over awkward data, end to end (upload → module → spec → inference): headers
 * that are SQL keywords, all capitals, an emoji or digits only; a measure with "n/a" and "-" cells;
 * a dimension of 10,000 distinct values, where a top N still answers N and never lists them all.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startApp, type TestApp } from '../support/app.js';
import { newCustomer } from '../support/customers.js';
import { importedModule, uploaded } from '../datasets/support.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

const ROWS = 10_000;
/** Row i: a customer of its own, a region of four, revenue i cents-exact except every 7th ("n/a") and 11th ("-"). */
function csv(): { text: string; total: number; top: string[] } {
  const lines = ['SELECT,REGION,🚀,2024,CUSTOMER,Revenue'];
  let total = 0;
  const revenue: [string, number][] = [];
  for (let i = 1; i <= ROWS; i++) {
    const missing = i % 7 === 0 ? 'n/a' : i % 11 === 0 ? '-' : undefined;
    const amount = Math.round(((i * 37) % 1000) * 100 + (i % 100)) / 100;
    if (!missing) {
      total += Math.round(amount * 100);
      revenue.push([`Customer ${String(i).padStart(5, '0')}`, amount]);
    }
    lines.push(
      [`s${i % 3}`, ['North', 'South', 'East', 'West'][i % 4], `x${i % 5}`, i % 9, `Customer ${String(i).padStart(5, '0')}`, missing ?? amount].join(','),
    );
  }
  revenue.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { text: `${lines.join('\n')}\n`, total: total / 100, top: revenue.slice(0, 5).map(([c]) => c) };
}

describe('the semantic layer over awkward data', () => {
  test('odd headers get labels, blanks in a measure are skipped, a top 5 over 10,000 customers names 5', async () => {
    const c = await newCustomer(t);
    const data = csv();
    const b = await uploaded(c, data.text);
    const m = await importedModule(c, b.id, { name: 'Sales' });
    const layer = await c.owner.get(`/api/v1/modules/${m.id}/semantic`);
    assert.equal(layer.status, 200, JSON.stringify(layer.body));
    const cols = layer.body.columns as { name: string; label: string; role: string; measure?: { aggregation: string } }[];
    assert.equal(cols.length, 6);
    for (const col of cols) assert.ok(col.label.trim().length > 0, JSON.stringify(col));
    const revenue = cols.find((x) => x.label === 'Revenue')!;
    assert.equal(revenue.measure?.aggregation, 'sum', 'a measure whatever its blanks');

    const p = await c.owner.post('/api/v1/projects', { name: 'Sales', exposure: 'full', module_ids: [m.id] });
    const built = await c.owner.post(`/api/v1/projects/${p.body.id}/semantic/build`, {});
    assert.equal(built.status, 201, JSON.stringify(built.body));
    const ask = async (prompt: string) => {
      const r = await c.owner.post('/api/v1/inference', { prompt, spec_ids: [built.body.id] });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return r.body.result as string;
    };
    const total = await ask('what is the total revenue');
    // A figure as the table shows it, with thousands separators: "3,898,301.58".
    const figure = data.total.toLocaleString('en-US', { maximumFractionDigits: 2 });
    assert.ok(total.includes(figure), `${total} (expected ${figure})`);
    const top = await ask('top 5 customers by revenue');
    for (const name of data.top) assert.ok(top.includes(name), `${name} in ${top}`);
    assert.equal((top.match(/Customer \d{5}/g) ?? []).length, 5, top);
  });
});
