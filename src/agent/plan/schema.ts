/**
 * The parts of the structured query every operation shares: column references, values, filters
 * (with anchors), joins, periods, and the fields every kind of query starts with. The kinds of
 * query (operations/kinds) and the aggregate functions (operations/aggregates) are built from these;
 * plan/query.ts assembles the whole schema.
 */
import { Type, type Static } from 'typebox';
import { literalUnion } from '../../contracts/literal-union.js';

export const oneOf = <const T extends readonly string[]>(values: T, description?: string) => literalUnion(values, description ? { description } : {});

/**
 * eq/neq/gt/gte/lt/lte: one value; in/not_in: a list; range: [from, to) ISO dates on a time column;
 * month: the month of the year (1-12) of a time column; contains: case-insensitive part of the text;
 * null / not_null: the value is missing / present (no value).
 */
export const FILTER_OPS = ['eq', 'neq', 'in', 'not_in', 'contains', 'gt', 'gte', 'lt', 'lte', 'range', 'month', 'null', 'not_null'] as const;
/** exists / not_exists: the record has (has no) rows of a related module (`value: { related }`). */
export const RELATION_OPS = ['exists', 'not_exists'] as const;
export type FilterOp = (typeof FILTER_OPS)[number] | (typeof RELATION_OPS)[number];

export const TIME_PARTS = ['year', 'half', 'quarter', 'month', 'week', 'day'] as const;
export type TimePart = (typeof TIME_PARTS)[number];

/** The row's position in its table, as imported: "first", "last", "next after", "above". */
export const POSITION = '#row';

/** A column of the queried module ("name"), of a joined module ("<module_id>.name"), or the position "#row". */
export const ColumnRef = Type.String({
  pattern: '^(#row|(?:[A-Za-z0-9_-]{1,64}\\.)?[a-z_][a-z0-9_]{0,62})$',
  description: 'A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position',
});

export const Scalar = Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Boolean()]);
export type ScalarValue = Static<typeof Scalar>;
const Scalars = Type.Array(Scalar, { minItems: 1, maxItems: 50 });

export const BaseFilter = Type.Object(
  { column: ColumnRef, op: oneOf(FILTER_OPS), value: Type.Optional(Type.Union([Scalar, Scalars])) },
  { additionalProperties: false },
);
export type BaseFilter = Static<typeof BaseFilter>;

/** A value of the same column taken from another row: the first row (in table order) meeting `anchor`. */
const Anchor = Type.Object(
  { anchor: Type.Array(BaseFilter, { minItems: 1, maxItems: 4 }) },
  { additionalProperties: false, description: 'The same column’s value in the first row meeting these filters ("more than Spain", "after the 2004 game")' },
);

/** Another column of the same row: "items below their reorder level", "campaigns over budget". */
const Other = Type.Object(
  { other: ColumnRef },
  { additionalProperties: false, description: 'Another column of the same row, compared with this one ("below their reorder level", "over budget")' },
);

/** A figure of all the records: "tracks longer than the average", "above the highest". */
const OfAll = Type.Object(
  { of: oneOf(['avg', 'min', 'max'] as const) },
  { additionalProperties: false, description: 'The same column’s average, lowest or highest over all the records the query reads ("longer than the average")' },
);

/** The aggregate of all the records a filter compares its column with, if it does. */
export const ofAllOf = (f: Filter | BaseFilter | PartFilter): 'avg' | 'min' | 'max' | undefined =>
  typeof f.value === 'object' && f.value !== null && !Array.isArray(f.value) && 'of' in f.value ? f.value.of : undefined;

/** A condition a measure's part meets: a value, or another column of the same row ("paid after the due date"). */
export const PartFilter = Type.Object(
  { column: ColumnRef, op: oneOf(FILTER_OPS), value: Type.Optional(Type.Union([Scalar, Scalars, Other])) },
  { additionalProperties: false },
);
export type PartFilter = Static<typeof PartFilter>;

const JoinStep = Type.Object(
  {
    module: Type.String({ minLength: 1, maxLength: 100, description: 'module_id of the module joined' }),
    left: ColumnRef,
    right: Type.String({ pattern: '^[a-z_][a-z0-9_]{0,62}$', description: 'Its column matched to `left`' }),
  },
  { additionalProperties: false },
);
export type JoinStep = Static<typeof JoinStep>;

/**
 * The rows of another module a record has: those whose `key` equals the filter's column (along a
 * spec join), read with their own joins and filters. "Countries that speak French": a country has a
 * language row of French; "artists without any album": an artist has no album row.
 */
const Related = Type.Object(
  {
    related: Type.Object(
      {
        module: Type.String({ minLength: 1, maxLength: 100, description: 'module_id of the related module' }),
        key: Type.String({ pattern: '^[a-z_][a-z0-9_]{0,62}$', description: 'Its column matched to the filter’s column (a spec join)' }),
        join: Type.Optional(Type.Array(JoinStep, { maxItems: 2, description: 'Joins from the related module, along the spec’s joins' })),
        filters: Type.Array(BaseFilter, { maxItems: 8, description: 'What its rows meet (columns of the related module or of its joins)' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, description: 'exists / not_exists: the rows of another module the record has (or has none of)' },
);
export type Related = Static<typeof Related>['related'];

const RelationFilter = Type.Object({ column: ColumnRef, op: oneOf(RELATION_OPS), value: Related }, { additionalProperties: false });
const ValueFilter = Type.Object(
  { column: ColumnRef, op: oneOf(FILTER_OPS), value: Type.Optional(Type.Union([Scalar, Scalars, Anchor, Other, OfAll])) },
  { additionalProperties: false },
);
export const Filter = Type.Union([ValueFilter, RelationFilter]);
export type Filter = Static<typeof Filter>;

/** The related rows a filter tests, if it is a test of related rows (exists / not_exists). */
export const relatedOf = (f: Filter | BaseFilter | PartFilter): Related | undefined =>
  (f.op === 'exists' || f.op === 'not_exists') && typeof f.value === 'object' && f.value !== null && 'related' in f.value ? f.value.related : undefined;

/** The other column a filter compares its column with, if it does. */
export const otherOf = (f: Filter | BaseFilter | PartFilter): string | undefined =>
  typeof f.value === 'object' && f.value !== null && !Array.isArray(f.value) && 'other' in f.value ? f.value.other : undefined;

/** The fields every kind of query starts with: the module queried, its joins, its filters. */
export const Common = {
  module: Type.String({ minLength: 1, maxLength: 100, description: 'module_id of the module queried' }),
  join: Type.Optional(Type.Array(JoinStep, { maxItems: 4, description: 'Joins along the spec’s joins, in order (a path or a tree of up to four)' })),
  filters: Type.Array(Filter, { maxItems: 16 }),
};
export const Dir = oneOf(['asc', 'desc'] as const);
export const Limit = Type.Integer({ minimum: 1, maximum: 1000 });
