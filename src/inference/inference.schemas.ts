import { Type, type Static } from 'typebox';
import { literalUnion } from '../literal-union.js';
import { EXPOSURES } from '../contracts/exposure.js';
import { StructuredQuerySchema, TIME_PARTS } from '../agent/plan/query.js';

export const AuthorizeBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});

export const AuthorizeResponse = Type.Object({
  token: Type.String({ description: 'Bearer token; send it as Authorization: Bearer <token> on /api/v1/infer' }),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Lifetime in seconds (TOKEN_TTL_SECONDS, 24 hours by default)' }),
  expires_at: Type.String({ format: 'date-time' }),
});

export const InferBody = Type.Object({
  prompt: Type.String({ minLength: 1, description: 'The question, at least one character' }),
  spec_ids: Type.Array(Type.String({ maxLength: 100 }), { minItems: 1, maxItems: 100 }),
  session_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Audit grouping label; generated when omitted' })),
});
export type InferInput = Static<typeof InferBody>;

/**
 * The portal's body (/api/v1/inference): /api/v1/infer's, and a reading changed by hand in "How
 * this was answered", answered as it stands instead of the prompt being read again. The prompt
 * stays the question asked (it is what the audit entry records).
 */
export const InferenceBody = Type.Object({
  ...InferBody.properties,
  reading: Type.Optional({
    ...StructuredQuerySchema,
    description: 'A reading as `reading` returned it, with parts changed from `choices`; checked against the spec like any query',
  }),
  previous: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      description:
        'The correlation_id of the previous answer of the session: a question that builds on it ("and in 2023?", "only the West", ' +
        '"by quarter") edits its reading; one of its own is read on its own. Only the caller’s own answers: any other is 404',
    }),
  ),
  choose: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 9, description: 'With `previous` (a clarification): the index of the option in its `options` to answer' }),
  ),
});
export type InferenceInput = Static<typeof InferenceBody>;

export const ExposureSchema = literalUnion(EXPOSURES);

export const InferResponse = Type.Object({
  correlation_id: Type.String(),
  result: Type.String(),
  exposure: ExposureSchema,
  spec_count: Type.Integer({ description: 'Specs the call was scoped to after the access checks' }),
});

const Cell = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);

export const ShownColumnSchema = Type.Object({
  key: Type.String({ description: 'The cell’s key in the result (c0…, g, v1, v2, n, v)' }),
  label: Type.String({ description: 'From the spec’s labels' }),
  unit: Type.Optional(Type.String({ description: 'From the spec’s label or name (“kg”, “%”)' })),
  type: literalUnion(['number', 'text', 'date'] as const),
});

export const ChartSchema = Type.Object(
  {
    kind: literalUnion(['line', 'bar', 'none'] as const, {
      description: 'line: a trend over time; bar: groups, rankings, comparisons; none: a single value or a record lookup',
    }),
    x: Type.Optional(Type.String({ description: 'Key of the column on the x axis (periods or categories)' })),
    y: Type.Optional(Type.String({ description: 'Key of the measured column' })),
  },
  { description: 'A chart suggestion derived from the structured query’s shape' },
);

const ChoicesSchema = Type.Object(
  {
    records: Type.String({ description: 'The records’ name, for “number of …”' }),
    measures: Type.Array(
      Type.Object({
        column: Type.Optional(Type.String({ description: 'Absent: the number of records' })),
        label: Type.String(),
        aggs: Type.Array(Type.String(), { description: 'The aggregations it takes, its default first' }),
      }),
    ),
    groups: Type.Array(
      Type.Object({
        column: Type.String(),
        label: Type.String(),
        parts: Type.Optional(Type.Array(literalUnion(TIME_PARTS), { description: 'A time column groups by one of these periods' })),
      }),
    ),
    labels: Type.Record(Type.String(), Type.String(), { description: 'The labels of the module’s columns, by name' }),
  },
  { description: 'Full exposure only: what the reading’s measure and grouping may be changed to, from the caller’s view of the spec' },
);

/**
 * The portal's answer (/api/v1/inference): the contract's four fields, what was understood, and at
 * FULL exposure only the rows the answer was written from, the chart suggestion and the SQL. Below
 * full, `columns`, `rows`, `chart` and `sql` are absent from the body.
 */
export const InferenceResponse = Type.Object({
  correlation_id: Type.String(),
  result: Type.String(),
  exposure: ExposureSchema,
  spec_count: Type.Integer({ description: 'Specs the call was scoped to after the access checks' }),
  understood: Type.Array(Type.String(), {
    description: 'What was understood (data, measure, filters, grouping, join), written from the structured query and guarded like the answer',
  }),
  columns: Type.Optional(Type.Array(ShownColumnSchema, { description: 'Full exposure only' })),
  rows: Type.Optional(Type.Array(Type.Array(Cell), { description: 'Full exposure only: the rows the answer was written from, cells in `columns` order' })),
  chart: Type.Optional(ChartSchema),
  sql: Type.Optional(Type.Object({ text: Type.String(), params: Type.Array(Cell) }, { description: 'Full exposure only: the statement that ran' })),
  reading: Type.Optional({ ...StructuredQuerySchema, description: 'Full exposure only: the reading that answered, as a structured query' }),
  choices: Type.Optional(ChoicesSchema),
  options: Type.Optional(
    Type.Array(Type.String(), {
      description:
        'A clarification: the readings the agent could not choose between, in words (guarded like the answer). Send one back as ' +
        '`choose` (its index) with `previous` = this correlation_id to have it answered',
    }),
  ),
});
export type InferenceAnswer = Static<typeof InferenceResponse>;
