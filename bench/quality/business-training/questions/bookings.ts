/**
 * Hotel bookings (snake_case headers). Stays are dated by check_in unless the question says the
 * booking was made ("booked in", "reservations made"): then by booked_on. "Last year" is 2024,
 * "last month" December 2024. Revenue without a status reads every booking or the completed ones
 * (either); "booking value" is every booking's total_amount.
 */
import { amt, count, dayAlts, declines, either, growth, growthPct, inOrder, is, rank, recordOr, topRecord } from '../../business/calc.js';
import { type Booking, trainingTables } from '../data.js';
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
  mean,
  sharesBy,
  shareOf,
  total,
  where,
  type TrainingQuestion,
} from './kit.js';

const rows = (): Booking[] => trainingTables().bookings.rows;
const value = total<Booking>((r) => r.total);
const nights = total<Booking>((r) => r.nights);
const rate = mean<Booking>((r) => r.adr);
const stay = (r: Booking) => r.checkIn;
const done = (r: Booking) => r.status === 'Completed';
const revenue = (xs: Booking[]) => either(amt(value(xs)), amt(value(xs.filter(done))));

function figures(add: Add): void {
  const b = rows();
  add('total', 'total booking value across all hotels in USD', amt(value(b)));
  add('total', 'How many room nights were booked altogether?', amt(nights(b)));
  add('total', 'sum of total amount pls', amt(value(b)));
  add('total', 'how much revenue have the hotels made in total', revenue(b));
  add(
    'trend',
    'monthly booking revenue for 2024',
    byMonth(
      where(b, (r) => inYear(2024)(stay(r))),
      stay,
      '2024',
      value,
    ),
  );
  add('trend', 'How has the average daily rate moved year over year?', byYear(b, stay, rate));
  add('trend', '2023 bookings, quarter by quarter', byQuarter(b, stay, '2023', count));
  add(
    'trend',
    'reservations made each year (by booking date)',
    byYear(b, (r) => r.bookedOn, count),
  );
  add('trend', 'nights sold by month last year', byMonth(b, stay, '2024', nights));
  add('top_n', 'Which 3 hotels bring in the most revenue?', either(inOrder(rank(b, 'hotel', value, 3)), inOrder(rank(b.filter(done), 'hotel', value, 3))));
  add('top_n', 'Which three guest countries bring us the most bookings?', inOrder(rank(b, 'country', count, 3)));
  add('top_n', 'which two room types sell the most nights', inOrder(rank(b, 'roomType', nights, 2)));
  add(
    'top_n',
    'rank the booking channels by total amount for 2024, top 4',
    inOrder(
      rank(
        where(b, (r) => inYear(2024)(stay(r))),
        'channel',
        value,
        4,
      ),
    ),
  );
  add('best_worst', 'which hotel has the highest average daily rate', bestGroup(b, 'hotel', rate));
  add(
    'best_worst',
    'worst performing hotel by booking value last year',
    bestGroup(
      where(b, (r) => inYear(2024)(stay(r))),
      'hotel',
      value,
      'asc',
    ),
  );
  add('best_worst', 'busiest month for check-ins in 2023?', bestMonth(b, stay, '2023', count));
  const cancelRate = (g: Booking[]) => g.filter((r) => r.status === 'Cancelled').length / g.length;
  add('best_worst', 'Which room type has the highest cancellation rate?', bestGroup(b, 'roomType', cancelRate));
}

function counts(add: Add): void {
  const b = rows();
  add('count', 'total number of bookings', amt(b.length));
  add('count', 'How many different guest countries are there?', amt(new Set(b.flatMap((r) => (r.country ? [r.country] : []))).size));
  add('count', 'no. of cancelled bookings', amt(where(b, (r) => r.status === 'Cancelled').length));
  add('count', 'how many hotels are in the bookings data', amt(new Set(b.map((r) => r.hotel)).size));
  add('count', 'how many reservations came thru OTA?', amt(where(b, (r) => is(r.channel, 'OTA')).length));
  add(
    'compare',
    'compare revenue of Harbour Light Hotel vs Alpine Crest Lodge',
    either(
      compareGroups(b, 'hotel', ['Harbour Light Hotel', 'Alpine Crest Lodge'], value),
      compareGroups(b.filter(done), 'hotel', ['Harbour Light Hotel', 'Alpine Crest Lodge'], value),
    ),
  );
  add('compare', 'direct vs OTA: number of bookings', compareGroups(b, 'channel', ['Direct', 'OTA'], count));
  add(
    'compare',
    'Total nights in 2023 compared with 2024',
    byYear(
      where(b, (r) => inRange('2023-01-01', '2024-12-31')(stay(r))),
      stay,
      nights,
    ),
  );
  add('compare', 'avg rate suite vs deluxe?', compareGroups(b, 'roomType', ['Suite', 'Deluxe'], rate));
  const y = (yr: number) => where(b, (r) => inYear(yr)(stay(r)));
  add('growth', 'booking value 2024 against 2023: how much up?', growth(value(y(2023)), value(y(2024))));
  add('growth', 'by what percentage did the number of bookings change between 2022 and 2023', growthPct(y(2022).length, y(2023).length));
  add('growth', 'ADR growth 2022 → 2024 in %', growthPct(rate(y(2022)), rate(y(2024))));
  add(
    'share',
    'what share of bookings were cancelled?',
    shareOf(
      where(b, (r) => r.status === 'Cancelled'),
      b,
    ),
  );
  add(
    'share',
    'What % of booking value comes from Saltmarsh Resort?',
    shareOf(
      where(b, (r) => r.hotel === 'Saltmarsh Resort'),
      b,
      value,
    ),
  );
  add('share', 'revenue split by channel, in percent', sharesBy(b, 'channel', value));
  add('share', 'how are room nights split across room types, in %', sharesBy(b, 'roomType', nights));
}

