/**
 * The analytics DEVELOPMENT set: questions of the analytics kind (filtered aggregates, "how many
 * different", breakdowns, trends, rankings of groups and of records, shares, comparisons and
 * ratios, lookups of a record's value, "what can I ask" and greetings) over twenty-six vega-datasets
 * tables that are NOT the demo tables (fixture.ts loads them, one spec per table). The first ten were
 * written first; eight more (bird strikes, football, the S&P 500, CO2, the LA riots, Crimea, health
 * and income, global temperature) were added later in the same way, with more of the general analyst
 * patterns: superlatives answered by another column of the record (a day, a month, a name), extreme
 * values, min and max together and ranges, counts with a numeric bound and a category, counts of
 * missing values, quarters, shares per year, and lookups listing several records. A third batch of
 * eight (campaign filings, the VIX, state facts, Burtin's antibiotics, GitHub commits, ZIP codes,
 * species habitat, driving and gas prices) was added the same way again, with counts over "or" and
 * negation ("neither", "no", "not", "without"), lists of records under a numeric bound, polite long
 * forms and terse fragments, and trends for one named category.
 *
 * THIS IS TRAINING DATA FOR THE PARSER, NEVER A TEST. The parser's learned ranker may be fitted and
 * tuned on it as much as is useful. The demo question set (test/agent/questions.ts: cars,
 * seattle-weather, penguins, stocks) stays the held-out test and must not be used for training.
 *
 * Written blind: the questions were written from the data alone, before and without running the
 * agent on them, phrased as different people would ask (synonyms, a few typos, abbreviations,
 * plurals, dates in words, units where the data has them).
 *
 * How the expectations are computed: every expected answer is computed here, in TypeScript, from
 * the raw files in node_modules/vega-datasets/data (read by fixture.ts `raw`, with a real CSV
 * parser), never from the service, its SQL or its loaded tables. SQL semantics: aggregates ignore
 * nulls (avg, sum, min, max over the non-null values; count of a column counts its non-null values),
 * and a filter on a null value never matches. Dates are compared as ISO dates ("in the 90s" =
 * 1990-01-01 … 1999-12-31; "since 2005" = on or after 2005-01-01; "between 1980 and 1990" = both
 * years included). Where a question's answer depends on a reading that is not the literal SQL one,
 * the comment above it says so (the disasters table's "All natural disasters" total row, and the
 * income table's household total repeated on each of a state's ten rows).
 *
 * Data oddities the questions work around rather than test: in movies.json films from before 1947
 * are dated a century late (Gone with the Wind 2039-12-15, The Wizard of Oz 2039-08-25) and eight
 * films are dated 1969-12-31, so every question on release dates stays within 1990-2010 or a closed
 * range there; the directors, genres and ratings have many nulls (rankings of groups leave the null
 * group out). In disasters.csv "All natural disasters" is a total row beside the ten types (equal to
 * their sum every year but 2014); the rankings of types say to leave it out. In income.json each
 * state's household count (`total`) repeats on its ten bracket rows, so "how many households" is
 * that figure once per state, not a sum over rows. population.json codes sex as 1 (male) and 2
 * (female); gapminder.json codes regions as cluster 0-5 (fixture.ts gives both their names).
 *
 * In the eight later tables: birdstrikes.csv's speed is empty on 2,836 of 10,000 rows, some strikes
 * are at 0 knots (even in the climb and take-off phases), its damage column has two bare codes (C,
 * B) beside None/Minor/Medium/Substantial, and its costs are 0 on nearly every row. football.json
 * has four matches without a score (null), and a team is named as the file spells it ("R. Madrid",
 * "FC Bayern Munchen"). In co2-concentration.csv 1958 lacks five months and 2020 stops in April, so
 * the year 2020 has the highest average on four months (the literal answer, which the question keeps),
 * and the ranking of calendar months stays within 1960-2019. sp500-2000.csv ends on 2020-04-17.
 * la-riots.csv has one victim without an age ("John Doe #80") and three victims named Taylor.
 * gapminder-health-income.csv has no year and codes regions in snake_case (south_asia …). In
 * global-temp.csv 2016 and 2020 tie (1.01) inside the five warmest years, judged as a set.
 *
 * In the third batch: political-contributions.json has 58 filings of 56 candidates (two filed twice),
 * so counts of rows are asked as filings or reports, and counts of candidates only where the two
 * duplicates cannot change them (both have no receipts and no debt); one filing's incumbency is an
 * empty text (loaded as '', not a null), left out of the incumbency groups here and read both ways in
 * its share (`either`); one filing's state is "00"; names are as filed ("SMINK, CARL ROBERT", one with
 * a trailing space, trimmed here); most money columns are 0 on most rows, so rankings stay where the
 * leader is unique. Its coverage end date is "01/31/2015" (the fixture types it as a date), 50 of 58
 * in January 2015. ohlc.json is the VIX over 44 trading days of June and July 2009; `ret` is the
 * file's own return figure, asked only as it stands. population_engineers_hurricanes.csv has 52 rows
 * (the 50 states, DC and Puerto Rico; "states" means the rows), engineers is a fraction of the
 * population (0.0008 … 0.0118: judged to 0.00006 or as a percentage to 0.006), and 33 rows have no
 * hurricane. burtin.json's MICs run from 0.001 to 870 (µg/ml, lower = more effective), several tie
 * (the two Staphylococci at neomycin 0.001, penicillin 0.001 twice): small values are judged to
 * 0.00006 and no ranking stops at a tie. github.csv lists only hours with a commit (955 of them, Jan 1
 * … May 30, 2015), so "per hour" averages over those hours; the fixture types its time as a timestamp,
 * which an answer shows as its day, so the hour's day is what a ranking of hours is judged on. In
 * zipcodes.csv a code keeps its leading zero ("00501"), city and county names repeat across states
 * (questions name the state where it matters, or read the literal SQL grouping by name: the county
 * "Cook" is 221 zip codes, 211 of them in Illinois), some Pacific territories and Aleutian codes have
 * latitudes and longitudes of the wrong sign, so only northernmost rankings are asked, and Palau and
 * American Samoa tie (one zip code each) inside the three smallest, judged as a set. species.csv is
 * four species × 3,090 counties with the habitat share as a fraction; county codes are text
 * ("01001"), and three counties tie for the most robin habitat (0.9996), so no question ranks those.
 * driving.json's `side` is a chart's label position, not data, and no question uses it; 1980 and 1981
 * tie on the gas price (3.30, second to 2008), so only the single most expensive year is asked.
 *
 * Shares: the share of a category counts rows whose category is not null (the demo set's
 * convention); where the column has nulls, the share over all rows is also accepted (`either`).
 * Shares are judged with `percent` (the number must carry a % sign). Columns that hold fractions
 * (income's pct, jobs' perc) accept the fraction as stored or the percentage.
 *
 * Ties: every ranking is checked when this module loads. `top` throws on a tie at the cut of a top N
 * or inside an ordered list (the null group, rows without a value, is no group); `only` and
 * `topRecords` throw when records share the value at the cut. So every ranking question has one right answer.
 *
 * Judging: `checkAnswer(text, expect)` of bench/quality/check-answer.ts, the checker of every
 * question set (its comment lists the kinds of expectation).
 */
import type { Question } from '../../../test/agent/questions.js';
import type { AnswerExpect } from '../check-answer.js';
import { raw, stateName, type TableKey } from './fixture.js';

// ---- types ----------------------------------------------------------------------------------------

/** The finer kind of a question (the README counts them). */
export type Kind =
  | 'aggregate'
  | 'distinct'
  | 'breakdown'
  | 'trend'
  | 'group-ranking'
  | 'record-ranking'
  | 'share'
  | 'comparison'
  | 'ratio'
  | 'lookup'
  | 'describe'
  | 'greeting';

const INTENT: Record<Kind, Question['intent']> = {
  aggregate: 'aggregate',
  distinct: 'aggregate',
  breakdown: 'aggregate',
  trend: 'trend',
  'group-ranking': 'ranking',
  'record-ranking': 'ranking',
  share: 'share',
  comparison: 'comparison',
  ratio: 'comparison',
  lookup: 'lookup',
  describe: 'describe',
  greeting: 'describe',
};

/** A question of the set: asked of one table's spec (or of all the specs: 'all'). */
export interface AnalyticsQuestion extends Omit<Question, 'table' | 'expect'> {
  table: TableKey | 'all';
  kind: Kind;
  expect: AnswerExpect[];
}

// ---- aggregation (SQL semantics: nulls ignored) ---------------------------------------------------

type N = number | null | undefined;
const vals = (xs: N[]) => xs.filter((x): x is number => x !== null && x !== undefined && Number.isFinite(x));
const sum = (xs: N[]) => vals(xs).reduce((a, b) => a + b, 0);
const avg = (xs: N[]) => {
  const v = vals(xs);
  // SQL: the average of no value is null (NaN here; an expectation holding one throws at load).
  return v.length === 0 ? NaN : sum(v) / v.length;
};
const max = (xs: N[]) => Math.max(...vals(xs));
const min = (xs: N[]) => Math.min(...vals(xs));
const distinct = <T>(xs: (T | null)[]) => new Set(xs.filter((x) => x !== null)).size;
const pct = (part: number, whole: number) => (100 * part) / whole;
const one = <T>(rows: T[], what: string): T => {
  if (rows.length !== 1) throw new Error(`${rows.length} rows for ${what}`);
  return rows[0]!;
};

function groupBy<T>(rows: T[], key: (r: T) => string | null): Map<string | null, T[]> {
  const m = new Map<string | null, T[]>();
  for (const r of rows) {
    const k = key(r);
    const g = m.get(k);
    if (g) g.push(r);
    else m.set(k, [r]);
  }
  return m;
}

/** [group, f(group)] for every non-null group, by group name. */
function pairsOf<T>(rows: T[], key: (r: T) => string | null, f: (g: T[]) => number): [string, number][] {
  return [...groupBy(rows, key)]
    .filter((e): e is [string, T[]] => e[0] !== null)
    .map(([k, g]) => [k, f(g)] as [string, number])
    .sort((a, b) => a[0].localeCompare(b[0]));
}

/** pairsOf as `labelled` entries: each group a whole word (or its alternatives). */
function labelledOf<T>(rows: T[], key: (r: T) => string | null, f: (g: T[]) => number, alts: (k: string) => string[] = (k) => [k]): [string[], number][] {
  return pairsOf(rows, key, f).map(([k, v]) => [alts(k), v]);
}

/**
 * The top n group keys by f (desc: largest first). The null group (rows without a value of the key:
 * nulls are ignored) and groups whose f is not a number (every value null) are left out. Throws when
 * the answer is not unique: a tie between the n-th and the (n+1)-th group, or a tie inside an
 * ordered top n.
 */
function top<T>(rows: T[], key: (r: T) => string | null, f: (g: T[]) => number, n: number, dir: 'desc' | 'asc' = 'desc', ordered = true): string[] {
  const scored = [...groupBy(rows, key)]
    .map(([k, g]) => ({ k, v: f(g) }))
    .filter((s) => Number.isFinite(s.v) && s.k !== null)
    .sort((a, b) => (dir === 'desc' ? b.v - a.v : a.v - b.v));
  const cut = scored.slice(0, n);
  if (scored[n] && scored[n]!.v === scored[n - 1]!.v) throw new Error(`tie at the cut of a top ${n}: ${scored[n - 1]!.k} and ${scored[n]!.k} (${scored[n]!.v})`);
  if (ordered) for (let i = 1; i < cut.length; i++) if (cut[i]!.v === cut[i - 1]!.v) throw new Error(`tie inside an ordered top ${n}: ${cut[i - 1]!.k} and ${cut[i]!.k}`);
  return cut.map((s) => s.k!);
}

/** The n records with the largest (desc) or smallest f, f null left out; throws on a tie at the cut or inside. */
function topRecords<T>(rows: T[], f: (r: T) => N, n: number, dir: 'desc' | 'asc' = 'desc'): T[] {
  const scored = rows
    .map((r) => ({ r, v: f(r) }))
    .filter((s): s is { r: T; v: number } => s.v !== null && s.v !== undefined && Number.isFinite(s.v))
    .sort((a, b) => (dir === 'desc' ? b.v - a.v : a.v - b.v));
  if (scored.length < n) throw new Error(`only ${scored.length} records for a top ${n}`);
  for (let i = 1; i <= Math.min(n, scored.length - 1); i++) if (scored[i]!.v === scored[i - 1]!.v) throw new Error(`records tie at ${scored[i]!.v} (rank ${i})`);
  return scored.slice(0, n).map((s) => s.r);
}

/** The one record with the largest (desc) or smallest f; throws when several share it. */
const only = <T>(rows: T[], f: (r: T) => N, dir: 'desc' | 'asc' = 'desc'): T => topRecords(rows, f, 1, dir)[0]!;

/** Every group name of a key, for `first`. */
const namesOf = <T>(rows: T[], key: (r: T) => string | null): string[] => [...new Set(rows.map(key).filter((k): k is string => k !== null))];

const SHARE_TOL = 0.06;
const RATIO_TOL = 0.011;

/** A share of rows: over the non-null rows; when the two differ, over all rows too. */
function shareOf<T>(rows: T[], key: (r: T) => string | null, value: string): AnswerExpect {
  const keyed = rows.filter((r) => key(r) !== null);
  const hit = rows.filter((r) => key(r) === value).length;
  const a: AnswerExpect = { percent: pct(hit, keyed.length), tol: SHARE_TOL };
  return keyed.length === rows.length ? a : { either: [a, { percent: pct(hit, rows.length), tol: SHARE_TOL }] };
}

/** The distribution of rows over a key (non-null rows; all rows also accepted when they differ). */
function distributionOf<T>(rows: T[], key: (r: T) => string | null, alts: (k: string) => string[] = (k) => [k]): AnswerExpect {
  const keyed = rows.filter((r) => key(r) !== null);
  const a: AnswerExpect = { labelled: labelledOf(keyed, key, (g) => pct(g.length, keyed.length), alts), tol: SHARE_TOL };
  if (keyed.length === rows.length) return a;
  return { either: [a, { labelled: labelledOf(keyed, key, (g) => pct(g.length, rows.length), alts), tol: SHARE_TOL }] };
}

/** A value stored as a fraction (0.087): the fraction itself, or the percentage. */
const fraction = (v: number): AnswerExpect => ({ either: [{ number: v, tol: 0.0006 }, { percent: 100 * v, tol: SHARE_TOL }] });

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "2009-03" → the ways an answer may write that month. */
const monthAlts = (ym: string): string[] => {
  const name = MONTH_NAMES[Number(ym.slice(5, 7)) - 1]!;
  return [...new Set([ym, `${name} ${ym.slice(0, 4)}`, `${name.slice(0, 3)} ${ym.slice(0, 4)}`])];
};

// ---- the questions --------------------------------------------------------------------------------

type Q = AnalyticsQuestion;
const mk =
  (table: TableKey | 'all') =>
  (kind: Kind, q: string, ...expect: AnswerExpect[]): Q => {
    if (expect.length === 0) throw new Error(`no expectation: ${q}`);
    return { q, table, kind, intent: INTENT[kind], expect };
  };

function moviesQuestions(): Q[] {
  const q = mk('movies');
  const M = raw.movies();
  const year = (r: (typeof M)[number]) => r.date.slice(0, 4);
  const between = (from: string, to: string) => M.filter((r) => r.date >= from && r.date <= to);
  const inYear = (y: number) => between(`${y}-01-01`, `${y}-12-31`);
  const genre = (g: string) => M.filter((r) => r.genre === g);
  const byTitle = (t: string) => one(M.filter((r) => r.title === t), t);
  const genres = namesOf(M, (r) => r.genre);
  const ratings = namesOf(M, (r) => r.mpaa);
  const distributors = namesOf(M, (r) => r.distributor);
  const creatives = namesOf(M, (r) => r.creative);
  /** The titles an answer about a record ranking might name: the leaders of the filtered rows and of all rows. */
  const titleField = (rows: typeof M, f: (r: (typeof M)[number]) => N, dir: 'desc' | 'asc' = 'desc') => {
    const lead = (rs: typeof M) =>
      rs
        .filter((r) => r.title !== null && vals([f(r)]).length === 1)
        .sort((a, b) => (dir === 'desc' ? f(b)! - f(a)! : f(a)! - f(b)!))
        .slice(0, 10)
        .map((r) => r.title!);
    return [...new Set([...lead(rows), ...lead(M)])].filter((t) => !/^\d+$/.test(t));
  };
  const bestTitle = (rows: typeof M, f: (r: (typeof M)[number]) => N, dir: 'desc' | 'asc' = 'desc'): AnswerExpect => {
    const t = only(rows, f, dir).title!;
    return { first: [t], among: titleField(rows, f, dir) };
  };
  const titlesOf = (rs: typeof M) => rs.map((r) => r.title!);
  const nolan = M.filter((r) => r.director === 'Christopher Nolan');
  const tarantino = M.filter((r) => r.director === 'Quentin Tarantino');
  const R = M.filter((r) => r.mpaa === 'R');
  const pg13 = M.filter((r) => r.mpaa === 'PG-13');
  const codes = (k: string) => [k];

  return [
    // -- single aggregates with filters
    q('aggregate', 'How many movies are in the data?', { number: M.length }),
    q('aggregate', 'How many movies were released in 2005?', { number: inYear(2005).length }),
    q('aggregate', 'how many films came out in the 90s', { number: between('1990-01-01', '1999-12-31').length }),
    q('aggregate', 'How many comedies are there?', { number: genre('Comedy').length }),
    q('aggregate', 'number of R rated movies', { number: R.length }),
    q('aggregate', 'How many horror movies were released between 2000 and 2005?', { number: between('2000-01-01', '2005-12-31').filter((r) => r.genre === 'Horror').length }),
    q('aggregate', 'What is the average IMDB rating of dramas?', { number: avg(genre('Drama').map((r) => r.imdb)) }),
    q('aggregate', 'average production budget of action movies in millions of dollars', { number: avg(genre('Action').map((r) => r.budget)) / 1e6 }),
    q('aggregate', 'total worldwide gross of Walt Disney Pictures movies', { number: sum(M.filter((r) => r.distributor === 'Walt Disney Pictures').map((r) => r.worldGross)) }),
    q('aggregate', "What's the highest Rotten Tomatoes score of any western?", { number: max(genre('Western').map((r) => r.rt)) }),
    q('aggregate', 'lowest imdb rating in the whole dataset', { number: min(M.map((r) => r.imdb)) }),
    q('aggregate', 'average running time of movies released in 2007', { number: avg(inYear(2007).map((r) => r.runtime)) }),
    q('aggregate', 'avg budget for PG-13 movies', { number: avg(pg13.map((r) => r.budget)) }),
    q('aggregate', 'total US gross of films distributed by Lionsgate', { number: sum(M.filter((r) => r.distributor === 'Lionsgate').map((r) => r.usGross)) }),
    q('aggregate', 'How many movies made more than $1 billion worldwide?', { number: M.filter((r) => r.worldGross !== null && r.worldGross > 1e9).length }),
    q('aggregate', 'how many movies had a budget over 100 million dollars', { number: M.filter((r) => r.budget !== null && r.budget > 1e8).length }),
    q('aggregate', 'average IMDB score of Steven Speilberg movies', { number: avg(M.filter((r) => r.director === 'Steven Spielberg').map((r) => r.imdb)) }),
    q('aggregate', 'how many movies did Christopher Nolan direct', { number: nolan.length }),
    q('aggregate', 'mean rotten tomatoes rating for movies based on a comic or graphic novel', { number: avg(M.filter((r) => r.source === 'Based on Comic/Graphic Novel').map((r) => r.rt)) }),
    q('aggregate', 'How many movies have an IMDB rating of 8 or higher?', { number: M.filter((r) => r.imdb !== null && r.imdb >= 8).length }),
    q('aggregate', 'average worldwide gross of movies released in March 2009', { number: avg(between('2009-03-01', '2009-03-31').map((r) => r.worldGross)) }),
    q('aggregate', 'What was the total production budget of all movies released in 2010?', { number: sum(inYear(2010).map((r) => r.budget)) }),
    q('aggregate', 'How many documentaries grossed less than 1 million in the US?', { number: genre('Documentary').filter((r) => r.usGross !== null && r.usGross < 1e6).length }),
    q('aggregate', 'whats the longest running time of any movie, in minutes', { number: max(M.map((r) => r.runtime)) }),
    q('aggregate', 'average number of IMDB votes for science fiction movies', { number: avg(M.filter((r) => r.creative === 'Science Fiction').map((r) => r.votes)) }),
    q('aggregate', 'total DVD sales of Sony Pictures movies', { number: sum(M.filter((r) => r.distributor === 'Sony Pictures').map((r) => r.dvd)) }),
    q('aggregate', 'how many musicals were relased in the 2000s', { number: genre('Musical').filter((r) => r.date >= '2000-01-01' && r.date <= '2009-12-31').length }),
    q('aggregate', 'smallest budget of a movie released in 2009', { number: min(inYear(2009).map((r) => r.budget)) }),
    q('aggregate', 'avg RT score of R-rated horror films', { number: avg(genre('Horror').filter((r) => r.mpaa === 'R').map((r) => r.rt)) }),
    q('aggregate', 'How many movies ran longer than 3 hours?', { number: M.filter((r) => r.runtime !== null && r.runtime > 180).length }),

    // -- how many different
    q('distinct', 'How many different distributors are there?', { number: distinct(M.map((r) => r.distributor)) }),
    q('distinct', 'how many distinct directors are in the movie data', { number: distinct(M.map((r) => r.director)) }),
    q('distinct', 'How many genres are there?', { number: distinct(M.map((r) => r.genre)) }),
    q('distinct', 'number of different MPAA ratings', { number: distinct(M.map((r) => r.mpaa)) }),
    q('distinct', 'how many different directors made a horror movie', { number: distinct(genre('Horror').map((r) => r.director)) }),

    // -- breakdowns
    q('breakdown', 'average IMDB rating by genre', { labelled: labelledOf(M, (r) => r.genre, (g) => avg(g.map((r) => r.imdb))) }),
    q('breakdown', 'number of movies per MPAA rating', { labelled: labelledOf(M, (r) => r.mpaa, (g) => g.length, codes) }),
    q('breakdown', 'total worldwide gross for each genre', { labelled: labelledOf(M, (r) => r.genre, (g) => sum(g.map((r) => r.worldGross))) }),
    q('breakdown', 'avg budget per creative type', { labelled: labelledOf(M, (r) => r.creative, (g) => avg(g.map((r) => r.budget))) }),
    q('breakdown', 'average running time by MPAA rating', { labelled: labelledOf(M.filter((r) => r.mpaa !== 'Open'), (r) => r.mpaa, (g) => avg(g.map((r) => r.runtime)), codes) }),
    q('breakdown', 'How many movies does each genre have in 2008?', { labelled: labelledOf(inYear(2008), (r) => r.genre, (g) => g.length) }),
    q('breakdown', 'average rotten tomatoes score of Warner Bros. movies by genre', { labelled: labelledOf(M.filter((r) => r.distributor === 'Warner Bros.' && r.genre !== 'Concert/Performance'), (r) => r.genre, (g) => avg(g.map((r) => r.rt))) }),

    // -- trends
    q('trend', 'How did the number of movie releases change year by year in the 2000s?', { labelled: labelledOf(between('2000-01-01', '2009-12-31'), year, (g) => g.length) }),
    q('trend', 'average budget per year between 1995 and 2005', { labelled: labelledOf(between('1995-01-01', '2005-12-31'), year, (g) => avg(g.map((r) => r.budget))) }),
    q('trend', 'total worldwide box office per year from 2000 to 2010', { labelled: labelledOf(between('2000-01-01', '2010-12-31'), year, (g) => sum(g.map((r) => r.worldGross))) }),
    q('trend', 'monthly number of releases in 2006', { labelled: labelledOf(inYear(2006), (r) => r.date.slice(0, 7), (g) => g.length, monthAlts) }),
    q('trend', 'trend of the average imdb rating of horror movies by year, 2000-2009', { labelled: labelledOf(between('2000-01-01', '2009-12-31').filter((r) => r.genre === 'Horror'), year, (g) => avg(g.map((r) => r.imdb))) }),
    q('trend', 'how has the average rotten tomatoes score changed per year since 1998 up to 2008', { labelled: labelledOf(between('1998-01-01', '2008-12-31'), year, (g) => avg(g.map((r) => r.rt))) }),

    // -- rankings of groups
    q('group-ranking', 'Which genre has the highest average IMDB rating?', { first: top(M, (r) => r.genre, (g) => avg(g.map((r) => r.imdb)), 1), among: genres }),
    q('group-ranking', 'which distributor released the most movies', { first: top(M, (r) => r.distributor, (g) => g.length, 1), among: distributors }),
    q('group-ranking', 'top 3 genres by total worldwide gross', { allOf: top(M, (r) => r.genre, (g) => sum(g.map((r) => r.worldGross)), 3).map((k) => [k]), ordered: true }, { noneOf: top(M, (r) => r.genre, (g) => sum(g.map((r) => r.worldGross)), 4).slice(3) }),
    q('group-ranking', 'Which MPAA rating has the lowest average Rotten Tomatoes score?', { first: top(M, (r) => r.mpaa, (g) => avg(g.map((r) => r.rt)), 1, 'asc'), among: ratings }),
    q('group-ranking', 'Which two directors have made the most movies?', { allOf: top(M, (r) => r.director, (g) => g.length, 2).map((k) => [k]), ordered: true }),
    q('group-ranking', 'bottom 3 genres by average budget', { allOf: top(M, (r) => r.genre, (g) => avg(g.map((r) => r.budget)), 3, 'asc').map((k) => [k]) }, { noneOf: top(M, (r) => r.genre, (g) => avg(g.map((r) => r.budget)), 4, 'asc').slice(3) }),
    q('group-ranking', 'which creative type makes the most money worldwide on average', { first: top(M, (r) => r.creative, (g) => avg(g.map((r) => r.worldGross)), 1), among: creatives }),
    q('group-ranking', 'top 4 sources by number of films', { allOf: top(M, (r) => r.source, (g) => g.length, 4).map((k) => [k]), ordered: true }),
    q('group-ranking', 'Which year in the 90s had the most releases?', { oneOf: top(between('1990-01-01', '1999-12-31'), year, (g) => g.length, 1) }),
    q('group-ranking', 'Which genre had the biggest total US gross in 2009?', { first: top(inYear(2009), (r) => r.genre, (g) => sum(g.map((r) => r.usGross)), 1), among: genres }),
    q('group-ranking', 'which studio had the highest total worldwide gross in the 2000s', { first: top(between('2000-01-01', '2009-12-31'), (r) => r.distributor, (g) => sum(g.map((r) => r.worldGross)), 1), among: distributors }),
    q('group-ranking', 'least common genre', { first: top(M, (r) => r.genre, (g) => g.length, 1, 'asc'), among: genres }),
    q('group-ranking', 'Among R-rated movies, which director has the best average Rotten Tomatoes rating?', { first: top(R, (r) => r.director, (g) => avg(g.map((r) => r.rt)), 1), among: namesOf(R, (r) => r.director) }),

    // -- rankings of records
    q('record-ranking', 'Which movie had the biggest budget?', bestTitle(M, (r) => r.budget)),
    q('record-ranking', 'what is the highest grossing film worldwide', bestTitle(M, (r) => r.worldGross)),
    q('record-ranking', 'top 5 movies by US gross', { allOf: titlesOf(topRecords(M, (r) => r.usGross, 5)).map((t) => [t]), ordered: true }),
    q('record-ranking', 'Which comedy has the most IMDB votes?', bestTitle(genre('Comedy'), (r) => r.votes)),
    q('record-ranking', 'longest movie', bestTitle(M, (r) => r.runtime)),
    q('record-ranking', 'Which 2008 film had the largest worldwide gross?', bestTitle(inYear(2008), (r) => r.worldGross)),
    q('record-ranking', 'top 3 horror movies by worldwide gross', { allOf: titlesOf(topRecords(genre('Horror'), (r) => r.worldGross, 3)).map((t) => [t]), ordered: true }),
    q('record-ranking', 'the cheapest movie to make', bestTitle(M, (r) => r.budget, 'asc')),
    q('record-ranking', 'Which Christopher Nolan movie has the best IMDB rating?', bestTitle(nolan, (r) => r.imdb)),
    q('record-ranking', 'which drama made the most money in the US', bestTitle(genre('Drama'), (r) => r.usGross)),
    q('record-ranking', 'most voted movie on imdb', bestTitle(M, (r) => r.votes)),
    q('record-ranking', 'name the 3 highest budget movies from 2007', { allOf: titlesOf(topRecords(inYear(2007), (r) => r.budget, 3)).map((t) => [t]) }),

    // -- shares
    q('share', 'What percentage of movies are rated R?', shareOf(M, (r) => r.mpaa, 'R')),
    q('share', 'share of movies by genre', distributionOf(M, (r) => r.genre)),
    q('share', 'what % of Warner Bros. movies are dramas', shareOf(M.filter((r) => r.distributor === 'Warner Bros.'), (r) => r.genre, 'Drama')),
    q('share', 'What fraction of the movies released in 2009 were comedies?', shareOf(inYear(2009), (r) => r.genre, 'Comedy')),
    q('share', 'distribution of movies by MPAA rating in 2005', distributionOf(inYear(2005), (r) => r.mpaa, codes)),
    q('share', 'what share of the total worldwide gross comes from action movies', {
      either: [
        { percent: pct(sum(genre('Action').map((r) => r.worldGross)), sum(M.filter((r) => r.genre !== null).map((r) => r.worldGross))), tol: SHARE_TOL },
        { percent: pct(sum(genre('Action').map((r) => r.worldGross)), sum(M.map((r) => r.worldGross))), tol: SHARE_TOL },
      ],
    }),
    q('share', 'percentage of movies based on a book or short story', shareOf(M, (r) => r.source, 'Based on Book/Short Story')),

    // -- comparisons of two named values
    q('comparison', 'How many more dramas than comedies are there?', { number: genre('Drama').length - genre('Comedy').length }),
    q('comparison', 'compare the average budget of action and adventure movies', { labelled: labelledOf([...genre('Action'), ...genre('Adventure')], (r) => r.genre, (g) => avg(g.map((r) => r.budget))) }),
    q('comparison', 'Did Warner Bros. or Universal have the higher total worldwide gross?', {
      labelled: labelledOf(M.filter((r) => r.distributor === 'Warner Bros.' || r.distributor === 'Universal'), (r) => r.distributor, (g) => sum(g.map((r) => r.worldGross))),
    }),
    q('comparison', 'how much more did Avatar gross worldwide than Titanic', { number: byTitle('Avatar').worldGross! - byTitle('Titanic').worldGross! }),
    q('comparison', 'average IMDB rating: R vs PG-13 movies', { labelled: labelledOf([...R, ...pg13], (r) => r.mpaa, (g) => avg(g.map((r) => r.imdb)), codes) }),
    q('comparison', 'how many fewer westerns than musicals are in the data', { number: genre('Musical').length - genre('Western').length }),
    q('comparison', 'Paramount Pictures vs 20th Century Fox: average US gross', {
      labelled: labelledOf(M.filter((r) => r.distributor === 'Paramount Pictures' || r.distributor === '20th Century Fox'), (r) => r.distributor, (g) => avg(g.map((r) => r.usGross))),
    }),

    // -- ratios
    q('ratio', 'How many times more movies did Sony Pictures release than Dreamworks SKG?', { number: M.filter((r) => r.distributor === 'Sony Pictures').length / M.filter((r) => r.distributor === 'Dreamworks SKG').length, tol: RATIO_TOL }),
    q('ratio', "how many times bigger was Avatar's budget than Titanic's", { number: byTitle('Avatar').budget! / byTitle('Titanic').budget!, tol: RATIO_TOL }),
    q('ratio', 'ratio of the average worldwide gross of adventure movies to that of dramas', { number: avg(genre('Adventure').map((r) => r.worldGross)) / avg(genre('Drama').map((r) => r.worldGross)), tol: RATIO_TOL }),

    // -- lookups of a record's value
    q('lookup', 'What was the worldwide gross of Titanic?', { number: byTitle('Titanic').worldGross! }),
    q('lookup', "what's the budget of The Dark Knight", { number: byTitle('The Dark Knight').budget! }),
    q('lookup', 'Who directed Inception?', { words: [byTitle('Inception').director!] }),
    q('lookup', 'When was Jurassic Park released?', { words: [byTitle('Jurassic Park').date.slice(0, 4)] }),
    q('lookup', 'imdb rating of pulp fiction', { number: byTitle('Pulp Fiction').imdb! }),
    q('lookup', 'What genre is Shrek 2?', { words: [byTitle('Shrek 2').genre!] }),
    q('lookup', 'how long is The Departed', { number: byTitle('The Departed').runtime! }),
    q('lookup', 'rotten tomatoes score for Finding Nemo', { number: byTitle('Finding Nemo').rt! }),
    q('lookup', 'list the movies directed by Quentin Tarantino', { allOf: titlesOf(tarantino).map((t) => [t]) }),
    q('lookup', 'Which movies did Christopher Nolan direct?', { allOf: titlesOf(nolan).map((t) => [t]) }, { noneOf: ['Titanic', 'Avatar'] }),
    q('lookup', 'what is the MPAA rating of The Matrix', { oneOf: [byTitle('The Matrix').mpaa!] }),
    q('lookup', 'us gross of the sixth sense', { number: byTitle('The Sixth Sense').usGross! }),
    q('lookup', 'who distributed Slumdog Millionaire', { words: [byTitle('Slumdog Millionaire').distributor!] }),
    q('lookup', 'movies that grossed over 1.5 billion worldwide', { allOf: titlesOf(M.filter((r) => r.worldGross !== null && r.worldGross > 1.5e9)).map((t) => [t]) }, { noneOf: ['The Dark Knight'] }),
  ];
}

