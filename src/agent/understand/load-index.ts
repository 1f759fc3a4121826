/**
 * The value index of a scope, read from the database once per spec and kept in memory (specs never
 * change once trained; a rebuild is a new spec) by the cache the agent is given (valueIndexCache,
 * built by the composition root). Bounded: at most CACHE_CELLS cells in all, and BUILT_KEPT indexes.
 */
import type { Db } from '../../db/db.js';
import { isUuid } from '../../contracts/ids.js';
import { boundedMap } from '../../infra/bounded-map.js';
import { valuesRepo } from '../../semantic/values.repo.js';
import { SYNONYM_CHARS, SYNONYMS_PER_VALUE, VALUES_WITH_SYNONYMS } from '../../semantic/bounds.js';
import type { SpecModule } from '../../contracts/spec.js';
import type { SpecScope } from '../plan/spec-index.js';
import { ValueIndex, type IndexedCell } from './value-index.js';
import { demonymOf } from './demonyms.js';
import { COUNTRY_CODE_ALIASES, CURRENCY_ALIASES, PERIOD_VALUE_ALIASES, PLACE_ALIASES } from './lexicon.js';

type Cell = Omit<IndexedCell, 'stems'>;

const CACHE_CELLS = 2_000_000;

/** The cells of each spec read, the most recently used last, at most `bound` cells in all. */
function cellsBySpec(bound: number) {
  const perSpec = new Map<string, Cell[]>();
  let cached = 0;
  return async function cellsOf(db: Db, specId: string): Promise<Cell[]> {
    const hit = perSpec.get(specId);
    if (hit) {
      perSpec.delete(specId);
      perSpec.set(specId, hit);
      return hit;
    }
    const rows = await valuesRepo(db).load(specId);
    const cells = rows.map((r) => ({ module: r.module_id, column: r.column_name, value: r.value, rows: Number(r.row_count), first: Number(r.first_row) }));
    perSpec.set(specId, cells);
    cached += cells.length;
    for (const [id, c] of perSpec) {
      if (cached <= bound || id === specId) break;
      perSpec.delete(id);
      cached -= c.length;
    }
    return cells;
  };
}

const placeAdjective = (w: string) => (/a$/.test(w) ? `${w}n` : /e$/.test(w) ? `${w}an` : /y$/.test(w) ? `${w.slice(0, -1)}ian` : `${w}ian`);

/** Other names of values: the module builder's value synonyms, adjectives of one-word values ("cloudy" for cloud), short names of places ("UK"), names of currencies ("euros") and of countries held by their codes ("Germany"), a period's noun and adjective ("annual" plans of the period "year"). */
export function aliasesOf(modules: SpecModule[], cells: Cell[]): Cell[] {
  const out: Cell[] = [];
  const byColumn = new Map<string, Map<string, Cell>>();
  const countries = new Set(
    modules.flatMap((m) => m.columns.filter((c) => /\b(country|countries|nation)\b/i.test(c.label)).map((c) => `${m.module_id}\u0000${c.name}`)),
  );
  for (const c of cells) {
    const key = `${c.module}\u0000${c.column}`;
    if (!byColumn.has(key)) byColumn.set(key, new Map());
    byColumn.get(key)!.set(c.value.toLowerCase(), c);
    const w = c.value.trim().toLowerCase();
    if (/^[a-z]{3,}$/.test(w) && w.length <= 12) {
      for (const a of new Set([`${w}y`, `${w}${w.at(-1)}y`, `${w.replace(/e$/, '')}y`])) out.push({ ...c, alias: a });
    }
    for (const a of PLACE_ALIASES[w] ?? []) out.push({ ...c, alias: a });
    // The adjective of a place's name: "Asian" of Asia, "Kenyan" of Kenya, "Brazilian" of Brazil.
    if (/^\p{Lu}\p{Ll}{3,11}$/u.test(c.value.trim())) out.push({ ...c, alias: placeAdjective(w) });
    // …and the ones no rule derives: "French" of France, "Dutch" of the Netherlands, of a country's code in a column of countries.
    const demonym = demonymOf(c.value, countries.has(key));
    if (demonym && demonym !== placeAdjective(w)) out.push({ ...c, alias: demonym });
    // Only a code written as one ("EUR"): "real" is no currency in a column of words.
    if (/^[A-Z]{3}$/.test(c.value.trim())) for (const a of CURRENCY_ALIASES[w] ?? []) out.push({ ...c, alias: a });
    // A country by its code, in a column called a country ("DE" is Delaware among states).
    if (/^[A-Z]{2}$/.test(c.value.trim()) && countries.has(key)) for (const a of COUNTRY_CODE_ALIASES[w] ?? []) out.push({ ...c, alias: a });
    for (const a of PERIOD_VALUE_ALIASES[w] ?? []) out.push({ ...c, alias: a });
  }
  // No more than the module schemas allow, whatever a spec stored earlier holds.
  for (const m of modules)
    for (const col of m.columns)
      for (const [value, synonyms] of Object.entries(col.value_synonyms ?? {}).slice(0, VALUES_WITH_SYNONYMS)) {
        const cell = byColumn.get(`${m.module_id}\u0000${col.name}`)?.get(value.toLowerCase()) ?? {
          module: m.module_id,
          column: col.name,
          value,
          rows: 1,
          first: 0,
        };
        for (const s of synonyms.slice(0, SYNONYMS_PER_VALUE)) if (s.length <= SYNONYM_CHARS) out.push({ ...cell, alias: s });
      }
  return out;
}

