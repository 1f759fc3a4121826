/**
 * The relational benchmark's strict scorer (bench/quality/relational/score.ts), the reading of the
 * gold SQL it relies on (sql.ts: the gold's columns, the tables and kinds of the report) and the
 * relationships' matching (relationships.ts). No agent and no database: answer texts are written here.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Cell, Table } from '../../bench/quality/relational/data.js';
import { scoreRelationships } from '../../bench/quality/relational/relationships.js';
import { score } from '../../bench/quality/relational/score.js';
import { goldColumnValues, kindsOf, selectColumns, tablesOf } from '../../bench/quality/relational/sql.js';

const status = (text: string, gold: Cell[][], ordered = false, values: Cell[] = []) => score(text, gold, ordered, values).status;
const right = (text: string, gold: Cell[][], ordered = false, values: Cell[] = []) => assert.equal(status(text, gold, ordered, values), 'right', text);
const wrong = (text: string, gold: Cell[][], ordered = false, values: Cell[] = []) => assert.equal(status(text, gold, ordered, values), 'wrong', text);

describe('relational score: one gold cell', () => {
  test('a number: the first number stated, both rounded to 2 decimals', () => {
    right('There are 6 singer records.', [[6]]);
    right('10621.67 — the average Capacity (over 9 stadium records).', [[10621.666666666666]]);
    right('The total is 1,234,567 units.', [[1234567]]);
    wrong('10621.7 — the average Capacity.', [[10621.666666666666]]);
    // The gold appears, but not first.
    wrong('There are 10 singer_in_concert records where Year is 6.', [[6]]);
    wrong('No number here.', [[6]]);
  });

  test('a number is not read inside a word, a date or a code', () => {
    right('In singer_in_concert2 on 2014-05-01: 3 concerts.', [[3]]);
    right('Code PG-13: 3', [[3]]);
  });

  test('a text that reads as a number is judged as one (Spider stores some numbers as text)', () => {
    right('2015, with 3 concert records.', [['2015']]);
    right('2015.0 is the year.', [['2015']]);
    wrong('2014, with 3 concert records.', [['2015']]);
  });

  test('a text: the first of the column values named, as a whole word, case-insensitively', () => {
    const countries = ['France', 'Netherlands', 'United States', 'France'];
    right('FRANCE, with 4 singer records.', [['France']], false, countries);
    right('The answer is france (4 records), then Netherlands.', [['France']], false, countries);
    wrong('Netherlands, with 1 singer record; France has 4.', [['France']], false, countries);
    // Words of other columns do not compete; the value itself is always a candidate.
    right('Singer ID 6 of the Netherlands team: Tribal King.', [['Tribal King']], false, ['Joe Sharp', 'Tribal King']);
    wrong('Frances, with 4 records.', [['France']], false, countries);
    wrong('No singer is from there.', [['France']], false, countries);
  });

  test('a longer value at the same place wins ("New York" is not "York")', () => {
    wrong('New York, with 3 records.', [['York']], false, ['York', 'New York']);
    right('York, then New York.', [['York']], false, ['York', 'New York']);
  });
});

describe('relational score: 2 to 20 gold cells', () => {
  const gold: Cell[][] = [
    ['France', 4],
    ['Netherlands', 1],
    ['United States', 1],
  ];
  const countries = ['France', 'Netherlands', 'United States', 'Germany'];

  test('every distinct gold value appears', () => {
    right('The number of singer records by Country: France: 4, Netherlands: 1, United States: 1.', gold, false, countries);
    right('Netherlands: 1, United States: 1, France: 4', gold, false, countries);
    wrong('France: 4, Netherlands: 1', gold, false, countries);
    wrong('France: 3, Netherlands: 1, United States: 1', gold, false, countries);
  });

  test('numbers are compared after rounding to 2 decimals', () => {
    right('dog: 13.4, cat: 12', [
      [12, 'cat'],
      [13.4, 'dog'],
    ]);
    right('Italy 33.333, Spain 66.67', [
      ['Italy', 33.3333],
      ['Spain', 66.6666],
    ]);
  });

  test('in the gold order where ordered, column by column', () => {
    const ordered: Cell[][] = [
      ['Joe Sharp', 52],
      ['John Nizinik', 43],
      ['Rose White', 41],
    ];
    right('Joe Sharp (52), John Nizinik (43), Rose White (41)', ordered, true);
    wrong('Rose White (41), John Nizinik (43), Joe Sharp (52)', ordered, true);
    right('Rose White (41), John Nizinik (43), Joe Sharp (52)', ordered, false);
    // A repeated value counts once, at its first place in the gold.
    right('France, Netherlands', [['France'], ['Netherlands'], ['France']], true);
  });

  test('no value of the same column outside the gold set', () => {
    wrong('France: 4, Netherlands: 1, United States: 1, Germany: 0', gold, false, countries);
    // A value of another column is not the same column.
    right('France: 4, Netherlands: 1, United States: 1 (Joe Sharp is the oldest)', gold, false, countries);
    // Numbers of the gold's columns count too (an id column), whatever they stand for in the text.
    wrong('Template ID: 0, Template ID: 1 — the 9 Templates records', [[0], [1]], false, [0, 1, 6, 9]);
    const v = score('Template ID: 0, Template ID: 1 — the 9 Templates records', [[0], [1]], false, [0, 1, 6, 9]);
    assert.ok(v.status === 'wrong' && v.stray?.every((s) => s.number));
  });

  test("an outside value inside a gold value's own occurrence does not count", () => {
    right('New York and Boston', [['New York'], ['Boston']], false, ['New York', 'York', 'Boston']);
    wrong('New York, Boston and York', [['New York'], ['Boston']], false, ['New York', 'York', 'Boston']);
  });
});

describe('relational score: counted apart', () => {
  test('no gold row', () => assert.equal(status('No stadium records match.', []), 'empty'));
  test('more than 20 gold cells', () => {
    const many: Cell[][] = Array.from({ length: 11 }, (_, i) => [`name ${i}`, i]);
    assert.equal(status('anything', many), 'list');
    assert.equal(status('anything', many.slice(0, 10)), 'wrong');
  });
});

describe('relational benchmark: the gold SQL', () => {
  const tables: Table[] = [
    {
      name: 'singer',
      file: '',
      header: ['Singer_ID', 'Name', 'Country', 'Age'],
      rows: [
        { Singer_ID: '1', Name: 'Joe Sharp', Country: 'Netherlands', Age: '52' },
        { Singer_ID: '2', Name: 'Rose White', Country: 'France', Age: '41' },
      ],
    },
    { name: 'singer_in_concert', file: '', header: ['concert_ID', 'Singer_ID'], rows: [{ concert_ID: '1', Singer_ID: '2' }] },
  ];
  const tableOf = (n: string) => {
    const t = tables.find((x) => x.name.toLowerCase() === n.toLowerCase());
    return t && { name: t.name, columns: t.header };
  };

  test('the columns of the SELECT: aliases, any case, no aggregate, every branch of a set operation', () => {
    assert.deepEqual(
      selectColumns('SELECT T2.name , count(*) FROM singer_in_concert AS T1 JOIN SINGER AS T2 ON T1.singer_id = T2.singer_id GROUP BY T2.singer_id', tableOf),
      [[{ table: 'singer', column: 'Name' }], []],
    );
    assert.deepEqual(selectColumns("SELECT country FROM singer WHERE age > 40 INTERSECT SELECT country FROM singer WHERE name = 'x'", tableOf), [
      [{ table: 'singer', column: 'Country' }],
    ]);
    assert.deepEqual(goldColumnValues('SELECT DISTINCT name FROM singer WHERE age > (SELECT avg(age) FROM singer)', tables), ['Joe Sharp', 'Rose White']);
    assert.deepEqual(goldColumnValues('SELECT avg(age), max(age) FROM singer', tables), []);
  });

  test('single table or joins, and the kinds', () => {
    assert.deepEqual(tablesOf('SELECT name FROM singer'), ['singer']);
    assert.deepEqual(tablesOf('SELECT name FROM singer WHERE singer_id NOT IN (SELECT singer_id FROM singer_in_concert)'), ['singer', 'singer_in_concert']);
    assert.deepEqual(tablesOf('SELECT a.x FROM singer AS a, singer_in_concert AS b WHERE a.singer_id = b.singer_id'), ['singer', 'singer_in_concert']);
    assert.deepEqual(kindsOf('SELECT country, count(*) FROM singer GROUP BY country ORDER BY count(*) DESC LIMIT 1'), ['aggregate', 'grouping', 'ordering']);
    assert.deepEqual(kindsOf("SELECT name FROM singer WHERE age > (SELECT avg(age) FROM singer) EXCEPT SELECT name FROM singer WHERE name = 'Union'"), [
      'aggregate',
      'nesting',
      'set operation',
    ]);
    assert.deepEqual(kindsOf("SELECT name FROM singer WHERE country = 'group by'"), []);
  });
});

describe('relational benchmark: relationships against the declared keys', () => {
  test('a found join matches a declared key whichever side it took for the key; the rest is extra or missed', () => {
    const s = scoreRelationships(
      [
        { from: 'singer.Singer_ID', to: 'singer_in_concert.singer_id' },
        { from: 'concert.Stadium_ID', to: 'stadium.Stadium_ID' },
      ],
      {
        db_id: 'x',
        tables: [],
        primary_keys: [],
        foreign_keys: [
          { from: 'singer_in_concert.Singer_ID', to: 'singer.Singer_ID' },
          { from: 'singer_in_concert.concert_ID', to: 'concert.concert_ID' },
        ],
      },
    );
    assert.equal(s.matched.length, 1);
    assert.deepEqual(s.extra, [{ from: 'concert.Stadium_ID', to: 'stadium.Stadium_ID' }]);
    assert.deepEqual(s.missed, [{ from: 'singer_in_concert.concert_ID', to: 'concert.concert_ID' }]);
  });
});
