/**
 * receivables: the sales invoices of a small Australian IT services firm, as Xero exports them, one
 * row per invoice (January 2021 to December 2024; the export is taken on 2024-12-31): PascalCase field
 * names with an asterisk on the fields Xero requires (*ContactName, *InvoiceNumber, *InvoiceDate,
 * *DueDate, *Description, *Quantity, *UnitAmount), the rest bare (Reference, FullyPaidOnDate,
 * LineAmount, TaxTotal, Total, InvoiceAmountPaid, InvoiceAmountCredited, InvoiceAmountDue, Currency,
 * TrackingName1, TrackingOption1, Status).
 *
 * The shape: more invoices each year (about 330 in 2021 to about 690 in 2024), a quieter January and
 * December; 75 customers, Zipf-skewed, joining over the years (a few leave), each on its own payment
 * terms (7, 14 or 30 days, or the 20th of the following month) and its own habits (prompt, a few days
 * late, late, one chronic late payer), paying later in 2024 than before. One line per invoice, six
 * service lines (managed services retainers, consulting hours, hardware, software licences, project
 * milestones, training). The base currency is AUD with 10 % GST; eight New Zealand customers are
 * billed in NZD and five American ones in USD, GST-free. Five account managers, as Xero's tracking
 * category "Account Manager" (TrackingName1 the category, TrackingOption1 the manager).
 * Amounts: LineAmount = Quantity × UnitAmount (ex GST); Total = LineAmount + TaxTotal; for an approved
 * invoice Total = InvoiceAmountPaid + InvoiceAmountCredited + InvoiceAmountDue. A voided invoice keeps
 * its Total with nothing paid or due; a draft (mostly the last days of December 2024) has its whole
 * Total due. Some invoices are paid in part, a few partly credited by a credit note, a few old ones
 * never paid (bad debts not yet written off). Status: Draft, Awaiting Payment (not yet due), Overdue
 * (due before 2024-12-31 and not fully paid), Paid, Voided.
 * Dirty on purpose: Status has "PAID" and "paid" beside "Paid", *Description has "consulting services"
 * beside "Consulting services"; Reference is empty on about a fifth of the invoices, FullyPaidOnDate
 * on every invoice not fully paid; TaxTotal holds "n/a" or "-" on some GST-free (foreign) invoices.
 */
import { COMPANY_FIRST, COMPANY_SECOND, FIRST_NAMES, LAST_NAMES } from '../names.js';
import { addDays, daysInMonth, drawDate, money, Rng, round2, uniqueNames, zipf } from '../random.js';
import { type ModuleDef, type Table, table } from './table.js';

export interface ReceivablesRow {
  /** The customer (a company). */
  contact: string;
  /** "INV-1001": in order of invoice date. */
  invoiceNumber: string;
  /** The customer's PO or job number; null (empty) on about a fifth. */
  reference: string | null;
  invoiceDate: string;
  dueDate: string;
  /** The day the invoice was fully paid; null (empty) while anything is still due (and on drafts, voided invoices). */
  paidDate: string | null;
  /** The service line as written: a few "consulting services". */
  description: string;
  quantity: number;
  unitAmount: number;
  /** Quantity × UnitAmount, ex GST. */
  lineAmount: number;
  /** GST: null on the foreign invoices whose cell is "n/a" or "-". */
  taxTotal: number | null;
  /** The cell as written: an amount, "n/a" or "-". */
  taxCell: string;
  /** LineAmount + GST. */
  total: number;
  amountPaid: number;
  amountCredited: number;
  amountDue: number;
  currency: 'AUD' | 'NZD' | 'USD';
  /** The account manager (TrackingOption1). */
  manager: string;
  /** As written: "Paid" also as "PAID" and "paid". */
  status: string;
}

export const receivablesHeaderStyle =
  'Xero export: PascalCase with an asterisk on the fields Xero requires (*ContactName, *InvoiceNumber, *InvoiceDate, *DueDate, FullyPaidOnDate, InvoiceAmountDue, TrackingOption1)';

/** Invoice numbers, references (PO and job numbers) and the account managers (people). */
export const receivablesIdentifying = (rows: ReceivablesRow[]): (string | null)[] => rows.flatMap((r) => [r.invoiceNumber, r.reference, r.manager]);

export const receivablesModule: ModuleDef = {
  name: 'Sales invoices',
  project: 'Accounts',
  synonyms: ['receivables'],
  labels: { contactname: { label: 'Customer' }, trackingoption1: { label: 'Account manager' } },
};

/** The day of the export: what is due or overdue is as of this day. */
export const TODAY = '2024-12-31';

