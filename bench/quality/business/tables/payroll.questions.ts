/**
 * Questions over `payroll` (a payroll register, one row per employee per month), as an HR lead, a
 * payroll administrator or a finance manager types them. Written blind, from the rows alone.
 *
 * Conventions (beyond questions.ts):
 * - Rows are dated by their pay period (PERIODEND, the month's last day).
 * - Payroll cost, payroll, "what we pay" and earnings are gross pay (GROSSPAY: base + overtime +
 *   bonus); the employer's own taxes and benefits are not in the table. Where a question does not say
 *   gross or net ("how much did we pay our people"), both readings are accepted.
 * - Headcount in a month is the number of employees paid that month (one row each); over a year, the
 *   distinct employees paid. A new hire of a year is an employee whose first pay period lies in it; a
 *   leaver of a year one whose last pay period lies in it (before December 2024, the last period).
 * - Overtime pay and hours are empty for salaried staff (and OTHOURS' "n/a" and "-"): SQL nulls, so an
 *   average of overtime hours is over the hourly staff's rows.
 * - An average pay "per employee per month" is the average of the rows (payslips); an average of
 *   overtime hours "per month" is per payslip, or the total per month of the register (either).
 */
import { type Ask, asker, type BusinessQuestion, monthly, quarterly } from '../ask.js';
import {
  amt,
  avg,
  count,
  countDistinct,
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
  monthAlts,
  monthOf,
  named,
  namesOf,
  pct,
  perGroup,
  quarterOf,
  rank,
  recordOr,
  sum,
  theRecord,
  topRecord,
  yearOf,
} from '../calc.js';
import { businessTables } from '../data.js';

export function payrollQuestions(): BusinessQuestion[] {
  const P = businessTables().payroll.rows;
  type Row = (typeof P)[number];
  const q = asker('payroll');
  const inYear = (y: string) => P.filter((r) => yearOf(r.periodEnd) === y);
  const gross = (g: Row[]) => sum(g.map((r) => r.grossPay));
  const net = (g: Row[]) => sum(g.map((r) => r.netPay));
  const otPay = (g: Row[]) => sum(g.map((r) => r.otPay));
  const otHours = (g: Row[]) => sum(g.map((r) => r.otHours));
  const bonus = (g: Row[]) => sum(g.map((r) => r.bonus));
  const people = (g: Row[]) => countDistinct(g.map((r) => r.empId));
  const firstMonth = new Map<string, string>();
  const lastMonth = new Map<string, string>();
  for (const r of P) {
    if (!firstMonth.has(r.empId)) firstMonth.set(r.empId, r.periodEnd);
    lastMonth.set(r.empId, r.periodEnd);
  }
  const depts = namesOf(P, 'dept');
  const p24 = inYear('2024');
  return [
    q('total', 'total payroll cost in 2024', amt(gross(p24))),
    q('total', 'how much overtime did we pay in 2023', amt(otPay(inYear('2023')))),
    q('total', 'total bonuses paid out since 2021', amt(bonus(P))),
    q('trend', 'monthly payroll 2024', monthly(P, 'periodEnd', '2024', gross)),
    q('trend', 'headcount by month in 2023', monthly(P, 'periodEnd', '2023', count)),
    q('trend', 'OT hours per quarter 2024', quarterly(P, 'periodEnd', '2024', otHours)),
    q('top_n', 'top 5 earners in 2024', inOrder(rank(p24, 'name', gross, 5))),
    q('top_n', 'which 3 departments cost the most in payroll last year', inOrder(rank(p24, 'dept', gross, 3))),
    q('best_worst', 'which department pays the most overtime', firstOf(rank(P, 'dept', otPay, 1)[0]!, depts)),
    q(
      'best_worst',
      'lowest paid location on average?',
      either(
        ...[(g: Row[]) => avg(g.map((r) => r.grossPay)), (g: Row[]) => avg(g.map((r) => r.basePay))].map((f) =>
          firstOf(rank(P, 'location', f, 1, 'asc')[0]!, namesOf(P, 'location')),
        ),
      ),
    ),
    q('count', 'how many people were on the payroll in December 2024', amt(P.filter((r) => monthOf(r.periodEnd) === '2024-12').length)),
    q('count', 'how many employees left in 2023', amt([...lastMonth.values()].filter((m) => yearOf(m) === '2023').length)),
    q('count', 'new hires in 2024?', amt([...firstMonth.values()].filter((m) => yearOf(m) === '2024').length)),
    q('count', 'how many hourly workers did we pay last year', amt(people(p24.filter((r) => r.payType === 'Hourly')))),
    q('compare', 'Austin vs Denver payroll 2024', labelled(named(['Austin', 'Denver'].map((l) => [l, gross(p24.filter((r) => r.location === l))])))),
    q(
      'compare',
      'avg monthly gross pay: salaried vs hourly',
      labelled(named(['Salaried', 'Hourly'].map((t) => [t, avg(P.filter((r) => r.payType === t).map((r) => r.grossPay))]))),
    ),
    q('growth', 'how much did payroll grow from 2023 to 2024', growth(gross(inYear('2023')), gross(p24))),
    q('growth', 'by what % did overtime pay change between 2022 and 2023', growthPct(otPay(inYear('2022')), otPay(inYear('2023')))),
    q('share', 'what share of 2024 payroll went to engineering', pct((100 * gross(p24.filter((r) => is(r.dept, 'Engineering')))) / gross(p24))),
    q('share', 'payroll by dept as a % of the total for 2024', labelledPct(named(perGroup(p24, 'dept', (g) => (100 * gross(g)) / gross(p24))))),
    q('share', 'what % of gross pay goes to taxes', pct((100 * sum(P.map((r) => r.taxes))) / gross(P))),
    q('average', 'average net pay per employee per month', amt(avg(P.map((r) => r.netPay)))),
    // Per hourly payslip, or the hourly staff's total overtime hours per month of the register (a reading found at the check run).
    q(
      'average',
      'avg overtime hrs per month for hourly staff',
      either(
        amt(avg(P.filter((r) => r.payType === 'Hourly').map((r) => r.otHours))),
        amt(otHours(P.filter((r) => r.payType === 'Hourly')) / new Set(P.map((r) => monthOf(r.periodEnd))).size),
      ),
    ),
    ...payrollQuestionsMore(q, { gross, net, otPay, bonus, firstMonth }),
  ];
}

