/**
 * The join question set: questions over two related tables, Flights (flights-2k.json, 2,000 rows)
 * and Airports (airports.csv, 3,376 rows), as people ask them (departing from / flying out of /
 * arriving in / landing at / to / from, plurals, a few typos, state names and state codes).
 *
 * How the expectations are computed: every expected answer is computed here, in TypeScript, from
 * the raw files in node_modules/vega-datasets/data (read by test/agent/fixture/flights.ts with a
 * real CSV parser), never from the service, its SQL or its loaded tables. A flight's departure
 * airport is the airport whose iata equals its origin, its arrival airport the one whose iata
 * equals its destination (every code of flights-2k.json is in airports.csv, so inner and left joins
 * agree). SQL semantics: aggregates ignore nulls (neither file has any). Rankings and "top N" are
 * checked for ties when this module loads (`top` throws on a tie at the cut or inside an ordered
 * list), so every ranking question has one right answer.
 *
 * Each question needs at most ONE join path: flights→airports via origin, OR via destination,
 * never both; a few use one table alone (Flights, or Airports) to show the join is not forced.
 * `via` records the path.
 *
 * Written blind: this set was written before the agent had any join parser (at 65bff40 the spec
 * build did not discover origin/destination ↔ iata yet), from the data alone. After one run against
 * that agent, only the judging was hardened where a WRONG answer had passed by coincidence (a
 * Georgia question whose answer was the global maximum, a bare count read as a share, a list of all
 * cities naming the right one, "(3 records)" read as a count of 3); no question was changed to suit
 * what the agent answers.
 *
 * Answers are judged by the checker of every question set (bench/quality/check-answer.ts). Two-letter
 * state codes (CA, IN, OR, ME…) are also English words or parts of words, so the answers naming a
 * state are judged with `oneOf` / `allOf` / `labelled`, which match a code as a whole, upper-case
 * word (or the state's full name). Shares are judged with `percent` (the number must carry a % sign):
 * with the 0.06 tolerance a bare count such as "12" would pass for 12.05%. Every other expectation is
 * one of the loose kinds the demo set uses.
 */
import type { AnswerExpect } from '../../bench/quality/check-answer.js';
import { avg, max, min, sum, type Question } from './questions.js';
import { rawAirports, rawFlights, type RawAirport, type RawFlight } from './fixture/flights.js';

export interface JoinQuestion extends Omit<Question, 'table' | 'expect'> {
  table: 'flights' | 'airports' | 'flights+airports' | 'all';
  /** The one join path the question needs: flights.origin = airports.iata, flights.destination = airports.iata, or none. */
  via: 'origin' | 'destination' | null;
  expect: AnswerExpect[];
}

// ---- the raw data ---------------------------------------------------------------------------------
const flights: RawFlight[] = rawFlights();
const airports: RawAirport[] = rawAirports();
const byIata = new Map(airports.map((a) => [a.iata, a]));
for (const f of flights) {
  if (!byIata.has(f.origin)) throw new Error(`flight origin ${f.origin} is not in airports.csv`);
  if (!byIata.has(f.destination)) throw new Error(`flight destination ${f.destination} is not in airports.csv`);
}
/** The departure airport of a flight (join via origin). */
const dep = (f: RawFlight): RawAirport => byIata.get(f.origin)!;
/** The arrival airport of a flight (join via destination). */
const arr = (f: RawFlight): RawAirport => byIata.get(f.destination)!;
/** Flights whose departure airport satisfies p. */
const from = (p: (a: RawAirport) => boolean) => flights.filter((f) => p(dep(f)));
/** Flights whose arrival airport satisfies p. */
const to = (p: (a: RawAirport) => boolean) => flights.filter((f) => p(arr(f)));
const inState = (s: string) => (a: RawAirport) => a.state === s;
const inCity = (c: string) => (a: RawAirport) => a.city === c;
const named = (n: string) => (a: RawAirport) => a.name === n;

// ---- aggregation (SQL semantics: nulls ignored; the helpers are the demo set's) ------------------
const delays = (fs: RawFlight[]) => fs.map((f) => f.delay);
const distances = (fs: RawFlight[]) => fs.map((f) => f.distance);
const pct = (part: number, whole: number) => (100 * part) / whole;

function groupBy<T>(rows: T[], key: (r: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    m.set(k, [...(m.get(k) ?? []), r]);
  }
  return m;
}

/**
 * The top n group keys by f (desc: largest first). Throws when the answer is not unique: a tie
 * between the n-th and the (n+1)-th group, or (ordered) between two groups inside the top n.
 */
