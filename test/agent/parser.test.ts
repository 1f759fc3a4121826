/** The parser's stages on their own: words, the value index, numbers, mentions, candidates, and its bounds. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { candidates, MAX_CANDIDATES } from '../../src/agent/parser/candidates.js';
import { featuresOf } from '../../src/agent/parser/features.js';
import { indexOf } from '../../src/agent/parser/load-index.js';
import { analyse } from '../../src/agent/parser/mentions.js';
import { parse } from '../../src/agent/parser/index.js';
import { readNumbers } from '../../src/agent/parser/numbers.js';
import { tokenizeQuestion, valueStems } from '../../src/agent/parser/tokens.js';
import { resolveQuery } from '../../src/agent/resolve.js';
import { scopeOf } from '../../src/agent/spec-index.js';
import type { SpecColumn, SpecModule } from '../../src/semantic/spec.types.js';

const stats = (distinct: number, min: number | null = null, max: number | null = null) => ({
  distinct_count: distinct,
  null_share: 0,
  min,
  max,
  top_values: [],
});
const col = (name: string, label: string, type: SpecColumn['type'], distinct: number, extra: Partial<SpecColumn> = {}): SpecColumn => ({
  name,
  label,
  synonyms: [],
  type,
  role: type === 'text' ? 'dimension' : 'measure',
  stats: stats(distinct),
  ...extra,
});
/** A season of a football club (an invented table: nothing here is the demo's). */
const season: SpecModule = {
  module_id: 'season',
  name: 'Season',
  synonyms: ['matches', 'games'],
  table: { schema: 's', name: 'season' },
  row_count: 8,
  columns: [
    col('week', 'Week', 'integer', 8, { stats: stats(8, 1, 8) }),
    col('opponent', 'Opponent', 'text', 7),
    col('venue', 'Venue', 'text', 2, { synonyms: ['ground'] }),
    col('goals_scored', 'Goals scored', 'integer', 4, { stats: stats(4, 0, 5) }),
    col('attendance', 'Attendance', 'text', 8, { reads_as: 'number', stats: stats(8, 900, 24972) }),
    col('played_on', 'Date', 'date', 8, { role: 'time', stats: stats(8, '2004-08-01' as never, '2004-11-20' as never) }),
  ],
};
const opponents = ['Derby County', 'Leeds United', 'Derby County Reserves', 'Hull City', 'Stoke City', 'Norwich City', 'Ipswich Town'];
const cells = [
  ...opponents.map((v, i) => ({ module: 'season', column: 'opponent', value: v, rows: 1, first: i + 1 })),
  { module: 'season', column: 'venue', value: 'Home', rows: 4, first: 1 },
  { module: 'season', column: 'venue', value: 'Away', rows: 4, first: 2 },
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((w) => ({ module: 'season', column: 'week', value: String(w), rows: 1, first: w })),
];
const scope = scopeOf([{ doc: { version: 2, modules: [season], joins: [] } }]);
const index = indexOf(scope.modules, cells);

describe('words', () => {
  test('numbers, ordinals, possessives, accents and number words are read as people write them', () => {
    const { tokens } = tokenizeQuestion("Who was Piotr's opponent after the 3rd game, with 24,972 fans and 1.5 goals — three times in Málaga?");
    const by = (text: string) => tokens.find((t) => t.text === text);
    assert.equal(by('piotr')?.stem, 'piotr');
    assert.deepEqual([by('3rd')?.num, by('3rd')?.ordinal], [3, true]);
    assert.equal(by('24972')?.num, 24972);
    assert.equal(by('1.5')?.num, 1.5);
    assert.equal(by('3')?.num, 3, '"three" is a number');
    assert.ok(by('malaga'), 'accents folded');
  });

  test('cells and questions meet: footnotes, quotes, plurals and abbreviations aside', () => {
    assert.deepEqual(valueStems('"Victory"[a]'), valueStems('victory'));
    assert.deepEqual(valueStems('Max temps'), valueStems('maximum temperature'));
    assert.deepEqual(valueStems('USL A-League'), valueStems('usl a league'));
    assert.deepEqual(valueStems('arriving'), valueStems('arrival'), 'one stem for the forms of a word');
  });
});

describe('the value index', () => {
  test('finds any value in full or in part, exact first; a word common to many values names none', () => {
    const find = (words: string) => index.lookup(valueStems(words));
    assert.deepEqual(
      find('derby county').map((h) => [h.cell.value, h.exact]),
      [
        ['Derby County', true],
        ['Derby County Reserves', false],
      ],
    );
    assert.deepEqual(
      find('hull').map((h) => h.cell.value),
      ['Hull City'],
    );
    assert.deepEqual(find('city'), [], '"city" is in half the opponents');
    assert.deepEqual(find('arsenal'), []);
  });
});

