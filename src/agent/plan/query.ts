/**
 * The structured query: the only thing a router (our parser or a model) may produce. One TypeBox
 * schema gives its type, its validation and the model's tool parameters. Columns are named by
 * their spec identifiers, values travel as plain data; only the compiler (sql.ts) makes SQL.
 *
 * A query selects rows of one module (joined along spec joins to at most three more) with filters,
 * then does one of the kinds registered in operations/index.ts — each a file of operations/kinds:
 *   values       the value of some columns for the selected rows, optionally ordered (by a column
 *                or by "#row", the row's position in the table as imported) and cut to N
 *                ("which club competed the most" → ordered by a count; "the first game" → by #row)
 *   aggregate    one or two measures over the selected rows (count, count of distinct values, sum,
 *                average, min, max, share…), optionally combined (difference, ratio)
 *   groups       the same measures per value of a grouping column (or per period of a time column),
 *                with a condition on the groups, an order and N; the answer is the groups' keys,
 *                their values, or how many groups there are
 *   compare      a measure for each of two or more named values of a key column, with which is
 *                highest or lowest, or their difference or ratio
 *   correlation  the correlation of two numeric columns
 * The measures' functions are registered in operations/aggregates/index.ts, one file each.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { KINDS, kindOf } from '../operations/index.js';

export * from './schema.js';
export { AGGREGATES, Measure, type Aggregate } from '../operations/aggregates/index.js';
export { COMPARE_ASKS, type CompareAsk, type CompareQuery } from '../operations/kinds/compare.js';
export type { ValuesQuery } from '../operations/kinds/values.js';
export type { AggregateQuery } from '../operations/kinds/aggregate.js';
export type { GroupsQuery } from '../operations/kinds/groups.js';
export type { CorrelationQuery } from '../operations/kinds/correlation.js';

export const QUERY_KINDS = KINDS.map((k) => k.kind);

type SchemasOf<T extends readonly { schema: TSchema }[]> = { -readonly [K in keyof T]: T[K]['schema'] };
export const StructuredQuerySchema = Type.Union(KINDS.map((k) => k.schema) as SchemasOf<typeof KINDS>);
export type StructuredQuery = Static<typeof StructuredQuerySchema>;

/** What an answer did, in one word: for the trace, the audit entry and the "how this was answered" panel. */
export const INTENTS = ['lookup', 'ranking', 'position', 'aggregate', 'trend', 'share', 'comparison', 'correlation', 'describe', 'clarify'] as const;
export type Intent = (typeof INTENTS)[number];

export function intentOf(q: StructuredQuery, temporal: (column: string) => boolean): Intent {
  return kindOf(q.kind).intent(q, temporal);
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
