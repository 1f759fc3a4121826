/**
 * Questions over the ads table (tables/ads.ts), as a marketer or an agency account manager types them.
 * Written blind, from the rows alone.
 *
 * Conventions of this table (the paid-media metrics, each with the readings accepted):
 * - Spend is the cost column; a row is dated by its day.
 * - CTR is clicks over impressions of the group, as a percentage, or the average of the rows' own CTRs.
 * - CPC is cost over clicks of the group, or the average of the rows' avg-cpc (the platform's ratio).
 * - CPA (cost per conversion) is cost over conversions of the group (the rows' own CPA is undefined
 *   on rows without a conversion, so it has no second reading).
 * - Conversion rate is conversions over clicks, as a percentage, or the average of the rows' rates.
 * - ROAS is conversion value over cost, as a ratio (4.5) or a percentage (450 %), over all rows or over
 *   the rows with a conversion value (LinkedIn tracks none), or the average of the rows' own ROAS.
 * - Paid social is Meta, LinkedIn and TikTok; paid search is Google and Microsoft.
 * - Networks are one value whatever their case ("google" is Google, "META" is Meta).
 */
import type { AnswerExpect } from '../../check-answer.js';
import { asker, type BusinessQuestion, monthly, quarterly, yearly } from '../ask.js';
import {
  amt,
  avg,
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
  SHARE_TOL,
  sum,
  theRecord,
  topRecord,
  yearOf,
} from '../calc.js';
import { businessTables } from '../data.js';
import type { AdsRow } from './ads.js';

type R = AdsRow;
const spend = (g: R[]) => sum(g.map((r) => r.cost));
const clicks = (g: R[]) => sum(g.map((r) => r.clicks));
const impressions = (g: R[]) => sum(g.map((r) => r.impressions));
const conversions = (g: R[]) => sum(g.map((r) => r.conversions));
const value = (g: R[]) => sum(g.map((r) => r.convValue));
const ctr = (g: R[]) => (100 * clicks(g)) / impressions(g);
const rowCtr = (g: R[]) => avg(g.map((r) => (100 * r.clicks) / r.impressions));
const cpc = (g: R[]) => spend(g) / clicks(g);
const rowCpc = (g: R[]) => avg(g.map((r) => r.avgCpc));
const cpa = (g: R[]) => spend(g) / conversions(g);
const cvr = (g: R[]) => (100 * conversions(g)) / clicks(g);
const rowCvr = (g: R[]) => avg(g.map((r) => (100 * r.conversions) / r.clicks));
const valued = (g: R[]) => g.filter((r) => r.convValue !== null);
const roas = (g: R[]) => value(g) / spend(g);
const roasValued = (g: R[]) => roas(valued(g));
const rowRoas = (g: R[]) => avg(valued(g).map((r) => r.convValue! / r.cost));
/** A labelled breakdown of percentages, judged to 0.06 points. */
const inPct = (e: AnswerExpect): AnswerExpect => ({ ...e, tol: SHARE_TOL });
/** A ROAS: the ratio, or the same as a percentage. */
const roasOf = (...readings: number[]): AnswerExpect => either(...readings.flatMap((x) => [amt(x), pct(100 * x)]));