function gapminderQuestions(): Q[] {
  const q = mk('gapminder');
  const G = raw.gapminder();
  const REGION = ['South Asia', 'Europe & Central Asia', 'Sub-Saharan Africa', 'America', 'East Asia & Pacific', 'Middle East & North Africa'];
  const region = (r: (typeof G)[number]) => String(r.cluster);
  /** A region as an answer may write it: its name (or the short one) or its code. */
  const regionAlts = (code: string) => [REGION[Number(code)]!, ...(({ 1: ['Europe'], 2: ['Africa'], 4: ['East Asia'], 5: ['Middle East'] }) as Record<string, string[]>)[code] ?? [], code];
  const allRegionNames = REGION.flatMap((_, i) => regionAlts(String(i)).slice(0, -1));
  const inYear = (y: number) => G.filter((r) => r.year === y);
  const at = (c: string, y: number) => one(G.filter((r) => r.country === c && r.year === y), `${c} ${y}`);
  const country = (c: string) => G.filter((r) => r.country === c);
  const countries = namesOf(G, (r) => r.country);
  const byRegionName = (code: number) => G.filter((r) => r.cluster === code);
  const topRegion = (rows: typeof G, f: (g: typeof G) => number, dir: 'desc' | 'asc' = 'desc') => {
    const code = top(rows, region, f, 1, dir)[0]!;
    return { first: regionAlts(code).slice(0, -1), among: allRegionNames } as AnswerExpect;
  };
  return [
    q('aggregate', 'What was the average life expectancy in 2005?', { number: avg(inYear(2005).map((r) => r.life)) }),
    q('aggregate', 'average fertilty rate in 1955', { number: avg(inYear(1955).map((r) => r.fertility)) }),
    q('aggregate', 'What was the total population of all countries in 2000?', { number: sum(inYear(2000).map((r) => r.pop)) }),
    q('aggregate', 'highest life expectancy ever recorded', { number: max(G.map((r) => r.life)) }),
    q('aggregate', 'lowest fertility rate in the data', { number: min(G.map((r) => r.fertility)) }),
    q('aggregate', 'How many countries had a life expectancy above 80 in 2005?', { number: inYear(2005).filter((r) => r.life > 80).length }),
    q('aggregate', 'average life expectancy in Europe in 1980', { number: avg(byRegionName(1).filter((r) => r.year === 1980).map((r) => r.life)) }),
    q('aggregate', 'avg fertility in sub-saharan africa in 2005', { number: avg(byRegionName(2).filter((r) => r.year === 2005).map((r) => r.fertility)) }),
    q('aggregate', 'total population of South Asia in 1990', { number: sum(byRegionName(0).filter((r) => r.year === 1990).map((r) => r.pop)) }),
    q('aggregate', "average life expectancy of Japan between 1980 and 2000", { number: avg(country('Japan').filter((r) => r.year >= 1980 && r.year <= 2000).map((r) => r.life)) }),
    q('aggregate', 'How many countries had more than 100 million people in 2005?', { number: inYear(2005).filter((r) => r.pop > 1e8).length }),
    q('aggregate', "what was the minimum life expectancy in the Middle East in the 60s", { number: min(byRegionName(5).filter((r) => r.year >= 1960 && r.year <= 1969).map((r) => r.life)) }),
    q('aggregate', 'What was the population of the Americas in 2005, in millions?', { number: sum(byRegionName(3).filter((r) => r.year === 2005).map((r) => r.pop)) / 1e6 }),
    q('aggregate', 'how many countries had a fertility rate under 2 children per woman in 1975', { number: inYear(1975).filter((r) => r.fertility < 2).length }),

    q('distinct', 'How many countries are in the data?', { number: distinct(G.map((r) => r.country)) }),
    q('distinct', 'how many different regions are there', { number: distinct(G.map((r) => r.cluster)) }),

    q('breakdown', 'average life expectancy by region in 2005', { labelled: labelledOf(inYear(2005), region, (g) => avg(g.map((r) => r.life)), regionAlts) }),
    q('breakdown', 'average fertility per region', { labelled: labelledOf(G, region, (g) => avg(g.map((r) => r.fertility)), regionAlts) }),
    q('breakdown', 'total population by region in 1955', { labelled: labelledOf(inYear(1955), region, (g) => sum(g.map((r) => r.pop)), regionAlts) }),
    q('breakdown', 'number of countries per region', { labelled: labelledOf(G, region, (g) => distinct(g.map((r) => r.country)), regionAlts) }),

    q('trend', 'How has the average life expectancy changed over time?', { pairs: pairsOf(G, (r) => String(r.year), (g) => avg(g.map((r) => r.life))) }),
    q('trend', 'population of India over the years', { pairs: pairsOf(country('India'), (r) => String(r.year), (g) => sum(g.map((r) => r.pop))) }),
    q('trend', "China's fertility rate trend since 1970", { pairs: pairsOf(country('China').filter((r) => r.year >= 1970), (r) => String(r.year), (g) => avg(g.map((r) => r.fertility))) }),
    q('trend', 'world population by year', { pairs: pairsOf(G, (r) => String(r.year), (g) => sum(g.map((r) => r.pop))) }),
    q('trend', 'avg fertility in the middle east per year', { pairs: pairsOf(byRegionName(5), (r) => String(r.year), (g) => avg(g.map((r) => r.fertility))) }),
    q('trend', 'life expectancy in Rwanda from 1980 to 2005', { pairs: pairsOf(country('Rwanda').filter((r) => r.year >= 1980), (r) => String(r.year), (g) => avg(g.map((r) => r.life))) }),

    q('group-ranking', 'Which country had the highest life expectancy in 2005?', { first: top(inYear(2005), (r) => r.country, (g) => avg(g.map((r) => r.life)), 1), among: countries }),
    q('group-ranking', 'which region has the highest average fertility in 2005', topRegion(inYear(2005), (g) => avg(g.map((r) => r.fertility)))),
    q('group-ranking', 'top 5 most populous countries in 2005', { allOf: top(inYear(2005), (r) => r.country, (g) => sum(g.map((r) => r.pop)), 5).map((k) => [k]), ordered: true }),
    q('group-ranking', 'Which 3 countries had the lowest life expectancy in 1955?', { allOf: top(inYear(1955), (r) => r.country, (g) => avg(g.map((r) => r.life)), 3, 'asc').map((k) => [k]) }, { noneOf: top(inYear(1955), (r) => r.country, (g) => avg(g.map((r) => r.life)), 4, 'asc').slice(3) }),
    q('group-ranking', 'Which country had the lowest fertility rate in 2005?', { first: top(inYear(2005), (r) => r.country, (g) => avg(g.map((r) => r.fertility)), 1, 'asc'), among: countries }),
    q('group-ranking', 'which region had the largest total population in 1980', topRegion(inYear(1980), (g) => sum(g.map((r) => r.pop)))),
    q('group-ranking', 'region with the lowest average life expectancy in 1955', topRegion(inYear(1955), (g) => avg(g.map((r) => r.life)), 'asc')),
    q('group-ranking', 'which European country had the highest fertility in 1960', { first: top(byRegionName(1).filter((r) => r.year === 1960), (r) => r.country, (g) => avg(g.map((r) => r.fertility)), 1), among: countries }),

    q('record-ranking', 'In which year did Rwanda have its lowest life expectancy?', { oneOf: [String(only(country('Rwanda'), (r) => r.life, 'asc').year)] }),
    q('record-ranking', "When was Afghanistan's fertility rate highest?", { oneOf: [String(only(country('Afghanistan'), (r) => r.fertility).year)] }),

    q('share', 'What share of the total population in 2005 lived in South Asia?', { percent: pct(sum(byRegionName(0).filter((r) => r.year === 2005).map((r) => r.pop)), sum(inYear(2005).map((r) => r.pop))), tol: SHARE_TOL }),
    q('share', 'distribution of population by region in 2005', { labelled: labelledOf(inYear(2005), region, (g) => pct(sum(g.map((r) => r.pop)), sum(inYear(2005).map((r) => r.pop))), regionAlts), tol: SHARE_TOL }),
    q('share', 'what percentage of countries had a fertility rate below 2 in 2005', { percent: pct(inYear(2005).filter((r) => r.fertility < 2).length, inYear(2005).length), tol: SHARE_TOL }),

    q('comparison', 'How much higher was life expectancy in Japan than in India in 2005?', { number: at('Japan', 2005).life - at('India', 2005).life }),
    q('comparison', 'compare the population of Brazil and Mexico in 2000', { labelled: [[['Brazil'], at('Brazil', 2000).pop], [['Mexico'], at('Mexico', 2000).pop]] }),
    q('comparison', 'how many more people lived in the US than in Canada in 1990?', { number: at('United States', 1990).pop - at('Canada', 1990).pop }),
    q('comparison', 'fertility: Nigeria vs Kenya in 1985', { labelled: [[['Nigeria'], at('Nigeria', 1985).fertility], [['Kenya'], at('Kenya', 1985).fertility]] }),

    q('ratio', "how many times larger was China's population than the United States' in 2005?", { number: at('China', 2005).pop / at('United States', 2005).pop, tol: RATIO_TOL }),
    q('ratio', 'ratio of India to Pakistan population in 2000', { number: at('India', 2000).pop / at('Pakistan', 2000).pop, tol: RATIO_TOL }),

    q('lookup', "What was China's population in 2005?", { number: at('China', 2005).pop }),
    q('lookup', 'life expectancy in Afghanistan in 1955', { number: at('Afghanistan', 1955).life }),
    q('lookup', 'fertility rate of Italy in 2000', { number: at('Italy', 2000).fertility }),
    q('lookup', 'what was the populaton of iceland in 1960', { number: at('Iceland', 1960).pop }),
    q('lookup', 'Which region is Turkey in?', { oneOf: regionAlts(String(at('Turkey', 2005).cluster)).slice(0, -1) }),
  ];
}

function barleyQuestions(): Q[] {
  const q = mk('barley');
  const B = raw.barley();
  const sites = namesOf(B, (r) => r.site);
  const varieties = namesOf(B, (r) => r.variety);
  const site = (s: string) => B.filter((r) => r.site === s);
  const best = only(B, (r) => r.yield);
  return [
    q('aggregate', 'What is the average barley yield?', { number: avg(B.map((r) => r.yield)) }),
    q('aggregate', 'total yield at Waseca in 1931', { number: sum(site('Waseca').filter((r) => r.year === 1931).map((r) => r.yield)) }),
    q('aggregate', 'average yield of Trebi', { number: avg(B.filter((r) => r.variety === 'Trebi').map((r) => r.yield)) }),
    q('aggregate', 'max yield at Duluth', { number: max(site('Duluth').map((r) => r.yield)) }),
    q('aggregate', 'how many bushels per acre did Velvet average in 1932', { number: avg(B.filter((r) => r.variety === 'Velvet' && r.year === 1932).map((r) => r.yield)) }),
    q('aggregate', 'How many trials yielded more than 50 bushels?', { number: B.filter((r) => r.yield > 50).length }),
    q('aggregate', 'minimum yield at Grand Rapids', { number: min(site('Grand Rapids').map((r) => r.yield)) }),

    q('distinct', 'How many barley varieties were tested?', { number: distinct(B.map((r) => r.variety)) }),
    q('distinct', 'how many different sites are there', { number: distinct(B.map((r) => r.site)) }),

    q('breakdown', 'average yield by site', { labelled: labelledOf(B, (r) => r.site, (g) => avg(g.map((r) => r.yield))) }),
    q('breakdown', 'avg yield per variety in 1932', { labelled: labelledOf(B.filter((r) => r.year === 1932), (r) => r.variety, (g) => avg(g.map((r) => r.yield))) }),
    q('breakdown', 'total barley harvest per site in 1931', { labelled: labelledOf(B.filter((r) => r.year === 1931), (r) => r.site, (g) => sum(g.map((r) => r.yield))) }),

    q('trend', 'average yield by year', { pairs: pairsOf(B, (r) => String(r.year), (g) => avg(g.map((r) => r.yield))) }),
    q('trend', 'how did the yield at Morris change from 1931 to 1932', { pairs: pairsOf(site('Morris'), (r) => String(r.year), (g) => avg(g.map((r) => r.yield))) }),

    q('group-ranking', 'Which site had the highest average yield?', { first: top(B, (r) => r.site, (g) => avg(g.map((r) => r.yield)), 1), among: sites }),
    q('group-ranking', 'which variety had the lowest average yield in 1932?', { first: top(B.filter((r) => r.year === 1932), (r) => r.variety, (g) => avg(g.map((r) => r.yield)), 1, 'asc'), among: varieties }),
    q('group-ranking', 'top 3 varieties by total yield', { allOf: top(B, (r) => r.variety, (g) => sum(g.map((r) => r.yield)), 3).map((k) => [k]), ordered: true }, { noneOf: top(B, (r) => r.variety, (g) => sum(g.map((r) => r.yield)), 4).slice(3) }),
    q('group-ranking', 'best performing variety at Crookston', { first: top(site('Crookston'), (r) => r.variety, (g) => avg(g.map((r) => r.yield)), 1), among: varieties }),

    q('record-ranking', 'Which site and variety had the single highest yield?', { allOf: [[best.site], [best.variety]] }),
    q('record-ranking', 'what was the worst yield recorded, and where', { number: only(B, (r) => r.yield, 'asc').yield }, { oneOf: [only(B, (r) => r.yield, 'asc').site] }),

    q('share', 'What share of the total 1931 yield came from Morris?', { percent: pct(sum(site('Morris').filter((r) => r.year === 1931).map((r) => r.yield)), sum(B.filter((r) => r.year === 1931).map((r) => r.yield))), tol: SHARE_TOL }),
    q('share', 'breakdown of total yield by site, as percentages', { labelled: labelledOf(B, (r) => r.site, (g) => pct(sum(g.map((r) => r.yield)), sum(B.map((r) => r.yield)))), tol: SHARE_TOL }),

    q('comparison', 'compare 1931 and 1932 average yields at Morris', { pairs: pairsOf(site('Morris'), (r) => String(r.year), (g) => avg(g.map((r) => r.yield))) }),
    q('comparison', 'how much higher was the average yield in 1931 than in 1932', { number: avg(B.filter((r) => r.year === 1931).map((r) => r.yield)) - avg(B.filter((r) => r.year === 1932).map((r) => r.yield)) }),
    q('comparison', 'Peatland vs Glabron: which yields more on average?', { labelled: labelledOf(B.filter((r) => r.variety === 'Peatland' || r.variety === 'Glabron'), (r) => r.variety, (g) => avg(g.map((r) => r.yield))) }),

    q('ratio', 'how many times higher is the average yield at Waseca than at Grand Rapids?', { number: avg(site('Waseca').map((r) => r.yield)) / avg(site('Grand Rapids').map((r) => r.yield)), tol: RATIO_TOL }),

    q('lookup', 'What was the yield of Manchuria at University Farm in 1932?', { number: one(B.filter((r) => r.variety === 'Manchuria' && r.site === 'University Farm' && r.year === 1932), 'Manchuria UF 1932').yield }),
    q('lookup', 'yield of No. 462 at Duluth in 1931', { number: one(B.filter((r) => r.variety === 'No. 462' && r.site === 'Duluth' && r.year === 1931), 'No. 462 Duluth 1931').yield }),
  ];
}

function iowaQuestions(): Q[] {
  const q = mk('iowa');
  const I = raw.iowa();
  const y = (r: (typeof I)[number]) => r.year.slice(0, 4);
  const inYear = (n: number) => I.filter((r) => y(r) === String(n));
  const src = (s: string) => I.filter((r) => r.source === s);
  const at = (s: string, n: number) => one(I.filter((r) => r.source === s && y(r) === String(n)), `${s} ${n}`).gen;
  const sources = namesOf(I, (r) => r.source);
  const short = (s: string) => [s, ...({ 'Nuclear Energy': ['nuclear'], 'Fossil Fuels': ['fossil'], Renewables: ['renewable'] } as Record<string, string[]>)[s]!];
  const sourceNames = sources.flatMap(short);
  return [
    q('aggregate', 'What was the total net generation in 2017?', { number: sum(inYear(2017).map((r) => r.gen)) }),
    q('aggregate', 'average renewable generation since 2010', { number: avg(src('Renewables').filter((r) => r.year >= '2010-01-01').map((r) => r.gen)) }),
    q('aggregate', 'max fossil fuel generation', { number: max(src('Fossil Fuels').map((r) => r.gen)) }),
    q('aggregate', 'total electricity generated in Iowa between 2001 and 2005', { number: sum(I.filter((r) => r.year >= '2001-01-01' && r.year <= '2005-12-31').map((r) => r.gen)) }),
    q('aggregate', 'lowest nuclear output in any year', { number: min(src('Nuclear Energy').map((r) => r.gen)) }),
    q('aggregate', 'In how many years did renewables generate more than 10000 GWh?', { number: src('Renewables').filter((r) => r.gen > 10000).length }),

    q('distinct', 'How many different energy sources are there?', { number: distinct(I.map((r) => r.source)) }),

    q('breakdown', 'total generation by source', { labelled: labelledOf(I, (r) => r.source, (g) => sum(g.map((r) => r.gen)), short) }),
    q('breakdown', 'average net generation per energy source between 2001 and 2005', { labelled: labelledOf(I.filter((r) => r.year <= '2005-12-31'), (r) => r.source, (g) => avg(g.map((r) => r.gen)), short) }),

    q('trend', 'renewables generation over time', { labelled: labelledOf(src('Renewables'), y, (g) => sum(g.map((r) => r.gen))) }),
    q('trend', 'total electricity generation per year', { labelled: labelledOf(I, y, (g) => sum(g.map((r) => r.gen))) }),
    q('trend', 'how did nuclear generation evolve since 2010', { labelled: labelledOf(src('Nuclear Energy').filter((r) => r.year >= '2010-01-01'), y, (g) => sum(g.map((r) => r.gen))) }),

    q('group-ranking', 'which source generated the most electricity in 2017', { first: top(inYear(2017), (r) => r.source, (g) => sum(g.map((r) => r.gen)), 1).flatMap(short), among: sourceNames }),
    q('group-ranking', 'smallest energy source in 2001', { first: top(inYear(2001), (r) => r.source, (g) => sum(g.map((r) => r.gen)), 1, 'asc').flatMap(short), among: sourceNames }),
    q('group-ranking', 'Which year had the highest total generation?', { oneOf: top(I, y, (g) => sum(g.map((r) => r.gen)), 1) }),

    q('record-ranking', 'In which year did renewables generate the most?', { oneOf: [y(only(src('Renewables'), (r) => r.gen))] }),
    q('record-ranking', 'which year had the lowest nuclear output', { oneOf: [y(only(src('Nuclear Energy'), (r) => r.gen, 'asc'))] }),

    q('share', "What share of Iowa's electricity came from renewables in 2017?", { percent: pct(at('Renewables', 2017), sum(inYear(2017).map((r) => r.gen))), tol: SHARE_TOL }),
    q('share', 'generation mix in 2001', { labelled: labelledOf(inYear(2001), (r) => r.source, (g) => pct(sum(g.map((r) => r.gen)), sum(inYear(2001).map((r) => r.gen))), short), tol: SHARE_TOL }),
    q('share', 'percentage of generation from fossil fuels over all years', { percent: pct(sum(src('Fossil Fuels').map((r) => r.gen)), sum(I.map((r) => r.gen))), tol: SHARE_TOL }),

    q('comparison', 'How much more electricity did fossil fuels generate than renewables in 2017?', { number: at('Fossil Fuels', 2017) - at('Renewables', 2017) }),
    q('comparison', 'compare nuclear and renewables in 2008', { labelled: [[short('Nuclear Energy'), at('Nuclear Energy', 2008)], [short('Renewables'), at('Renewables', 2008)]] }),
    q('comparison', 'how much did renewable generation grow between 2005 and 2015', { number: at('Renewables', 2015) - at('Renewables', 2005) }),

    q('ratio', 'how many times more renewable generation was there in 2017 than in 2001?', { number: at('Renewables', 2017) / at('Renewables', 2001), tol: RATIO_TOL }),

    q('lookup', 'How much electricity did nuclear produce in 2010?', { number: at('Nuclear Energy', 2010) }),
    q('lookup', 'fossil fuel net generation in 2012', { number: at('Fossil Fuels', 2012) }),
  ];
}

