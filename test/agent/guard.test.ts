/** The exposure guard: a pure function of text, exposure and spec; the last step of every answer. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { guardAnswer, MASKED, WITHHELD } from '../../src/agent/guard/exposure-guard.js';
import type { SpecDoc } from '../../src/semantic/spec.types.js';

const spec: SpecDoc = {
  version: 1,
  joins: [],
  modules: [
    {
      module_id: 'm1',
      name: 'Customers',
      synonyms: [],
      table: { schema: 's', name: 't' },
      row_count: 3,
      columns: [
        {
          name: 'customer_name',
          label: 'Customer name',
          synonyms: [],
          type: 'text',
          role: 'identifier',
          stats: {
            distinct_count: 3,
            null_share: 0,
            min: null,
            max: null,
            top_values: [
              { value: 'Acme Holdings', count: 1 },
              { value: 'Globex', count: 1 },
              { value: 'Initech Software Ltd', count: 1 },
            ],
          },
        },
        {
          name: 'notes',
          label: 'Notes',
          synonyms: [],
          type: 'text',
          role: 'text',
          stats: { distinct_count: 1, null_share: 0, min: null, max: null, top_values: [{ value: 'called about invoice', count: 1 }] },
        },
        {
          name: 'region',
          label: 'Region',
          synonyms: [],
          type: 'text',
          role: 'dimension',
          stats: {
            distinct_count: 2,
            null_share: 0,
            min: null,
            max: null,
            top_values: [
              { value: 'North', count: 2 },
              { value: 'South', count: 1 },
            ],
          },
        },
      ],
    },
  ],
};
const ctx = { specs: [spec] };
const DIGIT = /\p{N}/u;

describe('exposure guard', () => {
  test('full exposure leaves the text unchanged', () => {
    const t = 'Acme Holdings bought 1,234 units for $5.6m on 2014-03-01.';
    assert.equal(guardAnswer(t, 'full', ctx), t);
  });

  test('limited masks every figure but keeps words and category values', () => {
    const out = guardAnswer('North sold 1,234.5 units (12%), up from -3 on 2014-03-01; South about twice.', 'limited', ctx);
    assert.ok(!DIGIT.test(out), out);
    assert.match(out, /North sold \[masked\] units/);
    assert.match(out, /South about twice/);
  });

  test('limited masks figures in words and in other scripts', () => {
    const out = guardAnswer('three hundred and seven orders, twenty-one returns, ٣٤ refunds, ½ share, ² power', 'limited', ctx);
    assert.ok(!DIGIT.test(out), out);
    assert.ok(!/hundred|twenty/.test(out), out);
  });

  test('limited keeps lone small words that are not figures ("one of", "two groups")', () => {
    assert.equal(guardAnswer('one of the two groups leads', 'limited', ctx), 'one of the two groups leads');
  });

  test('advisory withholds identifier and free-text values, whatever their case or spacing', () => {
    const out = guardAnswer('ACME  holdings leads; initech software ltd trails; note: Called about invoice. North is ahead.', 'advisory', ctx);
    assert.ok(!/acme|initech|invoice/i.test(out), out);
    assert.match(out, /North is ahead/);
    assert.ok(out.includes(WITHHELD));
  });

  test('advisory withholds values found elsewhere (rows read, values found in the text)', () => {
    const out = guardAnswer('The best customer is Umbrella Corp with 12 orders.', 'advisory', { specs: [spec], sensitiveValues: ['Umbrella Corp'] });
    assert.equal(out, `The best customer is ${WITHHELD} with ${MASKED} orders.`);
  });

  test('advisory withholds distinctive word pairs of a long record name', () => {
    const out = guardAnswer('Initech Software is the largest.', 'advisory', ctx);
    assert.ok(!/initech software/i.test(out), out);
  });

  test('the guard is pure: the same input gives the same output', () => {
    const t = 'Globex: 42; Acme Holdings: 7.5%';
    assert.equal(guardAnswer(t, 'advisory', ctx), guardAnswer(t, 'advisory', ctx));
  });
});

describe('exposure guard, property: random text full of numbers and record values leaks nothing', () => {
  const word = fc.stringMatching(/^[a-z]{3,9}$/);
  const recordValue = fc
    .array(fc.oneof(word, fc.stringMatching(/^[a-z]{2,6}[0-9]{1,4}$/), fc.stringMatching(/^\([a-z]{2}\)$/)), { minLength: 1, maxLength: 4 })
    .map((ws) => ws.join(' '))
    .filter((v) => v.replace(/[^a-z]/g, '').length >= 3 && !'[withheld] [masked]'.includes(v.toLowerCase()));
  const numberText = fc.oneof(
    fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
    fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }).map((n) => n.toFixed(3)),
    fc.integer({ min: 1000, max: 9_999_999 }).map((n) => n.toLocaleString('en-US')),
    fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    fc.integer({ min: 0, max: 100 }).map((n) => `${n}%`),
    fc.constantFrom('three hundred', 'twenty-one', 'forty two thousand', '٣٤', '½', '²', '१२'),
  );

  test('limited and advisory never show a digit; advisory never shows a record value', () => {
    fc.assert(
      fc.property(
        fc.array(recordValue, { minLength: 1, maxLength: 4 }),
        fc.array(fc.oneof(word, numberText, fc.constantFrom(',', '.', ':', ' - ', '(', ')', '\n')), { maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (values, pieces, positions) => {
          const parts = [...pieces];
          for (const [i, p] of positions.entries())
            parts.splice(p % (parts.length + 1), 0, i % 2 ? values[i % values.length]!.toUpperCase() : values[i % values.length]!);
          const text = parts.join(' ');
          const limited = guardAnswer(text, 'limited', { specs: [spec] });
          assert.ok(!DIGIT.test(limited), `digit at limited: ${limited}`);
          const advisory = guardAnswer(text, 'advisory', { specs: [spec], sensitiveValues: values });
          assert.ok(!DIGIT.test(advisory), `digit at advisory: ${advisory}`);
          const lower = advisory.toLowerCase();
          for (const v of values) {
            // Compare as the guard reads values: by their letters and digits, any spacing.
            const loose = new RegExp(
              v
                .toLowerCase()
                .split(/\s+/)
                .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
                .join('\\s+'),
            );
            assert.ok(!loose.test(lower), `record value "${v}" at advisory: ${advisory}`);
          }
          for (const known of ['acme holdings', 'globex', 'initech software ltd', 'called about invoice'])
            assert.ok(!lower.includes(known), `spec value "${known}" at advisory: ${advisory}`);
        },
      ),
      { numRuns: 500 },
    );
  });
});
