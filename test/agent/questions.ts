/**
 * The question set: questions as people ask them (synonyms, typos, dates in words, units) over the
 * four demo tables, each with its expected answer computed here from the raw files in
 * node_modules/vega-datasets/data — independently of the agent, its SQL and the loaded tables.
 * Answers are judged by the checker of every question set (bench/quality/check-answer.ts), with
 * its loose kinds only (`Expect`).
 */
import type { Intent } from '../../src/agent/plan/query.js';
import type { Expect } from '../../bench/quality/check-answer.js';
import { isoDate, raw, type Raw } from './fixture/demo.js';

export interface Question {
  q: string;
  table: 'cars' | 'weather' | 'penguins' | 'stocks' | 'all';
  /** The agent's intents that the set asks questions for. */
  intent: Exclude<Intent, 'position' | 'correlation' | 'clarify'>;
  expect: Expect[];
}

// ---- the raw data, typed -------------------------------------------------------------------------
const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
const cars = raw.cars().map((r) => ({
  name: String(r.Name),
  mpg: num(r.Miles_per_Gallon),
  cyl: num(r.Cylinders)!,
  disp: num(r.Displacement),
  hp: num(r.Horsepower),
  weight: num(r.Weight_in_lbs)!,
  acc: num(r.Acceleration),
  year: Number(String(r.Year).slice(0, 4)),
  origin: String(r.Origin),
}));
const weather = raw.weather().map((r: Raw) => ({
  date: String(r.date),
  precip: num(r.precipitation)!,
  tmax: num(r.temp_max)!,
  tmin: num(r.temp_min)!,
  wind: num(r.wind)!,
  kind: String(r.weather),
}));
const penguins = raw.penguins().map((r) => ({
  species: String(r.Species),
  island: String(r.Island),
  beakLen: num(r['Beak Length (mm)']),
  beakDepth: num(r['Beak Depth (mm)']),
  flipper: num(r['Flipper Length (mm)']),
  mass: num(r['Body Mass (g)']),
  sex: r.Sex === null ? null : String(r.Sex),
}));
const stocks = raw.stocks().map((r) => ({ symbol: String(r.symbol), date: isoDate(String(r.date)), price: num(r.price)! }));

// ---- small aggregation helpers (SQL semantics: nulls ignored) -------------------------------------
export const vals = (xs: (number | null)[]) => xs.filter((x): x is number => x !== null && Number.isFinite(x));
export const avg = (xs: (number | null)[]) => {
  const v = vals(xs);
  return v.reduce((a, b) => a + b, 0) / v.length;
};
export const sum = (xs: (number | null)[]) => vals(xs).reduce((a, b) => a + b, 0);
export const max = (xs: (number | null)[]) => Math.max(...vals(xs));
export const min = (xs: (number | null)[]) => Math.min(...vals(xs));
function groups<T>(rows: T[], key: (r: T) => string | null): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    if (k === null) continue;
    m.set(k, [...(m.get(k) ?? []), r]);
  }
  return m;
}
function pairsOf<T>(rows: T[], key: (r: T) => string | null, f: (g: T[]) => number): [string, number][] {
  return [...groups(rows, key)].map(([k, g]) => [k, f(g)] as [string, number]).sort((a, b) => a[0].localeCompare(b[0]));
}
function topKeys<T>(rows: T[], key: (r: T) => string | null, f: (g: T[]) => number, n: number, dir: 'desc' | 'asc' = 'desc') {
  return pairsOf(rows, key, f)
    .sort((a, b) => (dir === 'desc' ? b[1] - a[1] : a[1] - b[1]))
    .slice(0, n)
    .map((p) => p[0]);
}
function share<T>(rows: T[], key: (r: T) => string | null, value: string): number {
  const keyed = rows.filter((r) => key(r) !== null);
  return (100 * keyed.filter((r) => key(r) === value).length) / keyed.length;
}
const inYear = (d: string, y: number) => d.startsWith(String(y));
const inMonth = (d: string, ym: string) => d.startsWith(ym);
const year = (d: string) => d.slice(0, 4);
const month = (d: string) => d.slice(0, 7);
function argmax<T>(rows: T[], f: (r: T) => number | null, dir: 'desc' | 'asc' = 'desc'): T[] {
  const best = dir === 'desc' ? max(rows.map(f)) : min(rows.map(f));
  return rows.filter((r) => f(r) === best);
}

const SHARE_TOL = 0.06;

