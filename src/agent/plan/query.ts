/**
 * The structured query: the only thing a router (our parser or a model) may produce. One TypeBox
 * schema gives its type, its validation and the model's tool parameters. Columns are named by
 * their spec identifiers, values travel as plain data; only the compiler (sql.ts) makes SQL.
 *
 * A query selects rows of one module (joined along spec joins to at most three more) with filters,
 * then does one of five things:
 *   values       the value of some columns for the selected rows, optionally ordered (by a column
 *                or by "#row", the row's position in the table as imported) and cut to N
 *                ("which club competed the most" → ordered by a count; "the first game" → by #row)
 *   aggregate    one or two measures over the selected rows (count, count of distinct values, sum,
 *                average, min, max, share), optionally combined (difference, ratio)
 *   groups       the same measures per value of a grouping column (or per period of a time column),
 *                with a condition on the groups, an order and N; the answer is the groups' keys,
 *                their values, or how many groups there are
 *   compare      a measure for each of two or more named values of a key column, with which is
 *                highest or lowest, or their difference or ratio
 *   correlation  the correlation of two numeric columns
 */
import { Type, type Static, type TSchema } from 'typebox';
import { literalUnion } from '../../literal-union.js';

const oneOf = <const T extends readonly string[]>(values: T, description?: string) => literalUnion(values, description ? { description } : {});

