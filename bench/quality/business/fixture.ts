/**
 * Seeds the business set's twenty-one tables through the product's own services, as a customer would:
 * one customer, then per table an upload of its CSV (datasetsService.upload), a module (created,
 * labelled where a busy customer would bother, finalized, imported), a project of its own at exposure
 * `full` and a trained spec. One project and one spec PER TABLE, so each question is asked of its own
 * table. The same calls as src/demo/seed.ts and bench/quality/analytics/fixture.ts.
 *
 * The labels are deliberately MINIMAL: a human module name, on three modules one synonym each ("sales
 * orders", "opportunities", "reservations"), and on four tables one label each (the kind of fix a
 * customer makes for an unreadable header: "PERF_RATING", "impr.", "ON_TIME_YN", "dt.min"). Every
 * other header reaches the spec as the upload wrote it (data.ts HEADER_STYLE), so the product has to
 * read raw headers itself. No value synonyms, no roles, no types set: the build's own proposals stand.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { auditLog } from '../../../src/audit/audit.log.js';
import type { Actor } from '../../../src/auth/principal.js';
import { generatePassword } from '../../../src/auth/passwords.js';
import { customersService } from '../../../src/customers/customers.service.js';
import { datasetsService } from '../../../src/datasets/datasets.service.js';
import type { Db } from '../../../src/db/db.js';
import { migrate } from '../../../src/db/migrate.js';
import { modulesService } from '../../../src/modules/modules.service.js';
import { projectsService } from '../../../src/projects/projects.service.js';
import { semanticService } from '../../../src/semantic/semantic.service.js';
import type { Exposure } from '../../../src/contracts/exposure.js';
import type { SpecDoc } from '../../../src/contracts/spec.js';
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

export interface SeededTable {
  table: TableKey;
  specId: string;
  doc: SpecDoc;
  moduleId: string;
  projectId: string;
}

export interface BusinessSeed {
  customerId: string;
  tables: Record<TableKey, SeededTable>;
  /**
   * Sets a project's exposure through the projects service (as the portal does; it applies to
   * inference at once) and returns the exposure the project now has, which the runner then asks at.
   */
  setExposure(projectId: string, exposure: Exposure): Promise<Exposure>;
}

interface Services {
  actor: Actor;
  datasets: ReturnType<typeof datasetsService>;
  modules: ReturnType<typeof modulesService>;
  projects: ReturnType<typeof projectsService>;
  semantic: ReturnType<typeof semanticService>;
}

/** One table: upload → module (labelled, finalized, imported) → project at full → trained spec. */
async function seedTable(db: Db, s: Services, key: TableKey): Promise<SeededTable> {
  const t = businessTables()[key];
  const def = BUSINESS_MODULES[key];
  const batch = await s.datasets.upload(s.actor, s.actor.customerId, { name: t.file, format: 'csv', body: Readable.from([t.csv]) });
  const m = await s.modules.create(s.actor, { import_batch_id: batch.id, name: def.name });
  const labels = def.labels ?? {};
  const unknown = Object.keys(labels).filter((name) => !m.columns.some((c) => c.name === name));
  if (unknown.length > 0) throw new Error(`module ${def.name} has no column ${unknown.join(', ')} (columns: ${m.columns.map((c) => c.name).join(', ')})`);
  if (def.synonyms || def.labels)
    await s.modules.labels(s.actor, m.id, { synonyms: def.synonyms, columns: Object.entries(labels).map(([name, l]) => ({ name, ...l })) });
  await s.modules.finalize(s.actor, m.id);
  const loaded = await s.modules.runImport(s.actor, m.id);
  if (loaded.row_count !== t.rows.length) throw new Error(`module ${def.name} loaded ${loaded.row_count} of ${t.rows.length} rows`);

  const project = await s.projects.create(s.actor, { name: def.project, exposure: 'full', module_ids: [m.id] });
  const started = await s.semantic.build(s.actor, project.id, { name: `${def.project} spec` });
  await s.semantic.whenIdle();
  const specId = started.body.id;
  const { rows } = await db.query<{ spec: SpecDoc | null }>('SELECT spec FROM semantic_specs WHERE id = $1', [specId]);
  const doc = rows[0]?.spec;
  if (!doc) {
    const view = await s.semantic.get(s.actor, project.id, specId);
    throw new Error(`the ${key} spec did not train: ${view.error ?? view.status}`);
  }
  return { table: key, specId, doc, moduleId: m.id, projectId: project.id };
}

/** Seeds the given tables (all twenty-one by default) for a new customer on a database (migrated here). */
export async function seedBusinessSpecs(db: Db, keys: readonly TableKey[] = TABLE_KEYS): Promise<BusinessSeed> {
  await migrate(db);
  const tag = randomUUID().slice(0, 8);
  const ownerUsername = `business-owner-${tag}`;
  const customer = await customersService({ db, tiers: ['standard'], defaultTier: 'standard' }).provision({
    name: `Business set ${tag}`,
    owner_username: ownerUsername,
    owner_password: generatePassword(ownerUsername),
  });
  const owner = customer.owner!;
  const actor: Actor = { id: owner.id, username: owner.username, customerId: customer.id, isOwner: true };
  const s: Services = {
    actor,
    datasets: datasetsService({ db }),
    modules: modulesService({ db }),
    projects: projectsService({ db, audit: auditLog({}) }),
    semantic: semanticService({ db, waitMs: 0 }),
  };
  const tables = {} as Record<TableKey, SeededTable>;
  for (const key of keys) tables[key] = await seedTable(db, s, key);
  return {
    customerId: customer.id,
    tables,
    async setExposure(projectId, exposure) {
      await s.projects.update(actor, projectId, { exposure });
      return (await s.projects.get(actor, projectId)).exposure;
    },
  };
}