/** Per service line: [weight, quantity and unit price (AUD, ex GST) for a year]. */
type Line = [number, (rng: Rng, year: number, retainer: number) => [number, number]];
const LINES: Record<string, Line> = {
  'Managed IT services - monthly': [30, (_rng, year, retainer) => [1, round2(retainer * 1.045 ** (year - 2021))]],
  'Consulting services': [25, (rng, year) => [rng.int(4, 120) / 2, [165, 175, 185, 195][year - 2021]!]],
  'Hardware supply': [15, (rng) => [rng.weighted([1, 2, 3, 4, 5, 8, 10, 12, 20], [30, 18, 10, 10, 8, 6, 6, 4, 3]), round2(rng.logNormal(780, 0.6))]],
  'Software licences': [12, (rng, year) => [rng.int(5, 180), round2(rng.between(11.5, 42) * (1 + 0.03 * (year - 2021)))]],
  'Project milestone': [10, (rng) => [1, round2(Math.round(rng.logNormal(11500, 0.55) / 50) * 50)]],
  'Training workshop': [8, (rng, year) => [rng.weighted([1, 2, 3], [70, 22, 8]), year >= 2023 ? 2450 : 1950]],
};
/** Invoices per year. */
const PER_YEAR: Record<number, number> = { 2021: 330, 2022: 430, 2023: 545, 2024: 690 };
const MONTH_WEIGHTS = [0.7, 1, 1.1, 1, 1.05, 1.15, 0.95, 1, 1.05, 1.1, 1.15, 0.8];
const FX: Record<ReceivablesRow['currency'], number> = { AUD: 1, NZD: 1.09, USD: 0.66 };

type Terms = { days: number } | { following: number };
interface Customer {
  name: string;
  currency: ReceivablesRow['currency'];
  terms: Terms;
  /** Mean and spread of the days paid after the due date. */
  late: [number, number];
  manager: string;
  from: string;
  until: string | null;
  retainer: number;
  /** Weights of the service lines for this customer. */
  mix: number[];
}

function dueOf(date: string, t: Terms): string {
  if ('days' in t) return addDays(date, t.days);
  const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const [ny, nm] = m === 12 ? [y + 1, 1] : [y, m + 1];
  return `${ny}-${String(nm).padStart(2, '0')}-${String(Math.min(t.following, daysInMonth(ny, nm))).padStart(2, '0')}`;
}

function customers(rng: Rng): Customer[] {
  const n = 75;
  const names = uniqueNames(rng, COMPANY_FIRST, COMPANY_SECOND, n);
  const managers = uniqueNames(rng, FIRST_NAMES, LAST_NAMES, 5);
  const lines = Object.keys(LINES);
  // Which ranks are billed abroad: eight in NZD, five in USD (none among the four largest).
  const abroad = rng.sample(
    Array.from({ length: n - 4 }, (_, i) => i + 4),
    13,
  );
  return names.map((base, i) => {
    const currency = abroad.indexOf(i) >= 0 && abroad.indexOf(i) < 8 ? 'NZD' : abroad.indexOf(i) >= 8 ? 'USD' : 'AUD';
    const suffix = currency === 'NZD' ? ' Ltd' : currency === 'USD' ? ' Inc' : rng.chance(0.3) ? ' Pty Ltd' : '';
    const terms: Terms = rng.weighted<Terms>([{ days: 30 }, { days: 14 }, { following: 20 }, { days: 7 }], [40, 25, 25, 10]);
    // Rank 5 is the chronic late payer; the rest prompt, a few days late, or late.
    const late: [number, number] =
      i === 5
        ? [58, 14]
        : rng.weighted<[number, number]>(
            [
              [-3, 3],
              [3, 5],
              [17, 9],
            ],
            [40, 40, 20],
          );
    const from = i < 22 ? '2021-01-01' : drawDate(rng, [2021, 2022, 2023, 2024], [20, 28, 30, 22], [1, 1, 1, 1, 1, 1, 1, 1, 1, 0.6, 0.3, 0.1]);
    const until = i > 10 && rng.chance(0.12) ? addDays(from, rng.int(400, 900)) : null;
    return {
      name: `${base}${suffix}`,
      currency,
      terms,
      late,
      manager: rng.weighted(managers, [30, 25, 20, 15, 10]),
      from,
      until,
      retainer: round2(Math.round(rng.logNormal(2600, 0.5) / 25) * 25 + (rng.chance(0.3) ? rng.pick([0.5, 0.95, 0.75]) : 0)),
      mix: lines.map((l) => LINES[l]![0] * rng.between(0.2, 1.8)),
    };
  });
}

