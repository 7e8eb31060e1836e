/**
 * SMS double opt-in (issue 34), through the real sign-up, the job queue, the loopback SMS API and an inbound
 * webhook signed by twilio's own library: a number's first and only text asks its owner to reply YES (with the
 * program, frequency, "Msg & data rates may apply", HELP and STOP); reminders and test texts wait until the
 * owner says yes; HELP names our site.
 */
import { describe, expect, it } from 'vitest';
import { confirmSignup, upcomingMeeting } from '../../test/fixtures/alert-fixtures.ts';
import { smsTestApp } from '../../test/sms-app.ts';
import { fanOut } from '../meeting-alerts/alert-fanout.ts';

const PHONE = '+19185550142';
const texting = smsTestApp();
const textsToPhone = () => texting.textsTo(PHONE);

describe('SMS double opt-in', () => {
  it('asks once, sends nothing else until the owner replies YES, then sends the alerts', async () => {
    const { ctx, topics } = texting;
    const email = 'owner@example.org';
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/signup',
      payload: {
        full_name: 'Olga Owner', email, phone_number: '(918) 555-0142', zip_code: '74103', interested_topics: [String(topics.get('city-budget'))],
        meeting_types: ['regular_council'], sms_notifications: true, email_notifications: true, advance_notice_hours: 24,
      },
    });
    expect(signup.statusCode, signup.body).toBe(202);
    await ctx.app.jobs.runOnce();
    expect(textsToPhone()).toEqual([]);
    await confirmSignup(ctx.app, email);
    await ctx.app.jobs.runOnce();
    const asked = textsToPhone();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('reply YES to confirm');
    for (const words of ['Civic Commons', 'Tulsa council meeting alerts', 'Msg freq varies', 'Msg & data rates may apply', 'HELP', 'STOP']) expect(asked[0]).toContain(words);

    // A reminder and a test text wait for the owner's yes.
    const first = await upcomingMeeting(ctx.db, ctx.clock.now(), 4, { title: 'City Council Regular Meeting' });
    await fanOut(ctx, { kind: 'reminder', meetingId: first, hours: 24 });
    await ctx.app.jobs.runOnce();
    const row = await ctx.db.selectFrom('subscriptions').select(['id', 'sms_confirmed_at']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.sms_confirmed_at).toBeNull();
    const welcome = texting.smtp.accepted.find((m) => m.recipients[0] === email && m.subject?.includes('signed up'));
    const token = decodeURIComponent(/manage\?token=([^\s"&<]+)/.exec(welcome?.text ?? '')![1]!);
    const test = await ctx.app.inject({ method: 'POST', url: `/api/v1/subscriptions/test-sms?token=${encodeURIComponent(token)}`, payload: { subscription_id: row.id } });
    expect(test.statusCode).toBe(409);
    expect(test.json().error.message).toContain('reply YES');
    await ctx.app.jobs.runOnce();
    expect(textsToPhone()).toEqual(asked);

    const yes = await texting.inbound(PHONE, 'Yes', 'SMyes0000000000000001');
    expect(yes.statusCode).toBe(200);
    expect(yes.body).toContain('SMS alerts are on for this number');
    const help = await texting.inbound(PHONE, 'HELP', 'SMhelp000000000000001');
    expect(help.body).toContain('Help: https://civic.example');

    const second = await upcomingMeeting(ctx.db, ctx.clock.now(), 5, { title: 'City Council Regular Meeting' });
    await fanOut(ctx, { kind: 'reminder', meetingId: second, hours: 24 });
    await ctx.app.jobs.runOnce();
    const after = textsToPhone();
    expect(after).toHaveLength(2);
    expect(after[1]).toContain('Tulsa meeting reminder: City Council Regular Meeting');
  });

  it('asks a number once however many sign-ups name it, and never after it said STOP', async () => {
    const { ctx, topics } = texting;
    const phone = '+19185550143';
    const signUp = async (email: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/subscriptions/signup',
        payload: {
          full_name: 'Sam Signup', email, phone_number: phone, zip_code: '74103', interested_topics: [String(topics.get('city-budget'))],
          meeting_types: ['regular_council'], sms_notifications: true, email_notifications: true, advance_notice_hours: 24,
        },
      });
      expect(response.statusCode, response.body).toBe(202);
      await confirmSignup(ctx.app, email);
      await ctx.app.jobs.runOnce();
    };
    await signUp('first@example.org');
    await signUp('second@example.org');
    expect(texting.textsTo(phone)).toHaveLength(1);
    await texting.inbound(phone, 'STOP', 'SMstop000000000000143');
    await signUp('third@example.org');
    expect(texting.textsTo(phone)).toHaveLength(1);
  });
});
