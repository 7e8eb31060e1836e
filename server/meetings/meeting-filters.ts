/**
 * The filters of the meetings list (`GET /api/v1/meetings/`) as one query step, shared by the list and by the
 * meetings feed, so that a feed URL with the list's parameters names exactly the meetings the list shows.
 */
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import { whereListed } from './public-record.ts';
import type { MeetingStatusFilter } from '#contract/enums.ts';
import type { ListMeetingsQuery } from '#contract/meetings.ts';
import { endOfZonedDayExclusive, startOfZonedDay } from '#contract/time-zone.ts';
import type { Database } from '../db/schema.ts';

/** The list's filters without paging. */
export type MeetingFilterQuery = Omit<ListMeetingsQuery, 'limit' | 'skip'>;

/**
 * The status filter in SQL, the same rule as meetingTimeState (meeting-time-state.ts): `scheduled` ("Upcoming")
 * is a scheduled meeting still ahead without minutes; `awaiting_minutes` one whose start has passed without them
 * (both of that rule's missing-minutes states, as the filter's one label says); `no_agenda` one of those that only
 * the notice of the year's meetings announced (decision 071).
 */
function byStatus<QB extends SelectQueryBuilder<any, any, any>>(qb: QB, status: MeetingStatusFilter, now: Date): QB {
  if (status !== 'scheduled' && status !== 'awaiting_minutes' && status !== 'no_agenda') return qb.where('meetings.status', '=', status) as QB;
  const withoutMinutes = qb
    .where('meetings.status', '=', 'scheduled')
    .where('meetings.document_type', '!=', 'minutes')
    .where('meetings.minutes_url', 'is', null);
  if (status === 'scheduled') return withoutMinutes.where('meetings.meeting_date', '>', now.toISOString()) as QB;
  // A past meeting only the notice of the year's meetings announced had no agenda: it awaits no minutes (no_agenda).
  const passed = withoutMinutes.where('meetings.meeting_date', '<=', now.toISOString());
  return passed.where('meetings.announced', '=', status === 'no_agenda' ? 1 : 0) as QB;
}

/** Adds the query's filters (and the listing rule, unless `include_unsummarized`) to a query over `meetings`. */
export function filterMeetings<QB extends SelectQueryBuilder<any, any, any>>(qb: QB, query: MeetingFilterQuery, timeZone: string, now: Date): QB {
  return qb
    .$if(query.include_unsummarized !== 'true', (q) => whereListed(q))
    .$if(query.status !== undefined, (q) => byStatus(q, query.status!, now))
    .$if(query.meeting_type !== undefined, (q) => q.where('meetings.meeting_type', '=', query.meeting_type!))
    // A structured source's meeting is titled by the body that held it (legistar-meeting.ts): its committee.
    .$if(query.committee !== undefined, (q) => q.where('meetings.title', '=', query.committee!))
    .$if(query.from !== undefined, (q) => q.where('meetings.meeting_date', '>=', startOfZonedDay(query.from!, timeZone).toISOString()))
    .$if(query.to !== undefined, (q) => q.where('meetings.meeting_date', '<', endOfZonedDayExclusive(query.to!, timeZone).toISOString()))
    .$if(query.topic !== undefined, (q) =>
      q.where((eb: ExpressionBuilder<Database, 'meetings'>) =>
        eb.exists(
          eb
            .selectFrom('meeting_topics')
            .select('meeting_topics.meeting_id')
            .whereRef('meeting_topics.meeting_id', '=', 'meetings.id')
            .where('meeting_topics.topic', '=', query.topic!),
        ),
      ),
    ) as QB;
}
