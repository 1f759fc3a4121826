/**
 * The relationships between a spec's modules, discovered from their data (and the ones the module
 * builder declared). Each module's candidate keys are its unique, never empty columns; its own keys
 * are those that name its records (or nothing else: "ID", "Code"). A column refers to another
 * module's own key when nearly every one of its distinct values is found in the key (a partial
 * inclusion dependency) and something besides the overlap says so: the same name ("Singer_ID"), the
 * key's module named in the column ("current_address_id" → Addresses, "Channel" → TV_Channel), a
 * role ("SupportRepId" → the employees, "ReportsTo" → another employee), or values too particular to
 * be found there by accident (sparse identifiers, text codes). Whole numbers that merely overlap
 * (1, 2, 3 … in any two tables) never join on their own.
 *
 * The same modules and values give the same relationships whatever the modules' ids or order: every
 * ordered pair of columns is judged on its own, ties are broken by names, and the output is sorted.
 * The work is bounded: only pairs of one type that a name or the values' shape allows are looked at,
 * prefiltered by distinct counts, ranges and a sample of values; the values collected for the value
 * index answer most pairs in memory, the others take one SQL statement each, at most MAX_PROBES.
 */
import type { Queryable } from '../db/db.js';
import { qualified, quoteIdent } from '../datasets/storage.js';
import { type ColumnWords, columnWords, type ModuleNouns, moduleNouns, NameEvidence, nameEvidence, ownsName } from './join-names.js';
import type { SpecColumn, SpecJoin, SpecModule } from '../contracts/spec.js';

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

/** Share of a column's distinct values that must be found in a key: nearly every one (dirty data aside). */
const MIN_INCLUSION = 0.9;
/** Distinct values of a column checked against a key in the database (a deterministic sample). */
const SAMPLE = 500;
/** Distinct values of a column checked against a key held in memory. */
const MEMORY_SAMPLE = 5000;
/** SQL statements per build, one per pair of columns at most: the pairs with the strongest evidence first. */
const MAX_PROBES = 200;
/** Pairs of columns whose values are compared per build (in memory or in the database). */
const MAX_PAIRS = 5000;
/** Values alone join only when finding them all in the key by accident is this unlikely… */
const MAX_CHANCE = 1e-6;
/** …and at least this many distinct values are found. */
const MIN_VALUES = 4;
/** Text values alone join only when longer than this on average (single letters match anything). */
const MIN_TEXT_LENGTH = 1.5;

const joinable = (c: SpecColumn) => (c.type === 'text' || c.type === 'integer') && c.role !== 'text' && !c.reads_as && c.stats.distinct_count > 0;
const nonNull = (m: SpecModule, c: SpecColumn) => Math.round(m.row_count * (1 - c.stats.null_share));

/** Each of the column's non-empty values appears once: joining to it never multiplies rows. */
const unique = (m: SpecModule, c: SpecColumn) => c.stats.distinct_count > 0 && c.stats.distinct_count === nonNull(m, c);

/** A candidate key: unique and never empty. */
const candidateKey = (m: SpecModule, c: SpecColumn) => joinable(c) && m.row_count > 0 && c.stats.null_share === 0 && c.stats.distinct_count === m.row_count;

/** The old tolerance, kept for declared joins: a column whose non-empty values are nearly all different. */
function isKey(m: SpecModule, c: SpecColumn): boolean {
  const n = m.row_count * (1 - c.stats.null_share);
  return n > 0 && c.stats.distinct_count >= 0.95 * n;
}

interface Mod {
  m: SpecModule;
  nouns: ModuleNouns;
  /** Orders modules by what they are, never by their ids. */
  order: string;
  cols: Col[];
}

interface Col {
  mod: Mod;
  c: SpecColumn;
  /** Its position in the module. */
  index: number;
  words: ColumnWords;
  unique: boolean;
  /** One of the module's own keys: unique, never empty, naming the module's records or nothing else. */
  own: boolean;
}

