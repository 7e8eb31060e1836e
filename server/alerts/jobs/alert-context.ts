/** What the alert jobs need from the app, gathered so that tests and benchmarks can call them directly. */
import type { FastifyInstance } from 'fastify';
import type { CityContext } from '#city/context.ts';
import type { AppDatabase } from '../../db/database.ts';
import type { Mailer } from '../../delivery/mailer.ts';
import type { SmsSender } from '../../delivery/sms-sender.ts';
import type { Clock } from '../../lib/clock.ts';
import { createLinkSecretSource } from '../subscriptions/app-secret.ts';

export interface AlertContext {
  db: AppDatabase;
  clock: Clock;
  /** The city the app serves (decision 020): alert texts name it, tell its wall clock and its sitting council. */
  city: CityContext;
  publicUrl: string;
  /** The secret that signs manage links (APP_SECRET, or the one kept in the database). */
  linkSecret(): Promise<string>;
  mailer: Mailer;
  sms: SmsSender;
  /**
   * More work for the minute-by-minute scan, added by the domains above alerts at start-up (speak-up's outcomes:
   * speak-up/plugin.ts), so that alerts does not import them (decision 155). Run in the order added.
   */
  scanSteps: ((now: Date) => Promise<void>)[];
}

/** Built once per app by the alerts plugin (alerts/plugin.ts), which decorates it as `app.alerts`. */
export function createAlertContext(app: FastifyInstance): AlertContext {
  return {
    db: app.db,
    clock: app.clock,
    city: app.city,
    publicUrl: app.config.PUBLIC_URL,
    linkSecret: createLinkSecretSource(app.db, app.config.APP_SECRET),
    mailer: app.delivery.mailer,
    sms: app.delivery.sms,
    scanSteps: [],
  };
}
