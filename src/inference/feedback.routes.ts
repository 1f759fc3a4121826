import { Type } from 'typebox';
import { gate, portalCaller } from '../auth/gate.js';
import { ErrorBody } from '../http/schemas.js';
import type { App } from '../http/types.js';
import type { FeedbackService } from './feedback.service.js';
import { FeedbackBody, FeedbackResponse, SuggestionsQuery, SuggestionsResponse } from './feedback.schemas.js';

export function registerFeedbackRoutes(app: App, deps: { feedback: FeedbackService }): void {
  const { feedback } = deps;

  app.post(
    '/api/v1/inference/feedback',
    {
      config: { gate: gate.flag('can_access_agent') },
      schema: {
        tags: ['agent'],
        summary: 'Rate an answer of the agent (thumbs up or down, an optional note), stored against the call’s correlation id',
        description:
          'One rating per call: a later rating replaces the earlier one. Only answered calls of the caller’s own customer can be ' +
          'rated; any other correlation id is 404. The rating shows in the owner’s audit list, joined to the call’s entry.',
        security: [{ session: [] }],
        body: FeedbackBody,
        response: { 200: FeedbackResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const caller = portalCaller(request);
      return feedback.rate(caller, request.body);
    },
  );

  app.get(
    '/api/v1/inference/suggestions',
    {
      config: { gate: gate.flag('can_access_agent') },
      schema: {
        tags: ['agent'],
        summary: 'Questions to offer an empty agent session, built from the specs and each one the agent answers',
        description:
          'Trying the candidates holds one of the customer’s inference slots (429 when none frees within CONCURRENCY_WAIT_MS); ' +
          'the list is remembered per set of specs (specs never change).',
        security: [{ session: [] }],
        querystring: SuggestionsQuery,
        response: { 200: SuggestionsResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const caller = portalCaller(request);
      const ids = request.query.spec_ids
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      return { questions: await feedback.suggestions(caller, ids, request.query.limit) };
    },
  );

  app.get(
    '/api/v1/core/audit/feedback-export',
    {
      config: { gate: gate.owner },
      schema: {
        tags: ['audit'],
        summary: 'The rated questions (owner only) as a question file the quality benchmark reads (TSV)',
        description:
          'Columns: id, utterance, context, targetValue, rating, note, exposure, answer. targetValue and answer only where the ' +
          'call was answered at full exposure. See README “Feedback and the question file”.',
        response: {
          200: Type.String({ description: 'text/tab-separated-values' }),
          401: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const caller = portalCaller(request);
      const file = await feedback.exportQuestions(caller.customerId);
      void reply.type('text/tab-separated-values; charset=utf-8').header('content-disposition', `attachment; filename="${file.filename}"`);
      return file.content;
    },
  );
}
