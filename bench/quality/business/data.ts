/**
 * The business set's twenty-one tables, generated deterministically (random.ts: one seeded stream per
 * table): each as the CSV text a customer would upload AND as typed raw rows, from which questions.ts
 * computes every expected answer. The CSV is written from the typed rows, so the two never disagree.
 *
 * The shapes are those of real exports: a few big customers, products and suppliers and a long tail
 * (Zipf weights), volumes that grow from year to year with seasonality, amounts with cents, empty
 * cells (a null), timestamps, and a few dirty cells on purpose:
 * - mixed case in one dimension of eight tables: orders' Region ("north" beside "North", "west"),
 *   tickets' Priority ("high", "low"), campaigns' channel ("facebook", "Linkedin"), shipments'
 *   CARRIER ("Fedex", "ups"), expenses' Dept. ("sales", "ENGINEERING"), deals' region ("emea", "Apac"),
 *   bookings' Channel ("booking.com", "EXPEDIA"), production's shift ("night", "day");
 * - placeholders in a measure: tickets' "First Response (min)" holds "n/a" and "-" for tickets never
 *   answered in time, shipments' WEIGHT_KG for parcels not weighed, expenses' "Tax %", deals'
 *   win_probability_pct and production's dt.min likewise (a null for the expectations);
 * - a header style of its own per table (see HEADER_STYLE).
 * Every date lies in 2015-2024 and every table's latest date is in December 2024 (the anchor of
 * "last year", see questions.ts).
 */
import { COMPANY_FIRST, COMPANY_SECOND, FIRST_NAMES, LAST_NAMES } from './names.js';
import { renewalsHeaderStyle, type RenewalsRow, renewalsTable } from './tables/renewals.js';
import { payrollHeaderStyle, type PayrollRow, payrollTable } from './tables/payroll.js';
import { adsHeaderStyle, type AdsRow, adsTable } from './tables/ads.js';
import { billsHeaderStyle, type BillsRow, billsTable } from './tables/bills.js';
import { billingHeaderStyle, type BillingRow, billingTable } from './tables/billing.js';
import { rosterHeaderStyle, type RosterRow, rosterTable } from './tables/roster.js';
import { emailsHeaderStyle, type EmailsRow, emailsTable } from './tables/emails.js';
import { receivablesHeaderStyle, type ReceivablesRow, receivablesTable } from './tables/receivables.js';
import { type Table, table } from './tables/table.js';
import { addDays, daysBetween, drawDate, eachDay, money, Rng, round2, uniqueNames, zipf } from './random.js';

export const TABLE_KEYS = [
  'orders',
  'subscriptions',
  'tickets',
  'employees',
  'inventory',
  'web',
  'campaigns',
  'invoices',
  'shipments',
  'expenses',
  'deals',
  'bookings',
  'production',
  'renewals',
  'payroll',
  'ads',
  'bills',
  'billing',
  'roster',
  'emails',
  'receivables',
] as const;
export type TableKey = (typeof TABLE_KEYS)[number];

/** How each table writes its headers: no two tables share a style. */
export const HEADER_STYLE: Record<TableKey, string> = {
  orders: 'PascalCase (OrderID, UnitPrice)',
  subscriptions: 'snake_case (account_id, billing_period, mrr)',
  tickets: 'Title Case With Spaces and a unit (Ticket ID, First Response (min))',
  employees: 'ALL CAPS with underscores (EMP_NO, HIRE_DATE)',
  inventory: 'Sentence case with abbreviations and a unit (Qty on hand, Unit cost (USD))',
  web: 'camelCase (trafficSource, bounceRate)',
  campaigns: 'lower case ad-platform export with symbols (impr., budget $, ctr %)',
  invoices: 'Title_Case_With_Underscores (Invoice_No, Paid_Date)',
  shipments: 'ALL CAPS abbreviations with units glued on (SHIP_DT, SVC_LVL, WEIGHT_KG, FREIGHT_COST_USD, ON_TIME_YN)',
  expenses: 'words with symbols and punctuation (Expense #, Dept., Amount ($), Tax %, Reimbursed?)',
  deals: 'snake_case with unit and date suffixes (amount_usd, win_probability_pct, created_on, closed_on)',
  bookings: 'Title Case with hyphens and currency units in square brackets (Booking Ref, Check-In, Rate per Night [EUR], Total [EUR])',
  production: 'lower case dotted abbreviations of a plant export (prod.date, qty.prod, qty.rej, dt.min, mach.hrs, kwh)',
  renewals: renewalsHeaderStyle,
  payroll: payrollHeaderStyle,
  ads: adsHeaderStyle,
  bills: billsHeaderStyle,
  billing: billingHeaderStyle,
  roster: rosterHeaderStyle,
  emails: emailsHeaderStyle,
  receivables: receivablesHeaderStyle,
};

export type { Table };

/** The last day of every table: "last year" is its year (see questions.ts). */
export const AS_OF = '2024-12-31';
const MONTHS_FLAT = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];

// ---- sales orders -----------------------------------------------------------------------------------

export interface Order {
  id: string;
  date: string;
  customer: string;
  /** As written: a few cells in lower case ("north"). */
  region: string;
  channel: string | null;
  product: string;
  category: string;
  qty: number;
  unitPrice: number;
  /** A fraction (0.05 = 5 %); null where none was recorded. */
  discount: number | null;
  revenue: number;
}

/** [name, category, list price, typical quantity range, popularity]. */
const PRODUCTS: [string, string, number, [number, number], number][] = [
  ['Copy Paper Box', 'Office Supplies', 42.5, [5, 60], 14],
  ['Gel Pen Pack', 'Office Supplies', 12.99, [5, 80], 10],
  ['Sticky Notes', 'Office Supplies', 6.49, [10, 120], 9],
  ['Stapler', 'Office Supplies', 18.99, [1, 20], 4],
  ['Wireless Mouse', 'Electronics', 29.99, [2, 40], 9],
  ['Mechanical Keyboard', 'Electronics', 89, [1, 25], 6],
  ['UltraWide Monitor', 'Electronics', 399, [1, 10], 5],
  ['Docking Station', 'Electronics', 149, [1, 15], 4],
  ['Noise Cancelling Headset', 'Electronics', 129, [1, 20], 5],
  ['Ergonomic Chair', 'Furniture', 249, [1, 12], 6],
  ['Standing Desk', 'Furniture', 549, [1, 6], 4],
  ['Oak Bookshelf', 'Furniture', 189, [1, 5], 2],
  ['Filing Cabinet', 'Furniture', 159, [1, 6], 3],
  ['Cloud Backup License', 'Software', 99, [1, 50], 5],
  ['Antivirus Suite', 'Software', 59, [1, 40], 4],
  ['Project Planner Pro', 'Software', 199, [1, 25], 3],
  ['Coffee Beans', 'Breakroom', 24.9, [2, 30], 6],
  ['Water Filter', 'Breakroom', 34.5, [1, 12], 3],
];
const REGIONS = ['North', 'South', 'East', 'West', 'Central'];
const PRICE_RISE: Record<number, number> = { 2022: 1, 2023: 1.04, 2024: 1.07 };

function orderLine(rng: Rng, date: string, customer: string, region: string): Omit<Order, 'id'> {
  const channel = rng.chance(0.012) ? null : rng.weighted(['Online', 'Retail', 'Wholesale', 'Partner'], [42, 30, 18, 10]);
  const [product, category, list, [lo, hi]] = rng.weighted(
    PRODUCTS,
    PRODUCTS.map((p) => p[4]),
  );
  const qty = Math.round(rng.int(lo, hi) * (channel === 'Wholesale' ? rng.between(2, 4) : 1));
  const unitPrice = round2(list * PRICE_RISE[Number(date.slice(0, 4))]!);
  const discount = rng.chance(0.02) ? null : channel === 'Wholesale' ? rng.weighted([0.1, 0.15, 0.2], [5, 3, 2]) : rng.weighted([0, 0.05, 0.1], [65, 20, 15]);
  const revenue = round2(qty * unitPrice * (1 - (discount ?? 0)));
  // A few cells typed by hand in lower case: the same region to a reader, another text to SQL.
  const written = region === 'North' && rng.chance(0.04) ? 'north' : region === 'West' && rng.chance(0.03) ? 'west' : region;
  return { date, customer, region: written, channel, product, category, qty, unitPrice, discount, revenue };
}

export function salesOrders(): Table<Order> {
  const rng = new Rng('orders');
  const customers = uniqueNames(rng, COMPANY_FIRST, COMPANY_SECOND, 60);
  const homeRegion = new Map(customers.map((c) => [c, rng.weighted(REGIONS, [30, 20, 22, 18, 10])]));
  const weights = zipf(customers.length, 1.05);
  const season = [0.8, 0.8, 0.95, 0.95, 1, 1, 0.9, 0.9, 1.05, 1.1, 1.25, 1.4];
  const drafts = Array.from({ length: 2000 }, () => {
    const customer = rng.weighted(customers, weights);
    return orderLine(rng, drawDate(rng, [2022, 2023, 2024], [29, 33, 38], season), customer, homeRegion.get(customer)!);
  }).sort((a, b) => a.date.localeCompare(b.date));
  const rows = drafts.map((o, i) => ({ id: `SO-${100001 + i}`, ...o }));
  const headers = ['OrderID', 'OrderDate', 'Customer', 'Region', 'SalesChannel', 'Product', 'ProductCategory', 'Quantity', 'UnitPrice', 'Discount', 'Revenue'];
  return table('orders', headers, rows, (o) => [
    o.id,
    o.date,
    o.customer,
    o.region,
    o.channel,
    o.product,
    o.category,
    o.qty,
    money(o.unitPrice),
    o.discount,
    money(o.revenue),
  ]);
}

// ---- subscriptions (MRR) ----------------------------------------------------------------------------

