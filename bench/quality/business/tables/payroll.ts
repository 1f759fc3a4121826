/**
 * payroll: a company's payroll register, one row per employee per monthly pay period (January 2021 to
 * December 2024), as a legacy payroll system exports it: dBase-style field names, ALL CAPS run
 * together, at most ten characters (PERIODEND, EMPID, BASEPAY, OTHOURS, GROSSPAY, NETPAY).
 *
 * The shape: 26 people on the payroll in January 2021, more hires each year and about one in ten
 * leaving a year, so the headcount grows to about sixty; a joiner's first and a leaver's last month are
 * paid pro rata. Seven departments in three locations; salaried staff are paid a twelfth of their
 * salary, hourly staff (Operations and Customer Support) their rate × the month's working hours plus
 * overtime at time and a half (Operations peaks in November and December). Raises each April, a few
 * promotions. Bonuses are mostly empty: the salaried staff's annual bonus in March, Sales commissions
 * each quarter (January, April, July, October) and a December bonus for hourly staff. GROSSPAY = base
 * + overtime + bonus; NETPAY = gross − taxes − deductions (benefits and pension).
 * Dirty on purpose: DEPT has "engineering" and "SALES" beside their usual spelling; OTHOURS and OTPAY
 * are empty for salaried staff, and OTHOURS holds "n/a" or "-" on a few salaried rows.
 */
import { FIRST_NAMES, LAST_NAMES } from '../names.js';
import { daysInMonth, drawDate, money, Rng, round2, uniqueNames } from '../random.js';
import { type ModuleDef, type Table, table } from './table.js';

export interface PayrollRow {
  /** The pay period's last day ("2024-03-31"). */
  periodEnd: string;
  /** "E1001": in order of hire. */
  empId: string;
  name: string;
  /** As written: a few cells in another case ("engineering", "SALES"). */
  dept: string;
  location: string;
  /** "G1" to "G6". */
  grade: string;
  payType: 'Salaried' | 'Hourly';
  basePay: number;
  /** Hours of overtime; null for salaried staff (an empty cell, "n/a" or "-"). */
  otHours: number | null;
  /** The cell as written: hours, "n/a", "-" or empty. */
  otHoursCell: string | null;
  /** Null (empty) for salaried staff. */
  otPay: number | null;
  /** Null (empty) in most months. */
  bonus: number | null;
  grossPay: number;
  taxes: number;
  deductions: number;
  netPay: number;
}

export const payrollHeaderStyle =
  'dBase-style ALL CAPS run together, at most ten characters, of a legacy payroll export (PERIODEND, EMPID, BASEPAY, OTHOURS, GROSSPAY, DEDUCTIONS)';

/** Employee ids and names (people). */
export const payrollIdentifying = (rows: PayrollRow[]): (string | null)[] => rows.flatMap((r) => [r.empId, r.name]);

export const payrollModule: ModuleDef = { name: 'Payroll', project: 'Payroll', labels: { othours: { label: 'Overtime hours' } } };

/** Per department: [weight among hires, pay type, grades with weights, locations with weights, pay factor]. */
const PAY_DEPTS: Record<string, [number, 'Salaried' | 'Hourly', [string[], number[]], [string[], number[]], number]> = {
  Engineering: [
    30,
    'Salaried',
    [
      ['G3', 'G4', 'G5', 'G6'],
      [30, 35, 25, 10],
    ],
    [
      ['Austin', 'Remote', 'Denver'],
      [50, 40, 10],
    ],
    1.15,
  ],
  Operations: [
    18,
    'Hourly',
    [
      ['G1', 'G2', 'G3'],
      [45, 40, 15],
    ],
    [['Denver'], [1]],
    1,
  ],
  'Customer Support': [
    15,
    'Hourly',
    [
      ['G1', 'G2', 'G3'],
      [40, 45, 15],
    ],
    [
      ['Denver', 'Remote'],
      [55, 45],
    ],
    1.05,
  ],
  Sales: [
    15,
    'Salaried',
    [
      ['G2', 'G3', 'G4', 'G5'],
      [25, 35, 28, 12],
    ],
    [
      ['Austin', 'Denver'],
      [60, 40],
    ],
    0.95,
  ],
  Marketing: [
    8,
    'Salaried',
    [
      ['G2', 'G3', 'G4', 'G5'],
      [20, 40, 30, 10],
    ],
    [
      ['Austin', 'Remote'],
      [70, 30],
    ],
    1,
  ],
  Finance: [
    7,
    'Salaried',
    [
      ['G2', 'G3', 'G4', 'G5', 'G6'],
      [15, 35, 30, 15, 5],
    ],
    [['Austin'], [1]],
    1.05,
  ],
  HR: [
    7,
    'Salaried',
    [
      ['G2', 'G3', 'G4', 'G5'],
      [25, 40, 25, 10],
    ],
    [
      ['Austin', 'Denver'],
      [80, 20],
    ],
    0.95,
  ],
};
/** Per grade: [annual salary (2021), hourly rate (2021)]. */
const GRADES: Record<string, [number, number]> = {
  G1: [36000, 18.5],
  G2: [46000, 22],
  G3: [60000, 26.5],
  G4: [78000, 32],
  G5: [102000, 40],
  G6: [135000, 52],
};
/** Hires per year (the 26 people already employed in January 2021 come first). */
const HIRES: Record<number, number> = { 2021: 10, 2022: 12, 2023: 13, 2024: 15 };

