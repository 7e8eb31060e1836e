/**
 * In-app notifications of a signed-in user (the Notifications page and the header's unread count), and the
 * admin's view of the local outbox.
 */
import { z } from 'zod';
import { canonicalIntSchema, isoDateTimeSchema, paginationQuerySchema, queryBooleanSchema } from './common.ts';

/** What raised a notification. */
export const NOTIFICATION_KINDS = ['meeting_reminder', 'new_minutes', 'agenda_items'] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** One in-app notification. */
export const notificationSchema = z.object({
  id: z.number().int().positive(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path inside the app, e.g. `/meetings/12`. */
  link: z.string().nullable(),
  created_at: isoDateTimeSchema,
  /** When the user marked it read; null while unread. */
  read_at: isoDateTimeSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /notifications`: newest first. */
export const listNotificationsQuerySchema = paginationQuerySchema.extend({
  limit: canonicalIntSchema(1, 100).default(20),
  /** Only unread ones. */
  unread_only: queryBooleanSchema.optional(),
});
export type ListNotificationsQuery = z.input<typeof listNotificationsQuerySchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  /** Matches of the query (all, or unread only). */
  total: z.number().int().nonnegative(),
  /** Unread notifications of the user, whatever the query. */
  unread: z.number().int().nonnegative(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** `GET /notifications/unread-count`, polled by the header. */
export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** `POST /notifications/read-all`. */
export const markAllReadResponseSchema = z.object({
  /** How many were unread and are now read. */
  updated: z.number().int().nonnegative(),
  unread: z.literal(0),
});

/** One message of the local outbox (what would have gone out by SMTP or SMS). */
export const outboxMessageSchema = z.object({
  id: z.number().int().positive(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  text_body: z.string(),
  html_body: z.string().nullable(),
  headers: z.record(z.string(), z.string()),
  created_at: isoDateTimeSchema,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** `GET /admin/outbox`: newest first. */
export const outboxQuerySchema = paginationQuerySchema.extend({
  limit: canonicalIntSchema(1, 100).default(50),
  channel: z.enum(['email', 'sms']).optional(),
  /** Exact recipient (email address or E.164 number). */
  recipient: z.string().trim().min(1).max(254).optional(),
});

export const outboxPageSchema = z.object({
  items: z.array(outboxMessageSchema),
  total: z.number().int().nonnegative(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;
