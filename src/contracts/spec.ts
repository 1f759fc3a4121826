/**
 * The trained semantic spec: what the agent knows about a project's data. Written by the semantic
 * build (src/semantic), read by the agent (src/agent). Stored as JSON in semantic_specs.spec.
 * Every SQL identifier the agent uses comes from here (our own metadata), never from a prompt.
 *
 * Declared once, as schemas: each type below is the static type of its schema, and the HTTP
 * response that carries a document (src/semantic/semantic.schemas.ts) is built from SpecDocSchema.
 */
import { Type, type Static } from 'typebox';
import { COLUMN_ROLES, COLUMN_TYPES, DEFAULT_AGGREGATIONS, METRIC_AGGREGATES, QUANTITIES } from './columns.js';
import { literalUnion } from './literal-union.js';

const Source = literalUnion(['proposed', 'set'] as const);
/** A table of the customer's schema. */
const TableName = Type.Object({ schema: Type.String(), name: Type.String() });

export const ScalarValueSchema = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);
export type ScalarValue = Static<typeof ScalarValueSchema>;

export const ColumnStatsSchema = Type.Object({
  distinct_count: Type.Number(),
  /** Share of rows where the value is null, 0..1. */
  null_share: Type.Number(),
  /** For numbers and dates (ISO strings for dates and timestamps); null when every value is null. */
  min: Type.Union([ScalarValueSchema, Type.Null()]),
  max: Type.Union([ScalarValueSchema, Type.Null()]),
  /** Most frequent values, most frequent first (at most 20), for dimensions and identifiers. */
  top_values: Type.Array(Type.Object({ value: ScalarValueSchema, count: Type.Number() })),
});
export type ColumnStats = Static<typeof ColumnStatsSchema>;

/**
 * How a measure is read when a question names it without saying how: its default aggregation (a
 * total for amounts, quantities, durations and counts; a mean for prices, rates, ratios, percentages,
 * scores, ages and temperatures), whether it adds up over records and periods, its unit, and the
 * kind of quantity it is. Proposed by the spec build from the values and general language; the
 * module builder may set the aggregation and the unit.
 */
export const MeasureSemanticsSchema = Type.Object({
  aggregation: literalUnion(DEFAULT_AGGREGATIONS, {
    description: 'How the measure is aggregated when a question does not say: sum for what adds up, avg for prices, rates, scores…',
  }),
  /** A total over records or periods means something (only a sum's default says so). */
  additive: Type.Boolean({ description: 'A total over records or periods means something' }),
  /** "USD", "%", "minutes", "units"; empty when unknown. */
  unit: Type.String(),
  quantity: literalUnion(QUANTITIES),
  source: Source,
});
export type MeasureSemantics = Static<typeof MeasureSemanticsSchema>;

/** What a module's records are: the nouns that name them, and the column whose values are unique and never empty. */
export const EntitySemanticsSchema = Type.Object({
  singular: Type.String(),
  plural: Type.String(),
  /** The key column: "how many orders" counts records, one per key value. Null when no column is a key. */
  key: Type.Union([Type.String(), Type.Null()]),
  source: Source,
});
export type EntitySemantics = Static<typeof EntitySemanticsSchema>;

export const MetricPartSchema = Type.Object({
  agg: literalUnion(METRIC_AGGREGATES),
  /** Needed by every aggregate but count. */
  column: Type.Optional(Type.String()),
});
export type MetricPart = Static<typeof MetricPartSchema>;

/** A figure a builder defines: "average order value" = sum of revenue / count of orders. */
export const SpecMetricSchema = Type.Object({
  name: Type.String(),
  synonyms: Type.Array(Type.String()),
  numerator: MetricPartSchema,
  /** Absent: the metric is the numerator alone. */
  denominator: Type.Optional(MetricPartSchema),
  /** Shown as a percentage (the ratio times 100). */
  percent: Type.Optional(Type.Boolean()),
  unit: Type.Optional(Type.String()),
});
export type SpecMetric = Static<typeof SpecMetricSchema>;

export const SpecColumnSchema = Type.Object({
  /** The column's name in the module table: a safe SQL identifier of our own making ([a-z_][a-z0-9_]*). */
  name: Type.String(),
  /**
   * The human name: the module builder's label, else the header as people write it ("UnitPrice" →
   * "Unit price", "order_qty" → "Order quantity"). Used for matching words and in answers.
   */
  label: Type.String(),
  /** The header as uploaded, when the label was made from it. */
  header: Type.Optional(Type.String()),
  synonyms: Type.Array(Type.String()),
  /** Synonyms of general language the build proposed from the label ("Revenue" → sales, turnover); spec version 3. */
  implied_synonyms: Type.Optional(Type.Array(Type.String())),
  type: literalUnion(COLUMN_TYPES),
  role: literalUnion(COLUMN_ROLES),
  /** set: chosen in the module builder; proposed: the build's reading of the data. */
  role_source: Type.Optional(literalUnion(['set', 'proposed'] as const)),
  stats: ColumnStatsSchema,
  /**
   * A text column whose cells read as numbers ("7,169", "12th", "$5 m") or dates ("June 5, 2004"):
   * compared, ordered and aggregated as such (through specgate_number / specgate_date), quoted as written.
   * stats.min / max are then the numbers (or ISO dates) read.
   */
  reads_as: Type.Optional(literalUnion(['number', 'date'] as const)),
  /** Other names people use for some of the column's values: {"Japan": ["japanese"]}. */
  value_synonyms: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  /** The value index holds this many of the column's distinct values; complete when it holds them all. */
  index: Type.Optional(Type.Object({ values: Type.Number(), complete: Type.Boolean() })),
  /**
   * Text columns whose value index is complete: whether two of its values differ only by case
   * ("North", "north"). When false, grouping needs no case folding (a plain GROUP BY is much cheaper).
   */
  case_variants: Type.Optional(Type.Boolean()),
  /** Numeric columns that are not identifiers: how they aggregate (spec version 3). */
  measure: Type.Optional(MeasureSemanticsSchema),
});
export type SpecColumn = Static<typeof SpecColumnSchema>;

