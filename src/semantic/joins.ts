import { stemmer } from 'stemmer';
import type { Queryable } from '../db/db.js';
import { qualified, quoteIdent } from '../datasets/storage.js';
import type { SpecColumn, SpecJoin, SpecModule } from './spec.types.js';

/** A join the module builder declared (or confirmed): this module's column holds values of the target's column. */
export interface DeclaredJoin {
  module_id: string;
  column: string;
  target_module_id: string;
  target_column: string;
}

/** Values of a column as the build collected them (the value index), and whether that is all of them. */
export type ValueSets = Map<string, { values: Set<string>; complete: boolean }>;
export const valueSetKey = (moduleId: string, column: string) => `${moduleId}\u0000${column}`;

/** Share of the other side's distinct values that must be found in the key for a join to be proposed. */
const MIN_OVERLAP = 0.5;
/** Distinct values of the other side checked against the key when the key is too large to hold. */
const SAMPLE = 500;

const joinable = (c: SpecColumn) => (c.type === 'text' || c.type === 'integer') && c.role !== 'text' && !c.reads_as;

function isKey(m: SpecModule, c: SpecColumn): boolean {
  const nonNull = m.row_count * (1 - c.stats.null_share);
  return nonNull > 0 && c.stats.distinct_count >= 0.95 * nonNull;
}

const GENERIC_KEY = /^(id|key|code|no|number|num|row|index|pk)$/;

/** Stemmed words of a name: "Categories" and "category_id" share "categori". */
const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1)
    .map((w) => stemmer(w));

/**
 * Whole numbers match by accident (ranks, counts, small ids): they join only when the names say so
 * (same name, "<module>_id" ↔ "id", or the key's module named in the column). Text codes and names
 * that match are evidence enough.
 */
function namesRelate(_a: SpecModule, ca: SpecColumn, b: SpecModule, cb: SpecColumn): boolean {
  // Two tables' own "id" columns are each table's numbering, not a relation.
  if (ca.name === cb.name) return !GENERIC_KEY.test(ca.name);
  const moduleWords = words(b.name);
  const colWords = words(`${ca.name} ${ca.label}`);
  return (cb.name === 'id' || cb.name.endsWith('_id')) && moduleWords.some((w) => colWords.includes(w));
}

/** Overlap from the collected values when the key's are all known; undefined when the database must be asked. */
function overlapInMemory(sets: ValueSets, a: SpecModule, ca: SpecColumn, b: SpecModule, cb: SpecColumn): number | undefined {
  const sa = sets.get(valueSetKey(a.module_id, ca.name));
  const sb = sets.get(valueSetKey(b.module_id, cb.name));
  if (!sa || !sb?.complete || sa.values.size === 0) return undefined;
  let found = 0;
  let seen = 0;
  for (const v of sa.values) {
    if (seen++ >= SAMPLE * 10) break;
    if (sb.values.has(v)) found++;
  }
  return found / Math.min(seen, sa.values.size);
}

async function overlapInDatabase(q: Queryable, a: SpecModule, ca: SpecColumn, b: SpecModule, cb: SpecColumn): Promise<number> {
  const { rows } = await q.query<{ sampled: number; found: number }>(
    `WITH s AS (SELECT DISTINCT ${quoteIdent(ca.name)} AS v FROM ${qualified(a.table.schema, a.table.name)}
                 WHERE ${quoteIdent(ca.name)} IS NOT NULL LIMIT ${SAMPLE})
     SELECT (SELECT count(*) FROM s)::int AS sampled,
            (SELECT count(*) FROM s WHERE EXISTS (SELECT 1 FROM ${qualified(b.table.schema, b.table.name)} k
                                                   WHERE k.${quoteIdent(cb.name)} = s.v))::int AS found`,
  );
  const r = rows[0]!;
  return r.sampled === 0 ? 0 : r.found / r.sampled;
}

/**
 * The joins of a spec: every declared join whose columns exist, then every pair of columns of two
 * modules where one is a key and most of the other's values are found in it.
 */
export async function findJoins(q: Queryable, modules: SpecModule[], declared: DeclaredJoin[], sets: ValueSets): Promise<SpecJoin[]> {
  const byId = new Map(modules.map((m) => [m.module_id, m]));
  const out: SpecJoin[] = [];
  const seen = new Set<string>();
  const add = (j: SpecJoin) => {
    const k = [`${j.left.module_id}.${j.left.column}`, `${j.right.module_id}.${j.right.column}`].sort().join('=');
    if (seen.has(k)) return;
    seen.add(k);
    out.push(j);
  };
  for (const d of declared) {
    const a = byId.get(d.module_id);
    const b = byId.get(d.target_module_id);
    const ca = a?.columns.find((c) => c.name === d.column);
    const cb = b?.columns.find((c) => c.name === d.target_column);
    if (!a || !b || !ca || !cb || a === b) continue;
    add({
      left: { module_id: a.module_id, column: ca.name },
      right: { module_id: b.module_id, column: cb.name },
      key: keySide(a, ca, b, cb),
      source: 'declared',
    });
  }
  for (const a of modules) {
    for (const b of modules) {
      if (a === b) continue;
      for (const cb of b.columns.filter((c) => joinable(c) && isKey(b, c))) {
        for (const ca of a.columns.filter(joinable)) {
          if (ca.type !== cb.type || (ca.type === 'integer' && !namesRelate(a, ca, b, cb))) continue;
          if (isKey(a, ca) && a.module_id > b.module_id) continue; // key to key: looked at once
          const overlap = overlapInMemory(sets, a, ca, b, cb) ?? (await overlapInDatabase(q, a, ca, b, cb));
          if (overlap < MIN_OVERLAP) continue;
          add({
            left: { module_id: a.module_id, column: ca.name },
            right: { module_id: b.module_id, column: cb.name },
            key: keySide(a, ca, b, cb),
            source: 'discovered',
            overlap: Math.round(overlap * 1000) / 1000,
          });
        }
      }
    }
  }
  return out;
}

function keySide(a: SpecModule, ca: SpecColumn, b: SpecModule, cb: SpecColumn): SpecJoin['key'] {
  const ka = isKey(a, ca);
  const kb = isKey(b, cb);
  return ka && kb ? 'both' : ka ? 'left' : kb ? 'right' : undefined;
}
