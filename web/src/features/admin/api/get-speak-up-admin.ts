/** `GET /api/v1/admin/speak-up`: messages sent on residents' behalf, their counts and the pause (admins only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpeakUpAdmin } from '#contract/speak-up-admin.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const speakUpAdminQueryKey = ['admin', 'speak-up'] as const;

export function getSpeakUpAdmin(signal?: AbortSignal): Promise<SpeakUpAdmin> {
  return apiRequest<SpeakUpAdmin>('/admin/speak-up', { signal });
}

export function useSpeakUpAdmin() {
  return useQuery(queryOptions({ queryKey: speakUpAdminQueryKey, queryFn: ({ signal }) => getSpeakUpAdmin(signal) }));
}
