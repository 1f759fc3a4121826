/** The parser's stages on their own: words, the value index, numbers, mentions, candidates, and its bounds. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { candidates, MAX_CANDIDATES } from '../../src/agent/understand/candidates.js';
import { featuresOf } from '../../src/agent/understand/features.js';
import { indexOf } from '../../src/agent/understand/load-index.js';
import { analyse } from '../../src/agent/understand/mentions.js';
import { parse as parseWith } from '../../src/agent/understand/index.js';
import { loadModel } from '../../src/agent/understand/model.js';
import { readNumbers } from '../../src/agent/understand/numbers.js';
import { tokenizeQuestion, valueStems } from '../../src/agent/understand/tokens.js';
import { resolveQuery } from '../../src/agent/plan/resolve.js';
import { relatedOf } from '../../src/agent/plan/schema.js';
import { scopeOf } from '../../src/agent/plan/spec-index.js';
import type { SpecColumn, SpecModule } from '../../src/contracts/spec.js';

/** The parser with the model shipped with the service. */
const model = loadModel();
const parse = (question: string, scope: Parameters<typeof parseWith>[1], index: Parameters<typeof parseWith>[2]) => parseWith(question, scope, index, model);

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
/** An invented module of a few columns (nothing here is the demo's). */
const moduleOf = (id: string, name: string, synonyms: string[], rows: number, columns: SpecColumn[]): SpecModule => ({
  module_id: id,
  name,
  synonyms,
  table: { schema: 's', name: id },
  row_count: rows,
  columns,
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

describe('synonyms of general language', () => {
  const country = moduleOf('country', 'Country', [], 3, [
    col('name', 'Name', 'text', 3),
    col('population', 'Population', 'integer', 3, { implied_synonyms: ['people', 'inhabitants', 'residents'] }),
    col('life_expectancy', 'Life expectancy', 'number', 3),
  ]);
  const named = (q: string) => analyse(q, [country], indexOf([country], [])).mentions.flatMap((m) => (m.kind === 'column' ? [m.column] : []));
  test('a people\'s adjective names its country or continent, where no rule derives it ("French" of France)', () => {
    const people = moduleOf('singer', 'Singer', [], 4, [col('name', 'Name', 'text', 4), col('citizenship', 'Citizenship', 'text', 3)]);
    const cellsHere = ['France', 'Netherlands', 'Kenya'].map((value, i) => ({ module: 'singer', column: 'citizenship', value, rows: 1, first: i }));
    const values = (q: string) =>
      analyse(q, [people], indexOf([people], cellsHere)).mentions.flatMap((m) => (m.kind === 'value' ? [[m.values[0], m.negated]] : []));
    assert.deepEqual(values('singers who are not French citizens'), [['France', true]]);
    assert.deepEqual(values('the Dutch singers'), [['Netherlands', false]]);
    assert.deepEqual(values('the Kenyan singers'), [['Kenya', false]], 'the regular adjective still');
  });

  test('name their column, but not in the possessive: "the people\'s life expectancy" is no population', () => {
    assert.ok(named('how many people live in these countries').includes('population'));
    assert.ok(!named('the people’s average life expectancy').includes('population'));
    assert.ok(named('the people’s average life expectancy').includes('life_expectancy'));
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
  test('a denied comparison is its opposite, and a comparison may stand before the one-word column it bounds', () => {
    assert.deepEqual(
      ['not higher than 4', 'not over 4', 'no later than 1990', 'not less than 3', 'no more than 3'].map((q) => read(q).map((r) => r.cmp)),
      [['lte'], ['lte'], ['lte'], ['gte'], ['lte']],
      '"not higher than" is at most; "not less than" and "no more than" keep their own readings',
    );
    const around = read('visitors below age 30');
    assert.deepEqual(
      around.map((r) => [r.cmp, r.value, r.from]),
      [['lt', 30, 3]],
      '"below age 30" bounds 30, and "age" stays outside the bound to be read as the column',
    );
    assert.deepEqual(
      read('more than the 5 teams').map((r) => r.cmp),
      [undefined],
      'a word like "the" between is no column',
    );
  });
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

  test('an adjective before a column named in full qualifies it and names no other column', () => {
    const trips = moduleOf('trips', 'Trips', ['trip'], 20, [col('distance', 'Distance (km)', 'integer', 20), col('delay', 'Delay (minutes)', 'integer', 15)]);
    const named = (q: string) =>
      analyse(q, [trips], index)
        .mentions.filter((m) => m.kind === 'column')
        .map((m) => m.kind === 'column' && m.column);
    assert.deepEqual(named('the longest delay of any trip'), ['delay']);
    assert.deepEqual(named('the longest trip'), ['distance'], 'alone, "longest" names a distance');
  });

  test("a unit is no partial cell value; a word of movement names its end even inside a column's name", () => {
    const trips = moduleOf('trips', 'Trips', ['trip'], 20, [
      col('delay', 'Delay (minutes)', 'integer', 15, { synonyms: ['arrival delay'] }),
      col('start', 'Origin', 'text', 5),
      col('end', 'Destination', 'text', 5),
      col('depot', 'Depot', 'text', 4),
    ]);
    const depots = ['Minute Hall', 'Oak Yard', 'Elm Yard', 'Pine Yard'].map((value, i) => ({ module: 'trips', column: 'depot', value, rows: 5, first: i + 1 }));
    const a = analyse('total delay minutes of trips arriving late', [trips], indexOf([trips], depots));
    assert.ok(!a.mentions.some((m) => m.kind === 'value'), 'no depot read from "minutes"');
    const b = analyse('the average arrival delay', [trips], index);
    assert.ok(
      b.mentions.some((m) => m.kind === 'column' && m.column === 'end' && m.how === 'concept'),
      'the end of the trip named',
    );
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

describe('several tables', () => {
  /** A second, invented table whose dates end years after the season's, with a column of its own named "Year". */
  const ledger = moduleOf('ledger', 'Ledger', ['payments'], 30, [
    col('booked_on', 'Booked on', 'date', 30, { role: 'time', stats: stats(30, '2006-01-03' as never, '2009-06-30' as never) }),
    col('amount', 'Amount (EUR)', 'integer', 30, { stats: stats(30, 5, 900) }),
    col('payee', 'Payee', 'text', 6),
  ]);
  const cars = moduleOf('fleet', 'Fleet', ['vans'], 12, [
    col('plate', 'Plate', 'text', 12),
    col('year', 'Year', 'integer', 5, { stats: stats(5, 1990, 1999) }),
    col('load', 'Load (kg)', 'integer', 9),
  ]);
  const two = scopeOf([{ doc: { version: 2, modules: [season, ledger, cars], joins: [] } }]);

  test('"last year" is read against each table\'s own latest date, and applies only to that table\'s dates', () => {
    const a = analyse('total amount paid last year', two.modules, index);
    const dates = a.mentions.filter((m) => m.kind === 'date');
    const of = (module: string) => dates.find((m) => m.kind === 'date' && m.modules?.includes(module));
    assert.deepEqual(of('ledger')?.kind === 'date' && of('ledger')!.range, ['2009-01-01', '2010-01-01']);
    assert.deepEqual(of('season')?.kind === 'date' && of('season')!.range, ['2004-01-01', '2005-01-01']);
    let ranges = 0;
    for (const c of candidates(a, two))
      for (const f of c.query.filters)
        if (f.op === 'range') {
          ranges++;
          assert.equal((f.value as string[])[0], f.column === 'booked_on' ? '2009-01-01' : '2004-01-01', `${f.column} read by its own table`);
        }
    assert.ok(ranges > 0);
    const fixed = analyse('total amount paid in 2008', two.modules, index).mentions.filter((m) => m.kind === 'date');
    assert.equal(fixed.length, 1, 'a date in full reads the same everywhere: one mention');
    assert.equal(fixed[0]?.kind === 'date' && fixed[0].modules, undefined);
  });

  test('a table with one measure: a trend asked without naming it reads that measure too, by its default aggregation', () => {
    const one = scopeOf([{ doc: { version: 2, modules: [ledger], joins: [] } }]);
    const all = candidates(analyse('how did the payments do over the years', one.modules, index), one);
    // An amount adds up: its trend is its total per period (the semantic layer's default aggregation), never its mean.
    assert.ok(all.some((c) => c.op === 'trend' && c.query.kind === 'groups' && c.query.measures.some((m) => m.agg === 'sum' && m.column === 'amount')));
    assert.ok(!all.some((c) => c.op === 'trend' && c.query.kind === 'groups' && c.query.measures.some((m) => m.agg === 'avg' && m.column === 'amount')));
    assert.ok(all.some((c) => c.op === 'trend' && c.query.kind === 'groups' && c.query.measures.some((m) => m.agg === 'count')));
    const many = candidates(analyse('how did the games go over the years', scope.modules, index), scope);
    assert.ok(!many.some((c) => c.op === 'trend' && c.measure?.agg === 'avg'), 'several measures: none is guessed');
  });

  test('a noun of a period names the dates of every table where the word names no column of its own', () => {
    const a = analyse('how did the total amount change year over year', two.modules, index);
    const periods = a.mentions.filter((m) => m.kind === 'column' && m.how === 'period').map((m) => m.kind === 'column' && m.column);
    assert.ok(periods.includes('booked_on') && periods.includes('played_on'), String(periods));
    assert.ok(!periods.some((c) => c === 'year'), "the fleet's own Year column is named by the word, not as a period");
  });
});

describe('distributions and records', () => {
  test('a distribution asked for has a share per group among its readings, beside the counts', () => {
    for (const q of ['distribution of games by venue', 'breakdown of games by venue']) {
      const all = candidates(analyse(q, scope.modules, index), scope);
      assert.ok(
        all.some((c) => c.op === 'share' && c.query.kind === 'groups' && c.query.group_by.column === 'venue'),
        q,
      );
      assert.ok(all.some((c) => c.op === 'breakdown' && c.query.kind === 'groups' && c.query.group_by.column === 'venue'));
    }
    const plain = candidates(analyse('games by venue', scope.modules, index), scope);
    assert.ok(!plain.some((c) => c.op === 'share'), 'no share where none is asked');
  });

  test('whole records are read for a few records only: a day, or a value on a handful of rows', () => {
    const recordOf = (q: string) => candidates(analyse(q, scope.modules, index), scope).find((c) => c.op === 'record');
    const day = recordOf('show me the game on 2004-08-14');
    assert.ok(day && day.query.kind === 'values' && day.query.columns.length === season.columns.length, 'every column of the record');
    assert.ok(recordOf('what was the game against Hull City like'), 'Hull City is one row');
    assert.equal(recordOf('show me the games in 2004'), undefined, 'a year of games is a list, not records');
    assert.equal(recordOf('show me the games at home'), undefined, 'Home is on 4 rows');
  });

  test('features: a superlative ignored, one standing on its column, filters against the conditions named, the records a value selects', () => {
    const keysOf = (q: string, pick: (c: ReturnType<typeof candidates>[number]) => boolean) => {
      const a = analyse(q, scope.modules, index);
      const c = candidates(a, scope).find(pick);
      assert.ok(c, q);
      return [...featuresOf(a, c).keys()];
    };
    const sum = keysOf('the highest attendance at home', (c) => c.op === 'sum');
    assert.ok(sum.includes('dir.ignored|op=sum'), 'a total read from "the highest" ignores it');
    const max = keysOf('the highest attendance at home', (c) => c.op === 'max');
    assert.ok(!max.some((k) => k.startsWith('dir.ignored')));
    assert.ok(max.includes('meas.adjective_on|op=max'), '"highest attendance": the superlative stands on the column');
    const two = keysOf('how many home games had more than 3 goals scored', (c) => c.op === 'count' && c.query.filters.length === 2);
    assert.ok(two.includes('filters=2|named=2|kind=aggregate'), String(two.filter((k) => k.startsWith('filters'))));
    const home = keysOf('goals scored at home', (c) => c.query.filters.some((f) => f.column === 'venue'));
    assert.ok(
      home.some((k) => k.startsWith('flt.value.rows=few|')),
      'Home is on 4 rows',
    );
    assert.ok(
      keysOf('list the attendances at home', (c) => c.op === 'lookup' && c.answer?.column.name === 'attendance').includes('ans.plural|op=lookup'),
      '"attendances" asks for the values',
    );
    assert.ok(!keysOf('the attendance at home', (c) => c.op === 'lookup' && c.answer?.column.name === 'attendance').includes('ans.plural|op=lookup'));
    assert.ok(
      keysOf('compare goals scored at home and away', (c) => c.query.kind === 'compare' && c.measure?.agg === 'sum').includes('agg=sum|size=few|asked=none'),
      'Home and Away are on four rows each: a mean and a total part there',
    );
    const perWeek = keysOf('number of home games per month', (c) => c.op === 'trend' && c.part === 'month');
    assert.ok(perWeek.includes('part.after_grouping=true|op=trend'));
    assert.ok(
      keysOf('the most attended home game', () => true).some((k) => k.startsWith('adj.on_records')),
      '"the most attended … game": a superlative on the records',
    );
    assert.ok(!keysOf('the highest attendance at home', () => true).some((k) => k.startsWith('adj.on_records')));
    assert.equal(
      keysOf('which venue had the most entries?', (c) => c.op === 'most_common').some((k) => k.startsWith('sup.records')),
      true,
      '"entries" are the records themselves',
    );
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
      shapeError({ kind: 'aggregate', module: 'season', filters: [], measures: [{ agg: 'mode', column: 'week' }] }),
      '/measures/0/agg: must be one of: count, count_distinct, sum, avg, min, max, share, median',
    );
  });

  test('a valid query passes the same check', () => {
    assert.equal(resolveQuery(values, scope).sources.length, 1);
  });
});

describe('readings that are ill-typed or redundant are not candidates', () => {
  /** Invented: bridges with a name, a span that does not add up across bridges, a toll revenue that does, and a region. */
  const bridges = moduleOf('bridges', 'Bridges', ['bridge'], 40, [
    col('title', 'Name', 'text', 40, { role: 'identifier' }),
    col('span', 'Span length (m)', 'integer', 35, { stats: stats(35, 20, 1990) }),
    col('toll', 'Toll revenue (EUR)', 'integer', 38, { stats: stats(38, 0, 90000) }),
    col('region', 'Region', 'text', 4),
    col('opened', 'Opened', 'date', 40, { role: 'time', stats: stats(40, '1950-01-01' as never, '2010-06-30' as never) }),
  ]);
  const one = scopeOf([{ doc: { version: 2, modules: [bridges], joins: [] } }]);
  const sums = (q: string) =>
    candidates(analyse(q, one.modules, index), one).filter((c) => c.measure?.agg === 'sum' && c.measure.column?.column.name === 'span').length;

  test('a total of a quantity that does not add up is read only where a total is asked for', () => {
    assert.equal(sums('span length by region'), 0);
    assert.equal(sums('compare span length of the regions over the years'), 0);
    assert.ok(sums('total span length by region') > 0, 'asked for: a total it is');
    const toll = candidates(analyse('toll revenue by region', one.modules, index), one);
    assert.ok(
      toll.some((c) => c.measure?.agg === 'sum' && c.measure.column?.column.name === 'toll'),
      'revenue adds up: its total stays a reading',
    );
  });

  test('a superlative on the records reads a record, not the extreme of a column', () => {
    const all = candidates(analyse('what is the toll revenue of the longest bridge', one.modules, index), one);
    assert.ok(!all.some((c) => c.query.kind === 'aggregate' && (c.measure?.agg === 'max' || c.measure?.agg === 'min')));
    assert.ok(all.some((c) => c.op === 'argmax' && c.answer?.column.name === 'toll' && c.order !== undefined));
    const extreme = candidates(analyse('what is the longest span length', one.modules, index), one);
    assert.ok(
      extreme.some((c) => c.op === 'max' && c.measure?.column?.column.name === 'span'),
      'on a column: its extreme stays a reading',
    );
  });

  test('a period taken indefinitely ("on a busy day") names no date column', () => {
    const periods = (q: string) => analyse(q, one.modules, index).mentions.filter((m) => m.kind === 'column' && m.how === 'period').length;
    assert.equal(periods('highest toll revenue on a day'), 0);
    assert.ok(periods('which day had the highest toll revenue') > 0);
  });

  test('a filter on a joined key is read over the column it is reached by, without the join', () => {
    const crossings = moduleOf('crossings', 'Crossings', ['crossing'], 300, [col('bridge', 'Bridge', 'text', 40), col('vehicles', 'Vehicles', 'integer', 200)]);
    const keyed = { ...bridges, columns: [col('title', 'Name', 'text', 40, { role: 'identifier' }), ...bridges.columns.slice(1)] };
    const join = { left: { module_id: 'crossings', column: 'bridge' }, right: { module_id: 'bridges', column: 'title' }, key: 'right' as const };
    const joined = scopeOf([{ doc: { version: 2, modules: [crossings, keyed], joins: [join as never] } }]);
    // Several names per column: a word held by most of a column's values names none of them.
    const names = ['Harbour Lane', 'Mill Ford', 'Queens Gate', 'Old Weir', 'North Pier'];
    const cellsHere = names.flatMap((value, i) => [
      { module: 'crossings', column: 'bridge', value, rows: 9, first: i + 1 },
      { module: 'bridges', column: 'title', value, rows: 1, first: i + 1 },
    ]);
    const all = candidates(analyse('how many crossings of Harbour Lane', joined.modules, indexOf(joined.modules, cellsHere)), joined);
    const counts = all.filter((c) => c.op === 'count' && c.query.filters.some((f) => f.value === 'Harbour Lane'));
    assert.ok(counts.length > 0);
    assert.ok(
      counts.every((c) => !c.query.join),
      'the count through the key column is the count through the via column',
    );
  });
});

describe('readings some word of the question must support', () => {
  const ops = (q: string) => new Set(candidates(analyse(q, scope.modules, index), scope).map((c) => c.op));

  test('a count needs a word that asks how many', () => {
    assert.ok(ops('were there more than 2 home games').has('count'), '"more" asks how many');
    assert.ok(!ops('home games against Hull City').has('count'));
    assert.ok(ops('how many home games').has('count'));
    assert.ok(ops('number of home games').has('count'));
  });

  test('the first or last record needs a word of order', () => {
    assert.ok(!ops('the opponent at home').has('first'));
    assert.ok(!ops('the opponent at home').has('last'));
    assert.ok(ops('the first opponent at home').has('first'));
    assert.ok(ops('who was the last opponent').has('last'));
  });

  test('a number of different values counts a column the question names', () => {
    const distinct = (q: string) =>
      candidates(analyse(q, scope.modules, index), scope)
        .filter((c) => c.op === 'count_distinct')
        .map((c) => c.measure?.column?.column.name);
    assert.deepEqual([...new Set(distinct('how many different opponents'))], ['opponent']);
    assert.deepEqual(distinct('how many games at home'), []);
  });

  test('an extreme, total or mean of a column never named needs a word that asks for one', () => {
    const aggs = (q: string) => candidates(analyse(q, scope.modules, index), scope).filter((c) => ['sum', 'avg', 'min', 'max'].includes(c.op));
    assert.deepEqual(aggs('how many games at home'), []);
    assert.ok(aggs('what was the average at home').length > 0);
    assert.ok(aggs('goals scored at home').length > 0, 'a column named: its aggregates stay readings');
  });

  test('an extreme over several records needs a word that asks for one; over one record it is its value', () => {
    const extremes = (q: string) => candidates(analyse(q, scope.modules, index), scope).filter((c) => c.op === 'min' || c.op === 'max').length;
    assert.equal(extremes('goals scored at home'), 0, 'the goals of four games are listed, not their maximum');
    assert.ok(extremes('highest goals scored at home') > 0);
    assert.ok(extremes('goals scored against Hull City') > 0, 'one game: its value, whatever the aggregate');
  });

  test('two values to compare are never lumped into one set', () => {
    const all = candidates(analyse('compare the games against Hull City and Stoke City', scope.modules, index), scope);
    assert.ok(all.some((c) => c.query.kind === 'compare'));
    assert.ok(!all.some((c) => c.query.filters.some((f) => f.op === 'in')));
  });

  test('"what share of A are B": A is what the share is taken among; a share per period is a reading', () => {
    const shares = candidates(analyse('what share of games against Hull City were at home', scope.modules, index), scope).filter((c) => c.op === 'share_of');
    assert.ok(shares.length > 0);
    assert.ok(shares.every((c) => c.anchor?.kind === 'value' && c.anchor.values.includes('Home')));
    const perYear = candidates(analyse('percentage of home games per year', scope.modules, index), scope);
    assert.ok(perYear.some((c) => c.op === 'share_of' && c.query.kind === 'groups' && c.query.group_by.part === 'year'));
  });
});

describe('readings that contradict the question', () => {
  /** Invented: daily readings of a lake, with a level and a water temperature. */
  const lake = moduleOf('lake', 'Lake readings', ['readings'], 400, [
    col('day', 'Day', 'date', 400, { role: 'time', stats: stats(400, '2020-01-01' as never, '2021-02-03' as never) }),
    col('water_temp', 'Water temperature (°C)', 'number', 300, { stats: stats(300, -2, 24) }),
    col('level', 'Level (cm)', 'integer', 200, { stats: stats(200, 10, 90) }),
  ]);
  const one = scopeOf([{ doc: { version: 2, modules: [lake], joins: [] } }]);
  const all = (q: string) => candidates(analyse(q, one.modules, index), one);

  test('the column named right after a superlative ranks the records; another the question shows does not', () => {
    const ranked = (q: string) =>
      all(q).flatMap((c) => {
        const dir = c.dir ?? (c.query.kind === 'values' && 'order' in c.query ? c.query.order?.dir : undefined);
        const by = c.order !== '#row' ? (c.order ?? c.measure?.column) : undefined;
        return dir && by ? [by.column.name] : [];
      });
    // Both are asked to be shown; only the one after "highest" ranks.
    const byLevel = ranked('what are the day and the water temperature of the reading with the highest level?');
    assert.ok(byLevel.length > 0, 'some ranking');
    assert.deepEqual([...new Set(byLevel)], ['level']);
    const byTemp = ranked('what are the day and the level of the reading with the lowest water temperature?');
    assert.deepEqual([...new Set(byTemp)], ['water_temp']);
  });

  test('"the least number of", with how many: the least common value, never the most common one\'s count', () => {
    const ops = (q: string) => new Set(candidates(analyse(q, scope.modules, index), scope).map((c) => c.op));
    const least = ops('which venue is used by the least number of games and how many games use it?');
    assert.ok(least.has('least_common'), `the least common venue is a reading: ${[...least]}`);
    assert.ok(!least.has('most_common_count'), 'not the most common venue’s count');
    assert.ok(ops('which venue is used by the most games and how many games use it?').has('most_common_count'), 'the most common still is');
  });

  test('a superlative that carries its measure is never read the other way on it', () => {
    const ranked = all('the 3 coldest days').filter((c) => c.order && c.order !== '#row' && c.order.column.name === 'water_temp');
    assert.ok(ranked.length > 0);
    assert.ok(ranked.every((c) => c.dir === 'asc'));
    // Nor as the other extreme: "the coldest water temperature" is no maximum.
    const extremes = all('the coldest water temperature').filter((c) => c.measure?.column?.column.name === 'water_temp');
    assert.ok(
      extremes.some((c) => c.op === 'min'),
      'the minimum is a reading',
    );
    assert.ok(!extremes.some((c) => c.op === 'max'), 'the maximum is none');
  });

  test('a superlative standing free asks for an end: the records it qualifies are never simply listed', () => {
    const listed = (q: string) => all(q).filter((c) => c.op === 'lookup' || c.op === 'record');
    assert.deepEqual(
      listed('water temperature of the coldest day in 2020').map((c) => c.op),
      [],
    );
    // ("water temperature of …" asks for the temperature itself: candidates.ts headAnswered.)
    assert.ok(listed('water temperature on the days in 2020').length > 0, 'without one, the days are listed');
  });

  test('"the 3 coldest days" is a count of 3: one record is not three', () => {
    const a = analyse('the 3 coldest days', one.modules, index);
    assert.ok(a.mentions.some((m) => m.kind === 'number' && m.count === 'bottom' && m.value === 3));
    const ops = new Set(candidates(a, one).map((c) => c.op));
    assert.ok(ops.has('bottom_n') && !ops.has('argmin') && !ops.has('argmax'));
  });

  test('a year or a month asked for is not answered with a day', () => {
    const days = (q: string) => all(q).filter((c) => c.query.kind === 'values' && !c.query.part && c.answer?.column.name === 'day');
    assert.deepEqual(days('which month was the coldest'), []);
    assert.ok(days('which day was the coldest').length > 0);
    assert.ok(all('which month was the coldest').some((c) => c.query.kind === 'groups' && c.query.group_by.part === 'month'));
  });

  test('an aggregate in the plural asks per group ("level counts", "level averages by …")', () => {
    assert.ok(all('water temperature averages').some((c) => c.op === 'trend'));
  });
});

test('words that are a whole cell somewhere are not read as part of other cells', () => {
  const sites = moduleOf('sites', 'Sites', ['site'], 30, [col('name', 'Name', 'text', 30), col('region', 'Region', 'text', 4)]);
  const names = ['North Ridge Farm', 'Old Ridge Mill', 'Lakeside', 'Harbour'].map((value, i) => ({
    module: 'sites',
    column: 'name',
    value,
    rows: 1,
    first: i + 1,
  }));
  const regions = ['Ridge', 'Coast', 'Plain', 'Valley'].map((value, i) => ({ module: 'sites', column: 'region', value, rows: 7, first: i + 1 }));
  const values = analyse('sites in the ridge', [sites], indexOf([sites], [...names, ...regions])).mentions.filter((m) => m.kind === 'value');
  assert.deepEqual(
    values.map((m) => m.kind === 'value' && m.column),
    ['region'],
  );
});

describe('a trip between two places of one table', () => {
  /** Invented: ferry sailings between ports, each end joined to the ports' table. */
  const sailings = moduleOf('sailings', 'Sailings', ['sailing', 'ferries'], 60, [
    col('start', 'Origin port', 'text', 4, { synonyms: ['from'] }),
    col('end', 'Destination port', 'text', 4, { synonyms: ['to'] }),
    col('fare', 'Fare', 'integer', 30),
    col('sailed', 'Departure time', 'text', 60, { reads_as: 'date', role: 'time', stats: stats(60, '2001-01-01' as never, '2001-03-31' as never) }),
  ]);
  const ports = moduleOf('ports', 'Ports', ['port'], 4, [
    col('code', 'Port code', 'text', 4, { role: 'identifier' }),
    col('town', 'Town', 'text', 4),
    col('county', 'County', 'text', 2),
  ]);
  const joins = (['start', 'end'] as const).map((c) => ({
    left: { module_id: 'sailings', column: c },
    right: { module_id: 'ports', column: 'code' },
    key: 'right',
  }));
  const sea = scopeOf([{ doc: { version: 2, modules: [sailings, ports], joins: joins as never } }]);
  const codes = ['KRW', 'PLB', 'TSV', 'DGN'];
  const towns = ['Flying Point', 'Kerrow', 'Tassby', 'Dunmore'];
  const cellsHere = [
    ...codes.flatMap((value, i) => ['start', 'end'].map((column) => ({ module: 'sailings', column, value, rows: 15, first: i + 1 }))),
    ...codes.map((value, i) => ({ module: 'ports', column: 'code', value, rows: 1, first: i + 1 })),
    ...towns.map((value, i) => ({ module: 'ports', column: 'town', value, rows: 1, first: i + 1 })),
    ...['Westshire', 'Eastshire'].map((value, i) => ({ module: 'ports', column: 'county', value, rows: 2, first: i + 1 })),
  ];
  const seaIndex = indexOf(sea.modules, cellsHere);
  const all = (q: string) => candidates(analyse(q, sea.modules, seaIndex), sea);

  test('a verb of travel is no partial cell value ("fly" is not "Flying Point")', () => {
    const a = analyse('which towns did ferries from KRW fly to', sea.modules, seaIndex);
    assert.ok(!a.mentions.some((m) => m.kind === 'value' && m.column === 'town'), 'no town read from "fly"');
  });

  test('a value led by the word naming one column is read on that column, not on another holding it too', () => {
    const onEnd = all('which towns did ferries from KRW sail to').filter((c) => c.query.filters.some((f) => f.column === 'end' && f.value === 'KRW'));
    assert.deepEqual(
      onEnd.map((c) => c.op),
      [],
    );
    assert.ok(
      all('which towns did ferries from KRW sail to').some((c) => c.query.filters.some((f) => f.column === 'start' && f.value === 'KRW')),
      'KRW read as the origin',
    );
  });

  test('a general superlative on a measure before the records names one record ranked by it', () => {
    const ops = new Set(all('where did the highest fare sailing go').map((c) => c.op));
    assert.ok(ops.has('argmax'), 'the sailing with the highest fare');
    for (const op of ['most_common', 'group_sum_max', 'max'] as const) assert.ok(!ops.has(op), op);
  });

  test('a verb of movement speaks of trips: the places alone do not read it', () => {
    const alone = (q: string) => all(q).filter((c) => c.view.base.module_id === 'ports' && !c.view.join);
    assert.deepEqual(
      alone('how many boats landed at ports in Westshire').map((c) => c.op),
      [],
    );
    assert.ok(alone('how many ports are in Westshire').length > 0, 'without one, the places are read alone');
  });

  test('values named in the plural, with nothing ranking them, are all of them, not the most common one', () => {
    const ops = (q: string) => new Set(all(q).flatMap((c) => (c.answer?.column.name === 'town' ? [c.op] : [])));
    assert.ok(!ops('which towns did ferries from KRW sail to').has('most_common'), 'no most common town');
    assert.ok(ops('which town did the most ferries from KRW sail to').has('most_common'), 'ranked, it is a reading');
  });

  test('through the column one value fixes, nothing of the joined table is read: its one record is read from its own table', () => {
    const fixedThrough = all('which towns did ferries from KRW sail to').filter(
      (c) => c.query.join?.[0]?.left === 'start' && c.query.filters.some((f) => f.column === 'start'),
    );
    assert.deepEqual(
      fixedThrough.map((c) => JSON.stringify(c.query)),
      [],
    );
  });

  test('through the column one value fixes, a condition on the joined table or a grouping by it is no reading', () => {
    const found = all('which ports in Westshire had ferries to PLB');
    const fixed = (c: (typeof found)[number]) => c.query.filters.some((f) => (f.column === 'end' || f.column === 'ports.code') && f.op === 'eq');
    const onJoined = (c: (typeof found)[number]) =>
      c.query.filters.some((f) => f.column === 'ports.county') || (c.query.kind === 'groups' && c.query.group_by.column.startsWith('ports.'));
    const throughFixed = found.filter((c) => c.query.join?.[0]?.left === 'end' && fixed(c) && onJoined(c));
    assert.deepEqual(
      throughFixed.map((c) => JSON.stringify(c.query)),
      [],
    );
    // Through the origin: the sailings joined to their origin port, or the ports tested for sailings from them (one test per port).
    const fromPort = (f: (typeof found)[number]['query']['filters'][number]) => {
      const r = relatedOf(f);
      return !!r && r.key === 'start' && r.filters.some((g) => g.column === 'end' && g.value === 'PLB');
    };
    assert.ok(
      found.some(
        (c) =>
          (c.query.join?.[0]?.left === 'start' && c.query.filters.some((f) => f.column === 'ports.county')) ||
          (c.query.module === 'ports' && c.query.filters.some((f) => f.column === 'county') && c.query.filters.some(fromPort)),
      ),
      'the county read through the origin',
    );
  });

  test('a word of movement names a place, never a time ("departed" is not "Departure time")', () => {
    const a = analyse('list the ports ferries departed from', sea.modules, seaIndex);
    assert.ok(
      a.mentions.some((m) => m.kind === 'column' && m.column === 'start' && m.how === 'concept'),
      'the origin named',
    );
    assert.ok(!a.mentions.some((m) => m.kind === 'column' && m.column === 'sailed' && m.how === 'concept'), 'no time named by "departed"');
  });

  test('an order in time needs a word of time order: "top" alone ranks no dates', () => {
    const byTime = (q: string) => all(q).filter((c) => c.order && c.order !== '#row' && c.order.column.name === 'sailed');
    assert.deepEqual(
      byTime('top 3 departure towns').map((c) => c.op),
      [],
    );
    assert.ok(byTime('the latest 3 departure towns').length > 0, '"latest" orders by time');
  });

  test('through a join, a value of one joined record selects the many records reaching it', () => {
    const counts = all('count the ferries arriving at Flying Point').filter((c) => c.op === 'count' && c.query.filters.some((f) => f.value === 'Flying Point'));
    assert.ok(counts.length > 0, 'a count through the join');
    for (const c of counts) assert.equal(c.uses.find((u) => u.mention.kind === 'value')?.rows, 15);
  });
});

describe('a median (operations/aggregates/median.ts)', () => {
  const medians = (q: string, s = scope) => candidates(analyse(q, s.modules, index), s).filter((c) => c.measure?.agg === 'median');

  test('"what is the median X" reads the median of X, overall and per group, as well-typed queries', () => {
    const overall = medians('what is the median attendance');
    assert.ok(
      overall.some((c) => c.op === 'median' && c.query.kind === 'aggregate' && c.query.measures[0]?.column === 'attendance'),
      'the median of the column named',
    );
    assert.ok(
      medians('what was the middle value of the goals scored').some((c) => c.op === 'median'),
      '"middle value" asks for one too',
    );
    const perVenue = medians('median attendance by venue');
    assert.ok(
      perVenue.some((c) => c.op === 'breakdown' && c.query.kind === 'groups' && c.query.group_by.column === 'venue'),
      'per group: a breakdown of medians',
    );
    for (const c of [...overall, ...perVenue]) resolveQuery(c.query, scope);
  });

  test('a median is read only where the words ask for one', () => {
    assert.equal(medians('what is the highest attendance').length, 0);
    assert.equal(medians('median-free question: what is the highest attendance').length, 0, 'a compound is no median asked');
    const towns = moduleOf('towns', 'Towns', [], 40, [col('town', 'Town', 'text', 40), col('median_price', 'Median price', 'number', 40)]);
    const one = scopeOf([{ doc: { version: 2, modules: [towns], joins: [] } }]);
    assert.equal(medians('what is the median price of the towns', one).length, 0, "a column's own word names the column");
  });
});

describe('words over related modules', () => {
  /** Invented: owners, their animals and the bridge between them (nothing here is the demo's). */
  const entity = (singular: string, plural: string, key: string | null) => ({ singular, plural, key, source: 'proposed' as const });
  const owner = {
    ...moduleOf('owner', 'Owner', [], 6, [
      col('owner_id', 'Owner ID', 'integer', 6, { role: 'identifier', stats: stats(6, 1, 6) }),
      col('first_name', 'First name', 'text', 4),
      col('sex', 'Sex', 'text', 2),
      col('is_member', 'Is member', 'text', 2, {
        stats: {
          ...stats(2),
          top_values: [
            { value: 'T', count: 4 },
            { value: 'F', count: 2 },
          ],
        },
      }),
    ]),
    entity: entity('owner', 'owners', 'owner_id'),
  };
  const animal = {
    ...moduleOf('animal', 'Animals', [], 5, [
      col('animal_id', 'Animal ID', 'integer', 5, { role: 'identifier', stats: stats(5, 1, 5) }),
      col('kind', 'Kind', 'text', 2),
      col('weight', 'Weight', 'number', 5, { stats: stats(5, 1, 30) }),
      col('birth_date', 'Birth date', 'text', 5),
    ]),
    entity: entity('animal', 'animals', 'animal_id'),
  };
  const bridge = {
    ...moduleOf('has_animal', 'Has_Animal', [], 5, [
      col('owner_id', 'Owner ID', 'integer', 4, { role: 'identifier', stats: stats(4, 1, 4) }),
      col('animal_id', 'Animal ID', 'integer', 5, { role: 'identifier', stats: stats(5, 1, 5) }),
    ]),
    entity: entity('has animal', 'has animals', 'animal_id'),
  };
  const joins = [
    { left: { module_id: 'has_animal', column: 'owner_id' }, right: { module_id: 'owner', column: 'owner_id' }, key: 'right' as const },
    { left: { module_id: 'has_animal', column: 'animal_id' }, right: { module_id: 'animal', column: 'animal_id' }, key: 'both' as const },
  ];
  const related = scopeOf([{ doc: { version: 3, modules: [owner, animal, bridge], joins } }]);
  const cellsOf = [
    { module: 'animal', column: 'kind', value: 'cat', rows: 3, first: 1 },
    { module: 'animal', column: 'kind', value: 'dog', rows: 2, first: 2 },
    { module: 'owner', column: 'first_name', value: 'Robin Hart', rows: 1, first: 1 },
  ];
  const idx = indexOf(related.modules, cellsOf);
  const read = (q: string) => {
    const a = analyse(q, related.modules, idx);
    return { a, all: candidates(a, related) };
  };

  test('a value named right after the rows lacked says which rows are lacked; no reading ignores the lack', () => {
    const { all } = read('first names of owners who do not have any animal of the kind cat');
    assert.ok(all.length > 0, 'some reading');
    const lacks = (c: (typeof all)[number]) => c.query.filters.some((f) => f.op === 'not_exists');
    assert.ok(all.every(lacks), `every reading tests the lack: ${all.filter((c) => !lacks(c)).map((c) => JSON.stringify(c.query.filters))}`);
    const tested = all.flatMap((c) =>
      c.query.filters.flatMap((f) =>
        f.op === 'not_exists' && typeof f.value === 'object' && f.value && 'related' in f.value ? [f.value.related.filters] : [],
      ),
    );
    assert.ok(
      tested.some((fs) => fs.length === 1 && fs[0]!.value === 'cat'),
      'one test: no animal that is a cat',
    );
    assert.ok(!all.some((c) => c.query.filters.some((f) => f.op === 'exists')), 'never "no animal at all, and a cat"');
  });

  test('a word that wholly names one module and is only the head noun of another names the first', () => {
    const { a } = read('how many animals are there');
    const named = a.mentions.flatMap((m) => (m.kind === 'module' ? [m.module] : []));
    assert.deepEqual(named, ['animal'], 'not Has_Animal, whose head noun it only is');
  });

  test('a yes/no column "Is member" is named by its state without the verb', () => {
    const { a } = read('how many member owners are there');
    assert.ok(
      a.mentions.some((m) => m.kind === 'value' && m.column === 'is_member' && m.values[0] === 'T'),
      '"member" reads as Is member = T',
    );
  });

  test('the column a question opens with is what every reading answers, measures or shows', () => {
    const { all } = read('return the birth date of the animal with the lowest weight');
    assert.ok(all.length > 0, 'some reading');
    assert.ok(
      all.every((c) => c.op === 'record' || c.answer?.column.name === 'birth_date' || c.measure?.column?.column.name === 'birth_date'),
      'every reading answers the birth date',
    );
    // A word of counting asks for a computation: "the number of animals" is no column of numbers.
    const counted = read('what is the number of animals').all;
    assert.ok(
      counted.some((c) => c.op === 'count'),
      'a count is a reading',
    );
  });

  test('a value quoted in full is used by every reading kept', () => {
    const { all } = read('what is the weight of the animals of "Robin Hart"');
    assert.ok(all.length > 0, 'some reading');
    assert.ok(
      all.every((c) => c.uses.some((u) => u.mention.kind === 'value' && u.mention.values.includes('Robin Hart'))),
      'every reading filters by the quoted name',
    );
  });

  test('a part of a text asked in words is tested with contains, on the column named, never as a whole cell', () => {
    const where = (q: string) => read(q).all.map((c) => JSON.stringify(c.query.filters));
    const substring = read("which owners have first names containing the substring 'Rob'");
    const parts = substring.a.mentions.filter((m) => m.kind === 'value' && m.part);
    assert.deepEqual(
      parts.map((m) => (m.kind === 'value' ? [m.column, m.values] : [])),
      [['first_name', ['Rob']]],
      'one part, of the column named before the verb',
    );
    assert.ok(
      where("which owners have first names containing the substring 'Rob'").some((f) => f.includes('"op":"contains","value":"Rob"')),
      'a reading tests containing',
    );
    // "the letter c in their kind": the column named after the part; unquoted, one word after "the letter".
    const letter = read('list the animals with the letter c in their kind').a.mentions.filter((m) => m.kind === 'value' && m.part);
    assert.deepEqual(
      letter.map((m) => (m.kind === 'value' ? [m.column, m.values] : [])),
      [['kind', ['c']]],
    );
    // A whole cell the data holds stays that cell unless a noun says part; "starts with" is no containing; denied, nothing is read.
    assert.ok(!read('how many animals include "cat" as their kind').a.mentions.some((m) => m.kind === 'value' && m.part), '"cat" is a kind');
    assert.ok(!read('how many owners have names that start with the letter r').a.mentions.some((m) => m.kind === 'value' && m.part), 'a prefix');
    assert.ok(!read("owners whose names do not contain 'Rob'").a.mentions.some((m) => m.kind === 'value' && m.part), 'no test of lacking a part');
  });

  test('a list asked in an order is no single first record, unless a superlative asks for one', () => {
    const ops = (q: string) => new Set(read(q).all.map((c) => c.op));
    const sorted = ops('list the first names of owners with more than 1 animal, and sort by their owner id from high to low');
    assert.ok(!sorted.has('argmax') && !sorted.has('argmin'), `no single record: ${[...sorted]}`);
    assert.ok(ops('order the results by weight: the animals of Robin Hart').has('lookup'), '"order the results by" sorts');
    assert.ok(ops('list the heaviest animal, sorted by birth date').has('argmax'), 'a superlative still asks for one');
    // The ends of the order are no superlatives: every animal, lightest first.
    const ends = read('list the birth dates of animals sorted by weight from the lightest to the heaviest').all.filter((c) => c.op === 'lookup' && c.order);
    assert.ok(
      ends.some((c) => typeof c.order === 'object' && c.order.column.name === 'weight' && c.dir === 'asc'),
      'a list by weight, ascending',
    );
  });

  test('after a verb of asking, "who" and "which" later in the sentence open a relative clause', () => {
    assert.equal(read('find the number of animals owned by owners who are members').a.wh, 'how_many');
    assert.equal(read('return the first names of owners who have a cat').a.wh, 'name');
    assert.equal(read('show which owners have a cat').a.wh, 'which', 'right after the verb it asks');
    assert.equal(read('who owns the heaviest animal').a.wh, 'who');
  });

  test('a figure word opening the question names the column it is of: that column is measured', () => {
    const all = read('return the maximum weight across all animals of Robin Hart').all;
    assert.ok(all.length > 0, 'some reading');
    assert.ok(
      all.every((c) => c.op === 'record' || c.answer?.column.name === 'weight' || c.measure?.column?.column.name === 'weight'),
      `every reading is of the weight: ${[...new Set(all.map((c) => c.op))]}`,
    );
  });

  test('"by" after a participle names who does it: no ranking or grouping by those records', () => {
    const ops = (q: string) => new Set(read(q).all.map((c) => c.op));
    assert.ok(ops('the total weight of the animals owned by owners who are members').has('sum'), 'a total of the weight');
    // A participle that arranges still ranks by the records: "owners ranked by animals" counts them.
    assert.ok(!ops('the total weight of owners ranked by animals').has('sum'), 'ranked by the animals counted');
  });

  test('a count of the most common needs a word of counting; different records are counted by the key column', () => {
    assert.ok(!read('what are the different kinds of animals').all.some((c) => c.op === 'most_common_count'), 'no count asked');
    const distinct = read('how many different owners do the animals have').all.filter((c) => c.op === 'count_distinct');
    assert.ok(
      distinct.some((c) => c.view.base.module_id === 'has_animal' && c.measure?.column?.column.name === 'owner_id'),
      'the bridge column holding the owners named counts them',
    );
  });
});
