/**
 * One figure of a numeric column over the selected records: its total (`sum`), its mean (`avg`), its
 * lowest and highest (`min`, `max`) — no extreme where a superlative stands on the records.
 */
import { adjectiveOnRecords } from '../../understand/question-facts.js';
import { common, type Ctx } from '../../understand/readings.js';
import type { Reading } from '../operation.js';
import type { Analysis } from '../../understand/mentions.js';
import type { View, ViewColumn } from '../../understand/views.js';
import { labelWords } from '../../../semantic/humanise.js';
import { participles } from '../../understand/events.js';
import { datesRecords } from '../../understand/filters.js';
import { AGGREGATE_WORDS } from '../../understand/lexicon.js';
import type { TimePart } from '../../plan/schema.js';

/** Words that ask for a quantity's worth in money: "stock value", "the value of our inventory". */
const VALUE_WORDS = new Set(['value', 'worth', 'valuation']);

/**
 * The quantities whose value in money is asked ("our total stock value at cost"), each with the price it is
 * valued at: of the module's prices, the one the question names or whose label shares a word with it
 * ("at cost": Unit cost), else the first.
 */
export function valuesAsked(a: Analysis, cols: ViewColumn[]): { quantity: ViewColumn; price: ViewColumn }[] {
  const out: { quantity: ViewColumn; price: ViewColumn }[] = [];
  const word = (i: number) => a.tokens[i]?.text ?? '';
  for (const m of a.mentions) {
    if (m.kind !== 'column' || m.how === 'word' || m.how === 'period') continue;
    const quantity = cols.find((c) => c.module === m.module && c.column.name === m.column);
    if (quantity?.column.measure?.quantity !== 'count' || !quantity.column.measure.additive) continue;
    let k = m.from - 1;
    while (/^(the|our|all|total)$/.test(word(k))) k--;
    if (!VALUE_WORDS.has(word(m.to)) && !(word(k) === 'of' && VALUE_WORDS.has(word(k - 1)))) continue;
    const prices = cols.filter((c) => c.module === quantity.module && c.numeric && c.column.measure?.quantity === 'price');
    const said = prices.find((c) => labelWords(c.column.label).some((w) => a.tokens.some((t) => t.text === w && !PRICE_FILLER.has(w))));
    const price = said ?? prices[0];
    if (price && !out.some((x) => x.quantity === quantity)) out.push({ quantity, price });
  }
  return out;
}
/** Words of a price's label that tell no price apart. */
const PRICE_FILLER = new Set(['unit', 'per', 'usd', 'eur', 'gbp', 'the', 'each']);

/** Words that ask for a span of time: "how long", "time to close", "sales cycle", "which takes longer". */
const SPAN_WORDS = new Set(`long longer longest quicker quickest faster fastest slower slowest time times cycle duration lag turnaround`.split(' '));
/** Units a span is counted in: they ask for one only before the verb's infinitive ("days to pay"), not in "how many days had a payment". */
const SPAN_UNITS = new Set(['days', 'weeks', 'months', 'hours']);
/** Words that ask how long something lasts: "how many days does it take to pay". */
export const TAKE_WORDS = new Set(['take', 'takes', 'took', 'taking', 'taken']);

/**
 * Spans between two dates of a record the question asks for ("how long does it take to pay an invoice",
 * "average days to close a deal"): the days from the record's first date to the date named by the verb's
 * participle ("Paid date", "Closed on"). None where a figure of the data already is a duration named so.
 */
export function spansAsked(a: Analysis, view: View): { end: ViewColumn; start: ViewColumn }[] {
  // "On time", "in time" is no span asked.
  const strong =
    a.wh === 'how_long' || a.tokens.some((t, i) => (SPAN_WORDS.has(t.text) && !/^(on|in)$/.test(a.tokens[i - 1]?.text ?? '')) || TAKE_WORDS.has(t.text));
  if (!strong && !a.tokens.some((t) => SPAN_UNITS.has(t.text))) return [];
  const dates = view.columns.filter((c) => c.module === view.base.module_id && c.temporal);
  const out: { end: ViewColumn; start: ViewColumn }[] = [];
  for (const [i, t] of a.tokens.entries()) {
    if (t.text.length < 3 || (!strong && a.tokens[i - 1]?.text !== 'to')) continue;
    const forms = participles(t.text);
    const end = dates.find((c, i) => i > 0 && labelWords(c.column.label).some((w) => forms.includes(w)));
    const start = dates.find((c) => c !== end);
    if (end && start && !out.some((x) => x.end === end)) out.push({ end, start });
  }
  return out;
}

