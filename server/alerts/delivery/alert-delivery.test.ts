/**
 * Alerts end to end through real protocol peers: a loopback SMTP server and a local HTTP server in the SMS
 * provider's shape. Time is the test clock; nothing sleeps.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, registerAndLogin } from '../../test/auth-helpers.ts';
import { type AlertApp, startAlertApp } from '../../test/alert-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createMeeting } from '../../test/factories.ts';
import { fanOut } from '../meeting-alerts/alert-fanout.ts';
import { ensureScanScheduled, scanAlerts } from '../meeting-alerts/alert-scan.ts';
import { SMS_MAX_LENGTH } from '../messages/sms-text.ts';
import { confirmSignup, insertSubscribers, upcomingMeeting } from '../../test/fixtures/alert-fixtures.ts';
import type { SmsStub } from '../../test/peers/sms-stub.ts';
import type { SmtpSink } from '../../test/peers/smtp-sink.ts';

const HOUR = 3_600_000;
let alerts: AlertApp;
let ctx: TestApp;
let smtp: SmtpSink;
let sms: SmsStub;
let topics: Map<string, number>;

beforeAll(async () => {
  alerts = await startAlertApp();
  ({ ctx, smtp, sms, topics } = alerts);
});
afterAll(() => alerts.close());
beforeEach(() => alerts.clearInboxes());

let seq = 0;
const email = (name: string) => `${name}-${++seq}@example.org`;

/** Scans now (the minute's chained scan may already have run), then drains the queue. */
async function scanAndDeliver() {
  await scanAlerts(ctx, ctx.clock.now());
  return ctx.app.jobs.runOnce();
}

/** Accepted mail to the given addresses only: earlier tests' subscribers rightly get reminders too. */
const mailTo = (...addresses: string[]) => smtp.accepted.filter((m) => addresses.includes(m.recipients[0]!));

describe('meeting reminders', () => {
  it('sends each subscriber one reminder when their notice window opens, by email and SMS', async () => {
    const now = ctx.clock.now();
    const meetingId = await upcomingMeeting(ctx.db, now, 30, { title: 'Regular Council Meeting — “Budget” hearing' });
    const [early, daily] = [email('early'), email('daily')];
    await insertSubscribers(
      ctx.db,
      [
        { email: early, advance_notice_hours: 48, phone_number: '+19185550101', sms: true },
        { email: daily, advance_notice_hours: 24 },
        { email: email('committee-only'), advance_notice_hours: 48, meeting_types: ['budget_committee'] },
      ],
      now,
    );

    // Start the self-rescheduling scan chain, as the first signup or a start-up does.
    await ensureScanScheduled(ctx.db, now);
    await ctx.app.jobs.runOnce();
    expect(smtp.accepted.map((m) => m.recipients[0])).toEqual([early]);
    expect(sms.messages.map((m) => m.to)).toEqual(['+19185550101']);

    const mail = smtp.accepted[0]!;
    expect(mail.subject).toContain('Reminder: Regular Council Meeting');
    expect(mail.text).toContain(`https://civic.example/meetings/${meetingId}`);
    expect(mail.html).toContain(`href="https://civic.example/meetings/${meetingId}"`);
    expect(mail.headers.get('list-unsubscribe')).toMatch(/^<https:\/\/civic\.example\/api\/v1\/subscriptions\/unsubscribe\?token=[^>]+>$/);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const text = sms.messages[0]!.body;
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(text).toContain(`https://civic.example/meetings/${meetingId}`);
    expect(text).toMatch(/^[\x20-\x7e]+$/);

    // Six hours later the 24-hour window opens; the 48-hour subscriber hears nothing twice.
    ctx.clock.advance(6 * HOUR + 60_000);
    await ctx.app.jobs.runOnce();
    expect(smtp.accepted.map((m) => m.recipients[0])).toEqual([early, daily]);
    ctx.clock.advance(60_000);
    await ctx.app.jobs.runOnce();
    expect(smtp.accepted).toHaveLength(2);
    expect(sms.messages).toHaveLength(1);
  });

  it('stops a queued reminder when the subscriber unsubscribes or the meeting is cancelled first', async () => {
    const now = ctx.clock.now();
    const meetingId = await upcomingMeeting(ctx.db, now, 3);
    const cancelledId = await upcomingMeeting(ctx.db, now, 3);
    const [goneEmail, keptEmail] = [email('gone'), email('kept')];
    const [gone] = await insertSubscribers(
      ctx.db,
      [
        { email: goneEmail, advance_notice_hours: 4 },
        { email: keptEmail, advance_notice_hours: 4 },
      ],
      now,
    );
    await scanAlerts(ctx, now);
    await fanOut(ctx, { kind: 'reminder', meetingId, hours: 4 });
    await fanOut(ctx, { kind: 'reminder', meetingId: cancelledId, hours: 4 });
    await ctx.db.updateTable('subscriptions').set({ unsubscribed_at: now.toISOString() }).where('id', '=', gone!).execute();
    await ctx.db.updateTable('meetings').set({ status: 'cancelled' }).where('id', '=', cancelledId).execute();
    await ctx.app.jobs.runOnce();
    expect(mailTo(goneEmail, keptEmail).map((m) => [m.recipients[0], m.subject])).toEqual([
      [keptEmail, expect.stringContaining('Reminder')],
    ]);
  });

  it('sends a late sign-up the reminder of a meeting whose window is already open', async () => {
    const now = ctx.clock.now();
    const meetingId = await upcomingMeeting(ctx.db, now, 2, { title: 'Urban and Economic Development Committee', meeting_type: 'urban_economic_committee' });
    const address = email('late');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/signup',
      payload: {
        full_name: 'Lou Late',
        email: address,
        phone_number: null,
        zip_code: null,
        interested_topics: [String(topics.get('small-business'))],
        meeting_types: ['urban_economic_committee'],
        sms_notifications: false,
        email_notifications: true,
        advance_notice_hours: 24,
      },
    });
    // Double opt-in: the address gets only the confirmation link, and no reminder, until it opens it.
    expect(res.statusCode).toBe(202);
    await ctx.app.jobs.runOnce();
    const subjectsTo = () => smtp.accepted.filter((m) => m.recipients[0] === address).map((m) => m.subject);
    expect(subjectsTo()).toEqual([expect.stringContaining('Confirm your')]);
    await scanAndDeliver();
    expect(subjectsTo()).toHaveLength(1);
    await confirmSignup(ctx.app, address);
    await ctx.app.jobs.runOnce();
    const subjects = subjectsTo();
    expect(subjects).toHaveLength(3);
    expect(subjects).toContainEqual(expect.stringContaining('Reminder: Urban and Economic Development Committee'));
    expect(meetingId).toBeGreaterThan(0);
  });
});

