/**
 * Speak-up's routes on a meeting's items (draft, send, the count of residents who wrote), mounted under
 * /api/v1/meetings beside the record's own routes: speak-up sits above the record, which does not import it
 * (decision 155).
 */
import type { FastifyPluginAsync } from 'fastify';
import { speakUpCountsRoute } from './speak-up-counts.ts';
import { speakUpDraftRoute } from './speak-up-draft.ts';
import { speakUpSendRoute } from './speak-up-send.ts';

export const speakUpRoutes: FastifyPluginAsync = async (app) => {
  await app.register(speakUpDraftRoute);
  await app.register(speakUpSendRoute);
  await app.register(speakUpCountsRoute);
};
