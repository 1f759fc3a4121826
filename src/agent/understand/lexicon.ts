/**
 * General language the parser reads questions with: units, abbreviations, adjectives that name a
 * measure and a direction, and ordinary words. Nothing here is about any customer's data: names of
 * a customer's columns and values, and their synonyms, come from the spec and its module builder.
 */

/** Units, as factors of a base unit per dimension. */
/** A lookup table without a prototype: no question word ("constructor") finds an inherited property. */
const table = <T>(entries: Record<string, T>): Record<string, T> => Object.assign(Object.create(null) as Record<string, T>, entries);

/** A unit: its dimension and its factor to the dimension's base unit (g, mm, s). */
export interface UnitDef {
  dim: 'mass' | 'length' | 'time' | 'recurring';
  factor: number;
}

/** Recurring revenue told per month or per year: the same money, twelve times over (base: a year's). */
export const RECURRING: Record<'mrr' | 'arr', UnitDef & { name: string; words: string[] }> = {
  mrr: { name: 'MRR', dim: 'recurring', factor: 12, words: ['mrr', 'monthly recurring revenue'] },
  arr: {
    name: 'ARR',
    dim: 'recurring',
    factor: 1,
    words: ['arr', 'annual recurring revenue', 'annualized recurring revenue', 'annualised recurring revenue', 'run rate'],
  },
};

export const UNITS: Record<string, UnitDef> = table({
  mg: { dim: 'mass', factor: 0.001 },
  g: { dim: 'mass', factor: 1 },
  gram: { dim: 'mass', factor: 1 },
  grams: { dim: 'mass', factor: 1 },
  kg: { dim: 'mass', factor: 1000 },
  kgs: { dim: 'mass', factor: 1000 },
  kilo: { dim: 'mass', factor: 1000 },
  kilos: { dim: 'mass', factor: 1000 },
  kilogram: { dim: 'mass', factor: 1000 },
  kilograms: { dim: 'mass', factor: 1000 },
  lb: { dim: 'mass', factor: 453.59237 },
  lbs: { dim: 'mass', factor: 453.59237 },
  pound: { dim: 'mass', factor: 453.59237 },
  pounds: { dim: 'mass', factor: 453.59237 },
  oz: { dim: 'mass', factor: 28.349523125 },
  ounces: { dim: 'mass', factor: 28.349523125 },
  ton: { dim: 'mass', factor: 907184.74 },
  tons: { dim: 'mass', factor: 907184.74 },
  tonne: { dim: 'mass', factor: 1e6 },
  tonnes: { dim: 'mass', factor: 1e6 },
  mm: { dim: 'length', factor: 1 },
  millimeter: { dim: 'length', factor: 1 },
  millimeters: { dim: 'length', factor: 1 },
  millimetres: { dim: 'length', factor: 1 },
  cm: { dim: 'length', factor: 10 },
  centimeter: { dim: 'length', factor: 10 },
  centimeters: { dim: 'length', factor: 10 },
  centimetres: { dim: 'length', factor: 10 },
  m: { dim: 'length', factor: 1000 },
  meter: { dim: 'length', factor: 1000 },
  meters: { dim: 'length', factor: 1000 },
  metres: { dim: 'length', factor: 1000 },
  inch: { dim: 'length', factor: 25.4 },
  inches: { dim: 'length', factor: 25.4 },
  ft: { dim: 'length', factor: 304.8 },
  feet: { dim: 'length', factor: 304.8 },
  km: { dim: 'length', factor: 1e6 },
  kilometers: { dim: 'length', factor: 1e6 },
  kilometres: { dim: 'length', factor: 1e6 },
  mile: { dim: 'length', factor: 1609344 },
  miles: { dim: 'length', factor: 1609344 },
  sec: { dim: 'time', factor: 1 },
  secs: { dim: 'time', factor: 1 },
  second: { dim: 'time', factor: 1 },
  seconds: { dim: 'time', factor: 1 },
  min: { dim: 'time', factor: 60 },
  mins: { dim: 'time', factor: 60 },
  minute: { dim: 'time', factor: 60 },
  minutes: { dim: 'time', factor: 60 },
  hour: { dim: 'time', factor: 3600 },
  hours: { dim: 'time', factor: 3600 },
});

