/** `GET /api/v1/meetings/{id}`: the record a report is about, so the review form offers its items, votes and roll calls. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingDetail } from '#contract/meetings.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function useReportMeeting(id: number) {
  return useQuery(
    queryOptions({
      // Not the public page's key: a page rendered by the server holds only its first screen (first-screen-meeting.ts),
      // and a review form offers every item and roll call.
      queryKey: ['meetings', 'detail', id, 'review'] as const,
      queryFn: ({ signal }) => apiRequest<MeetingDetail>(`/meetings/${id}`, { signal }),
    }),
  );
}
