import assert from 'node:assert/strict';
import { test } from 'node:test';
import { followUps } from '../../web/src/portal/agent/follow-ups.js';

/** Issue 23, item 8: the follow-ups under an answer carry its reading on, never repeat it. */
const SUGGESTIONS = [
  'What are the total units by region?',
  'Which product has the highest total revenue?',
  'How many sales are there for each region?',
  'How did the total units change each month?',
  'What are the top 5 regions by total units?',
  'What is the total revenue by region?',
  'How many sales are there?',
];

test('the questions sharing most with the reading come first; the one asked is left out', () => {
  const got = followUps({ prompt: 'What are the total units by region?', understood: ['data: Sales', 'total Units by Region'], suggestions: SUGGESTIONS });
  assert.deepEqual(got, [
    'What are the top 5 regions by total units?',
    'How did the total units change each month?',
    'How many sales are there for each region?',
  ]);
});

test('the same reading asked in other words is no follow-up', () => {
  const got = followUps({ prompt: 'total revenue per region', understood: ['data: Sales', 'total Revenue by Region'], suggestions: SUGGESTIONS });
  assert.ok(!got.includes('What is the total revenue by region?'), got.join(' | '));
  assert.equal(got[0], 'Which product has the highest total revenue?');
  assert.equal(got.length, 3);
});
