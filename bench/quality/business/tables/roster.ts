/**
 * Employee roster (tune half): everyone a software company (Northgate, founded January 2018) has
 * employed, current and former, one row per person, as a BambooHR custom report exports it: Title
 * Case field names with BambooHR's own oddities ("Employee #", "Reporting to", "Pay rate", "Pay type",
 * "FTE"), ISO dates (the company's date format setting), the pay rate as a plain number with cents
 * beside its pay type.
 *
 * 643 people hired 2018-2024 (few in 2023, after a layoff on 2023-01-25), eleven departments
 * of very different sizes (Engineering is a third of the company, Legal and the Executive team a
 * handful), four locations (Austin HQ, New York, Denver, Remote; remote hires rise from 2020). Each
 * department has a head (L6 or L7, reporting to the CEO) and line managers (L5, reporting to the head);
 * everyone else reports to a manager of their department active on their last day (today for current
 * staff). `Status` is Active (no termination date) or Inactive; `Employment Status` is Full-Time,
 * Part-Time or Contractor. `Pay rate` is the annual salary (USD) where `Pay type` is Salary, the
 * hourly rate where it is Hourly (part-timers, contractors, and support and operations staff at L1-L2),
 * as it stands today, or on the person's last day for leavers. `FTE` is 1 for full-time staff, 0.5 to
 * 0.75 for part-timers, 1 or 0.5 for contractors. `Job Level` is L1-L7, empty on contractors.
 * Nobody's termination date is 2024-12-31: a leaver's last day is at the latest 2024-12-30.
 *
 * Dirty on purpose: `Department` holds "engineering" beside "Engineering" and "customer support"
 * beside "Customer Support"; `Performance Rating` (1 to 5, in half steps) says "n/a" on every
 * contractor, "-" on a few employees, and is empty on people not six months in at the last review
 * cycle (hired after 2024-03-31), on leavers who left within six months, and on a few others;
 * `Reporting to` is empty on the CEO, on many contractors and on a few rows never filled in; `Gender`
 * is empty where the person declined to say.
 */
import { FIRST_NAMES, LAST_NAMES } from '../names.js';
import { addDays, daysBetween, drawDate, money, Rng, round2, uniqueNames } from '../random.js';
import { type ModuleDef, type Table, table } from './table.js';

export const AS_OF = '2024-12-31';
export const LAYOFF_DAY = '2023-01-25';

export type Employment = 'Full-Time' | 'Part-Time' | 'Contractor';

export interface RosterRow {
  /** The employee number ("Employee #"), in order of hire: "101", "102", … */
  no: string;
  first: string;
  last: string;
  /** First and last name. */
  name: string;
  email: string;
  /** Active (no termination date) or Inactive. */
  status: 'Active' | 'Inactive';
  employment: Employment;
  /** ISO date, as the CSV writes it. */
  hire: string;
  /** ISO date; null on current staff. */
  term: string | null;
  termType: 'Voluntary' | 'Involuntary' | null;
  termReason: string | null;
  /** The department as written: a few "engineering" and "customer support". */
  department: string;
  /** The department, one spelling per value. */
  dept: string;
  title: string;
  /** "L1" … "L7"; null on contractors. */
  level: string | null;
  /** The manager's name; null on the CEO, many contractors and a few rows. */
  manager: string | null;
  location: string;
  /** Annual salary (USD) for Salary, hourly rate for Hourly. */
  payRate: number;
  payType: 'Salary' | 'Hourly';
  fte: number;
  gender: string | null;
  /** Null where the cell is empty, "n/a" or "-". */
  rating: number | null;
  /** The cell as written. */
  ratingCell: string | null;
}

export const rosterHeaderStyle =
  'BambooHR custom report: Title Case field names with its oddities, a "#" and lower-case tails (Employee #, Hire Date, Employment Status, Reporting to, Pay rate, Pay type, FTE)';

/** Employee numbers, names and work emails identify persons (managers are employees too). */
export const rosterIdentifying = (rows: RosterRow[]): (string | null)[] => rows.flatMap((r) => [r.no, r.first, r.last, r.name, r.email, r.manager]);

export const rosterModule: ModuleDef = { name: 'Employees', project: 'People', synonyms: ['staff'] };

