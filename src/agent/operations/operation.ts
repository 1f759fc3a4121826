/**
 * What an operation is to the stages that use it. Three kinds of plug-in, each registered in one list:
 *
 *   QueryKind          a kind of structured query (values, aggregate, groups, compare, correlation):
 *                      its schema, its checks against the spec, its SQL, how its result reads as an
 *                      answer, its words (understood and curated), its shown columns and chart, and
 *                      its reference execution for training            (operations/index.ts, KINDS)
 *   AggregateFunction  a measure a query computes (count, sum, median…): its name in the schema, the
 *                      column it needs, its SQL, its reference value, its words, the words that ask
 *                      for it, and the readings it brings               (operations/aggregates/index.ts)
 *   Reading            a family of candidate queries the parser builds from a question's mentions
 *                      (lookups, counts, comparisons…)                  (operations/index.ts, READINGS)
 *
 * The stages dispatch to these; an operation uses the stages' toolkits (the SQL writer, the words of
 * filters, the wording of figures, the parser's reading helpers), never a dispatcher, and never
 * training code: its reference execution is handed an evaluator (training/executor.ts implements it).
 */
import type { Static, TSchema } from 'typebox';
import type { Exposure } from '../../contracts/exposure.js';
import type { Writer } from '../execute/writer.js';
import type { Col, Plan } from '../plan/plan.js';
import type { Intent } from '../plan/query.js';
import type { BaseFilter, Filter, PartFilter, TimePart } from '../plan/schema.js';
import type { Answer, AnswerValue } from '../present/answer.js';
import type { ChartSuggestion, ShownColumn } from '../present/shown.schemas.js';
import type { CurationInput } from '../types.js';
import type { Analysis } from '../understand/mentions.js';
import type { Ctx } from '../understand/readings.js';

/** A measure as the operations read it (the schema's Measure, operations/aggregates/index.ts). */
export interface MeasureLike {
  agg: string;
  column?: string;
  where?: PartFilter;
  /** A ratio's denominator column. */
  per?: string;
  /** A sum's (or share's) factor column: the total of column × times. */
  times?: string;
  /** The date a number of days is counted from, to `column` (another date of the row). */
  since?: string;
  /** A mean of the column's totals per period of this date column ("average daily spend"). */
  every?: { column: string; part: TimePart };
}

/** A row of a module held in memory (with `_row`, and `<column>#n` / `<column>#d` for text read as numbers or dates). */
export type Row = Record<string, unknown> & { _row: number };
/** One tuple of the joined rows: one row per source (null where a left join found nothing). */
export type Tuple = (Row | null)[];

/** The reference executor as an operation sees it: the SQL's semantics over rows in memory. */
export interface Reference {
  readonly plan: Plan;
  raw(t: Tuple, c: Col): unknown;
  num(t: Tuple, c: Col): number | null;
  time(t: Tuple, c: Col): string | null;
  ordered(t: Tuple, c: Col): number | string | boolean | null;
  shown(t: Tuple, c: Col, part?: TimePart): unknown;
  equals(t: Tuple, c: Col, v: unknown): boolean | null;
  filter(t: Tuple, f: Filter | BaseFilter): boolean;
  /** a gt/gte/lt/lte b as SQL compares numbers (a missing value never passes; any other op reads as lte). */
  compare(op: string, a: number | null, b: number): boolean;
  /** A day's period as the groupings write it (2012, 2012-Q1, 2012-03, a week's Monday). */
  period(day: string, part: TimePart): string;
  /** Ordered like SQL's `key dir NULLS LAST, tie`. */
  sorted<T>(xs: T[], key: (x: T) => number | string | boolean | null, dir: 'asc' | 'desc', tie: (x: T) => number): T[];
}

/** A kind of structured query; `S` is its schema (its `kind` a literal). */
export interface QueryKind<S extends TSchema> {
  kind: string;
  schema: S;
  /** What the schema cannot say (columns fit the operation); throws InvalidQueryError. */
  check(q: Static<S>, col: (ref: string) => Col): void;
  /** What an answer of it did, in one word (the trace, the audit entry). */
  intent(q: Static<S>, temporal: (ref: string) => boolean): Intent;
  /** Its one SELECT, and the shape of the rows it returns (the answer is read from that shape). */
  sql(w: Writer, q: Static<S>, rowCap: number): { text: string; shape: string };
  answer(q: Static<S>, shape: string, rows: Record<string, unknown>[]): Answer;
  /** What was understood, past the data and the rows (present/understood.ts). */
  words(q: Static<S>, plan: Plan, exposure: Exposure): string[];
  /** The answer's text, in the form the exposure allows (small sets already taken out). */
  curate(input: CurationInput, q: Static<S>): string;
  /** The result's columns as the portal shows them, and the chart its shape calls for. */
  columns(q: Static<S>, plan: Plan): ShownColumn[];
  chart(q: Static<S>, plan: Plan, rowCount: number): ChartSuggestion;
  /** The rows the answer was written from, where its SQL reads on past them (a ranking past its limit). */
  answered?(q: Static<S>, rows: Record<string, unknown>[]): Record<string, unknown>[];
  /** The rows its SQL returns, computed in memory over the selected tuples (training, the parity test). */
  reference(e: Reference, q: Static<S>, selected: Tuple[], rowCap: number): Record<string, unknown>[];
}

