/**
 * Numbers with SMS on from before the double opt-in (migration 030) were left unconfirmed and never asked, so
 * their owners got nothing and could not say yes. At start-up each such number gets its one confirmation text,
 * through the job queue and the loopback SMS API, once: not again after a restart, not for a number asked
 * before, not for a number that said STOP, an unconfirmed address or an ended subscription; and no alert text
 * until its owner replies YES.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertSubscribers, upcomingMeeting } from '../../test/fixtures/alert-fixtures.ts';
import { type SmsStub, startSmsStub } from '../../test/peers/sms-stub.ts';
import { fanOut } from '../meeting-alerts/alert-fanout.ts';
import { askSmsConsent } from './sms-consent.ts';

let ctx: TestApp;
let sms: SmsStub;
let smsEnv: Record<string, string>;

beforeAll(async () => {
  sms = await startSmsStub();
  smsEnv = { SMS_API_URL: sms.url, SMS_ACCOUNT_SID: sms.accountSid, SMS_AUTH_TOKEN: sms.authToken, SMS_FROM: '+19185550000' };
  ctx = await createTestApp(smsEnv);
});
afterAll(async () => {
  await ctx.close();
  await sms.close();
});

/** The app started again on the same database, as after a deploy. */
async function restart(): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: ctx.dataDir,
    LOG_LEVEL: 'silent',
    GEOCODER: 'offline',
    ...smsEnv,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const app = await buildApp({ config, db: ctx.db, clock: ctx.clock, logger: false });
  await app.ready();
  return app;
}

const textsTo = (phone: string) => sms.messages.filter((m) => m.to === phone).map((m) => m.body);

describe('numbers never asked to confirm SMS', () => {
  it('each gets one confirmation text at start-up, in its language, and no alert until it says yes', async () => {
    const now = ctx.clock.now();
    const phones = { old: '+19185550101', shared: '+19185550102', stopped: '+19185550103', unconfirmedEmail: '+19185550104', yes: '+19185550105', ended: '+19185550106', spanish: '+19185550107', askedOnSignup: '+19185550108' };
    const ids = await insertSubscribers(
      ctx.db,
      [
        { email: 'old@example.org', phone_number: phones.old, sms: true },
        { email: 'shared-a@example.org', phone_number: phones.shared, sms: true },
        { email: 'shared-b@example.org', phone_number: phones.shared, sms: true },
        { email: 'stopped@example.org', phone_number: phones.stopped, sms: true },
        { email: 'unconfirmed@example.org', phone_number: phones.unconfirmedEmail, sms: true },
        { email: 'yes@example.org', phone_number: phones.yes, sms: true },
        { email: 'ended@example.org', phone_number: phones.ended, sms: true },
        { email: 'spanish@example.org', phone_number: phones.spanish, sms: true, language: 'es' },
        { email: 'signup@example.org', phone_number: phones.askedOnSignup, sms: true },
      ],
      now,
    );
    // As migration 030 left them: SMS on, never confirmed by the number's owner (but one that said YES since).
    await ctx.db.updateTable('subscriptions').set({ sms_confirmed_at: null }).where('id', 'in', ids).where('phone_number', '!=', phones.yes).execute();
    await ctx.db.updateTable('subscriptions').set({ sms_notifications: 0, sms_opted_out_at: now.toISOString() }).where('phone_number', '=', phones.stopped).execute();
    await ctx.db.updateTable('subscriptions').set({ confirmed_at: null }).where('phone_number', '=', phones.unconfirmedEmail).execute();
    await ctx.db.updateTable('subscriptions').set({ unsubscribed_at: now.toISOString() }).where('phone_number', '=', phones.ended).execute();
    // A number asked when it signed up, after migration 030, whose owner has not answered yet.
    const signup = await ctx.db.selectFrom('subscriptions').selectAll().where('phone_number', '=', phones.askedOnSignup).executeTakeFirstOrThrow();
    await askSmsConsent(ctx.db, ctx.city.config, signup, now);
    await ctx.app.jobs.runOnce();
    expect(textsTo(phones.askedOnSignup)).toHaveLength(1);

    const restarted = await restart();
    try {
      await restarted.jobs.runOnce();
      const english = textsTo(phones.old);
      expect(english).toHaveLength(1);
      for (const words of ['reply YES to confirm', 'Msg freq varies', 'Msg & data rates may apply', 'HELP', 'STOP']) expect(english[0]).toContain(words);
      // Two subscriptions of one number: one text, whose YES answers for both.
      expect(textsTo(phones.shared)).toEqual(english);
      const spanish = textsTo(phones.spanish);
      expect(spanish).toHaveLength(1);
      for (const words of ['responda SI para confirmar', 'Pueden aplicarse tarifas de mensajes y datos', 'AYUDA', 'ALTO']) expect(spanish[0]).toContain(words);
      for (const phone of [phones.stopped, phones.unconfirmedEmail, phones.yes, phones.ended]) expect(textsTo(phone), phone).toEqual([]);
      expect(textsTo(phones.askedOnSignup)).toHaveLength(1);

      // A reminder reaches the number that said YES, and none of those still asked.
      const meeting = await upcomingMeeting(ctx.db, now, 4, { title: 'City Council Regular Meeting' });
      await fanOut(ctx, { kind: 'reminder', meetingId: meeting, hours: 24 });
      await restarted.jobs.runOnce();
      expect(textsTo(phones.yes)).toHaveLength(1);
      for (const phone of [phones.old, phones.shared, phones.spanish, phones.askedOnSignup]) expect(textsTo(phone), phone).toHaveLength(1);
    } finally {
      await restarted.close();
    }

    // Started again: nobody is asked twice.
    const again = await restart();
    try {
      await again.jobs.runOnce();
      expect(sms.messages.filter((m) => m.body.includes('YES to confirm') || m.body.includes('SI para confirmar'))).toHaveLength(4);
    } finally {
      await again.close();
    }
  });
});
