/**
 * `/api/v1/ocd/...`: the public record in Open Civic Data shapes (issue 18, decision 016), read-only. Divisions
 * (the city and its council districts), people with their memberships and posts, events (meetings) with their
 * agenda, vote events (motions) with counts and roll calls, the organizations and posts they refer to, the jurisdiction
 * and bills (matters). Ids are `ocd-<type>/<uuid>`; a path takes the UUID.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#contract/errors.ts';
import {
  ocdDivisionListSchema,
  ocdEventListSchema,
  ocdEventSchema,
  ocdListQuerySchema,
  ocdPersonListSchema,
  ocdPersonSchema,
  ocdUuidParamsSchema,
  ocdVoteEventListSchema,
  ocdVoteEventQuerySchema,
  ocdVoteEventSchema,
} from '#contract/ocd.ts';
import { AppError } from '../../lib/app-error.ts';
import { meetingPage, presentEvents, voteEventPage } from '../ocd-events.ts';
import { rowIdOf } from '../ocd-ids.ts';
import { eventUuidOfRow, meetingIdOfEvent, motionIdOfVote, voteUuidOfRow } from '../record-id-reads.ts';
import { divisions, officialRows, presentPerson, rollCallNames } from '../ocd-people.ts';
import { ocdBillRoutes } from './bill-routes.ts';
import { ocdBodyRoutes } from './body-routes.ts';

const TAGS = ['open civic data'];
const OLD_ID_NOTE = 'Ids are derived from the record (the same in every deployment). An id from before (decision 016, a row id) answers 301 to its new id.';
const movedSchema = z.null().meta({ description: 'The id is an older one: Location names the current id (a relative URL).' });
const oldRowUuid = async (row: number | null, uuidOf: (row: number) => Promise<string | undefined>) => (row === null ? undefined : uuidOf(row));

export const ocdRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ publicUrl: app.config.PUBLIC_URL, dataDir: app.config.DATA_DIR, city: app.city.config });
  const notFound = (resource: string) => new AppError(404, 'not_found', { values: { resource } });
  // An id of decision 016 (a row id) still resolves: it moves, for good, to the record-derived id (decision 125).
  const movedOrMissing = (reply: FastifyReply, uuid: string | undefined, resource: string) => {
    if (uuid === undefined) throw notFound(resource);
    return reply.redirect(uuid, 301);
  };
  await app.register(ocdBodyRoutes);
  await app.register(ocdBillRoutes);

  app.get(
    '/divisions',
    { schema: { tags: TAGS, operationId: 'listOcdDivisions', summary: 'The city and its council districts as OCD divisions', response: { 200: ocdDivisionListSchema } } },
    async () => ({ items: await divisions(app.db, app.city.config) }),
  );

  const people = async () => {
    const officials = await officialRows(app.db);
    const printed = await rollCallNames(app.db, officials);
    return officials.map((o) => presentPerson(o, printed.get(o.id) ?? null, ctx()));
  };

  app.get(
    '/people',
    { schema: { tags: TAGS, operationId: 'listOcdPeople', summary: 'The mayor and councilors, current and former, with memberships and posts keyed by OCD division ids', response: { 200: ocdPersonListSchema } } },
    async () => {
      const items = await people();
      return { items, total: items.length };
    },
  );

  app.get(
    '/people/:id',
    {
      schema: {
        tags: TAGS,
        operationId: 'getOcdPerson',
        summary: 'One person by the UUID of their OCD id',
        params: ocdUuidParamsSchema,
        response: { 200: ocdPersonSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const id = rowIdOf(app.city.config, 'person', request.params.id);
      const person = id === null ? undefined : (await people()).find((p) => p.extras.civic_commons_id === id);
      if (!person) throw notFound('Person');
      return person;
    },
  );

  app.get(
    '/events',
    {
      schema: {
        tags: TAGS,
        operationId: 'listOcdEvents',
        summary: 'Meetings as OCD events with their agenda, newest first',
        querystring: ocdListQuerySchema,
        response: { 200: ocdEventListSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { rows, total } = await meetingPage(app.db, request.query);
      return { items: await presentEvents(app.db, rows, ctx()), total };
    },
  );

  app.get(
    '/events/:id',
    {
      schema: {
        tags: TAGS,
        operationId: 'getOcdEvent',
        summary: 'One meeting as an OCD event, by the UUID of its OCD id',
        params: ocdUuidParamsSchema,
        description: OLD_ID_NOTE,
        response: { 200: ocdEventSchema, 301: movedSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const city = app.city.config;
      const id = await meetingIdOfEvent(app.db, city, request.params.id);
      if (id === undefined) return movedOrMissing(reply, await oldRowUuid(rowIdOf(city, 'event', request.params.id), (row) => eventUuidOfRow(app.db, city, row)), 'Event');
      const { rows } = await meetingPage(app.db, { limit: 1, skip: 0 }, id);
      return (await presentEvents(app.db, rows, ctx()))[0]!;
    },
  );

  app.get(
    '/vote_events',
    {
      schema: {
        tags: TAGS,
        operationId: 'listOcdVoteEvents',
        summary: 'Motions as OCD vote events with counts and roll calls, newest meeting first',
        querystring: ocdVoteEventQuerySchema,
        response: { 200: ocdVoteEventListSchema, 400: errorResponseSchema },
      },
    },
    async (request) => voteEventPage(app.db, request.query, { meetingId: request.query.meeting_id }, ctx()),
  );

  app.get(
    '/vote_events/:id',
    {
      schema: {
        tags: TAGS,
        operationId: 'getOcdVoteEvent',
        summary: 'One motion as an OCD vote event, by the UUID of its OCD id',
        params: ocdUuidParamsSchema,
        description: OLD_ID_NOTE,
        response: { 200: ocdVoteEventSchema, 301: movedSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const city = app.city.config;
      const id = await motionIdOfVote(app.db, city, request.params.id);
      if (id === undefined) return movedOrMissing(reply, await oldRowUuid(rowIdOf(city, 'vote', request.params.id), (row) => voteUuidOfRow(app.db, city, row)), 'Vote event');
      return (await voteEventPage(app.db, { limit: 1, skip: 0 }, { id }, ctx())).items[0]!;
    },
  );
};
