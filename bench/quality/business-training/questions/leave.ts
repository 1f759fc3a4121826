/**
 * Leave requests (Sentence case headers with abbreviations: "Req no", "Dept", "No. of days"). A
 * request is dated by its start date, 2022-2024: "last year" is 2024, "last month" December 2024.
 * Days are working days (half days on some annual leave). Days "taken" or "off" read every request
 * or the approved ones (either); "requested" reads every request.
 */
import { amt, count, dayAlts, declines, either, growth, growthPct, inOrder, is, rank } from '../../business/calc.js';
import { type LeaveRequest, trainingTables } from '../data.js';
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
  inRange,
  inYear,
  mean,
  sharesBy,
  shareOf,
  total,
  type TrainingQuestion,
  where,
} from './kit.js';

const rows = (): LeaveRequest[] => trainingTables().leave.rows;
const days = total<LeaveRequest>((r) => r.days);
const avgDays = mean<LeaveRequest>((r) => r.days);
const start = (r: LeaveRequest) => r.startDate;
const approved = (r: LeaveRequest) => r.status === 'Approved';
const ofType = (t: string) => (r: LeaveRequest) => r.leaveType === t;
const y24 = (r: LeaveRequest) => inYear(2024)(start(r));
/** Days taken: of every request, or of the approved ones. */
const taken = (g: LeaveRequest[]) => either(amt(days(g)), amt(days(g.filter(approved))));

function figures(add: Add): void {
  const l = rows();
  add('total', 'total leave days taken', taken(l));
  add('total', 'How many days off were requested in total?', amt(days(l)));
  add('total', 'sum of no. of days', amt(days(l)));
  add('total', 'how many leave days have been approved overall', amt(days(where(l, approved))));
  add('trend', 'sick days by month in 2024', byMonth(where(l, ofType('Sick')), start, '2024', days));
  add('trend', 'Leave requests per year', byYear(l, start, count));
  add('trend', 'annual leave days by quarter last year', byQuarter(where(l, ofType('Annual')), start, '2024', days));
  add('trend', 'how has the average request length changed by year', byYear(l, start, avgDays));
  add('trend', 'requests per month 2023', byMonth(l, start, '2023', count));
  add(
    'top_n',
    'Which departments take the most leave days? top 3',
    either(inOrder(rank(l, 'dept', days, 3)), inOrder(rank(where(l, approved), 'dept', days, 3))),
  );
  add('top_n', 'top-3 employees by sick days', inOrder(rank(where(l, ofType('Sick')), 'employee', days, 3)));
  add('top_n', 'two most requested leave types', inOrder(rank(l, 'leaveType', count, 2)));
  add('top_n', 'which 3 departments file the most sick leave requests?', inOrder(rank(where(l, ofType('Sick')), 'dept', count, 3)));
  add('best_worst', 'which department has the longest sick leaves on average', bestGroup(where(l, ofType('Sick')), 'dept', avgDays));
  add('best_worst', 'Which leave type lasts longest on average?', bestGroup(l, 'leaveType', avgDays));
  add('best_worst', 'in 2024, which month had the most annual leave starting', bestMonth(where(l, ofType('Annual')), start, '2024', count));
  add('best_worst', 'department with the fewest leave requests', bestGroup(l, 'dept', count, 'asc'));
}

