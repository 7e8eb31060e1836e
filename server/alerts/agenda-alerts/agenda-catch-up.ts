/**
 * Late sign-ups (issue 37): someone who subscribes, or follows an item, after an agenda was posted but before its
 * meeting is told of that agenda's items that concern them, as the posting's own alert would have told them. It
 * runs inside the transaction that confirms the subscription or the follow, so the items are recorded
 * (agenda_alert_items) with the message that carries them, or neither is. An item recorded for this subscriber
 * before (by the posting's fan-out, or an earlier catch-up) is skipped: nothing is told twice. Meetings already
 * held, cancelled or completed are not caught up: their agenda is no longer news, and old minutes are not either.
 */
import type { CityContext } from '#city/context.ts';
import type { AppDatabase } from '../../db/database.ts';
import { matchAndRecord } from './agenda-fanout.ts';
import { postedAgendas } from './agenda-scan.ts';

/**
 * The message of one catch-up for one meeting; `reason` names what started it (`signup`, `follow:<id>`), so a
 * second catch-up of the same subscriber (a follow after the sign-up) is a message of its own.
 */
export const catchUpBatch = (meetingId: number, subscriptionId: number, reason: string) => `late:${meetingId}:${subscriptionId}:${reason}`;

/**
 * Records and queues the items of every posted agenda still to come that concern `subscriptionId`, in `city` (the
 * app's); returns the deliveries queued.
 */
export async function catchUpAgendas(db: AppDatabase, city: CityContext, subscriptionId: number, reason: string, now: Date): Promise<number> {
  const sub = await db
    .selectFrom('subscriptions')
    .select(['email_notifications', 'sms_notifications', 'sms_confirmed_at', 'phone_number'])
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
  // Nothing can reach them yet (texts only, the number's YES still awaited): recorded now, the items would count as
  // told and never go out. The YES catches up instead (sms-consent.ts).
  const texts = sub?.sms_notifications === 1 && sub.phone_number !== null && sub.sms_confirmed_at !== null;
  if (!sub || (sub.email_notifications !== 1 && !texts)) return 0;
  const meetings = await postedAgendas(db, now).orderBy('meeting_date').execute();
  let deliveries = 0;
  for (const meeting of meetings) {
    const recorded = await matchAndRecord(db, city, meeting, catchUpBatch(meeting.id, subscriptionId, reason), now, subscriptionId);
    deliveries += recorded.deliveries;
  }
  return deliveries;
}