function describe(m: SpecModule): Mod {
  const mod: Mod = { m, nouns: moduleNouns(m), order: '', cols: [] };
  mod.order = [m.name.toLowerCase(), m.name, m.columns.map((c) => c.name).join(','), String(m.row_count), m.table.name, m.module_id].join('\u0000');
  mod.cols = m.columns.flatMap((c, index) => {
    if (!joinable(c)) return [];
    const words = columnWords(c);
    // The module's entity key is its own unless it is an identifier named after something else (Likes.student_id).
    // A bare "id" is the records' own whatever the builder labelled it ("State FIPS code" of States.id).
    const own = candidateKey(m, c) && (ownsName(mod.nouns, words) || (m.entity?.key === c.name && (!words.idShaped || words.bare)));
    return [{ mod, c, index, words, unique: unique(m, c), own }];
  });
  return mod;
}

interface Candidate {
  fk: Col;
  key: Col;
  kind: NameEvidence;
  coverage: number;
}

interface Found extends Candidate {
  inclusion: number;
}

/** Modules by what they are, columns in the module's order (the upload's): never by ids. */
const byName = (a: Col, b: Col) => (a.mod.order < b.mod.order ? -1 : a.mod.order > b.mod.order ? 1 : a.index - b.index);
const pairOrder = (a: Candidate, b: Candidate) => b.kind - a.kind || b.coverage - a.coverage || byName(a.fk, b.fk) || byName(a.key, b.key);

const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN);

/** Whole numbers of a key held in memory, sorted, to count how many fall in a range. */
function sortedNumbers(sets: ValueSets, cache: Map<Col, number[] | null>, k: Col): number[] | null {
  if (cache.has(k)) return cache.get(k)!;
  const s = sets.get(valueSetKey(k.mod.m.module_id, k.c.name));
  const out = s?.complete
    ? [...s.values]
        .map(Number)
        .filter(Number.isFinite)
        .sort((a, b) => a - b)
    : null;
  cache.set(k, out);
  return out;
}

function countIn(sorted: number[], lo: number, hi: number): number {
  const first = (x: number) => {
    let a = 0;
    let b = sorted.length;
    while (a < b) {
      const mid = (a + b) >> 1;
      if (sorted[mid]! < x) a = mid + 1;
      else b = mid;
    }
    return a;
  };
  return first(hi + 1) - first(lo);
}

/**
 * How likely it is that `found` distinct whole numbers of the column all fall in the key by accident:
 * the share of the numbers in the column's range that are keys, to the power of `found`.
 */
function chance(sets: ValueSets, cache: Map<Col, number[] | null>, fk: Col, key: Col, found: number): number {
  const lo = num(fk.c.stats.min);
  const hi = num(fk.c.stats.max);
  const klo = num(key.c.stats.min);
  const khi = num(key.c.stats.max);
  if (![lo, hi, klo, khi].every(Number.isFinite)) return 1;
  const sorted = sortedNumbers(sets, cache, key);
  const width = hi - lo + 1;
  const keys = sorted ? countIn(sorted, lo, hi) : (key.c.stats.distinct_count * (Math.min(hi, khi) - Math.max(lo, klo) + 1)) / (khi - klo + 1);
  return Math.min(1, keys / width) ** found;
}

/** Whether the key's values could hold nearly all of the column's: counts, ranges, and a few frequent values. */
function plausible(sets: ValueSets, fk: Col, key: Col): boolean {
  // Nearly every distinct value in the key: the key has nearly as many.
  if (MIN_INCLUSION * fk.c.stats.distinct_count > key.c.stats.distinct_count) return false;
  if (fk.c.type === 'integer') {
    const [lo, hi, klo, khi] = [fk.c.stats.min, fk.c.stats.max, key.c.stats.min, key.c.stats.max].map(num) as [number, number, number, number];
    if ([lo, hi, klo, khi].every(Number.isFinite) && (lo > khi || hi < klo)) return false;
  }
  const ks = sets.get(valueSetKey(key.mod.m.module_id, key.c.name));
  if (!ks?.complete) return true;
  const fs = sets.get(valueSetKey(fk.mod.m.module_id, fk.c.name));
  const sample = fs ? [...take(fs.values, 20)] : fk.c.stats.top_values.map((t) => String(t.value));
  if (sample.length === 0) return true;
  return sample.filter((v) => ks.values.has(v)).length >= 0.5 * sample.length;
}

function* take<T>(it: Iterable<T>, n: number): Iterable<T> {
  if (n <= 0) return;
  let i = 0;
  for (const x of it) {
    yield x;
    if (++i >= n) return;
  }
}

