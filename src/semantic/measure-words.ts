/**
 * General words that say what kind of quantity a numeric column holds, and so how it aggregates.
 * Words of business and everyday tables in general, never of one table: an amount, a count or a
 * duration adds up; a price, a rate, a score, an age or a temperature does not.
 */
import type { DefaultAggregation, Quantity } from '../contracts/columns.js';

const words = (s: string) => new Set(s.trim().split(/\s+/));

/** Each kind of quantity with its words, tried in this order (the first kind a header's words name wins). */
export const QUANTITY_WORDS: readonly { quantity: Quantity; aggregation: DefaultAggregation; words: Set<string> }[] = [
  // Already an average or a share of something: never summed again.
  {
    quantity: 'ratio',
    aggregation: 'avg',
    words: words('average mean median typical per ratio rate rates share margin yield proportion fraction probability odds ctr likelihood'),
  },
  { quantity: 'percent', aggregation: 'avg', words: words('percent percentage % pct') },
  { quantity: 'price', aggregation: 'avg', words: words('price prices fare fares tariff wage arpu arpa cpc cpm') },
  { quantity: 'score', aggregation: 'avg', words: words('score scores rating ratings stars grade grades satisfaction csat nps index') },
  { quantity: 'age', aggregation: 'avg', words: words('age ages tenure') },
  { quantity: 'temperature', aggregation: 'avg', words: words('temperature temperatures celsius fahrenheit °c °f') },
  {
    quantity: 'measurement',
    aggregation: 'avg',
    words: words(
      'length width height depth weight mass speed velocity latitude longitude lat lon lng altitude elevation density pressure humidity horsepower mpg acceleration displacement bmi ph efficiency expectancy fertility size wind',
    ),
  },
  { quantity: 'duration', aggregation: 'sum', words: words('duration minutes minute mins hours hour hrs seconds second secs days weeks delay time') },
  {
    quantity: 'amount',
    aggregation: 'sum',
    words: words(
      'revenue revenues sales total totals amount amounts cost costs spend spending spent budget salary salaries pay payment payments paid income profit profits loss losses tax taxes discount fee fees charge charges expense expenses value mrr arr gmv billing billed earnings gross net turnover donation donations contribution contributions funding receipts debt balance bonus commission refund refunds usd eur gbp $ € £',
    ),
  },
  {
    quantity: 'count',
    aggregation: 'sum',
    words: words(
      'units unit quantity quantities qty count counts number sessions users visitors visits pageviews views clicks impressions leads conversions signups downloads installs seats items pieces stock inventory headcount members subscribers attendance population votes goals wins orders tickets calls messages cases deaths births points errors failures crashes bugs defects incidents complaints bounces opens sends unsubscribes transactions purchases nights actions replies',
    ),
  },
];

/** The unit a kind of quantity is shown in when the header names none. */
export const DURATION_UNITS: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  minutes: 'minutes',
  minute: 'minutes',
  mins: 'minutes',
  hours: 'hours',
  hour: 'hours',
  hrs: 'hours',
  seconds: 'seconds',
  second: 'seconds',
  secs: 'seconds',
  days: 'days',
  weeks: 'weeks',
});

/** Short units of time read as such only as a column's unit ("Wait (min)", "Duration in h"): alone, "min" is a minimum. */
export const UNIT_ONLY_DURATIONS: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  ...DURATION_UNITS,
  min: 'minutes',
  h: 'hours',
  hr: 'hours',
  s: 'seconds',
  sec: 'seconds',
  ms: 'milliseconds',
  d: 'days',
});

/** Units of measurement written after a header's words ("WEIGHT_KG", "Distance km"), as answers write them. */
export const MEASUREMENT_UNITS: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  kg: 'kg',
  kgs: 'kg',
  lb: 'lb',
  lbs: 'lb',
  tons: 't',
  tonnes: 't',
  km: 'km',
  miles: 'miles',
  cm: 'cm',
  mm: 'mm',
  liters: 'L',
  litres: 'L',
  ml: 'mL',
  gal: 'gal',
  kwh: 'kWh',
  mwh: 'MWh',
  gb: 'GB',
  mb: 'MB',
  tb: 'TB',
});

