/**
 * The trained semantic spec: what the agent knows about a project's data. Written by the semantic
 * build (src/semantic), read by the agent (src/agent). Stored as JSON in semantic_specs.spec.
 * Every SQL identifier the agent uses comes from here (our own metadata), never from a prompt.
 */
import type { ColumnRole, ColumnType, DefaultAggregation, MetricAggregate, Quantity } from './columns.js';

export type ScalarValue = string | number | boolean;

export interface ColumnStats {
  distinct_count: number;
  /** Share of rows where the value is null, 0..1. */
  null_share: number;
  /** For numbers and dates (ISO strings for dates and timestamps); null when every value is null. */
  min: ScalarValue | null;
  max: ScalarValue | null;
  /** Most frequent values, most frequent first (at most 20), for dimensions and identifiers. */
  top_values: { value: ScalarValue; count: number }[];
}

/**
 * How a measure is read when a question names it without saying how: its default aggregation (a
 * total for amounts, quantities, durations and counts; a mean for prices, rates, ratios, percentages,
 * scores, ages and temperatures), whether it adds up over records and periods, its unit, and the
 * kind of quantity it is. Proposed by the spec build from the values and general language; the
 * module builder may set the aggregation and the unit.
 */
export interface MeasureSemantics {
  aggregation: DefaultAggregation;
  /** A total over records or periods means something (only a sum's default says so). */
  additive: boolean;
  /** "USD", "%", "minutes", "units"; empty when unknown. */
  unit: string;
  quantity: Quantity;
  source: 'proposed' | 'set';
}

/** What a module's records are: the nouns that name them, and the column whose values are unique and never empty. */
export interface EntitySemantics {
  singular: string;
  plural: string;
  /** The key column: "how many orders" counts records, one per key value. Null when no column is a key. */
  key: string | null;
  source: 'proposed' | 'set';
}

export interface MetricPart {
  agg: MetricAggregate;
  /** Needed by every aggregate but count. */
  column?: string;
}

/** A figure a builder defines: "average order value" = sum of revenue / count of orders. */
export interface SpecMetric {
  name: string;
  synonyms: string[];
  numerator: MetricPart;
  /** Absent: the metric is the numerator alone. */
  denominator?: MetricPart;
  /** Shown as a percentage (the ratio times 100). */
  percent?: boolean;
  unit?: string;
}

export interface SpecColumn {
  /** The column's name in the module table: a safe SQL identifier of our own making ([a-z_][a-z0-9_]*). */
  name: string;
  /**
   * The human name: the module builder's label, else the header as people write it ("UnitPrice" →
   * "Unit price", "order_qty" → "Order quantity"). Used for matching words and in answers.
   */
  label: string;
  /** The header as uploaded, when the label was made from it. */
  header?: string;
  synonyms: string[];
  /** Synonyms of general language the build proposed from the label ("Revenue" → sales, turnover); spec version 3. */
  implied_synonyms?: string[];
  type: ColumnType;
  role: ColumnRole;
  /** set: chosen in the module builder; proposed: the build's reading of the data. */
  role_source?: 'set' | 'proposed';
  stats: ColumnStats;
  /**
   * A text column whose cells read as numbers ("7,169", "12th", "$5 m") or dates ("June 5, 2004"):
   * compared, ordered and aggregated as such (through specgate_number / specgate_date), quoted as written.
   * stats.min / max are then the numbers (or ISO dates) read.
   */
  reads_as?: 'number' | 'date';
  /** Other names people use for some of the column's values: {"Japan": ["japanese"]}. */
  value_synonyms?: Record<string, string[]>;
  /** The value index holds this many of the column's distinct values; complete when it holds them all. */
  index?: { values: number; complete: boolean };
  /**
   * Text columns whose value index is complete: whether two of its values differ only by case
   * ("North", "north"). When false, grouping needs no case folding (a plain GROUP BY is much cheaper).
   */
  case_variants?: boolean;
  /** Numeric columns that are not identifiers: how they aggregate (spec version 3). */
  measure?: MeasureSemantics;
}

export interface SpecModule {
  module_id: string;
  /** The module's human name, e.g. "Cars". */
  name: string;
  synonyms: string[];
  /** The physical table holding the module's rows (schema owned by the customer). */
  table: { schema: string; name: string };
  row_count: number;
  columns: SpecColumn[];
  /** What its records are (spec version 3). */
  entity?: EntitySemantics;
  /** Figures the builder defined over its columns (spec version 3). */
  metrics?: SpecMetric[];
  /** Set only on one caller's view of the spec (src/policies/policies.view.ts), never stored. */
  policy?: ModulePolicy;
  /** A pre-aggregation of the module's rows the compiler may answer from (src/semantic/rollups.ts). */
  rollup?: Rollup;
}

/**
 * A rollup: the module's rows grouped by its low-cardinality dimensions and one date column at a
 * grain, with per group the row count, the first row's position and, per numeric measure, its
 * sum, count, min and max. Dimensions and the date keep their column names (the date holds the
 * start of its period); a measure's figures are `<name>__sum`, `__n`, `__min`, `__max`.
 */
export interface Rollup {
  table: { schema: string; name: string };
  dimensions: string[];
  time?: { column: string; grain: RollupGrain };
  measures: string[];
  rows: number;
}

export type RollupGrain = 'day' | 'month' | 'quarter' | 'year';

/**
 * A caller's access policy on a module, as the agent applies it: its hidden columns are already
 * absent from the module's columns; the compiler reads only the rows of the filter (every query,
 * joins and anchors included), and the value index and statistics are those of those rows.
 */
export interface ModulePolicy {
  /** Only rows whose column, as text and case-insensitively, is one of the values (none: no rows). */
  row_filter?: { column: string; values: string[] };
  /** The value index of the rows the caller may read, in place of the spec's (with a row filter). */
  index?: { column: string; value: string; rows: number; first: number }[];
  /** Says which policy this is, for the caches of views built from it. */
  key: string;
}

/**
 * Two modules whose rows relate through matching values: declared by the module builder, or
 * discovered by the build (src/semantic/joins.ts: the right side is a key of its module, nearly every
 * value of the left side is found in it, and a name or the values say so; a self-reference has one
 * module on both sides). The right side is the key when `key` says so: joining left → right never
 * multiplies rows.
 */
export interface SpecJoin {
  left: { module_id: string; column: string };
  right: { module_id: string; column: string };
  /** Which side's column is unique (a row of the other side meets at most one of its rows). */
  key?: 'left' | 'right' | 'both';
  /**
   * Rows of the left side per row of the right, as `key` says: many-to-one (left refers to the right's
   * key), one-to-one (both unique), one-to-many, many-to-many (a declared join on no key). A
   * many-to-many between two modules is two many-to-one joins from a bridge module (PlaylistTrack).
   */
  cardinality?: 'many-to-one' | 'one-to-one' | 'one-to-many' | 'many-to-many';
  source?: 'declared' | 'discovered';
  /** Share of the non-key side's distinct values found on the key side, 0..1. */
  overlap?: number;
}

export interface SpecDoc {
  /**
   * 2: columns may read as numbers or dates, joins say which side is the key, values are indexed.
   * 3: the semantic layer — entities, measures with their default aggregation, humanised labels, metrics.
   */
  version: 1 | 2 | 3;
  modules: SpecModule[];
  joins: SpecJoin[];
}