/** Inclusion from the values collected for the index, when the key's are all known; undefined when the database must be asked. */
function inMemory(sets: ValueSets, fk: Col, key: Col): { seen: number; found: number; length: number } | undefined {
  const fs = sets.get(valueSetKey(fk.mod.m.module_id, fk.c.name));
  const ks = sets.get(valueSetKey(key.mod.m.module_id, key.c.name));
  if (!fs || !ks?.complete || fs.values.size === 0) return undefined;
  let seen = 0;
  let found = 0;
  let length = 0;
  for (const v of take(fs.values, MEMORY_SAMPLE)) {
    seen++;
    length += v.length;
    if (ks.values.has(v)) found++;
  }
  return { seen, found, length: length / seen };
}

/** One statement: a deterministic sample of the column's distinct values, and how many the key holds. */
async function inDatabase(q: Queryable, fk: Col, key: Col): Promise<{ seen: number; found: number; length: number }> {
  const c = quoteIdent(fk.c.name);
  const k = quoteIdent(key.c.name);
  const length = fk.c.type === 'text' ? 'coalesce(avg(length(v)), 0)' : '0';
  const { rows } = await q.query<{ seen: number; found: number; length: number }>(
    `WITH s AS (SELECT v FROM (SELECT DISTINCT ${c} AS v FROM ${qualified(fk.mod.m.table.schema, fk.mod.m.table.name)} WHERE ${c} IS NOT NULL) d
                ORDER BY md5(v::text), v LIMIT ${SAMPLE})
     SELECT count(*)::int AS seen,
            (count(*) FILTER (WHERE v IN (SELECT ${k} FROM ${qualified(key.mod.m.table.schema, key.mod.m.table.name)})))::int AS found,
            ${length}::float8 AS length
       FROM s`,
  );
  return rows[0]!;
}

/**
 * The joins of a spec: every declared join whose columns exist, then the relationships discovered
 * from the data (a column whose values are nearly all found in another module's own key, with a name
 * or values that say so), each from the referring column (left) to the key (right).
 */
export async function findJoins(q: Queryable, modules: SpecModule[], declared: DeclaredJoin[], sets: ValueSets): Promise<SpecJoin[]> {
  const byId = new Map(modules.map((m) => [m.module_id, m]));
  const out: SpecJoin[] = [];
  const seen = new Set<string>();
  const pairKey = (a: { module_id: string; column: string }, b: { module_id: string; column: string }) =>
    [`${a.module_id}.${a.column}`, `${b.module_id}.${b.column}`].sort().join('=');
  for (const d of declared) {
    const a = byId.get(d.module_id);
    const b = byId.get(d.target_module_id);
    const ca = a?.columns.find((c) => c.name === d.column);
    const cb = b?.columns.find((c) => c.name === d.target_column);
    if (!a || !b || !ca || !cb || a === b) continue;
    const left = { module_id: a.module_id, column: ca.name };
    const right = { module_id: b.module_id, column: cb.name };
    const k = pairKey(left, right);
    if (seen.has(k)) continue;
    seen.add(k);
    const key = keySide(a, ca, b, cb);
    out.push({ left, right, key, cardinality: cardinalityOf(key), source: 'declared' });
  }
  for (const f of await discover(q, modules, sets)) {
    const left = { module_id: f.fk.mod.m.module_id, column: f.fk.c.name };
    const right = { module_id: f.key.mod.m.module_id, column: f.key.c.name };
    const k = pairKey(left, right);
    if (seen.has(k)) continue;
    seen.add(k);
    const key = f.fk.unique ? 'both' : 'right';
    out.push({ left, right, key, cardinality: cardinalityOf(key), source: 'discovered', overlap: Math.round(f.inclusion * 1000) / 1000 });
  }
  return out;
}

