/** Names and payloads of the alert jobs, and the idempotency keys that make each one happen once. */
import type { NotificationKind } from '../../../contract/notifications.ts';

export const ALERT_JOBS = {
  /** Looks for reminder windows that opened and minutes that appeared; re-queues itself every minute. */
  scan: 'alerts.scan',
  /** Expands one event (a meeting's reminder window, or its new minutes) into one delivery per subscriber. */
  fanout: 'alerts.fanout',
  /** Renders and sends one alert on one channel to one subscriber. */
  deliver: 'alerts.deliver',
} as const;

export type AlertKind = 'reminder' | 'minutes';
export type AlertChannel = 'email' | 'sms';

export interface FanoutPayload {
  kind: AlertKind;
  meetingId: number;
  /** The advance notice whose window opened (reminders only). */
  hours?: number;
  /** Limit to one subscriber (catch-up after signing up inside an open window). */
  subscriptionId?: number;
  /** Minutes of a meeting past the announcement window: only to the subscribers told of its items before the vote. */
  toldOnly?: boolean;
}

export interface DeliverPayload {
  kind: AlertKind;
  meetingId: number;
  subscriptionId: number;
  channel: AlertChannel;
}

/** The in-app notification kind of an alert kind. */
export const NOTIFICATION_KIND: Record<AlertKind, NotificationKind> = {
  reminder: 'meeting_reminder',
  minutes: 'new_minutes',
};

export const fanoutKey = (p: FanoutPayload) =>
  p.kind === 'reminder' ? `alerts.fanout:reminder:${p.meetingId}:${p.hours}` : `alerts.fanout:minutes:${p.meetingId}`;

/** One per (subscription, meeting, kind, channel): nothing is sent twice, however often a fan-out re-runs. */
export const deliverKey = (p: DeliverPayload) => `alert:${p.kind}:${p.meetingId}:${p.subscriptionId}:${p.channel}`;

/** One in-app notification per (user, meeting, kind), even when a user has several subscriptions. */
export const notificationKey = (kind: AlertKind, meetingId: number, userId: number) =>
  `alert:${kind}:${meetingId}:user:${userId}`;
