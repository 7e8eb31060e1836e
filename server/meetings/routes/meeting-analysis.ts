/** `GET /api/v1/meetings/analysis`: what the latest completed meetings were about (the analysis panel). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meetingAnalysisSchema } from '#contract/meetings.ts';
import { getMeetingAnalysis } from '../meeting-reads.ts';

export const meetingAnalysisRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/analysis',
    {
      schema: {
        tags: ['meetings'],
        summary: 'Top 6 topics and top 8 keywords of the 5 most recent completed meetings',
        response: { 200: meetingAnalysisSchema },
      },
    },
    async () => getMeetingAnalysis(app.db),
  );
};
