import type { Queryable } from '../db/db.js';
import { qualified, quoteIdent } from '../datasets/storage.js';
import { IDENTIFIER_WORDS, NAME_WORDS, QUANTITY_WORDS } from './measure-words.js';
import type { ColumnRole, ColumnType } from '../contracts/columns.js';
import type { ColumnStats, ScalarValue } from '../contracts/spec.js';
import { MAX_INDEXED_LENGTH } from './values.repo.js';

const TOP_VALUES = 20;
/** Distinct values of a text column looked at to decide whether it reads as numbers or dates. */
const READ_SAMPLE = 5000;
/** Share of a text column's (non-placeholder) values that must read as numbers (or dates). */
const READ_SHARE = 0.8;
/** Cells that stand for "no value" in tables people write: a dash, n/a, tba, a question mark. */
const PLACEHOLDER = `'^\\s*(—|–|-|−|\\?|n/?a|tba|tbd|none|nil|\\.\\.\\.|…)\\s*$'`;

export interface RawStats {
  total: number;
  nulls: number;
  distinct_count: number;
  min: ScalarValue | null;
  max: ScalarValue | null;
  avg_length: number | null;
  top: { value: ScalarValue; count: number }[];
  /** With `index`: the column's values for the value index, most frequent first (null when it is not indexable). */
  index_values?: { value: string; row_count: number; first_row: number }[] | null;
  /** With `reads` (text columns): a sample of the distinct values, its placeholders, and how many read as numbers or as dates. */
  reading?: Reading | null;
}

export interface StatsOptions {
  /**
   * Also the value index's values (up to index + 1, to tell when it is complete): every text
   * column's, and a whole-number or date column's when it has at most `index` distinct values.
   */
  index?: number;
  /** Also the sample a text column's reading is judged on (see readsAs). */
  reads?: boolean;
}

const ISO_TIMESTAMP = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

/**
 * The min and max of a column as the statistics hold them (numbers as numbers, dates and
 * timestamps as ISO text; none for other types); `read` puts an aggregate of an expression
 * where it is computed (over the groups, or over the rows).
 */
function rangeSql(type: ColumnType, read: (agg: (of: string) => string) => string): string {
  const as = (fn: 'min' | 'max') =>
    type === 'integer' || type === 'number'
      ? (of: string) => `${fn}(${of})`
      : type === 'date'
        ? (of: string) => `${fn}(${of})::text`
        : (of: string) => `to_char(${fn}(${of}) AT TIME ZONE 'UTC', ${ISO_TIMESTAMP})`;
  if (type !== 'integer' && type !== 'number' && type !== 'date' && type !== 'timestamp') return 'NULL AS min, NULL AS max';
  return `${read(as('min'))} AS min, ${read(as('max'))} AS max`;
}

/**
 * One pass over the column: the values are grouped once (a hash aggregate), and the distinct
 * count, the null share, min / max, the most frequent values — and, when asked, the value
 * index and the sample of what a text column reads as — all come from the groups, so the table
 * is read once per column rather than three times.
 * `source` reads another set of the table's rows (a caller's policy: src/policies/policies.view.ts).
 */
export function statsSql(schema: string, table: string, column: string, type: ColumnType, source = qualified(schema, table), opts: StatsOptions = {}): string {
  const c = quoteIdent(column);
  return `WITH g AS MATERIALIZED (SELECT ${c} AS v, count(*) AS n${firstRow(opts)} FROM ${source} GROUP BY ${c})
    SELECT ${figuresSql(type, opts, 'g')}`;
}

/**
 * statsSql's figures of several columns from one read of the table: the rows are grouped by each
 * column at once (GROUPING SETS: a hash table per column, one scan), and each column's figures
 * come from its own groups. For columns of few values, where the scan costs as much as the
 * grouping; at most 31 columns (GROUPING's bound).
 */