/** Currency symbols and codes, as they appear in headers and units. */
export const CURRENCIES: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  usd: 'USD',
  eur: 'EUR',
  gbp: 'GBP',
  jpy: 'JPY',
  chf: 'CHF',
  $: 'USD',
  '€': 'EUR',
  '£': 'GBP',
});

/** Words of a quantity of items: "best selling" ranks by these first. */
export const ITEM_COUNT_WORDS = words('units unit quantity quantities qty items pieces volume');

/**
 * Words of a quantity that fell short of the main one ("Quantity rejected", "Units returned"): "units"
 * or "output" alone is the main quantity, not these.
 */
export const SHORTFALL_WORDS = words(
  'rejected rejects reject returned returns defective defects damaged scrapped scrap cancelled canceled lost refunded failed missed wasted spoiled backordered',
);

/** Headers naming a key or a code rather than a quantity ("Order number", "Product code"). */
export const IDENTIFIER_WORDS = words('id uuid key code sku isbn ean upc number #');

/** Headers naming a record by its name ("Product name", "Title"). */
export const NAME_WORDS = words('name title');

/**
 * Words people use for the same business figure or attribute, in general language: a column whose
 * header says one of them is proposed the others as synonyms ("Revenue" is also "sales"), so that a
 * question in other words still names it. Each set is one meaning; a word in two sets would blur both.
 */
export const SYNONYM_SETS: readonly string[][] = [
  ['revenue', 'sales', 'turnover', 'takings', 'gmv'],
  ['quantity', 'units', 'qty', 'volume', 'items', 'pieces', 'units sold'],
  ['quantity on hand', 'on hand', 'stock', 'stock level', 'units in stock', 'inventory'],
  ['cost', 'expense', 'spend', 'spending', 'expenditure', 'outlay'],
  ['profit', 'earnings', 'net income'],
  ['salary', 'pay', 'wage', 'compensation', 'remuneration'],
  ['paid', 'payout', 'payouts', 'paid out', 'disbursed'],
  ['price', 'unit price', 'list price'],
  ['discount', 'rebate', 'markdown'],
  ['tax', 'taxes', 'vat'],
  ['amount', 'value'],
  ['duration', 'time taken', 'elapsed time'],
  ['produced', 'output', 'production', 'manufactured', 'units produced'],
  ['rejected', 'rejects', 'scrap', 'scrapped', 'defects', 'defective', 'units rejected'],
  ['nights', 'length of stay', 'room nights', 'nights stayed'],
  ['energy', 'kwh', 'energy consumption', 'energy use', 'electricity', 'power consumption'],
  ['satisfaction', 'csat', 'satisfaction score', 'customer satisfaction'],
  ['sessions', 'visits'],
  ['users', 'visitors'],
  ['pageviews', 'page views', 'views'],
  // "headcount" with no column called so is the number of records (a count word, understand/lexicon.ts).
  ['headcount', 'staff count', 'number of employees'],
  ['region', 'area', 'territory'],
  ['country', 'nation'],
  ['customer', 'client', 'account', 'buyer'],
  ['product', 'item', 'sku', 'article'],
  ['category', 'product category', 'product line'],
  ['channel', 'sales channel'],
  ['department', 'dept', 'division'],
  ['supplier', 'vendor'],
  ['employee', 'staff member', 'worker'],
  ['agent', 'rep', 'representative', 'assignee', 'sales rep', 'salesperson', 'account executive'],
  ['owner', 'rep', 'sales rep', 'salesperson', 'account executive'],
  ['priority', 'urgency', 'severity'],
  ['plan', 'tier', 'subscription plan'],
  ['warehouse', 'depot'],
  ['campaign', 'promotion'],
  ['source', 'traffic source', 'referrer'],
  // A person's attributes, as forms and people name them.
  ['sex', 'gender'],
  ['last name', 'surname', 'family name'],
  ['first name', 'given name', 'forename'],
  ['birth date', 'date of birth', 'birthday'],
  ['nationality', 'citizenship'],
  // A population is counted in people: "how many people live in Asia".
  ['population', 'people', 'inhabitants', 'residents'],
];

