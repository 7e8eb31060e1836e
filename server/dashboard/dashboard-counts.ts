/** The dashboard's scheduled meetings ahead (its unread count is notifications.ts's `countUnread`). */
import { DASHBOARD_UPCOMING_LIMIT, DASHBOARD_WINDOW_DAYS, type DashboardSummary } from '#contract/dashboard.ts';
import type { MeetingType } from '#contract/enums.ts';
import type { AppDatabase } from '../db/database.ts';
import { meetingsIncludingDemo, publishedMeetings } from '../meetings/public-record.ts';

const DAY_MS = 86_400_000;
/** How many meetings awaiting minutes the card names. */
const AWAITING_LIMIT = 3;

/**
 * Scheduled meetings from now to `DASHBOARD_WINDOW_DAYS` days ahead, soonest first. The listing rule does not
 * apply: a meeting ahead has no minutes to summarise yet, and residents still want to know it is coming.
 */
export async function upcomingMeetings(db: AppDatabase, now: Date): Promise<DashboardSummary['upcoming_meetings']> {
  const from = now.toISOString();
  const to = new Date(now.getTime() + DASHBOARD_WINDOW_DAYS * DAY_MS).toISOString();
  const inWindow = () =>
    db
      .selectFrom(meetingsIncludingDemo(db))
      .where('status', '=', 'scheduled')
      .where('meeting_date', '>=', from)
      .where('meeting_date', '<', to);
  const [count, rows, awaiting] = await Promise.all([
    inWindow()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    inWindow()
      .select(['id', 'title', 'meeting_date', 'meeting_type', 'location', 'is_demo'])
      .orderBy('meeting_date')
      .orderBy('id')
      .limit(DASHBOARD_UPCOMING_LIMIT)
      .execute(),
    db
      .selectFrom(publishedMeetings(db))
      .select(['id', 'title', 'meeting_date'])
      .where('status', '=', 'scheduled')
      .where('meeting_date', '<', from)
      .where('document_type', '=', 'agenda')
      .where('minutes_url', 'is', null)
      // A meeting only the notice of the year's meetings announced, with no agenda, awaits no minutes.
      .where('announced', '=', 0)
      .orderBy('meeting_date', 'desc')
      .orderBy('id', 'desc')
      .limit(AWAITING_LIMIT)
      .execute(),
  ]);
  return {
    count: Number(count.n),
    items: rows.map((r) => ({ ...r, meeting_type: r.meeting_type as MeetingType, is_demo: r.is_demo === 1 })),
    awaiting_minutes: awaiting,
  };
}

