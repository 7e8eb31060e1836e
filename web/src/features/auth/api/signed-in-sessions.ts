/**
 * The resident's signed-in devices (issue 35): `GET /auth/sessions`, and ending one (`DELETE /auth/sessions/{id}`)
 * or every other one (`DELETE /auth/sessions`). Both mutations ask the list again.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndOtherSessionsResponse, SignedInSessionList } from '#contract/auth-sessions.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const signedInSessionsQueryKey = ['auth', 'sessions'] as const;

export function getSignedInSessions(signal?: AbortSignal): Promise<SignedInSessionList> {
  return apiRequest<SignedInSessionList>('/auth/sessions', { signal });
}

export const signedInSessionsQueryOptions = () =>
  queryOptions({ queryKey: signedInSessionsQueryKey, queryFn: ({ signal }) => getSignedInSessions(signal), retry: false });

export function useSignedInSessions() {
  return useQuery(signedInSessionsQueryOptions());
}

export function endSession(id: string): Promise<{ ok: true }> {
  return apiRequest(`/auth/sessions/${id}`, { method: 'DELETE' });
}

export function endOtherSessions(): Promise<EndOtherSessionsResponse> {
  return apiRequest<EndOtherSessionsResponse>('/auth/sessions', { method: 'DELETE' });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endSession, onSettled: () => queryClient.invalidateQueries({ queryKey: signedInSessionsQueryKey }) });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endOtherSessions, onSettled: () => queryClient.invalidateQueries({ queryKey: signedInSessionsQueryKey }) });
}
