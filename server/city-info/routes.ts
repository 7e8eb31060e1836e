/** `GET /api/v1/city`: the city this app serves, as the browser shows it (names, council links, time zone, base paths). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicCitySchema } from '#contract/city.ts';

export const cityRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = app.publicCity;
  app.get(
    '/',
    { schema: { tags: ['city'], summary: 'The city this deployment serves', response: { 200: publicCitySchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return answer;
    },
  );
};
