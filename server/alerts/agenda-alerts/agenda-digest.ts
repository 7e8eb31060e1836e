/**
 * A digest period's fan-out: every subscriber who chose this period and has items matched before the digest's
 * hour waiting claims them
 * (their batch becomes the digest's) and gets one delivery per channel, in one transaction per 1,000
 * subscribers. Items of meetings that were held or canceled before the digest are dropped from the wait
 * (batch `expired`): a digest tells what is still to be decided.
 */
import type { AlertContext } from '../jobs/alert-context.ts';
import { type AgendaFanoutPayload, deliveriesOf, enqueueAgendaDeliveries } from './agenda-kinds.ts';
import { meetingsIncludingDemo } from '../../meetings/public-record.ts';

const BATCH = 1000;

export async function fanOutDigest(
  ctx: Pick<AlertContext, 'db' | 'clock'>,
  payload: Extract<AgendaFanoutPayload, { kind: 'digest' }>,
): Promise<{ deliveries: number }> {
  const { db } = ctx;
  const now = ctx.clock.now();
  let deliveries = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('subscriptions as s')
      .select(['s.id', 's.email_notifications', 's.sms_notifications', 's.phone_number'])
      .where('s.unsubscribed_at', 'is', null)
      .where('s.confirmed_at', 'is not', null)
      .where('s.agenda_alerts', '=', payload.period)
      .where('s.id', '>', after)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('agenda_alert_items as a')
            .select('a.id')
            .whereRef('a.subscription_id', '=', 's.id')
            .where('a.batch_key', 'is', null)
            .where('a.created_at', '<=', payload.until),
        ),
      )
      .orderBy('s.id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    deliveries += await db.transaction().execute(async (trx) => {
      const ids = rows.map((r) => r.id);
      const upcoming = trx
        .selectFrom(meetingsIncludingDemo(trx))
        .select('id')
        .where('status', '=', 'scheduled')
        .where('meeting_date', '>', now.toISOString());
      const claimed = await trx
        .updateTable('agenda_alert_items')
        .set({ batch_key: payload.batch })
        .where('subscription_id', 'in', ids)
        .where('batch_key', 'is', null)
        .where('created_at', '<=', payload.until)
        .where('meeting_id', 'in', upcoming)
        .returning('subscription_id')
        .execute();
      await trx
        .updateTable('agenda_alert_items')
        .set({ batch_key: 'expired' })
        .where('subscription_id', 'in', ids)
        .where('batch_key', 'is', null)
        .where('created_at', '<=', payload.until)
        .execute();
      const withItems = new Set(claimed.map((c) => c.subscription_id));
      const jobs = rows.filter((r) => withItems.has(r.id)).flatMap((r) => deliveriesOf(r, payload.batch, { kind: 'digest', period: payload.period }));
      return enqueueAgendaDeliveries(trx, jobs, now);
    });
    if (rows.length < BATCH) break;
  }
  return { deliveries };
}
