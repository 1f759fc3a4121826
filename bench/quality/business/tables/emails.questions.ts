/**
 * Questions over the email campaigns table (tables/emails.ts), as a lifecycle marketer, a growth lead
 * or a founder types them. Written blind, from the rows alone.
 *
 * Conventions of this table (each with the readings accepted):
 * - A campaign (a send, a row) is dated by the day of its `send_time` (UTC). "This year" is 2024;
 *   "last year" is read as 2024 (the data's last full year) or as 2023 (the year before today's).
 * - Delivered is `emails_sent` minus hard and soft bounces. Recipients are `emails_sent`.
 * - A rate over several sends is accepted as the mean of the rows' rates or as the ratio of the
 *   totals, each as a fraction (0.2345) or a percentage (23.45%): open rate is unique opens /
 *   delivered (`opens.open_rate`), click rate or CTR unique clicks / delivered (`clicks.click_rate`),
 *   click-to-open unique clicks / unique opens, bounce rate all bounces / emails sent.
 * - Opens and clicks, unqualified, are accepted as unique or total where the answer would differ
 *   (and in the ambiguous_measure questions).
 * - Deliverability is delivered / emails sent: the worst is the highest bounce rate.
 * - Spam complaints are `abuse_reports`; its "n/a" and "-" cells are no figure, left out of sums.
 * - Revenue and orders are `ecommerce.total_revenue` and `ecommerce.total_orders`; sends where they
 *   are empty (not tracked) are left out of sums and averages, as SQL does.
 * - The campaign type is the folder (`settings.folder_name`), one value whatever its case
 *   ("promotion" is Promotion); lists are `list_name`.
 * - Black Friday emails are the sends whose title says Black Friday; the Cyber Monday sends of the
 *   same weekend are accepted too.
 * - A campaign is named by its title or its id.
 */
import { asker, type BusinessQuestion, monthly, yearly } from '../ask.js';
import {
  amt,
  avg,
  count,
  dayAlts,
  declines,
  either,
  firstOf,
  fold,
  fractionOrPct,
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
  quarterAlts,
  quarterOf,
  rank,
  rankRecords,
  sum,
  topRecord,
  within,
  yearOf,
} from '../calc.js';
import type { AnswerExpect } from '../../check-answer.js';
import { businessTables } from '../data.js';
import type { EmailsRow } from './emails.js';

type R = EmailsRow;
const revenue = (g: R[]) => sum(g.map((r) => r.revenue));
const orders = (g: R[]) => sum(g.map((r) => r.orders));
const delivered = (g: R[]) => sum(g.map((r) => r.delivered));
const sent = (g: R[]) => sum(g.map((r) => r.sent));
const uniqueOpens = (g: R[]) => sum(g.map((r) => r.uniqueOpens));
const totalOpens = (g: R[]) => sum(g.map((r) => r.opensTotal));
const uniqueClicks = (g: R[]) => sum(g.map((r) => r.uniqueClicks));
const totalClicks = (g: R[]) => sum(g.map((r) => r.clicksTotal));
const unsubs = (g: R[]) => sum(g.map((r) => r.unsubscribed));
const tracked = (g: R[]) => g.filter((r) => r.revenue !== null);

/** A rate over sends, two readings: [mean of the rows' rates, ratio of the totals], as fractions. */
type Rate = (g: R[]) => [number, number];
const openRate: Rate = (g) => [avg(g.map((r) => r.openRate)), uniqueOpens(g) / delivered(g)];
const clickRate: Rate = (g) => [avg(g.map((r) => r.clickRate)), uniqueClicks(g) / delivered(g)];
const clickToOpen: Rate = (g) => [avg(g.map((r) => r.uniqueClicks / r.uniqueOpens)), uniqueClicks(g) / uniqueOpens(g)];
const bounceRate: Rate = (g) => [avg(g.map((r) => (r.hardBounces + r.softBounces) / r.sent)), sum(g.map((r) => r.hardBounces + r.softBounces)) / sent(g)];

