/**
 * Seeds the business set's twenty-one tables through the product's own services, as a customer would:
 * one customer, then per table an upload of its CSV (datasetsService.upload), a module (created,
 * labelled where a busy customer would bother, finalized, imported), a project of its own at exposure
 * `full` and a trained spec. One project and one spec PER TABLE, so each question is asked of its own
 * table. The one seeding path (src/provisioning) of src/demo/seed.ts and bench/quality/analytics/fixture.ts.
 *
 * The labels are deliberately MINIMAL: a human module name, on three modules one synonym each ("sales
 * orders", "opportunities", "reservations"), and on four tables one label each (the kind of fix a
 * customer makes for an unreadable header: "PERF_RATING", "impr.", "ON_TIME_YN", "dt.min"). Every
 * other header reaches the spec as the upload wrote it (data.ts HEADER_STYLE), so the product has to
 * read raw headers itself. No value synonyms, no roles, no types set: the build's own proposals stand.
 */
import type { Db } from '../../../src/db/db.js';
import type { Exposure } from '../../../src/contracts/exposure.js';
import { type SeededTable, seedTablesOneSpecEach } from '../seed.js';
import { businessTables, TABLE_KEYS, type TableKey } from './data.js';
import { renewalsModule } from './tables/renewals.js';
import { payrollModule } from './tables/payroll.js';
import { adsModule } from './tables/ads.js';
import { billsModule } from './tables/bills.js';
import { billingModule } from './tables/billing.js';
import { rosterModule } from './tables/roster.js';
import { emailsModule } from './tables/emails.js';
import { receivablesModule } from './tables/receivables.js';
import type { ModuleDef } from './tables/table.js';

export const BUSINESS_MODULES: Record<TableKey, ModuleDef> = {
  orders: { name: 'Orders', project: 'Sales', synonyms: ['sales orders'] },
  subscriptions: { name: 'Subscriptions', project: 'Recurring revenue' },
  tickets: { name: 'Support tickets', project: 'Customer support' },
  employees: { name: 'Employees', project: 'People', labels: { perf_rating: { label: 'Performance rating' } } },
  inventory: { name: 'Inventory', project: 'Warehouse stock' },
  web: { name: 'Website traffic', project: 'Web analytics' },
  campaigns: { name: 'Marketing campaigns', project: 'Marketing', labels: { impr: { label: 'Impressions' } } },
  invoices: { name: 'Invoices', project: 'Billing' },
  shipments: { name: 'Shipments', project: 'Logistics', labels: { on_time_yn: { label: 'On time' } } },
  expenses: { name: 'Expenses', project: 'Finance' },
  deals: { name: 'Deals', project: 'Sales pipeline', synonyms: ['opportunities'] },
  bookings: { name: 'Bookings', project: 'Hotel reservations', synonyms: ['reservations'] },
  production: { name: 'Production log', project: 'Manufacturing', labels: { dt_min: { label: 'Downtime (min)' } } },
  renewals: renewalsModule,
  payroll: payrollModule,
  ads: adsModule,
  bills: billsModule,
  billing: billingModule,
  roster: rosterModule,
  emails: emailsModule,
  receivables: receivablesModule,
};

export interface BusinessSeed {
  customerId: string;
  tables: Record<TableKey, SeededTable<TableKey>>;
  /**
   * Sets a project's exposure through the projects service (as the portal does; it applies to
   * inference at once) and returns the exposure the project now has, which the runner then asks at.
   */
  setExposure(projectId: string, exposure: Exposure): Promise<Exposure>;
}

/** Seeds the given tables (all twenty-one by default) for a new customer on a database (migrated here). */
export async function seedBusinessSpecs(db: Db, keys: readonly TableKey[] = TABLE_KEYS): Promise<BusinessSeed> {
  const customer = { name: 'Business set', owner: 'business-owner' };
  const { customerId, tables, setExposure } = await seedTablesOneSpecEach(db, customer, keys, businessTables(), BUSINESS_MODULES);
  return { customerId, tables: Object.fromEntries(tables.map((t) => [t.table, t])) as Record<TableKey, SeededTable<TableKey>>, setExposure };
}
