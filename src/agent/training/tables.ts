/**
 * The question files' tables through the product's own path: each CSV uploaded as an import batch,
 * a module built from it, imported, put in a project (exposure full) and a spec trained — by the one
 * seeding path (src/provisioning), through the services the portal calls. For training, what the parser and the reference executor need of each
 * table (the spec, its value index, its rows with the database's readings of text numbers and dates)
 * can be cached on disk (bench/quality/.cache), so that tuning does not re-import 1,679 tables.
 */
import { createReadStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { qualified, quoteIdent } from '../../datasets/storage.js';
import type { Db } from '../../db/db.js';
import { projectRoot } from '../../paths.js';
import { type Owner, provisioningService } from '../../provisioning/provisioning.service.js';
import type { SpecDoc } from '../../contracts/spec.js';
import { valuesRepo, type StoredValue } from '../../semantic/values.repo.js';
import type { Row } from './executor.js';

export const DATA_DIR = join(projectRoot, '..', 'shared', 'tablequestions');
/** Outside src/: the cached tables are data of the training tables, not code of the agent (test/agent/code-shape.test.ts reads src/agent). */
export const CACHE_DIR = join(projectRoot, 'bench', 'quality', '.cache');
/** Bump when the spec build or the import changes what a table becomes. */
const CACHE_VERSION = 2;

export interface LoadedTable {
  path: string;
  specId: string;
  doc: SpecDoc;
  cells: StoredValue[];
  rows: Row[];
}

export interface Question {
  id: string;
  utterance: string;
  table: string;
  target: string;
}

export function readQuestions(file: string): Question[] {
  const lines = readFileSync(join(DATA_DIR, file), 'utf8').split('\n').slice(1).filter(Boolean);
  return lines.map((l) => {
    const [id, utterance, table, target] = l.split('\t');
    return { id: id!, utterance: utterance!.replace(/\\n/g, ' ').replace(/\\p/g, '|').replace(/\\\\/g, '\\'), table: table!, target: target! };
  });
}

/** A new customer (on the enterprise tier) whose owner imports the tables. */
export async function provisionOwner(db: Db): Promise<Owner> {
  const name = `quality-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return provisioningService({ db, tiers: ['enterprise'], defaultTier: 'enterprise' }).customer({ name, ownerUsername: name });
}

/** One table through upload → module → import → project → trained spec. */
export async function importTable(db: Db, owner: Owner, path: string): Promise<{ specId: string; doc: SpecDoc }> {
  const table = { name: 'Table', file: path, format: 'csv' as const, body: () => createReadStream(join(DATA_DIR, path)) };
  const { specId, doc } = await provisioningService({ db }).project(owner, { name: path.slice(0, 190), tables: [table] });
  return { specId, doc };
}

/** A module's rows in table order, with each text column's number or date reading beside it. */
export async function tableRows(db: Db, doc: SpecDoc, moduleIndex = 0): Promise<Row[]> {
  const m = doc.modules[moduleIndex]!;
  const extra = m.columns
    .filter((c) => c.reads_as)
    .map((c) =>
      c.reads_as === 'number' ? `specgate_number(${quoteIdent(c.name)}) AS "${c.name}#n"` : `specgate_date(${quoteIdent(c.name)})::text AS "${c.name}#d"`,
    );
  const { rows } = await db.query<Row>(
    `SELECT *${extra.length ? `, ${extra.join(', ')}` : ''} FROM ${qualified(m.table.schema, m.table.name)} ORDER BY "_row"`,
  );
  return rows.map((r) => ({ ...r, _row: Number(r._row) }));
}

const cacheFile = (path: string) => join(CACHE_DIR, `v${CACHE_VERSION}`, `${path.replace(/[/.]/g, '_')}.json`);

/** A table for training: from the cache, else imported now (and cached). */
export async function loadForTraining(db: () => Promise<{ db: Db; owner: Owner }>, path: string): Promise<LoadedTable> {
  const file = cacheFile(path);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LoadedTable;
  const { db: d, owner } = await db();
  const { specId, doc } = await importTable(d, owner, path);
  const cells = await valuesRepo(d).load(specId);
  const rows = await tableRows(d, doc);
  const t: LoadedTable = { path, specId, doc, cells, rows };
  mkdirSync(join(CACHE_DIR, `v${CACHE_VERSION}`), { recursive: true });
  writeFileSync(file, JSON.stringify(t));
  return t;
}
