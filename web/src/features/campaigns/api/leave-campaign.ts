/** `DELETE /api/v1/campaigns/{id}/join`: leaves a campaign (ours; the earlier app had no way out). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign } from '#contract/campaigns.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { storeCampaign } from './update-campaign-cache.ts';

export function leaveCampaign(campaignId: number): Promise<Campaign> {
  return apiRequest<Campaign>(`/campaigns/${campaignId}/join`, { method: 'DELETE' });
}

export function useLeaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: leaveCampaign, onSuccess: (campaign) => storeCampaign(queryClient, campaign) });
}
