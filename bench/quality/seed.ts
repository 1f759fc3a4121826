/**
 * The question sets' side of the one seeding path (src/provisioning): `seededCustomer` migrates a
 * database and provisions a customer of its own (a random tag makes its owner's username unique on a
 * shared database); `seedTablesOneSpecEach` seeds the business sets (bench/quality/business and
 * business-training): per table its CSV uploaded, a module named and labelled as a busy customer
 * would, finalized and imported (every row loaded), a project of its own at exposure `full` and a
 * trained spec. One project and one spec PER TABLE, so each question is asked of its table.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { type NewCustomer, type ProvisioningService, provisioningService } from '../../src/provisioning/provisioning.service.js';
import type { Exposure } from '../../src/contracts/exposure.js';
import type { SpecDoc } from '../../src/contracts/spec.js';
import type { ModuleDef } from './business/tables/table.js';

/** A migrated database's provisioning and a new customer "<name> <tag>", owned by "<owner>-<tag>". */
export async function seededCustomer(db: Db, name: string, owner: string): Promise<{ provisioning: ProvisioningService; customer: NewCustomer }> {
  await migrate(db);
  const provisioning = provisioningService({ db });
  const tag = randomUUID().slice(0, 8);
  return { provisioning, customer: await provisioning.customer({ name: `${name} ${tag}`, ownerUsername: `${owner}-${tag}` }) };
}

export interface SeededTable<K extends string> {
  table: K;
  specId: string;
  doc: SpecDoc;
  moduleId: string;
  projectId: string;
}

/**
 * The tables of `keys` for a new customer (`seededCustomer`), each module as `modules` names and
 * labels it; `setExposure` changes a project's exposure through the projects service (as
 * the portal does) and returns the exposure it now has.
 */
export async function seedTablesOneSpecEach<K extends string>(
  db: Db,
  customer: { name: string; owner: string },
  keys: readonly K[],
  tables: Record<K, { file: string; csv: string; rows: unknown[] }>,
  modules: Record<K, ModuleDef>,
): Promise<{ customerId: string; tables: SeededTable<K>[]; setExposure(projectId: string, exposure: Exposure): Promise<Exposure> }> {
  const { provisioning, customer: owner } = await seededCustomer(db, customer.name, customer.owner);
  const seeded: SeededTable<K>[] = [];
  for (const key of keys) {
    const t = tables[key];
    const def = modules[key];
    const upload = { name: def.name, file: t.file, body: () => Readable.from([t.csv]), synonyms: def.synonyms, labels: def.labels, rows: t.rows.length };
    const { specId, doc, projectId, modules: made } = await provisioning.project(owner, { name: def.project, tables: [upload] });
    seeded.push({ table: key, specId, doc, moduleId: made[0]!.moduleId, projectId });
  }
  return {
    customerId: owner.customerId,
    tables: seeded,
    async setExposure(projectId, exposure) {
      await provisioning.projects.update(owner.actor, projectId, { exposure });
      return (await provisioning.projects.get(owner.actor, projectId)).exposure;
    },
  };
}
