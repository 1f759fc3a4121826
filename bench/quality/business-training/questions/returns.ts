/**
 * E-commerce returns (lower-case headers with spaces and abbreviations): one row per returned line,
 * dated by the return date, 2023-2025: "last year" is 2025, "last quarter" Q4 2025, "last month"
 * December 2025. "refund amt" is what went back to the customer (card or store credit; 0.00 on an
 * exchange). "Most returned" counts return lines or units (either). Forty orders returned two lines.
 */
import { amt, count, dayAlts, declines, either, growth, growthPct, inOrder, rank, recordOr, topRecord } from '../../business/calc.js';
import { type ReturnLine, trainingTables } from '../data.js';
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
  inYear,
  mean,
  sharesBy,
  shareOf,
  total,
  type TrainingQuestion,
  where,
} from './kit.js';

const rows = (): ReturnLine[] => trainingTables().returns.rows;
const refunds = total<ReturnLine>((r) => r.refundAmt);
const units = total<ReturnLine>((r) => r.qty);
const fees = total<ReturnLine>((r) => r.restockFee);
const returned = (r: ReturnLine) => r.returnDate;
const y25 = (r: ReturnLine) => inYear(2025)(returned(r));
const cat = (c: string) => (r: ReturnLine) => r.category === c;

function figures(add: Add): void {
  const x = rows();
  add('total', 'total refunded amnt', amt(refunds(x)));
  add('total', 'How many units came back in total?', amt(units(x)));
  add('total', 'restocking fees collected', amt(fees(x)));
  add('total', 'total store credit issued', amt(refunds(where(x, (r) => r.resolution === 'Store credit'))));
  add('trend', 'returns per month in 2025', byMonth(x, returned, '2025', count));
  add('trend', 'Refunds by year', byYear(x, returned, refunds));
  add(
    'trend',
    'average days to return by quarter 2024',
    byQuarter(
      x,
      returned,
      '2024',
      mean((r) => r.daysToReturn),
    ),
  );
  add('trend', 'returns by quarter', byQuarter(x, returned, null, count));
  add('trend', 'restock fees per year?', byYear(x, returned, fees));
  add('top_n', 'top 5 products by units returned', inOrder(rank(x, 'product', units, 5)));
  add('top_n', 'most common return reasons (top 3)', inOrder(rank(x, 'reason', count, 3)));
  add('top_n', 'which 3 categories cost us the most in refunds', inOrder(rank(x, 'category', refunds, 3)));
  add('top_n', 'top three products by refunds in 2025', inOrder(rank(where(x, y25), 'product', refunds, 3)));
  add('best_worst', 'which category gets returned the most', either(bestGroup(x, 'category', count), bestGroup(x, 'category', units)));
  add('best_worst', 'product with the highest refund total?', bestGroup(x, 'product', refunds));
  add(
    'best_worst',
    'Which return reason has the highest average refund?',
    bestGroup(
      x,
      'reason',
      mean((r) => r.refundAmt),
    ),
  );
  add('best_worst', 'month with the most returns in 2024', bestMonth(x, returned, '2024', count));
}

function counts(add: Add): void {
  const x = rows();
  const y = (yr: number) => where(x, (r) => inYear(yr)(returned(r)));
  add('count', 'how many returns have we had, please?', amt(x.length));
  add('count', 'How many distinct orders had a return?', amt(new Set(x.map((r) => r.orderNo)).size));
  add('count', 'how many exchanges', amt(where(x, (r) => r.resolution === 'Exchange').length));
  add('count', 'how many different products have been returned', amt(new Set(x.map((r) => r.product)).size));
  add(
    'count',
    'returns that came back damaged',
    either(amt(where(x, (r) => r.condition === 'Damaged').length), amt(where(x, (r) => r.reason === 'Damaged in transit').length)),
  );
  add('compare', 'refund vs store credit: how many of each', compareGroups(x, 'resolution', ['Refund', 'Store credit'], count));
  add('compare', 'Apparel vs Footwear returns', compareGroups(x, 'category', ['Apparel', 'Footwear'], count));
  add(
    'compare',
    'refunds 2024 compared with 2025',
    byYear(
      where(x, (r) => returned(r) >= '2024'),
      returned,
      refunds,
    ),
  );
  add('compare', 'wrong size vs changed mind?', compareGroups(x, 'reason', ['Wrong size', 'Changed mind'], count));
  add('growth', 'returns growth 2024 to 2025', growth(y(2024).length, y(2025).length));
  add('growth', 'refunds: 2023 → 2024 change in %', growthPct(refunds(y(2023)), refunds(y(2024))));
  add(
    'growth',
    'How did electronics returns change between 2023 and 2025?',
    growth(where(y(2023), cat('Electronics')).length, where(y(2025), cat('Electronics')).length),
  );
  add('share', 'breakdown of return reasons in %', sharesBy(x, 'reason'));
  add(
    'share',
    'what % of returns end in an exchange',
    shareOf(
      where(x, (r) => r.resolution === 'Exchange'),
      x,
    ),
  );
  add('share', 'What percent of refunds are electronics?', shareOf(where(x, cat('Electronics')), x, refunds));
  add(
    'share',
    'share of returns in damaged condition',
    shareOf(
      where(x, (r) => r.condition === 'Damaged'),
      x,
    ),
  );
}

