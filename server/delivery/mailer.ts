/**
 * Email delivery behind one interface: SMTP through nodemailer when SMTP_URL is set, otherwise the local
 * outbox table (admins read it at /admin/outbox), so every mail flow works on a fresh machine.
 */
import nodemailer from 'nodemailer';
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

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
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
