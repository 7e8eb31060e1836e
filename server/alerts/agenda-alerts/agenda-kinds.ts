/**
 * Jobs and keys of alerts before the vote. A posted agenda version fans out once; each subscriber's new items go
 * out in one message (a "batch"): at once for the agenda version, or gathered in a daily or weekly digest.
 */
import { z } from 'zod';
import type { AppDatabase } from '../../db/database.ts';
import { defineJobKind } from '../../jobs/job-kinds.ts';
import { alertChannelSchema } from '../jobs/alert-kinds.ts';
import { enqueueMany } from '../jobs/job-rows.ts';

const digestPeriodSchema = z.enum(['daily', 'weekly']);
export type DigestPeriod = z.infer<typeof digestPeriodSchema>;

const agendaFanoutPayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('agenda'), meetingId: z.number().int(), version: z.string() }),
  /** A digest gathers the items matched before its hour (`until`); later ones wait for the next. */
  z.object({ kind: z.literal('digest'), period: digestPeriodSchema, batch: z.string(), until: z.string() }),
  /** A meeting whose items subscribers were told about was canceled: they are told that too. */
  z.object({ kind: z.literal('cancel'), meetingId: z.number().int() }),
]);
export type AgendaFanoutPayload = z.infer<typeof agendaFanoutPayloadSchema>;

/** What one delivery's message is: the items of its batch (at once or in a digest), or a cancellation notice. */
const agendaNoticeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('items') }),
  z.object({ kind: z.literal('digest'), period: digestPeriodSchema }),
  z.object({ kind: z.literal('cancel'), meetingId: z.number().int() }),
]);
export type AgendaNotice = z.infer<typeof agendaNoticeSchema>;

/**
 * The notice of a delivery queued before deliveries carried one (its batch key said it): read once here, at the
 * queue's boundary, so a delivery waiting for a retry across a deploy is still sent.
 */
function noticeOfBatchKey(batch: string): AgendaNotice | null {
  const [prefix, second] = batch.split(':');
  if (prefix === 'cancel') return { kind: 'cancel', meetingId: Number(second) };
  if (prefix !== 'digest') return { kind: 'items' };
  const period = digestPeriodSchema.safeParse(second);
  return period.success ? { kind: 'digest', period: period.data } : null;
}

const agendaDeliverPayloadSchema = z
  .object({
    /** The batch's key: which recorded items (agenda_alert_items.batch_key) the message holds, and its job key. */
    batch: z.string(),
    subscriptionId: z.number().int(),
    channel: alertChannelSchema,
    notice: agendaNoticeSchema.optional(),
  })
  .transform((p, ctx) => {
    const notice = p.notice ?? noticeOfBatchKey(p.batch);
    if (notice) return { ...p, notice };
    ctx.addIssue({ code: 'custom', message: `no notice, and the batch ${p.batch} names none` });
    return z.NEVER;
  });
export type AgendaDeliverPayload = z.output<typeof agendaDeliverPayloadSchema>;

/** Matches one agenda version, or gathers one digest period, for every subscriber. */
export const AGENDA_FANOUT_JOB = defineJobKind('alerts.agenda-fanout', agendaFanoutPayloadSchema);
/** Sends one subscriber's batch on one channel. */
export const AGENDA_DELIVER_JOB = defineJobKind('alerts.agenda-deliver', agendaDeliverPayloadSchema);

/** The batch of the immediate alert about one agenda version. */
export const agendaBatch = (meetingId: number, version: string) => `agenda:${meetingId}:${version}`;

/** The batch of the notice that a meeting subscribers were alerted about is canceled. */
export const cancelBatch = (meetingId: number) => `cancel:${meetingId}`;

/** The batch of a digest: its period and its local day (`digest:daily:2026-11-24`). */
export const digestBatch = (period: DigestPeriod, localDate: string) => `digest:${period}:${localDate}`;

export const agendaFanoutKey = (p: AgendaFanoutPayload) =>
  `${AGENDA_FANOUT_JOB.name}:${p.kind === 'agenda' ? agendaBatch(p.meetingId, p.version) : p.kind === 'cancel' ? cancelBatch(p.meetingId) : p.batch}`;

/** One message per subscriber, batch and channel, however often a fan-out or a delivery re-runs. */
export const agendaDeliverKey = (p: AgendaDeliverPayload) => `alert:${p.batch}:${p.subscriptionId}:${p.channel}`;

/** The deliveries of one subscriber's batch: one per channel they have on. */
export function deliveriesOf(
  subscriber: { id: number; email_notifications: number; sms_notifications: number; phone_number: string | null },
  batch: string,
  notice: AgendaNotice,
): AgendaDeliverPayload[] {
  const out: AgendaDeliverPayload[] = [];
  if (subscriber.email_notifications === 1) out.push({ batch, subscriptionId: subscriber.id, channel: 'email', notice });
  if (subscriber.sms_notifications === 1 && subscriber.phone_number) out.push({ batch, subscriptionId: subscriber.id, channel: 'sms', notice });
  return out;
}

/** Queues deliveries under their keys (inside the caller's transaction when given one). */
export function enqueueAgendaDeliveries(db: AppDatabase, deliveries: AgendaDeliverPayload[], now: Date): Promise<number> {
  return enqueueMany(
    db,
    deliveries.map((d) => ({ kind: AGENDA_DELIVER_JOB, payload: d, idempotencyKey: agendaDeliverKey(d) })),
    now,
  );
}
