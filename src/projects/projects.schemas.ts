import { Type, type Static } from 'typebox';
import { ColumnTypeSchema } from '../datasets/datasets.schemas.js';
import { literalUnion } from '../contracts/literal-union.js';
import { SpecSummarySchema } from '../semantic/semantic.schemas.js';
import { EXPOSURES } from '../contracts/exposure.js';

export const ExposureSchema = literalUnion(EXPOSURES, {
  description: 'full: exact values; limited: qualitative, numbers masked; advisory: guidance only',
});
const ProjectName = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const ModuleIds = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 200, uniqueItems: true });

export const CreateProjectBody = Type.Object({ name: ProjectName, exposure: ExposureSchema, module_ids: ModuleIds }, { additionalProperties: false });
export type CreateProjectInput = Static<typeof CreateProjectBody>;

export const UpdateProjectBody = Type.Object(
  { name: Type.Optional(ProjectName), exposure: Type.Optional(ExposureSchema), module_ids: Type.Optional(ModuleIds) },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateProjectInput = Static<typeof UpdateProjectBody>;

export const ProjectSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    exposure: ExposureSchema,
    module_ids: Type.Array(Type.String()),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Project' },
);

export const TreeSchema = Type.Object(
  {
    project: ProjectSchema,
    modules: Type.Array(
      Type.Object({
        id: Type.String(),
        name: Type.String(),
        status: Type.String(),
        row_count: Type.Union([Type.Integer(), Type.Null()]),
        columns: Type.Array(Type.Object({ name: Type.String(), label: Type.String(), type: ColumnTypeSchema })),
      }),
    ),
    specs: Type.Array(SpecSummarySchema),
  },
  { title: 'ProjectTree' },
);