export function columnsStatsSql(schema: string, table: string, columns: readonly { name: string; type: ColumnType }[], opts: StatsOptions = {}): string {
  const cs = columns.map((c) => quoteIdent(c.name));
  if (cs.length === 0 || cs.length > 31) throw new Error(`columnsStatsSql takes 1 to 31 columns, not ${cs.length}`);
  // GROUPING(a, b, …) sets a bit, the first column's the highest, for each column a row is not grouped by.
  const all = 2 ** cs.length - 1;
  // The grouped columns leave gs by position (k0, k1, …): a column may be called n, f or gid.
  const groups = cs.map((_, k) => `g${k} AS (SELECT k${k} AS v, n, f FROM gs WHERE gid = ${all - 2 ** (cs.length - 1 - k)})`);
  const figures = columns.map((c, k) => `(SELECT row_to_json(x) FROM (SELECT ${figuresSql(c.type, opts, `g${k}`)}) x) AS c${k}`);
  return `WITH gs AS MATERIALIZED (SELECT ${cs.map((c, k) => `${c} AS k${k}`).join(', ')}, count(*) AS n${firstRow(opts)}, GROUPING(${cs.join(', ')}) AS gid
                  FROM ${qualified(schema, table)} GROUP BY GROUPING SETS (${cs.map((c) => `(${c})`).join(', ')})),
    ${groups.join(',\n    ')}
    SELECT ${figures.join(',\n           ')}`;
}

/** columnsStatsSql's figures, one per column, as statsSql's. */
export async function columnsStats(
  q: Queryable,
  schema: string,
  table: string,
  columns: readonly { name: string; type: ColumnType }[],
  opts: StatsOptions = {},
): Promise<RawStats[]> {
  const { rows } = await q.query<Record<string, RawStats>>(columnsStatsSql(schema, table, columns, opts));
  return columns.map((c, k) => {
    const s = rows[0]![`c${k}`]!;
    // JSON writes a float's infinities and NaN as text; statsSql's row gives them as numbers.
    if (c.type === 'number') for (const key of ['min', 'max'] as const) if (typeof s[key] === 'string') s[key] = Number(s[key]);
    return s;
  });
}

// The first row holding each value orders the value index's ties; it is read only when the index is.
const firstRow = (opts: StatsOptions) => (opts.index !== undefined ? `, min("_row") AS f` : ', NULL::bigint AS f');

/** The figures of one column from its groups `g` (v: the value, n: its rows, f: its first row). */
function figuresSql(type: ColumnType, opts: StatsOptions, g: string): string {
  const minMax = rangeSql(type, (agg) => `(SELECT ${agg('v')} FROM ${g})`);
  const avgLength = type === 'text' ? `(SELECT sum(length(v)::float8 * n) / nullif(sum(n), 0) FROM ${g} WHERE v IS NOT NULL)` : 'NULL::float8';
  const topValue = type === 'timestamp' ? `to_char(v AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')` : type === 'date' ? 'v::text' : 'v';
  const extra: string[] = [];
  const cap = opts.index;
  if (cap !== undefined && (type === 'text' || type === 'integer' || type === 'date')) {
    const values = `(SELECT coalesce(json_agg(json_build_object('value', v, 'row_count', n, 'first_row', f) ORDER BY n DESC, f), '[]'::json)
       FROM (SELECT v::text AS v, n, f FROM ${g} WHERE v IS NOT NULL AND length(v::text) BETWEEN 1 AND ${MAX_INDEXED_LENGTH}
              ORDER BY n DESC, f LIMIT ${Math.max(0, Math.floor(cap)) + 1}) t)`;
    // Whole numbers and dates are indexed only when all their values fit.
    extra.push(
      type === 'text'
        ? `${values} AS index_values`
        : `CASE WHEN (SELECT count(*) FROM ${g} WHERE v IS NOT NULL) <= ${Math.floor(cap)} THEN ${values} END AS index_values`,
    );
  }
  if (opts.reads && type === 'text') {
    extra.push(`(SELECT row_to_json(r) FROM (
       SELECT count(*)::int AS sampled,
              count(*) FILTER (WHERE v ~* ${PLACEHOLDER})::int AS blanks,
              count(*) FILTER (WHERE specgate_is_number(v))::int AS numbers,
              count(*) FILTER (WHERE NOT specgate_is_number(v) AND specgate_date(v) IS NOT NULL)::int AS dates
         FROM (SELECT v FROM ${g} WHERE v IS NOT NULL ORDER BY n DESC, v LIMIT ${READ_SAMPLE}) s) r) AS reading`);
  }
  return `(SELECT coalesce(sum(n), 0) FROM ${g})::bigint AS total,
           (SELECT coalesce(sum(n), 0) FROM ${g} WHERE v IS NULL)::bigint AS nulls,
           (SELECT count(*) FROM ${g} WHERE v IS NOT NULL)::bigint AS distinct_count,
           ${minMax},
           ${avgLength} AS avg_length,
           (SELECT coalesce(json_agg(json_build_object('value', ${topValue}, 'count', n) ORDER BY n DESC, v), '[]'::json)
              FROM (SELECT v, n FROM ${g} WHERE v IS NOT NULL ORDER BY n DESC, v LIMIT ${TOP_VALUES}) t) AS top${extra.map((e) => `,\n           ${e}`).join('')}`;
}

