/** Every resource of the API, mounted under /api/v1. One line per resource. */
import type { FastifyPluginAsync } from 'fastify';
import { adminOutboxRoutes } from './admin/outbox.ts';
import { adminIngestRoutes } from '../ingest/admin-ingest-route.ts';
import { minutesFileRoutes } from '../ingest/minutes-file-route.ts';
import { pdfProxyRoutes } from './files/pdf-proxy.ts';
import { adminCampaignRoutes } from './admin/campaigns.ts';
import { adminOrganizationRoutes } from './admin/organizations.ts';
import { authRoutes } from './auth/index.ts';
import { campaignRoutes } from './campaigns/index.ts';
import { dashboardRoutes } from './dashboard/index.ts';
import { organizationRoutes } from './organizations/index.ts';
import { chatbotRoutes } from './chatbot/index.ts';
import { councilorRoutes } from './councilors/index.ts';
import { meetingRoutes } from './meetings/index.ts';
import { notificationRoutes } from './notifications/index.ts';
import { representativeRoutes } from './representatives/index.ts';
import { subscriptionRoutes } from './subscriptions/index.ts';

export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(meetingRoutes, { prefix: '/meetings' });
  await app.register(organizationRoutes, { prefix: '/organizations' });
  await app.register(campaignRoutes, { prefix: '/campaigns' });
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  await app.register(adminOrganizationRoutes, { prefix: '/admin/organizations' });
  await app.register(adminCampaignRoutes, { prefix: '/admin/campaigns' });
  await app.register(councilorRoutes, { prefix: '/councilors' });
  await app.register(representativeRoutes, { prefix: '/representatives' });
  await app.register(chatbotRoutes, { prefix: '/chatbot' });
  await app.register(subscriptionRoutes, { prefix: '/subscriptions' });
  await app.register(notificationRoutes, { prefix: '/notifications' });
  await app.register(adminOutboxRoutes, { prefix: '/admin/outbox' });
  await app.register(adminIngestRoutes, { prefix: '/admin/ingest' });
  await app.register(minutesFileRoutes, { prefix: '/files' });
  await app.register(pdfProxyRoutes, { prefix: '/files/proxy' });
};
