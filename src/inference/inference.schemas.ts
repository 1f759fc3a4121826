import { Type, type Static } from 'typebox';
import { literalUnion } from '../contracts/literal-union.js';
import { EXPOSURES } from '../contracts/exposure.js';
import { StructuredQuerySchema } from '../agent/plan/query.js';
import { ShownWorkSchema } from '../agent/present/shown.schemas.js';

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
/** What /api/v1/infer returns: the contract's four fields, nothing else. */
export type InferResult = Static<typeof InferResponse>;

/**
 * The portal's answer (/api/v1/inference): the contract's four fields, what was understood, and at
 * FULL exposure only the rows the answer was written from, the chart suggestion and the SQL. Below
 * full, `columns`, `rows`, `chart` and `sql` are absent from the body.
 */
export const InferenceResponse = Type.Object({
  ...InferResponse.properties,
  ...ShownWorkSchema.properties,
  verified: Type.Optional(
    Type.Object(
      { id: Type.String(), verified_by: Type.String(), verified_at: Type.String({ format: 'date-time' }) },
      { description: 'The verified question whose reading answered (POST /api/v1/inference/verified), at every exposure' },
    ),
  ),
  options: Type.Optional(
    Type.Array(Type.String(), {
      description:
        'A clarification: the readings the agent could not choose between, in words (guarded like the answer). Send one back as ' +
        '`choose` (its index) with `previous` = this correlation_id to have it answered',
    }),
  ),
});
export type InferenceAnswer = Static<typeof InferenceResponse>;
