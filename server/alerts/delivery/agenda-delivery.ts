/**
 * Sends one subscriber's batch of agenda items on one channel. Read again at send time: an unsubscribe, a STOP,
 * a channel turned off, or a meeting canceled or held since the fan-out leaves it out (and a batch left with
 * nothing sends nothing). The same delivery run again is the same message (its key makes the Message-ID).
 */
import type { AlertContext } from '../jobs/alert-context.ts';
import { type DeliveryOutcome, liveRecipient } from './alert-delivery.ts';
import { alertLinks } from '../messages/alert-links.ts';
import { agendaEmail, type AgendaAlertMeeting, cancellationEmail } from '../messages/agenda-emails.ts';
import { type AgendaDeliverPayload, agendaDeliverKey } from '../agenda-alerts/agenda-kinds.ts';
import type { MatchReason } from '../agenda-alerts/agenda-matching.ts';
import { agendaSms, cancellationSms } from '../messages/sms-text.ts';
import { meetingsIncludingDemo } from '../../meetings/public-record.ts';

async function batchMeetings(ctx: AlertContext, payload: AgendaDeliverPayload, now: Date): Promise<AgendaAlertMeeting[]> {
  const rows = await ctx.db
    .selectFrom('agenda_alert_items as a')
    .innerJoin(meetingsIncludingDemo(ctx.db, 'm'), 'm.id', 'a.meeting_id')
    .select(['m.id', 'm.title as meeting_title', 'm.meeting_date', 'm.location', 'a.item_number', 'a.title', 'a.reasons', 'a.item_key'])
    .where('a.subscription_id', '=', payload.subscriptionId)
    .where('a.batch_key', '=', payload.batch)
    .where('m.status', '=', 'scheduled')
    .where('m.meeting_date', '>', now.toISOString())
    .orderBy('m.meeting_date')
    .orderBy('a.id')
    .execute();
  const meetings = new Map<number, AgendaAlertMeeting>();
  for (const row of rows) {
    const meeting = meetings.get(row.id) ?? { id: row.id, title: row.meeting_title, meeting_date: row.meeting_date, location: row.location, items: [] };
    meeting.items.push({ item_number: row.item_number, title: row.title, reasons: JSON.parse(row.reasons) as MatchReason[], item_key: row.item_key });
    meetings.set(row.id, meeting);
  }
  return [...meetings.values()];
}

/** The notice that a meeting whose items the subscriber was told of is canceled (skipped if it was reinstated). */
async function deliverCancellation(
  ctx: AlertContext,
  payload: AgendaDeliverPayload,
  meetingId: number,
  sub: NonNullable<Awaited<ReturnType<typeof liveRecipient>>>,
  now: Date,
): Promise<DeliveryOutcome> {
  const meeting = await ctx.db.selectFrom(meetingsIncludingDemo(ctx.db)).select(['id', 'title', 'meeting_date', 'location', 'status']).where('id', '=', meetingId).executeTakeFirst();
  if (meeting?.status !== 'cancelled') return 'skipped';
  const items = await ctx.db
    .selectFrom('agenda_alert_items')
    .select(['item_number', 'title', 'reasons'])
    .where('subscription_id', '=', sub.id)
    .where('meeting_id', '=', meetingId)
    .where('sent_at', 'is not', null)
    .orderBy('id')
    .execute();
  const told: AgendaAlertMeeting = { ...meeting, items: items.map((i) => ({ item_number: i.item_number, title: i.title, reasons: JSON.parse(i.reasons) as MatchReason[] })) };
  const links = alertLinks(ctx.publicUrl, await ctx.linkSecret(), sub.id, meeting.id, now, sub.language);
  if (payload.channel === 'sms') {
    await ctx.sms.send({ to: sub.phone_number!, body: cancellationSms(ctx.city.config, meeting, links.meeting, sub.language), dedupeKey: agendaDeliverKey(payload) });
    return 'sent';
  }
  await ctx.mailer.send({ ...cancellationEmail(ctx.city, sub, told, links), dedupeKey: agendaDeliverKey(payload) });
  return 'sent';
}

export async function deliverAgendaAlert(ctx: AlertContext, payload: AgendaDeliverPayload): Promise<DeliveryOutcome> {
  const now = ctx.clock.now();
  const sub = await liveRecipient(ctx, payload.subscriptionId, payload.channel);
  if (!sub) return 'skipped';
  const { notice } = payload;
  if (notice.kind === 'cancel') return deliverCancellation(ctx, payload, notice.meetingId, sub, now);
  const meetings = await batchMeetings(ctx, payload, now);
  if (meetings.length === 0) return 'skipped';
  const links = alertLinks(ctx.publicUrl, await ctx.linkSecret(), sub.id, meetings.length === 1 ? meetings[0]!.id : null, now, sub.language);
  if (payload.channel === 'sms') {
    await ctx.sms.send({ to: sub.phone_number!, body: agendaSms(ctx.city.config, meetings, links.meeting, sub.language), dedupeKey: agendaDeliverKey(payload) });
  } else {
    const message = agendaEmail(ctx.city, sub, meetings, links, { digest: notice.kind === 'digest' ? notice.period : null, publicUrl: ctx.publicUrl });
    await ctx.mailer.send({ ...message, dedupeKey: agendaDeliverKey(payload) });
  }
  // What was sent is what a later cancellation notice refers to.
  await ctx.db
    .updateTable('agenda_alert_items')
    .set({ sent_at: now.toISOString() })
    .where('subscription_id', '=', sub.id)
    .where('batch_key', '=', payload.batch)
    .where('meeting_id', 'in', meetings.map((m) => m.id))
    .where('sent_at', 'is', null)
    .execute();
  return 'sent';
}