interface Person {
  id: string;
  name: string;
  dept: string;
  location: string;
  grade: string;
  /** Annual salary, or hourly rate. */
  pay: number;
  hired: string;
  /** The last day worked; null while employed. */
  left: string | null;
  /** Benefits deducted each month, and the pension percentage of base. */
  benefits: number;
  pension: number;
}

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
/** Monday-to-Friday days from `from` to `to` (both included) within one month. */
function workingDays(y: number, m: number, from: number, to: number): number {
  let n = 0;
  for (let d = from; d <= to; d++) {
    const wd = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    if (wd !== 0 && wd !== 6) n++;
  }
  return n;
}

function hire(rng: Rng, id: string, name: string, hired: string): Person {
  const depts = Object.keys(PAY_DEPTS);
  const dept = rng.weighted(
    depts,
    depts.map((d) => PAY_DEPTS[d]![0]),
  );
  const [, type, [grades, gw], [locs, lw], factor] = PAY_DEPTS[dept]!;
  const grade = rng.weighted(grades, gw);
  const [salary, rate] = GRADES[grade]!;
  const year = Number(hired.slice(0, 4));
  const drift = year <= 2021 ? 1 : 1 + 0.045 * (year - 2021);
  const pay =
    type === 'Salaried' ? Math.round((salary * factor * drift * rng.logNormal(1, 0.06)) / 500) * 500 : round2(rate * factor * drift * rng.logNormal(1, 0.05));
  return {
    id,
    name,
    dept,
    location: rng.weighted(locs, lw),
    grade,
    pay,
    hired,
    left: null,
    benefits: round2(rng.pick([165.4, 248.9, 412.75])),
    pension: rng.pick([0, 3, 4, 5, 6]),
  };
}

