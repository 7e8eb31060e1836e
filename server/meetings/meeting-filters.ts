/**
 * The filters of the meetings list (`GET /api/v1/meetings/`) as one query step, shared by the list and by the
 * meetings feed, so that a feed URL with the list's parameters names exactly the meetings the list shows.
 */
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { ListMeetingsQuery } from '../../contract/meetings.ts';
import { endOfZonedDayExclusive, startOfZonedDay } from '../../contract/time-zone.ts';
import type { Database } from '../db/schema.ts';

/** The list's filters without paging. */
export type MeetingFilterQuery = Omit<ListMeetingsQuery, 'limit' | 'skip'>;

/** Adds the query's filters (and the listing rule, unless `include_unsummarized`) to a query over `meetings`. */
export function filterMeetings<QB extends SelectQueryBuilder<any, any, any>>(qb: QB, query: MeetingFilterQuery, timeZone: string): QB {
  return qb
    .$if(query.include_unsummarized !== 'true', (q) => q.where('meetings.is_listed', '=', 1))
    .$if(query.status !== undefined, (q) => q.where('meetings.status', '=', query.status!))
    .$if(query.meeting_type !== undefined, (q) => q.where('meetings.meeting_type', '=', query.meeting_type!))
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
