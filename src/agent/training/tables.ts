/**
 * The question files' tables through the product's own path: each CSV uploaded as an import batch,
 * a module built from it, imported, put in a project (exposure full) and a spec trained — the same
 * services the portal calls. For training, what the parser and the reference executor need of each
 * table (the spec, its value index, its rows with the database's readings of text numbers and dates)
 * can be cached on disk (bench/quality/.cache), so that tuning does not re-import 1,679 tables.
 */
import { createReadStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Actor } from '../../auth/principal.js';
import { customersService } from '../../customers/customers.service.js';
import { datasetsService } from '../../datasets/datasets.service.js';
import { qualified, quoteIdent } from '../../datasets/storage.js';
import type { Db } from '../../db/db.js';
import { projectRoot } from '../../paths.js';
import { modulesService } from '../../modules/modules.service.js';
import { projectsService } from '../../projects/projects.service.js';
import { semanticService } from '../../semantic/semantic.service.js';
import type { SpecDoc } from '../../contracts/spec.js';
import { valuesRepo, type StoredValue } from '../../semantic/values.repo.js';
import type { Row } from './executor.js';
import { auditLog } from '../../audit/audit.log.js';

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

export interface Owner {
  actor: Actor;
  customerId: string;
}

export async function provisionOwner(db: Db): Promise<Owner> {
  const name = `quality-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const c = await customersService({ db, tiers: ['enterprise'], defaultTier: 'enterprise' }).provision({
    name,
    owner_username: name,
    owner_password: 'quality-bench-password',
  });
  return { customerId: c.id, actor: { id: c.owner!.id, username: c.owner!.username, customerId: c.id, isOwner: true } };
}

/** One table through upload → module → import → project → trained spec. */
export async function importTable(db: Db, owner: Owner, path: string): Promise<{ specId: string; doc: SpecDoc }> {
  const { actor, customerId } = owner;
  const batch = await datasetsService({ db }).upload(actor, customerId, { name: path, format: 'csv', body: createReadStream(join(DATA_DIR, path)) });
  const modules = modulesService({ db });
  const m = await modules.create(actor, { import_batch_id: batch.id, name: 'Table' });
  await modules.finalize(actor, m.id);
  await modules.runImport(actor, m.id);
  const project = await projectsService({ db, audit: auditLog({}) }).create(actor, { name: path.slice(0, 190), exposure: 'full', module_ids: [m.id] });
  const semantic = semanticService({ db, waitMs: 0 });
  const started = await semantic.build(actor, project.id, {});
  await semantic.whenIdle();
  const spec = await semantic.get(actor, project.id, started.body.id);
  if (spec.status !== 'trained' || !spec.spec) throw new Error(`spec of ${path} did not train: ${spec.error ?? spec.status}`);
  return { specId: spec.id, doc: spec.spec as SpecDoc };
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
