import { Type, type Static } from 'typebox';
import { ExposureSchema } from '../inference/inference.schemas.js';

const Outcome = Type.Union([Type.Literal('pass'), Type.Literal('fail'), Type.Literal('stale')], {
  description:
    'pass: the agent answers the question on that spec as verified; fail: it answers otherwise; stale: the verified reading’s columns are not in that spec',
});

export const VerifyBody = Type.Object({
  correlation_id: Type.String({ minLength: 1, maxLength: 100, description: 'An answer of the caller’s own agent history' }),
  question: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 1000,
      description: 'The question’s words to keep (default: the question asked, or for a follow-up or a chosen reading, that reading in words)',
    }),
  ),
});

export const VerifiedSchema = Type.Object({
  id: Type.String(),
  project_id: Type.String(),
  spec_id: Type.Union([Type.String(), Type.Null()], { description: 'The spec it was verified on (null once deleted)' }),
  question: Type.String({ description: 'Below full exposure, as the exposure guard lets it show' }),
  verified_by: Type.String(),
  verified_at: Type.String({ format: 'date-time' }),
  replaced: Type.Boolean({ description: 'The same question was verified before: its reading is replaced (both are in the audit trail)' }),
});
export type VerifiedView = Static<typeof VerifiedSchema>;

export const CheckListSchema = Type.Object({
  project_id: Type.String(),
  exposure: ExposureSchema,
  questions: Type.Array(
    Type.Object({
      id: Type.String(),
      question: Type.String({ description: 'Below full exposure, as the exposure guard lets it show' }),
      verified_by: Type.String(),
      verified_at: Type.String({ format: 'date-time' }),
      spec_id: Type.Union([Type.String(), Type.Null()]),
      newest: Type.Union([Outcome, Type.Null()], { description: 'Its outcome on the newest trained spec (null: not checked there yet)' }),
      checks: Type.Array(Type.Object({ spec_id: Type.String(), outcome: Outcome, checked_at: Type.String({ format: 'date-time' }) })),
    }),
  ),
  specs: Type.Array(
    Type.Object({
      spec_id: Type.String(),
      name: Type.String(),
      created_at: Type.String({ format: 'date-time' }),
      checked: Type.Union([
        Type.Object({
          passed: Type.Integer(),
          failed: Type.Integer(),
          stale: Type.Integer(),
          total: Type.Integer(),
          checked_at: Type.String({ format: 'date-time' }),
        }),
        Type.Null(),
      ]),
    }),
    { description: 'The project’s trained specs, the newest first, each with its last check' },
  ),
  warning: Type.Optional(Type.String({ description: 'The newest spec answers fewer verified questions than the spec before it' })),
});
export type CheckList = Static<typeof CheckListSchema>;

export const CheckBody = Type.Object({
  spec_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'A trained spec of the project (default: the newest)' })),
});

export const VerifiedParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100 }),
  verified_id: Type.String({ minLength: 1, maxLength: 100 }),
});
