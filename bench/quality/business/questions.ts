/**
 * The BUSINESS question set: questions as business users type them (terse and long, a few typos,
 * abbreviations such as "qty", "rev" and "avg", synonyms such as "sales", "deals" and "tickets",
 * column names rarely copied) over twenty-one generated business tables (data.ts), each asked of its own
 * table's spec (fixture.ts). The first eight tables were written together; shipments, expenses and
 * deals were added later to the tune half, written blind in the same way, and bookings and production
 * later still, to the tune half too, blind as well; renewals, payroll, ads and bills (tables/, one
 * file of rows and one of questions each) next, to the tune half, blind as well, by writers who read
 * neither the agent's code nor the measure half; billing, roster, emails and receivables last, the
 * same way (four writers, one table each, in the measure half's domains).
 *
 * Written blind: from the generated rows alone, without running the agent on them and without
 * reading the agent's code. Every expected answer is computed here, in TypeScript, from the typed raw
 * rows, never from the service, its SQL or its loaded tables.
 *
 * SPLIT (by table, never by question): developers may tune the agent on the `tune` half and report
 * the `measure` half, which they must never tune on. Neither half may ever train the parser's model.
 *
 * Conventions of the expectations:
 * - SQL semantics: aggregates ignore nulls (an empty cell, and the "n/a" and "-" of tickets' response
 *   times, shipments' weights, expenses' tax rates, deals' win probabilities and production's downtime);
 *   a filter never matches a null.
 * - Text is compared case-insensitively, as the service compares it in filters, and the set treats
 *   the spellings of one value as ONE value everywhere: "north" is the North region in filters,
 *   groupings, rankings, shares and distinct counts alike. An answer that groups "north" apart from
 *   "North" misses (orders' Region, tickets' Priority, campaigns' channel, shipments' CARRIER,
 *   expenses' Dept., deals' region, bookings' Channel and production's shift hold such cells).
 * - Dates in words: "in 2023" is the calendar year; "Q3 2023" is July-September; "H2" is
 *   July-December; "last year" is the calendar year of the table's latest date, which is 2024 for every
 *   table (each ends in December 2024), as the demo set reads it; "last quarter" and "last month" are
 *   Q4 2024 and December 2024 likewise. Subscriptions are dated by their start, campaigns by their
 *   start, invoices by their issue date, tickets by when they were opened, shipments by their ship
 *   date, expenses by their date, deals by their creation, bookings by their check-in (the stay),
 *   production batches by their production date, unless the question names another date ("cancelled
 *   in 2023", "paid in March"); a deal "won" or "lost" in a period is dated by when it closed, a
 *   reservation "made" in a period by when it was booked. A win rate is won deals over closed ones
 *   (won or lost); an on-time rate is the share of Y among the shipments with a Y or N (either is
 *   also accepted over all rows, as shares are).
 * - Hotel bookings: revenue is what was charged (Total [EUR]: a stay's nights, one night for a
 *   no-show, an empty cell for a cancellation); a stay is a Confirmed booking (every check-in lies in
 *   the past); a cancellation rate is cancelled bookings over all bookings; the average daily rate is
 *   room revenue per night stayed, or the average nightly rate (either). Where a question does not
 *   say whether cancelled bookings count (a length of stay, a nightly rate), both readings are
 *   accepted.
 * - Production: units produced include the rejected ones; a scrap, defect or reject rate is rejected
 *   units over units produced, as a percentage, or the average of the batches' own rates (either);
 *   downtime is in minutes, and a total may be given in hours too.
 * - Trends give the figure of every period with the aggregation the measure calls for: totals for
 *   amounts, quantities and counts; averages for prices, rates, percentages, scores and ages.
 * - "Top N by X" ranks groups by their total of X (not single rows); "the largest order" is the one
 *   record with the highest amount, judged by its key or its amount (never ranked by a key).
 * - "average order value" is revenue per order: the average of the orders' revenue.
 * - Shares are of the total of the measure named (of rows when none is): a share of a column with
 *   empty cells is taken over the rows with a value, or over all rows (either is accepted).
 * - Ties: every ranking is checked when the set is built (calc.ts `rank`, `rankRecords`): a tie at
 *   the cut or inside an ordered list throws, so every ranking question has one right answer.
 *
 * Judging: `checkAnswer(answerText, expect)` (bench/quality/analytics/questions.ts). Figures use
 * `amount` (thousands separators, currency signs and scale words read; judged to the precision the
 * answer writes, down to three significant figures), percentages `percent` (to 0.06 points), names
 * whole words; questions about what a table does not hold use `declines` (name it, say no, no digit).
 */
import type { AnswerExpect } from '../check-answer.js';
import {
  amt,
  avg,
  count,
  countDistinct,
  dayAlts,
  declines,
  either,
  firstOf,
  fractionOrPct,
  growth,
  growthPct,
  inOrder,
  is,
  labelled,
  labelledPct,
  monthAlts,
  monthOf,
  named,
  namesOf,
  perGroup,
  pct,
  quarterOf,
  rank,
  recordOr,
  SHARE_TOL,
  sum,
  theRecord,
  topRecord,
  within,
  yearOf,
} from './calc.js';
import { type Ask, asker, type BusinessQuestion, KINDS, type Kind, monthly, quarterly, yearly } from './ask.js';
import { businessTables, type TableKey } from './data.js';
import { renewalsQuestions } from './tables/renewals.questions.js';
import { payrollQuestions } from './tables/payroll.questions.js';
import { adsQuestions } from './tables/ads.questions.js';
import { billsQuestions } from './tables/bills.questions.js';
import { billingQuestions } from './tables/billing.questions.js';
import { rosterQuestions } from './tables/roster.questions.js';
import { emailsQuestions } from './tables/emails.questions.js';
import { receivablesQuestions } from './tables/receivables.questions.js';

export { KINDS, type Kind, type BusinessQuestion };

/** Tables by half: tune on `tune`, report `measure`. Each half mixes domains and header styles. */
export const SPLIT: { tune: TableKey[]; measure: TableKey[] } = {
  tune: [
    'orders',
    'tickets',
    'web',
    'inventory',
    'shipments',
    'expenses',
    'deals',
    'bookings',
    'production',
    'renewals',
    'payroll',
    'ads',
    'bills',
    'billing',
    'roster',
    'emails',
    'receivables',
  ],
  measure: ['subscriptions', 'employees', 'campaigns', 'invoices'],
};
export type Half = keyof typeof SPLIT;
export const halfOf = (table: TableKey): Half => (SPLIT.tune.includes(table) ? 'tune' : 'measure');

// ---- sales orders (tune) ----------------------------------------------------------------------------

function ordersQuestions(): BusinessQuestion[] {
  const O = businessTables().orders.rows;
  type R = (typeof O)[number];
  const q = asker('orders');
  const inYear = (y: string) => O.filter((o) => yearOf(o.date) === y);
  const rev = (g: R[]) => sum(g.map((o) => o.revenue));
  const units = (g: R[]) => sum(g.map((o) => o.qty));
  const products = namesOf(O, 'product');
  const regions = namesOf(O, 'region');
  const withChannel = O.filter((o) => o.channel !== null);
  return [
    q('total', 'total revenue in 2024', amt(rev(inYear('2024')))),
    q('total', 'How many units did we sell altogether?', amt(units(O))),
    q('total', 'sales 2022?', amt(rev(inYear('2022')))),
    q('trend', 'monthly revenue trend in 2024', monthly(O, 'date', '2024', rev)),
    q('trend', 'how did sales develop over the years', yearly(O, 'date', ['2022', '2023', '2024'], rev)),
    q(
      'trend',
      'avg unit price by year',
      yearly(O, 'date', ['2022', '2023', '2024'], (g) => avg(g.map((o) => o.unitPrice))),
    ),
    q('trend', 'number of orders per quarter in 2023', quarterly(O, 'date', '2023', count)),
    q('top_n', 'top 5 custmers by revenue', inOrder(rank(O, 'customer', rev, 5))),
    q('top_n', 'Top 3 products by qty sold in 2024', inOrder(rank(inYear('2024'), 'product', units, 3))),
    q('best_worst', 'best selling product', firstOf(rank(O, 'product', units, 1)[0]!, products)),
    q('best_worst', 'which region had the weakest sales in 2023?', firstOf(rank(inYear('2023'), 'region', rev, 1, 'asc')[0]!, regions)),
    q('count', 'how many orders were there?', amt(O.length)),
    q('count', 'how many customers bought in March 2024', amt(countDistinct(O.filter((o) => monthOf(o.date) === '2024-03').map((o) => o.customer)))),
    q('count', 'how many deals did we close in Q4 2024', amt(O.filter((o) => quarterOf(o.date) === '2024-Q4').length)),
    q('compare', 'compare revenue of Online and Retail', labelled(named(['Online', 'Retail'].map((c) => [c, rev(O.filter((o) => is(o.channel, c)))])))),
    q(
      'compare',
      'furniture vs electronics sales 2024',
      labelled(named(['Furniture', 'Electronics'].map((c) => [c, rev(inYear('2024').filter((o) => o.category === c))]))),
    ),
    q('growth', 'how much did revenue grow from 2023 to 2024', growth(rev(inYear('2023')), rev(inYear('2024')))),
    q('growth', 'By what percentage did units sold change between 2022 and 2023?', growthPct(units(inYear('2022')), units(inYear('2023')))),
    q(
      'share',
      'revenue share by channel',
      either(
        labelledPct(named(perGroup(withChannel, 'channel', (g) => (100 * rev(g)) / rev(withChannel)))),
        labelledPct(named(perGroup(withChannel, 'channel', (g) => (100 * rev(g)) / rev(O)))),
      ),
    ),
    q(
      'share',
      'what % of orders came in online',
      either(
        pct((100 * O.filter((o) => is(o.channel, 'Online')).length) / withChannel.length),
        pct((100 * O.filter((o) => is(o.channel, 'Online')).length) / O.length),
      ),
    ),
    q('average', 'average order value', amt(avg(O.map((o) => o.revenue)))),
    q('average', 'avg discount on wholesale orders', fractionOrPct(avg(O.filter((o) => is(o.channel, 'Wholesale')).map((o) => o.discount)))),
    ...ordersQuestionsMore(q),
  ];
}

function ordersQuestionsMore(q: Ask): BusinessQuestion[] {
  const O = businessTables().orders.rows;
  type R = (typeof O)[number];
  const rev = (g: R[]) => sum(g.map((o) => o.revenue));
  const units = (g: R[]) => sum(g.map((o) => o.qty));
  const y23 = O.filter((o) => yearOf(o.date) === '2023');
  const products = namesOf(O, 'product');
  const bigCustomer = rank(O, 'customer', rev, 1)[0]!;
  const [a, b, c] = [O[417]!, O[1290]!, O[1733]!];
  const largest = topRecord(O, 'revenue');
  const partner23 = topRecord(
    y23.filter((o) => is(o.channel, 'Partner')),
    'revenue',
  );
  return [
    q('filter_agg', 'Sales in the north region in Q3 2023', amt(rev(O.filter((o) => is(o.region, 'North') && quarterOf(o.date) === '2023-Q3')))),
    q('filter_agg', 'rev from software last year', amt(rev(O.filter((o) => o.category === 'Software' && yearOf(o.date) === '2024')))),
    q('filter_agg', 'how many standing desks did we sell in 2022', amt(units(O.filter((o) => o.product === 'Standing Desk' && yearOf(o.date) === '2022')))),
    q('filter_agg', `online revenue from ${bigCustomer} in 2023`, amt(rev(y23.filter((o) => o.customer === bigCustomer && is(o.channel, 'Online'))))),
    q('lookup', `what was the revenue on order ${a.id}`, amt(a.revenue)),
    q('lookup', `when was ${b.id} placed?`, { oneOf: dayAlts(b.date) }),
    q('lookup', `which customer placed order ${c.id}`, { oneOf: [c.customer] }),
    q('record_rank', 'what was the largest order?', recordOr([largest.id], largest.revenue)),
    q('record_rank', 'biggest partner deal in 2023', recordOr([partner23.id], partner23.revenue)),
    q('missing', 'what is the profit margin by region?', declines('profit', 'margin', 'margins', 'cost', 'costs')),
    q('missing', 'how much did we spend on shipping last year', declines('shipping', 'freight', 'delivery')),
    q('missing', 'which sales rep closed the most deals', declines('rep', 'reps', 'sales rep', 'salesperson', 'salespeople', 'sales representative')),
    q(
      'ambiguous_measure',
      'which product sold the most in 2023?',
      either(firstOf(rank(y23, 'product', units, 1)[0]!, products), firstOf(rank(y23, 'product', rev, 1)[0]!, products)),
    ),
    q(
      'ambiguous_measure',
      'how big were our orders on average in 2024',
      either(
        amt(avg(O.filter((o) => yearOf(o.date) === '2024').map((o) => o.revenue))),
        amt(avg(O.filter((o) => yearOf(o.date) === '2024').map((o) => o.qty))),
      ),
    ),
  ];
}