function top<T>(rows: T[], key: (r: T) => string, f: (g: T[]) => number, n: number, dir: 'desc' | 'asc' = 'desc', ordered = true): string[] {
  const scored = [...groupBy(rows, key)].map(([k, g]) => ({ k, v: f(g) })).sort((a, b) => (dir === 'desc' ? b.v - a.v : a.v - b.v));
  const cut = scored.slice(0, n);
  if (scored[n] && scored[n]!.v === scored[n - 1]!.v) throw new Error(`tie at the cut of a top ${n}: ${scored[n - 1]!.k} and ${scored[n]!.k} (${scored[n]!.v})`);
  if (ordered) for (let i = 1; i < cut.length; i++) if (cut[i]!.v === cut[i - 1]!.v) throw new Error(`tie inside an ordered top ${n}: ${cut[i - 1]!.k} and ${cut[i]!.k}`);
  return cut.map((s) => s.k);
}

/** The records at the extreme of f; throws when several share it. */
function only<T>(rows: T[], f: (r: T) => number, dir: 'desc' | 'asc' = 'desc'): T {
  const best = dir === 'desc' ? max(rows.map(f)) : min(rows.map(f));
  const at = rows.filter((r) => f(r) === best);
  if (at.length !== 1) throw new Error(`${at.length} records share the extreme value ${best}`);
  return at[0]!;
}

const distinct = (xs: string[]) => [...new Set(xs)];
/** The n most frequent values of key over rows that are not in `answer`: the wrong names an unfiltered list would show first. */
const decoys = <T>(rows: T[], key: (r: T) => string, answer: string[], n = 3) => {
  const counts = [...groupBy(rows, key)].filter(([k]) => !answer.includes(k)).sort((a, b) => b[1].length - a[1].length);
  return counts.slice(0, n).map(([k]) => k);
};

/** Full names of the states the questions use, so that an answer may say either. */
const STATE: Record<string, string> = {
  AK: 'Alaska', AZ: 'Arizona', CA: 'California', CO: 'Colorado', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', IL: 'Illinois',
  ME: 'Maine', NE: 'Nebraska', NJ: 'New Jersey', NV: 'Nevada', OR: 'Oregon', SD: 'South Dakota', TX: 'Texas',
};
const st = (code: string): string[] => [code, STATE[code] ?? code];

const SHARE_TOL = 0.06;