/** Per department: [first year, hire weight, salary multiplier, annual attrition, head's title and level, manager title (L5), IC tracks [titles L1-L4, weight]]. */
type Dept = [number, number, number, number, [string, string], string | null, [string[], number][]];
const DEPTS: Record<string, Dept> = {
  Engineering: [
    2018,
    31,
    1.15,
    0.11,
    ['VP of Engineering', 'L7'],
    'Engineering Manager',
    [
      [['Associate Software Engineer', 'Software Engineer', 'Senior Software Engineer', 'Staff Software Engineer'], 70],
      [['QA Analyst', 'QA Engineer', 'Senior QA Engineer', 'Lead QA Engineer'], 10],
      [['Junior DevOps Engineer', 'DevOps Engineer', 'Senior DevOps Engineer', 'Principal DevOps Engineer'], 10],
      [['Junior Data Engineer', 'Data Engineer', 'Senior Data Engineer', 'Staff Data Engineer'], 10],
    ],
  ],
  'Customer Support': [
    2019,
    17,
    0.68,
    0.27,
    ['Director of Customer Support', 'L6'],
    'Support Manager',
    [
      [['Support Specialist I', 'Support Specialist II', 'Senior Support Specialist', 'Support Team Lead'], 88],
      [['Support Engineer', 'Support Engineer', 'Senior Support Engineer', 'Lead Support Engineer'], 12],
    ],
  ],
  Sales: [
    2018,
    15,
    0.92,
    0.22,
    ['VP of Sales', 'L7'],
    'Sales Manager',
    [
      [['Sales Development Representative', 'Senior Sales Development Representative', 'Account Executive', 'Senior Account Executive'], 40],
      [['Associate Account Executive', 'Account Executive', 'Senior Account Executive', 'Enterprise Account Executive'], 45],
      [['Sales Engineer', 'Sales Engineer', 'Senior Sales Engineer', 'Principal Sales Engineer'], 15],
    ],
  ],
  Operations: [
    2018,
    8,
    0.76,
    0.17,
    ['VP of Operations', 'L7'],
    'Operations Manager',
    [
      [['Operations Associate', 'Operations Specialist', 'Senior Operations Specialist', 'Operations Lead'], 60],
      [['Junior Operations Analyst', 'Operations Analyst', 'Senior Operations Analyst', 'Lead Operations Analyst'], 40],
    ],
  ],
  Marketing: [
    2019,
    7,
    0.95,
    0.15,
    ['VP of Marketing', 'L7'],
    'Marketing Manager',
    [
      [['Content Coordinator', 'Content Marketer', 'Senior Content Marketer', 'Content Lead'], 45],
      [['Growth Marketing Associate', 'Growth Marketer', 'Senior Growth Marketer', 'Lead Growth Marketer'], 55],
    ],
  ],
  Product: [
    2018,
    6,
    1.1,
    0.1,
    ['VP of Product', 'L7'],
    'Group Product Manager',
    [
      [['Associate Product Manager', 'Product Manager', 'Senior Product Manager', 'Principal Product Manager'], 75],
      [['Junior Product Analyst', 'Product Analyst', 'Senior Product Analyst', 'Lead Product Analyst'], 25],
    ],
  ],
  Design: [
    2020,
    4,
    1.0,
    0.12,
    ['Head of Design', 'L6'],
    'Design Manager',
    [
      [['Junior Product Designer', 'Product Designer', 'Senior Product Designer', 'Lead Product Designer'], 75],
      [['Junior UX Researcher', 'UX Researcher', 'Senior UX Researcher', 'Lead UX Researcher'], 25],
    ],
  ],
  Finance: [
    2019,
    3.5,
    1.0,
    0.1,
    ['Chief Financial Officer', 'L7'],
    'Controller',
    [
      [['Staff Accountant', 'Accountant', 'Senior Accountant', 'Accounting Lead'], 55],
      [['Junior Financial Analyst', 'Financial Analyst', 'Senior Financial Analyst', 'Finance Lead'], 45],
    ],
  ],
  People: [
    2019,
    3.5,
    0.9,
    0.13,
    ['Head of People', 'L6'],
    'Talent Acquisition Manager',
    [
      [['Recruiting Coordinator', 'Recruiter', 'Senior Recruiter', 'Lead Recruiter'], 55],
      [['People Operations Coordinator', 'HR Generalist', 'Senior HR Generalist', 'HR Business Partner'], 45],
    ],
  ],
  Legal: [2021, 0.8, 1.2, 0.08, ['General Counsel', 'L7'], null, [[['Paralegal', 'Legal Counsel', 'Senior Legal Counsel', 'Senior Legal Counsel'], 100]]],
};
const HEAD_START: Record<string, string> = {
  Engineering: '2018-01-15',
  Product: '2018-02-05',
  Sales: '2018-03-12',
  Operations: '2018-04-02',
  Marketing: '2019-01-14',
  'Customer Support': '2019-02-04',
  Finance: '2019-03-18',
  People: '2019-05-06',
  Design: '2020-02-10',
  Legal: '2021-04-12',
};