// ---- subscriptions (measure) ------------------------------------------------------------------------

function subscriptionsQuestions(): BusinessQuestion[] {
  const S = businessTables().subscriptions.rows;
  type R = (typeof S)[number];
  const q = asker('subscriptions');
  const mrr = (g: R[]) => sum(g.map((s) => s.mrr));
  const active = S.filter((s) => s.cancel === null);
  const started = (y: string) => S.filter((s) => yearOf(s.start) === y);
  const cancelled = S.filter((s) => s.cancel !== null);
  const plans = namesOf(S, 'plan');
  const countries = namesOf(S, 'country');
  const withCountry = S.filter((s) => s.country !== null);
  return [
    q('total', 'total MRR of active subscriptions', amt(mrr(active))),
    q('total', 'how many seats do active customers have in total', amt(sum(active.map((s) => s.seats)))),
    q('total', 'new mrr booked in 2024', amt(mrr(started('2024')))),
    q('trend', 'how did signups develope over the years', yearly(S, 'start', ['2020', '2021', '2022', '2023', '2024'], count)),
    q('trend', 'new MRR by quarter in 2024', quarterly(S, 'start', '2024', mrr)),
    q(
      'trend',
      'avg seats per new account by year',
      yearly(S, 'start', ['2020', '2021', '2022', '2023', '2024'], (g) => avg(g.map((s) => s.seats))),
    ),
    q('trend', 'cancellations per month in 2024', monthly(cancelled, 'cancel', '2024', count)),
    q('top_n', 'top 5 countries by active MRR', inOrder(rank(active, 'country', mrr, 5))),
    q('top_n', 'which 3 plans have the most customers', inOrder(rank(S, 'plan', count, 3))),
    q('best_worst', 'which plan brings in the most recurring revenue right now', firstOf(rank(active, 'plan', mrr, 1)[0]!, plans)),
    q('best_worst', 'country with the lowest avg mrr per account', firstOf(rank(S, 'country', (g) => avg(g.map((s) => s.mrr)), 1, 'asc')[0]!, countries)),
    q('count', 'how many subscriptions are there', amt(S.length)),
    q('count', 'how many accounts cancelled in 2023', amt(cancelled.filter((s) => yearOf(s.cancel!) === '2023').length)),
    q('count', 'how many countries are our customers in', amt(countDistinct(S.map((s) => s.country)))),
    q('count', 'no. of active enterprise accounts', amt(active.filter((s) => s.plan === 'Enterprise').length)),
    q('compare', 'active MRR: monthly vs annual billing', labelled(named(['Monthly', 'Annual'].map((b) => [b, mrr(active.filter((s) => s.billing === b))])))),
    q(
      'compare',
      'Team vs Business plan - how many accounts each?',
      labelled(named(['Team', 'Business'].map((p) => [p, S.filter((s) => s.plan === p).length]))),
    ),
    q('growth', 'how much did new signups grow from 2023 to 2024', growth(started('2023').length, started('2024').length)),
    q('growth', 'by what % did new MRR change between 2022 and 2023', growthPct(mrr(started('2022')), mrr(started('2023')))),
    q('share', 'what share of accounts are on annual billing', pct((100 * S.filter((s) => s.billing === 'Annual').length) / S.length)),
    q('share', 'active mrr share by plan', labelledPct(named(perGroup(active, 'plan', (g) => (100 * mrr(g)) / mrr(active))))),
    q('average', 'average mrr per account', amt(avg(S.map((s) => s.mrr)))),
    q('average', 'avg seats on the Enterprise plan', amt(avg(S.filter((s) => s.plan === 'Enterprise').map((s) => s.seats)))),
    ...subscriptionsQuestionsMore(q, withCountry),
  ];
}

function subscriptionsQuestionsMore(q: Ask, withCountry: ReturnType<typeof businessTables>['subscriptions']['rows']): BusinessQuestion[] {
  const S = businessTables().subscriptions.rows;
  type R = (typeof S)[number];
  const mrr = (g: R[]) => sum(g.map((s) => s.mrr));
  const active = S.filter((s) => s.cancel === null);
  const countries = namesOf(S, 'country');
  const [a, b, c] = [S[233]!, S.filter((s) => s.cancel !== null)[97]!, S[612]!];
  const biggest = topRecord(S, 'mrr');
  const mostSeats = topRecord(S, 'seats');
  return [
    q('filter_agg', 'MRR from active German accounts on the Business plan', amt(mrr(active.filter((s) => is(s.country, 'Germany') && s.plan === 'Business')))),
    q('filter_agg', 'how many UK customers signed up last year', amt(S.filter((s) => is(s.country, 'United Kingdom') && yearOf(s.start) === '2024').length)),
    q(
      'filter_agg',
      'seats sold to US accounts in H1 2023',
      amt(sum(S.filter((s) => is(s.country, 'United States') && within(s.start, '2023-01-01', '2023-06-30')).map((s) => s.seats))),
    ),
    q('lookup', `what plan is ${a.accountId} on`, { oneOf: [a.plan] }),
    q('lookup', `when did ${b.accountName} cancel?`, { oneOf: dayAlts(b.cancel!) }),
    q('lookup', `how many seats does ${c.accountName} have`, amt(c.seats)),
    q('record_rank', 'biggest account by mrr', recordOr([biggest.accountId, biggest.accountName], biggest.mrr)),
    q('record_rank', 'Which customer has the most seats?', recordOr([mostSeats.accountId, mostSeats.accountName], mostSeats.seats)),
    q('missing', 'what are the main churn reasons', declines('reason', 'reasons', 'churn reason', 'churn reasons')),
    q('missing', "what's the NPS of our enterprise accounts", declines('NPS', 'net promoter', 'promoter', 'satisfaction')),
    q('missing', 'how much did we spend acquiring each customer (CAC)?', declines('CAC', 'acquisition', 'acquiring', 'cost', 'costs', 'spend')),
    q('ambiguous_measure', "what's our total MRR", either(amt(mrr(S)), amt(mrr(active)))),
    q(
      'ambiguous_measure',
      'which country is our biggest market',
      either(
        firstOf(rank(active, 'country', mrr, 1)[0]!, countries),
        firstOf(rank(withCountry, 'country', mrr, 1)[0]!, countries),
        firstOf(rank(withCountry, 'country', count, 1)[0]!, countries),
      ),
    ),
  ];
}

// ---- support tickets (tune) -------------------------------------------------------------------------

function ticketsQuestions(): BusinessQuestion[] {
  const T = businessTables().tickets.rows;
  type R = (typeof T)[number];
  const q = asker('tickets');
  const inYear = (y: string) => T.filter((t) => yearOf(t.opened) === y);
  const handle = (g: R[]) => sum(g.map((t) => t.handleMin));
  const csat = (g: R[]) => avg(g.map((t) => t.csat));
  const response = (g: R[]) => avg(g.map((t) => t.firstResponse));
  const urgent = (g: R[]) => g.filter((t) => is(t.priority, 'Urgent'));
  return [
    q('total', 'total handle time in 2024 (minutes)', amt(handle(inYear('2024')))),
    q('total', 'how many minutes did agents spend on billing tickets altogether', amt(handle(T.filter((t) => t.area === 'Billing')))),
    q('trend', 'tickts per month in 2024', monthly(T, 'opened', '2024', count)),
    q('trend', 'avg CSAT by quarter 2024', quarterly(T, 'opened', '2024', csat)),
    q('trend', 'how did first response times develop by year', yearly(T, 'opened', ['2023', '2024'], response)),
    q('top_n', 'top 3 agents by tickets handled', inOrder(rank(T, 'agent', count, 3))),
    q('top_n', 'top 3 product areas by ticket volume in 2023', inOrder(rank(inYear('2023'), 'area', count, 3))),
    q('best_worst', 'which agent has the best satisfaction score', firstOf(rank(T, 'agent', csat, 1)[0]!, namesOf(T, 'agent'))),
    q('best_worst', 'slowest channel for first response', firstOf(rank(T, 'channel', response, 1)[0]!, namesOf(T, 'channel'))),
    q('count', 'how many tickets were there in total', amt(T.length)),
    q(
      'count',
      'how many tickets are still open?',
      either(amt(T.filter((t) => t.status === 'Open').length), amt(T.filter((t) => t.status === 'Open' || t.status === 'Pending').length)),
    ),
    q('count', 'how many agents handled tickets in 2024', amt(countDistinct(inYear('2024').map((t) => t.agent)))),
    q('count', 'urgent tickets in December 2024?', amt(urgent(T).filter((t) => monthOf(t.opened) === '2024-12').length)),
    q(
      'compare',
      'compare avg first response time for chat and email',
      labelled(named(['Chat', 'Email'].map((c) => [c, response(T.filter((t) => t.channel === c))]))),
    ),
    q(
      'compare',
      'Billing vs Integrations ticket count 2023',
      labelled(named(['Billing', 'Integrations'].map((a) => [a, inYear('2023').filter((t) => t.area === a).length]))),
    ),
    q('growth', 'how much did ticket volume grow from 2023 to 2024', growth(inYear('2023').length, inYear('2024').length)),
    q('growth', 'by what percentage did urgent tickets increase 2023 to 2024', growthPct(urgent(inYear('2023')).length, urgent(inYear('2024')).length)),
    q('share', 'what share of tickets are high priority', pct((100 * T.filter((t) => is(t.priority, 'High')).length) / T.length)),
    q('share', 'tickets by channel as a percentage', labelledPct(named(perGroup(T, 'channel', (g) => (100 * g.length) / T.length)))),
    q('average', 'avg CSAT', amt(csat(T))),
    q('average', 'average first response time for urgent tickets', amt(response(urgent(T)))),
    ...ticketsQuestionsMore(q),
  ];
}

/** Minutes from a ticket's opening to its closing. */
const resolutionMinutes = (t: { opened: string; closed: string | null }): number | null =>
  t.closed === null ? null : (Date.parse(`${t.closed.replace(' ', 'T')}:00Z`) - Date.parse(`${t.opened.replace(' ', 'T')}:00Z`)) / 60000;