function disastersQuestions(): Q[] {
  const q = mk('disasters');
  const D = raw.disasters();
  const ALL = 'All natural disasters';
  const kind = (e: string) => D.filter((r) => r.entity === e);
  const at = (e: string, y: number) => one(D.filter((r) => r.entity === e && r.year === y), `${e} ${y}`).deaths;
  const types = D.filter((r) => r.entity !== ALL);
  // The names a ranking of disaster types may name first. Not the total row: an answer may well say it leaves it out.
  const entities = namesOf(types, (r) => r.entity);
  return [
    q('aggregate', 'How many people died in earthquakes in 2010?', { number: at('Earthquake', 2010) }),
    q('aggregate', 'total deaths from floods since 1950', { number: sum(kind('Flood').filter((r) => r.year >= 1950).map((r) => r.deaths)) }),
    q('aggregate', 'avergae yearly deaths from wildfires', { number: avg(kind('Wildfire').map((r) => r.deaths)) }),
    q('aggregate', 'What was the highest number of drought deaths in a single year?', { number: max(kind('Drought').map((r) => r.deaths)) }),
    q('aggregate', 'How many deaths did volcanic activity cause in the 1980s?', { number: sum(kind('Volcanic activity').filter((r) => r.year >= 1980 && r.year <= 1989).map((r) => r.deaths)) }),
    // The file's own total row, asked for by name.
    q('aggregate', 'total death toll of all natural disasters in 2004', { number: at(ALL, 2004) }),
    q('aggregate', 'In how many years were there deaths from wildfires?', { number: kind('Wildfire').length }),
    q('aggregate', 'average deaths per year from landslides between 1980 and 2000', { number: avg(kind('Landslide').filter((r) => r.year >= 1980 && r.year <= 2000).map((r) => r.deaths)) }),
    q('aggregate', 'fewest extreme weather deaths in a year', { number: min(kind('Extreme weather').map((r) => r.deaths)) }),
    q('aggregate', 'How many years had more than 100,000 earthquake deaths?', { number: kind('Earthquake').filter((r) => r.deaths > 100000).length }),

    q('trend', 'earthquake deaths per year since 2000', { pairs: pairsOf(kind('Earthquake').filter((r) => r.year >= 2000), (r) => String(r.year), (g) => sum(g.map((r) => r.deaths))) }),
    q('trend', 'epidemic deaths by year in the 1960s', { pairs: pairsOf(kind('Epidemic').filter((r) => r.year >= 1960 && r.year <= 1969), (r) => String(r.year), (g) => sum(g.map((r) => r.deaths))) }),
    q('trend', 'how have extreme temperature deaths changed from 2000 to 2017', { pairs: pairsOf(kind('Extreme temperature').filter((r) => r.year >= 2000), (r) => String(r.year), (g) => sum(g.map((r) => r.deaths))) }),

    q('record-ranking', 'Which year had the most earthquake deaths?', { oneOf: [String(only(kind('Earthquake'), (r) => r.deaths).year)] }),
    q('record-ranking', 'In which year were flood deaths highest?', { oneOf: [String(only(kind('Flood'), (r) => r.deaths).year)] }),
    q('record-ranking', 'deadliest year for volcanic activity', { oneOf: [String(only(kind('Volcanic activity'), (r) => r.deaths).year)] }),
    q('record-ranking', 'top 3 years for extreme weather deaths', { allOf: topRecords(kind('Extreme weather'), (r) => r.deaths, 3).map((r) => [String(r.year)]), ordered: true }),

    // The "All natural disasters" row is the total of the others: these rankings of disaster types say to leave it out.
    q('group-ranking', "which type of disaster killed the most people in 2010, not counting the 'All natural disasters' total?", { first: top(types.filter((r) => r.year === 2010), (r) => r.entity, (g) => sum(g.map((r) => r.deaths)), 1), among: entities }),
    q('group-ranking', 'top 3 deadliest disaster types overall, excluding all natural disasters', { allOf: top(types, (r) => r.entity, (g) => sum(g.map((r) => r.deaths)), 3).map((k) => [k]), ordered: true }),
    q('group-ranking', 'Which disaster type has the lowest total deaths (excluding the all natural disasters total)?', { first: top(types, (r) => r.entity, (g) => sum(g.map((r) => r.deaths)), 1, 'asc'), among: entities }),

    q('breakdown', 'total deaths by disaster type since 2000', { labelled: labelledOf(D.filter((r) => r.year >= 2000), (r) => r.entity, (g) => sum(g.map((r) => r.deaths))) }),
    q('breakdown', 'number of years with recorded deaths for each disaster type', { labelled: labelledOf(D, (r) => r.entity, (g) => g.length) }),

    // Share of the year's total, whose total is the "All natural disasters" row (equal to the sum of the others in 2010).
    q('share', 'what share of all disaster deaths in 2010 were caused by earthquakes', { percent: pct(at('Earthquake', 2010), at(ALL, 2010)), tol: SHARE_TOL }),
    q('share', 'What percentage of 2003 disaster deaths were due to extreme temperature?', { percent: pct(at('Extreme temperature', 2003), at(ALL, 2003)), tol: SHARE_TOL }),

    q('comparison', 'How many more people died in floods than in earthquakes in 1931?', { number: at('Flood', 1931) - at('Earthquake', 1931) }),
    q('comparison', 'compare drought and epidemic deaths in 1920', { labelled: [[['Drought'], at('Drought', 1920)], [['Epidemic'], at('Epidemic', 1920)]] }),
    q('comparison', 'Earthquake deaths 2004 vs 2010', { pairs: [['2004', at('Earthquake', 2004)], ['2010', at('Earthquake', 2010)]] }),

    q('ratio', 'how many times deadlier were extreme temperatures in 2003 than in 2015?', { number: at('Extreme temperature', 2003) / at('Extreme temperature', 2015), tol: RATIO_TOL }),

    q('lookup', 'deaths from extreme temperature in 2003', { number: at('Extreme temperature', 2003) }),
    q('lookup', 'how many died in the 1976 earthquakes', { number: at('Earthquake', 1976) }),
  ];
}

function jobsQuestions(): Q[] {
  const q = mk('jobs');
  const J = raw.jobs();
  const job = (j: string) => J.filter((r) => r.job === j);
  const at = (j: string, sex: string, y: number) => one(J.filter((r) => r.job === j && r.sex === sex && r.year === y), `${j} ${sex} ${y}`);
  const both = (j: string, y: number) => at(j, 'men', y).count + at(j, 'women', y).count;
  const inYear = (y: number) => J.filter((r) => r.year === y);
  const jobs = namesOf(J, (r) => r.job).map((j) => j.trim());
  const sexAlts = (s: string) => (s === 'men' ? ['men', 'male', 'man'] : ['women', 'female', 'woman']);
  const women = J.filter((r) => r.sex === 'women');
  return [
    q('aggregate', 'How many women worked as nurses in 1950?', { number: at('Nurse', 'women', 1950).count }),
    q('aggregate', 'total number of workers in 2000', { number: sum(inYear(2000).map((r) => r.count)) }),
    q('aggregate', 'How many male farmers were there in 1900?', { number: at('Farmer', 'men', 1900).count }),
    q('aggregate', 'average number of female teachers per census', { number: avg(job('Teacher').filter((r) => r.sex === 'women').map((r) => r.count)) }),
    q('aggregate', 'how many women were engineers in 1970', { number: at('Engineer', 'women', 1970).count }),
    q('aggregate', 'total number of blacksmiths in the 1800s', { number: sum(job('Blacksmith').filter((r) => r.year < 1900).map((r) => r.count)) }),
    q('aggregate', 'most male secretaries in any census year', { number: max(job('Secretary').filter((r) => r.sex === 'men').map((r) => r.count)) }),
    q('aggregate', 'how many jobs had no women at all in 1850', { number: inYear(1850).filter((r) => r.sex === 'women' && r.count === 0).length }),
    q('aggregate', 'number of women working in 1900', { number: sum(inYear(1900).filter((r) => r.sex === 'women').map((r) => r.count)) }),
    q('aggregate', 'How many telephone operators were there in 1930?', { number: both('Telephone Operator', 1930) }),

    q('distinct', 'How many different occupations are listed?', { number: distinct(J.map((r) => r.job)) }),
    q('distinct', 'how many census years are covered', { number: distinct(J.map((r) => r.year)) }),

    q('breakdown', 'number of workers by sex in 1950', { labelled: labelledOf(inYear(1950), (r) => r.sex, (g) => sum(g.map((r) => r.count)), sexAlts) }),
    q('breakdown', 'how many lawyers and judges were there by gender in 2000', { labelled: labelledOf(job('Lawyer / Judge').filter((r) => r.year === 2000), (r) => r.sex, (g) => sum(g.map((r) => r.count)), sexAlts) }),

    q('trend', 'total workers per census year', { pairs: pairsOf(J, (r) => String(r.year), (g) => sum(g.map((r) => r.count))) }),
    q('trend', 'how did the number of female lawyers change over time', { pairs: pairsOf(job('Lawyer / Judge').filter((r) => r.sex === 'women'), (r) => String(r.year), (g) => sum(g.map((r) => r.count))) }),
    q('trend', 'number of women in the workforce by year since 1950', { pairs: pairsOf(women.filter((r) => r.year >= 1950), (r) => String(r.year), (g) => sum(g.map((r) => r.count))) }),
    q('trend', 'farmers over time', { pairs: pairsOf(job('Farmer'), (r) => String(r.year), (g) => sum(g.map((r) => r.count))) }),

    q('group-ranking', 'Which occupation had the most workers in 2000?', { first: top(inYear(2000), (r) => r.job, (g) => sum(g.map((r) => r.count)), 1), among: jobs }),
    q('group-ranking', 'top 5 jobs for women in 1900', { allOf: top(inYear(1900).filter((r) => r.sex === 'women'), (r) => r.job, (g) => sum(g.map((r) => r.count)), 5).map((k) => [k]), ordered: true }),
    q('group-ranking', 'which job employed the most men in 1850', { first: top(inYear(1850).filter((r) => r.sex === 'men'), (r) => r.job, (g) => sum(g.map((r) => r.count)), 1), among: jobs }),
    q('group-ranking', 'top 3 occupations by number of women in 2000', { allOf: top(inYear(2000).filter((r) => r.sex === 'women'), (r) => r.job, (g) => sum(g.map((r) => r.count)), 3).map((k) => [k]), ordered: true }),
    q('group-ranking', 'In which census year were there the most nurses?', { oneOf: top(job('Nurse'), (r) => String(r.year), (g) => sum(g.map((r) => r.count)), 1) }),
    q('group-ranking', 'which profession had the highest share of the workforce in 1950', { first: top(inYear(1950), (r) => r.job, (g) => sum(g.map((r) => r.perc)), 1), among: jobs }),

    q('share', 'What percentage of teachers were women in 1900?', { percent: pct(at('Teacher', 'women', 1900).count, both('Teacher', 1900)), tol: SHARE_TOL }),
    q('share', 'share of women among all workers in 2000', { percent: pct(sum(inYear(2000).filter((r) => r.sex === 'women').map((r) => r.count)), sum(inYear(2000).map((r) => r.count))), tol: SHARE_TOL }),
    q('share', 'what share of the workforce were farmers in 1850', fraction(sum(job('Farmer').filter((r) => r.year === 1850).map((r) => r.perc)))),
    q('share', 'gender split of physicians and surgeons in 1980', { labelled: labelledOf(job('Physician / Surgeon').filter((r) => r.year === 1980), (r) => r.sex, (g) => pct(sum(g.map((r) => r.count)), both('Physician / Surgeon', 1980)), sexAlts), tol: SHARE_TOL }),

    q('comparison', 'how many more female than male teachers were there in 1950?', { number: at('Teacher', 'women', 1950).count - at('Teacher', 'men', 1950).count }),
    q('comparison', 'compare the number of male and female physicians in 2000', { labelled: [[sexAlts('men'), at('Physician / Surgeon', 'men', 2000).count], [sexAlts('women'), at('Physician / Surgeon', 'women', 2000).count]] }),
    q('comparison', 'Were there more bartenders or bakers in 1950?', { labelled: [[['Bartender', 'bartenders'], both('Bartender', 1950)], [['Baker', 'bakers'], both('Baker', 1950)]] }),

    q('ratio', 'How many times more farmers were there in 1900 than in 2000?', { number: both('Farmer', 1900) / both('Farmer', 2000), tol: RATIO_TOL }),
    q('ratio', 'ratio of female to male secretaries in 1970', { number: at('Secretary', 'women', 1970).count / at('Secretary', 'men', 1970).count, tol: RATIO_TOL }),

    q('lookup', 'How many male librarians were there in 1960?', { number: at('Librarian', 'men', 1960).count }),
    q('lookup', "what was the female farm laborers' share of the workforce in 1880", fraction(at('Farm Laborer', 'women', 1880).perc)),
  ];
}

function populationQuestions(): Q[] {
  const q = mk('population');
  const P = raw.population();
  const inYear = (y: number) => P.filter((r) => r.year === y);
  const sexAlts = (s: string) => (s === '1' ? ['male', 'men', 'man', '1'] : ['female', 'women', 'woman', '2']);
  const at = (y: number, age: number, sex: number) => one(P.filter((r) => r.year === y && r.age === age && r.sex === sex), `${y} ${age} ${sex}`).people;
  const total = (y: number) => sum(inYear(y).map((r) => r.people));
  const ageTotal = (y: number, age: string) => sum(inYear(y).filter((r) => String(r.age) === age).map((r) => r.people));
  return [
    q('aggregate', 'What was the total US population in 2000?', { number: total(2000) }),
    q('aggregate', 'How many children under 5 were there in 1900?', { number: sum(inYear(1900).filter((r) => r.age === 0).map((r) => r.people)) }),
    q('aggregate', 'total female population in 1950', { number: sum(inYear(1950).filter((r) => r.sex === 2).map((r) => r.people)) }),
    q('aggregate', 'how many people aged 65 and over were there in 2000', { number: sum(inYear(2000).filter((r) => r.age >= 65).map((r) => r.people)) }),
    q('aggregate', 'number of men in the 90+ age group in 1990', { number: at(1990, 90, 1) }),
    q('aggregate', 'average number of women per age group in 1850', { number: avg(inYear(1850).filter((r) => r.sex === 2).map((r) => r.people)) }),
    q('aggregate', 'largest single age-and-sex group in the data', { number: max(P.map((r) => r.people)) }),

    q('distinct', 'how many census years are in the data', { number: distinct(P.map((r) => r.year)) }),
    q('distinct', 'How many age groups are there?', { number: distinct(P.map((r) => r.age)) }),

    q('breakdown', 'population by sex in 1990', { labelled: labelledOf(inYear(1990), (r) => String(r.sex), (g) => sum(g.map((r) => r.people)), sexAlts) }),
    q('breakdown', 'how many women were there in each age group in 1850', { labelled: labelledOf(inYear(1850).filter((r) => r.sex === 2 && r.age <= 20), (r) => String(r.age), (g) => sum(g.map((r) => r.people))) }),

    q('trend', 'How has the total population changed since 1900?', { pairs: pairsOf(P.filter((r) => r.year >= 1900), (r) => String(r.year), (g) => sum(g.map((r) => r.people))) }),
    q('trend', 'female population over time', { pairs: pairsOf(P.filter((r) => r.sex === 2), (r) => String(r.year), (g) => sum(g.map((r) => r.people))) }),
    q('trend', 'number of people aged 85 by census year', { pairs: pairsOf(P.filter((r) => r.age === 85), (r) => String(r.year), (g) => sum(g.map((r) => r.people))) }),

    // Age groups are numbers (0, 5, …, 90): judged with their figure, a bare "0" or "5" proves nothing.
    q('group-ranking', 'Which age group was the largest in 1950?', { labelled: top(inYear(1950), (r) => String(r.age), (g) => sum(g.map((r) => r.people)), 1).map((k) => [[k], ageTotal(1950, k)] as [string[], number]) }),
    q('group-ranking', 'top 3 age groups by population in 2000', { allOf: top(inYear(2000), (r) => String(r.age), (g) => sum(g.map((r) => r.people)), 3).map((k) => [k]), ordered: true }, { labelled: top(inYear(2000), (r) => String(r.age), (g) => sum(g.map((r) => r.people)), 3).map((k) => [[k], ageTotal(2000, k)] as [string[], number]) }),
    q('group-ranking', 'which census year had the most people aged 90+', { oneOf: top(P.filter((r) => r.age === 90), (r) => String(r.year), (g) => sum(g.map((r) => r.people)), 1) }),

    q('share', 'What share of the population was female in 1850?', { percent: pct(sum(inYear(1850).filter((r) => r.sex === 2).map((r) => r.people)), total(1850)), tol: SHARE_TOL }),
    q('share', 'what percentage of people were under 20 in 1900', { percent: pct(sum(inYear(1900).filter((r) => r.age < 20).map((r) => r.people)), total(1900)), tol: SHARE_TOL }),
    q('share', 'sex distribution of the population in 2000', { labelled: labelledOf(inYear(2000), (r) => String(r.sex), (g) => pct(sum(g.map((r) => r.people)), total(2000)), sexAlts), tol: SHARE_TOL }),

    q('comparison', 'How many more women than men were aged 85 in 2000?', { number: at(2000, 85, 2) - at(2000, 85, 1) }),
    q('comparison', 'compare the male and female population in 1900', { labelled: labelledOf(inYear(1900), (r) => String(r.sex), (g) => sum(g.map((r) => r.people)), sexAlts) }),
    q('comparison', 'how much did the population grow between 1950 and 2000', { number: total(2000) - total(1950) }),

    q('ratio', 'how many times bigger was the population in 2000 than in 1850?', { number: total(2000) / total(1850), tol: RATIO_TOL }),

    q('lookup', 'How many women aged 30 were there in 1960?', { number: at(1960, 30, 2) }),
    q('lookup', 'number of boys in the 10 age group in 1880', { number: at(1880, 10, 1) }),
  ];
}

function unemploymentQuestions(): Q[] {
  const q = mk('unemployment');
  const U = raw.unemployment();
  const ym = (r: (typeof U)[number]) => `${r.year}-${String(r.month).padStart(2, '0')}`;
  const series = (s: string) => U.filter((r) => r.series === s);
  const inYear = (y: number) => U.filter((r) => r.year === y);
  const inMonth = (m: string) => U.filter((r) => ym(r) === m);
  const at = (s: string, m: string) => one(U.filter((r) => r.series === s && ym(r) === m), `${s} ${m}`);
  const industries = namesOf(U, (r) => r.series);
  return [
    q('aggregate', 'average unemployment rate in manufacturing in 2009', { number: avg(series('Manufacturing').filter((r) => r.year === 2009).map((r) => r.rate)) }),
    q('aggregate', 'highest unemployment rate ever recorded', { number: max(U.map((r) => r.rate)) }),
    q('aggregate', 'total unemployed in January 2010 (thousands)', { number: sum(inMonth('2010-01').map((r) => r.count)) }),
    q('aggregate', 'average number of unemployed in Information since 2008', { number: avg(series('Information').filter((r) => r.year >= 2008).map((r) => r.count)) }),
    q('aggregate', 'how many months had an unemployment rate above 20% in construction', { number: series('Construction').filter((r) => r.rate > 20).length }),
    q('aggregate', 'lowest jobless rate for government workers', { number: min(series('Government').map((r) => r.rate)) }),
    q('aggregate', 'avg unemployement rate in agriculture between 2000 and 2004', { number: avg(series('Agriculture').filter((r) => r.year >= 2000 && r.year <= 2004).map((r) => r.rate)) }),
    q('aggregate', 'peak number of unemployed self-employed workers', { number: max(series('Self-employed').map((r) => r.count)) }),
    q('aggregate', 'average unemployment rate across all industries in 2007', { number: avg(inYear(2007).map((r) => r.rate)) }),

    q('distinct', 'How many industries are tracked?', { number: distinct(U.map((r) => r.series)) }),

    q('breakdown', 'average unemployment rate by industry in 2009', { labelled: labelledOf(inYear(2009), (r) => r.series, (g) => avg(g.map((r) => r.rate))) }),
    q('breakdown', 'number unemployed per industry in Feb 2010', { labelled: labelledOf(inMonth('2010-02'), (r) => r.series, (g) => sum(g.map((r) => r.count))) }),

    q('trend', 'monthly unemployment rate for construction in 2008', { labelled: labelledOf(series('Construction').filter((r) => r.year === 2008), ym, (g) => avg(g.map((r) => r.rate)), monthAlts) }),
    q('trend', 'yearly average unemployment rate in manufacturing', { pairs: pairsOf(series('Manufacturing'), (r) => String(r.year), (g) => avg(g.map((r) => r.rate))) }),
    q('trend', 'average number unemployed in Finance per year', { pairs: pairsOf(series('Finance'), (r) => String(r.year), (g) => avg(g.map((r) => r.count))) }),
    q('trend', 'how did the leisure and hospitality jobless rate change month by month in 2009', { labelled: labelledOf(series('Leisure and hospitality').filter((r) => r.year === 2009), ym, (g) => avg(g.map((r) => r.rate)), monthAlts) }),

    q('group-ranking', 'Which industry had the highest unemployment rate in January 2010?', { first: top(inMonth('2010-01'), (r) => r.series, (g) => avg(g.map((r) => r.rate)), 1), among: industries }),
    q('group-ranking', 'which sector had the lowest average unemployment rate in 2006', { first: top(inYear(2006), (r) => r.series, (g) => avg(g.map((r) => r.rate)), 1, 'asc'), among: industries }),
    q('group-ranking', 'top 3 industries by average unemployment rate in 2009', { allOf: top(inYear(2009), (r) => r.series, (g) => avg(g.map((r) => r.rate)), 3).map((k) => [k]), ordered: true }),
    q('group-ranking', 'bottom 2 industries by number of unemployed in 2005', { allOf: top(inYear(2005), (r) => r.series, (g) => avg(g.map((r) => r.count)), 2, 'asc').map((k) => [k]) }),
    q('group-ranking', 'which year had the highest average unemployment rate in construction', { oneOf: top(series('Construction'), (r) => String(r.year), (g) => avg(g.map((r) => r.rate)), 1) }),

    q('record-ranking', 'In which month was the construction unemployment rate highest?', { oneOf: monthAlts(ym(only(series('Construction'), (r) => r.rate))) }),
    q('record-ranking', 'when did unemployment in leisure and hospitality peak', { oneOf: monthAlts(ym(only(series('Leisure and hospitality'), (r) => r.count))) }),
    q('record-ranking', 'lowest unemployment count in manufacturing — which month?', { oneOf: monthAlts(ym(only(series('Manufacturing'), (r) => r.count, 'asc'))) }),

    q('share', 'What share of the unemployed in Jan 2010 were in construction?', { percent: pct(at('Construction', '2010-01').count, sum(inMonth('2010-01').map((r) => r.count))), tol: SHARE_TOL }),
    q('share', 'distribution of the unemployed by industry in December 2009', { labelled: labelledOf(inMonth('2009-12'), (r) => r.series, (g) => pct(sum(g.map((r) => r.count)), sum(inMonth('2009-12').map((r) => r.count)))), tol: SHARE_TOL }),

    q('comparison', 'how much higher was the average unemployment rate in construction than in finance in 2009?', { number: avg(series('Construction').filter((r) => r.year === 2009).map((r) => r.rate)) - avg(series('Finance').filter((r) => r.year === 2009).map((r) => r.rate)) }),
    q('comparison', 'compare the unemployment rates of government and education and health in Feb 2010', { labelled: [[['Government'], at('Government', '2010-02').rate], [['Education and Health'], at('Education and Health', '2010-02').rate]] }),
    q('comparison', 'How many more people were unemployed in manufacturing in Jan 2010 than in Jan 2007?', { number: at('Manufacturing', '2010-01').count - at('Manufacturing', '2007-01').count }),

    q('ratio', 'how many times higher was the construction unemployment rate in Feb 2010 than in Feb 2006?', { number: at('Construction', '2010-02').rate / at('Construction', '2006-02').rate, tol: RATIO_TOL }),

    q('lookup', 'What was the unemployment rate in construction in March 2009?', { number: at('Construction', '2009-03').rate }),
    q('lookup', 'How many people were unemployed in finance in December 2008?', { number: at('Finance', '2008-12').count }),
    q('lookup', 'jobless rate of the mining and extraction sector in june 2005', { number: at('Mining and Extraction', '2005-06').rate }),
  ];
}