/** Words that scale the number before them: "1.5 billion", "100 million people". */
export const SCALES: Record<string, number> = table({
  thousand: 1e3,
  million: 1e6,
  millions: 1e6,
  billion: 1e9,
  billions: 1e9,
  trillion: 1e12,
  k: 1e3,
  m: 1e6,
  bn: 1e9,
});

/** Abbreviations (and plain synonyms) people write in questions and headers, read as one word on both sides. */
export const ABBREVIATIONS: Record<string, string> = table({
  mean: 'average',
  typical: 'average',
  temp: 'temperature',
  temps: 'temperature',
  max: 'maximum',
  min: 'minimum',
  avg: 'average',
  qty: 'quantity',
  amt: 'amount',
  pct: 'percent',
  percentage: 'percent',
  yr: 'year',
  yrs: 'year',
  hr: 'hour',
  hrs: 'hour',
  num: 'number',
  pop: 'population',
  dept: 'department',
  depts: 'department',
  mgr: 'manager',
  mgrs: 'manager',
  govt: 'government',
  approx: 'approximately',
  diff: 'difference',
  info: 'information',
  pts: 'point',
  pos: 'position',
  pld: 'played',
  apps: 'appearance',
  gls: 'goal',
  att: 'attendance',
  elev: 'elevation',
  dist: 'distance',
  rev: 'revenue',
  revs: 'revenue',
  // Business shorthand, the same as headers are expanded with (semantic/humanise.ts).
  acct: 'account',
  accts: 'account',
  cust: 'customer',
  custs: 'customer',
  emp: 'employee',
  emps: 'employee',
  txn: 'transaction',
  txns: 'transaction',
  promo: 'promotion',
  promos: 'promotion',
  mktg: 'marketing',
  cnt: 'count',
  vol: 'volume',
  wk: 'week',
  wks: 'week',
  mth: 'month',
  mths: 'month',
  util: 'utilization',
  utilisation: 'utilization',
});

/**
 * Adjectives that name a direction and, often, the kind of measure: "the heaviest" sorts a weight or
 * a mass downwards. Concepts are stems looked for in a column's label.
 */
