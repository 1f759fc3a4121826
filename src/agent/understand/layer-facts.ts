/**
 * What the spec's semantic layer says of a module or a column, as the parser asks it: which
 * measure is a module's main amount ("the largest order"), which counts the items sold ("best
 * selling"), whether a column is a measure that adds up, and the words of general language that
 * name such measures. Read from the spec, never from a table's own names.
 */
import type { SpecColumn, SpecModule } from '../../contracts/spec.js';
import { ITEM_COUNT_WORDS } from '../../semantic/measure-words.js';
import { labelWords } from '../../semantic/humanise.js';

/** A measure of the layer (numeric, not an identifier): how it aggregates when nothing says. */
export const measureOf = (c: SpecColumn) => c.measure;

/** Whether the column is a measure whose total means something (amounts, quantities, durations, counts). */
export const additive = (c: SpecColumn) => c.measure?.additive === true;

const mainCache = new WeakMap<SpecModule, SpecColumn | null>();
/**
 * The figure a record of the module is sized by: of its amounts that add up, the one with the largest
 * figures (an order's revenue, not its discount or tax); else its largest count of items.
 */
export function mainAmount(m: SpecModule): SpecColumn | undefined {
  let c = mainCache.get(m);
  if (c === undefined) {
    const measures = m.columns.filter((x) => x.measure?.additive && x.role === 'measure');
    const largest = (xs: SpecColumn[]) => xs.sort((x, y) => Number(y.stats.max ?? 0) - Number(x.stats.max ?? 0))[0];
    const amounts = measures.filter((x) => x.measure!.quantity === 'amount');
    // The books' own currency: an amount "(Foreign Currency)" or "in local currency" is the same money told otherwise.
    const own = amounts.filter((x) => !labelWords(x.label).some((w) => OTHER_CURRENCY_WORDS.has(w)));
    c = largest(own.length ? own : amounts) ?? largest(measures.filter((x) => x.measure!.quantity === 'count')) ?? null;
    mainCache.set(m, c);
  }
  return c ?? undefined;
}

/** Words of what an effort brings in, most telling first: money, then the actions it was for, then attention. */
const OUTCOME_WORDS = [
  ['revenue', 'sales', 'value', 'income', 'bookings', 'earnings'],
  ['conversions', 'conversion', 'conv', 'orders', 'purchases', 'signups', 'leads', 'deals', 'wins'],
  ['clicks', 'visits', 'sessions', 'installs'],
];
/** Words of what an effort costs: no outcome, though money ("Conversion cost"). */
const EFFORT_WORDS = new Set(['cost', 'costs', 'spend', 'spent', 'budget', 'cpc', 'cpa', 'cpm', 'fee', 'fees']);

/**
 * The figure a question means by how well something did or what it brought in ("which campaign performs
 * best", "what did our ads bring in"): of the additive figures, the first that names money coming in, else
 * actions won, else attention — never what it cost.
 */
export function outcomeMeasure(m: SpecModule): SpecColumn | undefined {
  const measures = m.columns.filter((x) => x.measure?.additive && x.role === 'measure' && !labelWords(x.label).some((w) => EFFORT_WORDS.has(w)));
  for (const words of OUTCOME_WORDS) {
    const found = measures.find((x) => labelWords(x.label).some((w) => words.includes(w)));
    if (found) return found;
  }
  return undefined;
}

/** Words of an amount told in another currency than the books' own. */
const OTHER_CURRENCY_WORDS = new Set(['foreign', 'local', 'original', 'transaction', 'fx', 'fcy', 'lcy']);

const itemsCache = new WeakMap<SpecModule, SpecColumn[]>();
/** The measures that count items (units, quantities): what "best selling" ranks by first; else the amounts. */
export function soldMeasures(m: SpecModule): SpecColumn[] {
  let out = itemsCache.get(m);
  if (!out) {
    const additiveMeasures = m.columns.filter((x) => x.measure?.additive);
    // What is held ("Quantity on hand", "Units in stock") is no quantity sold.
    const held = (x: SpecColumn) => [...labelWords(x.label), ...(x.implied_synonyms ?? []).flatMap(labelWords)].some((w) => STOCK_WORDS.has(w));
    const items = additiveMeasures.filter((x) => x.measure!.quantity === 'count' && labelWords(x.label).some((w) => ITEM_COUNT_WORDS.has(w)) && !held(x));
    out = items.length ? items : additiveMeasures.filter((x) => x.measure!.quantity === 'amount');
    itemsCache.set(m, out);
  }
  return out;
}

/** Words of what is held rather than moved: a stock level is never what was sold. */
const STOCK_WORDS = new Set(['hand', 'stock', 'inventory', 'balance', 'remaining', 'available', 'onhand']);

/** Words of selling: "best selling", "sold the most", "top sellers" rank by the items sold (or the amount). */
export const SELLING_WORDS = new Set(['sell', 'sells', 'selling', 'sold', 'seller', 'sellers', 'bestselling', 'bestseller', 'bestsellers']);

/** Verbs of making: "how much did we make" over a log of production is the quantity produced. */
export const MAKING_WORDS = new Set(['make', 'makes', 'made', 'making', 'produce', 'produces', 'producing', 'manufacture', 'manufactures', 'manufacturing']);
/** Words of a label (or its synonyms) that say its figure is what was made. */
const MADE_WORDS = new Set(['produced', 'output', 'production', 'manufactured', 'made', 'built', 'yield']);

