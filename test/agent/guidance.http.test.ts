import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startApp, type TestApp } from '../support/app.js';
import { newCustomer, type TestCustomer } from '../support/customers.js';
import { importedModule, uploaded } from '../datasets/support.js';
import { askAs, trainedSpec } from '../support/specs.js';
import type { Exposure } from '../../src/contracts/exposure.js';

/**
 * Truthful guidance below full (issue 21): the false statements an attack found, asked again over
 * HTTP at limited and advisory. A minority is never "all", data over eighteen months never "only
 * December", a total is never placed among single values, and a share of revenue stays a share of
 * revenue.
 */
let t: TestApp;
let c: TestCustomer;
const modules: Record<string, string> = {};

// 120 employees, 37 of them in Engineering.
const departments = (i: number) => (i < 37 ? 'Engineering' : i < 80 ? 'Sales' : 'Support');
const employees = [
  'Employee No,Department,Office,Salary',
  ...Array.from({ length: 120 }, (_, i) => `E${1000 + i},${departments(i)},${['Paris', 'Lyon', 'Nice'][i % 3]},${40000 + ((i * 731) % 30000)}`),
].join('\n');
// 360 orders over eighteen months (July 2023 to December 2024), four regions.
const regions = ['North', 'South', 'East', 'West'];
const orders = [
  'Order ID,Order date,Region,Units,Unit price,Revenue',
  ...Array.from({ length: 360 }, (_, i) => {
    const month = i % 18;
    const date = new Date(Date.UTC(2023, 6 + month, 1 + (i % 27))).toISOString().slice(0, 10);
    const units = 1 + (i % 9);
    const price = 20 + ((i * 13) % 80);
    return `O${5000 + i},${date},${regions[i % 4]},${units},${price}.50,${(units * (price + 0.5)).toFixed(2)}`;
  }),
].join('\n');

const specOf = async (name: string, exposure: Exposure) => (await trainedSpec(c, [modules[name]!], exposure, name)).specId;

const ask = (specId: string, prompt: string) => askAs(c, specId, prompt);

before(async () => {
  t = await startApp();
  c = await newCustomer(t);
  modules.Employees = (await importedModule(c, (await uploaded(c, employees)).id, { name: 'Employees' })).id;
  modules.Sales = (await importedModule(c, (await uploaded(c, orders)).id, { name: 'Sales' })).id;
});
after(() => t.close());

describe('guidance below full is true of the figures', () => {
  for (const exposure of ['limited', 'advisory'] as const) {
    test(`at ${exposure}`, async () => {
      const staff = await specOf('Employees', exposure);
      const sales = await specOf('Sales', exposure);

      // 37 of 120: a part, never all of them.
      const part = await ask(staff, 'How many employees work in Engineering?');
      assert.doesNotMatch(part, /\ball of the\b|\bevery\b/i, part);
      assert.doesNotMatch(part, /\p{N}/u, part);

      // Eighteen months of orders: no month is the only one.
      for (const q of ['Which month had the most orders?', 'How many orders were there by month?']) {
        const months = await ask(sales, q);
        assert.doesNotMatch(months, /\bonly (january|february|march|april|may|june|july|august|september|october|november|december)\b/i, `${q} → ${months}`);
      }

      // A total is not a single value: it is never placed in the range single values span.
      const total = await ask(sales, 'What is the total revenue?');
      assert.doesNotMatch(total, /observed range|near the top|near the bottom/i, total);

      // A share of revenue stays a share of revenue, not of records.
      const share = await ask(sales, 'What share of revenue comes from the North?');
      assert.match(share, /total revenue/i, share);
      assert.doesNotMatch(share, /(part|share|portion) of (the )?sales records/i, share);

      // Comparisons give a direction, never a multiple, a fraction or a number in words.
      for (const q of ['Compare revenue of North and South', 'How does revenue in the North compare to the West?', 'What share of orders are from the East?']) {
        const said = await ask(sales, q);
        assert.doesNotMatch(
          said,
          /\b(twice|double|triple|half|third|quarter|times|percent|one|two|three|four|five|ten|dozen|hundred|thousand|million)\b|\p{N}/iu,
          `${q} → ${said}`,
        );
      }

      // "The largest order" is read as at full: by its revenue, never by its unit price.
      const largest = await ask(sales, 'What was the largest order?');
      assert.doesNotMatch(largest, /unit price/i, largest);
    });
  }

  test('at full, the same questions are answered with their figures', async () => {
    const staff = await specOf('Employees', 'full');
    assert.match(await ask(staff, 'How many employees work in Engineering?'), /\b37\b/);
    const sales = await specOf('Sales', 'full');
    assert.match(await ask(sales, 'What was the largest order?'), /revenue/i);
  });
});
