/**
 * Jobs and keys of alerts before the vote. A posted agenda version fans out once; each subscriber's new items go
 * out in one message (a "batch"): at once for the agenda version, or gathered in a daily or weekly digest.
 */
import type { AppDatabase } from '../../db/database.ts';
import type { AlertChannel } from '../jobs/alert-kinds.ts';
import { enqueueMany } from '../jobs/job-rows.ts';

export const AGENDA_JOBS = {
  /** Matches one agenda version, or gathers one digest period, for every subscriber. */
  fanout: 'alerts.agenda-fanout',
  /** Sends one subscriber's batch on one channel. */
  deliver: 'alerts.agenda-deliver',
} as const;

export type DigestPeriod = 'daily' | 'weekly';

export type AgendaFanoutPayload =
  | { kind: 'agenda'; meetingId: number; version: string }
  /** A digest gathers the items matched before its hour (`until`); later ones wait for the next. */
  | { kind: 'digest'; period: DigestPeriod; batch: string; until: string }
  /** A meeting whose items subscribers were told about was canceled: they are told that too. */
  | { kind: 'cancel'; meetingId: number };

export interface AgendaDeliverPayload {
  batch: string;
  subscriptionId: number;
  channel: AlertChannel;
}

/** The batch of the immediate alert about one agenda version. */
export const agendaBatch = (meetingId: number, version: string) => `agenda:${meetingId}:${version}`;

/** The batch of the notice that a meeting subscribers were alerted about is canceled. */
export const cancelBatch = (meetingId: number) => `cancel:${meetingId}`;

/** The batch of a digest: its period and its local day (`digest:daily:2026-11-24`). */
export const digestBatch = (period: DigestPeriod, localDate: string) => `digest:${period}:${localDate}`;

export const agendaFanoutKey = (p: AgendaFanoutPayload) =>
  `${AGENDA_JOBS.fanout}:${p.kind === 'agenda' ? agendaBatch(p.meetingId, p.version) : p.kind === 'cancel' ? cancelBatch(p.meetingId) : p.batch}`;

/** One message per subscriber, batch and channel, however often a fan-out or a delivery re-runs. */
export const agendaDeliverKey = (p: AgendaDeliverPayload) => `alert:${p.batch}:${p.subscriptionId}:${p.channel}`;

/** The deliveries of one subscriber's batch: one per channel they have on. */
export function deliveriesOf(
  subscriber: { id: number; email_notifications: number; sms_notifications: number; phone_number: string | null },
  batch: string,
): AgendaDeliverPayload[] {
  const out: AgendaDeliverPayload[] = [];
  if (subscriber.email_notifications === 1) out.push({ batch, subscriptionId: subscriber.id, channel: 'email' });
  if (subscriber.sms_notifications === 1 && subscriber.phone_number) out.push({ batch, subscriptionId: subscriber.id, channel: 'sms' });
  return out;
}

/** Queues deliveries under their keys (inside the caller's transaction when given one). */
export function enqueueAgendaDeliveries(db: AppDatabase, deliveries: AgendaDeliverPayload[], now: Date): Promise<number> {
  return enqueueMany(
    db,
    deliveries.map((d) => ({ kind: AGENDA_JOBS.deliver, payload: d, idempotencyKey: agendaDeliverKey(d) })),
    now,
  );
}
