/**
 * Questions over the bills table (tables/bills.ts), as an AP clerk, a controller or a CFO types them.
 * Written blind, from the rows alone.
 *
 * Conventions of this table (each with the readings accepted):
 * - Money is the `Amount` column: the bill's total in USD, the base currency (tax included). Spend
 *   (billed, spent with vendors) leaves cancelled bills out; the sum over every bill is also accepted.
 * - A bill is dated by its bill date, unless the question says paid (then by its payment date) or
 *   due; "how much did we spend last year" may be read by bill date or by payment date.
 * - What we owe (outstanding, unpaid) is the Open and Overdue bills, with or without the Disputed ones.
 * - Days to pay is the payment date minus the bill date, over paid bills; a bill is paid late when its
 *   payment date is after its due date, on time otherwise; an on-time rate is over the paid bills (or
 *   over all bills).
 * - Statuses are one value whatever their case ("paid" is Paid, "open" is Open).
 * - Amounts in a foreign currency are the `Amount (Foreign Currency)` column of that currency's bills.
 */
import { asker, type BusinessQuestion, monthly, quarterly, yearly } from '../ask.js';
import {
  amt,
  avg,
  count,
  countDistinct,
  dayAlts,
  declines,
  either,
  firstOf,
  growth,
  growthPct,
  inOrder,
  labelled,
  labelledPct,
  named,
  namesOf,
  pct,
  perGroup,
  quarterOf,
  rank,
  rankRecords,
  sum,
  topRecord,
  yearOf,
} from '../calc.js';
import { businessTables } from '../data.js';
import { daysBetween } from '../random.js';
import { AS_OF, type BillsRow } from './bills.js';

type R = BillsRow;
const money = (g: R[]) => sum(g.map((b) => b.amount));
const live = (g: R[]) => g.filter((b) => b.state !== 'Cancelled');
/** Spend: cancelled bills left out. */
const spent = (g: R[]) => money(live(g));
const owedStates = [
  ['Open', 'Overdue'],
  ['Open', 'Overdue', 'Disputed'],
];
const owed = (g: R[], states: string[]) => g.filter((b) => states.includes(b.state));
const paidBills = (g: R[]) => g.filter((b) => b.paid !== null);
const daysToPay = (g: R[]) => avg(paidBills(g).map((b) => daysBetween(b.date, b.paid!)));
const late = (g: R[]) => paidBills(g).filter((b) => b.paid! > b.due);

