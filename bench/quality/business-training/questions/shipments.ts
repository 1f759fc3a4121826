/**
 * Logistics shipments (PascalCase headers). Shipments are dated by ShipDate unless the question says
 * delivered. "Last year" is 2024, "last quarter" Q4 2024, "last month" December 2024. The on-time
 * rate is the share of OnTime "Yes" among the shipments with an OnTime value (delivered ones), or
 * among all shipments (either).
 */
import { amt, count, dayAlts, declines, either, growth, growthPct, inOrder, pct, rank, recordOr, topRecord } from '../../business/calc.js';
import { type Shipment, trainingTables } from '../data.js';
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

const rows = (): Shipment[] => trainingTables().shipments.rows;
const cost = total<Shipment>((r) => r.freightCost);
const kilos = total<Shipment>((r) => r.weightKg);
const transit = mean<Shipment>((r) => r.transitDays);
const shipped = (r: Shipment) => r.shipDate;
const late = (r: Shipment) => r.onTime === 'No';
/** The on-time rate in percent, of the shipments with an OnTime value. */
const onTimeRate = (g: Shipment[]) => (100 * g.filter((r) => r.onTime === 'Yes').length) / g.filter((r) => r.onTime !== null).length;
const onTimeOfAll = (g: Shipment[]) => (100 * g.filter((r) => r.onTime === 'Yes').length) / g.length;
const perKg = (g: Shipment[]) => cost(g) / kilos(g);
const perKgMean = mean<Shipment>((r) => r.freightCost / r.weightKg);

function figures(add: Add): void {
  const s = rows();
  add('total', 'total freight spend', amt(cost(s)));
  add('total', 'How many kilos have we shipped in total?', amt(kilos(s)));
  add('total', 'total pieces shipped', amt(total<Shipment>((r) => r.pieces)(s)));
  add('total', 'what did we pay the carriers altogether', amt(cost(s)));
  add('trend', 'freight cost by month in 2024', byMonth(s, shipped, '2024', cost));
  add('trend', 'Shipments per quarter', byQuarter(s, shipped, null, count));
  add('trend', 'avg transit time by year', byYear(s, shipped, transit));
  add('trend', 'monthly shipment volume last year', byMonth(s, shipped, '2024', count));
  add(
    'trend',
    'how has our on-time delivery rate trended by quarter in 2024?',
    either(byQuarter(s, shipped, '2024', onTimeRate), byQuarter(s, shipped, '2024', onTimeOfAll)),
  );
  add('top_n', 'carriers ranked by freight spend, top three', inOrder(rank(s, 'carrier', cost, 3)));
  add('top_n', 'Which two origin hubs ship the most weight?', inOrder(rank(s, 'originHub', kilos, 2)));
  add(
    'top_n',
    'give me the three biggest destination regions by shipment count for 2024',
    inOrder(
      rank(
        where(s, (r) => inYear(2024)(shipped(r))),
        'destRegion',
        count,
        3,
      ),
    ),
  );
  add('top_n', 'the 2 carriers with the most late deliveries', inOrder(rank(where(s, late), 'carrier', count, 2)));
  add('best_worst', 'slowest carrier?', bestGroup(s, 'carrier', transit));
  add('best_worst', 'Which carrier is the most reliable on time?', either(bestGroup(s, 'carrier', onTimeRate), bestGroup(s, 'carrier', onTimeOfAll)));
  add('best_worst', 'cheapest service level per kg', either(bestGroup(s, 'service', perKg, 'asc'), bestGroup(s, 'service', perKgMean, 'asc')));
  add('best_worst', 'busiest month for shipping in 2024', bestMonth(s, shipped, '2024', count));
}

function counts(add: Add): void {
  const s = rows();
  const y = (yr: number) => where(s, (r) => inYear(yr)(shipped(r)));
  add('count', 'shipment count?', amt(s.length));
  add('count', 'how many different carriers ship for us', amt(new Set(s.map((r) => r.carrier)).size));
  add('count', 'how many shipments are still in transit', amt(where(s, (r) => r.status === 'In Transit').length));
  add('count', 'number of lost shipments', amt(where(s, (r) => r.status === 'Lost').length));
  add('count', 'How many parcels were returned to sender?', amt(where(s, (r) => r.status === 'Returned').length));
  add('compare', 'Express vs Economy: average transit days', compareGroups(s, 'service', ['Express', 'Economy'], transit));
  add('compare', 'freight cost Rotterdam vs Leipzig', compareGroups(s, 'originHub', ['Rotterdam', 'Leipzig'], cost));
  add('compare', 'shipments in 2023 compared to 2024', byYear(s, shipped, count));
  const pair = ['Northway Freight', 'Swiftpath'];
  add(
    'compare',
    'on-time % for Northway Freight compared with Swiftpath',
    either(compareGroups(s, 'carrier', pair, onTimeRate, true), compareGroups(s, 'carrier', pair, onTimeOfAll, true)),
  );
  add('growth', 'how much did freight spend increase from 2023 to 2024', growth(cost(y(2023)), cost(y(2024))));
  add('growth', 'shipments grew by what percent in 2024 vs 2023', growthPct(y(2023).length, y(2024).length));
  const q4 = (yr: number) => where(s, (r) => inQuarter(`${yr}-Q4`)(shipped(r)));
  add('growth', 'Growth in shipped weight, Q4 2023 vs Q4 2024?', growth(kilos(q4(2023)), kilos(q4(2024))));
  add('share', 'what percentage of deliveries were on time', either(pct(onTimeRate(s)), pct(onTimeOfAll(s))));
  add('share', 'carrier mix as a percentage of freight spend', sharesBy(s, 'carrier', cost));
  add(
    'share',
    'What share of shipments go Express?',
    shareOf(
      where(s, (r) => r.service === 'Express'),
      s,
    ),
  );
  add('share', '% of shipments by origin hub', sharesBy(s, 'originHub'));
}