export interface Subscription {
  accountId: string;
  accountName: string;
  plan: string;
  billing: 'Monthly' | 'Annual';
  start: string;
  /** Null while the subscription runs. */
  cancel: string | null;
  seats: number;
  mrr: number;
  country: string | null;
}

const PLANS: Record<string, { price: number; seats: [number, number]; churn: number; annual: number }> = {
  Starter: { price: 12, seats: [1, 10], churn: 0.4, annual: 0.2 },
  Team: { price: 25, seats: [3, 40], churn: 0.3, annual: 0.3 },
  Business: { price: 45, seats: [10, 150], churn: 0.2, annual: 0.45 },
  Enterprise: { price: 80, seats: [50, 800], churn: 0.1, annual: 0.7 },
};
const COUNTRIES = ['United States', 'United Kingdom', 'Germany', 'Canada', 'France', 'Australia', 'Netherlands', 'Sweden', 'Spain', 'Brazil', 'India'];

function subscription(rng: Rng, start: string, accountName: string): Omit<Subscription, 'accountId'> {
  const plan = rng.weighted(Object.keys(PLANS), [38, 32, 20, 10]);
  const p = PLANS[plan]!;
  // Seats spread log-uniformly: many small accounts, a few very large ones.
  const seats = Math.round(Math.exp(rng.between(Math.log(p.seats[0]), Math.log(p.seats[1] + 1))) - (p.seats[0] === 1 ? 0.4 : 0)) || 1;
  const billing = rng.chance(p.annual) ? 'Annual' : 'Monthly';
  const negotiated = plan === 'Enterprise' ? rng.between(0.7, 1) : 1;
  const mrr = round2(seats * p.price * (billing === 'Annual' ? 0.85 : 1) * negotiated);
  const end = rng.chance(p.churn) ? addDays(start, rng.int(30, 1000)) : null;
  const cancel = end !== null && end <= AS_OF ? end : null;
  const country = rng.chance(0.015) ? null : rng.weighted(COUNTRIES, [35, 12, 11, 8, 7, 6, 5, 4, 4, 4, 4]);
  return { accountName, plan, billing, start, cancel, seats, mrr, country };
}

export function subscriptions(): Table<Subscription> {
  const rng = new Rng('subscriptions');
  const names = uniqueNames(rng, COMPANY_FIRST, COMPANY_SECOND, 800);
  const drafts = names
    .map((n) => subscription(rng, drawDate(rng, [2020, 2021, 2022, 2023, 2024], [10, 15, 20, 25, 30], MONTHS_FLAT), n))
    .sort((a, b) => a.start.localeCompare(b.start) || a.accountName.localeCompare(b.accountName));
  const rows = drafts.map((s, i) => ({ accountId: `ACC-${1001 + i}`, ...s }));
  const headers = ['account_id', 'account_name', 'plan', 'billing_period', 'start_date', 'cancel_date', 'seats', 'mrr', 'country'];
  return table('subscriptions', headers, rows, (s) => [s.accountId, s.accountName, s.plan, s.billing, s.start, s.cancel, s.seats, money(s.mrr), s.country]);
}

// ---- support tickets --------------------------------------------------------------------------------

export interface Ticket {
  id: string;
  /** "YYYY-MM-DD HH:MM". */
  opened: string;
  closed: string | null;
  /** As written: a few cells in lower case ("high"). */
  priority: string;
  channel: string;
  area: string;
  agent: string | null;
  status: 'Open' | 'Pending' | 'Resolved' | 'Closed';
  /** Minutes to the first response; null where the cell says "n/a" or "-". */
  firstResponse: number | null;
  /** The cell as written: minutes, "n/a" or "-". */
  firstResponseCell: string;
  handleMin: number;
  /** 1-5; null when the customer did not rate. */
  csat: number | null;
}

const AGENTS = 12;
const RESOLVE_HOURS: Record<string, [number, number]> = { Urgent: [1, 12], High: [2, 48], Medium: [4, 120], Low: [8, 240] };
const RESPONSE_MIN: Record<string, [number, number]> = { Chat: [2, 15], Phone: [1, 10], Email: [20, 600], 'Web Form': [30, 900] };
const URGENCY: Record<string, number> = { Urgent: 0.3, High: 0.6, Medium: 1, Low: 1.3 };