export function payrollTable(): Table<PayrollRow> {
  const rng = new Rng('payroll');
  const total = 26 + Object.values(HIRES).reduce((a, b) => a + b, 0);
  const names = uniqueNames(rng, FIRST_NAMES, LAST_NAMES, total);
  const hireDates = [
    ...Array.from({ length: 26 }, () => '2020-12-31'),
    ...Object.entries(HIRES)
      .flatMap(([y, n]) => Array.from({ length: n }, () => drawDate(rng, [Number(y)], [1], [1.4, 1.2, 1.1, 1, 1, 0.9, 0.8, 0.9, 1.3, 1.1, 0.9, 0.5])))
      .sort(),
  ];
  const people = hireDates.map((d, i) => hire(rng, `E${1001 + i}`, names[i]!, d));
  const rows: PayrollRow[] = [];
  for (let y = 2021; y <= 2024; y++)
    for (let m = 1; m <= 12; m++) {
      const last = daysInMonth(y, m);
      const [first, end] = [iso(y, m, 1), iso(y, m, last)];
      for (const p of people) {
        if (p.hired > end || (p.left !== null && p.left < first)) continue;
        // April: raises for everyone employed, and a few promotions.
        if (m === 4 && p.hired < first) {
          const raise = y === 2022 ? rng.between(1.05, 1.08) : rng.between(1.03, 1.06);
          const grades = PAY_DEPTS[p.dept]![2][0];
          const promoted = grades.indexOf(p.grade) < grades.length - 1 && rng.chance(0.12);
          if (promoted) p.grade = grades[grades.indexOf(p.grade) + 1]!;
          const factor = raise * (promoted ? 1.1 : 1);
          p.pay = PAY_DEPTS[p.dept]![1] === 'Salaried' ? Math.round((p.pay * factor) / 100) * 100 : round2(p.pay * factor);
        }
        // About one in ten leaves a year (not in their first three months).
        const settled = m > 3 ? iso(y, m - 3, 1) : iso(y - 1, m + 9, 1);
        if (p.left === null && p.hired < settled && rng.chance(0.0085)) p.left = iso(y, m, rng.int(1, last));
        const from = p.hired >= first ? Number(p.hired.slice(8, 10)) : 1;
        const to = p.left !== null && p.left <= end ? Number(p.left.slice(8, 10)) : last;
        const [, type] = PAY_DEPTS[p.dept]!;
        const days = workingDays(y, m, from, to);
        const fullDays = workingDays(y, m, 1, last);
        if (days === 0) continue;
        const basePay = type === 'Salaried' ? round2((p.pay / 12) * (days / fullDays)) : round2(p.pay * days * 8);
        let otHours: number | null = null;
        let otHoursCell: string | null = null;
        let otPay: number | null = null;
        if (type === 'Hourly') {
          const peak = p.dept === 'Operations' && m >= 11 ? 1.8 : p.dept === 'Operations' && m === 10 ? 1.3 : 1;
          const often = p.dept === 'Operations' ? 0.7 : 0.4;
          otHours = rng.chance(Math.min(0.95, often * peak))
            ? Math.round(rng.between(1, p.dept === 'Operations' ? 22 : 10) * peak * (days / fullDays) * 2) / 2
            : 0;
          otHoursCell = otHours.toFixed(1);
          otPay = round2(otHours * p.pay * 1.5);
        } else otHoursCell = rng.chance(0.02) ? 'n/a' : rng.chance(0.012) ? '-' : null;
        let bonus: number | null = null;
        const fullYear = p.hired <= `${y - 1}-01-31`;
        if (type === 'Salaried' && m === 3 && fullYear && rng.chance(0.8)) {
          const target = { G2: 0.04, G3: 0.06, G4: 0.08, G5: 0.11, G6: 0.15 }[p.grade] ?? 0.03;
          bonus = round2(p.pay * target * rng.between(0.6, 1.4));
        }
        if (p.dept === 'Sales' && m % 3 === 1 && p.hired < first && p.left === null) bonus = round2((bonus ?? 0) + p.pay * rng.between(0.02, 0.09));
        if (type === 'Hourly' && m === 12 && p.hired < iso(y, 10, 1) && p.left === null) bonus = rng.pick([250, 400, 500]);
        const grossPay = round2(basePay + (otPay ?? 0) + (bonus ?? 0));
        const incomeRate = Math.min(0.24, 0.08 + (0.12 * grossPay) / 12000);
        const taxes = round2(grossPay * (0.0765 + incomeRate));
        const deductions = round2((p.benefits * days) / fullDays + (basePay * p.pension) / 100);
        const dept = p.dept === 'Engineering' && rng.chance(0.04) ? 'engineering' : p.dept === 'Sales' && rng.chance(0.05) ? 'SALES' : p.dept;
        rows.push({
          periodEnd: end,
          empId: p.id,
          name: p.name,
          dept,
          location: p.location,
          grade: p.grade,
          payType: type,
          basePay,
          otHours,
          otHoursCell,
          otPay,
          bonus,
          grossPay,
          taxes,
          deductions,
          netPay: round2(grossPay - taxes - deductions),
        });
      }
    }
  const headers = [
    'PERIODEND',
    'EMPID',
    'EMPNAME',
    'DEPT',
    'LOCATION',
    'GRADE',
    'PAYTYPE',
    'BASEPAY',
    'OTHOURS',
    'OTPAY',
    'BONUS',
    'GROSSPAY',
    'TAXES',
    'DEDUCTIONS',
    'NETPAY',
  ];
  return table('payroll', headers, rows, (r) => [
    r.periodEnd,
    r.empId,
    r.name,
    r.dept,
    r.location,
    r.grade,
    r.payType,
    money(r.basePay),
    r.otHoursCell,
    r.otPay === null ? null : money(r.otPay),
    r.bonus === null ? null : money(r.bonus),
    money(r.grossPay),
    money(r.taxes),
    money(r.deductions),
    money(r.netPay),
  ]);
}
