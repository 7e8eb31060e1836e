/** Representative routes, mounted at /api/v1/representatives: the lookup, the composer, the map and officials. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contract/errors.ts';
import {
  composedEmailSchema,
  composeEmailInputSchema,
  districtMapResponseSchema,
  findRepresentativesQuerySchema,
  findRepresentativesResponseSchema,
  listOfficialsQuerySchema,
  officialListResponseSchema,
} from '#contract/representatives.ts';
import { composeEmail } from '../compose-email.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { spendLlmBudget } from '../../lib/llm-budget.ts';
import { cityDay } from '../../councilors/sitting-council.ts';
import { listOfficials } from '../officials.ts';

export const representativeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['representatives'];

  app.get(
    '/find',
    {
      schema: {
        tags,
        summary: 'Find the council district and the representatives of an address, a ZIP code or "lat, lng"',
        querystring: findRepresentativesQuerySchema,
        response: { 200: findRepresentativesResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => app.representatives.find(request.query.address, clientNetwork(request.ip)),
  );

  app.post(
    '/compose-email',
    {
      schema: {
        tags,
        summary: 'Draft an email to representatives from the resident’s concern (shown to the resident, never sent)',
        security: [],
        body: composeEmailInputSchema,
        response: { 200: composedEmailSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      // Over its budget (server/lib/llm-budget.ts), a draft comes from the offline composer: no LLM call.
      const llm = app.llm && (await spendLlmBudget(app.rateLimiter.store, request, 'drafter')) ? app.llm : null;
      return composeEmail(app.city.config, request.body, llm, (err) => app.log.warn({ err }, 'LLM composer failed; used the offline one'));
    },
  );

  app.get(
    '/districts',
    {
      schema: {
        tags,
        summary: 'The council districts, simplified for drawing a map, with their councilors',
        response: { 200: districtMapResponseSchema },
      },
    },
    async (_request, reply) => {
      // The lines change once a decade; let browsers and proxies keep the answer for an hour.
      reply.header('Cache-Control', 'public, max-age=3600');
      return app.representatives.districtMap();
    },
  );

  app.get(
    '/officials',
    {
      schema: {
        tags,
        summary: 'Officials with their terms, current and former, optionally for one district',
        querystring: listOfficialsQuerySchema,
        response: { 200: officialListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ officials: await listOfficials(app.db, cityDay(app.city.config, app.clock.now()), request.query.district) }),
  );
};
