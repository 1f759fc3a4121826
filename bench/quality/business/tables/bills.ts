/**
 * Vendor bills (tune half): a company's accounts-payable ledger, one row per bill (2021-2024), as an
 * ERP's saved search exports it: the bill's own fields in Title Case, joined records' fields as
 * "Record : Field" ("Vendor : Name", "Payment : Date"), and two amounts as such ledgers keep them:
 * `Amount`, the bill's total (tax included) in the base currency (USD), and `Amount (Foreign
 * Currency)`, the same total in the currency the vendor billed in (equal to Amount on USD bills).
 *
 * About 100 vendors, Zipf-skewed, each in one expense category, one currency and one payment term;
 * monthly recurring bills (two landlords, a health insurer, a cloud host and an analytics tool) beside
 * the one-off bills; more bills each year and a December peak. Due dates follow the terms (so bills of
 * December 2024 fall due in 2025); bills are paid around their terms, some late; status as of
 * 2024-12-31: Paid, Open (unpaid, not yet due), Overdue (unpaid, past due), Disputed or Cancelled.
 *
 * Dirty on purpose: `Status` holds "paid" beside "Paid" and "open" beside "Open"; `Tax Amount` (USD)
 * holds "n/a" and "-" on a few bills; `Payment : Date` is empty on every unpaid or cancelled bill;
 * `Approver : Name` is empty on small bills (auto-approved under $250).
 */
import { COMPANY_FIRST, FIRST_NAMES, LAST_NAMES } from '../names.js';
import { addDays, drawDate, money, Rng, round2, zipf } from '../random.js';
import { type ModuleDef, type Table, table } from './table.js';

export type BillStatus = 'Paid' | 'Open' | 'Overdue' | 'Disputed' | 'Cancelled';

export interface BillsRow {
  /** "VB-20001", in order of bill date. */
  no: string;
  /** The bill date, by which a bill is dated. */
  date: string;
  due: string;
  vendor: string;
  category: string;
  terms: string;
  currency: 'USD' | 'EUR' | 'GBP' | 'CAD';
  /** The bill's total (tax included) in its own currency. */
  amountFc: number;
  /** Tax included in the total, in USD; null where the cell says "n/a" or "-". */
  tax: number | null;
  /** The cell as written: the tax, "n/a" or "-". */
  taxCell: string;
  /** The bill's total (tax included) in USD, the base currency. */
  amount: number;
  /** The status as of 2024-12-31, as written: a few cells in lower case ("paid", "open"). */
  status: string;
  /** The status, one spelling per value. */
  state: BillStatus;
  /** Null while unpaid, and on cancelled bills. */
  paid: string | null;
  /** Null on bills auto-approved (under $250). */
  approver: string | null;
}

export const billsHeaderStyle =
  'ERP saved-search export: Title Case fields, joined records as "Record : Field", a qualifier in parentheses (Document Number, Vendor : Name, Amount (Foreign Currency), Payment : Date)';
/** Bill numbers identify records; approvers are people. */
export const billsIdentifying = (rows: BillsRow[]): (string | null)[] => rows.flatMap((r) => [r.no, r.approver]);

export const billsModule: ModuleDef = { name: 'Vendor bills', project: 'Accounts payable', synonyms: ['payables'] };

export const AS_OF = '2024-12-31';

const TERMS: Record<string, number> = { 'Due on Receipt': 0, 'Net 15': 15, 'Net 30': 30, 'Net 45': 45, 'Net 60': 60 };

/** Per category: [second words of its vendors' names, vendors, median total (USD), spread, term weights (TERMS order), sales tax?, approver role]. */
const CATEGORIES: Record<string, [string[], number, number, number, number[], boolean, string]> = {
  Software: [['Software', 'Analytics', 'Labs'], 14, 1800, 1, [0, 5, 80, 10, 5], false, 'IT'],
  'Professional Services': [['Consulting', 'Partners', 'Architects'], 12, 4200, 0.9, [0, 5, 55, 30, 10], false, 'Controller'],
  'Legal Fees': [['Legal'], 5, 4800, 0.9, [0, 0, 80, 20, 0], false, 'Controller'],
  Marketing: [['Media', 'Studios', 'Designs'], 12, 3500, 1, [0, 10, 70, 15, 5], false, 'Marketing'],
  Freight: [['Freight', 'Logistics', 'Distribution'], 10, 900, 0.8, [0, 45, 50, 5, 0], false, 'Operations'],
  'Office Supplies': [['Supply', 'Retail'], 8, 320, 0.8, [10, 20, 70, 0, 0], true, 'Operations'],
  Hardware: [['Hardware', 'Robotics'], 7, 2400, 0.9, [0, 0, 60, 25, 15], true, 'IT'],
  Facilities: [['Construction', 'Interiors'], 7, 2100, 1, [5, 15, 70, 10, 0], true, 'Operations'],
  Travel: [['Travel', 'Hospitality', 'Motors'], 8, 1100, 0.8, [60, 40, 0, 0, 0], false, 'Controller'],
  Catering: [['Foods', 'Bakery'], 6, 450, 0.6, [40, 50, 10, 0, 0], true, 'Operations'],
  Benefits: [['Health'], 3, 2600, 0.5, [0, 0, 100, 0, 0], false, 'CFO'],
  Rent: [['Properties'], 2, 5000, 0.3, [100, 0, 0, 0, 0], false, 'CFO'],
};
const FOREIGN_OK = new Set(['Software', 'Professional Services', 'Marketing', 'Freight', 'Hardware']);
/** USD per unit of each currency, by year (a monthly wobble is added). */
const FX: Record<string, Record<number, number>> = {
  EUR: { 2021: 1.18, 2022: 1.05, 2023: 1.08, 2024: 1.09 },
  GBP: { 2021: 1.37, 2022: 1.24, 2023: 1.25, 2024: 1.27 },
  CAD: { 2021: 0.8, 2022: 0.77, 2023: 0.74, 2024: 0.73 },
};
const VAT: Record<string, number[]> = { EUR: [19, 20, 21], GBP: [20], CAD: [13] };
/** Which vendors bill from abroad: by their rank among the vendors that may (in Zipf order), and their currency. */
const ABROAD: [number, Exclude<BillsRow['currency'], 'USD'>][] = [
  [1, 'EUR'],
  [3, 'GBP'],
  [5, 'EUR'],
  [6, 'CAD'],
  [8, 'GBP'],
  [11, 'EUR'],
  [14, 'CAD'],
  [18, 'EUR'],
  [22, 'GBP'],
];
const SALES_TAX = [6.25, 7, 8.25, 8.875];
const INFLATION: Record<number, number> = { 2021: 1, 2022: 1.06, 2023: 1.1, 2024: 1.13 };