const stamp = (day: string, minutes: number): string => {
  const d = addDays(day, Math.floor(minutes / 1440));
  const m = minutes % 1440;
  return `${d} ${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

function ticket(rng: Rng, day: string, agents: string[]): Omit<Ticket, 'id'> {
  const minuteOfDay = rng.chance(0.8) ? rng.int(8 * 60, 18 * 60 - 1) : rng.int(0, 24 * 60 - 1);
  const opened = stamp(day, minuteOfDay);
  const level = rng.weighted(['Low', 'Medium', 'High', 'Urgent'], [35, 38, 20, 7]);
  const priority = level === 'High' && rng.chance(0.06) ? 'high' : level === 'Low' && rng.chance(0.03) ? 'low' : level;
  const channel = rng.weighted(['Email', 'Chat', 'Phone', 'Web Form'], [40, 30, 18, 12]);
  const area = rng.weighted(['Billing', 'Account Access', 'Integrations', 'Reporting', 'Mobile App', 'API'], [22, 20, 18, 15, 13, 12]);
  const recent = daysBetween(day, AS_OF) < 14;
  let status = recent
    ? rng.weighted(['Open', 'Pending', 'Resolved', 'Closed'] as const, [5, 2, 2, 1])
    : rng.weighted(['Open', 'Pending', 'Resolved', 'Closed'] as const, [2, 1, 17, 80]);
  let closed: string | null = null;
  if (status === 'Resolved' || status === 'Closed') {
    const [lo, hi] = RESOLVE_HOURS[level]!;
    const at = stamp(day, minuteOfDay + rng.int(lo * 60, hi * 60));
    if (at.slice(0, 10) <= AS_OF) closed = at;
    else status = 'Pending';
  }
  const agent = status === 'Open' && rng.chance(0.5) ? null : rng.weighted(agents, zipf(agents.length, 0.6));
  const [rlo, rhi] = RESPONSE_MIN[channel]!;
  const minutes = Math.max(1, Math.round(rng.int(rlo, rhi) * URGENCY[level]!));
  const placeholder = rng.chance(0.03) ? 'n/a' : rng.chance(0.02) ? '-' : null;
  const handleMin = Math.round(rng.logNormal(25, 0.7)) + 3;
  // Fast answers make happier customers; four in ten do not rate at all.
  const csat = closed && rng.chance(0.6) ? Math.max(1, Math.min(5, Math.round(rng.normal(minutes < 60 ? 4.3 : 3.4, 0.9)))) : null;
  return {
    opened,
    closed,
    priority,
    channel,
    area,
    agent,
    status,
    firstResponse: placeholder ? null : minutes,
    firstResponseCell: placeholder ?? String(minutes),
    handleMin,
    csat,
  };
}

export function supportTickets(): Table<Ticket> {
  const rng = new Rng('tickets');
  // Agents share neither a first nor a last name, as in a small team people tell apart.
  const lasts = rng.sample(LAST_NAMES, AGENTS);
  const agents = rng.sample(FIRST_NAMES, AGENTS).map((first, i) => `${first} ${lasts[i]}`);
  const drafts = Array.from({ length: 1500 }, () => ticket(rng, drawDate(rng, [2023, 2024], [45, 55], MONTHS_FLAT), agents)).sort((a, b) =>
    a.opened.localeCompare(b.opened),
  );
  const rows = drafts.map((t, i) => ({ id: `TCK-${20001 + i}`, ...t }));
  const headers = [
    'Ticket ID',
    'Opened At',
    'Closed At',
    'Priority',
    'Channel',
    'Product Area',
    'Agent Name',
    'Status',
    'First Response (min)',
    'Handle Time (min)',
    'Satisfaction',
  ];
  return table('tickets', headers, rows, (t) => [
    t.id,
    t.opened,
    t.closed,
    t.priority,
    t.channel,
    t.area,
    t.agent,
    t.status,
    t.firstResponseCell,
    t.handleMin,
    t.csat,
  ]);
}

// ---- employees --------------------------------------------------------------------------------------

export interface Employee {
  empNo: string;
  name: string;
  dept: string;
  title: string;
  hired: string;
  salary: number;
  /** Null where no bonus was paid. */
  bonus: number | null;
  /** 1-5; null for people hired too recently for a review. */
  rating: number | null;
  office: string;
  age: number;
}

/** Per department: its weight, and its titles as [title, base salary, weight, bonus share]. */
const DEPARTMENTS: Record<string, { weight: number; titles: [string, number, number, number][] }> = {
  Engineering: {
    weight: 30,
    titles: [
      ['Software Engineer', 98000, 10, 0.05],
      ['Senior Software Engineer', 128000, 7, 0.08],
      ['Engineering Manager', 152000, 2, 0.12],
      ['QA Analyst', 72000, 3, 0.04],
    ],
  },
  Sales: {
    weight: 18,
    titles: [
      ['Account Executive', 78000, 8, 0.3],
      ['Sales Development Rep', 56000, 6, 0.2],
      ['Sales Manager', 118000, 2, 0.35],
    ],
  },
  'Customer Success': {
    weight: 12,
    titles: [
      ['Support Specialist', 52000, 7, 0.04],
      ['Customer Success Manager', 74000, 5, 0.08],
    ],
  },
  Marketing: {
    weight: 10,
    titles: [
      ['Marketing Specialist', 64000, 5, 0.06],
      ['Content Writer', 58000, 3, 0.04],
      ['Head of Marketing', 142000, 1, 0.15],
    ],
  },
  Finance: {
    weight: 8,
    titles: [
      ['Accountant', 68000, 5, 0.06],
      ['Financial Analyst', 82000, 4, 0.08],
    ],
  },
  Operations: {
    weight: 10,
    titles: [
      ['Operations Coordinator', 54000, 6, 0.04],
      ['Office Manager', 61000, 2, 0.05],
    ],
  },
  People: {
    weight: 5,
    titles: [
      ['HR Generalist', 62000, 4, 0.05],
      ['Recruiter', 66000, 3, 0.1],
    ],
  },
  Product: {
    weight: 7,
    titles: [
      ['Product Manager', 124000, 4, 0.1],
      ['Product Designer', 96000, 3, 0.07],
    ],
  },
};
const OFFICES: Record<string, [number, number]> = {
  London: [22, 1.05],
  'New York': [20, 1.15],
  Berlin: [16, 0.95],
  Toronto: [12, 0.92],
  Singapore: [10, 1],
  Remote: [20, 0.9],
};

function employee(rng: Rng, name: string, hired: string): Omit<Employee, 'empNo'> {
  const depts = Object.keys(DEPARTMENTS);
  const dept = rng.weighted(
    depts,
    depts.map((d) => DEPARTMENTS[d]!.weight),
  );
  const titles = DEPARTMENTS[dept]!.titles;
  const [title, base, , bonusShare] = rng.weighted(
    titles,
    titles.map((t) => t[2]),
  );
  const offices = Object.keys(OFFICES);
  const office = rng.weighted(
    offices,
    offices.map((o) => OFFICES[o]![0]),
  );
  const salary = Math.round((base * OFFICES[office]![1] * rng.normal(1, 0.07)) / 100) * 100;
  const bonus = hired >= '2024-01-01' || rng.chance(0.22) ? null : round2(salary * bonusShare * rng.between(0.5, 1.3));
  const rating = hired > '2024-06-30' ? null : rng.weighted([1, 2, 3, 4, 5], [3, 10, 45, 32, 10]);
  const senior = /Senior|Manager|Head/.test(title);
  const age = Math.min(64, Math.max(22, Math.round(rng.normal(senior ? 41 : 32, 7))));
  return { name, dept, title, hired, salary, bonus, rating, office, age };
}

export function employees(): Table<Employee> {
  const rng = new Rng('employees');
  const names = uniqueNames(rng, FIRST_NAMES, LAST_NAMES, 400);
  const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
  const drafts = names
    .map((n) => employee(rng, n, drawDate(rng, years, [4, 5, 6, 7, 8, 8, 12, 15, 14, 16], MONTHS_FLAT)))
    .sort((a, b) => a.hired.localeCompare(b.hired) || a.name.localeCompare(b.name));
  const rows = drafts.map((e, i) => ({ empNo: `E${1001 + i}`, ...e }));
  const headers = ['EMP_NO', 'FULL_NAME', 'DEPARTMENT', 'JOB_TITLE', 'HIRE_DATE', 'SALARY', 'BONUS', 'PERF_RATING', 'OFFICE', 'AGE'];
  return table('employees', headers, rows, (e) => [
    e.empNo,
    e.name,
    e.dept,
    e.title,
    e.hired,
    e.salary,
    e.bonus === null ? null : money(e.bonus),
    e.rating,
    e.office,
    e.age,
  ]);
}

// ---- inventory --------------------------------------------------------------------------------------

export interface StockItem {
  sku: string;
  name: string;
  category: string;
  warehouse: string;
  qty: number;
  reorder: number;
  unitCost: number;
  /** Null for items never restocked since the system went live. */
  restocked: string | null;
  supplier: string;
}

/** Per category: SKU prefix, item words, two lists of variants, median stock and median unit cost. */
const STOCK: Record<string, { prefix: string; items: string[]; a: string[]; b: string[]; qty: number; cost: number }> = {
  Fasteners: {
    prefix: 'FAS',
    items: ['Hex Bolt', 'Wood Screw', 'Machine Screw', 'Lag Bolt', 'Carriage Bolt', 'Flat Washer', 'Lock Nut', 'Wing Nut', 'Drywall Anchor', 'Blind Rivet'],
    a: ['M3', 'M4', 'M5', 'M6', 'M8', 'M10', 'M12', 'M16'],
    b: ['Zinc', 'Stainless', 'Black Oxide', 'Galvanized'],
    qty: 1500,
    cost: 0.35,
  },
  Electrical: {
    prefix: 'ELE',
    items: ['Cable Tie', 'Wire Connector', 'Junction Box', 'Extension Cord', 'Light Switch', 'Outlet Cover', 'Circuit Breaker', 'LED Bulb', 'Conduit Fitting'],
    a: ['Small', 'Medium', 'Large', 'Heavy Duty', 'Outdoor'],
    b: ['White', 'Black', 'Grey', 'Ivory'],
    qty: 140,
    cost: 6,
  },
  Plumbing: {
    prefix: 'PLB',
    items: ['PVC Elbow', 'Ball Valve', 'Pipe Clamp', 'Compression Fitting', 'Drain Trap', 'Hose Bib', 'Pipe Coupling', 'Shutoff Valve'],
    a: ['Quarter Inch', 'Half Inch', 'Three Quarter Inch', 'One Inch'],
    b: ['Brass', 'PVC', 'Copper', 'Chrome', 'Steel'],
    qty: 120,
    cost: 8,
  },
  Tools: {
    prefix: 'TOL',
    items: ['Claw Hammer', 'Tape Measure', 'Utility Knife', 'Screwdriver Set', 'Adjustable Wrench', 'Hex Key Set', 'Locking Pliers', 'Spirit Level', 'Hacksaw'],
    a: ['Forge', 'Titan', 'Atlas', 'Ridgeline', 'Harbor'],
    b: ['Compact', 'Standard', 'Pro', 'Heavy'],
    qty: 60,
    cost: 22,
  },
  Safety: {
    prefix: 'SAF',
    items: ['Safety Glasses', 'Work Gloves', 'Hard Hat', 'Ear Plugs', 'Dust Mask', 'Hi-Vis Vest', 'Knee Pads', 'First Aid Kit'],
    a: ['Small', 'Medium', 'Large', 'Extra Large'],
    b: ['Yellow', 'Orange', 'Blue', 'Green', 'Black'],
    qty: 150,
    cost: 9,
  },
  Packaging: {
    prefix: 'PKG',
    items: [
      'Shipping Box',
      'Bubble Wrap Roll',
      'Packing Tape',
      'Stretch Film',
      'Poly Mailer',
      'Void Fill Paper',
      'Label Roll',
      'Corner Protector',
      'Mailing Tube',
    ],
    a: ['Small', 'Medium', 'Large', 'Extra Large'],
    b: ['Brown', 'Clear', 'White', 'Black', 'Kraft'],
    qty: 600,
    cost: 2.5,
  },
};
/** Who supplies each category: a specialist or two, and the generalist that supplies most. */
const SUPPLIERS: Record<string, string[]> = {
  Fasteners: ['Apex Industrial Supply', 'Keystone Fastening', 'Bolton Trade Partners'],
  Electrical: ['Apex Industrial Supply', 'Harlow Electric Wholesale', 'Vantage Components'],
  Plumbing: ['Riverside Plumbing Supply', 'Crown Distribution', 'Apex Industrial Supply'],
  Tools: ['Summit Tool Works', 'Apex Industrial Supply', 'Meadow Hardware Group'],
  Safety: ['Guardline Safety', 'Norfield Traders'],
  Packaging: ['Packright Solutions', 'Crown Distribution'],
};

function stockItem(rng: Rng, names: Set<string>, skus: Set<string>): StockItem {
  const categories = Object.keys(STOCK);
  const category = rng.weighted(categories, [24, 18, 15, 14, 14, 15]);
  const c = STOCK[category]!;
  let name: string;
  do name = `${rng.pick(c.items)} ${rng.pick(c.a)} ${rng.pick(c.b)}`;
  while (names.has(name));
  names.add(name);
  let sku: string;
  do sku = `${c.prefix}-${rng.int(10000, 99999)}`;
  while (skus.has(sku));
  skus.add(sku);
  const qty = rng.chance(0.06) ? 0 : Math.max(1, Math.round(rng.logNormal(c.qty, 0.8)));
  const reorder = Math.max(10, Math.round((c.qty * rng.between(0.15, 0.35)) / 10) * 10);
  const unitCost = Math.max(0.05, round2(rng.logNormal(c.cost, 0.6)));
  const restocked = rng.chance(0.03) ? null : drawDate(rng, [2023, 2024], [35, 65], MONTHS_FLAT);
  const warehouse = rng.weighted(['Dallas', 'Atlanta', 'Reno', 'Columbus'], [35, 25, 22, 18]);
  const supplier = rng.weighted(SUPPLIERS[category]!, zipf(SUPPLIERS[category]!.length, 0.8));
  return { sku, name, category, warehouse, qty, reorder, unitCost, restocked, supplier };
}

export function inventory(): Table<StockItem> {
  const rng = new Rng('inventory');
  const names = new Set<string>();
  const skus = new Set<string>();
  const rows = Array.from({ length: 600 }, () => stockItem(rng, names, skus)).sort((a, b) => a.sku.localeCompare(b.sku));
  const headers = ['SKU', 'Product name', 'Category', 'Warehouse', 'Qty on hand', 'Reorder level', 'Unit cost (USD)', 'Last restocked', 'Supplier'];
  return table('inventory', headers, rows, (s) => [s.sku, s.name, s.category, s.warehouse, s.qty, s.reorder, money(s.unitCost), s.restocked, s.supplier]);
}

// ---- web analytics ----------------------------------------------------------------------------------

export interface WebRow {
  date: string;
  source: string;
  device: string;
  country: string;
  sessions: number;
  users: number;
  pageviews: number;
  /** A percentage (43.7); null on the few days the tracker lost it. */
  bounceRate: number | null;
  conversions: number;
  revenue: number;
}

const SOURCES: Record<string, [number, number, number]> = {
  // [traffic weight, bounce rate centre, conversion rate]
  'Organic Search': [34, 45, 0.018],
  'Paid Search': [18, 52, 0.026],
  Direct: [20, 38, 0.022],
  Social: [12, 63, 0.007],
  Email: [8, 35, 0.035],
  Referral: [8, 48, 0.015],
};
const DEVICES: Record<string, [number, number]> = { Desktop: [46, -4], Mobile: [46, 6], Tablet: [8, 2] };
const WEB_COUNTRIES: Record<string, number> = {
  'United States': 40,
  'United Kingdom': 14,
  Germany: 11,
  Canada: 9,
  India: 10,
  France: 8,
  Australia: 8,
};

function webRow(rng: Rng, date: string, source: string, device: string, country: string): WebRow {
  const [, bounce, cr] = SOURCES[source]!;
  const scale = SOURCES[source]![0] * DEVICES[device]![0] * WEB_COUNTRIES[country]!;
  const growth = date < '2024-01-01' ? 1 : 1.18;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const week = weekday === 0 || weekday === 6 ? 0.7 : 1.05;
  const sessions = Math.max(3, Math.round((scale / 60) * growth * week * rng.logNormal(1, 0.25)));
  const users = Math.max(1, Math.round(sessions * rng.between(0.7, 0.92)));
  const pageviews = Math.round(sessions * rng.between(1.8, 4.2));
  const bounceRate = rng.chance(0.01) ? null : Math.round(Math.min(95, Math.max(10, rng.normal(bounce + DEVICES[device]![1], 4))) * 10) / 10;
  const conversions = Math.round(sessions * cr * rng.between(0.5, 1.5));
  const revenue = round2(conversions * rng.between(45, 140));
  return { date, source, device, country, sessions, users, pageviews, bounceRate, conversions, revenue };
}

export function webAnalytics(): Table<WebRow> {
  const rng = new Rng('web');
  const sources = Object.keys(SOURCES);
  const devices = Object.keys(DEVICES);
  const countries = Object.keys(WEB_COUNTRIES);
  const rows: WebRow[] = [];
  // Four breakdown rows a day, as a report export sampled by segment: each a distinct segment.
  for (const date of eachDay('2023-01-01', AS_OF)) {
    const seen = new Set<string>();
    while (seen.size < 4) {
      const s = rng.weighted(
        sources,
        sources.map((x) => SOURCES[x]![0]),
      );
      const d = rng.weighted(
        devices,
        devices.map((x) => DEVICES[x]![0]),
      );
      const c = rng.weighted(
        countries,
        countries.map((x) => WEB_COUNTRIES[x]!),
      );
      if (seen.has(`${s}|${d}|${c}`)) continue;
      seen.add(`${s}|${d}|${c}`);
      rows.push(webRow(rng, date, s, d, c));
    }
  }
  const headers = ['date', 'trafficSource', 'deviceType', 'country', 'sessions', 'users', 'pageviews', 'bounceRate', 'conversions', 'revenue'];
  return table('web', headers, rows, (w) => [
    w.date,
    w.source,
    w.device,
    w.country,
    w.sessions,
    w.users,
    w.pageviews,
    w.bounceRate === null ? null : w.bounceRate.toFixed(1),
    w.conversions,
    money(w.revenue),
  ]);
}

// ---- marketing campaigns ----------------------------------------------------------------------------

export interface Campaign {
  name: string;
  /** As written: a few cells in another case ("facebook", "Linkedin"). */
  channel: string;
  start: string;
  end: string;
  budget: number;
  spend: number;
  impressions: number;
  clicks: number;
  /** Null where the channel's leads were not tracked. */
  leads: number | null;
  /** Clicks per impression, as a percentage with two decimals. */
  ctr: number;
}

/**
 * [weight, cost per thousand impressions (sends for email), click-through range (%), lead rate of
 * clicks]: about $1 a click on search and social, $7 on LinkedIn, $15-60 a lead.
 */
const AD_CHANNELS: Record<string, [number, number, [number, number], number]> = {
  'Google Ads': [28, 60, [3, 6], 0.08],
  Facebook: [20, 12, [0.8, 1.6], 0.05],
  LinkedIn: [18, 45, [0.4, 0.9], 0.12],
  Email: [14, 8, [2, 5], 0.04],
  Display: [10, 4, [0.1, 0.3], 0.03],
  TikTok: [10, 10, [0.5, 1.2], 0.03],
};
/** Campaign themes, each with the months (1-12) it runs in. */
const THEMES: [string, number[]][] = [
  ['New Year Kickoff', [1, 2]],
  ['Spring Promo', [3, 4, 5]],
  ['Summer Sale', [6, 7, 8]],
  ['Back to School', [7, 8, 9]],
  ['Black Friday', [10, 11]],
  ['Holiday Push', [11, 12]],
  ['Year End Review', [12]],
  ['Product Launch', []],
  ['Webinar Series', []],
  ['Brand Awareness', []],
  ['Free Trial Drive', []],
  ['Partner Spotlight', []],
  ['Customer Stories', []],
  ['Referral Program', []],
];
const AUDIENCES = [
  'Retargeting',
  'Lookalike',
  'Prospecting',
  'SMB',
  'Enterprise',
  'EMEA',
  'North America',
  'APAC',
  'Existing Customers',
  'LATAM',
  'Lapsed Users',
  'Developers',
  'Healthcare',
];

function campaign(rng: Rng, name: string, start: string): Campaign {
  const channels = Object.keys(AD_CHANNELS);
  const channel = rng.weighted(
    channels,
    channels.map((c) => AD_CHANNELS[c]![0]),
  );
  const [, cpm, [ctrLo, ctrHi], leadRate] = AD_CHANNELS[channel]!;
  const end = [addDays(start, rng.int(7, 60)), AS_OF].sort()[0]!;
  const budget = Math.max(1000, Math.round(rng.logNormal(9000, 0.7) / 500) * 500);
  const spend = round2(budget * rng.between(0.7, 1.12));
  const impressions = Math.round((spend / cpm) * 1000 * rng.between(0.85, 1.15));
  const clicks = Math.round((impressions * rng.between(ctrLo, ctrHi)) / 100);
  const untracked = (channel === 'Display' || channel === 'TikTok' ? 0.25 : 0.03) > rng.next();
  const leads = untracked ? null : Math.round(clicks * leadRate * rng.between(0.5, 1.5));
  const ctr = Math.round((clicks / impressions) * 10000) / 100;
  // Typed by hand in another case now and then: the same channel to a reader.
  const written = channel === 'Facebook' && rng.chance(0.1) ? 'facebook' : channel === 'LinkedIn' && rng.chance(0.12) ? 'Linkedin' : channel;
  return { name, channel: written, start, end, budget, spend, impressions, clicks, leads, ctr };
}

export function campaigns(): Table<Campaign> {
  const rng = new Rng('campaigns');
  const seen = new Set<string>();
  const rows: Campaign[] = [];
  while (rows.length < 300) {
    const start = drawDate(rng, [2022, 2023, 2024], [28, 34, 38], [0.9, 0.9, 1, 1, 1, 0.9, 0.8, 0.9, 1.1, 1.1, 1.3, 1.1]);
    const month = Number(start.slice(5, 7));
    const theme = rng.pick(THEMES.filter(([, months]) => months.length === 0 || months.includes(month)))[0];
    const name = `${theme} ${start.slice(0, 4)} - ${rng.pick(AUDIENCES)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    rows.push(campaign(rng, name, start));
  }
  rows.sort((a, b) => a.start.localeCompare(b.start) || a.name.localeCompare(b.name));
  const headers = ['campaign', 'channel', 'start', 'end', 'budget $', 'spend $', 'impr.', 'clicks', 'leads', 'ctr %'];
  return table('campaigns', headers, rows, (c) => [
    c.name,
    c.channel,
    c.start,
    c.end,
    c.budget,
    money(c.spend),
    c.impressions,
    c.clicks,
    c.leads,
    c.ctr.toFixed(2),
  ]);
}

