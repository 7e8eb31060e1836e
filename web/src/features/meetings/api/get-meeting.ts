/**
 * `GET /api/v1/meetings/{id}`: the selected meeting with its agenda items and voting records. A server render holds
 * its first screen only (first-screen-meeting.ts, issue 52); the browser fetches the whole meeting as soon as it
 * has hydrated such a page (a first screen is stale at once).
 */
import { isServer, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MeetingDetail } from '#contract/meetings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { firstScreenOf, type ShownMeeting } from '../lib/first-screen-meeting.ts';

const STALE_MS = 5 * 60_000;

/** `spanish` asks for the Spanish detailed summary too (a Spanish page); the English page is not sent it. */
export function getMeeting(id: number, signal?: AbortSignal, spanish = false): Promise<MeetingDetail> {
  return apiRequest<MeetingDetail>(`/meetings/${id}${spanish ? '?lang=es' : ''}`, { signal });
}

export function meetingQueryOptions(id: number, spanish = false) {
  return queryOptions<ShownMeeting>({
    queryKey: spanish ? (['meetings', 'detail', id, 'es'] as const) : (['meetings', 'detail', id] as const),
    queryFn: async ({ signal }) => (isServer ? firstScreenOf(await getMeeting(id, signal, spanish)) : getMeeting(id, signal, spanish)),
    staleTime: (query) => (query.state.data?.first_screen ? 0 : STALE_MS),
  });
}

export function useMeeting(id: number | undefined, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ ...meetingQueryOptions(id ?? 0, i18n.language.startsWith('es')), enabled: enabled && id !== undefined });
}