/** Words of a period a total is taken over before its mean: "average daily spend", "avg revenue per month". */
const PERIOD_ADJECTIVES: Record<string, TimePart> = Object.assign(Object.create(null) as Record<string, TimePart>, {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
  annual: 'year',
  annually: 'year',
});
const PERIOD_NOUNS: Record<string, TimePart> = Object.assign(Object.create(null) as Record<string, TimePart>, {
  day: 'day',
  week: 'week',
  month: 'month',
  quarter: 'quarter',
  year: 'year',
});

/**
 * The period a mean of totals is asked over: "average daily spend", "avg revenue per month", "how much do we spend
 * a month on average" — none where the mean is per someone too ("average net pay per employee per month": one line
 * each), or where no mean is asked.
 */
export function periodMeanAsked(a: Analysis): TimePart | undefined {
  const mean = a.tokens.findIndex((t) => AGGREGATE_WORDS.avg.has(t.text));
  // "By month", "each quarter" ask for a figure per period: no single mean ("by network" groups the means).
  const perPeriod = a.tokens.some(
    (t, i) =>
      /^(by|each|every)$/.test(t.text) &&
      (PERIOD_NOUNS[a.tokens[i + 1]?.text ?? ''] ||
        PERIOD_ADJECTIVES[a.tokens[i + 1]?.text ?? ''] ||
        /^(years|months|weeks|days|quarters)$/.test(a.tokens[i + 1]?.text ?? '')),
  );
  if (mean < 0 || perPeriod) return undefined;
  let part: TimePart | undefined;
  let perOther = false;
  a.tokens.forEach((t, i) => {
    const before = a.tokens[i - 1]?.text ?? '';
    // "average daily spend", not "monthly average temperature" (an average for each month).
    if (PERIOD_ADJECTIVES[t.text] && i > mean) part ??= PERIOD_ADJECTIVES[t.text];
    else if ((before === 'per' || before === 'a') && PERIOD_NOUNS[t.text]) part ??= PERIOD_NOUNS[t.text];
    else if (before === 'per') perOther = true;
  });
  return perOther ? undefined : part;
}

function generate(ctx: Ctx): void {
  // "the heaviest European car" is a record: any value asked of it is read from that record, not the column's extreme.
  const extremes = adjectiveOnRecords(ctx.a) ? [] : (['min', 'max'] as const);
  for (const c of ctx.measured)
    for (const agg of ['sum', 'avg', ...extremes] as const)
      ctx.push({ op: agg, measure: { agg, column: c }, query: { kind: 'aggregate', ...common(ctx), measures: [{ agg, column: c.ref }] } });
  // "How long does it take to pay an invoice": the days from the record's first date to the one named, on average.
  for (const { end, start } of spansAsked(ctx.a, ctx.view)) {
    const measure = { agg: 'avg' as const, column: end.ref, since: start.ref };
    ctx.push({ op: 'avg', measure: { agg: 'avg', column: end }, query: { kind: 'aggregate', ...common(ctx), measures: [measure] } });
  }
  // "Average daily spend": the mean of the totals per day, over the records' own dates.
  const part = periodMeanAsked(ctx.a);
  const dated = part ? ctx.view.columns.find((c) => c.module === ctx.view.base.module_id && c.temporal && datesRecords(ctx.a, c, ctx.view)) : undefined;
  if (part && dated)
    for (const c of ctx.measured.filter((x) => x.column.measure?.additive && x !== dated)) {
      const measure = { agg: 'avg' as const, column: c.ref, every: { column: dated.ref, part } };
      ctx.push({ op: 'avg', measure: { agg: 'avg', column: c }, query: { kind: 'aggregate', ...common(ctx), measures: [measure] } });
    }
  // "What's our total stock value at cost": the quantity times its price, summed.
  for (const { quantity, price } of valuesAsked(ctx.a, ctx.view.columns))
    ctx.push({
      op: 'sum',
      measure: { agg: 'sum', column: quantity },
      query: { kind: 'aggregate', ...common(ctx), measures: [{ agg: 'sum', column: quantity.ref, times: price.ref }] },
    });
}

export const measures: Reading = { name: 'measures', generate };