function incomeQuestions(): Q[] {
  const q = mk('income');
  const I = raw.income();
  const state = (s: string) => I.filter((r) => r.name === s);
  /** The households of a state: the same figure on each of its ten rows (a sum over its rows would count it ten times). */
  const households = (s: string) => {
    const t = new Set(state(s).map((r) => r.total));
    if (t.size !== 1) throw new Error(`${s} has ${t.size} household totals`);
    return [...t][0]!;
  };
  const at = (s: string, g: string) => one(I.filter((r) => r.name === s && r.group === g), `${s} ${g}`).pct;
  const inGroup = (g: string) => I.filter((r) => r.group === g);
  const states = namesOf(I, (r) => r.name);
  const regions = namesOf(I, (r) => r.region);
  const oneRow = I.filter((r) => r.group === '<10000');
  const allHouseholds = sum(oneRow.map((r) => r.total));
  return [
    q('aggregate', 'How many households are in California?', { number: households('California') }),
    q('aggregate', 'What share of households in Mississippi earn less than $10,000?', fraction(at('Mississippi', '<10000'))),
    q('aggregate', 'average share of households earning 200000+ in the northeast', fraction(avg(inGroup('200000+').filter((r) => r.region === 'northeast').map((r) => r.pct)))),
    q('aggregate', 'how many states have more than 5 million households', { number: oneRow.filter((r) => r.total > 5e6).length }),
    q('aggregate', 'highest share of households in the under 10k bracket', fraction(max(inGroup('<10000').map((r) => r.pct)))),
    q('aggregate', 'total number of households in the midwest', { number: sum(oneRow.filter((r) => r.region === 'midwest').map((r) => r.total)) }),

    q('distinct', 'How many states are in the data?', { number: distinct(I.map((r) => r.name)) }),
    q('distinct', 'how many income brackets are there', { number: distinct(I.map((r) => r.group)) }),
    q('distinct', 'number of regions', { number: distinct(I.map((r) => r.region)) }),

    q('breakdown', 'number of states per region', { labelled: labelledOf(I, (r) => r.region, (g) => distinct(g.map((r) => r.name))) }),
    q('breakdown', 'average share of households earning under 10000 by region', {
      either: [
        { labelled: labelledOf(inGroup('<10000'), (r) => r.region, (g) => avg(g.map((r) => r.pct))), tol: 0.0006 },
        { labelled: labelledOf(inGroup('<10000'), (r) => r.region, (g) => 100 * avg(g.map((r) => r.pct))), tol: SHARE_TOL },
      ],
    }),
    q('breakdown', 'income distribution of Alaska', {
      either: [
        { labelled: state('Alaska').map((r) => [[r.group], r.pct] as [string[], number]), tol: 0.0006 },
        { labelled: state('Alaska').map((r) => [[r.group], 100 * r.pct] as [string[], number]), tol: SHARE_TOL },
      ],
    }),

    q('group-ranking', 'Which state has the most households?', { first: top(oneRow, (r) => r.name, (g) => max(g.map((r) => r.total)), 1), among: states }),
    q('group-ranking', 'which state has the highest share of households earning $200,000+', { first: top(inGroup('200000+'), (r) => r.name, (g) => avg(g.map((r) => r.pct)), 1), among: states }),
    // Louisiana and West Virginia tie inside the five (both 0.104): the five are judged as a set.
    q('group-ranking', 'top 5 states by share of households earning less than $10,000', { allOf: top(inGroup('<10000'), (r) => r.name, (g) => avg(g.map((r) => r.pct)), 5, 'desc', false).map((k) => [k]) }, { noneOf: top(inGroup('<10000'), (r) => r.name, (g) => avg(g.map((r) => r.pct)), 6, 'desc', false).slice(5) }),
    q('group-ranking', 'Which state has the fewest households?', { first: top(oneRow, (r) => r.name, (g) => max(g.map((r) => r.total)), 1, 'asc'), among: states }),
    q('group-ranking', 'which region has the highest average share of households in the 100000 to 149999 bracket', { first: top(inGroup('100000 to 149999'), (r) => r.region, (g) => avg(g.map((r) => r.pct)), 1), among: regions }),
    q('group-ranking', "which income bracket is biggest in Texas", { oneOf: top(state('Texas'), (r) => r.group, (g) => avg(g.map((r) => r.pct)), 1) }),

    q('share', 'what percentage of all households live in Texas', { percent: pct(households('Texas'), allHouseholds), tol: SHARE_TOL }),
    q('share', 'What percent of households in the west region are in California?', { percent: pct(households('California'), sum(oneRow.filter((r) => r.region === 'west').map((r) => r.total))), tol: SHARE_TOL }),

    q('comparison', 'How many more housholds does Texas have than Florida?', { number: households('Texas') - households('Florida') }),
    q('comparison', 'compare the share of households earning 200000+ in New Jersey and Mississippi', {
      either: [
        { labelled: [[['New Jersey'], at('New Jersey', '200000+')], [['Mississippi'], at('Mississippi', '200000+')]], tol: 0.0006 },
        { labelled: [[['New Jersey'], 100 * at('New Jersey', '200000+')], [['Mississippi'], 100 * at('Mississippi', '200000+')]], tol: SHARE_TOL },
      ],
    }),

    q('ratio', 'How many times more households are in California than in Wyoming?', { number: households('California') / households('Wyoming'), tol: RATIO_TOL }),

    q('lookup', 'What is the FIPS code of Ohio?', { number: state('Ohio')[0]!.id }),
    q('lookup', 'Which state has FIPS code 72?', { words: [one(oneRow.filter((r) => r.id === 72), 'fips 72').name] }),
    q('lookup', 'what region is Colorado in', { oneOf: [state('Colorado')[0]!.region] }),
    q('lookup', 'share of households in Maryland earning 150000 to 199999', fraction(at('Maryland', '150000 to 199999'))),
  ];
}

function employmentQuestions(): Q[] {
  const q = mk('employment');
  const E = raw.employment();
  const ym = (r: (typeof E)[number]) => r.month.slice(0, 7);
  const yr = (r: (typeof E)[number]) => r.month.slice(0, 4);
  const inYear = (y: number) => E.filter((r) => yr(r) === String(y));
  const at = (m: string) => one(E.filter((r) => ym(r) === m), m);
  const col = (c: string) => (r: (typeof E)[number]) => r[c]!;
  return [
    q('aggregate', 'average manufacturing employment in 2010', { number: avg(inYear(2010).map(col('manufacturing'))) }),
    q('aggregate', 'lowest nonfarm payrolls in the data', { number: min(E.map(col('nonfarm'))) }),
    q('aggregate', 'total jobs added in 2014', { number: sum(inYear(2014).map(col('nonfarm_change'))) }),
    q('aggregate', 'How many months had job losses?', { number: E.filter((r) => r.nonfarm_change! < 0).length }),
    q('aggregate', 'what was the biggest monthly job loss', { number: min(E.map(col('nonfarm_change'))) }),
    q('aggregate', 'average monthly job gain since 2011', { number: avg(E.filter((r) => r.month >= '2011-01-01').map(col('nonfarm_change'))) }),
    q('aggregate', 'peak construction employment', { number: max(E.map(col('construction'))) }),
    q('aggregate', 'avg government employment in the first half of 2012', { number: avg(E.filter((r) => r.month >= '2012-01-01' && r.month < '2012-07-01').map(col('government'))) }),
    q('aggregate', 'how many months did payrolls grow by more than 300 thousand', { number: E.filter((r) => r.nonfarm_change! > 300).length }),

    q('trend', 'yearly average nonfarm payrolls', { labelled: labelledOf(E, yr, (g) => avg(g.map(col('nonfarm')))) }),
    q('trend', 'construction employment by month in 2009', { labelled: labelledOf(inYear(2009), ym, (g) => avg(g.map(col('construction'))), monthAlts) }),
    q('trend', 'jobs added per year', { labelled: labelledOf(E, yr, (g) => sum(g.map(col('nonfarm_change')))) }),
    q('trend', 'how has leisure and hospitality employment grown since 2010 (yearly average)', { labelled: labelledOf(E.filter((r) => r.month >= '2010-01-01'), yr, (g) => avg(g.map(col('leisure_and_hospitality')))) }),

    q('group-ranking', 'which year had the highest average government employment', { oneOf: top(E, yr, (g) => avg(g.map(col('government'))), 1) }),
    q('group-ranking', 'worst year for job growth', { oneOf: top(E, yr, (g) => sum(g.map(col('nonfarm_change'))), 1, 'asc') }),

    q('record-ranking', 'Which month had the largest job gains?', { oneOf: monthAlts(ym(only(E, col('nonfarm_change')))) }),
    q('record-ranking', 'In which month did construction employment bottom out?', { oneOf: monthAlts(ym(only(E, col('construction'), 'asc'))) }),
    q('record-ranking', 'the 3 months with the biggest job losses', { allOf: topRecords(E, col('nonfarm_change'), 3, 'asc').map((r) => monthAlts(ym(r))) }),

    q('comparison', 'how many more manufacturing jobs were there in Jan 2006 than in Jan 2010?', { number: at('2006-01').manufacturing! - at('2010-01').manufacturing! }),
    q('comparison', 'compare average construction employment in 2007 and 2011', { labelled: [[['2007'], avg(inYear(2007).map(col('construction')))], [['2011'], avg(inYear(2011).map(col('construction')))]] }),
    q('comparison', 'How much did nonfarm employment grow between January 2010 and December 2015?', { number: at('2015-12').nonfarm! - at('2010-01').nonfarm! }),

    q('ratio', 'how many times bigger were total job gains in 2014 than in 2012?', { number: sum(inYear(2014).map(col('nonfarm_change'))) / sum(inYear(2012).map(col('nonfarm_change'))), tol: RATIO_TOL }),

    q('lookup', 'What was nonfarm employment in December 2015?', { number: at('2015-12').nonfarm! }),
    q('lookup', 'how many jobs were added in Oct 2008', { number: at('2008-10').nonfarm_change! }),
    q('lookup', 'retail trade employment in november 2015', { number: at('2015-11').retail_trade! }),
  ];
}

// ---- the eight tables added second (written blind, like the first ten) -----------------------------

/** "2008-10-09" → the ways an answer may write that day. */
const dayAlts = (iso: string): string[] => {
  const name = MONTH_NAMES[Number(iso.slice(5, 7)) - 1]!;
  const d = Number(iso.slice(8, 10));
  const y = iso.slice(0, 4);
  return [...new Set([iso, `${name} ${d}, ${y}`, `${name} ${d} ${y}`, `${d} ${name} ${y}`, `${name.slice(0, 3)} ${d}, ${y}`, `${name.slice(0, 3)} ${d} ${y}`])];
};
/** The quarter (1-4) of an ISO date. */
const quarterOf = (iso: string) => String(Math.floor((Number(iso.slice(5, 7)) - 1) / 3) + 1);
/** Quarter n of year y as an answer may write it (its label, or the month it starts). */
const quarterAlts = (y: string) => (n: string) => [`${y}-Q${n}`, `${y} Q${n}`, `Q${n} ${y}`, `Q${n}`, `${y}-${String(3 * Number(n) - 2).padStart(2, '0')}`];
/** A month of the year ("10") by name, for rankings over the months of every year. */
const monthNameAlts = (m: string): string[] => {
  const name = MONTH_NAMES[Number(m) - 1]!;
  return [...new Set([name, name.slice(0, 3)])];
};
const ALL_MONTH_NAMES = MONTH_NAMES.flatMap((_, i) => monthNameAlts(String(i + 1)));
/** Two numbers asked together ("min and max", "the range"): each one written. */
const both = (a: number, b: number): AnswerExpect[] => [{ number: a }, { number: b }];

function birdstrikesQuestions(): Q[] {
  const q = mk('birdstrikes');
  const B = raw.birdstrikes();
  type S = (typeof B)[number];
  const yr = (r: S) => r.date.slice(0, 4);
  const ym = (r: S) => r.date.slice(0, 7);
  const inYear = (y: number) => B.filter((r) => yr(r) === String(y));
  const airline = (a: string) => B.filter((r) => r.airline === a);
  const airlines = namesOf(B, (r) => r.airline);
  const airports = namesOf(B, (r) => r.airport);
  const states = namesOf(B, (r) => r.state);
  const species = namesOf(B, (r) => r.species);
  const phases = namesOf(B, (r) => r.phase);
  const models = namesOf(B, (r) => r.model);
  const count = (g: S[]) => g.length;
  const AA = 'AMERICAN AIRLINES';
  const DELTA = 'DELTA AIR LINES';
  const OHARE = "CHICAGO O'HARE INTL ARPT";
  const costliest = only(B, (r) => r.costTotal);
  const dearRepair = only(B, (r) => r.costRepair);
  const texas = B.filter((r) => r.state === 'Texas');
  const taxi = B.filter((r) => r.phase === 'Taxi');
  const dawn = B.filter((r) => r.time === 'Dawn');
  const over2m = B.filter((r) => r.costTotal > 2e6);
  const jan9 = B.filter((r) => r.date === '1990-01-09');
  return [
    // -- aggregates, with category and numeric filters
    q('aggregate', 'How many bird strikes are in the data?', { number: B.length }),
    q('aggregate', 'how many strikes happened in 1995', { number: inYear(1995).length }),
    q('aggregate', 'total repair cost of all bird strikes in dollars', { number: sum(B.map((r) => r.costRepair)) }),
    q('aggregate', 'What was the total cost of strikes in 2000?', { number: sum(inYear(2000).map((r) => r.costTotal)) }),
    q('aggregate', 'average speed at impact, in knots', { number: avg(B.map((r) => r.speed)) }),
    q('aggregate', 'how many strikes caused substantial damage', { number: B.filter((r) => r.damage === 'Substantial').length }),
    q('aggregate', 'How many strikes at night involved large birds?', { number: B.filter((r) => r.time === 'Night' && r.size === 'Large').length }),
    q('aggregate', 'number of bird strikes in Texas since 1998', { number: texas.filter((r) => r.date >= '1998-01-01').length }),
    q('aggregate', 'How many strikes happened at a speed above 200 knots?', { number: B.filter((r) => r.speed !== null && r.speed > 200).length }),
    q('aggregate', 'how many strikes during approach were faster than 150 knots', { number: B.filter((r) => r.phase === 'Approach' && r.speed !== null && r.speed > 150).length }),
    q('aggregate', 'how many incidents cost more than $100,000', { number: B.filter((r) => r.costTotal > 100000).length }),
    q('aggregate', 'how many strikes have no speed recorded', { number: B.filter((r) => r.speed === null).length }),
    q('aggregate', 'number of strikes in 1990 with a missing airspeed', { number: inYear(1990).filter((r) => r.speed === null).length }),
    q('aggregate', 'highest repair cost of a single strike', { number: max(B.map((r) => r.costRepair)) }),
    q('aggregate', 'What was the most expensive bird strike in 1999, in dollars?', { number: max(inYear(1999).map((r) => r.costTotal)) }),
    q('aggregate', 'slowest speed recorded for a strike during descent', { number: min(B.filter((r) => r.phase === 'Descent').map((r) => r.speed)) }),
    q('aggregate', 'fastest speed at which a Canada goose was hit', { number: max(B.filter((r) => r.species === 'Canada goose').map((r) => r.speed)) }),
    q('aggregate', 'average total cost of strikes with substantial damage', { number: avg(B.filter((r) => r.damage === 'Substantial').map((r) => r.costTotal)) }),
    q('aggregate', 'How many American Airlines strikes were there in 2001?', { number: airline(AA).filter((r) => yr(r) === '2001').length }),
    q('aggregate', "how many strikes at chicago o'hare", { number: B.filter((r) => r.airport === OHARE).length }),
    q('aggregate', 'min and max speed of strikes while taxiing', ...both(min(taxi.map((r) => r.speed)), max(taxi.map((r) => r.speed)))),
    q('aggregate', 'range of speeds for strikes at dawn', ...both(min(dawn.map((r) => r.speed)), max(dawn.map((r) => r.speed)))),
    q('aggregate', 'spread between the highest and lowest speed of strikes in Texas', { number: max(texas.map((r) => r.speed)) - min(texas.map((r) => r.speed)) }),
    q('aggregate', 'how many european starling strikes were there between 1995 and 2000', { number: B.filter((r) => r.species === 'European starling' && r.date >= '1995-01-01' && r.date <= '2000-12-31').length }),
    q('aggregate', 'avg repair cost of strikes involving medium sized wildlife', { number: avg(B.filter((r) => r.size === 'Medium').map((r) => r.costRepair)) }),
    q('aggregate', 'how many strikes were there in the summer of 1997 (June to August)', { number: B.filter((r) => r.date >= '1997-06-01' && r.date <= '1997-08-31').length }),

    // -- how many different
    q('distinct', 'How many different airlines are in the data?', { number: distinct(B.map((r) => r.airline)) }),
    q('distinct', 'how many airports reported strikes', { number: distinct(B.map((r) => r.airport)) }),
    q('distinct', 'how many distinct bird species were struck in Texas', { number: distinct(texas.map((r) => r.species)) }),
    q('distinct', 'number of different aircraft models hit in 2001', { number: distinct(inYear(2001).map((r) => r.model)) }),

    // -- breakdowns
    q('breakdown', 'number of strikes by phase of flight', { labelled: labelledOf(B, (r) => r.phase, count) }),
    q('breakdown', 'average repair cost per wildlife size', { labelled: labelledOf(B, (r) => r.size, (g) => avg(g.map((r) => r.costRepair))) }),
    q('breakdown', 'total cost by time of day', { labelled: labelledOf(B, (r) => r.time, (g) => sum(g.map((r) => r.costTotal))) }),
    q('breakdown', 'how many strikes per damage level in 2000', { labelled: labelledOf(inYear(2000), (r) => r.damage, count) }),
    // Groups whose every speed is empty have no average (SQL null): only the others are judged.
    q('breakdown', 'average speed for each phase of flight', { labelled: labelledOf(B.filter((r) => r.speed !== null), (r) => r.phase, (g) => avg(g.map((r) => r.speed))) }),

    // -- trends
    q('trend', 'How did the number of bird strikes change over the years?', { labelled: labelledOf(B, yr, count) }),
    q('trend', 'strikes per month in 1999', { labelled: labelledOf(inYear(1999), ym, count, monthAlts) }),
    q('trend', 'total repair costs per year since 1995', { labelled: labelledOf(B.filter((r) => r.date >= '1995-01-01'), yr, (g) => sum(g.map((r) => r.costRepair))) }),
    q('trend', 'number of strikes per quarter in 2001', { labelled: labelledOf(inYear(2001), (r) => quarterOf(r.date), count, quarterAlts('2001')) }),
    q('trend', 'did bird strikes go up between 1990 and 2000?', { labelled: [[['1990'], inYear(1990).length], [['2000'], inYear(2000).length]] }),
    q('trend', 'monthly average speed in 2000', { labelled: labelledOf(inYear(2000), ym, (g) => avg(g.map((r) => r.speed)), monthAlts) }),
    q('trend', 'trend of strikes for american airlines by year', { labelled: labelledOf(airline(AA), yr, count) }),
    q('trend', 'year over year total cost of strikes in Texas', { labelled: labelledOf(texas, yr, (g) => sum(g.map((r) => r.costTotal))) }),

    // -- rankings of groups
    q('group-ranking', 'Which airline had the most bird strikes?', { first: top(B, (r) => r.airline, count, 1), among: airlines }),
    q('group-ranking', 'top 3 states by number of strikes', { allOf: top(B, (r) => r.state, count, 3).map((k) => [k]), ordered: true }, { noneOf: top(B, (r) => r.state, count, 4).slice(3) }),
    q('group-ranking', 'which airport had the highest total repair cost', { first: top(B, (r) => r.airport, (g) => sum(g.map((r) => r.costRepair)), 1), among: airports }),
    q('group-ranking', 'which species caused the most damage in dollars', { first: top(B, (r) => r.species, (g) => sum(g.map((r) => r.costTotal)), 1), among: species }),
    q('group-ranking', 'Which phase of flight has the highest average speed?', { first: top(B, (r) => r.phase, (g) => avg(g.map((r) => r.speed)), 1), among: phases }),
    q('group-ranking', 'which state had the most strikes in 1996', { first: top(inYear(1996), (r) => r.state, count, 1), among: states }),
    q('group-ranking', 'worst airline by average cost per strike', { first: top(B, (r) => r.airline, (g) => avg(g.map((r) => r.costTotal)), 1), among: airlines }),
    q('group-ranking', 'Which year had the most bird strikes?', { oneOf: top(B, yr, count, 1) }),
    q('group-ranking', 'which month of the year sees the most strikes', { first: top(B, (r) => String(Number(r.date.slice(5, 7))), count, 1).flatMap(monthNameAlts), among: ALL_MONTH_NAMES }),
    q('group-ranking', 'Which day had the most bird strikes?', { oneOf: dayAlts(top(B, (r) => r.date, count, 1)[0]!) }),
    q('group-ranking', 'what was the busiest month for bird strikes in 2000', { oneOf: monthAlts(top(inYear(2000), ym, count, 1)[0]!) }),
    q('group-ranking', 'which aircraft model gets hit the most', { first: top(B, (r) => r.model, count, 1), among: models }),

    // -- rankings of records: the answer is another column of the record
    q('record-ranking', 'On which day did the most expensive bird strike happen?', { oneOf: dayAlts(costliest.date) }),
    q('record-ranking', 'which aircraft model was involved in the costliest strike', { first: [costliest.model], among: models }),
    q('record-ranking', 'what airport had the single most expensive repair', { first: [dearRepair.airport], among: airports }),
    q('record-ranking', 'when was the most expensive strike in California', { oneOf: dayAlts(only(B.filter((r) => r.state === 'California'), (r) => r.costTotal).date) }),
    q('record-ranking', 'dates of the 3 most expensive strikes', { allOf: topRecords(B, (r) => r.costTotal, 3).map((r) => dayAlts(r.date)), ordered: true }),
    q('record-ranking', 'which airline had the costliest strike in 1995', { first: [only(inYear(1995), (r) => r.costTotal).airline], among: airlines }),

    // -- shares
    q('share', 'What percentage of strikes caused no damage?', shareOf(B, (r) => r.damage, 'None')),
    q('share', 'distribution of strikes by time of day', distributionOf(B, (r) => r.time)),
    q('share', 'share of strikes by wildlife size in 2001', distributionOf(inYear(2001), (r) => r.size)),
    q('share', 'what share of the rows are night strikes', shareOf(B, (r) => r.time, 'Night')),
    q('share', 'percentage of strikes during approach per year', {
      labelled: labelledOf(B, yr, (g) => pct(g.filter((r) => r.phase === 'Approach').length, g.length)),
      tol: SHARE_TOL,
    }),
    q('share', 'what fraction of the total repair cost comes from Texas', { percent: pct(sum(texas.map((r) => r.costRepair)), sum(B.map((r) => r.costRepair))), tol: SHARE_TOL }),

    // -- comparisons and ratios
    q('comparison', 'Were there more strikes during the day or at night?', { labelled: labelledOf(B.filter((r) => r.time === 'Day' || r.time === 'Night'), (r) => r.time, count) }),
    q('comparison', 'compare American Airlines and Delta by number of strikes', { labelled: [[[AA], airline(AA).length], [[DELTA, 'Delta'], airline(DELTA).length]] }),
    q('comparison', 'strikes in 1995 vs 2000', { labelled: [[['1995'], inYear(1995).length], [['2000'], inYear(2000).length]] }),
    q('comparison', 'how many more strikes happened during climb than during descent', { number: B.filter((r) => r.phase === 'Climb').length - B.filter((r) => r.phase === 'Descent').length }),
    q('comparison', 'average speed: large vs small birds', { labelled: labelledOf(B.filter((r) => r.size === 'Large' || r.size === 'Small'), (r) => r.size, (g) => avg(g.map((r) => r.speed))) }),
    q('comparison', 'is the average repair cost higher at night or during the day', { labelled: labelledOf(B.filter((r) => r.time === 'Day' || r.time === 'Night'), (r) => r.time, (g) => avg(g.map((r) => r.costRepair))) }),
    q('ratio', 'ratio of approach strikes to climb strikes', { number: B.filter((r) => r.phase === 'Approach').length / B.filter((r) => r.phase === 'Climb').length, tol: RATIO_TOL }),
    q('ratio', 'how many times more strikes were there in 2001 than in 1990', { number: inYear(2001).length / inYear(1990).length, tol: RATIO_TOL }),

    // -- lookups
    q('lookup', 'which airport reported a strike on January 9, 1990', { allOf: [...new Set(jan9.map((r) => r.airport))].map((a) => [a]) }),
    q('lookup', 'show me the strikes that cost more than 2 million dollars', { allOf: [...new Set(over2m.map((r) => r.date))].map(dayAlts) }),
    q('lookup', 'what species hit the plane in the most expensive strike', { oneOf: [costliest.species] }),
  ];
}