// ---- invoices ---------------------------------------------------------------------------------------

export interface Invoice {
  no: string;
  customer: string;
  issued: string;
  due: string;
  /** Null while unpaid (and for void invoices). */
  paid: string | null;
  amount: number;
  tax: number;
  currency: 'USD' | 'EUR' | 'GBP';
  status: 'Paid' | 'Open' | 'Overdue' | 'Void';
}

interface Account {
  name: string;
  currency: Invoice['currency'];
  taxRate: number;
  size: number;
  /** Days late on average: some customers always pay late. */
  lateness: number;
}

function invoiceAccounts(rng: Rng): Account[] {
  return uniqueNames(rng, COMPANY_FIRST, COMPANY_SECOND, 80).map((name) => {
    const currency = rng.weighted(['USD', 'EUR', 'GBP'] as const, [70, 20, 10]);
    const taxRate = currency === 'USD' ? rng.pick([0, 0.0725, 0.0825]) : currency === 'EUR' ? rng.pick([0.19, 0.2, 0.21]) : 0.2;
    return { name, currency, taxRate, size: rng.logNormal(2500, 0.9), lateness: rng.chance(0.2) ? rng.between(15, 45) : rng.between(-8, 6) };
  });
}

function invoice(rng: Rng, a: Account, issued: string): Omit<Invoice, 'no'> {
  const terms = rng.weighted([30, 15, 45, 60], [60, 15, 15, 10]);
  const due = addDays(issued, terms);
  const amount = round2(Math.max(120, a.size * rng.logNormal(1, 0.5)));
  const tax = round2(amount * a.taxRate);
  const base = { customer: a.name, issued, due, amount, tax, currency: a.currency };
  if (rng.chance(0.02)) return { ...base, paid: null, status: 'Void' };
  const at = rng.chance(0.03) ? null : addDays(due, Math.round(rng.normal(a.lateness, 6)));
  const paid = at !== null && at <= AS_OF ? ([at, issued].sort()[1] ?? at) : null;
  if (paid) return { ...base, paid, status: 'Paid' };
  return { ...base, paid: null, status: due < AS_OF ? 'Overdue' : 'Open' };
}

