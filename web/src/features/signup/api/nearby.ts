/**
 * "My block" of a subscription (issue 31): `PUT /subscriptions/{id}/nearby` saves an address and a radius,
 * `DELETE .../nearby` stops watching, `DELETE .../nearby/address` deletes only the typed text. Each answers the
 * subscription, which replaces the cached one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveNearbyInput, Subscription } from '#contract/subscriptions.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { subscriptionQueryKey } from './get-subscription.ts';

export function useNearby(subscriptionId: number, token: string) {
  const queryClient = useQueryClient();
  const path = `/subscriptions/${subscriptionId}/nearby`;
  const onSuccess = (saved: Subscription) => queryClient.setQueryData(subscriptionQueryKey(subscriptionId), saved);
  return {
    save: useMutation({
      mutationFn: (input: SaveNearbyInput) => apiRequest<Subscription>(path, { method: 'PUT', query: { token }, body: input }),
      onSuccess,
    }),
    stop: useMutation({ mutationFn: () => apiRequest<Subscription>(path, { method: 'DELETE', query: { token } }), onSuccess }),
    forgetText: useMutation({
      mutationFn: () => apiRequest<Subscription>(`${path}/address`, { method: 'DELETE', query: { token } }),
      onSuccess,
    }),
  };
}
