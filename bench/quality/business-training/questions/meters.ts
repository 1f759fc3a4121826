/**
 * Energy meter readings (Title Case headers with units): one row per meter and month, dated by the
 * Reading Date (the month's last day), January 2021 to December 2023: "last year" is 2023, "last
 * month" December 2023. Peak Demand (kW) holds "n/a" and "-" where a meter has no interval data:
 * nulls, which averages leave out. A price per kWh is the total cost over the total consumption, or
 * the mean of the readings' ratios (either).
 */
import { amt, declines, either, growth, growthPct, inOrder, rank, recordOr, topRecord } from '../../business/calc.js';
import { type Reading, trainingTables } from '../data.js';
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
  type TrainingQuestion,
  where,
} from './kit.js';

const rows = (): Reading[] => trainingTables().meters.rows;
const kwh = total<Reading>((r) => r.kwh);
const cost = total<Reading>((r) => r.cost);
const co2 = total<Reading>((r) => r.co2Kg);
const peak = mean<Reading>((r) => r.peakKw);
const read = (r: Reading) => r.readingDate;
const y23 = (r: Reading) => inYear(2023)(read(r));
const unitPrice = (g: Reading[]) => cost(g) / kwh(g);
const unitPriceMean = mean<Reading>((r) => r.cost / r.kwh);

function figures(add: Add): void {
  const m = rows();
  add('total', 'total consumption in kWh', amt(kwh(m)));
  add('total', 'What is our total energy cost?', amt(cost(m)));
  add('total', 'total emissions (kg CO2e)', amt(co2(m)));
  add('total', 'sum of cost usd', amt(cost(m)));
  add('trend', 'monthly consumption in 2023', byMonth(m, read, '2023', kwh));
  add('trend', 'energy cost by yr', byYear(m, read, cost));
  add('trend', 'average peak demand by quarter in 2022', byQuarter(m, read, '2022', peak));
  add('trend', 'emissions per month last year', byMonth(m, read, '2023', co2));
  add(
    'trend',
    'how has the data centres’ cost developed year on year?',
    byYear(
      where(m, (r) => r.siteType === 'Data Centre'),
      read,
      cost,
    ),
  );
  add('top_n', 'the three sites using the most kWh', inOrder(rank(m, 'site', kwh, 3)));
  add('top_n', 'rank the meters by cost for 2023 and show the top five', inOrder(rank(where(m, y23), 'meterNo', cost, 5)));
  add('top_n', 'which 2 site types emit the most CO2e', inOrder(rank(m, 'siteType', co2, 2)));
  add('top_n', 'which 3 sites spent the most on energy last year?', inOrder(rank(where(m, y23), 'site', cost, 3)));
  add('best_worst', 'which site type uses the most energy', bestGroup(m, 'siteType', kwh));
  add('best_worst', 'cheapest tariff per kWh?', either(bestGroup(m, 'tariff', unitPrice, 'asc'), bestGroup(m, 'tariff', unitPriceMean, 'asc')));
  add('best_worst', 'peak month for consumption in 2022', bestMonth(m, read, '2022', kwh));
  const maxPeak = (g: Reading[]) => Math.max(...g.flatMap((r) => (r.peakKw === null ? [] : [r.peakKw])));
  add('best_worst', 'Which site has the highest peak demand?', either(bestGroup(m, 'site', maxPeak), bestGroup(m, 'site', peak)));
}

function counts(add: Add): void {
  const m = rows();
  const y = (yr: number) => where(m, (r) => inYear(yr)(read(r)));
  add('count', 'how many meters do we monitor', amt(new Set(m.map((r) => r.meterNo)).size));
  add('count', 'how many monthly readings are in the file', amt(m.length));
  add('count', 'how many readings were estimated', amt(where(m, (r) => r.estimated === 'Y').length));
  add('count', 'number of sites', amt(new Set(m.map((r) => r.site)).size));
  add('count', 'how many readings have no peak demand value', amt(where(m, (r) => r.peakKw === null).length));
  add('compare', 'Standard vs Green tariff: cost', compareGroups(m, 'tariff', ['Standard', 'Green'], cost));
  add('compare', 'office vs warehouse consumption', compareGroups(m, 'siteType', ['Office', 'Warehouse'], kwh));
  add(
    'compare',
    'energy cost 2022 compared with 2023',
    byYear(
      where(m, (r) => read(r) >= '2022'),
      read,
      cost,
    ),
  );
  add('compare', 'Eastfield Plant vs Westbrook Works emissions', compareGroups(m, 'site', ['Eastfield Plant', 'Westbrook Works'], co2));
  add('growth', 'how much more did we spend on energy in 2022 than in 2021', growth(cost(y(2021)), cost(y(2022))));
  add('growth', 'did consumption go up or down in 2023 vs 2022, and by what percent?', growthPct(kwh(y(2022)), kwh(y(2023))));
  add('growth', 'what was the change in emissions from 2022 to 2023', growth(co2(y(2022)), co2(y(2023))));
  add('share', 'kWh mix by site type (%)', sharesBy(m, 'siteType', kwh));
  add(
    'share',
    'What % of readings are estimated?',
    shareOf(
      where(m, (r) => r.estimated === 'Y'),
      m,
    ),
  );
  add(
    'share',
    'share of cost on the Green tariff',
    shareOf(
      where(m, (r) => r.tariff === 'Green'),
      m,
      cost,
    ),
  );
  add(
    'share',
    'what percentage of emissions come from data centres',
    shareOf(
      where(m, (r) => r.siteType === 'Data Centre'),
      m,
      co2,
    ),
  );
}

