/**
 * Seeds the business TRAINING set's twelve tables through the product's own services, as a customer
 * would (bench/quality/seed.ts, as the business set): one customer, then per table an upload
 * of its CSV, a module (created, labelled where a busy customer would bother, finalized, imported), a
 * project of its own at exposure `full` and a trained spec. One project and one spec PER TABLE.
 *
 * The labels are deliberately MINIMAL: a module name as a customer gives it, a module synonym on a
 * few tables and one column label on three (headers a customer would fix: "adr", "CONV_PCT",
 * "No. of days"). Every other header reaches the spec as the upload wrote it (data.ts HEADER_STYLE).
 * No value synonyms, no roles, no types set: the build's own proposals stand.
 */
import type { Db } from '../../../src/db/db.js';
import { type SeededTable as OneSpec, seedTablesOneSpecEach } from '../seed.js';
import type { ModuleDef } from '../business/tables/table.js';
import { TABLE_KEYS, type TableKey, trainingTables } from './data.js';

export const TRAINING_MODULES: Record<TableKey, ModuleDef> = {
  bookings: { name: 'Hotel bookings', project: 'Hospitality', synonyms: ['reservations'], labels: { adr: { label: 'Average daily rate' } } },
  shipments: { name: 'Shipments', project: 'Logistics' },
  checks: { name: 'Restaurant checks', project: 'Restaurants', synonyms: ['POS'] },
  claims: { name: 'Claims', project: 'Insurance' },
  usage: { name: 'Product events', project: 'Product analytics' },
  stores: { name: 'Store weekly KPIs', project: 'Retail stores', labels: { conv_pct: { label: 'Conversion rate' } } },
  meters: { name: 'Meter readings', project: 'Energy' },
  leave: { name: 'Leave requests', project: 'HR absences', labels: { no_of_days: { label: 'Days' } } },
  fleet: { name: 'Rental fleet', project: 'Car rental', synonyms: ['vehicles'] },
  returns: { name: 'Returns', project: 'E-commerce' },
  calls: { name: 'Call log', project: 'Contact centre' },
  timesheets: { name: 'Timesheets', project: 'Professional services' },
};

export type SeededTable = OneSpec<TableKey>;

/** Seeds the given tables (all twelve by default) for a new customer on a database (migrated here). */
export async function seedTrainingSpecs(db: Db, keys: readonly TableKey[] = TABLE_KEYS): Promise<{ customerId: string; tables: SeededTable[] }> {
  const customer = { name: 'Business training', owner: 'biztrain-owner' };
  const { customerId, tables } = await seedTablesOneSpecEach(db, customer, keys, trainingTables(), TRAINING_MODULES);
  return { customerId, tables };
}