export const ADJECTIVES: Record<string, { dir: 'asc' | 'desc'; concepts: string[] }> = table({
  most: { dir: 'desc', concepts: [] },
  least: { dir: 'asc', concepts: [] },
  fewest: { dir: 'asc', concepts: [] },
  highest: { dir: 'desc', concepts: [] },
  lowest: { dir: 'asc', concepts: [] },
  greatest: { dir: 'desc', concepts: [] },
  maximum: { dir: 'desc', concepts: [] },
  minimum: { dir: 'asc', concepts: [] },
  top: { dir: 'desc', concepts: [] },
  peak: { dir: 'desc', concepts: [] },
  peaked: { dir: 'desc', concepts: [] },
  bottom: { dir: 'asc', concepts: [] },
  best: { dir: 'desc', concepts: [] },
  worst: { dir: 'asc', concepts: [] },
  strongest: { dir: 'desc', concepts: [] },
  weakest: { dir: 'asc', concepts: [] },
  largest: { dir: 'desc', concepts: ['size', 'area', 'population', 'capacity'] },
  biggest: { dir: 'desc', concepts: ['size', 'area', 'population', 'capacity'] },
  smallest: { dir: 'asc', concepts: ['size', 'area', 'population', 'capacity'] },
  heaviest: { dir: 'desc', concepts: ['weight', 'mass'] },
  lightest: { dir: 'asc', concepts: ['weight', 'mass'] },
  tallest: { dir: 'desc', concepts: ['height', 'elevation'] },
  longest: { dir: 'desc', concepts: ['length', 'duration', 'time', 'distance'] },
  shortest: { dir: 'asc', concepts: ['length', 'duration', 'time', 'height', 'distance'] },
  fastest: { dir: 'asc', concepts: ['time'] },
  slowest: { dir: 'desc', concepts: ['time'] },
  oldest: { dir: 'asc', concepts: ['year', 'date', 'born', 'birth', 'established', 'founded', 'built'] },
  youngest: { dir: 'desc', concepts: ['year', 'date', 'born', 'birth'] },
  earliest: { dir: 'asc', concepts: ['year', 'date', 'time'] },
  latest: { dir: 'desc', concepts: ['year', 'date', 'time'] },
  newest: { dir: 'desc', concepts: ['year', 'date', 'built', 'opened'] },
  recent: { dir: 'desc', concepts: ['year', 'date'] },
  hottest: { dir: 'desc', concepts: ['temperature', 'maximum'] },
  warmest: { dir: 'desc', concepts: ['temperature', 'maximum'] },
  coldest: { dir: 'asc', concepts: ['temperature', 'minimum'] },
  chilliest: { dir: 'asc', concepts: ['temperature', 'minimum'] },
  wettest: { dir: 'desc', concepts: ['precipitation', 'rainfall'] },
  rainiest: { dir: 'desc', concepts: ['precipitation', 'rainfall'] },
  driest: { dir: 'asc', concepts: ['precipitation', 'rainfall'] },
  windiest: { dir: 'desc', concepts: ['wind'] },
  cheapest: { dir: 'asc', concepts: ['price', 'cost', 'budget'] },
  priciest: { dir: 'desc', concepts: ['price', 'cost', 'budget'] },
  expensive: { dir: 'desc', concepts: ['price', 'cost', 'budget'] },
  richest: { dir: 'desc', concepts: ['income', 'wealth', 'worth', 'gdp'] },
  poorest: { dir: 'asc', concepts: ['income', 'wealth', 'gdp'] },
  deepest: { dir: 'desc', concepts: ['depth'] },
  widest: { dir: 'desc', concepts: ['width'] },
  powerful: { dir: 'desc', concepts: ['power', 'horsepower'] },
  efficient: { dir: 'desc', concepts: ['efficiency', 'economy', 'gallon'] },
  popular: { dir: 'desc', concepts: ['attendance', 'votes', 'viewers', 'sales', 'rating'] },
  attended: { dir: 'desc', concepts: ['attendance'] },
  densest: { dir: 'desc', concepts: ['density'] },
  populous: { dir: 'desc', concepts: ['population'] },
});

/**
 * Quantities where more is worse: "the worst delay" is the highest delay, "the best cost" the lowest.
 * Stems looked for in a column's label; "best" and "worst" turn round for such a column.
 */
export const ADVERSE_CONCEPTS = `delay late lateness cost costs loss losses error errors death deaths crime crimes unemployment
  unemployed debt pollution emission emissions injury injuries fatality fatalities casualty casualties wait waiting complaint complaints
  defect defects scrap rejected rejects accident accidents penalty penalties foul fouls mistake mistakes expense expenses risk poverty mortality
  bounce bounces churn churned cancellation cancellations refund refunds return returns attrition downtime overdue latency response
  resolution backlog`.split(/\s+/);

/** Words that ask for a total or a mean: without one, "the highest price" is no sum of prices. */
export const AGGREGATE_WORDS: Record<'sum' | 'avg', Set<string>> = {
  sum: new Set(`total totals sum sums summed combined altogether cumulative cumulatively aggregate`.split(/\s+/)),
  avg: new Set(`average averages averaged mean typical typically avg`.split(/\s+/)),
};

/**
 * Quantities that do not add up across records — prices, rates, temperatures, ratios, speeds,
 * positions, per-record sizes: "the price by year" is a mean, not a total. Stems looked for in a
 * column's label.
 */
export const INTENSIVE_CONCEPTS = `price prices rate rates ratio percent percentage pct share temperature temp speed velocity mpg gallon
  efficiency acceleration average mean median age rating score index density latitude longitude elevation altitude height weight mass
  length width depth size expectancy fertility per probability odds margin yield interest grade level power horsepower mileage`.split(/\s+/);

/** Nouns of a period: "the hottest day", "which month": they name a column of dates. */
export const PERIOD_NOUNS = new Set(`day days date dates month months year years week weeks quarter quarters`.split(/\s+/));

/**
 * Words of movement and the end of a trip they name: "departed from Houston" is about a column of
 * origins, "landed in Texas" one of destinations (a table with both joins a place table twice).
 */