describe('numbers', () => {
  const read = (q: string) => readNumbers(tokenizeQuestion(q).tokens, () => false);
  test('comparisons, ranges, units and counts', () => {
    assert.deepEqual(
      read('more than 1,000 fans').map((r) => [r.cmp, r.value]),
      [['gt', 1000]],
    );
    assert.deepEqual(
      read('at least 3 goals').map((r) => [r.cmp, r.value]),
      [['gte', 3]],
    );
    assert.deepEqual(
      read('5 or more goals').map((r) => [r.cmp, r.value]),
      [['gte', 5]],
    );
    assert.deepEqual(
      read('between 5 and 10').map((r) => [r.cmp, r.value, r.upTo]),
      [['gte', 5, 10]],
    );
    assert.deepEqual(
      read('heavier than 4.5 kg').map((r) => [r.cmp, r.value, r.unit?.name, r.concepts]),
      [['gt', 4.5, 'kg', ['weight', 'mass']]],
    );
    assert.deepEqual(
      read('colder than 0 degrees').map((r) => [r.cmp, r.value]),
      [['lt', 0]],
    );
    assert.deepEqual(
      read('the top 3 teams').map((r) => [r.count, r.value]),
      [['top', 3]],
    );
    assert.deepEqual(
      read('the 2 lowest scores').map((r) => r.count),
      ['bottom'],
    );
    assert.equal(read('in 1998').at(0)?.year, true);
    assert.deepEqual(
      read('more than an hour late').map((r) => [r.cmp, r.value, r.unit?.name]),
      [['gt', 1, 'hour']],
      '"an hour" after a comparison is one hour',
    );
  });
});

describe('mentions', () => {
  test('columns by label, synonym and one of their words; values with their negation; typos; the unit asked', () => {
    const a = analyse('How many goals did they score at the ground against teams other than Derby County, in kg?', scope.modules, index);
    const cols = a.mentions.filter((m) => m.kind === 'column').map((m) => [m.column, (m as { how: string }).how]);
    assert.deepEqual(
      cols,
      [
        ['goals_scored', 'word'],
        ['goals_scored', 'word'],
        ['venue', 'synonym'],
      ],
      '"score" read as "scored"',
    );
    const v = a.mentions.find((m) => m.kind === 'value')!;
    assert.deepEqual([v.kind === 'value' && v.values, v.kind === 'value' && v.negated], [['Derby County'], true]);
    assert.equal(a.wh, 'how_many');
    assert.equal(a.outputUnit?.name, 'kg');
    const typo = analyse('what was the attendnce against hull', scope.modules, index);
    assert.deepEqual(typo.corrected, ['attendnce→attendance']);
  });
});

describe('general words', () => {
  test('a noun of a period names the dates; "outside" negates the value after it', () => {
    const a = analyse('which day had the most goals scored?', scope.modules, index);
    assert.deepEqual(
      a.mentions.filter((m) => m.kind === 'column' && m.how === 'period').map((m) => m.kind === 'column' && m.column),
      ['played_on'],
    );
    const away = analyse('how many games were played outside Derby County', scope.modules, index).mentions.find((m) => m.kind === 'value');
    assert.equal(away?.kind === 'value' && away.negated, true);
  });

  test('a superlative or a quantity of the records themselves is told apart from one of a measure', () => {
    const recordsFeature = (q: string) => {
      const a = analyse(q, scope.modules, index);
      const keys = new Set(candidates(a, scope).flatMap((c) => [...featuresOf(a, c).keys()]));
      return [...keys].some((k) => k.startsWith('sup.records')) ? 'superlative' : [...keys].some((k) => k.startsWith('qty.records')) ? 'quantity' : 'none';
    };
    assert.equal(recordsFeature('which venue had the most games?'), 'superlative');
    assert.equal(recordsFeature('how many more games at home than away?'), 'quantity');
    assert.equal(recordsFeature('the number of games against Hull City'), 'quantity');
    assert.equal(recordsFeature('which game had the most goals scored?'), 'none', 'the most of a measure is one record');
  });

  test('a column named as absent reads as its empty cells, where it has any', () => {
    const withGaps: SpecModule = {
      ...season,
      columns: season.columns.map((c) => (c.name === 'venue' ? { ...c, stats: { ...c.stats, null_share: 0.25 } } : c)),
    };
    const gaps = scopeOf([{ doc: { version: 2, modules: [withGaps], joins: [] } }]);
    for (const q of ['how many games had no venue recorded', 'how many games with the venue unknown', 'games where the venue is not recorded']) {
      const all = candidates(analyse(q, gaps.modules, index), gaps);
      assert.ok(
        all.some((c) => c.query.filters.some((f) => f.column === 'venue' && f.op === 'null')),
        q,
      );
    }
    const full = candidates(analyse('how many games had no venue recorded', scope.modules, index), scope);
    assert.ok(!full.some((c) => c.query.filters.some((f) => f.op === 'null')), 'a column without empty cells is never read as absent');
  });

  test('two periods named are compared, never both required of one row; a trend inside one period is read by a finer one', () => {
    const a = analyse('compare goals scored in August 2004 and September 2004', scope.modules, index);
    const all = candidates(a, scope);
    for (const c of all) resolveQuery(c.query, scope);
    const dateFilters = (c: (typeof all)[number]) => c.query.filters.filter((f) => f.column === 'played_on').length;
    assert.ok(
      all.every((c) => dateFilters(c) <= 1),
      'no candidate asks one date to be in both months',
    );
    const compared = all.find((c) => c.query.kind === 'compare' && c.query.part === 'month');
    assert.deepEqual(compared?.query.kind === 'compare' && compared.query.values, ['2004-08', '2004-09']);
    const within = candidates(analyse('how did goals scored change in 2004', scope.modules, index), scope);
    const trends = within.filter((c) => c.op === 'trend' && c.query.filters.some((f) => f.column === 'played_on'));
    assert.ok(trends.length > 0 && trends.every((c) => c.part === 'month'), 'a year of months, not one year');
  });
});

