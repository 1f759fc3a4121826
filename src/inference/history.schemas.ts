import { Type } from 'typebox';
import { ExposureSchema, InferenceResponse } from './inference.schemas.js';

export const SessionParams = Type.Object({
  session_id: Type.String({ minLength: 1, maxLength: 200, description: 'The session label the portal sent with its questions' }),
});

export const SessionsResponse = Type.Array(
  Type.Object({
    session_id: Type.String(),
    title: Type.String({ description: 'The session’s first question' }),
    questions: Type.Integer(),
    started_at: Type.String({ format: 'date-time' }),
    last_asked_at: Type.String({ format: 'date-time' }),
  }),
);

export const SessionResponse = Type.Object({
  session_id: Type.String(),
  turns: Type.Array(
    Type.Object({
      correlation_id: Type.String(),
      prompt: Type.String(),
      spec_ids: Type.Array(Type.String()),
      exposure: { ...ExposureSchema, description: 'The exposure the answer was given at' },
      asked_at: Type.String({ format: 'date-time' }),
      answer: Type.Union([InferenceResponse, Type.Null()], {
        description: 'The answer as it was returned; null when `withheld` says why it is not shown again',
      }),
      withheld: Type.Optional(Type.String()),
      feedback: Type.Optional(
        Type.Object(
          { rating: Type.Union([Type.Literal('up'), Type.Literal('down')]), note: Type.String() },
          { description: 'The rating given to the answer (POST /api/v1/inference/feedback)' },
        ),
      ),
    }),
  ),
});