export function adsQuestions(): BusinessQuestion[] {
  const A = businessTables().ads.rows;
  const q = asker('ads');
  const inYear = (y: string) => A.filter((r) => yearOf(r.day) === y);
  const [y23, y24] = [inYear('2023'), inYear('2024')];
  const networks = namesOf(A, 'network');
  const campaigns = namesOf(A, 'campaign');
  const on = (g: R[], network: string) => g.filter((r) => is(r.network, network));
  const social = (g: R[]) => g.filter((r) => ['Meta', 'LinkedIn', 'TikTok'].some((n) => is(r.network, n)));
  // Every campaign converted in 2024 (a campaign without a conversion has no CPA to rank).
  if (perGroup(y24, 'campaign', conversions).some(([, n]) => n === 0)) throw new Error('a campaign without conversions in 2024');
  const byDay = [...new Set(A.map((r) => r.day))].map((day) => ({ day, rows: A.filter((r) => r.day === day) }));
  const daysWithoutConversion = byDay.filter((d) => conversions(d.rows) === 0).length;
  const days24 = new Set(y24.map((r) => r.day)).size;
  return [
    q('total', 'total ad spend in 2024', amt(spend(y24))),
    q('total', 'how many clicks did our ads get altogther', amt(clicks(A))),
    q('total', 'conversions 2023?', amt(conversions(y23))),
    q('trend', 'monthly ad spend 2024', monthly(A, 'day', '2024', spend)),
    q('trend', 'CTR by quarter for 2024', either(inPct(quarterly(A, 'day', '2024', ctr)), inPct(quarterly(A, 'day', '2024', rowCtr)))),
    q('trend', 'how did our cpc develop year over year', either(yearly(A, 'day', ['2023', '2024'], cpc), yearly(A, 'day', ['2023', '2024'], rowCpc))),
    q('top_n', 'top 5 compaigns by spend', inOrder(rank(A, 'campaign', spend, 5))),
    q('top_n', 'top 3 ad groups by conversions last year', inOrder(rank(y24, 'adGroup', conversions, 3))),
    q('best_worst', 'which network has the best ROAS', either(...[roas, roasValued, rowRoas].map((f) => firstOf(rank(A, 'network', f, 1)[0]!, networks)))),
    q('best_worst', 'worst campaign for cost per conversion in 2024', firstOf(rank(y24, 'campaign', cpa, 1)[0]!, campaigns)),
    q('count', 'how many different campaigns have we run', amt(countDistinct(A.map((r) => r.campaign)))),
    q('count', 'how many ad groups ran on tiktok', amt(countDistinct(on(A, 'TikTok').map((r) => r.adGroup)))),
    q('count', 'number of days without a single conversion', amt(daysWithoutConversion)),
    q('count', 'how many ad networks are we on', amt(countDistinct(A.map((r) => r.network)))),
    q('compare', 'google vs meta spend 2024', labelled(named(['Google', 'Meta'].map((n) => [n, spend(on(y24, n))])))),
    q(
      'compare',
      'conversion rate mobile vs desktop',
      either(...[cvr, rowCvr].map((f) => inPct(labelled(named(['Mobile', 'Desktop'].map((d) => [d, f(A.filter((r) => r.device === d))])))))),
    ),
    q('growth', 'how much did ad spend grow from 2023 to 2024', growth(spend(y23), spend(y24))),
    q('growth', 'by what % did conversions change 2023 vs 2024', growthPct(conversions(y23), conversions(y24))),
    q('share', 'share of spend by network', labelledPct(named(perGroup(A, 'network', (g) => (100 * spend(g)) / spend(A))))),
    q('share', 'what % of clicks come from mobile', pct((100 * clicks(A.filter((r) => r.device === 'Mobile'))) / clicks(A))),
    q('share', 'what percent of 2024 spend went to Meta', pct((100 * spend(on(y24, 'Meta'))) / spend(y24))),
    q('average', 'avg quality score', amt(avg(A.map((r) => r.qualityScore)))),
    q('average', "what's our average CPC in 2024", either(amt(cpc(y24)), amt(rowCpc(y24)))),
    q('average', 'average daily spend last year', amt(spend(y24) / days24)),
    ...adsQuestionsMore(),
  ];

  function adsQuestionsMore(): BusinessQuestion[] {
    const retargeting24 = y24.filter((r) => r.campaign === 'Retargeting - DPA');
    const shopping24 = y24.filter((r) => r.campaign.startsWith('Shopping - '));
    const a = A[1507]!;
    const dayA = A.filter((r) => r.day === a.day && r.adGroup === a.adGroup);
    const withScore = A.filter((r) => r.qualityScore !== null);
    const b = theRecord(A, (r) => `${r.day}|${r.adGroup}|${r.device}`, `${withScore[611]!.day}|${withScore[611]!.adGroup}|${withScore[611]!.device}`);
    const c = A[402]!;
    const dayC = A.filter((r) => r.day === c.day && r.adGroup === c.adGroup);
    // An ad group's day: the sum of its devices' rows.
    const groupDays = (g: R[]) =>
      [...new Set(g.map((r) => `${r.day}|${r.adGroup}`))].map((k) => {
        const rows = g.filter((r) => `${r.day}|${r.adGroup}` === k);
        return { day: rows[0]!.day, adGroup: rows[0]!.adGroup, cost: spend(rows), value: value(rows) };
      });
    const dearest = topRecord(groupDays(A), 'cost');
    const richest23 = topRecord(groupDays(y23), 'value');
    return [
      q(
        'filter_agg',
        'footwear shopping spend on mobile in Q4 2024',
        amt(spend(A.filter((r) => r.campaign === 'Shopping - Footwear' && r.device === 'Mobile' && quarterOf(r.day) === '2024-Q4'))),
      ),
      q('filter_agg', 'conversion value from google last year', amt(value(on(y24, 'Google')))),
      q('filter_agg', 'how much did we spend on paid social last year', amt(spend(social(y24)))),
      q('filter_agg', "what's the CPA on retargeting in 2024", amt(cpa(retargeting24))),
      q('filter_agg', 'ROAS of our google shopping campaigns in 2024', roasOf(roas(shopping24), rowRoas(shopping24))),
      q('lookup', `how much did we spend on ${a.adGroup} on ${dayAlts(a.day)[1]}`, amt(spend(dayA))),
      q('lookup', 'which network is the Corporate Gifting campaign on', { oneOf: ['LinkedIn'] }),
      q('lookup', `quality score for ${b.adGroup} on ${b.device.toLowerCase()} on ${b.day}`, amt(b.qualityScore!)),
      q('lookup', `impressions for ${c.adGroup} on ${c.day}?`, amt(impressions(dayC))),
      q(
        'record_rank',
        'biggest single-day spend for one ad group - which one and when',
        either({ allOf: [[dearest.adGroup], dayAlts(dearest.day)] }, amt(dearest.cost)),
      ),
      q(
        'record_rank',
        'highest conversion value an ad group brought in on a single day in 2023',
        either({ allOf: [[richest23.adGroup], dayAlts(richest23.day)] }, amt(richest23.value)),
      ),
      q('missing', 'profit margin by campaign after ad costs', declines('profit', 'margin', 'margins')),
      q('missing', 'which keywords have the highest cpc', declines('keyword', 'keywords', 'search term', 'search terms')),
      q('missing', 'conversions by age group and gender', declines('age', 'gender', 'demographic', 'demographics')),
      q(
        'ambiguous_measure',
        'which campaign performs best',
        either(...[conversions, value, roas, roasValued].map((f) => firstOf(rank(A, 'campaign', f, 1)[0]!, campaigns))),
      ),
      q('ambiguous_measure', 'what did our ads bring in last year', either(amt(conversions(y24)), amt(value(y24)))),
    ];
  }
}
