/**
 * The one seeding path: a customer and its owner, then tables through the portal's own services
 * (upload → module, typed and labelled as a customer would, finalized and imported → project →
 * trained spec). The demo seed, the test fixtures, the benchmarks and the parser's training tables
 * all provision through it, so that what they measure is what a customer's data becomes.
 */
import type { Actor } from '../auth/principal.js';
import { generatePassword } from '../auth/passwords.js';
import { auditLog } from '../audit/audit.log.js';
import { customersService } from '../customers/customers.service.js';
import { datasetsService } from '../datasets/datasets.service.js';
import type { UploadFormat } from '../datasets/parse.js';
import type { Db } from '../db/db.js';
import type { LabelsInput } from '../modules/modules.schemas.js';
import { modulesService, type ModuleView } from '../modules/modules.service.js';
import { projectsService } from '../projects/projects.service.js';
import type { RollupBounds } from '../semantic/rollups.js';
import { semanticService } from '../semantic/semantic.service.js';
import type { ColumnType } from '../contracts/columns.js';
import type { Exposure } from '../contracts/exposure.js';
import type { SpecDoc } from '../contracts/spec.js';

export interface ProvisioningDeps {
  db: Db;
  /** The data plane; the control database when absent. */
  data?: Db;
  /** The tiers a customer may have (`standard` when absent) and the one it gets (`standard` when absent). */
  tiers?: string[];
  defaultTier?: string;
  /** The server's AUDIT_CHAIN_KEY, so that anything provisioning audits is sealed like the rest. */
  auditChainKey?: string;
  /** Pre-aggregations built with each spec; none when absent (as the semantic service). */
  rollups?: RollupBounds;
}

/** A customer's owner, acting. */
export interface Owner {
  actor: Actor;
  customerId: string;
}

export interface NewCustomer extends Owner {
  owner: { id: string; username: string; password: string };
}

/** What a customer types for one column in the module builder. */
export type ColumnLabels = Omit<NonNullable<LabelsInput['columns']>[number], 'name'>;

/** One table as a customer uploads it and makes it a module. */
export interface TableUpload {
  /** The module's name. */
  name: string;
  /** The uploaded file's name. */
  file: string;
  /** JSON for a `.json` file, CSV otherwise, unless given. */
  format?: UploadFormat;
  /** The file's bytes, opened when the upload starts. */
  body: () => AsyncIterable<Uint8Array | string>;
  /** Column types set in the module builder, by column name (the other columns keep the inferred one). */
  types?: Record<string, ColumnType>;
  /** The module's synonyms; labels are saved only when this or `labels` is given. */
  synonyms?: string[];
  /** By column name as the module builder makes it from the header ("Worldwide Gross" → worldwide_gross). */
  labels?: Record<string, ColumnLabels>;
  /** The rows the import must load: exactly this many, or at least one (`some`); not checked when absent. */
  rows?: number | 'some';
}

export interface ProvisionedModule {
  /** The table's (module's) name. */
  name: string;
  moduleId: string;
  columns: ModuleView['columns'];
}

export interface ProvisionedSpec {
  projectId: string;
  specId: string;
  /** The trained spec as stored. */
  doc: SpecDoc;
}

export interface ProvisionedProject extends ProvisionedSpec {
  modules: ProvisionedModule[];
}

