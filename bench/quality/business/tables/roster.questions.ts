/**
 * Questions over the employee roster (tables/roster.ts), as HR leads, people ops, recruiters, finance
 * and founders type them. Written blind, from the rows alone.
 *
 * Conventions of this table (each with the readings accepted):
 * - Today is 2024-12-31. Current staff (on the books, still here, right now) are the rows without a
 *   termination date (Status Active). A hire is dated by its `Hire Date`, a leaver by its
 *   `Termination Date`; "last year" is 2024.
 * - Headcount on a day is everyone hired on or before it and not terminated by it (termination date
 *   empty or later). Contractors are on the roster but not employees to every reader: headcounts,
 *   hires, leavers, FTE, tenure, turnover and shares of staff are accepted with contractors or
 *   without them (a contract that ends is an involuntary termination, "End of contract").
 * - Salary is `Pay rate` where `Pay type` is Salary (annual USD); hourly rows' `Pay rate` is an hourly
 *   rate. Salary cost (payroll, comp) is current staff's: the salaries alone, or with the hourly rows
 *   annualized at 2,080 hours times their FTE. An average salary is over current salaried staff, or
 *   over every salaried row.
 * - Turnover (attrition) for a year is its leavers over the average of the headcounts at the start and
 *   end of the year, over the headcount at its start, or over the headcount at its end; with or
 *   without contractors on both sides.
 * - Tenure is from the hire date to the termination date (today for current staff), in years (to 0.05)
 *   or months (to 0.6).
 * - Performance ratings average over the rated rows ("n/a", "-" and empty cells are no rating).
 * - Departments are one value whatever their case ("engineering" is Engineering).
 */
import { asker, type BusinessQuestion, monthly, quarterly } from '../ask.js';
import {
  amt,
  avg,
  count,
  dayAlts,
  declines,
  either,
  firstOf,
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
  quarterOf,
  rank,
  rankRecords,
  sum,
  within,
  yearOf,
} from '../calc.js';
import type { AnswerExpect } from '../../check-answer.js';
import { businessTables } from '../data.js';
import { daysBetween } from '../random.js';
import { AS_OF, type RosterRow } from './roster.js';

type R = RosterRow;
const current = (g: R[]) => g.filter((r) => r.term === null);
const employees = (g: R[]) => g.filter((r) => r.employment !== 'Contractor');
/** With contractors, and without them. */
const bothWays = (g: R[]): R[][] => [g, employees(g)];
const onBooks = (g: R[], day: string) => g.filter((r) => r.hire <= day && (r.term === null || r.term > day));
const salaried = (g: R[]) => g.filter((r) => r.payType === 'Salary');
const salaries = (g: R[]) => sum(salaried(g).map((r) => r.payRate));
/** Salaries plus the hourly rows at 2,080 hours a year times their FTE. */
const annualized = (g: R[]) => salaries(g) + sum(g.filter((r) => r.payType === 'Hourly').map((r) => r.payRate * 2080 * r.fte));
/** Either reading of what current staff cost a year. */
const costOf = (g: R[]): AnswerExpect => either(amt(salaries(current(g))), amt(annualized(current(g))));
const avgSalary = (g: R[]) => avg(salaried(g).map((r) => r.payRate));
const avgRating = (g: R[]) => avg(g.map((r) => r.rating));
const fte = (g: R[]) => sum(g.map((r) => r.fte));
const tenureDays = (r: R) => daysBetween(r.hire, r.term ?? AS_OF);
/** Average tenure in years (to 0.05) or months (to 0.6). */
const tenureOf = (g: R[]): AnswerExpect[] => {
  const days = avg(g.map(tenureDays));
  return [
    { amount: days / 365.25, tol: 0.05 },
    { amount: days / 30.44, tol: 0.6 },
  ];
};