function footballQuestions(): Q[] {
  const q = mk('football');
  const F = raw.football();
  type M = (typeof F)[number];
  const yr = (r: M) => r.date.slice(0, 4);
  const ym = (r: M) => r.date.slice(0, 7);
  const inYear = (y: number) => F.filter((r) => yr(r) === String(y));
  const EPL = 'English Premier League';
  const SERIE = 'Serie A';
  const LIGA = 'Primera Division';
  const GER = 'Deutsche Bundesliga';
  const AUT = 'Österreichische Bundesliga';
  const league = (d: string) => F.filter((r) => r.division === d);
  const home = (t: string) => F.filter((r) => r.home === t);
  const teams = namesOf(F, (r) => r.home);
  const leagues = namesOf(F, (r) => r.division);
  const count = (g: M[]) => g.length;
  const hg = (g: M[]) => sum(g.map((r) => r.homeGoals));
  const ag = (g: M[]) => sum(g.map((r) => r.awayGoals));
  const bigHome = only(F, (r) => r.homeGoals);
  const bigAway = only(F, (r) => r.awayGoals);
  const ars = one(
    F.filter((r) => r.home === 'Arsenal' && r.away === 'Chelsea' && r.date === '2016-09-24'),
    'Arsenal v Chelsea 2016-09-24',
  );
  const lastDay = F.filter((r) => r.date === '2017-05-28');
  return [
    q('aggregate', 'How many matches are in the data?', { number: F.length }),
    q('aggregate', 'how many games were played in the English Premier League', { number: league(EPL).length }),
    q('aggregate', 'How many Serie A matches were played in 2015?', { number: league(SERIE).filter((r) => yr(r) === '2015').length }),
    q('aggregate', 'average home goals per game', { number: avg(F.map((r) => r.homeGoals)) }),
    q('aggregate', 'avg away goals in the Deutsche Bundesliga', { number: avg(league(GER).map((r) => r.awayGoals)) }),
    q('aggregate', 'total goals scored by home teams in 2016', { number: hg(inYear(2016)) }),
    q('aggregate', 'What was the highest home score ever?', { number: max(F.map((r) => r.homeGoals)) }),
    q('aggregate', 'most goals scored by an away team in the Primera Division', { number: max(league(LIGA).map((r) => r.awayGoals)) }),
    q('aggregate', 'How many home matches did Arsenal play?', { number: home('Arsenal').length }),
    q('aggregate', 'how many games ended with the home team scoring more than 4 goals', { number: F.filter((r) => r.homeGoals !== null && r.homeGoals > 4).length }),
    q('aggregate', 'how many matches have no score recorded', { number: F.filter((r) => r.homeGoals === null).length }),
    q('aggregate', 'in how many Premier League matches did the away side score 0 goals', { number: league(EPL).filter((r) => r.awayGoals === 0).length }),
    q('aggregate', 'average goals scored at home by Barcelona', { number: avg(home('Barcelona').map((r) => r.homeGoals)) }),
    q('aggregate', 'how many times did Liverpool score 3 or more goals at home', { number: home('Liverpool').filter((r) => r.homeGoals !== null && r.homeGoals >= 3).length }),
    q('aggregate', 'how many matches were played in April 2017', { number: F.filter((r) => ym(r) === '2017-04').length }),
    q('aggregate', 'how many away teams scored 4+ goals in serie a', { number: league(SERIE).filter((r) => r.awayGoals !== null && r.awayGoals >= 4).length }),
    q('aggregate', 'average away goals in matches hosted by Juventus', { number: avg(home('Juventus').map((r) => r.awayGoals)) }),
    q('aggregate', 'total home goals of FC Bayern Munchen', { number: hg(home('FC Bayern Munchen')) }),
    q('aggregate', 'most goals a home side scored in the Österreichische Bundesliga in 2014', { number: max(league(AUT).filter((r) => yr(r) === '2014').map((r) => r.homeGoals)) }),

    q('distinct', 'How many different home teams are there?', { number: distinct(F.map((r) => r.home)) }),
    q('distinct', 'how many leagues are in the data', { number: distinct(F.map((r) => r.division)) }),
    q('distinct', 'how many different teams played at home in Serie A', { number: distinct(league(SERIE).map((r) => r.home)) }),
    q('distinct', 'on how many different days were games played in 2014', { number: distinct(inYear(2014).map((r) => r.date)) }),

    q('breakdown', 'number of matches per league', { labelled: labelledOf(F, (r) => r.division, count) }),
    q('breakdown', 'average home goals by division', { labelled: labelledOf(F, (r) => r.division, (g) => avg(g.map((r) => r.homeGoals))) }),
    q('breakdown', 'total away goals for each league in 2016', { labelled: labelledOf(inYear(2016), (r) => r.division, ag) }),
    q('breakdown', 'average away goals conceded per home team in the Österreichische Bundesliga', { labelled: labelledOf(league(AUT), (r) => r.home, (g) => avg(g.map((r) => r.awayGoals))) }),
    q('breakdown', 'number of matches per league in 2017', { labelled: labelledOf(inYear(2017), (r) => r.division, count) }),

    q('trend', 'How many matches were played per year?', { labelled: labelledOf(F, yr, count) }),
    q('trend', 'average home goals per year since 2014', { labelled: labelledOf(F.filter((r) => r.date >= '2014-01-01'), yr, (g) => avg(g.map((r) => r.homeGoals))) }),
    q('trend', 'number of Serie A games by month in 2015', { labelled: labelledOf(league(SERIE).filter((r) => yr(r) === '2015'), ym, count, monthAlts) }),
    q('trend', 'trend of average away goals in the premier league by year', { labelled: labelledOf(league(EPL), yr, (g) => avg(g.map((r) => r.awayGoals))) }),
    q('trend', 'matches per quarter in 2016', { labelled: labelledOf(inYear(2016), (r) => quarterOf(r.date), count, quarterAlts('2016')) }),
    q('trend', "how did Arsenal's home goals change year over year", { labelled: labelledOf(home('Arsenal'), yr, hg) }),

    q('group-ranking', 'Which team scored the most goals at home?', { first: top(F, (r) => r.home, hg, 1), among: teams }),
    q('group-ranking', 'top 3 home teams by average goals scored', { allOf: top(F, (r) => r.home, (g) => avg(g.map((r) => r.homeGoals)), 3).map((k) => [k]), ordered: true }),
    q('group-ranking', 'which league has the highest average home score', { first: top(F, (r) => r.division, (g) => avg(g.map((r) => r.homeGoals)), 1), among: leagues }),
    q('group-ranking', 'which team conceded the most goals at home', { first: top(F, (r) => r.home, ag, 1), among: teams }),
    q('group-ranking', 'best away team by average goals', { first: top(F, (r) => r.away, (g) => avg(g.map((r) => r.awayGoals)), 1), among: teams }),
    q('group-ranking', 'Which league had the most matches in 2016?', { first: top(inYear(2016), (r) => r.division, count, 1), among: leagues }),
    q('group-ranking', 'which home team scored the most goals in 2015', { first: top(inYear(2015), (r) => r.home, hg, 1), among: teams }),
    q('group-ranking', 'Which month in 2014 had the most matches?', { oneOf: monthAlts(top(inYear(2014), ym, count, 1)[0]!) }),
    q('group-ranking', 'busiest match day', { oneOf: dayAlts(top(F, (r) => r.date, count, 1)[0]!) }),
    q('group-ranking', 'worst defending home side in the Premier League by goals conceded', { first: top(league(EPL), (r) => r.home, ag, 1), among: teams }),
    q('group-ranking', 'which league had the lowest average away goals in 2016', { first: top(inYear(2016), (r) => r.division, (g) => avg(g.map((r) => r.awayGoals)), 1, 'asc'), among: leagues }),

    q('record-ranking', 'When was the highest home score?', { oneOf: dayAlts(bigHome.date) }),
    q('record-ranking', 'which home team had the biggest single-game score', { first: [bigHome.home], among: teams }),
    // The record's row names the home team first: the away team is only required to be named.
    q('record-ranking', 'Who scored the most away goals in a single match?', { oneOf: [bigAway.away] }),
    q('record-ranking', 'on what date did the biggest away score in the Premier League happen', { oneOf: dayAlts(only(league(EPL), (r) => r.awayGoals).date) }),

    q('share', 'What percentage of matches are in Serie A?', shareOf(F, (r) => r.division, SERIE)),
    q('share', 'distribution of matches by league', distributionOf(F, (r) => r.division)),
    q('share', 'what share of games saw the home team score 0 goals', shareOf(F, (r) => (r.homeGoals === null ? null : String(r.homeGoals)), '0')),
    q('share', 'percentage of Premier League matches per year', { labelled: labelledOf(F, yr, (g) => pct(g.filter((r) => r.division === EPL).length, g.length)), tol: SHARE_TOL }),
    q('share', 'what share of all home goals were scored in the Primera Division', { percent: pct(hg(league(LIGA)), hg(F)), tol: SHARE_TOL }),

    q('comparison', 'compare the Premier League and Serie A by average home goals', { labelled: labelledOf(F.filter((r) => r.division === EPL || r.division === SERIE), (r) => r.division, (g) => avg(g.map((r) => r.homeGoals))) }),
    q('comparison', 'Arsenal vs Chelsea total home goals', { labelled: [[['Arsenal'], hg(home('Arsenal'))], [['Chelsea'], hg(home('Chelsea'))]] }),
    q('comparison', 'matches played in 2014 vs 2016', { labelled: [[['2014'], inYear(2014).length], [['2016'], inYear(2016).length]] }),
    q('comparison', 'how many more matches did Serie A have than the Deutsche Bundesliga', { number: league(SERIE).length - league(GER).length }),
    q('comparison', 'do teams score more at home or away?', {
      either: [
        { labelled: [[['home'], hg(F)], [['away'], ag(F)]] },
        { labelled: [[['home'], avg(F.map((r) => r.homeGoals))], [['away'], avg(F.map((r) => r.awayGoals))]] },
      ],
    }),
    q('ratio', 'ratio of Premier League matches to Österreichische Bundesliga matches', { number: league(EPL).length / league(AUT).length, tol: RATIO_TOL }),
    q('ratio', 'how many times more home goals did Barcelona score than Juventus', { number: hg(home('Barcelona')) / hg(home('Juventus')), tol: RATIO_TOL }),

    q('lookup', `What was the score of Arsenal vs Chelsea on ${dayAlts(ars.date)[1]}?`, ...both(ars.homeGoals!, ars.awayGoals!)),
    q('lookup', 'when did Liverpool host Everton', { allOf: F.filter((r) => r.home === 'Liverpool' && r.away === 'Everton').map((r) => dayAlts(r.date)) }),
    q('lookup', 'list the matches on May 28, 2017', { allOf: lastDay.map((r) => [r.home]) }),
    q('lookup', 'who did Juventus host in August 2016', { allOf: home('Juventus').filter((r) => ym(r) === '2016-08').map((r) => [r.away]) }),
    q('lookup', 'show me the Serie A games where the home team scored 6 or more', { allOf: [...new Set(league(SERIE).filter((r) => r.homeGoals !== null && r.homeGoals >= 6).map((r) => r.home))].map((t) => [t]) }),
  ];
}

function sp500Questions(): Q[] {
  const q = mk('sp500');
  const S = raw.sp500();
  type D = (typeof S)[number];
  const yr = (r: D) => r.date.slice(0, 4);
  const ym = (r: D) => r.date.slice(0, 7);
  const inYear = (y: number) => S.filter((r) => yr(r) === String(y));
  const between = (from: string, to: string) => S.filter((r) => r.date >= from && r.date <= to);
  const at = (d: string) => one(S.filter((r) => r.date === d), d);
  const close = (g: D[]) => avg(g.map((r) => r.close));
  const vol = (g: D[]) => sum(g.map((r) => r.volume));
  const y2005 = inYear(2005);
  const y2010 = inYear(2010);
  const y2015 = inYear(2015);
  const peakDays = [...new Set([only(S, (r) => r.close).date, only(S, (r) => r.high).date])];
  return [
    q('aggregate', 'average closing price in 2008', { number: close(inYear(2008)) }),
    q('aggregate', 'What is the all-time high of the S&P 500?', { either: [{ number: max(S.map((r) => r.close)) }, { number: max(S.map((r) => r.high)) }] }),
    q('aggregate', 'all-time low close', { number: min(S.map((r) => r.close)) }),
    q('aggregate', 'What was the lowest close in 2011?', { number: min(inYear(2011).map((r) => r.close)) }),
    q('aggregate', 'peak trading volume', { number: max(S.map((r) => r.volume)) }),
    q('aggregate', 'How many days did the S&P close above 3000?', { number: S.filter((r) => r.close > 3000).length }),
    q('aggregate', 'how many trading days in 2008 closed below 1000 points', { number: inYear(2008).filter((r) => r.close < 1000).length }),
    q('aggregate', 'how many days had a volume over 8 billion shares', { number: S.filter((r) => r.volume > 8e9).length }),
    q('aggregate', 'total volume traded in March 2020', { number: vol(S.filter((r) => ym(r) === '2020-03')) }),
    q('aggregate', 'average daily volume in 2019', { number: avg(inYear(2019).map((r) => r.volume)) }),
    q('aggregate', 'min and max close in 2005', ...both(min(y2005.map((r) => r.close)), max(y2005.map((r) => r.close)))),
    q('aggregate', 'range of the closing level in 2010', ...both(min(y2010.map((r) => r.close)), max(y2010.map((r) => r.close)))),
    q('aggregate', 'spread between the highest and lowest close in 2015', { number: max(y2015.map((r) => r.close)) - min(y2015.map((r) => r.close)) }),
    q('aggregate', 'how many trading days are in the data', { number: S.length }),
    q('aggregate', 'how many trading days were there in 2012', { number: inYear(2012).length }),
    q('aggregate', 'what was the highest open in 2001', { number: max(inYear(2001).map((r) => r.open)) }),
    q('aggregate', 'lowest intraday low in October 2008', { number: min(S.filter((r) => ym(r) === '2008-10').map((r) => r.low)) }),
    q('aggregate', 'how many times did the index open above 2500 in 2018', { number: inYear(2018).filter((r) => r.open > 2500).length }),
    q('aggregate', 'average daily high in the first quarter of 2003', { number: avg(between('2003-01-01', '2003-03-31').map((r) => r.high)) }),
    q('aggregate', 'avg adj close between 2000 and 2002', { number: avg(between('2000-01-01', '2002-12-31').map((r) => r.adjclose)) }),

    q('record-ranking', 'Which day had the highest close?', { oneOf: dayAlts(only(S, (r) => r.close).date) }),
    q('record-ranking', 'when was the S&P 500 at its peak', { oneOf: peakDays.flatMap(dayAlts) }),
    q('record-ranking', 'which day in 2008 had the lowest close', { oneOf: dayAlts(only(inYear(2008), (r) => r.close, 'asc').date) }),
    q('record-ranking', 'On what day was trading volume highest?', { oneOf: dayAlts(only(S, (r) => r.volume).date) }),
    q('record-ranking', 'the busiest trading day in 2010', { oneOf: dayAlts(only(y2010, (r) => r.volume).date) }),
    q('record-ranking', 'top 5 days by volume', { allOf: topRecords(S, (r) => r.volume, 5).map((r) => dayAlts(r.date)), ordered: true }),
    q('record-ranking', 'the quietest trading day in 2017', { oneOf: dayAlts(only(inYear(2017), (r) => r.volume, 'asc').date) }),
    q('record-ranking', 'what was the cheapest day to buy the S&P in 2002', { oneOf: dayAlts(only(inYear(2002), (r) => r.close, 'asc').date) }),
    q('record-ranking', 'which day in March 2020 had the highest open', { oneOf: dayAlts(only(S.filter((r) => ym(r) === '2020-03'), (r) => r.open).date) }),

    q('group-ranking', 'Which year had the highest average close?', { oneOf: top(S, yr, close, 1) }),
    q('group-ranking', 'which month in 2008 had the most trading volume', { oneOf: monthAlts(top(inYear(2008), ym, vol, 1)[0]!) }),
    q('group-ranking', 'which year had the lowest average volume', { oneOf: top(S, yr, (g) => avg(g.map((r) => r.volume)), 1, 'asc') }),
    q('group-ranking', 'top 3 years by total volume', { allOf: top(S, yr, vol, 3).map((k) => [k]), ordered: true }),
    q('group-ranking', 'worst year by average close', { oneOf: top(S, yr, close, 1, 'asc') }),

    q('trend', 'average close by year', { labelled: labelledOf(S, yr, close) }),
    q('trend', 'monthly average close in 2008', { labelled: labelledOf(inYear(2008), ym, close, monthAlts) }),
    q('trend', 'average close per quarter in 2009', { labelled: labelledOf(inYear(2009), (r) => quarterOf(r.date), close, quarterAlts('2009')) }),
    q('trend', 'how did trading volume change over the years', {
      either: [{ labelled: labelledOf(S, yr, vol) }, { labelled: labelledOf(S, yr, (g) => avg(g.map((r) => r.volume))) }],
    }),
    q('trend', 'year over year average closing price from 2010 to 2019', { labelled: labelledOf(between('2010-01-01', '2019-12-31'), yr, close) }),

    q('share', 'what percentage of trading days closed above 2000', { percent: pct(S.filter((r) => r.close > 2000).length, S.length), tol: SHARE_TOL }),
    q('share', 'share of days in 2008 with a close under 1000', { percent: pct(inYear(2008).filter((r) => r.close < 1000).length, inYear(2008).length), tol: SHARE_TOL }),
    q('share', 'what share of all volume was traded in 2008', { percent: pct(vol(inYear(2008)), vol(S)), tol: SHARE_TOL }),

    q('comparison', 'average close in 2007 vs 2009', { labelled: [[['2007'], close(inYear(2007))], [['2009'], close(inYear(2009))]] }),
    q('comparison', 'compare total trading volume in 2008 and 2018', { labelled: [[['2008'], vol(inYear(2008))], [['2018'], vol(inYear(2018))]] }),
    q('comparison', 'how much higher was the close on Dec 31, 2019 than on Dec 31, 2018?', { number: at('2019-12-31').close - at('2018-12-31').close }),
    q('comparison', 'was the average volume higher in 2009 or 2019', { labelled: [[['2009'], avg(inYear(2009).map((r) => r.volume))], [['2019'], avg(inYear(2019).map((r) => r.volume))]] }),
    q('ratio', 'ratio of the average close in 2019 to 2009', { number: close(inYear(2019)) / close(inYear(2009)), tol: RATIO_TOL }),

    q('lookup', 'What was the close on March 16, 2020?', { number: at('2020-03-16').close }),
    q('lookup', 'opening level on September 17, 2001', { number: at('2001-09-17').open }),
    q('lookup', 'volume on October 10, 2008', { number: at('2008-10-10').volume }),
    q('lookup', 'list the days the S&P closed below 700', { allOf: S.filter((r) => r.close < 700).map((r) => dayAlts(r.date)) }),
    q('lookup', 'high and low on 29 September 2008', ...both(at('2008-09-29').high, at('2008-09-29').low)),
    q('lookup', 'show me the closing prices in the first week of 2000', { labelled: between('2000-01-01', '2000-01-07').map((r) => [dayAlts(r.date), r.close] as [string[], number]) }),
  ];
}

function co2Questions(): Q[] {
  const q = mk('co2');
  const C = raw.co2();
  type R = (typeof C)[number];
  const yr = (r: R) => r.date.slice(0, 4);
  const ym = (r: R) => r.date.slice(0, 7);
  const inYear = (y: number) => C.filter((r) => yr(r) === String(y));
  const at = (m: string) => one(C.filter((r) => ym(r) === m), m);
  const level = (g: R[]) => avg(g.map((r) => r.co2));
  const y1990 = inYear(1990);
  const y2015 = inYear(2015);
  const y1980 = inYear(1980);
  const first400 = C.filter((r) => r.co2 >= 400).sort((a, b) => a.date.localeCompare(b.date))[0]!;
  const monthOfYear = (r: R) => String(Number(r.date.slice(5, 7)));
  return [
    q('aggregate', 'average CO2 level in 1960', { number: level(inYear(1960)) }),
    q('aggregate', 'What was the highest CO2 concentration ever recorded?', { number: max(C.map((r) => r.co2)) }),
    q('aggregate', 'lowest co2 reading in 2000', { number: min(inYear(2000).map((r) => r.co2)) }),
    q('aggregate', 'peak co2 in 2019', { number: max(inYear(2019).map((r) => r.co2)) }),
    q('aggregate', 'how many months had CO2 above 400 ppm', { number: C.filter((r) => r.co2 > 400).length }),
    q('aggregate', 'number of months since 2010 where the adjusted co2 was below 390 ppm', { number: C.filter((r) => r.date >= '2010-01-01' && r.adjusted < 390).length }),
    q('aggregate', 'min and max co2 in 1990', ...both(min(y1990.map((r) => r.co2)), max(y1990.map((r) => r.co2)))),
    q('aggregate', 'range of co2 values in 2015', ...both(min(y2015.map((r) => r.co2)), max(y2015.map((r) => r.co2)))),
    q('aggregate', 'spread between the highest and lowest CO2 reading in 1980', { number: max(y1980.map((r) => r.co2)) - min(y1980.map((r) => r.co2)) }),
    q('aggregate', 'how many monthly readings are there', { number: C.length }),
    q('aggregate', 'how many readings are from the 1970s', { number: C.filter((r) => r.date >= '1970-01-01' && r.date <= '1979-12-31').length }),
    q('aggregate', 'average seasonally adjusted co2 between 2000 and 2009', { number: avg(C.filter((r) => r.date >= '2000-01-01' && r.date <= '2009-12-31').map((r) => r.adjusted)) }),
    q('aggregate', 'what was the all-time low of co2', { number: min(C.map((r) => r.co2)) }),
    q('aggregate', 'how many months in the 60s had carbon dioxide under 320 ppm', { number: C.filter((r) => r.date >= '1960-01-01' && r.date <= '1969-12-31' && r.co2 < 320).length }),

    q('record-ranking', 'In which month was CO2 highest?', { oneOf: monthAlts(ym(only(C, (r) => r.co2))) }),
    q('record-ranking', 'when was co2 lowest in 1999', { oneOf: monthAlts(ym(only(inYear(1999), (r) => r.co2, 'asc'))) }),
    q('record-ranking', 'which month in 2010 had the highest co2', { oneOf: monthAlts(ym(only(inYear(2010), (r) => r.co2))) }),
    q('record-ranking', 'which month of 2015 had the lowest carbon dioxide', { oneOf: monthAlts(ym(only(y2015, (r) => r.co2, 'asc'))) }),
    q('record-ranking', 'first month when co2 reached 400 ppm', { oneOf: monthAlts(ym(first400)) }),

    // 2020 has four months only (January to April): the literal average of the year still counts it.
    q('group-ranking', 'which year had the highest average co2', { oneOf: top(C, yr, level, 1) }),
    // Over whole years only: 1958 lacks months and 2020 stops in April (with them, April would lead).
    q('group-ranking', 'which calendar month has the highest average CO2 between 1960 and 2019', { first: top(C.filter((r) => r.date >= '1960-01-01' && r.date <= '2019-12-31'), monthOfYear, level, 1).flatMap(monthNameAlts), among: ALL_MONTH_NAMES }),
    q('group-ranking', 'which month of the year has the lowest co2 on average', { first: top(C, monthOfYear, level, 1, 'asc').flatMap(monthNameAlts), among: ALL_MONTH_NAMES }),

    q('trend', 'yearly average co2', { labelled: labelledOf(C, yr, level) }),
    q('trend', 'co2 by month in 2005', { labelled: labelledOf(inYear(2005), ym, level, monthAlts) }),
    q('trend', 'how did CO2 change between 1960 and 2000', { labelled: [[['1960'], level(inYear(1960))], [['2000'], level(inYear(2000))]] }),
    q('trend', 'average adjusted co2 per year in the 1990s', { labelled: labelledOf(C.filter((r) => r.date >= '1990-01-01' && r.date <= '1999-12-31'), yr, (g) => avg(g.map((r) => r.adjusted))) }),
    q('trend', 'quarterly average CO2 in 2018', { labelled: labelledOf(inYear(2018), (r) => quarterOf(r.date), level, quarterAlts('2018')) }),
    q('trend', 'did co2 go up between 1990 and 2000', { labelled: [[['1990'], level(y1990)], [['2000'], level(inYear(2000))]] }),
    q('trend', 'monthly co2 in 1995', { labelled: labelledOf(inYear(1995), ym, level, monthAlts) }),

    q('share', 'what percentage of months had co2 above 350 ppm', { percent: pct(C.filter((r) => r.co2 > 350).length, C.length), tol: SHARE_TOL }),

    q('comparison', 'CO2 in January 1980 vs January 2020', { labelled: [[monthAlts('1980-01'), at('1980-01').co2], [monthAlts('2020-01'), at('2020-01').co2]] }),
    q('comparison', 'how much higher was the average co2 in 2019 than in 1959', { number: level(inYear(2019)) - level(inYear(1959)) }),
    q('comparison', 'compare co2 and adjusted co2 in December 2019', ...both(at('2019-12').co2, at('2019-12').adjusted)),
    q('ratio', 'how many times higher was the average co2 in 2019 than in 1959', { number: level(inYear(2019)) / level(inYear(1959)), tol: RATIO_TOL }),

    q('lookup', 'what was co2 in March 1958', { number: at('1958-03').co2 }),
    q('lookup', 'adjusted co2 in July 1990', { number: at('1990-07').adjusted }),
    q('lookup', 'co2 reading for June 2010', { number: at('2010-06').co2 }),
    q('lookup', 'which months of 1958 have a reading', { allOf: inYear(1958).map((r) => monthAlts(ym(r))) }),
  ];
}