export function provisioningService(deps: ProvisioningDeps) {
  const { db, data } = deps;
  const tiers = deps.tiers ?? ['standard'];
  const customers = customersService({ db, tiers, defaultTier: deps.defaultTier ?? 'standard' });
  const datasets = datasetsService({ db, data });
  const modules = modulesService({ db, data });
  const projects = projectsService({ db, audit: auditLog({ chainKey: deps.auditChainKey }) });
  const semantic = semanticService({ db, data, waitMs: 0, ...(deps.rollups ? { rollups: deps.rollups } : {}) });

  /** A new customer and its owner, with a generated password (owner usernames are unique across the service). */
  async function customer(input: { name: string; ownerUsername: string }): Promise<NewCustomer> {
    const password = generatePassword(input.ownerUsername);
    const made = await customers.provision({ name: input.name, owner_username: input.ownerUsername, owner_password: password });
    const owner = made.owner!;
    return {
      customerId: made.id,
      actor: { id: owner.id, username: owner.username, customerId: made.id, isOwner: true },
      owner: { id: owner.id, username: owner.username, password },
    };
  }

  const unknownColumns = (m: ModuleView, names: string[]) => names.filter((name) => !m.columns.some((c) => c.name === name));

  /** One table: uploaded, made a module (typed and labelled as given), finalized and imported. */
  async function module(by: Owner, t: TableUpload, say: (line: string) => void = () => {}): Promise<ProvisionedModule> {
    const { actor, customerId } = by;
    const format = t.format ?? (t.file.endsWith('.json') ? 'json' : 'csv');
    const batch = await datasets.upload(actor, customerId, { name: t.file, format, body: t.body() });
    say(`imported ${t.file}: ${batch.row_count} rows, ${batch.columns.length} columns`);
    const m = await modules.create(actor, { import_batch_id: batch.id, name: t.name });
    const unlabelled = unknownColumns(m, Object.keys(t.labels ?? {}));
    if (unlabelled.length > 0) throw new Error(`module ${t.name} has no column ${unlabelled.join(', ')} (columns: ${m.columns.map((c) => c.name).join(', ')})`);
    const types = t.types;
    if (types) {
      const untyped = unknownColumns(m, Object.keys(types));
      if (untyped.length > 0) throw new Error(`module ${t.name} has no column ${untyped.join(', ')} to type`);
      await modules.settings(actor, m.id, { columns: m.columns.map((c) => ({ source: c.source, name: c.name, type: types[c.name] ?? c.type })) });
    }
    if (t.synonyms || t.labels)
      await modules.labels(actor, m.id, { synonyms: t.synonyms, columns: Object.entries(t.labels ?? {}).map(([name, l]) => ({ name, ...l })) });
    await modules.finalize(actor, m.id);
    const loaded = await modules.runImport(actor, m.id);
    const rows = loaded.row_count ?? 0;
    if (t.rows === 'some' ? rows === 0 : t.rows !== undefined && rows !== t.rows)
      throw new Error(`module ${t.name} loaded ${rows} of ${t.rows === 'some' ? 'its' : t.rows} rows`);
    say(`module ${t.name}: ${loaded.row_count} rows loaded`);
    return { name: t.name, moduleId: m.id, columns: m.columns };
  }

  /** A project over modules at an exposure (`full` when absent) and its trained spec, named after the project. */
  async function spec(by: Owner, input: { name: string; moduleIds: string[]; exposure?: Exposure }): Promise<ProvisionedSpec> {
    const { actor } = by;
    const project = await projects.create(actor, { name: input.name, exposure: input.exposure ?? 'full', module_ids: input.moduleIds });
    const started = await semantic.build(actor, project.id, {});
    await semantic.whenIdle();
    const built = await semantic.get(actor, project.id, started.body.id);
    if (built.status !== 'trained' || !built.spec) throw new Error(`the spec of ${input.name} did not train: ${built.error ?? built.status}`);
    return { projectId: project.id, specId: built.id, doc: built.spec as SpecDoc };
  }

  /** Tables as one module each, then one project over them all and its trained spec. */
  async function project(
    by: Owner,
    input: { name: string; tables: TableUpload[]; exposure?: Exposure; onProgress?: (line: string) => void },
  ): Promise<ProvisionedProject> {
    const made: ProvisionedModule[] = [];
    for (const t of input.tables) made.push(await module(by, t, input.onProgress));
    return { ...(await spec(by, { name: input.name, moduleIds: made.map((m) => m.moduleId), exposure: input.exposure })), modules: made };
  }

  // `projects`: to change a seeded project afterwards (its exposure), as the portal does.
  return { customer, module, spec, project, projects };
}

export type ProvisioningService = ReturnType<typeof provisioningService>;
