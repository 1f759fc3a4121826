/**
 * Retail stores' weekly KPIs (ALL CAPS headers with abbreviations): one row per store and week,
 * dated by WEEK_ENDING (Sundays, 2022-01-02 to 2024-12-29; two stores opened later). "Last year" is
 * 2024, "last month" December 2024: a week belongs to the month of its ending day. CONV_PCT is a
 * rate (its trends and comparisons are means of the weeks' rates); FOOTFALL and CONV_PCT are empty
 * on the weeks the door counter was down.
 */
import { amt, dayAlts, declines, either, growth, growthPct, inOrder, rank, recordOr, topRecord } from '../../business/calc.js';
import { type StoreWeek, trainingTables } from '../data.js';
import {
  type Add,
  bestGroup,
  byMonth,
  byQuarter,
  byYear,
  collect,
  compareGroups,
  eachGroup,
  inMonth,
  inQuarter,
  inYear,
  mean,
  sharesBy,
  shareOf,
  total,
  type TrainingQuestion,
  where,
} from './kit.js';

const rows = (): StoreWeek[] => trainingTables().stores.rows;
const sales = total<StoreWeek>((r) => r.netSales);
const txns = total<StoreWeek>((r) => r.txnCnt);
const units = total<StoreWeek>((r) => r.unitsSold);
const footfall = total<StoreWeek>((r) => r.footfall);
const returnsAmt = total<StoreWeek>((r) => r.returnsAmt);
const conv = mean<StoreWeek>((r) => r.convPct);
const week = (r: StoreWeek) => r.weekEnding;
const y24 = (r: StoreWeek) => inYear(2024)(week(r));

function figures(add: Add): void {
  const s = rows();
  add('total', 'total nett sales', amt(sales(s)));
  add('total', 'How many transactions in total?', amt(txns(s)));
  add('total', 'total footfall across all stores', amt(footfall(s)));
  add('total', 'units sold altogether', amt(units(s)));
  add('trend', 'net sales by year', byYear(s, week, sales));
  add('trend', 'monthly net sales for 2024', byMonth(s, week, '2024', sales));
  add('trend', 'conversion rate by quarter in 2023', byQuarter(s, week, '2023', conv));
  add('trend', 'Returns by month last year', byMonth(s, week, '2024', returnsAmt));
  add(
    'trend',
    'staff hours per year?',
    byYear(
      s,
      week,
      total((r) => r.staffHrs),
    ),
  );
  add('top_n', 'top 5 stores by net sales', inOrder(rank(s, 'storeName', sales, 5)));
  add('top_n', 'list the 3 stores with the most footfall in 2024', inOrder(rank(where(s, y24), 'storeName', footfall, 3)));
  add('top_n', 'bottom 3 stores by sales last year', inOrder(rank(where(s, y24), 'storeName', sales, 3, 'asc')));
  add('top_n', 'top 2 regions by units sold', inOrder(rank(s, 'region', units, 2)));
  add('best_worst', 'best performing store', bestGroup(s, 'storeName', sales));
  add('best_worst', 'which store format converts best?', bestGroup(s, 'format', conv));
  add('best_worst', 'Which store has the highest returns?', bestGroup(s, 'storeName', returnsAmt));
  const weeks24 = [...new Set(where(s, y24).map(week))];
  const best = rank(where(s, y24), week, sales, 1)[0]!;
  add('best_worst', 'best week for sales in 2024', { first: dayAlts(best), among: weeks24.flatMap(dayAlts) });
}

function counts(add: Add): void {
  const s = rows();
  const y = (yr: number) => where(s, (r) => inYear(yr)(week(r)));
  add('count', 'store count', amt(new Set(s.map((r) => r.storeNo)).size));
  add('count', 'How many store-weeks are recorded?', amt(s.length));
  add(
    'count',
    'how many weeks are missing a footfall reading',
    either(amt(where(s, (r) => r.footfall === null).length), amt(new Set(where(s, (r) => r.footfall === null).map(week)).size)),
  );
  add('count', 'number of outlet stores', amt(new Set(where(s, (r) => r.format === 'Outlet').map((r) => r.storeNo)).size));
  add('count', 'how many regions', amt(new Set(s.map((r) => r.region)).size));
  add('compare', 'Mall vs Outlet net sales', compareGroups(s, 'format', ['Mall', 'Outlet'], sales));
  add('compare', 'North vs South conversion rate', compareGroups(s, 'region', ['North', 'South'], conv));
  add(
    'compare',
    'Brookfield Mall compared with Fernhill Centre: units sold in 2024',
    compareGroups(where(s, y24), 'storeName', ['Brookfield Mall', 'Fernhill Centre'], units),
  );
  add(
    'compare',
    'December 2023 vs December 2024 sales?',
    byYear(
      where(
        s,
        (r) => week(r).slice(5, 7) === '12',
        (r) => week(r) >= '2023',
      ),
      week,
      sales,
    ),
  );
  add('growth', 'net sales growth 2023 → 2024', growth(sales(y(2023)), sales(y(2024))));
  add('growth', 'footfall 2022 vs 2024, percentage difference', growthPct(footfall(y(2022)), footfall(y(2024))));
  const q4 = (yr: number) => where(s, (r) => inQuarter(`${yr}-Q4`)(week(r)));
  add('growth', 'transaction growth Q4 2023 → Q4 2024', growth(txns(q4(2023)), txns(q4(2024))));
  add('share', 'share of sales by region', sharesBy(s, 'region', sales));
  add(
    'share',
    'What % of net sales comes from malls?',
    shareOf(
      where(s, (r) => r.format === 'Mall'),
      s,
      sales,
    ),
  );
  add('share', 'returns as a % of net sales', { percent: (100 * returnsAmt(s)) / sales(s), tol: 0.06 });
  add('share', 'units sold: percentage per store format', sharesBy(s, 'format', units));
}

