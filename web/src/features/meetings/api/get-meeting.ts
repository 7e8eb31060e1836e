/** `GET /api/v1/meetings/{id}`: the selected meeting with its agenda items and voting records. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingDetail } from '#contract/meetings.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getMeeting(id: number, signal?: AbortSignal): Promise<MeetingDetail> {
  return apiRequest<MeetingDetail>(`/meetings/${id}`, { signal });
}

export function meetingQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['meetings', 'detail', id] as const,
    queryFn: ({ signal }) => getMeeting(id, signal),
    staleTime: 5 * 60_000,
  });
}

export function useMeeting(id: number | undefined, enabled: boolean) {
  return useQuery({ ...meetingQueryOptions(id ?? 0), enabled: enabled && id !== undefined });
}