function ticketsQuestionsMore(q: Ask): BusinessQuestion[] {
  const T = businessTables().tickets.rows;
  type R = (typeof T)[number];
  const handle = (g: R[]) => sum(g.map((t) => t.handleMin));
  const csat = (g: R[]) => avg(g.map((t) => t.csat));
  const agents = namesOf(T, 'agent');
  const busiest = rank(T, 'agent', count, 1)[0]!;
  const withAgent = T.filter((t) => t.agent !== null);
  const [a, b, c] = [withAgent[321]!, T.filter((t) => t.closed !== null)[1002]!, T[777]!];
  const slowest = topRecord(T, 'firstResponse');
  const longest = topRecord(
    T.filter((t) => yearOf(t.opened) === '2024'),
    'handleMin',
  );
  const resolution = avg(T.map(resolutionMinutes));
  return [
    q(
      'filter_agg',
      'how many high priority tickets came in by phone in Q3 2023',
      amt(T.filter((t) => is(t.priority, 'High') && t.channel === 'Phone' && quarterOf(t.opened) === '2023-Q3').length),
    ),
    q('filter_agg', 'avg satisfaction for Billing tickets last year', amt(csat(T.filter((t) => t.area === 'Billing' && yearOf(t.opened) === '2024')))),
    q('filter_agg', `how much time did ${busiest} spend on API tickets`, amt(handle(T.filter((t) => t.agent === busiest && t.area === 'API')))),
    q('lookup', `who handled ${a.id}`, { oneOf: [a.agent!] }),
    q('lookup', `when was ticket ${b.id} closed`, { oneOf: dayAlts(b.closed!) }),
    q('lookup', `what priority is ${c.id}`, { oneOf: [c.priority] }),
    q('record_rank', 'which ticket waited longest for a first response', recordOr([slowest.id], slowest.firstResponse!)),
    q('record_rank', 'longest handling time on a single ticket in 2024', recordOr([longest.id], longest.handleMin)),
    q('missing', "what's the average resolution cost per ticket", declines('cost', 'costs')),
    q('missing', 'which customer opened the most tickets', declines('customer', 'customers', 'account', 'accounts', 'requester')),
    q('missing', 'how many tickets were escalated', declines('escalated', 'escalation', 'escalations')),
    q(
      'ambiguous_measure',
      'how long do tickets take on average',
      either(amt(avg(T.map((t) => t.firstResponse))), amt(avg(T.map((t) => t.handleMin))), amt(resolution / 60), amt(resolution / 1440)),
    ),
    q('ambiguous_measure', 'which agent is the best', either(firstOf(busiest, agents), firstOf(rank(T, 'agent', csat, 1)[0]!, agents))),
  ];
}

// ---- employees (measure) ----------------------------------------------------------------------------

function employeesQuestions(): BusinessQuestion[] {
  const E = businessTables().employees.rows;
  type R = (typeof E)[number];
  const q = asker('employees');
  const salary = (g: R[]) => avg(g.map((e) => e.salary));
  const hiredIn = (y: string) => E.filter((e) => yearOf(e.hired) === y);
  const depts = namesOf(E, 'dept');
  const years = ['2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024'];
  const eng = E.filter((e) => e.dept === 'Engineering');
  return [
    q('total', 'total annual salary cost', amt(sum(E.map((e) => e.salary)))),
    q('total', 'total bonuses paid to Sales', amt(sum(E.filter((e) => e.dept === 'Sales').map((e) => e.bonus)))),
    q('trend', 'how many people did we hire each year', yearly(E, 'hired', years, count)),
    q('trend', 'hires per quarter in 2024', quarterly(E, 'hired', '2024', count)),
    q(
      'trend',
      'avg age of staff by year hired',
      yearly(E, 'hired', years, (g) => avg(g.map((e) => e.age))),
    ),
    q('top_n', 'top 3 departments by headcount', inOrder(rank(E, 'dept', count, 3))),
    q('top_n', 'which 3 offices pay the most on average', inOrder(rank(E, 'office', salary, 3))),
    q('best_worst', 'highest paid department on average', firstOf(rank(E, 'dept', salary, 1)[0]!, depts)),
    q('best_worst', 'dept with the lowest avg performance rating', firstOf(rank(E, 'dept', (g) => avg(g.map((e) => e.rating)), 1, 'asc')[0]!, depts)),
    q('count', 'how many employes do we have', amt(E.length)),
    q('count', 'how many people work in Berlin', amt(E.filter((e) => e.office === 'Berlin').length)),
    q('count', 'how many different job titles are there', amt(countDistinct(E.map((e) => e.title)))),
    q('count', 'headcount in engineering hired before 2020', amt(eng.filter((e) => e.hired < '2020-01-01').length)),
    q(
      'compare',
      'compare average salary in London and New York',
      labelled(named(['London', 'New York'].map((o) => [o, salary(E.filter((e) => e.office === o))]))),
    ),
    q('compare', 'engineering vs sales headcount', labelled(named(['Engineering', 'Sales'].map((d) => [d, E.filter((e) => e.dept === d).length])))),
    q('growth', 'how much did hiring grow from 2022 to 2023', growth(hiredIn('2022').length, hiredIn('2023').length)),
    q('growth', 'percentage change in hires 2023 vs 2024', growthPct(hiredIn('2023').length, hiredIn('2024').length)),
    q('share', 'what share of staff is remote', pct((100 * E.filter((e) => e.office === 'Remote').length) / E.length)),
    q('share', 'headcount share by department', labelledPct(named(perGroup(E, 'dept', (g) => (100 * g.length) / E.length)))),
    q('average', 'avg salary', amt(salary(E))),
    q('average', 'average age of the engineering team', amt(avg(eng.map((e) => e.age)))),
    ...employeesQuestionsMore(q),
  ];
}

function employeesQuestionsMore(q: Ask): BusinessQuestion[] {
  const E = businessTables().employees.rows;
  type R = (typeof E)[number];
  const depts = namesOf(E, 'dept');
  const pay = (g: R[]) => sum(g.map((e) => e.salary));
  const withBonus = (g: R[]) => sum(g.map((e) => e.salary + (e.bonus ?? 0)));
  const [a, b, c] = [E[57]!, E[203]!, E[311]!];
  const top = topRecord(E, 'salary');
  const longest = topRecord(E, (e) => Date.parse(e.hired), 'asc');
  const sales = E.filter((e) => e.dept === 'Sales');
  return [
    q(
      'filter_agg',
      'average bonus of senior software engineers in London',
      amt(avg(E.filter((e) => e.title === 'Senior Software Engineer' && e.office === 'London').map((e) => e.bonus))),
    ),
    q('filter_agg', 'how many people were hired in the first half of 2021', amt(E.filter((e) => within(e.hired, '2021-01-01', '2021-06-30')).length)),
    q('filter_agg', 'total salary of the marketing department', amt(pay(E.filter((e) => e.dept === 'Marketing')))),
    q('lookup', `what's ${a.name}'s salary`, amt(a.salary)),
    q('lookup', `when was ${b.name} hired`, { oneOf: dayAlts(b.hired) }),
    q('lookup', `what is the job title of employee ${c.empNo}`, { oneOf: [c.title] }),
    q('record_rank', 'who is the highest paid employee', recordOr([top.name, top.empNo], top.salary)),
    q('record_rank', 'who has been here the longest?', either({ oneOf: [longest.name, longest.empNo] }, { oneOf: dayAlts(longest.hired) })),
    q('missing', "what's the gender split", declines('gender', 'sex')),
    q('missing', 'average overtime hours by department', declines('overtime')),
    q('missing', 'what is our attrition rate', declines('attrition', 'turnover', 'leavers', 'termination', 'terminations', 'left')),
    q('ambiguous_measure', 'average compensation in sales', either(amt(avg(sales.map((e) => e.salary))), amt(withBonus(sales) / sales.length))),
    q(
      'ambiguous_measure',
      'which department costs us the most',
      either(firstOf(rank(E, 'dept', pay, 1)[0]!, depts), firstOf(rank(E, 'dept', withBonus, 1)[0]!, depts)),
    ),
  ];
}

// ---- inventory (tune) -------------------------------------------------------------------------------

function inventoryQuestions(): BusinessQuestion[] {
  const I = businessTables().inventory.rows;
  type R = (typeof I)[number];
  const q = asker('inventory');
  const units = (g: R[]) => sum(g.map((s) => s.qty));
  const cost = (g: R[]) => avg(g.map((s) => s.unitCost));
  // Stock value at cost: quantity on hand times unit cost, summed.
  const value = (g: R[]) => sum(g.map((s) => s.qty * s.unitCost));
  const restocked = I.filter((s) => s.restocked !== null);
  const out = I.filter((s) => s.qty === 0);
  return [
    q('total', 'total units in stock', amt(units(I))),
    q('total', "what's our total stock value at cost?", amt(value(I))),
    q('total', 'how many fasteners do we have on hand', amt(units(I.filter((s) => s.category === 'Fasteners')))),
    q('trend', 'how many SKUs were restocked each month in 2024', monthly(restocked, 'restocked', '2024', count)),
    q('trend', 'items last restocked per quarter of 2023', quarterly(restocked, 'restocked', '2023', count)),
    q('top_n', 'top 5 suppliers by units on hand', inOrder(rank(I, 'supplier', units, 5))),
    q('top_n', 'top 3 warehouses by number of SKUs', inOrder(rank(I, 'warehouse', count, 3))),
    q('best_worst', 'which warehouse holds the most stock', firstOf(rank(I, 'warehouse', units, 1)[0]!, namesOf(I, 'warehouse'))),
    q('best_worst', 'which category has the cheapest items on average', firstOf(rank(I, 'category', cost, 1, 'asc')[0]!, namesOf(I, 'category'))),
    q('count', 'how many SKUs are out of stock', amt(out.length)),
    q(
      'count',
      'how many items are below their reorder level?',
      either(amt(I.filter((s) => s.qty < s.reorder).length), amt(I.filter((s) => s.qty <= s.reorder).length)),
    ),
    q('count', 'how many supliers do we use', amt(countDistinct(I.map((s) => s.supplier)))),
    q('count', 'how many products do we carry', amt(I.length)),
    q('compare', 'compare stock levels in Dallas and Reno', labelled(named(['Dallas', 'Reno'].map((w) => [w, units(I.filter((s) => s.warehouse === w))])))),
    q('compare', 'avg unit cost tools vs safety', labelled(named(['Tools', 'Safety'].map((c) => [c, cost(I.filter((s) => s.category === c))])))),
    q('share', 'what percent of SKUs are out of stock', pct((100 * out.length) / I.length)),
    q('share', 'what share of our stock value sits in Dallas', pct((100 * value(I.filter((s) => s.warehouse === 'Dallas'))) / value(I))),
    q('share', 'share of stock units by warehouse', labelledPct(named(perGroup(I, 'warehouse', (g) => (100 * units(g)) / units(I))))),
    q('average', 'average unit cost', amt(cost(I))),
    q('average', 'avg qty on hand for plumbing items', amt(avg(I.filter((s) => s.category === 'Plumbing').map((s) => s.qty)))),
    ...inventoryQuestionsMore(q),
  ];
}

