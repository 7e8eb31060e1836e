/**
 * Sends one alert on one channel. Everything is read again at send time, so an unsubscribe, a STOP, a
 * channel turned off or a cancelled meeting after the fan-out still stops the message. A thrown error (SMTP
 * or the SMS provider down) leaves the job to the queue's retries and, in the end, its dead letter.
 */
import type { AlertContext } from '../jobs/alert-context.ts';
import { minutesEmail, reminderEmail } from '../messages/alert-emails.ts';
import { type AlertChannel, type DeliverPayload, deliverKey } from '../jobs/alert-kinds.ts';
import { alertLinks } from '../messages/alert-links.ts';
import { minutesSms, reminderSms } from '../messages/sms-text.ts';
import { toldOutcomes } from '../meeting-alerts/told-outcomes.ts';
import { storedSpanishSummary } from '../../plain/stored-summaries-es.ts';
import { meetingsIncludingDemo } from '../../meetings/public-record.ts';

export type DeliveryOutcome = 'sent' | 'skipped';

/** Display names of the subscriber's topics that the meeting touched. */
async function sharedTopics(ctx: AlertContext, subscriptionId: number, meetingId: number): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('subscription_topics as st')
    .innerJoin('notification_topics as nt', 'nt.id', 'st.topic_id')
    .innerJoin('meeting_topics as mt', 'mt.topic', 'nt.slug')
    .select('nt.display_name')
    .where('st.subscription_id', '=', subscriptionId)
    .where('mt.meeting_id', '=', meetingId)
    .orderBy('mt.position')
    .execute();
  return rows.map((r) => r.display_name);
}

/** The subscriber, when still live, confirmed and with `channel` on (and a confirmed phone for SMS); undefined otherwise. */
export async function liveRecipient(ctx: AlertContext, subscriptionId: number, channel: AlertChannel) {
  const sub = await ctx.db
    .selectFrom('subscriptions')
    .select(['id', 'full_name', 'email', 'phone_number', 'sms_notifications', 'sms_confirmed_at', 'email_notifications', 'unsubscribed_at', 'confirmed_at', 'language'])
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
  if (!sub || sub.unsubscribed_at !== null || sub.confirmed_at === null) return undefined;
  if (channel === 'email' && sub.email_notifications !== 1) return undefined;
  // A number gets alerts only once its owner has answered YES to the confirmation text (double opt-in).
  if (channel === 'sms' && (sub.sms_notifications !== 1 || !sub.phone_number || sub.sms_confirmed_at === null)) return undefined;
  return sub;
}

export async function deliverAlert(ctx: AlertContext, payload: DeliverPayload): Promise<DeliveryOutcome> {
  const now = ctx.clock.now();
  const sub = await liveRecipient(ctx, payload.subscriptionId, payload.channel);
  if (!sub) return 'skipped';

  const meeting = await ctx.db
    .selectFrom(meetingsIncludingDemo(ctx.db))
    .select(['id', 'title', 'meeting_date', 'location', 'summary', 'status'])
    .where('id', '=', payload.meetingId)
    .executeTakeFirst();
  if (!meeting) return 'skipped';
  if (payload.kind === 'reminder' && (meeting.status !== 'scheduled' || meeting.meeting_date <= now.toISOString())) {
    return 'skipped';
  }

  const links = alertLinks(ctx.publicUrl, await ctx.linkSecret(), sub.id, meeting.id, now, sub.language);
  if (payload.channel === 'sms') {
    const body = payload.kind === 'reminder' ? reminderSms(ctx.city.config, meeting, links.meeting, sub.language) : minutesSms(ctx.city.config, meeting, links.meeting, sub.language);
    await ctx.sms.send({ to: sub.phone_number!, body, dedupeKey: deliverKey(payload) });
    return 'sent';
  }
  const message =
    payload.kind === 'reminder'
      ? reminderEmail(ctx.city.config, sub, meeting, links)
      : minutesEmail(
          ctx.city.config,
          sub,
          { ...meeting, summary_es: sub.language === 'es' ? await storedSpanishSummary(ctx.db, ctx.city, meeting.id) : null },
          await sharedTopics(ctx, sub.id, meeting.id),
          links,
          await toldOutcomes(ctx.db, ctx.city, sub.id, meeting.id),
        );
  // The same delivery run again (a crash before its job was marked done) is the same message.
  await ctx.mailer.send({ ...message, dedupeKey: deliverKey(payload) });
  return 'sent';
}
