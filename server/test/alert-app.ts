/**
 * The app with its alert peers, as the alert tests boot it: a loopback SMTP sink and SMS provider stub wired in
 * by configuration, the city's topic catalogue seeded. Usage: `alerts = await startAlertApp(); ...
 * beforeEach(() => alerts.clearInboxes()); afterAll(() => alerts.close())`.
 */
import { seedTopics } from './fixtures/alert-fixtures.ts';
import { type SmsStub, startSmsStub } from './peers/sms-stub.ts';
import { type SmtpSink, startSmtpSink } from './peers/smtp-sink.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The public address links in alerts are built on. */
export const ALERT_PUBLIC_URL = 'https://civic.example';

export interface AlertApp {
  ctx: TestApp;
  smtp: SmtpSink;
  sms: SmsStub;
  /** The seeded topics: slug → id. */
  topics: Map<string, number>;
  /** Forgets the mail and texts the peers received so far (what an earlier test sent). */
  clearInboxes(): void;
  close(): Promise<void>;
}

/** Boots the app (createTestApp's `env` on top of the peers' settings, and its `options`) with its peers. */
export async function startAlertApp(env: Record<string, string> = {}, options: { now?: string } = {}): Promise<AlertApp> {
  const smtp = await startSmtpSink();
  const sms = await startSmsStub();
  const ctx = await createTestApp(
    {
      PUBLIC_URL: ALERT_PUBLIC_URL,
      SMTP_URL: smtp.url,
      SMS_API_URL: sms.url,
      SMS_ACCOUNT_SID: sms.accountSid,
      SMS_AUTH_TOKEN: sms.authToken,
      SMS_FROM: '+19185550000',
      ...env,
    },
    options,
  );
  const topics = await seedTopics(ctx.db, ctx.app.city);
  return {
    ctx,
    smtp,
    sms,
    topics,
    clearInboxes() {
      smtp.accepted.length = 0;
      sms.messages.length = 0;
    },
    async close() {
      await ctx.close();
      await smtp.close();
      await sms.close();
    },
  };
}