const FROM_END = ['origin', 'departure', 'source', 'start'];
const TO_END = ['destination', 'arrival', 'target', 'end'];
export const MOTION: Record<string, string[]> = table({
  depart: FROM_END,
  departs: FROM_END,
  departed: FROM_END,
  departing: FROM_END,
  departure: FROM_END,
  departures: FROM_END,
  leave: FROM_END,
  leaves: FROM_END,
  left: FROM_END,
  leaving: FROM_END,
  from: FROM_END,
  out: FROM_END,
  origin: FROM_END,
  origins: FROM_END,
  arrive: TO_END,
  arrives: TO_END,
  arrived: TO_END,
  arriving: TO_END,
  arrival: TO_END,
  arrivals: TO_END,
  land: TO_END,
  lands: TO_END,
  landed: TO_END,
  landing: TO_END,
  into: TO_END,
  reach: TO_END,
  reached: TO_END,
  destination: TO_END,
  destinations: TO_END,
});

/**
 * Nouns that count the records themselves whatever the table is called: "the most departures",
 * "the number of entries" (a table of flights counts departures, one of sales counts orders).
 */
export const RECORD_NOUNS = new Set(
  `records rows entries departures arrivals landings takeoffs trips journeys visits orders transactions purchases bookings events incidents occurrences`.split(
    /\s+/,
  ),
);

/** Words that ask for a number of records: without one, "penguins heavier than 6 kg" asks for the penguins, not how many. */
export const COUNT_WORDS = new Set(
  `many number numbers count counts counted often frequency frequently times total tally more fewer less size headcount`.split(/\s+/),
);

/** Words that put the records in their table's order: "the first game", "who is listed last". */
export const POSITION_WORDS = new Set(
  `first last 1st top bottom initial final finally begin beginning start started starting end ended opening earliest latest listed`.split(/\s+/),
);

/** Comparative adjectives: "colder than 0", "heavier than 4.5 kg" — a comparison and, often, the kind of measure. */
export const COMPARATIVES: Record<string, { cmp: 'gt' | 'lt'; concepts: string[] }> = table({
  heavier: { cmp: 'gt', concepts: ['weight', 'mass'] },
  lighter: { cmp: 'lt', concepts: ['weight', 'mass'] },
  taller: { cmp: 'gt', concepts: ['height', 'elevation'] },
  longer: { cmp: 'gt', concepts: ['length', 'duration', 'time', 'distance'] },
  shorter: { cmp: 'lt', concepts: ['length', 'duration', 'time', 'height', 'distance'] },
  older: { cmp: 'gt', concepts: ['age'] },
  younger: { cmp: 'lt', concepts: ['age'] },
  hotter: { cmp: 'gt', concepts: ['temperature', 'maximum'] },
  warmer: { cmp: 'gt', concepts: ['temperature', 'maximum'] },
  colder: { cmp: 'lt', concepts: ['temperature', 'minimum'] },
  cooler: { cmp: 'lt', concepts: ['temperature', 'minimum'] },
  cheaper: { cmp: 'lt', concepts: ['price', 'cost', 'budget'] },
  pricier: { cmp: 'gt', concepts: ['price', 'cost', 'budget'] },
  costlier: { cmp: 'gt', concepts: ['price', 'cost', 'budget'] },
  faster: { cmp: 'lt', concepts: ['time'] },
  slower: { cmp: 'gt', concepts: ['time'] },
  windier: { cmp: 'gt', concepts: ['wind'] },
  wetter: { cmp: 'gt', concepts: ['precipitation', 'rainfall'] },
  drier: { cmp: 'lt', concepts: ['precipitation', 'rainfall'] },
  bigger: { cmp: 'gt', concepts: ['size', 'area', 'population', 'capacity'] },
  larger: { cmp: 'gt', concepts: ['size', 'area', 'population', 'capacity'] },
  smaller: { cmp: 'lt', concepts: ['size', 'area', 'population', 'capacity'] },
  higher: { cmp: 'gt', concepts: [] },
  stronger: { cmp: 'gt', concepts: [] },
  weaker: { cmp: 'lt', concepts: [] },
  lower: { cmp: 'lt', concepts: [] },
  greater: { cmp: 'gt', concepts: [] },
  deeper: { cmp: 'gt', concepts: ['depth'] },
  wider: { cmp: 'gt', concepts: ['width'] },
});