function inventoryQuestionsMore(q: Ask): BusinessQuestion[] {
  const I = businessTables().inventory.rows;
  type R = (typeof I)[number];
  const units = (g: R[]) => sum(g.map((s) => s.qty));
  const warehouses = namesOf(I, 'warehouse');
  const suppliers = namesOf(I, 'supplier');
  const inStock = I.filter((s) => s.qty > 0);
  const [a, b, c, d] = [I[88]!, inStock[402]!, I[517]!, I.filter((s) => s.restocked !== null)[260]!];
  const most = topRecord(I, 'qty');
  const dearest = topRecord(I, 'unitCost');
  return [
    q('filter_agg', 'how many units of electrical items are in Atlanta', amt(units(I.filter((s) => s.category === 'Electrical' && s.warehouse === 'Atlanta')))),
    q(
      'filter_agg',
      'total qty from Apex Industrial Supply restocked in 2024',
      amt(units(I.filter((s) => s.supplier === 'Apex Industrial Supply' && yearOf(s.restocked ?? '') === '2024'))),
    ),
    q(
      'filter_agg',
      'how many packaging SKUs in Columbus are out of stock',
      amt(I.filter((s) => s.category === 'Packaging' && s.warehouse === 'Columbus' && s.qty === 0).length),
    ),
    q('lookup', `what is the unit cost of SKU ${a.sku}`, amt(a.unitCost)),
    q('lookup', `how many ${b.name} do we have`, amt(b.qty)),
    q('lookup', `who supplies ${c.sku}?`, { oneOf: [c.supplier] }),
    q('lookup', `when was ${d.name} last restocked`, { oneOf: dayAlts(d.restocked!) }),
    q('record_rank', 'which item has the most units on hand', recordOr([most.sku, most.name], most.qty)),
    q('record_rank', 'most expensive item we stock', recordOr([dearest.sku, dearest.name], dearest.unitCost)),
    q('missing', 'what are our selling prices by category', declines('price', 'prices', 'selling price', 'selling prices', 'sale price')),
    q('missing', 'how many units did we sell last month', declines('sales', 'sold', 'sell', 'selling')),
    q('missing', "what's the lead time per supplier", declines('lead time', 'lead times', 'delivery time')),
    q(
      'ambiguous_measure',
      'which warehouse is the biggest',
      either(firstOf(rank(I, 'warehouse', units, 1)[0]!, warehouses), firstOf(rank(I, 'warehouse', count, 1)[0]!, warehouses)),
    ),
    q(
      'ambiguous_measure',
      'which supplier matters most to us',
      either(firstOf(rank(I, 'supplier', units, 1)[0]!, suppliers), firstOf(rank(I, 'supplier', count, 1)[0]!, suppliers)),
    ),
  ];
}

// ---- web analytics (tune) ---------------------------------------------------------------------------

function webQuestions(): BusinessQuestion[] {
  const W = businessTables().web.rows;
  type R = (typeof W)[number];
  const q = asker('web');
  const inYear = (y: string) => W.filter((w) => yearOf(w.date) === y);
  const sessions = (g: R[]) => sum(g.map((w) => w.sessions));
  const revenue = (g: R[]) => sum(g.map((w) => w.revenue));
  const conversions = (g: R[]) => sum(g.map((w) => w.conversions));
  const bounce = (g: R[]) => avg(g.map((w) => w.bounceRate));
  const byDay = [...new Set(W.map((w) => w.date))].map((date) => ({ date, revenue: revenue(W.filter((w) => w.date === date)) }));
  const bestDay = topRecord(byDay, 'revenue');
  return [
    q('total', 'total sessions in 2024', amt(sessions(inYear('2024')))),
    q('total', 'how much revenue did the website make last year', amt(revenue(inYear('2024')))),
    q('total', 'pageviews overall?', amt(sum(W.map((w) => w.pageviews)))),
    q('trend', 'monthly sessions 2024', monthly(W, 'date', '2024', sessions)),
    q('trend', 'bounce rate by quater in 2023', quarterly(W, 'date', '2023', bounce)),
    q('trend', 'conversions per year', yearly(W, 'date', ['2023', '2024'], conversions)),
    q('top_n', 'top 3 traffic sources by conversions', inOrder(rank(W, 'source', conversions, 3))),
    q('top_n', 'top 5 countries by revenue', inOrder(rank(W, 'country', revenue, 5))),
    q('best_worst', 'which device has the worst bounce rate', firstOf(rank(W, 'device', bounce, 1)[0]!, namesOf(W, 'device'))),
    q('best_worst', 'what was our best day for revenue?', either({ oneOf: dayAlts(bestDay.date) }, amt(bestDay.revenue))),
    q('count', 'how many days of data do we have', amt(byDay.length)),
    q('count', 'how many countries do we get traffic from', amt(countDistinct(W.map((w) => w.country)))),
    q(
      'count',
      'on how many days did paid search bring traffic in 2024',
      amt(
        new Set(
          inYear('2024')
            .filter((w) => w.source === 'Paid Search')
            .map((w) => w.date),
        ).size,
      ),
    ),
    q('compare', 'compare sessions desktop vs mobile', labelled(named(['Desktop', 'Mobile'].map((d) => [d, sessions(W.filter((w) => w.device === d))])))),
    q(
      'compare',
      'Paid Search vs Organic Search revenue 2024',
      labelled(named(['Paid Search', 'Organic Search'].map((s) => [s, revenue(inYear('2024').filter((w) => w.source === s))]))),
    ),
    q('growth', 'how much did sessions grow from 2023 to 2024', growth(sessions(inYear('2023')), sessions(inYear('2024')))),
    q('growth', 'by what percentage did revenue increase 2023→2024', growthPct(revenue(inYear('2023')), revenue(inYear('2024')))),
    q('share', 'what share of sessions come from mobile', pct((100 * sessions(W.filter((w) => w.device === 'Mobile'))) / sessions(W))),
    q('share', 'revenue share by traffic source', labelledPct(named(perGroup(W, 'source', (g) => (100 * revenue(g)) / revenue(W))))),
    q('average', 'average bounce rate', amt(bounce(W))),
    q(
      'average',
      'avg revenue per conversion',
      either(amt(revenue(W) / conversions(W)), amt(avg(W.filter((w) => w.conversions > 0).map((w) => w.revenue / w.conversions)))),
    ),
    ...webQuestionsMore(q),
  ];
}

function webQuestionsMore(q: Ask): BusinessQuestion[] {
  const W = businessTables().web.rows;
  type R = (typeof W)[number];
  const sessions = (g: R[]) => sum(g.map((w) => w.sessions));
  const sources = namesOf(W, 'source');
  const one = (w: R) => theRecord(W, (x) => `${x.date}|${x.source}|${x.device}|${x.country}`, `${w.date}|${w.source}|${w.device}|${w.country}`);
  const a = one(W.filter((w) => w.source === 'Paid Search' && w.device === 'Mobile' && w.country === 'United States' && yearOf(w.date) === '2024')[9]!);
  const b = one(W.filter((w) => w.source === 'Organic Search' && w.device === 'Desktop' && w.country === 'Canada' && w.bounceRate !== null)[5]!);
  const spike = topRecord(W, 'sessions');
  const bigRev23 = topRecord(
    W.filter((w) => yearOf(w.date) === '2023'),
    'revenue',
  );
  const [day] = dayAlts(a.date).slice(3, 4);
  return [
    q(
      'filter_agg',
      'sessions from Germany on mobile in Q2 2024',
      amt(sessions(W.filter((w) => w.country === 'Germany' && w.device === 'Mobile' && quarterOf(w.date) === '2024-Q2'))),
    ),
    q(
      'filter_agg',
      'conversions from email in Dec 2023',
      amt(sum(W.filter((w) => w.source === 'Email' && monthOf(w.date) === '2023-12').map((w) => w.conversions))),
    ),
    q(
      'filter_agg',
      'avg bounce rate of social traffic on desktop last year',
      amt(avg(W.filter((w) => w.source === 'Social' && w.device === 'Desktop' && yearOf(w.date) === '2024').map((w) => w.bounceRate))),
    ),
    q('lookup', `what was revenue from paid search on mobile in the United States on ${day}`, amt(a.revenue)),
    q('lookup', `bounce rate for organic search desktop visitors from Canada on ${b.date}`, amt(b.bounceRate!)),
    q('record_rank', 'highest session count we ever logged for one segment - which day was it?', either({ oneOf: dayAlts(spike.date) }, amt(spike.sessions))),
    q('record_rank', 'what was the single biggest revenue entry in 2023', either({ oneOf: dayAlts(bigRev23.date) }, amt(bigRev23.revenue))),
    q('missing', "what's our cost per acquisition", declines('cost', 'costs', 'CPA', 'spend', 'acquisition')),
    q('missing', 'average time on page', declines('time on page', 'time', 'duration', 'dwell')),
    q('missing', 'which landing page converts best', declines('landing page', 'landing pages', 'page', 'pages')),
    q(
      'ambiguous_measure',
      'how much traffic did we get in 2024',
      either(...(['sessions', 'users', 'pageviews'] as const).map((m) => amt(sum(W.filter((w) => yearOf(w.date) === '2024').map((w) => w[m]))))),
    ),
    q(
      'ambiguous_measure',
      'which source performs best',
      either(...(['conversions', 'revenue', 'sessions'] as const).map((m) => firstOf(rank(W, 'source', (g) => sum(g.map((w) => w[m])), 1)[0]!, sources))),
    ),
  ];
}

// ---- marketing campaigns (measure) ------------------------------------------------------------------

function campaignsQuestions(): BusinessQuestion[] {
  const C = businessTables().campaigns.rows;
  type R = (typeof C)[number];
  const q = asker('campaigns');
  const started = (y: string) => C.filter((c) => yearOf(c.start) === y);
  const spend = (g: R[]) => sum(g.map((c) => c.spend));
  const leads = (g: R[]) => sum(g.map((c) => c.leads));
  const ctr = (g: R[]) => avg(g.map((c) => c.ctr));
  const on = (g: R[], channel: string) => g.filter((c) => is(c.channel, channel));
  const channels = namesOf(C, 'channel');
  const worst = topRecord(C, 'ctr', 'asc');
  return [
    q('total', 'total ad spend in 2024', amt(spend(started('2024')))),
    q('total', 'how many leads did we get from LinkedIn overall', amt(leads(on(C, 'LinkedIn')))),
    q('total', 'total budget across all campaigns', amt(sum(C.map((c) => c.budget)))),
    q('trend', 'spend by quarter 2023', quarterly(C, 'start', '2023', spend)),
    q('trend', 'avg CTR by year', yearly(C, 'start', ['2022', '2023', '2024'], ctr)),
    q('trend', 'leads per month in 2024', monthly(C, 'start', '2024', leads)),
    q('top_n', 'top 3 channels by leads', inOrder(rank(C, 'channel', leads, 3))),
    q('top_n', 'top 5 campaigns by clicks', inOrder(rank(C, 'name', (g) => sum(g.map((c) => c.clicks)), 5))),
    q('best_worst', 'worst performing campaign by CTR', { oneOf: [worst.name] }),
    q('best_worst', 'which channel has the best click-through rate', firstOf(rank(C, 'channel', ctr, 1)[0]!, channels)),
    q('count', 'how many campains did we run in 2023', amt(started('2023').length)),
    q('count', 'how many campaigns went over budget', amt(C.filter((c) => c.spend > c.budget).length)),
    q('count', 'how many channels do we advertise on', amt(countDistinct(C.map((c) => c.channel)))),
    q('compare', 'google ads vs facebook spend', labelled(named(['Google Ads', 'Facebook'].map((ch) => [ch, spend(on(C, ch))])))),
    q('compare', 'compare leads from email and linkedin in 2024', labelled(named(['Email', 'LinkedIn'].map((ch) => [ch, leads(on(started('2024'), ch))])))),
    q('growth', 'how much did spend grow 2022 -> 2023', growth(spend(started('2022')), spend(started('2023')))),
    q('growth', 'by what % did leads change from 2023 to 2024', growthPct(leads(started('2023')), leads(started('2024')))),
    q('share', 'what share of the budget went to Google Ads', pct((100 * sum(on(C, 'Google Ads').map((c) => c.budget))) / sum(C.map((c) => c.budget)))),
    q('share', 'spend share by channel', labelledPct(named(perGroup(C, 'channel', (g) => (100 * spend(g)) / spend(C))))),
    q('average', 'avg CTR', amt(ctr(C))),
    q('average', 'average cost per lead', either(amt(spend(C) / leads(C)), amt(spend(C.filter((c) => c.leads !== null)) / leads(C)))),
    ...campaignsQuestionsMore(q),
  ];
}