function details(add: Add): void {
  const s = rows();
  const basket = (g: StoreWeek[]) => sales(g) / txns(g);
  const basketMean = mean<StoreWeek>((r) => r.netSales / r.txnCnt);
  add(
    'average',
    'average weekly net sales per store',
    either(
      amt(mean<StoreWeek>((r) => r.netSales)(s)),
      eachGroup(
        s,
        'storeName',
        mean((r) => r.netSales),
      ),
    ),
  );
  add('average', 'average conversion rate', amt(conv(s)));
  add('average', 'avg transactions per week at Castlegate', amt(mean<StoreWeek>((r) => r.txnCnt)(where(s, (r) => r.storeName === 'Castlegate'))));
  add('average', "what's the average basket size", either(amt(basket(s)), amt(basketMean(s))));
  add(
    'filter_agg',
    'For the quarterly review I need net sales for our Outlet stores in Q4 2024',
    amt(
      sales(
        where(
          s,
          (r) => r.format === 'Outlet',
          (r) => inQuarter('2024-Q4')(week(r)),
        ),
      ),
    ),
  );
  add(
    'filter_agg',
    'footfall at Glenrock last month',
    amt(
      footfall(
        where(
          s,
          (r) => r.storeName === 'Glenrock',
          (r) => inMonth('2024-12')(week(r)),
        ),
      ),
    ),
  );
  add(
    'filter_agg',
    'How many units did the East region sell in 2023?',
    amt(
      units(
        where(
          s,
          (r) => r.region === 'East',
          (r) => inYear(2023)(week(r)),
        ),
      ),
    ),
  );
  add(
    'filter_agg',
    'returns at high street stores in January 2024',
    amt(
      returnsAmt(
        where(
          s,
          (r) => r.format === 'High Street',
          (r) => inMonth('2024-01')(week(r)),
        ),
      ),
    ),
  );
  add('filter_agg', 'staff hours at S105 in 2024', amt(total<StoreWeek>((r) => r.staffHrs)(where(s, (r) => r.storeNo === 'S105', y24))));
  add('filter_agg', 'total net sales for the week ending 2024-12-22', amt(sales(where(s, (r) => week(r) === '2024-12-22'))));
  add('filter_agg', 'avg conversion for Mall stores last year', amt(conv(where(s, (r) => r.format === 'Mall', y24))));
}

function records(add: Add): void {
  const s = rows();
  const one = (name: string) => s.find((r) => r.storeName === name)!;
  const ivy = s.find((r) => r.storeName === 'Ivybridge' && r.weekEnding === '2023-06-18')!;
  add('lookup', 'what format is Quayside?', { oneOf: [one('Quayside').format] });
  add('lookup', 'which region is Larkspur Lane in', { oneOf: [one('Larkspur Lane').region] });
  add('lookup', 'net sales at Ivybridge for the week ending 18 June 2023', amt(ivy.netSales));
  add('lookup', 'store number of Redwater Park?', { oneOf: [one('Redwater Park').storeNo] });
  const top = topRecord(s, 'netSales');
  const low = topRecord(where(s, y24), 'netSales', 'asc');
  const crowd = topRecord(s, 'footfall');
  add('record_rank', 'highest weekly sales ever recorded at one store', recordOr([top.storeName, top.storeNo], top.netSales));
  add('record_rank', 'lowest weekly net sales in 2024', recordOr([low.storeName, low.storeNo], low.netSales));
  add('record_rank', 'Which store had the biggest single week of footfall?', recordOr([crowd.storeName, crowd.storeNo], crowd.footfall!));
  add('missing', 'gross margin by store', declines('margin'));
  add('missing', 'sales by product category', declines('category', 'categories', 'product', 'products'));
  add('missing', 'What do we pay in rent per store?', declines('rent'));
  add('describe', 'what KPIs are in the store weekly table?', { words: ['Store weekly KPIs'] });
}

export const storeQuestions = (): TrainingQuestion[] => collect('stores', figures, counts, details, records);
