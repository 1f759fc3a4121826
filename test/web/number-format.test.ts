import assert from 'node:assert/strict';
import { test } from 'node:test';
import { csvNumber, shownNumber } from '../../web/src/portal/agent/numbers.js';
import { formatFigure, formatNumber } from '../../src/agent/text.js';

/** Issue 23, item 6: the numbers of an answer's CSV are exact, without floating-point noise; the table and the chart say the text's digits. */

test('the CSV writes a number exactly, without floating-point noise', () => {
  assert.equal(csvNumber(178389.95000000004), '178389.95');
  assert.equal(csvNumber(0.1 + 0.2), '0.3');
  assert.equal(csvNumber(56641.62), '56641.62');
  assert.equal(csvNumber(-1234.5000000000002), '-1234.5');
});

test('the CSV leaves exact values as they are: integers, short decimals, many significant digits', () => {
  for (const n of [0, 1, -7, 50, 1001, 9007199254740991, 12.5, 0.000123, 1.23456789012, 123456789.123456, 1e-7, 2.5e21]) {
    assert.equal(Number(csvNumber(n)), n, String(n));
    if (Number.isInteger(n)) assert.equal(csvNumber(n), String(n));
  }
  assert.equal(csvNumber(Number.NaN), 'NaN');
});

test('the table and the chart write the digits of the answer text, with thousands separators', () => {
  for (const n of [56641.62, 178389.95000000004, 1234567, 0.12345, 12.5, 2.999, -1500.257, 100]) {
    assert.equal(shownNumber(n).replace(/,/g, ''), formatNumber(n), String(n));
    // The answer's text writes a figure as the table does, separators included.
    assert.equal(shownNumber(n), formatFigure(n), String(n));
  }
  assert.equal(shownNumber(56641.62), '56,641.62');
  assert.equal(shownNumber(178389.95000000004), '178,389.95');
  assert.equal(shownNumber(1234567), '1,234,567');
  assert.equal(shownNumber(0.12345), '0.1235');
  // A percentage to one decimal, as the answer writes a share.
  assert.equal(shownNumber(33.333333, '%'), '33.3');
});
