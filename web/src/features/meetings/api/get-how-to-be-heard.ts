/** `GET /api/v1/meetings/{id}/how-to-be-heard`: the city's ways to be heard on a meeting's items, with deadlines. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HowToBeHeardResponse } from '#contract/hearing-rules.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function howToBeHeardQueryOptions(meetingId: number) {
  return queryOptions({
    queryKey: ['meetings', 'how-to-be-heard', meetingId] as const,
    queryFn: ({ signal }) => apiRequest<HowToBeHeardResponse>(`/meetings/${meetingId}/how-to-be-heard`, { signal }),
    // The deadlines are fixed for a meeting; the countdown is counted in the browser from them.
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useHowToBeHeard(meetingId: number, enabled: boolean) {
  return useQuery({ ...howToBeHeardQueryOptions(meetingId), enabled });
}
