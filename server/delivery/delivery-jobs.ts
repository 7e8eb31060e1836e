/** The durable send jobs and their payloads: one email, or one text message. */
import { z } from 'zod';
import { languageSchema } from '#contract/language-schema.ts';
import { defineJobKind } from '../jobs/job-kinds.ts';
import type { EmailMessage } from './mailer.ts';
import type { SmsMessage } from './sms-sender.ts';

const emailMessageSchema: z.ZodType<EmailMessage> = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.object({ name: z.string(), address: z.string() }).optional(),
  writtenByResident: z.boolean().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  language: languageSchema.optional(),
  dedupeKey: z.string().optional(),
});

const smsMessageSchema: z.ZodType<SmsMessage> = z.object({ to: z.string(), body: z.string(), dedupeKey: z.string().optional() });

export const EMAIL_JOB = defineJobKind('email.send', emailMessageSchema);
export const SMS_JOB = defineJobKind('sms.send', smsMessageSchema);