/** Words that ask for a computation or an order: known words, never "corrected" into a column or value. */
export const KEYWORDS = new Set(
  `average mean total sum count maximum minimum highest lowest largest smallest biggest most least top bottom trend compare versus
  share percent proportion distribution breakdown show list which many year years month months quarter week day days daily monthly
  yearly between before after since during greater fewer above below under over exceeding equal exactly median rank ranking common
  frequent popular typical often overall combined records each every across group grouped split higher lower bigger smaller more less
  than first last next previous difference times consecutive straight only same different correlation correlated relationship
  january february march april may june july august september october november december spring summer autumn winter`.split(/\s+/),
);

/**
 * Words that ask for one figure per group or per period ("by region", "per year", "each month",
 * "how did it change"): without one, a question wants one answer, not a breakdown.
 */
export const GROUPING_WORDS = new Set(
  `by per each every across breakdown distribution split trend trends change changed changes evolve evolved grow grew over
  annual annually yearly monthly weekly daily quarterly counts totals averages`.split(/\s+/),
);

/** Participles that arrange what follows "by" ("sorted by", "broken down by"): a grouping or an order, not who did it. */
const ARRANGING = new Set(
  `sorted ordered grouped ranked arranged listed broken split segmented divided categorized categorised classified aggregated
  summarized summarised bucketed organized organised measured weighted separated partitioned followed totaled totalled counted`.split(/\s+/),
);
const IRREGULAR_PARTICIPLES = new Set(
  `written driven given taken made held sold built done known seen led won paid sent spoken drawn sung shown grown thrown
  bought brought caught taught found kept lost told run beaten chosen eaten flown ridden stolen worn borne born`.split(/\s+/),
);

/**
 * "The area covered by countries", "cartoons written by Todd Casey": "by" after a passive participle names
 * who does it, never a grouping or a ranking. Not after a word that arranges ("sorted by", "grouped by").
 */
export function agentBy(tokens: readonly { text: string }[], i: number): boolean {
  if (tokens[i]?.text !== 'by') return false;
  const w = tokens[i - 1]?.text ?? '';
  if (ARRANGING.has(w) || (w === 'down' && tokens[i - 2]?.text === 'broken')) return false;
  return IRREGULAR_PARTICIPLES.has(w) || (w.length > 4 && w.endsWith('ed'));
}

/**
 * Words that ask for the shape of a whole over its groups ("the distribution of cars by origin"):
 * a share per group is one reading of them, a count per group the other.
 */
export const DISTRIBUTION_WORDS = new Set(`distribution distributions breakdown breakdowns composition makeup split`.split(/\s+/));

/** Words that ask for a share of a whole. */
export const SHARE_WORDS = new Set(`share shares percent percentage percentages proportion proportions fraction fractions portion ratio %`.split(/\s+/));

/** Words of a rate: "the win rate", "the rate of cancellations" is the share of the records in that state. */
export const RATE_WORDS = new Set(['rate', 'rates']);

/** Ordinary words of questions: known, so never "corrected" into a column or value name. */
export const COMMON_WORDS = new Set(
  `made make makes built build sold sell sells fell fall falls live lives lived weigh weighs weighed ever measured recorded reach reached
  trade traded trades close closed closes open opened released release produced produce came come comes went goes going went
  were there their about other also just only both either neither same different difference like want need know tell please thanks
  change changed changes compare compared versus between among across during before after since until from into onto within
  except excluding exclude excludes including include includes without not none nobody nothing everything something
  higher lower bigger smaller larger greater fewer better worse best worst good bad long short fast slow old new young
  first last next previous recent latest earliest overall altogether together apart aside besides outside inside
  mean means meaning life world people person thing things stuff kind kinds type types sort sorts group groups
  question questions answer answers ask asked help show shows showing tell told give gave list listed find found
  look looking seen see saw happen happened happens does done doing went time times period periods value values
  every each whole entire full part parts half quarter quarters season seasons morning evening night today yesterday tomorrow
  company companies model models brand brands unit units ever never always often sometimes usually typically
  highest lowest largest smallest longest shortest heaviest lightest most least
  fly flies flew flown flying travel travels traveled travelled traveling travelling ride rode drive drove sail sailed`.split(/\s+/),
);

