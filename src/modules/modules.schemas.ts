import { Type, type Static } from '@sinclair/typebox';
import { ColumnTypeSchema } from '../datasets/datasets.schemas.js';

const Label = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const Synonyms = Type.Array(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }), { maxItems: 50 });
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

export const LabelsBody = Type.Object(
  {
    synonyms: Type.Optional(Synonyms),
    columns: Type.Optional(
      Type.Array(
        Type.Object(
          { name: Type.String({ minLength: 1, maxLength: 100 }), label: Type.Optional(Label), synonyms: Type.Optional(Synonyms) },
          { additionalProperties: false },
        ),
        { maxItems: 1000 },
      ),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type LabelsInput = Static<typeof LabelsBody>;

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
      }),
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