/** The quantities of the module that count what was made ("Quantity produced", "Output"), that add up. */
export function madeMeasures(m: SpecModule): SpecColumn[] {
  return m.columns.filter(
    (x) =>
      x.measure?.additive &&
      x.measure.quantity === 'count' &&
      [...labelWords(x.label), ...(x.implied_synonyms ?? []).flatMap(labelWords)].some((w) => MADE_WORDS.has(w)),
  );
}

/** Adjectives of size: before the records' own name ("the largest order") they rank records by their main amount. */
export const SIZE_WORDS = new Set(['large', 'larger', 'largest', 'big', 'bigger', 'biggest', 'small', 'smaller', 'smallest', 'huge', 'tiny']);

/** Words that ask for the change between two periods: "how much did revenue grow from 2023 to 2024". */
export const GROWTH_WORDS = new Set(
  'grow grew grown growth increase increased increases decrease decreased decreases rise rose risen fall fell fallen drop dropped decline declined change changed jump jumped'.split(
    ' ',
  ),
);

/** Words of money coming in. */
/** "The pipeline" is the money of the deals still open (mentions.ts reads the state). */
const REVENUE_WORDS = new Set([
  'revenue',
  'revenues',
  'rev',
  'sales',
  'turnover',
  'income',
  'earnings',
  'bookings',
  'pipeline',
  'billings',
  'billed',
  'invoiced',
]);
/** Words of money going out, or of what something came to. */
const SPEND_WORDS = new Set(['spend', 'spending', 'spent', 'cost', 'costs', 'expense', 'expenses', 'expenditure', 'value', 'worth', 'money']);
/** Verbs of money due to someone: over records of money ("how much did Ana earn" over a payroll, "which vendor do we owe the most") their main amount. */
const EARN_WORDS = new Set(['earn', 'earns', 'earned', 'earning']);
const OWE_WORDS = new Set(['owe', 'owes', 'owed', 'owing']);
/** Words of a label that say its amount is what is still owed ("Amount due", "Balance", "Outstanding"). */
export const OWED_LABEL_WORDS = new Set(['due', 'balance', 'outstanding', 'owing', 'owed', 'remaining', 'unpaid', 'open']);

/** A module's amount whose label holds one of the words ("Amount due", "Received"). */
export const amountLabelled = (m: SpecModule, words: Set<string>) =>
  m.columns.find((c) => c.role === 'measure' && c.measure?.quantity === 'amount' && labelWords(c.label).some((w) => words.has(w)));
/** Nouns of records that are sums of money: "monthly expenses" totals their amounts. */
export const MONEY_NOUNS = new Set([
  'expense',
  'expenses',
  'cost',
  'costs',
  'payment',
  'payments',
  'sale',
  'sales',
  'purchase',
  'purchases',
  'charge',
  'charges',
  'fee',
  'fees',
  'refund',
  'refunds',
  'donation',
  'donations',
  'transaction',
  'transactions',
  'spend',
  'spending',
  'payroll',
  'payrolls',
  'payout',
  'payouts',
  'bill',
  'bills',
  'invoice',
  'invoices',
]);
const COST_NOUNS = new Set([
  'expense',
  'expenses',
  'cost',
  'costs',
  'purchase',
  'purchases',
  'refund',
  'refunds',
  'spend',
  'spending',
  'payroll',
  'payrolls',
  'bill',
  'bills',
]);
/** Words of a label that say only "an amount of money" ("Amount ($)", "Amount USD", "Value"). */
const GENERIC_AMOUNT_WORDS = new Set(['amount', 'amounts', 'amt', 'value', 'total', 'sum', 'gross', 'net', 'pay', 'usd', 'eur', 'gbp', '$', '€', '£']);

/**
 * The column a word of money names where no column is called by it: a module's main amount when its
 * label says only "amount" ("won revenue" over Deals' "Amount USD", "spend" over Expenses' "Amount ($)"),
 * never money coming in over records of money going out.
 */
export function moneyNamed(word: string, m: SpecModule): SpecColumn | undefined {
  const revenue = REVENUE_WORDS.has(word);
  // What is owed is the amount still due where a column holds it ("Amount due"), not the invoice's whole value.
  if (OWE_WORDS.has(word)) return amountLabelled(m, OWED_LABEL_WORDS) ?? (moneyRecords(m) ? mainAmount(m) : undefined);
  if (EARN_WORDS.has(word)) return moneyRecords(m) ? mainAmount(m) : undefined;
  if (!revenue && !SPEND_WORDS.has(word)) return undefined;
  const main = mainAmount(m);
  if (main?.measure?.quantity !== 'amount' || !labelWords(main.label).every((w) => GENERIC_AMOUNT_WORDS.has(w))) return undefined;
  const noun = m.entity?.plural ?? m.name.toLowerCase();
  if (revenue && COST_NOUNS.has(noun.split(/\s+/).at(-1) ?? '')) return undefined;
  return main;
}

/** Whether the module's records are sums of money ("Expenses", "Payments"), by the noun of its records. */
export function moneyRecords(m: SpecModule): boolean {
  const noun = (m.entity?.plural ?? m.name).toLowerCase().split(/\s+/).at(-1) ?? '';
  return MONEY_NOUNS.has(noun) && mainAmount(m)?.measure?.quantity === 'amount';
}
