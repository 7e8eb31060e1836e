/**
 * SMS delivery behind one interface: an SMS provider's REST API in Twilio's shape (form-encoded POST to
 * {SMS_API_URL}/2010-04-01/Accounts/{sid}/Messages.json with basic auth) when configured, else the outbox.
 * A send resolves when the provider accepted the message, or when it never can (the recipient opted out).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { stableMessageId } from './mailer.ts';
import { insertOutboxMessage } from './outbox-store.ts';

export interface SmsMessage {
  to: string;
  body: string;
  /** What makes this send unique (see EmailMessage.dedupeKey). */
  dedupeKey?: string;
}

export interface SmsSender {
  readonly kind: 'provider' | 'outbox';
  send(message: SmsMessage): Promise<void>;
}

export interface SmsProviderSettings {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  timeoutMs?: number;
  /** Records that the recipient opted out; called instead of failing the send when the provider says so. */
  onRecipientOptedOut?: (to: string) => Promise<void>;
}

/**
 * Twilio's error for a recipient who opted out (a STOP to our number, or at the carrier). It is permanent:
 * retries cannot succeed, and sending on after an opt-out is what carrier rules forbid.
 */
export const RECIPIENT_OPTED_OUT_CODE = 21610;

/** The `code` of a Twilio error body (`{"code": 21610, "message": ..., "status": 400}`), if it has one. */
function providerErrorCode(body: string): number | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const code = (parsed as { code?: unknown } | null)?.code;
    return typeof code === 'number' ? code : undefined;
  } catch {
    return undefined;
  }
}

export function createProviderSmsSender(settings: SmsProviderSettings): SmsSender {
  const url = `${settings.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64');
  return {
    kind: 'provider',
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${auth}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          // The same send after a crash carries the same key; providers that honour one deduplicate on it.
          ...(message.dedupeKey ? { 'Idempotency-Key': stableMessageId(message.dedupeKey) } : {}),
        },
        body: new URLSearchParams({ To: message.to, From: settings.from, Body: message.body }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
      if (response.ok) return;
      const body = await response.text();
      if (settings.onRecipientOptedOut && providerErrorCode(body) === RECIPIENT_OPTED_OUT_CODE) {
        await settings.onRecipientOptedOut(message.to);
        return;
      }
      throw new Error(`SMS provider answered ${response.status}: ${body.slice(0, 300)}`);
    },
  };
}

export function createOutboxSmsSender(db: Kysely<Database>, clock: Clock): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      await insertOutboxMessage(db, {
        channel: 'sms',
        recipient: message.to,
        subject: null,
        text_body: message.body,
        html_body: null,
        headers: '{}',
        created_at: clock.now().toISOString(),
        message_id: message.dedupeKey ? stableMessageId(message.dedupeKey) : null,
      });
    },
  };
}
