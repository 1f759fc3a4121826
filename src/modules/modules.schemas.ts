import { Type, type Static } from 'typebox';
import { ColumnTypeSchema } from '../datasets/datasets.schemas.js';
import { literalUnion } from '../contracts/literal-union.js';
import { SYNONYM_CHARS, SYNONYMS_PER_NAME, SYNONYMS_PER_VALUE, VALUES_WITH_SYNONYMS } from '../semantic/bounds.js';
import { COLUMN_ROLES, METRIC_AGGREGATES } from '../contracts/columns.js';
import { EntitySemanticsSchema, MeasureSemanticsSchema } from '../contracts/spec.js';

export const ColumnRoleSchema = literalUnion(COLUMN_ROLES, {
  description: 'identifier and sensitive values are never shown below full exposure; sensitive is personal data',
});

const Label = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const Synonym = Type.String({ minLength: 1, maxLength: SYNONYM_CHARS, pattern: '\\S' });
/** Bounded: the agent reads every synonym on every question (src/semantic/bounds.ts). */
const Synonyms = Type.Array(Synonym, {
  maxItems: SYNONYMS_PER_NAME,
  description: `At most ${SYNONYMS_PER_NAME} synonyms of at most ${SYNONYM_CHARS} characters`,
});
const ModuleName = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const Description = Type.String({ maxLength: 2000 });

export const ColumnDefinition = Type.Object(
  {
    source: Type.String({ minLength: 1, maxLength: 200, description: 'A column (header) of the import batch' }),
    name: Type.Optional(
      Type.String({
        pattern: '^[a-z_][a-z0-9_]{0,62}$',
        description: 'The column identifier in the module table; default made from the header ("Beak Length (mm)" → beak_length_mm)',
      }),
    ),
    type: Type.Optional(ColumnTypeSchema),
    label: Type.Optional(Label),
    synonyms: Type.Optional(Synonyms),
  },
  { additionalProperties: false },
);

const Columns = Type.Array(ColumnDefinition, {
  minItems: 1,
  maxItems: 1000,
  description: 'The selected columns, in order (default: every column of the batch with its inferred type)',
});

export const CreateModuleBody = Type.Object(
  {
    import_batch_id: Type.String({ minLength: 1, maxLength: 100 }),
    name: ModuleName,
    description: Type.Optional(Description),
    columns: Type.Optional(Columns),
  },
  { additionalProperties: false },
);
export type CreateModuleInput = Static<typeof CreateModuleBody>;

export const SettingsBody = Type.Object(
  {
    name: Type.Optional(ModuleName),
    description: Type.Optional(Description),
    columns: Type.Optional(Columns),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type SettingsInput = Static<typeof SettingsBody>;

/** Other names of a column's values: "japanese" for Japan. */
const ValueSynonyms = Type.Array(
  Type.Object(
    { value: Type.String({ minLength: 1, maxLength: 200 }), synonyms: Type.Array(Synonym, { maxItems: SYNONYMS_PER_VALUE }) },
    { additionalProperties: false },
  ),
  {
    maxItems: VALUES_WITH_SYNONYMS,
    description: `Other names people use for some of the column’s values (e.g. "japanese" for Japan): at most ${VALUES_WITH_SYNONYMS} values, ${SYNONYMS_PER_VALUE} synonyms each`,
  },
);

const Noun = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const Unit = Type.String({ maxLength: 20, description: 'The unit answers show ("USD", "%", "minutes"); empty for none' });

export const DefaultAggregationSchema = MeasureSemanticsSchema.properties.aggregation;

const MetricPartSchema = Type.Object(
  {
    agg: literalUnion(METRIC_AGGREGATES),
    column: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'A numeric column for sum/avg/min/max; any column for count_distinct' })),
  },
  { additionalProperties: false },
);

export const MetricSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    synonyms: Type.Optional(Synonyms),
    numerator: MetricPartSchema,
    denominator: Type.Optional(MetricPartSchema),
    percent: Type.Optional(Type.Boolean({ description: 'Shown as a percentage (the ratio times 100)' })),
    unit: Type.Optional(Unit),
  },
  { additionalProperties: false, description: 'A named figure, e.g. average order value = sum of revenue / count of orders' },
);

