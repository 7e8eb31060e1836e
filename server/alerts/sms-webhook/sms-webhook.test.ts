import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { reminderSms, SMS_MAX_LENGTH, toGsmText } from '../messages/sms-text.ts';
import { inboundAction, twilioSignature } from './sms-webhook.ts';
import { insertSubscribers } from '../../test/fixtures/alert-fixtures.ts';

const TOKEN = 'webhook-signing-token';
const URL_ = 'https://civic.example/api/v1/subscriptions/sms/webhook';
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example', SMS_WEBHOOK_AUTH_TOKEN: TOKEN });
});
afterAll(() => ctx.close());

function inbound(params: Record<string, string>, signature = twilioSignature(TOKEN, URL_, params)) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/sms/webhook',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(params).toString(),
  });
}

const flags = (id: number) =>
  ctx.db.selectFrom('subscriptions').select(['sms_notifications', 'unsubscribed_at']).where('id', '=', id).executeTakeFirstOrThrow();

describe('inbound SMS webhook', () => {
  it('matches the signature Twilio documents for its example request', () => {
    // From Twilio's "Webhooks security" page: auth token 12345, this URL and these parameters.
    const params = { CallSid: 'CA1234567890ABCDE', Caller: '+12349013030', Digits: '1234', From: '+12349013030', To: '+18005551212' };
    expect(twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });

  it('refuses an unsigned or wrongly signed request', async () => {
    const params = { From: '+19185550190', Body: 'STOP' };
    expect((await inbound(params, 'bogus')).statusCode).toBe(403);
    expect((await inbound(params, twilioSignature('other-key', URL_, params))).statusCode).toBe(403);
  });

  it('turns SMS off on STOP, on again on START, answers HELP; ends a subscription left with no channel', async () => {
    const now = ctx.clock.now();
    const [both, smsOnly] = await insertSubscribers(
      ctx.db,
      [
        { email: 'both@example.org', phone_number: '+19185550190', sms: true },
        { email: 'sms-only@example.org', phone_number: '+19185550191', sms: true, email_on: false },
      ],
      now,
    );
    const stop = await inbound({ From: '+19185550190', Body: ' stop ', MessageSid: 'SM1' });
    expect(stop.statusCode).toBe(200);
    expect(stop.headers['content-type']).toContain('text/xml');
    expect(stop.body).toContain('<Message>Civic Commons: you will get no more SMS alerts.');
    expect(await flags(both!)).toEqual({ sms_notifications: 0, unsubscribed_at: null });

    const start = await inbound({ From: '+19185550190', Body: 'START', MessageSid: 'SM2' });
    expect(start.body).toContain('SMS alerts are on for this number');
    expect((await flags(both!)).sms_notifications).toBe(1);

    const help = await inbound({ From: '+19185550190', Body: 'help', MessageSid: 'SM3' });
    // The rates line carriers ask of a HELP answer (issue 50), and the way out.
    expect(help.body).toContain('Msg freq varies. Msg&amp;data rates may apply. STOP to end, START to resume.');

    await inbound({ From: '(918) 555-0191', Body: 'Unsubscribe', MessageSid: 'SM4' });
    expect((await flags(smsOnly!)).unsubscribed_at).not.toBeNull();
    const other = await inbound({ From: '+19185550190', Body: 'what time is the meeting?', MessageSid: 'SM5' });
    expect(other.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  });

  it('tells a number with no subscription that texts YES that it has none, not that its alerts are on', async () => {
    const yes = await inbound({ From: '+19185550444', Body: 'YES', MessageSid: 'SM901' });
    expect(yes.statusCode).toBe(200);
    expect(yes.body).toContain('this number has no Tulsa council alerts. Sign up at https://civic.example first, then reply YES.');
    expect(yes.body).not.toContain('SMS alerts are on');
    const si = await inbound({ From: '+19185550445', Body: 'Sí', MessageSid: 'SM902' });
    expect(si.body).toContain('este numero no tiene alertas');
  });

  it('applies each signed message once: a replayed START does not undo the STOP that followed it', async () => {
    const [id] = await insertSubscribers(ctx.db, [{ email: 'replay@example.org', phone_number: '+19185550177', sms: true }], ctx.clock.now());
    const start = { From: '+19185550177', Body: 'START', MessageSid: 'SMreplay0000000001' };
    expect((await inbound(start)).statusCode).toBe(200);
    await inbound({ From: '+19185550177', Body: 'STOP', MessageSid: 'SMreplay0000000002' });
    expect((await flags(id!)).sms_notifications).toBe(0);
    const replayed = await inbound(start);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect((await flags(id!)).sms_notifications).toBe(0);
    // A request without the provider's message id cannot be told from a replay.
    expect((await inbound({ From: '+19185550177', Body: 'START' })).statusCode).toBe(400);
  });

  it('reads keywords the way carriers do', () => {
    expect(['STOP', 'stopall', 'Cancel.', 'end', 'QUIT', 'unsubscribe'].map(inboundAction)).toEqual(Array(6).fill('stop'));
    expect(['start', 'YES', 'unstop'].map(inboundAction)).toEqual(['start', 'start', 'start']);
    expect(inboundAction('stopping by later')).toBe('none');
  });
});

describe('SMS text', () => {
  it('keeps a reminder within one 160-character GSM segment with the whole link', () => {
    const link = 'https://civic-commons.example.org/meetings/123456';
    const text = reminderSms(ctx.city.config, { title: 'Joint Meeting of the Urban & Economic Development Committee — “Special” Session on the FY2027 Budget and Capital Improvements', meeting_date: '2026-11-19T00:00:00Z' }, link);
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(text).toContain(link);
    expect(text).toMatch(/^[\x20-\x7e]+$/);
    expect(text).toContain('Wed, Nov 18, 6:00 PM');
    expect(toGsmText('“Café” — 5 items…')).toBe('"Cafe" - 5 items...');
  });
});
