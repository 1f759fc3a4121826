/**
 * The tables a question can be answered over: each module alone, each module joined along one spec
 * join to a module whose column is a key (so the join never multiplies rows), and a second such step
 * where the question names two modules no one join connects (a bridge's two ends; a chain's far end).
 * Columns of a view are named as the structured query names them.
 */
import type { SpecColumn, SpecJoin, SpecModule } from '../../contracts/spec.js';
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

/** A step of a view from a many side to a key: the module reached, the spec join, the column it goes through. */
export interface ViewJoin {
  step: JoinStep;
  module: SpecModule;
  join: SpecJoin;
  via: ViewColumn;
}

export interface View {
  base: SpecModule;
  join?: ViewJoin;
  /**
   * A second step, only where the question names its module and a module of the first step's view
   * that no one join connects: from the base (a bridge's other end: Course from course_arrange beside
   * Teacher) or from the first joined module (a chain: show → performance → orchestra).
   */
  further?: ViewJoin;
  columns: ViewColumn[];
  /** The rows of other modules a record of the base has (exists / not_exists filters read them). */
  related: RelatedPath[];
  /** The modules a record of the base refers to, by the base's column holding their key (a language's country). */
  refers: { module: string; via: ViewColumn }[];
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

/** The modules the base's rows refer to by a key of theirs, and the base's column that holds it. */
function refersOf(scope: SpecScope, base: SpecModule, own: ViewColumn[]): View['refers'] {
  return scope.joins.flatMap((j) =>
    manyToOne(j).flatMap(([from, to]) => {
      const via = own.find((c) => c.ref === from.column);
      return from.module_id === base.module_id && to.module_id !== base.module_id && via ? [{ module: to.module_id, via }] : [];
    }),
  );
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

/**
 * Single-module views, then joined ones (from the many side to the key side) for the modules `wanted`,
 * then views of two steps to a module `called` by its records' own words: from a bridge whose other
 * end is called too, or along a chain from a module `named` (by its noun or a column's name).
 */
export function viewsOf(scope: SpecScope, wanted: Set<string>, called: Set<string> = new Set(), named: Set<string> = called): View[] {
  const views: View[] = scope.modules.map((m) => {
    const columns = viewColumns(m, false);
    return { base: m, columns, related: relatedPaths(scope, m, columns), refers: refersOf(scope, m, columns) };
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
        refers: refersOf(scope, base, own),
      });
    }
  }
  return [...views, ...furtherViews(scope, called, named, views)];
}

/**
 * Views of two steps, where the question names two modules (the far one by its records' words:
 * "teachers", "courses") that no one join connects: a bridge's two ends (course_arrange → Teacher and
 * → Course: "the teachers of each course") or a chain's ends (show → performance → orchestra: "the
 * orchestras of the shows"). Each step goes to a key, so the
 * view has one row per base row.
 */
function furtherViews(scope: SpecScope, called: Set<string>, named: Set<string>, views: View[]): View[] {
  const direct = new Set(
    views.flatMap((v) => (v.join ? [`${v.base.module_id}>${v.join.module.module_id}`, `${v.join.module.module_id}>${v.base.module_id}`] : [])),
  );
  const out: View[] = [];
  const seen = new Set<string>();
  for (const v of views) {
    const first = v.join;
    if (!first) continue;
    for (const j of scope.joins)
      for (const [from, to] of manyToOne(j)) {
        if (j === first.join || from.module_id === to.module_id) continue;
        const bridge = from.module_id === v.base.module_id;
        if (!bridge && from.module_id !== first.module.module_id) continue;
        const far = scope.modules.find((m) => m.module_id === to.module_id);
        if (!far || far.module_id === v.base.module_id || far.module_id === first.module.module_id) continue;
        // The two ends the question names: a bridge's two key sides, a chain's base and far end.
        const end = bridge ? first.module.module_id : v.base.module_id;
        if (!called.has(far.module_id) || !(bridge ? called : named).has(end) || direct.has(`${end}>${far.module_id}`)) continue;
        const ref = bridge ? from.column : `${first.module.module_id}.${from.column}`;
        const via = v.columns.find((c) => c.ref === ref);
        if (!via) continue;
        // A bridge's two orders are one view.
        const key = bridge ? [v.base.module_id, ...[first.step.left, from.column].sort()].join('|') : `${v.base.module_id}|${first.step.left}|${ref}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const further: ViewJoin = { step: { module: far.module_id, left: ref, right: to.column }, module: far, join: j, via };
        out.push({ ...v, further, columns: [...v.columns, ...viewColumns(far, true, { column: via.column, rows: v.base.row_count })] });
      }
  }
  return out;
}