interface Vendor {
  name: string;
  category: string;
  currency: BillsRow['currency'];
  terms: string;
  /** Tax rate in percent included in its totals (0: none). */
  taxRate: number;
  /** How often its bills are paid late. */
  lateness: number;
  /** Its typical bill, relative to its category's median. */
  size: number;
  /** Whether it may be a vendor abroad (billing in its own currency). */
  abroadOk: boolean;
}

interface Draft {
  date: string;
  vendor: Vendor;
  /** USD before the currency round trip. */
  usd: number;
}

/** Recurring monthly bills: [category, vendor index in its category, first month, last month, USD amount by year (null: drawn), day of month]. */
const RECURRING: [string, number, string, string, Record<number, number> | null, number][] = [
  ['Rent', 0, '2021-01', '2024-12', { 2021: 18500, 2022: 18500, 2023: 19240, 2024: 19820 }, 1],
  ['Rent', 1, '2022-07', '2024-12', { 2022: 7200, 2023: 7200, 2024: 7420 }, 1],
  ['Benefits', 0, '2021-01', '2024-12', null, 5],
  ['Software', 0, '2021-03', '2024-12', null, 2],
  ['Software', 1, '2021-01', '2024-12', { 2021: 1250, 2022: 1250, 2023: 1400, 2024: 1400 }, 10],
];

function vendors(rng: Rng): Vendor[] {
  const used = new Set<string>();
  const out: Vendor[] = [];
  for (const [category, [seconds, n, , , termWeights, salesTax]] of Object.entries(CATEGORIES)) {
    for (let i = 0; i < n; i++) {
      let name: string;
      do name = `${rng.pick(COMPANY_FIRST)} ${rng.pick(seconds)}`;
      while (used.has(name));
      used.add(name);
      out.push({
        name,
        category,
        // Billed in dollars unless abroad (set below); the first two of a category carry its recurring bills.
        currency: 'USD',
        terms: rng.weighted(Object.keys(TERMS), termWeights),
        taxRate: salesTax ? rng.pick(SALES_TAX) : 0,
        abroadOk: i >= 2 && FOREIGN_OK.has(category),
        lateness: rng.between(0.04, 0.25),
        size: rng.logNormal(1, 0.4),
      });
    }
  }
  return out;
}