export function invoices(): Table<Invoice> {
  const rng = new Rng('invoices');
  const accounts = invoiceAccounts(rng);
  const weights = zipf(accounts.length, 0.9);
  const season = [1, 1, 1.05, 1, 1, 1.05, 0.9, 0.9, 1, 1.05, 1.05, 1.1];
  const drafts = Array.from({ length: 1200 }, () =>
    invoice(rng, rng.weighted(accounts, weights), drawDate(rng, [2022, 2023, 2024], [28, 33, 39], season)),
  ).sort((a, b) => a.issued.localeCompare(b.issued) || a.customer.localeCompare(b.customer));
  const perYear = new Map<string, number>();
  const rows = drafts.map((d) => {
    const y = d.issued.slice(0, 4);
    const n = (perYear.get(y) ?? 0) + 1;
    perYear.set(y, n);
    return { no: `INV-${y}-${String(n).padStart(4, '0')}`, ...d };
  });
  const headers = ['Invoice_No', 'Customer', 'Issue_Date', 'Due_Date', 'Paid_Date', 'Amount', 'Tax', 'Currency', 'Status'];
  return table('invoices', headers, rows, (v) => [v.no, v.customer, v.issued, v.due, v.paid, money(v.amount), money(v.tax), v.currency, v.status]);
}

// ---- shipments (added with expenses and deals, for the tune half) -------------------------------------

export interface Shipment {
  /** "SHP-2023-00412": numbered per year of shipping, in date order. */
  no: string;
  shipped: string;
  /** Null while in transit, and for returned or lost shipments. */
  delivered: string | null;
  /** As written: a few cells in another case ("Fedex", "ups"). */
  carrier: string;
  service: 'Ground' | 'Express' | 'Freight';
  origin: string;
  dest: string;
  /** Kilograms; null where the cell says "n/a" or "-" (not weighed at the dock). */
  weightKg: number | null;
  /** The cell as written: kilograms with one decimal, "n/a" or "-". */
  weightCell: string;
  cost: number;
  /** Calendar days from shipping to delivery; null when not delivered. */
  transitDays: number | null;
  /** Delivered within the promised days; null when not delivered. */
  onTime: 'Y' | 'N' | null;
  status: 'Delivered' | 'In Transit' | 'Returned' | 'Lost';
}

/** Distribution centres and destinations, each with a west-to-east position (the distance zone). */
const ORIGINS: Record<string, [number, number]> = { Chicago: [35, 2.4], Memphis: [28, 2.6], Newark: [22, 4], Reno: [15, 0.3] };
const DESTINATIONS: Record<string, [number, number]> = {
  'New York': [14, 4],
  'Los Angeles': [13, 0],
  Houston: [9, 2.1],
  Dallas: [8, 2],
  Atlanta: [8, 3.2],
  Miami: [7, 3.6],
  Phoenix: [6, 0.8],
  Philadelphia: [6, 3.9],
  Seattle: [6, 0],
  Boston: [6, 4.2],
  Denver: [5, 1.4],
  'San Diego': [5, 0.1],
  Minneapolis: [4, 2.3],
  Toronto: [3, 3.4],
};
/** Per service: its carriers with their weights, cost factors and reliabilities (share of late deliveries). */
const SERVICES: Record<Shipment['service'], { weight: number; carriers: [string, number, number, number][] }> = {
  Ground: {
    weight: 62,
    carriers: [
      ['UPS', 40, 1, 0.08],
      ['FedEx', 32, 1.04, 0.07],
      ['OnTrac', 16, 0.86, 0.16],
      ['DHL', 12, 0.97, 0.11],
    ],
  },
  Express: {
    weight: 24,
    carriers: [
      ['FedEx', 45, 1, 0.05],
      ['UPS', 35, 0.98, 0.06],
      ['DHL', 20, 1.08, 0.09],
    ],
  },
  Freight: {
    weight: 14,
    carriers: [
      ['XPO Logistics', 45, 1, 0.12],
      ['Estes', 35, 0.93, 0.18],
      ['UPS', 20, 1.06, 0.1],
    ],
  },
};
const FREIGHT_RATE: Record<number, number> = { 2022: 1, 2023: 1.05, 2024: 1.09 };

function shipment(rng: Rng, shipped: string): Omit<Shipment, 'no'> {
  const services = Object.keys(SERVICES) as Shipment['service'][];
  const service = rng.weighted(
    services,
    services.map((s) => SERVICES[s].weight),
  );
  const offers = SERVICES[service].carriers;
  const [carrier, , costFactor, lateness] = rng.weighted(
    offers,
    offers.map((c) => c[1]),
  );
  const origin = rng.weighted(
    Object.keys(ORIGINS),
    Object.values(ORIGINS).map((o) => o[0]),
  );
  const dest = rng.weighted(
    Object.keys(DESTINATIONS),
    Object.values(DESTINATIONS).map((d) => d[0]),
  );
  const zone = 1 + Math.round(Math.abs(ORIGINS[origin]![1] - DESTINATIONS[dest]![1]));
  const kg =
    service === 'Freight'
      ? Math.min(4500, Math.max(90, rng.logNormal(600, 0.6)))
      : service === 'Express'
        ? Math.min(30, Math.max(0.2, rng.logNormal(2.5, 0.8)))
        : Math.min(68, Math.max(0.3, rng.logNormal(6, 0.9)));
  const weight = Math.round(kg * 10) / 10;
  const perKg = service === 'Freight' ? 0.22 : service === 'Express' ? 3.2 : 0.9;
  const base = service === 'Freight' ? 120 : service === 'Express' ? 25 : 8;
  const peak = shipped.slice(5, 7) >= '11' ? 1.06 : 1;
  const cost = round2((base + perKg * weight * (0.8 + 0.25 * zone)) * costFactor * FREIGHT_RATE[Number(shipped.slice(0, 4))]! * peak * rng.between(0.92, 1.08));
  const promised = service === 'Express' ? 2 : service === 'Freight' ? zone + 2 : zone + 1;
  const late = rng.chance(lateness + (shipped.slice(5, 7) === '12' ? 0.1 : 0));
  const days = late ? promised + rng.int(1, 4) : Math.max(1, promised - rng.int(0, service === 'Express' ? 1 : 2));
  const placeholder = rng.chance(0.018) ? 'n/a' : rng.chance(0.012) ? '-' : null;
  const fate = rng.weighted(['ok', 'Returned', 'Lost'] as const, [978, 17, 5]);
  const arrives = addDays(shipped, days);
  const written = carrier === 'FedEx' && rng.chance(0.04) ? 'Fedex' : carrier === 'UPS' && rng.chance(0.03) ? 'ups' : carrier;
  const common = {
    shipped,
    carrier: written,
    service,
    origin,
    dest,
    weightKg: placeholder ? null : weight,
    weightCell: placeholder ?? weight.toFixed(1),
    cost,
  };
  if (fate !== 'ok') return { ...common, delivered: null, transitDays: null, onTime: null, status: fate };
  if (arrives > AS_OF) return { ...common, delivered: null, transitDays: null, onTime: null, status: 'In Transit' };
  return { ...common, delivered: arrives, transitDays: days, onTime: days <= promised ? 'Y' : 'N', status: 'Delivered' };
}

export function shipments(): Table<Shipment> {
  const rng = new Rng('shipments');
  const season = [0.85, 0.85, 0.95, 0.95, 1, 1, 0.95, 0.95, 1.05, 1.15, 1.35, 1.3];
  const drafts = Array.from({ length: 1500 }, () => shipment(rng, drawDate(rng, [2022, 2023, 2024], [27, 33, 40], season))).sort((a, b) =>
    a.shipped.localeCompare(b.shipped),
  );
  const perYear = new Map<string, number>();
  const rows = drafts.map((d) => {
    const y = d.shipped.slice(0, 4);
    const n = (perYear.get(y) ?? 0) + 1;
    perYear.set(y, n);
    return { no: `SHP-${y}-${String(n).padStart(5, '0')}`, ...d };
  });
  const headers = [
    'SHIPMENT_NO',
    'SHIP_DT',
    'DELIV_DT',
    'CARRIER',
    'SVC_LVL',
    'ORIGIN',
    'DEST',
    'WEIGHT_KG',
    'FREIGHT_COST_USD',
    'TRANSIT_DAYS',
    'ON_TIME_YN',
    'STATUS',
  ];
  return table('shipments', headers, rows, (s) => [
    s.no,
    s.shipped,
    s.delivered,
    s.carrier,
    s.service,
    s.origin,
    s.dest,
    s.weightCell,
    money(s.cost),
    s.transitDays,
    s.onTime,
    s.status,
  ]);
}

// ---- expenses ---------------------------------------------------------------------------------------

export interface Expense {
  /** "EXP-10001", in date order. */
  no: string;
  date: string;
  /** As written: a few cells in another case ("sales", "ENGINEERING"). */
  dept: string;
  category: string;
  /** Null for mileage (no vendor) and a few missing receipts. */
  vendor: string | null;
  employee: string;
  /** Before tax, with cents. */
  amount: number;
  /** A percentage (8.25); null on mileage (an empty cell) and where the cell says "n/a" or "-". */
  taxPct: number | null;
  /** The cell as written: the rate, "n/a", "-" or empty. */
  taxCell: string | null;
  reimbursed: 'Yes' | 'No';
  /** Free text, mostly empty. */
  notes: string | null;
}

