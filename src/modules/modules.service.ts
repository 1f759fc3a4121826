import { randomUUID } from 'node:crypto';
import { transactionOnBoth, type Db, type Queryable } from '../db/db.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type FieldError } from '../errors.js';
import type { Actor } from '../auth/principal.js';
import type { ColumnRole } from '../contracts/columns.js';
import { datasetsRepo, type BatchRecord } from '../datasets/datasets.repo.js';
import { identifierOf, uniqueIdentifiers } from '../datasets/infer.js';
import { moduleTable, ROW_COLUMN } from '../datasets/storage.js';
import { modulesRepo, type ImportReport, type ModuleColumn, type ModuleRecord } from './modules.repo.js';
import { moduleTableRepo } from './module-table.repo.js';
import type { CreateModuleInput, JoinsInput, LabelsInput, SettingsInput } from './modules.schemas.js';
import { applyMeasureChoice, moduleChoices } from './layer-choices.js';
import { proposeModule } from '../semantic/build.js';
import { buildInputOf } from '../semantic/build-input.js';

export type ModuleView = Omit<ModuleRecord, 'customer_id' | 'table_schema' | 'table_name' | 'columns' | 'created_at' | 'finalized_at' | 'imported_at'> & {
  columns: Omit<ModuleColumn, 'key'>[];
  created_at: string;
  finalized_at: string | null;
  imported_at: string | null;
};

export function moduleView(m: ModuleRecord): ModuleView {
  return {
    id: m.id,
    import_batch_id: m.import_batch_id,
    name: m.name,
    description: m.description,
    synonyms: m.synonyms,
    status: m.status,
    row_count: m.row_count,
    columns: m.columns.map(({ key: _, ...c }) => c),
    joins: m.joins ?? [],
    semantic: m.semantic ?? {},
    import_error: m.import_error,
    created_at: m.created_at.toISOString(),
    finalized_at: m.finalized_at?.toISOString() ?? null,
    imported_at: m.imported_at?.toISOString() ?? null,
  };
}

const MAX_REPORTED = 100;

/**
 * A column's role decides whether its values may show below full exposure. Marking a column
 * identifier or sensitive only withholds more; any other choice, or returning to the build's
 * proposal, may reveal values, which (like loosening a project's exposure) is the owner's alone.
 */
function assertMaySetRole(actor: Actor, next: ColumnRole | null): void {
  if (!actor.isOwner && next !== 'identifier' && next !== 'sensitive') throw new ForbiddenError('permission denied');
}

/** Resolves a column selection against the batch; every problem is reported with its path. */
function resolveColumns(batch: BatchRecord, input: CreateModuleInput['columns']): ModuleColumn[] {
  if (!input) {
    const names = uniqueIdentifiers(batch.columns.map((c) => c.name));
    return batch.columns.map((c, i) => ({
      source: c.name,
      key: c.key,
      name: names[i]!,
      type: c.type,
      inferred_type: c.type,
      label: c.name,
      synonyms: [],
    }));
  }
  const errors: FieldError[] = [];
  const bySource = new Map(batch.columns.map((c) => [c.name, c]));
  const seen = new Map<string, number>();
  const out: ModuleColumn[] = [];
  input.forEach((def, i) => {
    const col = bySource.get(def.source);
    if (!col) {
      errors.push({ path: `/columns/${i}/source`, message: `the import batch has no column "${def.source}"` });
      return;
    }
    const name = def.name ?? identifierOf(def.source);
    if (name === ROW_COLUMN) errors.push({ path: `/columns/${i}/name`, message: `"${ROW_COLUMN}" is reserved` });
    const before = seen.get(name);
    if (before !== undefined) errors.push({ path: `/columns/${i}/name`, message: `"${name}" is also the name of column ${before}` });
    seen.set(name, i);
    out.push({
      source: col.name,
      key: col.key,
      name,
      type: def.type ?? col.type,
      inferred_type: col.type,
      label: def.label?.trim() ?? col.name,
      synonyms: (def.synonyms ?? []).map((s) => s.trim()),
    });
  });
  if (errors.length > 0) throw new ValidationError(errors);
  return out;
}

/**
 * Modules: a shaped, typed view of an import batch (columns chosen, renamed, typed, labelled).
 * finalize freezes the definition; run-import loads the batch's raw rows into the module's typed
 * table in one transaction, so a failed load leaves the previous rows (or none) in place. A cell
 * that cannot be read as its column's type fails the load and is reported by row and column.
 */
