import { Type } from 'typebox';

const Rating = Type.Union([Type.Literal('up'), Type.Literal('down')]);

export const FeedbackBody = Type.Object({
  correlation_id: Type.String({ minLength: 1, maxLength: 100, description: 'The answered call’s correlation id' }),
  rating: Rating,
  note: Type.Optional(Type.String({ maxLength: 2000, description: 'What was wrong (optional)' })),
});

export const FeedbackResponse = Type.Object({
  correlation_id: Type.String(),
  rating: Rating,
  note: Type.Union([Type.String(), Type.Null()]),
  username: Type.Union([Type.String(), Type.Null()]),
  rated_at: Type.String({ format: 'date-time' }),
});

export const SuggestionsQuery = Type.Object({
  spec_ids: Type.String({ minLength: 1, maxLength: 4000, description: 'Spec ids, comma-separated' }),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 12, default: 4, description: 'How many questions at most (the portal asks for more to pick follow-ups from)' }),
  ),
});

export const SuggestionsResponse = Type.Object({
  questions: Type.Array(Type.String()),
});