/**
 * Whether the planner's statistics (ANALYZE runs after each load) take every value of the column
 * to be different: an id, a code per record. Only a hint: uniqueStats checks it.
 */
export async function predictedUnique(q: Queryable, schema: string, table: string, column: string): Promise<boolean> {
  const { rows } = await q.query<{ n: number; nulls: number }>(
    'SELECT n_distinct::float8 AS n, null_frac::float8 AS nulls FROM pg_stats WHERE schemaname = $1 AND tablename = $2 AND attname = $3',
    [schema, table, column],
  );
  const r = rows[0];
  // A negative n_distinct is a share of the rows: every non-null one distinct.
  return r !== undefined && Number(r.n) < 0 && -Number(r.n) >= 0.999 * (1 - Number(r.nulls));
}

/**
 * statsSql's figures for a column whose values are all different, without grouping a million of
 * them: a distinct count by sorting, and since every value is then its own group of one, the most
 * frequent values are the first in order, the value index's the first rows, and the reading's
 * sample the first values. Undefined when the values are not all different after all.
 */
export async function uniqueStats(
  q: Queryable,
  schema: string,
  table: string,
  column: string,
  type: ColumnType,
  opts: StatsOptions = {},
): Promise<RawStats | undefined> {
  const c = quoteIdent(column);
  const from = qualified(schema, table);
  const minMax = rangeSql(type, (agg) => agg(c));
  const avgLength = type === 'text' ? `avg(length(${c})::float8)` : 'NULL::float8';
  const { rows } = await q.query<RawStats & { values: number }>(
    `SELECT count(*)::bigint AS total, count(${c})::bigint AS values, count(DISTINCT ${c})::bigint AS distinct_count, ${minMax}, ${avgLength} AS avg_length FROM ${from}`,
  );
  const s = rows[0]!;
  const total = Number(s.total);
  const values = Number(s.values);
  if (Number(s.distinct_count) !== values) return undefined;
  const topValue = type === 'timestamp' ? `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')` : type === 'date' ? `${c}::text` : c;
  const top = await q.query<{ value: ScalarValue }>(`SELECT ${topValue} AS value FROM ${from} WHERE ${c} IS NOT NULL ORDER BY ${c} LIMIT ${TOP_VALUES}`);
  const out: RawStats = {
    total,
    nulls: total - values,
    distinct_count: values,
    min: s.min,
    max: s.max,
    avg_length: s.avg_length,
    top: top.rows.map((r) => ({ value: r.value, count: 1 })),
  };
  const cap = opts.index;
  if (cap !== undefined && (type === 'text' || ((type === 'integer' || type === 'date') && values <= Math.floor(cap)))) {
    const index = await q.query<{ value: string; first_row: number }>(
      `SELECT ${c}::text AS value, "_row" AS first_row FROM ${from}
        WHERE ${c} IS NOT NULL AND length(${c}::text) BETWEEN 1 AND ${MAX_INDEXED_LENGTH} ORDER BY "_row" LIMIT ${Math.max(0, Math.floor(cap)) + 1}`,
    );
    out.index_values = index.rows.map((r) => ({ value: r.value, row_count: 1, first_row: Number(r.first_row) }));
  } else if (cap !== undefined && (type === 'integer' || type === 'date')) {
    out.index_values = null;
  }
  if (opts.reads && type === 'text') {
    const { rows: r } = await q.query<Reading>(
      `SELECT count(*)::int AS sampled,
              count(*) FILTER (WHERE v ~* ${PLACEHOLDER})::int AS blanks,
              count(*) FILTER (WHERE specgate_is_number(v))::int AS numbers,
              count(*) FILTER (WHERE NOT specgate_is_number(v) AND specgate_date(v) IS NOT NULL)::int AS dates
         FROM (SELECT ${c} AS v FROM ${from} WHERE ${c} IS NOT NULL ORDER BY ${c} LIMIT ${READ_SAMPLE}) s`,
    );
    out.reading = r[0]!;
  }
  return out;
}

