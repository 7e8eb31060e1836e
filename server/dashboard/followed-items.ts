/**
 * The items a signed-in resident follows (by the clerk's file number), each with its place on the agenda of the
 * next meeting still to come that lists it, so the dashboard can offer "Speak up" there (issue 32). An item no
 * upcoming agenda lists (decided, pulled, or not yet scheduled) is shown without it.
 */
import { DASHBOARD_FOLLOWED_LIMIT, type FollowedOnDashboard } from '#contract/dashboard.ts';
import type { AppDatabase } from '../db/database.ts';
import { type SubscriptionOwner, subscriptionsOfUser } from '../alerts/subscriptions/subscription-store.ts';
import { publishedMeetings } from '../meetings/public-record.ts';

export async function followedItems(db: AppDatabase, user: SubscriptionOwner, now: Date): Promise<FollowedOnDashboard[]> {
  const subscriptions = await subscriptionsOfUser(db, user);
  if (subscriptions.length === 0) return [];
  const follows = await db
    .selectFrom('item_follows')
    .select(['file_number', 'title'])
    .where('subscription_id', 'in', subscriptions.map((s) => s.id))
    .where('confirmed_at', 'is not', null)
    .orderBy('created_at', 'desc')
    .execute();
  const byFile = new Map<string, string>();
  for (const f of follows) if (!byFile.has(f.file_number)) byFile.set(f.file_number, f.title);
  const files = [...byFile.keys()].slice(0, DASHBOARD_FOLLOWED_LIMIT);
  if (files.length === 0) return [];
  const listed = await db
    .selectFrom('agenda_items as i')
    .innerJoin(publishedMeetings(db, 'm'), 'm.id', 'i.meeting_id')
    .select(['i.file_number', 'i.id as item_id', 'i.item_number', 'm.id as meeting_id', 'm.title as meeting_title', 'm.meeting_date'])
    .where('i.file_number', 'in', files)
    .where('m.status', '=', 'scheduled')
    .where('m.meeting_date', '>', now.toISOString())
    .where((eb) => eb.or([eb('i.vote_result', 'is', null), eb('i.vote_result', '!=', 'pulled')]))
    .orderBy('m.meeting_date')
    .orderBy('i.id')
    .execute();
  return files.map((file) => {
    const next = listed.find((row) => row.file_number === file);
    return {
      file_number: file,
      title: byFile.get(file)!,
      upcoming: next
        ? { meeting_id: next.meeting_id, meeting_title: next.meeting_title, meeting_date: next.meeting_date, item_id: next.item_id, item_number: next.item_number }
        : null,
    };
  });
}
