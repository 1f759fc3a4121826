/**
 * Insurance claims (Title Case headers with units; one row per claim). A claim has two dates: when
 * the incident happened and when it was reported. A question that says "reported", "filed" or
 * "came in" dates by the report; "incidents", "losses" or "happened" by the incident; a question
 * that names neither accepts either reading. "Last year" is 2024. Paid Amount is empty while a claim
 * is open or in review and 0.00 when it was denied (so "average payout" over paid claims says so).
 */
import { amt, count, dayAlts, declines, either, growth, growthPct, inOrder, is, rank, recordOr, topRecord } from '../../business/calc.js';
import type { AnswerExpect } from '../../check-answer.js';
import { type Claim, trainingTables } from '../data.js';
import {
  type Add,
  bestGroup,
  byQuarter,
  byYear,
  collect,
  compareGroups,
  eachGroup,
  inMonth,
  inQuarter,
  inYear,
  labels,
  mean,
  sharesBy,
  shareOf,
  total,
  type TrainingQuestion,
  where,
  byMonth,
} from './kit.js';

const rows = (): Claim[] => trainingTables().claims.rows;
const claimed = total<Claim>((r) => r.claimed);
const paid = total<Claim>((r) => r.paid);
const avgClaim = mean<Claim>((r) => r.claimed);
const toClose = mean<Claim>((r) => r.daysToClose);
const reported = (r: Claim) => r.reportedDate;
const incident = (r: Claim) => r.incidentDate;
const closed = (r: Claim) => r.status === 'Paid' || r.status === 'Denied';
/** A figure of the rows dated by either date (a question that names neither). */
const eitherDate = (f: (date: (r: Claim) => string) => AnswerExpect): AnswerExpect => either(f(incident), f(reported));

function figures(add: Add): void {
  const c = rows();
  add('total', 'totl claimed amount', amt(claimed(c)));
  add('total', 'how much have we paid out on claims?', amt(paid(c)));
  add('total', 'What do all the claims add up to?', amt(claimed(c)));
  add('trend', 'claims reported per year', byYear(c, reported, count));
  add('trend', 'How many claims were filed each month in 2024?', byMonth(c, reported, '2024', count));
  add(
    'trend',
    'average claim size by year',
    eitherDate((d) => byYear(c, d, avgClaim)),
  );
  add('trend', 'how has avg days to close changed year by year (by report date)', byYear(c, reported, toClose));
  add('trend', 'quarterly claimed amount for losses in 2023', byQuarter(c, incident, '2023', claimed));
  add('top_n', '3 regions with the highest claimed amounts', inOrder(rank(c, 'region', claimed, 3)));
  add('top_n', 'Which 3 adjusters have handled the most claims?', inOrder(rank(c, 'adjuster', count, 3)));
  add('top_n', 'the two policy types we pay out most on', inOrder(rank(c, 'policyType', paid, 2)));
  add(
    'top_n',
    'top 3 adjusters by amount paid on claims reported in 2024',
    inOrder(
      rank(
        where(c, (r) => inYear(2024)(reported(r))),
        'adjuster',
        paid,
        3,
      ),
    ),
  );
  add('best_worst', 'which policy type has the highest average claim', bestGroup(c, 'policyType', avgClaim));
  add('best_worst', 'Slowest adjuster to close claims?', bestGroup(c, 'adjuster', toClose));
  add('best_worst', 'region with the lowest payouts', bestGroup(c, 'region', paid, 'asc'));
  const denial = (g: Claim[]) => g.filter((r) => r.status === 'Denied').length / g.length;
  add('best_worst', 'which policy type gets denied most often (rate)?', bestGroup(c, 'policyType', denial));
}