function riotsQuestions(): Q[] {
  const q = mk('riots');
  const R = raw.riots();
  type V = (typeof R)[number];
  const person = (first: string, last: string) => one(R.filter((r) => r.first === first && r.last === last), `${first} ${last}`);
  const count = (g: V[]) => g.length;
  const ageOf = (g: V[]) => avg(g.map((r) => r.age));
  const hoods = namesOf(R, (r) => r.neighborhood);
  const races = namesOf(R, (r) => r.race);
  const types = namesOf(R, (r) => r.type);
  const oldest = only(R, (r) => r.age);
  const last = only(R, (r) => Date.parse(r.date));
  const latino = R.filter((r) => r.race === 'Latino');
  const homicide = R.filter((r) => r.type === 'Homicide');
  const nameOf = (r: V) => [[r.first], [r.last]];
  return [
    q('aggregate', 'How many people died in the LA riots?', { number: R.length }),
    q('aggregate', 'how many victims were women', { number: R.filter((r) => r.gender === 'Female').length }),
    q('aggregate', 'average age of the victims', { number: ageOf(R) }),
    q('aggregate', 'How old was the oldest victim?', { number: max(R.map((r) => r.age)) }),
    q('aggregate', 'age of the youngest victim', { number: min(R.map((r) => r.age)) }),
    q('aggregate', 'how many victims were under 20', { number: R.filter((r) => r.age !== null && r.age < 20).length }),
    q('aggregate', 'how many Black victims were older than 30', { number: R.filter((r) => r.race === 'Black' && r.age !== null && r.age > 30).length }),
    q('aggregate', 'how many homicide victims were over 40 years old', { number: homicide.filter((r) => r.age !== null && r.age > 40).length }),
    q('aggregate', 'how many deaths were there on April 30, 1992', { number: R.filter((r) => r.date === '1992-04-30').length }),
    q('aggregate', 'how many victims have no age recorded', { number: R.filter((r) => r.age === null).length }),
    q('aggregate', 'how many deaths were in Koreatown', { number: R.filter((r) => r.neighborhood === 'Koreatown').length }),
    q('aggregate', 'how many people died after May 5, 1992', { number: R.filter((r) => r.date > '1992-05-05').length }),
    q('aggregate', 'average age of latino victims', { number: ageOf(latino) }),

    q('distinct', 'how many neighborhoods had deaths', { number: distinct(R.map((r) => r.neighborhood)) }),
    q('distinct', 'how many different races are listed', { number: distinct(R.map((r) => r.race)) }),
    q('distinct', 'on how many different days did people die', { number: distinct(R.map((r) => r.date)) }),

    q('breakdown', 'deaths by race', { labelled: labelledOf(R, (r) => r.race, count) }),
    q('breakdown', 'average age by gender', { labelled: labelledOf(R, (r) => r.gender, ageOf) }),
    q('breakdown', 'number of deaths per type', { labelled: labelledOf(R, (r) => r.type, count) }),
    q('breakdown', 'average age of victims for each race', { labelled: labelledOf(R, (r) => r.race, ageOf) }),

    q('trend', 'deaths per day', { labelled: labelledOf(R, (r) => r.date, count, dayAlts) }),
    q('trend', 'number of deaths by month', { labelled: labelledOf(R, (r) => r.date.slice(0, 7), count, monthAlts) }),

    q('group-ranking', 'which neighborhood had the most homicides', { first: top(homicide, (r) => r.neighborhood, count, 1), among: hoods }),
    q('group-ranking', 'which race had the highest average age', { first: top(R, (r) => r.race, ageOf, 1), among: races }),
    q('group-ranking', 'what day had the most deaths', { oneOf: dayAlts(top(R, (r) => r.date, count, 1)[0]!) }),
    q('group-ranking', 'Which type of death was most common among Latino victims?', { first: top(latino, (r) => r.type, count, 1), among: types }),

    q('record-ranking', 'who was the oldest victim', { allOf: nameOf(oldest) }),
    q('record-ranking', 'name of the last person to die', { allOf: nameOf(last) }),
    q('record-ranking', 'when did the oldest victim die', { oneOf: dayAlts(oldest.date) }),
    q('record-ranking', 'where did the oldest victim die', { oneOf: [oldest.neighborhood] }),
    q('record-ranking', 'who was the oldest homicide victim', { allOf: nameOf(only(homicide, (r) => r.age)) }),

    q('share', 'What percentage of victims were male?', shareOf(R, (r) => r.gender, 'Male')),
    q('share', 'distribution of deaths by race', distributionOf(R, (r) => r.race)),
    q('share', 'what share were officer-involved shootings', shareOf(R, (r) => r.type, 'Officer-involved shooting')),
    q('share', 'percentage of homicides among latino victims', shareOf(latino, (r) => r.type, 'Homicide')),

    q('comparison', 'were there more Black or Latino victims', { labelled: labelledOf(R.filter((r) => r.race === 'Black' || r.race === 'Latino'), (r) => r.race, count) }),
    q('comparison', 'average age of men vs women', { labelled: [[['Male', 'men'], ageOf(R.filter((r) => r.gender === 'Male'))], [['Female', 'women'], ageOf(R.filter((r) => r.gender === 'Female'))]] }),
    q('comparison', 'how many more homicides than officer-involved shootings were there', { number: homicide.length - R.filter((r) => r.type === 'Officer-involved shooting').length }),
    q('comparison', 'deaths on April 29 vs April 30', { labelled: [[['April 29', ...dayAlts('1992-04-29')], R.filter((r) => r.date === '1992-04-29').length], [['April 30', ...dayAlts('1992-04-30')], R.filter((r) => r.date === '1992-04-30').length]] }),
    q('ratio', 'ratio of male to female victims', { number: R.filter((r) => r.gender === 'Male').length / R.filter((r) => r.gender === 'Female').length, tol: RATIO_TOL }),

    q('lookup', 'how old was Wallace Tope', { number: person('Wallace', 'Tope').age! }),
    q('lookup', 'where did Harry Doller die', { oneOf: [person('Harry', 'Doller').neighborhood] }),
    // Three victims share the last name Taylor: the answer lists their three ages.
    q('lookup', 'ages of the victims named Taylor', { allOf: R.filter((r) => r.last === 'Taylor').map((r) => [String(r.age)]) }),
    q('lookup', 'list the victims who died in Compton', { allOf: R.filter((r) => r.neighborhood === 'Compton').map((r) => [r.last]) }),
    q('lookup', 'show me the victims older than 60', { allOf: R.filter((r) => r.age !== null && r.age > 60).map((r) => [r.last]) }),
    q('lookup', 'what race was Juana Espinosa', { oneOf: [person('Juana', 'Espinosa').race] }),
    q('lookup', 'how did Nissar Mustafa die', { oneOf: [person('Nissar', 'Mustafa').type] }),
  ];
}

function crimeaQuestions(): Q[] {
  const q = mk('crimea');
  const K = raw.crimea();
  type C = (typeof K)[number];
  const ym = (r: C) => r.date.slice(0, 7);
  const yr = (r: C) => r.date.slice(0, 4);
  const at = (m: string) => one(K.filter((r) => ym(r) === m), m);
  const inYear = (y: number) => K.filter((r) => yr(r) === String(y));
  const y1855 = inYear(1855);
  const all = sum(K.map((r) => r.disease + r.wounds + r.other));
  return [
    q('aggregate', 'total disease deaths', { number: sum(K.map((r) => r.disease)) }),
    q('aggregate', 'total deaths from wounds in 1855', { number: sum(y1855.map((r) => r.wounds)) }),
    q('aggregate', 'average army size', { number: avg(K.map((r) => r.army)) }),
    q('aggregate', 'highest monthly disease toll', { number: max(K.map((r) => r.disease)) }),
    q('aggregate', 'how many months had more than 1000 disease deaths', { number: K.filter((r) => r.disease > 1000).length }),
    q('aggregate', 'how many months had fewer than 10 deaths from wounds', { number: K.filter((r) => r.wounds < 10).length }),
    q('aggregate', 'what was the biggest the army ever got, in soldiers', { number: max(K.map((r) => r.army)) }),
    q('aggregate', 'min and max army size in 1855', ...both(min(y1855.map((r) => r.army)), max(y1855.map((r) => r.army)))),
    q('aggregate', 'average deaths from other causes per month in 1854', { number: avg(inYear(1854).map((r) => r.other)) }),

    q('record-ranking', 'which month had the most disease deaths', { oneOf: monthAlts(ym(only(K, (r) => r.disease))) }),
    q('record-ranking', 'when was the army at its largest', { oneOf: monthAlts(ym(only(K, (r) => r.army))) }),
    q('record-ranking', 'deadliest month for battle wounds', { oneOf: monthAlts(ym(only(K, (r) => r.wounds))) }),
    q('record-ranking', 'the month with the fewest deaths from other causes', { oneOf: monthAlts(ym(only(K, (r) => r.other, 'asc'))) }),

    q('trend', 'disease deaths by month', { labelled: labelledOf(K, ym, (g) => sum(g.map((r) => r.disease)), monthAlts) }),
    q('trend', 'army size over time', { labelled: labelledOf(K, ym, (g) => sum(g.map((r) => r.army)), monthAlts) }),
    q('trend', 'deaths from wounds per year', { labelled: labelledOf(K, yr, (g) => sum(g.map((r) => r.wounds))) }),

    q('group-ranking', 'which year had the most disease deaths', { oneOf: top(K, yr, (g) => sum(g.map((r) => r.disease)), 1) }),

    // Across the three causes (columns): the share of disease in their sum.
    q('share', 'what share of all deaths were from disease', { percent: pct(sum(K.map((r) => r.disease)), all), tol: SHARE_TOL }),
    q('share', 'what percentage of months had more than 500 disease deaths', { percent: pct(K.filter((r) => r.disease > 500).length, K.length), tol: SHARE_TOL }),

    q('comparison', 'disease vs wound deaths in January 1855', { labelled: [[['disease'], at('1855-01').disease], [['wounds'], at('1855-01').wounds]] }),
    q('comparison', 'compare disease deaths in 1854 and 1855', { labelled: [[['1854'], sum(inYear(1854).map((r) => r.disease))], [['1855'], sum(y1855.map((r) => r.disease))]] }),
    q('comparison', 'how many more soldiers died of disease than of wounds in February 1855', { number: at('1855-02').disease - at('1855-02').wounds }),
    q('ratio', 'how many times more soldiers died of disease than of wounds overall', { number: sum(K.map((r) => r.disease)) / sum(K.map((r) => r.wounds)), tol: RATIO_TOL }),

    q('lookup', 'army size in March 1855', { number: at('1855-03').army }),
    q('lookup', 'disease deaths in jan 1855', { number: at('1855-01').disease }),
    q('lookup', 'deaths from other causes in October 1854', { number: at('1854-10').other }),
  ];
}

function healthIncomeQuestions(): Q[] {
  const q = mk('healthincome');
  const H = raw.healthincome();
  type C = (typeof H)[number];
  const REGION: Record<string, string[]> = {
    south_asia: ['South Asia'],
    europe_central_asia: ['Europe & Central Asia', 'Europe'],
    sub_saharan_africa: ['Sub-Saharan Africa', 'Africa'],
    america: ['America', 'the Americas', 'Americas'],
    east_asia_pacific: ['East Asia & Pacific', 'East Asia'],
    middle_east_north_africa: ['Middle East & North Africa', 'Middle East'],
  };
  /** A region as an answer may write it: its code or its names. */
  const regionAlts = (code: string) => [code, ...REGION[code]!];
  const allRegionNames = Object.keys(REGION).flatMap(regionAlts);
  const region = (code: string) => H.filter((r) => r.region === code);
  const country = (c: string) => one(H.filter((r) => r.country === c), c);
  const countries = namesOf(H, (r) => r.country);
  const topRegion = (f: (g: C[]) => number, dir: 'desc' | 'asc' = 'desc'): AnswerExpect => ({ first: regionAlts(top(H, (r) => r.region, f, 1, dir)[0]!), among: allRegionNames });
  const income = (g: C[]) => avg(g.map((r) => r.income));
  const health = (g: C[]) => avg(g.map((r) => r.health));
  const pop = sum(H.map((r) => r.population));
  return [
    q('aggregate', 'average income per person', { number: income(H) }),
    q('aggregate', 'How many countries have an income above $50,000?', { number: H.filter((r) => r.income > 50000).length }),
    q('aggregate', 'how many african countries have a health score under 60', { number: region('sub_saharan_africa').filter((r) => r.health < 60).length }),
    q('aggregate', 'total population of South Asia', { number: sum(region('south_asia').map((r) => r.population)) }),
    q('aggregate', 'lowest income per person in Europe', { number: min(region('europe_central_asia').map((r) => r.income)) }),
    q('aggregate', 'highest health value in East Asia & Pacific', { number: max(region('east_asia_pacific').map((r) => r.health)) }),
    q('aggregate', 'avg income in the middle east', { number: income(region('middle_east_north_africa')) }),
    q('aggregate', 'how many countries have fewer than 1 million people', { number: H.filter((r) => r.population < 1e6).length }),

    q('distinct', 'how many countries are in the health and income data', { number: distinct(H.map((r) => r.country)) }),
    q('distinct', 'how many regions does the health and income table have', { number: distinct(H.map((r) => r.region)) }),

    q('breakdown', 'average income by region', { labelled: labelledOf(H, (r) => r.region, income, regionAlts) }),
    q('breakdown', 'total population per region', { labelled: labelledOf(H, (r) => r.region, (g) => sum(g.map((r) => r.population)), regionAlts) }),
    q('breakdown', 'average health by region', { labelled: labelledOf(H, (r) => r.region, health, regionAlts) }),

    q('group-ranking', 'which region has the highest average income', topRegion(income)),
    q('group-ranking', 'which region is the poorest on average', topRegion(income, 'asc')),
    q('group-ranking', 'which region has the lowest average health', topRegion(health, 'asc')),

    q('record-ranking', 'which country has the highest income per person', { first: [only(H, (r) => r.income).country], among: countries }),
    q('record-ranking', 'which country has the worst health', { first: [only(H, (r) => r.health, 'asc').country], among: countries }),
    q('record-ranking', 'the poorest country in the Americas', { first: [only(region('america'), (r) => r.income, 'asc').country], among: countries }),
    q('record-ranking', 'richest country in Africa by income', { first: [only(region('sub_saharan_africa'), (r) => r.income).country], among: countries }),
    q('record-ranking', 'most populous country in Europe', { first: [only(region('europe_central_asia'), (r) => r.population).country], among: countries }),
    q('record-ranking', 'top 3 richest countries', { allOf: topRecords(H, (r) => r.income, 3).map((r) => [r.country]), ordered: true }),

    q('share', 'what percentage of countries are in Sub-Saharan Africa', shareOf(H, (r) => r.region, 'sub_saharan_africa')),
    q('share', 'distribution of countries by region', distributionOf(H, (r) => r.region, regionAlts)),
    q('share', 'share of the total population living in South Asia', { percent: pct(sum(region('south_asia').map((r) => r.population)), pop), tol: SHARE_TOL }),

    q('comparison', 'compare income per person of Germany and France', { labelled: [[['Germany'], country('Germany').income], [['France'], country('France').income]] }),
    q('comparison', 'is health higher in Japan or Spain', { labelled: [[['Japan'], country('Japan').health], [['Spain'], country('Spain').health]] }),
    q('comparison', 'how much higher is the income per person in the United States than in China', { number: country('United States').income - country('China').income }),
    q('ratio', 'how many times richer is Norway than India per person', { number: country('Norway').income / country('India').income, tol: RATIO_TOL }),

    q('lookup', 'income per person in Brazil', { number: country('Brazil').income }),
    q('lookup', 'What region is Mexico in?', { oneOf: regionAlts(country('Mexico').region) }),
    q('lookup', 'health of Nigeria', { number: country('Nigeria').health }),
    q('lookup', 'list the countries with income above 80000 dollars', { allOf: H.filter((r) => r.income > 80000).map((r) => [r.country]) }),
  ];
}

function globalTempQuestions(): Q[] {
  const q = mk('globaltemp');
  const T = raw.globaltemp();
  const at = (y: number) => one(T.filter((r) => r.year === y), String(y)).temp;
  const between = (a: number, b: number) => T.filter((r) => r.year >= a && r.year <= b);
  const early = between(1900, 1950);
  return [
    q('record-ranking', 'What was the hottest year?', { oneOf: [String(only(T, (r) => r.temp).year)] }),
    q('record-ranking', 'coldest year on record', { oneOf: [String(only(T, (r) => r.temp, 'asc').year)] }),
    q('record-ranking', 'which year in the 1940s was the warmest', { oneOf: [String(only(between(1940, 1949), (r) => r.temp).year)] }),
    // 2016 and 2020 tie (1.01) inside the five: the five are judged as a set.
    q('record-ranking', 'top 5 warmest years', { allOf: top(T, (r) => String(r.year), (g) => g[0]!.temp, 5, 'desc', false).map((k) => [k]) }, { noneOf: top(T, (r) => String(r.year), (g) => g[0]!.temp, 6, 'desc', false).slice(5) }),
    q('record-ranking', 'the three coldest years', { allOf: topRecords(T, (r) => r.temp, 3, 'asc').map((r) => [String(r.year)]), ordered: true }),
    q('record-ranking', 'the coldest year since 1950', { oneOf: [String(only(T.filter((r) => r.year >= 1950), (r) => r.temp, 'asc').year)] }),

    q('aggregate', 'highest temperature anomaly ever', { number: max(T.map((r) => r.temp)) }),
    q('aggregate', 'lowest anomaly since 1950', { number: min(T.filter((r) => r.year >= 1950).map((r) => r.temp)) }),
    q('aggregate', 'average temperature anomaly in the 1990s', { number: avg(between(1990, 1999).map((r) => r.temp)) }),
    q('aggregate', 'how many years were warmer than 1 degree', { number: T.filter((r) => r.temp > 1).length }),
    q('aggregate', 'how many years since 1950 had a negative anomaly', { number: T.filter((r) => r.year >= 1950 && r.temp < 0).length }),
    q('aggregate', 'how many years were colder than -0.3 °C', { number: T.filter((r) => r.temp < -0.3).length }),
    q('aggregate', 'min and max anomaly between 1900 and 1950', ...both(min(early.map((r) => r.temp)), max(early.map((r) => r.temp)))),
    q('aggregate', 'the all-time low of the temperature anomaly', { number: min(T.map((r) => r.temp)) }),
    q('aggregate', 'how many years are in the temperature record', { number: T.length }),

    q('trend', 'temperature anomaly per year since 2000', { pairs: T.filter((r) => r.year >= 2000).map((r) => [String(r.year), r.temp] as [string, number]) }),
    q('trend', 'how did global temperature change between 1980 and 2020', { labelled: [[['1980'], at(1980)], [['2020'], at(2020)]] }),

    q('share', 'what share of years had a positive anomaly', { percent: pct(T.filter((r) => r.temp > 0).length, T.length), tol: SHARE_TOL }),

    q('comparison', 'temperature anomaly in 1998 vs 2016', { labelled: [[['1998'], at(1998)], [['2016'], at(2016)]] }),
    q('comparison', 'how much warmer was 2020 than 1980', { number: at(2020) - at(1980) }),

    q('lookup', 'what was the anomaly in 1912', { number: at(1912) }),
    q('lookup', 'list the years with an anomaly above 0.95 degrees', { allOf: T.filter((r) => r.temp > 0.95).map((r) => [String(r.year)]) }),
  ];
}

// ---- the eight tables added third (written blind, like the others) ---------------------------------

/** A fraction of a few thousandths (0.0047): as stored, to the four decimals an answer shows, or as a percentage. */
const smallFraction = (v: number): AnswerExpect => ({ either: [{ number: v, tol: 0.00006 }, { percent: 100 * v, tol: 0.006 }] });
/** Labelled small fractions: as stored, or as percentages. */
const labelledSmallFractions = (entries: [string[], number][]): AnswerExpect => ({
  either: [
    { labelled: entries, tol: 0.00006 },
    { labelled: entries.map(([k, v]) => [k, 100 * v] as [string[], number]), tol: 0.006 },
  ],
});
/** Labelled fractions of 0 … 1 (habitat shares): as stored, or as percentages. */
const labelledFractions = (entries: [string[], number][]): AnswerExpect => ({
  either: [
    { labelled: entries, tol: 0.0006 },
    { labelled: entries.map(([k, v]) => [k, 100 * v] as [string[], number]), tol: SHARE_TOL },
  ],
});
/** A value below 1 where the default tolerance (0.0051) would not tell 0.001 from 0.005 (a MIC). */
const small = (v: number): AnswerExpect => ({ number: v, tol: 0.00006 });

function contributionsQuestions(): Q[] {
  const q = mk('contributions');
  const C = raw.contributions();
  type F = (typeof C)[number];
  const PARTY: Record<string, string[]> = {
    DEM: ['Democrat', 'Democrats', 'Democratic'],
    REP: ['Republican', 'Republicans', 'GOP'],
    DFL: ['Democratic-Farmer-Labor'],
    IND: ['Independent', 'Independents'],
    AIP: ['American Independent Party'],
    LIB: ['Libertarian', 'Libertarians'],
    OTH: ['other party'],
  };
  /** A party as an answer may write it: its code or its names. */
  const partyAlts = (code: string) => [code, ...PARTY[code]!];
  const allParties = Object.keys(PARTY).flatMap(partyAlts);
  const STATUS: Record<string, string[]> = { C: ['challenger', 'challengers'], I: ['incumbent', 'incumbents'], O: ['open seat', 'open seats'] };
  const statusAlts = (code: string) => [code, ...STATUS[code]!];
  const allStatuses = Object.keys(STATUS).flatMap(statusAlts);
  /** One filing's status is an empty text (not a null in the table): no status group of its own here. */
  const status = (r: F) => (r.status === '' ? null : r.status);
  const stateAlts = (code: string) => (code === '00' ? [code] : [code, stateName(code)]);
  const allStates = namesOf(C, (r) => r.state).flatMap(stateAlts);
  /** As filed ("SMINK, CARL ROBERT"); one name ends with a space in the file. */
  const nameOf = (r: F) => r.name.trim();
  const names = namesOf(C, nameOf);
  const byName = (n: string) => one(C.filter((r) => nameOf(r) === n), n);
  const party = (p: string) => C.filter((r) => r.party === p);
  const inState = (s: string) => C.filter((r) => r.state === s);
  const dem = party('DEM');
  const rep = party('REP');
  const count = (g: F[]) => g.length;
  const ym = (r: F) => r.coverageEnd.slice(0, 7);
  const receipts = (g: F[]) => sum(g.map((r) => r.receipts));
  const spent = (g: F[]) => sum(g.map((r) => r.disbursements));
  const debts = (g: F[]) => sum(g.map((r) => r.debts));
  const avgDebt = (g: F[]) => avg(g.map((r) => r.debts));
  const biggest = (rows: F[], f: (r: F) => number, dir: 'desc' | 'asc' = 'desc'): AnswerExpect => ({ first: [nameOf(only(rows, f, dir))], among: names });
  const topStates = (f: (g: F[]) => number, n: number) => top(C, (r) => r.state, f, n);
  return [
    // Rows are filings: two candidates filed twice, so counts of rows are asked as filings or reports.
    q('aggregate', 'How many candidate filings are there?', { number: C.length }),
    q('aggregate', 'how many filings are from Republicans', { number: rep.length }),
    q('aggregate', 'total receipts across all candidates', { number: receipts(C) }),
    q('aggregate', 'What is the total debt owed by Democrats?', { number: debts(dem) }),
    q('aggregate', 'average disbursements per filing', { number: avg(C.map((r) => r.disbursements)) }),
    q('aggregate', 'largest debt owed by a single candidate', { number: max(C.map((r) => r.debts)) }),
    q('aggregate', 'how many reports show no receipts', { number: C.filter((r) => r.receipts === 0).length }),
    q('aggregate', 'how many candidates owe more than $20,000', { number: C.filter((r) => r.debts > 20000).length }),
    q('aggregate', 'total spending by incumbents', { number: spent(C.filter((r) => r.status === 'I')) }),
    q('aggregate', 'how many filings are neither Democratic nor Republican', { number: C.filter((r) => r.party !== 'DEM' && r.party !== 'REP').length }),
    q('aggregate', 'how many filings come from Texas or California', { number: C.filter((r) => r.state === 'TX' || r.state === 'CA').length }),
    q('aggregate', 'avg ending cash of open seat candidates', { number: avg(C.filter((r) => r.status === 'O').map((r) => r.endingCash)) }),
    q('aggregate', 'how many reports have a coverage period ending in January 2015', { number: C.filter((r) => ym(r) === '2015-01').length }),
    q('aggregate', 'how many candidates lent money to their own campaign', { number: C.filter((r) => r.loansFromCandidate > 0).length }),
    q('aggregate', "what's the most a Colorado candidate spent", { number: max(inState('CO').map((r) => r.disbursements)) }),

    q('distinct', 'how many different parties are there', { number: distinct(C.map((r) => r.party)) }),
    q('distinct', 'how many distinct candidates filed', { number: distinct(C.map(nameOf)) }),
    q('distinct', 'in how many different states did Republicans file', { number: distinct(rep.map((r) => r.state)) }),

    q('breakdown', 'total receipts by party', { labelled: labelledOf(C, (r) => r.party, receipts, partyAlts) }),
    q('breakdown', 'number of filings per incumbency status', { labelled: labelledOf(C, status, count, statusAlts) }),
    q('breakdown', 'average debt by party', { labelled: labelledOf(C, (r) => r.party, avgDebt, partyAlts) }),
    q('breakdown', 'total disbursements for each incumbency status', { labelled: labelledOf(C, status, spent, statusAlts) }),

    q('trend', 'number of filings per month', { labelled: labelledOf(C, ym, count, monthAlts) }),
    q('trend', 'total debts reported by month of the coverage end date', { labelled: labelledOf(C, ym, debts, monthAlts) }),
    q('trend', 'Republican filings per month', { labelled: labelledOf(rep, ym, count, monthAlts) }),
    q('trend', 'filings per quarter in 2015', { labelled: labelledOf(C, (r) => quarterOf(r.coverageEnd), count, quarterAlts('2015')) }),

    q('group-ranking', 'Which party raised the most money?', { first: partyAlts(top(C, (r) => r.party, receipts, 1)[0]!), among: allParties }),
    q('group-ranking', 'which state has the highest total debt', { first: stateAlts(topStates(debts, 1)[0]!), among: allStates }),
    q('group-ranking', 'top 3 states by total spending', { allOf: topStates(spent, 3).map(stateAlts), ordered: true }, { noneOf: stateAlts(topStates(spent, 4)[3]!) }),
    q('group-ranking', 'which incumbency status has the highest average debt', { first: statusAlts(top(C, status, avgDebt, 1)[0]!), among: allStatuses }),
    q('group-ranking', 'which party has the most filings', { first: partyAlts(top(C, (r) => r.party, count, 1)[0]!), among: allParties }),

    q('record-ranking', 'Which candidate owes the most?', biggest(C, (r) => r.debts)),
    q('record-ranking', 'who raised the most money', biggest(C, (r) => r.receipts)),
    q('record-ranking', 'top 3 candidates by disbursements', { allOf: topRecords(C, (r) => r.disbursements, 3).map((r) => [nameOf(r)]), ordered: true }),
    q('record-ranking', 'which Democrat has the biggest debt', biggest(dem, (r) => r.debts)),
    q('record-ranking', 'what state is the most indebted candidate from', { first: stateAlts(only(C, (r) => r.debts).state), among: allStates }),
    q('record-ranking', 'the candidate with the lowest ending cash', biggest(C, (r) => r.endingCash, 'asc')),

    q('share', 'what percentage of the filings are from Republicans', shareOf(C, (r) => r.party, 'REP')),
    q('share', 'share of filings by party', distributionOf(C, (r) => r.party, partyAlts)),
    q('share', 'what share of the total debt is owed by Republicans', { percent: pct(debts(rep), debts(C)), tol: SHARE_TOL }),
    q('share', 'percentage of filings from challengers', shareOf(C, status, 'C')),
    q('share', 'what % of Democratic filings are from challengers', shareOf(dem, status, 'C')),

    q('comparison', 'Democrats vs Republicans: total reciepts', { labelled: [[partyAlts('DEM'), receipts(dem)], [partyAlts('REP'), receipts(rep)]] }),
    q('comparison', 'do challengers or open-seat candidates owe more on average', { labelled: labelledOf(C.filter((r) => r.status === 'C' || r.status === 'O'), status, avgDebt, statusAlts) }),
    q('comparison', 'how many more filings from Republicans than from Democrats', { number: rep.length - dem.length }),
    q('comparison', 'is average spending higher for Republicans or Democrats', { labelled: [[partyAlts('REP'), avg(rep.map((r) => r.disbursements))], [partyAlts('DEM'), avg(dem.map((r) => r.disbursements))]] }),
    q('comparison', 'compare Colorado and California on total disbursements', { labelled: [[stateAlts('CO'), spent(inState('CO'))], [stateAlts('CA'), spent(inState('CA'))]] }),
    q('ratio', 'ratio of Republican debt to Democratic debt', { number: debts(rep) / debts(dem), tol: RATIO_TOL }),

    q('lookup', 'how much debt does Kevin Wade owe', { number: byName('WADE, KEVIN L').debts }),
    q('lookup', 'what party is Bob Barr running for', { oneOf: partyAlts(byName('BARR, BOB').party) }),
    q('lookup', 'which state is Owen Hill from', { oneOf: stateAlts(byName('HILL, OWEN').state) }),
    q('lookup', 'cash on hand for James Marchbanks', { number: byName('MARCHBANKS, JAMES NEAL').endingCash }),
    q('lookup', 'Would you mind listing the candidates running in Nebraska?', { allOf: inState('NE').map((r) => [nameOf(r)]) }),
    q('lookup', 'show me the candidates with debts over 50,000 dollars', { allOf: C.filter((r) => r.debts > 50000).map((r) => [nameOf(r)]) }),
    q('lookup', "when does Darlene Senger's coverage period end", { oneOf: dayAlts(byName('SENGER, DARLENE').coverageEnd) }),
  ];
}

