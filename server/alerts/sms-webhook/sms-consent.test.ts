/**
 * STOP and START round trips through the inbound webhook, each request signed by the official `twilio`
 * library as Twilio's servers sign theirs, for a subscriber with email and SMS and for an SMS-only one.
 */
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertSubscribers } from '../../test/fixtures/alert-fixtures.ts';

const AUTH_TOKEN = 'consent-signing-token';
const WEBHOOK_URL = 'https://civic.example/api/v1/subscriptions/sms/webhook';
let ctx: TestApp;
let sid = 0;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example', SMS_WEBHOOK_AUTH_TOKEN: AUTH_TOKEN });
});
afterAll(() => ctx.close());

/** A text from `from`, posted and signed the way Twilio's servers do. */
async function text(from: string, body: string) {
  const params = { MessageSid: `SMconsent${++sid}`, AccountSid: 'AC0000000000000000000000000000000a', From: from, To: '+19185550000', Body: body };
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/sms/webhook',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(AUTH_TOKEN, WEBHOOK_URL, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
  expect(res.statusCode).toBe(200);
  return res.body;
}

const state = (id: number) =>
  ctx.db
    .selectFrom('subscriptions')
    .select(['sms_notifications', 'email_notifications'])
    .select((eb) => eb('unsubscribed_at', 'is', null).as('live'))
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
    .then((row) => ({ sms: row.sms_notifications === 1, email: row.email_notifications === 1, live: Boolean(row.live) }));

describe('SMS consent by text', () => {
  it('STOP then START resumes SMS for a subscriber who also gets email', async () => {
    const [id] = await insertSubscribers(ctx.db, [{ email: 'both@example.org', phone_number: '+19185550301', sms: true }], ctx.clock.now());
    expect(await text('+19185550301', 'STOP')).toContain('you will get no more SMS alerts');
    expect(await state(id!)).toEqual({ sms: false, email: true, live: true });
    expect(await text('+19185550301', 'START')).toContain('SMS alerts are on for this number');
    expect(await state(id!)).toEqual({ sms: true, email: true, live: true });
  });

  it('STOP then START brings back an SMS-only subscription the STOP had ended', async () => {
    const [id] = await insertSubscribers(
      ctx.db,
      [{ email: 'sms-only@example.org', phone_number: '+19185550302', sms: true, email_on: false }],
      ctx.clock.now(),
    );
    await text('(918) 555-0302', 'stop');
    expect(await state(id!)).toEqual({ sms: false, email: false, live: false });
    ctx.clock.advance(60_000);
    expect(await text('+19185550302', 'Start')).toContain('SMS alerts are on for this number');
    expect(await state(id!)).toEqual({ sms: true, email: false, live: true });
  });

  it('START leaves ended a subscription its subscriber ended on the website', async () => {
    const [id] = await insertSubscribers(
      ctx.db,
      [{ email: 'left@example.org', phone_number: '+19185550303', sms: true, email_on: false }],
      ctx.clock.now(),
    );
    await ctx.db.updateTable('subscriptions').set({ unsubscribed_at: ctx.clock.now().toISOString() }).where('id', '=', id!).execute();
    await text('+19185550303', 'START');
    expect(await state(id!)).toEqual({ sms: true, email: false, live: false });
  });

  it('START brings back no ended subscription beside a newer live one of the same email', async () => {
    const now = ctx.clock.now();
    const [old] = await insertSubscribers(ctx.db, [{ email: 'again@example.org', phone_number: '+19185550304', sms: true, email_on: false }], now);
    await text('+19185550304', 'STOP');
    const [fresh] = await insertSubscribers(ctx.db, [{ email: 'again@example.org', phone_number: '+19185550399' }], now);
    await text('+19185550304', 'START');
    expect((await state(old!)).live).toBe(false);
    expect((await state(fresh!)).live).toBe(true);
  });
});