export function receivablesTable(): Table<ReceivablesRow> {
  const rng = new Rng('receivables');
  const cs = customers(rng);
  const weights = zipf(cs.length, 0.9);
  const lines = Object.keys(LINES);
  const dates = Object.entries(PER_YEAR)
    .flatMap(([y, n]) => Array.from({ length: n }, () => drawDate(rng, [Number(y)], [1], MONTH_WEIGHTS)))
    .sort();
  const rows: ReceivablesRow[] = dates.map((date, k) => {
    let c = rng.weighted(cs, weights);
    for (let tries = 0; tries < 60 && (c.from > date || (c.until !== null && c.until < date)); tries++) c = rng.weighted(cs, weights);
    if (c.from > date || (c.until !== null && c.until < date)) c = rng.pick(cs.filter((x) => x.from <= date && (x.until === null || x.until >= date)));
    const year = Number(date.slice(0, 4));
    const line = rng.weighted(lines, c.mix);
    const [quantity, audUnit] = LINES[line]![1](rng, year, c.retainer);
    const unitAmount = round2(audUnit * FX[c.currency]);
    const lineAmount = round2(quantity * unitAmount);
    const gst = c.currency === 'AUD' ? round2(lineAmount * 0.1) : 0;
    const taxCell = c.currency === 'AUD' ? money(gst) : rng.chance(0.14) ? 'n/a' : rng.chance(0.08) ? '-' : money(0);
    const total = round2(lineAmount + gst);
    const dueDate = dueOf(date, c.terms);
    const reference = rng.chance(0.21) ? null : rng.chance(0.8) ? `PO-${rng.int(10000, 99999)}` : `JOB ${rng.int(2000, 9999)}`;

    let status = 'Paid';
    let [amountPaid, amountCredited, amountDue] = [0, 0, 0];
    let paidDate: string | null = null;
    const drafted = (date >= '2024-12-19' && rng.chance(0.45)) || (year === 2024 && rng.chance(0.004));
    if (drafted) {
      status = 'Draft';
      amountDue = total;
    } else if (rng.chance(0.012)) {
      status = 'Voided';
    } else {
      if (rng.chance(0.02)) amountCredited = round2(total * rng.between(0.08, 0.5));
      const owed = round2(total - amountCredited);
      const badDebt = date < '2024-03-01' && rng.chance(0.006);
      const lateBy = Math.round(rng.normal(c.late[0] + (year === 2024 ? 4 : 0), c.late[1]));
      const payDay = addDays(dueDate, Math.max(lateBy, -10));
      const paysOn = payDay < date ? date : payDay;
      const partial = rng.chance(0.08);
      const firstDay = addDays(date, rng.int(10, 40));
      if (badDebt) {
        // A partial payment before the customer stopped paying, on some.
        amountPaid = rng.chance(0.4) ? round2(owed * rng.between(0.2, 0.5)) : 0;
      } else if (partial) {
        const part = round2(owed * rng.pick([0.25, 0.3, 0.4, 0.5, 0.6]));
        const rest = addDays(paysOn > firstDay ? paysOn : firstDay, rng.int(14, 45));
        if (rest <= TODAY) {
          amountPaid = owed;
          paidDate = rest;
        } else amountPaid = firstDay <= TODAY ? part : 0;
      } else if (paysOn <= TODAY) {
        amountPaid = owed;
        paidDate = paysOn;
      }
      amountDue = round2(owed - amountPaid);
      status = amountDue === 0 ? 'Paid' : dueDate < TODAY ? 'Overdue' : 'Awaiting Payment';
    }
    if (status === 'Paid' && rng.chance(0.025)) status = rng.chance(0.7) ? 'PAID' : 'paid';
    const description = line === 'Consulting services' && rng.chance(0.06) ? 'consulting services' : line;
    return {
      contact: c.name,
      invoiceNumber: `INV-${1001 + k}`,
      reference,
      invoiceDate: date,
      dueDate,
      paidDate,
      description,
      quantity,
      unitAmount,
      lineAmount,
      taxTotal: taxCell === 'n/a' || taxCell === '-' ? null : gst,
      taxCell,
      total,
      amountPaid,
      amountCredited,
      amountDue,
      currency: c.currency,
      manager: c.manager,
      status,
    };
  });
  const headers = [
    '*ContactName',
    '*InvoiceNumber',
    'Reference',
    '*InvoiceDate',
    '*DueDate',
    'FullyPaidOnDate',
    '*Description',
    '*Quantity',
    '*UnitAmount',
    'LineAmount',
    'TaxTotal',
    'Total',
    'InvoiceAmountPaid',
    'InvoiceAmountCredited',
    'InvoiceAmountDue',
    'Currency',
    'TrackingName1',
    'TrackingOption1',
    'Status',
  ];
  return table('receivables', headers, rows, (r) => [
    r.contact,
    r.invoiceNumber,
    r.reference,
    r.invoiceDate,
    r.dueDate,
    r.paidDate,
    r.description,
    r.quantity,
    money(r.unitAmount),
    money(r.lineAmount),
    r.taxCell,
    money(r.total),
    money(r.amountPaid),
    money(r.amountCredited),
    money(r.amountDue),
    r.currency,
    'Account Manager',
    r.manager,
    r.status,
  ]);
}
