import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startApp, type TestApp } from '../support/app.js';
import { newCustomer, userWith, type TestCustomer } from '../support/customers.js';
import { importedModule, uploaded } from '../datasets/support.js';
import { askAs, trainedSpec } from '../support/specs.js';
import { looksPersonal } from '../../src/semantic/personal-data.js';
import type { Exposure } from '../../src/contracts/exposure.js';

/**
 * Sensitive values and the small-set rule (CONTRACT B.7), through HTTP on a table of people, as a
 * tenant's insider would probe it: the emails, phone numbers and names of patients never show below
 * full, and a question about 0 records reads exactly like one about 1 to 4.
 */
let t: TestApp;
let c: TestCustomer;
let moduleId: string;
const cities = ['Lyon', 'Nantes', 'Lille'];
const firstNames = ['Alice', 'Bruno', 'Chloe', 'David', 'Emma', 'Farid', 'Gaelle', 'Hugo', 'Ines', 'Jules'];
const patients = Array.from({ length: 30 }, (_, i) => ({
  patient: `${firstNames[i % 10]} Martin${i}`,
  email: `${firstNames[i % 10]!.toLowerCase()}.martin${i}@example.org`,
  phone: `+33 6 12 34 ${String(10 + i).padStart(2, '0')} 00`,
  city: cities[i % 3]!,
  // One patient (the 30th) is the only one over 90 kg: the oracle of the review pinned such a value.
  weight: i === 29 ? 97 : 60 + (i % 20),
}));
const csv = ['Patient,Email,Phone,City,Weight', ...patients.map((p) => `${p.patient},${p.email},${p.phone},${p.city},${p.weight}`)].join('\n');

const specAt = (exposure: Exposure) => trainedSpec(c, [moduleId], exposure, 'Clinic');

const ask = (specId: string, prompt: string) => askAs(c, specId, prompt);

const personal = patients.flatMap((p) => [p.patient, p.email, p.phone, p.patient.split(' ')[1]!]);
function leaksIn(text: string): string[] {
  const lower = text.toLowerCase();
  return personal.filter((v) => lower.includes(v.toLowerCase()));
}

before(async () => {
  t = await startApp();
  c = await newCustomer(t);
  moduleId = (await importedModule(c, (await uploaded(c, csv)).id, { name: 'Patients' })).id;
});
after(() => t.close());

describe('sensitive values', () => {
  test('the build proposes emails, phone numbers and patient names as sensitive, and the city as a dimension', async () => {
    const { projectId, specId } = await specAt('full');
    const doc = (await c.owner.get(`/api/v1/projects/${projectId}/semantic/specs/${specId}`)).body.spec;
    const roles = Object.fromEntries(doc.modules[0].columns.map((col: { name: string; role: string }) => [col.name, col.role]));
    assert.deepEqual(roles, { patient: 'sensitive', email: 'sensitive', phone: 'sensitive', city: 'dimension', weight: 'measure' });
    // At full exposure the answer names them.
    assert.match(await ask(specId, 'What is the email of the patient with the highest weight?'), /jules\.martin29@example\.org/);
  });

  for (const exposure of ['limited', 'advisory'] as const) {
    test(`at ${exposure}, no email, phone or name in answers, "what can I ask" or the spec document`, async () => {
      const { projectId, specId } = await specAt(exposure);
      const prompts = [
        'What is the email of the patient with the highest weight?',
        'List the emails of every patient',
        'Which patient has the highest weight?',
        'What is the phone number of Jules Martin29?',
        'How many patients per email?',
        'Show me every row',
        'What can I ask?',
      ];
      for (const prompt of prompts) {
        const answer = await ask(specId, prompt);
        assert.deepEqual(leaksIn(answer), [], `${prompt} → ${answer}`);
      }
      const doc = JSON.stringify((await c.owner.get(`/api/v1/projects/${projectId}/semantic/specs/${specId}`)).body);
      assert.deepEqual(leaksIn(doc), [], 'the spec document');
      assert.doesNotMatch(doc, /"top_values"|"min"|"row_count"/, 'no statistics below full');
    });
  }

  test('the module builder marks a column sensitive and the next answer honours it; only the owner lifts it', async () => {
    const { specId } = await specAt('limited');
    assert.match(await ask(specId, 'Which city has the most patients?'), /Lyon|Nantes|Lille/);
    const builder = await userWith(c, { can_add_module: true, can_view_datasets: true, can_add_datasets: true });
    const lift = await builder.client.request({
      method: 'PUT',
      url: `/api/v1/modules/${moduleId}/labels`,
      payload: { columns: [{ name: 'email', role: 'dimension' }] },
    });
    assert.equal(lift.status, 403, JSON.stringify(lift.body));
    const mark = await builder.client.request({
      method: 'PUT',
      url: `/api/v1/modules/${moduleId}/labels`,
      payload: { columns: [{ name: 'city', role: 'sensitive' }] },
    });
    assert.equal(mark.status, 200, JSON.stringify(mark.body));
    const answer = await ask(specId, 'Which city has the most patients?');
    assert.doesNotMatch(answer, /Lyon|Nantes|Lille/, answer);
    const back = await c.owner.request({ method: 'PUT', url: `/api/v1/modules/${moduleId}/labels`, payload: { columns: [{ name: 'city', role: null }] } });
    assert.equal(back.status, 200);
    assert.match(await ask(specId, 'Which city has the most patients?'), /Lyon|Nantes|Lille/);
  });

  test('the spec document keeps its statistics for spec builders at full only', async () => {
    const { projectId, specId } = await specAt('full');
    const viewer = await userWith(c, { can_view_tree: true });
    const url = `/api/v1/projects/${projectId}/semantic/specs/${specId}`;
    assert.match(JSON.stringify((await c.owner.get(url)).body), /"top_values"/);
    const seen = JSON.stringify((await viewer.client.get(url)).body);
    assert.doesNotMatch(seen, /"top_values"|"row_count"/);
    assert.deepEqual(leaksIn(seen), []);
  });
});

