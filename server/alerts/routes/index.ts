/** Meeting-alert subscriptions, mounted at /api/v1/subscriptions (the alert jobs are the alerts plugin's). */
import type { FastifyPluginAsync } from 'fastify';
import { followRoutes } from './follows.ts';
import { formRoutes } from './form-routes.ts';
import { manageRoutes } from './manage.ts';
import { nearbyRoutes } from './nearby.ts';
import { signupRoutes } from './signup.ts';
import { smsWebhookRoutes } from '../sms-webhook/sms-webhook-route.ts';
import { testSmsRoutes } from './test-sms.ts';
import { topicRoutes } from './topics.ts';

export const subscriptionRoutes: FastifyPluginAsync = async (app) => {
  await app.register(topicRoutes);
  await app.register(signupRoutes);
  await app.register(testSmsRoutes);
  await app.register(formRoutes);
  await app.register(smsWebhookRoutes);
  await app.register(followRoutes);
  await app.register(manageRoutes);
  await app.register(nearbyRoutes);
};