function campaignsQuestionsMore(q: Ask): BusinessQuestion[] {
  const C = businessTables().campaigns.rows;
  type R = (typeof C)[number];
  const spend = (g: R[]) => sum(g.map((c) => c.spend));
  const leads = (g: R[]) => sum(g.map((c) => c.leads));
  const channels = namesOf(C, 'channel');
  const y24 = C.filter((c) => yearOf(c.start) === '2024');
  const [a, b, c] = [C[44]!, C[150]!, C[263]!];
  const biggest = topRecord(C, 'spend');
  const mostLeads23 = topRecord(
    C.filter((x) => yearOf(x.start) === '2023'),
    'leads',
  );
  const holiday = C.filter((x) => x.name.includes('Holiday Push'));
  return [
    q(
      'filter_agg',
      'clicks from TikTok campaigns in H2 2024',
      amt(sum(C.filter((x) => is(x.channel, 'TikTok') && within(x.start, '2024-07-01', '2024-12-31')).map((x) => x.clicks))),
    ),
    q('filter_agg', 'total budget for Black Friday campaigns', amt(sum(C.filter((x) => x.name.includes('Black Friday')).map((x) => x.budget)))),
    q('filter_agg', 'impressions on facebook last year', amt(sum(y24.filter((x) => is(x.channel, 'Facebook')).map((x) => x.impressions)))),
    q('lookup', `what was the budget for ${a.name}`, amt(a.budget)),
    q('lookup', `when did ${b.name} start`, { oneOf: dayAlts(b.start) }),
    q('lookup', `which channel was ${c.name} on`, { oneOf: [c.channel] }),
    q('record_rank', 'which campaign had the biggest spend', recordOr([biggest.name], biggest.spend)),
    q('record_rank', 'campaign with the most leads in 2023', recordOr([mostLeads23.name], mostLeads23.leads!)),
    q('missing', "what's the ROI per channel", declines('ROI', 'return', 'returns', 'revenue')),
    q('missing', 'which agency ran the most campaigns', declines('agency', 'agencies')),
    q('missing', 'what is the video view rate on TikTok', declines('video', 'view rate', 'views', 'video views')),
    q(
      'ambiguous_measure',
      'which channel performed best in 2024',
      either(firstOf(rank(y24, 'channel', leads, 1)[0]!, channels), firstOf(rank(y24, 'channel', (g) => avg(g.map((x) => x.ctr)), 1)[0]!, channels)),
    ),
    q('ambiguous_measure', 'how much did the holiday push campaigns cost', either(amt(spend(holiday)), amt(sum(holiday.map((x) => x.budget))))),
  ];
}

// ---- invoices (measure) -----------------------------------------------------------------------------

function invoicesQuestions(): BusinessQuestion[] {
  const V = businessTables().invoices.rows;
  type R = (typeof V)[number];
  const q = asker('invoices');
  const usd = V.filter((v) => v.currency === 'USD');
  const issuedIn = (g: R[], y: string) => g.filter((v) => yearOf(v.issued) === y);
  const billed = (g: R[]) => sum(g.map((v) => v.amount));
  const eur = V.filter((v) => v.currency === 'EUR');
  const months24 = Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`);
  const topMonth = rank(issuedIn(usd, '2024'), (v) => monthOf(v.issued), billed, 1)[0]!;
  return [
    q('total', 'totla invoiced in USD in 2024', amt(billed(issuedIn(usd, '2024')))),
    q('total', 'total tax collected on EUR invoices', amt(sum(eur.map((v) => v.tax)))),
    q('trend', 'invoiced amount per quarter in 2024, USD', quarterly(usd, 'issued', '2024', billed)),
    q('trend', 'number of invoices per year', yearly(V, 'issued', ['2022', '2023', '2024'], count)),
    q(
      'trend',
      'avg invoice amount in USD by year',
      yearly(usd, 'issued', ['2022', '2023', '2024'], (g) => avg(g.map((v) => v.amount))),
    ),
    q('top_n', 'top 5 customers by invoiced amount in USD', inOrder(rank(usd, 'customer', billed, 5))),
    q(
      'top_n',
      'top 3 customers by overdue balance in USD',
      inOrder(
        rank(
          usd.filter((v) => v.status === 'Overdue'),
          'customer',
          billed,
          3,
        ),
      ),
    ),
    q('best_worst', 'which EUR customer did we bill the most', firstOf(rank(eur, 'customer', billed, 1)[0]!, namesOf(eur, 'customer'))),
    q('best_worst', 'which month of 2024 had the highest invoicing in USD', {
      first: monthAlts(topMonth, true),
      among: months24.flatMap((m) => monthAlts(m, true)).filter((m) => m !== 'May'),
    }),
    q(
      'count',
      'how many invoices are unpaid',
      either(amt(V.filter((v) => v.paid === null).length), amt(V.filter((v) => v.status === 'Open' || v.status === 'Overdue').length)),
    ),
    q('count', 'how many invoices were issued in 2023', amt(issuedIn(V, '2023').length)),
    q('count', 'how many customers did we bill in 2024', amt(countDistinct(issuedIn(V, '2024').map((v) => v.customer)))),
    q('compare', 'compare paid vs overdue invoice counts', labelled(named(['Paid', 'Overdue'].map((s) => [s, V.filter((v) => v.status === s).length])))),
    q('growth', 'how much did USD invoicing grow from 2023 to 2024', growth(billed(issuedIn(usd, '2023')), billed(issuedIn(usd, '2024')))),
    q('growth', '% change in invoice count 2022 to 2023', growthPct(issuedIn(V, '2022').length, issuedIn(V, '2023').length)),
    q('share', 'what share of invoices are overdue', pct((100 * V.filter((v) => v.status === 'Overdue').length) / V.length)),
    q('share', 'invoices by currency in %', labelledPct(named(perGroup(V, 'currency', (g) => (100 * g.length) / V.length)))),
    q('average', 'average invoice amount in USD', amt(avg(usd.map((v) => v.amount)))),
    q('average', 'avg tax on GBP invoices', amt(avg(V.filter((v) => v.currency === 'GBP').map((v) => v.tax)))),
    ...invoicesQuestionsMore(q),
  ];
}

function invoicesQuestionsMore(q: Ask): BusinessQuestion[] {
  const V = businessTables().invoices.rows;
  type R = (typeof V)[number];
  const usd = V.filter((v) => v.currency === 'USD');
  const billed = (g: R[]) => sum(g.map((v) => v.amount));
  const gross = (g: R[]) => sum(g.map((v) => v.amount + v.tax));
  const usd24 = usd.filter((v) => yearOf(v.issued) === '2024');
  const [x, y] = rank(usd24, 'customer', billed, 2);
  const payer = rank(
    V.filter((v) => yearOf(v.paid ?? '') === '2023'),
    'customer',
    count,
    3,
  )[2]!;
  const paid23 = V.filter((v) => v.customer === payer && yearOf(v.paid ?? '') === '2023');
  const [a, b, c] = [V.filter((v) => v.paid !== null)[512]!, V[701]!, V[999]!];
  const largest = topRecord(usd24, 'amount');
  const oldest = topRecord(
    V.filter((v) => v.status === 'Overdue' || v.status === 'Open'),
    (v) => Date.parse(v.issued),
    'asc',
  );
  const usdCustomers = namesOf(usd, 'customer');
  return [
    q('compare', `compare what ${x} and ${y} were billed in 2024`, labelled(named([x!, y!].map((n) => [n, billed(usd24.filter((v) => v.customer === n))])))),
    q('filter_agg', 'total overdue amount in USD', amt(billed(usd.filter((v) => v.status === 'Overdue')))),
    q('filter_agg', `how much did ${payer} pay us in 2023`, either(amt(billed(paid23)), amt(gross(paid23)))),
    q('filter_agg', 'EUR invoices issued in Q1 2024 - how many?', amt(V.filter((v) => v.currency === 'EUR' && quarterOf(v.issued) === '2024-Q1').length)),
    q('lookup', `when was invoice ${a.no} paid`, { oneOf: dayAlts(a.paid!) }),
    q('lookup', `what's the amount on ${b.no}`, amt(b.amount)),
    q('lookup', `due date of ${c.no}?`, { oneOf: dayAlts(c.due) }),
    q('record_rank', 'largest USD invoice of 2024', recordOr([largest.no], largest.amount)),
    q('record_rank', 'which unpaid invoice is the oldest', either({ oneOf: [oldest.no] }, { oneOf: dayAlts(oldest.issued) })),
    q('missing', 'which salesperson issued the most invoices', declines('salesperson', 'salespeople', 'sales rep', 'rep', 'reps')),
    q('missing', 'what payment method do customers use most', declines('payment method', 'payment methods', 'method', 'methods')),
    q('missing', 'how much discount did we give on invoices', declines('discount', 'discounts')),
    q(
      'ambiguous_measure',
      'what did we bill in USD in 2023',
      either(amt(billed(usd.filter((v) => yearOf(v.issued) === '2023'))), amt(gross(usd.filter((v) => yearOf(v.issued) === '2023')))),
    ),
    q(
      'ambiguous_measure',
      'which customer is the biggest in USD',
      either(firstOf(rank(usd, 'customer', billed, 1)[0]!, usdCustomers), firstOf(rank(usd, 'customer', count, 1)[0]!, usdCustomers)),
    ),
  ];
}

// ---- shipments (tune) -------------------------------------------------------------------------------

/** The percentage of on-time deliveries among the rows with a Y or N (SQL: the empty cells left out). */
const onTimeRate = (g: { onTime: 'Y' | 'N' | null }[]): number => {
  const rated = g.filter((s) => s.onTime !== null);
  return (100 * rated.filter((s) => s.onTime === 'Y').length) / rated.length;
};