export function billsTable(): Table<BillsRow> {
  const rng = new Rng('bills');
  const all = vendors(rng);
  const inCategory = (c: string) => all.filter((v) => v.category === c);
  const drafts: Draft[] = [];
  // Recurring bills.
  for (const [category, index, first, last, byYear, dom] of RECURRING) {
    const vendor = inCategory(category)[index]!;
    let level = category === 'Benefits' ? 21500 : 3900;
    for (let ym = first; ym <= last; ym = addDays(`${ym}-28`, 7).slice(0, 7)) {
      const year = Number(ym.slice(0, 4));
      level *= category === 'Benefits' ? 1.012 : 1.022;
      const usd = byYear ? byYear[year]! : level * rng.between(0.93, 1.07);
      drafts.push({ date: `${ym}-${String(dom).padStart(2, '0')}`, vendor, usd });
    }
  }
  // One-off bills: vendors by Zipf weight (in random order, so each category has big and small ones).
  // The landlords and the health insurer bill only their monthly amounts.
  const monthlyOnly = new Set([...inCategory('Rent'), inCategory('Benefits')[0]!]);
  const pool = rng.sample(
    all.filter((v) => !monthlyOnly.has(v)),
    all.length - monthlyOnly.size,
  );
  const weights = zipf(pool.length, 0.9);
  // A few vendors abroad, big and small, bill in their own currency (VAT included in their totals).
  const abroad = pool.filter((v) => v.abroadOk);
  for (const [rank, currency] of ABROAD) {
    const v = abroad[rank]!;
    v.currency = currency;
    v.taxRate = rng.pick(VAT[currency]!);
  }
  const season = [0.8, 0.9, 1, 1, 1, 1, 0.9, 0.9, 1.05, 1.05, 1.1, 1.35];
  for (let i = 0; i < 1400; i++) {
    const vendor = rng.weighted(pool, weights);
    const date = drawDate(rng, [2021, 2022, 2023, 2024], [19, 23, 27, 31], season);
    const [, , median, spread] = CATEGORIES[vendor.category]!;
    const usd = Math.max(18, rng.logNormal(median * vendor.size, spread)) * INFLATION[Number(date.slice(0, 4))]!;
    drafts.push({ date, vendor, usd });
  }
  drafts.sort((a, b) => a.date.localeCompare(b.date) || a.vendor.name.localeCompare(b.vendor.name) || a.usd - b.usd);

  const approvers = Object.fromEntries(
    ['CFO', 'Controller', 'IT', 'Marketing', 'Operations'].map((role, i) => [
      role,
      `${FIRST_NAMES[(i * 11 + 3) % FIRST_NAMES.length]} ${LAST_NAMES[(i * 13 + 7) % LAST_NAMES.length]}`,
    ]),
  );
  const fxWobble = new Map<string, number>();
  const rows = drafts.map((d, i): BillsRow => {
    const { vendor } = d;
    const year = Number(d.date.slice(0, 4));
    let amountFc: number;
    let amount: number;
    if (vendor.currency === 'USD') {
      amountFc = round2(d.usd);
      amount = amountFc;
    } else {
      const ym = `${vendor.currency}${d.date.slice(0, 7)}`;
      if (!fxWobble.has(ym)) fxWobble.set(ym, rng.between(0.97, 1.03));
      const rate = FX[vendor.currency]![year]! * fxWobble.get(ym)!;
      amountFc = round2(d.usd / rate);
      amount = round2(amountFc * rate);
    }
    const placeholder = rng.chance(0.02) ? 'n/a' : rng.chance(0.01) ? '-' : null;
    const tax = placeholder ? null : round2((amount * vendor.taxRate) / (100 + vendor.taxRate));
    const due = addDays(d.date, TERMS[vendor.terms]!);
    // What became of it by 2024-12-31.
    let state: BillStatus;
    let paid: string | null = null;
    const recent = d.date >= '2024-01-01';
    if (rng.chance(0.022)) state = 'Cancelled';
    else if (rng.chance(recent ? 0.035 : 0.006)) state = 'Disputed';
    else if (!recent && rng.chance(0.004)) state = 'Overdue';
    else if (d.date >= '2024-07-01' && rng.chance(0.1)) state = due >= AS_OF ? 'Open' : 'Overdue';
    else {
      const terms = TERMS[vendor.terms]!;
      const late = rng.chance(vendor.lateness * (year === 2021 ? 1.3 : 1));
      const days = late
        ? Math.max(terms, 1) + Math.round(rng.logNormal(12, 0.7))
        : rng.chance(0.15)
          ? Math.round(terms * rng.between(0.4, 0.8))
          : Math.max(0, terms - rng.int(0, Math.min(6, terms)) + (terms === 0 ? rng.int(0, 8) : 0));
      const when = addDays(d.date, days);
      if (when <= AS_OF) {
        state = 'Paid';
        paid = when;
      } else state = due >= AS_OF ? 'Open' : 'Overdue';
    }
    const role = vendor.category === 'Rent' || vendor.category === 'Benefits' || amount >= 15000 ? 'CFO' : CATEGORIES[vendor.category]![6];
    const approver = amount < 250 ? null : approvers[role]!;
    // Keyed by hand now and then: the same status to a reader.
    const status = state === 'Paid' && rng.chance(0.03) ? 'paid' : state === 'Open' && rng.chance(0.1) ? 'open' : state;
    return {
      no: `VB-${20001 + i}`,
      date: d.date,
      due,
      vendor: vendor.name,
      category: vendor.category,
      terms: vendor.terms,
      currency: vendor.currency,
      amountFc,
      tax,
      taxCell: placeholder ?? money(tax!),
      amount,
      status,
      state,
      paid,
      approver,
    };
  });
  const headers = [
    'Document Number',
    'Date',
    'Due Date',
    'Vendor : Name',
    'Account : Category',
    'Terms',
    'Currency',
    'Amount (Foreign Currency)',
    'Tax Amount',
    'Amount',
    'Status',
    'Payment : Date',
    'Approver : Name',
  ];
  return table('bills', headers, rows, (r) => [
    r.no,
    r.date,
    r.due,
    r.vendor,
    r.category,
    r.terms,
    r.currency,
    money(r.amountFc),
    r.taxCell,
    money(r.amount),
    r.status,
    r.paid,
    r.approver,
  ]);
}