/** The sample counts of statsSql's `reads` part. */
export interface Reading {
  sampled: number;
  blanks: number;
  numbers: number;
  dates: number;
}

/**
 * Whether a text column reads as numbers or dates, judged on a sample of its distinct values
 * (placeholders such as "—" or "n/a" aside; the sample statsSql's `reads` part counted), and
 * then the range of what it reads as.
 */
export async function readsAs(
  q: Queryable,
  schema: string,
  table: string,
  column: string,
  s: Reading,
): Promise<{ reads_as: 'number' | 'date'; min: ScalarValue | null; max: ScalarValue | null } | undefined> {
  const c = quoteIdent(column);
  const from = qualified(schema, table);
  const meaningful = s.sampled - s.blanks;
  if (meaningful < 1) return undefined;
  const as = s.numbers >= READ_SHARE * meaningful ? 'number' : s.dates >= READ_SHARE * meaningful ? 'date' : undefined;
  if (!as) return undefined;
  const read = as === 'number' ? `specgate_number(${c})` : `specgate_date(${c})`;
  const cast = as === 'date' ? '::text' : '';
  const range = await q.query<{ min: ScalarValue | null; max: ScalarValue | null }>(
    `SELECT min(${read})${cast} AS min, max(${read})${cast} AS max FROM ${from}`,
  );
  return { reads_as: as, min: range.rows[0]!.min, max: range.rows[0]!.max };
}

/** The column's role, from its type, the words of its header, and its statistics. */
export function roleOf(words: readonly string[], type: ColumnType, s: RawStats, reads?: 'number' | 'date'): ColumnRole {
  const nonNull = s.total - s.nulls;
  const mostlyUnique = nonNull > 20 && s.distinct_count >= 0.9 * nonNull;
  const last = words.at(-1) ?? '';
  // "Order ID", "Product code", "Invoice number" name records; "Number of seats" is a count.
  // …unless a handful of codes repeat over many records: a plan's or a reason's code is a category ("Plan ID").
  const few = s.distinct_count <= 24 && s.distinct_count < 0.05 * nonNull;
  // "Employee #" names records; a bare "#" is a list's position.
  const identifying = IDENTIFIER_WORDS.has(last) && !few && (last !== '#' || words.length > 1);
  if (reads === 'date') return 'time';
  if (reads === 'number') return identifying ? 'identifier' : 'measure';
  switch (type) {
    case 'date':
    case 'timestamp':
      return 'time';
    case 'boolean':
      return 'dimension';
    case 'integer':
      if (identifying) return 'identifier';
      // A handful of repeated integers (cylinders, a year, a rating) is a category to group by, unless
      // the header names a quantity that adds up ("Units", "Seats", "Minutes").
      if (s.distinct_count <= 24 && s.distinct_count < 0.5 * nonNull && !addsUp(words)) return 'dimension';
      return 'measure';
    case 'number':
      return 'measure';
    case 'text':
      if (identifying) return 'identifier';
      if ((s.avg_length ?? 0) > 80) return 'text';
      if (NAME_WORDS.has(last) && s.distinct_count >= 0.5 * nonNull) return 'identifier';
      return mostlyUnique ? 'identifier' : 'dimension';
  }
}

const ADDITIVE = new Set(
  QUANTITY_WORDS.filter((q) => q.quantity === 'amount' || q.quantity === 'count' || q.quantity === 'duration').flatMap((q) => [...q.words]),
);
/** The header names a quantity that adds up (an amount, a count of things, a duration). */
const addsUp = (words: readonly string[]) => words.some((w) => ADDITIVE.has(w) && w !== 'number');

export function toStats(role: ColumnRole, s: RawStats): ColumnStats {
  return {
    distinct_count: s.distinct_count,
    null_share: s.total === 0 ? 0 : s.nulls / s.total,
    min: s.min,
    max: s.max,
    top_values: role === 'dimension' || role === 'identifier' || role === 'sensitive' ? s.top : [],
  };
}
