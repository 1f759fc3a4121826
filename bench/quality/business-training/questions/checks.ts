/**
 * Restaurant checks from the POS (camelCase headers, timestamps). Checks are dated by openedAt,
 * July 2023 to December 2024: "last year" is 2024, "last month" December 2024. Sales are totalAmt
 * (food + drinks - discount); tips are empty on takeaway and delivery checks and on most cash ones.
 */
import { amt, count, dayAlts, declines, either, growth, growthPct, inOrder, pct, rank, recordOr, topRecord } from '../../business/calc.js';
import { type Check, trainingTables } from '../data.js';
import {
  type Add,
  bestGroup,
  bestMonth,
  byMonth,
  byQuarter,
  byYear,
  collect,
  compareGroups,
  eachGroup,
  inMonth,
  inQuarter,
  inRange,
  inYear,
  labels,
  mean,
  sharesBy,
  shareOf,
  total,
  type TrainingQuestion,
  where,
} from './kit.js';

const rows = (): Check[] => trainingTables().checks.rows;
const sales = total<Check>((r) => r.total);
const tips = total<Check>((r) => r.tip);
const drinks = total<Check>((r) => r.drink);
const avgCheck = mean<Check>((r) => r.total);
const opened = (r: Check) => r.openedAt;
const y24 = (r: Check) => inYear(2024)(opened(r));

function figures(add: Add): void {
  const c = rows();
  add('total', 'total sales across all locations', amt(sales(c)));
  add('total', 'how much did we make on drinks?', amt(drinks(c)));
  add('total', 'Total tips', amt(tips(c)));
  add('total', 'how many covers in total', amt(total<Check>((r) => r.covers)(c)));
  add('trend', 'monthly sales 2024', byMonth(c, opened, '2024', sales));
  add('trend', 'average check size by quarter', byQuarter(c, opened, null, avgCheck));
  add('trend', 'Number of checks per month since July 2023', byMonth(c, opened, null, count));
  add('trend', 'tips by month last year', byMonth(c, opened, '2024', tips));
  add('trend', 'how has the average spend per check changed by year?', byYear(c, opened, avgCheck));
  add('top_n', 'who are our top 3 servers in terms of sales', inOrder(rank(c, 'server', sales, 3)));
  add('top_n', 'Top 2 locations for drink sales', inOrder(rank(c, 'location', drinks, 2)));
  add('top_n', 'top five servers by tips in 2024', inOrder(rank(where(c, y24), 'server', tips, 5)));
  add('top_n', 'rank order types by revenue', inOrder(rank(c, 'orderType', sales, 3)));
  add('best_worst', 'best performing location?', bestGroup(c, 'location', sales));
  add('best_worst', 'Which server has the highest average check?', bestGroup(c, 'server', avgCheck));
  add(
    'best_worst',
    'slowest month for the restaurants in 2024',
    either(bestMonth(c, opened, '2024', count, 'asc'), bestMonth(c, opened, '2024', sales, 'asc')),
  );
  add('best_worst', 'which payment type brings in the least money', bestGroup(c, 'payment', sales, 'asc'));
}

function counts(add: Add): void {
  const c = rows();
  const h = (from: string, to: string) => where(c, (r) => inRange(from, to)(opened(r)));
  add('count', 'how many checks', amt(c.length));
  add('count', 'How many delivery orders have we had?', amt(where(c, (r) => r.orderType === 'Delivery').length));
  add('count', 'how many different servers took checks?', amt(new Set(c.flatMap((r) => (r.server ? [r.server] : []))).size));
  add('count', 'number of checks with a discount', amt(where(c, (r) => r.discount > 0).length));
  add('count', 'how many cash payments', amt(where(c, (r) => r.payment === 'Cash').length));
  add('compare', 'Riverside vs Old Town sales', compareGroups(c, 'location', ['Riverside', 'Old Town'], sales));
  add('compare', 'dine-in vs takeaway average check', compareGroups(c, 'orderType', ['Dine-in', 'Takeaway'], avgCheck));
  add(
    'compare',
    'food sales compared to drink sales',
    labels([
      [['food', 'Food amount'], total<Check>((r) => r.food)(c)],
      [['drink', 'drinks', 'Drink amount'], drinks(c)],
    ]),
  );
  add(
    'compare',
    'H1 vs H2 2024 sales?',
    labels([
      [['H1', 'first half'], sales(h('2024-01-01', '2024-06-30'))],
      [['H2', 'second half'], sales(h('2024-07-01', '2024-12-31'))],
    ]),
  );
  const q4 = (y: number) => where(c, (r) => inQuarter(`${y}-Q4`)(opened(r)));
  add('growth', 'Q4 2024 sales vs Q4 2023, how much growth?', growth(sales(q4(2023)), sales(q4(2024))));
  add('growth', 'percentage change in tips between H2 2023 and H2 2024', growthPct(tips(h('2023-07-01', '2023-12-31')), tips(h('2024-07-01', '2024-12-31'))));
  add('growth', 'How much did the average check go up from 2023 to 2024?', growth(avgCheck(where(c, (r) => inYear(2023)(opened(r)))), avgCheck(where(c, y24))));
  add(
    'share',
    'what share of sales is delivery',
    shareOf(
      where(c, (r) => r.orderType === 'Delivery'),
      c,
      sales,
    ),
  );
  add(
    'share',
    '% of checks paid by card',
    shareOf(
      where(c, (r) => r.payment === 'Card'),
      c,
    ),
  );
  add('share', 'Sales share by location', sharesBy(c, 'location', sales));
  const foodAndDrink = total<Check>((r) => r.food + r.drink);
  add('share', 'what portion of revenue comes from drinks?', either(pct((100 * drinks(c)) / sales(c)), pct((100 * drinks(c)) / foodAndDrink(c))));
}

