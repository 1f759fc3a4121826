/**
 * The relationships the spec build found (SpecDoc.joins: two modules' columns whose values match, the
 * key side marked), mapped back to the CSV's table and column names (the module a table became, the
 * header a module column came from), against the foreign keys schema.json declares. A relationship is
 * the unordered pair of its two columns: a found join counts when it links the same two columns as a
 * declared key, whichever side the build took for the key.
 */
import type { SpecDoc } from '../../../src/contracts/spec.js';
import type { DatabaseSchema } from './data.js';
import type { SeededModule } from './fixture.js';

export interface Relationship {
  /** "table.Column", the side holding the reference (the non-key side where the build says which). */
  from: string;
  /** "table.Column", the key side. */
  to: string;
}

export interface RelationshipScore {
  found: Relationship[];
  declared: Relationship[];
  /** Found and declared. */
  matched: Relationship[];
  /** Found, not declared. */
  extra: Relationship[];
  /** Declared, not found. */
  missed: Relationship[];
}

const pairKey = (r: Relationship) => [r.from.toLowerCase(), r.to.toLowerCase()].sort().join(' = ');

/** The spec's joins as table.column pairs of the uploaded CSVs. */
export function foundRelationships(doc: SpecDoc, modules: SeededModule[]): Relationship[] {
  const byId = new Map(modules.map((m) => [m.moduleId, m]));
  const name = (side: { module_id: string; column: string }) => {
    const m = byId.get(side.module_id);
    if (!m) return `?${side.module_id}.${side.column}`;
    return `${m.table}.${m.headers.get(side.column) ?? side.column}`;
  };
  return doc.joins.map((j) => (j.key === 'left' ? { from: name(j.right), to: name(j.left) } : { from: name(j.left), to: name(j.right) }));
}

export function scoreRelationships(found: Relationship[], schema: DatabaseSchema): RelationshipScore {
  const declared = schema.foreign_keys.map((k) => ({ from: k.from, to: k.to }));
  const declaredKeys = new Set(declared.map(pairKey));
  const foundKeys = new Set(found.map(pairKey));
  // One per pair of columns (a build could list a pair twice, a schema a key twice).
  const unique = (rs: Relationship[]) => [...new Map(rs.map((r) => [pairKey(r), r])).values()];
  const f = unique(found);
  const d = unique(declared);
  return {
    found: f,
    declared: d,
    matched: f.filter((r) => declaredKeys.has(pairKey(r))),
    extra: f.filter((r) => !declaredKeys.has(pairKey(r))),
    missed: d.filter((r) => !foundKeys.has(pairKey(r))),
  };
}