const EXPENSE_CATEGORIES = ['Travel', 'Lodging', 'Meals', 'Client Entertainment', 'Mileage', 'Software', 'Office Supplies', 'Training', 'Equipment', 'Telecom'];
/** Per department: its headcount among the 60 claimants, how often its people file, and its category weights (in EXPENSE_CATEGORIES' order). */
const EXPENSE_DEPTS: Record<string, [number, number, number[]]> = {
  Sales: [15, 3, [20, 15, 22, 14, 12, 3, 3, 3, 2, 6]],
  Engineering: [16, 0.8, [5, 4, 10, 0, 2, 30, 8, 14, 20, 7]],
  Marketing: [8, 1.5, [12, 10, 14, 6, 4, 22, 8, 8, 6, 4]],
  Finance: [5, 0.8, [6, 5, 12, 2, 5, 20, 20, 18, 6, 6]],
  Operations: [7, 1.3, [10, 8, 12, 1, 22, 8, 18, 6, 12, 6]],
  'Customer Success': [7, 1.6, [12, 9, 18, 8, 8, 12, 6, 10, 5, 12]],
  Legal: [2, 1, [8, 6, 12, 4, 3, 14, 14, 25, 4, 6]],
};
/** Per category: [median amount, spread, vendors (Zipf), tax rates, notes]. */
const EXPENSE_KINDS: Record<string, [number, number, string[], number[], string[]]> = {
  Travel: [
    320,
    0.9,
    ['Northwind Air', 'Coastal Airways', 'Metro Rail', 'CityCab'],
    [7.5],
    ['Flight to client site', 'Taxi to airport', 'Train to regional office', 'Conference travel'],
  ],
  Lodging: [
    420,
    0.6,
    ['Harborview Hotels', 'Parkside Inn', 'Summit Suites'],
    [12, 14.75, 15.5],
    ['Hotel for conference', 'Two nights, client visit', 'Offsite stay'],
  ],
  Meals: [
    48,
    0.7,
    ['Corner Bistro', 'Green Fork Cafe', 'Daily Grind Coffee', 'Noodle House'],
    [8.25, 8.875, 6.25],
    ['Team lunch', 'Working dinner', 'Per diem', 'Coffee with candidate'],
  ],
  'Client Entertainment': [
    260,
    0.7,
    ['Skyline Steakhouse', 'Corner Bistro', 'Fairway Golf Club'],
    [8.25, 8.875],
    ['Client dinner', 'Golf outing with prospect', 'Drinks after workshop'],
  ],
  Mileage: [0, 0, [], [], ['Site visit', 'Customer visit', 'Trade show drive']],
  Software: [89, 1, ['Cloudnest', 'Pixelforge', 'Taskline', 'Codehive'], [0, 6.25, 8.25], ['Annual license', 'Monthly subscription', 'Extra seats']],
  'Office Supplies': [65, 0.8, ['Paperworks Depot', 'Deskmate Supply'], [6.25, 8.25, 8.875], ['Printer toner', 'Notebooks and pens', 'Desk organizers']],
  Training: [650, 0.8, ['Skillbridge Academy', 'Learnwell', 'Summit Conferences'], [0], ['Certification exam', 'Online course', 'Conference registration']],
  Equipment: [480, 0.9, ['Techhaus', 'Deskmate Supply', 'Brightbyte Electronics'], [6.25, 8.25, 8.875], ['Laptop', 'Monitor', 'Headset', 'Docking station']],
  Telecom: [75, 0.4, ['Signalwave Mobile', 'Fibrelink'], [12.5], ['Mobile plan', 'Home internet']],
};
/** Mileage reimbursed per mile, by year. */
const MILE_RATE: Record<number, number> = { 2021: 0.56, 2022: 0.585, 2023: 0.655, 2024: 0.67 };

interface Claimant {
  name: string;
  dept: string;
  rate: number;
}

function expense(rng: Rng, who: Claimant, date: string): Omit<Expense, 'no'> {
  const category = rng.weighted(EXPENSE_CATEGORIES, EXPENSE_DEPTS[who.dept]![2]);
  const [median, spread, vendors, rates, notes] = EXPENSE_KINDS[category]!;
  const amount =
    category === 'Mileage'
      ? round2(rng.int(12, 420) * MILE_RATE[Number(date.slice(0, 4))]!)
      : round2(Math.max(4, rng.logNormal(median, spread) * (who.dept === 'Sales' && category === 'Client Entertainment' ? 1.3 : 1)));
  const vendor = vendors.length === 0 || rng.chance(0.02) ? null : rng.weighted(vendors, zipf(vendors.length, 0.8));
  const placeholder = category === 'Mileage' ? null : rng.chance(0.02) ? 'n/a' : rng.chance(0.01) ? '-' : null;
  const rate = category === 'Mileage' || placeholder ? null : rng.pick(rates);
  const recent = daysBetween(date, AS_OF) < 40;
  const reimbursed = (recent ? rng.chance(0.65) : rng.chance(0.03)) ? 'No' : 'Yes';
  const note = rng.chance(0.35) ? rng.pick(notes) : null;
  // Typed by hand in another case now and then: the same department to a reader.
  const dept = who.dept === 'Sales' && rng.chance(0.04) ? 'sales' : who.dept === 'Engineering' && rng.chance(0.05) ? 'ENGINEERING' : who.dept;
  return {
    date,
    dept,
    category,
    vendor,
    employee: who.name,
    amount,
    taxPct: rate,
    taxCell: placeholder ?? (rate === null ? null : String(rate)),
    reimbursed,
    notes: note,
  };
}

export function expenses(): Table<Expense> {
  const rng = new Rng('expenses');
  const names = uniqueNames(rng, FIRST_NAMES, LAST_NAMES, 60);
  const depts = Object.entries(EXPENSE_DEPTS).flatMap(([d, [n]]) => Array.from({ length: n }, () => d));
  const people: Claimant[] = names.map((name, i) => ({ name, dept: depts[i]!, rate: EXPENSE_DEPTS[depts[i]!]![1] * rng.logNormal(1, 0.6) }));
  const season = [0.85, 0.95, 1.1, 1, 1.05, 1, 0.8, 0.85, 1.1, 1.15, 1.05, 0.9];
  const drafts = Array.from({ length: 1200 }, () => {
    const who = rng.weighted(
      people,
      people.map((p) => p.rate),
    );
    return expense(rng, who, drawDate(rng, [2021, 2022, 2023, 2024], [18, 24, 27, 31], season));
  }).sort((a, b) => a.date.localeCompare(b.date));
  const rows = drafts.map((e, i) => ({ no: `EXP-${10001 + i}`, ...e }));
  const headers = ['Expense #', 'Date', 'Dept.', 'Category', 'Vendor', 'Employee', 'Amount ($)', 'Tax %', 'Reimbursed?', 'Notes'];
  return table('expenses', headers, rows, (e) => [e.no, e.date, e.dept, e.category, e.vendor, e.employee, money(e.amount), e.taxCell, e.reimbursed, e.notes]);
}

// ---- deals (sales pipeline) ---------------------------------------------------------------------------

export type DealStage = 'Prospecting' | 'Qualification' | 'Proposal' | 'Negotiation' | 'Closed Won' | 'Closed Lost';

export interface Deal {
  /** "DEAL-1001", in order of creation. */
  id: string;
  account: string;
  owner: string;
  stage: DealStage;
  /** Null on early deals not yet sized. */
  amount: number | null;
  created: string;
  /** Null while the deal is open. */
  closed: string | null;
  /** 0-100; null where the cell says "n/a" or "-". */
  probability: number | null;
  /** The cell as written: the percentage, "n/a" or "-". */
  probabilityCell: string;
  source: string;
  /** As written: a few cells in another case ("emea", "Apac"). */
  region: string;
}

/** Per region: [share of accounts, reps, deal size factor]. */
const DEAL_REGIONS: Record<string, [number, number, number]> = { NA: [45, 6, 1], EMEA: [30, 4, 1.1], APAC: [15, 2, 0.9], LATAM: [10, 2, 0.7] };
/** Per lead source: [weight, deal size factor, win factor]. */
const LEAD_SOURCES: Record<string, [number, number, number]> = {
  Inbound: [30, 0.8, 1.1],
  Outbound: [25, 1.2, 0.7],
  Referral: [15, 1.1, 1.4],
  Partner: [12, 1.3, 1.2],
  Event: [10, 1, 0.9],
  Webinar: [8, 0.75, 0.9],
};
const OPEN_STAGES: [DealStage, number][] = [
  ['Prospecting', 10],
  ['Qualification', 20],
  ['Proposal', 50],
  ['Negotiation', 75],
];

interface Rep {
  name: string;
  region: string;
  skill: number;
  activity: number;
}

function deal(rng: Rng, account: { name: string; region: string }, reps: Rep[], created: string): Omit<Deal, 'id'> {
  const mine = reps.filter((r) => r.region === account.region);
  const rep = rng.weighted(
    mine,
    mine.map((r) => r.activity),
  );
  const sources = Object.keys(LEAD_SOURCES);
  const source = rng.weighted(
    sources,
    sources.map((s) => LEAD_SOURCES[s]![0]),
  );
  const [, sizeFactor, winFactor] = LEAD_SOURCES[source]!;
  const size = rng.logNormal(18000, 0.9) * sizeFactor * DEAL_REGIONS[account.region]![2];
  const cycle = Math.max(7, Math.round(rng.logNormal(45, 0.6) * (size / 18000) ** 0.3));
  const closes = addDays(created, cycle);
  const stale = rng.chance(0.04);
  const won = rng.chance(Math.min(0.85, 0.3 * rep.skill * winFactor));
  const region = account.region === 'EMEA' && rng.chance(0.05) ? 'emea' : account.region === 'APAC' && rng.chance(0.06) ? 'Apac' : account.region;
  const common = { account: account.name, owner: rep.name, created, source, region };
  if (!stale && closes <= AS_OF) {
    const probability = won ? 100 : 0;
    return { ...common, stage: won ? 'Closed Won' : 'Closed Lost', amount: round2(size), closed: closes, probability, probabilityCell: String(probability) };
  }
  const elapsed = stale ? 0.5 + rng.next() / 2 : daysBetween(created, AS_OF) / cycle;
  const [stage, base] = OPEN_STAGES[Math.min(3, Math.floor(elapsed * 4))]!;
  const probability = rng.chance(0.25) ? Math.max(5, Math.min(90, base + rng.pick([-10, -5, 5, 10, 15]))) : base;
  const placeholder = rng.chance(0.06) ? 'n/a' : rng.chance(0.03) ? '-' : null;
  const amount = stage === 'Prospecting' && rng.chance(0.35) ? null : round2(size);
  return {
    ...common,
    stage,
    amount,
    closed: null,
    probability: placeholder ? null : probability,
    probabilityCell: placeholder ?? String(probability),
  };
}

