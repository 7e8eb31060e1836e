/** `GET /api/v1/subscriptions/topics`: the topic catalogue for the wizard and the manage page. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationTopic } from '#contract/subscriptions.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getTopics(signal?: AbortSignal): Promise<NotificationTopic[]> {
  return apiRequest<NotificationTopic[]>('/subscriptions/topics', { signal, timeoutMs: 10_000 });
}

export function topicsQueryOptions() {
  return queryOptions({
    queryKey: ['subscriptions', 'topics'],
    queryFn: ({ signal }) => getTopics(signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

export function useTopics() {
  return useQuery(topicsQueryOptions());
}