function shipmentsQuestions(): BusinessQuestion[] {
  const S = businessTables().shipments.rows;
  type R = (typeof S)[number];
  const q = asker('shipments');
  const shippedIn = (y: string) => S.filter((s) => yearOf(s.shipped) === y);
  const cost = (g: R[]) => sum(g.map((s) => s.cost));
  const kg = (g: R[]) => sum(g.map((s) => s.weightKg));
  const transit = (g: R[]) => avg(g.map((s) => s.transitDays));
  const carriers = namesOf(S, 'carrier');
  const rated = S.filter((s) => s.onTime !== null);
  return [
    q('total', 'total freight cost in 2024', amt(cost(shippedIn('2024')))),
    q('total', 'how many kg did we ship altogether', amt(kg(S))),
    q('total', 'freight spend 2022?', amt(cost(shippedIn('2022')))),
    q('trend', 'shipments per month in 2024', monthly(S, 'shipped', '2024', count)),
    q('trend', 'freight cost by quarter 2023', quarterly(S, 'shipped', '2023', cost)),
    q('trend', 'avg transit days by year', yearly(S, 'shipped', ['2022', '2023', '2024'], transit)),
    q('top_n', 'which 3 carriers cost us the most in freight', inOrder(rank(S, 'carrier', cost, 3))),
    q('top_n', 'Top 4 destinations by number of shipments in 2024', inOrder(rank(shippedIn('2024'), 'dest', count, 4))),
    q(
      'best_worst',
      'which carrier has the best on-time rate',
      either(
        firstOf(rank(rated, 'carrier', onTimeRate, 1)[0]!, carriers),
        firstOf(rank(S, 'carrier', (g) => (100 * g.filter((s) => s.onTime === 'Y').length) / g.length, 1)[0]!, carriers),
      ),
    ),
    q('best_worst', 'which carrier is the slowest on average', firstOf(rank(S, 'carrier', transit, 1)[0]!, carriers)),
    q('count', 'count of shipments currently in transit', amt(S.filter((s) => s.status === 'In Transit').length)),
    q('count', 'how many shipments were late in 2024', amt(shippedIn('2024').filter((s) => s.onTime === 'N').length)),
    q('count', 'how many carriers do we use', amt(countDistinct(S.map((s) => s.carrier)))),
    q('compare', 'UPS vs FedEx freight cost', labelled(named(['UPS', 'FedEx'].map((c) => [c, cost(S.filter((s) => is(s.carrier, c)))])))),
    q(
      'compare',
      'compare avg transit days ground vs express',
      labelled(named(['Ground', 'Express'].map((v) => [v, transit(S.filter((s) => s.service === v))]))),
    ),
    q('growth', 'how much did shipment volume grow from 2023 to 2024', growth(shippedIn('2023').length, shippedIn('2024').length)),
    q('growth', 'by what % did freight spend change 2022 to 2023', growthPct(cost(shippedIn('2022')), cost(shippedIn('2023')))),
    q('share', 'what percentage of shipments arrived on time', either(pct(onTimeRate(S)), pct((100 * S.filter((s) => s.onTime === 'Y').length) / S.length))),
    q('share', 'freight spend share by carrier', labelledPct(named(perGroup(S, 'carrier', (g) => (100 * cost(g)) / cost(S))))),
    q('average', 'avg freight cost per shipment', amt(avg(S.map((s) => s.cost)))),
    q('average', 'average weight of an express shipment in kg', amt(avg(S.filter((s) => s.service === 'Express').map((s) => s.weightKg)))),
    ...shipmentsQuestionsMore(q),
  ];
}

function shipmentsQuestionsMore(q: Ask): BusinessQuestion[] {
  const S = businessTables().shipments.rows;
  type R = (typeof S)[number];
  const cost = (g: R[]) => sum(g.map((s) => s.cost));
  const kg = (g: R[]) => sum(g.map((s) => s.weightKg));
  const carriers = namesOf(S, 'carrier');
  const s24 = S.filter((s) => yearOf(s.shipped) === '2024');
  const delivered = S.filter((s) => s.delivered !== null);
  const [a, b, c, d] = [delivered[644]!, S[212]!, S[1089]!, S[1377]!];
  const heaviest = topRecord(S, 'weightKg');
  const dearest = topRecord(
    S.filter((s) => yearOf(s.shipped) === '2023'),
    'cost',
  );
  return [
    q(
      'filter_agg',
      'freight cost for shipments from Chicago to New York last year',
      amt(cost(s24.filter((s) => s.origin === 'Chicago' && s.dest === 'New York'))),
    ),
    q('filter_agg', 'how many kg did DHL move in Q3 2023', amt(kg(S.filter((s) => is(s.carrier, 'DHL') && quarterOf(s.shipped) === '2023-Q3')))),
    q(
      'filter_agg',
      'how many ground shipments to Seattle were late',
      amt(S.filter((s) => s.service === 'Ground' && s.dest === 'Seattle' && s.onTime === 'N').length),
    ),
    q('filter_agg', 'avg transit time for shipments out of Reno in 2024', amt(avg(s24.filter((s) => s.origin === 'Reno').map((s) => s.transitDays)))),
    q('lookup', `delivery date for ${a.no}?`, { oneOf: dayAlts(a.delivered!) }),
    q('lookup', `freight cost of ${b.no}?`, amt(b.cost)),
    q('lookup', `which carrier took ${c.no}`, { oneOf: [c.carrier] }),
    q('lookup', `where was shipment ${d.no} going`, { oneOf: [d.dest] }),
    q('record_rank', 'heaviest shipment we ever sent', recordOr([heaviest.no], heaviest.weightKg!)),
    q('record_rank', 'most expensive shipment of 2023', recordOr([dearest.no], dearest.cost)),
    q('missing', 'what is our profit margin on shipments', declines('profit', 'margin', 'margins', 'revenue', 'price', 'prices')),
    q('missing', 'which driver delivered the most packages', declines('driver', 'drivers')),
    q('missing', 'what are the carbon emissions per shipment', declines('carbon', 'emissions', 'emission')),
    q('ambiguous_measure', 'which carrier do we use the most', either(...[count, cost, kg].map((f) => firstOf(rank(S, 'carrier', f, 1)[0]!, carriers)))),
    q('ambiguous_measure', 'how much did we ship in 2024', either(amt(s24.length), amt(kg(s24)))),
  ];
}

// ---- expenses (tune) --------------------------------------------------------------------------------

function expensesQuestions(): BusinessQuestion[] {
  const E = businessTables().expenses.rows;
  type R = (typeof E)[number];
  const q = asker('expenses');
  const inYear = (y: string) => E.filter((e) => yearOf(e.date) === y);
  const spent = (g: R[]) => sum(g.map((e) => e.amount));
  const of = (g: R[], category: string) => g.filter((e) => e.category === category);
  const depts = namesOf(E, 'dept');
  const categories = namesOf(E, 'category');
  return [
    q('total', 'total expenses in 2024', amt(spent(inYear('2024')))),
    q('total', 'how much have we spent on software overall', amt(spent(of(E, 'Software')))),
    q('total', 'sum of all expenses', amt(spent(E))),
    q('trend', 'monthly expenses 2024', monthly(E, 'date', '2024', spent)),
    q('trend', 'expense spend by year', yearly(E, 'date', ['2021', '2022', '2023', '2024'], spent)),
    q('trend', 'number of expense claims per quarter in 2023', quarterly(E, 'date', '2023', count)),
    q('top_n', 'top 5 employees by expenses', inOrder(rank(E, 'employee', spent, 5))),
    q('top_n', 'top 3 vendors by spend last year', inOrder(rank(inYear('2024'), 'vendor', spent, 3))),
    q('best_worst', 'which dept spent the most in 2024', firstOf(rank(inYear('2024'), 'dept', spent, 1)[0]!, depts)),
    q('best_worst', 'category with the highest average expense', firstOf(rank(E, 'category', (g) => avg(g.map((e) => e.amount)), 1)[0]!, categories)),
    q('count', "how many expenses haven't been reimbursed yet", amt(E.filter((e) => e.reimbursed === 'No').length)),
    q('count', 'how many vendors do we use', amt(countDistinct(E.map((e) => e.vendor)))),
    q('count', 'how many employees filed expenses in 2024', amt(countDistinct(inYear('2024').map((e) => e.employee)))),
    q('count', 'how many expenses were submitted in 2022', amt(inYear('2022').length)),
    q('compare', 'Travel vs Lodging spend', labelled(named(['Travel', 'Lodging'].map((c) => [c, spent(of(E, c))])))),
    q(
      'compare',
      'sales vs marketing expenses in 2024',
      labelled(named(['Sales', 'Marketing'].map((d) => [d, spent(inYear('2024').filter((e) => is(e.dept, d)))]))),
    ),
    q('growth', 'how much did spending grow from 2023 to 2024', growth(spent(inYear('2023')), spent(inYear('2024')))),
    q('growth', 'by what % did meal expenses change from 2021 to 2022', growthPct(spent(of(inYear('2021'), 'Meals')), spent(of(inYear('2022'), 'Meals')))),
    q('share', 'what share of spend is travel', pct((100 * spent(of(E, 'Travel'))) / spent(E))),
    q('share', 'share of spend by department', labelledPct(named(perGroup(E, 'dept', (g) => (100 * spent(g)) / spent(E))))),
    q('average', 'average expense amount', amt(avg(E.map((e) => e.amount)))),
    q('average', 'avg tax rate on meals', amt(avg(of(E, 'Meals').map((e) => e.taxPct)))),
    ...expensesQuestionsMore(q),
  ];
}

function expensesQuestionsMore(q: Ask): BusinessQuestion[] {
  const E = businessTables().expenses.rows;
  type R = (typeof E)[number];
  const spent = (g: R[]) => sum(g.map((e) => e.amount));
  const e23 = E.filter((e) => yearOf(e.date) === '2023');
  const e24 = E.filter((e) => yearOf(e.date) === '2024');
  const traveller = rank(
    e23.filter((e) => e.category === 'Travel'),
    'employee',
    spent,
    2,
  )[1]!;
  const [a, b, c] = [E[318]!, E[745]!, E[1102]!];
  const largest = topRecord(E, 'amount');
  const entertainment = topRecord(
    e24.filter((e) => e.category === 'Client Entertainment'),
    'amount',
  );
  const travel24 = (cats: string[]) => spent(e24.filter((e) => cats.includes(e.category)));
  return [
    q(
      'filter_agg',
      'meals expenses for the sales team in Q4 2024',
      amt(spent(E.filter((e) => is(e.dept, 'Sales') && e.category === 'Meals' && quarterOf(e.date) === '2024-Q4'))),
    ),
    q('filter_agg', 'how much did we pay Cloudnest last year', amt(spent(e24.filter((e) => e.vendor === 'Cloudnest')))),
    q('filter_agg', 'total of unreimbursed expenses', amt(spent(E.filter((e) => e.reimbursed === 'No')))),
    q('filter_agg', `how much did ${traveller} spend on travel in 2023`, amt(spent(e23.filter((e) => e.employee === traveller && e.category === 'Travel')))),
    q('lookup', `how much was ${a.no}`, amt(a.amount)),
    q('lookup', `who submitted ${b.no}?`, { oneOf: [b.employee] }),
    q('lookup', `what category is expense ${c.no}`, { oneOf: [c.category] }),
    q('record_rank', 'largest single expense', recordOr([largest.no], largest.amount)),
    q('record_rank', 'biggest client entertainment expense in 2024', recordOr([entertainment.no], entertainment.amount)),
    q('missing', 'which project were the expenses charged to', declines('project', 'projects')),
    q('missing', 'how long does expense approval take on average', declines('approval', 'approvals', 'approved', 'approver')),
    q('missing', 'which departments are over budget', declines('budget', 'budgets')),
    q(
      'ambiguous_measure',
      'how much did we spend on travel last year',
      either(amt(travel24(['Travel'])), amt(travel24(['Travel', 'Lodging'])), amt(travel24(['Travel', 'Lodging', 'Mileage']))),
    ),
    q(
      'ambiguous_measure',
      'who expenses the most',
      either(firstOf(rank(E, 'employee', spent, 1)[0]!, namesOf(E, 'employee')), firstOf(rank(E, 'employee', count, 1)[0]!, namesOf(E, 'employee'))),
    ),
  ];
}

// ---- deals (tune) -----------------------------------------------------------------------------------

/** Won deals as a percentage of the closed ones (won or lost). */
const winRate = (g: { stage: string }[]): number => {
  const closed = g.filter((d) => d.stage === 'Closed Won' || d.stage === 'Closed Lost');
  return (100 * closed.filter((d) => d.stage === 'Closed Won').length) / closed.length;
};

