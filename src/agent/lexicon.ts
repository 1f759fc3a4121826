/**
 * The router's general vocabulary: how people name common measures, what words mean which
 * computation, units. Spec labels and synonyms come first; this fills the gaps a spec build leaves.
 */
import type { Aggregate } from './query.js';

/** Extra ways to say a column, keyed by words its name or label contains (all key words must be present). */
export const COLUMN_THESAURUS: { key: string[]; phrases: string[] }[] = [
  { key: ['miles', 'gallon'], phrases: ['mpg', 'fuel economy', 'fuel efficiency', 'fuel efficient', 'gas mileage', 'mileage', 'miles per gallon', 'efficiency', 'efficient', 'economy', 'economical', 'fuel consumption'] },
  { key: ['horsepower'], phrases: ['hp', 'horse power', 'bhp', 'power', 'horses'] },
  { key: ['weight'], phrases: ['weight', 'weigh', 'heavy', 'mass'] },
  { key: ['mass'], phrases: ['mass', 'weight', 'weigh', 'heavy', 'body weight'] },
  { key: ['displacement'], phrases: ['engine size', 'engine displacement', 'displacement', 'cubic inches'] },
  { key: ['acceleration'], phrases: ['acceleration', 'accelerate', 'zero to sixty', '0 to 60'] },
  { key: ['cylinders'], phrases: ['cylinder', 'cylinders', 'cyl'] },
  { key: ['origin'], phrases: ['origin', 'country', 'countries', 'region', 'where made', 'country of origin', 'made in'] },
  { key: ['name'], phrases: ['name', 'model', 'models', 'model name'] },
  { key: ['precipitation'], phrases: ['rainfall', 'precip', 'amount of rain', 'much rain', 'most rain', 'least rain', 'total rain', 'average rain', 'mean rain', 'rain total', 'wettest', 'rainiest', 'driest'] },
  { key: ['temp', 'max'], phrases: ['max temp', 'max temperature', 'maximum temperature', 'high temperature', 'high temp', 'daily high', 'highs', 'highest temperature', 'hottest', 'warmest', 'top temperature'] },
  { key: ['temp', 'min'], phrases: ['min temp', 'min temperature', 'minimum temperature', 'low temperature', 'low temp', 'daily low', 'lows', 'lowest temperature', 'coldest', 'chilliest'] },
  { key: ['wind'], phrases: ['wind', 'wind speed', 'windspeed', 'windy', 'windiest', 'breezy'] },
  { key: ['weather'], phrases: ['weather', 'condition', 'conditions', 'weather type', 'kind of weather', 'type of weather'] },
  { key: ['species'], phrases: ['species', 'kind of penguin', 'type of penguin', 'kinds', 'breed'] },
  { key: ['island'], phrases: ['island', 'islands'] },
  { key: ['sex'], phrases: ['sex', 'gender'] },
  { key: ['beak'], phrases: ['bill', 'beak'] },
  { key: ['flipper'], phrases: ['flipper', 'flippers', 'fin', 'wing'] },
  { key: ['symbol'], phrases: ['symbol', 'ticker', 'company', 'companies', 'stock symbol', 'firm', 'stock', 'stocks'] },
  { key: ['price'], phrases: ['price', 'share price', 'stock price', 'closing price', 'value', 'cost', 'valuation', 'priced', 'expensive', 'cheap'] },
  { key: ['date'], phrases: ['date', 'day', 'days', 'when'] },
  { key: ['year'], phrases: ['year', 'model year', 'years'] },
];

/** Word-level equivalents used to vary multi-word column names ("beak length" → "bill length"). */
export const WORD_EQUIVALENTS: string[][] = [
  ['temp', 'temperature'],
  ['max', 'maximum', 'high', 'highest'],
  ['min', 'minimum', 'low', 'lowest'],
  ['beak', 'bill'],
  ['length', 'long', 'len', 'longer', 'longest'],
  ['depth', 'deep', 'thickness', 'deeper', 'deepest'],
  ['mass', 'weight'],
  ['qty', 'quantity'],
  ['amt', 'amount'],
  ['num', 'number'],
];

