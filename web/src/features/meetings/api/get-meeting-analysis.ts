/** `GET /api/v1/meetings/analysis`: top topics and keywords of the latest completed meetings. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingAnalysis } from '#contract/meetings.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getMeetingAnalysis(signal?: AbortSignal): Promise<MeetingAnalysis> {
  return apiRequest<MeetingAnalysis>('/meetings/analysis', { signal });
}

export function meetingAnalysisQueryOptions() {
  return queryOptions({
    queryKey: ['meetings', 'analysis'] as const,
    queryFn: ({ signal }) => getMeetingAnalysis(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useMeetingAnalysis(enabled: boolean) {
  return useQuery({ ...meetingAnalysisQueryOptions(), enabled });
}
