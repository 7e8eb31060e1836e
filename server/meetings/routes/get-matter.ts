/**
 * `GET /api/v1/matters/{file_number}`: the bill's dossier (issue 47): its sponsors and history of actions from the
 * city's structured source, with the meetings of our record where it came up. A city whose record is read from
 * minutes answers with the meetings alone (`matter: null`); a file number nobody knows is a 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contract/errors.ts';
import { matterDossierSchema, matterParamsSchema } from '#contract/matters.ts';
import { notFound } from '../../lib/app-error.ts';
import { matterDossier } from '../matter-dossier.ts';

export const matterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:file_number',
    {
      schema: {
        tags: ['meetings'],
        operationId: 'getMatter',
        summary: "A matter's dossier by its file number: sponsors, each action with its vote, and the meetings where it came up",
        security: [],
        params: matterParamsSchema,
        response: { 200: matterDossierSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const dossier = await matterDossier(app.db, request.params.file_number, app.city.config.legistar?.matterPageUrl);
      if (!dossier) throw notFound('matter');
      return dossier;
    },
  );
};
