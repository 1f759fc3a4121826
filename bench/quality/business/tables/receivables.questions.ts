/**
 * Questions over `receivables` (a Xero export of sales invoices, one row per invoice, taken on
 * 2024-12-31), as a controller, an AR clerk, a CFO or a founder types them. Written blind, from the
 * rows alone.
 *
 * Conventions (beyond questions.ts):
 * - An invoice is dated by its *InvoiceDate, except where the question is about cash coming in
 *   ("collected", "collections"), which is dated by the day it was fully paid (FullyPaidOnDate); as a
 *   partly paid invoice has no payment date, collections dated by the invoice date are accepted too.
 * - Billed, invoiced, billings and sales are the invoices' Total (GST included) of the invoices issued:
 *   drafts and voided invoices left out. Totals over every row (drafts and voided ones kept) are
 *   accepted too. "Ex GST" is LineAmount; "revenue" is Total or LineAmount (either).
 * - Collected is InvoiceAmountPaid. Outstanding (AR, receivables, what is owed, debtors) is
 *   InvoiceAmountDue on the approved invoices not fully paid (Awaiting Payment and Overdue); Xero also
 *   shows a draft's whole Total as due, so outstanding with the drafts is accepted too. Overdue is
 *   what is outstanding on invoices due before 2024-12-31 (the Status "Overdue").
 * - Money is in each invoice's currency (mostly AUD, some NZD and USD). A single figure over invoices
 *   of several currencies, where the question names none, is the amounts added as written, or the AUD
 *   invoices alone (either); rankings and breakdowns add the amounts as written.
 * - Days to pay: FullyPaidOnDate − *InvoiceDate, over the invoices fully paid; paid late: fully paid
 *   after the due date. Days overdue: from the due date to 2024-12-31.
 * - "Last year" is 2024 (the data's latest year) or 2023 (the year before "today"): either.
 * - Status and service line are compared case-insensitively ("PAID" is "Paid").
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
  is,
  labelled,
  labelledPct,
  monthAlts,
  named,
  namesOf,
  pct,
  perGroup,
  quarterAlts,
  quarterOf,
  rank,
  rankRecords,
  recordOr,
  sum,
  topRecord,
  within,
  yearOf,
} from '../calc.js';
import type { AnswerExpect } from '../../check-answer.js';
import { businessTables } from '../data.js';
import { daysBetween } from '../random.js';
import { TODAY } from './receivables.js';

export function receivablesQuestions(): BusinessQuestion[] {
  const R = businessTables().receivables.rows;
  type Row = (typeof R)[number];
  const q = asker('receivables');

  // ---- readings ----
  const issued = (g: Row[]) => g.filter((r) => !is(r.status, 'Draft') && !is(r.status, 'Voided'));
  const aud = (g: Row[]) => g.filter((r) => r.currency === 'AUD');
  const isOpen = (r: Row) => is(r.status, 'Awaiting Payment') || is(r.status, 'Overdue');
  const open = R.filter(isOpen);
  const openOrDraft = R.filter((r) => isOpen(r) || is(r.status, 'Draft'));
  const overdue = R.filter((r) => is(r.status, 'Overdue'));
  const paid = R.filter((r) => r.paidDate !== null);
  const inYear = (g: Row[], y: string) => g.filter((r) => yearOf(r.invoiceDate) === y);
  const paidIn = (g: Row[], y: string) => g.filter((r) => r.paidDate !== null && yearOf(r.paidDate) === y);

  const total = (g: Row[]) => sum(g.map((r) => r.total));
  const exGst = (g: Row[]) => sum(g.map((r) => r.lineAmount));
  const collected = (g: Row[]) => sum(g.map((r) => r.amountPaid));
  const due = (g: Row[]) => sum(g.map((r) => r.amountDue));
  const daysToPay = (r: Row) => daysBetween(r.invoiceDate, r.paidDate!);
  const avgDays = (g: Row[]) => avg(g.filter((r) => r.paidDate !== null).map(daysToPay));

  /** Any of these figures (the same figure once). */
  const figures = (...vs: number[]): AnswerExpect => {
    const u = [...new Set(vs)];
    return u.length === 1 ? amt(u[0]!) : either(...u.map(amt));
  };
  /** Any of these expectations (the same one once). */
  const readings = (...es: AnswerExpect[]): AnswerExpect => {
    const u = [...new Map(es.map((e) => [JSON.stringify(e), e])).values()];
    return u.length === 1 ? u[0]! : either(...u);
  };
  /** A money figure of these rows: issued invoices or every row, all currencies or AUD alone. */
  const billed = (g: Row[], f: (g: Row[]) => number = total) => figures(f(issued(g)), f(aud(issued(g))), f(g), f(aud(g)));

  const contacts = namesOf(R, 'contact');
  const managers = namesOf(R, 'manager');
  const lines = namesOf(R, 'description');
  const r23 = inYear(R, '2023');
  const r24 = inYear(R, '2024');
  const months24 = Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`);
  const bestMonth = (f: (g: Row[]) => number, g: Row[]) =>
    months24.map((m) => [m, f(g.filter((r) => r.invoiceDate.startsWith(m)))] as const).sort((a, b) => b[1] - a[1]);
  const monthFirst = (g: Row[], f: (g: Row[]) => number) => {
    const s = bestMonth(f, g);
    if (s[0]![1] === s[1]![1]) throw new Error('months tie');
    return { first: monthAlts(s[0]![0], true), among: months24.flatMap((m) => monthAlts(m, true)) };
  };
  const h1 = (g: Row[], y: string) => g.filter((r) => within(r.invoiceDate, `${y}-01-01`, `${y}-06-30`));
  const quarter = (g: Row[], yq: string) => g.filter((r) => quarterOf(r.invoiceDate) === yq);
  const ofCur = (g: Row[], c: string) => g.filter((r) => r.currency === c);

  // ---- picks ----
  const second = rank(issued(R), 'contact', total, 2)[1]!;
  const overdueMgrs = rank(overdue, 'manager', due, 2);
  const awaiting = R.filter((r) => is(r.status, 'Awaiting Payment'));
  const dueLookup = awaiting[Math.floor(awaiting.length / 2)]!;
  const whoLookup = issued(R)[1234]!;
  const partly = open.filter((r) => r.amountPaid > 0);
  const owingLookup = partly[partly.length - 1]!;
  const biggest = topRecord(issued(R), 'total');
  const oldest = rankRecords(open, (r) => Date.parse(r.invoiceDate), 1, 'asc')[0]!;
  const shareLines = (g: Row[], f: (g: Row[]) => number) => labelledPct(named(perGroup(g, 'description', (x) => (100 * f(x)) / f(g))));
  const i24 = issued(r24);

  return [
    // ---- total ----
    q('total', 'total invoiced in 2024', billed(r24)),
    q(
      'total',
      'How much cash did we collect in 2024?',
      figures(collected(paidIn(R, '2024')), collected(r24), collected(aud(paidIn(R, '2024'))), collected(aud(r24))),
    ),
    q('total', "what's our total outstanding recievables right now", figures(due(open), due(aud(open)), due(openOrDraft), due(aud(openOrDraft)))),

    // ---- trend ----
    q('trend', 'monthly invoicing 2024', readings(monthly(issued(R), 'invoiceDate', '2024', total), monthly(R, 'invoiceDate', '2024', total))),
    q('trend', 'cash collected per quarter in 2023', readings(quarterly(R, 'paidDate', '2023', collected), quarterly(R, 'invoiceDate', '2023', collected))),
    q(
      'trend',
      'how many invocies did we raise each year',
      readings(yearly(issued(R), 'invoiceDate', ['2021', '2022', '2023', '2024'], count), yearly(R, 'invoiceDate', ['2021', '2022', '2023', '2024'], count)),
    ),

    // ---- top_n ----
    q('top_n', 'top 5 debtors', readings(inOrder(rank(open, 'contact', due, 5)), inOrder(rank(openOrDraft, 'contact', due, 5)))),
    q(
      'top_n',
      'Who were our 3 biggest customers by revenue last year?',
      readings(...[r24, r23].flatMap((g) => [total, exGst].map((f) => inOrder(rank(issued(g), 'contact', f, 3))))),
    ),
    q(
      'top_n',
      'which three service lines brought in the most ex GST in 2024',
      readings(inOrder(rank(i24, 'description', exGst, 3)), inOrder(rank(r24, 'description', exGst, 3))),
    ),

    // ---- best_worst ----
    q('best_worst', 'which customer takes the longest to pay us?', firstOf(rank(paid, 'contact', avgDays, 1)[0]!, contacts)),
    q('best_worst', 'best month for sales in 2024', readings(...[i24, r24].flatMap((g) => [total, exGst].map((f) => monthFirst(g, f))))),
    q('best_worst', 'which account mgr has the most overdue $ sitting on their book', firstOf(overdueMgrs[0]!, managers)),

    // ---- count ----
    q('count', 'how many invoices are overdue', amt(overdue.length)),
    q(
      'count',
      'how many customers did we bill last year',
      figures(...[r24, r23].flatMap((g) => [countDistinct(issued(g).map((r) => r.contact)), countDistinct(g.map((r) => r.contact))])),
    ),
    q('count', 'no. of voided invoices since 2021', amt(R.filter((r) => is(r.status, 'Voided')).length)),
    q(
      'count',
      'How many invoices were paid after their due date in 2024?',
      figures(...[inYear(paid, '2024'), paidIn(paid, '2024')].map((g) => g.filter((r) => r.paidDate! > r.dueDate).length)),
    ),

    // ---- compare ----
    q(
      'compare',
      'Q3 vs Q4 2024 billings',
      readings(...[issued(R), R].map((g) => labelled(['2024-Q3', '2024-Q4'].map((yq) => [quarterAlts(yq, true), total(quarter(g, yq))])))),
    ),
    q('compare', 'NZD vs USD invoiced in 2024', readings(...[i24, r24].map((g) => labelled(named(['NZD', 'USD'].map((c) => [c, total(ofCur(g, c))])))))),
    q(
      'compare',
      'avg days to pay in 2023 compared with 2024',
      readings(
        labelled(named(['2023', '2024'].map((y) => [y, avgDays(inYear(paid, y))]))),
        labelled(named(['2023', '2024'].map((y) => [y, avgDays(paidIn(paid, y))]))),
      ),
    ),

    // ---- growth ----
    q(
      'growth',
      'how much did billings grow from 2023 to 2024',
      readings(...[(g: Row[]) => g, issued].flatMap((f) => [(g: Row[]) => g, aud].map((c) => growth(total(c(f(r23))), total(c(f(r24))))))),
    ),
    q(
      'growth',
      'percent change in number of invoices, H1 2023 vs H1 2024',
      readings(growthPct(h1(issued(R), '2023').length, h1(issued(R), '2024').length), growthPct(h1(R, '2023').length, h1(R, '2024').length)),
    ),
    q(
      'growth',
      'by how much did collections change between 2022 and 2023?',
      readings(
        growth(collected(paidIn(R, '2022')), collected(paidIn(R, '2023'))),
        growth(collected(inYear(R, '2022')), collected(inYear(R, '2023'))),
        growth(collected(aud(paidIn(R, '2022'))), collected(aud(paidIn(R, '2023')))),
      ),
    ),

    // ---- share ----
    q(
      'share',
      'what % of our AR is overdue',
      readings(...[open, openOrDraft, aud(open), aud(openOrDraft)].map((g) => pct((100 * due(g.filter((r) => is(r.status, 'Overdue')))) / due(g)))),
    ),
    q(
      'share',
      'split of 2024 revenue by service line, as percentages',
      readings(shareLines(i24, exGst), shareLines(i24, total), shareLines(r24, exGst), shareLines(r24, total)),
    ),
    q(
      'share',
      'What percentage of invoices get paid on time?',
      readings(
        pct((100 * paid.filter((r) => r.paidDate! <= r.dueDate).length) / paid.length),
        pct((100 * paid.filter((r) => r.paidDate! <= r.dueDate).length) / issued(R).length),
      ),
    ),

    // ---- average ----
    q('average', 'average invoice value', figures(avg(issued(R).map((r) => r.total)), avg(R.map((r) => r.total)), avg(aud(issued(R)).map((r) => r.total)))),
    q('average', 'avg days to pay an invoice', amt(avgDays(paid))),
    q('average', 'on average how many days past due are the overdue invoices', amt(avg(overdue.map((r) => daysBetween(r.dueDate, TODAY))))),

    // ---- filter_agg ----
    q(
      'filter_agg',
      `how much has ${second} paid us since 2022`,
      figures(
        collected(R.filter((r) => r.contact === second && r.invoiceDate >= '2022-01-01')),
        collected(R.filter((r) => r.contact === second && r.paidDate !== null && r.paidDate >= '2022-01-01')),
      ),
    ),
    q('filter_agg', 'outstanding balance on our NZD invoices', figures(due(ofCur(open, 'NZD')), due(ofCur(openOrDraft, 'NZD')))),
    q(
      'filter_agg',
      'consulting billed ex GST in H2 2023',
      figures(
        ...[issued(R), R].map((g) => exGst(g.filter((r) => is(r.description, 'Consulting services') && within(r.invoiceDate, '2023-07-01', '2023-12-31')))),
      ),
    ),
    q(
      'filter_agg',
      `overdue total on ${overdueMgrs[1]}'s accounts`,
      figures(due(overdue.filter((r) => r.manager === overdueMgrs[1])), due(aud(overdue.filter((r) => r.manager === overdueMgrs[1])))),
    ),

    // ---- lookup ----
    q('lookup', `when is ${dueLookup.invoiceNumber} due?`, { oneOf: dayAlts(dueLookup.dueDate) }),
    q('lookup', `who is invoice ${whoLookup.invoiceNumber} billed to`, { oneOf: [whoLookup.contact] }),
    q('lookup', `how much is still owing on ${owingLookup.invoiceNumber}`, amt(owingLookup.amountDue)),

    // ---- record_rank ----
    q('record_rank', "biggest single invoice we've ever raised", recordOr([biggest.invoiceNumber], biggest.total)),
    q('record_rank', 'oldest unpaid invoice?', { oneOf: [oldest.invoiceNumber] }),

    // ---- missing ----
    q('missing', "what's our gross margin on this year's invoices", declines('margin', 'margins', 'cost', 'costs', 'COGS')),
    q('missing', 'break down 2024 collections by payment method (card vs bank transfer)', declines('payment method', 'payment methods', 'method')),
    q('missing', 'how many reminder emails went out for overdue invoices', declines('reminder', 'reminders', 'email', 'emails')),

    // ---- ambiguous_measure ----
    q(
      'ambiguous_measure',
      'how much did we make in 2023',
      figures(
        total(issued(r23)),
        exGst(issued(r23)),
        collected(paidIn(R, '2023')),
        collected(r23),
        total(r23),
        total(aud(issued(r23))),
        exGst(aud(issued(r23))),
      ),
    ),
    q(
      'ambiguous_measure',
      "what's our biggest service line",
      readings(
        firstOf(rank(issued(R), 'description', exGst, 1)[0]!, lines),
        firstOf(rank(issued(R), 'description', total, 1)[0]!, lines),
        firstOf(rank(R, 'description', count, 1)[0]!, lines),
      ),
    ),
  ];
}
