/**
 * Questions over the billing table (tables/billing.ts), as a founder, a finance lead or a RevOps
 * analyst types them. Written blind, from the rows alone.
 *
 * Conventions of this table (each with the readings accepted):
 * - MRR is the `subscriptions.mrr` column (USD); ARR is 12 × MRR. Current MRR (MRR, ARR, ARPA "now",
 *   "active" anything) is over the subscriptions still billing today: status active, with or without
 *   the non_renewing ones (they pay until their term ends in 2025). Trials (in_trial, 0.00) and
 *   cancelled subscriptions are never current, though a cancelled row keeps the MRR it churned with.
 * - A customer (an account, a logo) is a customer id; a churned customer may come back on a second
 *   subscription, so counts of customers are distinct customer ids. No customer has two running
 *   subscriptions at once, so over current subscriptions a customer and a subscription are one.
 * - A signup is dated by `created_at`; a new paying subscription (new MRR, new ARR, deals closed) by
 *   `activated_at`, or by `created_at` (both readings accepted: a trial started in one period may
 *   convert in the next).
 * - Churn is a cancelled subscription, dated by `cancelled_at`; a lapsed trial (reason no_card, never
 *   paid) counts as churn in one reading and not in the other, both accepted. Churned MRR is the MRR
 *   of the subscriptions cancelled in the period (lapsed trials add 0). A non_renewing subscription
 *   has not churned yet (its `cancelled_at` lies in 2025). Net new paying subscriptions of a year are
 *   its new paying subscriptions less its cancelled paying ones.
 * - A signup cohort is a year of `created_at`: the subscriptions signed up that year, or the customers
 *   whose first signup fell in it (a customer who came back stays in their first cohort).
 * - Trial conversion is the converted share of the trials that ended (or of all trials, running ones
 *   included). ARR up for renewal in a quarter is the current annual subscriptions whose
 *   `current_term_end` falls in it (monthly ones included in another reading).
 * - A tier is the plan id's first word (the Growth plan is growth-monthly and growth-annual); "which
 *   plan" accepts the tier or the plan id. Lead sources are one value whatever their case ("organic"
 *   is Organic); countries are ISO codes (the UK is GB).
 * - "This year" is 2024 (the data's today is 2024-12-31); renewals ahead are read from
 *   `current_term_end`.
 */
import { asker, type BusinessQuestion, inPeriod, monthly, quarterly } from '../ask.js';
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
  monthAlts,
  monthOf,
  namesOf,
  pct,
  quarterAlts,
  quarterOf,
  rank,
  rankRecords,
  sum,
  topRecord,
  within,
  yearOf,
} from '../calc.js';
import { businessTables } from '../data.js';
import type { AnswerExpect } from '../../check-answer.js';
import type { BillingRow } from './billing.js';

type R = BillingRow;
const mrrOf = (g: R[]) => sum(g.map((r) => r.mrr));
const arrOf = (g: R[]) => 12 * mrrOf(g);
/** The two readings of "current": active only, and active with the non_renewing ones. */
const CURRENT: ((r: R) => boolean)[] = [(r) => r.status === 'active', (r) => r.status === 'active' || r.status === 'non_renewing'];
const paid = (g: R[]) => g.filter((r) => r.activated !== null);
const churned = (g: R[]) => g.filter((r) => r.status === 'cancelled');
/** Either reading, one expectation per reading of "current". */
const current = (rows: R[], f: (g: R[]) => AnswerExpect): AnswerExpect => either(...CURRENT.map((c) => f(rows.filter(c))));
const logos = (g: R[]) => countDistinct(g.map((r) => r.customerId));