export function modulesService(deps: {
  db: Db;
  /** Where the raw and typed tables live (the data plane); the control database when absent. */
  data?: Db;
}) {
  const { db } = deps;
  const data = deps.data ?? db;

  async function mustFind(q: Queryable, actor: Actor, id: string, opts: { forUpdate?: boolean } = {}) {
    const m = await modulesRepo(q).find(actor.customerId, id, opts);
    if (!m) throw new NotFoundError('module not found');
    return m;
  }

  /** The cells that do not cast, by row and column, read after a load failed. */
  async function badCells(m: ModuleRecord, batch: BatchRecord): Promise<ImportReport> {
    const raw = { schema: batch.raw_schema, table: batch.raw_table };
    let total = 0;
    const found: { row: number; column: ModuleColumn; value: string }[] = [];
    for (const col of m.columns) {
      if (col.type === 'text') continue;
      const rows = await moduleTableRepo(data).badCells(raw, col, MAX_REPORTED);
      if (rows.length > 0) total += rows[0]!.total;
      for (const r of rows) found.push({ row: r.row, column: col, value: r.value });
    }
    found.sort((a, b) => a.row - b.row);
    const shown = (v: string) => JSON.stringify(v.length > 80 ? `${v.slice(0, 80)}…` : v);
    const errors = found.slice(0, MAX_REPORTED).map((f) => ({
      path: `/rows/${f.row}/${f.column.name}`,
      message: `row ${f.row}, column "${f.column.name}": ${shown(f.value)} is not a valid ${f.column.type}`,
    }));
    const first = found[0];
    const detail = first
      ? `${total} cell${total === 1 ? '' : 's'} cannot be read as the column type; nothing was imported. First: row ${first.row}, column "${first.column.name}" (${first.column.type}): ${shown(first.value)}`
      : 'the rows could not be loaded; nothing was imported';
    return { detail, errors };
  }

  async function batchOf(actor: Actor, batchId: string): Promise<BatchRecord> {
    const batch = await datasetsRepo(db).find(actor.customerId, batchId);
    if (!batch) throw new ValidationError([{ path: '/import_batch_id', message: 'no such import batch' }]);
    if (batch.status !== 'ready') throw new ConflictError('the import batch is still importing');
    return batch;
  }

  return {
    async list(actor: Actor): Promise<ModuleView[]> {
      return (await modulesRepo(db).list(actor.customerId)).map(moduleView);
    },

    async get(actor: Actor, id: string): Promise<ModuleView> {
      return moduleView(await mustFind(db, actor, id));
    },

    async create(actor: Actor, input: CreateModuleInput): Promise<ModuleView> {
      const batch = await batchOf(actor, input.import_batch_id);
      const columns = resolveColumns(batch, input.columns);
      const id = randomUUID();
      await modulesRepo(db).insert({
        id,
        customerId: actor.customerId,
        batchId: batch.id,
        name: input.name.trim(),
        description: input.description ?? '',
        columns,
        schema: batch.raw_schema,
        table: moduleTable(id),
      });
      return this.get(actor, id);
    },

    /** Name and description at any time; the columns only while the module is a draft. */
    async settings(actor: Actor, id: string, input: SettingsInput): Promise<ModuleView> {
      await db.transaction(async (tx) => {
        const m = await mustFind(tx, actor, id, { forUpdate: true });
        let columns = m.columns;
        if (input.columns) {
          if (m.status !== 'draft') throw new ConflictError('the module is finalized; its columns can no longer change');
          const batch = await datasetsRepo(tx).find(actor.customerId, m.import_batch_id);
          columns = resolveColumns(batch!, input.columns);
        }
        await modulesRepo(tx).update(m.id, {
          name: input.name?.trim() ?? m.name,
          description: input.description ?? m.description,
          synonyms: m.synonyms,
          columns,
        });
      });
      return this.get(actor, id);
    },

    /**
     * Human names and synonyms (the agent's vocabulary) and the semantic layer's choices (entity
     * nouns and key, measures' aggregation and unit, metrics): may change at any time; the next spec
     * build reads them. Choices the data contradicts are refused, each with its path.
     */
    async labels(actor: Actor, id: string, input: LabelsInput): Promise<ModuleView> {
      await transactionOnBoth(db, data, async (tx, dat) => {
        const m = await mustFind(tx, actor, id, { forUpdate: true });
        const byName = new Map(m.columns.map((c) => [c.name, { ...c }]));
        const errors: FieldError[] = [];
        (input.columns ?? []).forEach((l, i) => {
          const col = byName.get(l.name);
          if (!col) {
            errors.push({ path: `/columns/${i}/name`, message: `the module has no column "${l.name}"` });
            return;
          }
          if (l.label !== undefined) col.label = l.label.trim();
          if (l.synonyms !== undefined) col.synonyms = l.synonyms.map((s) => s.trim());
          if (l.values !== undefined) col.value_synonyms = Object.fromEntries(l.values.map((v) => [v.value.trim(), v.synonyms.map((s) => s.trim())]));
          if (l.role !== undefined && l.role !== (col.role ?? null)) {
            assertMaySetRole(actor, l.role);
            if (l.role === null) delete col.role;
            else col.role = l.role;
          }
          applyMeasureChoice(col, l, `/columns/${i}`, errors);
        });
        const columns = m.columns.map((c) => byName.get(c.name)!);
        const semantic = await moduleChoices(dat, m, input, columns, errors);
        if (errors.length > 0) throw new ValidationError(errors);
        await modulesRepo(tx).update(m.id, {
          name: m.name,
          description: m.description,
          synonyms: input.synonyms?.map((s) => s.trim()) ?? m.synonyms,
          columns,
          semantic,
        });
      });
      return this.get(actor, id);
    },

    /** The layer the next spec build would propose, with the builder's choices (the module builder shows it). */
    async layer(actor: Actor, id: string) {
      const m = await mustFind(db, actor, id);
      if (m.status !== 'imported') throw new ConflictError('run the module’s import first: the semantic layer is read from its rows');
      const proposed = await proposeModule(data, buildInputOf(m));
      return {
        module_id: m.id,
        row_count: proposed.row_count,
        entity: proposed.entity!,
        metrics: proposed.metrics ?? [],
        columns: proposed.columns.map((c) => ({
          name: c.name,
          label: c.label,
          ...(c.header ? { header: c.header } : {}),
          type: c.type,
          ...(c.reads_as ? { reads_as: c.reads_as } : {}),
          role: c.role,
          role_source: c.role_source ?? 'proposed',
          ...(c.implied_synonyms ? { implied_synonyms: c.implied_synonyms } : {}),
          ...(c.measure ? { measure: c.measure } : {}),
        })),
      };
    },

    /**
     * The joins the module declares: each names one of its columns and a column of another module of
     * the same customer (a module of another customer does not exist for the caller).
     */
    async setJoins(actor: Actor, id: string, input: JoinsInput): Promise<ModuleView> {
      await db.transaction(async (tx) => {
        const m = await mustFind(tx, actor, id, { forUpdate: true });
        const targets = await modulesRepo(tx).findMany(actor.customerId, [...new Set(input.joins.map((j) => j.target_module_id))]);
        const errors: FieldError[] = [];
        input.joins.forEach((j, i) => {
          if (!m.columns.some((c) => c.name === j.column)) errors.push({ path: `/joins/${i}/column`, message: `the module has no column "${j.column}"` });
          const t = targets.find((x) => x.id === j.target_module_id);
          if (!t || t.id === m.id) errors.push({ path: `/joins/${i}/target_module_id`, message: 'no such other module' });
          else if (!t.columns.some((c) => c.name === j.target_column))
            errors.push({ path: `/joins/${i}/target_column`, message: `module "${t.name}" has no column "${j.target_column}"` });
        });
        if (errors.length > 0) throw new ValidationError(errors);
        await modulesRepo(tx).setJoins(m.id, input.joins);
      });
      return this.get(actor, id);
    },

    /** Freezes the definition; finalizing a module that is already final changes nothing. */
    async finalize(actor: Actor, id: string): Promise<ModuleView> {
      const m = await mustFind(db, actor, id);
      if (m.status === 'draft') await modulesRepo(db).finalize(m.id);
      return this.get(actor, id);
    },

    /**
     * Loads (or reloads) the module's typed table from the batch's raw rows, all or nothing. While it
     * runs the module shows status `importing`; a second run meanwhile is refused (409).
     */
    async runImport(actor: Actor, id: string): Promise<ModuleView> {
      const m = await mustFind(db, actor, id);
      if (m.status === 'draft') throw new ConflictError('finalize the module before running its import');
      const prev = await modulesRepo(db).claimImport(m.id);
      const target = { schema: m.table_schema, table: m.table_name };
      if (!prev) throw new ConflictError('an import of this module is already running');
      try {
        const batch = await datasetsRepo(db).find(actor.customerId, m.import_batch_id);
        if (batch?.status !== 'ready') throw new ConflictError('the import batch is not ready');
        try {
          await transactionOnBoth(db, data, async (tx, dat) => {
            const loaded = await moduleTableRepo(dat).load(target, { schema: batch.raw_schema, table: batch.raw_table }, m.columns);
            await modulesRepo(tx).imported(m.id, loaded);
          });
        } catch (err) {
          const code = (err as { code?: unknown }).code;
          if (typeof code === 'string' && code.startsWith('22')) {
            const report = await badCells(m, batch);
            await modulesRepo(db).importFailed(m.id, prev, report);
            throw new ValidationError(report.errors, report.detail);
          }
          throw err;
        }
        await moduleTableRepo(data).analyze(target);
      } catch (err) {
        const now = await modulesRepo(db).find(actor.customerId, m.id);
        if (now?.status === 'importing') await modulesRepo(db).importFailed(m.id, prev, now.import_error);
        throw err;
      }
      return this.get(actor, id);
    },
  };
}

export type ModulesService = ReturnType<typeof modulesService>;