function details(add: Add): void {
  const s = rows();
  add('average', 'average freight cost per shipment', amt(mean<Shipment>((r) => r.freightCost)(s)));
  add(
    'average',
    'avg weight per shipment by service level',
    eachGroup(
      s,
      'service',
      mean((r) => r.weightKg),
    ),
  );
  add('average', 'What is the average transit time for Standard shipments?', amt(transit(where(s, (r) => r.service === 'Standard'))));
  add('average', "what's our average cost per kg", either(amt(perKg(s)), amt(perKgMean(s))));
  add(
    'filter_agg',
    'freight spend with BlueLine Express last quarter',
    amt(
      cost(
        where(
          s,
          (r) => r.carrier === 'BlueLine Express',
          (r) => inQuarter('2024-Q4')(shipped(r)),
        ),
      ),
    ),
  );
  add(
    'filter_agg',
    'how many Express shipments left Milan in 2023?',
    amt(
      where(
        s,
        (r) => r.service === 'Express',
        (r) => r.originHub === 'Milan',
        (r) => inYear(2023)(shipped(r)),
      ).length,
    ),
  );
  add(
    'filter_agg',
    'late deliveries to the West region last year',
    amt(
      where(
        s,
        late,
        (r) => r.destRegion === 'West',
        (r) => inYear(2024)(shipped(r)),
      ).length,
    ),
  );
  add(
    'filter_agg',
    'total weight shipped to Central in H1 2024',
    amt(
      kilos(
        where(
          s,
          (r) => r.destRegion === 'Central',
          (r) => inRange('2024-01-01', '2024-06-30')(shipped(r)),
        ),
      ),
    ),
  );
  add('filter_agg', 'How many shipments were delivered in March 2024?', amt(where(s, (r) => inMonth('2024-03')(r.deliveredDate)).length));
  add(
    'filter_agg',
    'average transit time for Kestrel Logistics economy shipments',
    amt(
      transit(
        where(
          s,
          (r) => r.carrier === 'Kestrel Logistics',
          (r) => r.service === 'Economy',
        ),
      ),
    ),
  );
  add('filter_agg', 'freight costs last month', amt(cost(where(s, (r) => inMonth('2024-12')(shipped(r))))));
}

function records(add: Add): void {
  const s = rows();
  const [a, b, c, d] = [s[88]!, s.filter((r) => r.deliveredDate !== null)[1555]!, s[2090]!, s[640]!];
  add('lookup', `which carrier handled ${a.no}`, { oneOf: [a.carrier] });
  add('lookup', `When was ${b.no} delivered?`, { oneOf: dayAlts(b.deliveredDate!) });
  add('lookup', `weight of shipment ${c.no}`, amt(c.weightKg));
  add('lookup', `freight cost for ${d.no}?`, amt(d.freightCost));
  const heavy = topRecord(s, 'weightKg');
  const dear = topRecord(
    where(s, (r) => inYear(2023)(shipped(r))),
    'freightCost',
  );
  const cheap = topRecord(s, 'freightCost', 'asc');
  add('record_rank', 'heavyest shipment', recordOr([heavy.no], heavy.weightKg));
  add('record_rank', 'What was the most expensive shipment in 2023?', recordOr([dear.no], dear.freightCost));
  add('record_rank', 'cheapest shipment overall', recordOr([cheap.no], cheap.freightCost));
  add('missing', "what's the total fuel surcharge", declines('surcharge', 'surcharges'));
  add('missing', 'CO2 emissions per shipment?', declines('emissions', 'carbon'));
  add('missing', 'Which customer ships the most with us?', declines('customer', 'customers'));
  add('describe', 'what data is in Shipments?', { words: ['Shipments'] });
}

export const shipmentQuestions = (): TrainingQuestion[] => collect('shipments', figures, counts, details, records);