function details(add: Add): void {
  const b = rows();
  add('average', 'average length of stay', amt(mean<Booking>((r) => r.nights)(b)));
  add(
    'average',
    'Average booking value per hotel',
    eachGroup(
      b,
      'hotel',
      mean((r) => r.total),
    ),
  );
  add('average', 'avg guests per booking?', amt(mean<Booking>((r) => r.guests)(b)));
  add('average', "what's the average nightly rate for family rooms", amt(rate(where(b, (r) => r.roomType === 'Family'))));
  add(
    'filter_agg',
    'revenue from completed stays at Cedar Point Inn in 2023',
    amt(
      value(
        where(
          b,
          done,
          (r) => r.hotel === 'Cedar Point Inn',
          (r) => inYear(2023)(stay(r)),
        ),
      ),
    ),
  );
  add(
    'filter_agg',
    'how many check-ins did we have last month',
    either(amt(where(b, (r) => inMonth('2024-12')(stay(r))).length), amt(where(b, done, (r) => inMonth('2024-12')(stay(r))).length)),
  );
  add(
    'filter_agg',
    'total nights booked by corporate clients in Q3 2024',
    amt(
      nights(
        where(
          b,
          (r) => is(r.channel, 'Corporate'),
          (r) => inQuarter('2024-Q3')(stay(r)),
        ),
      ),
    ),
  );
  add(
    'filter_agg',
    'How many suite bookings came from Germany?',
    amt(
      where(
        b,
        (r) => r.roomType === 'Suite',
        (r) => r.country === 'Germany',
      ).length,
    ),
  );
  add(
    'filter_agg',
    'value of cancelled bookigns last year',
    amt(
      value(
        where(
          b,
          (r) => r.status === 'Cancelled',
          (r) => inYear(2024)(stay(r)),
        ),
      ),
    ),
  );
  add('filter_agg', 'reservations made in january 2024', amt(where(b, (r) => inMonth('2024-01')(r.bookedOn)).length));
  add(
    'filter_agg',
    'average daily rate at Marlowe City Suites for stays between June and August 2023',
    amt(
      rate(
        where(
          b,
          (r) => r.hotel === 'Marlowe City Suites',
          (r) => inRange('2023-06-01', '2023-08-31')(stay(r)),
        ),
      ),
    ),
  );
}

function records(add: Add): void {
  const b = rows();
  const [x, y, z, w] = [b[417]!, b[1290]!, b[2203]!, b.filter((r) => r.status === 'No-show')[30]!];
  add('lookup', `what hotel is booking ${x.ref} at?`, { oneOf: [x.hotel] });
  add('lookup', `check-in date for ${y.ref}`, { oneOf: dayAlts(y.checkIn) });
  add('lookup', `How much was reservation ${z.ref}?`, amt(z.total));
  add('lookup', `status of booking ${w.ref} please`, { oneOf: [w.status] });
  const big = topRecord(b, 'total');
  const dear = topRecord(b, 'adr');
  const small = topRecord(
    where(b, (r) => inYear(2024)(stay(r))),
    'total',
    'asc',
  );
  add('record_rank', 'biggest single booking by total amount', recordOr([big.ref], big.total));
  add('record_rank', 'Which booking had the highest nightly rate?', recordOr([dear.ref], dear.adr));
  add('record_rank', 'smallest booking of 2024', recordOr([small.ref], small.total));
  add('missing', "what's our profit margin per hotel", declines('profit', 'margin'));
  add('missing', 'average guest age?', declines('age'));
  add('missing', 'Which hotel has the best review score?', declines('review', 'reviews', 'score'));
  add('describe', 'what can I ask about the hotel bookings?', { words: ['Hotel bookings'] });
}

export const bookingQuestions = (): TrainingQuestion[] => collect('bookings', figures, counts, details, records);
