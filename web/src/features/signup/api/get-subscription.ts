/** `GET /api/v1/subscriptions/{id}?token=`: the subscription a manage link opens. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '#contract/subscriptions.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getSubscription(id: number, token: string, signal?: AbortSignal): Promise<Subscription> {
  return apiRequest<Subscription>(`/subscriptions/${id}`, { query: { token }, signal });
}

export const subscriptionQueryKey = (id: number) => ['subscriptions', 'one', id] as const;

export function subscriptionQueryOptions(id: number, token: string) {
  return queryOptions({
    queryKey: subscriptionQueryKey(id),
    queryFn: ({ signal }) => getSubscription(id, token, signal),
    // A refused link stays refused; retrying only delays the message.
    retry: false,
  });
}

export function useSubscription(id: number | null, token: string) {
  return useQuery({ ...subscriptionQueryOptions(id ?? 0, token), enabled: id !== null });
}
