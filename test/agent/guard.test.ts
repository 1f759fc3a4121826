/** The exposure guard: a pure function of text, exposure and spec; the last step of every answer. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { guardAnswer, MASKED, WITHHELD } from '../../src/agent/guard/exposure-guard.js';
import type { SpecDoc } from '../../src/contracts/spec.js';

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

  test('limited masks every figure but keeps words and category values; a ratio between values goes', () => {
    const out = guardAnswer('North sold 1,234.5 units (12%), up from -3 on 2014-03-01. South sold about twice as much.', 'limited', ctx);
    assert.ok(!DIGIT.test(out), out);
    assert.match(out, /North sold \[masked\] units/);
    assert.doesNotMatch(out, /twice/);
    assert.match(out, /A ratio between values is not stated at the limited exposure level\.$/);
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

  test('a figure with thousands separators is one number, masked whole at limited and advisory', () => {
    // As the full answer writes figures (issue 23, item 6): "56,641.62", "-1,234", "1,234,567", "12.5%".
    const t = 'The total Amount by Region: North: 56,641.62, South: -1,234; overall 1,234,567 (12.5%) over 12,345 records.';
    for (const exposure of ['limited', 'advisory'] as const) {
      const out = guardAnswer(t, exposure, ctx);
      assert.ok(!DIGIT.test(out), out);
      assert.equal(out, `The total Amount by Region: North: ${MASKED}, South: ${MASKED}; overall ${MASKED} (${MASKED}) over ${MASKED} records.`);
    }
  });

  test('a list of numbers, plain or grouped, reads as one mask: not even how many numbers it held', () => {
    assert.equal(guardAnswer('Rows 1, 2, 3 and 1,234, 5,678.', 'limited', ctx), `Rows ${MASKED} and ${MASKED}.`);
    assert.equal(guardAnswer('North: 1,234, South: 5,678.', 'advisory', ctx), `North: ${MASKED}, South: ${MASKED}.`);
  });

  test('no grouping form lets a digit through: odd groups, trailing commas, other separators', () => {
    for (const t of ['1,2345 units', '12,34,567 rupees', '1,234, sold', '1,234,', '€1.234,56 paid', "1'234'567 CHF", '1 234 567 items', '−1,234.5']) {
      for (const exposure of ['limited', 'advisory'] as const) {
        const out = guardAnswer(t, exposure, ctx);
        assert.ok(!DIGIT.test(out), `${exposure}: ${t} → ${out}`);
      }
    }
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

/**
 * Advisory says no number in any form (issue 21): digits, number words, multiples, fractions and
 * percentages in words; limited says no ratio between values. Directions and orderings stay. The
 * sentences are generated from every form; the forms and the checks are written here, apart from the guard.
 */
