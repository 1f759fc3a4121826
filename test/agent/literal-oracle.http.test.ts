import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startApp, type TestApp } from '../support/app.js';
import { newCustomer, type TestCustomer } from '../support/customers.js';
import { importedModule, uploaded } from '../datasets/support.js';
import { askAs, trainedSpec } from '../support/specs.js';
import type { Exposure } from '../../src/contracts/exposure.js';

/**
 * No existence oracle on identifying values (issue 21): below full, a question filtered on a
 * customer's name, an email or an order number reads exactly the same whether the value is held by
 * no record, one or four, and differs only from k (5) records on. A value the data does not hold is
 * still the question's condition (never dropped, never "could not match").
 */
let t: TestApp;
let c: TestCustomer;
let moduleId: string;

const regions = ['North', 'South', 'East', 'West'];
// Customers holding 1, 4, 5 and 8 orders, and forty-two customers holding one each.
const named = [
  { name: 'Ottilie Brennan', orders: 1 },
  { name: 'Casimir Okafor', orders: 4 },
  { name: 'Henrietta Vasquez', orders: 5 },
  { name: 'Leopold Nakamura', orders: 8 },
];
const first = ['Amara', 'Bastian', 'Cordelia', 'Dorian', 'Elodie', 'Florian', 'Greta'];
const last = ['Abbott', 'Baxter', 'Calloway', 'Delacroix', 'Everly', 'Fairfax'];
const customers = [...named, ...first.flatMap((f) => last.map((l) => ({ name: `${f} ${l}`, orders: 1 })))];
const rows = customers
  .flatMap((cu, i) =>
    Array.from({ length: cu.orders }, () => ({ customer: cu.name, email: `${cu.name.toLowerCase().replace(' ', '.')}@example.com`, region: regions[i % 4]! })),
  )
  .map((r, i) => ({ ...r, order: `ORD-${String(10001 + i * 7)}`, amount: (100 + ((i * 37) % 400) + 0.25).toFixed(2) }));
const csv = ['Order No,Customer,Email,Region,Amount', ...rows.map((r) => `${r.order},${r.customer},${r.email},${r.region},${r.amount}`)].join('\n');

const specAt = async (exposure: Exposure) => (await trainedSpec(c, [moduleId], exposure, 'Shop')).specId;

const ask = (specId: string, prompt: string) => askAs(c, specId, prompt);

before(async () => {
  t = await startApp();
  c = await newCustomer(t);
  moduleId = (await importedModule(c, (await uploaded(c, csv)).id, { name: 'Orders' })).id;
});
after(() => t.close());

const email = (name: string) => `${name.toLowerCase().replace(' ', '.')}@example.com`;
/** Held by 0, 1 and 4 records; then by k = 5. */
const people = { none: 'Zed Quill', one: named[0]!.name, four: named[1]!.name, k: named[2]!.name };

