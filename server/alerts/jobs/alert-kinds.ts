/**
 * The alert jobs (each kind carries its name in the jobs table and its payload), and the idempotency keys that
 * make each one happen once. Names and keys are stored with queued jobs: changing one orphans those jobs.
 */
import { z } from 'zod';
import type { NotificationKind } from '#contract/notifications.ts';
import { defineJobKind } from '../../jobs/job-kinds.ts';

const alertKindSchema = z.enum(['reminder', 'minutes']);
const alertChannelSchema = z.enum(['email', 'sms']);
export type AlertKind = z.infer<typeof alertKindSchema>;
export type AlertChannel = z.infer<typeof alertChannelSchema>;

const fanoutPayloadSchema = z.object({
  kind: alertKindSchema,
  meetingId: z.number().int(),
  /** The advance notice whose window opened (reminders only). */
  hours: z.number().optional(),
  /** Limit to one subscriber (catch-up after signing up inside an open window). */
  subscriptionId: z.number().int().optional(),
  /** Minutes of a meeting past the announcement window: only to the subscribers told of its items before the vote. */
  toldOnly: z.boolean().optional(),
});
export type FanoutPayload = z.infer<typeof fanoutPayloadSchema>;

const deliverPayloadSchema = z.object({
  kind: alertKindSchema,
  meetingId: z.number().int(),
  subscriptionId: z.number().int(),
  channel: alertChannelSchema,
});
export type DeliverPayload = z.infer<typeof deliverPayloadSchema>;

/** Looks for reminder windows that opened and minutes that appeared; re-queues itself every minute. It carries nothing. */
export const ALERT_SCAN_JOB = defineJobKind('alerts.scan', z.null());
/** Expands one event (a meeting's reminder window, or its new minutes) into one delivery per subscriber. */
export const ALERT_FANOUT_JOB = defineJobKind('alerts.fanout', fanoutPayloadSchema);
/** Renders and sends one alert on one channel to one subscriber. */
export const ALERT_DELIVER_JOB = defineJobKind('alerts.deliver', deliverPayloadSchema);
export { alertChannelSchema };

/** The in-app notification kind of an alert kind. */
export const NOTIFICATION_KIND: Record<AlertKind, NotificationKind> = {
  reminder: 'meeting_reminder',
  minutes: 'new_minutes',
};

export const fanoutKey = (p: FanoutPayload) =>
  p.kind === 'reminder' ? `${ALERT_FANOUT_JOB.name}:reminder:${p.meetingId}:${p.hours}` : `${ALERT_FANOUT_JOB.name}:minutes:${p.meetingId}`;

/** One per (subscription, meeting, kind, channel): nothing is sent twice, however often a fan-out re-runs. */
export const deliverKey = (p: DeliverPayload) => `alert:${p.kind}:${p.meetingId}:${p.subscriptionId}:${p.channel}`;

/** One in-app notification per (user, meeting, kind), even when a user has several subscriptions. */
export const notificationKey = (kind: AlertKind, meetingId: number, userId: number) =>
  `alert:${kind}:${meetingId}:user:${userId}`;
