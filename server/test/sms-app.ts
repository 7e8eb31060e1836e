/**
 * The app the SMS tests text through: the alert app (startAlertApp: the loopback stub of the provider's Messages
 * API, the SMTP sink, the seeded topics) with the inbound webhook's own signing token, so a test can both read the
 * texts we sent and answer them as the provider would post a reply, signed by twilio's own library (never by our
 * code under test). Call it at a test file's top level: it boots the app in beforeAll and closes it in afterAll.
 * Usage: `const texting = smsTestApp(); ... texting.textsTo(phone)`, `await texting.inbound(phone, 'YES', sid)`,
 * and `texting.ctx` for the app and database.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import twilio from 'twilio';
import { ALERT_PUBLIC_URL, startAlertApp } from './alert-app.ts';
import { bootedPerFile } from './booted-per-file.ts';
import type { SmsStub } from './peers/sms-stub.ts';
import type { SmtpSink } from './peers/smtp-sink.ts';
import type { TestApp } from './test-app.ts';

/** The token the provider signs inbound texts with: its own, apart from the API's auth token, to prove it is the one checked. */
export const SMS_WEBHOOK_TOKEN = 'webhook-signing-token';
const WEBHOOK_PATH = '/api/v1/subscriptions/sms/webhook';

/** A text from `from` to our number, posted to the webhook as the provider posts it, signed with `token`. */
export function postInboundSms(app: FastifyInstance, token: string, from: string, body: string, sid: string): Promise<LightMyRequestResponse> {
  const params = { From: from, Body: body, MessageSid: sid };
  const signature = twilio.getExpectedTwilioSignature(token, `${ALERT_PUBLIC_URL}${WEBHOOK_PATH}`, params);
  return app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(params).toString(),
  });
}

export interface SmsTestApp {
  /** The booted app; read it inside tests and hooks, once beforeAll has run. */
  readonly ctx: TestApp;
  /** The loopback SMS API: what it accepted, and the refusals it is told to give. */
  readonly sms: SmsStub;
  /** The loopback SMTP server: the mail (welcome, confirmation links) a texting subscriber also gets. */
  readonly smtp: SmtpSink;
  /** The seeded topics: slug → id. */
  readonly topics: Map<string, number>;
  /** The bodies of the texts the SMS API accepted for `phone`, in the order sent. */
  textsTo(phone: string): string[];
  /** A text from `from` to our number, signed as the provider signs it. */
  inbound(from: string, body: string, sid: string): Promise<LightMyRequestResponse>;
}

export function smsTestApp(): SmsTestApp {
  const alerts = bootedPerFile('smsTestApp', () => startAlertApp({ SMS_WEBHOOK_AUTH_TOKEN: SMS_WEBHOOK_TOKEN }));
  return {
    get ctx() {
      return alerts().ctx;
    },
    get sms() {
      return alerts().sms;
    },
    get smtp() {
      return alerts().smtp;
    },
    get topics() {
      return alerts().topics;
    },
    textsTo: (phone) => alerts().sms.messages.filter((m) => m.to === phone).map((m) => m.body),
    inbound: (from, body, sid) => postInboundSms(alerts().ctx.app, SMS_WEBHOOK_TOKEN, from, body, sid),
  };
}
