import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, startApp, uniq, type TestApp } from '../support/app.js';
import { newCustomer, type TestCustomer } from '../support/customers.js';
import { salesCsv, trainedProject } from '../e2e/support.js';
import { seedDemo, type DemoSeed } from '../../src/demo/seed.js';

/**
 * Issue 23, item 8: suggested questions read as a person asks them — written from the semantic layer
 * (the entity's nouns, the measure's default aggregation, the labels without their units, a period by
 * the time column's span) — on tables of different kinds, and each one is answered as it reads.
 */
let t: TestApp;
let c: TestCustomer;
let demo: DemoSeed;
let demoOwner: Client;

/** Support tickets: an average-by-default measure (minutes to resolve), teams and priorities, a year of opening dates. */
function ticketsCsv(): string {
  const lines = ['Ticket Id,Team,Priority,Opened At,Resolution Minutes'];
  for (let i = 1; i <= 60; i++)
    lines.push(
      `T-${i},${['Billing', 'Tech', 'Sales'][i % 3]},${['High', 'Low'][i % 2]},2024-${String(1 + (i % 12)).padStart(2, '0')}-0${1 + (i % 8)},${(i * 13) % 200}`,
    );
  return `${lines.join('\n')}\n`;
}

const suggestions = async (client: Client, specId: string, limit?: number) => {
  const r = await client.get(`/api/v1/inference/suggestions?spec_ids=${specId}${limit ? `&limit=${limit}` : ''}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.questions as string[];
};

before(async () => {
  t = await startApp();
  c = await newCustomer(t);
  demo = await seedDemo({ db: t.db, data: t.data }, { customerName: uniq('Demo'), ownerUsername: uniq('demo'), apiUsername: uniq('demo-api') });
  demoOwner = await Client.signIn(t.app, '/auth/core/login', demo.owner.username, demo.owner.password);
});
after(() => t.close());

describe('suggested questions read like a person', () => {
  test('sales: totals (a sum by default), the entity’s noun, months over a year of dates', async () => {
    const { specId } = await trainedProject(c, { name: 'Sales', csv: salesCsv() });
    // "How many sales were there each month?" is not offered: the agent reads "sales" as Revenue there. Nor is "How many
    // sales are there for each region?": the number of sales and the total revenue score alike there, and the agent asks which.
    assert.deepEqual(await suggestions(c.owner, specId), [
      'What are the total units by region?',
      'Which product has the highest total revenue?',
      'How did the total units change each month?',
      'What are the top 5 regions by total units?',
    ]);
  });

  test('tickets: averages (a duration averaged by default), counts per month', async () => {
    const { specId } = await trainedProject(c, { name: 'Tickets', csv: ticketsCsv() });
    const questions = await suggestions(c.owner, specId, 8);
    assert.deepEqual(questions.slice(0, 4), [
      'What are the average resolution minutes by team?',
      'How many tickets were there each month?',
      'Which priority has the highest average resolution minutes?',
      'How many tickets are there for each team?',
    ]);
    // More on asking (the follow-ups are picked from them): the same measure over time, the top 5 of a group.
    assert.ok(questions.includes('How did the average resolution minutes change each month?'), questions.join(' | '));
    assert.ok(questions.includes('What are the top 5 teams by average resolution minutes?'), questions.join(' | '));
  });

  test('the demo’s four data sets: one of each, labels without their units, years over a long span', async () => {
    const questions = await suggestions(demoOwner, demo.specId, 8);
    assert.deepEqual(questions.slice(0, 4), [
      'What is the average miles per gallon by origin?',
      'What is the average beak length by species?',
      'What is the average price by ticker symbol?',
      'How many cars were there each year?',
    ]);
    for (const q of questions) {
      assert.match(q, /^(What|Which|How) [^()]+\?$/, q);
      assert.doesNotMatch(q, /by year of|\(|records by/, q);
    }
  });

  test('each one is answered as it reads: groups for "by" and "each", one group for "which … highest", five for "top 5"', async () => {
    const ask = (q: string) => demoOwner.post('/api/v1/inference', { prompt: q, spec_ids: [demo.specId] });
    for (const q of await suggestions(demoOwner, demo.specId, 8)) {
      const a = await ask(q);
      assert.equal(a.status, 200);
      assert.ok(a.body.rows?.length > 0, `${q} → ${a.body.result}`);
      const words = a.body.understood.join(' | ');
      if (/^Which /.test(q)) assert.equal(a.body.rows.length, 1, `${q} → ${words}`);
      else if (/top 5/.test(q)) assert.equal(a.body.rows.length, 5, `${q} → ${words}`);
      else if (/ by | each /.test(q)) assert.ok(a.body.rows.length > 1 && !/the first/.test(words), `${q} → ${words}`);
    }
  });

  test('limit is bounded', async () => {
    assert.equal((await demoOwner.get(`/api/v1/inference/suggestions?spec_ids=${demo.specId}&limit=13`)).status, 400);
    assert.equal((await demoOwner.get(`/api/v1/inference/suggestions?spec_ids=${demo.specId}&limit=0`)).status, 400);
  });
});
