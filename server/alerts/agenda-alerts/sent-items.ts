/**
 * Whether a subscriber was sent items of a meeting before the vote (agenda_alert_items with sent_at set): those are
 * the subscribers told of its cancellation (agenda-cancel.ts) and of its outcome (meeting-alerts/alert-fanout.ts).
 */
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** `s` is the subscription of the query the condition goes in. */
export function wasSentItemsOf(eb: ExpressionBuilder<Database & { s: Database['subscriptions'] }, 's'>, meetingId: number) {
  return eb.exists(
    eb
      .selectFrom('agenda_alert_items as a')
      .select('a.id')
      .whereRef('a.subscription_id', '=', 's.id')
      .where('a.meeting_id', '=', meetingId)
      .where('a.sent_at', 'is not', null),
  );
}
