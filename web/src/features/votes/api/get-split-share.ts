/** `GET /api/v1/votes/split/by-year`: per year, how many roll calls were split. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SplitShareResponse } from '#contract/votes.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getSplitShare(meetingType: string, signal?: AbortSignal): Promise<SplitShareResponse> {
  return apiRequest<SplitShareResponse>('/votes/split/by-year', { query: { meeting_type: meetingType || undefined }, signal });
}

export function splitShareQueryOptions(meetingType: string) {
  return queryOptions({
    queryKey: ['votes', 'split-share', meetingType] as const,
    queryFn: ({ signal }) => getSplitShare(meetingType, signal),
    staleTime: 5 * 60_000,
  });
}

export function useSplitShare(meetingType: string) {
  return useQuery(splitShareQueryOptions(meetingType));
}
