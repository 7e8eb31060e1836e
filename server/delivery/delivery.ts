/**
 * Builds the mailer and SMS sender from configuration and registers the durable `email.send` and `sms.send`
 * jobs: code that must not lose a message enqueues one of these instead of sending inline.
 */
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { JobInfo, JobWorker } from '../jobs/job-worker.ts';
import type { Clock } from '../lib/clock.ts';
import { EMAIL_JOB, SMS_JOB } from './delivery-jobs.ts';
import { createOutboxMailer, createSmtpMailer, type EmailMessage, type Mailer } from './mailer.ts';
import { createOutboxSmsSender, createProviderSmsSender, type SmsMessage, type SmsSender } from './sms-sender.ts';

/**
 * A domain's last word on one of its e-mails, asked by the worker just before the message is handed to SMTP:
 * true when the domain kept the message back (it then owns it, e.g. on a held speak-up receipt) and it must not be
 * sent. Domains above delivery add theirs at start-up, so delivery imports none of them (decision 155).
 */
export type EmailHold = (message: EmailMessage, job: JobInfo) => Promise<boolean>;

export interface Delivery {
  mailer: Mailer;
  /** Asked in order before each e-mail job sends (decision 205); the first that keeps the message back wins. */
  emailHolds: EmailHold[];
  sms: SmsSender;
  /** Queues an email durably; the same idempotency key never sends twice. */
  queueEmail(message: EmailMessage, idempotencyKey?: string): Promise<number | null>;
  queueSms(message: SmsMessage, idempotencyKey?: string): Promise<number | null>;
}

/**
 * What a carrier's opt-out does to the number (alerts' SMS consent: SMS off for it). Passed in by the app, so that
 * delivery, below alerts, does not import them (decision 155).
 */
export type SmsOptOut = (phone: string, now: Date) => Promise<void>;

export function createDelivery(config: AppConfig, db: Kysely<Database>, clock: Clock, worker: JobWorker, onSmsOptOut: SmsOptOut): Delivery {
  const mailer = config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : createOutboxMailer(db, clock);
  const sms =
    config.SMS_API_URL && config.SMS_ACCOUNT_SID && config.SMS_AUTH_TOKEN && config.SMS_FROM
      ? createProviderSmsSender({
          apiUrl: config.SMS_API_URL,
          accountSid: config.SMS_ACCOUNT_SID,
          authToken: config.SMS_AUTH_TOKEN,
          from: config.SMS_FROM,
          // The carrier's opt-out counts as a STOP: SMS off for the number, not a send retried until it dies.
          onRecipientOptedOut: (to) => onSmsOptOut(to, clock.now()),
        })
      : createOutboxSmsSender(db, clock);

  const emailHolds: EmailHold[] = [];
  // The job's key makes the send idempotent: a run repeated after a crash is the same message.
  worker.register(EMAIL_JOB, async (payload, job) => {
    for (const hold of emailHolds) if (await hold(payload, job)) return;
    await mailer.send({ dedupeKey: job.key, ...payload });
  });
  worker.register(SMS_JOB, (payload, job) => sms.send({ dedupeKey: job.key, ...payload }));

  return {
    mailer,
    emailHolds,
    sms,
    queueEmail: (message, idempotencyKey) =>
      enqueueJob(db, { kind: EMAIL_JOB, payload: message, idempotencyKey }, clock.now()),
    queueSms: (message, idempotencyKey) =>
      enqueueJob(db, { kind: SMS_JOB, payload: message, idempotencyKey }, clock.now()),
  };
}