export function billsQuestions(): BusinessQuestion[] {
  const B = businessTables().bills.rows;
  const q = asker('bills');
  const billedIn = (y: string) => B.filter((b) => yearOf(b.date) === y);
  const paidIn = (y: string) => B.filter((b) => b.paid !== null && yearOf(b.paid) === y);
  const [b21, b22, b23, b24] = ['2021', '2022', '2023', '2024'].map(billedIn) as [R[], R[], R[], R[]];
  const vendors = namesOf(B, 'vendor');
  const categories = namesOf(B, 'category');
  const years = ['2021', '2022', '2023', '2024'];
  const of = (g: R[], category: string) => g.filter((b) => b.category === category);
  /** Either reading of spend: without the cancelled bills, or every bill. */
  const spendOf = (g: R[]) => either(amt(spent(g)), amt(money(g)));
  const onTime = paidBills(B).filter((b) => b.paid! <= b.due).length;
  return [
    q('total', 'total AP spend in 2024', spendOf(b24)),
    q('total', 'how much do we owe vendors right now', either(...owedStates.map((s) => amt(money(owed(B, s)))))),
    q('total', 'total tax on bills last year', either(amt(sum(live(b24).map((b) => b.tax))), amt(sum(b24.map((b) => b.tax))))),
    q('trend', 'monthly spend with vendors 2024', either(monthly(B, 'date', '2024', spent), monthly(B, 'date', '2024', money))),
    q('trend', 'number of bills per quarter in 2023', either(quarterly(B, 'date', '2023', count), quarterly(live(B), 'date', '2023', count))),
    q(
      'trend',
      'avg days to pay by year',
      either(
        yearly(B, 'date', years, daysToPay),
        yearly(paidBills(B), (b) => b.paid, years, daysToPay),
      ),
    ),
    q('top_n', 'top 5 vendors by spend', either(inOrder(rank(B, 'vendor', spent, 5)), inOrder(rank(B, 'vendor', money, 5)))),
    q('top_n', 'top 3 expense categories in 2024', either(inOrder(rank(b24, 'category', spent, 3)), inOrder(rank(b24, 'category', money, 3)))),
    q('best_worst', 'whcih vendor do we owe the most', either(...owedStates.map((s) => firstOf(rank(owed(B, s), 'vendor', money, 1)[0]!, vendors)))),
    q(
      'best_worst',
      'which category did we spend the least on in 2023',
      either(firstOf(rank(b23, 'category', spent, 1, 'asc')[0]!, categories), firstOf(rank(b23, 'category', money, 1, 'asc')[0]!, categories)),
    ),
    q(
      'count',
      'how many bills are overdue',
      either(amt(B.filter((b) => b.state === 'Overdue').length), amt(owed(B, ['Overdue', 'Disputed']).filter((b) => b.due < AS_OF).length)),
    ),
    q('count', 'how many vendors did we pay in 2024', amt(countDistinct(paidIn('2024').map((b) => b.vendor)))),
    q('count', 'how many bills were paid late', amt(late(B).length)),
    q('count', 'how many invoices are in dispute', amt(B.filter((b) => b.state === 'Disputed').length)),
    q(
      'compare',
      'software vs professional services spend 2024',
      either(...[spent, money].map((f) => labelled(named(['Software', 'Professional Services'].map((c) => [c, f(of(b24, c))]))))),
    ),
    q(
      'compare',
      'how long do we take to pay net 15 vs net 30 bills',
      labelled(named(['Net 15', 'Net 30'].map((t) => [t, daysToPay(B.filter((b) => b.terms === t))]))),
    ),
    q('growth', 'how much did vendor spend grow from 2023 to 2024', either(growth(spent(b23), spent(b24)), growth(money(b23), money(b24)))),
    q('growth', 'percent change in bill count, 2021 vs 2022', either(growthPct(b21.length, b22.length), growthPct(live(b21).length, live(b22).length))),
    q('share', 'what % of bills do we pay on time', either(pct((100 * onTime) / paidBills(B).length), pct((100 * onTime) / B.length))),
    q(
      'share',
      'spend share by category',
      either(
        labelledPct(named(perGroup(live(B), 'category', (g) => (100 * money(g)) / spent(B)))),
        labelledPct(named(perGroup(B, 'category', (g) => (100 * money(g)) / money(B)))),
      ),
    ),
    q(
      'share',
      'what share of our bills are in euros',
      either(
        pct((100 * B.filter((b) => b.currency === 'EUR').length) / B.length),
        pct((100 * spent(B.filter((b) => b.currency === 'EUR'))) / spent(B)),
        pct((100 * money(B.filter((b) => b.currency === 'EUR'))) / money(B)),
      ),
    ),
    q('average', 'average bill amount', either(amt(avg(live(B).map((b) => b.amount))), amt(avg(B.map((b) => b.amount))))),
    q('average', 'on average how many days does it take us to pay a bill', amt(daysToPay(B))),
    ...billsQuestionsMore(),
  ];

  function billsQuestionsMore(): BusinessQuestion[] {
    const vendor = rank(b23, 'vendor', spent, 4)[3]!;
    const gbp24 = b24.filter((b) => b.currency === 'GBP');
    const unpaid = owed(B, ['Open', 'Overdue', 'Disputed']);
    const pastDue90 = (states: string[]) => owed(B, states).filter((b) => daysBetween(b.due, AS_OF) > 90);
    const a = B.filter((b) => b.state === 'Overdue')[9]!;
    const c = B.filter((b) => b.approver !== null)[1133]!;
    const d = B.filter((b) => b.currency === 'EUR')[57]!;
    const e = B.filter((b) => b.state === 'Disputed')[11]!;
    const biggest = topRecord(B, 'amount');
    const oldest = rankRecords(unpaid, (b) => daysBetween(b.date, AS_OF), 1)[0]!;
    const byCount = rank(B, 'vendor', count, 1)[0]!;
    return [
      q(
        'filter_agg',
        `how much did we pay ${vendor} in 2023`,
        either(amt(money(paidIn('2023').filter((b) => b.vendor === vendor))), amt(spent(b23.filter((b) => b.vendor === vendor)))),
      ),
      q('filter_agg', 'how many unpaid bills are over $10k', either(...owedStates.map((s) => amt(owed(B, s).filter((b) => b.amount > 10000).length)))),
      q('filter_agg', 'GBP bills in 2024, total in pounds', either(amt(sum(live(gbp24).map((b) => b.amountFc))), amt(sum(gbp24.map((b) => b.amountFc))))),
      q('filter_agg', 'marketing spend last quarter', spendOf(of(B, 'Marketing').filter((b) => quarterOf(b.date) === '2024-Q4'))),
      q('filter_agg', 'how much is more than 90 days past due', either(amt(money(pastDue90(['Overdue']))), amt(money(pastDue90(['Overdue', 'Disputed']))))),
      q('lookup', `when was ${a.no} due`, { oneOf: dayAlts(a.due) }),
      q('lookup', `who approved ${c.no}?`, { oneOf: [c.approver!] }),
      q('lookup', `amount on bill ${d.no}`, either(amt(d.amount), amt(d.amountFc))),
      q('lookup', `status of ${e.no}?`, { oneOf: [e.state] }),
      q('record_rank', "biggest bill we've ever recieved", either({ oneOf: [biggest.no] }, amt(biggest.amount))),
      q('record_rank', 'oldest unpaid bill', either({ oneOf: [oldest.no] }, { allOf: [[oldest.vendor], dayAlts(oldest.date)] })),
      q('missing', 'which purchase order does each bill match', declines('purchase order', 'purchase orders', 'PO', 'POs')),
      q('missing', 'how much did we pay by ACH vs check', declines('payment method', 'payment methods', 'ACH', 'check', 'checks', 'method')),
      q('missing', 'how much did we save with early payment discounts last year', declines('discount', 'discounts', 'early payment')),
      q(
        'ambiguous_measure',
        "who's our biggest vendor",
        either(...[spent, money].map((f) => firstOf(rank(B, 'vendor', f, 1)[0]!, vendors)), firstOf(byCount, vendors)),
      ),
      q('ambiguous_measure', 'how much did we spend last year', either(amt(spent(b24)), amt(money(b24)), amt(money(paidIn('2024'))))),
    ];
  }
}
