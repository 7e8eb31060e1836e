/** `GET /api/v1/glossary`: the words of the council's record in plain English and Spanish (issue 30). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { glossarySchema } from '#contract/plain.ts';
import { cityGlossary } from '../glossary.ts';

export const glossaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['glossary'],
        operationId: 'getGlossary',
        summary: "The council's words in plain English and Spanish, with the source of each meaning",
        response: { 200: glossarySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return cityGlossary(app.city);
    },
  );
};
