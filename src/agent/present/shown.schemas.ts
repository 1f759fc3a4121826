/**
 * The shapes of the work shown beside an answer (shown.ts, choices.ts), declared once as schemas:
 * the agent's types are their static types, and the portal's response (/api/v1/inference,
 * src/inference/inference.schemas.ts) is built from the same schemas.
 */
import { Type, type Static } from 'typebox';
import { literalUnion } from '../../contracts/literal-union.js';
import { StructuredQuerySchema } from '../plan/query.js';
import { TIME_PARTS } from '../plan/schema.js';

export const CellSchema = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);
export type Cell = Static<typeof CellSchema>;

export const ShownColumnSchema = Type.Object({
  key: Type.String({ description: 'The cell’s key in the result (c0…, g, v1, v2, n, v)' }),
  label: Type.String({ description: 'From the spec’s labels' }),
  unit: Type.Optional(Type.String({ description: 'From the spec’s label or name (“kg”, “%”)' })),
  type: literalUnion(['number', 'text', 'date'] as const),
});
export type ShownColumn = Static<typeof ShownColumnSchema>;

/** line: a trend over time; bar: groups, rankings and comparisons; none: one value or a record lookup. */
export const CHART_KINDS = ['line', 'bar', 'none'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

export const ChartSchema = Type.Object(
  {
    kind: literalUnion(CHART_KINDS, {
      description: 'line: a trend over time; bar: groups, rankings, comparisons; none: a single value or a record lookup',
    }),
    x: Type.Optional(Type.String({ description: 'Key of the column on the x axis (periods or categories)' })),
    y: Type.Optional(Type.String({ description: 'Key of the measured column' })),
  },
  { description: 'A chart suggestion derived from the structured query’s shape' },
);
export type ChartSuggestion = Static<typeof ChartSchema>;

export const ChoicesSchema = Type.Object(
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
/** What a reading's parts may be changed to (choices.ts). */
export type ReadingChoices = Static<typeof ChoicesSchema>;
export type MeasureChoice = ReadingChoices['measures'][number];
export type GroupChoice = ReadingChoices['groups'][number];

/** What the portal shows beside the answer text: the understood words always (guarded), the rest at full exposure only. */
export const ShownWorkSchema = Type.Object({
  understood: Type.Array(Type.String(), {
    description: 'What was understood (data, measure, filters, grouping, join), written from the structured query and guarded like the answer',
  }),
  columns: Type.Optional(Type.Array(ShownColumnSchema, { description: 'Full exposure only' })),
  rows: Type.Optional(
    Type.Array(Type.Array(CellSchema), { description: 'Full exposure only: the rows the answer was written from, cells in `columns` order' }),
  ),
  chart: Type.Optional(ChartSchema),
  sql: Type.Optional(Type.Object({ text: Type.String(), params: Type.Array(CellSchema) }, { description: 'Full exposure only: the statement that ran' })),
  reading: Type.Optional({ ...StructuredQuerySchema, description: 'Full exposure only: the reading that answered, as a structured query' }),
  choices: Type.Optional(ChoicesSchema),
});
export type ShownWork = Static<typeof ShownWorkSchema>;
