/**
 * The business question set (bench/quality/business) is well formed, WITHOUT asking the agent
 * anything: enough questions over the twenty-one tables, every kind in each half of the split, rankings
 * without ties, every expectation computable and satisfiable by an answer written from it, the
 * tables generated the same twice, the leak check sound, and every row imported when the tables are
 * seeded through the product (the part that needs a database: an http suite).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { idealAnswerFails } from '../../bench/quality/check-answer.js';
import { rank } from '../../bench/quality/business/calc.js';
import { businessTables, generateTables, TABLE_KEYS } from '../../bench/quality/business/data.js';
import { type BusinessSeed, seedBusinessSpecs } from '../../bench/quality/business/fixture.js';
import { leaksIn } from '../../bench/quality/business/leaks.js';
import { businessQuestionSet, halfOf, KINDS, SPLIT } from '../../bench/quality/business/questions.js';
import type { Db } from '../../src/db/db.js';
import { engineName, testDb } from '../support/app.js';

const questions = businessQuestionSet();

describe('business question set', () => {
  test('has at least 600 questions over the twenty-one tables, at least 22 per table', () => {
    assert.ok(questions.length >= 600, `${questions.length} questions`);
    assert.deepEqual(new Set(questions.map((q) => q.table)), new Set(TABLE_KEYS));
    for (const t of TABLE_KEYS) assert.ok(questions.filter((q) => q.table === t).length >= 22, `${t} has too few questions`);
  });

  test('splits by table: seventeen tables to tune, the same four to measure, every table in one half', () => {
    assert.equal(SPLIT.tune.length, 17);
    assert.deepEqual(SPLIT.measure, ['subscriptions', 'employees', 'campaigns', 'invoices']);
    assert.deepEqual(new Set([...SPLIT.tune, ...SPLIT.measure]), new Set(TABLE_KEYS));
    assert.equal(new Set([...SPLIT.tune, ...SPLIT.measure]).size, TABLE_KEYS.length);
  });

  test('has every kind in each half', () => {
    for (const half of ['tune', 'measure'] as const)
      for (const kind of KINDS)
        assert.ok(
          questions.some((q) => halfOf(q.table) === half && q.kind === kind),
          `no ${kind} question in the ${half} half`,
        );
  });

  test('has at least two questions a table about what the table does not hold', () => {
    for (const t of TABLE_KEYS) assert.ok(questions.filter((q) => q.table === t && q.kind === 'missing').length >= 2, t);
  });

  test('has unique ids and no question asked twice of a table', () => {
    assert.equal(new Set(questions.map((q) => q.id)).size, questions.length);
    assert.equal(new Set(questions.map((q) => `${q.table}: ${q.q.toLowerCase()}`)).size, questions.length);
  });

  test('refuses a ranking with a tie (the set above was built, so none of its rankings has one)', () => {
    const rows = [
      { k: 'a', v: 2 },
      { k: 'b', v: 2 },
      { k: 'c', v: 1 },
    ];
    const total = (g: { v: number }[]) => g.reduce((s, r) => s + r.v, 0);
    assert.throws(() => rank(rows, 'k', total, 1), /tie/);
    assert.deepEqual(rank(rows, 'k', total, 1, 'asc'), ['c']);
  });

  test('every expectation is computable and accepts an answer written from it', () => {
    for (const q of questions) assert.equal(idealAnswerFails(q.expect, q.id), null, `${q.id}: ${q.q}`);
  });

  test('generates the same tables twice (a seeded generator, no Math.random)', () => {
    const [a, b] = [generateTables(), generateTables()];
    for (const t of TABLE_KEYS) assert.equal(a[t].csv, b[t].csv, t);
  });

  test('the leak check finds digits and identifying values, not ordinary words', () => {
    const agent = businessTables().tickets.rows.find((t) => t.agent !== null)!.agent!;
    assert.deepEqual(leaksIn('Most tickets come by email, and urgent ones are answered fastest.', 'tickets'), []);
    assert.equal(leaksIn(`${agent.toUpperCase()} handles the most tickets.`, 'tickets').length, 1);
    assert.deepEqual(leaksIn('About 12 are urgent.', 'tickets').length, 1);
    assert.equal(leaksIn('About 12 percent are urgent.', 'tickets').length, 2, 'a digit and a fraction in words');
    assert.equal(leaksIn('Email brings about twice what Chat does.', 'tickets').length, 1, 'a multiple in words');
    // A column's own name is no fraction stated; the same word outside it is.
    assert.deepEqual(leaksIn('Win probability percent is higher in EMEA.', 'deals', ['Win probability percent']), []);
    assert.equal(leaksIn('Win probability percent is higher in EMEA, by ten percent.', 'deals', ['Win probability percent']).length, 1);
  });

  test('the leak check counts the codes and people of the tables added later, not their groups', () => {
    const { shipments, expenses, deals } = businessTables();
    assert.deepEqual(leaksIn('UPS and XPO Logistics carry most of the freight, mostly out of Chicago.', 'shipments'), []);
    assert.deepEqual(leaksIn(`${shipments.rows[0]!.no} arrived late.`, 'shipments').length, 2, 'a digit and the shipment number');
    assert.equal(leaksIn(`${expenses.rows[0]!.employee} files the most expenses.`, 'expenses').length, 1);
    assert.deepEqual(leaksIn(`${expenses.rows[0]!.vendor} is the biggest vendor.`, 'expenses'), []);
    assert.equal(leaksIn(`${deals.rows[0]!.owner} wins the most.`, 'deals').length, 1);
    assert.deepEqual(leaksIn(`${deals.rows[0]!.account} is the largest account.`, 'deals'), []);
  });

  test('the leak check counts the booking and batch numbers, guests and operators, not their groups', () => {
    const { bookings, production } = businessTables();
    assert.deepEqual(leaksIn('Booking.com cancels most often; Junior Suites earn the most per night.', 'bookings'), []);
    assert.equal(leaksIn(`${bookings.rows[0]!.ref} was cancelled.`, 'bookings').length, 2, 'a digit and the booking number');
    assert.equal(leaksIn(`${bookings.rows[0]!.guest} stays the longest.`, 'bookings').length, 1);
    assert.deepEqual(leaksIn('Monterrey makes the most units; the night shift rejects the most.', 'production'), []);
    assert.equal(leaksIn(`${production.rows.find((b) => b.operator !== null)!.operator} logs the most downtime.`, 'production').length, 1);
    assert.equal(leaksIn(`${production.rows[0]!.id} had the most rejects.`, 'production').length, 2, 'a digit and the batch number');
  });
});

describe(`business set seeded through the product (${engineName})`, () => {
  let db: Db;
  let seed: BusinessSeed;
  before(async () => {
    db = testDb();
    seed = await seedBusinessSpecs(db);
  });
  after(async () => {
    await db.close();
  });

  test('every table becomes a trained spec of one module holding every row', () => {
    for (const t of TABLE_KEYS) {
      const { doc } = seed.tables[t];
      assert.equal(doc.modules.length, 1, t);
      assert.equal(doc.modules[0]!.row_count, businessTables()[t].rows.length, t);
      assert.equal(doc.modules[0]!.columns.length, businessTables()[t].headers.length, t);
    }
  });

  test('the spec build says which text columns hold values differing only by case', () => {
    const columns = seed.tables.orders.doc.modules[0]!.columns;
    const of = (name: string) => columns.find((c) => c.name === name)?.case_variants;
    // "north" beside "North": grouped by case-folded value; the products are written one way each.
    assert.equal(of('region'), true);
    assert.equal(of('product'), false);
    assert.equal(of('quantity'), undefined, 'not a text column');
  });

  test('a project’s exposure can be lowered for the leak pass', async () => {
    const { projectId } = seed.tables.web;
    assert.equal(await seed.setExposure(projectId, 'limited'), 'limited');
    assert.equal(await seed.setExposure(projectId, 'advisory'), 'advisory');
    assert.equal(await seed.setExposure(projectId, 'full'), 'full');
  });
});