function details(add: Add): void {
  const c = rows();
  add('average', 'avarage check', amt(avgCheck(c)));
  add(
    'average',
    'average tip per server',
    eachGroup(
      c,
      'server',
      mean((r) => r.tip),
    ),
  );
  add('average', 'avg covers per dine-in table', amt(mean<Check>((r) => r.covers)(where(c, (r) => r.orderType === 'Dine-in'))));
  add('average', 'What is the average discount on checks that had one?', amt(mean<Check>((r) => r.discount)(where(c, (r) => r.discount > 0))));
  add(
    'filter_agg',
    'what were sales at Market Street in December 2023? need it for the holiday recap',
    amt(
      sales(
        where(
          c,
          (r) => r.location === 'Market Street',
          (r) => inMonth('2023-12')(opened(r)),
        ),
      ),
    ),
  );
  add(
    'filter_agg',
    'how many delivery orders last month?',
    amt(
      where(
        c,
        (r) => r.orderType === 'Delivery',
        (r) => inMonth('2024-12')(opened(r)),
      ).length,
    ),
  );
  add(
    'filter_agg',
    'dine-in drink sales at Riverside in 2024',
    amt(
      drinks(
        where(
          c,
          (r) => r.orderType === 'Dine-in',
          (r) => r.location === 'Riverside',
          y24,
        ),
      ),
    ),
  );
  add(
    'filter_agg',
    'Tips at Old Town during Q3 2024',
    amt(
      tips(
        where(
          c,
          (r) => r.location === 'Old Town',
          (r) => inQuarter('2024-Q3')(opened(r)),
        ),
      ),
    ),
  );
  add(
    'filter_agg',
    'number of mobile payments at the Airport Terminal last year',
    amt(
      where(
        c,
        (r) => r.payment === 'Mobile',
        (r) => r.location === 'Airport Terminal',
        y24,
      ).length,
    ),
  );
  add('filter_agg', 'total discounts given in H1 2024', amt(total<Check>((r) => r.discount)(where(c, (r) => inRange('2024-01-01', '2024-06-30')(opened(r))))));
  add(
    'filter_agg',
    'average takeaway check at airport terminal',
    amt(
      avgCheck(
        where(
          c,
          (r) => r.orderType === 'Takeaway',
          (r) => r.location === 'Airport Terminal',
        ),
      ),
    ),
  );
}

function records(add: Add): void {
  const c = rows();
  const served = c.filter((r) => r.server !== null && r.tip !== null);
  const [a, b, d, e] = [c[1234]!, served[777]!, c[2468]!, served[1012]!];
  add('lookup', `when was check ${a.id} opened`, { oneOf: dayAlts(a.openedAt) });
  add('lookup', `who served check ${b.id}?`, { oneOf: [b.server!] });
  add('lookup', `total on check ${d.id}`, amt(d.total));
  add('lookup', `What was the tip on ${e.id}?`, amt(e.tip!));
  const big = topRecord(c, 'total');
  const tip = topRecord(c, 'tip');
  const small = topRecord(
    where(c, (r) => r.orderType === 'Dine-in', y24),
    'total',
    'asc',
  );
  add('record_rank', 'biggest check ever', recordOr([big.id], big.total));
  add('record_rank', 'largest tip?', recordOr([tip.id], tip.tip!));
  add('record_rank', 'smallest dine-in check in 2024', recordOr([small.id], small.total));
  add('missing', 'what is our food cost percentage', declines('cost', 'costs'));
  add('missing', 'which dish sells best', declines('dish', 'dishes', 'menu', 'item', 'items'));
  add('missing', 'average table turnover time?', declines('turnover'));
  add('describe', 'hi, what can you tell me about the restaurant checks?', { words: ['Restaurant checks'] });
}

export const checkQuestions = (): TrainingQuestion[] => collect('checks', figures, counts, details, records);
