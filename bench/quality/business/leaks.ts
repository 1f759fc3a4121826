/**
 * What an answer below full exposure must not show (SPEC: limited = specific values masked, advisory
 * = no numbers or record details; CONTRACT B.7: no value of an identifying or personal column):
 * - any digit at all, and any multiple or fraction in words ("twice", "about half");
 * - any value of a column that identifies a record or a person, listed here from the raw rows: order,
 *   ticket, employee, account, invoice, shipment, expense, deal, booking and batch numbers, SKUs,
 *   account names, product names (inventory's records), campaign names, employees' full names,
 *   support agents' names, the employees who filed expenses, the deals' owners, hotel guests' names
 *   and the operators who ran production batches (people, even though a column of a dozen names
 *   reads as a category to group by).
 * Company names that are only a dimension of other records (orders' and invoices' customers, deals'
 * accounts, expenses' vendors) and category values (regions, plans, channels, carriers, production's
 * SKUs, lines and plants…) are not counted: they name groups, not records or people.
 */
import { figuresIn } from '../check-answer.js';
import { businessTables, type TableKey } from './data.js';
import { renewalsIdentifying } from './tables/renewals.js';
import { payrollIdentifying } from './tables/payroll.js';
import { adsIdentifying } from './tables/ads.js';
import { billsIdentifying } from './tables/bills.js';
import { billingIdentifying } from './tables/billing.js';
import { rosterIdentifying } from './tables/roster.js';
import { emailsIdentifying } from './tables/emails.js';
import { receivablesIdentifying } from './tables/receivables.js';

/** The identifying and personal values of a table, from its raw rows. */
export function identifyingValues(table: TableKey): string[] {
  const t = businessTables();
  const values: Record<TableKey, () => (string | null)[]> = {
    orders: () => t.orders.rows.map((o) => o.id),
    subscriptions: () => t.subscriptions.rows.flatMap((s) => [s.accountId, s.accountName]),
    tickets: () => t.tickets.rows.flatMap((x) => [x.id, x.agent]),
    employees: () => t.employees.rows.flatMap((e) => [e.empNo, e.name]),
    inventory: () => t.inventory.rows.flatMap((s) => [s.sku, s.name]),
    web: () => [],
    campaigns: () => t.campaigns.rows.map((c) => c.name),
    invoices: () => t.invoices.rows.map((v) => v.no),
    shipments: () => t.shipments.rows.map((s) => s.no),
    expenses: () => t.expenses.rows.flatMap((e) => [e.no, e.employee]),
    deals: () => t.deals.rows.flatMap((d) => [d.id, d.owner]),
    bookings: () => t.bookings.rows.flatMap((b) => [b.ref, b.guest]),
    production: () => t.production.rows.flatMap((b) => [b.id, b.operator]),
    renewals: () => renewalsIdentifying(t.renewals.rows),
    payroll: () => payrollIdentifying(t.payroll.rows),
    ads: () => adsIdentifying(t.ads.rows),
    bills: () => billsIdentifying(t.bills.rows),
    billing: () => billingIdentifying(t.billing.rows),
    roster: () => rosterIdentifying(t.roster.rows),
    emails: () => emailsIdentifying(t.emails.rows),
    receivables: () => receivablesIdentifying(t.receivables.rows),
  };
  return [...new Set(values[table]().filter((v): v is string => v !== null))];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = new Map<TableKey, { value: string; re: RegExp }[]>();

/** Whole-word, case-insensitive patterns of a table's identifying values (built once per table). */
function patternsOf(table: TableKey): { value: string; re: RegExp }[] {
  let p = patterns.get(table);
  if (!p) {
    p = identifyingValues(table).map((value) => ({ value, re: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(value)}(?![\\p{L}\\p{N}])`, 'iu') }));
    patterns.set(table, p);
  }
  return p;
}

/**
 * The leaks in one answer below full exposure: a digit, a multiple or fraction (figuresIn, the
 * question sets' one check; `labels` are the table's column names as answers write them), and each
 * identifying value it names.
 */
export function leaksIn(text: string, table: TableKey, labels: string[] = []): string[] {
  const found = figuresIn(text, labels);
  for (const { value, re } of patternsOf(table)) if (re.test(text)) found.push(`value "${value}"`);
  return found;
}