function vixQuestions(): Q[] {
  const q = mk('vix');
  const V = raw.vix();
  type D = (typeof V)[number];
  const ym = (r: D) => r.date.slice(0, 7);
  const june = V.filter((r) => ym(r) === '2009-06');
  const july = V.filter((r) => ym(r) === '2009-07');
  const between = (a: string, b: string) => V.filter((r) => r.date >= a && r.date <= b);
  const at = (d: string) => one(V.filter((r) => r.date === d), d);
  const signals = namesOf(V, (r) => r.signal);
  const signal = (s: string) => V.filter((r) => r.signal === s);
  const count = (g: D[]) => g.length;
  const close = (g: D[]) => avg(g.map((r) => r.close));
  const ret = (g: D[]) => avg(g.map((r) => r.ret));
  const highest = only(V, (r) => r.close);
  return [
    q('aggregate', 'average closing level of the VIX', { number: close(V) }),
    q('aggregate', 'highest VIX close in June 2009', { number: max(june.map((r) => r.close)) }),
    q('aggregate', 'lowest intraday low in July', { number: min(july.map((r) => r.low)) }),
    q('aggregate', 'how many days did the vix close above 30', { number: V.filter((r) => r.close > 30).length }),
    q('aggregate', 'number of days with a short signal', { number: signal('short').length }),
    q('aggregate', 'avg return on long signal days', { number: ret(signal('long')) }),
    q('aggregate', 'how many days in July closed under 25 points', { number: july.filter((r) => r.close < 25).length }),
    q('aggregate', 'min and max close', ...both(min(V.map((r) => r.close)), max(V.map((r) => r.close)))),
    q('aggregate', 'average daily high in the second half of June 2009', { number: avg(between('2009-06-15', '2009-06-30').map((r) => r.high)) }),
    q('aggregate', 'how many days had no short signal', { number: V.filter((r) => r.signal !== 'short').length }),
    q('aggregate', 'average open on days with a long or neutral signal', { number: avg(V.filter((r) => r.signal === 'long' || r.signal === 'neutral').map((r) => r.open)) }),
    // A level (it does not add up): the natural reading is its mean over the month.
    q('aggregate', 'VIX closing level in July 2009', { number: close(july) }),

    q('distinct', 'how many different signals are there', { number: distinct(V.map((r) => r.signal)) }),

    q('breakdown', 'average close by signal', { labelled: labelledOf(V, (r) => r.signal, close) }),
    q('breakdown', 'number of trading days per signal', { labelled: labelledOf(V, (r) => r.signal, count) }),
    q('breakdown', 'mean return for each signal', { labelled: labelledOf(V, (r) => r.signal, ret) }),

    q('trend', 'average close per month', { labelled: labelledOf(V, ym, close, monthAlts) }),
    q('trend', 'daily closing level from July 20 to July 24, 2009', { labelled: labelledOf(between('2009-07-20', '2009-07-24'), (r) => r.date, close, dayAlts) }),
    q('trend', 'how did the VIX close change between June 1 and July 31', { labelled: [[dayAlts('2009-06-01'), at('2009-06-01').close], [dayAlts('2009-07-31'), at('2009-07-31').close]] }),
    q('trend', 'average close per month on short signal days', { labelled: labelledOf(signal('short'), ym, close, monthAlts) }),
    q('trend', 'monthly highest intraday high', { labelled: labelledOf(V, ym, (g) => max(g.map((r) => r.high)), monthAlts) }),

    q('group-ranking', 'which signal has the highest average return', { first: top(V, (r) => r.signal, ret, 1), among: signals }),
    q('group-ranking', 'which month had the higher average close', { oneOf: monthAlts(top(V, ym, close, 1)[0]!) }),
    q('group-ranking', 'which signal occurs most often', { first: top(V, (r) => r.signal, count, 1), among: signals }),

    q('record-ranking', 'Which day had the highest close?', { oneOf: dayAlts(highest.date) }),
    q('record-ranking', 'on which day did the vix close lowest', { oneOf: dayAlts(only(V, (r) => r.close, 'asc').date) }),
    q('record-ranking', 'top 3 days by return', { allOf: topRecords(V, (r) => r.ret, 3).map((r) => dayAlts(r.date)), ordered: true }),
    q('record-ranking', 'which day had the worst return', { oneOf: dayAlts(only(V, (r) => r.ret, 'asc').date) }),
    q('record-ranking', 'which day in July had the highest intraday high', { oneOf: dayAlts(only(july, (r) => r.high).date) }),
    q('record-ranking', 'what was the signal on the day of the highest close', { first: [highest.signal], among: signals }),
    q('record-ranking', 'which 3 days in June had the lowest close', { allOf: topRecords(june, (r) => r.close, 3, 'asc').map((r) => dayAlts(r.date)), ordered: true }),

    q('share', 'what percentage of days had a long signal', shareOf(V, (r) => r.signal, 'long')),
    q('share', 'share of trading days by signal', distributionOf(V, (r) => r.signal)),
    q('share', 'percentage of days closing above 30 in each month', { labelled: labelledOf(V, ym, (g) => pct(g.filter((r) => r.close > 30).length, g.length), monthAlts), tol: SHARE_TOL }),

    q('comparison', 'June vs July average close', { labelled: labelledOf(V, ym, close, monthAlts) }),
    q('comparison', 'is the average return higher on short or long signal days', { labelled: labelledOf(V.filter((r) => r.signal === 'short' || r.signal === 'long'), (r) => r.signal, ret) }),
    q('comparison', 'how much higher was the close on June 16 than on July 16', { number: at('2009-06-16').close - at('2009-07-16').close }),
    q('ratio', 'ratio of short signal days to long signal days', { number: signal('short').length / signal('long').length, tol: RATIO_TOL }),

    q('lookup', 'Hi, could you tell me what the VIX closed at on June 22, 2009?', { number: at('2009-06-22').close }),
    q('lookup', 'opening level on 2009-07-08', { number: at('2009-07-08').open }),
    q('lookup', 'what was the signal on July 15th 2009', { oneOf: [at('2009-07-15').signal] }),
    q('lookup', 'list the days the VIX closed above 31', { allOf: V.filter((r) => r.close > 31).map((r) => dayAlts(r.date)) }),
    q('lookup', 'daily low on june 8', { number: at('2009-06-08').low }),
  ];
}

function engineersQuestions(): Q[] {
  const q = mk('engineers');
  const E = raw.engineers();
  type S = (typeof E)[number];
  const state = (s: string) => one(E.filter((r) => r.state === s), s);
  const states = namesOf(E, (r) => r.state);
  const pop = sum(E.map((r) => r.population));
  const storms = sum(E.map((r) => r.hurricanes));
  const best = (rows: S[], f: (r: S) => number, dir: 'desc' | 'asc' = 'desc'): AnswerExpect => ({ first: [only(rows, f, dir).state], among: states });
  const big = E.filter((r) => r.population > 1e7);
  const hit = E.filter((r) => r.hurricanes > 0);
  const spared = E.filter((r) => r.hurricanes === 0);
  return [
    // The rows are the 50 states, the District of Columbia and Puerto Rico: "states" means the rows.
    q('aggregate', 'What is the total population?', { number: pop }),
    q('aggregate', 'total number of hurricanes', { number: storms }),
    q('aggregate', 'average share of engeneers', smallFraction(avg(E.map((r) => r.engineers)))),
    q('aggregate', 'how many states had no hurricanes', { number: spared.length }),
    q('aggregate', 'how many states have more than 10 million people', { number: big.length }),
    q('aggregate', 'how many states had at least 20 hurricanes', { number: E.filter((r) => r.hurricanes >= 20).length }),
    q('aggregate', 'lowest engineer share of any state', smallFraction(min(E.map((r) => r.engineers)))),
    q('aggregate', 'average population of states hit by hurricanes', { number: avg(hit.map((r) => r.population)) }),
    q('aggregate', 'how many states have fewer than 1 million residents', { number: E.filter((r) => r.population < 1e6).length }),
    q('aggregate', 'how many states have an engineer share above 0.5%', { number: E.filter((r) => r.engineers > 0.005).length }),
    q('aggregate', 'average number of hurricanes per state', { number: avg(E.map((r) => r.hurricanes)) }),
    q('aggregate', 'how many people live in states that never had a hurricane', { number: sum(spared.map((r) => r.population)) }),

    q('distinct', 'how many states are listed', { number: distinct(E.map((r) => r.state)) }),

    q('breakdown', 'hurricanes for each state with at least 10', { labelled: E.filter((r) => r.hurricanes >= 10).map((r) => [[r.state], r.hurricanes] as [string[], number]) }),
    q('breakdown', 'population of the states that had more than 30 hurricanes', { labelled: E.filter((r) => r.hurricanes > 30).map((r) => [[r.state], r.population] as [string[], number]) }),

    q('record-ranking', 'Which state has had the most hurricanes?', best(E, (r) => r.hurricanes)),
    q('record-ranking', 'which state has the highest share of engineers', best(E, (r) => r.engineers)),
    q('record-ranking', 'Can you show me the five most populous states?', { allOf: topRecords(E, (r) => r.population, 5).map((r) => [r.state]), ordered: true }),
    q('record-ranking', 'which state has the lowest share of engineers', best(E, (r) => r.engineers, 'asc')),
    q('record-ranking', 'the 3 least populous states', { allOf: topRecords(E, (r) => r.population, 3, 'asc').map((r) => [r.state]), ordered: true }),
    q('record-ranking', 'which state with more than 10 million people has the highest engineer share', best(big, (r) => r.engineers)),
    q('record-ranking', 'top 3 states for hurricanes', { allOf: topRecords(E, (r) => r.hurricanes, 3).map((r) => [r.state]), ordered: true }),
    q('record-ranking', 'which state had the fewest hurricanes among those hit at least once', best(hit, (r) => r.hurricanes, 'asc')),
    q('record-ranking', 'bottom 3 states by engineer share', { allOf: topRecords(E, (r) => r.engineers, 3, 'asc').map((r) => [r.state]), ordered: true }),
    q('record-ranking', 'most populous state without a hurricane', best(spared, (r) => r.population)),

    q('share', 'what share of the total population lives in California', { percent: pct(state('California').population, pop), tol: SHARE_TOL }),
    q('share', 'what percentage of states have had a hurricane', { percent: pct(hit.length, E.length), tol: SHARE_TOL }),
    q('share', 'what share of all hurricanes hit Florida', { percent: pct(state('Florida').hurricanes, storms), tol: SHARE_TOL }),
    q('share', 'what fraction of hurricanes hit Texas or Louisiana', { percent: pct(state('Texas').hurricanes + state('Louisiana').hurricanes, storms), tol: SHARE_TOL }),

    q('comparison', 'Texas vs Florida hurricanes', { labelled: [[['Texas'], state('Texas').hurricanes], [['Florida'], state('Florida').hurricanes]] }),
    q('comparison', 'does Washington or Massachusetts have a higher share of engineers', labelledSmallFractions([[['Washington'], state('Washington').engineers], [['Massachusetts'], state('Massachusetts').engineers]])),
    q('comparison', 'how many more people live in California than in Texas', { number: state('California').population - state('Texas').population }),
    q('comparison', 'compare the populations of New York and Florida', { labelled: [[['New York'], state('New York').population], [['Florida'], state('Florida').population]] }),
    q('ratio', "how many times larger is California's population than Wyoming's", { number: state('California').population / state('Wyoming').population, tol: RATIO_TOL }),
    q('ratio', 'ratio of hurricanes in North Carolina to South Carolina', { number: state('North Carolina').hurricanes / state('South Carolina').hurricanes, tol: RATIO_TOL }),

    q('lookup', 'How many hurricanes has Louisiana had?', { number: state('Louisiana').hurricanes }),
    q('lookup', 'population of ohio', { number: state('Ohio').population }),
    q('lookup', 'engineer share in Colorado', smallFraction(state('Colorado').engineers)),
    q('lookup', 'FIPS code of Oregon', { number: state('Oregon').id }),
    q('lookup', 'list the states with more than 40 hurricanes', { allOf: E.filter((r) => r.hurricanes > 40).map((r) => [r.state]) }),
    q('lookup', 'which state has FIPS code 72', { oneOf: [one(E.filter((r) => r.id === 72), 'fips 72').state] }),
    q('lookup', 'show me the states where engineers are over 1% of the population', { allOf: E.filter((r) => r.engineers > 0.01).map((r) => [r.state]) }),
  ];
}

function burtinQuestions(): Q[] {
  const q = mk('burtin');
  const B = raw.burtin();
  type X = (typeof B)[number];
  const bug = (n: string) => one(B.filter((r) => r.bacteria === n), n);
  const names = namesOf(B, (r) => r.bacteria);
  const genera = namesOf(B, (r) => r.genus);
  const GRAM: Record<string, string[]> = { positive: ['positive', 'gram-positive', 'gram positive'], negative: ['negative', 'gram-negative', 'gram negative'] };
  const gramAlts = (g: string) => GRAM[g]!;
  const allGrams = Object.keys(GRAM).flatMap(gramAlts);
  const pos = B.filter((r) => r.gram === 'positive');
  const neg = B.filter((r) => r.gram === 'negative');
  const genus = (g: string) => B.filter((r) => r.genus === g);
  const worst = (rows: X[], f: (r: X) => number, dir: 'desc' | 'asc' = 'desc'): AnswerExpect => ({ first: [only(rows, f, dir).bacteria], among: names });
  const mean = (f: (r: X) => number) => (g: X[]) => avg(g.map(f));
  return [
    // MIC: the minimum inhibitory concentration; the lower, the better the antibiotic works.
    q('aggregate', 'how many bacteria are in the data', { number: B.length }),
    q('aggregate', 'how many gram-positive bacteria are there', { number: pos.length }),
    q('aggregate', 'average penicillin MIC for gram-negative bacteria', { number: avg(neg.map((r) => r.penicillin)) }),
    q('aggregate', 'highest neomycin MIC', { number: max(B.map((r) => r.neomycin)) }),
    q('aggregate', 'lowest streptomycin MIC', small(min(B.map((r) => r.streptomycin)))),
    q('aggregate', 'how many bacterias have a penicillin MIC above 100', { number: B.filter((r) => r.penicillin > 100).length }),
    q('aggregate', 'how many bacteria have a neomycin MIC under 0.1', { number: B.filter((r) => r.neomycin < 0.1).length }),
    q('aggregate', 'avg streptomycin MIC of Streptococcus', { number: avg(genus('Streptococcus').map((r) => r.streptomycin)) }),
    q('aggregate', 'max penicillin MIC on Salmonella', { number: max(genus('Salmonella').map((r) => r.penicillin)) }),
    q('aggregate', 'how many bacteria are not in the "other" genus', { number: B.filter((r) => r.genus !== 'other').length }),
    q('aggregate', 'how many bacteria are Salmonella or Staphylococcus', { number: B.filter((r) => r.genus === 'Salmonella' || r.genus === 'Staphylococcus').length }),

    q('distinct', 'how many genera are there', { number: distinct(B.map((r) => r.genus)) }),

    q('breakdown', 'average neomycin MIC by gram stain', { labelled: labelledOf(B, (r) => r.gram, mean((r) => r.neomycin), gramAlts) }),
    q('breakdown', 'genus counts', { labelled: labelledOf(B, (r) => r.genus, (g) => g.length) }),
    q('breakdown', 'mean penicillin MIC for each genus', { labelled: labelledOf(B, (r) => r.genus, mean((r) => r.penicillin)) }),

    q('group-ranking', 'which genus has the lowest average penicillin MIC', { first: top(B, (r) => r.genus, mean((r) => r.penicillin), 1, 'asc'), among: genera }),
    q('group-ranking', 'which gram stain group has the lowest average penicillin MIC', { first: gramAlts(top(B, (r) => r.gram, mean((r) => r.penicillin), 1, 'asc')[0]!), among: allGrams }),
    q('group-ranking', 'which genus responds worst to neomycin on average', { first: top(B, (r) => r.genus, mean((r) => r.neomycin), 1), among: genera }),

    q('record-ranking', 'Which bacterium has the highest penicillin MIC?', worst(B, (r) => r.penicillin)),
    q('record-ranking', 'which bacterium is most susceptible to streptomycin', worst(B, (r) => r.streptomycin, 'asc')),
    q('record-ranking', 'top 3 bacteria by streptomycin MIC', { allOf: topRecords(B, (r) => r.streptomycin, 3).map((r) => [r.bacteria]), ordered: true }),
    q('record-ranking', 'which gram-negative bacterium has the highest neomycin MIC', worst(neg, (r) => r.neomycin)),
    q('record-ranking', 'which gram-positive bacterium needs the most penicillin', worst(pos, (r) => r.penicillin)),
    q('record-ranking', 'what genus is the bacterium with the highest neomycin MIC', { first: [only(B, (r) => r.neomycin).genus], among: genera }),

    q('share', 'what percentage of the bacteria are gram-positive', shareOf(B, (r) => r.gram, 'positive')),
    q('share', 'share of bacteria by genus', distributionOf(B, (r) => r.genus)),
    q('share', 'what share of gram-negative bacteria have a penicillin MIC above 100', { percent: pct(neg.filter((r) => r.penicillin > 100).length, neg.length), tol: SHARE_TOL }),

    q('comparison', 'penicillin vs streptomycin MIC for E. coli', { labelled: [[['penicillin'], bug('Escherichia coli').penicillin], [['streptomycin'], bug('Escherichia coli').streptomycin]] }),
    q('comparison', 'do gram-positive or gram-negative bacteria have a higher average streptomycin MIC', { labelled: labelledOf(B, (r) => r.gram, mean((r) => r.streptomycin), gramAlts) }),
    q('comparison', 'compare Staphylococcus aureus and Staphylococcus albus on penicillin', { labelled: [[['Staphylococcus aureus'], bug('Staphylococcus aureus').penicillin], [['Staphylococcus albus'], bug('Staphylococcus albus').penicillin]], tol: 0.00006 }),
    q('comparison', 'how much higher is the penicillin MIC of Klebsiella pneumoniae than of Escherichia coli', { number: bug('Klebsiella pneumoniae').penicillin - bug('Escherichia coli').penicillin }),
    q('ratio', 'how many times higher is the average neomycin MIC of gram-positive bacteria than of gram-negative ones', { number: avg(pos.map((r) => r.neomycin)) / avg(neg.map((r) => r.neomycin)), tol: RATIO_TOL }),

    q('lookup', 'penicillin MIC of Bacillus anthracis', small(bug('Bacillus anthracis').penicillin)),
    q('lookup', 'what is the gram stain of Proteus vulgaris', { oneOf: gramAlts(bug('Proteus vulgaris').gram) }),
    q('lookup', 'neomycin mic for staph aureus', small(bug('Staphylococcus aureus').neomycin)),
    q('lookup', 'list the bacteria with a penicillin MIC of 800 or more', { allOf: B.filter((r) => r.penicillin >= 800).map((r) => [r.bacteria]) }),
    q('lookup', 'which bacteria have a neomycin MIC above 5', { allOf: B.filter((r) => r.neomycin > 5).map((r) => [r.bacteria]) }),
    q('lookup', 'streptomycin value for Mycobacterium tuberculosis', { number: bug('Mycobacterium tuberculosis').streptomycin }),
  ];
}

function githubQuestions(): Q[] {
  const q = mk('github');
  const G = raw.github();
  type H = (typeof G)[number];
  const day = (r: H) => r.time.slice(0, 10);
  const ym = (r: H) => r.time.slice(0, 7);
  const quarter = (r: H) => quarterOf(r.time);
  const inMonth = (m: string) => G.filter((r) => ym(r) === m);
  const between = (a: string, b: string) => G.filter((r) => day(r) >= a && day(r) <= b);
  const commits = (g: H[]) => sum(g.map((r) => r.count));
  const perHour = (g: H[]) => avg(g.map((r) => r.count));
  const q2015 = quarterAlts('2015');
  const q1 = between('2015-01-01', '2015-03-31');
  const q2 = between('2015-04-01', '2015-06-30');
  const feb = inMonth('2015-02');
  const mar3 = G.filter((r) => day(r) === '2015-03-03');
  return [
    // Rows are the hours with at least one commit (hours without one are absent): "per hour" averages over them.
    q('aggregate', 'How many commits are there in total?', { number: commits(G) }),
    q('aggregate', 'how many commits were made in March 2015', { number: commits(inMonth('2015-03')) }),
    q('aggregate', 'total commits in the first quarter of 2015', { number: commits(q1) }),
    q('aggregate', 'average commits per hour', { number: perHour(G) }),
    q('aggregate', 'most commits in a single hour', { number: max(G.map((r) => r.count)) }),
    q('aggregate', 'how many hours had more than 20 commits', { number: G.filter((r) => r.count > 20).length }),
    q('aggregate', 'how many hours had only one commit', { number: G.filter((r) => r.count === 1).length }),
    q('aggregate', 'commits between April 1 and April 15', { number: commits(between('2015-04-01', '2015-04-15')) }),
    q('aggregate', 'average number of commmits per hour in January', { number: perHour(inMonth('2015-01')) }),
    q('aggregate', 'how many commits since April 2015', { number: commits(G.filter((r) => day(r) >= '2015-04-01')) }),
    q('aggregate', 'min and max commits per hour in February', ...both(min(feb.map((r) => r.count)), max(feb.map((r) => r.count)))),
    q('aggregate', 'total commits on March 15, 2015', { number: commits(G.filter((r) => day(r) === '2015-03-15')) }),

    q('distinct', 'on how many different days were there commits', { number: distinct(G.map(day)) }),
    q('distinct', 'how many days in April had commits', { number: distinct(inMonth('2015-04').map(day)) }),

    q('trend', 'commits per month', { labelled: labelledOf(G, ym, commits, monthAlts) }),
    q('trend', 'daily commits from March 1 to March 7, 2015', { labelled: labelledOf(between('2015-03-01', '2015-03-07'), day, commits, dayAlts) }),
    q('trend', 'monthly average commits per hour', { labelled: labelledOf(G, ym, perHour, monthAlts) }),
    q('trend', 'commits by quarter', { labelled: labelledOf(G, quarter, commits, q2015) }),
    q('trend', 'how did the number of commits change from January to May', { labelled: [[monthAlts('2015-01'), commits(inMonth('2015-01'))], [monthAlts('2015-05'), commits(inMonth('2015-05'))]] }),
    q('trend', 'number of active hours per month', { labelled: labelledOf(G, ym, (g) => g.length, monthAlts) }),

    q('group-ranking', 'which month had the most commits', { oneOf: monthAlts(top(G, ym, commits, 1)[0]!) }),
    q('group-ranking', 'which day had the most commits', { oneOf: dayAlts(top(G, day, commits, 1)[0]!) }),
    q('group-ranking', 'least active month', { oneOf: monthAlts(top(G, ym, commits, 1, 'asc')[0]!) }),
    q('group-ranking', 'top 3 days by number of commits', { allOf: top(G, day, commits, 3).map(dayAlts), ordered: true }),
    q('group-ranking', 'busiest day in January', { oneOf: dayAlts(top(inMonth('2015-01'), day, commits, 1)[0]!) }),
    q('group-ranking', 'which quarter had more commits', { oneOf: q2015(top(G, quarter, commits, 1)[0]!) }),
    q('group-ranking', 'which month had the highest average commits per hour', { oneOf: monthAlts(top(G, ym, perHour, 1)[0]!) }),

    // An answer shows a timestamp's day: the hour's day is what is judged.
    q('record-ranking', 'when was the single busiest hour', { oneOf: dayAlts(day(only(G, (r) => r.count))) }),
    q('record-ranking', 'top 3 hours by commits', { allOf: topRecords(G, (r) => r.count, 3).map((r) => dayAlts(day(r))), ordered: true }),
    q('record-ranking', 'on which day in February was the busiest hour', { oneOf: dayAlts(day(only(feb, (r) => r.count))) }),
    q('record-ranking', 'the busiest hour in January: which day was it', { oneOf: dayAlts(day(only(inMonth('2015-01'), (r) => r.count))) }),

    q('share', 'what share of all commits were made in March', { percent: pct(commits(inMonth('2015-03')), commits(G)), tol: SHARE_TOL }),
    q('share', 'percentage of commits per month', { labelled: labelledOf(G, ym, (g) => pct(commits(g), commits(G)), monthAlts), tol: SHARE_TOL }),
    q('share', 'what percentage of active hours had more than 5 commits', { percent: pct(G.filter((r) => r.count > 5).length, G.length), tol: SHARE_TOL }),
    q('share', 'share of commits made in the first quarter', { percent: pct(commits(q1), commits(G)), tol: SHARE_TOL }),

    q('comparison', 'were there more commits in January or February', { labelled: [[monthAlts('2015-01'), commits(inMonth('2015-01'))], [monthAlts('2015-02'), commits(feb)]] }),
    q('comparison', 'how many more commits in March than in April', { number: commits(inMonth('2015-03')) - commits(inMonth('2015-04')) }),
    q('comparison', 'compare average commits per hour in Q1 and Q2', { labelled: [[q2015('1'), perHour(q1)], [q2015('2'), perHour(q2)]] }),
    q('ratio', 'how many times more commits in March than in May', { number: commits(inMonth('2015-03')) / commits(inMonth('2015-05')), tol: RATIO_TOL }),

    q('lookup', 'how many commits were made at noon on March 3, 2015', { number: one(G.filter((r) => r.time === '2015-03-03T12:00:00'), 'noon 2015-03-03').count }),
    q('lookup', 'list the hours with more than 30 commits', { allOf: G.filter((r) => r.count > 30).map((r) => dayAlts(day(r))) }),
    q('lookup', 'show the commit counts on March 3, 2015', ...mar3.map((r) => ({ number: r.count }))),
  ];
}