export const ROLLUP_GRAINS = ['day', 'month', 'quarter', 'year'] as const;
export type RollupGrain = (typeof ROLLUP_GRAINS)[number];

/**
 * A rollup: the module's rows grouped by its low-cardinality dimensions and one date column at a
 * grain, with per group the row count, the first row's position and, per numeric measure, its
 * sum, count, min and max. Dimensions and the date keep their column names (the date holds the
 * start of its period); a measure's figures are `<name>__sum`, `__n`, `__min`, `__max`.
 */
export const RollupSchema = Type.Object({
  table: TableName,
  dimensions: Type.Array(Type.String()),
  time: Type.Optional(Type.Object({ column: Type.String(), grain: literalUnion(ROLLUP_GRAINS) })),
  measures: Type.Array(Type.String()),
  rows: Type.Number(),
});
export type Rollup = Static<typeof RollupSchema>;

/**
 * A caller's access policy on a module, as the agent applies it: its hidden columns are already
 * absent from the module's columns; the compiler reads only the rows of the filter (every query,
 * joins and anchors included), and the value index and statistics are those of those rows.
 */
export const ModulePolicySchema = Type.Object({
  /** Only rows whose column, as text and case-insensitively, is one of the values (none: no rows). */
  row_filter: Type.Optional(Type.Object({ column: Type.String(), values: Type.Array(Type.String()) })),
  /** The value index of the rows the caller may read, in place of the spec's (with a row filter). */
  index: Type.Optional(Type.Array(Type.Object({ column: Type.String(), value: Type.String(), rows: Type.Number(), first: Type.Number() }))),
  /** Says which policy this is, for the caches of views built from it. */
  key: Type.String(),
});
export type ModulePolicy = Static<typeof ModulePolicySchema>;

export const SpecModuleSchema = Type.Object({
  module_id: Type.String(),
  /** The module's human name, e.g. "Cars". */
  name: Type.String(),
  synonyms: Type.Array(Type.String()),
  /** The physical table holding the module's rows (schema owned by the customer). */
  table: TableName,
  row_count: Type.Number(),
  columns: Type.Array(SpecColumnSchema),
  /** What its records are (spec version 3). */
  entity: Type.Optional(EntitySemanticsSchema),
  /** Figures the builder defined over its columns (spec version 3). */
  metrics: Type.Optional(Type.Array(SpecMetricSchema)),
  /** Set only on one caller's view of the spec (src/policies/policies.view.ts), never stored. */
  policy: Type.Optional(ModulePolicySchema),
  /** A pre-aggregation of the module's rows the compiler may answer from (src/semantic/rollups.ts). */
  rollup: Type.Optional(RollupSchema),
});
export type SpecModule = Static<typeof SpecModuleSchema>;

const JoinSide = Type.Object({ module_id: Type.String(), column: Type.String() });

/**
 * Two modules whose rows relate through matching values: declared by the module builder, or
 * discovered by the build (src/semantic/joins.ts: the right side is a key of its module, nearly every
 * value of the left side is found in it, and a name or the values say so; a self-reference has one
 * module on both sides). The right side is the key when `key` says so: joining left → right never
 * multiplies rows.
 */
export const SpecJoinSchema = Type.Object({
  left: JoinSide,
  right: JoinSide,
  /** Which side's column is unique (a row of the other side meets at most one of its rows). */
  key: Type.Optional(literalUnion(['left', 'right', 'both'] as const)),
  /**
   * Rows of the left side per row of the right, as `key` says: many-to-one (left refers to the right's
   * key), one-to-one (both unique), one-to-many, many-to-many (a declared join on no key). A
   * many-to-many between two modules is two many-to-one joins from a bridge module (PlaylistTrack).
   */
  cardinality: Type.Optional(literalUnion(['many-to-one', 'one-to-one', 'one-to-many', 'many-to-many'] as const)),
  source: Type.Optional(literalUnion(['declared', 'discovered'] as const)),
  /** Share of the non-key side's distinct values found on the key side, 0..1. */
  overlap: Type.Optional(Type.Number()),
});
export type SpecJoin = Static<typeof SpecJoinSchema>;

export const SpecDocSchema = Type.Object({
  /**
   * 2: columns may read as numbers or dates, joins say which side is the key, values are indexed.
   * 3: the semantic layer — entities, measures with their default aggregation, humanised labels, metrics.
   */
  version: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  modules: Type.Array(SpecModuleSchema),
  joins: Type.Array(SpecJoinSchema),
});
export type SpecDoc = Static<typeof SpecDocSchema>;