/**
 * Business figures named as such: when a question names one and no column of the data is called so
 * (in its label or synonyms), the question is about something the data does not hold.
 */
export const BUSINESS_MEASURES = new Set(
  `revenue sales turnover profit profits earnings margin margins cost costs expense expenses salary salaries wage wages
  compensation price prices discount discounts tax taxes budget budgets refund refunds commission commissions bonus bonuses churn
  retention ltv cac arpu mrr arr roi roas ctr cpc cpm conversions leads clicks impressions sessions pageviews bounce signups
  shipping freight postage attrition satisfaction nps csat rating ratings review reviews occupancy calls meetings activities
  pto vacation absences absenteeism engagement utilization utilisation productivity tenure profitability ebitda
  gmv aov cogs dso clv nrr grr arpa acv tcv quota attainment backlog forecast opens unsubscribes followers subscribers
  installs downloads likes emissions co2 carbon balance allowance entitlement incidents logins`.split(/\s+/),
);

/**
 * Business attributes named as such ("which customer", "by sales rep"): when a question groups or
 * asks by one (the parser looks for it after "which", "by", "per", "each") and no column of the data
 * is called so, the data does not hold it.
 */
export const BUSINESS_ATTRIBUTES = new Set(
  `customer customers client clients buyer buyers rep reps salesperson salespeople representative representatives supplier suppliers
  vendor vendors warehouse warehouses channel channels campaign campaigns department departments manager managers agent agents
  segment segments plan plans store stores branch branches carrier carriers brand brands product products project projects
  driver drivers reason reasons cause causes keyword keywords gender genders ethnicity ethnicities age ages industry industries
  nationality nationalities language languages browser browsers platform platforms seniority device devices method methods
  link links url urls dish dishes policyholder policyholders`.split(/\s+/),
);

/**
 * States a business process leaves its records in ("escalated tickets", "refunded orders"): when a
 * question names one that no column, value or module explains, the data does not record it.
 */
export const BUSINESS_STATES = new Set(
  `escalated escalation escalations refunded disputed reopened churned approved approval approvals audited flagged waived
  backordered backorder written-off chargeback chargebacks`.split(/\s+/),
);

/** Durations of one event ("response time", "wait", "delay"): their mean is what people mean, though a total adds up. */
export const EVENT_DURATION_WORDS = new Set(
  'time response wait waiting resolution resolve handle handling lead delay latency turnaround processing delivery'.split(' '),
);

/** Nouns of the same kind of record: a table of orders is also one of deals and sales. */
export const ENTITY_SETS: readonly string[][] = [
  ['order', 'deal', 'purchase', 'transaction'],
  ['ticket', 'case', 'request', 'issue'],
  ['employee', 'staff', 'worker', 'person'],
  ['invoice', 'bill'],
  ['customer', 'client', 'account'],
  ['subscription', 'account', 'contract'],
  ['campaign', 'promotion'],
  ['shipment', 'delivery', 'consignment'],
  ['booking', 'reservation'],
  ['product', 'item', 'sku'],
  ['student', 'pupil', 'learner', 'highschooler'],
  ['country', 'nation'],
];

/** The nouns a question counts a unit in, by the unit the semantic layer gives a measure. */
export const UNIT_NOUNS: Record<string, string[]> = Object.assign(Object.create(null) as Record<string, string[]>, {
  units: ['units', 'pieces'],
  kg: ['kg', 'kgs', 'kilograms', 'kilos'],
  lb: ['lb', 'lbs'],
  t: ['tons', 'tonnes'],
  km: ['km', 'kilometres', 'kilometers'],
  miles: ['miles'],
  L: ['liters', 'litres'],
  kWh: ['kwh'],
  GB: ['gb', 'gigabytes'],
  minutes: ['minutes', 'mins'],
  hours: ['hours', 'hrs'],
  seconds: ['seconds', 'secs'],
  days: ['days'],
  USD: ['dollars'],
  EUR: ['euros'],
  GBP: ['pounds'],
});