/** A measure a query computes; `N` is its name in the schema. */
export interface AggregateFunction<N extends string = string> {
  name: N;
  /** Throws InvalidQueryError when the column does not fit (`what`: where the measure stands, for the message). */
  check(c: Col | undefined, m: MeasureLike, what: string): void;
  /** Its SQL over the selected rows (per group when `grouped`). */
  sql(w: Writer, m: MeasureLike, c: Col | undefined, grouped: boolean): string;
  /** The records its figure is taken over, when not every record selected (a share of the known values): SQL counting them. */
  known?(w: Writer, m: MeasureLike): string | undefined;
  /** Its value over tuples in memory; `groups`: every group's tuples, when computed per group (a share of the whole). */
  reference(e: Reference, tuples: Tuple[], m: MeasureLike, c: Col | undefined, groups?: Tuple[][]): number | string | null;
  /** The measure in words: "average Horsepower", "number of Cars records" (`label` absent without a column). */
  /** `where`: the words of the measure's own condition (a share's part), " where …". */
  words(label: string | undefined, records: string, per?: string, where?: string): string;
  /** It counts (records or values): its figure has no unit of the column's. */
  counts?: boolean;
  /** Its figure is a percentage. */
  percent?: boolean;
  /** Its figure is a number of records (a count without a column). */
  records?(m: MeasureLike): boolean;
  /** The end it reads a column from (the lowest, the highest). */
  dir?: 'asc' | 'desc';
  /** What an answer computing it did, when not the kind's own ("share"). */
  intent?: Intent;
  /** Whether the question's words ask for it ("average", "median"); the features pair that with each reading. */
  asked?(a: Analysis): boolean;
  /** Its own sentence for an aggregate answer (undefined: the common one), at full and below. */
  said?: {
    full?(input: CurationInput, m: MeasureLike, where: string): string | undefined;
    below?(input: CurationInput, m: MeasureLike, where: string): string | undefined;
  };
  /** The candidate queries it brings (an aggregate added after the reading families generates its own). */
  readings?(ctx: Ctx): void;
}

/** A family of candidate queries the parser builds, pushed into the context in a fixed order. */
export interface Reading {
  name: string;
  generate(ctx: Ctx): void;
}

/** A cell with a value (not null, not empty). */
export const present = (v: unknown): v is AnswerValue => v !== null && v !== undefined && v !== '';
/** A cell as an answer value: numbers stay numbers, anything else its text. */
export const asValue = (v: unknown): AnswerValue => (typeof v === 'number' ? v : typeof v === 'boolean' ? String(v) : String(v));

/**
 * The entity a selected row belongs to, in SQL: the module's key (the semantic layer's entity key), or
 * the record itself where the module has none or the key is empty. k counts entities, never the rows
 * of a join or the lines of one entity (guard/small-sets.ts).
 */
export function entitySql(w: Writer): string {
  const row = `${w.prefix}0."_row"`;
  const key = w.plan.base.entity?.key;
  if (!key || !w.plan.base.columns.some((c) => c.name === key)) return `${row}::text`;
  return `coalesce(${w.raw(w.plan.col(key))}::text, '#' || ${row}::text)`;
}

/**
 * How many entities the selected rows (of a group) hold. Over one module whose key is unique and never
 * empty (or that has none: each record is one), every row is one entity, and count(*) says so without
 * the distinct count's sort or hash (which cost a grouping over 100,000 rows most of its time); only
 * joins, which repeat a record per joined row, need the distinct count.
 */
export const entitiesSql = (w: Writer): string => {
  const key = w.plan.base.entity?.key;
  const col = key ? w.plan.base.columns.find((c) => c.name === key) : undefined;
  const unique = !col || (col.stats.distinct_count >= w.plan.base.row_count && col.stats.null_share === 0);
  if (w.plan.joins.length === 0 && unique) return w.rows();
  return `count(DISTINCT ${entitySql(w)})`;
};

/** A count the database returned (PGlite gives bigints as text), or undefined when absent. */
export const countOf = (v: unknown): number | undefined => (v === null || v === undefined || v === '' ? undefined : Number(v));