describe('no existence oracle on identifying values', () => {
  for (const exposure of ['limited', 'advisory'] as const) {
    test(`at ${exposure}, a name, an email and an order number read alike for 0, 1 and 4 records`, async () => {
      const specId = await specAt(exposure);
      const cases: { template: string; under: string[]; atK?: string }[] = [
        { template: 'How many orders did X place?', under: [people.none, people.one, people.four], atK: people.k },
        // Names made of everyday words, and one with a lower-case particle, are names all the same.
        { template: 'How many orders did X place?', under: ['Nobody Here', 'Will Long', 'Ludwig van Beethoven', people.one] },
        // Typed in lower case, a name of no English word held or not reads alike (the customer is personal data).
        { template: 'How many orders did X place?', under: ['wenceslas adeyemi', people.one.toLowerCase(), people.four.toLowerCase()] },
        // A first name alone: held by no customer, by one with one order, by one with four.
        { template: 'How many orders did X place?', under: ['Wenceslas', 'Ottilie', 'Casimir'], atK: 'Henrietta' },
        { template: 'What is the total amount for X?', under: ['Wenceslas', 'Ottilie', 'Casimir'], atK: 'Henrietta' },
        // In lower case too (below full, a lower-case name that could be the question's words is not read).
        { template: 'how many orders did X place', under: ['wenceslas', 'ottilie', 'casimir', 'henrietta'] },
        { template: 'how many orders did X place', under: ['zed quill', 'nobody here'] },
        // Typed in capitals, a name held or not is echoed as typed.
        { template: 'How many orders did X place?', under: ['ZED QUILL', people.one.toUpperCase(), people.four.toUpperCase()] },
        { template: 'What is the total amount of orders from X?', under: [people.none, people.one, people.four], atK: people.k },
        { template: 'How many orders were placed with the email X?', under: [email(people.none), email(people.one), email(people.four)], atK: email(people.k) },
        { template: 'What was the amount of order X?', under: ['ORD-99999', rows[0]!.order, rows[30]!.order] },
        // A bare number after the word naming the identifier is its code, held or not.
        { template: 'Who placed order number X?', under: ['99999', rows[0]!.order.slice(4), rows[30]!.order.slice(4)] },
      ];
      for (const { template, under, atK } of cases) {
        const answers = [];
        for (const v of under) answers.push((await ask(specId, template.replace('X', v))).replaceAll(v, 'X'));
        assert.equal(new Set(answers).size, 1, `${template}:\n${answers.join('\n')}`);
        assert.doesNotMatch(answers[0]!, /\d/);
        if (atK) assert.notEqual((await ask(specId, template.replace('X', atK))).replaceAll(atK, 'X'), answers[0], template);
      }
    });
  }

  test('at full, a value the data does not hold is still the condition: nothing matches', async () => {
    const specId = await specAt('full');
    for (const q of [
      'How many orders did Zed Quill place?',
      'What was the amount of order ORD-99999?',
      'How many orders were placed with the email zed.quill@example.com?',
    ])
      assert.match(await ask(specId, q), /no orders records match|\b0\b/i, q);
    // At full a held name typed in lower case, or a first name alone, is read.
    for (const q of ['how many orders did casimir okafor place', 'How many orders did Casimir place?']) assert.match(await ask(specId, q), /\b4\b/, q);
    assert.match(await ask(specId, `What was the amount of order ${rows[3]!.order}?`), new RegExp(rows[3]!.amount.replace('.', '\\.').replace(/0+$/, '')));
  });
});

describe('names written differently in the data', () => {
  test('at limited, lower-case personal names and whole-number identifiers read alike held or not', async () => {
    const lower = ['Sale No,Customer name,Region,Amount', ...rows.map((r, i) => `${70001 + i * 3},${r.customer.toLowerCase()},${r.region},${r.amount}`)].join(
      '\n',
    );
    const id = (await importedModule(c, (await uploaded(c, lower)).id, { name: 'Sales' })).id;
    const specId = (await trainedSpec(c, [id], 'limited', 'Lower')).specId;
    const answers = [];
    // Typed in lower case too, when no word of the name is English (one not held: "wenceslas adeyemi").
    for (const v of [people.none, people.one, people.four, 'wenceslas adeyemi', people.one.toLowerCase(), people.four.toLowerCase()])
      answers.push((await ask(specId, `How many sales did ${v} make?`)).replaceAll(v.toLowerCase(), 'X').replaceAll(v, 'X'));
    assert.equal(new Set(answers).size, 1, answers.join('\n'));
    assert.match(answers[0]!, /too few/);
    const sales = [];
    for (const v of ['99999', '70001', '70091']) sales.push((await ask(specId, `What was the amount of sale ${v}?`)).replaceAll(v, 'X'));
    assert.equal(new Set(sales).size, 1, sales.join('\n'));
    assert.match(sales[0]!, /too few/);
  });
});
