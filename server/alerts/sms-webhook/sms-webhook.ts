/**
 * The inbound SMS webhook in Twilio's shape: a form-encoded POST signed with X-Twilio-Signature
 * (base64 HMAC-SHA1 over the URL followed by every parameter name and value, sorted by name). STOP and its
 * synonyms turn SMS off for that number, START or YES turns it on (and confirms a new number: the double opt-in's
 * second step), HELP explains and names our site; the reply is TwiML.
 */
import crypto from 'node:crypto';
import type { CityContext } from '#city/context.ts';
import { normalizeUsPhone } from '#contract/auth.ts';
import type { Language } from '#contract/languages.ts';
import type { AppDatabase } from '../../db/database.ts';
import { escapeHtml } from '../../lib/html.ts';
import { optInSms, optOutSms } from './sms-consent.ts';
import { type SmsReply, smsReply } from '../messages/sms-text.ts';

/**
 * Opt-out and opt-in words carriers and CTIA guidelines expect to be honoured (Twilio's default list), and
 * their Spanish counterparts. A Spanish word also tells the language to answer an unknown number in.
 */
const KEYWORDS: Record<Exclude<InboundAction, 'none'>, Record<Language, readonly string[]>> = {
  stop: {
    en: ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'],
    es: ['ALTO', 'PARAR', 'PARE', 'DETENER', 'CANCELAR', 'BAJA'],
  },
  start: { en: ['START', 'YES', 'UNSTOP'], es: ['COMENZAR', 'INICIAR', 'REANUDAR', 'SI'] },
  help: { en: ['HELP', 'INFO'], es: ['AYUDA'] },
};

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

export interface InboundKeyword {
  action: InboundAction;
  /** The language of the keyword; English for a message that is none. */
  language: Language;
}

/** What an inbound message asks for: the first word decides, case- and accent-insensitively ("Sí" is "SI"). */
export function inboundKeyword(body: string): InboundKeyword {
  const first = body.trim().split(/\s+/)[0] ?? '';
  const word = first.normalize('NFKD').toUpperCase().replace(/[^A-Z]/g, '');
  for (const action of ['stop', 'start', 'help'] as const) {
    for (const language of ['en', 'es'] as const) {
      if (KEYWORDS[action][language].includes(word)) return { action, language };
    }
  }
  return { action: 'none', language: 'en' };
}

/** What an inbound message asks for. */
export function inboundAction(body: string): InboundAction {
  return inboundKeyword(body).action;
}

/**
 * The language to answer `phone` in: that of its newest subscription (the one its owner last chose), or the
 * keyword's when the number is unknown to us.
 */
async function replyLanguage(db: AppDatabase, phone: string | null, keyword: Language): Promise<Language> {
  if (!phone) return keyword;
  const row = await db
    .selectFrom('subscriptions')
    .select('language')
    .where('phone_number', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.language ?? keyword;
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

/** Applies an inbound message from `from` to a subscriber of `city` (the app's); returns the TwiML reply. */
export async function handleInboundSms(db: AppDatabase, city: CityContext, from: string, body: string, now: Date, siteUrl: string): Promise<string> {
  const keyword = inboundKeyword(body);
  const { action } = keyword;
  const phone = normalizeUsPhone(from);
  let answer: SmsReply | null = action === 'none' ? null : action;
  if (phone && action === 'stop') await optOutSms(db, phone, now);
  // A YES from a number that signed up for nothing turns nothing on: it is told so, not "SMS alerts are on".
  else if (action === 'start' && (!phone || (await optInSms(db, city, phone, now)) === 0)) answer = 'startNone';
  const reply = answer ? smsReply(city.config, answer, await replyLanguage(db, phone, keyword.language), siteUrl) : null;
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${reply ? `<Message>${escapeHtml(reply)}</Message>` : ''}</Response>`;
}