export function rosterQuestions(): BusinessQuestion[] {
  const E = businessTables().roster.rows;
  const q = asker('roster');
  const now = current(E);
  const hiredIn = (y: string, g = E) => g.filter((r) => yearOf(r.hire) === y);
  const leftIn = (y: string, g = E) => g.filter((r) => r.term !== null && yearOf(r.term) === y);
  /** A reading over the whole roster, and over it without the contractors. */
  const ways = (f: (g: R[]) => AnswerExpect): AnswerExpect => either(...bothWays(E).map(f));
  const inDept = (g: R[], dept: string) => g.filter((r) => is(r.department, dept));
  const depts = namesOf(E, 'department');
  const locations = namesOf(E, 'location');
  const yearEnd = (y: string) => `${y}-12-31`;
  /** A headcount on a day, with contractors or without them. */
  const headcount = (g: R[], day: string): AnswerExpect => either(...bothWays(g).map((h) => amt(onBooks(h, day).length)));
  /** A share of current staff, with contractors or without them. */
  const shareNow = (hit: (r: R) => boolean): AnswerExpect => either(...bothWays(now).map((g) => pct((100 * g.filter(hit).length) / g.length)));
  const years = ['2020', '2021', '2022', '2023', '2024'];
  return [
    q('total', "what's our total annual salary cost right now", costOf(E)),
    q('total', 'total FTE today', either(...bothWays(now).map((g) => amt(fte(g))))),
    q('total', 'combined base salary of everyone we hired in 2024', either(amt(salaries(hiredIn('2024'))), amt(salaries(current(hiredIn('2024')))))),
    q(
      'trend',
      'hires by quarter for 2024',
      ways((g) => quarterly(g, 'hire', '2024', count)),
    ),
    q(
      'trend',
      'number of leavers each month in 2023',
      ways((g) => monthly(g, 'term', '2023', count)),
    ),
    q(
      'trend',
      'headcount at the end of each year, 2020 through 2024',
      either(...bothWays(E).map((g) => labelled(years.map((y) => [[y], onBooks(g, yearEnd(y)).length])))),
    ),
    q('top_n', 'top 3 depts by current headcount', either(...bothWays(now).map((g) => inOrder(rank(g, 'department', count, 3))))),
    q(
      'top_n',
      'which 5 job titles have we hired the most of',
      ways((g) => inOrder(rank(g, 'title', count, 5))),
    ),
    q(
      'top_n',
      'which 3 managers have the biggest teams right now (direct reports)',
      either(...bothWays(now).map((g) => inOrder(rank(g, 'manager', count, 3)))),
    ),
    q(
      'best_worst',
      'which dept had the most leavers last year',
      ways((g) => firstOf(rank(leftIn('2024', g), 'department', count, 1)[0]!, depts)),
    ),
    q(
      'best_worst',
      'lowest paid department on average? salaried people only',
      either(firstOf(rank(now, 'department', avgSalary, 1, 'asc')[0]!, depts), firstOf(rank(E, 'department', avgSalary, 1, 'asc')[0]!, depts)),
    ),
    q(
      'best_worst',
      'whcih office has the best average performance rating',
      either(firstOf(rank(now, 'location', avgRating, 1)[0]!, locations), firstOf(rank(E, 'location', avgRating, 1)[0]!, locations)),
    ),
    q('count', 'current headcount?', headcount(E, AS_OF)),
    q(
      'count',
      'how many people left the company in 2023',
      ways((g) => amt(leftIn('2023', g).length)),
    ),
    q('count', 'how many contractors do we have on the books right now', amt(now.filter((r) => r.employment === 'Contractor').length)),
    q(
      'count',
      'how many ppl did we hire in H1 2022',
      ways((g) => amt(g.filter((r) => within(r.hire, '2022-01-01', '2022-06-30')).length)),
    ),
    q(
      'compare',
      'avg salary NYC vs Austin',
      either(
        ...[now, E].map((g) =>
          labelled([
            [['New York', 'NYC'], avgSalary(g.filter((r) => r.location === 'New York'))],
            [['Austin'], avgSalary(g.filter((r) => r.location === 'Austin'))],
          ]),
        ),
      ),
    ),
    q(
      'compare',
      'hires in 2023 vs 2024',
      ways((g) => labelled(named(['2023', '2024'].map((y) => [y, hiredIn(y, g).length])))),
    ),
    q(
      'compare',
      'do we pay women less than men? average salary by gender for salaried staff',
      either(
        ...[now, E].map((g) =>
          labelled([
            [['Female', 'women', 'woman', 'female employees'], avgSalary(g.filter((r) => r.gender === 'Female'))],
            [['Male', 'men', 'man', 'male employees'], avgSalary(g.filter((r) => r.gender === 'Male'))],
          ]),
        ),
      ),
    ),
    q(
      'growth',
      'how much did headcount grow from end of 2022 to end of 2024',
      either(...bothWays(E).map((g) => growth(onBooks(g, yearEnd('2022')).length, onBooks(g, yearEnd('2024')).length))),
    ),
    q(
      'growth',
      'by what % did hiring go up in 2024 compared with 2023',
      ways((g) => growthPct(hiredIn('2023', g).length, hiredIn('2024', g).length)),
    ),
    q(
      'growth',
      'how much has the engineering team grown since 2021',
      either(
        ...bothWays(inDept(E, 'Engineering')).flatMap((g) => [
          growth(onBooks(g, '2020-12-31').length, current(g).length),
          growth(onBooks(g, '2021-12-31').length, current(g).length),
        ]),
      ),
    ),
    q(
      'share',
      'what percent of our current staff is fully remote',
      shareNow((r) => r.location === 'Remote'),
    ),
    q(
      'share',
      'gender breakdown of current employees',
      either(
        ...bothWays(now).flatMap((g) => {
          const known = g.filter((r) => r.gender !== null);
          return [known, g].map((d) => labelledPct(named(perGroup(known, 'gender', (x) => (100 * x.length) / d.length))));
        }),
      ),
    ),
    q(
      'share',
      'what was our annual turnover rate in 2024',
      either(
        ...bothWays(E).flatMap((g) => {
          const leavers = g.filter((r) => r.term !== null && yearOf(r.term) === '2024').length;
          const [start, end] = [onBooks(g, yearEnd('2023')).length, onBooks(g, yearEnd('2024')).length];
          return [(start + end) / 2, start, end].map((d) => pct((100 * leavers) / d));
        }),
      ),
    ),
    q('average', 'average salary', either(amt(avgSalary(now)), amt(avgSalary(E)))),
    q('average', 'avg tenure of current employees', either(...bothWays(now).flatMap(tenureOf))),
    q(
      'average',
      'mean hourly rate for our part-timers',
      either(...[now, E].map((g) => amt(avg(g.filter((r) => r.employment === 'Part-Time' && r.payType === 'Hourly').map((r) => r.payRate))))),
    ),
    ...rosterQuestionsMore(),
  ];

  function rosterQuestionsMore(): BusinessQuestion[] {
    const reporting = now.filter((r) => r.manager !== null && r.level !== null && r.level <= 'L4');
    const a = reporting[97]!;
    const b = E.filter((r) => r.hire >= '2021-01-01')[211]!;
    const leavers = E.filter((r) => r.termReason !== null && r.termReason !== 'Layoff');
    const c = leavers[61]!;
    const longest = rankRecords(now, tenureDays, 1)[0]!;
    const contractors = E.filter((r) => r.employment === 'Contractor');
    const priciest = [now, E].map(
      (g) =>
        rankRecords(
          contractors.filter((r) => g.includes(r)),
          'payRate',
          1,
        )[0]!,
    );
    const support22 = inDept(now, 'Customer Support').filter((r) => r.hire >= '2022-01-01');
    return [
      q('filter_agg', 'total salary cost of the engineering team', costOf(inDept(E, 'Engineering'))),
      q(
        'filter_agg',
        'how many involuntary terminations did we have in Q1 2023',
        ways((g) => amt(g.filter((r) => r.term !== null && quarterOf(r.term) === '2023-Q1' && r.termType === 'Involuntary').length)),
      ),
      q('filter_agg', 'avg performance rating in sales, only people still here', amt(avgRating(inDept(now, 'Sales')))),
      q('filter_agg', 'of the support folks hired since 2022, how many are still with us', amt(support22.length)),
      q('lookup', `who does ${a.name} report to?`, { oneOf: [a.manager!] }),
      q('lookup', `employee #${b.no} start date`, { oneOf: dayAlts(b.hire) }),
      q('lookup', `why did ${c.name} leave`, { oneOf: [c.termReason!] }),
      q('record_rank', 'who has been here the longest', either({ oneOf: [longest.name] }, { oneOf: [longest.no] })),
      q('record_rank', 'highest paid contractor by hourly rate?', either(...priciest.map((r) => ({ oneOf: [r.name] })))),
      q('missing', 'average bonus payout by department last year', declines('bonus', 'bonuses')),
      q('missing', 'how many PTO days did engineering take in 2024', declines('PTO', 'time off', 'leave', 'vacation', 'absence', 'absences')),
      q(
        'missing',
        "what's our offer acceptance rate for the last 12 months",
        declines('offer', 'offers', 'acceptance', 'candidate', 'candidates', 'applicants'),
      ),
      q(
        'ambiguous_measure',
        'which department is the biggest',
        either(
          ...bothWays(now).map((g) => firstOf(rank(g, 'department', count, 1)[0]!, depts)),
          firstOf(rank(now, 'department', fte, 1)[0]!, depts),
          firstOf(rank(now, 'department', salaries, 1)[0]!, depts),
          firstOf(rank(now, 'department', annualized, 1)[0]!, depts),
        ),
      ),
      q(
        'ambiguous_measure',
        'how big is each team right now',
        either(...bothWays(now).map((g) => labelled(named(perGroup(g, 'department', count)))), labelled(named(perGroup(now, 'department', fte)))),
      ),
    ];
  }
}