function counts(add: Add): void {
  const l = rows();
  const y = (yr: number) => where(l, (r) => inYear(yr)(start(r)));
  add('count', 'count of leave requests', amt(l.length));
  add('count', 'How many requests are pending?', amt(where(l, (r) => r.status === 'Pending').length));
  add('count', 'how many employees have taken leave', amt(new Set(l.map((r) => r.employee)).size));
  add('count', 'number of rejected requests', amt(where(l, (r) => r.status === 'Rejected').length));
  add('count', 'how many leave types do we have', amt(new Set(l.map((r) => r.leaveType)).size));
  add('compare', 'sick vs annual leave days', compareGroups(l, 'leaveType', ['Sick', 'Annual'], days));
  add(
    'compare',
    'Engineering vs Sales: days off',
    either(compareGroups(l, 'dept', ['Engineering', 'Sales'], days), compareGroups(where(l, approved), 'dept', ['Engineering', 'Sales'], days)),
  );
  add(
    'compare',
    'requests in 2023 vs 2024',
    byYear(
      where(l, (r) => start(r) >= '2023'),
      start,
      count,
    ),
  );
  add('compare', 'rejected compared to cancelled requests', compareGroups(l, 'status', ['Rejected', 'Cancelled'], count));
  const sick = (yr: number) => days(where(y(yr), ofType('Sick')));
  add('growth', 'sick days 2022 → 2023: up by how much?', growth(sick(2022), sick(2023)));
  add('growth', '% change in leave requests 2023 to 2024', growthPct(y(2023).length, y(2024).length));
  add('growth', 'change in parental leave days from 2022 to 2024', growth(days(where(y(2022), ofType('Parental'))), days(where(y(2024), ofType('Parental')))));
  add(
    'share',
    'percentage of requests that get rejected',
    shareOf(
      where(l, (r) => r.status === 'Rejected'),
      l,
    ),
  );
  add('share', 'share of leave days by leave type', sharesBy(l, 'leaveType', days));
  add('share', 'percentage of leave requests coming from each dept', sharesBy(l, 'dept'));
  add('share', 'what percentage of leave days are unpaid?', shareOf(where(l, ofType('Unpaid')), l, days));
}

function details(add: Add): void {
  const l = rows();
  const head = rank(l, 'approvedBy', count, 2)[1]!;
  add('average', 'average leave length in days', amt(avgDays(l)));
  add('average', 'avg days per request by department', eachGroup(l, 'dept', avgDays));
  add('average', 'How long is a sick leave on average?', amt(avgDays(where(l, ofType('Sick')))));
  add('average', 'average number of requests per employee', amt(l.length / new Set(l.map((r) => r.employee)).size));
  add(
    'filter_agg',
    'HR asked me: how many annual leave days did Engineering take last year?',
    taken(where(l, ofType('Annual'), (r) => r.dept === 'Engineering', y24)),
  );
  add('filter_agg', 'sick days in January 2024', amt(days(where(l, ofType('Sick'), (r) => inMonth('2024-01')(start(r))))));
  add(
    'filter_agg',
    'approved training days for Finance in 2023',
    amt(
      days(
        where(
          l,
          approved,
          ofType('Training'),
          (r) => r.dept === 'Finance',
          (r) => inYear(2023)(start(r)),
        ),
      ),
    ),
  );
  add('filter_agg', `how many requests did ${head} approve in 2024?`, amt(where(l, approved, (r) => is(r.approvedBy, head), y24).length));
  add('filter_agg', 'leave days starting in December 2024', amt(days(where(l, (r) => inMonth('2024-12')(start(r))))));
  add('filter_agg', 'how many half-day requests were made', amt(where(l, (r) => r.days === 0.5).length));
  add('filter_agg', 'Bereavement requests in H1 2023', amt(where(l, ofType('Bereavement'), (r) => inRange('2023-01-01', '2023-06-30')(start(r))).length));
}

function records(add: Add): void {
  const l = rows();
  const [a, b, c, d] = [l[1234]!, l[321]!, l[1700]!, l.filter((r) => r.days > 3)[250]!];
  add('lookup', `who submitted ${a.reqNo}`, { oneOf: [a.employee] });
  add('lookup', `What type of leave is ${b.reqNo}?`, { oneOf: [b.leaveType] });
  add('lookup', `start date of ${c.reqNo}`, { oneOf: dayAlts(c.startDate) });
  add('lookup', `how many days is request ${d.reqNo}`, amt(d.days));
  add('missing', 'what do absences cost us in salary', declines('salary', 'salaries', 'cost'));
  add('missing', "What's each employee's remaining leave balance?", declines('balance', 'allowance', 'entitlement'));
  add('missing', 'most common reason for sick leave', declines('reason', 'reasons', 'diagnosis'));
  add('describe', 'what can I find in the leave requests', { words: ['Leave requests'] });
}

export const leaveQuestions = (): TrainingQuestion[] => collect('leave', figures, counts, details, records);
