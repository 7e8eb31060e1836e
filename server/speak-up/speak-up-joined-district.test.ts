/**
 * "My block" within reach, end to end against a loopback SMTP server (issue 49): a resident signs up for alerts
 * with her district (the links she opens are the ones mailed to her), later registers with the same address and
 * opens the verification link; her alert subscription is then on the account, speak-up knows her district, and
 * her message reaches that district's councilor, not only the Council Secretary. The welcome email names "my block".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndLogin } from '../test/auth-helpers.ts';
import { seedTopics } from '../test/fixtures/alert-fixtures.ts';
import { createMeeting } from '../test/factories.ts';
import { type SmtpSink, startSmtpSink } from '../test/peers/smtp-sink.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const COUNCILOR = 'dist4@tulsacouncil.org';
const EMAIL = 'mara.block@example.org';
let ctx: TestApp;
let smtp: SmtpSink;
let topics: Map<string, number>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({ SMTP_URL: smtp.url });
  topics = await seedTopics(ctx.db, ctx.app.city);
  await ctx.db
    .insertInto('officials')
    .values({ name: 'Laura Bellis', position: 'Councilor, District 4', district: 4, email: COUNCILOR, phone: null, term_start: null, term_end: null, ocd_division_id: null })
    .execute();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** The newest mail to `to` whose text has a link to `path`, and that link's token. */
async function linkIn(to: string, path: string): Promise<{ text: string; token: string }> {
  await ctx.app.jobs.runOnce();
  const pattern = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([^\\s"&<]+)`);
  const mail = [...smtp.accepted].reverse().find((m) => m.recipients.includes(to) && pattern.test(m.text));
  expect(mail, `a mail to ${to} linking ${path}`).toBeDefined();
  return { text: mail!.text, token: decodeURIComponent(pattern.exec(mail!.text)![1]!) };
}

describe('an alert subscription joins the account, and speak-up writes to her councilor', () => {
  it('signs up for alerts, registers and verifies the same address, then writes to District 4', async () => {
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/signup',
      payload: { full_name: 'Mara Block', email: EMAIL, district: 4, interested_topics: [String(topics.get('city-budget'))], meeting_types: ['regular_council'], email_notifications: true, sms_notifications: false, advance_notice_hours: 24 },
    });
    expect(signup.statusCode, signup.body).toBe(202);
    const confirm = await linkIn(EMAIL, '/subscriptions/confirm');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/subscriptions/confirm', payload: { token: confirm.token } })).statusCode).toBe(200);
    // The welcome email offers "my block" at once, by the manage page's section.
    const welcome = await linkIn(EMAIL, '/subscriptions/manage');
    expect(welcome.text).toMatch(/"My block"/);
    expect(welcome.text).toContain('#manage-nearby');

    const account = await registerAndLogin(ctx.app, { email: EMAIL, full_name: 'Mara Block' });
    const address = () => ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me/address', headers: bearer(account.token) });
    expect((await address()).json()).toEqual({ address: null, district: null, source: null });
    const verify = await linkIn(EMAIL, '/verify-email');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token: verify.token } })).statusCode).toBe(200);
    expect((await address()).json()).toEqual({ address: null, district: 4, source: 'alerts' });

    const meetingId = await createMeeting(ctx.db, {
      title: 'Regular Council Meeting',
      meeting_date: '2026-11-25T23:00:00.000Z',
      status: 'scheduled',
      agenda_items: [{ item_number: '7.a.', title: 'Resolution adopting the 2027 street maintenance plan', item_type: 'motion' }],
    }, ctx.clock.now());
    const itemId = (await ctx.db.selectFrom('agenda_items').select('id').where('meeting_id', '=', meetingId).executeTakeFirstOrThrow()).id;
    const district = (await address()).json().district as number;
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/meetings/${meetingId}/items/${itemId}/speak-up/send`,
      headers: bearer(account.token),
      payload: { stance: 'support', district, subject: 'Item 7.a.', body: 'I support item 7.a.', language: 'en' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await ctx.app.jobs.runOnce();
    const toCouncil = smtp.accepted.filter((m) => m.recipients.includes(COUNCILOR));
    expect(toCouncil).toHaveLength(1);
    expect(toCouncil[0]!.recipients).toContain('loridoring@tulsacouncil.org');
  });
});