interface Shared<Row> {
  gross: (g: Row[]) => number;
  net: (g: Row[]) => number;
  otPay: (g: Row[]) => number;
  bonus: (g: Row[]) => number;
  firstMonth: Map<string, string>;
}

function payrollQuestionsMore(q: Ask, s: Shared<ReturnType<typeof businessTables>['payroll']['rows'][number]>): BusinessQuestion[] {
  const P = businessTables().payroll.rows;
  type Row = (typeof P)[number];
  const { gross, net, otPay, bonus, firstMonth } = s;
  const p24 = P.filter((r) => yearOf(r.periodEnd) === '2024');
  const names = namesOf(P, 'name');
  const marketer = p24.filter((r) => r.dept === 'Marketing')[0]!.name;
  const slip = P[1187]!;
  const finance = P.filter((r) => r.dept === 'Finance' || r.dept === 'Operations')[301]!;
  const june = theRecord(P, (r) => `${r.name} ${monthOf(r.periodEnd)}`, `${p24.filter((r) => r.payType === 'Salaried')[77]!.name} 2024-06`);
  const joiner = [...firstMonth].filter(([, m]) => yearOf(m) === '2022')[5]!;
  const joinerName = P.find((r) => r.empId === joiner[0])!.name;
  const biggest = topRecord(P, 'grossPay');
  const mostOt = topRecord(p24, 'otPay');
  const dec24 = P.filter((r) => monthOf(r.periodEnd) === '2024-12');
  return [
    q('filter_agg', 'overtime pay in operations in Q4 2024', amt(otPay(P.filter((r) => is(r.dept, 'Operations') && quarterOf(r.periodEnd) === '2024-Q4')))),
    q('filter_agg', 'sales team bonuses 2023', amt(bonus(P.filter((r) => is(r.dept, 'Sales') && yearOf(r.periodEnd) === '2023')))),
    q('filter_agg', 'gross pay for G5 staff in Austin last year', amt(gross(p24.filter((r) => r.grade === 'G5' && r.location === 'Austin')))),
    q('filter_agg', `how much did ${marketer} earn in 2024`, amt(gross(p24.filter((r) => r.name === marketer)))),
    q('lookup', `net pay for ${slip.empId} in ${monthAlts(monthOf(slip.periodEnd))[1]}`, amt(slip.netPay)),
    q('lookup', `which dept is ${finance.name} in`, { oneOf: [finance.dept] }),
    q('lookup', `what was ${june.name}'s base pay in June 2024`, amt(june.basePay)),
    q('lookup', `when did ${joinerName} join`, { oneOf: [...new Set([...monthAlts(monthOf(joiner[1])), ...dayAlts(joiner[1])])] }),
    q('record_rank', 'largest gross pay anyone got in a single month', recordOr([biggest.name, biggest.empId], biggest.grossPay)),
    q('record_rank', 'biggest overtime payout in one month in 2024', recordOr([mostOt.name, mostOt.empId], mostOt.otPay!)),
    q('missing', "what's our gender pay gap", declines('gender')),
    q('missing', 'how many PTO days did people take last year', declines('PTO', 'vacation', 'leave', 'time off', 'holiday', 'holidays', 'absence')),
    q('missing', 'show pay by performance rating', declines('performance', 'rating', 'ratings')),
    q('ambiguous_measure', 'how much did we pay our people in 2024', either(amt(gross(p24)), amt(net(p24)))),
    q(
      'ambiguous_measure',
      "what's our headcount",
      either(amt(dec24.length), amt(countDistinct(p24.map((r) => r.empId))), amt(countDistinct(P.map((r) => r.empId)))),
    ),
    q(
      'ambiguous_measure',
      "who's our highest paid employee",
      either(
        firstOf(rank(P, 'name', gross, 1)[0]!, names),
        firstOf(rank(p24, 'name', gross, 1)[0]!, names),
        firstOf(rank(dec24, 'name', (g: Row[]) => sum(g.map((r) => r.basePay)), 1)[0]!, names),
        firstOf(biggest.name, names),
      ),
    ),
  ];
}
