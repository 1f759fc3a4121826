/**
 * Questions over `renewals` (a SaaS contract book, one row per contract term), as a customer success
 * lead, a RevOps analyst or a CFO types them. Written blind, from the rows alone.
 *
 * Conventions (beyond questions.ts):
 * - ARR is the ARR__c of a term. The current ARR, the book, "today" and "active" are the terms
 *   running on 2024-12-31: the Open ones (their renewal date lies after 2024). ARR at a year's end is
 *   the ARR of the terms running on its last day (started on or before it, renewal date after it).
 * - A term is dated by its start ("signed in 2024", new business, bookings) unless the question speaks
 *   of what happens at its end: a term "churned", "renewed", "expanded" or "up for renewal" in a period
 *   is dated by its renewal date (Renewal_Date__c, when its outcome is written).
 * - New business, new logos and new customers are the "New Business" terms (a customer's first).
 * - A churn rate is churned terms over the terms that came up for renewal in the period (logo churn),
 *   or the same in ARR (revenue churn), or churned ARR over the ARR at the start of the period, or
 *   churned customers over the customers active at its start (every reading accepted where the
 *   question does not say); a renewal rate is its complement (terms not churned over terms up), in
 *   logos or in ARR.
 * - ACV is the average ARR of the terms asked about; a discount is a percentage (15 = 15 %).
 * - Seats ignore the site licences' "n/a" and the "-" cells (SQL nulls).
 */
import { type Ask, asker, type BusinessQuestion, quarterly, yearly } from '../ask.js';
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
  named,
  namesOf,
  pct,
  perGroup,
  quarterOf,
  rank,
  recordOr,
  sum,
  topRecord,
  yearOf,
} from '../calc.js';
import { businessTables } from '../data.js';

export function renewalsQuestions(): BusinessQuestion[] {
  const R = businessTables().renewals.rows;
  type Row = (typeof R)[number];
  const q = asker('renewals');
  const arr = (g: Row[]) => sum(g.map((r) => r.arr));
  const seats = (g: Row[]) => sum(g.map((r) => r.seats));
  const open = R.filter((r) => r.outcome === 'Open');
  /** The ARR of the terms running on a day. */
  const arrOn = (day: string) => arr(R.filter((r) => r.termStart <= day && r.termEnd > day));
  const signedIn = (y: string) => R.filter((r) => yearOf(r.termStart) === y);
  const upIn = (y: string) => R.filter((r) => yearOf(r.termEnd) === y && r.outcome !== 'Open');
  const newBiz = (g: Row[]) => g.filter((r) => r.contractType === 'New Business');
  const churned = (g: Row[]) => g.filter((r) => r.outcome === 'Churned');
  const decided = R.filter((r) => r.outcome !== 'Open');
  const logoChurn = (g: Row[]) => (100 * churned(g).length) / g.length;
  const arrChurn = (g: Row[]) => (100 * arr(churned(g))) / arr(g);
  const logoRenewal = (g: Row[]) => 100 - logoChurn(g);
  const arrRenewal = (g: Row[]) => 100 - arrChurn(g);
  const years = ['2019', '2020', '2021', '2022', '2023', '2024'];
  const tiers = namesOf(R, 'tier');
  const csms = namesOf(R, 'csm');
  const customers = namesOf(R, 'customer');
  const withIndustry = open.filter((r) => r.industry !== null);
  const up24 = upIn('2024');
  const kept24 = up24.filter((r) => r.outcome !== 'Churned');
  const churnedAll = churned(decided);
  return [
    q('total', "what's our current ARR?", amt(arr(open))),
    q('total', 'total new business ARR signed in 2024', amt(arr(newBiz(signedIn('2024'))))),
    q('total', 'how many seats are under contract right now', amt(seats(open))),
    q('trend', 'new logos per quarter in 2024', quarterly(newBiz(R), 'termStart', '2024', count)),
    q('trend', 'churned ARR by year', yearly(churnedAll, 'termEnd', ['2020', '2021', '2022', '2023', '2024'], arr)),
    q(
      'trend',
      'avg discount by year',
      yearly(R, 'termStart', years, (g) => avg(g.map((r) => r.discountPct))),
    ),
    q('trend', 'ARR at the end of each year since 2019', labelled(years.map((y) => [[y], arrOn(`${y}-12-31`)]))),
    q('top_n', 'top 5 accounts by current ARR', inOrder(rank(open, 'customer', arr, 5))),
    q('top_n', 'which 3 CSMs manage the biggest book of business', inOrder(rank(open, 'csm', arr, 3))),
    q(
      'best_worst',
      'which tier has the worst churn',
      either(...[logoChurn, arrChurn, (g: Row[]) => churned(g).length].map((f) => firstOf(rank(decided, 'tier', f, 1)[0]!, tiers))),
    ),
    q(
      'best_worst',
      'which CSM has the lowest renewal rate?',
      either(...[logoRenewal, arrRenewal].map((f) => firstOf(rank(decided, 'csm', f, 1, 'asc')[0]!, csms))),
    ),
    q('count', 'how many active customers do we have', amt(countDistinct(open.map((r) => r.customer)))),
    q('count', 'how many customers churned in 2024', amt(churned(up24).length)),
    q('count', 'how many contracts come up for renewal in Q1 2025', amt(R.filter((r) => quarterOf(r.termEnd) === '2025-Q1').length)),
    q('count', 'number of new customers we signed in 2023', amt(newBiz(signedIn('2023')).length)),
    q('compare', 'Enterprise vs Pro ARR today', labelled(named(['Enterprise', 'Pro'].map((t) => [t, arr(open.filter((r) => r.tier === t))])))),
    q(
      'compare',
      'compare current ARR from healthcare and financial services customers',
      labelled(named(['Healthcare', 'Financial Services'].map((i) => [i, arr(open.filter((r) => is(r.industry, i)))]))),
    ),
    ...renewalsQuestionsMore(q, { arr, open, arrOn, signedIn, upIn, newBiz, churned, up24, kept24, withIndustry, customers }),
  ];
}

