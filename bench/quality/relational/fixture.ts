/**
 * A relational database through the product's own services, as a customer uploads it: per table an
 * upload of its CSV (datasetsService.upload), a module named after the table (created, finalized,
 * imported), then ONE project at exposure `full` holding all of the database's modules and a trained
 * spec over it, by the one seeding path (src/provisioning).
 * No label, no role, no declared join: the keys of schema.json are never given to the product; the
 * spec build must find the relationships itself (relationships.ts scores what it found).
 */
import { createReadStream } from 'node:fs';
import type { Db } from '../../../src/db/db.js';
import { type Owner, provisioningService } from '../../../src/provisioning/provisioning.service.js';
import type { SpecDoc } from '../../../src/contracts/spec.js';
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
  body: () => AsyncIterable<Uint8Array | string>;
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
  const uploads = tables.map((t) => ({ name: t.name, file: `${t.name}.csv`, body: t.body, rows: t.rows }));
  const { specId, doc, modules } = await provisioningService({ db }).project(owner, { name, tables: uploads });
  return { specId, doc, modules: modules.map((m) => ({ table: m.name, moduleId: m.moduleId, headers: new Map(m.columns.map((c) => [c.name, c.source])) })) };
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
