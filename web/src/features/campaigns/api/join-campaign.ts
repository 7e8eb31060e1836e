/** `POST /api/v1/campaigns/{id}/join` with no body (spec §7): joins as the signed-in user. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign } from '#contract/campaigns.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { storeCampaign } from './update-campaign-cache.ts';

export function joinCampaign(campaignId: number): Promise<Campaign> {
  return apiRequest<Campaign>(`/campaigns/${campaignId}/join`, { method: 'POST' });
}

export function useJoinCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinCampaign, onSuccess: (campaign) => storeCampaign(queryClient, campaign) });
}