/** The relationships the data shows, sorted by the names of their modules and columns. */
async function discover(q: Queryable, modules: SpecModule[], sets: ValueSets): Promise<Found[]> {
  const mods = modules.map(describe).sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
  const keys = mods.flatMap((m) => m.cols.filter((c) => c.own));

  // Pairs a name or the values' shape allows, of one type, whose counts and ranges could include.
  const candidates: (Candidate & { valuesOnly: boolean })[] = [];
  for (const mod of mods) {
    for (const fk of mod.cols) {
      for (const key of keys) {
        if (key === fk || key.c.type !== fk.c.type) continue;
        const self = key.mod === mod;
        const ev = nameEvidence(fk.words, fk.own, key.words, key.mod.nouns, self);
        // Values alone: an identifier or a text column, never a module's own key, never within one module.
        const valuesOnly = ev.kind === NameEvidence.None && !self && !fk.own && (fk.c.type === 'text' || fk.words.idShaped);
        if (ev.kind === NameEvidence.None && !valuesOnly) continue;
        if (valuesOnly && fk.c.stats.distinct_count < MIN_VALUES) continue;
        if (!plausible(sets, fk, key)) continue;
        candidates.push({ fk, key, kind: ev.kind, coverage: ev.coverage, valuesOnly });
      }
    }
  }
  candidates.sort(pairOrder);

  const found: Found[] = [];
  const numbers = new Map<Col, number[] | null>();
  let probes = 0;
  for (const cand of candidates.slice(0, MAX_PAIRS)) {
    let r = inMemory(sets, cand.fk, cand.key);
    if (!r) {
      if (probes >= MAX_PROBES) continue;
      probes++;
      r = await inDatabase(q, cand.fk, cand.key);
    }
    if (r.seen === 0) continue;
    const inclusion = r.found / r.seen;
    if (inclusion < MIN_INCLUSION) continue;
    if (cand.valuesOnly) {
      if (r.found < MIN_VALUES) continue;
      if (cand.fk.c.type === 'integer' ? chance(sets, numbers, cand.fk, cand.key, r.found) > MAX_CHANCE : r.length < MIN_TEXT_LENGTH) continue;
    }
    found.push({ fk: cand.fk, key: cand.key, kind: cand.kind, coverage: cand.coverage, inclusion });
  }
  return settle(found);
}

/**
 * Of the pairs whose values include, the relationships: a column that reaches a key only through
 * another module's copy of it refers to the original; each column keeps its best-named targets; of
 * two unique columns found in each other, the better-evidenced direction.
 */
function settle(found: Found[]): Found[] {
  const from = new Map<Col, Found[]>();
  for (const f of found) from.set(f.fk, [...(from.get(f.fk) ?? []), f]);
  // Orders.customer_id is found in Customer_Details.customer_id too, which itself refers to Customers.customer_id: the original is kept.
  const relayed = (f: Found) => (from.get(f.key) ?? []).some((g) => g.key !== f.fk && (from.get(f.fk) ?? []).some((h) => h.key === g.key));
  const direct = found.filter((f) => !relayed(f));
  const best = new Map<Col, Found[]>();
  for (const f of direct) {
    const kept = best.get(f.fk) ?? [];
    const top = kept[0];
    if (!top || f.kind > top.kind || (f.kind === top.kind && f.coverage > top.coverage)) best.set(f.fk, [f]);
    else if (f.kind === top.kind && f.coverage === top.coverage) kept.push(f);
  }
  const chosen = [...best.values()].flat();
  const better = (a: Found, b: Found) => b.kind - a.kind || b.coverage - a.coverage || b.inclusion - a.inclusion || byName(a.fk, b.fk);
  const to = new Map<Col, Found[]>();
  for (const f of chosen) to.set(f.fk, [...(to.get(f.fk) ?? []), f]);
  const result = chosen.filter((f) => {
    const back = to.get(f.key)?.find((g) => g.key === f.fk);
    return !back || better(f, back) < 0;
  });
  return result.sort((a, b) => byName(a.fk, b.fk) || byName(a.key, b.key));
}

function keySide(a: SpecModule, ca: SpecColumn, b: SpecModule, cb: SpecColumn): SpecJoin['key'] {
  const ka = isKey(a, ca);
  const kb = isKey(b, cb);
  return ka && kb ? 'both' : ka ? 'left' : kb ? 'right' : undefined;
}

function cardinalityOf(key: SpecJoin['key']): NonNullable<SpecJoin['cardinality']> {
  return key === 'both' ? 'one-to-one' : key === 'right' ? 'many-to-one' : key === 'left' ? 'one-to-many' : 'many-to-many';
}