/** Hires per year (department staff beyond the heads and the executive team). */
const HIRES: Record<number, number> = { 2018: 30, 2019: 55, 2020: 66, 2021: 118, 2022: 168, 2023: 62, 2024: 131 };
const HIRE_SEASON = [1.4, 1.2, 1.1, 1, 1, 0.9, 0.8, 0.8, 1.2, 1.1, 0.9, 0.5];
/** Salary at each level in 2024 dollars, before the department's and the location's multipliers. */
const LEVEL_PAY: Record<string, number> = { L1: 66000, L2: 86000, L3: 112000, L4: 142000, L5: 158000, L6: 192000, L7: 236000 };
const LOCATION_PAY: Record<string, number> = { Austin: 1, 'New York': 1.12, Denver: 0.96, Remote: 0.98 };
/** Pay levels by year of the person's last day (today for current staff). */
const PAY_YEAR: Record<number, number> = { 2018: 0.82, 2019: 0.85, 2020: 0.87, 2021: 0.9, 2022: 0.95, 2023: 0.98, 2024: 1 };

const VOLUNTARY = ['Better opportunity', 'Compensation', 'Relocation', 'Career change', 'Personal reasons', 'Return to school', 'Retirement'];
const VOLUNTARY_W = [40, 15, 12, 10, 13, 6, 4];
const INVOLUNTARY = ['Performance', 'Attendance', 'Policy violation', 'Position eliminated'];
const INVOLUNTARY_W = [60, 14, 10, 16];

interface Draft {
  dept: string;
  hire: string;
  level: string | null;
  title: string;
  employment: Employment;
  location: string;
  /** Heads and the executive team never leave. */
  stays: boolean;
  term: string | null;
  termType: RosterRow['termType'];
  termReason: string | null;
  /** A draw for choosing among managers, so the choice is fixed before the managers are known. */
  u: number;
  /** Role in the chain: ceo, head (of its department), manager (L5) or staff. */
  role: 'ceo' | 'head' | 'manager' | 'staff';
  fte: number;
  hourly: boolean;
  /** This person's pay relative to the grid. */
  noise: number;
}

function drawLocation(rng: Rng, year: number): string {
  const remote = year <= 2019 ? 4 : year === 2020 ? 22 : 34;
  return rng.weighted(['Austin', 'New York', 'Denver', 'Remote'], [56 - remote / 2, 26 - remote / 4, 18 - remote / 4, remote]);
}