/** One rate: either reading, as a fraction or a percentage. */
const rateOf = (rate: Rate, g: R[]): AnswerExpect => either(...rate(g).map(fractionOrPct));
/** Labelled rates: either reading, every label in percent or every label as a fraction. */
function ratesLabelled(entries: [string[], R[]][], rate: Rate): AnswerExpect {
  const readings: AnswerExpect[] = [];
  for (const i of [0, 1]) {
    const values: [string[], number][] = entries.map(([alts, g]) => [alts, rate(g)[i]!]);
    readings.push(labelledPct(values.map(([a, v]) => [a, 100 * v])), { labelled: values, amounts: true, tol: 0.0006 });
  }
  return either(...readings);
}
/** The group that leads on a rate, by either reading. */
const leaderOn = (rows: R[], key: 'list' | 'folder' | 'owner', rate: Rate, dir: 'desc' | 'asc', rivals: string[]): AnswerExpect =>
  either(...[0, 1].map((i) => firstOf(rank(rows, key, (g) => rate(g)[i]!, 1, dir)[0]!, rivals)));
/** A campaign named by its title or id. */
const campaign = (r: R): string[] => [r.title, r.id];

export function emailsQuestions(): BusinessQuestion[] {
  const E = businessTables().emails.rows;
  const q = asker('emails');
  const inYear = (y: string) => E.filter((r) => yearOf(r.date) === y);
  const [y22, y23, y24] = ['2022', '2023', '2024'].map(inYear) as [R[], R[], R[]];
  const ofType = (g: R[], type: string) => g.filter((r) => is(r.folder, type));
  const onList = (g: R[], list: string) => g.filter((r) => is(r.list, list));
  const types = namesOf(E, 'folder');
  const lists = namesOf(E, 'list');
  const years = ['2021', '2022', '2023', '2024'];
  const quarters = [1, 2, 3, 4].map((n) => `2023-Q${n}`);
  return [
    q('total', 'total email revenue last year', either(amt(revenue(y24)), amt(revenue(y23)))),
    q('total', 'how many emails actually got delivered in 2023?', amt(delivered(y23))),
    q('total', 'total spam complaints since 2022', amt(sum(E.filter((r) => r.date >= '2022-01-01').map((r) => r.complaints)))),
    q('trend', 'email revnue by month this year', monthly(E, 'date', '2024', revenue)),
    q(
      'trend',
      'open rate by quarter for 2023',
      ratesLabelled(
        quarters.map((yq) => [quarterAlts(yq, true), E.filter((r) => quarterOf(r.date) === yq)]),
        openRate,
      ),
    ),
    q('trend', 'how many campaigns did we send each year?', yearly(E, 'date', years, count)),
    q('top_n', 'top 3 campaign types by rev', inOrder(rank(E, 'folder', revenue, 3))),
    q('top_n', 'which 3 people on the team drove the most email revenue?', inOrder(rank(E, 'owner', revenue, 3))),
    q('top_n', 'top 5 campaigns by revenue in 2024', { allOf: rankRecords(y24, 'revenue', 5).map(campaign), ordered: true }),
    q('best_worst', 'which campaign type gets the best open rate?', leaderOn(E, 'folder', openRate, 'desc', types)),
    q('best_worst', 'which list has the worst deliverability', leaderOn(E, 'list', bounceRate, 'desc', lists)),
    q('best_worst', 'which type of campaign had the weakest click-to-open rate in 2024', leaderOn(y24, 'folder', clickToOpen, 'asc', types)),
    ...more(),
  ];

  function more(): BusinessQuestion[] {
    const bf24 = y24.filter((r) => fold(r.title).includes('black friday'));
    const cm24 = y24.filter((r) => fold(r.title).includes('cyber monday'));
    const owner = rank(y24, 'owner', count, 1)[0]!;
    const h1 = (y: string) => E.filter((r) => within(r.date, `${y}-01-01`, `${y}-06-30`));
    const promos = ofType(E, 'Promotion');
    const a = ofType(y23, 'Promotion')[17]!;
    const b = onList(E, 'Customers').filter((r) => yearOf(r.date) === '2022')[9]!;
    const c = ofType(E, 'Product Launch').filter((r) => r.owner !== null)[23]!;
    const bestOpen = topRecord(E, 'openRate');
    const biggest23 = topRecord(y23, 'revenue');
    return [
      q('count', 'how many campaigns went out in 2023', amt(y23.length)),
      q('count', 'how many sends got zero clicks', amt(E.filter((r) => r.uniqueClicks === 0).length)),
      q('count', 'number of campains with an open rate over 50%', amt(E.filter((r) => r.openRate > 0.5).length)),
      q('count', 'how many re-engagement campaigns have we done since 2022?', amt(ofType(E, 'Re-engagement').filter((r) => r.date >= '2022-01-01').length)),
      q(
        'compare',
        'CTR newsletter vs promo emails',
        ratesLabelled(
          [
            ['Newsletter', 'Newsletters'],
            ['Promotion', 'Promotions'],
          ].map((t) => [t, ofType(E, t[0]!)]),
          clickRate,
        ),
      ),
      q(
        'compare',
        'Q4 2023 vs Q4 2024 email revenue',
        labelled(['2023-Q4', '2024-Q4'].map((yq) => [quarterAlts(yq), revenue(E.filter((r) => quarterOf(r.date) === yq))])),
      ),
      q(
        'compare',
        'avg revenue per send, VIP Club compared with the Customers list',
        labelled(named(['VIP Club', 'Customers'].map((l) => [l, avg(onList(E, l).map((r) => r.revenue))]))),
      ),
      q('growth', 'how much did email revenue grow from 2023 to 2024?', growth(revenue(y23), revenue(y24))),
      q(
        'growth',
        'growth in newsletter sends 2022 -> 2023',
        either(
          growth(ofType(y22, 'Newsletter').length, ofType(y23, 'Newsletter').length),
          growth(sent(ofType(y22, 'Newsletter')), sent(ofType(y23, 'Newsletter'))),
        ),
      ),
      q('growth', 'H1 2022 vs H1 2024 orders from email, % change', growthPct(orders(h1('2022')), orders(h1('2024')))),
      q('share', 'what share of email revenue comes from promos', pct((100 * revenue(promos)) / revenue(E))),
      q('share', 'revenue split by list', labelledPct(named(perGroup(tracked(E), 'list', (g) => (100 * revenue(g)) / revenue(E))))),
      q('share', 'what % of our 2024 campaigns went to All Subscribers?', pct((100 * onList(y24, 'All Subscribers').length) / y24.length)),
      q('average', 'avg open rate across all campaigns', rateOf(openRate, E)),
      q(
        'average',
        'average revenue per recipient on promotional emails',
        either(
          amt(revenue(promos) / sent(tracked(promos))),
          amt(revenue(promos) / delivered(tracked(promos))),
          amt(avg(tracked(promos).map((r) => r.revenue! / r.sent))),
        ),
      ),
      q('average', 'on average how many recipents does a campaign go to in 2024', amt(avg(y24.map((r) => r.sent)))),
      q('filter_agg', 'how much did we make from the Black Friday emails in 2024', either(amt(revenue(bf24)), amt(revenue([...bf24, ...cm24])))),
      q(
        'filter_agg',
        'unsubscribes caused by re-engagement sends in Q3 2024',
        amt(unsubs(ofType(E, 'Re-engagement').filter((r) => quarterOf(r.date) === '2024-Q3'))),
      ),
      q(
        'filter_agg',
        'total clicks on VIP Club sends this year',
        either(amt(uniqueClicks(onList(y24, 'VIP Club'))), amt(totalClicks(onList(y24, 'VIP Club')))),
      ),
      q('filter_agg', `orders from ${owner}'s campaigns in 2024`, amt(orders(y24.filter((r) => r.owner === owner)))),
      q('lookup', `open rate for campaign ${a.id}`, fractionOrPct(a.openRate)),
      q('lookup', `when did ${b.id} go out?`, { oneOf: dayAlts(b.date) }),
      q('lookup', `who created "${c.title}"`, { oneOf: [c.owner!] }),
      q('record_rank', 'highest open rate campaign ever?', either({ oneOf: campaign(bestOpen) }, fractionOrPct(bestOpen.openRate))),
      q('record_rank', 'biggest revenue campaign of 2023', either({ oneOf: campaign(biggest23) }, amt(biggest23.revenue!))),
      q('missing', "what's our email ROI?", declines('cost', 'costs', 'spend', 'ROI', 'return on investment')),
      q('missing', 'opens on mobile vs desktop last quarter', declines('device', 'devices', 'mobile', 'desktop')),
      q('missing', 'which links in the holiday gift guide got the most clicks', declines('link', 'links', 'URL', 'URLs')),
      q('ambiguous_measure', 'how many opens did we get this year', either(amt(uniqueOpens(y24)), amt(totalOpens(y24)))),
      q(
        'ambiguous_measure',
        'which list gets the most clicks?',
        either(firstOf(rank(E, 'list', uniqueClicks, 1)[0]!, lists), firstOf(rank(E, 'list', totalClicks, 1)[0]!, lists)),
      ),
    ];
  }
}