export const LabelsBody = Type.Object(
  {
    synonyms: Type.Optional(Synonyms),
    entity: Type.Optional(
      Type.Union([Type.Object({ singular: Noun, plural: Noun }, { additionalProperties: false }), Type.Null()], {
        description: 'What one record and several records are called ("order", "orders"); null returns to the build’s proposal',
      }),
    ),
    key: Type.Optional(
      Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()], {
        description: 'The column whose values identify the records (unique, never empty); null returns to the build’s proposal',
      }),
    ),
    metrics: Type.Optional(Type.Array(MetricSchema, { maxItems: 50, description: 'The module’s named metrics (they replace the previous ones)' })),
    columns: Type.Optional(
      Type.Array(
        Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 100 }),
            label: Type.Optional(Label),
            synonyms: Type.Optional(Synonyms),
            values: Type.Optional(ValueSynonyms),
            role: Type.Optional(
              Type.Union([ColumnRoleSchema, Type.Null()], {
                description:
                  'The column’s role; null returns to the build’s proposal. A non-owner may only set identifier or sensitive, and only the owner changes a role set to either',
              }),
            ),
            aggregation: Type.Optional(
              Type.Union([DefaultAggregationSchema, Type.Null()], { description: 'The measure’s default aggregation; null returns to the build’s proposal' }),
            ),
            unit: Type.Optional(Type.Union([Unit, Type.Null()], { description: 'The measure’s unit; null returns to the build’s proposal' })),
          },
          { additionalProperties: false },
        ),
        { maxItems: 1000 },
      ),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type LabelsInput = Static<typeof LabelsBody>;

export const ModuleJoinSchema = Type.Object(
  {
    column: Type.String({ minLength: 1, maxLength: 100, description: 'A column of this module' }),
    target_module_id: Type.String({ minLength: 1, maxLength: 100, description: 'Another module of the customer' }),
    target_column: Type.String({ minLength: 1, maxLength: 100, description: 'The column of the target module whose values this column holds' }),
  },
  { additionalProperties: false },
);

export const JoinsBody = Type.Object(
  { joins: Type.Array(ModuleJoinSchema, { maxItems: 50 }) },
  {
    additionalProperties: false,
    description:
      'The joins this module declares (they replace the previous ones). A spec build uses them, and adds the joins it discovers from matching key values.',
  },
);
export type JoinsInput = Static<typeof JoinsBody>;

export const ModuleSchema = Type.Object(
  {
    id: Type.String(),
    import_batch_id: Type.String(),
    name: Type.String(),
    description: Type.String(),
    synonyms: Type.Array(Type.String()),
    status: Type.Union([Type.Literal('draft'), Type.Literal('finalized'), Type.Literal('importing'), Type.Literal('imported')]),
    row_count: Type.Union([Type.Integer(), Type.Null()]),
    columns: Type.Array(
      Type.Object({
        name: Type.String(),
        source: Type.String(),
        type: ColumnTypeSchema,
        inferred_type: ColumnTypeSchema,
        label: Type.String(),
        synonyms: Type.Array(Type.String()),
        value_synonyms: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
        role: Type.Optional(ColumnRoleSchema),
        aggregation: Type.Optional(DefaultAggregationSchema),
        unit: Type.Optional(Type.String()),
      }),
    ),
    joins: Type.Array(ModuleJoinSchema),
    semantic: Type.Object(
      {
        entity: Type.Optional(Type.Object({ singular: Type.String(), plural: Type.String() })),
        key: Type.Optional(Type.Union([Type.String(), Type.Null()])),
        metrics: Type.Optional(Type.Array(MetricSchema)),
      },
      { description: 'What the module builder set of the semantic layer; the rest is proposed by the spec build' },
    ),
    import_error: Type.Union([
      Type.Object({ detail: Type.String(), errors: Type.Array(Type.Object({ path: Type.String(), message: Type.String() })) }),
      Type.Null(),
    ]),
    created_at: Type.String({ format: 'date-time' }),
    finalized_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    imported_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { title: 'Module' },
);

/** The semantic layer the next spec build would give the module: the proposal with the builder's choices. */
export const ModuleLayerSchema = Type.Object(
  {
    module_id: Type.String(),
    row_count: Type.Integer(),
    entity: EntitySemanticsSchema,
    metrics: Type.Array(MetricSchema),
    columns: Type.Array(
      Type.Object({
        name: Type.String(),
        label: Type.String(),
        header: Type.Optional(Type.String()),
        type: ColumnTypeSchema,
        reads_as: Type.Optional(Type.Union([Type.Literal('number'), Type.Literal('date')])),
        role: ColumnRoleSchema,
        role_source: Type.Union([Type.Literal('proposed'), Type.Literal('set')]),
        implied_synonyms: Type.Optional(Type.Array(Type.String(), { description: 'Synonyms of general language the build proposes from the label' })),
        measure: Type.Optional(MeasureSemanticsSchema),
      }),
    ),
  },
  { title: 'ModuleLayer' },
);
