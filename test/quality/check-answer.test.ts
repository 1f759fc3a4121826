/**
 * The expectation kinds the business set added to checkAnswer (bench/quality/check-answer.ts):
 * `amount`, `labelled` with `amounts` and `declines`; and that `labelled` without `amounts` reads
 * numbers as before, with thousands separators. No agent and no database: answer texts are written here.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { checkAnswer } from '../../bench/quality/check-answer.js';

const ok = (text: string, e: Parameters<typeof checkAnswer>[1]) => assert.equal(checkAnswer(text, e), null, text);
const miss = (text: string, e: Parameters<typeof checkAnswer>[1]) => assert.notEqual(checkAnswer(text, e), null, text);

describe('checkAnswer: amount', () => {
  test('reads thousands separators, currency signs and plain numbers', () => {
    ok('Revenue in 2024 was $1,234,567.89.', { amount: 1234567.89 });
    ok('Revenue in 2024 was 1234567.89 USD', { amount: 1234567.89 });
    ok('Total: €12,345', { amount: 12345.2 });
    ok('The change was -1,250.50 over the year.', { amount: -1250.5 });
    miss('Revenue in 2024 was $1,234,567.89.', { amount: 1234560 });
  });

  test('reads scale words to the precision written, down to three significant figures', () => {
    ok('about 1.23 million in sales', { amount: 1234567 });
    ok('about 1.23M in sales', { amount: 1234567 });
    ok('45.6k sessions', { amount: 45612 });
    miss('about 1.2 million in sales', { amount: 1234567 });
    miss('about 1 million in sales', { amount: 1234567 });
  });

  test('accepts the rounding written, not a coarser one', () => {
    ok('The average is 123.5.', { amount: 123.456 });
    ok('The average is 3.46.', { amount: 3.456 });
    miss('The average is 3.5.', { amount: 3.456 });
    ok('1,498 tickets', { amount: 1498 });
    miss('1,500 tickets', { amount: 1498 });
  });

  test('reads a bare "m" both as a scale and as a unit (minutes)', () => {
    ok('first response took 12.3m on average', { amount: 12.3 });
    ok('we made 2.45m', { amount: 2450000 });
  });

  test('does not read a number out of a longer token, a date, an id or a time', () => {
    miss('order SO-101234 was the largest', { amount: 1234 });
    miss('order SO-101234 was the largest', { amount: 101234 });
    miss('version 2.5.1', { amount: 5.1 });
    miss('the peak was in 2024-12', { amount: 12 });
    miss('opened at 14:32', { amount: 32 });
    ok('the peak was in 2024-12 with 12 tickets', { amount: 12 });
  });

  test('tol widens the match', () => {
    ok('roughly 1,240,000', { amount: 1234567, tol: 10000 });
  });
});

describe('checkAnswer: labelled amounts', () => {
  const e = {
    labelled: [
      [['Online'], 1234567.89],
      [['Retail'], 98765.4],
    ] as [string[], number][],
    amounts: true,
  };

  test('reads each label’s amount with separators and currency', () => {
    ok('Online: $1,234,567.89 and Retail: $98,765.40', e);
    ok('Online had 1.23 million, Retail 98,765.4', e);
    miss('Online: $1,234,567.89 and Retail: $98,000', e);
  });

  test('skips a date’s tail after a period label', () => {
    ok('2024-01-01: 1,234.5, 2024-02-01: 2,000', {
      labelled: [
        [['2024-01'], 1234.5],
        [['2024-02'], 2000],
      ],
      amounts: true,
    });
  });

  test('without amounts, labelled reads the first number, thousands separators included (as the answer groups a figure)', () => {
    ok('Online: 1,234 and Retail: 98', {
      labelled: [
        [['Online'], 1234],
        [['Retail'], 98],
      ],
    });
    miss('Online: 1,234 and Retail: 98', { labelled: [[['Online'], 1]] });
    ok('Online: -56,641.62, Retail: 98', { labelled: [[['Online'], -56641.62]] });
    // A list is not one number: "1, 2" is 1 then 2, and "1,2345" no grouped figure.
    miss('Online: 1, 2', { labelled: [[['Online'], 12]] });
    ok('Online: 1,2345', { labelled: [[['Online'], 1]] });
    ok('Online: 1 and Retail: 98', {
      labelled: [
        [['Online'], 1],
        [['Retail'], 98],
      ],
    });
  });
});

describe('checkAnswer: declines', () => {
  const e = { declines: ['profit', 'margin'] };

  test('passes when the answer names the missing thing, says no and gives no figure', () => {
    ok('The orders table has no profit or cost column, so the margin cannot be computed.', e);
    ok('There is no margin in this data.', e);
    ok('I don’t see a profit column here.', e);
    ok("Profit isn't recorded in these orders.", e);
  });

  test('fails on a figure, on no negation, or when the missing thing is not named', () => {
    miss('The margin is 23.5% in the North.', e);
    miss('There is no profit column; revenue was 1,234.', e);
    miss('Margin by region: see the chart.', e);
    miss('That is not in the data.', e);
    miss('There are no profitable regions.', e);
  });
});