describe('candidates', () => {
  test('every candidate is a well-typed query of the spec, and the intended one is among them', () => {
    const a = analyse('who was the opponent in the week after the game against Hull City?', scope.modules, index);
    const all = candidates(a, scope);
    assert.ok(all.length > 20);
    for (const c of all) resolveQuery(c.query, scope);
    const next = all.find((c) => c.op === 'next' && c.answer?.column.name === 'opponent');
    assert.ok(next, 'the next row after the anchor, its opponent');
    assert.deepEqual(next.query.filters, [{ column: '#row', op: 'gt', value: { anchor: [{ column: 'opponent', op: 'eq', value: 'Hull City' }] } }]);
  });

  test('the work is bounded whatever the spec and the question', () => {
    const wide: SpecModule = {
      ...season,
      module_id: 'wide',
      columns: Array.from({ length: 300 }, (_, i) => col(`c${i}`, `Column ${i} score`, i % 2 ? 'integer' : 'text', 5)),
    };
    const big = scopeOf([
      { doc: { version: 2, modules: Array.from({ length: 20 }, (_, k) => ({ ...wide, module_id: `w${k}`, name: `Wide ${k}` })), joins: [] } },
    ]);
    const question = `which score ${'column 1 score more than 3 and '.repeat(300)}?`;
    const t0 = performance.now();
    const { ranked, analysis } = parse(question, big, indexOf(big.modules, []));
    assert.ok(ranked.length <= MAX_CANDIDATES, `${ranked.length} candidates`);
    assert.ok(analysis.tokens.length <= 60, 'a question is read up to its first sixty words');
    console.log(`# bounded parse: ${ranked.length} candidates in ${(performance.now() - t0).toFixed(0)} ms`);
  });
});

describe('a query of the wrong shape', () => {
  const shapeError = (query: unknown) => {
    try {
      resolveQuery(query, scope);
    } catch (err) {
      return (err as Error).message.replace('the query does not have the expected shape: ', '');
    }
    assert.fail('the query was accepted');
  };
  const values = { kind: 'values', module: 'season', filters: [], columns: ['week'] };

  test('is refused, saying what is wrong by the schema of its own kind', () => {
    assert.equal(shapeError(null), '/: must be an object');
    assert.equal(shapeError({ ...values, kind: 'median' }), '/kind: must be one of: values, aggregate, groups, compare, correlation');
    assert.equal(shapeError({ kind: 'values', module: 'season' }), '/: must have required properties filters, columns');
    assert.equal(shapeError({ ...values, columns: [] }), '/columns: must not have fewer than 1 items');
    assert.equal(shapeError({ ...values, limit: 0 }), '/limit: must be >= 1');
    assert.equal(shapeError({ ...values, sql: 'DROP TABLE users' }), '/: must not have additional properties: sql');
    assert.equal(
      shapeError({ kind: 'aggregate', module: 'season', filters: [], measures: [{ agg: 'median', column: 'week' }] }),
      '/measures/0/agg: must be one of: count, count_distinct, sum, avg, min, max, share',
    );
  });

  test('a valid query passes the same check', () => {
    assert.equal(resolveQuery(values, scope).sources.length, 1);
  });
});
