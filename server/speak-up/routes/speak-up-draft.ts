/**
 * `POST /api/v1/meetings/{id}/items/{itemId}/speak-up/draft`: the draft of a resident's message about an item of a
 * meeting to come, its recipients from the city's official list (the district's councilor, optionally every
 * councilor, the Council Secretary for the record) and a mailto: link that always works (issue 32). Nothing is
 * sent here. A meeting that has begun answers 409: the vote may already be taken. The letter is written from the
 * record and the resident's words, without a language model (decision 100).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contract/errors.ts';
import { speakUpDraftInputSchema, speakUpDraftSchema, type SpeakUpDraft } from '#contract/speak-up.ts';
import { speakUpContext } from '../speak-up-context.ts';
import { draftSpeakUp } from '../speak-up-draft.ts';
import { speakUpParamsSchema } from './speak-up-params.ts';

export const speakUpDraftRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/items/:itemId/speak-up/draft',
    {
      schema: {
        tags: ['meetings'],
        summary: 'Draft a message to the council about an item of a meeting to come',
        security: [],
        params: speakUpParamsSchema,
        body: speakUpDraftInputSchema,
        response: { 200: speakUpDraftSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request): Promise<SpeakUpDraft> => {
      const context = await speakUpContext(app, request.params, request.body);
      return draftSpeakUp(app.city.config, request.body, context.facts, context.councilors, context.secretary);
    },
  );
};