export function deals(): Table<Deal> {
  const rng = new Rng('deals');
  const regions = Object.keys(DEAL_REGIONS);
  const accounts = uniqueNames(rng, COMPANY_FIRST, COMPANY_SECOND, 300).map((name) => ({
    name,
    region: rng.weighted(
      regions,
      regions.map((r) => DEAL_REGIONS[r]![0]),
    ),
  }));
  const repCount = regions.reduce((n, r) => n + DEAL_REGIONS[r]![1], 0);
  const lasts = rng.sample(LAST_NAMES, repCount);
  const firsts = rng.sample(FIRST_NAMES, repCount);
  const homes = regions.flatMap((r) => Array.from({ length: DEAL_REGIONS[r]![1] }, () => r));
  const reps: Rep[] = firsts.map((first, i) => ({
    name: `${first} ${lasts[i]}`,
    region: homes[i]!,
    skill: rng.between(0.6, 1.4),
    activity: rng.logNormal(1, 0.5),
  }));
  const weights = zipf(accounts.length, 0.7);
  const season = [0.9, 1, 1.1, 1, 1, 1, 0.85, 0.85, 1.05, 1.1, 1.1, 0.95];
  const drafts = Array.from({ length: 900 }, () =>
    deal(rng, rng.weighted(accounts, weights), reps, drawDate(rng, [2022, 2023, 2024], [28, 33, 39], season)),
  ).sort((a, b) => a.created.localeCompare(b.created) || a.account.localeCompare(b.account));
  const rows = drafts.map((d, i) => ({ id: `DEAL-${1001 + i}`, ...d }));
  const headers = ['deal_id', 'account_name', 'owner', 'stage', 'amount_usd', 'created_on', 'closed_on', 'win_probability_pct', 'lead_source', 'region'];
  return table('deals', headers, rows, (d) => [
    d.id,
    d.account,
    d.owner,
    d.stage,
    d.amount === null ? null : money(d.amount),
    d.created,
    d.closed,
    d.probabilityCell,
    d.source,
    d.region,
  ]);
}

// ---- bookings (hotel reservations; added with production, for the tune half) -------------------------

export interface Booking {
  /** "BK-30001", in order of booking. */
  ref: string;
  /** The guest the room is booked for (a person: regulars come back). */
  guest: string;
  /** "YYYY-MM-DD HH:MM": when the reservation was made. */
  booked: string;
  /** The arrival day, by which a stay is dated. */
  checkIn: string;
  nights: number;
  room: string;
  /** As written: a few cells in another case ("booking.com", "EXPEDIA"). */
  channel: string;
  /** The guest's country; null where the front desk did not capture it. */
  country: string | null;
  adults: number;
  /** The booked rate per night, in euros. */
  rate: number;
  /** What was charged, in euros: rate × nights for a stay, one night for a no-show, null (empty) for a cancellation. */
  total: number | null;
  status: 'Confirmed' | 'Cancelled' | 'No-Show';
}

/** Per room type: [base rate per night (EUR), most adults, share of bookings]. */
const ROOM_TYPES: Record<string, [number, number, number]> = {
  Single: [89, 1, 10],
  'Standard Double': [119, 2, 35],
  'Superior Double': [139, 2, 22],
  'Deluxe King': [169, 2, 15],
  'Family Room': [189, 4, 10],
  'Junior Suite': [249, 3, 8],
};
/** Per channel: [share of bookings, share among regular guests, rate factor, cancellation rate, no-show rate, median lead days, median nights]. */
const BOOKING_CHANNELS: Record<string, [number, number, number, number, number, number, number]> = {
  Direct: [28, 35, 0.97, 0.1, 0.02, 30, 2.4],
  'Booking.com': [34, 10, 1, 0.24, 0.03, 21, 2.2],
  Expedia: [16, 5, 1, 0.18, 0.03, 24, 2.5],
  'Travel Agent': [12, 0, 0.9, 0.06, 0.01, 60, 4.5],
  Corporate: [10, 50, 0.85, 0.08, 0.04, 7, 1.6],
};
const GUEST_COUNTRIES: Record<string, number> = {
  Portugal: 15,
  'United Kingdom': 14,
  Germany: 13,
  Spain: 12,
  France: 11,
  'United States': 10,
  Netherlands: 6,
  Brazil: 6,
  Italy: 5,
  Ireland: 3,
  Canada: 3,
  Japan: 2,
};
/** Per month of arrival: [demand, rate factor] (a city hotel: busy summers, a December lift). */
const HOTEL_SEASON: [number, number][] = [
  [0.7, 0.85],
  [0.75, 0.85],
  [0.9, 0.95],
  [1, 1],
  [1.1, 1.05],
  [1.15, 1.1],
  [1.2, 1.15],
  [1.2, 1.15],
  [1.1, 1.05],
  [1.05, 1],
  [0.85, 0.9],
  [1, 1.05],
];
const ROOM_RATE_RISE: Record<number, number> = { 2022: 1, 2023: 1.06, 2024: 1.11 };

interface Guest {
  name: string;
  country: string;
  regular: boolean;
}

