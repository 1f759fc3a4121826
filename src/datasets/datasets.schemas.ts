import { Type } from 'typebox';
import { literalUnion } from '../contracts/literal-union.js';
import { COLUMN_TYPES } from '../contracts/columns.js';

export const ColumnTypeSchema = literalUnion(COLUMN_TYPES, { title: 'ColumnType' });

export const BatchSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    status: Type.Union([Type.Literal('importing'), Type.Literal('ready')], {
      description: 'importing while the upload streams (row_count so far), then ready',
    }),
    format: Type.Union([Type.Literal('csv'), Type.Literal('json')]),
    row_count: Type.Integer(),
    size_bytes: Type.Integer(),
    columns: Type.Array(Type.Object({ name: Type.String(), type: Type.String(), null_count: Type.Integer() }), {
      description: 'Inferred over the whole file; empty while importing',
    }),
    created_at: Type.String({ format: 'date-time' }),
    finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { title: 'ImportBatch' },
);

export const CustomerParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
export const BatchParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100 }),
  batchId: Type.String({ minLength: 1, maxLength: 100 }),
});
export const UploadQuery = Type.Object({ name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) });
