/**
 * A relational database through the product's own services, as a customer uploads it: per table an
 * upload of its CSV (datasetsService.upload), a module named after the table (created, finalized,
 * imported), then ONE project at exposure `full` holding all of the database's modules and a trained
 * spec over it — the calls of bench/quality/business/fixture.ts and src/agent/training/tables.ts.
 * No label, no role, no declared join: the keys of schema.json are never given to the product; the
 * spec build must find the relationships itself (relationships.ts scores what it found).
 */
import { createReadStream } from 'node:fs';
import { auditLog } from '../../../src/audit/audit.log.js';
import { datasetsService } from '../../../src/datasets/datasets.service.js';
import type { Db } from '../../../src/db/db.js';
import { modulesService } from '../../../src/modules/modules.service.js';
import { projectsService } from '../../../src/projects/projects.service.js';
import { semanticService } from '../../../src/semantic/semantic.service.js';
import type { SpecDoc } from '../../../src/contracts/spec.js';
import type { Owner } from '../../../src/agent/training/tables.js';
import { readTables, type Table } from './data.js';

/** One table as the product made it a module: its id and each column's identifier → the CSV's header. */
export interface SeededModule {
  table: string;
  moduleId: string;
  /** Module column name → the header it came from. */
  headers: Map<string, string>;
}

export interface SeededDatabase {
  dbId: string;
  specId: string;
  doc: SpecDoc;
  modules: SeededModule[];
  /** The CSV tables (for scoring: the values of a gold column). */
  tables: Table[];
}

/** One table as a customer uploads it: its name (the module's) and its CSV. */
export interface UploadedTable {
  name: string;
  body: () => NodeJS.ReadableStream;
  /** The rows it must load, checked when given. */
  rows?: number;
}

/** Uploads tables as one module each, one project at full over them all, and trains its spec. */
export async function seedProject(
  db: Db,
  owner: Owner,
  name: string,
  tables: UploadedTable[],
): Promise<{ specId: string; doc: SpecDoc; modules: SeededModule[] }> {
  const { actor, customerId } = owner;
  const datasets = datasetsService({ db });
  const modules = modulesService({ db });
  const seeded: SeededModule[] = [];
  for (const t of tables) {
    const batch = await datasets.upload(actor, customerId, { name: `${t.name}.csv`, format: 'csv', body: t.body() });
    const m = await modules.create(actor, { import_batch_id: batch.id, name: t.name });
    await modules.finalize(actor, m.id);
    const loaded = await modules.runImport(actor, m.id);
    if (t.rows !== undefined && loaded.row_count !== t.rows) throw new Error(`${name}.${t.name}: loaded ${loaded.row_count} of ${t.rows} rows`);
    seeded.push({ table: t.name, moduleId: m.id, headers: new Map(m.columns.map((c) => [c.name, c.source])) });
  }
  const project = await projectsService({ db, audit: auditLog({}) }).create(actor, {
    name,
    exposure: 'full',
    module_ids: seeded.map((m) => m.moduleId),
  });
  const semantic = semanticService({ db, waitMs: 0 });
  const started = await semantic.build(actor, project.id, { name: `${name} spec` });
  await semantic.whenIdle();
  const spec = await semantic.get(actor, project.id, started.body.id);
  if (spec.status !== 'trained' || !spec.spec) throw new Error(`the spec of ${name} did not train: ${spec.error ?? spec.status}`);
  return { specId: spec.id, doc: spec.spec as SpecDoc, modules: seeded };
}

/** Uploads every table of a database as one module each, one project over them all, and trains its spec. */
export async function seedDatabase(db: Db, owner: Owner, dbId: string): Promise<SeededDatabase> {
  const tables = readTables(dbId);
  const seeded = await seedProject(
    db,
    owner,
    dbId,
    tables.map((t) => ({ name: t.name, body: () => createReadStream(t.file), rows: t.rows.length })),
  );
  return { dbId, ...seeded, tables };
}
