/**
 * A meeting canceled after its agenda was posted: every subscriber who was sent (or is about to be sent) items of
 * it hears that it will not take place, once, by the channels they use. Items still waiting for a digest are
 * simply dropped from it (a digest only tells of meetings still to come).
 */
import type { AlertContext } from '../jobs/alert-context.ts';
import { type AgendaFanoutPayload, cancelBatch, deliveriesOf, enqueueAgendaDeliveries } from './agenda-kinds.ts';
import { meetingsIncludingDemo } from '../../meetings/public-record.ts';
import { wasSentItemsOf } from './sent-items.ts';

export async function fanOutCancellation(
  ctx: Pick<AlertContext, 'db' | 'clock'>,
  payload: Extract<AgendaFanoutPayload, { kind: 'cancel' }>,
): Promise<{ deliveries: number }> {
  const meeting = await ctx.db.selectFrom(meetingsIncludingDemo(ctx.db)).select('status').where('id', '=', payload.meetingId).executeTakeFirst();
  if (meeting?.status !== 'cancelled') return { deliveries: 0 };
  const told = await ctx.db
    .selectFrom('subscriptions as s')
    .select(['s.id', 's.email_notifications', 's.sms_notifications', 's.phone_number'])
    .where('s.unsubscribed_at', 'is', null)
    .where('s.confirmed_at', 'is not', null)
    .where((eb) => wasSentItemsOf(eb, payload.meetingId))
    .orderBy('s.id')
    .execute();
  const batch = cancelBatch(payload.meetingId);
  return { deliveries: await enqueueAgendaDeliveries(ctx.db, told.flatMap((s) => deliveriesOf(s, batch, { kind: 'cancel', meetingId: payload.meetingId })), ctx.clock.now()) };
}