function details(add: Add): void {
  const m = rows();
  add(
    'average',
    'average monthly consumption per meter',
    either(
      amt(mean<Reading>((r) => r.kwh)(m)),
      eachGroup(
        m,
        'meterNo',
        mean((r) => r.kwh),
      ),
    ),
  );
  add('average', 'Can you give me the average peak demand please', amt(peak(m)));
  add('average', 'What do we pay per kWh on average?', either(amt(unitPrice(m)), amt(unitPriceMean(m))));
  add(
    'average',
    'avg monthly cost per site',
    eachGroup(
      m,
      'site',
      mean((r) => r.cost),
    ),
  );
  add(
    'filter_agg',
    'consumption at Kelvin Park in Q1 2023',
    amt(
      kwh(
        where(
          m,
          (r) => r.site === 'Kelvin Park',
          (r) => inQuarter('2023-Q1')(read(r)),
        ),
      ),
    ),
  );
  add('filter_agg', 'cost of estimated readings last year', amt(cost(where(m, (r) => r.estimated === 'Y', y23))));
  add(
    'filter_agg',
    'Emissions for offices in 2021?',
    amt(
      co2(
        where(
          m,
          (r) => r.siteType === 'Office',
          (r) => inYear(2021)(read(r)),
        ),
      ),
    ),
  );
  add('filter_agg', 'how many readings were over 100,000 kWh', amt(where(m, (r) => r.kwh > 100000).length));
  add(
    'filter_agg',
    'total cost on the time-of-use tariff in H2 2022',
    amt(
      cost(
        where(
          m,
          (r) => r.tariff === 'Time-of-use',
          (r) => inRange('2022-07-01', '2022-12-31')(read(r)),
        ),
      ),
    ),
  );
  add(
    'filter_agg',
    'average peak demand for factories last month',
    amt(
      peak(
        where(
          m,
          (r) => r.siteType === 'Factory',
          (r) => inMonth('2023-12')(read(r)),
        ),
      ),
    ),
  );
  add('filter_agg', 'consumption over winter 2022-23 (December to February)', amt(kwh(where(m, (r) => inRange('2022-12-01', '2023-02-28')(read(r))))));
}

function records(add: Add): void {
  const m = rows();
  const [a, b] = [m[700]!, m[1900]!];
  const june = m.filter((r) => r.readingDate === '2022-06-30')[17]!;
  add('lookup', `which site is meter ${a.meterNo} at?`, { oneOf: [a.site] });
  add('lookup', `tariff for ${b.meterNo}`, { oneOf: [b.tariff] });
  add('lookup', `${june.meterNo} consumption for June 2022`, amt(june.kwh));
  add('lookup', 'What type of site is Hawthorn Court?', { oneOf: [m.find((r) => r.site === 'Hawthorn Court')!.siteType] });
  const top = topRecord(m, 'kwh');
  const bill = topRecord(m, 'cost');
  const low = topRecord(where(m, y23), 'kwh', 'asc');
  add('record_rank', 'highest single monthly reading in kWh', recordOr([top.meterNo], top.kwh));
  add('record_rank', 'most expensive monthly bill?', recordOr([bill.meterNo], bill.cost));
  add('record_rank', 'lowest consumption reading in 2023', recordOr([low.meterNo], low.kwh));
  add('missing', 'how much gas did we use', declines('gas'));
  add('missing', 'Solar generation by site?', declines('solar', 'generation'));
  add('missing', "what's the outside temperature at each site", declines('temperature'));
  add('describe', 'which columns do the meter readings have', { words: ['Meter readings'] });
}

export const meterQuestions = (): TrainingQuestion[] => collect('meters', figures, counts, details, records);