function dealsQuestions(): BusinessQuestion[] {
  const D = businessTables().deals.rows;
  type R = (typeof D)[number];
  const q = asker('deals');
  const value = (g: R[]) => sum(g.map((d) => d.amount));
  const createdIn = (y: string) => D.filter((d) => yearOf(d.created) === y);
  const won = D.filter((d) => d.stage === 'Closed Won');
  const lost = D.filter((d) => d.stage === 'Closed Lost');
  const wonIn = (y: string) => won.filter((d) => yearOf(d.closed!) === y);
  const open = D.filter((d) => d.closed === null);
  const owners = namesOf(D, 'owner');
  const closed = [...won, ...lost];
  return [
    q('total', 'total won revenue in 2024', amt(value(wonIn('2024')))),
    q('total', 'total value of open deals', amt(value(open))),
    q('total', 'how much pipeline did we create in 2023', amt(value(createdIn('2023')))),
    q(
      'trend',
      'won revenue by quarter 2024',
      quarterly(won, (d) => d.closed, '2024', value),
    ),
    q('trend', 'deals created per month in 2024', monthly(D, 'created', '2024', count)),
    q(
      'trend',
      'avg size of won deals by year',
      yearly(
        won,
        (d) => d.closed,
        ['2022', '2023', '2024'],
        (g) => avg(g.map((d) => d.amount)),
      ),
    ),
    q('top_n', 'top 5 reps by won revenue', inOrder(rank(won, 'owner', value, 5))),
    q('top_n', 'top 3 lead sources by number of deals', inOrder(rank(D, 'source', count, 3))),
    q(
      'best_worst',
      'which rep has the highest win rate',
      either(
        firstOf(rank(closed, 'owner', winRate, 1)[0]!, owners),
        firstOf(rank(D, 'owner', (g) => (100 * g.filter((d) => d.stage === 'Closed Won').length) / g.length, 1)[0]!, owners),
      ),
    ),
    q('best_worst', 'which region had the lowest won revenue in 2023', firstOf(rank(wonIn('2023'), 'region', value, 1, 'asc')[0]!, namesOf(D, 'region'))),
    q('count', 'how many deals are still open', amt(open.length)),
    q('count', 'how many deals did we win in 2024', amt(wonIn('2024').length)),
    q('count', 'how many accounts do we have deals with', amt(countDistinct(D.map((d) => d.account)))),
    q('count', 'number of deals lost in Q3 2023', amt(lost.filter((d) => quarterOf(d.closed!) === '2023-Q3').length)),
    q('compare', 'EMEA vs APAC won revenue', labelled(named(['EMEA', 'APAC'].map((r) => [r, value(won.filter((d) => is(d.region, r)))])))),
    q(
      'compare',
      'compare deals won from inbound and outbound leads',
      labelled(named(['Inbound', 'Outbound'].map((s) => [s, won.filter((d) => d.source === s).length]))),
    ),
    q('growth', 'how much did won revenue grow from 2023 to 2024', growth(value(wonIn('2023')), value(wonIn('2024')))),
    q('growth', 'by what % did the number of new deals change between 2022 and 2023', growthPct(createdIn('2022').length, createdIn('2023').length)),
    q('share', "what's our win rate", either(pct(winRate(D)), pct((100 * won.length) / D.length))),
    q('share', 'open pipeline by stage in %', labelledPct(named(perGroup(open, 'stage', (g) => (100 * value(g)) / value(open))))),
    q('share', 'what share of won revenue came from referrals', pct((100 * value(won.filter((d) => d.source === 'Referral'))) / value(won))),
    q('average', 'average deal size for won deals', amt(avg(won.map((d) => d.amount)))),
    q('average', 'avg win probability on open deals', amt(avg(open.map((d) => d.probability)))),
    ...dealsQuestionsMore(q),
  ];
}

function dealsQuestionsMore(q: Ask): BusinessQuestion[] {
  const D = businessTables().deals.rows;
  type R = (typeof D)[number];
  const value = (g: R[]) => sum(g.map((d) => d.amount));
  const won = D.filter((d) => d.stage === 'Closed Won');
  const open = D.filter((d) => d.closed === null);
  const owners = namesOf(D, 'owner');
  const rep = rank(open, 'owner', value, 1)[0]!;
  const [a, b, c, d] = [D[127]!, open[40]!, D.filter((x) => x.closed !== null)[602]!, D[455]!];
  const biggestWon = topRecord(won, 'amount');
  const biggestOpen = topRecord(open, 'amount');
  // Open pipeline weighted by each deal's win probability (deals without a probability left out).
  const weighted = sum(open.map((x) => (x.amount === null || x.probability === null ? null : (x.amount * x.probability) / 100)));
  const closedDeals = D.filter((x) => x.closed !== null);
  const winRateOf = (g: R[]) => (100 * g.filter((x) => x.stage === 'Closed Won').length) / g.length;
  return [
    q(
      'filter_agg',
      'won revenue from partner leads in EMEA last year',
      amt(value(won.filter((x) => x.source === 'Partner' && is(x.region, 'EMEA') && yearOf(x.closed!) === '2024'))),
    ),
    q(
      'filter_agg',
      'how many deals over $50k did we lose in 2023',
      amt(D.filter((x) => x.stage === 'Closed Lost' && (x.amount ?? 0) > 50000 && yearOf(x.closed!) === '2023').length),
    ),
    q('filter_agg', `open pipeline owned by ${rep}`, amt(value(open.filter((x) => x.owner === rep)))),
    q('lookup', `who owns ${a.id}`, { oneOf: [a.owner] }),
    q('lookup', `what stage is ${b.id} in`, { oneOf: [b.stage] }),
    q('lookup', `when did ${c.id} close`, { oneOf: dayAlts(c.closed!) }),
    q('lookup', `amount on deal ${d.id}?`, amt(d.amount!)),
    q('record_rank', 'largest deal we ever won', recordOr([biggestWon.id, biggestWon.account], biggestWon.amount!)),
    q('record_rank', 'biggest open opportunity', recordOr([biggestOpen.id, biggestOpen.account], biggestOpen.amount!)),
    q('missing', 'what discount did we give on won deals', declines('discount', 'discounts')),
    q('missing', 'which product do we sell the most', declines('product', 'products')),
    q('missing', 'how many calls did each rep make', declines('call', 'calls', 'activity', 'activities')),
    q('ambiguous_measure', "what's our pipeline worth", either(amt(value(open)), amt(weighted))),
    q(
      'ambiguous_measure',
      'who is our best sales rep',
      either(
        firstOf(rank(won, 'owner', value, 1)[0]!, owners),
        firstOf(rank(closedDeals, 'owner', winRateOf, 1)[0]!, owners),
        firstOf(rank(won, 'owner', count, 1)[0]!, owners),
      ),
    ),
  ];
}

// ---- bookings (tune) --------------------------------------------------------------------------------

/** Cancelled bookings as a percentage of the group's bookings. */
const cancelRate = (g: { status: string }[]): number => (100 * g.filter((b) => b.status === 'Cancelled').length) / g.length;

