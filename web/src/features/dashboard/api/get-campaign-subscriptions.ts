/**
 * `GET /api/v1/campaigns/me/subscriptions`, called when the dashboard loads for a signed-in user (spec §7):
 * `total_subscribed` and the `active_campaigns` with their membership_role.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignSubscriptions } from '#contract/campaigns.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getCampaignSubscriptions(signal?: AbortSignal): Promise<CampaignSubscriptions> {
  return apiRequest<CampaignSubscriptions>('/campaigns/me/subscriptions', { signal });
}

export function campaignSubscriptionsQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'campaign-subscriptions'],
    queryFn: ({ signal }) => getCampaignSubscriptions(signal),
    // One failure is enough to tell the user (spec §8 toast); the card then says nothing loaded.
    retry: false,
  });
}

export function useCampaignSubscriptions() {
  return useQuery(campaignSubscriptionsQueryOptions());
}
