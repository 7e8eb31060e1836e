/**
 * Email delivery behind one interface: SMTP through nodemailer when SMTP_URL is set, otherwise the local
 * outbox table (admins read it at /admin/outbox), so every mail flow works on a fresh machine.
 */
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import type nodemailerModule from 'nodemailer';
import type SMTPTransportClass from 'nodemailer/lib/smtp-transport/index.js';
import type { Kysely } from 'kysely';
import type { Language } from '#contract/languages.ts';
import type { Database } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { escapeHtml } from '../lib/html.ts';
import { insertOutboxMessage } from './outbox-store.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Where replies go, for a message written by a resident (speak up): an address object, so nodemailer encodes
   * the name and no line break in it can start a header of its own.
   */
  replyTo?: { name: string; address: string };
  /**
   * A message a resident wrote, which we only carry (speak up): not marked auto-generated (RFC 3834 says
   * `Auto-Submitted` is for messages no person wrote), so the council's mail treats it as a person's.
   */
  writtenByResident?: boolean;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /** The language the message is written in (`lang` of its HTML, `Content-Language`); English when not said. */
  language?: Language;
  /**
   * What makes this send unique (a job's idempotency key or id). The same key gives the same Message-ID, so a
   * send repeated after a crash is one message to the outbox and recognisably the same one to mail servers.
   */
  dedupeKey?: string;
}

/**
 * Every message the app sends is written by the app, not a person (RFC 3834): `Auto-Submitted` tells vacation
 * responders and other automatic repliers not to answer; Exchange reads its own header instead.
 */
export const AUTOMATIC_MESSAGE_HEADERS: Readonly<Record<string, string>> = {
  'Auto-Submitted': 'auto-generated',
  'X-Auto-Response-Suppress': 'OOF, AutoReply',
};

/** The message's own headers after the automatic-message ones (which only a resident's own message goes without). */
function headersOf(message: EmailMessage): Record<string, string> {
  const language = { 'Content-Language': message.language ?? 'en' };
  return message.writtenByResident ? { ...message.headers, ...language } : { ...message.headers, ...language, ...AUTOMATIC_MESSAGE_HEADERS };
}

/** The headers the outbox keeps for an admin to read, the Reply-To included. */
function outboxHeadersOf(message: EmailMessage): Record<string, string> {
  const replyTo: Record<string, string> = message.replyTo ? { 'Reply-To': `${JSON.stringify(message.replyTo.name)} <${message.replyTo.address}>` } : {};
  return { ...headersOf(message), ...replyTo };
}

/** The stable id of a send: a hash of its key (never the key itself, which may name a subscriber). */
export function stableMessageId(dedupeKey: string): string {
  return crypto.createHash('sha256').update(dedupeKey).digest('hex').slice(0, 40);
}

/**
 * The message's HTML as a whole document: a doctype, `<html lang>` in the message's language (screen readers pick
 * their voice by it), a charset and the subject as its title. Builders write only the body's paragraphs.
 */
export function htmlDocument(message: Pick<EmailMessage, 'html' | 'subject' | 'language'>): string | undefined {
  if (message.html === undefined || /^\s*<!doctype/i.test(message.html)) return message.html;
  const lang = message.language ?? 'en';
  return `<!doctype html>\n<html lang="${lang}">\n<head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title></head>\n<body>\n${message.html}\n</body>\n</html>`;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
  close?(): void;
}

/**
 * SMTP through nodemailer. The timeouts bound a server that accepts the connection and then says nothing, so
 * the job fails and is retried instead of hanging; query parameters of SMTP_URL override them
 * (`smtp://host:25/?greetingTimeout=2000`).
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer (CommonJS) is loaded when an SMTP mailer is made, at start-up as before: a process that writes to
  // the outbox, and every test file without SMTP, never loads it.
  const require = createRequire(import.meta.url);
  const nodemailer = require('nodemailer') as typeof nodemailerModule;
  const SMTPTransport = require('nodemailer/lib/smtp-transport/index.js') as typeof SMTPTransportClass;
  // Options must go in the transport itself: createTransport(url, second) treats `second` as message defaults.
  const transport = nodemailer.createTransport(
    new SMTPTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
  );
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'civic-commons.invalid';
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        ...(message.dedupeKey ? { messageId: `<${stableMessageId(message.dedupeKey)}@${domain}>` } : {}),
        from,
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        html: htmlDocument(message),
        headers: headersOf(message),
      });
    },
    close: () => transport.close(),
  };
}

export function createOutboxMailer(db: Kysely<Database>, clock: Clock): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await insertOutboxMessage(db, {
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: htmlDocument(message) ?? null,
        headers: JSON.stringify(outboxHeadersOf(message)),
        created_at: clock.now().toISOString(),
        message_id: message.dedupeKey ? stableMessageId(message.dedupeKey) : null,
      });
    },
  };
}
