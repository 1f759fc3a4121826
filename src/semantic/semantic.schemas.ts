import { Type } from 'typebox';
import { SpecDocSchema } from '../contracts/spec.js';

export const ProgressSchema = Type.Object(
  {
    step: Type.String({ description: 'queued | statistics | joins | done' }),
    modules_total: Type.Integer(),
    modules_done: Type.Integer(),
    columns_total: Type.Integer(),
    columns_done: Type.Integer(),
  },
  { title: 'BuildProgress' },
);

const SpecStatus = Type.Union([Type.Literal('building'), Type.Literal('trained'), Type.Literal('failed')]);

export const SpecSummarySchema = Type.Object(
  {
    id: Type.String(),
    project_id: Type.String(),
    name: Type.String(),
    status: SpecStatus,
    progress: ProgressSchema,
    error: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
    trained_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { title: 'SemanticSpecSummary' },
);

/**
 * The trained document as its reader may see it (semantic.view.ts): the contract's SpecDoc
 * (src/contracts/spec.ts), whole only at full exposure and to those who may build specs; otherwise
 * `restricted` is true: no statistics, row counts or value index, and per column at most a few
 * `examples` the exposure allows (none of an identifier or sensitive column). Its modules and joins
 * are passed on as the document holds them (a restricted module has examples in place of statistics,
 * a document of an earlier version what that version held), so they are left open here.
 */
export const SpecDocView = Type.Object(
  {
    ...SpecDocSchema.properties,
    modules: Type.Array(Type.Unknown()),
    joins: Type.Array(Type.Unknown()),
    restricted: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: true, title: 'SpecDoc' },
);

export const SpecSchema = Type.Evaluate(Type.Intersect([SpecSummarySchema, Type.Object({ spec: Type.Union([SpecDocView, Type.Null()]) })]), {
  title: 'SemanticSpec',
});

export const BuildBody = Type.Object({ name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })) }, { additionalProperties: false });

export const BuildAccepted = Type.Object({ id: Type.String(), status: Type.Literal('building'), progress: ProgressSchema });

export const SpecParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100 }),
  specId: Type.String({ minLength: 1, maxLength: 100 }),
});