describe('exposure guard, property: no number in any form at advisory, no ratio at limited; directions stay', () => {
  const CARDINALS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'twenty', 'forty', 'ninety'];
  const SCALES = ['hundred', 'thousand', 'million', 'billion'];
  const cardinal = fc.constantFrom(...CARDINALS);
  const numberWords = fc.oneof(
    cardinal,
    fc.constantFrom('one', 'zero', 'a dozen', 'dozens of', 'hundreds of', 'thousands of', 'millions of'),
    fc.tuple(cardinal, fc.constantFrom(...SCALES)).map(([a, b]) => `${a} ${b}`),
    fc.tuple(fc.constantFrom('twenty', 'thirty', 'fifty', 'eighty'), fc.constantFrom('one', 'two', 'nine')).map(([a, b]) => `${a}-${b}`),
    fc.tuple(cardinal, cardinal).map(([a, b]) => `${a} hundred and ${b}`),
  );
  const multiples = fc.oneof(
    fc.constantFrom('twice', 'double', 'doubled', 'triple', 'tripled', 'thrice', 'one and a half times', 'many times', 'several times', 'tenfold'),
    cardinal.map((c) => `${c} times`),
    fc.constantFrom('more than', 'about', 'nearly').chain((q) => cardinal.map((c) => `${q} ${c} times`)),
  );
  const fractions = fc.oneof(
    fc.constantFrom('half', 'halved', 'a half', 'a third of', 'a quarter of', 'one fifth of', 'a tenth of', 'two thirds of', 'three quarters of'),
    cardinal.map((c) => `${c} fifths of`),
  );
  const percents = fc.oneof(
    cardinal.map((c) => `${c} percent`),
    fc.constantFrom('per cent', 'percentage points', 'a percent', 'ten per cent'),
  );
  const digits = fc.oneof(
    fc.integer({ min: 0, max: 1_000_000 }).map(String),
    fc.double({ min: 0, max: 1e6, noNaN: true, noDefaultInfinity: true }).map((n) => n.toFixed(2)),
    fc.integer({ min: 0, max: 100 }).map((n) => `${n}%`),
    fc.integer({ min: 2, max: 9 }).map((n) => `${n}x`),
  );
  const subject = fc.constantFrom('North', 'South', 'Online', 'Partner', 'Engineering', 'The Orders records');
  const other = fc.constantFrom('North', 'South', 'Partner', 'the rest', 'last year');
  // Sentences that state a quantity, each holding one generated form.
  const quantity = (form: fc.Arbitrary<string>) =>
    fc.tuple(subject, form, other, fc.constantFrom(0, 1, 2, 3)).map(([s, f, o, shape]) => {
      const sentence = [`${s} is ${f} ${o}.`, `${s} holds ${f} the revenue.`, `About ${f} the ${o} records rose.`, `${s} grew by ${f}, ahead of ${o}.`][shape]!;
      return { sentence, form: f };
    });
  // Directions and orderings: no number in any form, and they must come through unchanged.
  const direction = fc
    .tuple(
      subject,
      fc.constantFrom(
        'leads',
        'is higher than South',
        'is rising',
        'has the largest share',
        'fell over the period',
        'is lower than the rest',
        'comes first in the table',
        'is about the same as North',
        'has the highest total Revenue, and Partner the lowest',
        'is one of the values you named',
        'peaked in the third quarter of the latest year',
        'has most of the records',
      ),
    )
    .map(([s, v]) => `${s} ${v}.`);
  // Ordinals stay as positions ("the third quarter"); after an article or a number they are fractions.
  const RATIO =
    /\b(twice|thrice|double|doubled|triple|tripled|tenfold|half|halved|thirds|fifths|(a|one|two|three) (third|quarter|fifth|tenth)s?|times|percent|per cent|percentage)\b/i;
  const NUMBER =
    /\b(zero|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|eighty|ninety|dozens?|hundreds?|thousands?|millions?|billions?)\b/i;

  const mixed = (forms: fc.Arbitrary<string>) =>
    fc.tuple(
      fc.array(quantity(forms), { minLength: 1, maxLength: 3 }),
      fc.array(direction, { minLength: 1, maxLength: 3 }),
      fc.array(fc.nat(), { maxLength: 6 }),
    );
  const assemble = (quantities: { sentence: string }[], directions: string[], order: number[]) => {
    const all = [...quantities.map((q) => q.sentence), ...directions];
    for (const [i, p] of order.entries()) {
      const j = p % all.length;
      [all[i % all.length], all[j]] = [all[j]!, all[i % all.length]!];
    }
    return all.join(' ');
  };

  test('advisory: no sentence holding a digit, number word, multiple, fraction or percentage survives; directions do', () => {
    fc.assert(
      fc.property(mixed(fc.oneof(numberWords, multiples, fractions, percents, digits)), ([quantities, directions, order]) => {
        const out = guardAnswer(assemble(quantities, directions, order), 'advisory', ctx);
        assert.ok(!DIGIT.test(out), `digit: ${out}`);
        assert.ok(!RATIO.test(out), `ratio: ${out}`);
        assert.ok(!NUMBER.test(out), `number word: ${out}`);
        for (const { sentence } of quantities) assert.ok(!out.includes(sentence), `kept "${sentence}": ${out}`);
        // "one" stays only as a pronoun ("one of the values you named").
        assert.ok(!/\bone\b(?! of the values)/i.test(out), `"one": ${out}`);
        for (const d of directions) assert.ok(out.includes(d), `direction "${d}" lost: ${out}`);
      }),
      { numRuns: 400 },
    );
  });

  test('limited: no multiple, fraction or percentage in words survives; directions do', () => {
    fc.assert(
      fc.property(mixed(fc.oneof(multiples, fractions, percents)), ([quantities, directions, order]) => {
        const out = guardAnswer(assemble(quantities, directions, order), 'limited', ctx);
        assert.ok(!DIGIT.test(out), `digit: ${out}`);
        assert.ok(!RATIO.test(out), `ratio: ${out}`);
        for (const d of directions) assert.ok(out.includes(d), `direction "${d}" lost: ${out}`);
      }),
      { numRuns: 300 },
    );
  });
});

describe('exposure guard: the number forms of the review, one by one', () => {
  const said = [
    'Online is about three times Partner.',
    'Engineering is about twice Customer Support.',
    'About half of the Orders records fall in this selection.',
    'About a quarter of the Sales records.',
    'South is about one and a half times North.',
    'North is many times South.',
    'Revenue grew forty percent.',
    'There are a dozen regions.',
    'Two regions lead.',
    'One region leads.',
  ];
  for (const s of said)
    test(`advisory replaces "${s}"`, () => {
      assert.equal(
        guardAnswer(`${s} North leads.`, 'advisory', ctx),
        'A figure, multiple or fraction is not stated at the advisory exposure level. North leads.',
      );
    });

  test('limited replaces the ratios, keeps a lone small word that is no ratio', () => {
    assert.equal(
      guardAnswer('Online is about three times Partner. Two regions lead.', 'limited', ctx),
      'A ratio between values is not stated at the limited exposure level. Two regions lead.',
    );
  });

  test('pronouns and positions are not numbers: "one of", "no one", "which one", "the third quarter"', () => {
    const t = 'Of the values named, only one of them covers enough records. No one value leads. Sales peaked in the third quarter. Which one?';
    assert.equal(guardAnswer(t, 'advisory', ctx), t);
  });

  test('a name of the data holding such a word is a name, not a quantity', () => {
    const withNames: SpecDoc = structuredClone(spec);
    withNames.modules[0]!.columns[2]!.stats.top_values.push({ value: 'Half Day', count: 3 }, { value: 'Double Room', count: 3 });
    const t = 'Half Day has the highest total Revenue, and Double Room the lowest.';
    assert.equal(guardAnswer(t, 'advisory', { specs: [withNames] }), t);
    // Not a name of the data: a fraction.
    assert.notEqual(guardAnswer('Half the revenue is North.', 'advisory', { specs: [withNames] }), 'Half the revenue is North.');
  });

  test('consecutive replaced sentences read once', () => {
    assert.equal(
      guardAnswer('North is twice South. South is half of North. North leads.', 'advisory', ctx),
      'A figure, multiple or fraction is not stated at the advisory exposure level. North leads.',
    );
  });
});
