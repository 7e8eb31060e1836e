/**
 * `POST /api/v1/meetings/{id}/items/{itemId}/speak-up/draft`: the draft of a resident's message about an item of a
 * meeting to come, its recipients from the city's official list (the district's councilor, optionally every
 * councilor, the Council Secretary for the record) and a mailto: link that always works (issue 32). Nothing is
 * sent here. A meeting that has begun answers 409: the vote may already be taken.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contract/errors.ts';
import type { Representative } from '../../../contract/representatives.ts';
import { speakUpDraftInputSchema, speakUpDraftSchema, type SpeakUpDraft } from '../../../contract/speak-up.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import { currentCouncilors } from '../../representatives/officials.ts';
import { draftSpeakUp } from '../../speak-up/speak-up-draft.ts';
import { getMeetingRow } from '../meeting-reads.ts';

const paramsSchema = z.object({ id: z.coerce.number().int().positive(), itemId: z.coerce.number().int().positive() });

export const speakUpDraftRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/items/:itemId/speak-up/draft',
    {
      schema: {
        tags: ['meetings'],
        summary: 'Draft a message to the council about an item of a meeting to come',
        params: paramsSchema,
        body: speakUpDraftInputSchema,
        response: { 200: speakUpDraftSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request): Promise<SpeakUpDraft> => {
      const rules = app.city.howToBeHeard;
      if (!rules) throw notFound('hearing_rules');
      const meeting = await getMeetingRow(app.db, request.params.id);
      if (!meeting) throw notFound('meeting');
      const item = await app.db
        .selectFrom('agenda_items')
        .select(['item_number', 'title'])
        .where('id', '=', request.params.itemId)
        .where('meeting_id', '=', meeting.id)
        .executeTakeFirst();
      if (!item) throw notFound('item');
      const start = new Date(meeting.meeting_date);
      if (app.clock.now().getTime() >= start.getTime()) {
        const closed = 'This meeting has begun, so written comments on its items are closed.';
        throw fieldError('item', 'meeting_started', closed, { status: 409, summary: closed });
      }
      const { district, all_councilors: all } = request.body;
      if (district !== null && district > app.city.districtCount) {
        throw fieldError('district', 'unknown_district', `${app.city.name} has districts 1 to ${app.city.districtCount}.`);
      }
      const seated = await currentCouncilors(app.db);
      const councilors: Representative[] = all
        ? [...seated.keys()].sort((a, b) => a - b).map((d) => seated.get(d)!)
        : district !== null && seated.has(district) ? [seated.get(district)!] : [];
      // The resident's own councilor leads the list when every councilor is written to.
      if (all && district !== null) councilors.sort((a, b) => Number(b.district === district) - Number(a.district === district));
      const { secretary: s } = rules;
      const secretary: Representative = { name: s.name, position: s.title, email: s.email, phone: s.phone, district: null, contact_verified: true };
      const facts = { itemNumber: item.item_number, title: item.title, meetingTitle: meeting.title, meetingDate: start, timeZone: app.city.timeZone };
      return draftSpeakUp(request.body, facts, councilors, secretary, app.llm, (err) => app.log.warn({ err }, 'LLM composer failed; used the offline one'));
    },
  );
};