/** Adjectives that name a column and a direction: "heaviest", "cheaper than". */
export const SUPERLATIVES: Record<string, { concept: string[]; dir: 'asc' | 'desc' }> = {
  heaviest: { concept: ['weight', 'mass'], dir: 'desc' },
  lightest: { concept: ['weight', 'mass'], dir: 'asc' },
  hottest: { concept: ['max temp', 'high temperature'], dir: 'desc' },
  warmest: { concept: ['max temp', 'high temperature'], dir: 'desc' },
  coldest: { concept: ['min temp', 'low temperature'], dir: 'asc' },
  chilliest: { concept: ['min temp', 'low temperature'], dir: 'asc' },
  windiest: { concept: ['wind'], dir: 'desc' },
  calmest: { concept: ['wind'], dir: 'asc' },
  wettest: { concept: ['rainfall'], dir: 'desc' },
  rainiest: { concept: ['rainfall'], dir: 'desc' },
  driest: { concept: ['rainfall'], dir: 'asc' },
  priciest: { concept: ['price'], dir: 'desc' },
  'most expensive': { concept: ['price'], dir: 'desc' },
  cheapest: { concept: ['price'], dir: 'asc' },
  'least expensive': { concept: ['price'], dir: 'asc' },
  'most powerful': { concept: ['horsepower'], dir: 'desc' },
  'least powerful': { concept: ['horsepower'], dir: 'asc' },
  'most efficient': { concept: ['mpg'], dir: 'desc' },
  'least efficient': { concept: ['mpg'], dir: 'asc' },
  'most economical': { concept: ['mpg'], dir: 'desc' },
  thirstiest: { concept: ['mpg'], dir: 'asc' },
};

/** Comparatives that name a column and a comparison: "heavier than 4000 lbs". */
export const COMPARATIVES: Record<string, { concept: string[]; op: 'gt' | 'lt' }> = {
  heavier: { concept: ['weight', 'mass'], op: 'gt' },
  lighter: { concept: ['weight', 'mass'], op: 'lt' },
  hotter: { concept: ['max temp', 'high temperature'], op: 'gt' },
  warmer: { concept: ['max temp', 'high temperature'], op: 'gt' },
  colder: { concept: ['min temp', 'low temperature'], op: 'lt' },
  windier: { concept: ['wind'], op: 'gt' },
  'more expensive': { concept: ['price'], op: 'gt' },
  pricier: { concept: ['price'], op: 'gt' },
  cheaper: { concept: ['price'], op: 'lt' },
  'more powerful': { concept: ['horsepower'], op: 'gt' },
  'less powerful': { concept: ['horsepower'], op: 'lt' },
};

export const AGG_WORDS: { re: RegExp; agg: Aggregate }[] = [
  { re: /\b(how many|number of|count|counts|how often|tally)\b/, agg: 'count' },
  { re: /\b(average|avg|mean|typical|typically|on average)\b/, agg: 'avg' },
  { re: /\b(total|sum|combined|altogether|cumulative|how much)\b/, agg: 'sum' },
  { re: /\b(minimum|min|lowest|smallest|least|fewest|lightest|coldest|driest|cheapest|shortest|record low)\b/, agg: 'min' },
  { re: /\b(maximum|max|highest|largest|biggest|greatest|most|peak|heaviest|hottest|warmest|windiest|wettest|rainiest|priciest|longest|record high)\b/, agg: 'max' },
];

