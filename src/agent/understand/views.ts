/**
 * The tables a question can be answered over: each module alone, and each module joined along one
 * spec join to a module whose column is a key (so the join never multiplies rows). Columns of a
 * view are named as the structured query names them.
 */
import type { SpecColumn, SpecJoin, SpecModule } from '../../semantic/spec.types.js';
import type { JoinStep } from '../plan/query.js';
import { describeCol } from '../plan/resolve.js';
import type { SpecScope } from '../plan/spec-index.js';

export interface ViewColumn {
  /** How the query names it: "name" in the queried module, "<module_id>.name" in a joined one. */
  ref: string;
  module: string;
  column: SpecColumn;
  numeric: boolean;
  temporal: boolean;
  text: boolean;
  /** Rows of the view (its queried module's), to judge how distinct its values are. */
  rows: number;
  /** Different values it takes in the view: a joined column takes at most as many as the key it is reached by. */
  distinct: number;
}

export interface View {
  base: SpecModule;
  join?: { step: JoinStep; module: SpecModule; join: SpecJoin; via: ViewColumn };
  columns: ViewColumn[];
  /** The rows of other modules a record of the base has (exists / not_exists filters read them). */
  related: RelatedPath[];
}

/**
 * A module whose rows refer to the base's key (a country's languages), or a module reached through
 * such rows (a student's pets, through Has_Pet): `module` is the one whose rows refer to the base.
 */
export interface RelatedPath {
  module: SpecModule;
  /** Its column holding the base's key. */
  key: string;
  /** The base's column it refers to. */
  column: ViewColumn;
  /** A bridge's far side: the module its other key reaches (Pets from Has_Pet). */
  far?: { step: JoinStep; module: SpecModule };
}

/** The sides of a join as [referring side, key side]; none where no side is a key. */
function manyToOne(j: SpecJoin): [SpecJoin['left'], SpecJoin['right']][] {
  const out: [SpecJoin['left'], SpecJoin['right']][] = [];
  if (j.key === 'right' || j.key === 'both') out.push([j.left, j.right]);
  if (j.key === 'left' || j.key === 'both') out.push([j.right, j.left]);
  return out;
}

/** The related paths of a module: the modules referring to its key, and what those refer to in turn. */
function relatedPaths(scope: SpecScope, base: SpecModule, own: ViewColumn[]): RelatedPath[] {
  const out: RelatedPath[] = [];
  for (const j of scope.joins)
    for (const [from, to] of manyToOne(j)) {
      if (to.module_id !== base.module_id || from.module_id === base.module_id) continue;
      const m = scope.modules.find((x) => x.module_id === from.module_id);
      const column = own.find((c) => c.ref === to.column);
      if (!m || !column) continue;
      out.push({ module: m, key: from.column, column });
      // A bridge: the same rows refer to another module's key too.
      for (const k of scope.joins)
        for (const [bf, bt] of manyToOne(k)) {
          if (bf.module_id !== m.module_id || bf.column === from.column || bt.module_id === base.module_id || bt.module_id === m.module_id) continue;
          const far = scope.modules.find((x) => x.module_id === bt.module_id);
          if (far) out.push({ module: m, key: from.column, column, far: { step: { module: far.module_id, left: bf.column, right: bt.column }, module: far } });
        }
    }
  return out;
}

/** The columns of a module; a joined one's (`via`: the many side's key column) as the view sees them, one per row of the many side. */
function viewColumns(m: SpecModule, qualified: boolean, via?: { column: SpecColumn; rows: number }): ViewColumn[] {
  return m.columns.map((c) => {
    const d = describeCol(c);
    return {
      ref: qualified ? `${m.module_id}.${c.name}` : c.name,
      module: m.module_id,
      column: c,
      numeric: d.numeric,
      temporal: d.temporal,
      text: d.text,
      rows: via ? via.rows : m.row_count,
      distinct: via ? Math.min(c.stats.distinct_count, via.column.stats.distinct_count) : c.stats.distinct_count,
    };
  });
}

/** Single-module views, then joined ones (from the many side to the key side) for the modules `wanted`. */
export function viewsOf(scope: SpecScope, wanted: Set<string>): View[] {
  const views: View[] = scope.modules.map((m) => {
    const columns = viewColumns(m, false);
    return { base: m, columns, related: relatedPaths(scope, m, columns) };
  });
  for (const j of scope.joins) {
    for (const [from, to] of manyToOne(j)) {
      // A self-reference (ReportsTo → EmployeeId): the query language joins a module once, so no view of it.
      if (from.module_id === to.module_id) continue;
      const base = scope.modules.find((m) => m.module_id === from.module_id);
      const other = scope.modules.find((m) => m.module_id === to.module_id);
      if (!base || !other || !(wanted.has(base.module_id) || wanted.has(other.module_id))) continue;
      const own = viewColumns(base, false);
      const via = own.find((c) => c.ref === from.column)!;
      const columns = [...own, ...viewColumns(other, true, { column: via.column, rows: base.row_count })];
      views.push({
        base,
        join: { step: { module: other.module_id, left: from.column, right: to.column }, module: other, join: j, via },
        columns,
        related: relatedPaths(scope, base, own),
      });
    }
  }
  return views;
}