function counts(add: Add): void {
  const c = rows();
  add('count', 'claim count overall', amt(c.length));
  add('count', 'claims not yet settled: how many?', either(amt(where(c, (r) => r.status === 'Open').length), amt(where(c, (r) => !closed(r)).length)));
  add('count', 'number of claims flagged for suspected fraud', amt(where(c, (r) => r.fraud === 'Yes').length));
  add('count', 'number of adjusters handling claims', amt(new Set(c.flatMap((r) => (r.adjuster ? [r.adjuster] : []))).size));
  add('count', 'how many claims got denied', amt(where(c, (r) => r.status === 'Denied').length));
  add(
    'compare',
    'claimed vs paid, overall',
    labels([
      [['claimed', 'Claimed amount'], claimed(c)],
      [['paid', 'Paid amount'], paid(c)],
    ]),
  );
  add('compare', 'Auto vs Home: average claim', compareGroups(c, 'policyType', ['Auto', 'Home'], avgClaim));
  add('compare', 'claim count Northeast compared with West', compareGroups(c, 'region', ['Northeast', 'West'], count));
  add(
    'compare',
    'claims reported in 2023 vs 2024',
    byYear(
      where(c, (r) => reported(r) >= '2023'),
      reported,
      count,
    ),
  );
  const rep = (y: number) => where(c, (r) => inYear(y)(reported(r)));
  const inc = (y: number) => where(c, (r) => inYear(y)(incident(r)));
  add('growth', 'growth in claims reported from 2022 to 2023', growth(rep(2022).length, rep(2023).length));
  add('growth', 'payouts 2024 vs 2023, percentage change?', either(growthPct(paid(inc(2023)), paid(inc(2024))), growthPct(paid(rep(2023)), paid(rep(2024)))));
  add('growth', 'how did the average claimed amount change from 2021 to 2024 (by incident date)', growth(avgClaim(inc(2021)), avgClaim(inc(2024))));
  add(
    'share',
    'claims denied, as a percentage',
    shareOf(
      where(c, (r) => r.status === 'Denied'),
      c,
    ),
  );
  add('share', 'share of claimed amount by policy type', sharesBy(c, 'policyType', claimed));
  add(
    'share',
    'What percent of claims are suspected fraud?',
    shareOf(
      where(c, (r) => r.fraud === 'Yes'),
      c,
    ),
  );
  add('share', 'claims split by region (%)', sharesBy(c, 'region'));
}

function details(add: Add): void {
  const c = rows();
  const top = rank(c, 'adjuster', count, 1)[0]!;
  add('average', 'could you tell me the average days to close a claim?', amt(toClose(c)));
  add('average', 'average payout per paid claim', amt(mean<Claim>((r) => r.paid)(where(c, (r) => r.status === 'Paid'))));
  add('average', 'avg claimed amount per region', eachGroup(c, 'region', avgClaim));
  add('average', 'What is the average claim size for pet insurance?', amt(avgClaim(where(c, (r) => r.policyType === 'Pet'))));
  add(
    'filter_agg',
    'total paid on Travel claims reported in 2023',
    amt(
      paid(
        where(
          c,
          (r) => r.policyType === 'Travel',
          (r) => inYear(2023)(reported(r)),
        ),
      ),
    ),
  );
  add(
    'filter_agg',
    'how many Home claims from the Midwest last year',
    eitherDate((d) =>
      amt(
        where(
          c,
          (r) => r.policyType === 'Home',
          (r) => r.region === 'Midwest',
          (r) => inYear(2024)(d(r)),
        ).length,
      ),
    ),
  );
  add(
    'filter_agg',
    'number of liability claims over $50,000',
    amt(
      where(
        c,
        (r) => r.policyType === 'Liability',
        (r) => r.claimed > 50000,
      ).length,
    ),
  );
  add(
    'filter_agg',
    `average days to close for Auto claims handled by ${top}`,
    amt(
      toClose(
        where(
          c,
          (r) => r.policyType === 'Auto',
          (r) => is(r.adjuster, top),
        ),
      ),
    ),
  );
  add('filter_agg', 'claims reported in December 2024', amt(where(c, (r) => inMonth('2024-12')(reported(r))).length));
  add('filter_agg', 'How much was paid on fraud-suspected claims?', amt(paid(where(c, (r) => r.fraud === 'Yes'))));
  add(
    'filter_agg',
    'claims filed in Q1 2022 in the southeast',
    amt(
      where(
        c,
        (r) => r.region === 'Southeast',
        (r) => inQuarter('2022-Q1')(reported(r)),
      ).length,
    ),
  );
}

function records(add: Add): void {
  const c = rows();
  const [a, b, d, e] = [c[300]!, c[901]!, c.filter((r) => r.adjuster !== null)[1150]!, c[77]!];
  add('lookup', `status of claim ${a.no}`, { oneOf: [a.status] });
  add('lookup', `how much was claimed on ${b.no}?`, amt(b.claimed));
  add('lookup', `Who is the adjuster on ${d.no}?`, { oneOf: [d.adjuster!] });
  add('lookup', `incident date of ${e.no}`, { oneOf: dayAlts(e.incidentDate) });
  const big = topRecord(c, 'claimed');
  const payout = topRecord(c, 'paid');
  const slow = topRecord(c, 'daysToClose');
  add('record_rank', 'largest claim', recordOr([big.no], big.claimed));
  add('record_rank', 'What was the biggest payout?', recordOr([payout.no], payout.paid!));
  add('record_rank', 'which claim took the longest to close', recordOr([slow.no], slow.daysToClose!));
  add('missing', "what's our loss ratio", declines('premium', 'premiums', 'loss ratio'));
  add('missing', 'claims by customer age', declines('age'));
  add('missing', 'Which policyholder has claimed the most?', declines('policyholder', 'policyholders', 'customer', 'customers'));
  add('describe', "what's in the claims register?", { words: ['Claims'] });
}

export const claimQuestions = (): TrainingQuestion[] => collect('claims', figures, counts, details, records);
