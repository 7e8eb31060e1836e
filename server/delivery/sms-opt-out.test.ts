/**
 * Twilio's permanent error 21610 (the recipient opted out at the carrier, or by STOP to our number) from the
 * loopback SMS API: recorded as the number's opt-out, never retried.
 */
import { describe, expect, it } from 'vitest';
import { fanOut } from '../alerts/meeting-alerts/alert-fanout.ts';
import { insertSubscribers, upcomingMeeting } from '../test/fixtures/alert-fixtures.ts';
import { smsTestApp } from '../test/sms-app.ts';

const texting = smsTestApp();

const subscription = (id: number) =>
  texting.ctx.db
    .selectFrom('subscriptions')
    .select(['sms_notifications', 'email_notifications', 'unsubscribed_at', 'sms_opted_out_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe("the provider's opt-out error 21610", () => {
  it('turns SMS off for the number (ending an SMS-only subscription) and completes the send without retries', async () => {
    const { ctx, sms } = texting;
    const now = ctx.clock.now();
    const meetingId = await upcomingMeeting(ctx.db, now, 20);
    const [both, smsOnly] = await insertSubscribers(
      ctx.db,
      [
        { email: 'both@example.org', advance_notice_hours: 24, phone_number: '+19185550501', sms: true },
        { email: 'sms-only@example.org', advance_notice_hours: 24, phone_number: '+19185550502', sms: true, email_on: false },
      ],
      now,
    );
    sms.optOut('+19185550501');
    sms.optOut('+19185550502');
    await fanOut(ctx, { kind: 'reminder', meetingId, hours: 24 });
    expect((await ctx.app.jobs.runOnce()).failed).toBe(0);
    expect(sms.messages).toHaveLength(0);

    const iso = now.toISOString();
    expect(await subscription(both!)).toEqual({ sms_notifications: 0, email_notifications: 1, unsubscribed_at: null, sms_opted_out_at: iso });
    expect(await subscription(smsOnly!)).toEqual({ sms_notifications: 0, email_notifications: 0, unsubscribed_at: iso, sms_opted_out_at: iso });
    const jobs = await ctx.db.selectFrom('jobs').select(['status', 'attempts']).where('idempotency_key', 'like', `alert:reminder:${meetingId}:%:sms`).execute();
    expect(jobs).toEqual([
      { status: 'done', attempts: 1 },
      { status: 'done', attempts: 1 },
    ]);
  });

  it('still retries any other refusal', async () => {
    const { ctx, sms } = texting;
    const now = ctx.clock.now();
    const meetingId = await upcomingMeeting(ctx.db, now, 20);
    const [id] = await insertSubscribers(ctx.db, [{ email: 'retry@example.org', advance_notice_hours: 24, phone_number: '+19185550503', sms: true, email_on: false }], now);
    sms.failNext(1);
    await fanOut(ctx, { kind: 'reminder', meetingId, hours: 24 });
    expect((await ctx.app.jobs.runOnce()).failed).toBe(1);
    expect((await subscription(id!)).sms_notifications).toBe(1);
  });
});
