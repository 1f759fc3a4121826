import { Type } from 'typebox';

export const AuditEntrySchema = Type.Object({
  id: Type.String(),
  at: Type.String({ format: 'date-time' }),
  source: Type.Union([Type.Literal('api'), Type.Literal('portal')]),
  action: Type.String(),
  actor: Type.Object({ id: Type.Union([Type.String(), Type.Null()]), username: Type.Union([Type.String(), Type.Null()]) }),
  correlation_id: Type.Optional(Type.String()),
  details: Type.Record(Type.String(), Type.Unknown()),
  feedback: Type.Optional(
    Type.Object(
      {
        rating: Type.Union([Type.Literal('up'), Type.Literal('down')]),
        note: Type.Union([Type.String(), Type.Null()]),
        username: Type.Union([Type.String(), Type.Null()]),
        rated_at: Type.String({ format: 'date-time' }),
      },
      { description: 'An inference call’s rating (joined in; the entry itself never changes)' },
    ),
  ),
});

export const AuditListQuery = Type.Object({
  source: Type.Optional(Type.Union([Type.Literal('api'), Type.Literal('portal')])),
  action: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  correlation_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
  cursor: Type.Optional(Type.String({ maxLength: 100 })),
});

export const AuditListResponse = Type.Object({
  entries: Type.Array(AuditEntrySchema),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
});

export const AuditExportQuery = Type.Object({
  format: Type.Union([Type.Literal('csv'), Type.Literal('ndjson')], { default: 'ndjson' }),
  source: Type.Optional(Type.Union([Type.Literal('api'), Type.Literal('portal')])),
  action: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