/** A word of questions in general (function words, the lexicon's words of asking), not one that names data. */
export function isGeneralWord(w: string): boolean {
  return GENERAL_WORD_SET.has(w);
}
const GENERAL_WORD_SET = new Set([
  ...KEYWORDS,
  ...COMMON_WORDS,
  ...Object.keys(ADJECTIVES),
  ...Object.keys(COMPARATIVES),
  ...AGGREGATE_WORDS.sum,
  ...AGGREGATE_WORDS.avg,
]);

/**
 * Short names of places people write for the names data holds ("UK" for United Kingdom). Not "us":
 * the pronoun is far more common than the country in questions. (Nor its three-letter form, a value of
 * the demo's cars, which the agent's code never names — test/agent/code-shape.test.ts.)
 */
export const PLACE_ALIASES: Record<string, string[]> = table({
  'united kingdom': ['uk', 'u.k.', 'britain', 'great britain', 'gb'],
  'great britain': ['uk', 'britain', 'gb'],
  'united states': ['u.s.', 'u.s.a.', 'america'],
  'united states of america': ['u.s.', 'u.s.a.', 'america'],
  uk: ['united kingdom', 'britain', 'great britain'],
  'united arab emirates': ['uae'],
  netherlands: ['holland', 'the netherlands'],
  'south korea': ['korea'],
  'czech republic': ['czechia'],
  czechia: ['czech republic'],
  'new york': ['nyc'],
  'new york city': ['nyc'],
  'san francisco': ['sf'],
});

/** Names of countries a column of countries holds by their ISO codes ("Germany" for DE). */
export const COUNTRY_CODE_ALIASES: Record<string, string[]> = table({
  us: ['united states', 'america'],
  gb: ['united kingdom', 'uk', 'britain', 'great britain'],
  uk: ['united kingdom', 'britain', 'great britain'],
  de: ['germany'],
  fr: ['france'],
  ca: ['canada'],
  au: ['australia'],
  nz: ['new zealand'],
  nl: ['netherlands', 'holland'],
  be: ['belgium'],
  es: ['spain'],
  it: ['italy'],
  ie: ['ireland'],
  pt: ['portugal'],
  ch: ['switzerland'],
  at: ['austria'],
  se: ['sweden'],
  no: ['norway'],
  dk: ['denmark'],
  fi: ['finland'],
  pl: ['poland'],
  cn: ['china'],
  kr: ['south korea', 'korea'],
  in: ['india'],
  sg: ['singapore'],
  br: ['brazil'],
  mx: ['mexico'],
  ar: ['argentina'],
  za: ['south africa'],
  ae: ['united arab emirates', 'uae'],
  il: ['israel'],
});

/** Words of a billing period a column may hold as its noun or its adjective ("year" of plans asked "annual"). */
export const PERIOD_VALUE_ALIASES: Record<string, string[]> = table({
  year: ['annual', 'annually', 'yearly'],
  annual: ['year', 'yearly', 'annually'],
  annually: ['annual', 'year', 'yearly'],
  yearly: ['annual', 'year', 'annually'],
  month: ['monthly'],
  monthly: ['month'],
  quarter: ['quarterly'],
  quarterly: ['quarter'],
  week: ['weekly'],
  weekly: ['week'],
});

/** Names people write for currencies the data holds by their ISO codes ("euros" for EUR). */
export const CURRENCY_ALIASES: Record<string, string[]> = table({
  eur: ['euro', 'euros'],
  gbp: ['pound', 'pounds', 'sterling', 'pounds sterling', 'british pounds'],
  jpy: ['yen', 'japanese yen'],
  chf: ['swiss franc', 'swiss francs', 'francs'],
  cad: ['canadian dollar', 'canadian dollars'],
  aud: ['australian dollar', 'australian dollars'],
  inr: ['rupee', 'rupees', 'indian rupees'],
  cny: ['yuan', 'renminbi'],
  mxn: ['peso', 'pesos', 'mexican pesos'],
  sek: ['swedish krona', 'kronor'],
  brl: ['real', 'reais'],
});