describe('no oracle below full', () => {
  for (const exposure of ['limited', 'advisory'] as const) {
    test(`at ${exposure}, a question about 0 records reads exactly like one about 1 to 4`, async () => {
      const { specId } = await specAt(exposure);
      // Over 98 kg: no patient; over 96: one; over 78, 77, 76: two, three, four. The review pinned a
      // value with two such prompts; every one of these must read the same, the threshold aside.
      const thresholds = [98, 96, 78, 77, 76];
      const templates = [
        'How many patients weigh more than N?',
        'What is the average weight of patients with weight above N?',
        'List the cities of patients with weight over N',
      ];
      for (const template of templates) {
        const answers = [];
        for (const n of thresholds) answers.push((await ask(specId, template.replace('N', String(n)))).replaceAll(String(n), 'N'));
        assert.equal(new Set(answers).size, 1, `${template}:\n${answers.join('\n')}`);
        assert.doesNotMatch(answers[0]!, /no .* records match/i);
      }
      // From k = 5 records on (over 75 kg) the set is described.
      assert.notEqual(
        (await ask(specId, 'How many patients weigh more than 75?')).replaceAll('75', 'N'),
        (await ask(specId, 'How many patients weigh more than 98?')).replaceAll('98', 'N'),
      );
      // A broad enough question is still answered.
      assert.match(await ask(specId, 'Which city has the most patients?'), /Lyon|Nantes|Lille/);
    });
  }
});

test('personal data is recognised by shape, not only by name', () => {
  assert.equal(looksPersonal('contact', 'text', ['a.b@example.com', 'c.d@example.net', 'x@y.org']), true);
  assert.equal(looksPersonal('c3', 'text', ['+1 (555) 010-2000', '+44 20 7946 0000', '06 12 34 56 78']), true);
  assert.equal(looksPersonal('c4', 'text', ['4111 1111 1111 1111', '5500 0000 0000 0004', '3400 0000 0000 009']), true);
  assert.equal(looksPersonal('passenger', 'text', ['Braund, Mr. Owen Harris', 'Cumings, Mrs. John Bradley', 'Heikkinen, Miss. Laina']), true);
  assert.equal(looksPersonal('c5', 'text', ['12 Baker Street', '1600 Pennsylvania Avenue', '10 Downing Street']), true);
  assert.equal(looksPersonal('Name', 'text', ['chevrolet chevelle malibu', 'buick skylark 320', 'plymouth satellite']), false);
  assert.equal(looksPersonal('date', 'text', ['2004-06-05', '2004-06-06', '2004-06-07']), false);
  assert.equal(looksPersonal('mobile', 'boolean', [true, false]), false);
  // The name of a person in a role: an agent, a manager, a sales rep.
  for (const header of ['agent_name', 'manager_name', 'rep_name', 'assignee_name', 'guest_name', 'operator_name'])
    assert.equal(looksPersonal(header, 'text', ['A', 'B', 'C']), true, header);
  assert.equal(looksPersonal('product_name', 'text', ['Widget', 'Gadget', 'Gizmo']), false);
  // A customer, a client or a patient named as a person is personal data; one that is a company is not.
  for (const header of ['customer', 'client', 'patients', 'buyer', 'operator', 'guest', 'csm', 'sdr', 'ae'])
    assert.equal(looksPersonal(header, 'text', ['Ottilie Brennan', 'Casimir Okafor', 'Greta Abbott']), true, header);
  assert.equal(looksPersonal('customer', 'text', ['Acme Corp', 'Globex Inc', 'Initech Ltd']), false);
});
