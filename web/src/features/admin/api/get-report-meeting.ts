/** `GET /api/v1/meetings/{id}`: the record a report is about, so the review form offers its items, votes and roll calls. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingDetail } from '#contract/meetings.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function useReportMeeting(id: number) {
  return useQuery(
    queryOptions({
      queryKey: ['meetings', 'detail', id] as const,
      queryFn: ({ signal }) => apiRequest<MeetingDetail>(`/meetings/${id}`, { signal }),
    }),
  );
}