export function rosterTable(): Table<RosterRow> {
  const rng = new Rng('roster');
  const drafts: Draft[] = [];
  const fixed = (dept: string, hire: string, title: string, level: string, role: Draft['role'], location = 'Austin'): Draft => ({
    dept,
    hire,
    level,
    title,
    employment: 'Full-Time',
    location,
    stays: true,
    term: null,
    termType: null,
    termReason: null,
    u: rng.next(),
    role,
    fte: 1,
    hourly: false,
    noise: rng.between(0.97, 1.05),
  });
  // The executive team and the departments' heads.
  drafts.push(fixed('Executive', '2018-01-02', 'Chief Executive Officer', 'L7', 'ceo'));
  drafts.push(fixed('Executive', '2019-09-09', 'Chief of Staff', 'L5', 'staff'));
  drafts.push(fixed('Executive', '2021-06-14', 'Executive Assistant', 'L2', 'staff'));
  for (const [dept, day] of Object.entries(HEAD_START)) {
    const [title, level] = DEPTS[dept]![4];
    drafts.push(fixed(dept, day, title, level, 'head', dept === 'Sales' ? 'New York' : 'Austin'));
  }
  // Everyone else.
  for (const [y, n] of Object.entries(HIRES)) {
    const year = Number(y);
    for (let i = 0; i < n; i++) {
      let hire = drawDate(rng, [year], [1], HIRE_SEASON);
      // A hiring freeze after the layoff: no hires in February-April 2023.
      if (hire > LAYOFF_DAY && hire < '2023-05-01') hire = addDays(hire, 70);
      // Nobody before the first head of department.
      if (hire < '2018-02-01') hire = addDays('2018-02-01', rng.int(0, 40));
      const open = Object.keys(DEPTS).filter((d) => HEAD_START[d]! <= hire);
      const dept = rng.weighted(
        open,
        open.map((d) => DEPTS[d]![1]),
      );
      const [, , , attrition, , managerTitle, tracks] = DEPTS[dept]!;
      const contractorOk = ['Engineering', 'Design', 'Marketing', 'Product'].includes(dept);
      const partTimeOk = ['Customer Support', 'Operations', 'Marketing', 'People', 'Finance'].includes(dept);
      const employment: Employment =
        contractorOk && rng.chance(0.14) ? 'Contractor' : partTimeOk && rng.chance(dept === 'Customer Support' ? 0.2 : 0.09) ? 'Part-Time' : 'Full-Time';
      let level: string | null = null;
      let title: string;
      let role: Draft['role'] = 'staff';
      const track = rng.weighted(
        tracks.map((t) => t[0]),
        tracks.map((t) => t[1]),
      );
      if (employment === 'Contractor') title = track[rng.weighted([1, 2], [60, 40])]!;
      else {
        const weights = employment === 'Part-Time' ? [50, 45, 5, 0, 0] : managerTitle ? [22, 35, 24, 9, 10] : [30, 40, 25, 5, 0];
        const li = rng.weighted([0, 1, 2, 3, 4], weights);
        level = `L${li + 1}`;
        if (li === 4) {
          title = managerTitle!;
          role = 'manager';
        } else title = track[li]!;
      }
      const hourly = employment !== 'Full-Time' || (['Customer Support', 'Operations'].includes(dept) && (level === 'L1' || level === 'L2'));
      const fte = employment === 'Full-Time' ? 1 : employment === 'Part-Time' ? rng.pick([0.5, 0.6, 0.75]) : rng.chance(0.75) ? 1 : 0.5;
      // When (and why) they leave: a contract that ends, or a hazard by department.
      let term: string | null = null;
      let termType: RosterRow['termType'] = null;
      let termReason: string | null = null;
      if (employment === 'Contractor' && rng.chance(0.6)) {
        term = addDays(hire, rng.int(120, 600));
        termType = 'Involuntary';
        termReason = 'End of contract';
      } else {
        const rate = attrition * (employment === 'Part-Time' ? 1.4 : 1) * (role === 'manager' ? 0.7 : 1);
        const days = Math.max(21, Math.round((-Math.log(1 - rng.next()) / rate) * 365));
        term = addDays(hire, days);
        const voluntary = rng.chance(days < 200 ? 0.55 : 0.78);
        termType = voluntary ? 'Voluntary' : 'Involuntary';
        termReason = voluntary ? rng.weighted(VOLUNTARY, VOLUNTARY_W) : rng.weighted(INVOLUNTARY, INVOLUNTARY_W);
      }
      if (term > '2024-12-30') {
        term = null;
        termType = null;
        termReason = null;
      }
      drafts.push({
        dept,
        hire,
        level,
        title,
        employment,
        location: drawLocation(rng, year),
        stays: false,
        term,
        termType,
        termReason,
        u: rng.next(),
        role,
        fte,
        hourly,
        noise: rng.normal(1, 0.06),
      });
    }
  }
  drafts.sort((a, b) => a.hire.localeCompare(b.hire) || a.dept.localeCompare(b.dept) || a.u - b.u);
  // The layoff: about one in ten of those still there on the day (heads, the executive team and
  // those hired in the last two months spared), support and operations harder hit.
  for (const d of drafts) {
    if (d.stays || d.hire > addDays(LAYOFF_DAY, -60) || (d.term !== null && d.term <= LAYOFF_DAY)) continue;
    const p = ['Customer Support', 'Operations', 'Sales'].includes(d.dept) ? 0.16 : d.dept === 'Engineering' ? 0.07 : 0.09;
    if (rng.chance(p)) {
      d.term = LAYOFF_DAY;
      d.termType = 'Involuntary';
      d.termReason = 'Layoff';
    }
  }

  const names = uniqueNames(rng, FIRST_NAMES, LAST_NAMES, drafts.length);
  const nameOf = new Map(drafts.map((d, i) => [d, names[i]!]));
  const lastDay = (d: Draft) => d.term ?? AS_OF;
  const activeOn = (d: Draft, day: string) => d.hire <= day && (d.term === null || d.term >= day);
  const ceo = drafts.find((d) => d.role === 'ceo')!;
  const headOf = new Map(drafts.filter((d) => d.role === 'head').map((d) => [d.dept, d]));
  const managersOf = (dept: string) => drafts.filter((d) => d.dept === dept && d.role === 'manager');
  const managerOf = (d: Draft): Draft | null => {
    if (d.role === 'ceo') return null;
    if (d.role === 'head' || d.dept === 'Executive') return ceo;
    const head = headOf.get(d.dept)!;
    if (d.role === 'manager') return head;
    const day = lastDay(d);
    const there = managersOf(d.dept).filter((m) => activeOn(m, day) && m.hire < day);
    return there.length === 0 ? head : there[Math.floor(d.u * there.length)]!;
  };

  const rows = drafts.map((d, i): RosterRow => {
    const name = nameOf.get(d)!;
    const [first, last] = name.split(' ') as [string, string];
    const year = Number(lastDay(d).slice(0, 4));
    const deptPay = d.dept === 'Executive' ? 1 : DEPTS[d.dept]![2];
    const grid = LEVEL_PAY[d.level ?? (d.title.startsWith('Senior') ? 'L3' : 'L2')]! * deptPay * LOCATION_PAY[d.location]! * PAY_YEAR[year]! * d.noise;
    let payRate: number;
    if (d.role === 'ceo') payRate = 315000;
    else if (!d.hourly) payRate = Math.round(grid / 50) * 50;
    else if (d.employment === 'Contractor') payRate = round2((grid * 1.35) / 2080);
    else payRate = round2(grid / 2080);
    // Reviewed once six months in (the last cycle took those hired by 2024-03-31); contractors are not reviewed.
    let ratingCell: string | null;
    let rating: number | null = null;
    const reviewed = daysBetween(d.hire, lastDay(d)) >= 182 && d.hire <= '2024-03-31';
    if (d.employment === 'Contractor') ratingCell = 'n/a';
    else if (!reviewed || rng.chance(0.03)) ratingCell = null;
    else if (rng.chance(0.02)) ratingCell = '-';
    else {
      const mean = d.termReason === 'Performance' ? 2.3 : d.role === 'manager' || d.role === 'head' ? 3.8 : 3.5;
      rating = Math.min(5, Math.max(1, Math.round(rng.normal(mean, 0.55) * 2) / 2));
      ratingCell = String(rating);
    }
    const manager = managerOf(d);
    const unfilled = d.employment === 'Contractor' ? rng.chance(0.45) : d.role === 'staff' && rng.chance(0.025);
    const gender = rng.weighted(['Female', 'Male', 'Non-binary', null], [44, 51, 2, 3]);
    const department =
      d.dept === 'Engineering' && rng.chance(0.04) ? 'engineering' : d.dept === 'Customer Support' && rng.chance(0.06) ? 'customer support' : d.dept;
    return {
      no: String(101 + i),
      first,
      last,
      name,
      email: `${first.toLowerCase()}.${last.toLowerCase()}@northgatehq.com`,
      status: d.term === null ? 'Active' : 'Inactive',
      employment: d.employment,
      hire: d.hire,
      term: d.term,
      termType: d.termType,
      termReason: d.termReason,
      department,
      dept: d.dept,
      title: d.title,
      level: d.level,
      manager: manager && !unfilled ? nameOf.get(manager)! : null,
      location: d.location,
      payRate,
      payType: d.hourly ? 'Hourly' : 'Salary',
      fte: d.fte,
      gender,
      rating,
      ratingCell,
    };
  });
  // The report lists people by last name, then first name.
  rows.sort((a, b) => a.last.localeCompare(b.last) || a.first.localeCompare(b.first));
  const headers = [
    'Employee #',
    'Last Name',
    'First Name',
    'Work Email',
    'Status',
    'Employment Status',
    'Hire Date',
    'Termination Date',
    'Termination Type',
    'Termination Reason',
    'Department',
    'Job Title',
    'Job Level',
    'Reporting to',
    'Location',
    'Pay rate',
    'Pay type',
    'FTE',
    'Gender',
    'Performance Rating',
  ];
  return table('roster', headers, rows, (r) => [
    r.no,
    r.last,
    r.first,
    r.email,
    r.status,
    r.employment,
    r.hire,
    r.term,
    r.termType,
    r.termReason,
    r.department,
    r.title,
    r.level,
    r.manager,
    r.location,
    money(r.payRate),
    r.payType,
    r.fte,
    r.gender,
    r.ratingCell,
  ]);
}