function zipcodesQuestions(): Q[] {
  const q = mk('zipcodes');
  const Z = raw.zipcodes();
  type R = (typeof Z)[number];
  const inState = (s: string) => Z.filter((r) => r.state === s);
  /** A state as an answer may write it: its postal code or its name. */
  const stateAlts = (code: string) => [code, stateName(code)];
  const allStates = namesOf(Z, (r) => r.state).flatMap(stateAlts);
  const count = (g: R[]) => g.length;
  const zip = (z: string) => one(Z.filter((r) => r.zip === z), z);
  const city = (c: string, s: string) => Z.filter((r) => r.city === c && r.state === s);
  const county = (c: string) => Z.filter((r) => r.county === c);
  /** The leaders of a ranking of names by zip codes (for `first`: every city of the country would be too many to look for). */
  const leaders = (rows: R[], key: (r: R) => string) =>
    pairsOf(rows, key, count)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([k]) => k);
  const northern = (rows: R[]) => only(rows, (r) => r.lat);
  const byState = (n: number, dir: 'desc' | 'asc' = 'desc', ordered = true) => top(Z, (r) => r.state, count, n, dir, ordered);
  return [
    q('aggregate', 'How many ZIP codes are there?', { number: Z.length }),
    q('aggregate', 'Could you tell me how many zip codes Texas has, please?', { number: inState('TX').length }),
    q('aggregate', 'number of zip codes in Los Angeles county', { number: county('Los Angeles').length }),
    q('aggregate', 'how many zip codes are in New York City', { number: city('New York', 'NY').length }),
    q('aggregate', 'how many zips in Oregon or Washington', { number: inState('OR').length + inState('WA').length }),
    q('aggregate', 'how many zip codes are not in California', { number: Z.filter((r) => r.state !== 'CA').length }),
    q('aggregate', 'northernmost latitude of any zip code', { number: max(Z.map((r) => r.lat)) }),
    q('aggregate', 'how many zip codes lie north of 60 degrees latitude', { number: Z.filter((r) => r.lat > 60).length }),
    q('aggregate', 'how many zip codes does Springfield, MA have', { number: city('Springfield', 'MA').length }),
    q('aggregate', 'how many zipcodes are in Puerto Rico', { number: inState('PR').length }),
    q('aggregate', 'zip code count for Cook county, Illinois', { number: inState('IL').filter((r) => r.county === 'Cook').length }),

    q('distinct', 'how many different city names are there', { number: distinct(Z.map((r) => r.city)) }),
    q('distinct', 'how many counties does Texas have', { number: distinct(inState('TX').map((r) => r.county)) }),
    q('distinct', 'how many states and territories are in the data', { number: distinct(Z.map((r) => r.state)) }),
    q('distinct', 'number of different cities in Vermont', { number: distinct(inState('VT').map((r) => r.city)) }),

    q('breakdown', 'zip codes per county in Delaware', { labelled: labelledOf(inState('DE'), (r) => r.county, count) }),
    q('breakdown', 'number of zip codes by county in Rhode Island', { labelled: labelledOf(inState('RI'), (r) => r.county, count) }),
    q('breakdown', 'average latitude by county in Delaware', { labelled: labelledOf(inState('DE'), (r) => r.county, (g) => avg(g.map((r) => r.lat))) }),
    q('breakdown', 'how many cities per county in Hawaii', { labelled: labelledOf(inState('HI'), (r) => r.county, (g) => distinct(g.map((r) => r.city))) }),

    q('group-ranking', 'Which state has the most zip codes?', { first: stateAlts(byState(1)[0]!), among: allStates }),
    q('group-ranking', 'which county has the most zip codes', { first: top(Z, (r) => r.county, count, 1), among: leaders(Z, (r) => r.county) }),
    q('group-ranking', 'top 5 states by number of zip codes', { allOf: byState(5).map(stateAlts), ordered: true }, { noneOf: stateAlts(byState(6)[5]!) }),
    q('group-ranking', 'which city has the most zip codes', { first: top(Z, (r) => r.city, count, 1), among: leaders(Z, (r) => r.city) }),
    q('group-ranking', 'which city in California has the most zip codes', { first: top(inState('CA'), (r) => r.city, count, 1), among: leaders(inState('CA'), (r) => r.city) }),
    // Palau and American Samoa tie (one zip code each) inside the three: judged as a set.
    q('group-ranking', 'the 3 states or territories with the fewest zip codes', { allOf: byState(3, 'asc', false).map(stateAlts) }, { noneOf: stateAlts(byState(4, 'asc', false)[3]!) }),
    q('group-ranking', 'which state has the most different cities', { first: stateAlts(top(Z, (r) => r.state, (g) => distinct(g.map((r) => r.city)), 1)[0]!), among: allStates }),
    q('group-ranking', 'which county in Texas has the most zip codes', { first: top(inState('TX'), (r) => r.county, count, 1), among: leaders(inState('TX'), (r) => r.county) }),

    q('record-ranking', 'which zip code is the furthest north', { oneOf: [northern(Z).zip, northern(Z).city] }),
    q('record-ranking', 'what is the northernmost city', { oneOf: [northern(Z).city] }),
    q('record-ranking', 'southernmost zip code in Texas', { oneOf: [only(inState('TX'), (r) => r.lat, 'asc').zip] }),
    q('record-ranking', 'northernmost zip code in California', { oneOf: [northern(inState('CA')).zip] }),
    q('record-ranking', 'which city in Florida is furthest south', { oneOf: [only(inState('FL'), (r) => r.lat, 'asc').city] }),
    q('record-ranking', 'the 3 northernmost zip codes', { allOf: topRecords(Z, (r) => r.lat, 3).map((r) => [r.zip]), ordered: true }),

    q('share', 'what percentage of zip codes are in California', shareOf(Z, (r) => r.state, 'CA')),
    q('share', "what share of New York state's zip codes are in New York City", { percent: pct(city('New York', 'NY').length, inState('NY').length), tol: SHARE_TOL }),
    q('share', 'percentage of zip codes in Alaska or Hawaii', { percent: pct(inState('AK').length + inState('HI').length, Z.length), tol: SHARE_TOL }),
    q('share', 'what fraction of Florida zip codes are in Miami-Dade county', { percent: pct(inState('FL').filter((r) => r.county === 'Miami-Dade').length, inState('FL').length), tol: SHARE_TOL }),

    q('comparison', 'does Texas or California have more zip codes', { labelled: [[stateAlts('TX'), inState('TX').length], [stateAlts('CA'), inState('CA').length]] }),
    q('comparison', 'how many more zip codes does Pennsylvania have than Ohio', { number: inState('PA').length - inState('OH').length }),
    q('comparison', 'compare the number of zip codes in Cook county and Harris county', { labelled: [[['Cook'], county('Cook').length], [['Harris'], county('Harris').length]] }),
    q('ratio', 'how many times more zip codes does Ohio have than Indiana', { number: inState('OH').length / inState('IN').length, tol: RATIO_TOL }),

    q('lookup', 'What city is zip code 10001?', { oneOf: [zip('10001').city] }),
    q('lookup', 'which county is 90210 in', { oneOf: [zip('90210').county] }),
    q('lookup', 'what state is zip 73301 in', { oneOf: stateAlts(zip('73301').state) }),
    q('lookup', 'list the zip codes of Aspen, Colorado', { allOf: city('Aspen', 'CO').map((r) => [r.zip]) }),
    q('lookup', 'zip codes for Sedona', { allOf: Z.filter((r) => r.city === 'Sedona').map((r) => [r.zip]) }),
    q('lookup', 'latitude of zip code 10001', { number: zip('10001').lat }),
  ];
}

function speciesQuestions(): Q[] {
  const q = mk('species');
  const S = raw.species();
  type H = (typeof S)[number];
  const ROBIN = 'American Robin';
  const DEER = 'White-tailed Deer';
  const FROG = 'American Bullfrog';
  const SNAKE = 'Common Gartersnake';
  const of = (s: string) => S.filter((r) => r.species === s);
  const species = namesOf(S, (r) => r.species);
  const habitat = (g: H[]) => avg(g.map((r) => r.habitat));
  const at = (s: string, c: string) => one(S.filter((r) => r.species === s && r.county === c), `${s} ${c}`).habitat;
  const bySpecies = (rows: H[], f: (g: H[]) => number) => labelledOf(rows, (r) => r.species, f);
  const over = (s: string, v: number) => of(s).filter((r) => r.habitat > v).length;
  const counties = distinct(S.map((r) => r.county));
  return [
    // Habitat is the share of a county that is year-round habitat, stored as a fraction (0 … 1).
    q('aggregate', 'average year-round habitat of the American Robin', fraction(habitat(of(ROBIN)))),
    q('aggregate', 'how many counties are more than half deer habitat', { number: over(DEER, 0.5) }),
    q('aggregate', 'in how many counties does the bullfrog have no habitat at all', { number: of(FROG).filter((r) => r.habitat === 0).length }),
    q('aggregate', 'highest habitat share for the common gartersnake', fraction(max(of(SNAKE).map((r) => r.habitat)))),
    q('aggregate', 'how many records does the species table have', { number: S.length }),
    q('aggregate', 'how many counties have over 90% robin habitat', { number: over(ROBIN, 0.9) }),
    q('aggregate', 'average habitat across all species and counties', fraction(habitat(S))),
    q('aggregate', 'how many counties have less than 10% white-tailed deer habitat', { number: of(DEER).filter((r) => r.habitat < 0.1).length }),
    q('aggregate', 'how many records show zero habitat', { number: S.filter((r) => r.habitat === 0).length }),
    q('aggregate', 'how many records for robins or deer have habitat above 0.9', { number: over(ROBIN, 0.9) + over(DEER, 0.9) }),
    q('aggregate', 'avg habitat of Lithobates catesbeianus', fraction(habitat(S.filter((r) => r.scientific === 'Lithobates catesbeianus')))),
    q('aggregate', 'in how many counties does the American Bullfrog have some habitat', { number: over(FROG, 0) }),

    q('distinct', 'how many species are there', { number: distinct(S.map((r) => r.species)) }),
    q('distinct', 'how many counties are covered', { number: counties }),

    q('breakdown', 'average habitat by species', labelledFractions(bySpecies(S, habitat))),
    q('breakdown', 'number of counties with more than 50% habitat, per species', { labelled: bySpecies(S.filter((r) => r.habitat > 0.5), (g) => g.length) }),
    q('breakdown', 'max habitat share per species', labelledFractions(bySpecies(S, (g) => max(g.map((r) => r.habitat))))),
    q('breakdown', 'for each species, how many counties have no habitat', { labelled: bySpecies(S.filter((r) => r.habitat === 0), (g) => g.length) }),

    q('group-ranking', 'which species has the most habitat on average', { first: top(S, (r) => r.species, habitat, 1), among: species }),
    q('group-ranking', 'which species has the lowest average habitat', { first: top(S, (r) => r.species, habitat, 1, 'asc'), among: species }),
    q('group-ranking', 'which species has the most counties above 90% habitat', { first: top(S.filter((r) => r.habitat > 0.9), (r) => r.species, (g) => g.length, 1), among: species }),
    q('group-ranking', 'rank the species by average habitat', { allOf: top(S, (r) => r.species, habitat, 4).map((k) => [k]), ordered: true }),
    q('group-ranking', 'which species has the most counties with zero habitat', { first: top(S.filter((r) => r.habitat === 0), (r) => r.species, (g) => g.length, 1), among: species }),

    q('record-ranking', 'which county has the most American Bullfrog habitat', { oneOf: [only(of(FROG), (r) => r.habitat).county] }),
    q('record-ranking', 'which county has the highest white-tailed deer habitat share', { oneOf: [only(of(DEER), (r) => r.habitat).county] }),
    q('record-ranking', 'top 3 counties for garter snake habitat', { allOf: topRecords(of(SNAKE), (r) => r.habitat, 3).map((r) => [r.county]), ordered: true }),
    q('record-ranking', 'what species has the highest habitat in county 12086', { first: [only(S.filter((r) => r.county === '12086'), (r) => r.habitat).species], among: species }),

    q('share', 'what percentage of counties are more than half robin habitat', { percent: pct(over(ROBIN, 0.5), of(ROBIN).length), tol: SHARE_TOL }),
    q('share', 'what share of the records are for the bullfrog', shareOf(S, (r) => r.species, FROG)),
    q('share', 'what share of counties have no gartersnake habitat', { percent: pct(of(SNAKE).filter((r) => r.habitat === 0).length, of(SNAKE).length), tol: SHARE_TOL }),
    q('share', 'share of zero-habitat records by species', distributionOf(S.filter((r) => r.habitat === 0), (r) => r.species)),

    q('comparison', 'robin vs deer: average habitat', labelledFractions([[[ROBIN], habitat(of(ROBIN))], [[DEER], habitat(of(DEER))]])),
    q('comparison', 'does the bullfrog or the gartersnake have more habitat on average', labelledFractions([[[FROG], habitat(of(FROG))], [[SNAKE], habitat(of(SNAKE))]])),
    q('comparison', 'how many more counties have over 50% deer habitat than gartersnake habitat', { number: over(DEER, 0.5) - over(SNAKE, 0.5) }),
    q('ratio', 'how many times more habitat does the robin have on average than the bullfrog', { number: habitat(of(ROBIN)) / habitat(of(FROG)), tol: RATIO_TOL }),

    q('lookup', 'robin habitat in county 53033', fraction(at(ROBIN, '53033'))),
    q('lookup', 'deer habitat share for county 01001', fraction(at(DEER, '01001'))),
    q('lookup', 'what is the scientific name of the common gartersnake', { oneOf: [of(SNAKE)[0]!.scientific] }),
    q('lookup', 'which species has the code bAMROx', { oneOf: [one(namesOf(S.filter((r) => r.code === 'bAMROx'), (r) => r.species), 'bAMROx')] }),
    q('lookup', 'habitat of each species in county 17031', labelledFractions(bySpecies(S.filter((r) => r.county === '17031'), habitat))),
    q('lookup', 'list the counties where white-tailed deer habitat is above 0.96', { allOf: of(DEER).filter((r) => r.habitat > 0.96).map((r) => [r.county]) }),
  ];
}

function drivingQuestions(): Q[] {
  const q = mk('driving');
  const D = raw.driving();
  const at = (y: number) => one(D.filter((r) => r.year === y), String(y));
  const between = (a: number, b: number) => D.filter((r) => r.year >= a && r.year <= b);
  const year = (r: (typeof D)[number]) => String(r.year);
  const gas = (rows: typeof D) => rows.map((r) => r.gas);
  const miles = (rows: typeof D) => rows.map((r) => r.miles);
  const peak = only(D, (r) => r.gas);
  const y2000s = between(2000, 2009);
  return [
    q('aggregate', 'I would like to know the average gas price over all the years, please', { number: avg(gas(D)) }),
    q('aggregate', 'highest gas price', { number: max(gas(D)) }),
    q('aggregate', 'lowest gas price since 1980', { number: min(gas(D.filter((r) => r.year >= 1980))) }),
    q('aggregate', 'average miles driven per person in the 1990s', { number: avg(miles(between(1990, 1999))) }),
    q('aggregate', 'how many years did gas cost more than $3', { number: D.filter((r) => r.gas > 3).length }),
    q('aggregate', 'how many years had fewer than 5000 miles driven per person', { number: D.filter((r) => r.miles < 5000).length }),
    // A price (it does not add up): the natural reading is its mean over the decade.
    q('aggregate', 'gas price in the 70s', { number: avg(gas(between(1970, 1979))) }),
    q('aggregate', 'max miles per person', { number: max(miles(D)) }),
    q('aggregate', 'min and max gas price in the 2000s', ...both(min(gas(y2000s)), max(gas(y2000s)))),
    q('aggregate', 'how many years are in the driving data', { number: D.length }),
    q('aggregate', 'how many years had gas under $2 and more than 8000 miles per person', { number: D.filter((r) => r.gas < 2 && r.miles > 8000).length }),
    q('aggregate', 'avg gas price between 1956 and 1965', { number: avg(gas(between(1956, 1965))) }),

    q('trend', 'gas price per year since 2000', { pairs: D.filter((r) => r.year >= 2000).map((r) => [year(r), r.gas] as [string, number]) }),
    q('trend', 'how did miles driven change from 1956 to 2010', { labelled: [[['1956'], at(1956).miles], [['2010'], at(2010).miles]] }),
    q('trend', 'miles driven per person each year in the 1970s', { pairs: between(1970, 1979).map((r) => [year(r), r.miles] as [string, number]) }),
    q('trend', 'gas prices in the 1980s by year', { pairs: between(1980, 1989).map((r) => [year(r), r.gas] as [string, number]) }),

    q('record-ranking', 'In which year was gas the most expensive?', { oneOf: [year(peak)] }),
    q('record-ranking', 'which year had the cheapest gas', { oneOf: [year(only(D, (r) => r.gas, 'asc'))] }),
    q('record-ranking', 'when did people drive the most', { oneOf: [year(only(D, (r) => r.miles))] }),
    q('record-ranking', 'top 3 years by miles driven', { allOf: topRecords(D, (r) => r.miles, 3).map((r) => [year(r)]), ordered: true }),
    q('record-ranking', 'the 3 cheapest years for gas', { allOf: topRecords(D, (r) => r.gas, 3, 'asc').map((r) => [year(r)]), ordered: true }),
    q('record-ranking', 'which year in the 1960s had the highest gas price', { oneOf: [year(only(between(1960, 1969), (r) => r.gas))] }),
    q('record-ranking', 'which year before 1980 had the lowest gas price', { oneOf: [year(only(D.filter((r) => r.year < 1980), (r) => r.gas, 'asc'))] }),
    q('record-ranking', 'how many miles were driven per person in the year gas peaked', { number: peak.miles }),

    q('share', 'what percentage of years had gas above $2.50', { percent: pct(D.filter((r) => r.gas > 2.5).length, D.length), tol: SHARE_TOL }),
    q('share', 'share of years with more than 9000 miles driven per person', { percent: pct(D.filter((r) => r.miles > 9000).length, D.length), tol: SHARE_TOL }),

    q('comparison', 'gas price in 1980 vs 2008', { labelled: [[['1980'], at(1980).gas], [['2008'], at(2008).gas]] }),
    q('comparison', 'how much more did people drive in 2010 than in 1960', { number: at(2010).miles - at(1960).miles }),
    q('comparison', 'was gas more expensive in 1990 or 2000', { labelled: [[['1990'], at(1990).gas], [['2000'], at(2000).gas]] }),
    q('comparison', 'how many more miles per person were driven on average in the 90s than in the 70s', { number: avg(miles(between(1990, 1999))) - avg(miles(between(1970, 1979))) }),
    q('ratio', 'how many times more miles did people drive in 2005 than in 1956', { number: at(2005).miles / at(1956).miles, tol: RATIO_TOL }),
    q('ratio', 'ratio of the 2008 gas price to the 1998 price', { number: at(2008).gas / at(1998).gas, tol: RATIO_TOL }),

    q('lookup', 'What was the gas price in 1974?', { number: at(1974).gas }),
    q('lookup', 'miles driven per person in 1985', { number: at(1985).miles }),
    q('lookup', 'gas prise in 1999', { number: at(1999).gas }),
    q('lookup', 'list the years when gas was above 3 dollars', { allOf: D.filter((r) => r.gas > 3).map((r) => [year(r)]) }),
    q('lookup', 'show me the years with more than 10,000 miles driven per person', { allOf: D.filter((r) => r.miles > 10000).map((r) => [year(r)]) }),
  ];
}

function describeQuestions(): Q[] {
  return [
    mk('movies')('describe', 'What can I ask about the movies?', { words: ['Movies', 'Worldwide gross', 'Genre'] }),
    mk('unemployment')('describe', 'what data do you have on unemployment?', { words: ['Unemployment by industry', 'Industry', 'Unemployment rate'] }),
    mk('income')('describe', 'Which columns does the household income table have?', { words: ['State', 'Income bracket', 'Share of households'] }),
    mk('gapminder')('describe', 'what kind of questions can i ask about countries', { words: ['Country indicators', 'Life expectancy', 'Population'] }),
    mk('iowa')('greeting', 'hello!', { words: ['Iowa electricity'] }),
    mk('barley')('greeting', 'hi there, what can you do?', { words: ['Barley trials', 'Yield'] }),
    mk('all')('describe', 'What can I ask?', { words: ['Movies', 'US population', 'Natural disasters', 'Occupations by sex'] }),
    mk('all')('describe', 'which datasets are available', { words: ['Barley trials', 'Iowa electricity', 'Household income', 'US employment'] }),
    mk('all')('greeting', 'good morning', { words: ['Movies'] }),
    mk('all')('greeting', 'hey, help', { words: ['Unemployment by industry'] }),
    mk('birdstrikes')('describe', 'what can I ask about bird strikes?', { words: ['Bird strikes', 'Airline', 'Species'] }),
    mk('football')('describe', 'which columns are in the football data', { words: ['Football matches', 'League', 'Home goals'] }),
    mk('sp500')('describe', 'what does the S&P 500 table contain?', { words: ['S&P 500 daily', 'Close'] }),
    mk('co2')('greeting', 'hi!! what is this', { words: ['CO2 concentration'] }),
    mk('contributions')('describe', 'what can I ask about campaign finance?', { words: ['Candidate filings', 'Party', 'Debts owed'] }),
    mk('zipcodes')('describe', 'which columns does the zip code table have', { words: ['US ZIP codes', 'City', 'County'] }),
    mk('burtin')('describe', 'what data is there on antibiotics?', { words: ['Antibiotic effectiveness', 'Penicillin'] }),
    mk('github')('greeting', 'hey there', { words: ['GitHub commits'] }),
  ];
}

/** The whole development set. Throws when a ranking has a tie at its cut (see the header). */
export function analyticsQuestionSet(): AnalyticsQuestion[] {
  const all = [
    ...moviesQuestions(),
    ...gapminderQuestions(),
    ...barleyQuestions(),
    ...iowaQuestions(),
    ...disastersQuestions(),
    ...jobsQuestions(),
    ...populationQuestions(),
    ...unemploymentQuestions(),
    ...incomeQuestions(),
    ...employmentQuestions(),
    ...birdstrikesQuestions(),
    ...footballQuestions(),
    ...sp500Questions(),
    ...co2Questions(),
    ...riotsQuestions(),
    ...crimeaQuestions(),
    ...healthIncomeQuestions(),
    ...globalTempQuestions(),
    ...contributionsQuestions(),
    ...vixQuestions(),
    ...engineersQuestions(),
    ...burtinQuestions(),
    ...githubQuestions(),
    ...zipcodesQuestions(),
    ...speciesQuestions(),
    ...drivingQuestions(),
    ...describeQuestions(),
  ];
  const seen = new Set<string>();
  for (const x of all) {
    const key = `${x.table}: ${x.q.toLowerCase()}`;
    if (seen.has(key)) throw new Error(`repeated question: ${key}`);
    seen.add(key);
    for (const e of x.expect) assertFinite(e, x.q);
  }
  return all;
}

function assertFinite(e: AnswerExpect, q: string): void {
  const bad = (n: number) => {
    if (!Number.isFinite(n)) throw new Error(`not a number in the expectation of: ${q}`);
  };
  if ('number' in e) bad(e.number);
  else if ('amount' in e) bad(e.amount);
  else if ('percent' in e) bad(e.percent);
  else if ('pairs' in e) {
    if (e.pairs.length === 0) throw new Error(`no pairs: ${q}`);
    e.pairs.forEach((p) => bad(p[1]));
  } else if ('labelled' in e) {
    if (e.labelled.length === 0) throw new Error(`no labelled values: ${q}`);
    e.labelled.forEach((p) => bad(p[1]));
  } else if ('either' in e) e.either.forEach((x) => assertFinite(x, q));
  else if ('allOf' in e && e.allOf.length === 0) throw new Error(`no names: ${q}`);
}
