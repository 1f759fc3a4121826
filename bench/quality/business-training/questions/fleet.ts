/**
 * A car-rental fleet (Title Case headers with units and a %): one row per vehicle, a snapshot at the
 * end of 2024. Rental days, revenue and utilisation are 2024's; a vehicle is dated by the day it was
 * acquired (2018-2024; "last year" is 2024), its last service is a date of 2024 (empty on new
 * vehicles). Class holds "suv" beside "SUV" on nine vehicles: one class. Daily rates and
 * utilisation are averaged, never summed.
 */
import { amt, count, declines, growth, growthPct, inOrder, is, rank, recordOr, topRecord } from '../../business/calc.js';
import { trainingTables, type Vehicle } from '../data.js';
import {
  type Add,
  bestGroup,
  byMonth,
  byQuarter,
  byYear,
  collect,
  compareGroups,
  eachGroup,
  inRange,
  inYear,
  mean,
  sharesBy,
  shareOf,
  total,
  type TrainingQuestion,
  where,
} from './kit.js';

const rows = (): Vehicle[] => trainingTables().fleet.rows;
const revenue = total<Vehicle>((r) => r.revenue);
const rentalDays = total<Vehicle>((r) => r.rentalDays);
const util = mean<Vehicle>((r) => r.utilPct);
const rate = mean<Vehicle>((r) => r.dailyRate);
const bought = (r: Vehicle) => r.acquired;
const suv = (r: Vehicle) => is(r.vclass, 'SUV');

function figures(add: Add): void {
  const f = rows();
  add('total', 'total fleet revenue 2024', amt(revenue(f)));
  add('total', 'How many rental days did the fleet clock up?', amt(rentalDays(f)));
  add('total', 'combined odometer of all vehicles (km)', amt(total<Vehicle>((r) => r.odometerKm)(f)));
  add('trend', 'vehicles acquired per year', byYear(f, bought, count));
  add('trend', 'Acquisitions by quarter in 2024', byQuarter(f, bought, '2024', count));
  add('trend', 'average daily rate by acquisition year', byYear(f, bought, rate));
  add(
    'trend',
    'how many vehicles were last serviced in each month of 2024',
    byMonth(f, (r) => r.lastService, '2024', count),
  );
  add('trend', 'revenue by year the car was acquired', byYear(f, bought, revenue));
  add('top_n', 'name the three branches with the highest revenue', inOrder(rank(f, 'branch', revenue, 3)));
  add('top_n', 'Top 3 models by rental days', inOrder(rank(f, 'model', rentalDays, 3)));
  add('top_n', 'biggest 2 vehicle classes by count', inOrder(rank(f, 'vclass', count, 2)));
  add('top_n', 'which 3 makes earn the most?', inOrder(rank(f, 'make', revenue, 3)));
  add('best_worst', 'which class has the highest utilisation', bestGroup(f, 'vclass', util));
  add('best_worst', 'lowest revenue branch?', bestGroup(f, 'branch', revenue, 'asc'));
  add(
    'best_worst',
    'Which fuel type earns the most per vehicle?',
    bestGroup(
      f,
      'fuel',
      mean((r) => r.revenue),
    ),
  );
  add('best_worst', 'which model has the highest daily rate', bestGroup(f, 'model', rate));
}

