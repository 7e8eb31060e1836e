/** `POST /api/v1/admin/campaigns` (new) or `PATCH /admin/campaigns/{id}` (edit). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign, CreateCampaignInput } from '#contract/campaigns.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminCampaignsQueryKey } from './get-admin-campaigns.ts';

export function saveCampaign({ id, input }: { id: number | null; input: CreateCampaignInput }): Promise<Campaign> {
  return id === null
    ? apiRequest<Campaign>('/admin/campaigns', { method: 'POST', body: input })
    : apiRequest<Campaign>(`/admin/campaigns/${id}`, { method: 'PATCH', body: input });
}

export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCampaign,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminCampaignsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
    },
  });
}
