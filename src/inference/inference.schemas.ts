import { Type, type Static } from 'typebox';
import { literalUnion } from '../literal-union.js';
import { EXPOSURES } from '../semantic/spec.types.js';

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

export const ExposureSchema = literalUnion(EXPOSURES);

export const InferResponse = Type.Object({
  correlation_id: Type.String(),
  result: Type.String(),
  exposure: ExposureSchema,
  spec_count: Type.Integer({ description: 'Specs the call was scoped to after the access checks' }),
});
