/**
 * The alerts domain: decorates `app.alerts` (what the alert jobs and the subscription routes share) and
 * registers the alert job kinds. It needs no route, so a worker built without HTTP routes still delivers alerts.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AlertContext, createAlertContext } from './jobs/alert-context.ts';
import { registerAlertJobs } from './jobs/alert-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The alert jobs' and subscription routes' shared context: database, clock, link secret, mailer, SMS. */
    alerts: AlertContext;
  }
}

async function alertsDomain(app: FastifyInstance): Promise<void> {
  const alerts = createAlertContext(app);
  app.decorate('alerts', alerts);
  registerAlertJobs(app, alerts);
}

export const alertsPlugin = fp(alertsDomain, { name: 'alerts' });