function details(add: Add): void {
  const x = rows();
  add('average', 'average refund per return', amt(mean<ReturnLine>((r) => r.refundAmt)(x)));
  add('average', 'average days to return', amt(mean<ReturnLine>((r) => r.daysToReturn)(x)));
  add(
    'average',
    'avg refund by category',
    eachGroup(
      x,
      'category',
      mean((r) => r.refundAmt),
    ),
  );
  add('average', "what's the average restock fee when one is charged", amt(mean<ReturnLine>((r) => r.restockFee)(where(x, (r) => r.restockFee > 0))));
  add('filter_agg', 'refunds for Electronics in Q4 2025', amt(refunds(where(x, cat('Electronics'), (r) => inQuarter('2025-Q4')(returned(r))))));
  add('filter_agg', 'wrong size returns of footwear last year', amt(where(x, cat('Footwear'), (r) => r.reason === 'Wrong size', y25).length));
  add(
    'filter_agg',
    'How many Wireless Earbuds Pro came back defective?',
    either(
      amt(
        where(
          x,
          (r) => r.product === 'Wireless Earbuds Pro',
          (r) => r.reason === 'Defective',
        ).length,
      ),
      amt(
        units(
          where(
            x,
            (r) => r.product === 'Wireless Earbuds Pro',
            (r) => r.reason === 'Defective',
          ),
        ),
      ),
    ),
  );
  add('filter_agg', 'refund total for returns in December 2024', amt(refunds(where(x, (r) => inMonth('2024-12')(returned(r))))));
  add('filter_agg', 'how many returns came back within 7 days', amt(where(x, (r) => r.daysToReturn !== null && r.daysToReturn <= 7).length));
  add(
    'filter_agg',
    'store credit issued for Home products in 2023',
    amt(
      refunds(
        where(
          x,
          cat('Home'),
          (r) => r.resolution === 'Store credit',
          (r) => inYear(2023)(returned(r)),
        ),
      ),
    ),
  );
  add('filter_agg', 'units returned last month', amt(units(where(x, (r) => inMonth('2025-12')(returned(r))))));
}

function records(add: Add): void {
  const x = rows();
  const [a, b, c, d] = [x[512]!, x[1024]!, x.filter((r) => r.refundAmt > 0)[1300]!, x[1666]!];
  add('lookup', `what was returned on ${a.rma}?`, { oneOf: [a.product] });
  add('lookup', `reason for ${b.rma}`, { oneOf: [b.reason] });
  add('lookup', `refund amount on ${c.rma}`, amt(c.refundAmt));
  add('lookup', `Which order does ${d.rma} belong to?`, { oneOf: [d.orderNo] });
  const big = topRecord(x, 'refundAmt');
  add('record_rank', 'biggest single refund', recordOr([big.rma], big.refundAmt));
  add('record_rank', `when was the largest refund issued?`, { oneOf: dayAlts(big.returnDate) });
  add('missing', 'what do return shipping labels cost us', declines('shipping', 'label', 'labels'));
  add('missing', 'Which customer returns the most?', declines('customer', 'customers'));
  add('missing', 'return rate by product (returns / units sold)', declines('sold', 'sales'));
  add('describe', "what's available about returns?", { words: ['Returns'] });
}

export const returnQuestions = (): TrainingQuestion[] => collect('returns', figures, counts, details, records);