export function billingQuestions(): BusinessQuestion[] {
  const B = businessTables().billing.rows;
  const q = asker('billing');
  const years = ['2021', '2022', '2023', '2024'];
  const createdIn = (g: R[], from: string, to: string) => g.filter((r) => within(r.created, from, to));
  const activatedIn = (g: R[], from: string, to: string) => g.filter((r) => within(r.activated, from, to));
  const cancelledIn = (g: R[], from: string, to: string) => churned(g).filter((r) => within(r.cancelled, from, to));
  /** New paying subscriptions of a year: by activation, or by signup (the paid ones). */
  const newIn = (y: string): R[][] => [activatedIn(B, `${y}-01-01`, `${y}-12-31`), paid(createdIn(B, `${y}-01-01`, `${y}-12-31`))];
  const churnIn = (y: string): R[][] => [cancelledIn(B, `${y}-01-01`, `${y}-12-31`), paid(cancelledIn(B, `${y}-01-01`, `${y}-12-31`))];
  const owners = namesOf(B, 'owner');
  const sources = namesOf(B, 'leadSource');
  const tiers = namesOf(B, 'tier');
  const plans = namesOf(B, 'planId');

  const [new22, new23, new24] = [newIn('2022'), newIn('2023'), newIn('2024')];
  const [churn23, churn24] = [churnIn('2023'), churnIn('2024')];
  const months24 = Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`);
  const worstMonth = (g: R[], f: (g: R[]) => number): AnswerExpect => ({
    first: monthAlts(rank(g, (r) => monthOf(r.cancelled!), f, 1)[0]!),
    among: months24.flatMap((m) => monthAlts(m)),
  });
  const trials = B.filter((r) => r.trialEnd !== null);
  const endedTrials = trials.filter((r) => r.status !== 'in_trial');

  return [
    // ---- total
    q(
      'total',
      'where is MRR at right now?',
      current(B, (g) => amt(mrrOf(g))),
    ),
    q(
      'total',
      'ARR as of today',
      current(B, (g) => amt(arrOf(g))),
    ),
    q('total', 'new MRR booked in 2024', either(...new24.map((g) => amt(mrrOf(g))))),
    // ---- trend
    q('trend', 'signups per month in 2024', monthly(B, 'created', '2024', count)),
    q('trend', 'can you break down churned MRR by quarter for this year', quarterly(churned(B), 'cancelled', '2024', mrrOf)),
    q(
      'trend',
      'net new paying subs per year since 2021',
      either(
        ...(['activated', 'created'] as const).map((d) =>
          labelled(years.map((y) => [[y], paid(B).filter((r) => yearOf(r[d]!) === y).length - churnIn(y)[1]!.length])),
        ),
      ),
    ),
    // ---- top_n
    q(
      'top_n',
      'top 5 customers by mrr',
      current(B, (g) => inOrder(rank(g, 'company', mrrOf, 5))),
    ),
    q('top_n', 'top 3 lead sources by new ARR in 2023', either(...new23.map((g) => inOrder(rank(g, 'leadSource', arrOf, 3))))),
    q(
      'top_n',
      'which 3 countries have the most active customers',
      current(B, (g) => inOrder(rank(g, 'country', logos, 3))),
    ),
    // ---- best_worst
    q('best_worst', 'which rep closed the most ARR in 2024', either(...new24.map((g) => firstOf(rank(g, 'owner', arrOf, 1)[0]!, owners)))),
    q('best_worst', 'worst month for churn in 2024', either(...churn24.map((g) => worstMonth(g, count)), worstMonth(churn24[0]!, mrrOf))),
    q(
      'best_worst',
      'lowest ARPA lead source?',
      current(B, (g) => firstOf(rank(g, 'leadSource', (s) => avg(s.map((r) => r.mrr)), 1, 'asc')[0]!, sources)),
    ),
    // ---- count
    q(
      'count',
      'active subscription count?',
      current(B, (g) => amt(g.length)),
    ),
    q('count', 'how many accounts are trialing atm', amt(B.filter((r) => r.status === 'in_trial').length)),
    q('count', 'How many customers churned in 2023?', either(...churn23.flatMap((g) => [amt(logos(g)), amt(g.length)]))),
    q(
      'count',
      'enterprise logos, how many do we have today?',
      current(B, (g) => amt(logos(g.filter((r) => r.tier === 'enterprise')))),
    ),
    ...billingQuestionsMore(),
  ];

  function billingQuestionsMore(): BusinessQuestion[] {
    const h1 = (y: string) => createdIn(B, `${y}-01-01`, `${y}-06-30`);
    const yearMrr = (g: R[]) => mrrOf(g.filter((r) => r.interval === 'year'));
    const usShare = (g: R[]): AnswerExpect[] => {
      const us = g.filter((r) => r.country === 'US').length;
      return [pct((100 * us) / g.filter((r) => r.country !== null).length), pct((100 * us) / g.length)];
    };
    const enterprise = B.filter((r) => r.tier === 'enterprise');
    const firstPerCustomer = (g: R[]) => g.filter((r, i) => g.findIndex((s) => s.customerId === r.customerId) === i);
    /** A customer's cohort: the year of their first signup. */
    const cohortOf = new Map<string, string>();
    for (const r of B) if (!cohortOf.has(r.customerId)) cohortOf.set(r.customerId, yearOf(r.created));
    const renewQ1 = (g: R[]) => g.filter((r) => r.termEnd !== null && quarterOf(r.termEnd) === '2025-Q1');
    const once = (r: R) => B.filter((s) => s.customerId === r.customerId).length === 1;
    const onPlan = B.filter((r) => r.status === 'active' && r.planId === 'growth-annual' && once(r))[23]!;
    const gone = paid(churned(B)).filter((r) => once(r) && yearOf(r.cancelled!) === '2024')[17]!;
    const seated = B.filter((r) => r.tier === 'scale' && r.status === 'active')[31]!;
    const biggest = (g: R[]) => topRecord(g, 'seats');
    const oldest = (g: R[]) => rankRecords(g, (r) => Date.parse(r.activated!.replace(' ', 'T')), 1, 'asc')[0]!;
    return [
      // ---- compare
      q(
        'compare',
        'MRR monthly vs annual plans',
        current(B, (g) =>
          labelled([
            [['monthly', 'month-to-month', 'month'], mrrOf(g.filter((r) => r.interval === 'month'))],
            [['annual', 'annually', 'yearly', 'year'], yearMrr(g)],
          ]),
        ),
      ),
      q(
        'compare',
        'Q3 vs Q4 2024 signups',
        labelled(['2024-Q3', '2024-Q4'].map((yq) => [quarterAlts(yq, true), inPeriod(B, 'created', quarterOf, yq).length])),
      ),
      q(
        'compare',
        'compare ARR from US customers with UK customers',
        current(B, (g) =>
          labelled([
            [['US', 'USA', 'United States'], arrOf(g.filter((r) => r.country === 'US'))],
            [['GB', 'UK', 'United Kingdom', 'Britain'], arrOf(g.filter((r) => r.country === 'GB'))],
          ]),
        ),
      ),
      // ---- growth
      q('growth', 'how much did new MRR grow from 2022 to 2023', either(...[0, 1].map((i) => growth(mrrOf(new22[i]!), mrrOf(new23[i]!))))),
      q('growth', 'signup growth H1 2023 vs H1 2024', growth(h1('2023').length, h1('2024').length)),
      q('growth', 'yoy % change in cancellations, 2023 to 2024', either(...[0, 1].map((i) => growthPct(churn23[i]!.length, churn24[i]!.length)))),
      // ---- share
      q(
        'share',
        'what % of our MRR comes from annual plans',
        current(B, (g) => pct((100 * yearMrr(g)) / mrrOf(g))),
      ),
      q(
        'share',
        'what share of active customers are in the US',
        current(B, (g) => either(...usShare(g))),
      ),
      q(
        'share',
        'trial to paid conversion rate',
        either(pct((100 * paid(endedTrials).length) / endedTrials.length), pct((100 * paid(trials).length) / trials.length)),
      ),
      // ---- average
      q(
        'average',
        "what's our ARPA",
        current(B, (g) => amt(avg(g.map((r) => r.mrr)))),
      ),
      q(
        'average',
        'avg seats per active Growth subscription',
        current(B, (g) => amt(avg(g.filter((r) => r.tier === 'growth').map((r) => r.seats)))),
      ),
      q(
        'average',
        'average headcount of our enterprise customers',
        either(
          amt(avg(enterprise.map((r) => r.employees))),
          amt(avg(firstPerCustomer(enterprise).map((r) => r.employees))),
          ...CURRENT.map((c) => amt(avg(enterprise.filter(c).map((r) => r.employees)))),
        ),
      ),
      // ---- filter_agg
      q(
        'filter_agg',
        'for the board deck: how much MRR do we get from Scale-tier customers based in Germany?',
        current(B, (g) => amt(mrrOf(g.filter((r) => r.tier === 'scale' && r.country === 'DE')))),
      ),
      q('filter_agg', 'how much MRR did we lose to competitors this year', amt(mrrOf(churn24[0]!.filter((r) => r.reason === 'switched_to_competitor')))),
      q(
        'filter_agg',
        'ARR up for renewl in Q1 2025',
        either(
          ...CURRENT.flatMap((c) => {
            const up = renewQ1(B.filter(c));
            return [amt(arrOf(up.filter((r) => r.interval === 'year'))), amt(arrOf(up))];
          }),
        ),
      ),
      q(
        'filter_agg',
        'how many of the 2022 signup cohort are still active',
        current(B, (g) => either(amt(createdIn(g, '2022-01-01', '2022-12-31').length), amt(logos(g.filter((r) => cohortOf.get(r.customerId) === '2022'))))),
      ),
      // ---- lookup
      q('lookup', `what plan is ${onPlan.company} on`, either({ oneOf: [onPlan.planId] }, { allOf: [[onPlan.tier], ['annual', 'annually', 'yearly']] })),
      q('lookup', `when did ${gone.company} cancel?`, { oneOf: dayAlts(gone.cancelled!) }),
      q('lookup', `seats on subscription ${seated.id}`, amt(seated.seats)),
      // ---- record_rank
      q(
        'record_rank',
        'largest active account by seat count',
        current(B, (g) => {
          const r = biggest(g);
          return either({ oneOf: [r.company, r.customerId, r.id] }, amt(r.seats));
        }),
      ),
      q(
        'record_rank',
        'who is our longest-standing custmer still paying us',
        current(B, (g) => {
          const r = oldest(g);
          return { oneOf: [r.company, r.customerId] };
        }),
      ),
      // ---- missing
      q('missing', 'how much expansion MRR are we getting from seat upgrades', declines('expansion', 'upgrade', 'upgrades', 'history', 'changes', 'change')),
      q('missing', 'CAC by acquisition channel?', declines('CAC', 'acquisition cost', 'acquisition costs', 'cost', 'costs', 'spend')),
      q('missing', "which customers haven't logged in lately", declines('login', 'logins', 'logged', 'usage', 'activity')),
      // ---- ambiguous_measure
      q(
        'ambiguous_measure',
        'which plan is our biggest',
        either(
          ...CURRENT.flatMap((c) => {
            const g = B.filter(c);
            return [
              firstOf(rank(g, 'tier', count, 1)[0]!, tiers),
              firstOf(rank(g, 'tier', mrrOf, 1)[0]!, tiers),
              firstOf(rank(g, 'planId', count, 1)[0]!, plans),
              firstOf(rank(g, 'planId', mrrOf, 1)[0]!, plans),
            ];
          }),
        ),
      ),
      q(
        'ambiguous_measure',
        "who's our top sales rep",
        either(
          ...[...CURRENT.map((c) => B.filter(c)), paid(B), B].flatMap((g) => [
            firstOf(rank(g, 'owner', mrrOf, 1)[0]!, owners),
            firstOf(rank(g, 'owner', count, 1)[0]!, owners),
          ]),
        ),
      ),
    ];
  }
}
