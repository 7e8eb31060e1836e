/** `GET /api/v1/subscriptions/`: the signed-in user's live alert subscriptions, for Profile. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '#contract/subscriptions.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getMySubscriptions(signal?: AbortSignal): Promise<{ items: Subscription[] }> {
  return apiRequest<{ items: Subscription[] }>('/subscriptions/', { signal });
}

export const mySubscriptionsQueryOptions = () =>
  queryOptions({ queryKey: ['subscriptions', 'mine'], queryFn: ({ signal }) => getMySubscriptions(signal) });

export function useMySubscriptions() {
  return useQuery(mySubscriptionsQueryOptions());
}
