/**
 * Consultants' timesheets (Title_Case_With_Underscores headers), one row per time entry, dated by
 * Work_Date, 2023-2024: "last year" is 2024, "last month" December 2024. Internal time (client
 * "Internal": bench, training, presales) is non-billable, with Rate_USD and Amount_USD empty.
 * Billings are Amount_USD; "how many clients" counts the clients with or without Internal (either).
 */
import { amt, dayAlts, declines, either, growth, growthPct, inOrder, rank, recordOr, topRecord } from '../../business/calc.js';
import { type TimeEntry, trainingTables } from '../data.js';
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

const rows = (): TimeEntry[] => trainingTables().timesheets.rows;
const hours = total<TimeEntry>((r) => r.hours);
const billed = total<TimeEntry>((r) => r.amount);
const rate = mean<TimeEntry>((r) => r.rate);
const worked = (r: TimeEntry) => r.date;
const billable = (r: TimeEntry) => r.billable === 'Yes';
const y24 = (r: TimeEntry) => inYear(2024)(worked(r));

function figures(add: Add): void {
  const t = rows();
  add('total', 'totla hours logged', amt(hours(t)));
  add('total', 'What is the total billable amount?', amt(billed(t)));
  add('total', 'how many billable hours in total', amt(hours(where(t, billable))));
  add('total', 'sum amount usd', amt(billed(t)));
  add('trend', 'hours per month 2024', byMonth(t, worked, '2024', hours));
  add('trend', 'Billings by quarter', byQuarter(t, worked, null, billed));
  add('trend', 'average hourly rate by year', byYear(t, worked, rate));
  add(
    'trend',
    'non-billable hours by month last year',
    byMonth(
      where(t, (r) => !billable(r)),
      worked,
      '2024',
      hours,
    ),
  );
  add('trend', 'amount billed per year?', byYear(t, worked, billed));
  add('top_n', 'our five biggest clients by amount billed', inOrder(rank(t, 'client', billed, 5)));
  add('top_n', 'consultants with the most hours, top three', inOrder(rank(t, 'consultant', hours, 3)));
  add('top_n', 'top 3 projects by hours in 2024', inOrder(rank(where(t, y24), 'project', hours, 3)));
  add('top_n', 'top 2 practices by billable amount', inOrder(rank(t, 'practice', billed, 2)));
  add('best_worst', 'which consultant bills the most', bestGroup(t, 'consultant', billed));
  add('best_worst', 'Which client project has the fewest hours?', bestGroup(where(t, billable), 'project', hours, 'asc'));
  add('best_worst', 'which practice has the highest average rate', bestGroup(t, 'practice', rate));
  add('best_worst', 'busiest month of 2023 by hours', bestMonth(t, worked, '2023', hours));
}

function counts(add: Add): void {
  const t = rows();
  const y = (yr: number) => where(t, (r) => inYear(yr)(worked(r)));
  const clients = new Set(t.map((r) => r.client)).size;
  add('count', 'number of timesheet entries', amt(t.length));
  add('count', 'how many clients did we log time for', either(amt(clients), amt(clients - 1)));
  add('count', 'could you count the consultants for me', amt(new Set(t.map((r) => r.consultant)).size));
  add('count', 'number of projects', amt(new Set(t.map((r) => r.project)).size));
  add('count', 'non-billable entries?', amt(where(t, (r) => !billable(r)).length));
  add('compare', 'Data vs Cloud hours', compareGroups(t, 'practice', ['Data', 'Cloud'], hours));
  add(
    'compare',
    'billable vs non-billable hours',
    labels([
      [['billable', 'Yes'], hours(where(t, billable))],
      [['non-billable', 'No'], hours(where(t, (r) => !billable(r)))],
    ]),
  );
  add('compare', 'billings 2023 compared with 2024', byYear(t, worked, billed));
  const [c1, c2] = rank(t, 'client', billed, 3).slice(1);
  add('compare', `${c1} vs ${c2} billings`, compareGroups(t, 'client', [c1!, c2!], billed));
  add('growth', 'billings growth 2023 → 2024', growth(billed(y(2023)), billed(y(2024))));
  add('growth', 'by what percent did logged hours rise from 2023 to 2024?', growthPct(hours(y(2023)), hours(y(2024))));
  const design = (from: string, to: string) =>
    billed(
      where(
        t,
        (r) => r.practice === 'Design',
        (r) => inRange(from, to)(worked(r)),
      ),
    );
  add('growth', 'Design practice billings, H1 vs H2 2024: growth?', growth(design('2024-01-01', '2024-06-30'), design('2024-07-01', '2024-12-31')));
  add('share', 'billable share of hours (utilisation)', shareOf(where(t, billable), t, hours));
  add('share', "each practice's slice of total billings", sharesBy(t, 'practice', billed));
  add(
    'share',
    'What % of hours are meetings?',
    shareOf(
      where(t, (r) => r.taskType === 'Meetings'),
      t,
      hours,
    ),
  );
  add('share', 'share of hours by task type', sharesBy(t, 'taskType', hours));
}

