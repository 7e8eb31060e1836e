/**
 * The inbound SMS webhook in Twilio's shape: a form-encoded POST signed with X-Twilio-Signature
 * (base64 HMAC-SHA1 over the URL followed by every parameter name and value, sorted by name). STOP and its
 * synonyms turn SMS off for that number, START turns it back on, HELP explains; the reply is TwiML.
 */
import crypto from 'node:crypto';
import { normalizeUsPhone } from '../../contract/auth.ts';
import type { AppDatabase } from '../db/database.ts';
import { escapeHtml } from '../lib/html.ts';
import { optInSms, optOutSms } from './sms-consent.ts';
import { smsReplies } from './sms-text.ts';

/** Opt-out and opt-in words carriers and CTIA guidelines expect to be honoured. */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT']);
const START_WORDS = new Set(['START', 'YES', 'UNSTOP']);
const HELP_WORDS = new Set(['HELP', 'INFO']);

/** The signature Twilio computes for a request to `url` with form `params`. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return crypto.createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

/** Constant-time check of a request's signature. */
export function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

export type InboundAction = 'stop' | 'start' | 'help' | 'none';

/** What an inbound message asks for: the first word decides, case-insensitively. */
export function inboundAction(body: string): InboundAction {
  const word = body.trim().split(/\s+/)[0]?.toUpperCase().replace(/[^A-Z]/g, '') ?? '';
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  if (HELP_WORDS.has(word)) return 'help';
  return 'none';
}

/** How long processed message ids are kept: a signed request older than this is refused by its age instead. */
export const SMS_REPLAY_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Records the provider's id of a signed request; false when it was seen before (a replay, or the provider's own
 * retry of a request we already applied). Ids older than the window are forgotten.
 */
export async function firstDelivery(db: AppDatabase, messageSid: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('sms_webhook_messages')
    .values({ message_sid: messageSid, received_at: now.toISOString() })
    .onConflict((oc) => oc.column('message_sid').doNothing())
    .returning('message_sid')
    .executeTakeFirst();
  await db.deleteFrom('sms_webhook_messages').where('received_at', '<', new Date(now.getTime() - SMS_REPLAY_WINDOW_MS).toISOString()).execute();
  return inserted !== undefined;
}

/** Applies an inbound message from `from`; returns the TwiML reply. */
export async function handleInboundSms(db: AppDatabase, from: string, body: string, now: Date): Promise<string> {
  const action = inboundAction(body);
  const phone = normalizeUsPhone(from);
  if (phone && action === 'stop') await optOutSms(db, phone, now);
  else if (phone && action === 'start') await optInSms(db, phone, now);
  const reply = action === 'none' ? null : smsReplies()[action];
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${reply ? `<Message>${escapeHtml(reply)}</Message>` : ''}</Response>`;
}
