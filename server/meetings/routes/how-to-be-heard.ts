/**
 * `GET /api/v1/meetings/{id}/how-to-be-heard`: the city's ways to be heard on this meeting's items, each with its
 * deadline for this meeting and a countdown from the server's clock (issue 32). A city without rules from a source
 * answers 404 rather than guessing.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#contract/common.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { countdownTo, deadlineFor } from '#contract/hearing-deadlines.ts';
import { type HowToBeHeardResponse, howToBeHeardResponseSchema } from '#contract/hearing-rules.ts';
import { notFound } from '../../lib/app-error.ts';
import { getMeetingRow } from '../meeting-reads.ts';

export const howToBeHeardRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/how-to-be-heard',
    {
      schema: {
        tags: ['meetings'],
        summary: "How and by when a resident can be heard on this meeting's items",
        params: idParamsSchema,
        response: { 200: howToBeHeardResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply): Promise<HowToBeHeardResponse> => {
      const rules = app.city.config.howToBeHeard;
      if (!rules) throw notFound('hearing_rules');
      const meeting = await getMeetingRow(app.db, request.params.id);
      if (!meeting) throw notFound('meeting');
      const now = app.clock.now();
      const start = new Date(meeting.meeting_date);
      const { timeZone } = app.city.config;
      const beforeStart = (hours: number) => deadlineFor({ rule: 'hours_before', hours }, start, timeZone).toISOString();
      // The countdowns move with the clock: a shared cache may keep them a minute at most.
      reply.header('cache-control', 'public, max-age=60');
      return {
        meeting_id: meeting.id,
        meeting_date: start.toISOString(),
        time_zone: timeZone,
        now: now.toISOString(),
        meeting_started: now.getTime() >= start.getTime(),
        agenda_posted_by: beforeStart(rules.notice.agendaHours),
        addenda_posted_by: beforeStart(rules.notice.addendumHours),
        deadlines: rules.ways.map((way) => {
          const closesAt = deadlineFor(way.closes, start, timeZone);
          const countdown = countdownTo(closesAt, now);
          return {
            kind: way.kind,
            in_person: way.inPerson,
            closes_at: closesAt.toISOString(),
            state: countdown.state,
            minutes_left: countdown.minutesLeft,
          };
        }),
        secretary: {
          name: rules.secretary.name,
          title: rules.secretary.title,
          email: rules.secretary.email,
          phone: rules.secretary.phone,
          address: rules.secretary.address,
        },
      };
    },
  );
};