function bookingsQuestions(): BusinessQuestion[] {
  const B = businessTables().bookings.rows;
  type R = (typeof B)[number];
  const q = asker('bookings');
  const arriving = (y: string) => B.filter((b) => yearOf(b.checkIn) === y);
  const made = (y: string) => B.filter((b) => yearOf(b.booked) === y);
  const revenue = (g: R[]) => sum(g.map((b) => b.total));
  const nights = (g: R[]) => sum(g.map((b) => b.nights));
  const stays = (g: R[]) => g.filter((b) => b.status === 'Confirmed');
  const rate = (g: R[]) => avg(g.map((b) => b.rate));
  const stayLength = (g: R[]) => avg(g.map((b) => b.nights));
  const on = (g: R[], channel: string) => g.filter((b) => is(b.channel, channel));
  const years = ['2022', '2023', '2024'];
  const channels = namesOf(B, 'channel');
  const months24 = Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`);
  const worstMonth = rank(arriving('2024'), (b) => monthOf(b.checkIn), revenue, 1, 'asc')[0]!;
  const cancelled = B.filter((b) => b.status === 'Cancelled');
  const withCountry = B.filter((b) => b.country !== null);
  const german = (g: R[]) => g.filter((b) => is(b.country, 'Germany'));
  const guests = (g: R[]) => countDistinct(g.map((b) => b.guest));
  return [
    q('total', 'total room revenue in 2024', amt(revenue(arriving('2024')))),
    q(
      'total',
      'room nights sold in 2023, not counting cancellations',
      either(amt(nights(stays(arriving('2023')))), amt(nights(arriving('2023').filter((b) => b.status !== 'Cancelled')))),
    ),
    q('total', 'how much revenue have all our bookings brought in?', amt(revenue(B))),
    q('trend', 'monthly revenue 2024', monthly(B, 'checkIn', '2024', revenue)),
    q('trend', 'avg nightly rate by year', either(yearly(B, 'checkIn', years, rate), yearly(stays(B), 'checkIn', years, rate))),
    q('trend', 'how many reservations were made each quarter of 2023', quarterly(B, 'booked', '2023', count)),
    q('top_n', 'top 5 guest countries by revenue', inOrder(rank(B, 'country', revenue, 5))),
    q('top_n', 'which 3 room types bring in the most money', inOrder(rank(B, 'room', revenue, 3))),
    q('best_worst', 'which channel has the highest cancellation rate', firstOf(rank(B, 'channel', cancelRate, 1)[0]!, channels)),
    q('best_worst', 'worst month for revenue in 2024?', {
      first: monthAlts(worstMonth, true),
      among: months24.flatMap((m) => monthAlts(m, true)).filter((m) => m !== 'May'),
    }),
    q(
      'count',
      'how many bookings were cancelled in 2024',
      either(amt(cancelled.filter((b) => yearOf(b.checkIn) === '2024').length), amt(cancelled.filter((b) => yearOf(b.booked) === '2024').length)),
    ),
    q('count', 'no-shows last year?', amt(arriving('2024').filter((b) => b.status === 'No-Show').length)),
    q('count', 'how many countries do our guests come from', amt(countDistinct(B.map((b) => b.country)))),
    q('count', 'how many reservations came through booking.com', amt(on(B, 'Booking.com').length)),
    q('compare', 'direct vs booking.com revenue 2024', labelled(named(['Direct', 'Booking.com'].map((c) => [c, revenue(on(arriving('2024'), c))])))),
    q(
      'compare',
      'compare avg length of stay, corporate vs travel agent',
      either(
        labelled(named(['Corporate', 'Travel Agent'].map((c) => [c, stayLength(on(B, c))]))),
        labelled(named(['Corporate', 'Travel Agent'].map((c) => [c, stayLength(stays(on(B, c)))]))),
      ),
    ),
    q('growth', 'how much did room revenue grow from 2023 to 2024', growth(revenue(arriving('2023')), revenue(arriving('2024')))),
    q(
      'growth',
      'by what % did the number of bookings change from 2022 to 2023',
      either(growthPct(arriving('2022').length, arriving('2023').length), growthPct(made('2022').length, made('2023').length)),
    ),
    q('share', 'what percentage of bookings get cancelled', pct(cancelRate(B))),
    q('share', 'revenue share by channel', labelledPct(named(perGroup(B, 'channel', (g) => (100 * revenue(g)) / revenue(B))))),
    q(
      'share',
      'what % of our guests are from Germany',
      either(
        pct((100 * german(B).length) / withCountry.length),
        pct((100 * german(B).length) / B.length),
        pct((100 * guests(german(B))) / guests(withCountry)),
        pct((100 * guests(german(B))) / guests(B)),
      ),
    ),
    q('average', 'how many nights do guests stay on average', either(amt(stayLength(B)), amt(stayLength(stays(B))))),
    q(
      'average',
      'on average, what do we charge per night',
      either(amt(revenue(stays(B)) / nights(stays(B))), amt(revenue(B) / nights(stays(B))), amt(rate(B)), amt(rate(stays(B)))),
    ),
    ...bookingsQuestionsMore(q),
  ];
}

function bookingsQuestionsMore(q: Ask): BusinessQuestion[] {
  const B = businessTables().bookings.rows;
  type R = (typeof B)[number];
  const revenue = (g: R[]) => sum(g.map((b) => b.total));
  const nights = (g: R[]) => sum(g.map((b) => b.nights));
  const stays = (g: R[]) => g.filter((b) => b.status === 'Confirmed');
  const rate = (g: R[]) => avg(g.map((b) => b.rate));
  const channels = namesOf(B, 'channel');
  const b24 = B.filter((b) => yearOf(b.checkIn) === '2024');
  const family24 = b24.filter((b) => b.room === 'Family Room');
  const charged = B.filter((b) => b.total !== null);
  const [a, b, c, d] = [B[211]!, B[968]!, charged[1204]!, B.filter((x) => x.status === 'Cancelled')[150]!];
  const biggest = topRecord(B, 'total');
  const dearest24 = topRecord(
    B.filter((x) => yearOf(x.checkIn) === '2024'),
    'rate',
  );
  const adults = (g: R[]) => sum(g.map((x) => x.adults));
  const guests = (g: R[]) => countDistinct(g.map((x) => x.guest));
  return [
    q(
      'filter_agg',
      'Expedia revenue from UK guests in 2023',
      amt(revenue(B.filter((x) => is(x.channel, 'Expedia') && is(x.country, 'United Kingdom') && yearOf(x.checkIn) === '2023'))),
    ),
    q('filter_agg', 'junior suite rev Jul-Sep 2024', amt(revenue(B.filter((x) => x.room === 'Junior Suite' && quarterOf(x.checkIn) === '2024-Q3')))),
    q('filter_agg', 'avg nightly rate for family rooms last year', either(amt(rate(family24)), amt(rate(stays(family24))))),
    q('filter_agg', 'how many corporate bookings were no-shows in 2024', amt(b24.filter((x) => is(x.channel, 'Corporate') && x.status === 'No-Show').length)),
    q('lookup', `guest name on ${a.ref}?`, { oneOf: [a.guest] }),
    q('lookup', `when was ${b.ref} booked`, { oneOf: dayAlts(b.booked) }),
    q('lookup', `what was the total for booking ${c.ref}`, amt(c.total!)),
    q('lookup', `status of ${d.ref}?`, { oneOf: [d.status] }),
    q('record_rank', 'which reservation had the highest total bill', recordOr([biggest.ref, biggest.guest], biggest.total!)),
    q('record_rank', 'highest nightly rate on any booking in 2024', recordOr([dearest24.ref, dearest24.guest], dearest24.rate)),
    q('missing', 'what was our occupancy rate in August 2024', declines('occupancy', 'rooms available', 'available rooms', 'capacity', 'number of rooms')),
    q('missing', 'how much commission did we pay the OTAs last year', declines('commission', 'commissions')),
    q('missing', 'average guest review score by room type', declines('review', 'reviews', 'score', 'scores', 'rating', 'ratings')),
    q('ambiguous_measure', 'which channel is our biggest', either(...[count, revenue, nights].map((f) => firstOf(rank(B, 'channel', f, 1)[0]!, channels)))),
    q('ambiguous_measure', 'how many guests did we have in 2024', either(...[b24, stays(b24)].flatMap((g) => [amt(g.length), amt(adults(g)), amt(guests(g))]))),
  ];
}

// ---- production (tune) ------------------------------------------------------------------------------

type Run = { produced: number; rejected: number };
/** Rejected units as a percentage of the units produced (the group's sums). */
const defectRate = (g: Run[]): number => (100 * sum(g.map((b) => b.rejected))) / sum(g.map((b) => b.produced));
/** The average of the batches' own reject percentages (the other reading of a group's rate). */
const batchDefectRate = (g: Run[]): number => avg(g.map((b) => (100 * b.rejected) / b.produced));
/** A labelled breakdown of percentages, judged to 0.06 points. */
const inPct = (e: AnswerExpect): AnswerExpect => ({ ...e, tol: SHARE_TOL });

function productionQuestions(): BusinessQuestion[] {
  const P = businessTables().production.rows;
  type R = (typeof P)[number];
  const q = asker('production');
  const madeIn = (y: string) => P.filter((b) => yearOf(b.date) === y);
  const output = (g: R[]) => sum(g.map((b) => b.produced));
  const rejects = (g: R[]) => sum(g.map((b) => b.rejected));
  const downtime = (g: R[]) => sum(g.map((b) => b.downtime));
  const kwh = (g: R[]) => sum(g.map((b) => b.kwh));
  const at = (g: R[], plant: string) => g.filter((b) => b.plant === plant);
  const plants = namesOf(P, 'plant');
  const years = ['2023', '2024'];
  const p24 = madeIn('2024');
  return [
    q('total', 'total units produced in 2024', amt(output(p24))),
    q('total', 'how many parts did we reject altogether', amt(rejects(P))),
    q('total', 'energy use last year in kWh', amt(kwh(p24))),
    q('trend', 'monthly output 2024', monthly(P, 'date', '2024', output)),
    q('trend', 'scrap rate by quarter in 2024', either(inPct(quarterly(P, 'date', '2024', defectRate)), inPct(quarterly(P, 'date', '2024', batchDefectRate)))),
    q(
      'trend',
      'total downtime per year',
      either(
        yearly(P, 'date', years, downtime),
        yearly(P, 'date', years, (g) => downtime(g) / 60),
      ),
    ),
    q('top_n', 'top 3 lines by output in 2024', inOrder(rank(p24, 'line', output, 3))),
    q('top_n', 'top 5 SKUs by rejects', inOrder(rank(P, 'sku', rejects, 5))),
    q(
      'best_worst',
      'which plant has the lowest scrap rate',
      either(firstOf(rank(P, 'plant', defectRate, 1, 'asc')[0]!, plants), firstOf(rank(P, 'plant', batchDefectRate, 1, 'asc')[0]!, plants)),
    ),
    q('best_worst', 'which operator logged the most downtime', firstOf(rank(P, 'operator', downtime, 1)[0]!, namesOf(P, 'operator'))),
    q('count', 'how many batches did we run in 2024', amt(p24.length)),
    q('count', 'batches with no downtime?', amt(P.filter((b) => b.downtime === 0).length)),
    q('count', 'how many operators work in Monterrey', amt(countDistinct(at(P, 'Monterrey').map((b) => b.operator)))),
    q('count', 'how many different SKUs did we make last year', amt(countDistinct(p24.map((b) => b.sku)))),
    q('compare', 'Dayton vs Brno output 2024', labelled(named(['Dayton', 'Brno'].map((p) => [p, output(at(p24, p))])))),
    q(
      'compare',
      'day shift vs night shift defect rate',
      either(...[defectRate, batchDefectRate].map((f) => inPct(labelled(named(['Day', 'Night'].map((s) => [s, f(P.filter((b) => is(b.shift, s)))])))))),
    ),
    q('growth', 'how much did output grow from 2023 to 2024', growth(output(madeIn('2023')), output(p24))),
    q('growth', 'by what % did energy consumption change 2023 vs 2024', growthPct(kwh(madeIn('2023')), kwh(p24))),
    q('share', 'what share of our output comes from Monterrey', pct((100 * output(at(P, 'Monterrey'))) / output(P))),
    q('share', 'rejects by plant in %', labelledPct(named(perGroup(P, 'plant', (g) => (100 * rejects(g)) / rejects(P))))),
    q('share', 'what percentage of units were rejected in 2024', either(pct(defectRate(p24)), pct(batchDefectRate(p24)))),
    q('average', 'avg downtime per batch (min)', amt(avg(P.map((b) => b.downtime)))),
    q(
      'average',
      'average output per machine hour',
      either(amt(output(P) / sum(P.map((b) => b.machineHours))), amt(avg(P.map((b) => b.produced / b.machineHours)))),
    ),
    ...productionQuestionsMore(q),
  ];
}

function productionQuestionsMore(q: Ask): BusinessQuestion[] {
  const P = businessTables().production.rows;
  type R = (typeof P)[number];
  const output = (g: R[]) => sum(g.map((b) => b.produced));
  const downtime = (g: R[]) => sum(g.map((b) => b.downtime));
  const plants = namesOf(P, 'plant');
  const p24 = P.filter((b) => yearOf(b.date) === '2024');
  const q4 = P.filter((b) => quarterOf(b.date) === '2024-Q4');
  const d2 = p24.filter((b) => b.line === 'D2');
  const withOperator = P.filter((b) => b.operator !== null);
  const [a, b, c, d] = [withOperator[388]!, P[702]!, P[1021]!, P[1299]!];
  const worst = topRecord(P, 'rejected');
  const longest = topRecord(p24, 'downtime');
  const good = (g: R[]) => sum(g.map((x) => x.produced - x.rejected));
  const perHour = (g: R[]) => output(g) / sum(g.map((x) => x.machineHours));
  return [
    q(
      'filter_agg',
      'GSK-050 units made on the night shift in Q2 2024',
      amt(output(P.filter((x) => x.sku === 'GSK-050' && is(x.shift, 'Night') && quarterOf(x.date) === '2024-Q2'))),
    ),
    q('filter_agg', 'downtime on line D2 last year', either(amt(downtime(d2)), amt(downtime(d2) / 60))),
    q(
      'filter_agg',
      'how many brackets did Monterrey make in 2023',
      amt(output(P.filter((x) => x.family === 'Bracket' && x.plant === 'Monterrey' && yearOf(x.date) === '2023'))),
    ),
    q('filter_agg', 'avg kWh per batch for housings at Dayton', amt(avg(P.filter((x) => x.family === 'Housing' && x.plant === 'Dayton').map((x) => x.kwh)))),
    q('lookup', `who ran batch ${a.id}`, { oneOf: [a.operator!] }),
    q('lookup', `how many units were rejected in ${b.id}`, amt(b.rejected)),
    q('lookup', `which line made ${c.id}?`, { oneOf: [c.line] }),
    q('lookup', `when was batch ${d.id} produced`, { oneOf: dayAlts(d.date) }),
    q('record_rank', 'batch with the most rejects', recordOr([worst.id], worst.rejected)),
    q('record_rank', 'longest downtime on a single batch in 2024', recordOr([longest.id], longest.downtime!)),
    q('missing', 'what does each unit cost us to make, by SKU', declines('cost', 'costs', 'price', 'prices')),
    q('missing', 'what are the main reasons for downtime', declines('reason', 'reasons', 'cause', 'causes')),
    q('missing', "which supplier's material causes the most defects", declines('supplier', 'suppliers', 'material', 'materials')),
    q('ambiguous_measure', 'which plant is the most productive', either(...[output, perHour, good].map((f) => firstOf(rank(P, 'plant', f, 1)[0]!, plants)))),
    q('ambiguous_measure', 'how much did we make last quarter', either(amt(output(q4)), amt(good(q4)), amt(q4.length))),
  ];
}

/** The whole set, table by table. Throws when a ranking has a tie at its cut (see the header). */
export function businessQuestionSet(): BusinessQuestion[] {
  return [
    ...ordersQuestions(),
    ...subscriptionsQuestions(),
    ...ticketsQuestions(),
    ...employeesQuestions(),
    ...inventoryQuestions(),
    ...webQuestions(),
    ...campaignsQuestions(),
    ...invoicesQuestions(),
    ...shipmentsQuestions(),
    ...expensesQuestions(),
    ...dealsQuestions(),
    ...bookingsQuestions(),
    ...productionQuestions(),
    ...renewalsQuestions(),
    ...payrollQuestions(),
    ...adsQuestions(),
    ...billsQuestions(),
    ...billingQuestions(),
    ...rosterQuestions(),
    ...emailsQuestions(),
    ...receivablesQuestions(),
  ];
}
