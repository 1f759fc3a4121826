/**
 * Seeds the business TRAINING set's twelve tables through the product's own services, as a customer
 * would (the same calls as bench/quality/business/fixture.ts, src/demo/seed.ts and the analytics
 * fixture): one customer, then per table an upload of its CSV, a module (created, labelled where a
 * busy customer would bother, finalized, imported), a project of its own at exposure `full` and a
 * trained spec. One project and one spec PER TABLE.
 *
 * The labels are deliberately MINIMAL: a module name as a customer gives it, a module synonym on a
 * few tables and one column label on three (headers a customer would fix: "adr", "CONV_PCT",
 * "No. of days"). Every other header reaches the spec as the upload wrote it (data.ts HEADER_STYLE).
 * No value synonyms, no roles, no types set: the build's own proposals stand.
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
import type { SpecDoc } from '../../../src/contracts/spec.js';
import { TABLE_KEYS, type TableKey, trainingTables } from './data.js';

interface ModuleDef {
  /** The module's human name, as a customer names it. */
  name: string;
  project: string;
  synonyms?: string[];
  /** By column name as the module builder makes it from the header. */
  labels?: Record<string, { label?: string; synonyms?: string[] }>;
}

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

export interface SeededTable {
  table: TableKey;
  specId: string;
  doc: SpecDoc;
  moduleId: string;
  projectId: string;
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
  const t = trainingTables()[key];
  const def = TRAINING_MODULES[key];
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

/** Seeds the given tables (all twelve by default) for a new customer on a database (migrated here). */
export async function seedTrainingSpecs(db: Db, keys: readonly TableKey[] = TABLE_KEYS): Promise<{ customerId: string; tables: SeededTable[] }> {
  await migrate(db);
  const tag = randomUUID().slice(0, 8);
  const ownerUsername = `biztrain-owner-${tag}`;
  const customer = await customersService({ db, tiers: ['standard'], defaultTier: 'standard' }).provision({
    name: `Business training ${tag}`,
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
  const tables: SeededTable[] = [];
  for (const key of keys) tables.push(await seedTable(db, s, key));
  return { customerId: customer.id, tables };
}
