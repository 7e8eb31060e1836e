/**
 * Email delivery behind one interface: SMTP through nodemailer when SMTP_URL is set, otherwise the local
 * outbox table (admins read it at /admin/outbox), so every mail flow works on a fresh machine.
 */
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
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
  // Options must go in the transport itself: createTransport(url, second) treats `second` as message defaults.
  const transport = nodemailer.createTransport(
    new SMTPTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
  );
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
    },
    close: () => transport.close(),
  };
}

export function createOutboxMailer(db: Kysely<Database>, clock: Clock): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db
        .insertInto('outbox')
        .values({
          channel: 'email',
          recipient: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          headers: JSON.stringify(message.headers ?? {}),
          created_at: clock.now().toISOString(),
        })
        .execute();
    },
  };
}