// ---- the questions --------------------------------------------------------------------------------
export function joinQuestionSet(): JoinQuestion[] {
  const J = 'flights+airports' as const;
  const texasToLax = distinct(flights.filter((f) => f.destination === 'LAX' && dep(f).state === 'TX').map((f) => dep(f).name));
  const hawaiiOrigins = distinct(from(inState('HI')).map((f) => dep(f).name));
  const fromHnl = distinct(flights.filter((f) => f.origin === 'HNL').map((f) => arr(f).city));
  const lateOrigins = distinct(flights.filter((f) => f.delay > 180).map((f) => dep(f).city));
  const Q: JoinQuestion[] = [
    // -- Counts of flights by a property of the departure airport (via origin)
    { q: 'How many flights departed from airports in Texas?', table: J, via: 'origin', intent: 'aggregate', expect: [{ number: from(inState('TX')).length }] },
    { q: 'how many flights are flying out of Florida', table: J, via: 'origin', intent: 'aggregate', expect: [{ number: from(inState('FL')).length }] },
    // Houston has two airports in the flights (IAH and HOU): only the join answers this.
    { q: 'How many flights departed from Houston?', table: J, via: 'origin', intent: 'aggregate', expect: [{ number: from(inCity('Houston')).length }] },
    { q: 'number of flights leaving Phoenix', table: J, via: 'origin', intent: 'aggregate', expect: [{ number: from(inCity('Phoenix')).length }] },
    { q: 'How many flights took off from LaGuardia?', table: J, via: 'origin', intent: 'aggregate', expect: [{ number: from(named('LaGuardia')).length }] },
    { q: 'how many departures from Hawaii airports were there', table: J, via: 'origin', intent: 'aggregate', expect: [{ number: from(inState('HI')).length }] },
    { q: 'How many flights left from airports in CO?', table: J, via: 'origin', intent: 'aggregate', expect: [{ number: from(inState('CO')).length }] },

    // -- Counts of flights by a property of the arrival airport (via destination)
    { q: 'how many flights landed in California', table: J, via: 'destination', intent: 'aggregate', expect: [{ number: to(inState('CA')).length }] },
    { q: 'How many flights arrived in Illinois?', table: J, via: 'destination', intent: 'aggregate', expect: [{ number: to(inState('IL')).length }] },
    { q: 'how many flihgts arrived in Georgia', table: J, via: 'destination', intent: 'aggregate', expect: [{ number: to(inState('GA')).length }] },
    // Chicago: O'Hare and Midway.
    { q: 'how many flights went to Chicago', table: J, via: 'destination', intent: 'aggregate', expect: [{ number: to(inCity('Chicago')).length }] },
    { q: 'How many flights landed at McCarran International?', table: J, via: 'destination', intent: 'aggregate', expect: [{ number: to(named('McCarran International')).length }] },
    { q: "count the flights arriving at Chicago O'Hare International", table: J, via: 'destination', intent: 'aggregate', expect: [{ number: to(named("Chicago O'Hare International")).length }] },
    { q: 'flights to Pittsburgh - how many?', table: J, via: 'destination', intent: 'aggregate', expect: [{ number: to(inCity('Pittsburgh')).length }] },
    { q: 'How many planes landed at airports in NJ?', table: J, via: 'destination', intent: 'aggregate', expect: [{ number: to(inState('NJ')).length }] },

    // -- Average / total / max / min of delay or distance, from or to a state, city or airport
    { q: 'What is the average delay of flights departing from California?', table: J, via: 'origin', intent: 'aggregate', expect: [{ number: avg(delays(from(inState('CA')))) }] },
    { q: 'average delay for flights arriving in New Jersey', table: J, via: 'destination', intent: 'aggregate', expect: [{ number: avg(delays(to(inState('NJ')))) }] },
    { q: "What's the avg distance of flights leaving Hawaii?", table: J, via: 'origin', intent: 'aggregate', expect: [{ number: avg(distances(from(inState('HI')))) }] },
    { q: 'total distance flown by flights out of Chicago', table: J, via: 'origin', intent: 'aggregate', expect: [{ number: sum(distances(from(inCity('Chicago')))) }] },
    // (not Georgia: the longest delay of all flights departed from there, so no join would be needed)
    { q: 'What was the longest delay for a flight departing from Texas?', table: J, via: 'origin', intent: 'aggregate', expect: [{ number: max(delays(from(inState('TX')))) }] },
    { q: 'maximum delay of flights landing in Texas', table: J, via: 'destination', intent: 'aggregate', expect: [{ number: max(delays(to(inState('TX')))) }] },
    { q: 'shortest distance of any flight into Florida', table: J, via: 'destination', intent: 'aggregate', expect: [{ number: min(distances(to(inState('FL')))) }] },
    { q: 'average lateness of flights to Denver', table: J, via: 'destination', intent: 'aggregate', expect: [{ number: avg(delays(to(inCity('Denver')))) }] },
    { q: 'mean delay for flights from Atlanta', table: J, via: 'origin', intent: 'aggregate', expect: [{ number: avg(delays(from(inCity('Atlanta')))) }] },
    { q: 'total delay minutes of flights arriving in Boston', table: J, via: 'destination', intent: 'aggregate', expect: [{ number: sum(delays(to(inCity('Boston')))) }] },
    { q: 'avrage distance of flights into Los Angeles International', table: J, via: 'destination', intent: 'aggregate', expect: [{ number: avg(distances(to(named('Los Angeles International')))) }] },
    { q: 'What is the minimum delay of flights out of Newark Intl?', table: J, via: 'origin', intent: 'aggregate', expect: [{ number: min(delays(from(named('Newark Intl')))) }] },
    { q: 'average flight distance from San Francisco', table: J, via: 'origin', intent: 'aggregate', expect: [{ number: avg(distances(from(inCity('San Francisco')))) }] },

    // -- Rankings: which state / city / airport has the most departures or arrivals, the longest average delay
    { q: 'Which state has the most departures?', table: J, via: 'origin', intent: 'ranking', expect: [{ oneOf: st(top(flights, (f) => dep(f).state, (g) => g.length, 1)[0]!) }] },
    { q: 'which state do the most flights land in', table: J, via: 'destination', intent: 'ranking', expect: [{ oneOf: st(top(flights, (f) => arr(f).state, (g) => g.length, 1)[0]!) }] },
    { q: 'Which city has the most departing flights?', table: J, via: 'origin', intent: 'ranking', expect: [{ anyName: top(flights, (f) => dep(f).city, (g) => g.length, 1) }] },
    { q: "What's the name of the airport that receives the most flights?", table: J, via: 'destination', intent: 'ranking', expect: [{ anyName: top(flights, (f) => arr(f).name, (g) => g.length, 1) }] },
    { q: 'top 3 states by number of arrivals', table: J, via: 'destination', intent: 'ranking', expect: [{ allOf: top(flights, (f) => arr(f).state, (g) => g.length, 3).map(st), ordered: true }] },
    { q: 'top 5 departure cities', table: J, via: 'origin', intent: 'ranking', expect: [{ names: top(flights, (f) => dep(f).city, (g) => g.length, 5), ordered: true }] },
    { q: 'top 3 states by average departure delay', table: J, via: 'origin', intent: 'ranking', expect: [{ allOf: top(flights, (f) => dep(f).state, (g) => avg(delays(g)), 3).map(st), ordered: true }] },
    { q: 'Which arrival state has the worst average delay?', table: J, via: 'destination', intent: 'ranking', expect: [{ oneOf: st(top(flights, (f) => arr(f).state, (g) => avg(delays(g)), 1)[0]!) }] },
    { q: 'Which destination city has the worst average delay?', table: J, via: 'destination', intent: 'ranking', expect: [{ anyName: top(flights, (f) => arr(f).city, (g) => avg(delays(g)), 1) }] },
    { q: 'Which state has the lowest average delay for arriving flights?', table: J, via: 'destination', intent: 'ranking', expect: [{ oneOf: st(top(flights, (f) => arr(f).state, (g) => avg(delays(g)), 1, 'asc')[0]!) }] },
    { q: 'which city in Texas has the most departures', table: J, via: 'origin', intent: 'ranking', expect: [{ anyName: top(from(inState('TX')), (f) => dep(f).city, (g) => g.length, 1) }] },
    { q: 'Which California airport had the most arrivals?', table: J, via: 'destination', intent: 'ranking', expect: [{ anyName: top(to(inState('CA')), (f) => arr(f).name, (g) => g.length, 1) }] },
    { q: 'Which Florida city do the most flights fly to?', table: J, via: 'destination', intent: 'ranking', expect: [{ anyName: top(to(inState('FL')), (f) => arr(f).city, (g) => g.length, 1) }] },
    { q: 'Which airport in Illinois has the longest average delay for departing flights?', table: J, via: 'origin', intent: 'ranking', expect: [{ anyName: top(from(inState('IL')), (f) => dep(f).name, (g) => avg(delays(g)), 1) }] },

    // -- Comparisons of two states or cities on a measure, and "how many more … than …"
    { q: 'Compare the number of departures from Texas and California', table: J, via: 'origin', intent: 'comparison', expect: [{ labelled: [[st('TX'), from(inState('TX')).length], [st('CA'), from(inState('CA')).length]] }] },
    { q: 'how many more flights arrive in California than in Texas?', table: J, via: 'destination', intent: 'comparison', expect: [{ number: to(inState('CA')).length - to(inState('TX')).length }] },
    { q: 'How many more flights departed from Chicago than from Atlanta?', table: J, via: 'origin', intent: 'comparison', expect: [{ number: from(inCity('Chicago')).length - from(inCity('Atlanta')).length }] },
    { q: 'average delay: flights from Nevada vs flights from Arizona', table: J, via: 'origin', intent: 'comparison', expect: [{ labelled: [[st('NV'), avg(delays(from(inState('NV'))))], [st('AZ'), avg(delays(from(inState('AZ'))))]] }] },
    { q: 'Is the average arrival delay worse in Florida or Georgia?', table: J, via: 'destination', intent: 'comparison', expect: [{ labelled: [[st('FL'), avg(delays(to(inState('FL'))))], [st('GA'), avg(delays(to(inState('GA'))))]] }] },
    { q: 'how much longer on average are flights out of Seattle than flights out of Denver?', table: J, via: 'origin', intent: 'comparison', expect: [{ number: avg(distances(from(inCity('Seattle')))) - avg(distances(from(inCity('Denver')))) }] },
    { q: 'compare total distance flown to Boston and to Miami', table: J, via: 'destination', intent: 'comparison', expect: [{ pairs: [['Boston', sum(distances(to(inCity('Boston'))))], ['Miami', sum(distances(to(inCity('Miami'))))]] }] },
    { q: 'how many more arrivals did Dallas-Fort Worth get than Houston?', table: J, via: 'destination', intent: 'comparison', expect: [{ number: to(inCity('Dallas-Fort Worth')).length - to(inCity('Houston')).length }] },

    // -- Shares
    { q: 'What share of flights leave from California airports?', table: J, via: 'origin', intent: 'share', expect: [{ percent: pct(from(inState('CA')).length, flights.length), tol: SHARE_TOL }] },
    { q: 'what percentage of flights land in Texas', table: J, via: 'destination', intent: 'share', expect: [{ percent: pct(to(inState('TX')).length, flights.length), tol: SHARE_TOL }] },
    { q: 'What fraction of flights depart from Chicago?', table: J, via: 'origin', intent: 'share', expect: [{ percent: pct(from(inCity('Chicago')).length, flights.length), tol: SHARE_TOL }] },
    { q: 'What percent of flights into Florida land at Orlando International?', table: J, via: 'destination', intent: 'share', expect: [{ percent: pct(to((a) => a.state === 'FL' && a.name === 'Orlando International').length, to(inState('FL')).length), tol: SHARE_TOL }] },
    { q: 'what proportion of all flights take off in Arizona?', table: J, via: 'origin', intent: 'share', expect: [{ percent: pct(from(inState('AZ')).length, flights.length), tol: SHARE_TOL }] },

    // -- Lookups through the join
    { q: 'Which airports in Texas had flights to LAX?', table: J, via: 'origin', intent: 'lookup', expect: [{ names: texasToLax }, { noneOf: decoys(from(inState('TX')), (f) => dep(f).name, texasToLax) }] },
    { q: 'list the airports in Hawaii that flights departed from', table: J, via: 'origin', intent: 'lookup', expect: [{ names: hawaiiOrigins }, { noneOf: decoys(flights, (f) => dep(f).name, hawaiiOrigins) }] },
    { q: 'Which cities did flights from HNL fly to?', table: J, via: 'destination', intent: 'lookup', expect: [{ names: fromHnl }, { noneOf: decoys(flights, (f) => arr(f).city, fromHnl) }] },
    { q: 'Where did the most delayed flight land?', table: J, via: 'destination', intent: 'lookup', expect: [{ anyName: [arr(only(flights, (f) => f.delay)).name, arr(only(flights, (f) => f.delay)).city] }] },
    { q: 'In which state did the longest flight take off?', table: J, via: 'origin', intent: 'lookup', expect: [{ oneOf: st(dep(only(flights, (f) => f.distance)).state) }] },
    { q: 'Which cities did flights more than 3 hours late depart from?', table: J, via: 'origin', intent: 'lookup', expect: [{ names: lateOrigins }, { noneOf: decoys(flights, (f) => dep(f).city, lateOrigins) }] },

    // -- The airports table alone
    { q: 'What is the name of the airport with code SJC?', table: 'airports', via: null, intent: 'lookup', expect: [{ names: [byIata.get('SJC')!.name] }] },
    // (the code or the airport's name too: a list of every city would name Nashville as well)
    { q: 'which city is airport BNA in', table: 'airports', via: null, intent: 'lookup', expect: [{ names: [byIata.get('BNA')!.city] }, { oneOf: ['BNA', byIata.get('BNA')!.name] }] },
    { q: 'How many airports are in Texas?', table: 'airports', via: null, intent: 'aggregate', expect: [{ number: airports.filter(inState('TX')).length }] },
    { q: 'Which state has the most airports?', table: 'airports', via: null, intent: 'ranking', expect: [{ oneOf: st(top(airports, (a) => a.state, (g) => g.length, 1)[0]!) }] },
    { q: 'how many airports are outside the USA', table: 'airports', via: null, intent: 'aggregate', expect: [{ number: airports.filter((a) => a.country !== 'USA').length }] },
    { q: 'Pennsylvania airports: how many are listed?', table: 'airports', via: null, intent: 'aggregate', expect: [{ number: airports.filter(inState('PA')).length }] },

    // -- The flights table alone
    { q: 'What is the average delay of all flights?', table: 'flights', via: null, intent: 'aggregate', expect: [{ number: avg(delays(flights)) }] },
    { q: 'How many flights departed from ORD?', table: 'flights', via: null, intent: 'aggregate', expect: [{ number: flights.filter((f) => f.origin === 'ORD').length }] },
    { q: 'What was the longest flight distance?', table: 'flights', via: null, intent: 'aggregate', expect: [{ number: max(distances(flights)) }] },
    { q: 'how many flights were more than an hour late', table: 'flights', via: null, intent: 'aggregate', expect: [{ number: flights.filter((f) => f.delay > 60).length }] },
    { q: 'Which destination code gets the most flights?', table: 'flights', via: null, intent: 'ranking', expect: [{ oneOf: top(flights, (f) => f.destination, (g) => g.length, 1) }] },

    // -- What can I ask
    { q: 'What can I ask about flights and airports?', table: 'all', via: null, intent: 'describe', expect: [{ words: ['Flights', 'Airports'] }] },
  ];
  return Q;
}

/** The airport names of the flights' own airports (for the advisory test: none may appear). */
export function flightAirportNames(): string[] {
  return distinct(flights.flatMap((f) => [dep(f).name, arr(f).name]));
}