function booking(rng: Rng, guest: Guest, checkIn: string): Omit<Booking, 'ref'> {
  const channels = Object.keys(BOOKING_CHANNELS);
  const channel = rng.weighted(
    channels,
    channels.map((c) => BOOKING_CHANNELS[c]![guest.regular ? 1 : 0]),
  );
  const [, , rateFactor, cancelRate, noShowRate, lead, stay] = BOOKING_CHANNELS[channel]!;
  const rooms = Object.keys(ROOM_TYPES);
  const room = rng.weighted(
    rooms,
    rooms.map((r) => ROOM_TYPES[r]![2] * (channel === 'Corporate' && r !== 'Family Room' ? 1.5 : 1)),
  );
  const [base, most] = ROOM_TYPES[room]!;
  const nights = Math.min(14, Math.max(1, Math.round(rng.logNormal(stay, 0.55))));
  const adults = most === 1 ? 1 : channel === 'Corporate' ? 1 : rng.int(most === 4 ? 2 : 1, most);
  const month = Number(checkIn.slice(5, 7));
  const weekday = new Date(`${checkIn}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 5 || weekday === 6 ? 1.08 : 1;
  const listed = Math.round(base * HOTEL_SEASON[month - 1]![1] * ROOM_RATE_RISE[Number(checkIn.slice(0, 4))]! * weekend * rng.between(0.9, 1.12));
  const rate = round2(listed * rateFactor);
  const leadDays = Math.min(330, Math.round(rng.logNormal(lead, 0.9)));
  const minute = rng.chance(0.85) ? rng.int(7 * 60, 23 * 60 - 1) : rng.int(0, 24 * 60 - 1);
  const booked = stamp(addDays(checkIn, -leadDays), minute);
  const status = rng.chance(cancelRate) ? 'Cancelled' : rng.chance(noShowRate) ? 'No-Show' : 'Confirmed';
  const total = status === 'Cancelled' ? null : round2(rate * (status === 'No-Show' ? 1 : nights));
  const country = rng.chance(0.025) ? null : guest.country;
  // Typed or imported in another case now and then: the same channel to a reader.
  const written = channel === 'Booking.com' && rng.chance(0.05) ? 'booking.com' : channel === 'Expedia' && rng.chance(0.05) ? 'EXPEDIA' : channel;
  return { guest: guest.name, booked, checkIn, nights, room, channel: written, country, adults, rate, total, status };
}

export function bookings(): Table<Booking> {
  const rng = new Rng('bookings');
  const countries = Object.keys(GUEST_COUNTRIES);
  const guests: Guest[] = uniqueNames(rng, FIRST_NAMES, LAST_NAMES, 1300).map((name, i) => ({
    name,
    country: rng.weighted(
      countries,
      countries.map((c) => GUEST_COUNTRIES[c]!),
    ),
    regular: i < 30,
  }));
  const season = HOTEL_SEASON.map(([demand]) => demand);
  const drafts = Array.from({ length: 1800 }, () => {
    const guest = rng.weighted(
      guests,
      guests.map((g) => (g.regular ? 10 : 1)),
    );
    return booking(rng, guest, drawDate(rng, [2022, 2023, 2024], [28, 33, 39], season));
  }).sort((a, b) => a.booked.localeCompare(b.booked) || a.guest.localeCompare(b.guest));
  const rows = drafts.map((b, i) => ({ ref: `BK-${30001 + i}`, ...b }));
  const headers = [
    'Booking Ref',
    'Guest Name',
    'Booked On',
    'Check-In',
    'Nights',
    'Room Type',
    'Channel',
    'Guest Country',
    'Adults',
    'Rate per Night [EUR]',
    'Total [EUR]',
    'Status',
  ];
  return table('bookings', headers, rows, (b) => [
    b.ref,
    b.guest,
    b.booked,
    b.checkIn,
    b.nights,
    b.room,
    b.channel,
    b.country,
    b.adults,
    money(b.rate),
    b.total === null ? null : money(b.total),
    b.status,
  ]);
}

// ---- production (a factory's batch log; added with bookings, for the tune half) -----------------------

export interface Batch {
  /** "B24-00123": numbered per year, in date order. */
  id: string;
  date: string;
  plant: string;
  line: string;
  /** As written: a few cells in lower case ("night", "day"). */
  shift: string;
  sku: string;
  family: string;
  /** Null on a few runs no operator signed in to. */
  operator: string | null;
  /** Units made, the rejected ones included. */
  produced: number;
  rejected: number;
  /** Minutes; null where the cell says "n/a" or "-" (not logged). */
  downtime: number | null;
  /** The cell as written: minutes, "n/a" or "-". */
  downtimeCell: string;
  /** Run hours, one decimal. */
  machineHours: number;
  /** Null where the meter did not report (an empty cell). */
  kwh: number | null;
}

/** Per SKU: [family, units per machine hour, reject rate]. */
const PRODUCTION_SKUS: Record<string, [string, number, number]> = {
  'HSG-310': ['Housing', 60, 0.025],
  'HSG-340': ['Housing', 45, 0.032],
  'CVR-510': ['Cover', 90, 0.018],
  'BRK-110': ['Bracket', 220, 0.012],
  'BRK-220': ['Bracket', 180, 0.015],
  'GSK-050': ['Gasket', 900, 0.008],
  'GSK-075': ['Gasket', 750, 0.01],
  'SHF-400': ['Shaft', 40, 0.02],
  'SHF-420': ['Shaft', 35, 0.022],
  'VLV-600': ['Valve', 25, 0.035],
  'VLV-650': ['Valve', 20, 0.04],
};
/** Per plant: [share of batches, quality factor (rejects), its shifts with their weights, operators per shift]. */
const PLANTS: Record<string, [number, number, [string, number][], number]> = {
  Dayton: [
    35,
    1,
    [
      ['Day', 60],
      ['Night', 40],
    ],
    4,
  ],
  Monterrey: [
    45,
    1.15,
    [
      ['Day', 40],
      ['Evening', 35],
      ['Night', 25],
    ],
    3,
  ],
  Brno: [
    20,
    0.8,
    [
      ['Day', 40],
      ['Evening', 35],
      ['Night', 25],
    ],
    2,
  ],
};
/** Per line: [plant, SKUs it runs, kW drawn while running, first day it ran]. */
const LINES: Record<string, [string, string[], number, string]> = {
  D1: ['Dayton', ['HSG-310', 'HSG-340'], 85, '2023-01-01'],
  D2: ['Dayton', ['HSG-340', 'CVR-510'], 80, '2023-01-01'],
  D3: ['Dayton', ['BRK-110', 'BRK-220'], 110, '2023-01-01'],
  M1: ['Monterrey', ['GSK-050', 'GSK-075'], 40, '2023-01-01'],
  M2: ['Monterrey', ['GSK-050', 'GSK-075'], 42, '2023-01-01'],
  M3: ['Monterrey', ['BRK-110', 'BRK-220', 'SHF-400'], 100, '2023-01-01'],
  M4: ['Monterrey', ['SHF-400', 'SHF-420'], 60, '2024-04-01'],
  B1: ['Brno', ['VLV-600', 'VLV-650'], 70, '2023-01-01'],
  B2: ['Brno', ['SHF-420', 'VLV-600'], 65, '2023-01-01'],
};
const SHIFT_QUALITY: Record<string, number> = { Day: 1, Evening: 1.1, Night: 1.35 };

interface Operator {
  name: string;
  plant: string;
  shift: string;
  /** Reject factor: some operators run cleaner batches. */
  care: number;
}

function batch(rng: Rng, date: string, operators: Operator[]): Omit<Batch, 'id'> {
  const plants = Object.keys(PLANTS);
  const plant = rng.weighted(
    plants,
    plants.map((p) => PLANTS[p]![0]),
  );
  const [, quality, shifts] = PLANTS[plant]!;
  const lines = Object.keys(LINES).filter((l) => LINES[l]![0] === plant && LINES[l]![3] <= date);
  const line = rng.pick(lines);
  const [, skus, kw, firstDay] = LINES[line]!;
  const sku = rng.pick(skus);
  const [family, perHour, rejectRate] = PRODUCTION_SKUS[sku]!;
  const shift = rng.weighted(
    shifts.map((s) => s[0]),
    shifts.map((s) => s[1]),
  );
  const crew = operators.filter((o) => o.plant === plant && o.shift === shift);
  const operator = rng.chance(0.012) ? null : rng.pick(crew);
  const machineHours = Math.round(rng.between(2, 8) * 10) / 10;
  const produced = Math.max(1, Math.round(perHour * machineHours * rng.between(0.85, 1.02)));
  // A new line rejects more while its crews learn it (its first six months).
  const learning = daysBetween(firstDay, date) < 180 && firstDay > '2023-01-01' ? 1.8 : 1;
  const rate = rejectRate * quality * SHIFT_QUALITY[shift]! * (operator?.care ?? 1) * learning * rng.logNormal(1, 0.45);
  const rejected = Math.min(produced, Math.round(produced * rate));
  const stopped = rng.chance(0.45) ? 0 : Math.min(480, Math.round(rng.logNormal(25, 0.9)));
  const placeholder = rng.chance(0.02) ? 'n/a' : rng.chance(0.01) ? '-' : null;
  const kwh = rng.chance(0.025) ? null : Math.round(machineHours * kw * rng.between(0.9, 1.1) * 10) / 10;
  // Typed by hand in lower case now and then: the same shift to a reader.
  const written = shift === 'Night' && rng.chance(0.05) ? 'night' : shift === 'Day' && rng.chance(0.03) ? 'day' : shift;
  return {
    date,
    plant,
    line,
    shift: written,
    sku,
    family,
    operator: operator?.name ?? null,
    produced,
    rejected,
    downtime: placeholder ? null : stopped,
    downtimeCell: placeholder ?? String(stopped),
    machineHours,
    kwh,
  };
}

export function production(): Table<Batch> {
  const rng = new Rng('production');
  const crews = Object.entries(PLANTS).flatMap(([plant, [, , shifts, perShift]]) =>
    shifts.flatMap(([shift]) => Array.from({ length: perShift }, () => ({ plant, shift }))),
  );
  const names = uniqueNames(rng, FIRST_NAMES, LAST_NAMES, crews.length);
  const operators: Operator[] = crews.map((c, i) => ({ ...c, name: names[i]!, care: rng.between(0.75, 1.3) }));
  const drafts = Array.from({ length: 1500 }, () => {
    // Plants work Monday to Saturday.
    let date: string;
    do date = drawDate(rng, [2023, 2024], [46, 54], [0.95, 1, 1.05, 1, 1.05, 1, 0.85, 0.9, 1.05, 1.05, 1.05, 0.9]);
    while (new Date(`${date}T00:00:00Z`).getUTCDay() === 0);
    return batch(rng, date, operators);
  }).sort((a, b) => a.date.localeCompare(b.date) || a.plant.localeCompare(b.plant) || a.line.localeCompare(b.line));
  const perYear = new Map<string, number>();
  const rows = drafts.map((d) => {
    const y = d.date.slice(0, 4);
    const n = (perYear.get(y) ?? 0) + 1;
    perYear.set(y, n);
    return { id: `B${y.slice(2)}-${String(n).padStart(5, '0')}`, ...d };
  });
  const headers = ['batch', 'prod.date', 'plant', 'line', 'shift', 'sku', 'family', 'operator', 'qty.prod', 'qty.rej', 'dt.min', 'mach.hrs', 'kwh'];
  return table('production', headers, rows, (b) => [
    b.id,
    b.date,
    b.plant,
    b.line,
    b.shift,
    b.sku,
    b.family,
    b.operator,
    b.produced,
    b.rejected,
    b.downtimeCell,
    b.machineHours.toFixed(1),
    b.kwh === null ? null : b.kwh.toFixed(1),
  ]);
}

// ---- all twenty-one ------------------------------------------------------------------------------------

export interface BusinessTables {
  orders: Table<Order>;
  subscriptions: Table<Subscription>;
  tickets: Table<Ticket>;
  employees: Table<Employee>;
  inventory: Table<StockItem>;
  web: Table<WebRow>;
  campaigns: Table<Campaign>;
  invoices: Table<Invoice>;
  shipments: Table<Shipment>;
  expenses: Table<Expense>;
  deals: Table<Deal>;
  bookings: Table<Booking>;
  production: Table<Batch>;
  renewals: Table<RenewalsRow>;
  payroll: Table<PayrollRow>;
  ads: Table<AdsRow>;
  bills: Table<BillsRow>;
  billing: Table<BillingRow>;
  roster: Table<RosterRow>;
  emails: Table<EmailsRow>;
  receivables: Table<ReceivablesRow>;
}

/** Generates the twenty-one tables afresh (the determinism test calls it twice). */
export function generateTables(): BusinessTables {
  return {
    orders: salesOrders(),
    subscriptions: subscriptions(),
    tickets: supportTickets(),
    employees: employees(),
    inventory: inventory(),
    web: webAnalytics(),
    campaigns: campaigns(),
    invoices: invoices(),
    shipments: shipments(),
    expenses: expenses(),
    deals: deals(),
    bookings: bookings(),
    production: production(),
    renewals: renewalsTable(),
    payroll: payrollTable(),
    ads: adsTable(),
    bills: billsTable(),
    billing: billingTable(),
    roster: rosterTable(),
    emails: emailsTable(),
    receivables: receivablesTable(),
  };
}

let cached: BusinessTables | undefined;
/** The twenty-one tables, generated once per process. */
export const businessTables = (): BusinessTables => (cached ??= generateTables());