function counts(add: Add): void {
  const f = rows();
  const y = (yr: number) => where(f, (r) => inYear(yr)(bought(r))).length;
  add('count', 'how many vehicles are in the fleet', amt(f.length));
  add('count', 'How many electric cars do we have?', amt(where(f, (r) => r.fuel === 'Electric').length));
  add('count', 'how many vehicles are on rent right now', amt(where(f, (r) => r.status === 'On Rent').length));
  add('count', 'number of SUVs', amt(where(f, suv).length));
  add('count', 'how many branches', amt(new Set(f.map((r) => r.branch)).size));
  add('compare', 'Airport North vs Airport South revenue', compareGroups(f, 'branch', ['Airport North', 'Airport South'], revenue));
  add('compare', 'hybrid vs petrol utilisation', compareGroups(f, 'fuel', ['Hybrid', 'Petrol'], util));
  add('compare', 'SUV vs Van: average daily rate', compareGroups(f, 'vclass', ['SUV', 'Van'], rate));
  add('compare', 'how many Corvans compared with Tessaros', compareGroups(f, 'make', ['Corvan', 'Tessaro'], count));
  add('growth', 'did we buy more vehicles in 2023 than in 2022? by how many', growth(y(2022), y(2023)));
  add('growth', 'percentage change in vehicle purchases from 2023 to 2024', growthPct(y(2023), y(2024)));
  add('share', 'fleet mix by class, as percentages', sharesBy(f, 'vclass'));
  add(
    'share',
    'What % of revenue comes from premium cars?',
    shareOf(
      where(f, (r) => r.vclass === 'Premium'),
      f,
      revenue,
    ),
  );
  add(
    'share',
    '% of fleet that is electric',
    shareOf(
      where(f, (r) => r.fuel === 'Electric'),
      f,
    ),
  );
  add('share', 'revenue share by branch', sharesBy(f, 'branch', revenue));
}

function details(add: Add): void {
  const f = rows();
  add('average', "what's the fleet's average daily rate, please", amt(rate(f)));
  add('average', 'Average utilisation per branch', eachGroup(f, 'branch', util));
  add('average', 'average odometer readng', amt(mean<Vehicle>((r) => r.odometerKm)(f)));
  add(
    'average',
    'avg revenue per vehicle by class',
    eachGroup(
      f,
      'vclass',
      mean((r) => r.revenue),
    ),
  );
  add('filter_agg', 'revenue from SUVs at Central Station', amt(revenue(where(f, suv, (r) => r.branch === 'Central Station'))));
  add(
    'filter_agg',
    'how many of the vehicles acquired last year are hybrids',
    amt(
      where(
        f,
        (r) => inYear(2024)(bought(r)),
        (r) => r.fuel === 'Hybrid',
      ).length,
    ),
  );
  add(
    'filter_agg',
    'average utilisation of Economy cars at the two airport branches',
    amt(
      util(
        where(
          f,
          (r) => r.vclass === 'Economy',
          (r) => r.branch.startsWith('Airport'),
        ),
      ),
    ),
  );
  add('filter_agg', 'How many vehicles have over 200,000 km on the clock?', amt(where(f, (r) => r.odometerKm > 200000).length));
  add(
    'filter_agg',
    'rental days for vans currently in service',
    amt(
      rentalDays(
        where(
          f,
          (r) => r.vclass === 'Van',
          (r) => r.status === 'In Service',
        ),
      ),
    ),
  );
  add('filter_agg', 'revenue of cars acquired in H1 2024', amt(revenue(where(f, (r) => inRange('2024-01-01', '2024-06-30')(bought(r))))));
  add('filter_agg', 'how many vehicles have no service date', amt(where(f, (r) => r.lastService === null).length));
}

function records(add: Add): void {
  const f = rows();
  const [a, b, c, d] = [f[35]!, f[180]!, f[299]!, f[401]!];
  add('lookup', `what model is ${a.id}`, { oneOf: [a.model] });
  add('lookup', `odometer on ${b.id}?`, amt(b.odometerKm));
  add('lookup', `Which branch is ${c.id} at?`, { oneOf: [c.branch] });
  add('lookup', `daily rate for ${d.id}`, amt(d.dailyRate));
  const earner = topRecord(f, 'revenue');
  const miles = topRecord(f, 'odometerKm');
  const newest = topRecord(f, (r) => Date.parse(r.acquired));
  add('record_rank', 'highest earning vehicle', recordOr([earner.id], earner.revenue));
  add('record_rank', 'Which vehicle has the highest mileage?', recordOr([miles.id], miles.odometerKm));
  add('record_rank', 'newest vehicle in the fleet', { oneOf: [newest.id] });
  add('missing', 'damage incidents per vehicle', declines('damage', 'incident', 'incidents'));
  add('missing', 'What are our fuel costs per car?', declines('cost', 'costs'));
  add('missing', 'customer ratings for each model', declines('rating', 'ratings'));
  add('describe', 'what info do you have on the rental fleet', { words: ['Rental fleet'] });
}

export const fleetQuestions = (): TrainingQuestion[] => collect('fleet', figures, counts, details, records);