function details(add: Add): void {
  const t = rows();
  const top = rank(t, 'client', billed, 1)[0]!;
  const who = rank(t, 'consultant', hours, 4)[3]!;
  add('average', 'average hours per entry', amt(mean<TimeEntry>((r) => r.hours)(t)));
  add('average', "what's our average rate", amt(rate(t)));
  add(
    'average',
    'avg billable amount per entry by practice',
    eachGroup(
      t,
      'practice',
      mean((r) => r.amount),
    ),
  );
  add('average', 'How long is an average Meetings entry?', amt(mean<TimeEntry>((r) => r.hours)(where(t, (r) => r.taskType === 'Meetings'))));
  add(
    'filter_agg',
    `hours billed to ${top} in Q1 2024`,
    amt(
      hours(
        where(
          t,
          (r) => r.client === top,
          (r) => inQuarter('2024-Q1')(worked(r)),
        ),
      ),
    ),
  );
  add('filter_agg', 'billable amount for Atlas Migration last year', amt(billed(where(t, (r) => r.project === 'Atlas Migration', y24))));
  add(
    'filter_agg',
    `How many hours did ${who} log in October 2023?`,
    amt(
      hours(
        where(
          t,
          (r) => r.consultant === who,
          (r) => inMonth('2023-10')(worked(r)),
        ),
      ),
    ),
  );
  add(
    'filter_agg',
    'non-billable hours in 2024 for the Strategy practice',
    amt(
      hours(
        where(
          t,
          (r) => !billable(r),
          (r) => r.practice === 'Strategy',
          y24,
        ),
      ),
    ),
  );
  add(
    'filter_agg',
    'development hours on Cobalt Data Lake',
    amt(
      hours(
        where(
          t,
          (r) => r.taskType === 'Development',
          (r) => r.project === 'Cobalt Data Lake',
        ),
      ),
    ),
  );
  add('filter_agg', 'billings last month', amt(billed(where(t, (r) => inMonth('2024-12')(worked(r))))));
  add('filter_agg', `average rate charged to ${top} in 2024`, amt(rate(where(t, (r) => r.client === top, y24))));
}

function records(add: Add): void {
  const t = rows();
  const [a, b, c, d] = [t[900]!, t[1800]!, t[2500]!, t.filter(billable)[1200]!];
  add('lookup', `which project is ${a.no} for`, { oneOf: [a.project] });
  add('lookup', `Who logged entry ${b.no}?`, { oneOf: [b.consultant] });
  add('lookup', `hours on ${c.no}`, amt(c.hours));
  add('lookup', `amount billed on ${d.no}`, amt(d.amount!));
  const big = topRecord(t, 'amount');
  add('record_rank', 'largest single entry by amount', recordOr([big.no], big.amount!));
  add('record_rank', 'On which day was the biggest entry billed?', { oneOf: dayAlts(big.date) });
  add('missing', 'how much budget is left on each project', declines('budget'));
  add('missing', 'consultant salaries?', declines('salary', 'salaries'));
  add('missing', 'profit per project', declines('profit', 'cost', 'costs'));
  add('describe', 'describe the timesheets data', { words: ['Timesheets'] });
}

export const timesheetQuestions = (): TrainingQuestion[] => collect('timesheets', figures, counts, details, records);
