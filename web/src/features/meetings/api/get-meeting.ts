/** `GET /api/v1/meetings/{id}`: the selected meeting with its agenda items and voting records. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MeetingDetail } from '#contract/meetings.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `spanish` asks for the Spanish detailed summary too (a Spanish page); the English page is not sent it. */
export function getMeeting(id: number, signal?: AbortSignal, spanish = false): Promise<MeetingDetail> {
  return apiRequest<MeetingDetail>(`/meetings/${id}${spanish ? '?lang=es' : ''}`, { signal });
}

export function meetingQueryOptions(id: number, spanish = false) {
  return queryOptions({
    queryKey: spanish ? (['meetings', 'detail', id, 'es'] as const) : (['meetings', 'detail', id] as const),
    queryFn: ({ signal }) => getMeeting(id, signal, spanish),
    staleTime: 5 * 60_000,
  });
}

export function useMeeting(id: number | undefined, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ ...meetingQueryOptions(id ?? 0, i18n.language.startsWith('es')), enabled: enabled && id !== undefined });
}
