/**
 * `GET /api/v1/meetings/{id}`: the selected meeting with its agenda items and voting records. A server render holds
 * its first screen only (first-screen-meeting.ts, issue 52); the browser asks for the whole meeting when the reader
 * asks for more of it (`useWholeMeeting`), not before: a large council's whole meeting is a megabyte of JSON a
 * phone would download and parse for nothing.
 */
import { isServer, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingDetail } from '#contract/meetings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useWholePage } from '#web/lib/whole-page.ts';
import { firstScreenOf, type ShownMeeting } from '../lib/first-screen-meeting.ts';

const STALE_MS = 5 * 60_000;

/** `spanish` asks for the Spanish detailed summary too (a Spanish page); the English page is not sent it. */
export function getMeeting(id: number, signal?: AbortSignal, spanish = false): Promise<MeetingDetail> {
  return apiRequest<MeetingDetail>(`/meetings/${id}${spanish ? '?lang=es' : ''}`, { signal });
}

/** `whole`: the page asked for is the whole one (`?whole=1`, whole-page.ts), which a server render holds whole too. */
export function meetingQueryOptions(id: number, spanish = false, whole = false) {
  return queryOptions<ShownMeeting>({
    queryKey: spanish ? (['meetings', 'detail', id, 'es'] as const) : (['meetings', 'detail', id] as const),
    queryFn: async ({ signal }) => (isServer && !whole ? firstScreenOf(await getMeeting(id, signal, spanish)) : getMeeting(id, signal, spanish)),
    staleTime: STALE_MS,
  });
}

export function useMeeting(id: number | undefined, enabled: boolean) {
  const { i18n } = useTranslation();
  const whole = useWholePage();
  return useQuery({ ...meetingQueryOptions(id ?? 0, i18n.language.startsWith('es'), whole), enabled: enabled && id !== undefined });
}

/** What asks for the whole meeting when the page holds its first screen; nothing when it holds the whole. */
export function useWholeMeeting(meeting: ShownMeeting): (() => void) | undefined {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  const spanish = i18n.language.startsWith('es');
  const partial = meeting.first_screen !== undefined;
  return useMemo(
    () =>
      partial
        ? () => {
            // Into the page's own query: every part then draws from the whole. A failure shows the toast of
            // MeetingDetail, and the first screen stays.
            void client.fetchQuery({ ...meetingQueryOptions(meeting.id, spanish), staleTime: 0 }).catch(() => undefined);
          }
        : undefined,
    [partial, client, meeting.id, spanish],
  );
}