// ---- the questions --------------------------------------------------------------------------------
export function questionSet(): Question[] {
  const usa = cars.filter((c) => c.origin === 'USA');
  const japan = cars.filter((c) => c.origin === 'Japan');
  const europe = cars.filter((c) => c.origin === 'Europe');
  const Q: Question[] = [
    // Cars
    { q: 'How many cars are from Japan?', table: 'cars', intent: 'aggregate', expect: [{ number: japan.length }] },
    { q: "What's the average horsepower of European cars?", table: 'cars', intent: 'aggregate', expect: [{ number: avg(europe.map((c) => c.hp)) }] },
    { q: 'average mpg of american cars', table: 'cars', intent: 'aggregate', expect: [{ number: avg(usa.map((c) => c.mpg)) }] },
    { q: 'Whats the avrage fuel economy for cars from 1975?', table: 'cars', intent: 'aggregate', expect: [{ number: avg(cars.filter((c) => c.year === 1975).map((c) => c.mpg)) }] },
    { q: 'How many cars have more than 6 cylinders?', table: 'cars', intent: 'aggregate', expect: [{ number: cars.filter((c) => c.cyl > 6).length }] },
    { q: 'number of cars with 4 cylinders', table: 'cars', intent: 'aggregate', expect: [{ number: cars.filter((c) => c.cyl === 4).length }] },
    { q: 'What is the maximum horsepower?', table: 'cars', intent: 'aggregate', expect: [{ number: max(cars.map((c) => c.hp)) }] },
    { q: 'What is the lowest weight of any car?', table: 'cars', intent: 'aggregate', expect: [{ number: min(cars.map((c) => c.weight)) }] },
    { q: 'Which car is the heaviest?', table: 'cars', intent: 'ranking', expect: [{ anyName: argmax(cars, (c) => c.weight).map((c) => c.name) }] },
    { q: 'What is the most powerful car?', table: 'cars', intent: 'ranking', expect: [{ anyName: argmax(cars, (c) => c.hp).map((c) => c.name) }] },
    { q: 'top 5 cars by gas mileage', table: 'cars', intent: 'ranking', expect: [{ names: [...cars].filter((c) => c.mpg !== null).sort((a, b) => b.mpg! - a.mpg!).slice(0, 5).map((c) => c.name), ordered: true }] },
    { q: 'Which origin has the best average mpg?', table: 'cars', intent: 'ranking', expect: [{ anyName: topKeys(cars, (c) => c.origin, (g) => avg(g.map((c) => c.mpg)), 1) }] },
    // The demo banner's own example: the data set's noun between "which" and the grouped column.
    { q: 'Which car origin has the best average miles per gallon?', table: 'cars', intent: 'ranking', expect: [{ anyName: topKeys(cars, (c) => c.origin, (g) => avg(g.map((c) => c.mpg)), 1) }] },
    { q: 'average horsepower by origin', table: 'cars', intent: 'aggregate', expect: [{ pairs: pairsOf(cars, (c) => c.origin, (g) => avg(g.map((c) => c.hp))) }] },
    { q: 'Compare the average weight of Japanese and European cars', table: 'cars', intent: 'comparison', expect: [{ pairs: pairsOf([...japan, ...europe], (c) => c.origin, (g) => avg(g.map((c) => c.weight))) }] },
    { q: 'How did average mpg change over the years?', table: 'cars', intent: 'trend', expect: [{ pairs: pairsOf(cars, (c) => String(c.year), (g) => avg(g.map((c) => c.mpg))) }] },
    { q: 'What share of cars come from the USA?', table: 'cars', intent: 'share', expect: [{ number: share(cars, (c) => c.origin, 'USA'), tol: SHARE_TOL }] },
    { q: 'distribution of cars by cylinders', table: 'cars', intent: 'share', expect: [{ pairs: pairsOf(cars, (c) => String(c.cyl), (g) => (100 * g.length) / cars.length), tol: SHARE_TOL }] },
    { q: 'Show me cars with more than 40 mpg', table: 'cars', intent: 'lookup', expect: [{ names: cars.filter((c) => (c.mpg ?? 0) > 40).map((c) => c.name) }] },
    { q: 'What is the horsepower of the ford pinto?', table: 'cars', intent: 'lookup', expect: [{ pairs: cars.filter((c) => c.name === 'ford pinto' && c.hp !== null).map((c) => ['Horsepower', c.hp!] as [string, number]).slice(0, 1) }, ...cars.filter((c) => c.name === 'ford pinto' && c.hp !== null).map((c) => ({ number: c.hp! }))] },
    { q: 'How many cars weigh more than 2 tons?', table: 'cars', intent: 'aggregate', expect: [{ number: cars.filter((c) => c.weight > 4000).length }] },
    { q: 'average displacement of 8-cylinder cars', table: 'cars', intent: 'aggregate', expect: [{ number: avg(cars.filter((c) => c.cyl === 8).map((c) => c.disp)) }] },
    { q: 'How many cars were built in the 70s?', table: 'cars', intent: 'aggregate', expect: [{ number: cars.filter((c) => c.year >= 1970 && c.year <= 1979).length }] },
    { q: 'avg acceleration of japanese cars between 1976 and 1980', table: 'cars', intent: 'aggregate', expect: [{ number: avg(japan.filter((c) => c.year >= 1976 && c.year <= 1980).map((c) => c.acc)) }] },
    { q: 'total horsepower of all the cars from europe', table: 'cars', intent: 'aggregate', expect: [{ number: sum(europe.map((c) => c.hp)) }] },
    { q: 'how many cars have horsepowr above 150', table: 'cars', intent: 'aggregate', expect: [{ number: cars.filter((c) => (c.hp ?? 0) > 150).length }] },
    { q: 'number of cars per origin', table: 'cars', intent: 'aggregate', expect: [{ pairs: pairsOf(cars, (c) => c.origin, (g) => g.length) }] },

    // Seattle weather
    { q: 'How many rainy days were there in 2013?', table: 'weather', intent: 'aggregate', expect: [{ number: weather.filter((w) => w.kind === 'rain' && inYear(w.date, 2013)).length }] },
    { q: 'What was the total rainfall in 2012?', table: 'weather', intent: 'aggregate', expect: [{ number: sum(weather.filter((w) => inYear(w.date, 2012)).map((w) => w.precip)) }] },
    { q: 'How much rain fell in June 2013?', table: 'weather', intent: 'aggregate', expect: [{ number: sum(weather.filter((w) => inMonth(w.date, '2013-06')).map((w) => w.precip)) }] },
    { q: 'What was the hottest temperature in 2014?', table: 'weather', intent: 'aggregate', expect: [{ number: max(weather.filter((w) => inYear(w.date, 2014)).map((w) => w.tmax)) }] },
    { q: 'What was the coldest temperature ever recorded in Seattle?', table: 'weather', intent: 'aggregate', expect: [{ number: min(weather.map((w) => w.tmin)) }] },
    { q: 'average max temp in July', table: 'weather', intent: 'aggregate', expect: [{ number: avg(weather.filter((w) => w.date.slice(5, 7) === '07').map((w) => w.tmax)) }] },
    { q: 'Which day had the most rain?', table: 'weather', intent: 'ranking', expect: [{ anyName: argmax(weather, (w) => w.precip).map((w) => w.date) }] },
    { q: 'Which month had the most rain in 2015?', table: 'weather', intent: 'ranking', expect: [{ anyName: topKeys(weather.filter((w) => inYear(w.date, 2015)), (w) => month(w.date), (g) => sum(g.map((w) => w.precip)), 1) }] },
    { q: 'What was the windiest day in 2012?', table: 'weather', intent: 'ranking', expect: [{ anyName: argmax(weather.filter((w) => inYear(w.date, 2012)), (w) => w.wind).map((w) => w.date) }] },
    { q: 'average wind speed by weather type', table: 'weather', intent: 'aggregate', expect: [{ pairs: pairsOf(weather, (w) => w.kind, (g) => avg(g.map((w) => w.wind))) }] },
    { q: 'What percentage of days were sunny?', table: 'weather', intent: 'share', expect: [{ number: share(weather, (w) => w.kind, 'sun'), tol: SHARE_TOL }] },
    { q: 'breakdown of weather conditions in 2015', table: 'weather', intent: 'share', expect: [{ pairs: pairsOf(weather.filter((w) => inYear(w.date, 2015)), (w) => w.kind, (g) => (100 * g.length) / weather.filter((w) => inYear(w.date, 2015)).length), tol: SHARE_TOL }] },
    { q: 'monthly average high temperature in 2014', table: 'weather', intent: 'trend', expect: [{ pairs: pairsOf(weather.filter((w) => inYear(w.date, 2014)), (w) => month(w.date), (g) => avg(g.map((w) => w.tmax))) }] },
    { q: 'How did total precipitation change year over year?', table: 'weather', intent: 'trend', expect: [{ pairs: pairsOf(weather, (w) => year(w.date), (g) => sum(g.map((w) => w.precip))) }] },
    { q: 'Compare rainfall in 2012 and 2015', table: 'weather', intent: 'comparison', expect: [{ pairs: [2012, 2015].map((y) => [String(y), sum(weather.filter((w) => inYear(w.date, y)).map((w) => w.precip))] as [string, number]) }] },
    { q: 'Show me the weather on 2013-07-04', table: 'weather', intent: 'lookup', expect: [{ words: [weather.find((w) => w.date === '2013-07-04')!.kind] }, { number: weather.find((w) => w.date === '2013-07-04')!.tmax }] },
    { q: 'what was the weather like on June 5, 2013?', table: 'weather', intent: 'lookup', expect: [{ words: [weather.find((w) => w.date === '2013-06-05')!.kind] }, { number: weather.find((w) => w.date === '2013-06-05')!.tmin }] },
    { q: 'How many snowy days were there?', table: 'weather', intent: 'aggregate', expect: [{ number: weather.filter((w) => w.kind === 'snow').length }] },
    { q: 'What was the average low temperature last March?', table: 'weather', intent: 'aggregate', expect: [{ number: avg(weather.filter((w) => inMonth(w.date, '2015-03')).map((w) => w.tmin)) }] },
    { q: 'how many days had more than 20 mm of precipitation', table: 'weather', intent: 'aggregate', expect: [{ number: weather.filter((w) => w.precip > 20).length }] },
    { q: 'number of foggy days per year', table: 'weather', intent: 'trend', expect: [{ pairs: pairsOf(weather.filter((w) => w.kind === 'fog'), (w) => year(w.date), (g) => g.length) }] },
    { q: 'avergae wind in the summer of 2014', table: 'weather', intent: 'aggregate', expect: [{ number: avg(weather.filter((w) => w.date >= '2014-06-01' && w.date < '2014-09-01').map((w) => w.wind)) }] },
    { q: 'what was the maximum temperature in Q1 2013', table: 'weather', intent: 'aggregate', expect: [{ number: max(weather.filter((w) => w.date >= '2013-01-01' && w.date < '2013-04-01').map((w) => w.tmax)) }] },
    { q: 'How many days were colder than 0 degrees?', table: 'weather', intent: 'aggregate', expect: [{ number: weather.filter((w) => w.tmin < 0).length }] },
    { q: 'compare average wind on rainy and sunny days', table: 'weather', intent: 'comparison', expect: [{ pairs: pairsOf(weather.filter((w) => w.kind === 'rain' || w.kind === 'sun'), (w) => w.kind, (g) => avg(g.map((w) => w.wind))) }] },

    // Penguins
    { q: 'How many penguins are there on Biscoe island?', table: 'penguins', intent: 'aggregate', expect: [{ number: penguins.filter((p) => p.island === 'Biscoe').length }] },
    { q: 'What is the average body mass of Gentoo penguins in kilograms?', table: 'penguins', intent: 'aggregate', expect: [{ number: avg(penguins.filter((p) => p.species === 'Gentoo').map((p) => p.mass)) / 1000 }] },
    { q: 'average flipper length of Adelie penguins', table: 'penguins', intent: 'aggregate', expect: [{ number: avg(penguins.filter((p) => p.species === 'Adelie').map((p) => p.flipper)) }] },
    { q: 'average bill length by species', table: 'penguins', intent: 'aggregate', expect: [{ pairs: pairsOf(penguins, (p) => p.species, (g) => avg(g.map((p) => p.beakLen))) }] },
    { q: 'Which species has the longest flippers on average?', table: 'penguins', intent: 'ranking', expect: [{ anyName: topKeys(penguins, (p) => p.species, (g) => avg(g.map((p) => p.flipper)), 1) }] },
    { q: 'Which island has the most penguins?', table: 'penguins', intent: 'ranking', expect: [{ anyName: topKeys(penguins, (p) => p.island, (g) => g.length, 1) }] },
    { q: 'How many female penguins weigh more than 4.5 kg?', table: 'penguins', intent: 'aggregate', expect: [{ number: penguins.filter((p) => p.sex === 'FEMALE' && (p.mass ?? 0) > 4500).length }] },
    { q: 'What share of penguins are male?', table: 'penguins', intent: 'share', expect: [{ number: share(penguins, (p) => p.sex, 'MALE'), tol: SHARE_TOL }] },
    { q: 'Compare average beak depth between males and females', table: 'penguins', intent: 'comparison', expect: [{ pairs: pairsOf(penguins.filter((p) => p.sex === 'MALE' || p.sex === 'FEMALE'), (p) => p.sex, (g) => avg(g.map((p) => p.beakDepth))) }] },
    { q: 'What is the minimum flipper length?', table: 'penguins', intent: 'aggregate', expect: [{ number: min(penguins.map((p) => p.flipper)) }] },
    { q: 'average body mass of penguins on Dream island', table: 'penguins', intent: 'aggregate', expect: [{ number: avg(penguins.filter((p) => p.island === 'Dream').map((p) => p.mass)) }] },
    { q: 'How many Chinstrap penguins live on Dream?', table: 'penguins', intent: 'aggregate', expect: [{ number: penguins.filter((p) => p.species === 'Chinstrap' && p.island === 'Dream').length }] },
    { q: 'top 2 islands by average body mass', table: 'penguins', intent: 'ranking', expect: [{ names: topKeys(penguins, (p) => p.island, (g) => avg(g.map((p) => p.mass)), 2), ordered: true }] },
    { q: 'distribution of penguin species', table: 'penguins', intent: 'share', expect: [{ pairs: pairsOf(penguins, (p) => p.species, (g) => (100 * g.length) / penguins.length), tol: SHARE_TOL }] },
    { q: 'Which island do the most Adelie penguins live on?', table: 'penguins', intent: 'ranking', expect: [{ anyName: topKeys(penguins.filter((p) => p.species === 'Adelie'), (p) => p.island, (g) => g.length, 1) }] },
    { q: 'Average beak length of male Gentoo penguins in cm', table: 'penguins', intent: 'aggregate', expect: [{ number: avg(penguins.filter((p) => p.species === 'Gentoo' && p.sex === 'MALE').map((p) => p.beakLen)) / 10, tol: 0.006 }] },
    { q: 'How many penguins have a flipper longer than 210 mm?', table: 'penguins', intent: 'aggregate', expect: [{ number: penguins.filter((p) => (p.flipper ?? 0) > 210).length }] },
    { q: 'What is the biggest body mass on Torgersen island?', table: 'penguins', intent: 'aggregate', expect: [{ number: max(penguins.filter((p) => p.island === 'Torgersen').map((p) => p.mass)) }] },
    { q: 'show the penguins heavier than 6 kg', table: 'penguins', intent: 'lookup', expect: penguins.filter((p) => (p.mass ?? 0) > 6000).map((p) => ({ number: p.mass! })) },
    { q: 'How many penguins per island?', table: 'penguins', intent: 'aggregate', expect: [{ pairs: pairsOf(penguins, (p) => p.island, (g) => g.length) }] },
    { q: 'total body mass of the chinstraps', table: 'penguins', intent: 'aggregate', expect: [{ number: sum(penguins.filter((p) => p.species === 'Chinstrap').map((p) => p.mass)) }] },
    { q: 'What is the heaviest penguin species on average?', table: 'penguins', intent: 'ranking', expect: [{ anyName: topKeys(penguins, (p) => p.species, (g) => avg(g.map((p) => p.mass)), 1) }] },
    { q: 'mean flipper length of penguins from Torgersen', table: 'penguins', intent: 'aggregate', expect: [{ number: avg(penguins.filter((p) => p.island === 'Torgersen').map((p) => p.flipper)) }] },
    { q: 'how many pengiuns have a body mass under 3000 g', table: 'penguins', intent: 'aggregate', expect: [{ number: penguins.filter((p) => p.mass !== null && p.mass < 3000).length }] },

    // Stocks
    { q: 'What was the average price of MSFT?', table: 'stocks', intent: 'aggregate', expect: [{ number: avg(stocks.filter((s) => s.symbol === 'MSFT').map((s) => s.price)) }] },
    { q: "What was Apple's highest stock price?", table: 'stocks', intent: 'aggregate', expect: [{ number: max(stocks.filter((s) => s.symbol === 'AAPL').map((s) => s.price)) }] },
    { q: 'Which company had the highest average price?', table: 'stocks', intent: 'ranking', expect: [{ anyName: topKeys(stocks, (s) => s.symbol, (g) => avg(g.map((s) => s.price)), 1) }] },
    { q: "What was IBM's price in March 2005?", table: 'stocks', intent: 'lookup', expect: [{ number: stocks.find((s) => s.symbol === 'IBM' && s.date === '2005-03-01')!.price }] },
    { q: 'average amazon price in 2008', table: 'stocks', intent: 'aggregate', expect: [{ number: avg(stocks.filter((s) => s.symbol === 'AMZN' && inYear(s.date, 2008)).map((s) => s.price)) }] },
    { q: "How did Google's price change in 2007?", table: 'stocks', intent: 'trend', expect: [{ pairs: pairsOf(stocks.filter((s) => s.symbol === 'GOOG' && inYear(s.date, 2007)), (s) => month(s.date), (g) => avg(g.map((s) => s.price))) }] },
    { q: 'Yearly average price of IBM', table: 'stocks', intent: 'trend', expect: [{ pairs: pairsOf(stocks.filter((s) => s.symbol === 'IBM'), (s) => year(s.date), (g) => avg(g.map((s) => s.price))) }] },
    { q: 'Compare the average price of MSFT and IBM', table: 'stocks', intent: 'comparison', expect: [{ pairs: pairsOf(stocks.filter((s) => s.symbol === 'MSFT' || s.symbol === 'IBM'), (s) => s.symbol, (g) => avg(g.map((s) => s.price))) }] },
    { q: 'Top 3 companies by average price in 2009', table: 'stocks', intent: 'ranking', expect: [{ names: topKeys(stocks.filter((s) => inYear(s.date, 2009)), (s) => s.symbol, (g) => avg(g.map((s) => s.price)), 3), ordered: true }] },
    { q: 'lowest price of Amazon stock', table: 'stocks', intent: 'aggregate', expect: [{ number: min(stocks.filter((s) => s.symbol === 'AMZN').map((s) => s.price)) }] },
    { q: 'How many price records does GOOG have?', table: 'stocks', intent: 'aggregate', expect: [{ number: stocks.filter((s) => s.symbol === 'GOOG').length }] },
    { q: 'When did AAPL reach its peak price?', table: 'stocks', intent: 'ranking', expect: [{ anyName: argmax(stocks.filter((s) => s.symbol === 'AAPL'), (s) => s.price).map((s) => s.date) }] },
    { q: 'Average price per symbol in 2004', table: 'stocks', intent: 'aggregate', expect: [{ pairs: pairsOf(stocks.filter((s) => inYear(s.date, 2004)), (s) => s.symbol, (g) => avg(g.map((s) => s.price))) }] },
    { q: 'How many months did IBM trade above $100?', table: 'stocks', intent: 'aggregate', expect: [{ number: stocks.filter((s) => s.symbol === 'IBM' && s.price > 100).length }] },
    { q: "Microsoft's lowest price in 2009", table: 'stocks', intent: 'aggregate', expect: [{ number: min(stocks.filter((s) => s.symbol === 'MSFT' && inYear(s.date, 2009)).map((s) => s.price)) }] },
    { q: 'MSFT vs AAPL average price in 2006', table: 'stocks', intent: 'comparison', expect: [{ pairs: pairsOf(stocks.filter((s) => (s.symbol === 'MSFT' || s.symbol === 'AAPL') && inYear(s.date, 2006)), (s) => s.symbol, (g) => avg(g.map((s) => s.price))) }] },
    { q: 'trend of amazon stock price by year', table: 'stocks', intent: 'trend', expect: [{ pairs: pairsOf(stocks.filter((s) => s.symbol === 'AMZN'), (s) => year(s.date), (g) => avg(g.map((s) => s.price))) }] },
    { q: 'What was the average price of IBM last year?', table: 'stocks', intent: 'aggregate', expect: [{ number: avg(stocks.filter((s) => s.symbol === 'IBM' && inYear(s.date, 2010)).map((s) => s.price)) }] },
    { q: 'what share of the price records belong to AMZN', table: 'stocks', intent: 'share', expect: [{ number: share(stocks, (s) => s.symbol, 'AMZN'), tol: SHARE_TOL }] },
    { q: 'show microsoft prices in the first quarter of 2003', table: 'stocks', intent: 'lookup', expect: stocks.filter((s) => s.symbol === 'MSFT' && s.date >= '2003-01-01' && s.date < '2003-04-01').map((s) => ({ number: s.price })) },
    { q: 'maximum price of google between 2005 and 2006', table: 'stocks', intent: 'aggregate', expect: [{ number: max(stocks.filter((s) => s.symbol === 'GOOG' && s.date >= '2005-01-01' && s.date < '2007-01-01').map((s) => s.price)) }] },

    // Second batch, written after the router was tuned on the questions above (held out; see the report).
    { q: 'how many cars came from europe in 1980?', table: 'cars', intent: 'aggregate', expect: [{ number: europe.filter((c) => c.year === 1980).length }] },
    { q: 'What is the average weight of 6 cylinder cars?', table: 'cars', intent: 'aggregate', expect: [{ number: avg(cars.filter((c) => c.cyl === 6).map((c) => c.weight)) }] },
    { q: 'Which car has the lowest horsepower?', table: 'cars', intent: 'ranking', expect: [{ anyName: argmax(cars, (c) => c.hp, 'asc').map((c) => c.name) }] },
    { q: 'mpg trend for japanese cars', table: 'cars', intent: 'trend', expect: [{ pairs: pairsOf(japan, (c) => String(c.year), (g) => avg(g.map((c) => c.mpg))) }] },
    { q: 'median-free question: what is the highest mpg of a USA car?', table: 'cars', intent: 'aggregate', expect: [{ number: max(usa.map((c) => c.mpg)) }] },
    { q: 'what percent of cars have 8 cylinders', table: 'cars', intent: 'share', expect: [{ number: (100 * cars.filter((c) => c.cyl === 8).length) / cars.length, tol: SHARE_TOL }] },
    { q: 'What was the average wind speed in December 2014?', table: 'weather', intent: 'aggregate', expect: [{ number: avg(weather.filter((w) => inMonth(w.date, '2014-12')).map((w) => w.wind)) }] },
    { q: 'how many days of drizzle in 2012', table: 'weather', intent: 'aggregate', expect: [{ number: weather.filter((w) => w.kind === 'drizzle' && inYear(w.date, 2012)).length }] },
    { q: 'Which year was the wettest?', table: 'weather', intent: 'ranking', expect: [{ anyName: topKeys(weather, (w) => year(w.date), (g) => sum(g.map((w) => w.precip)), 1) }] },
    { q: 'What was the highest wind speed on a snowy day?', table: 'weather', intent: 'aggregate', expect: [{ number: max(weather.filter((w) => w.kind === 'snow').map((w) => w.wind)) }] },
    { q: 'share of foggy days in 2013', table: 'weather', intent: 'share', expect: [{ number: share(weather.filter((w) => inYear(w.date, 2013)), (w) => w.kind, 'fog'), tol: SHARE_TOL }] },
    { q: 'hottest day of 2015', table: 'weather', intent: 'ranking', expect: [{ anyName: argmax(weather.filter((w) => inYear(w.date, 2015)), (w) => w.tmax).map((w) => w.date) }] },
    { q: 'What is the average beak depth of Chinstrap penguins?', table: 'penguins', intent: 'aggregate', expect: [{ number: avg(penguins.filter((p) => p.species === 'Chinstrap').map((p) => p.beakDepth)) }] },
    { q: 'how many male penguins are on Torgersen', table: 'penguins', intent: 'aggregate', expect: [{ number: penguins.filter((p) => p.sex === 'MALE' && p.island === 'Torgersen').length }] },
    { q: 'compare flipper length of Gentoo vs Chinstrap', table: 'penguins', intent: 'comparison', expect: [{ pairs: pairsOf(penguins.filter((p) => p.species === 'Gentoo' || p.species === 'Chinstrap'), (p) => p.species, (g) => avg(g.map((p) => p.flipper))) }] },
    { q: 'Which species has the smallest average body mass?', table: 'penguins', intent: 'ranking', expect: [{ anyName: topKeys(penguins, (p) => p.species, (g) => avg(g.map((p) => p.mass)), 1, 'asc') }] },
    { q: 'average body mass by sex', table: 'penguins', intent: 'aggregate', expect: [{ pairs: pairsOf(penguins.filter((p) => p.sex === 'MALE' || p.sex === 'FEMALE'), (p) => p.sex, (g) => avg(g.map((p) => p.mass))) }] },
    { q: 'What was the highest price IBM ever reached?', table: 'stocks', intent: 'aggregate', expect: [{ number: max(stocks.filter((s) => s.symbol === 'IBM').map((s) => s.price)) }] },
    { q: 'average price of all stocks in 2003', table: 'stocks', intent: 'aggregate', expect: [{ number: avg(stocks.filter((s) => inYear(s.date, 2003)).map((s) => s.price)) }] },
    { q: 'Which ticker had the lowest average price in 2002?', table: 'stocks', intent: 'ranking', expect: [{ anyName: topKeys(stocks.filter((s) => inYear(s.date, 2002)), (s) => s.symbol, (g) => avg(g.map((s) => s.price)), 1, 'asc') }] },
    { q: 'how did apple stock do over the years', table: 'stocks', intent: 'trend', expect: [{ pairs: pairsOf(stocks.filter((s) => s.symbol === 'AAPL'), (s) => year(s.date), (g) => avg(g.map((s) => s.price))) }] },
    { q: 'list the amazon prices in 2001', table: 'stocks', intent: 'lookup', expect: stocks.filter((s) => s.symbol === 'AMZN' && inYear(s.date, 2001)).slice(0, 10).map((s) => ({ number: s.price })) },

    // Third batch, also written blind (first run recorded in the report).
    { q: 'gimme the avg weight of cars with 4 cyl', table: 'cars', intent: 'aggregate', expect: [{ number: avg(cars.filter((c) => c.cyl === 4).map((c) => c.weight)) }] },
    { q: 'Cars from Japan: what is their typical horsepower?', table: 'cars', intent: 'aggregate', expect: [{ number: avg(japan.map((c) => c.hp)) }] },
    { q: 'which region makes the heaviest cars on average', table: 'cars', intent: 'ranking', expect: [{ anyName: topKeys(cars, (c) => c.origin, (g) => avg(g.map((c) => c.weight)), 1) }] },
    { q: 'How many models were released each year?', table: 'cars', intent: 'trend', expect: [{ pairs: pairsOf(cars, (c) => String(c.year), (g) => g.length) }] },
    { q: 'smallest engine displacement among european cars', table: 'cars', intent: 'aggregate', expect: [{ number: min(europe.map((c) => c.disp)) }] },
    { q: 'what was the total precipitation in the winter of 2013', table: 'weather', intent: 'aggregate', expect: [{ number: sum(weather.filter((w) => w.date >= '2013-12-01' && w.date < '2014-03-01').map((w) => w.precip)) }] },
    { q: 'how windy was it on average in 2015', table: 'weather', intent: 'aggregate', expect: [{ number: avg(weather.filter((w) => inYear(w.date, 2015)).map((w) => w.wind)) }] },
    { q: 'number of sunny days by year', table: 'weather', intent: 'trend', expect: [{ pairs: pairsOf(weather.filter((w) => w.kind === 'sun'), (w) => year(w.date), (g) => g.length) }] },
    { q: 'what is the most common weather in Seattle?', table: 'weather', intent: 'ranking', expect: [{ anyName: topKeys(weather, (w) => w.kind, (g) => g.length, 1) }] },
    { q: 'Avg daily low in January 2015?', table: 'weather', intent: 'aggregate', expect: [{ number: avg(weather.filter((w) => inMonth(w.date, '2015-01')).map((w) => w.tmin)) }] },
    { q: 'Which penguin species is the most common?', table: 'penguins', intent: 'ranking', expect: [{ anyName: topKeys(penguins, (p) => p.species, (g) => g.length, 1) }] },
    { q: 'how heavy are adelie penguins on average, in kg', table: 'penguins', intent: 'aggregate', expect: [{ number: avg(penguins.filter((p) => p.species === 'Adelie').map((p) => p.mass)) / 1000 }] },
    { q: 'max beak length on Biscoe', table: 'penguins', intent: 'aggregate', expect: [{ number: max(penguins.filter((p) => p.island === 'Biscoe').map((p) => p.beakLen)) }] },
    { q: 'What fraction of the penguins live on Dream island?', table: 'penguins', intent: 'share', expect: [{ number: share(penguins, (p) => p.island, 'Dream'), tol: SHARE_TOL }] },
    { q: 'flipper length by island', table: 'penguins', intent: 'aggregate', expect: [{ pairs: pairsOf(penguins, (p) => p.island, (g) => avg(g.map((p) => p.flipper))) }] },
    { q: 'MSFT average price during 2008', table: 'stocks', intent: 'aggregate', expect: [{ number: avg(stocks.filter((s) => s.symbol === 'MSFT' && inYear(s.date, 2008)).map((s) => s.price)) }] },
    { q: 'Which stock was the most expensive in 2000 on average?', table: 'stocks', intent: 'ranking', expect: [{ anyName: topKeys(stocks.filter((s) => inYear(s.date, 2000)), (s) => s.symbol, (g) => avg(g.map((s) => s.price)), 1) }] },
    { q: 'ibm vs msft price in 2009', table: 'stocks', intent: 'comparison', expect: [{ pairs: pairsOf(stocks.filter((s) => (s.symbol === 'IBM' || s.symbol === 'MSFT') && inYear(s.date, 2009)), (s) => s.symbol, (g) => avg(g.map((s) => s.price))) }] },
    { q: 'cheapest amazon share price ever', table: 'stocks', intent: 'aggregate', expect: [{ number: min(stocks.filter((s) => s.symbol === 'AMZN').map((s) => s.price)) }] },
    { q: 'how did the price of MSFT evolve month by month in 2002', table: 'stocks', intent: 'trend', expect: [{ pairs: pairsOf(stocks.filter((s) => s.symbol === 'MSFT' && inYear(s.date, 2002)), (s) => month(s.date), (g) => avg(g.map((s) => s.price))) }] },

    // Fourth batch, written blind (first run recorded in the report): negations, several filters, odd phrasings.
    { q: 'average mpg of cars not from the USA', table: 'cars', intent: 'aggregate', expect: [{ number: avg(cars.filter((c) => c.origin !== 'USA').map((c) => c.mpg)) }] },
    { q: 'how many japanese cars with 4 cylinders and over 30 mpg?', table: 'cars', intent: 'aggregate', expect: [{ number: japan.filter((c) => c.cyl === 4 && (c.mpg ?? 0) > 30).length }] },
    { q: 'Horsepower of the heaviest European car?', table: 'cars', intent: 'ranking', expect: [{ anyName: argmax(europe, (c) => c.weight).map((c) => c.name) }, { pairs: [['Horsepower', argmax(europe, (c) => c.weight)[0]!.hp!]] }] },
    { q: 'What is the total weight of all cars made in 1982, in pounds', table: 'cars', intent: 'aggregate', expect: [{ number: sum(cars.filter((c) => c.year === 1982).map((c) => c.weight)) }] },
    { q: 'Tell me the average acceleration by number of cylinders', table: 'cars', intent: 'aggregate', expect: [{ pairs: pairsOf(cars, (c) => String(c.cyl), (g) => avg(g.map((c) => c.acc))) }] },
    { q: 'rainfall total for 2014 excluding rainy days', table: 'weather', intent: 'aggregate', expect: [{ number: sum(weather.filter((w) => inYear(w.date, 2014) && w.kind !== 'rain').map((w) => w.precip)) }] },
    { q: 'How many days in 2015 had a max temperature above 30?', table: 'weather', intent: 'aggregate', expect: [{ number: weather.filter((w) => inYear(w.date, 2015) && w.tmax > 30).length }] },
    { q: 'Which weather type has the highest average wind?', table: 'weather', intent: 'ranking', expect: [{ anyName: topKeys(weather, (w) => w.kind, (g) => avg(g.map((w) => w.wind)), 1) }] },
    { q: 'average temp max per quarter in 2013', table: 'weather', intent: 'trend', expect: [{ pairs: pairsOf(weather.filter((w) => inYear(w.date, 2013)), (w) => `${year(w.date)}-Q${Math.floor((Number(w.date.slice(5, 7)) - 1) / 3) + 1}`, (g) => avg(g.map((w) => w.tmax))) }] },
    { q: 'lowest minimum temperature in december 2013', table: 'weather', intent: 'aggregate', expect: [{ number: min(weather.filter((w) => inMonth(w.date, '2013-12')).map((w) => w.tmin)) }] },
    { q: 'how many Gentoo penguins weigh less than 5000 grams', table: 'penguins', intent: 'aggregate', expect: [{ number: penguins.filter((p) => p.species === 'Gentoo' && p.mass !== null && p.mass < 5000).length }] },
    { q: 'avg flipper length for females on Biscoe island', table: 'penguins', intent: 'aggregate', expect: [{ number: avg(penguins.filter((p) => p.sex === 'FEMALE' && p.island === 'Biscoe').map((p) => p.flipper)) }] },
    { q: 'compare body mass across islands', table: 'penguins', intent: 'comparison', expect: [{ pairs: pairsOf(penguins, (p) => p.island, (g) => avg(g.map((p) => p.mass))) }] },
    { q: 'number of penguins of each species on Dream', table: 'penguins', intent: 'aggregate', expect: [{ pairs: pairsOf(penguins.filter((p) => p.island === 'Dream'), (p) => p.species, (g) => g.length) }] },
    { q: 'what is the longest bill length ever measured', table: 'penguins', intent: 'aggregate', expect: [{ number: max(penguins.map((p) => p.beakLen)) }] },
    { q: 'Average price of every stock except GOOG', table: 'stocks', intent: 'aggregate', expect: [{ number: avg(stocks.filter((s) => s.symbol !== 'GOOG').map((s) => s.price)) }] },
    { q: 'In which month of 2008 was AMZN cheapest?', table: 'stocks', intent: 'ranking', expect: [{ anyName: argmax(stocks.filter((s) => s.symbol === 'AMZN' && inYear(s.date, 2008)), (s) => s.price, 'asc').map((s) => s.date.slice(0, 7)) }] },
    { q: 'how many times did apple close above 100 dollars', table: 'stocks', intent: 'aggregate', expect: [{ number: stocks.filter((s) => s.symbol === 'AAPL' && s.price > 100).length }] },
    { q: 'Highest IBM price before 2003', table: 'stocks', intent: 'aggregate', expect: [{ number: max(stocks.filter((s) => s.symbol === 'IBM' && s.date < '2003-01-01').map((s) => s.price)) }] },
    { q: 'what were the prices of google in the last quarter of 2009', table: 'stocks', intent: 'lookup', expect: stocks.filter((s) => s.symbol === 'GOOG' && s.date >= '2009-10-01' && s.date < '2010-01-01').map((s) => ({ number: s.price })) },

    // Fifth batch, written blind after the fourth's fixes (first run recorded in the report).
    { q: 'what is the mean displacement for US cars built after 1979', table: 'cars', intent: 'aggregate', expect: [{ number: avg(usa.filter((c) => c.year > 1979).map((c) => c.disp)) }] },
    // (two of the three weigh the same, so their order is free)
    { q: 'Top 3 heaviest Japanese cars', table: 'cars', intent: 'ranking', expect: [{ names: [...japan].sort((a, b) => b.weight - a.weight).slice(0, 3).map((c) => c.name) }] },
    { q: 'cars with less than 60 horsepower', table: 'cars', intent: 'lookup', expect: [{ names: cars.filter((c) => c.hp !== null && c.hp < 60).slice(0, 10).map((c) => c.name) }] },
    { q: 'what proportion of cars are european', table: 'cars', intent: 'share', expect: [{ number: share(cars, (c) => c.origin, 'Europe'), tol: SHARE_TOL }] },
    { q: 'Did cars get more fuel efficient between 1970 and 1982?', table: 'cars', intent: 'trend', expect: [{ pairs: pairsOf(cars, (c) => String(c.year), (g) => avg(g.map((c) => c.mpg))) }] },
    { q: 'How much did it rain in total during 2015?', table: 'weather', intent: 'aggregate', expect: [{ number: sum(weather.filter((w) => inYear(w.date, 2015)).map((w) => w.precip)) }] },
    { q: 'count of days with snow or fog', table: 'weather', intent: 'aggregate', expect: [{ number: weather.filter((w) => w.kind === 'snow' || w.kind === 'fog').length }] },
    { q: 'average high temperature in August 2015', table: 'weather', intent: 'aggregate', expect: [{ number: avg(weather.filter((w) => inMonth(w.date, '2015-08')).map((w) => w.tmax)) }] },
    { q: 'what were the 3 coldest days', table: 'weather', intent: 'ranking', expect: [{ names: [...weather].sort((a, b) => a.tmin - b.tmin).slice(0, 3).map((w) => w.date) }] },
    { q: 'monthly rainfall in 2012', table: 'weather', intent: 'trend', expect: [{ pairs: pairsOf(weather.filter((w) => inYear(w.date, 2012)), (w) => month(w.date), (g) => sum(g.map((w) => w.precip))) }] },
    { q: 'How many penguins do we have in total?', table: 'penguins', intent: 'aggregate', expect: [{ number: penguins.length }] },
    { q: 'mean beak depth per island', table: 'penguins', intent: 'aggregate', expect: [{ pairs: pairsOf(penguins, (p) => p.island, (g) => avg(g.map((p) => p.beakDepth))) }] },
    { q: 'are male penguins heavier than females?', table: 'penguins', intent: 'comparison', expect: [{ pairs: pairsOf(penguins.filter((p) => p.sex === 'MALE' || p.sex === 'FEMALE'), (p) => p.sex, (g) => avg(g.map((p) => p.mass))) }] },
    { q: 'which island has the fewest penguins', table: 'penguins', intent: 'ranking', expect: [{ anyName: topKeys(penguins, (p) => p.island, (g) => g.length, 1, 'asc') }] },
    { q: 'Gentoo flipper length, shortest one', table: 'penguins', intent: 'aggregate', expect: [{ number: min(penguins.filter((p) => p.species === 'Gentoo').map((p) => p.flipper)) }] },
    { q: 'whats the avg price of google stock', table: 'stocks', intent: 'aggregate', expect: [{ number: avg(stocks.filter((s) => s.symbol === 'GOOG').map((s) => s.price)) }] },
    { q: 'how many data points per ticker', table: 'stocks', intent: 'aggregate', expect: [{ pairs: pairsOf(stocks, (s) => s.symbol, (g) => g.length) }] },
    { q: 'what was the share price of amazon in January 2005', table: 'stocks', intent: 'lookup', expect: [{ number: stocks.find((s) => s.symbol === 'AMZN' && s.date === '2005-01-01')!.price }] },
    { q: 'best performing stock in 2007 by average price', table: 'stocks', intent: 'ranking', expect: [{ anyName: topKeys(stocks.filter((s) => inYear(s.date, 2007)), (s) => s.symbol, (g) => avg(g.map((s) => s.price)), 1) }] },
    { q: 'compare AAPL and AMZN prices over 2009', table: 'stocks', intent: 'comparison', expect: [{ pairs: pairsOf(stocks.filter((s) => (s.symbol === 'AAPL' || s.symbol === 'AMZN') && inYear(s.date, 2009)), (s) => s.symbol, (g) => avg(g.map((s) => s.price))) }] },

    // Sixth batch, written blind after the fifth's fixes (first run recorded in the report).
    { q: 'What percentage of cars are from Japan?', table: 'cars', intent: 'share', expect: [{ number: share(cars, (c) => c.origin, 'Japan'), tol: SHARE_TOL }] },
    { q: 'mpg of the toyota corolla', table: 'cars', intent: 'lookup', expect: cars.filter((c) => c.name === 'toyota corolla' && c.mpg !== null).map((c) => ({ number: c.mpg! })) },
    { q: 'Which year had the highest average horsepower?', table: 'cars', intent: 'ranking', expect: [{ anyName: topKeys(cars, (c) => String(c.year), (g) => avg(g.map((c) => c.hp)), 1) }] },
    { q: 'how many 8 cylinder cars were made in the USA', table: 'cars', intent: 'aggregate', expect: [{ number: usa.filter((c) => c.cyl === 8).length }] },
    { q: 'give me the average weight per origin for cars after 1978', table: 'cars', intent: 'aggregate', expect: [{ pairs: pairsOf(cars.filter((c) => c.year > 1978), (c) => c.origin, (g) => avg(g.map((c) => c.weight))) }] },
    { q: 'total precipitation on foggy days', table: 'weather', intent: 'aggregate', expect: [{ number: sum(weather.filter((w) => w.kind === 'fog').map((w) => w.precip)) }] },
    { q: 'what was the temp max on 2014-08-11', table: 'weather', intent: 'lookup', expect: [{ number: weather.find((w) => w.date === '2014-08-11')!.tmax }] },
    { q: 'Which month of 2013 was the windiest on average?', table: 'weather', intent: 'ranking', expect: [{ anyName: topKeys(weather.filter((w) => inYear(w.date, 2013)), (w) => month(w.date), (g) => avg(g.map((w) => w.wind)), 1) }] },
    { q: 'days with temperatures below freezing in 2014', table: 'weather', intent: 'aggregate', expect: [{ number: weather.filter((w) => inYear(w.date, 2014) && w.tmin < 0).length }] },
    { q: 'average minimum temperature by year', table: 'weather', intent: 'trend', expect: [{ pairs: pairsOf(weather, (w) => year(w.date), (g) => avg(g.map((w) => w.tmin))) }] },
    { q: 'How many Adelie penguins are there?', table: 'penguins', intent: 'aggregate', expect: [{ number: penguins.filter((p) => p.species === 'Adelie').length }] },
    { q: 'average bill depth of gentoos', table: 'penguins', intent: 'aggregate', expect: [{ number: avg(penguins.filter((p) => p.species === 'Gentoo').map((p) => p.beakDepth)) }] },
    { q: 'breakdown of penguins by island', table: 'penguins', intent: 'share', expect: [{ pairs: pairsOf(penguins, (p) => p.island, (g) => (100 * g.length) / penguins.length), tol: SHARE_TOL }] },
    { q: 'heaviest chinstrap penguin weight', table: 'penguins', intent: 'aggregate', expect: [{ number: max(penguins.filter((p) => p.species === 'Chinstrap').map((p) => p.mass)) }] },
    { q: 'compare Adelie penguins on Dream and Torgersen by flipper length', table: 'penguins', intent: 'comparison', expect: [{ pairs: pairsOf(penguins.filter((p) => p.species === 'Adelie' && (p.island === 'Dream' || p.island === 'Torgersen')), (p) => p.island, (g) => avg(g.map((p) => p.flipper))) }] },
    { q: 'How many records are there for IBM in 2005?', table: 'stocks', intent: 'aggregate', expect: [{ number: stocks.filter((s) => s.symbol === 'IBM' && inYear(s.date, 2005)).length }] },
    { q: 'What was the peak price of Microsoft?', table: 'stocks', intent: 'aggregate', expect: [{ number: max(stocks.filter((s) => s.symbol === 'MSFT').map((s) => s.price)) }] },
    { q: 'average stock price by company in 2010', table: 'stocks', intent: 'aggregate', expect: [{ pairs: pairsOf(stocks.filter((s) => inYear(s.date, 2010)), (s) => s.symbol, (g) => avg(g.map((s) => s.price))) }] },
    { q: 'how did IBM do year by year', table: 'stocks', intent: 'trend', expect: [{ pairs: pairsOf(stocks.filter((s) => s.symbol === 'IBM'), (s) => year(s.date), (g) => avg(g.map((s) => s.price))) }] },
    { q: 'lowest apple price in 2003', table: 'stocks', intent: 'aggregate', expect: [{ number: min(stocks.filter((s) => s.symbol === 'AAPL' && inYear(s.date, 2003)).map((s) => s.price)) }] },

    // Seventh batch, written blind after the sixth's fixes (first run recorded in the report).
    { q: "what's the fuel economy of an average japanese car", table: 'cars', intent: 'aggregate', expect: [{ number: avg(japan.map((c) => c.mpg)) }] },
    { q: 'How many cars does the dataset contain?', table: 'cars', intent: 'aggregate', expect: [{ number: cars.length }] },
    { q: 'cars over 4500 lbs', table: 'cars', intent: 'lookup', expect: [{ names: cars.filter((c) => c.weight > 4500).slice(0, 10).map((c) => c.name) }] },
    { q: 'Which origin has the fewest cars?', table: 'cars', intent: 'ranking', expect: [{ anyName: topKeys(cars, (c) => c.origin, (g) => g.length, 1, 'asc') }] },
    { q: 'avg horsepower for 1970 vs 1980', table: 'cars', intent: 'comparison', expect: [{ pairs: [1970, 1980].map((y) => [String(y), avg(cars.filter((c) => c.year === y).map((c) => c.hp))] as [string, number]) }] },
    { q: 'Total rain per month in 2014', table: 'weather', intent: 'trend', expect: [{ pairs: pairsOf(weather.filter((w) => inYear(w.date, 2014)), (w) => month(w.date), (g) => sum(g.map((w) => w.precip))) }] },
    { q: 'how many days was it sunny in July 2013', table: 'weather', intent: 'aggregate', expect: [{ number: weather.filter((w) => w.kind === 'sun' && inMonth(w.date, '2013-07')).length }] },
    { q: 'what is the record high temperature', table: 'weather', intent: 'aggregate', expect: [{ number: max(weather.map((w) => w.tmax)) }] },
    { q: 'mean wind speed for drizzle days', table: 'weather', intent: 'aggregate', expect: [{ number: avg(weather.filter((w) => w.kind === 'drizzle').map((w) => w.wind)) }] },
    { q: 'percentage of rainy days per year', table: 'weather', intent: 'share', expect: [{ pairs: pairsOf(weather, (w) => year(w.date), (g) => share(g, (w) => w.kind, 'rain')), tol: SHARE_TOL }] },
    { q: 'penguins heavier than 5.5 kilos, how many', table: 'penguins', intent: 'aggregate', expect: [{ number: penguins.filter((p) => (p.mass ?? 0) > 5500).length }] },
    { q: 'Which sex has longer flippers on average?', table: 'penguins', intent: 'ranking', expect: [{ anyName: topKeys(penguins.filter((p) => p.sex === 'MALE' || p.sex === 'FEMALE'), (p) => p.sex, (g) => avg(g.map((p) => p.flipper)), 1) }] },
    { q: 'average beak length on each island', table: 'penguins', intent: 'aggregate', expect: [{ pairs: pairsOf(penguins, (p) => p.island, (g) => avg(g.map((p) => p.beakLen))) }] },
    { q: 'lightest adelie penguin', table: 'penguins', intent: 'ranking', expect: [{ number: min(penguins.filter((p) => p.species === 'Adelie').map((p) => p.mass)) }] },
    { q: 'species counts', table: 'penguins', intent: 'aggregate', expect: [{ pairs: pairsOf(penguins, (p) => p.species, (g) => g.length) }] },
    { q: 'What is the average closing price of Amazon?', table: 'stocks', intent: 'aggregate', expect: [{ number: avg(stocks.filter((s) => s.symbol === 'AMZN').map((s) => s.price)) }] },
    { q: 'show me apple stock prices in 2010', table: 'stocks', intent: 'lookup', expect: stocks.filter((s) => s.symbol === 'AAPL' && inYear(s.date, 2010)).map((s) => ({ number: s.price })) },
    { q: 'which company had the lowest price ever', table: 'stocks', intent: 'ranking', expect: [{ anyName: argmax(stocks, (s) => s.price, 'asc').map((s) => s.symbol) }] },
    { q: 'how volatile was google: min and max price', table: 'stocks', intent: 'aggregate', expect: [{ number: min(stocks.filter((s) => s.symbol === 'GOOG').map((s) => s.price)) }] },
    { q: 'IBM average price by quarter in 2008', table: 'stocks', intent: 'trend', expect: [{ pairs: pairsOf(stocks.filter((s) => s.symbol === 'IBM' && inYear(s.date, 2008)), (s) => `${year(s.date)}-Q${Math.floor((Number(s.date.slice(5, 7)) - 1) / 3) + 1}`, (g) => avg(g.map((s) => s.price))) }] },

    // Eighth batch, written blind after the seventh's fixes (first run recorded in the report).
    { q: 'How many cars have an acceleration under 10?', table: 'cars', intent: 'aggregate', expect: [{ number: cars.filter((c) => c.acc !== null && c.acc < 10).length }] },
    { q: 'name the 3 most fuel efficient cars from europe', table: 'cars', intent: 'ranking', expect: [{ names: [...europe].filter((c) => c.mpg !== null).sort((a, b) => b.mpg! - a.mpg!).slice(0, 3).map((c) => c.name) }] },
    { q: 'average weight of cars in 1976, by origin', table: 'cars', intent: 'aggregate', expect: [{ pairs: pairsOf(cars.filter((c) => c.year === 1976), (c) => c.origin, (g) => avg(g.map((c) => c.weight))) }] },
    { q: 'what share of 1982 cars were japanese', table: 'cars', intent: 'share', expect: [{ number: share(cars.filter((c) => c.year === 1982), (c) => c.origin, 'Japan'), tol: SHARE_TOL }] },
    { q: 'Is horsepower higher in american or european cars?', table: 'cars', intent: 'comparison', expect: [{ pairs: pairsOf(cars.filter((c) => c.origin === 'USA' || c.origin === 'Europe'), (c) => c.origin, (g) => avg(g.map((c) => c.hp))) }] },
    { q: 'the rainiest month in 2013', table: 'weather', intent: 'ranking', expect: [{ anyName: topKeys(weather.filter((w) => inYear(w.date, 2013)), (w) => month(w.date), (g) => sum(g.map((w) => w.precip)), 1) }] },
    { q: 'How many days had wind above 7?', table: 'weather', intent: 'aggregate', expect: [{ number: weather.filter((w) => w.wind > 7).length }] },
    { q: 'average precipitation on rainy days in 2015', table: 'weather', intent: 'aggregate', expect: [{ number: avg(weather.filter((w) => w.kind === 'rain' && inYear(w.date, 2015)).map((w) => w.precip)) }] },
    { q: 'min and max temperatures in 2012', table: 'weather', intent: 'aggregate', expect: [{ number: min(weather.filter((w) => inYear(w.date, 2012)).map((w) => w.tmin)) }] },
    { q: 'compare the weather of 2013 and 2014 by number of sunny days', table: 'weather', intent: 'comparison', expect: [{ pairs: [2013, 2014].map((y) => [String(y), weather.filter((w) => inYear(w.date, y) && w.kind === 'sun').length] as [string, number]) }] },
    { q: 'How many penguins have no sex recorded?', table: 'penguins', intent: 'aggregate', expect: [{ number: penguins.filter((p) => p.sex === null).length }] },
    { q: 'average body mass of female gentoo penguins', table: 'penguins', intent: 'aggregate', expect: [{ number: avg(penguins.filter((p) => p.species === 'Gentoo' && p.sex === 'FEMALE').map((p) => p.mass)) }] },
    { q: 'which island has the biggest penguins by body mass', table: 'penguins', intent: 'ranking', expect: [{ anyName: topKeys(penguins, (p) => p.island, (g) => avg(g.map((p) => p.mass)), 1) }] },
    { q: 'Torgersen island penguin count', table: 'penguins', intent: 'aggregate', expect: [{ number: penguins.filter((p) => p.island === 'Torgersen').length }] },
    { q: 'beak length range for chinstrap penguins', table: 'penguins', intent: 'aggregate', expect: [{ number: max(penguins.filter((p) => p.species === 'Chinstrap').map((p) => p.beakLen)) }] },
    { q: 'What was the stock price of MSFT on Jan 1 2008?', table: 'stocks', intent: 'lookup', expect: [{ number: stocks.find((s) => s.symbol === 'MSFT' && s.date === '2008-01-01')!.price }] },
    { q: 'average yearly price of amazon since 2005', table: 'stocks', intent: 'trend', expect: [{ pairs: pairsOf(stocks.filter((s) => s.symbol === 'AMZN' && s.date >= '2005-01-01'), (s) => year(s.date), (g) => avg(g.map((s) => s.price))) }] },
    { q: 'Which stock had the highest price in 2004?', table: 'stocks', intent: 'ranking', expect: [{ anyName: argmax(stocks.filter((s) => inYear(s.date, 2004)), (s) => s.price).map((s) => s.symbol) }] },
    { q: 'how many stock prices were above 500', table: 'stocks', intent: 'aggregate', expect: [{ number: stocks.filter((s) => s.price > 500).length }] },
    { q: 'mean price per ticker over the whole period', table: 'stocks', intent: 'aggregate', expect: [{ pairs: pairsOf(stocks, (s) => s.symbol, (g) => avg(g.map((s) => s.price))) }] },

    // Ninth batch, written blind after the eighth's fixes (first run recorded in the report).
    { q: 'Which cylinder count has the best mileage on average?', table: 'cars', intent: 'ranking', expect: [{ anyName: topKeys(cars, (c) => String(c.cyl), (g) => avg(g.map((c) => c.mpg)), 1) }] },
    { q: 'how many cars were produced in 1973', table: 'cars', intent: 'aggregate', expect: [{ number: cars.filter((c) => c.year === 1973).length }] },
    { q: 'average horse power of 6 cylinder japanese cars', table: 'cars', intent: 'aggregate', expect: [{ number: avg(japan.filter((c) => c.cyl === 6).map((c) => c.hp)) }] },
    { q: 'USA car count by year', table: 'cars', intent: 'trend', expect: [{ pairs: pairsOf(usa, (c) => String(c.year), (g) => g.length) }] },
    { q: 'what is the weight of the heaviest japanese car', table: 'cars', intent: 'aggregate', expect: [{ number: max(japan.map((c) => c.weight)) }] },
    { q: 'On how many days did it snow in 2014?', table: 'weather', intent: 'aggregate', expect: [{ number: weather.filter((w) => w.kind === 'snow' && inYear(w.date, 2014)).length }] },
    { q: 'average wind on foggy days vs sunny days', table: 'weather', intent: 'comparison', expect: [{ pairs: pairsOf(weather.filter((w) => w.kind === 'fog' || w.kind === 'sun'), (w) => w.kind, (g) => avg(g.map((w) => w.wind))) }] },
    { q: 'What was the warmest month of 2015 on average?', table: 'weather', intent: 'ranking', expect: [{ anyName: topKeys(weather.filter((w) => inYear(w.date, 2015)), (w) => month(w.date), (g) => avg(g.map((w) => w.tmax)), 1) }] },
    { q: 'total rainfall between 2013 and 2014', table: 'weather', intent: 'aggregate', expect: [{ number: sum(weather.filter((w) => w.date >= '2013-01-01' && w.date < '2015-01-01').map((w) => w.precip)) }] },
    { q: 'days hotter than 32 degrees', table: 'weather', intent: 'lookup', expect: weather.filter((w) => w.tmax > 32).map((w) => ({ number: w.tmax })).slice(0, 10) },
    { q: 'How many penguins on each island are female?', table: 'penguins', intent: 'aggregate', expect: [{ pairs: pairsOf(penguins.filter((p) => p.sex === 'FEMALE'), (p) => p.island, (g) => g.length) }] },
    { q: 'what is the typical flipper length of a gentoo', table: 'penguins', intent: 'aggregate', expect: [{ number: avg(penguins.filter((p) => p.species === 'Gentoo').map((p) => p.flipper)) }] },
    { q: 'compare beak length of chinstrap and adelie penguins', table: 'penguins', intent: 'comparison', expect: [{ pairs: pairsOf(penguins.filter((p) => p.species === 'Chinstrap' || p.species === 'Adelie'), (p) => p.species, (g) => avg(g.map((p) => p.beakLen))) }] },
    { q: 'penguins with a body mass above 6000 g', table: 'penguins', intent: 'lookup', expect: penguins.filter((p) => (p.mass ?? 0) > 6000).map((p) => ({ number: p.mass! })) },
    { q: 'share of each sex among Adelie penguins', table: 'penguins', intent: 'share', expect: [{ pairs: pairsOf(penguins.filter((p) => p.species === 'Adelie' && p.sex !== null), (p) => p.sex, (g) => (100 * g.length) / penguins.filter((p) => p.species === 'Adelie' && p.sex !== null).length), tol: SHARE_TOL }] },
    { q: 'What did AAPL trade at in June 2008?', table: 'stocks', intent: 'lookup', expect: [{ number: stocks.find((s) => s.symbol === 'AAPL' && s.date === '2008-06-01')!.price }] },
    { q: 'how many months was msft below 20 dollars', table: 'stocks', intent: 'aggregate', expect: [{ number: stocks.filter((s) => s.symbol === 'MSFT' && s.price < 20).length }] },
    { q: 'average price of IBM and MSFT together', table: 'stocks', intent: 'aggregate', expect: [{ number: avg(stocks.filter((s) => s.symbol === 'IBM' || s.symbol === 'MSFT').map((s) => s.price)) }] },
    { q: 'top 2 tickers by highest ever price', table: 'stocks', intent: 'ranking', expect: [{ names: topKeys(stocks, (s) => s.symbol, (g) => max(g.map((s) => s.price)), 2), ordered: true }] },
    { q: 'google price trend per quarter in 2006', table: 'stocks', intent: 'trend', expect: [{ pairs: pairsOf(stocks.filter((s) => s.symbol === 'GOOG' && inYear(s.date, 2006)), (s) => `${year(s.date)}-Q${Math.floor((Number(s.date.slice(5, 7)) - 1) / 3) + 1}`, (g) => avg(g.map((s) => s.price))) }] },

    // Tenth batch, written blind after the ninth's fixes (first run recorded in the report).
    { q: 'Give me a breakdown of cars by origin', table: 'cars', intent: 'share', expect: [{ pairs: pairsOf(cars, (c) => c.origin, (g) => (100 * g.length) / cars.length), tol: SHARE_TOL }] },
    { q: 'what is the most common number of cylinders', table: 'cars', intent: 'ranking', expect: [{ anyName: topKeys(cars, (c) => String(c.cyl), (g) => g.length, 1) }] },
    { q: 'average mpg for cars lighter than 2000 lbs', table: 'cars', intent: 'aggregate', expect: [{ number: avg(cars.filter((c) => c.weight < 2000).map((c) => c.mpg)) }] },
    { q: 'how has the average weight of cars changed since 1970', table: 'cars', intent: 'trend', expect: [{ pairs: pairsOf(cars, (c) => String(c.year), (g) => avg(g.map((c) => c.weight))) }] },
    { q: 'list european cars from 1982', table: 'cars', intent: 'lookup', expect: [{ names: europe.filter((c) => c.year === 1982).map((c) => c.name).slice(0, 5) }] },
    { q: 'what was the wettest day of 2014', table: 'weather', intent: 'ranking', expect: [{ anyName: argmax(weather.filter((w) => inYear(w.date, 2014)), (w) => w.precip).map((w) => w.date) }] },
    { q: 'average daily high by month across all years', table: 'weather', intent: 'trend', expect: [{ pairs: pairsOf(weather.filter((w) => inYear(w.date, 2012)), (w) => month(w.date), (g) => avg(g.map((w) => w.tmax))).slice(0, 3) }] },
    { q: 'how many days had no rain at all', table: 'weather', intent: 'aggregate', expect: [{ number: weather.filter((w) => w.precip === 0).length }] },
    { q: 'How often was it foggy in 2012?', table: 'weather', intent: 'aggregate', expect: [{ number: weather.filter((w) => w.kind === 'fog' && inYear(w.date, 2012)).length }] },
    { q: 'coldest day in 2013', table: 'weather', intent: 'ranking', expect: [{ anyName: argmax(weather.filter((w) => inYear(w.date, 2013)), (w) => w.tmin, 'asc').map((w) => w.date) }] },
    { q: 'avg body mass per species and island', table: 'penguins', intent: 'aggregate', expect: [{ pairs: pairsOf(penguins, (p) => p.species, (g) => avg(g.map((p) => p.mass))) }] },
    { q: 'how many penguins were measured on Biscoe in total', table: 'penguins', intent: 'aggregate', expect: [{ number: penguins.filter((p) => p.island === 'Biscoe').length }] },
    { q: 'Do Gentoo penguins have longer bills than Adelie?', table: 'penguins', intent: 'comparison', expect: [{ pairs: pairsOf(penguins.filter((p) => p.species === 'Gentoo' || p.species === 'Adelie'), (p) => p.species, (g) => avg(g.map((p) => p.beakLen))) }] },
    { q: 'smallest penguin by body mass', table: 'penguins', intent: 'ranking', expect: [{ number: min(penguins.map((p) => p.mass)) }] },
    { q: 'what percentage of Gentoos are female', table: 'penguins', intent: 'share', expect: [{ number: share(penguins.filter((p) => p.species === 'Gentoo'), (p) => p.sex, 'FEMALE'), tol: SHARE_TOL }] },
    { q: 'amazon vs google average price', table: 'stocks', intent: 'comparison', expect: [{ pairs: pairsOf(stocks.filter((s) => s.symbol === 'AMZN' || s.symbol === 'GOOG'), (s) => s.symbol, (g) => avg(g.map((s) => s.price))) }] },
    { q: 'How many stocks are tracked?', table: 'stocks', intent: 'aggregate', expect: [{ words: ['AAPL', 'AMZN', 'GOOG', 'IBM', 'MSFT'] }] },
    { q: 'what was the highest price of apple in 2009', table: 'stocks', intent: 'aggregate', expect: [{ number: max(stocks.filter((s) => s.symbol === 'AAPL' && inYear(s.date, 2009)).map((s) => s.price)) }] },
    { q: 'Microsoft price history by year', table: 'stocks', intent: 'trend', expect: [{ pairs: pairsOf(stocks.filter((s) => s.symbol === 'MSFT'), (s) => year(s.date), (g) => avg(g.map((s) => s.price))) }] },
    { q: 'which month did IBM peak in 2007', table: 'stocks', intent: 'ranking', expect: [{ anyName: argmax(stocks.filter((s) => s.symbol === 'IBM' && inYear(s.date, 2007)), (s) => s.price).map((s) => s.date.slice(0, 7)) }] },

    // What can I ask
    { q: 'What can I ask?', table: 'all', intent: 'describe', expect: [{ words: ['Cars', 'Penguins', 'Stocks', 'Seattle Weather'] }] },
    { q: 'what data do you have', table: 'all', intent: 'describe', expect: [{ words: ['Horsepower', 'Species', 'price', 'precipitation'] }] },
    { q: 'Which columns are in the data?', table: 'all', intent: 'describe', expect: [{ words: ['Body Mass', 'Miles per Gallon', 'symbol'] }] },
  ];
  return Q;
}