export const INTENT_PATTERNS = {
  describe:
    /\b(what (can|could|should|may) i (ask|query|know)|what (questions|data|information|info|tables|columns|fields|datasets?) (can|do|are|is)|what do you (know|have)|what is (in )?(this|the) (data|dataset|spec)|describe (the |this |your )?(data|dataset|spec|tables?)|which (questions|columns|fields)|^help\b|help me get started|what kind of questions|list (the |all )?(columns|fields|tables))/,
  trend:
    /\b(trend|trends|trending|over time|get (more|less|better|worse)|got (more|less|better|worse)|become|became|improve[ds]?|increase[ds]?|decrease[ds]?|grow|grew|decline[ds]?|rise|rose|drop(ped)?|over the years|over the months|through the years|changed?|changing|evolv(e|ed|ing)|evolution|yearly|annually|annual|monthly|quarterly|weekly|daily|year over year|time series|progress(ed|ion)?|develop(ed|ment)|year by year|month by month|each year|every year|per year|each month|every month|per month|by year|by month|by quarter|by week|per quarter|each quarter)\b/,
  share:
    /\b(share|shares of|percentage|percent|proportion|distribution|distributed|breakdown|fraction|split|what part|composition|mix)\b|%/,
  comparison: /\b(compare|comparison|comparing|versus|vs\.?|difference between|differ|compared (to|with)|relative to|against)\b/,
  lookup: /\b(show|list|display|give me|find|details?|records?|rows|entries|which ones|what are the|print|dump|tell me about)\b/,
};

/** Time grains named in the text, as in "by month", "monthly", "per year". */
export const GRAIN_PATTERNS: { re: RegExp; grain: 'year' | 'quarter' | 'month' | 'week' | 'day' }[] = [
  { re: /\b(by|per|each|every|for each|across|over the)\s+(calendar\s+)?years?\b|\byearly\b|\bannual(ly)?\b|\byear by year\b|\byear over year\b|\bover the years\b/, grain: 'year' },
  { re: /\b(by|per|each|every|for each)\s+quarters?\b|\bquarterly\b/, grain: 'quarter' },
  { re: /\b(by|per|each|every|for each|over the)\s+months?\b|\bmonthly\b|\bmonth by month\b|\bwhich month\b|\bwhat month\b/, grain: 'month' },
  { re: /\b(by|per|each|every|for each)\s+weeks?\b|\bweekly\b/, grain: 'week' },
  { re: /\b(by|per|each|every|for each)\s+days?\b|\bdaily\b/, grain: 'day' },
];

/** Units, as factors of a base unit per dimension. */
export const UNITS: Record<string, { dim: 'mass' | 'length'; factor: number }> = {
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
};

/** Demonyms and common names of values: "Japanese" finds the value "Japan". */
export const VALUE_ALIASES: Record<string, string[]> = {
  usa: ['american', 'america', 'united states', 'domestic'],
  us: ['american', 'america', 'united states', 'usa'],
  japan: ['japanese', 'jap'],
  europe: ['european', 'europeans'],
  germany: ['german'],
  france: ['french'],
  uk: ['british', 'england', 'english', 'united kingdom'],
  china: ['chinese'],
  male: ['males', 'men'],
  female: ['females', 'women'],
  sun: ['sunny', 'sunshine', 'clear', 'sunny days'],
  rain: ['rainy', 'raining', 'rained', 'rainy days'],
  snow: ['snowy', 'snowing', 'snowed', 'snowfall'],
  fog: ['foggy', 'misty', 'mist'],
  drizzle: ['drizzly', 'drizzling', 'drizzled'],
  msft: ['microsoft'],
  aapl: ['apple'],
  amzn: ['amazon'],
  goog: ['google', 'alphabet'],
  ibm: ['international business machines'],
};

/** Words that carry no meaning for routing. */
export const STOPWORDS = new Set(
  'a an the of in on at to for by with from and or is are was were be been being what which who whom whose how many much do does did have has had i me my we our you your it its this that these those there their they them per each every all any some than then as about into over under above below more less most least please tell show give find list can could would should will shall may might get got data dataset table tables record records row rows value values number numbers'.split(
    ' ',
  ),
);

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
  highest lowest largest smallest longest shortest heaviest lightest most least`.split(/\s+/),
);
