import { withLayer } from '../../semantic/layer.js';
import { isPersonal } from '../../contracts/columns.js';
import type { SpecColumn, SpecDoc, SpecJoin, SpecModule } from '../../contracts/spec.js';

/** The modules an answer may use: the union of the kept specs' modules (keyed by module_id) and their joins. */
export interface SpecScope {
  modules: SpecModule[];
  joins: SpecJoin[];
  /** The kept specs' ids, whose value indexes the parser reads. */
  specIds: string[];
}

/** Specs built before the semantic layer (version 1 and 2) get the layer the build would propose, once per module. */
const layered = new WeakMap<SpecModule, SpecModule>();
function withLayerOnce(m: SpecModule): SpecModule {
  if (m.entity) return m;
  let out = layered.get(m);
  if (!out) layered.set(m, (out = withLayer(m)));
  return out;
}

export function scopeOf(specs: { id?: string; doc: SpecDoc }[]): SpecScope {
  const seen = new Map<string, SpecModule>();
  const joins = new Map<string, SpecJoin>();
  for (const s of specs) {
    for (const m of s.doc.modules) if (!seen.has(m.module_id)) seen.set(m.module_id, withLayerOnce(m));
    for (const j of s.doc.joins ?? []) joins.set(`${j.left.module_id}.${j.left.column}=${j.right.module_id}.${j.right.column}`, j);
  }
  return { modules: [...seen.values()], joins: [...joins.values()], specIds: specs.map((s) => s.id).filter((x): x is string => !!x) };
}

export function findModule(scope: SpecScope, moduleId: string): SpecModule | undefined {
  return scope.modules.find((m) => m.module_id === moduleId);
}

export function findColumn(module: SpecModule, name: string): SpecColumn | undefined {
  return module.columns.find((c) => c.name === name);
}

export const isNumeric = (c: SpecColumn) => c.type === 'integer' || c.type === 'number';
export const isTemporal = (c: SpecColumn) => c.type === 'date' || c.type === 'timestamp';

/** The record's identifying columns (its "name"), for listing records. */
export function identifierColumns(module: SpecModule): SpecColumn[] {
  const ids = module.columns.filter(isPersonal);
  if (ids.length > 0) return ids;
  const time = module.columns.filter(isTemporal);
  const dims = module.columns.filter((c) => c.role === 'dimension' && !isNumeric(c));
  return [...dims.slice(0, 2), ...time.slice(0, 1)];
}

/** A column's display name. */
export const labelOf = (c: SpecColumn) => (c.label?.trim() ? c.label : c.name.replace(/_/g, ' '));