interface Shared<Row> {
  arr: (g: Row[]) => number;
  open: Row[];
  arrOn: (day: string) => number;
  signedIn: (y: string) => Row[];
  upIn: (y: string) => Row[];
  newBiz: (g: Row[]) => Row[];
  churned: (g: Row[]) => Row[];
  up24: Row[];
  kept24: Row[];
  withIndustry: Row[];
  customers: string[];
}

function renewalsQuestionsMore(q: Ask, s: Shared<ReturnType<typeof businessTables>['renewals']['rows'][number]>): BusinessQuestion[] {
  const R = businessTables().renewals.rows;
  type Row = (typeof R)[number];
  const { arr, open, arrOn, signedIn, upIn, newBiz, churned, up24, kept24, withIndustry, customers } = s;
  const pctOf = (part: number, whole: number) => (100 * part) / whole;
  const expanded24 = up24.filter((r) => r.outcome === 'Expanded');
  const csm = rank(open, 'csm', arr, 1)[0]!;
  const withCsm = R.filter((r) => r.csm !== null);
  const decidedRows = R.filter((r) => r.outcome !== 'Open');
  const [a, b, c, d] = [withCsm[233]!, open[187]!, R[642]!, decidedRows[511]!];
  const largest = topRecord(R, 'arr');
  const lost24 = topRecord(churned(up24), 'arr');
  const h2 = (r: Row) => r.termStart >= '2024-07-01' && r.termStart <= '2024-12-31';
  const startOf24 = R.filter((r) => r.termStart <= '2023-12-31' && r.termEnd > '2023-12-31');
  const lifetime = (g: Row[]) => arr(g);
  return [
    q('growth', 'how much did new business ARR grow from 2023 to 2024', growth(arr(newBiz(signedIn('2023'))), arr(newBiz(signedIn('2024'))))),
    q('growth', 'ARR growth in % from end of 2023 to end of 2024', growthPct(arrOn('2023-12-31'), arrOn('2024-12-31'))),
    q('share', 'what share of current ARR is enterprise', pct(pctOf(arr(open.filter((r) => r.tier === 'Enterprise')), arr(open)))),
    q(
      'share',
      'ARR mix by industry (%)',
      either(
        labelledPct(named(perGroup(withIndustry, 'industry', (g) => pctOf(arr(g), arr(withIndustry))))),
        labelledPct(named(perGroup(withIndustry, 'industry', (g) => pctOf(arr(g), arr(open))))),
      ),
    ),
    q(
      'share',
      'what % of the contracts up for renewal in 2024 expanded',
      either(pct(pctOf(expanded24.length, up24.length)), pct(pctOf(expanded24.length, kept24.length))),
    ),
    q('average', "what's our ACV on new deals in 2024", amt(avg(newBiz(signedIn('2024')).map((r) => r.arr)))),
    q('average', 'avg seats per enterprise customer today', amt(avg(open.filter((r) => r.tier === 'Enterprise').map((r) => r.seats)))),
    q('filter_agg', 'churned ARR in healthcare in 2024', amt(arr(churned(up24).filter((r) => is(r.industry, 'Healthcare'))))),
    q('filter_agg', `how many of ${csm}'s accounts expanded in 2023`, amt(upIn('2023').filter((r) => r.csm === csm && r.outcome === 'Expanded').length)),
    q('filter_agg', 'new biz ARR from Pro tier in H2 2024', amt(arr(newBiz(R).filter((r) => r.tier === 'Pro' && h2(r))))),
    q(
      'filter_agg',
      'avg discount on enterprise renewals signed in 2024',
      either(
        amt(
          avg(
            signedIn('2024')
              .filter((r) => r.tier === 'Enterprise' && r.contractType === 'Renewal')
              .map((r) => r.discountPct),
          ),
        ),
        pct(
          avg(
            signedIn('2024')
              .filter((r) => r.tier === 'Enterprise' && r.contractType === 'Renewal')
              .map((r) => r.discountPct),
          ),
        ),
      ),
    ),
    q('lookup', `who's the CSM on ${a.contractNo}?`, { oneOf: [a.csm!] }),
    q('lookup', `when is ${b.contractNo} up for renewal`, { oneOf: dayAlts(b.termEnd) }),
    q('lookup', `ARR on contract ${c.contractNo}?`, amt(c.arr)),
    q('lookup', `what happened to ${d.contractNo} at renewal`, { oneOf: [d.outcome] }),
    q('record_rank', "largest contract we've ever signed", recordOr([largest.contractNo, largest.customer], largest.arr)),
    q('record_rank', 'biggest account we lost in 2024', recordOr([lost24.contractNo, lost24.customer], lost24.arr)),
    q('missing', 'why are customers churning? top churn reasons', declines('reason', 'reasons', 'churn reason', 'churn reasons')),
    q('missing', "what's the health score of our enterprise accounts", declines('health', 'health score', 'score', 'scores')),
    q('missing', "what's our CAC payback period", declines('CAC', 'acquisition', 'cost', 'costs', 'payback')),
    q(
      'ambiguous_measure',
      'churn rate 2024?',
      either(
        pct(pctOf(churned(up24).length, up24.length)),
        pct(pctOf(arr(churned(up24)), arr(up24))),
        pct(pctOf(arr(churned(up24)), arr(startOf24))),
        pct(pctOf(churned(up24).length, countDistinct(startOf24.map((r) => r.customer)))),
      ),
    ),
    q(
      'ambiguous_measure',
      'who is our biggest customer',
      either(
        firstOf(rank(open, 'customer', arr, 1)[0]!, customers),
        firstOf(rank(R, 'customer', lifetime, 1)[0]!, customers),
        firstOf(rank(open, 'customer', (g) => sum(g.map((r) => r.seats)), 1)[0]!, customers),
      ),
    ),
  ];
}
