/**
 * Every admin resource, mounted under /api/v1/admin behind the one `requireAdmin` hook: a route placed here is
 * guarded without saying so, and no admin route is mounted anywhere else.
 */
import type { FastifyPluginAsync } from 'fastify';
import { adminIngestRoutes } from '../ingest/admin/admin-ingest-route.ts';
import { adminUploadRoutes } from '../ingest/admin/admin-upload-route.ts';
import { requireAdmin } from '../plugins/auth.ts';
import { adminCampaignRoutes } from '../campaigns/routes/admin.ts';
import { adminExportRoutes } from '../exports/routes/admin.ts';
import { adminOrganizationRoutes } from '../organizations/routes/admin.ts';
import { adminOutboxRoutes } from '../delivery/routes/admin.ts';
import { adminReportRoutes } from '../corrections/routes/admin.ts';
import { adminSpeakUpRoutes } from '../speak-up/routes/speak-up-admin.ts';

export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAdmin);
  await app.register(adminOrganizationRoutes, { prefix: '/organizations' });
  await app.register(adminCampaignRoutes, { prefix: '/campaigns' });
  await app.register(adminOutboxRoutes, { prefix: '/outbox' });
  await app.register(adminIngestRoutes, { prefix: '/ingest' });
  await app.register(adminUploadRoutes, { prefix: '/ingest/upload' });
  await app.register(adminReportRoutes, { prefix: '/reports' });
  await app.register(adminExportRoutes, { prefix: '/exports' });
  await app.register(adminSpeakUpRoutes, { prefix: '/speak-up' });
};
