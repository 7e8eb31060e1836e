/** `DELETE /api/v1/admin/campaigns/{id}`: closes the campaign to new members (nothing is deleted). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign } from '#contract/campaigns.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminCampaignsQueryKey } from './get-admin-campaigns.ts';

export function deactivateCampaign(id: number): Promise<Campaign> {
  return apiRequest<Campaign>(`/admin/campaigns/${id}`, { method: 'DELETE' });
}

export function useDeactivateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateCampaign,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminCampaignsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
    },
  });
}