describe('new minutes', () => {
  it("mails the summary to subscribers of the meeting's topics, and puts it in their account's notifications", async () => {
    const account = await registerAndLogin(ctx.app);
    const now = ctx.clock.now();
    // The account opened its verification link; an unverified one would not hear of this address's alerts.
    await ctx.db.updateTable('users').set({ email_verified_at: now.toISOString() }).where('id', '=', account.id).execute();
    const meetingId = await createMeeting(
      ctx.db,
      {
        title: 'Regular Council Meeting',
        meeting_date: new Date(now.getTime() - 5 * 24 * HOUR).toISOString(),
        topics: ['city-budget', 'police'],
        summary: 'The Council adopted the FY2027 budget and approved two police contracts.',
      },
      now,
    );
    await createMeeting(ctx.db, { topics: ['city-budget'], meeting_date: '2023-01-11T00:00:00.000Z' }, now);
    const outsider = email('parks');
    await insertSubscribers(
      ctx.db,
      [
        { email: account.email, topicIds: [topics.get('city-budget')!, topics.get('libraries')!] },
        { email: outsider, topicIds: [topics.get('parks-and-recreation')!] },
      ],
      now,
    );
    await scanAndDeliver();
    const minutes = smtp.accepted.filter((m) => m.subject.startsWith('New minutes'));
    expect(minutes.map((m) => m.recipients[0])).toEqual([account.email]);
    expect(minutes[0]!.text).toContain('The Council adopted the FY2027 budget');
    expect(minutes[0]!.text).toContain('City Budget');
    expect(minutes[0]!.text).toContain(`https://civic.example/meetings/${meetingId}`);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(account.token) });
    expect(list.json()).toMatchObject({ total: 1, unread: 1 });
    expect(list.json().items[0]).toMatchObject({
      kind: 'new_minutes',
      title: 'New minutes: Regular Council Meeting',
      link: `/meetings/${meetingId}`,
      read_at: null,
    });
    // A re-run of the same fan-out adds nothing.
    expect(await fanOut(ctx, { kind: 'minutes', meetingId })).toEqual({ deliveries: 0, notifications: 0 });
  });
});

describe('failures', () => {
  it('retries an SMS the provider refused, with backoff, and sends it once it recovers', async () => {
    const now = ctx.clock.now();
    const meetingId = await upcomingMeeting(ctx.db, now, 0.5);
    await insertSubscribers(ctx.db, [{ email: email('retry'), advance_notice_hours: 1, phone_number: '+19185550177', sms: true, email_on: false }], now);
    sms.failNext(2);
    await fanOut(ctx, { kind: 'reminder', meetingId, hours: 1 });
    expect((await ctx.app.jobs.runOnce()).failed).toBe(1);
    expect(sms.messages).toHaveLength(0);
    ctx.clock.advance(10_000);
    expect((await ctx.app.jobs.runOnce()).failed).toBe(1);
    ctx.clock.advance(20_000);
    await ctx.app.jobs.runOnce();
    expect(sms.messages.map((m) => m.to)).toEqual(['+19185550177']);
    const job = await ctx.db.selectFrom('jobs').selectAll().where('idempotency_key', 'like', `alert:reminder:${meetingId}:%:sms`).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'done', attempts: 3 });
  });

  it('moves a delivery to the dead letter after its last attempt', async () => {
    const now = ctx.clock.now();
    const meetingId = await upcomingMeeting(ctx.db, now, 40);
    await insertSubscribers(ctx.db, [{ email: email('dead'), advance_notice_hours: 48, phone_number: '+19185550188', sms: true, email_on: false }], now);
    await fanOut(ctx, { kind: 'reminder', meetingId, hours: 48 });
    sms.failNext(100);
    for (let i = 0; i < 8; i++) {
      await ctx.app.jobs.runOnce();
      ctx.clock.advance(60 * 60 * 1000);
    }
    sms.failNext(0);
    const job = await ctx.db.selectFrom('jobs').selectAll().where('idempotency_key', 'like', `alert:reminder:${meetingId}:%:sms`).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'dead', attempts: 8 });
    expect(job.last_error).toContain('SMS provider answered 500');
    expect(sms.messages).toHaveLength(0);
  });
});