export const QUERY_KINDS = ['values', 'aggregate', 'groups', 'compare', 'correlation'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

/** share: percent of the selected rows (in a group: of all selected rows; with `where`: of the group's rows meeting it). */
export const AGGREGATES = ['count', 'count_distinct', 'sum', 'avg', 'min', 'max', 'share'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

/**
 * eq/neq/gt/gte/lt/lte: one value; in/not_in: a list; range: [from, to) ISO dates on a time column;
 * month: the month of the year (1-12) of a time column; contains: case-insensitive part of the text;
 * null / not_null: the value is missing / present (no value).
 */
export const FILTER_OPS = ['eq', 'neq', 'in', 'not_in', 'contains', 'gt', 'gte', 'lt', 'lte', 'range', 'month', 'null', 'not_null'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export const TIME_PARTS = ['year', 'quarter', 'month', 'week', 'day'] as const;
export type TimePart = (typeof TIME_PARTS)[number];

export const COMPARE_ASKS = ['each', 'max', 'min', 'difference', 'ratio'] as const;
export type CompareAsk = (typeof COMPARE_ASKS)[number];

/** The row's position in its table, as imported: "first", "last", "next after", "above". */
export const POSITION = '#row';

/** A column of the queried module ("name"), of a joined module ("<module_id>.name"), or the position "#row". */
export const ColumnRef = Type.String({
  pattern: '^(#row|(?:[A-Za-z0-9_-]{1,64}\\.)?[a-z_][a-z0-9_]{0,62})$',
  description: 'A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position',
});

const Scalar = Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Boolean()]);
export type ScalarValue = Static<typeof Scalar>;
const Scalars = Type.Array(Scalar, { minItems: 1, maxItems: 50 });

const BaseFilter = Type.Object(
  { column: ColumnRef, op: oneOf(FILTER_OPS), value: Type.Optional(Type.Union([Scalar, Scalars])) },
  { additionalProperties: false },
);
export type BaseFilter = Static<typeof BaseFilter>;

/** A value of the same column taken from another row: the first row (in table order) meeting `anchor`. */
const Anchor = Type.Object(
  { anchor: Type.Array(BaseFilter, { minItems: 1, maxItems: 4 }) },
  { additionalProperties: false, description: 'The same column’s value in the first row meeting these filters ("more than Spain", "after the 2004 game")' },
);

export const Filter = Type.Object(
  { column: ColumnRef, op: oneOf(FILTER_OPS), value: Type.Optional(Type.Union([Scalar, Scalars, Anchor])) },
  { additionalProperties: false },
);
export type Filter = Static<typeof Filter>;

export const Measure = Type.Object(
  {
    agg: oneOf(AGGREGATES),
    column: Type.Optional(ColumnRef),
    where: Type.Optional(BaseFilter),
  },
  { additionalProperties: false, description: 'count needs no column; sum/avg need a numeric one; share may take `where`' },
);
export type Measure = Static<typeof Measure>;

const JoinStep = Type.Object(
  {
    module: Type.String({ minLength: 1, maxLength: 100, description: 'module_id of the module joined' }),
    left: ColumnRef,
    right: Type.String({ pattern: '^[a-z_][a-z0-9_]{0,62}$', description: 'Its column matched to `left`' }),
  },
  { additionalProperties: false },
);
export type JoinStep = Static<typeof JoinStep>;

const Common = {
  module: Type.String({ minLength: 1, maxLength: 100, description: 'module_id of the module queried' }),
  join: Type.Optional(Type.Array(JoinStep, { maxItems: 3, description: 'Joins along the spec’s joins, in order' })),
  filters: Type.Array(Filter, { maxItems: 16 }),
};
const Dir = oneOf(['asc', 'desc'] as const);
const Limit = Type.Integer({ minimum: 1, maximum: 1000 });

export const ValuesQuery = Type.Object(
  {
    kind: Type.Literal('values'),
    ...Common,
    columns: Type.Array(ColumnRef, { minItems: 1, maxItems: 8 }),
    part: Type.Optional(oneOf(TIME_PARTS, 'Show the time columns as this part (the year of a date)')),
    order: Type.Optional(Type.Object({ by: ColumnRef, dir: Dir }, { additionalProperties: false })),
    limit: Type.Optional(Limit),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    distinct: Type.Optional(Type.Boolean({ description: 'Each different value once, in table order' })),
  },
  { additionalProperties: false },
);

export const AggregateQuery = Type.Object(
  {
    kind: Type.Literal('aggregate'),
    ...Common,
    measures: Type.Array(Measure, { minItems: 1, maxItems: 2 }),
    combine: Type.Optional(oneOf(['difference', 'ratio'] as const, 'Of the two measures: first minus second, or first over second')),
  },
  { additionalProperties: false },
);

export const GroupsQuery = Type.Object(
  {
    kind: Type.Literal('groups'),
    ...Common,
    group_by: Type.Object({ column: ColumnRef, part: Type.Optional(oneOf(TIME_PARTS)) }, { additionalProperties: false }),
    measures: Type.Array(Measure, { minItems: 1, maxItems: 2 }),
    having: Type.Optional(
      Type.Object(
        { measure: Measure, op: oneOf(['eq', 'neq', 'gt', 'gte', 'lt', 'lte'] as const), value: Type.Number() },
        { additionalProperties: false, description: 'Keep the groups whose measure meets this ("appears more than twice")' },
      ),
    ),
    order: Type.Optional(Dir),
    limit: Type.Optional(Limit),
    answer: Type.Optional(oneOf(['keys', 'values', 'count'] as const, 'The groups (default), the value of the first group, or how many groups')),
  },
  { additionalProperties: false },
);

export const CompareQuery = Type.Object(
  {
    kind: Type.Literal('compare'),
    ...Common,
    key: ColumnRef,
    values: Type.Array(Scalar, { minItems: 2, maxItems: 10 }),
    measure: Measure,
    part: Type.Optional(
      oneOf(TIME_PARTS, 'Compare periods of a time key: the values are periods as a grouping writes them (2012, 2012-Q1, 2012-03, 2012-03-05)'),
    ),
    ask: Type.Optional(oneOf(COMPARE_ASKS, 'Each value’s measure (default), which is highest or lowest, or first minus second, first over second')),
  },
  { additionalProperties: false },
);

export const CorrelationQuery = Type.Object(
  { kind: Type.Literal('correlation'), ...Common, columns: Type.Array(ColumnRef, { minItems: 2, maxItems: 2 }) },
  { additionalProperties: false },
);

export const StructuredQuerySchema = Type.Union([ValuesQuery, AggregateQuery, GroupsQuery, CompareQuery, CorrelationQuery]);
export type ValuesQuery = Static<typeof ValuesQuery>;
export type AggregateQuery = Static<typeof AggregateQuery>;
export type GroupsQuery = Static<typeof GroupsQuery>;
export type CompareQuery = Static<typeof CompareQuery>;
export type CorrelationQuery = Static<typeof CorrelationQuery>;
export type StructuredQuery = Static<typeof StructuredQuerySchema>;

/** What an answer did, in one word: for the trace, the audit entry and the "how this was answered" panel. */
export const INTENTS = ['lookup', 'ranking', 'position', 'aggregate', 'trend', 'share', 'comparison', 'correlation', 'describe', 'clarify'] as const;
export type Intent = (typeof INTENTS)[number];

export function intentOf(q: StructuredQuery, temporal: (column: string) => boolean): Intent {
  switch (q.kind) {
    case 'values':
      return q.order ? (q.order.by === POSITION ? 'position' : 'ranking') : 'lookup';
    case 'aggregate':
      return q.measures.some((m) => m.agg === 'share') ? 'share' : 'aggregate';
    case 'groups':
      if (q.measures.some((m) => m.agg === 'share')) return 'share';
      if (temporal(q.group_by.column) && q.limit === undefined) return 'trend';
      return q.limit !== undefined || q.answer === 'values' ? 'ranking' : 'aggregate';
    case 'compare':
      return 'comparison';
    case 'correlation':
      return 'correlation';
  }
}

/** Unions of constants read better as enums to a model. */
function enums(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(enums);
  if (!node || typeof node !== 'object') return node;
  const o = node as Record<string, unknown>;
  const any = o.anyOf as Record<string, unknown>[] | undefined;
  if (any?.every((x) => typeof x.const === 'string')) {
    const { anyOf: _, ...rest } = o;
    return { ...rest, type: 'string', enum: any.map((x) => x.const) };
  }
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, enums(v)]));
}

/** The JSON schema of a query, as a model's tool takes it (a plain object, no TypeBox symbols). */
export function querySchemaJson(): Record<string, unknown> {
  return enums(JSON.parse(JSON.stringify(StructuredQuerySchema as TSchema))) as Record<string, unknown>;
}

/** The column whose known values a share of records is taken over (none for a test of missing values, or a share of a total). */
export function shareKnown(m: Measure): string | undefined {
  if (m.agg !== 'share' || !m.where || m.column !== undefined) return undefined;
  const { op, column } = m.where;
  return op === 'null' || op === 'not_null' || column === POSITION ? undefined : column;
}