/** Built indexes by scope (the specs' ids), the most recently used last; a few are kept. */
const BUILT_KEPT = 16;

/** Value indexes kept between questions: each spec's cells, and the indexes built of them by scope. */
export interface ValueIndexCache {
  /** The scope's value index; specs built before the index existed use their columns' most frequent values. */
  load(db: Db, scope: SpecScope): Promise<ValueIndex>;
}

export function valueIndexCache(bounds: { cells?: number; scopes?: number } = {}): ValueIndexCache {
  const cellsOf = cellsBySpec(bounds.cells ?? CACHE_CELLS);
  const built = boundedMap<string, ValueIndex>(bounds.scopes ?? BUILT_KEPT, { touch: true });
  return {
    async load(db, scope) {
      const key =
        [...scope.specIds].sort().join(',') +
        '|' +
        scope.modules
          .map((m) => m.module_id)
          .sort()
          .join(',') +
        policyKey(scope);
      const hit = built.get(key);
      if (hit && scope.specIds.length > 0) return hit;
      const cells: Cell[] = [];
      for (const id of scope.specIds.filter(isUuid)) cells.push(...(await cellsOf(db, id)));
      const inScope = new Set(scope.modules.map((m) => m.module_id));
      const index =
        cells.length === 0
          ? indexOf(scope.modules, ValueIndex.fromSpecTopValues(scope.modules).cells())
          : indexOf(
              scope.modules,
              underPolicy(
                scope,
                cells.filter((c) => inScope.has(c.module)),
              ),
            );
      built.set(key, index);
      return index;
    },
  };
}

/** The scope's value index, read afresh (a test's or a tool's; the agent reads through its cache). */
export const loadValueIndex = (db: Db, scope: SpecScope): Promise<ValueIndex> => valueIndexCache().load(db, scope);

/** The caller's policies (src/policies) the index follows; empty when none applies. */
const policyKey = (scope: SpecScope) => scope.modules.map((m) => (m.policy ? `|${m.module_id}:${m.policy.key}` : '')).join('');

/**
 * Under a caller's policy, no cell of a column it may not see, and a row-filtered module's cells
 * are those of the rows it may read (computed under the filter), never the spec's.
 */
function underPolicy(scope: SpecScope, cells: Cell[]): Cell[] {
  const policied = new Map(scope.modules.filter((m) => m.policy).map((m) => [m.module_id, m]));
  if (policied.size === 0) return cells;
  const visible = (c: Cell) => {
    const m = policied.get(c.module);
    return !m || (!m.policy!.index && m.columns.some((col) => col.name === c.column));
  };
  const own = [...policied.values()].flatMap((m) => (m.policy!.index ?? []).map((i) => ({ module: m.module_id, ...i })));
  return [...cells.filter(visible), ...own];
}

export function indexOf(modules: SpecModule[], cells: Cell[]): ValueIndex {
  return new ValueIndex([...cells, ...aliasesOf(modules, cells)]);
}
